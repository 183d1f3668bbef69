import {prepare} from 'steer-envelope'
import {analyzeText} from '/work/main/packages/remark-steer-defang/dist/analyze.js'
const unlimited = {maxPieceLength: 1e9, maxDepth: 1e9, maxMarkup: 1e9}
const input = JSON.parse(process.argv[2])
const text = prepare(input).value
console.log(JSON.stringify(text))
const e = (o) => analyzeText(text, o, Infinity).edits.map(x=>[x.start,x.end,x.rule,JSON.stringify(x.replacement), JSON.stringify(text.slice(x.start-10,x.end+10))])
console.log('whole', e({...unlimited, mergeLength: 1e9, prefilter: false}))
console.log('cut  ', e({...unlimited, mergeLength: 0}))
