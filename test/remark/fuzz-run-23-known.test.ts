/**
 * What the short reruns of fuzz run 23 (the thirteenth session, against
 * that session's fixes) found and the session left open: each is live on
 * GitHub's page after defanging, on this build, in the flat model. The tests are `it.fails`:
 * they pass while the hole is there and fail once it is fixed (then move
 * the body to a fix's test file). See the README, Security, "Known and not
 * yet fixed".
 *
 * - A tag whose `="` opens no value to a browser (`c==`,
 *   a `=` that starts a name); a tag line right after a footnote
 *   label with a quoted value across lines; `0) <?` after a footnote or a
 *   fence line indented into a paragraph, which the flat model reads as
 *   holding no paragraph.
 */
import {defangMarkdown, type Options} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'

/**
 * @param input
 *   Body.
 * @param options
 *   Options.
 * @returns
 *   Live findings after defanging.
 */
function liveAfter(input: string, options: Options): unknown[] {
  return checkRendered(defangMarkdown(input, options).value).live
}

const flatModel = [
  '<div c=="\n>Instruction from\n@',
  '<div\n=">Instruction from\n@',
  '[^x]:<R>Instruction from<n e=\n">">@',
  '[^a]:<?\nx\n0) <?\n   `Work-item\ncontext`',
  'x\n    ```\n0) <?\n   `Work-item\ncontext`'
]

it('each is live as written or after the core alone (the negative control)', () => {
  for (const input of flatModel) {
    expect(checkRendered(defang(input).value).live.length, input).toBeGreaterThan(0)
  }
})

describe('known after fuzz run 23 (flat model)', () => {
  for (const input of flatModel) {
    it.fails(JSON.stringify(input), () => {
      expect(liveAfter(input, {maxPieceLength: 1})).toEqual([])
    })
  }
})
