// Benchmark: MB/s of the scan engine and the AST engine per input shape and
// size (in UTF-8 bytes, as a file holds them), each adversarial shape's cost per byte against realistic Markdown,
// edits, the cost of the report, and AST fallbacks. Prints figures; asserts
// nothing (machines are noisy: compare ratios within one run).
//
// Run: pnpm bench [-- --quick] [-- --engine scan|ast|all]
// One shape, for profiling: node bench/shape.js (see there).
import {createRequire} from 'node:module'
import {performance} from 'node:perf_hooks'
import {defang, toEdits} from 'steer-envelope'
import {adversarial, bytes, parsed, realistic} from './shapes.js'

const argv = process.argv.slice(2)
const quick = argv.includes('--quick')
const engineArg = argv.includes('--engine') ? argv[argv.indexOf('--engine') + 1] : 'all'

/**
 * @typedef {import('steer-envelope').Edit} Edit
 * @typedef {{fallback?: string, edits: ReadonlyArray<Edit>}} Outcome
 * @typedef {{ms: number, reportMs: number, fallback: string, edits: number}} Timing
 */

/**
 * @type {Array<{name: string, run: (input: string) => Outcome, sizes: number[], parsedBaseline: boolean}>}
 */
const engines = []
if (engineArg === 'scan' || engineArg === 'all') {
  engines.push({
    name: 'scan',
    run: (input) => ({edits: defang(input).edits}),
    sizes: quick ? [1024, 65_536] : [1024, 65_536, 1_048_576, 4_194_304],
    parsedBaseline: false
  })
}

if (engineArg === 'ast' || engineArg === 'all') {
  const {defangMarkdown} = await import('remark-steer-defang')
  engines.push({
    name: 'ast (rendered, both)',
    run(input) {
      const result = defangMarkdown(input)
      /** @type {Map<string, number>} */
      const counts = new Map()
      for (const entry of result.fallback.reasons) {
        counts.set(entry.reason, (counts.get(entry.reason) ?? 0) + 1)
      }

      return {
        fallback: [...counts].map(([reason, count]) => reason + ' ×' + count).join(', '),
        edits: result.edits
      }
    },
    sizes: quick ? [65_536] : [65_536, 1_048_576],
    parsedBaseline: true
  })
}

// What micromark alone costs on Markdown whose every block is parsed: its
// events (no tree) for the same body cut at blank lines into pieces of at
// most 16 KiB, as the AST engine cuts it. A floor for the AST engine on
// such bodies, timed side by side with it.
const fromRemark = createRequire(new URL('../packages/remark-steer-defang/package.json', import.meta.url))
const micromark = await import(fromRemark.resolve('micromark'))
const {gfm} = await import(fromRemark.resolve('micromark-extension-gfm'))
const gfmExtension = gfm()

/**
 * @param {string} input
 */
function micromarkAlone(input) {
  let at = 0
  while (at < input.length) {
    let end = input.length
    if (end - at > 16_384) {
      const cut = input.lastIndexOf('\n\n', at + 16_384)
      end = cut > at ? cut + 2 : at + 16_384
    }

    const parser = micromark.parse({extensions: [gfmExtension]})
    micromark.postprocess(parser.document().write(micromark.preprocess()(input.slice(at, end), undefined, true)))
    at = end
  }
}

/**
 * Sample count for an input: fewer for large inputs, three for slow runs.
 *
 * @param {number} once
 *   Milliseconds of one run.
 * @param {number} size
 *   Input size.
 * @returns {number}
 */
function sampleCount(once, size) {
  if (once >= 500) return 3
  return size > 1_000_000 ? 5 : size > 60_000 ? 15 : 61
}

/**
 * @param {Array<number>} samples
 * @returns {number}
 */
function middle(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[sorted.length >> 1]
}

/**
 * @param {() => void} fn
 * @returns {number}
 *   Milliseconds of one run.
 */
function sample(fn) {
  const start = performance.now()
  fn()
  return performance.now() - start
}

/**
 * Median milliseconds of `fn` and of each baseline, sampled in turn (this
 * machine's speed drifts by up to 2× over seconds: timing a shape and its
 * baseline side by side keeps their ratio honest). `fn` is warmed up first
 * (at least 5 runs and 100 ms, unless one run takes over half a second).
 *
 * @param {() => void} fn
 * @param {Array<() => void>} baselines
 * @param {number} size
 *   Input size (fewer samples for large inputs).
 * @returns {{ms: number, baselineMs: Array<number>}}
 */
