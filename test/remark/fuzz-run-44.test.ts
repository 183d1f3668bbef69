/**
 * What fuzz run 44 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget), against
 * `8d939af` (one helper) and `03bd765` (another, on shapes where a
 * browser joins or moves the text of blocks). Each test fails on
 * `8d939af`.
 */
import {describe, test} from 'vitest'
import {
  expectLiveThenDefanged,
  expectQuietDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 44', () => {
  // A table's header row is the line above its delimiter row, and ends
  // the paragraph above it: a backtick run in the paragraph finds no
  // closer in the header. The reading of code spans with paragraphs ended
  // where a block starts took the header row for paragraph text, and the
  // flat model paired runs across it.
  describe('a table under a paragraph, its header row holding the closer a run needs', () => {
    liveThenDefangedEverywhere(['![``a`]`\nb`]()Amendments\n`\n``\n-|'])
    describe('(flat model)', () => {
      const bodies = ['![``a`]\nb`]()Amendments\n``|a\n-|-', '![[``a`]]\n`]\nb]()Amendments\na\n``\n-|']
      liveThenDefangedFlat(bodies)
    })
  })

  // The reading of code spans as cmark-gfm matches them masks a run it
  // leaves unmatched; a run alone on its line, masked with spaces, made a
  // blank line that ended the paragraph (here, a tag on the line above
  // and below, from the core's breaks).
  describe('a backtick run alone on its line, left unmatched by cmark-gfm', () => {
    liveThenDefangedEverywhere(['![``a`]<b>`</b>\n`\nb]()Amendments\nWork-item `\n# ``\nfrom @x'])
  })

  // Two definitions, the second with the unbalanced destination `(` that
  // cmark-gfm 0.29 takes: the flat model read a title from the `(` on the
  // second one's line, and so the lines below as the title, none shown.
  describe('a second definition whose destination is `(`, then a code span across lines', () => {
    liveThenDefangedInEveryMode(['[x]: u\n[x]: (\n-\n2. <?\n   `Work-item\ncontext`', '[x]:`\n[x]: (\n-\n2. <?\n   `Work-item\ncontext`'])
  })

  // A browser joins the text of blocks inside a `<select>` to the line the
  // `<select>` is on: a token's first half may stand before it (the
  // second helper's class A, in list items, quotes and headings too).
  describe('a token whose first half stands before a `<select>`', () => {
    liveThenDefangedEverywhere([
      '<div>Work-item <select>\n\ncontext</div>',
      '<div>Work-item\n<select>\n\ncontext',
      '<div>Instruction<select>\n\nfrom @x',
      '<div>Instruction from <select>\n\n@x',
      '<form>\nInstruction\n<select><!----><nobr><th><!---->\n\n1. from @x\nx',
      '- <dialog>Instruction<table><select>\n<option>\n\n\n# from @x'
    ])
    describe('in a quote', () => {
      liveThenDefangedInEveryMode(['> <div>Work-item <select>\n\ncontext'])
    })
    describe('after the core’s tag breaks', () => {
      liveAfterCoreThenDefanged(['<div>Work-item <select>\n\n<svg\na=/><![CDATA[x> context</div>'])
    })
    // The core's breaks around the tags leave a line of white space alone:
    // a blank line that ends the HTML block.
    describe('a blank line the core’s breaks make', () => {
      test('no live token after defanging (default, unlimited), a fixed point', () => {
        expectLiveThenDefanged(['<div>Work-item<select> <!---->context'], {})
        expectLiveThenDefanged(['<div>Work-item<select> <!---->context'], {timeBudgetMs: Number.POSITIVE_INFINITY})
      })
    })
  })

  // GitHub's sanitizer drops `<caption>` and leaves its text next to the
  // text before the table, whatever cells come first.
  describe('a caption after a cell of a raw table', () => {
    // (The flat model read it already.)
    const bodies = ['<div>Work-item\n<table><td>x<caption>context', 'x\n\n<blockquote>Work-item<table><td>x</td><!x><caption> context.']
    test('no live token after defanging (default, unlimited), a fixed point', () => {
      expectLiveThenDefanged(bodies, {})
      expectLiveThenDefanged(bodies, {timeBudgetMs: Number.POSITIVE_INFINITY})
    })

    describe('after the core’s tag breaks', () => {
      liveAfterCoreThenDefanged(['<div>Instruction from<table><td>x<caption>@x'])
    })
  })

  // A line less indented than the list item (or quote) the paragraph is in
  // is outside it, where an HTML block of kind 7 may open (`<g>` on a line
  // of its own, from the core's breaks): it ends the paragraph, and a run
  // after it closes nothing in it.
  describe('a tag line outside the list item a paragraph is in (flat model)', () => {
    // (With a lazy `=` line, text there, no underline: found by my own
    // mutations of the run's bodies.)
    const bodies = ['- ![``a`]\n  b`]()Amendments\n<g>\n``', '- ![``a`]\n=\n  b`]()Amendments\n<g>\n``']
    liveThenDefangedFlat(bodies)
    test("after the core's tag breaks (flat)", () => {
      expectQuietDefanged(['- ![``a`]\nb`]()Amendments<g>``', '- ![``a`]\nb`]()Work-item context<u>``'], {maxPieceLength: 1})
    })
  })

  // After an HTML block that ends on its line, a footnote definition's
  // text is read on its own (it shows at the end of the page), with the
  // lines that go on with it. Its first line showed only marks (labels
  // cmark-gfm reads past brackets), and the `> ` went after them, at the
  // end of the line, not where the code span across lines starts.
  describe('a footnote definition showing only marks, then a code span across lines (flat model)', () => {
    const bodies = ['<!---->\n[^a]:-[^a]:\n`Work-item\ncontext`', '<!---->\n[^a]:->\n[^a]:\n`Work-item\ncontext`', '<?x?>\n[^a]:*[^a]:\n`Work-item\ncontext`']
    liveThenDefangedFlat(bodies)
  })

  // cmark-gfm's backtick memo, with no block below: the `` `]` `` span
  // sets the memo for length 1 before the lone backtick line, which then
  // opens nothing, and the image ends on the next line.
  describe('a lone backtick line after a span in an image description', () => {
    liveThenDefangedEverywhere(['![``a`]`\n`\nb]()Amendments\n`', '![``a`]`\n`\nb]()Work-item context\n`'])
  })
})

