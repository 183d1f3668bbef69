/**
 * Fuzz, 2026-12-02 (seventh session), the flat model (a fallback piece):
 *
 * - A task box the wrapper grammar skips is link text when a destination
 *   or label follows its `]`: `[ ](x)Amendments` shows ` Amendments`. The
 *   flat model read `(x)Amendments` and left the heading live.
 * - A `>` after an ATX marker or a math delimiter shows before the heading
 *   (`#> amendments`, `$$> Amendments`), but a quoted heading's check did
 *   not read past the `#` or `$`: each run quoted the heading once more
 *   (no fixed point).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

const live = [
  '[ ]()Work-item context',
  '[ ](x)Amendments',
  '[ ](u)&#65;mendments',
  '- [ ](x)Amendments',
  // A line past the depth budget sends the piece to the flat model by
  // default too.
  '[ ]()Amendments\n>>>>>>>>>>>>>>>>> x',
  '[ ](u)Instruction from @x\n>>>>>>>>>>>>>>>>> x'
]

// Not live as written; the flat model edits them (conservatively), and
// the result must be a fixed point.
const quiet = [
  '>[^1]:\n#a&zwj;mendments|9\n|-',
  '#a&zwj;mendments|9\n|-',
  '##a&zwj;mendments|9\n|-',
  '>[^1]:\n#amendments|9\n|-\n>>>>>>>>>>>>>>>>> x',
  // The same after a math delimiter, in every mode.
  '>[^1]:$$Amendments',
  '$$Amendments',
  // And after anything else that shows before a `> ` put there (no `<`
  // on the line, no end of a comment before it).
  '>[^1]:[$$Amendments',
  '\u3000[^1]:wOrk-i&#116E&#109 Co&#110text&WORk-ItEm conTExt$'
]

describe('flat model: task boxes that are link text, ATX markers before a quoted heading', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })

  test('a task box before text is no link: a list item is left alone', () => {
    expect(defangMarkdown('- [ ] Amendments to the plan', {maxPieceLength: 1}).edits).toEqual([])
  })
})
