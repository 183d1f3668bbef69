/**
 * @file
 *   Fuzz run 66's 21 minimized bodies (thirty-ninth session, 22 minutes
 *   against `5e18767`, judged in the four modes), held as a ratchet as
 *   run 65's are. Its one engine finding, a title across lines below a
 *   definition indented a space, is pinned in `fuzz-run-64.test.ts`.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 21), on the forty-first
 * session's last build; on the fortieth's (`88004d0`) 1, 8, 1 and 1; on
 * the thirty-ninth's (`6ba1d13`) 10, 16, 10 and 12; on `5e18767`: 11, 16,
 * 11 and 12; on `7e7e6e0`: 11, 16, 11 and 16. None is left in the default
 * mode: the check places a line that starts with a link with no text past
 * a definition whose lazy line holds an unclosed one (`>[x]:[`, `[](`,
 * `[]()Amendments`) by the start of the text before it (see
 * `test/preview/check-placement.test.ts`); the fortieth session's fixes
 * are pinned in `fuzz-run-66-fixes.test.ts` (see `docs/security.md`, "Fuzz
 * run 66", "Fortieth session" and "Forty-first session").
 * On the forty-first session's last build (`0123654`): 0, 8, 0 and
 * 0; the forty-second's fixes (see `fuzz-run-71-fixes.test.ts`) took
 * them to these.
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 0, 7, 0 and 0 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 0, 6, 0 and 0 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-66.json', import.meta.url), 21, {default: 0, flat: 2, heading: 0, paragraph: 0})
