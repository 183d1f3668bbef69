import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import {fill, realistic} from '../../../bench/shapes.js'
const ext = [gfm()]
function split(src) {
  const t0 = performance.now()
  const ev = parse({extensions: ext}).document().write(preprocess()(src, undefined, true))
  const t1 = performance.now()
  postprocess(ev)
  const t2 = performance.now()
  return [t1 - t0, t2 - t1]
}
function med(fn) { const a = [], b = []; for (let i = 0; i < 5; i++) { const [x, y] = fn(); a.push(x); b.push(y) } a.sort((p,q)=>p-q); b.sort((p,q)=>p-q); return a[2].toFixed(1) + '/' + b[2].toFixed(1) }
const shapes = {
  ...realistic,
  'stars': (n) => fill('*a', n), 'a-star': (n) => fill('a*', n), 'emph mix': (n) => fill('*_~', n), 'under': (n) => fill('_a', n),
  'bracket-close': (n) => fill('[a]', n), 'link-open': (n) => fill('[a](', n), 'brackets': (n) => fill('[', n),
  'table rows': (n) => '|a|b|\n|-|-|\n' + fill('|x|y|\n', n),
  'l16': (n) => fill('* '.repeat(16) + 'a\n', n), 'q16': (n) => fill('> '.repeat(16) + 'a\n', n),
  'qpx': (n) => fill('> q\n\nx\n', n), 'sib': (n) => fill('> quote\n> more\n\n', n), 'nested': (n) => fill('- item\n  - nested\n\n', n),
  'lazy': (n) => '> a\n' + fill('b\n', n), 'lazylist': (n) => '- a\n' + fill('b\n', n), 'defs': (n) => fill('[a]: b\n', n), 'para lines': (n) => fill('word word\n', n),
  'code lines': (n) => '```\n' + fill('word word\n', n), 'html lines': (n) => '<div>\n' + fill('word word\n', n),
}
for (const [name, make] of Object.entries(shapes)) {
  const row = [name.padEnd(16)]
  for (const size of [2048, 4096, 16384]) { const src = make(size); split(src); split(src); row.push(med(() => split(src)).padStart(14)) }
  console.log(row.join(' '))
}
