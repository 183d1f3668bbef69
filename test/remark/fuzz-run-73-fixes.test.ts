/**
 * @file
 *   Bodies of fuzz run 73 (against `eae2b1e`), and of the ratchets, that
 *   the forty-third session fixed. Each describe fails on `eae2b1e`, in one
 *   mode at least.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

// A title that runs across lines ends where cmark-gfm 0.29 ends it (see
// `cmarkTitleClose`), on a line that goes on with the paragraph past the
// quote markers it is in: `>"`` is no block quote that interrupts it. The
// flat model's search for the closing mark stopped at the `>`, closed the
// title at the `\"` before it and paired the paragraph's code spans from
// the line after the title, so the image's description was no code span.
describe('a title whose closing mark is on a line in the same quote', () => {
  liveThenDefangedEverywhere([
    '>[x]:u\n"`\\"\n>"`\n![``a`]\n`b`]()Amendments\n`',
    '>[x]:u\n"`\\"\n>"`\n![  a`]\n`b ]()Amendments',
    '> [x]:u\n"`\\"\n> "`\n![``a`]\n`b`]()Work-item context\n`',
    '>>[x]:u\n"`\\"\n>>"`\n![``a`]\n`b`]()Amendments\n`'
  ])
})

// Footnote labels in a row open definitions, each past container marks
// only. One after an image's opener is text in its description: the line
// shows after the image, where the `> ` goes. The flat model went on to
// any later label before the line's content and put the `> ` inside the
// description.
describe('a footnote label inside an image after a definition', () => {
  liveThenDefangedEverywhere([
    '[^1]:![[^1]:]()Amendments',
    '[^1]:![[^1]:]()Work-item context',
    '[^1]:![[^1]:]()Instruction from @x'
  ])
})

// A fence in a quote inside a list item inside a quote ends with the item:
// after the outer quote's marker, a line needs the item's blanks before
// the inner quote's (`>   >`). `>>` opens a quote outside the item, where
// a fence is a new one, and the image line below ends it. The backtick
// reading took `>>` for the fence's two quotes, and read the rest as code.
describe('a quote marker short of the list item a fence is in', () => {
  liveThenDefangedEverywhere([
    '>- >```\n>>```\n>>[1]:\n![``a`]`<b>`b]()Amendments\n`',
    '> - >```\n>  >```\n>   >[1]:\n![``a`]`<b>`b]()Amendments\n`',
    '>1. >```\n>\t>```\n>   >[1]:\n![``a`]`<b>`b]()Amendments\n`',
    '>-\t>```\n>\t>```\n>>[1]:\n![``a`]`<b>`b]()Amendments\n`',
    ' >- >```\n> >```\n>>[1]:\n![``a`]`<b>`b]()Amendments\n`'
  ])
})

// A backtick run alone after what shows nothing or a wrapper opens a span
// whose line break shows as a space: the next line's text starts the
// rendered line. Task boxes, boxes as text, links with no text and
// character references that show blanks count in any order and number;
// the flat model read one of them only.
describe('a backtick run after boxes, empty links and blank references', () => {
  liveThenDefangedEverywhere([
    '- [\t] [ ]`\n`![`b]()Work-item context',
    '- [ ] [ ]`\n`![`b]()Work-item context',
    '- [ ]() &#32;`\n`![`b]()Work-item context',
    '* \\[ ] [x]`\n`![`b]()Work-item context',
    '1. [ ]() [x]`\n`![`b]()Work-item context'
  ])
})

// A line that a code span goes on past is code, and an image on it none:
// the first image reading stays free for the image on a later line, whose
// description a code span carries on. The flat model started the first
// reading on the line in code, and read the later image as its text.
describe('an image on a line inside a code span across lines', () => {
  liveThenDefangedEverywhere([
    '``\n![`]\n``\n![`]\nb`]()Amendments',
    '``\n![`]\n``\n![`]`\nb]()Amendments',
    '``\n![`]\n![``]\n![`]\nb`]()Amendments',
    '``x\n![`]\n``\n![`]`\nb]()Amendments'
  ])
})

// A fence in a quote in a footnote definition goes on at a line four
// columns in for the label, then the quote's marker: `    >]` is code,
// and a line with neither leaves the fence. The backtick reading took the
// quote marker for columns, ended the fence there and read the code line
// as indented code, which it leaves alone with the lines after it.
describe('a fence in a quote past a footnote label', () => {
  liveThenDefangedEverywhere([
    '[^1]:>~~~\n    >]\n![``a`]`<b>`b]()Amendments\n`',
    '[^1]:>>~~~\n    >>]\n![``a`]`<b>`b]()Amendments\n`',
    '[^1]:\t>~~~\n    > ]\n![``a`]`<b>`b]()Amendments\n`',
    '[^1]:>\t```\n     >]\n![``a`]`<b>`b]()Amendments\n`',
    ' [^1]:>~~~\n    >>]\n    >x\n![``a`]`<b>`b]()Amendments\n`'
  ])
})

// micromark reads `\\"` as an escaped backslash, then the title's closing
// mark. cmark-gfm 0.29's title pattern takes a backslash as itself too,
// and its longest match goes on to a later `"` in the paragraph, where a
// backtick after it fails the title: the paragraph's text then starts at
// the title's line, and its code spans pair from there. The paragraph is
// now read by the flat model too, from the definition's line.
describe('a title that micromark closes after an escaped backslash', () => {
  liveThenDefangedEverywhere([
    '[x]:u\n"`\\\\"\n"`\n![`]`]()Amendments',
    '[x]:u\n"`\\\\"\n"`\n![ a`]\n`b]()Amendments',
    '[x]: u "`\\\\"\n"`\n![`]`]()Amendments',
    '>[x]:u\n"`\\\\"\n>"`\n![ a`]\n`b]()Amendments',
    '>- [x]: u\n"`\\\\\\\\"\n>"`\n![ a`]\n`b]()Amendments'
  ])
})

// A link definition may start past the list items and quotes that follow
// footnote labels on a line (`[^1]:- [x]:``): its destination is the first
// backtick, and the paragraph's code spans pair from the next line. The
// flat model looked for the definition right after the labels only.
describe('a link definition past list markers after a footnote label', () => {
  liveThenDefangedEverywhere([
    '[^1]:- [x]:`\n`\n`![[^1]`]()Work-item context',
    '[^1]:>[x]:`\n`\n`![[^1]`]()Work-item context'
  ])
})

// A task box between a footnote label in mid-line and the heading's `> `
// is a wrapper a reading reads past: the quote markers after it settle the
// heading. The defanger added three more on every run, as it did before
// the forty-second session with no box (`$$> 1.[^1]:> > > Amendments|`).
describe('a task box between a mid-line footnote label and a heading', () => {
  liveThenDefangedEverywhere([
    '-|\n[work-item-context]\n>[^a]:$$1.[^1]:[ ]Amendments|',
    '[work-item-context]\n-|\n>[^a]:$$1.[^1]:[x]Amendments|'
  ])
})

// A destination with more `(` than `)` makes a definition to cmark-gfm
// 0.29 only: micromark reads its line as text, and pairs the label's
// backtick with the image's on the next line, so no image shows to it;
// cmark-gfm's reading leaves no run unmatched, so no masked reading was
// made. The text is now read as written once more, as with an escaped
// backtick past it since the forty-second session. (Fuzz run 74, against
// this session's ratchet commit; live on `eae2b1e` too.)
describe('a run in a definition only cmark-gfm reads, and one past it', () => {
  liveThenDefangedEverywhere([
    '[`]:(\n![`a`]()Amendments',
    '1) [`]:(\n![`a`]()Amendments',
    '> [`]:(\n![`a`]()Amendments',
    '- [x]:`(\n![`a`]()Work-item context'
  ])
})
