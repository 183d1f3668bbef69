/**
 * @file
 *   Fuzz run 65's findings (thirty-ninth session, against `0b50d73`, with
 *   bodies judged behind a paragraph over the markup budget too) that the
 *   session fixed in the engine. The describe fails on `0b50d73`. (The
 *   paragraph read by the flat model up to a line that starts a block is
 *   pinned in `paragraph-cuts.test.ts`.) And the run's 42 minimized bodies
 *   (`fuzz-run-65.json`), held as a ratchet as run 64's are.
 */
import {describe} from 'vitest'
import {holdRatchet} from '../support/ratchet.js'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

// A definition whose label stands alone on its line, its destination on
// the next, and a title on the line after that, closed by `\"` (which
// cmark-gfm 0.29 closes there): the definition takes the title's line on
// GitHub, and the image line below starts the paragraph. `definitionEnd`
// ended it at the destination's line, so the flat model was not asked to
// read from the definition on.
describe('a title on the line after a destination on a line of its own', () => {
  liveThenDefangedEverywhere([
    '[x]:\nu\n"`\\"\n![`]()Amendments',
    '[x]:\nu\n"`\\"\n![``a`]`b`]()Instruction from @`',
    '0) 2) [x]:\nu\n"`\\"\n![`]()Work-item context'
  ])
})

/**
 * Most bodies live after defanging, per mode (of 42), on the forty-first
 * session's last build; on the fortieth's (`88004d0`) 4, 15, 4 and 7; on
 * the thirty-ninth's (`6ba1d13`) 12, 20, 12 and 14; on `0b50d73`: 13, 33,
 * 13 and 25. None is left in the default mode: the check places an image
 * after the blanks a lazy line keeps (`>- [x]:`, `u`, ` ![`]()Amendments`;
 * see `docs/security.md`, "Fuzz run 65" and "Forty-first session").
 * On the forty-first session's last build (`0123654`): 0, 14, 0 and
 * 3; the forty-second's fixes (see `fuzz-run-71-fixes.test.ts`) took
 * them to these.
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 0, 13, 0 and 1 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 0, 11, 0 and 1 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-65.json', import.meta.url), 42, {default: 0, flat: 5, heading: 0, paragraph: 0})
