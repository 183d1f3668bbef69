/**
 * The AST engine's rendered line starts against GitHub's (cmark-gfm) on the
 * parity catalog: every rendered line GitHub starts with a structural token
 * must be a rendered line of the AST engine too, starting on the same
 * source line with the same text. Differences are listed (and justified in
 * docs/ast-engine.md); a listed difference that agrees again fails, so the
 * list cannot go stale.
 */
import {prepare} from 'steer-envelope'
import {renderedLineStarts} from 'steer-defang-preview/check'
import {describe, expect, test} from 'vitest'
// Internal modules: the engine does not export its rendered lines.
import {collectDefinitions} from '../../packages/remark-steer-defang/src/definitions.js'
import {createParser, readings} from '../../packages/remark-steer-defang/src/parse.js'
import {sourceStart} from '../../packages/remark-steer-defang/src/line.js'
import {renderedLines} from '../../packages/remark-steer-defang/src/rendered-lines.js'
import {cmarkVersion, parityCases, skipWithout} from '../preview/support.js'

const token = /^(?:amendments|work-item context|instruction from @|\[\/?work-item-context\])/iu

/**
 * Documents where the AST engine's line starts differ from GitHub's, and why.
 */
const DIFFERENCES: Readonly<Record<string, string>> = {}

/**
 * Source line (1-based) of an offset.
 *
 * @param text
 *   Source.
 * @param offset
 *   Offset.
 * @returns
 *   Line.
 */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split(/\r\n|\r|\n/).length
}

/**
 * Collapse white space as HTML does.
 *
 * @param value
 *   Text.
 * @returns
 *   Collapsed, trimmed text.
 */
function collapse(value: string): string {
  return value.replace(/[ \t\n]+/g, ' ').trim()
}

const cases = parityCases().filter((item) => prepare(item.markdown).edits.length === 0)
let counted = 0

/**
 * Compare GitHub's token line starts of one document with the AST engine's.
 *
 * @param markdown
 *   Document.
 * @param html
 *   Its cmark-gfm rendering.
 * @param withoutEngine
 *   Negative control: pretend the engine found no lines.
 * @returns
 *   How many GitHub starts were compared, and those the engine misses.
 */
function compare(
  markdown: string,
  html: string,
  withoutEngine = false
): {compared: number; missing: string[]} {
  const parse = createParser(collectDefinitions(markdown))
  const read = readings(parse, markdown, Number.POSITIVE_INFINITY)
  if (!read) throw new Error('Unexpected missing parse')
  const window = {prefix: 0, start: 0, length: markdown.length}
  // Both readings, as the engine reads a piece (micromark’s, and GitHub’s
  // where they differ).
  const lines = [...renderedLines(read.parsed, window)]
  if (read.variant) lines.push(...renderedLines(read.variant, {...window, insertions: read.insertions}))
  const ast = withoutEngine
    ? []
    : lines
        .filter((line) => line.text.length > 0)
        .map((line) => ({line: lineOf(markdown, sourceStart(line, 0)), text: collapse(line.text)}))

  let compared = 0
  const missing: string[] = []
  for (const start of renderedLineStarts(markdown, {html}).starts) {
    // github.com draws a leading task box as a checkbox, not text.
    const text = collapse(start.text).replace(/^\[[ xX]\]\s*/, '')
    if (!start.exact || !token.test(text)) continue
    compared++
    const prefix = text.slice(0, 17).toLowerCase()
    const found = ast.some((line) => line.line === start.line && line.text.toLowerCase().startsWith(prefix))
    if (!found) missing.push(start.line + ': ' + text)
  }

  return {compared, missing}
}

describe.skipIf(skipWithout('cmark-gfm', cmarkVersion !== undefined))(
  'AST engine line starts cover GitHub’s',
  () => {
    test('the comparison covers most of the catalog', () => {
      expect(cases.length).toBeGreaterThanOrEqual(200)
    })

    test.each(cases.map((item) => [item.name, item] as const))('%s', (name, item) => {
      const {compared, missing} = compare(item.markdown, item.html)
      if (name in DIFFERENCES) expect(missing, 'listed difference agrees now').not.toEqual([])
      else expect(missing).toEqual([])
      counted += compared
    })

    test('compares a token line start in most documents (the comparison can fail)', () => {
      expect(counted).toBeGreaterThanOrEqual(cases.length / 2)
      // Negative control: without the engine's lines, every compared start is missing.
      const item = cases.find((entry) => entry.name === 'atx-h2--amendments')!
      expect(compare(item.markdown, item.html, true).missing).toEqual(['1: Amendments'])
    })
  }
)
