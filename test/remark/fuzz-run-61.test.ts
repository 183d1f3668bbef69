/**
 * @file
 *   Fuzz run 61's minimized bodies (`fuzz-run-61.json`, found against
 *   `5b55c9e`), held as a ratchet: each is live as written (the negative
 *   control), no more of them than the counts below come out live in each
 *   mode, and none as no fixed point (`holdRatchet`). A fix lowers a count
 *   (lower it here too); a regression raises one, and fails. What each
 *   shape is, and which are the checker's placement, is in
 *   `docs/security.md` ("Fuzz run 61").
 */
import {holdRatchet} from '../support/ratchet.js'

/**
 * Most bodies live after defanging, per mode (of 95): on the thirty-seventh
 * session's last build 7, 75, 75; since the thirty-eighth, whose body below
 * a heading is parsed (see `heading-cuts.test.ts`), also behind a paragraph
 * over the markup budget (61 then), whose body took it to the flat model
 * until the thirty-ninth: one that opens with a quote, a list item or a
 * footnote definition is parsed now (see `paragraph-cuts.test.ts`), and
 * all flat 70 then (the flat model reads a piece that ends where such a
 * line starts a block up to that line only, and flat pieces end there).
 * The fortieth session's fixes (see `fuzz-run-66-fixes.test.ts`) took the
 * counts from 2, 63, 2 and 10 to 1, 56, 1 and 5 (the forty-first
 * session's last build, `0123654`, too); the forty-second's (see
 * `fuzz-run-71-fixes.test.ts`) to these. The one left in the default mode
 * is `[<!b<div>Amendments`, whose rendered line the check cannot place.
 * The forty-third session's fixes (see `fuzz-run-73-fixes.test.ts`) took
 * them from 1, 46, 1 and 2 (on `eae2b1e`) to these.
 * The forty-fourth session (see `fuzz-run-75-fixes.test.ts`) took them
 * from 1, 43, 1 and 2 (on `4241232`) to these: the flat model reads a
 * line with an image and a backtick as one that may leave brackets
 * open, and the check places quoted headings by rendering variants
 * (see `check-by-difference.test.ts`).
 */
holdRatchet(new URL('fuzz-run-61.json', import.meta.url), 95, {default: 0, flat: 14, heading: 0, paragraph: 0})
