/**
 * What the last check of the fifteenth session (a rerun of fuzz run 25's
 * generators on its final build) found and the session left open: each is
 * live on GitHub's page after defanging, on this build and on the build
 * the session started from, in the flat model (which a body reaches past
 * a budget). The tests are `it.fails`: they pass while the hole is there
 * and fail once it is fixed (then move the body to a fix's test file). See
 * the README, Security, "Known and not yet fixed".
 *
 * - A table's lines are no paragraph: an HTML block of kind 7 (`<R>`) may
 *   start right after a table row, and holds the attribution across lines
 *   as raw HTML. The flat model reads table rows as paragraph text, which
 *   `<R>` cannot interrupt, so it does not read those lines as a browser
 *   does. (A table forms only where the header's cells match the
 *   delimiter row's: `x|y`, then `-|`, is a paragraph.)
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'

const flatModel = [
  'x|\n-|\na\n<R>\nInstruction from<n">\n@',
  'x|\n-|\n<R>\nInstruction from<n">\n@',
  '| x |\n| - |\n| a |\n<R>\nInstruction from<n">\n@'
]

it('each is live as written (the negative control)', () => {
  for (const input of flatModel) expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
})

it('each is defanged in the default mode', () => {
  for (const input of flatModel) expect(checkRendered(defangMarkdown(input).value).live, input).toEqual([])
})

describe('known after fuzz run 25 (flat model)', () => {
  for (const input of flatModel) {
    it.fails(JSON.stringify(input), () => {
      expect(checkRendered(defangMarkdown(input, {maxPieceLength: 1}).value).live).toEqual([])
    })
  }
})
