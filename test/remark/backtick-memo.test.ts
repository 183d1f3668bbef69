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

/** Backtick runs and what may stand between them (no raw HTML or links: a search reads runs in them, the inline parser does not). */
const parts = ['`', '`', '`', '``', '```', 'a', ' ', 'b', '\n', '*', 'x', '&#96;', '\\`']

/**
 * @param seed
 *   Seed.
 * @param count
 *   How many.
 * @returns
 *   One-paragraph documents (a fixed pseudo-random sequence).
 */
function documents(seed: number, count: number): string[] {
  let state = seed
  const next = (): number => {
    state = (state * 1_103_515_245 + 12_345) & 0x7f_ff_ff_ff
    return state / 0x7f_ff_ff_ff
  }

  const result: string[] = []
  for (let index = 0; index < count; index++) {
    // Half open with a run no later one closes, after which cmark-gfm's
    // memo may leave spans unmatched.
    let value = next() < 0.5 ? 'p ```` ' : 'p '
    const length = 3 + Math.floor(next() * 14)
    for (let part = 0; part < length; part++) value += parts[Math.floor(next() * parts.length)]
    result.push(value.replaceAll(/\n+/g, '\n').replace(/\n$/, ''))
  }

  return result
}

/**
 * @param html
 *   HTML.
 * @returns
 *   Its code elements, white space collapsed and trimmed (the engines
 *   strip a line ending before a closer differently).
 */
function codes(html: string): string {
  return (html.match(/<code[^>]*>[\s\S]*?<\/code>/g) ?? [])
    .map((element) => element.replace(/^<code[^>]*>/, '').replace(/<\/code>$/, '').replaceAll(/\s+/g, ' ').trim())
    .join('|')
}

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
    const inputs = documents(20_261_205, 1500)
    const github = await renderAll(inputs)
    let differ = 0
    const wrong: string[] = []
    for (const [index, input] of inputs.entries()) {
      // A line of three backticks may be a fence, which ends the paragraph
      // (the reading follows it, roughly: left out here).
      if (/^[ \t]*(?:```|~~~)/m.test(input)) continue
      const theirs = codes(github[index]!)
      const masked = hideUnmatchedRuns(input)
      if (codes(render(input)) !== theirs) {
        differ++
        // The masked reading is there, and it finds GitHub's spans.
        if (masked === undefined || codes(render(masked)) !== theirs) wrong.push(input)
      } else if (masked !== undefined && codes(render(masked)) !== theirs) {
        wrong.push(input)
      }
    }

    expect(wrong).toEqual([])
    // Not vacuous: some documents do differ.
    expect(differ).toBeGreaterThan(20)
  }, 120_000)
})
