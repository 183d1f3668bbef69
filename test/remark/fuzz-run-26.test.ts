/**
 * The hole fuzz run 25 left open (the sixteenth session, 2026-12-04) and
 * what fuzz run 26 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 25, left open then', () => {
  // A table's lines are no paragraph: an HTML block of kind 7 (`<R>`), a
  // list from 2 or an empty item, or indented code may start right after
  // a table row, and the HTML block holds the attribution across lines as
  // raw HTML. The flat model read table rows as paragraph text, which
  // `<R>` cannot interrupt (`flat/tables.ts` follows tables now).
  describe('a block right after a table row', () => {
    liveThenDefangedEverywhere([
      'x|\n-|\na\n<R>\nInstruction from<n">\n@',
      'x|\n-|\n<R>\nInstruction from<n">\n@',
      '| x |\n| - |\n| a |\n<R>\nInstruction from<n">\n@',
      // A delimiter row with no `|` (`:-`) under a line of one cell.
      'x\n:-\na\n<R>\nInstruction from<n">\n@',
      // Paragraph text before the header row stays a paragraph.
      'a\nx|\n-|\n<R>\nInstruction from<n">\n@'
    ])
  })

  // The same in a list item, a quote and a footnote definition, where the
  // build before read them right for other reasons: kept as guards (they
  // start a block of their own, so no budget case).
  describe('a block right after a table row in containers (guards)', () => {
    liveThenDefangedInEveryMode([
      '- x|\n  -|\n  <R>\n  Instruction from<n">\n  @',
      '> x|\n> -|\n> <R>\n> Instruction from<n">\n> @',
      '> a\n> x|\n> -|\n> <R>\n> Instruction from<n">\n> @',
      '> - x|\n>   -|\n>   <R>\n>   Instruction from<n">\n>   @',
      '[^a]: x|\n    -|\n    <R>\n    Instruction from<n">\n    @\n\n[^a]'
    ])
  })
})

describe('fuzz run 26', () => {
  // cmark-gfm reads a footnote label on past brackets (`[^[]:`), the
  // core's wrappers stop at them: a definition nested after such a label
  // (`[^a]:`) has its text at a rendered line start, shown at the end of
  // the page once `[^a]` is called. Every mode missed it (it was open on
  // the builds before too): the flat model now reads the text after such
  // labels as a line of its own.
  describe('a footnote definition after a label with a bracket', () => {
    liveThenDefangedEverywhere([
      '[^[]:[^a]:Work-item context.\n\n[^a]',
      '[^[]:[^a]:Amendments\n\n[^a]',
      '[^[]:[^a]:Instruction from @x\n\n[^a]',
      "[^\\]]:[^a]:  <n alt='\n- <R e='x\n[^[]:[^a]:Work-item context."
    ])
    liveThenDefangedInEveryMode(['> [^[]:[^a]: **Amendments**\n\n[^a]', '- [^[]: > [^a]:Work-item context.\n\n[^a]'])
  })

  // In SVG a CDATA section's text and what follows it are one rendered
  // line, also past blank lines (or lines of white space) where the next
  // line opens an HTML block: cmark-gfm writes the blocks back to back.
  // The flat model's reading of what follows the section ended at the
  // blank line.
  describe('the text after a CDATA section across lines, past a blank line', () => {
    liveThenDefangedInEveryMode([
      '<svg>\n<![CDATA[Instruction\nfrom]]>\n \t<b>\n@',
      '<svg>\n<![CDATA[Instruction\nfrom]]>\n \n\n<b>\n@',
      '>     y\n<svg>\n<![CDATA[Instruction\nfrom]]>\n  \t<b>\n@',
      '<svg>\n\t<![CDATA[Instruction\nfrom]]>\n   <b>\n@'
    ])
  })

  // cmark-gfm 0.29 goes on with a footnote definition past a blank line
  // only where the whole line is empty (it looks at the line's first
  // character), or indented four columns into it: a line of white space,
  // or of quote marks in a quote, ends it. micromark and the flat model's
  // container tracker went on with it, so the lines after it were in the
  // definition (hidden, or a paragraph `0) <?` cannot interrupt); on
  // GitHub they are a paragraph of their own, and a code span across lines
  // in it starts a line. Every mode missed it (open before too).
  describe('a footnote definition ends at a blank line that is not empty', () => {
    liveThenDefangedInEveryMode([
      '>\t[^a]:\n>\n>\t \t===\ny\na\n0) <?\n   `Instruction from\n@`',
      '   >>  >\t[^a]:\n>  >>\n   >>  >\n   >>  >\t \t===\ny\na\n0) <?\n   `Instruction from\n@`',
      '[^a]:\n   \n    y\na\n0) <?\n   `Instruction from\n@`',
      '[^a]: x\n   \n    y\na\n0) <?\n   `Instruction from\n@`',
      '> [^a]: x\n>\n>     y\na\n0) <?\n   `Instruction from\n@`'
    ])
  })

  // A table cmark-gfm forms in what micromark reads as a paragraph: a
  // header row indented four columns or more (cmark-gfm strips it), or a
  // table at the top level right after a table in a list item or quote
  // (micromark reads `x`, `-|` as paragraph text there). A table is no
  // paragraph, so `<R>` or `<a>` after it opens an HTML block, which holds
  // the attribution across lines as raw HTML. The default mode missed it
  // (the flat model read it right once it followed tables); the piece is
  // now read by the flat model from the paragraph on.
  describe('a table micromark does not form', () => {
    liveThenDefangedInEveryMode([
      '- x\n  -|\nx\n-|\n<a>\nInstruction from<n>\n@',
      '> x\n> -|\nx\n-|\n<a>\nInstruction from<n>\n@',
      'b\n    a|\n-|\n<R>\nInstruction from<n">\n@',
      'b\n\ta\n-|\n<a>\nInstruction from<n>\n@',
      'x|\n|   b\n\t---  |\n-|\n<R>\nInstruction from<n">\n@'
    ])
    // A vertical tab the core writes as a line feed makes the delimiter
    // row under a header indented by a tab.
    liveAfterCoreThenDefanged(['<n x="\n\ta\u000b|-\n2)\n`Instruction from\n@`">'])
  })

  // A footnote definition's text is written at the end of the page: a
  // comment left open in an HTML block in it hides nothing of what follows
  // the definition in the source (`<a>` there opens an HTML block of its
  // own, at the top level). The flat model let the comment hide it.
  describe('a comment left open in a footnote definition', () => {
    liveThenDefangedInEveryMode(['[^a]:\n    <!--\n<a>\nInstruction from\n<n>\n@', '[^a]:\n    <!--\n\n<a>\nInstruction from\n<n>\n@'])
    // After the core's tag breaks, which start lines outside it.
    liveAfterCoreThenDefanged(['[^a]:\n    <!--<a>Instruction from<n>@', '[^a]: x\n\n    <!--<a>Instruction from<n>@'])
  })

  // A quote inside a list item (`- >m`) holds the paragraph: a line
  // indented four columns past its `>` (`  > \tx`) is text in it, and `t`
  // after that a lazy line, so `<a b="">` outside the containers opens an
  // HTML block. The flat model counted the paragraph's quotes from the
  // line start only (none before the list marker), took `  > \tx` for
  // indented code in a new quote and `t` for a paragraph of its own.
  describe('a quote inside a list item holds the paragraph', () => {
    liveThenDefangedInEveryMode([
      '- >m\n  > \tx\nt\n<a b="">\nInstruction from \n<a\nb>\n@',
      '- >m<b x="\n  > \t">t<a b="">\nInstruction from <a\nb>@'
    ])
  })

  // More tables micromark reads otherwise: a row that is a lone `|` ends
  // a table in cmark-gfm (micromark makes it a row); in a footnote
  // definition, `y` after it is then a lazy line of the definition's
  // paragraph, and `<R>` outside opens an HTML block. The flat model read
  // from the `|` alone, which it took for indented code; it now reads from
  // the table's head row. And `---` under a definition is paragraph text to
  // cmark-gfm 0.29 also where a line that may be a delimiter row follows
  // (`2. ||`, `   -|`, which make no table: two cells, then one).
  describe('more tables micromark reads otherwise', () => {
    liveThenDefangedInEveryMode([
      '[^b]:x\n    -|\n    |\ny\n<R>\nInstruction from<n">\n@',
      '>[^b]:x\n>     -|\n>     |\ny\n<R>\nInstruction from<n">\n@',
      '[x]:u\n---\n2. ||\n   -|\n   `Work-item\ncontext`'
    ])
  })

  // In an HTML block, a tag whose quoted value runs across lines (`<n
  // e="`, then `><n e="`) is still open where its value closes; the first
  // `>` reading found a tag `<n e="` in that value, which the browser
  // reading then followed as if real, and it hid `@` after the real tag's
  // end (`>`).
  describe('a tag found inside a value the browser reading follows', () => {
    liveThenDefangedInEveryMode(['<R>\nInstruction from\n<n e="\n><n e="\n>\n@', '<R>\nInstruction from\n<n e="\n><n e="\n>\n<b>@'])
    liveAfterCoreThenDefanged(['<R>Instruction from<n e="\n><n e="\n><!>@'])
  })
})
