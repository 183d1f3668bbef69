import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import {realistic, adversarial, fill} from '../../../bench/shapes.js'
const ext = [gfm()]
function events(src, post = true) {
  const ev = parse({extensions: ext}).document().write(preprocess()(src, undefined, true))
  return post ? postprocess(ev) : ev
}
function time(fn, n = 5) { fn(); const s = []; for (let i = 0; i < n; i++) { const t = performance.now(); fn(); s.push(performance.now() - t) } s.sort((a,b)=>a-b); return s[n>>1].toFixed(1) }
const size = Number(process.argv[2] || 65536)
for (const [name, make] of Object.entries(realistic)) {
  const src = make(size)
  console.log(name, 'full', time(() => events(src)), 'flow', time(() => events(src, false)))
}
