/**
 * Fuzz, the twelfth run (2026-12-03, sixth session): what the eleventh left
 * (README, Security). Each finding is fixed with a test that fails on the
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
 */
import {describe} from 'vitest'
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