function interleaved(fn, baselines, size) {
  const first = performance.now()
  fn()
  const once = performance.now() - first
  if (once < 500) {
    const warm = performance.now()
    for (let i = 0; i < 4 || performance.now() - warm < 100; i++) fn()
  }

  const count = sampleCount(once, size)
  /** @type {Array<number>} */
  const own = []
  /** @type {Array<Array<number>>} */
  const others = baselines.map(() => [])
  for (let i = 0; i < count; i++) {
    // Alternate which goes first, so neither always pays the other's
    // garbage collection.
    if (i % 2 === 0) own.push(sample(fn))
    for (const [index, baseline] of baselines.entries()) others[index].push(sample(baseline))
    if (i % 2 === 1) own.push(sample(fn))
  }

  return {ms: middle(own), baselineMs: others.map((samples) => middle(samples))}
}

/**
 * Time `run(input)` (next to the baselines, see `interleaved`), and
 * separately the report it returns: turning its raw edits into `Edit`
 * objects (points, original text) with the core's `toEdits`, which every
 * run pays once per edit whatever the engine.
 *
 * @param {(input: string) => Outcome} run
 * @param {string} input
 * @param {Array<string>} [baselines]
 *   Inputs to time side by side with this one.
 * @returns {Timing & {baselineMs: Array<number>}}
 */
function time(run, input, baselines = []) {
  const {ms, baselineMs} = interleaved(
    () => run(input),
    baselines.map((baseline) => () => run(baseline)),
    input.length
  )
  const outcome = run(input)
  const raw = outcome.edits.map(function (edit) {
    /** @type {import('steer-envelope').RawEdit} */
    const copy = {start: edit.start, end: edit.end, replacement: edit.replacement, rule: edit.rule}
    if (edit.engine) copy.engine = edit.engine
    if (edit.merged) copy.merged = edit.merged
    return copy
  })
  const reportMs = raw.length > 0 ? interleaved(() => toEdits(input, raw), [], input.length).ms : 0
  return {ms, reportMs, fallback: outcome.fallback ?? '', edits: raw.length, baselineMs}
}

/**
 * @param {number} bytes
 * @returns {string}
 */
function label(bytes) {
  return bytes >= 1_048_576 ? bytes / 1_048_576 + ' MiB' : bytes / 1024 + ' KiB'
}

/**
 * @param {number | undefined} ratio
 * @returns {string}
 */
function flag(ratio) {
  if (ratio === undefined) return '–'
  return ratio.toFixed(2) + (ratio > 3 ? ' ⚠' : '')
}

