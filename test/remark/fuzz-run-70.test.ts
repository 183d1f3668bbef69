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
 * Most bodies live after defanging, per mode (of 12), on the forty-first
 * session's last build; on `34ac118`: 3, 11, 3 and 5. The session's fixes
 * of two of them are pinned in `fuzz-run-68-fixes.test.ts` and
 * `test/preview/check-placement.test.ts`. The one left in the default
 * mode is run 69's image across lines below a definition whose title
 * cmark-gfm closes at `\"` on a later line that goes on (`0) [x]:u`,
 * `` "`\" ``, `` "` ``, then an image line; see `docs/security.md`, "Fuzz
 * run 70").
 */
holdRatchet(new URL('fuzz-run-70.json', import.meta.url), 12, {default: 1, flat: 9, heading: 1, paragraph: 3})
