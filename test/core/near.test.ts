/**
 * `indexOfNear`: the same answers as `indexOf`, near and far.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {indexOfNear} from '../../packages/steer-envelope/src/near.js'

describe('indexOfNear', () => {
  it('finds what `indexOf` finds, from any start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<', 'a', ' ', 'bcdefghij', '|'), {maxLength: 40}).map((parts) => parts.join('')),
        fc.nat(),
        (text, pick) => {
          const from = pick % (text.length + 2)
          expect(indexOfNear(text, 60, '<', from)).toBe(text.indexOf('<', from))
        }
      )
    )
  })

  it('finds a character past the first eight, and none at the end', () => {
    expect(indexOfNear('0123456789<', 60, '<', 0)).toBe(10)
    expect(indexOfNear('01234567<', 60, '<', 0)).toBe(8)
    expect(indexOfNear('0123<', 60, '<', 5)).toBe(-1)
    expect(indexOfNear('', 60, '<', 0)).toBe(-1)
  })
})
