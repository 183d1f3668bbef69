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
 * Most bodies live after defanging, per mode (of 23), on the fortieth
 * session's last build; on `a464117`: 13, 13, 13 and 11 (the check's
 * width rule and the label across lines fixed three). Those left in the
 * default mode are the check's placement past definitions whose lazy
 * lines hold an image or link opener, a label across lines in a list item
 * (`- [`, `x]:u`, …), a destination with an unbalanced `(` before an
 * image whose description holds a backtick, and run 61's shapes with a
 * fourth image open (see `docs/security.md`, "Fuzz run 68").
 */
holdRatchet(new URL('fuzz-run-68.json', import.meta.url), 23, {default: 10, flat: 13, heading: 10, paragraph: 11})
