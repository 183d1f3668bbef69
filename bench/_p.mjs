import {defang} from 'steer-envelope'
import {adversarial, realistic} from '/work/main/bench/shapes.js'
const name = process.argv[2]; const size = +process.argv[3]
const make = adversarial[name] ?? realistic[name]
const input = make(size)
for (let i = 0; i < 3; i++) defang(input)
const t = performance.now(); const n = +(process.argv[4] ?? 10)
for (let i = 0; i < n; i++) defang(input)
console.log(name, ((performance.now() - t) / n).toFixed(2), 'ms')
