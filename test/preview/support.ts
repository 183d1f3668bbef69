import {spawn, spawnSync} from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {CMARK_GFM_ARGS, checkRendered, cmarkGfmVersion} from 'steer-defang-preview/check'
import type {Element, Root, RootContent} from 'hast'
import type {DefangResult, Edit} from 'steer-envelope'

/** Repository root. */
export const root = path.join(import.meta.dirname, '..', '..')

/** The parity catalog. */
export const parityFolder = path.join(root, 'fixtures', 'parity')

/** Whether this run is CI, where missing tools are failures, not skips. */
export const ci = Boolean(process.env.CI)

/** cmark-gfm version line, or `undefined` when it is not installed. */
export const cmarkVersion = cmarkGfmVersion()

/**
 * Decide whether a test that needs an external tool runs: yes when it is
 * installed; when it is missing, fail on CI and skip with a message elsewhere.
 *
 * @param tool Tool name, for the message.
 * @param found Whether it is installed.
 * @returns Whether to skip.
 */
export function skipWithout(tool: string, found: boolean): boolean {
  if (found) return false
  if (ci) throw new Error('`' + tool + '` is required on CI but was not found on PATH')
  console.warn('Skipping tests that need `' + tool + '`: it is not installed (they fail on CI)')
  return true
}

/**
 * Find an executable on `PATH` (`command -v`).
 *
 * @param name Executable.
 * @returns Its path, or `undefined`.
 */
export function which(name: string): string | undefined {
  const result = spawnSync('sh', ['-c', 'command -v "$0"', name], {encoding: 'utf8'})
  const found = result.status === 0 ? result.stdout.trim() : ''
  return found && fs.existsSync(found) ? found : undefined
}

/**
 * Render many documents with cmark-gfm. Starting a process from Node is the
 * slow part, so the documents are written to a temporary folder and a few
 * shell loops run cmark-gfm on them in parallel. Identical documents are
 * rendered once.
 *
 * @param documents Markdown documents.
 * @param sourcepos Whether to render `data-sourcepos` (default: yes; the
 *   page GitHub serves has none, and their quotes can end a value raw HTML
 *   leaves open).
 * @returns Their HTML, in order.
 */
export async function renderAll(
  documents: ReadonlyArray<string>,
  sourcepos = true
): Promise<string[]> {
  const unique = [...new Set(documents)]
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steer-defang-parity-'))
  try {
    const names = unique.map(function (document, index) {
      fs.writeFileSync(path.join(folder, index + '.md'), document)
      return String(index)
    })
    // The arguments are fixed tokens and the names are numbers: no quoting needed.
    const args = sourcepos ? CMARK_GFM_ARGS : CMARK_GFM_ARGS.filter((argument) => argument !== '--sourcepos')
    const script = 'for f in "$@"; do cmark-gfm ' + args.join(' ') + ' "$f.md" > "$f.html" || exit 1; done'
    const loops = 4
    await Promise.all(
      Array.from({length: loops}, (_, loop) =>
        run(script, names.filter((_, index) => index % loops === loop), folder)
      )
    )
    const html = new Map(
      unique.map((document, index) => [document, fs.readFileSync(path.join(folder, index + '.html'), 'utf8')])
    )
    return documents.map((document) => html.get(document) as string)
  } finally {
    fs.rmSync(folder, {recursive: true, force: true})
  }
}

/**
 * Run a shell loop.
 *
 * @param script Shell script.
 * @param names Arguments.
 * @param cwd Working directory.
 */
function run(script: string, names: string[], cwd: string): Promise<void> {
  return new Promise(function (resolve, reject) {
    if (names.length === 0) return resolve()
    const child = spawn('sh', ['-c', script, 'sh', ...names], {cwd, stdio: 'ignore'})
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('cmark-gfm loop exited with ' + String(code)))))
  })
}

/** One document of the parity catalog. */
export interface ParityCase {
  /** File name without extension. */
  name: string
  /** Markdown. */
  markdown: string
  /** Committed cmark-gfm rendering. */
  html: string
  /** Expectation. */
  expected: {
    construct: string
    description: string
    token: string | null
    live: string[]
    gaps?: Record<string, string>
  }
}

/**
 * Read the parity catalog.
 *
 * @returns Cases, sorted by name.
 */
export function parityCases(): ParityCase[] {
  return fs
    .readdirSync(parityFolder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map(function (file) {
      const name = file.slice(0, -3)
      const read = (extension: string) => fs.readFileSync(path.join(parityFolder, name + extension), 'utf8')
      return {name, markdown: read('.md'), html: read('.html'), expected: JSON.parse(read('.expected.json'))}
    })
}

/**
 * Every Markdown fixture the project ships outside the parity catalog:
 * `fixtures/**\/input.md`, `output.md`, and `fixtures/example/*.md`.
 *
 * @returns Paths relative to the root, sorted.
 */
export function shippedFixtures(): string[] {
  const found: string[] = []
  const stack = [path.join(root, 'fixtures')]
  while (stack.length > 0) {
    const folder = stack.pop() as string
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name)
      if (entry.name.startsWith('.') || full === parityFolder) continue
      if (entry.isDirectory()) stack.push(full)
      else if (
        entry.name === 'input.md' ||
        entry.name === 'output.md' ||
        (path.basename(folder) === 'example' && entry.name.endsWith('.md'))
      ) {
        found.push(path.relative(root, full))
      }
    }
  }

  return found.sort()
}

/**
 * A synthetic result with one edit per line: `[x]` becomes `(x)`.
 *
 * @param count Number of edits.
 * @returns Input and result.
 */
export function synthetic(count: number): {input: string; result: DefangResult} {
  const line = 'a <[x]> b\n'
  const input = line.repeat(count)
  const edits: Edit[] = []
  for (let index = 0; index < count; index++) {
    const start = index * line.length + 3
    edits.push({
      start,
      end: start + 3,
      startPoint: {line: index + 1, column: 4, offset: start},
      endPoint: {line: index + 1, column: 7, offset: start + 3},
      rule: 'fence',
      original: '[x]',
      replacement: '(x)',
      engine: 'scan'
    })
  }

  return {input, result: {value: input.replaceAll('[x]', '(x)'), edits, folded: false, revealed: []}}
}

/**
 * Elements of a tree, in document order.
 *
 * @param tree Tree.
 * @returns Elements.
 */
export function elementsOf(tree: Root | Element): Element[] {
  const found: Element[] = []
  const stack: Array<Root | RootContent> = [tree]
  while (stack.length > 0) {
    const node = stack.pop() as Root | RootContent
    if (node.type === 'element') found.push(node)
    // Children last to first, so they come off the stack in order.
    if ('children' in node) for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index])
  }

  return found
}

/**
 * Check with cmark-gfm.
 *
 * @param markdown
 *   Markdown.
 * @param placeByVariants
 *   Whether headings the line model cannot place are placed by rendering
 *   variants (default: `true`).
 * @returns
 *   Live and defanged findings, as `rule@line`.
 */
export function checkFindings(markdown: string, placeByVariants = true): {live: string[]; defanged: string[]} {
  const report = checkRendered(markdown, {renderer: 'cmark-gfm', placeByVariants})
  const name = (finding: (typeof report.live)[number]): string =>
    finding.rule + '@' + String(finding.line.source?.line)
  return {live: report.live.map(name), defanged: report.defanged.map(name)}
}
