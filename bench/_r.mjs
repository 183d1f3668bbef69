import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
import fs from 'node:fs'
const s = fs.readFileSync(process.argv[2], 'utf8')
for (let i = 0; i < 5; i++) defangMarkdown(s)
const t0 = process.cpuUsage(); const t = performance.now()
for (let i = 0; i < 10; i++) defangMarkdown(s)
const cpu = process.cpuUsage(t0)
console.log('wall', ((performance.now() - t) / 10).toFixed(1), 'cpu', ((cpu.user + cpu.system) / 10000).toFixed(1), 'ms', s.length, 'fallback', JSON.stringify(defangMarkdown(s).fallback.reasons.map(r=>r.reason)))
