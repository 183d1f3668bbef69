import {foldEdits} from '../packages/steer-envelope/dist/fold.js'
let s=''; while (s.length<65536) s+='\uFF21\uFF4D\uFF45\uFF4E\uFF44\uFF4D\uFF45\uFF4E\uFF54\uFF53\n'
function old(text){const edits=[];const re=/[^\0-\x7F]+/g;let m;while((m=re.exec(text))){const rs=m.index,re2=rs+m[0].length,st=rs>0?rs-1:rs;const p=text.slice(st,re2);const f=p.normalize('NFKC');if(f===p)continue;edits.push({start:st,end:re2,replacement:f,rule:'fold'})}return edits}
for (let r=0;r<3;r++){
let t=performance.now(); for(let i=0;i<100;i++) old(s); const a=(performance.now()-t)/100
t=performance.now(); for(let i=0;i<100;i++) foldEdits(s); const b=(performance.now()-t)/100
console.log('old',a.toFixed(2),'new',b.toFixed(2))}
