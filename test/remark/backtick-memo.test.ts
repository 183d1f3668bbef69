/**
 * The reading with code spans as cmark-gfm 0.29 matches them
 * (`backtick-memo.ts`), against cmark-gfm itself: where GitHub's code
 * spans differ from micromark's, micromark reading the masked text finds
 * GitHub's.
 */
import {micromark} from '../../packages/remark-steer-defang/node_modules/micromark/index.js'
import {gfm, gfmHtml} from '../../packages/remark-steer-defang/node_modules/micromark-extension-gfm/index.js'
import {describe, expect, it} from 'vitest'
import {hideUnmatchedRuns} from '../../packages/remark-steer-defang/src/backtick-memo.js'
import {cmarkVersion, renderAll, skipWithout} from '../preview/support.js'
import {codeElements, paragraphDocuments} from '../support/code-documents.js'

/** Backtick runs and what may stand between them (no raw HTML or links: a search reads runs in them, the inline parser does not). */
const parts = ['`', '`', '`', '``', '```', 'a', ' ', 'b', '\n', '*', 'x', '&#96;', '\\`']

/**
 * @param input
 *   Markdown.
 * @returns
 *   HTML as micromark writes it.
 */
function render(input: string): string {
  return micromark(input, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]})
}

describe.skipIf(skipWithout('cmark-gfm', cmarkVersion !== undefined))('code spans as cmark-gfm 0.29 matches them', () => {
  it('are the ones micromark finds in the masked text', async () => {
    // Half open with a run no later one closes, after which cmark-gfm's
    // memo may leave spans unmatched.
    const inputs = paragraphDocuments(20_261_205, 1500, parts, 3, (next) => (next() < 0.5 ? 'p ```` ' : 'p '))
    const github = await renderAll(inputs)
    let differ = 0
    const wrong: string[] = []
    for (const [index, input] of inputs.entries()) {
      // A line of three backticks may be a fence, which ends the paragraph
      // (the reading follows it, roughly: left out here).
      if (/^[ \t]*(?:```|~~~)/m.test(input)) continue
      const theirs = codeElements(github[index]!, true)
      const masked = hideUnmatchedRuns(input)
      if (codeElements(render(input), true) !== theirs) {
        differ++
        // The masked reading is there, and it finds GitHub's spans.
        if (masked === undefined || codeElements(render(masked), true) !== theirs) wrong.push(input)
      } else if (masked !== undefined && codeElements(render(masked), true) !== theirs) {
        wrong.push(input)
      }
    }

    expect(wrong).toEqual([])
    // Not vacuous: some documents do differ.
    expect(differ).toBeGreaterThan(20)
  }, 120_000)
})
