import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
import fs from 'node:fs'
const s = fs.readFileSync(process.argv[2],'utf8')
const r = defangMarkdown(s)
for (const e of r.edits) if (!['normalize-line-break','html-break'].includes(e.rule)) console.log(e.rule, e.engine, e.startPoint.line, JSON.stringify(e.original), JSON.stringify(e.replacement))
console.log('fallback', JSON.stringify(r.fallback))
