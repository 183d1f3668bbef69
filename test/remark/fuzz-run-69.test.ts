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
 * Most bodies live after defanging, per mode (of 33), on the forty-first
 * session's last build; on `88004d0`: 12, 27, 12 and 13. The session's
 * fixes are pinned in `fuzz-run-68-fixes.test.ts` and
 * `test/preview/check-placement.test.ts`. Those left in the default mode
 * are an image across lines below a definition whose title cmark-gfm
 * closes at `\"` on a later line that goes on (`0) [x]:u`, `` "`\" ``,
 * `` "` ``, then an image line), and run 61's shapes with a fourth image
 * open (see `docs/security.md`, "Fuzz run 69").
 */
holdRatchet(new URL('fuzz-run-69.json', import.meta.url), 33, {default: 2, flat: 22, heading: 2, paragraph: 5})
