import {defang} from 'steer-envelope'
import {realistic} from './shapes.js'
function med(s){ for(let i=0;i<20;i++) defang(s); const r=[]; for(let i=0;i<21;i++){const t=performance.now(); defang(s); r.push(performance.now()-t)} r.sort((a,b)=>a-b); return r[10] }
const base = med(realistic['realistic readme'](1<<16))
console.log('readme', base.toFixed(2))
for (const unit of ['<a x=1 ', '<a x="1" ', '<a x y z ', "<a x='<b y=\"' z=1 ", '<a\n x\n', '<a x="<b y=\'" ', '<a title="', '<a ', '<a x=1>']) {
  const s=unit.repeat(Math.ceil((1<<16)/unit.length)).slice(0,1<<16)
  const m=med(s); console.log(JSON.stringify(unit).padEnd(24), m.toFixed(2), 'ms', (m/base).toFixed(1)+'×', defang(s).edits.length)
}
