import {characterEntities} from '/work/main/node_modules/.pnpm/character-entities@2.0.2/node_modules/character-entities/index.js'
const needles = ['amendments', 'instruction', 'work-item', 'work-item-context', 'instruction from @']
function lower(s) { return s.replace(/[A-Z]/g, c => c.toLowerCase()) }
let best = 0, who = []
function check(str, label) {
  const f = lower(str.normalize('NFKC'))
  for (const n of needles) for (let i = 0; i < n.length; i++) for (let j = i + 1; j <= n.length; j++) {
    const sub = n.slice(i, j)
    if (sub.length >= best && f.includes(sub)) { if (sub.length > best) { best = sub.length; who = [] } who.push(label + ' -> ' + JSON.stringify(f) + ' ' + sub) }
  }
}
for (let cp = 0; cp <= 0x10ffff; cp++) { if (cp >= 0xd800 && cp <= 0xdfff) continue; const s = String.fromCodePoint(cp); if (cp < 128) continue; check(s, cp.toString(16)) }
for (const [name, value] of Object.entries(characterEntities)) check(value, name)
console.log(best, who.slice(0, 40))