/**
 * What fuzz run 45 found, against `76e82b0` (the neighbourhoods of run
 * 44's fixes). Each test fails on `8d939af`, but the pin of a regression
 * of run 44's fix, which fails on `76e82b0`.
 */
describe('fuzz run 45', () => {
  // Outside the list item a paragraph is in, any list item opens, empty
  // or from any number (the rules for what interrupts a paragraph hold
  // only inside it): the paragraph ends, and a run after it closes
  // nothing in it.
  describe('an empty list item outside the item a paragraph is in (flat model)', () => {
    liveThenDefangedFlat(['- ![``a`]\nb`]()Amendments\n2.\n``', '1. ![``a`]\nb`]()Amendments\n*\n``'])
  })

  // A quote in a list item, a lone backtick on a lazy line, and the span's
  // closer on a line that carries the quote on. The flat model's pairing
  // of code spans counted quote markers from the line start only, so the
  // paragraph's first line had none (`* >x`) and the line with `>` opened
  // a quote: the span across the lines was not read. It counts them past
  // list markers now.
  describe('a quote in a list item, then a code span across lazy lines (flat model)', () => {
    liveThenDefangedFlat(['* >x\n`\n  >Work-item\ncontext`'])
  })

  // Outside the list item a paragraph is in, a line of two `-` is lazy
  // text (no underline, no list item, no thematic break).
  describe('a lazy `--` line in a list item, then a tag line outside it (flat model)', () => {
    liveThenDefangedFlat(['- ![``a`]\n--\nb`]()Amendments\n<g>\n``'])
  })

  // A regression of run 44's table rows, found by this run and fixed: a
  // lazy line heads no table, and a lazy delimiter row makes none, so the
  // paragraph goes on across them (live in every mode on `76e82b0`, not
  // on `8d939af`).
  describe('lazy lines that look like a table, in a list item', () => {
    liveThenDefangedEverywhere(['* ![``a`]\n`Instruction\n|-|\nb`](u)Amendments\n` \n` \na `b\n-|\n>``'])
    test('a lazy delimiter row after the item’s first line (flat)', () => {
      expectQuietDefanged(['- ![``a`]\n-|\nb`]()Amendments<g>``', '10. - ![``a`]\n-|\nb`]()Amendments<g>``\n  3)'], {maxPieceLength: 1})
    })
  })

  // Four columns past the paragraph's content, a line goes on with it
  // whatever it holds (`    -` is no underline there); and indented code
  // ends at a line indented less, where the paragraph starts (a stretch
  // that starts indented was skipped whole).
  describe('indented lines around a paragraph whose run has no closer', () => {
    liveThenDefangedEverywhere([
      '![``a`]`\n    -\nb`]()Amendments\n`\n>``',
      '- ![``a`]`\n      ***\n  b`]()Amendments\n  `\n  >``',
      '    -\n![``a`]`\nb`]()Amendments\n`\n>``',
      '-     `\n  ![``a`]`\n  b`]()Amendments\n  `\n  >``'
    ])
    describe('(not behind the budget paragraph, which the code line joins)', () => {
      liveThenDefangedInEveryMode(['    x\n![``a`]`\nb`]()Amendments\n`\n>``'])
    })
  })

  // A delimiter row makes a table only with as many cells as the header
  // row: `-|-` under a row of one cell is paragraph text.
  describe('a delimiter row with more cells than the line above (flat model)', () => {
    liveThenDefangedFlat(['![[``a`]]\n-|-\n`]b]()Amendments\n``\n-|'])
  })
})
