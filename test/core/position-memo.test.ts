/**
 * The memo behind attribute lists and wrapper chains: the same answers as a
 * map, on every page, the last (short) one included.
 */
import {describe, expect, it} from 'vitest'
import {PositionMemo} from '../../packages/steer-envelope/src/position-memo.js'

describe('PositionMemo', () => {
  it('answers like a map, across pages (values from -1)', () => {
    const length = 5000
    const memo = new PositionMemo(length)
    const model = new Map<number, number>()
    for (let index = 0; index < 40; index++) {
      const position = (index * 127) % (length + 1)
      const value = index % 3 === 0 ? -1 : position * 2
      memo.set(position, value)
      model.set(position, value)
      for (let probe = 0; probe <= length; probe += 61) expect(memo.get(probe)).toBe(model.get(probe))
      expect(memo.get(position)).toBe(value)
    }

    expect(memo.get(length)).toBe(model.get(length))
  })

  it('keeps a 0 result apart from “unknown”', () => {
    const memo = new PositionMemo(10)
    memo.set(3, 0)
    expect(memo.get(3)).toBe(0)
    expect(memo.get(4)).toBeUndefined()
  })
})
