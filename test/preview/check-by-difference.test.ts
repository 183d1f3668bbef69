/**
 * @file
 *   The check places a quoted heading the line model cannot place by
 *   rendering the source again with the token's first letter changed on
 *   each line it may start on (forty-fourth session): the one line whose
 *   change shows in the rendered line is where it comes from, and the
 *   heading is defanged where that line is quoted. Each `defanged` case is
 *   live to the line model alone (`placeByVariants: false`), and each raw
 *   form stays live (negative controls).
 */
import {describe, expect, test} from 'vitest'
import {checkRendered, renderCmarkGfm} from 'steer-defang-preview/check'
import {checkFindings, cmarkVersion, skipWithout} from './support.js'

const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

/** A lazy destination line above the quoted one, which micromark and the line model cannot tell apart. */
const placed = [
  // The definition takes the second line as its destination (fuzz run 75).
  '>0) [x]:\n[]()Amendments\n> []()Amendments\n[',
  '>[x]:[\n[]( )\n> []()Amendments',
  // The second line escapes a character: the line model cannot tell its
  // width (a negative control of `check-placement.test.ts`).
  '>[1]:|\n[]()\\Work-item contex\n> []()Work-item context\n!'
]

describe.skipIf(noCmark)('placing a quoted heading by rendering variants', () => {
  test('each is defanged, on its own quoted line', () => {
    expect(checkFindings(placed[0]!)).toEqual({live: [], defanged: ['amendments-heading@1']})
    for (const markdown of placed) expect(checkRendered(markdown).live, markdown).toEqual([])
  })

  test('the line model alone reports each live (control)', () => {
    for (const markdown of placed) {
      expect(checkRendered(markdown, {placeByVariants: false}).live.length, markdown).toBeGreaterThan(0)
    }
  })

  test('the raw bodies, whose line is lazy, stay live (negative controls)', () => {
    for (const markdown of placed) {
      const raw = markdown.replace('\n> ', '\n')
      expect(raw).not.toBe(markdown)
      expect(checkRendered(raw).live.map((finding) => finding.rule), raw).toEqual([
        markdown.includes('Amendments') ? 'amendments-heading' : 'context-heading'
      ])
    }
  })

  test('given HTML is not rendered again: the line model decides', () => {
    const markdown = placed[0]!
    const html = renderCmarkGfm(markdown)
    expect(checkRendered(markdown, {html}).live.length).toBeGreaterThan(0)
  })

  test('a backtick run first on the line, with one of its length above, stays live', () => {
    // The run closes a code span with nothing but a line ending in it,
    // which starts the rendered line on the lazy line above.
    const markdown = '>[x]:\n![`]\n`\n> `Amendments'
    expect(checkRendered(markdown).live.length).toBeGreaterThan(0)
    // After text, such a run shows what its span holds before the token.
    expect(checkRendered('>[1]:\n![`\n> ![`]()Amendments').live).toEqual([])
  })

  test('a code span that holds a line ending alone starts the line above', () => {
    // The definition takes `"` for its destination; the paragraph's span
    // holds the line ending only, and its first line is the quoted one
    // (fuzz run 75).
    expect(checkRendered('>[x]:\n"\n> `\n`[]()Amendments').live).toEqual([])
    expect(checkRendered('>[x]:\n"\n> `\n`[]()Amendments', {placeByVariants: false}).live.length).toBeGreaterThan(0)
    // Where that line is lazy, the heading is live (negative control).
    expect(checkRendered('>[x]:\n"\n`\n`[]()Amendments').live.length).toBeGreaterThan(0)
  })

  test('a closer before the token that a line above may open stays live', () => {
    // The image that hides the lines between starts on the third line.
    const markdown = '>x\n![`]`\n![`]`\n![`]`\n> ]!]()Amendments'
    expect(checkRendered(markdown).live.length).toBeGreaterThan(0)
  })

  test('a line with no source point, in a block a browser makes', () => {
    // `<div>` in a paragraph: the browser ends the paragraph and shows the
    // heading in the `<div>`, which cmark-gfm gives no position.
    const markdown = '> [\n<!b<div>\n> Amendments'
    expect(checkRendered(markdown, {placeByVariants: false}).live.length).toBeGreaterThan(0)
    expect(checkRendered(markdown).live).toEqual([])
    // The lazy line stays live (negative control).
    expect(checkRendered('> [\n<!b<div>\nAmendments').live.length).toBeGreaterThan(0)
  })

  test('renders at most 64 variants in one check: the headings past that stay live', () => {
    const markdown = (placed[0]! + '\n\n').repeat(70)
    const report = checkRendered(markdown)
    // Two lines of each spell the token: 32 are placed.
    expect(report.defanged.length).toBe(32)
    expect(report.live.length).toBe(38)
  })

  test('a lazy line below the quoted one stays live', () => {
    // The three lines render in one paragraph: the last one's token starts
    // a rendered line, and its source line is not quoted.
    const markdown = '>[x]:\n[]()Amendments\n> []()Amendments\n[]( )\n[]()Amendments'
    const report = checkRendered(markdown)
    expect(report.live.length).toBeGreaterThan(0)
  })
})
