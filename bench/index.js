// Benchmark: MB/s of the scan engine (and, when built, the AST engine) per
// input shape and size. Prints figures; asserts nothing (machines are noisy).
// Run: pnpm bench [-- --quick] [-- --engine scan|ast|all]
import {performance} from 'node:perf_hooks'
import {defang, toEdits} from 'steer-envelope'
import {adversarial, realistic} from './shapes.js'

const argv = process.argv.slice(2)
const quick = argv.includes('--quick')
const engineArg = argv.includes('--engine') ? argv[argv.indexOf('--engine') + 1] : 'all'
const sizes = quick ? [1024, 65_536] : [1024, 65_536, 1_048_576, 4_194_304]

/**
 * @typedef {import('steer-envelope').Edit} Edit
 * @typedef {{fallback?: boolean, edits: ReadonlyArray<Edit>}} Outcome
 */

/** @type {Array<{name: string, run: (input: string) => Outcome, sizes: number[]}>} */
const engines = []
if (engineArg === 'scan' || engineArg === 'all') {
  engines.push({name: 'scan', run: (input) => ({edits: defang(input).edits}), sizes})
}

if (engineArg === 'ast' || engineArg === 'all') {
  try {
    const ast = await import('remark-steer-defang')
    if (typeof ast.defangMarkdown === 'function') {
      engines.push({
        name: 'ast (rendered, both)',
        run(input) {
          const result = ast.defangMarkdown(input)
          return {
            fallback: Boolean(result.fallback && result.fallback.used),
            edits: result.edits
          }
        },
        sizes: quick ? [65_536] : [65_536, 1_048_576]
      })
    }
  } catch (error) {
    console.log('AST engine not available: %s', /** @type {Error} */ (error).message)
  }
}

/**
 * Median of a few timed runs of `fn`, after a warm-up (at least 5 runs and
 * 100 ms, so the JIT has settled).
 *
 * @param {() => void} fn
 * @param {number} size
 *   Input size (fewer samples for large inputs).
 * @returns {number}
 *   Milliseconds.
 */
function median(fn, size) {
  const budget = size > 1_000_000 ? 5 : size > 60_000 ? 15 : 61
  const warm = performance.now()
  for (let i = 0; i < 5 || performance.now() - warm < 100; i++) fn()
  const samples = []
  for (let i = 0; i < budget; i++) {
    const start = performance.now()
    fn()
    samples.push(performance.now() - start)
  }

  samples.sort((a, b) => a - b)
  return samples[samples.length >> 1]
}

/**
 * Time `run(input)`, and separately the report it returns: turning its raw
 * edits into `Edit` objects (points, original text) with the core's
 * `toEdits`, which every run pays once per edit whatever the engine.
 *
 * @param {(input: string) => Outcome} run
 * @param {string} input
 * @returns {{ms: number, reportMs: number, fallback: boolean, edits: number}}
 */
function time(run, input) {
  const ms = median(() => run(input), input.length)
  const outcome = run(input)
  const raw = outcome.edits.map(function (edit) {
    /** @type {import('steer-envelope').RawEdit} */
    const copy = {start: edit.start, end: edit.end, replacement: edit.replacement, rule: edit.rule}
    if (edit.engine) copy.engine = edit.engine
    if (edit.merged) copy.merged = edit.merged
    return copy
  })
  const reportMs = raw.length > 0 ? median(() => toEdits(input, raw), input.length) : 0
  return {ms, reportMs, fallback: Boolean(outcome.fallback), edits: raw.length}
}

/**
 * @param {number} ms
 * @param {number} edits
 * @returns {string}
 */
function perEdit(ms, edits) {
  return edits > 0 ? ((ms * 1000) / edits).toFixed(2) : '–'
}

/**
 * @param {number} bytes
 * @returns {string}
 */
function label(bytes) {
  return bytes >= 1_048_576 ? bytes / 1_048_576 + ' MiB' : bytes / 1024 + ' KiB'
}

/**
 * @param {number} ratio
 * @returns {string}
 */
function flag(ratio) {
  return ratio.toFixed(2) + (ratio > 3 ? ' ⚠' : '')
}

let worst = 0
for (const engine of engines) {
  console.log('\n## engine: %s\n', engine.name)
  console.log(
    '| shape | size | ms | MB/s | × realistic per byte | edits | µs per edit | of which report ms | fallback |'
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const size of engine.sizes) {
    /** @type {Array<{name: string, input: string, result: ReturnType<typeof time>}>} */
    const rows = []
    for (const [name, make] of Object.entries(realistic)) {
      const input = make(size)
      rows.push({name, input, result: time(engine.run, input)})
    }

    // The baseline is the slower realistic shape.
    const perByte = Math.max(...rows.map((row) => row.result.ms / row.input.length))
    const realisticCount = rows.length
    for (const [name, make] of Object.entries(adversarial)) {
      const input = make(size)
      rows.push({name, input, result: time(engine.run, input)})
    }

    for (const [index, {name, input, result}] of rows.entries()) {
      const {ms, reportMs, fallback, edits} = result
      const ratio = ms / input.length / perByte
      if (index >= realisticCount && size >= 65_536) worst = Math.max(worst, ratio)

      console.log(
        '| %s | %s | %s | %s | %s | %d | %s | %s | %s |',
        name,
        label(size),
        ms.toFixed(2),
        (input.length / 1e6 / (ms / 1e3)).toFixed(1),
        index < realisticCount ? '1.00' : flag(ratio),
        edits,
        perEdit(ms, edits),
        reportMs.toFixed(2),
        fallback ? 'yes' : 'no'
      )
    }
  }
}

console.log('\nWorst adversarial ratio at ≥ 64 KiB: %s× realistic per byte (target ≤ 3×)', worst.toFixed(2))
console.log(
  '“Of which report”: building the returned `Edit` objects (two points, the original text), timed alone; token-dense shapes make one every few bytes.'
)
