/**
 * Fuzz, 2026-12-02 (seventh session): a lazy line that starts with a whole
 * tag alone on its line, after a container's paragraph (`> a` then `<u>`),
 * is paragraph text to micromark (an HTML block of kind 7 cannot interrupt
 * a paragraph) and the start of an HTML block to cmark-gfm, which has
 * closed the containers by then and finds no paragraph to interrupt. The
 * block holds the lines after it up to a blank line as raw HTML, a fence
 * among them: micromark opened that fence, which hid what came after the
 * blank line from the AST engine. GitHub's reading is now parsed too.
 */
import {describe, expect, test} from 'vitest'
import {createParser, lazyTagBlocks} from '../../packages/remark-steer-defang/src/parse.js'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

const live = [
  '>]\n<u>\n1) m\n\t>0)\n```\n\nIn&#115;truc&#116;io&#110; from @',
  '> a\n<u>\n```\n\nIn&#115;truction from @x',
  '- a\n</b>\n~~~\n\n&#65;mendments'
]

// The first as written: the core breaks `<u>` out onto its own line.
const quiet = ['>]<u>1) m\n\t>0)\n```\n\nIn&#115;truc&#116;io&#110; from @', '>x<u>1) m\n   >0)\n```\n\n&#65;mendments']

describe('kind 7 HTML blocks on lazy lines', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })

  test('lazyTagBlocks: where cmark-gfm opens such a block, and where it ends', () => {
    const parse = createParser({links: new Set(), footnotes: new Set()})
    const blocks = (source: string) => lazyTagBlocks(parse(source, Number.POSITIVE_INFINITY)!)
    expect(blocks('> a\n<u>\nb\n\nc')).toEqual([4, 10])
    // Only the first line of a run: the rest is in the block.
    expect(blocks('> a\n<u>\n<b>\n\nc')).toEqual([4, 12])
    // Not alone on its line, not a whole tag, indented four: no block.
    expect(blocks('> a\n<u> x\nb')).toEqual([])
    expect(blocks('> a\n<u\nb')).toEqual([])
    expect(blocks('> a\n    <u>\nb')).toEqual([])
    // Not lazy: no container to close.
    expect(blocks('a\n<u>\nb')).toEqual([])
  })
})
