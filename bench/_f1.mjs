import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
import {realistic} from './shapes.js'
const size = Number(process.argv[2] ?? 262144)
const unit = '<table>\nx\n<tr>\n<td>\n'
let s = unit.repeat(Math.floor(size / unit.length)) + 'Amendments\n'
const base = realistic['realistic readme'](size)
function time(x, o) { const t = performance.now(); const r = defangMarkdown(x, o); return [performance.now() - t, r] }
time(s.slice(0, 20000)); 
const [a, r] = time(s); const [b] = time(base + '\n\nx\n\n' + '&#65;mendments\n', {timeBudgetMs: Infinity})
console.log('F1', a.toFixed(0), 'ms', JSON.stringify(r.fallback.reasons.map(x=>x.reason)), 'edits', r.edits.filter(e=>e.rule!=='html-break').length, ' realistic(parsed?)', b.toFixed(0))
