/**
 * @file
 *   Fuzz run 66's 21 minimized bodies (thirty-ninth session, 22 minutes
 *   against `5e18767`, judged in the four modes), held as a ratchet as
 *   run 65's are. Its one engine finding, a title across lines below a
 *   definition indented a space, is pinned in `fuzz-run-64.test.ts`.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 21), on the fortieth
 * session's last build; on the thirty-ninth's (`6ba1d13`) 10, 16, 10 and
 * 12; on `5e18767`: 11, 16, 11 and 12; on `7e7e6e0`: 11, 16, 11 and 16.
 * The one left in the default mode is the check's placement of a line
 * that starts with a link with no text past a definition whose lazy line
 * holds an unclosed one (`>[x]:[`, `[](`, `[]()Amendments`); the fortieth
 * session's fixes are pinned in `fuzz-run-66-fixes.test.ts` and
 * `test/preview/check-placement.test.ts` (see `docs/security.md`, "Fuzz
 * run 66" and "Fortieth session").
 */
holdRatchet(new URL('fuzz-run-66.json', import.meta.url), 21, {default: 1, flat: 8, heading: 1, paragraph: 1})
