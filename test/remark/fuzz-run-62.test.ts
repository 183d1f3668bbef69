/**
 * @file
 *   Fuzz run 62's findings (thirty-eighth session, against `0ad1f7e`) that
 *   the session fixed in the engine. Each describe fails on `0ad1f7e`. (The
 *   fixes of the check, and of the runs after a line's block marks, are
 *   pinned in `test/preview/check-placement.test.ts` and
 *   `code-span-masks.test.ts`; the minimized bodies, as a ratchet, in
 *   `fuzz-run-62.json`.)
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

// cmark-gfm 0.29 ends a title at a closing quote with a backslash before
// it where no later quote stands in the paragraph (the longest match of
// its title pattern); micromark reads `\"` as escaped, and the title as
// left open. The definition takes the title's line, and the image line
// below starts the paragraph on GitHub.
describe('a title closed by `\\"`, no later quote in its paragraph', () => {
  liveThenDefangedEverywhere([
    '[x]:u "`\\"\n![``#` `b`]()Instruction from @`',
    '0) 2) [x]:u\n"`\\"\n![``a`]\n`b`]()Amendments\n`'
  ])

  // Where the code spans do not tell (micromark pairs the title's run with
  // the image line's, cmark-gfm leaves the image line's alone, as a spec
  // reading would), the flat model reads from the definition on.
  liveThenDefangedInEveryMode([
    '[x]:u\n"`\\"\n![`]()Instruction from @',
    '0) 2) [x]:u\n"`\\"\n![``a`]`]()Amendments'
  ])
})

// A `](` with no `[` before it reads a title across lines, which holds a
// link GitHub makes (`[](x "\")`, its title `\`); the reading of links
// that diverge passed over it, inside that title.
describe('a link GitHub makes, inside a title read across lines from a `](` that opens none', () => {
  liveThenDefangedInEveryMode(['](x "\n[](x "\\")Work-item context', '](x "\n[](x "\\")Amendments'])
})
