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
