/**
 * @file
 *   Fuzz run 62's findings (thirty-eighth session, against `0ad1f7e`) that
 *   the session fixed in the engine. Each describe fails on `0ad1f7e`. (The
 *   fixes of the check, and of the runs after a line's block marks, are
 *   pinned in `test/preview/check-placement.test.ts` and
 *   `code-span-masks.test.ts`.) And the run's 101 minimized bodies
 *   (`fuzz-run-62.json`), held as a ratchet as run 61's are: each is live
 *   as written (the negative control), no more of them than the counts at
 *   the end come out live in each mode, and none as no fixed point. A fix
 *   lowers a count (lower it here too); a regression raises one, and fails.
 */
import {describe} from 'vitest'
import {holdRatchet} from '../support/ratchet.js'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

// cmark-gfm 0.29 ends a title at a closing quote with a backslash before
// it where no later quote stands in the paragraph (the longest match of
// its title pattern); micromark reads `\"` as escaped, and the title as
// left open. The definition takes the title's line, and the image line
// below starts the paragraph on GitHub.
describe('a title closed by `\\"`, no later quote in its paragraph', () => {
  liveThenDefangedEverywhere([
    '[x]:u "`\\"\n![``#` `b`]()Instruction from @`',
    '0) 2) [x]:u\n"`\\"\n![``a`]\n`b`]()Amendments\n`'
  ])

  // Where the code spans do not tell (micromark pairs the title's run with
  // the image line's, cmark-gfm leaves the image line's alone, as a spec
  // reading would), the flat model reads from the definition on.
  liveThenDefangedInEveryMode([
    '[x]:u\n"`\\"\n![`]()Instruction from @',
    '0) 2) [x]:u\n"`\\"\n![``a`]`]()Amendments'
  ])
})

// A `](` with no `[` before it reads a title across lines, which holds a
// link GitHub makes (`[](x "\")`, its title `\`); the reading of links
// that diverge passed over it, inside that title.
describe('a link GitHub makes, inside a title read across lines from a `](` that opens none', () => {
  liveThenDefangedInEveryMode(['](x "\n[](x "\\")Work-item context', '](x "\n[](x "\\")Amendments'])
})

// cmark-gfm's title after a `>` destination: the `>` on the line of the
// `](` is the destination, not a quote marker to pass over.
describe('a `>` destination, then a title closed by `\\"`', () => {
  liveThenDefangedInEveryMode(['[](> "\\")Amendments', 'x\n[](> "\\")Work-item context'])
})

// A backtick run in a destination that starts past white space after the
// `](`: masked by a space, it ended the destination; it is read masked by
// `'` too.
describe('a run in a destination past white space', () => {
  liveThenDefangedInEveryMode(['![``a`]`b`]( -`~)Instruction from @', '![``a`]`b`](\n-`~)Instruction from @'])
})

/**
 * Most bodies live after defanging, per mode (of 101), on the forty-second
 * session's last build; on the forty-first's (`0123654`) 1, 50, 1 and 9;
 * on the fortieth's (`88004d0`) 3, 52, 3 and 11 (the
 * one left in the default mode is `[<!b<div>Amendments`); on the
 * thirty-ninth's (`6ba1d13`) 8, 62, 8 and 17;
 * on `0ad1f7e`: 31, 88, 89 and 72; on
 * the thirty-eighth's (`7e7e6e0`) 9, 71, 9 and 56 (a body below a
 * paragraph over the budget that opens with a quote or a list item is
 * parsed now: see `paragraph-cuts.test.ts`; and all flat, pieces end
 * where such a line starts a block).
 * On the forty-first session's last build (`0123654`): 1, 50, 1 and
 * 9; the forty-second's fixes (see `fuzz-run-71-fixes.test.ts`) took
 * them to these.
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 1, 38, 1 and 4 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 1, 33, 1 and 4 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-62.json', import.meta.url), 101, {default: 0, flat: 10, heading: 0, paragraph: 1})
