/**
 * @file
 *   Bodies of fuzz runs 68 to 70 (against `a464117`, `88004d0` and
 *   `34ac118`) that the forty-first session fixed in the engine, where
 *   micromark and cmark-gfm 0.29 read a paragraph's definitions otherwise.
 *   Each describe fails on `88004d0`. (The fixes of the check are pinned in
 *   `test/preview/check-placement.test.ts`.)
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

// A lazy line in a list item in a quote, whose tab the quote marker takes
// part of: cmark-gfm keeps the rest of the tab before the text, where no
// definition starts, so `[1]:` is paragraph text and the line below it is
// the paragraph's too. micromark reads `[1]:` and the line below as a
// definition. The piece parser handed such a line to the flat model only
// where blanks started it, not past quote markers.
describe('a definition on a lazy line with blanks past its quote markers', () => {
  liveThenDefangedEverywhere([
    '>0) [x]:u\n>\t[1]:\n[]()Amendments',
    '>0) [x]:u\n>  [1]:\n[]()Amendments',
    '>- [x]:u\n>\t[1]:\n![]()Work-item context'
  ])
})

// A destination with more `(` than `)` makes a definition to cmark-gfm
// 0.29, though no link: the definition takes the label's backtick, and the
// one in the image's description pairs with none. micromark reads the
// lines as text, where the two backticks make a code span across the line
// start. `completeDefinition` wanted balanced parentheses, and the code
// spans cmark-gfm pairs were read past the definitions only.
describe('a destination with an unbalanced `(`', () => {
  liveThenDefangedEverywhere([
    '[`]:(\n![a`]()Amendments',
    '1) [`]:(\n![a`]()Amendments',
    '[`]:a(b\n![a`]()Instruction from @x'
  ])
})

// A label across lines in a list item: the definition takes the lines of
// its title too, which cmark-gfm closes at `\"`, and the image line below
// starts the paragraph's text. `definitionEnd` ran a label across lines at
// the top level only.
describe('a label across lines in a list item', () => {
  liveThenDefangedEverywhere([
    '- [\nx]:u\n"`\\"\n![`]()Amendments',
    '1. [\nx]:u\n"`\\"\n![`]()Amendments',
    '>[\nx]:u\n"`\\"\n![`]()Amendments'
  ])
})

// A list item that holds definitions alone has no children left to
// cmark-gfm 0.29 once its paragraph ends, and its second blank line ends
// it: `\t`` below is indented code, outside the list, and the image line
// after it starts a paragraph. micromark keeps the item open, and reads
// the backtick as a code span's opener across the line start. The piece
// parser now hands such an item to the flat model, which ends the item
// there (fuzz run 69, forty-first session).
describe('a list item that holds definitions alone, then two blank lines', () => {
  liveThenDefangedEverywhere([
    '- [x]:u\n\n\n\t`\n![`]()Amendments',
    '- [x]:u\n\n\n\t!`\n![`]\nb`]()Amendments',
    '1. [x]:u\n   [y]:v\n\n\n\t`\n![`]()Work-item context'
  ])
})

// A task box on a line that opens its item alone: cmark-gfm's task list
// takes the box before the paragraph's definitions are read, so a
// definition may follow it on the line (its destination a backtick here),
// and the backtick on the next line pairs with the one below, where
// micromark reads the box's line as text and pairs its backtick. The
// image line below then starts the item's text after a link and a code
// span that show `[ ]` and a blank: a box and a blank to a reader
// (fuzz run 68, forty-first session).
describe('a definition after a task box', () => {
  liveThenDefangedEverywhere([
    '- [ ] [x]:`\n[[ ]]()`\n`![`b]()Work-item context',
    '1. [x] [y]:`\n[[ ]]()`\n`![`b]()Work-item context'
  ])
})

// A title that opens on the definition's line and does not close there:
// cmark-gfm runs it on across the lines of the paragraph to its longest
// match, here the `\"` on the line the tag breaks make, so the definition
// takes those lines and the image line below starts the paragraph's text.
// `definitionEnd` ran titles across lines only from the next line (fuzz
// run 69, forty-first session).
describe('a title that opens on its definition\'s line and runs on', () => {
  liveThenDefangedEverywhere([
    '[x]:u "<b>`\\"\n![``#` `b`]()Instruction from @`',
    '[x]:u "\n`\\"\n![`]()Amendments',
    '- [x]:u "\n`\\"\n![`]()Amendments'
  ])
})

// A title across lazy lines in a quote that its definition's line opens in
// a list item: cmark-gfm runs it on to its longest match there too, and
// the image line below starts the quote's paragraph. `definitionEnd` kept
// titles on one line in quotes in list items (fuzz run 70, forty-first
// session).
describe('a title across lines in a quote in a list item', () => {
  liveThenDefangedEverywhere(['* >[x]:u\n"\n`\\"\n![`]()Instruction from @', '1. >[x]:u\n"\n`\\"\n![`]()Amendments'])
})
