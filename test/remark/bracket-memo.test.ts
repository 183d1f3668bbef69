/**
 * `BracketMemo` (flat model) answers as `bracketMatches` does, whatever
 * stretches are asked about in whatever order: it keeps the readings of
 * the stretches read last, which a reading across lines asks about again
 * at each line it goes on to.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {BracketMemo, bracketMatches, type BracketReading} from '../../packages/remark-steer-defang/src/flat/links.js'

/** Text of brackets, code, escapes, HTML and line feeds. */
const textArbitrary = fc
  .array(fc.constantFrom('[', ']', '(', ')', '`', '``', '!', '\\', '<', '>', 'x', ' ', '\n', '<a>', '](u)'), {maxLength: 60})
  .map((parts) => parts.join(''))

/** Stretches asked about (start, length, loose), often the same ones. */
const queriesArbitrary = fc.array(fc.tuple(fc.nat(40), fc.nat(40), fc.boolean()), {minLength: 1, maxLength: 30})

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param loose
 *   Looseness.
 * @returns
 *   `bracketMatches`, with its strays.
 */
function direct(text: string, from: number, to: number, loose: boolean): BracketReading {
  const strays = {closers: [] as number[], openers: [] as number[]}
  const {matches, nested} = bracketMatches(text, from, to, loose, strays)
  return {matches, nested, closers: strays.closers, openers: strays.openers}
}

/**
 * Ask a memo-like getter about each stretch, and compare with `direct`.
 *
 * @param get
 *   Getter.
 * @returns
 *   The property.
 */
function agrees(get: (text: string, from: number, to: number, loose: boolean) => BracketReading) {
  return fc.property(textArbitrary, textArbitrary, queriesArbitrary, (first, second, queries) => {
    for (const [index, [start, length, loose]] of queries.entries()) {
      // Two texts, asked about in turn: a memo must not answer for the other.
      const text = index % 3 === 2 ? second : first
      const from = Math.min(start, text.length)
      const to = Math.min(from + length, text.length)
      expect(get(text, from, to, loose)).toEqual(direct(text, from, to, loose))
    }
  })
}

describe('BracketMemo', () => {
  it('answers as `bracketMatches` does', () => {
    const memo = new BracketMemo()
    fc.assert(agrees((text, from, to, loose) => memo.get(text, from, to, loose)), {numRuns: 500})
  })

  it('a memo keyed by the start alone does not (the negative control)', () => {
    const kept = new Map<number, BracketReading>()
    const byStart = (text: string, from: number, to: number, loose: boolean): BracketReading => {
      const reading = kept.get(from) ?? direct(text, from, to, loose)
      kept.set(from, reading)
      return reading
    }

    expect(() => fc.assert(agrees(byStart), {numRuns: 500})).toThrow()
  })

  it('starts again past its size, and keeps no text after `forget`', () => {
    const memo = new BracketMemo()
    const text = '[a](u) '.repeat(50_000)
    const whole = memo.get(text, 0, text.length, false)
    expect(whole).toEqual(direct(text, 0, text.length, false))
    for (let from = 0; from < text.length; from += 7000) {
      expect(memo.get(text, from, from + 7000, true)).toEqual(direct(text, from, from + 7000, true))
    }

    memo.forget()
    expect(memo.get('[x]', 0, 3, false)).toEqual(direct('[x]', 0, 3, false))
  })
})
