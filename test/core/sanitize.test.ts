/**
 * The sanitizer's search for characters to strip reads non-ASCII text
 * through a table it learns as it goes (the expression alone is slow
 * there). It must find exactly what the expression finds, for every
 * character, in any order of first meeting.
 */
import {describe, expect, it} from 'vitest'
import {sanitizeEdits, strippableClass} from '../../packages/steer-envelope/src/sanitize.js'

/**
 * @param from
 * @param to
 *   Code points, `to` excluded (surrogates skipped).
 * @returns
 *   Each as a string.
 */
function characters(from: number, to: number): string[] {
  const result: string[] = []
  for (let code = from; code < to; code++) {
    if (code < 0xd8_00 || code > 0xdf_ff) result.push(String.fromCodePoint(code))
  }

  return result
}

/**
 * Where the class itself finds candidates (each character here stands
 * between two `x`: no selector has a base, no joiner sits between emoji,
 * no two candidates touch, so every candidate starts an edit of its own).
 *
 * @param text
 * @returns
 *   Start of each candidate.
 */
function expected(text: string): number[] {
  return [...text.matchAll(new RegExp(strippableClass, 'gu'))].map((match) => match.index)
}

describe('sanitizeEdits: the learned table', () => {
  // The BMP, the supplementary planes with format characters (1, tag block
  // and selectors in 14), and lone surrogates of both kinds. Not ESC and
  // the 8-bit controls: they start escape sequences, which strip more than
  // themselves (and never reach the table: they are read directly).
  const all = [
    ...characters(0, 0x1b),
    ...characters(0x1c, 0x80),
    ...characters(0xa0, 0x1_00_00),
    ...characters(0x1_00_00, 0x2_00_00),
    ...characters(0xe_00_00, 0xe_10_00),
    '\uD835',
    '\uDC00',
    '\uDB40'
  ]

  it('finds what the expression finds, for every character, met in order', () => {
    const text = 'x' + all.join('x') + 'x'
    const starts = sanitizeEdits(text).map((edit) => edit.start)
    expect(starts.length).toBeGreaterThan(4000)
    expect(starts).toEqual(expected(text))
  })

  it('finds the same met in reverse order, and in short texts one at a time', () => {
    const reversed = 'x' + [...all].reverse().join('x') + 'x'
    expect(sanitizeEdits(reversed).map((edit) => edit.start)).toEqual(expected(reversed))
    for (const character of all.slice(0x2000, 0x2100).concat(characters(0xe_00_00, 0xe_00_80))) {
      const text = 'ab' + character + 'y'
      expect(sanitizeEdits(text).map((edit) => edit.start)).toEqual(expected(text))
    }
  })

  it('switches between the expression and the table across ASCII runs of every length', () => {
    for (let gap = 0; gap < 40; gap++) {
      const text = ('é' + 'a'.repeat(gap) + '\u200Bb').repeat(3) + 'a'.repeat(gap) + '\u{E0041}'
      expect(sanitizeEdits(text).map((edit) => edit.start)).toEqual(expected(text))
    }
  })
})
