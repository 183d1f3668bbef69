/**
 * `indexOfNear` and `indexOfDelimiter`: the same answers as `indexOf`, near
 * and far.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {indexOfDelimiter, indexOfNear} from '../../packages/steer-envelope/src/near.js'

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

describe('indexOfDelimiter', () => {
  it('finds what `indexOf` finds, for every delimiter, from any start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('?', '>', '-', ']', '<', 'a', '\n', '?>', '-->', ']]>', '>>>>>>>>>>'), {maxLength: 40}).map((parts) =>
          parts.join('')
        ),
        fc.constantFrom('>', '?>', '-->', ']]>'),
        fc.nat(),
        (text, delimiter, pick) => {
          const from = pick % (text.length + 2)
          expect(indexOfDelimiter(text, delimiter, from)).toBe(text.indexOf(delimiter, from))
        }
      )
    )
  })

  it('finds a delimiter at the start, past a run of its first characters, and none cut off', () => {
    expect(indexOfDelimiter('?>', '?>', 0)).toBe(0)
    expect(indexOfDelimiter('-----> -->', '-->', 0)).toBe(3)
    expect(indexOfDelimiter('-->', '-->', 1)).toBe(-1)
    expect(indexOfDelimiter(']]', ']]>', 0)).toBe(-1)
    expect(indexOfDelimiter('?'.repeat(100) + '>', '?>', 5)).toBe(99)
  })
})