// Worst ratios at 64 KiB and up, per engine, apart for shapes that make
// few edits (at most one per KiB) and shapes dense with edits (whose cost
// per byte is bounded below by the report they return).
/** @type {Array<{engine: string, few: number, fewUnits: number, fewUnitsShape: string, dense: number, parsed: number, small: number, smallShape: string}>} */
const worst = []
for (const engine of engines) {
  // Warm the whole engine first (every shape once at 64 KiB, for a second
  // at least): otherwise the first shape measured pays for the JIT.
  const warm = performance.now()
  while (performance.now() - warm < 1000) {
    for (const make of Object.values({...realistic, ...adversarial})) engine.run(make(65_536))
  }

  const summary = {engine: engine.name, few: 0, fewUnits: 0, fewUnitsShape: '', dense: 0, parsed: 0, small: 0, smallShape: ''}
  worst.push(summary)
  console.log('\n## engine: %s\n', engine.name)
  console.log(
    '| shape | size | ms | MB/s | × realistic per byte | × every block parsed | edits | µs per edit | of which report ms | fallback |'
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |')

  for (const size of engine.sizes) {
    // The baseline is the slowest realistic shape per byte; for the AST
    // engine also realistic Markdown whose every block it must parse. Each
    // adversarial shape is timed side by side with them.
    let perByte = 0
    let slowest = ''
    for (const [name, make] of Object.entries(realistic)) {
      const input = make(size)
      const timing = time(engine.run, input)
      if (timing.ms / bytes(input) > perByte) {
        perByte = timing.ms / bytes(input)
        slowest = input
      }

      row(name, input, timing, 1, undefined)
    }

    /** @type {Array<string>} */
    const baselines = [slowest]
    if (engine.parsedBaseline) {
      for (const [name, make] of Object.entries(parsed)) {
        const input = make(size)
        const timing = time(engine.run, input, [slowest])
        row(name, input, timing, timing.ms / bytes(input) / (timing.baselineMs[0] / bytes(slowest)), 1)
        baselines.push(input)
        const alone = interleaved(() => micromarkAlone(input), [() => engine.run(input)], input.length)
        console.log(
          '| (micromark alone: its events for this body, in 16 KiB pieces) | %s | %s | %s | – | %s | – | – | – | – |',
          label(bytes(input)),
          alone.ms.toFixed(2),
          (bytes(input) / 1e6 / (alone.ms / 1e3)).toFixed(1),
          (alone.ms / alone.baselineMs[0]).toFixed(2)
        )
      }
    }

    for (const [name, make] of Object.entries(adversarial)) {
      const input = make(size)
      const timing = time(engine.run, input, baselines)
      // Baselines are as long as the shape, give or take a byte.
      const ratio = timing.ms / bytes(input) / (timing.baselineMs[0] / bytes(slowest))
      const ratioParsed = engine.parsedBaseline
        ? timing.ms / bytes(input) / (timing.baselineMs[1] / bytes(baselines[1]))
        : undefined
      if (size >= 65_536) {
        if (timing.edits <= bytes(input) / 1024) {
          summary.few = Math.max(summary.few, ratio)
          // Per UTF-16 unit too (what the engines index): a CJK character
          // is one unit and three bytes.
          const perUnit = timing.ms / input.length / (timing.baselineMs[0] / slowest.length)
          if (perUnit > summary.fewUnits) {
            summary.fewUnits = perUnit
            summary.fewUnitsShape = name
          }
        }
        else summary.dense = Math.max(summary.dense, ratio)
        if (ratioParsed !== undefined) summary.parsed = Math.max(summary.parsed, ratioParsed)
      } else if (timing.edits <= Math.max(1, bytes(input) / 1024) && ratio > summary.small) {
        // Smaller bodies, where what each call costs whatever its length
        // weighs more (and a run lasts microseconds): printed apart.
        summary.small = ratio
        summary.smallShape = name + ', ' + label(bytes(input))
      }

      row(name, input, timing, ratio, ratioParsed)
    }
  }
}

console.log('\nWorst adversarial cost per byte (UTF-8) at 64 KiB and up (target ≤ 3×):')
for (const {engine, few, fewUnits, fewUnitsShape, dense, parsed, small, smallShape} of worst) {
  console.log('- %s: %s× realistic for shapes with at most one edit per KiB, %s× for shapes dense with edits', engine, few.toFixed(2), dense.toFixed(2))
  console.log('  per UTF-16 unit rather than per byte, the worst with few edits: %s× (%s)', fewUnits.toFixed(2), fewUnitsShape)
  if (smallShape) console.log('  below 64 KiB, the worst with at most one edit (or one per KiB): %s× (%s)', small.toFixed(2), smallShape)
  if (parsed > 0) console.log('  %s× realistic Markdown with every block parsed', parsed.toFixed(2))
}

console.log(
  '“Of which report”: building the returned `Edit` objects (two points, the original text), timed alone; token-dense shapes make one every few bytes.'
)

/**
 * Print one row.
 *
 * @param {string} name
 * @param {string} input
 * @param {Timing} timing
 * @param {number} ratio
 * @param {number | undefined} ratioParsed
 */
function row(name, input, timing, ratio, ratioParsed) {
  const {ms, reportMs, fallback, edits} = timing
  console.log(
    '| %s | %s | %s | %s | %s | %s | %d | %s | %s | %s |',
    name,
    label(bytes(input)),
    ms.toFixed(2),
    (bytes(input) / 1e6 / (ms / 1e3)).toFixed(1),
    flag(ratio),
    flag(ratioParsed),
    edits,
    edits > 0 ? ((ms * 1000) / edits).toFixed(2) : '–',
    reportMs.toFixed(2),
    fallback || 'none'
  )
}
