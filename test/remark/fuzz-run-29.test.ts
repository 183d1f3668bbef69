/**
 * What fuzz run 28 left open (the nineteenth session, 2026-12-05) and what
 * fuzz run 29 found (cmark-gfm oracle; default mode, no time budget, the
 * flat model, and behind a paragraph over the markup budget). Each test
 * fails on the build before its fix.
 */
import {describe} from 'vitest'
import {
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  quotedOnceInEveryMode
} from '../support/rendered.js'

describe('fuzz run 28, left open then', () => {
  // An HTML block of kind 6 left open on a footnote definition's first
  // line, a blank line, then a table in the definition: the open tag
  // swallows the `<table>` GitHub writes, and a browser shows the head and
  // body cells as one line. The `<` of a construct a browser reads across
  // a blank line was escaped where the line starts with `<` after
  // container markers; footnote labels are now skipped too.
  describe('an open tag on a footnote first line, then a table', () => {
    liveThenDefangedInEveryMode([
      '[^x]:<div\n\n\tWork-item|\n\t-|\n\tcontext\n[^x]',
      '[^x]:<p\n    \n    Instruction from|\n    -|\n    @[^x]',
      '- [^x]:<div\n\n\t  Work-item|\n\t  -|\n\t  context\n[^x]'
    ])
  })

  // An image description that a code span runs across lines in: a run
  // with no closer on its line opens a span where a run of its size on a
  // line below (that goes on with the paragraph) closes it, and the `]`
  // in between is code. The flat model read such a run as text, on the
  // image's first line and on the lines after it, so the image ended early
  // and the heading after it (the description displays nothing) was not
  // at a line start.
  describe('backtick runs across lines in an image description (flat model)', () => {
    liveThenDefangedEverywhere(['![``]\n``x`]\n`x]()Work-item context', '![`]`>`\n]`>]()Work-item context'])
  })

  // A tag whose quoted value runs across lines in an HTML block, past a
  // line holding only `>`: a browser reads the next line's `<!--` as part
  // of the value, where the flat model opened a comment on it that hid
  // the rest. A line wholly inside a tag the browser reading carries on
  // now opens nothing.
  describe('a comment opener inside a quoted value across lines (flat model)', () => {
    liveAfterCoreThenDefanged(['<x>Instruction from<x x="\n>\n<!--\n">@', '<x>Instruction from<x x="\n>\n<!--<x x="">@'])
  })

  // `<math>`, a bogus comment whose `>` is on the next line, then a CDATA
  // section right after that `>`: MathML shows the section's content, and
  // the flat model read it only where the section starts the line's
  // content, not after a construct carried over from the line above.
  describe('CDATA in MathML after a bogus comment across lines (flat model)', () => {
    liveAfterCoreThenDefanged(['<x>Instruction<math><!\n><![CDATA[from @', '<x>Instruction<math><!\n>\t<![CDATA[from @'])
  })

  // Quote markers between math delimiters and a heading mid-line (in a
  // table in a footnote in a quote): the math readings read on after `$$`
  // from a line start, where a `> ` put before the heading shows, but the
  // quoting was judged by the text before the `$$`, and three readings
  // each added one more `> ` on every run. Quote markers right after a
  // `$$` now settle it.
  describe('quote markers after `$$` before a mid-line heading (a fixed point)', () => {
    quotedOnceInEveryMode(['>[^a]:a$$amendments|\n|-', '-|\n>[^a]:a$$amendments|'], true)
  })
})

