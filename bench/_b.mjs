import {defangMarkdown} from '../packages/remark-steer-defang/dist/index.js'
import fs from 'node:fs'
const f = process.argv[2]
const s = fs.readFileSync(f,'utf8')
const r = defangMarkdown(s)
for (const e of r.edits) if (!['normalize-line-break','html-break'].includes(e.rule)) console.log(e.rule, e.startPoint.line, JSON.stringify(e.original), JSON.stringify(e.replacement))
