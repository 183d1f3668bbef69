/**
 * `pointer`: offsets to points, against a naive model that counts line
 * breaks (CR, LF, CRLF) from the start, for offsets asked in any order.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {pointer} from 'steer-envelope'

/**
 * @param text
 *   Text.
 * @param offset
 *   Offset.
 * @returns
 *   Line and column, counted from the start.
 */
function naive(text: string, offset: number): {line: number; column: number; offset: number} {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset; index++) {
    const code = text.charCodeAt(index)
    if (code === 13 && text.charCodeAt(index + 1) === 10) {
      // The LF of a CRLF still belongs to the line the CR ends.
      if (index + 1 === offset) break
      index++
    }

    if (code === 10 || code === 13) {
      line++
      lineStart = index + 1
    }
  }

  return {line, column: offset - lineStart + 1, offset}
}

describe('pointer', () => {
  it('maps offsets like a count from the start, in order and out of order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', '\n\n'), {maxLength: 60}).map((parts) => parts.join('')),
        fc.array(fc.nat(), {maxLength: 30}),
        (text, picks) => {
          const point = pointer(text)
          for (const pick of picks) {
            const offset = pick % (text.length + 1)
            expect(point(offset)).toEqual(naive(text, offset))
          }
        }
      )
    )
  })

  it('answers for the end of a text and past a trailing break', () => {
    const point = pointer('a\r\nb\r')
    expect(point(5)).toEqual({line: 3, column: 1, offset: 5})
    expect(point(2)).toEqual({line: 1, column: 3, offset: 2})
    expect(point(3)).toEqual({line: 2, column: 1, offset: 3})
    expect(point(0)).toEqual({line: 1, column: 1, offset: 0})
  })

  it('grows its table past its first size (many lines)', () => {
    const text = 'x\n'.repeat(1000)
    const point = pointer(text)
    expect(point(1999)).toEqual({line: 1000, column: 2, offset: 1999})
    expect(point(2000)).toEqual({line: 1001, column: 1, offset: 2000})
    expect(point(641)).toEqual({line: 321, column: 2, offset: 641})
  })
})
