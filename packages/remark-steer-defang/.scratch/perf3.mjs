import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import {adversarial, fill} from '../../../bench/shapes.js'
const ext = [gfm()]
function events(src, post = true) {
  const ev = parse({extensions: ext}).document().write(preprocess()(src, undefined, true))
  return post ? postprocess(ev) : ev
}
function time(fn, n = 5) { fn(); const s = []; for (let i = 0; i < n; i++) { const t = performance.now(); try { fn() } catch (e) { return 'ERR ' + e.message } s.push(performance.now() - t) } s.sort((a,b)=>a-b); return s[n>>1].toFixed(1) }
const sizes = process.argv.slice(2).map(Number)
const extra = {
  'stars': (n) => fill('*a', n), 'unders': (n) => fill('_a', n), 'a-star': (n) => fill('a*', n),
  'brackets': (n) => fill('[', n), 'bracket-close': (n) => fill('[a]', n), 'link-open': (n) => fill('[a](', n),
  'backticks': (n) => { let s = ''; let i = 1; while (s.length < n) { s += '`'.repeat(i) + 'a'; i++ } return s.slice(0, n) },
  'ticks1': (n) => fill('`a', n), 'amp': (n) => fill('&#', n), 'lt': (n) => fill('<a ', n),
  'emph mix': (n) => fill('*_~', n), 'tildes': (n) => fill('~~a', n), 'table wide': (n) => 'a' + fill('|a', n) + '\n' + fill('|-', n),
  'table rows': (n) => '|a|b|\n|-|-|\n' + fill('|x|y|\n', n), 'deep quote': (n) => fill('>', n), 'list deep': (n) => fill('* ', n), 'list deep 2': (n) => fill('- ', n),
  'indent list': (n) => { let s=''; let i=0; while (s.length<n) { s += ' '.repeat(2*i) + '- a\n'; i++ } return s },
}
for (const size of sizes) for (const [name, make] of Object.entries({...adversarial, ...extra})) {
  const src = make(size)
  console.log(size, name, time(() => events(src)))
}
