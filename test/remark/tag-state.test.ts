/**
 * The tag reader every line walker shares (`tag-state.ts`) must end a tag
 * where a browser does. The oracle is parse5 (the HTML parser under
 * rehype-raw, which follows the WHATWG tokenizer): the end offset of the
 * start tag it reads. A walker that lets any `"` after any `=` open a
 * value (what the three walkers did before; fuzz run 23) is the negative
 * control.
 */
import fc from 'fast-check'
import {parseFragment} from 'parse5'
import {describe, expect, it} from 'vitest'
import {
  acrossLineBreak,
  inTagName,
  walkTag
} from '../../packages/remark-steer-defang/src/tag-state.js'

/**
 * @param html
 *   HTML starting with `<b` and a tag's rest.
 * @returns
 *   Index after the `>` that ends the `<b` tag for parse5, or -1 when the
 *   tag runs to the end (parse5 then drops it).
 */
function browserEnd(html: string): number {
  const fragment = parseFragment(html, {sourceCodeLocationInfo: true})
  const first = fragment.childNodes[0]
  if (!first || !('tagName' in first)) return -1
  return first.sourceCodeLocation?.startTag?.endOffset ?? -1
}

/**
 * @param html
 *   HTML starting with `<b`.
 * @returns
 *   Where `walkTag` ends the tag, reading it a line at a time (the state
 *   carried across each break as the flat model carries it).
 */
function walkedByLines(html: string): number {
  let state = inTagName
  let lineStart = 2
  while (true) {
    let lineEnd = html.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = html.length
    const end = walkTag(html, lineStart, lineEnd, state)
    if (end >= 0) return end
    if (lineEnd === html.length) return -1
    state = acrossLineBreak(-1 - end)
    lineStart = lineEnd + 1
  }
}

/**
 * The walkers before fuzz run 23's fix: a quote after any `=` opens a
 * value.
 *
 * @param html
 *   HTML starting with `<b`.
 * @returns
 *   Where that walker ends the tag, or -1.
 */
function naiveEnd(html: string): number {
  let open = 0
  let afterEquals = false
  for (let at = 2; at < html.length; at++) {
    const code = html.charCodeAt(at)
    if (open !== 0) {
      if (code === open) open = 0
    } else if ((code === 34 || code === 39) && afterEquals) {
      open = code
      afterEquals = false
    } else if (code === 62) {
      return at + 1
    } else if (code !== 32 && code !== 9 && code !== 10) {
      afterEquals = code === 61
    }
  }

  return -1
}

const tagRest = fc.string({
  unit: fc.constantFrom('a', 'c', '=', '"', "'", ' ', '\n', '\t', '/', '>', '<', '`'),
  maxLength: 14
})

describe('tag-state', () => {
  it('ends a tag where parse5 does (property)', () => {
    fc.assert(
      fc.property(tagRest, (rest) => {
        const html = '<b' + rest
        const end = walkTag(html, 2, html.length, inTagName)
        expect(end < 0 ? -1 : end).toBe(browserEnd(html))
        expect(walkedByLines(html)).toBe(browserEnd(html))
      }),
      {numRuns: 3000}
    )
  })

  it('ends the shapes fuzz run 23 found where parse5 does', () => {
    for (const html of ['<b c=="\n>x', '<b\n=">x', '<b e=\n">">x', '<b/="x>', '<b a/="x>">', '<b a= =">']) {
      expect(walkedByLines(html), html).toBe(browserEnd(html))
    }
  })

  it('the negative control: the naive walker disagrees with parse5', () => {
    const disagree = ['<b c=="\n>x', '<b\n=">x'].filter((html) => naiveEnd(html) !== browserEnd(html))
    expect(disagree.length).toBe(2)
    expect(() => {
      fc.assert(
        fc.property(tagRest, (rest) => {
          const html = '<b' + rest
          expect(naiveEnd(html)).toBe(browserEnd(html))
        }),
        {numRuns: 3000}
      )
    }).toThrow()
  })
})

