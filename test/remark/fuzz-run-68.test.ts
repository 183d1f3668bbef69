/**
 * @file
 *   Fuzz run 68's 23 minimized bodies (fortieth session, 35 minutes against
 *   `a464117`, judged in the four modes), held as a ratchet as run 67's
 *   are: each is live as written (the negative control), no more of them
 *   than the counts below come out live in each mode, and none as no fixed
 *   point. A fix lowers a count (lower it here too); a regression raises
 *   one, and fails.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 23), on the forty-second
 * session's last build; on the forty-first's (`0123654`) 2, 11, 2 and 4;
 * on the fortieth's (`88004d0`) 10, 13, 10 and 11; on `a464117`: 13, 13,
 * 13 and 11. The forty-first session's fixes are pinned in
 * `fuzz-run-68-fixes.test.ts` and `test/preview/check-placement.test.ts`,
 * the forty-second's in `fuzz-run-71-fixes.test.ts` (see
 * `docs/security.md`, "Fuzz run 68" and "Forty-second session").
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 0, 6, 0 and 0 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 0, 5, 0 and 0 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-68.json', import.meta.url), 23, {default: 0, flat: 3, heading: 0, paragraph: 0})
