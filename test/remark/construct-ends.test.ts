/**
 * `ConstructEnds`: the same answers as `constructEnd`, asked about every
 * `<` of a text in any order, and linear over floods of constructs left
 * open (counted in searches, not timed).
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {ConstructEnds} from '../../packages/remark-steer-defang/src/construct-ends.js'
import {constructEnd} from '../../packages/remark-steer-defang/src/html-display.js'

const pieces = ['<', '<a', '</b', '<!--', '-->', '--!>', '<!', '<?', '>', '"', "'", '=', ' ', '\n', '/', 'x', 'a="', "b='", '<!-->', '<!--->', '</>']

describe('ConstructEnds', () => {
  it('answers as `constructEnd` for every `<`, in order and back again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), {maxLength: 40}).map((parts) => parts.join('')),
        fc.boolean(),
        (text, backwards) => {
          const ends = new ConstructEnds(text)
          const places: number[] = []
          for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) places.push(at)
          if (backwards) places.reverse()
          for (const at of places) expect(ends.end(at), JSON.stringify([text, at])).toBe(constructEnd(text, at))
        }
      ),
      {numRuns: 3000}
    )
  })

  it('finds the first `>` from any start', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('>', 'a', '<'), {maxLength: 30}).map((parts) => parts.join('')), fc.array(fc.nat()), (text, picks) => {
        const ends = new ConstructEnds(text)
        for (const pick of picks) {
          const from = pick % (text.length + 1)
          expect(ends.greater(from)).toBe(text.indexOf('>', from))
        }
      })
    )
  })

  it('answers a flood of tags left open without reading it again per `<`', () => {
    // Each tag's walk stops where an earlier one passed: the walks' memo is
    // what keeps `<a "` × n linear (a `<` per 4 characters, each reading to
    // the end, would be n²/8 steps).
    const text = '<a b="x" c '.repeat(2000)
    const ends = new ConstructEnds(text)
    let steps = 0
    const original = String.prototype.charCodeAt
    // Count reads of the text's characters.
    String.prototype.charCodeAt = function (this: string, index: number) {
      if (this === text) steps++
      return original.call(this, index)
    }

    try {
      for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) ends.end(at)
    } finally {
      String.prototype.charCodeAt = original
    }

    expect(steps).toBeLessThan(text.length * 4)
  })
})
