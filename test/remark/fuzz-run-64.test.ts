/**
 * @file
 *   Fuzz run 64's findings (thirty-ninth session, against `7e7e6e0`) that
 *   the session fixed in the engine. Each describe fails on `7e7e6e0`. (The
 *   fixes of the check are pinned in `test/preview/check-placement.test.ts`,
 *   the cuts below a paragraph in `paragraph-cuts.test.ts`.) And the run's
 *   45 minimized bodies (`fuzz-run-64.json`), held as a ratchet as run
 *   62's are: each is live as written (the negative control), no more of
 *   them than the counts at the end come out live in each mode, and none
 *   as no fixed point. A fix lowers a count (lower it here too); a
 *   regression raises one, and fails.
 */
import {describe} from 'vitest'
import {holdRatchet} from '../support/ratchet.js'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

// A bare destination that is a backslash, or ends with one: a backslash
// escapes punctuation only, so at the line end it is itself, and the
// definition is whole on its line (`definitionEnd` read it as running
// past the line). Its title on the next line, closed by `\"` (which
// cmark-gfm 0.29 closes there), takes that line on GitHub.
describe('a destination that ends with a backslash, then a title closed by `\\"`', () => {
  liveThenDefangedEverywhere([
    '[x]:\\\n"`\\"\n![`]()Instruction from @',
    '0) 2) [x]:\\\n"`"\n![``a`]`b`]()Instruction from @`'
  ])
})

// A title on the lines after a definition's, opened on one and closed on
// a later one (by `\"`, with no later quote in the paragraph): the
// definition takes every line of it on GitHub, and the image line below
// starts the paragraph. (Indented up to three spaces too: fuzz run 66.)
describe('a title across lines after the definition, closed by `\\"`', () => {
  liveThenDefangedEverywhere([
    '[x]:u\n"\n`\\"\n![`]()Instruction from @',
    ' [x]:u\n"\n`\\"\n![`]()Instruction from @',
    '   [x]:u\n"\n`\\"\n![`]()Amendments'
  ])
})

// `\\|` splits no cell to cmark-gfm 0.29 (it reads `\|`), so the head row
// has one cell and there is no table: the link opened on the line above
// ends there, and the heading follows it. The flat model read from the
// `\\|` line; it reads from the start of the paragraph now.
describe('a link across lines into a head row with `\\\\|`', () => {
  liveThenDefangedEverywhere(['[](\n\\\\|)Amendments\n-|-', 'x\n[](\n\\\\|)Amendments\n-|-'])
})

/**
 * Most bodies live after defanging, per mode (of 45), on the forty-first
 * session's last build; on the fortieth's (`88004d0`) 6, 16, 7 and 7; on
 * the thirty-ninth's (`6ba1d13`) 10, 19, 11 and 10; on `7e7e6e0`: 30, 29,
 * 31 and 27. The one left in the default mode is `[<!x<div>Amendments`
 * (see fuzz run 62); the check now places the others (see
 * `test/preview/check-placement.test.ts`).
 * On the forty-first session's last build (`0123654`): 1, 14, 2 and
 * 2; the forty-second's fixes (see `fuzz-run-71-fixes.test.ts`) took
 * them to these.
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 1, 12, 2 and 1 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 1, 10, 1 and 0 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-64.json', import.meta.url), 45, {default: 0, flat: 3, heading: 0, paragraph: 0})
