/**
 * `LineBreaks` (flat model) answers for every marker of a line as
 * `isThematicBreak` does for the rest of the line, in time linear in the
 * line (a walk asks at every `*` or `-` of a run of markers; `pnpm bench`
 * times that: `deep list`).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {isThematicBreak, LineBreaks} from '../../packages/remark-steer-defang/src/flat/containers.js'

/** Lines of marks, white space and a little else, in a text with other lines. */
const lineArbitrary = fc
  .array(fc.constantFrom('*', '-', ' ', '\t', '* ', '- ', 'x', '_'), {maxLength: 40})
  .map((parts) => parts.join(''))

/**
 * @param answer
 *   What to check against `isThematicBreak`.
 * @returns
 *   The property.
 */
function agrees(answer: (text: string, at: number, to: number) => boolean) {
  return fc.property(lineArbitrary, fc.string({maxLength: 5}), (line, before) => {
    const text = before + '\n' + line + '\nafter'
    const from = before.length + 1
    const to = from + line.length
    for (let at = from; at < to; at++) {
      const code = text.charCodeAt(at)
      if (code !== 42 && code !== 45) continue
      expect(answer(text, at, to), JSON.stringify([line, at - from])).toBe(isThematicBreak(text, at, to))
    }
  })
}

describe('LineBreaks', () => {
  it('answers as `isThematicBreak` does, at every marker', () => {
    fc.assert(
      agrees((text, at, to) => new LineBreaks(text, to).at(at)),
      {numRuns: 1000}
    )
    // One object per line, asked in order, as a walk asks it.
    fc.assert(
      fc.property(lineArbitrary, (line) => {
        const breaks = new LineBreaks(line, line.length)
        for (let at = 0; at < line.length; at++) {
          const code = line.charCodeAt(at)
          if (code === 42 || code === 45) expect(breaks.at(at)).toBe(isThematicBreak(line, at, line.length))
        }
      }),
      {numRuns: 1000}
    )
  })

  it('counting marks alone does not (the negative control)', () => {
    const marksOnly = (text: string, at: number, to: number): boolean => {
      let marks = 0
      for (let index = at; index < to; index++) if (text.charCodeAt(index) === text.charCodeAt(at)) marks++
      return marks >= 3
    }

    expect(() => fc.assert(agrees(marksOnly), {numRuns: 1000})).toThrow()
  })
})
