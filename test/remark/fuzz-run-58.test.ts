/**
 * @file
 *   Pins of the thirty-fourth session: bodies of fuzz run 57 that the
 *   thirty-third session left open (README "Known and not yet fixed"), and
 *   fuzz run 58's findings. Each describe fails on `4fb34f2`.
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefangedFlat} from '../support/rendered.js'

describe('left open by the thirty-third session (flat model)', () => {
  // `--` on a lazy line of a quote is text, no underline: the code span the
  // image line leaves open runs on across it, and the image's description
  // with it, so the token after `]()` starts the rendered line.
  describe('a lazy `--` below an image line in a quote', () => {
    liveAfterCoreThenDefangedFlat(['>x\n![`]`z`\n--\nb`]()Amendments<i>`', '>x\n![`]`.`\n--\nb`]()Amendments<i>`'])
  })
})
