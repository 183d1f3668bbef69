// Time one bench shape with one engine, for profiling (`node --cpu-prof`).
// Run after `pnpm build`: node bench/shape.js [--engine scan|ast] SHAPE SIZE [RUNS]
// Example: node bench/shape.js --engine ast 'pipes then token' 1048576 5
import {performance} from 'node:perf_hooks'
import {defang} from 'steer-envelope'
import {adversarial, parsed, realistic} from './shapes.js'

const argv = process.argv.slice(2)
let engine = 'scan'
if (argv[0] === '--engine') {
  engine = argv[1]
  argv.splice(0, 2)
}

const [name, sizeArg, runsArg] = argv
const make = (name && (adversarial[name] ?? realistic[name] ?? parsed[name])) || undefined
if (!make || !sizeArg || (engine !== 'scan' && engine !== 'ast')) {
  console.error('Usage: node bench/shape.js [--engine scan|ast] SHAPE SIZE [RUNS]')
  console.error('Shapes: %s', [...Object.keys(realistic), ...Object.keys(parsed), ...Object.keys(adversarial)].join(', '))
  process.exit(2)
}

const run =
  engine === 'ast' ? (await import('remark-steer-defang')).defangMarkdown : (/** @type {string} */ input) => defang(input)
const input = make(Number(sizeArg))
const runs = Number(runsArg ?? 10)
// Warm up until the JIT has settled (at least 5 runs and 200 ms).
const warm = performance.now()
for (let i = 0; i < 5 || performance.now() - warm < 200; i++) run(input)
const start = performance.now()
let edits = 0
for (let i = 0; i < runs; i++) edits = run(input).edits.length
console.log('%s, %s, %d bytes (%d UTF-16 units): %s ms per run, %d edits', engine, name, Buffer.byteLength(input), input.length, ((performance.now() - start) / runs).toFixed(2), edits)
