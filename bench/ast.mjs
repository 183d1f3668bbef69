// Benchmark of the AST engine (`defangMarkdown`, profile `rendered`, engine
// `both`): MB/s per shape and size, the pieces that fell back, and each
// adversarial shape’s cost per byte against the realistic baseline.
// Prints figures; asserts nothing (machines are noisy: compare ratios within
// one run).
//
// Run: `pnpm build && node bench/ast.mjs [--quick]`, or import `benchAst`.
import {performance} from 'node:perf_hooks'
import {pathToFileURL} from 'node:url'
import {defangMarkdown} from 'remark-steer-defang'
import {adversarial, fill, realistic} from './shapes.js'

/**
 * Repeat `unit` to reach `size` characters, with `{n}` in it replaced by a
 * running count: no two pieces are the same text, so the engine’s memo of
 * parsed pieces (which makes repeated pieces free) does not flatter it.
 *
 * @param {string} unit
 * @param {number} size
 * @returns {string}
 */
function fillUnique(unit, size) {
  let value = ''
  for (let count = 0; value.length < size; count++) value += unit.replaceAll('{n}', String(count))
  return value.slice(0, size)
}

/**
 * Realistic Markdown where every block mentions a token word (in prose, no
 * token), so every piece is parsed: the shapes in `shapes.js` are mostly
 * skipped by the pre-filter, which is the common case but not the worst
 * realistic one.
 */
const dense = {
  'realistic, every block parsed': (size) =>
    fillUnique(
      [
        'Some text {n} about the amendments we discussed, see [the docs](https://x.y "t").',
        'Another line with **bold** and `code` and an instruction from the team.',
        '',
        '- item one',
        '- item two with amendments',
        '',
        '| a | b |',
        '| - | - |',
        '| the amendments | x |',
        '',
        '```js',
        'const instruction = {n}',
        '```',
        '',
        ''
      ].join('\n'),
      size
    )
}

/** Adversarial shapes that hold tokens everywhere, so nothing is skipped. */
const withTokens = {
  'realistic + a rendered token in every block': (size) =>
    fillUnique(
      'Some text {n} about the amendments, see [the docs](https://x.y "t").\n\n| a | b |\n| - | - |\n| c | &#65;mendments |\n\n',
      size
    ),
  'quote-paragraph pairs + tokens': (size) => fillUnique('> q{n}\n\n&#73;nstruction from &#64;x\n', size),
  'nested lists + tokens': (size) => fillUnique('- &#65;mendments\n  - nested {n}\n\n', size),
  'lazy lines + tokens': (size) => fillUnique('> a {n}\n' + 'amendments b\n'.repeat(600) + '\n', size),
  'emphasis storm + tokens': (size) =>
    fillUnique('*a_b~{n}' + 'x*'.repeat(1200) + ' &#65;mendments\n\n', size),
  'html blocks + tokens': (size) => fillUnique('<div>\n&#65;mendments <b>{n}</b>\n</div>\n\n', size),
  'entities and escapes, blank lines': (size) =>
    fillUnique('&#73;nstruction from &#64;{n} \\[work-item-context\\]\n\n', size)
}

/**
 * Time `defangMarkdown(input)`: warm up, then the median of a few runs.
 *
 * @param {string} input
 * @returns {{ms: number, fallback: number, reasons: string}}
 */
function time(input) {
  const runs = input.length > 1_000_000 ? 3 : 7
  let result = defangMarkdown(input)
  const samples = []
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    result = defangMarkdown(input)
    samples.push(performance.now() - start)
  }

  samples.sort((a, b) => a - b)
  const counts = new Map()
  for (const entry of result.fallback.reasons) counts.set(entry.reason, (counts.get(entry.reason) ?? 0) + 1)
  return {
    ms: samples[samples.length >> 1],
    fallback: result.fallback.reasons.length,
    reasons: [...counts].map(([reason, count]) => reason + ' ×' + count).join(', ')
  }
}

/**
 * @param {number} bytes
 * @returns {string}
 */
function label(bytes) {
  return bytes >= 1_048_576 ? bytes / 1_048_576 + ' MiB' : bytes / 1024 + ' KiB'
}

/**
 * Run the AST-engine benchmark.
 *
 * @param {(line: string) => void} [report]
 *   Where lines go (default: `console.log`).
 * @param {{quick?: boolean}} [options]
 *   `quick`: 64 KiB only.
 * @returns {Promise<{worst: number, worstDense: number}>}
 *   Worst adversarial cost per byte, against the `shapes.js` realistic
 *   baseline and against the every-block-parsed baseline.
 */
export async function benchAst(report = console.log, options = {}) {
  const sizes = options.quick ? [65_536] : [65_536, 1_048_576]
  let worst = 0
  let worstDense = 0

  report('\n## AST engine (`defangMarkdown`, rendered, both)\n')
  report('| shape | size | ms | MB/s | × realistic per byte | × every-block realistic | fallbacks |')
  report('| --- | ---: | ---: | ---: | ---: | ---: | --- |')

  // Baselines at 64 KiB: realistic shapes, and realistic with every block parsed.
  const baseline = []
  for (const [name, make] of Object.entries(realistic)) {
    const input = make(65_536)
    const row = time(input)
    baseline.push(row.ms / input.length)
    report(line(name + ' (repeated)', input.length, row, 1, Number.NaN))
  }

  const perByte = Math.max(...baseline)
  const denseInput = dense['realistic, every block parsed'](65_536)
  const denseRow = time(denseInput)
  const densePerByte = denseRow.ms / denseInput.length
  report(line('realistic, every block parsed', denseInput.length, denseRow, densePerByte / perByte, 1))

  for (const size of sizes) {
    for (const [name, make] of Object.entries({...adversarial, ...withTokens})) {
      const input = make(size)
      const row = time(input)
      const ratio = row.ms / input.length / perByte
      const ratioDense = row.ms / input.length / densePerByte
      worst = Math.max(worst, ratio)
      worstDense = Math.max(worstDense, ratioDense)
      report(line(name, size, row, ratio, ratioDense))
    }
  }

  report(
    '\nWorst adversarial cost per byte: ' +
      worst.toFixed(2) +
      '× the realistic shapes (mostly skipped by the pre-filter), ' +
      worstDense.toFixed(2) +
      '× realistic Markdown with every block parsed (target ≤ 3×).'
  )
  return {worst, worstDense}
}

/**
 * @param {string} name
 * @param {number} size
 * @param {{ms: number, fallback: number, reasons: string}} row
 * @param {number} ratio
 * @param {number} ratioDense
 * @returns {string}
 */
function line(name, size, row, ratio, ratioDense) {
  const mbs = size / 1e6 / (row.ms / 1e3)
  return (
    '| ' +
    name +
    ' | ' +
    label(size) +
    ' | ' +
    row.ms.toFixed(1) +
    ' | ' +
    mbs.toFixed(2) +
    ' | ' +
    ratio.toFixed(2) +
    ' | ' +
    (Number.isNaN(ratioDense) ? '–' : ratioDense.toFixed(2) + (ratioDense > 3 ? ' ⚠' : '')) +
    ' | ' +
    (row.fallback === 0 ? 'none' : row.reasons) +
    ' |'
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAst(console.log, {quick: process.argv.includes('--quick')})
}
