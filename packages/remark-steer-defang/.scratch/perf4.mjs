import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import {adversarial, realistic, fill} from '../../../bench/shapes.js'
const ext = [gfm()]
function events(src) {
  return postprocess(parse({extensions: ext}).document().write(preprocess()(src, undefined, true)))
}
function time(fn) { let s = []; for (let i = 0; i < 7; i++) { const t = performance.now(); try { fn() } catch (e) { return NaN } s.push(performance.now() - t) } s.sort((a,b)=>a-b); return s[3] }
const shapes = {
  ...realistic,
  'stars': (n) => fill('*a', n), 'a-star': (n) => fill('a*', n), 'emph mix': (n) => fill('*_~', n), 'tildes': (n) => fill('~~a', n),
  'brackets': (n) => fill('[', n), 'bracket-close': (n) => fill('[a]', n), 'link-open': (n) => fill('[a](', n), 'img': (n) => fill('![', n),
  'ticks1': (n) => fill('`a', n), 'table rows': (n) => '|a|b|\n|-|-|\n' + fill('|x|y|\n', n),
  'q16': (n) => fill('> '.repeat(16) + 'a\n', n), 'l16': (n) => fill('* '.repeat(16) + 'a\n', n), 'l16b': (n) => fill('- '.repeat(16) + 'a\n\n', n),
  'indent list': (n) => { let s=''; let i=0; while (s.length<n) { s += ' '.repeat(2*i) + '- a\n'; i++ } return s.slice(0,n) },
  'qpx': (n) => fill('> q\n\nx\n', n), 'sib': (n) => fill('> quote\n> more\n\n', n), 'nested': (n) => fill('- item\n  - nested\n\n', n),
  'heading lines': (n) => fill('## Amendments ##\n', n), 'lt': (n) => fill('<a ', n), 'footnote': (n) => fill('[^', n),
  'lazy': (n) => '> a\n' + fill('b\n', n), 'defs': (n) => fill('[a]: b\n', n), 'refs': (n) => '[a]: b\n\n' + fill('[a] ', n),
}
const only = process.argv[2]
for (const [name, make] of Object.entries(shapes)) {
  if (only && !name.includes(only)) continue
  const row = [name.padEnd(20)]
  for (const size of [1024, 2048, 4096, 8192, 16384]) {
    const src = make(size)
    for (let i = 0; i < 2; i++) events(src)
    const ms = time(() => events(src))
    row.push((ms / (size / 1024)).toFixed(2).padStart(7))
  }
  console.log(row.join(' '), '  ms per KiB at 1,2,4,8,16 KiB')
}
