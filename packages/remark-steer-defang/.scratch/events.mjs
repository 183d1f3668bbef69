import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
const src = process.argv[2].replace(/\\n/g, '\n')
const events = postprocess(parse({extensions: [gfm()]}).document().write(preprocess()(src, undefined, true)))
let depth = 0
for (const [kind, token] of events) {
  if (kind === 'exit') depth--
  console.log('  '.repeat(depth) + kind + ' ' + token.type + ' ' + token.start.offset + '-' + token.end.offset + ' ' + JSON.stringify(src.slice(token.start.offset, token.end.offset)))
  if (kind === 'enter') depth++
}
