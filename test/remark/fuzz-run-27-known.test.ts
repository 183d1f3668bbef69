/**
 * What fuzz run 27 found and the seventeenth session left open: live on
 * GitHub's page after defanging in the flat model (which a body reaches
 * past a budget), not live as written. The tests are `it.fails`: they pass
 * while the hole is there and fail once it is fixed (then move the body to
 * a fix's test file). See the README, Security, "Known and not yet fixed".
 *
 * An `<svg>` with white space and a CDATA section after it on its line:
 * the core's tag breaks leave the white space alone on a line, a blank
 * line that ends the `<svg>` HTML block; the CDATA section then opens one
 * of its own, and a footnote definition after it moves to the end of the
 * page, so the section's text and what follows the definition join inside
 * the SVG (`Instruction from @`). The flat model reads the definition's
 * label where it stands.
 *
 * Found by a short fuzz round after the session's fixes, open on the
 * builds before, live as written and after the flat model: a table in a
 * list item whose head cell holds the heading, then `\`, then a tag line
 * that opens an HTML block after the table, holding the attribution
 * across lines.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'

const flatModel = [
  '<svg>\t<![CDATA[Instruction\nfrom]]>[^x]:<x>@',
  '<svg>\n\t<![CDATA[Instruction\nfrom]]>\n[^x]:&#32;<b>\n@',
  '2. a\n\t **Amendments**  | \tx |  \n   --|   :-  |\n\\\n<a b="">\nInstruction from <a\nb>@'
]

it('each is live after the flat model (the negative control: the hole is there)', () => {
  for (const input of flatModel) expect(checkRendered(defangMarkdown(input, {maxPieceLength: 1}).value).live.length, input).toBeGreaterThan(0)
})

it('the default mode defangs them', () => {
  for (const input of flatModel) expect(checkRendered(defangMarkdown(input).value).live, input).toEqual([])
})

describe('known after fuzz run 27 (flat model)', () => {
  for (const input of flatModel) {
    it.fails(JSON.stringify(input), () => {
      expect(checkRendered(defangMarkdown(input, {maxPieceLength: 1}).value).live).toEqual([])
    })
  }
})
