import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
const s = process.argv[2].replace(/\\n/g,'\n')
const r = defangMarkdown(s)
console.log(JSON.stringify(r.value))
for (const e of r.edits) console.log(e.rule, e.engine, e.start, JSON.stringify(e.original), JSON.stringify(e.replacement))
console.log('fallback', JSON.stringify(r.fallback), 'engines', JSON.stringify(r.engines)?.slice(0,300))
