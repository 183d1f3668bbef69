import { defang } from '../packages/steer-envelope/dist/index.js'
const shapes = {
  fw: '\uFF21\uFF4D\uFF45\uFF4E\uFF44\uFF4D\uFF45\uFF4E\uFF54\uFF53\n',
  zw: 'Amend\u200Bments\n',
  tags: 'x<b>Amendments</b><br>Instruction from @x\n',
  open: '<x a\nAmendments **\n',
  real: null,
}
const which = process.argv[2]
const unit = shapes[which]
let s = ''; while (s.length < 65536) s += unit
s = s.slice(0, 65536)
for (let i = 0; i < 50; i++) defang(s)
const t = performance.now()
for (let i = 0; i < 200; i++) defang(s)
console.log(which, ((performance.now() - t) / 200).toFixed(2), 'ms')
