/**
 * Findings of a fuzz run judged by the browser oracle (2026-12-03: bodies
 * from the grammar fuzzers and mutations of every input in the tests,
 * defanged, rendered by cmark-gfm and laid out in headless Chromium; see
 * `test/preview/browser-lines.ts`), each fixed with a test that fails on the
 * build before the fix.
 *
 * - Where cmark-gfm 0.29 reads a table and micromark a paragraph (`\\|`
 *   is an escaped `|` to cmark-gfm, an escaped `\` then a cell break to
 *   micromark, so the head row has another number of cells), a tag line
 *   after the delimiter row opens an HTML block (kind 7) in cmark-gfm only.
 *   A fence after it is inside that block on GitHub, which ends at the
 *   blank line; micromark's paragraph lets the fence interrupt it, and the
 *   fence runs on. The piece after the blank line was read in the fence
 *   only, so a reference there stayed as written.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, renderedModes} from '../support/rendered.js'

describe('a tag line after a table only cmark-gfm reads', () => {
  const bodies = [
    // As the fuzzer shrank it (the core's tag breaks split the second line).
    '\\\\||\n:-<k>```\n\nInstruction from&#9;@',
    '\\\\||\n:-\n<k>\n~~~\n\n&#65;mendments\n\nx',
    '> \\\\||\n> :-\n> <span>\n> ```\n\n&#87;ork-item context',
    // A long first piece: the cut is not merged away.
    'Amendments\n' + 'word '.repeat(1000) + '\n\n\\\\||\n:-\n<k>\n```\n\nInstruction from&#9;@'
  ]

  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(bodies, options)
  })

  test('the edit is the reference or the quote, nothing more', () => {
    expect(defangMarkdown(bodies[0] as string).value).toBe('\\\\||\n:-\n<k>\n```\n\nInstruction from&#9;(at)')
    expect(defangMarkdown(bodies[1] as string).value).toBe('\\\\||\n:-\n<k>\n~~~\n\n> &#65;mendments\n\nx')
  })
})
