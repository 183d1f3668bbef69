/**
 * Fuzz, the twelfth run (2026-12-03, sixth session): what the eleventh left
 * (docs/security.md). Each finding is fixed with a test that fails on the
 * build before the fix.
 *
 * - In the flat model, a tag carried over from a line above ended, as the
 *   model read it, at its next line's first `>`, though that `>` lies in a
 *   quoted value (`<a `, then `b="x >"-`). A browser reads on: after the
 *   value, a character with no white space before it starts another
 *   attribute, and the tag ends at the first `>` outside quotes on a later
 *   line, where a line starts (`d>Amendments`; browser oracle, after a
 *   line tabulation the core turned into a line feed). Such a tag is now
 *   carried on, quote-aware, to where it ends.
 * - In the flat model, link text that opens on one line and closes on a
 *   later one, around an image across lines, inside brackets that show
 *   (`[[wo![x](x`, `(t))rk-item-c](x)ontext]](u)`: GitHub shows
 *   `[work-item-context]](u)`). A reading across lines joins lines part by
 *   part, and matched brackets only within a part; such a reading is now
 *   read once more with the brackets paired across its parts.
 * - In the flat model, a link or image destination that runs onto the
 *   next line of a block quote: the reading took the quote marker for
 *   what the line goes on with, which no destination or title may be, and
 *   ended (`> [wo![a](x`, `> "t")rk-item-context]`). Quote markers are
 *   skipped there now.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

/** Puts the shipped mode past its budget: the block is read by the flat model. */
const buster = '\n' + '*a* '.repeat(130)

describe('a tag carried past a `>` in a quoted value (flat model)', () => {
  quietDefangedInEveryMode([
    '<a t="<p><a \vb="x >"-\nd>Amendments',
    '<a t="<p><a \vb="x >"-\nd>Amendments' + buster
  ])
  liveThenDefangedInEveryMode([
    '<p>\n<a \nb="x >"-\nc\nd>Amendments',
    "<p>\n<a \nb='x >'-\nc='>'\nd>Work-item context.",
    '<div>\n<a \nb="x >"-\nc\nd>Instruction from @x: go' + buster
  ])
})

describe('link text across the parts of a reading across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '[[wo![x](x\n(t))rk-item-c](x)ontext]](u)',
    'a\n[[wo![x](x\n(t))rk-item-c](x)ontext]](u)',
    '[[wo![x](x\n(t))rk-item-c](x)ontext]](u)' + buster,
    '> [[wo![x](x\n> (t))rk-item-c](x)ontext]](u)'
  ])

  test('brackets paired across parts change nothing without a token', () => {
    for (const input of ['[[a![x](x\n(t))b](x)c]](u)', '[[wo![x](x\n(t))rk](x)]](u)' + buster]) {
      expect(defangMarkdown(input, {maxPieceLength: 1}).value).toBe(input)
    }
  })
})

describe('a destination across the lines of a block quote (flat model)', () => {
  liveThenDefangedInEveryMode([
    '> [wo![a](x\n> "t")rk-item-context]',
    '> [wo[](x\n> "t")rk-item-context]',
    '> > [wo![a](x\n> > (t))rk-item-context]',
    '> [wo![a](x\n> "t")rk-item-context]' + buster.replace('\n', '\n> ')
  ])
})
