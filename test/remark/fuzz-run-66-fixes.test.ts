/**
 * @file
 *   Fuzz run 66's findings (thirty-ninth session, against `5e18767`), and
 *   bodies of the ratchets of runs 61 and 62, that the fortieth session
 *   fixed in the engine. Each describe fails on `6ba1d13`. (The fixes of
 *   the check are pinned in `test/preview/check-placement.test.ts`.)
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

// A definition that opens a list item: its title may run across the lazy
// lines of the item's paragraph (cmark-gfm closes `"` at `\"` where no
// later `"` stands), which then show nothing, and the image line below
// starts the paragraph's text. `definitionEnd` ran titles across lines at
// the top level only.
describe('a definition in a list item, its title across lines', () => {
  liveThenDefangedEverywhere([
    '* [x]:u\n"\n`\\"\n![`]()Instruction from @',
    '1. [x]:u\n"\n`\\"\n![`]()Instruction from @',
    '- - [x]:u\n"\n`\\"\n![`]()Amendments'
  ])
})

// A run with no closer on its line and none of its length below opens no
// code span: the image before it (`` ![``] ``) is read where its brackets
// stand, and closes on its line. `spanningImage` kept a lone candidate
// all the same, and the reading waited on the lines below, so the image
// line after it was never read (with or without the `WWW.` that micromark
// and cmark-gfm read differently).
describe('an image whose description holds a run that pairs with none', () => {
  liveThenDefangedEverywhere([
    '`\n![`]\n![``]\n![`]\nb`]()Amendments',
    'WWW.`\n![`]\n![``]\n![`]\nb`]()Amendments',
    '`![``]\n![`]\n![`]\nb`]()Amendments',
    'WWW.`![``]\n![`]\n![`]\nb`]()Amendments'
  ])
})

// Fuzz run 61's one body left live in the default mode: the first image
// reading holds the third line's `![` (its description never closes), and
// the second held the second line's hedge; the fourth line's image, which
// the `]` on the fifth closes, had no reading. A third reading takes an
// image that starts a line's text where the first is open from above.
describe('an image that starts a line below two open ones', () => {
  liveThenDefangedEverywhere([
    '`\n![`]\n![`]`\n![`]\nb`]()Amendments',
    'WWW.`\n![`]\n![`]`\n![`]\nb`]()Amendments',
    'x`\n![`]\n![`]`\n![`]\nb`]()Instruction from @x'
  ])
})

// Fuzz run 62's bodies left live in the default mode: a definition whose
// line has its title (`""`) takes no title from the next line, so a line
// that starts with `"` below it is text, and its backtick opens a code span
// that pairs as cmark-gfm pairs it. The flat model took any such line for
// a title.
describe('a line like a title below a definition that has one', () => {
  liveThenDefangedEverywhere([
    '[x]:u ""\n"`"\n!`\n![``a`]\n`b`]()Amendments\n`',
    '- [x]:u\n""\n"`"\n!`\n![``a`]\n`b`]()Amendments\n`',
    '0) [x]:u\n""\n"`"\n!`\n![``a`]\n`b`]()Instruction from @`'
  ])
})
