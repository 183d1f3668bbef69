/**
 * @file
 *   Fuzz run 74's 15 minimized bodies (forty-third session, 40 minutes
 *   against `82faa6c`, judged in the four modes), held as a ratchet as run
 *   73's are: each is live as written (the negative control), no more of
 *   them than the counts below come out live in each mode, and none as no
 *   fixed point. A fix lowers a count (lower it here too); a regression
 *   raises one, and fails.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 15), on the forty-third
 * session's last build; on `82faa6c` and on `eae2b1e` alike: 8, 9, 8 and
 * 8 (the run found nothing that session's changes broke). Its one fix, a
 * definition only cmark-gfm reads whose lines hold a backtick run, is
 * pinned in `fuzz-run-73-fixes.test.ts`. Of the five left in the default
 * mode, four are a paragraph below a definition whose destination is a
 * lazy line, which the check cannot place (see `fuzz-run-73.test.ts`);
 * one is open: `WWW.``, then three image lines, then `]!]()Amendments`
 * (see `docs/security.md`, "Fuzz run 74").
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 5, 9, 5 and 7 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-74.json', import.meta.url), 15, {default: 0, flat: 2, heading: 0, paragraph: 0})
