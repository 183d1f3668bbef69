/**
 * What the last rerun of fuzz run 24 (the fourteenth session) found and the
 * session left open: each is live on GitHub's page after defanging, on this
 * build, in the flat model (which a body reaches past a budget). The tests
 * are `it.fails`: they pass while the hole is there and fail once it is
 * fixed (then move the body to a fix's test file). See the README,
 * Security, "Known and not yet fixed".
 *
 * - A list item inside a block quote (`>- x`), then an empty ordered item
 *   in the quote that opens a list there (`>2.`): the flat model does not
 *   follow list items inside quotes, takes `>2.` for a lazy line of `x`,
 *   and the text after it for more, so `0) <?` opens an item whose HTML
 *   block hides the code span across lines after it.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'

const flatModel = ['>- x\n>2.\na\n0) <?\n   `Instruction from\n@`', '>-   x\n>2.\na\n0) <?\n   `Instruction from\n@`']

it('each is live as written (the negative control)', () => {
  for (const input of flatModel) expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
})

it('each is defanged in the default mode', () => {
  for (const input of flatModel) expect(checkRendered(defangMarkdown(input).value).live, input).toEqual([])
})

describe('known after fuzz run 24 (flat model)', () => {
  for (const input of flatModel) {
    it.fails(JSON.stringify(input), () => {
      expect(checkRendered(defangMarkdown(input, {maxPieceLength: 1}).value).live).toEqual([])
    })
  }
})
