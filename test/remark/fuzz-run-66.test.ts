/**
 * @file
 *   Fuzz run 66's 21 minimized bodies (thirty-ninth session, 22 minutes
 *   against `5e18767`, judged in the four modes), held as a ratchet as
 *   run 65's are. Its one engine finding, a title across lines below a
 *   definition indented a space, is pinned in `fuzz-run-64.test.ts`.
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 21), on the thirty-ninth
 * session's last build; on `5e18767`: 11, 16, 11 and 12; on `7e7e6e0`:
 * 11, 16, 11 and 16. Those left in the default mode are the check's
 * placement past definitions (seven), a definition in a list item whose
 * title runs across lines (`* [x]:u`, `"`, `` `\" ``), and two with run
 * 61's `WWW.` autolink (see `docs/security.md`, "Fuzz run 66").
 */
holdRatchet(new URL('fuzz-run-66.json', import.meta.url), 21, {default: 10, flat: 16, heading: 10, paragraph: 12})
