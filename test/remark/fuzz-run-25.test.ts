/**
 * The hole fuzz run 24 left open (the fifteenth session, 2026-12-04) and
 * what fuzz run 25 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 24, left open then', () => {
  // A paragraph in a list item inside a quote (`>- x`): a line inside the
  // quote but not the item (`>2.`) is outside the paragraph's container,
  // so it opens a list there (cmark-gfm's rules for interrupting a
  // paragraph hold only in its own container), and the lines after it are
  // outside the quote. The flat model did not follow list items inside
  // quotes: it took `>2.` and `a` for lazy lines of `x`, so `0) <?` opened
  // an item whose HTML block hid the code span across lines after it
  // (`OpenContainers` in `flat/containers.ts` follows them now).
  describe('a line outside a list item inside a quote', () => {
    liveThenDefangedEverywhere([
      '>- x\n>2.\na\n0) <?\n   `Instruction from\n@`',
      '>-   x\n>2.\na\n0) <?\n   `Instruction from\n@`',
      // The item's text on a line of its own, after a line of quote marks.
      '>- a\n>\n>   y\n>2.\na\n0) <?\n   `Instruction from\n@`',
      // A lazy line (`>  y` is short of the item's column) keeps it open.
      '>- a\n>  y\n>2.\nb\n0) <?\n   `Instruction from\n@`',
      '> - a\n>1.\nb\n0) <?\n   `Instruction from\n@`',
      '>>- x\n>>2.\na\n0) <?\n   `Instruction from\n@`'
    ])
  })

  // Past a list item inside a quote, a line is walked from what the
  // containers need (`walkBase`): `>     y` after `> - x`, `>2.` is a
  // paragraph in the new item (indented one column into it), not indented
  // code, so `a` is its lazy line and `<R>` opens an HTML block outside
  // the quote (cmark-gfm's rule against interrupting a paragraph holds only
  // in its container). The first two, and the last two, were read right
  // before the tracker above, by two errors that cancelled out.
  describe('a line indented into a list item inside a quote', () => {
    liveThenDefangedEverywhere([
      '> - x\n>2.\n>     y\na\n<R>\nInstruction from<n">\n@',
      '>1)\tx\n  > 2.\n>\t\ty\na\n<R>\nInstruction from<n">\n@',
      '>\t>- x\n>0)\n>     y\na\n<R>\nInstruction from<n">\n@',
      '> 1. ```\n>  [^b]:\n>  2.\n>     y\na\n<R>\nInstruction from<n">\n@',
      // An item that opened empty ends at a blank line: `>\t\ty` after it
      // is indented code in the quote, and `a` a paragraph of its own.
      '> 1. ```\n  > 2.\n>\n>\t\ty\na\n0) <?\n   `Instruction from\n@`',
      '> - x\n>2.\n>\n>      y\na\n0) <?\n   `Instruction from\n@`'
    ])
  })

  // A footnote definition is a container: a line indented four columns
  // into it is its text, not indented code (also after a blank line, and
  // when the label line holds nothing), so `y` after it is a lazy line of
  // that text, and `<R>`, outside the definition, opens an HTML block that
  // shows the attribution across lines. `OpenContainers` follows footnote
  // definitions too (the flat model's own footnote checks did not reach
  // past the label's line). Found on the build the session started from.
  describe('a line indented into a footnote definition', () => {
    liveThenDefangedEverywhere([
      '[^b]:\n    y\ny\n<R>\nInstruction from<n">\n@',
      '> [^b]:\n>     y\ny\n<R>\nInstruction from<n">\n@',
      '>  - x\n>  [^b]:\n>     y\ny\n<R>\nInstruction from<n">\n@'
    ])
    liveThenDefangedInEveryMode(['[^b]:\n\n    y\ny\n<R>\nInstruction from<n">\n@', 'x\n\n[^b]:\n    y\ny\n<R>\nInstruction from<n">\n@'])
  })

  // A tab after a quote marker gives one column to the marker's optional
  // space, and the rest is indentation: `>\ty` is a paragraph in the quote
  // (indented two columns), `>\t- x` a list item. The flat model took
  // both for indented code, so the line after them was no lazy line, and
  // `0) <?` or `<R>` after it opened a block (found by a targeted fuzz of
  // the fix above).
  describe('a tab after a quote marker', () => {
    liveThenDefangedEverywhere([
      '>\t- x\n>  y\n>2.\na\n0) <?\n   `Instruction from\n@`',
      '>\t- x\n>y\n>2.\na\n0) <?\n   `Instruction from\n@`',
      '>\t- x\ny\na\n<R>\nInstruction from<n">\n@'
    ])
    // A fence in a list item inside a quote goes on where a tab after `>`
    // leaves the item's indentation (`containersEnd`): `a` after it is a
    // paragraph of its own, not a lazy line.
    liveThenDefangedEverywhere(['>- x\n>   ```\n>\ty\n>   y\na\n0) <?\n   `Instruction from\n@`'])
    // Past a blank line (which the budget paragraph does not reach).
    liveThenDefangedInEveryMode(['> 10) x\n\n>\ty\na\n<R>\nInstruction from<n">\n@', '>1. x\n\n>\n>\ty\na\n<R>\nInstruction from<n">\n@'])
  })
})

describe('fuzz run 25', () => {
  // GitHub writes the next block's own tag (`<p>`) after an HTML block of
  // kinds 1–5 that closed on the line above, as after a blank line: its
  // `>` ends a tag that line left open (`<?><x`), and the code span across
  // lines after it shows at a line start. The flat model swallowed the
  // tag only after a blank line.
  describe('a tag left open on the line that closes an HTML block', () => {
    liveThenDefangedEverywhere(['<?><x\n`Work-item\ncontext`'])
  })

  // With no paragraph before it, a run of `=` underlines nothing: it is
  // paragraph text, which a tag line after it (`<g>`, the core's break)
  // cannot interrupt. The flat model took `=` for a setext underline, let
  // `<g>` open an HTML block of kind 7, and so did not read the code span
  // across lines after `<x`.
  describe('a lone `=` is paragraph text', () => {
    liveThenDefangedInEveryMode(['=<g><x\n`Work-item\ncontext`', '=<b><x\n`Work-item\ncontext`', '=\n<g>\n<x\n`Work-item\ncontext`'])
  })

  // cmark-gfm takes the white space after a footnote label with it: the
  // definition's text starts after it, and is never indented code there.
  // The flat model counted a tab after `]:` as indentation, took the text
  // for indented code, and read the line after it as a paragraph of its
  // own (which `<R>` cannot interrupt); outside the definition, `<R>` opens
  // an HTML block that shows the attribution across lines.
  describe('white space after a footnote label', () => {
    liveThenDefangedEverywhere([
      '[^b]:\t|\n<!x>\na\n<R>\nInstruction from\n<e\nx>\n@',
      '[^b]:\ta\na\n<R>\nInstruction from\n<e\nx>\n@',
      '[^[]:\t[\nx\n<R>\nInstruction from\n<e\nx>\n@'
    ])
    liveAfterCoreThenDefanged(['[^b]:\t|<!x>a<R>Instruction from<e\nx>@', '[^[]:\ta\na<R>Instruction from<e\nx>@'])
  })

  // A closing tag with attributes opens no HTML block of kind 7 in
  // cmark-gfm (`</n x>` is paragraph text), so the lines after it are read
  // as Markdown: the parsed reading took it for one on a lazy line and
  // read none of them another way (`lazyTagBlocks`), and missed that
  // `>0)` opens an empty item in a quote, after which `0) <?` is text.
  describe('a closing tag with attributes on a lazy line', () => {
    liveThenDefangedEverywhere(['>\n</n x>\n>0)\nx\n0) <?\n   `Work-item\ncontext`'])
    liveAfterCoreThenDefanged(['></n x>>0)\nx\n0) <?\n   `Work-item\ncontext`'])
  })

  // A setext underline below a paragraph of definitions only is paragraph
  // text in cmark-gfm 0.29 (nothing is left to underline, and it is no
  // thematic break there either), so `2. <?` after it cannot interrupt the
  // paragraph; micromark and the flat model read a thematic break.
  describe('`---` after a definition', () => {
    liveThenDefangedInEveryMode(['[x]:u\n---\n2. <?\n   `Work-item\ncontext`', '[x]:u\n"t"\n---\n2. <?\n   `Work-item\ncontext`'])
  })

  // A second helper, on the session's first fixes (lists inside quotes):
  // a list item inside a quote whose text is a thematic break or indented
  // code holds no paragraph (`>1. ---`, `>2. \t=`), so `a` after it is no
  // lazy line; `>\t >y` is two quotes deep (`quotesAt` counted the tab as
  // four columns); inside a list item, a line indented four columns past
  // its content is indented code (`-`, `      b`); and `>=` after a
  // paragraph outside the quote underlines nothing.
  describe('list items inside quotes, again (flat model)', () => {
    liveThenDefangedEverywhere([
      '>1. ---\na\n0) <?\n   `Instruction from\n@`',
      '>* ---\na\n0) <?\n   `Instruction from\n@`',
      '>1) ***\na\n2. <?\n   `Instruction from\n@`',
      '>0) ---\ny\n0) <!--\n`Instruction\nfrom @`',
      '>x\n>-  \t~\na\n0) <?\n   `Instruction from\n@`',
      '>\t >y\n>2.\na\n0) <?\n   `Instruction from\n@`',
      '>>y\n>2. \t=\na\n0) <?\n   `Instruction from\n@`'
    ])
    liveThenDefangedInEveryMode(['-\n      b\nx\n0) <?\n   `Work-item\ncontext`'])
    test('`>=` behind the budget paragraph', () => {
      expectDefangedBehindBudget(['>=\na\n<R>\nInstruction from<n">\n@'])
    })
  })
})

