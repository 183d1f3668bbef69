/**
 * @file
 *   Pins of the thirty-seventh session: inline texts whose code spans
 *   cmark-gfm 0.29 matches otherwise than micromark are read once more with
 *   the runs it leaves unmatched masked (`CodeSpanReplay.unmatched`), in the
 *   blocks micromark read. Before, the only reading that paired runs as
 *   GitHub does was the memo's (`hideUnmatchedRuns`), which reads the blocks
 *   itself and took the image line below for a lazy line of a paragraph
 *   above. Each body is live on `5b55c9e` in the default mode.
 */
import {describe, test} from 'vitest'
import {expectLiveThenDefanged} from '../support/rendered.js'

/** Modes that parse the piece (the masks come from micromark's reading). */
const parsedModes = [
  ['default', {}],
  ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}]
] as const

describe('code spans GitHub matches otherwise, read in micromark’s blocks', () => {
  // An empty item in a quote, short of the quoted item a paragraph is in,
  // opens (that item is not matched, so it interrupts nothing), and the
  // image line starts a paragraph of its own, where the run after `b`
  // pairs with none (README's Known list in the thirty-sixth session).
  describe('an empty item in a quote, short of a quoted item', () => {
    test.each(parsedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
      expectLiveThenDefanged(
        [
          '1. >1)\t`\n\t>1.\n![``a`]`b`]()Instruction from @`',
          '1. >>1)\t`\n\t>1.\n![``a`]`b`]()Instruction from @`',
          '1. >1)\t`\n\t>1.\n![``a`]\n`bx`]()Instruction from @`',
          '1. >1)\t`\n\t>1.\n![``[^1]:a`]`b`]()Instruction from @`'
        ],
        options
      )
    })
  })

  // A tab after the inner quote marker of a quote in a quoted item,
  // counted from the marker's column, makes the line indented code there
  // (README's Known list in the thirty-sixth session).
  describe('a tab past nested quotes in quoted items', () => {
    test.each(parsedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
      expectLiveThenDefanged(['* >1. >x\n  >   > \t`\n![``a`]`\nb`]()Amendments\n`'], options)
    })
  })
})

describe('left open: the flat model (the memo reads the blocks)', () => {
  test.fails('an empty item in a quote, short of a quoted item (flat)', () => {
    expectLiveThenDefanged(['1. >1)\t`\n\t>1.\n![``a`]`b`]()Instruction from @`'], {maxPieceLength: 1})
  })

  test.fails('a tab past nested quotes in quoted items (flat)', () => {
    expectLiveThenDefanged(['* >1. >x\n  >   > \t`\n![``a`]`\nb`]()Amendments\n`'], {maxPieceLength: 1})
  })
})
