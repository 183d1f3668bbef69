import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
import {checkRendered} from '../packages/steer-defang-preview/dist/check.js'
const cases = JSON.parse(process.argv[2])
for (const c of cases) for (const opts of [{timeBudgetMs: Infinity}, {maxPieceLength: 1}]) {
  const r = defangMarkdown(c, opts)
  console.log(JSON.stringify(c.slice(-50)), JSON.stringify(opts), 'raw', checkRendered(c).live.length, 'out', checkRendered(r.value).live.length, r.fallback.used ? 'FB' : '', JSON.stringify(r.value.slice(0,80)), r.edits.filter(e=>!['html-break','normalize-line-break'].includes(e.rule)).map(e=>e.rule+':'+e.engine).join(','))
}
