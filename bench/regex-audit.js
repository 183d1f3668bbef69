// Regex audit: every regular expression literal in `packages/*/src` is run on
// repetitive hostile strings built from the characters Markdown and HTML
// give meaning to, at two sizes, and any whose time grows faster than the
// input (or that runs away on a short one) is printed. Backtracking patterns
// are how three super-linear scans got in (found by review, 2026-12-01: a
// container-prefix pattern was exponential in list markers); run this after
// adding or changing a pattern.
//
// Run: node bench/regex-audit.js            (exit 1 when a pattern is suspect)
// Each pattern runs in a child process, so one that runs away is stopped.
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {parse} from '@babel/parser'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')

// Patterns whose input is not attacker-shaped text, with the reason.
/** @type {Record<string, string>} */
const trusted = {
  // cmark-gfm's XML output: every `<` there starts a tag that a `>` ends
  // (text and attribute values are escaped), so `[^>]*` reads each tag once.
  '/<(\\/?)([A-Za-z_][\\w:-]*)(?![\\w:-])([^>]*)>/g': 'reads cmark-gfm XML, where every `<` is a tag closed by `>`'
}

if (process.argv[2] === '--child') {
  child(JSON.parse(process.argv[3]))
} else {
  parent()
}

/**
 * List the literals, run each in a child, print a table.
 */
function parent() {
  /** @type {Array<{where: string, pattern: string, flags: string}>} */
  const found = []
  for (const file of sourceFiles(path.join(root, 'packages'))) {
    const source = fs.readFileSync(file, 'utf8')
    const tree = parse(source, {sourceType: 'module', plugins: ['typescript']})
    /** @type {Array<unknown>} */
    const stack = [tree.program]
    // Iterative: no recursion over the syntax tree.
    while (stack.length > 0) {
      const node = /** @type {Record<string, unknown>} */ (stack.pop())
      if (node.type === 'RegExpLiteral') {
        const location = /** @type {{start: {line: number}}} */ (node.loc)
        found.push({
          where: path.relative(root, file) + ':' + location.start.line,
          pattern: String(node.pattern),
          flags: String(node.flags)
        })
      }

      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key.endsWith('Comments')) continue
        const values = Array.isArray(value) ? value : [value]
        for (const item of values) {
          if (item && typeof item === 'object' && typeof item.type === 'string') stack.push(item)
        }
      }
    }
  }

  let suspects = 0
  console.log('| pattern | where | verdict |')
  console.log('| --- | --- | --- |')
  for (const {where, pattern, flags} of found) {
    const literal = '/' + pattern + '/' + flags
    const shown = literal.length > 60 ? literal.slice(0, 57) + '…' : literal
    if (trusted[literal]) {
      console.log('| `%s` | %s | trusted: %s |', shown, where, trusted[literal])
      continue
    }

    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', JSON.stringify([pattern, flags])], {
      timeout: 120_000,
      encoding: 'utf8'
    })
    let verdict = 'linear'
    if (run.error || run.signal) {
      verdict = '⚠ runs away (stopped after 120 s)'
    } else if (run.status !== 0) {
      verdict = '⚠ child failed: ' + run.stderr.trim().split('\n')[0]
    } else if (run.stdout.trim()) {
      verdict = '⚠ ' + run.stdout.trim()
    }

    if (verdict !== 'linear') suspects++
    console.log('| `%s` | %s | %s |', shown, where, verdict)
  }

  console.log('\n%d patterns, %d suspect', found.length, suspects)
  process.exitCode = suspects > 0 ? 1 : 0
}

/**
 * Time one pattern on repeated units of hostile characters; print the worst
 * growth found (nothing when linear).
 *
 * @param {[string, string]} literal
 *   Pattern and flags.
 */
function child([pattern, flags]) {
  // Sticky patterns run at one position in the code (each at line starts:
  // `tagLine`, `boxThenDefinition`), so here at the start of the text;
  // the others anywhere.
  const expression = new RegExp(pattern, flags)
  const units = [
    ...' \t\n\r>-*+|:[]1.)a</!&#`~_("\'=^\\;x0@A\u00A0',
    ' \n', '- ', '> ', '1. ', '| ', ':-', '[^', '</a', '<!--', '&#', '<a ', ' a=', '=\'',
    'amendments', 'work-item ', 'instruction from @', '<b>', '\n\n', '- [ ] ', '-  ', '\\|', '] ',
    '*  ', '>  ', '1.  ', '[^a]: ', 'pre'
  ]
  const seeds = [...units]
  for (const a of units) for (const b of units) seeds.push(a + b)
  // Repeated units after a prefix that a pattern needs before its
  // ambiguous part: a bullet before runs of `*` (`-* * …`), an attribute
  // name before blanks (`encoding=` then spaces; both found by review in
  // the fortieth session, which the plain repetitions missed).
  const prefixes = ['-', '>', '_', '[', '![', '<a', 'encoding=', 'x:', '1.']
  /** @type {Array<[string, string]>} Head (once) and unit (repeated). */
  const entries = seeds.map((seed) => /** @type {[string, string]} */ (['', seed]))
  for (const prefix of prefixes) for (const unit of units) entries.push([prefix, unit])
  const tails = ['', '\u0001', '\n', 'x', '|', '>']

  /**
   * @param {string} text
   * @returns {number} Milliseconds of one search.
   */
  function time(text) {
    expression.lastIndex = 0
    const start = process.hrtime.bigint()
    expression.test(text)
    return Number(process.hrtime.bigint() - start) / 1e6
  }

  /** @type {{seed: string, tail: string, small: number, large: number} | undefined} */
  let worst
  for (const [head, seed] of entries) {
    for (const tail of tails) {
      // Exponential patterns run away on short input already.
      if (time(head + seed.repeat(Math.ceil(80 / seed.length)) + tail) > 200) {
        console.log('exponential on %s', JSON.stringify(head + seed.repeat(3) + '…' + tail))
        return
      }

      const small = time(head + seed.repeat(Math.ceil(1500 / seed.length)) + tail)
      if (small < 0.3) continue
      const large = time(head + seed.repeat(Math.ceil(6000 / seed.length)) + tail)
      // 4× the input: linear is about 4× the time; allow noise up to 7×.
      if (large / small > 7 && large > 5 && (!worst || large > worst.large)) worst = {seed: head + seed, tail, small, large}
    }
  }

  if (worst) {
    console.log(
      'super-linear on %s: %s ms at 1.5 K, %s ms at 6 K',
      JSON.stringify(worst.seed + '…' + worst.tail),
      worst.small.toFixed(1),
      worst.large.toFixed(1)
    )
  }
}

/**
 * @param {string} folder
 * @returns {Array<string>} TypeScript sources below `folder/<package>/src`.
 */
function sourceFiles(folder) {
  /** @type {Array<string>} */
  const files = []
  /** @type {Array<string>} */
  const stack = fs.readdirSync(folder).map((name) => path.join(folder, name, 'src'))
  while (stack.length > 0) {
    const current = /** @type {string} */ (stack.pop())
    if (!fs.existsSync(current)) continue
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) stack.push(full)
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(full)
    }
  }

  return files.sort()
}
