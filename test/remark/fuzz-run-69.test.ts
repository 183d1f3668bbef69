/**
 * @file
 *   Fuzz run 69's 33 minimized bodies (forty-first session, 40 minutes
 *   against `88004d0`, judged in the four modes), held as a ratchet as run
 *   68's are: each is live as written (the negative control), no more of
 *   them than the counts below come out live in each mode, and none as no
 *   fixed point. A fix lowers a count (lower it here too); a regression
 *   raises one, and fails.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 33), on the forty-second
 * session's last build; on the forty-first's (`0123654`) 2, 22, 2 and 5;
 * on `88004d0`: 12, 27, 12 and 13. The forty-first session's fixes are
 * pinned in `fuzz-run-68-fixes.test.ts` and
 * `test/preview/check-placement.test.ts`, the forty-second's (a title
 * whose mark has a backslash before it, a nearer image) in
 * `fuzz-run-71-fixes.test.ts` (see `docs/security.md`, "Fuzz run 69" and
 * "Forty-second session").
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 0, 14, 0 and 0 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 0, 12, 0 and 0 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-69.json', import.meta.url), 33, {default: 0, flat: 5, heading: 0, paragraph: 0})
