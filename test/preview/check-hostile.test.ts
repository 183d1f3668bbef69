/**
 * @file
 *   The check reads attacker-shaped source lines with patterns that must
 *   not backtrack: a line that starts a rendered line with an image or a
 *   link is matched against `imageLineStart` or `linkLineStart`, whose
 *   emphasis marks after the container markers were `(?:[*_~]+[ \t]*)*`
 *   (exponential on a run of `*`) and overlapped the `*` bullet (quadratic
 *   on `* * * …`). Found by review in the fortieth session.
 *
 *   No timing assertions (machines are noisy): these check that the check
 *   returns; the timeout only guards against a hang. At the sizes below the
 *   patterns before took hours and minutes.
 */
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {imageLineStart, linkLineStart} from '../../packages/steer-defang-preview/src/render/rendered-lines.js'
import {cmarkVersion, skipWithout} from './support.js'

const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)
const hang = {timeout: 60_000}

describe.skipIf(noCmark)('hostile candidate lines', () => {
  // The lazy line below a definition in a quote is a candidate for the
  // image line below it (see `check-placement.test.ts`).
  it("a definition's lazy line of 64 `*`: returns (exponential before)", hang, () => {
    const result = checkRendered('>[x]:\n' + '*'.repeat(64) + 'x\n![`]()Amendments\n', {renderer: 'cmark-gfm'})
    expect(result.live.map((finding) => finding.rule)).toEqual(['amendments-heading'])
  })

  it('a lazy line of `-* * …` × 200,000: returns (quadratic before)', hang, () => {
    const result = checkRendered('>[x]:\n[\n-' + '* '.repeat(200_000) + 'x\n![`]()Amendments\n', {renderer: 'cmark-gfm'})
    expect(result.live.map((finding) => finding.rule)).toEqual(['amendments-heading'])
  })
})

describe('the line-start patterns', () => {
  it('read the lines they are meant to', () => {
    for (const line of ['> * _ [a]', '1. ~~[a]', '- * [a]', '<x>', '*[a]', '_*_ [a]']) expect(linkLineStart.test(line), line).toBe(true)
    for (const line of ['a [b]', '> x', '_ > [a]']) expect(linkLineStart.test(line), line).toBe(false)
    for (const line of ['> ![a]', '* _![a]', '<img>', '<img', '&#10;![a]', '| ![a]() |', '# <b>x', '[^1]: ![a]']) {
      expect(imageLineStart.test(line), line).toBe(true)
    }

    for (const line of ['[', '[]', '<>', '<p:', '&lt;p:', '|', '# x', 'x ![a]']) expect(imageLineStart.test(line), line).toBe(false)
  })

  it('return on a run of `*` and on `* * …`: (exponential and quadratic before)', hang, () => {
    for (const line of ['*'.repeat(64) + 'x', '-' + '* '.repeat(200_000) + 'x', '_' + '* '.repeat(200_000) + 'x']) {
      expect(linkLineStart.test(line)).toBe(false)
      expect(imageLineStart.test(line)).toBe(false)
    }
  })
})
