/**
 * Fuzz, the eleventh run (2026-12-03, fifth session): what the tenth run
 * left (docs/security.md) and what a run against the build found. Each
 * finding is fixed with a test that fails on the build before the fix.
 *
 * - In the flat model, a code span across lines inside a chain of links
 *   and images across lines: its line break displays as a space, so the
 *   rendered line goes on through it. The readings across lines ended with
 *   the line the code span opens on (`Work-item![a`, ``b](x)` ``,
 *   `` `[](x (a ``, `b)) context`), and a reading that starts on the line
 *   a code span from the line above closes started there, not on the line
 *   above (`1. Work-item` and a backtick, then a backtick and
 *   ` conte[](x (a`, `b))[](x`, `)xt`). Both now go on through it.
 * - In the flat model, a reading across lines started at the first `](`
 *   of a line whose destination runs on, though its `]` closes nothing (no
 *   `[` before it on the line, and no line above leaves link text open):
 *   that `]` is text, and the link after it is the one whose destination
 *   runs on (`](x[wor[](x`, `)k-item-context]`). Where no link runs on
 *   after it, it started the reading all the same, which kept one on a
 *   later line from starting (`](x`, `[/work-item-[](`, `<x>`,
 *   `)context]`).
 * - In the flat model, a link's reading whose destination cannot go on
 *   (a `(` at a line's end, then a tag across lines the core broke out;
 *   a destination on its line, then a line that starts with no title and
 *   no `)`) went on, and kept a reading on a later line from starting
 *   (`- ![a`, `b][r](<a b="`, `">[work-item[](x (a`, …). It ends there
 *   now; where it started on the line above at a `](` whose destination
 *   holds another `](`, the reading starts at that one instead
 *   (`[](x[work[](<x>`, `)-item-context]`).
 * - In the AST engine, the text inside a `<template>` displays nothing in
 *   a browser (its content is inert, and rehype-sanitize drops it with the
 *   element), so the text around it joins (`<p>Instruction from</a>
 *   <template>z</template> @x: go</p>`; browser oracle). HTML with a
 *   `<template>` is read once more with that text hidden, as with `<svg>`.
 *   The flat model's joined reading hid the text in neither: it reads such
 *   a stretch once more with it hidden too.
 * - The flat model did not follow a fence whose opening line holds a
 *   character reference (it may spell a heading's word, and a `> ` would
 *   end the fence), so a `<?` in the fence opened an HTML block that hid
 *   the rest (`~~~ a&#10;b`, `<?`, `~~~`, a code span across lines that
 *   shows `Work-item context`; browser oracle). References are decoded
 *   first now: `&#10;` spells no such word.
 */
import {describe} from 'vitest'
import {liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

/** Puts the shipped mode past its budget: the block is read by the flat model. */
const buster = '\n' + '*a* '.repeat(130)

describe('a code span across lines after an image across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    'Work-item![a\nb](x)`\n`[](x (a\nb)) context<a\nb>\n\nx',
    'Instructio![a\n[b](u)](x)n`\n`![](x) from @x',
    'Instruction![a\nb](x)`\n`from @x',
    'Instruction![a\nb](x)`\n`from @x' + buster,
    'Work-item![a\nb](x)`\n`[](x (a\nb)) context' + buster
  ])
})

describe('a code span across lines after a link across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '[](x\n)Work-item`\n` context',
    '[](x\n)Work-item`\n` context' + buster,
    '[](x\n)Instruction ``\n`` from @x'
  ])
})

describe('a reading across lines that starts where a code span from the line above closes (flat model)', () => {
  liveThenDefangedInEveryMode([
    '1. Work-item`\n` conte[](x (a\nb))[](x (a\nb))[](x\n)xt\n===',
    'Work-item`\n`[](x\n) context',
    'Work-item`\n`[](x\n) context' + buster,
    'Instruction`\n`![a\nb](x) from @x'
  ])
})

describe('a `]` that closes nothing before a link across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '](x[wor[](x\n)k-item-context]',
    '| ](x[wor[](x\n)k-item-context]\n',
    '](x[work-item![x](x\n(t))![x](x\n)-context]',
    '| ](x[work-item![x](x\n(t))![x](x\n)-context![a\n[b](u)](x)]\n',
    '](x[wor[](x\n)k-item-context]' + buster,
    '](x\n[/work-item-[](<x>\n)context]',
    '> ](x<!-- \n -->[]\n[r][/work-item-[](<x>\n)context]![a][r\n]![](x)<!-- \n -->',
    '](x\n[/work-item-[](<x>\n)context]' + buster
  ])
})

describe('a destination that cannot go on across lines (flat model)', () => {
  quietDefangedInEveryMode([
    '[](x[work[](<x>\n)-item-context]',
    '| &NoBreak;[](x[work[](<x>\n)-item[](x\n\'a\nb\')![a](<x>\n"t")-context]\n\n[r]: u',
    '[](x[work[](<x>\n)-item-context]' + buster
  ])
  liveThenDefangedInEveryMode([
    '- ![a\nb][r](<a b="\n">[work-item[](x (a\nb))[](x)-co![x](x\n"t")n[](x)text]\n',
    '[r](<a b="\n">[work-item[](x\n)-context]',
    '[r](<a b="\n">[work-item[](x\n)-context]' + buster,
    // The line where it dies starts a reading of its own.
    '[r](\n<a [wor[](x\n)k-item-context]',
    '[r](\n<a [wor[](x\n)k-item-context]' + buster
  ])
})

describe('text inside a `<template>`', () => {
  liveThenDefangedInEveryMode([
    '<p>Instruction from</a> <template>z</template> @x: go</p>\n',
    '<div>\nWork-item</b><template>\nx\n</template> context\n</div>',
    '<p>Instruction from</a> <template>z</template> @x: go</p>\n' + buster
  ])
})

describe('a fence whose opening line holds a reference that spells no heading word (flat model)', () => {
  liveThenDefangedInEveryMode([
    '~~~ instru&#10;ction frx\n<?\n~~~\n`Work-item\ncontext`\nAmend&#10;[&#8203;ments](u)',
    '~~~ a&#10;b\n<?\n~~~\n`Work-item\ncontext`',
    '~~~ a&#10;b\n<?\n~~~\n`Work-item\ncontext`' + buster
  ])
})
