/**
 * What the short rerun of fuzz run 22 (the twelfth session, against that
 * session's fixes) found and the session left open: each is live on
 * GitHub's page after defanging, on this build: in the flat model, and
 * for a mixed-case CDATA section in the default mode too. The
 * tests are `it.fails`: they pass while the hole is there and fail once it
 * is fixed (then move the body to a fix's test file). See the README,
 * Security, "Known and not yet fixed".
 *
 * - In the flat model: a code span across lines inside an image's
 *   description (its `]` is code); a CDATA section in mixed case whose
 *   content holds a lower-case declaration; a tag left open across
 *   HTML lines after a footnote definition.
 * - In every mode: a tag across lines inside a CDATA section in mixed
 *   case, which a browser reads as a bogus comment ended at its first `>`
 *   (the `>` that ends the tag is taken for a quote marker).
 */
import {defangMarkdown, type Options} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'

const overBudget = '*a* '.repeat(140) + '\n'

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
  '![a`]\n`\nb](u)Work-item context',
  '![`]\n`a]()Work-item context',
  '<![CdaTa[<!a\n>Work-item\n\ncontext',
  '<![CdATA[dATA[x- > \n<!x\n</blockquote>Work-item\n\ncontext\n]]>\n-',
  'x\n[^x]: a\n<R>\nInstruction from\n<n e="\n<div>\n">\n</div>\n @'
]

it('each is live as written (the negative control)', () => {
  for (const input of flatModel) {
    expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
  }
})

// In the default mode too: a tag across lines inside a CDATA section in
// mixed case (a bogus comment to a browser, ended at its first `>`).
const defaultMode = ['<![CdaTa[>\n<a\ra>Work-item\ncontext]]>', '<![CdATA[>\n</blockqu\r\note x><e>Work-item\ncontext]]>']

it('these are live as written too (the negative control)', () => {
  for (const input of defaultMode) {
    expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
  }
})

describe('known after fuzz run 22 (default mode)', () => {
  for (const input of defaultMode) {
    it.fails(JSON.stringify(input), () => {
      expect(liveAfter(input, {})).toEqual([])
    })
  }
})

describe('known after fuzz run 22 (flat model)', () => {
  for (const input of flatModel) {
    it.fails(JSON.stringify(input), () => {
      expect(liveAfter(input, {maxPieceLength: 1})).toEqual([])
    })
  }

  it('is reached behind a paragraph over the markup budget too', () => {
    const input = overBudget + '![a`]\n`\nb](u)Work-item context'
    expect(defangMarkdown(input).fallback.used).toBe(true)
  })
})
