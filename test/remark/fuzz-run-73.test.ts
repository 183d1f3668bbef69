/**
 * @file
 *   Fuzz run 73's 43 minimized bodies (forty-third session, 75 minutes
 *   against `eae2b1e`, judged in the four modes), held as a ratchet as run
 *   72's are: each is live as written (the negative control), no more of
 *   them than the counts below come out live in each mode, and none as no
 *   fixed point. A fix lowers a count (lower it here too); a regression
 *   raises one, and fails.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 43), on the forty-third
 * session's last build; on `eae2b1e`: 9, 36, 10 and 15, and one no fixed
 * point in the default mode and behind the heading. The session's fixes
 * are pinned in `fuzz-run-73-fixes.test.ts`. The seven left in the
 * default mode are each a paragraph below a definition whose destination
 * is a lazy line (`>[x]:`, `[]()Amendments`, then `[]()Amendments`;
 * `>[1]:`, `` ![` ``, then an image line): the output quotes the line that
 * shows the heading, and the check cannot tell it from the destination's
 * line (see `docs/security.md`, "Fuzz run 73").
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 7, 25, 7 and 9 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-73.json', import.meta.url), 43, {default: 0, flat: 9, heading: 0, paragraph: 0})