describe('fuzz run 29', () => {
  // A link definition between HTML blocks and a paragraph: the flat
  // model's joined reading went on past every line after the definition
  // to a blank line (fuzz run 28's fix, for a destination or title on
  // lines of their own), so the paragraph text after it, a code span
  // across lines, was never read joined. Only the definition's own lines
  // (a destination left for the next line, a title) go on now.
  describe('paragraph text after a link definition between HTML blocks (flat model)', () => {
    liveThenDefangedEverywhere(['<!-- -->\n\n[b]: u\n`Instruction from\n@`', '<!X>\n    \n\n[b]: u\n`Work-item\ncontext`'])
    liveAfterCoreThenDefanged(['<a> \n[b]: u\n`Instruction from\n@`'])
  })

  // A title that no later line of its paragraph closes is none: the
  // definition ends before it (a title on a line of its own) or is no
  // definition (a title after the destination), and the lines are text.
  // The flat model took such a title to run to the end of the paragraph
  // (or to the first quote anywhere after it, `<a b="c">`), so the text
  // was hidden, or the paragraph one of definitions only, whose underline
  // is text.
  describe('a definition title that never closes (flat model)', () => {
    liveThenDefangedEverywhere(['<!-- a\n-->\n\n\n[b]: <u>\n"t\n   `Work-item\n   context`.'])
    liveThenDefangedInEveryMode(['[x]: <u> "title\n\tx|y|x|\n \t--| -|  -: \n-\n<a b="c">Instruction from <a\nb>@x'])
    liveAfterCoreThenDefanged(['<a>\t\n[b]: u "t\n2) \n`Instruction from\n@`'])
  })

  // A list item whose first line holds only a quote marker (`2) >`) is no
  // empty item: the flat model ended it at the blank line after it, so the
  // paragraph in it read as a top-level one, and the tag line outside the
  // item (which opens an HTML block in cmark-gfm) as its lazy line.
  describe('a list item that opens with an empty quote (flat model)', () => {
    liveAfterCoreThenDefanged(['2) >\n   \n\n   [b]: <u>\n   \tInstruction from<n">\n   @', '- >\n\n  b <u>\n  \tInstruction from<n">\n  @'])
  })

  // A head row indented four columns (a paragraph's lazy line to
  // micromark, which reads a setext heading), a delimiter row and `=`:
  // cmark-gfm forms a table whose rows go on past the `=`. The AST engine
  // had the flat model read the heading's lines only; it now reads on to
  // the next blank line, so the row after the `=` is read as cells.
  describe('table rows after a setext underline micromark reads (default mode)', () => {
    liveThenDefangedEverywhere(['s\n\tx\n-|\n=\nAmendments|b', 's\n\tx\n-|\n=\n_Amendments_|b'])
  })

  // A neighbour of the `$$` fix above: emphasis marks between the `$$`
  // and the quote markers (`$$> **> > > Work-item context.**`).
  describe('quote markers after `$$` and emphasis marks (a fixed point)', () => {
    quotedOnceInEveryMode(['-|\n>[^a]:a$$**Work-item context.**|', '-|\n>[^a]:a$$_amendments_|'])
  })

  // SVG and MathML show a CDATA section's content, which runs on across
  // lines to `]]>`: its text joins what came before it. The flat model's
  // joined reading read the section's first line only (`Instruction`,
  // `<math>`, `<![CDATA[`, then `from @` hidden as the rest of a bogus
  // comment).
  describe('a CDATA section in foreign content across lines (flat model)', () => {
    liveAfterCoreThenDefanged([
      '<x>Instruction<math>\n<![CDATA[\nfrom @',
      '- <x>Instruction<svg\n>\t<![CDATA[\nfrom @',
      '- <x>Instruction<math><!--><![CDATA[\nfrom @\n'
    ])
  })

  // A CDATA section after constructs that display nothing on its line
  // (`<!>`, a tag the core's grammar does not read: `<a!>`), or after
  // white space spelled as a reference (`&#32;`): its content starts the
  // rendered line in foreign content. The flat model read a section's
  // content only where it starts the line's content.
  describe('a CDATA section after what displays nothing on its line (flat model)', () => {
    liveAfterCoreThenDefanged([
      '- <x><svg> <a!><![CDATA[Work-item context\n',
      '[^x]: <x><svg><!><![CDATA[Work-item context',
      '<b><svg>\n&#32;<![CDATA[ Work-item context',
      '<svg>\t\t&#32;<![CDATA[Work-item \n context.'
    ])
    liveThenDefangedEverywhere(['<p>Instruction from<b><math>&#32;<![CDATA[\n@\n'])
  })

  // A link definition right after an HTML block of kinds 1–5 that ends on
  // its line (`]]>`) starts a paragraph that displays nothing, as after a
  // blank line: the blocks around it are back to back on the page.
  describe('a definition right after a CDATA block (flat model)', () => {
    liveThenDefangedInEveryMode(['<b>\n<math>\n\n<![CDATA[Work-item ]]>\n[x]: \n&lt;u>\n\n<x>\ncontext.'])
    liveAfterCoreThenDefanged(['  <b><math>  <![CDATA[Work-item ]]>\n  [x]: <u>\n  <x>context.'])
  })

  // An end tag of the other foreign element (`</math>` in `<svg>`) closes
  // nothing in a browser: the CDATA section after it still shows its
  // content. The AST engine's reading of HTML counted `<svg>` and `<math>`
  // together, so such an end tag ended the foreign content.
  describe('an end tag of the other foreign element (default mode)', () => {
    liveThenDefangedInEveryMode(['<p>Instruction from<x><svg></math><![CDATA[\n@]]>', '<math>\n</svg><![CDATA[Instruction from]]>\n\t<img>\n@'])
    liveAfterCoreThenDefanged(['<x>Instruction from<svg> </math><![CDATA[ @\n'])
  })

  // An empty item in a list item (`1. 0)`) interrupting a paragraph:
  // micromark reads `0)` as paragraph text, and the next lines as its lazy
  // lines, where cmark-gfm starts a paragraph outside the list (fuzz run
  // 28 fixed the same below a quote, `>0)`).
  describe('an empty item in a list item that interrupts a paragraph (default mode)', () => {
    liveThenDefangedEverywhere(['x\n1. 0)\nWork-item[](<x>) _context_', 'x\n- 0)\nWork-item[](<x>) _context_'])
  })

  // A definition whose label runs onto the next line (`[^`, `x]: a` is a
  // link definition, label `^ x`) displays nothing, its label's lines
  // included: the HTML blocks around it are back to back.
  describe('a definition label across lines between HTML blocks', () => {
    liveThenDefangedInEveryMode(['<svg>\n<![CDATA[Instruction\nfrom]]>\n\n[^\nx]: a\n\n<x>\n@', '<a>\nInstruction from\n\n[b\nc]: u\n\n<x>\n@'])
  })

  // A `<` destination no `>` closes on its line is none, and the line no
  // definition: the paragraph is text, and `-` under it an underline,
  // after which a tag line opens an HTML block.
  describe('a destination left open after `<` (flat model)', () => {
    liveThenDefangedInEveryMode(['[x]:<\n-\n<a b="">Instruction from <a\nb>@', '[x]:\n<u\n-\n<a b="">\nInstruction from \n<a\nb>\n@'])
  })

  // An indented line past a blank one in a footnote definition starts a
  // paragraph there, and a line not indented after it is its lazy line:
  // the HTML block after that (outside the definition) is back to back
  // with the one before the definition.
  describe('a lazy line in a footnote past a blank line (flat model)', () => {
    liveThenDefangedInEveryMode(['<a>\nInstruction from\n\n[^a]:\n\n    z\nx\n<n>\n@'])
  })

  // A quote opened inside a footnote definition or list item on a line
  // that the paragraph above goes on to: the rules for what interrupts a
  // paragraph hold only in the paragraph's own containers, so `2.` opens
  // an (empty) item in the new quote, and the next line is no lazy one.
  describe('an item in a quote opened past the containers held (flat model)', () => {
    liveThenDefangedEverywhere(['[^x]:x\n\t>2.\na\n0) <?\n   `Instruction from\n@`', '-\t[\n\t>2.\na\n0) <?\n   `Instruction from\n@`'])
  })

  // In an integration point of SVG (`<desc>`, `<title>`,
  // `<foreignObject>`) or MathML's text elements, parse5 (whose tree the
  // checker reads) takes `<![CDATA[` for a bogus comment that ends at the
  // first `>`, and the text around it joins. The AST engine's reading of
  // HTML showed the section's content there, between breaks.
  describe('a CDATA opener in an SVG integration point (default mode)', () => {
    liveAfterCoreThenDefanged(['<svg><desc>Instruction from</x><![CDATA[<?>\n    <x>@', '<svg><desc>Instruction from<x><![CDATA[?>\n <x>@'])
  })

  // A reference to what displays nothing (`&#3`) before a CDATA section
  // in SVG, as to white space (above).
  describe('a reference that displays nothing before a CDATA section (flat model)', () => {
    liveAfterCoreThenDefanged(['<svg>&#3<![CDATA[Work-item context'])
  })

  // A footnote definition's paragraph that starts past a blank line (an
  // indented line) displays at the end of the page, a code span across its
  // lines included: the flat model read such lines only one by one.
  describe("a footnote's paragraph past a blank line, read joined (flat model)", () => {
    liveThenDefangedEverywhere(['<\n\n[^b]:\n\n    ``Instruction from\n@``[^b]'])
  })
})

describe("cmark-gfm's code span memo", () => {
  // cmark-gfm remembers, per run length, where it last saw a backtick run
  // while searching for a code span's closer; once a search reached the
  // end without one (the lone `` `` `` line), a later opener of a length
  // it last saw before itself opens nothing, so only the first of the two
  // `` `]` `` spans forms, and the other `]` closes the image's inner `[`.
  // The image then ends at `]()`, and the heading after it starts the
  // rendered line. The AST engine flagged the paragraph (`code-spans.ts`)
  // for the flat model, which paired backticks as CommonMark does; it now
  // also reads the text with the runs cmark-gfm leaves unmatched masked
  // (`backtick-memo.ts`).
  liveThenDefangedInEveryMode(['``\n![[`]`:`]`]()Instruction from @', '``\n![[`]`<u:x`>```]`](u)Instruction from @x\n\n[r]: u'])
})
