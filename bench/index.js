// Benchmark: MB/s of the scan engine (and, when built, the AST engine) per
// input shape and size. Prints figures; asserts nothing (machines are noisy).
// Run: pnpm bench [-- --quick] [-- --engine scan|ast|all]
import {performance} from 'node:perf_hooks'
import {defang} from 'steer-envelope'
import {adversarial, realistic} from './shapes.js'

const argv = process.argv.slice(2)
const quick = argv.includes('--quick')
const engineArg = argv.includes('--engine') ? argv[argv.indexOf('--engine') + 1] : 'all'
const sizes = quick ? [1024, 65_536] : [1024, 65_536, 1_048_576, 4_194_304]

/** @type {Array<{name: string, run: (input: string) => {fallback?: boolean, edits?: number}, sizes: number[]}>} */
const engines = []
if (engineArg === 'scan' || engineArg === 'all') {
  engines.push({name: 'scan', run: (input) => ({edits: defang(input).edits.length}), sizes})
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
            edits: result.edits.length
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
 * Time `run(input)`: warm up, then take the median of a few runs.
 *
 * @param {(input: string) => {fallback?: boolean, edits?: number}} run
 * @param {string} input
 * @returns {{ms: number, fallback: boolean, edits: number}}
 */
function time(run, input) {
  const budget = input.length > 1_000_000 ? 5 : input.length > 60_000 ? 15 : 61
  let fallback = false
  let edits = 0
  // Warm up until the JIT has settled (at least 5 runs and 100 ms).
  const warm = performance.now()
  for (let i = 0; i < 5 || performance.now() - warm < 100; i++) run(input)
  const samples = []
  for (let i = 0; i < budget; i++) {
    const start = performance.now()
    const result = run(input)
    fallback = Boolean(result.fallback) || fallback
    edits = result.edits ?? 0
    samples.push(performance.now() - start)
  }

  samples.sort((a, b) => a - b)
  return {ms: samples[samples.length >> 1], fallback, edits}
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

let worst = 0
for (const engine of engines) {
  console.log('\n## engine: %s\n', engine.name)
  console.log('| shape | size | ms | MB/s | × realistic per byte | edits | µs per edit | fallback |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const size of engine.sizes) {
    /** @type {number[]} */
    const baseline = []
    for (const [name, make] of Object.entries(realistic)) {
      const input = make(size)
      const {ms, fallback, edits} = time(engine.run, input)
      baseline.push(ms / input.length)
      console.log('| %s | %s | %s | %s | 1.00 | %d | %s | %s |', name, label(size), ms.toFixed(2), (input.length / 1e6 / (ms / 1e3)).toFixed(1), edits, perEdit(ms, edits), fallback ? 'yes' : 'no')
    }

    const perByte = Math.max(...baseline)
    for (const [name, make] of Object.entries(adversarial)) {
      const input = make(size)
      const {ms, fallback, edits} = time(engine.run, input)
      const ratio = ms / input.length / perByte
      if (size >= 65_536) worst = Math.max(worst, ratio)
      console.log(
        '| %s | %s | %s | %s | %s%s | %d | %s | %s |',
        name,
        label(size),
        ms.toFixed(2),
        (input.length / 1e6 / (ms / 1e3)).toFixed(1),
        ratio.toFixed(2),
        ratio > 3 ? ' ⚠' : '',
        edits,
        perEdit(ms, edits),
        fallback ? 'yes' : 'no'
      )
    }
  }
}

console.log('\nWorst adversarial ratio at ≥ 64 KiB: %s× realistic per byte (target ≤ 3×)', worst.toFixed(2))
