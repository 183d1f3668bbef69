import {defangMarkdown} from 'remark-steer-defang'
import {adversarial, realistic} from '/work/main/bench/shapes.js'
const name = process.argv[2]; const size = +process.argv[3]; const n = +(process.argv[4] ?? 5)
const make = adversarial[name] ?? realistic[name]
const input = make(size)
for (let i = 0; i < 2; i++) defangMarkdown(input)
const t = performance.now()
let r
for (let i = 0; i < n; i++) r = defangMarkdown(input)
console.log(name, ((performance.now() - t) / n).toFixed(2), 'ms', r.edits.length, JSON.stringify(r.fallback).slice(0, 300))
