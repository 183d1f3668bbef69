/**
 * @file
 *   Pins of the thirty-seventh session: inline texts whose code spans
 *   cmark-gfm 0.29 matches otherwise than micromark are read once more with
 *   the runs it leaves unmatched masked (`CodeSpanReplay.unmatched`), in the
 *   blocks micromark read. Before, the only reading that paired runs as
 *   GitHub does was the memo's (`hideUnmatchedRuns`), which reads the blocks
 *   itself and took the image line below for a lazy line of a paragraph
 *   above. And two readings of definitions in the default mode that fuzz
 *   run 61 found. Each body is live on `5b55c9e` in the default mode.
 */
import {describe, test} from 'vitest'
import {expectLiveThenDefanged, liveThenDefangedInEveryMode} from '../support/rendered.js'

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

describe('definitions micromark reads otherwise (fuzz run 61)', () => {
  // The core's tag breaks leave `[<b>]:u` a definition across three lines,
  // a content of its own to micromark, and `-` a paragraph of its own; to
  // cmark-gfm 0.29, `-` is text of their paragraph, which `<search>` (kind
  // 7 there) cannot interrupt: the paragraph is read from the definitions.
  describe('`<search>` below a paragraph after a definition across lines', () => {
    liveThenDefangedInEveryMode([
      '[<b>]:u\n-<search>![`]\n`b]()Amendments',
      '[<b>]: u\n-<search>![`]\n`b]()Amendments',
      '[<b>]:u\n-<search>![`]\n`b](x)Amendments'
    ])
  })

  // A later definition on a line whose tab the list items above take part
  // of is paragraph text to cmark-gfm, where its backtick pairs with one
  // below, and the image line shows.
  describe('a definition past a tab the list items take part of', () => {
    liveThenDefangedInEveryMode([
      '>0) 2) [x]:u\n\t[1]:`\n``a`\n![`]()Amendments',
      '>0) 2)   [x]:u\n\t[1]:`\n``a`\n![`]()Amendments',
      '>0) 2) [x]:u\t\n\t[1]:`\n``a`\n![`]()Amendments'
    ])
  })
})

describe('left open: the flat model (the memo reads the blocks)', () => {
  test.fails('an empty item in a quote, short of a quoted item (flat)', () => {
    expectLiveThenDefanged(['1. >1)\t`\n\t>1.\n![``a`]`b`]()Instruction from @`'], {maxPieceLength: 1})
  })

  test.fails('a tab past nested quotes in quoted items (flat)', () => {
    expectLiveThenDefanged(['* >1. >x\n  >   > \t`\n![``a`]`\nb`]()Amendments\n`'], {maxPieceLength: 1})
  })

  // Found by fuzz run 61, live in the default mode too.
  test.fails('a definition past a tab, then a code span across an image line (default)', () => {
    expectLiveThenDefanged(['>0) 2) [x]:u\n\t[1]:`\n``a`\n![``a`]\n`]()Amendments'], {})
  })

  // The `> ` goes on the source line, a lazy line in the quote; the checker
  // places the rendered line on the definition's destination line above
  // (past a definition, and a link that shows nothing), and reports it.
  test.fails('a lazy line past a definition in a quoted item, a link that shows nothing first (default)', () => {
    expectLiveThenDefanged(['>- [x]:\nu\n []()Amendments'], {})
  })

  // A run in an image's destination (which micromark reads as no image) is
  // masked by spaces too, and the destination breaks in the masked reading.
  test.fails('a backtick run in an image destination (default)', () => {
    expectLiveThenDefanged(['![``a`]`b`](~```~)Instruction from @`'], {})
  })
})
