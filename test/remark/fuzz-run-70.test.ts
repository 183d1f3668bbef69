/**
 * @file
 *   Fuzz run 70's 12 minimized bodies (forty-first session, 30 minutes
 *   against `34ac118`, judged in the four modes), held as a ratchet as run
 *   69's are: each is live as written (the negative control), no more of
 *   them than the counts below come out live in each mode, and none as no
 *   fixed point. A fix lowers a count (lower it here too); a regression
 *   raises one, and fails.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 12), on the forty-second
 * session's last build; on the forty-first's (`0123654`) 1, 9, 1 and 3; on
 * `34ac118`: 3, 11, 3 and 5. The forty-first session's fixes are pinned in
 * `fuzz-run-68-fixes.test.ts` and `test/preview/check-placement.test.ts`,
 * the forty-second's in `fuzz-run-71-fixes.test.ts` (see
 * `docs/security.md`, "Fuzz run 70" and "Forty-second session").
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 0, 4, 0 and 1 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 0, 3, 0 and 1 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-70.json', import.meta.url), 12, {default: 0, flat: 1, heading: 0, paragraph: 0})
