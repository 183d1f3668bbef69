/**
 * `commonMarkTagEnd` reads a tag as CommonMark (cmark-gfm 0.29) does, within
 * a line: where it may go on past the line (white space and quoted values
 * may hold a line ending) it says so, and only there; such a text is sent
 * to the flat model (see `inline-divergence.ts`), so a wrong "may go on"
 * costs a slower reading of ordinary prose.
 */
import {describe, expect, it} from 'vitest'
import {commonMarkTagEnd} from '../../packages/remark-steer-defang/src/flat/html.js'

/**
 * @param text
 *   Text whose first line holds the `<` at 0.
 * @returns
 *   What `commonMarkTagEnd` says for that line.
 */
function onFirstLine(text: string): number {
  const end = text.indexOf('\n')
  return commonMarkTagEnd(text, 0, end === -1 ? text.length : end)
}

describe('commonMarkTagEnd', () => {
  it('ends a whole tag on the line', () => {
    expect(onFirstLine('<b c=d/e>x')).toBe(9)
    expect(onFirstLine('<b c="x y">')).toBe(11)
    expect(onFirstLine('</b >')).toBe(5)
    expect(onFirstLine('<br/>')).toBe(5)
  })

  it('says a tag may go on where white space or a quoted value may hold a line ending', () => {
    expect(onFirstLine('<m\nc=d/]>')).toBe(-2)
    expect(onFirstLine('<m c\n=d>')).toBe(-2)
    expect(onFirstLine('<m c=\n"d">')).toBe(-2)
    expect(onFirstLine('<m c="x\ny">')).toBe(-2)
    expect(onFirstLine('</m\n>')).toBe(-2)
  })

  it('makes no tag where a line ending cannot stand', () => {
    // After `<` or `</` the name follows at once; `/>` is one token.
    expect(onFirstLine('<\na>')).toBe(-1)
    expect(onFirstLine('</\na>')).toBe(-1)
    expect(onFirstLine('<a /\n>')).toBe(-1)
    expect(onFirstLine('<a b c=>')).toBe(-1)
    expect(onFirstLine('<1a>')).toBe(-1)
  })
})
