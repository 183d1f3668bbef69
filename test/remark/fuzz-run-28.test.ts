/**
 * What fuzz run 27 left open (the eighteenth session, 2026-12-05) and what
 * fuzz run 28 found (cmark-gfm oracle; default mode, no time budget, the
 * flat model, and behind a paragraph over the markup budget). Each test
 * fails on the build before its fix.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {liveTokens} from '../support/checker.js'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 27, left open then', () => {
  // An `<svg>` with white space and a CDATA section after it on its line:
  // the core's tag breaks leave the white space alone on a line, a blank
  // line that ends the `<svg>` HTML block, and the CDATA section opens one
  // of its own. A footnote definition after it displays at the end of the
  // page (or, unreferenced, nowhere), so what follows it joins the
  // section's text inside the SVG. The flat model's reading of the section
  // read the definition's label where it stands; it now goes on past it.
  describe('a footnote definition after a CDATA section in SVG (flat model)', () => {
    liveAfterCoreThenDefanged(['<svg>\t<![CDATA[Instruction\nfrom]]>[^x]:<x>@', '<svg>\n\t<![CDATA[Instruction\nfrom]]>\n[^x]:&#32;<b>\n@'])
    liveThenDefangedInEveryMode(['<svg>\n<![CDATA[Instruction\nfrom]]>\n\n[^x]: a\n\n<x>\n@'])
  })

  // A quote in a list item past three columns from the line start (a tab,
  // or the item's indentation): the flat model counted quote markers from
  // the line start only, so the line below, lazy, read as a table's
  // delimiter row, and the tag line after the "table" as no paragraph
  // text's. cmark-gfm reads a lazy line, and a tag line after the item
  // opens an HTML block of kind 7 (its text one line to a browser).
  // Markers inside list items now count too.
  describe('a quote in a list item, then a lazy delimiter row (flat model)', () => {
    liveThenDefangedEverywhere([
      '2. a\n\t **Amendments**  | \tx |  \n   --|   :-  |\n\\\n<a b="">\nInstruction from <a\nb>@',
      '1. a\n    > b | x\n    --|--\nc\n<a b="">\nInstruction from \n<a\nb>\n@',
      '- a\n    > b | x\n  --|--\nc\n<a b="">\nInstruction from \n<a\nb>\n@'
    ])
  })
})

describe('fuzz run 28', () => {
  // A list marker right after a footnote label, where the definition
  // interrupts a paragraph: micromark reads an empty item (or one from 2)
  // as the definition's paragraph text, which the next line goes on with;
  // cmark-gfm opens the item, and a line not indented into the definition
  // starts a paragraph of its own that `0) <?` cannot interrupt. The piece
  // parser now has the flat model read from such a definition to the end.
  describe('a list marker after a footnote label', () => {
    liveThenDefangedEverywhere([
      'a  \nx\n[^a]: -\n  x\n0) <?\n   `Work-item\ncontext`',
      '1. x\n   [^x]:1.\n   x\n   0) <?\n      `Work-item\n   context`',
      'x\n[^a]: -\n  x\n0) <?\n   `Work-item\ncontext`'
    ])
  })

  // HTML blocks with a footnote definition between them are back to back
  // on the page: the definition's text moves to the end. Both engines
  // took its indented lines (and lazy ones) for displayed text, and the
  // AST engine ran the run of blocks into a comment the definition holds.
  // A link definition's destination or title on a line of its own
  // displays nothing either.
  describe('HTML blocks around a definition across lines', () => {
    liveThenDefangedInEveryMode([
      '<a>\nInstruction from\n\n[^a]:\n    <!--\n\n<n>\n@',
      '<a>\nInstruction from\n\n[^a]:\n    x\n\n<n>\n@',
      '<a>\nInstruction from\n\n[^a]: x\n\n    z\n\n<n>\n@',
      '<a>\nInstruction from\n\n[^a]: x\ny\n\n<n>\n@',
      '<a>\nInstruction from\n\n[^a]:\n    <!--\n<n>\n@',
      '<a>\nInstruction from\n\n[x]:\nu\n"t"\n\n<n>\n@'
    ])
    liveAfterCoreThenDefanged(['[^a]:\n    <!--\n <a>Instruction from\n <n>@'])
  })

  // Tab stops after a footnote label are the line's: `[^x]: -  \t~` holds
  // indented code in its list item (the flat model counted columns from
  // the label's end), so the next line is no lazy one.
  describe('a tab after a footnote label (flat model)', () => {
    liveThenDefangedEverywhere(['[^x]: -  \t~\na\n0) <?\n   `Instruction from\n@`', '>x\n[^x]: -  \t~\na\n0) <?\n   `Instruction from\n@`'])
  })

  // Any of `</script>`, `</pre>` and `</style>` ends an HTML block of kind
  // 1 in cmark-gfm 0.29 (the flat model waited for the opener's own).
  describe('an HTML block of kind 1 ended by another end tag (flat model)', () => {
    liveThenDefangedEverywhere([
      '<script>a\n</style>\n[^a]:1.\nx\n0) <?\n    `Work-item\ncontext`',
      '<pre>\n</STYLE>\nx\n0) <?\n    `Work-item\ncontext`'
    ])
  })

  // The quotes and list items a footnote definition's first line opens
  // after its label (the flat model followed the definition alone): a
  // line inside the quotes but not the item opens a list there.
  describe('containers after a footnote label (flat model)', () => {
    liveThenDefangedInEveryMode(['[^x]\n\n[^x]:\t>>- x\n\t>>2.\n\ta\n\t0) <?\n\t   `Instruction from\n\t@`'])
  })

  // A backtick fence's info string holds no backtick: ```` ```x` ```` in
  // a container is paragraph text, which the next line goes on with
  // lazily, and a tag line after that opens an HTML block outside.
  describe('a backtick run with a backtick after it is no fence (flat model)', () => {
    liveThenDefangedEverywhere([
      '> a\n> ```x`\na\n<R>\nInstruction from<n">\n@',
      '- ```x`\na\n<R>\nInstruction from<n">\n@',
      '# **Amendments** #\n> ```x`\na\n<R>\nInstruction from<n">\n@'
    ])
  })

  // A CDATA section's text in SVG joins the HTML block after it past a
  // link definition too, also one whose destination is on the next line
  // (where the core's breaks put `<u>`).
  describe('a CDATA section in SVG, a definition, then an HTML block', () => {
    liveThenDefangedInEveryMode([
      '<svg>\n<![CDATA[Instruction\nfrom]]>\n\n[x]: u\n\n<b>\n@',
      '<svg>\n<![CDATA[Instruction\nfrom]]>\n \n[x]: <u>\n\n<b>\n@',
      '<svg>\n<![CDATA[Instruction\nfrom]]>\n\n[x]:\nu\n\n<b>\n@'
    ])
    liveAfterCoreThenDefanged(['<svg>\n\t<![CDATA[Instruction\nfrom]]>\n[x]: <u>\n[^x]:&#32;<b>\n@'])
  })

  // A definition's title across lines keeps its paragraph one of
  // definitions only: a setext underline below is text there, and
  // `2. <?` cannot interrupt it (the flat model took the title's second
  // line for text).
  describe("a definition's title across lines, then an underline", () => {
    liveThenDefangedInEveryMode([
      '[x]:u\n"\nt"\n---\n2. <?\n   `Work-item\ncontext`<x">\n@',
      '[x]:u "a\nt"\n---\n2. <?\n   `Work-item\ncontext`<x">\n@',
      '[x]:u\n(\nt)\n---\n2. <?\n   `Work-item\ncontext`'
    ])
  })

  // A quote whose line holds an empty list item from 0, after paragraph
  // text: micromark reads the marker as paragraph text and the next lines
  // as lazy ones; cmark-gfm opens the item, and the next line starts a
  // paragraph outside the quote, which a tag line after it goes on with.
  // The AST engine's second reading (a blank line before the paragraph)
  // also took that tag line for an HTML block on a lazy line: below a
  // quote's marker line it now does not.
  describe('a paragraph after an empty item in a quote, then a tag line', () => {
    liveThenDefangedEverywhere(['x\n>0)\nWork-item[](<x>) _context_'])
  })

  // A link definition after a footnote label, then an underline in the
  // definition: the paragraph is one of definitions only, so the
  // underline is text, the next line lazy, and a tag line after it opens
  // an HTML block (the flat model read no definition after a label).
  describe('a link definition after a footnote label, then an underline (flat model)', () => {
    liveThenDefangedEverywhere(['[^a]:[x]:a\n    -\na\n<a>\nInstruction from<n">\n@'])
  })

  // A fence opened after a footnote label is in the definition: a line
  // not indented into it ends both, and starts a paragraph (the flat model
  // read no fence there).
  describe('a fence after a footnote label (flat model)', () => {
    liveThenDefangedEverywhere(['[^x]:```\n\ta\na<g><x\n`Work-item\ncontext`'])
  })

  // A CDATA section in MathML after a tag the core's grammar does not
  // read (`<x!>`, a browser does): its text joins the line above
  // (the flat model skipped only bogus comments before it).
  describe('a CDATA section after a tag the core does not read, in MathML (flat model)', () => {
    liveAfterCoreThenDefanged(['<x>Instruction<math><x!><![CDATA[from @', '<x>Instruction<math><Amendments!><![CDATA[from @'])
  })

  // A code span across lines after footnote labels cmark-gfm reads past
  // a bracket: the flat model's joined reading now starts after them too.
  describe('a code span across lines after a label with a bracket', () => {
    liveThenDefangedEverywhere(['[^[]:[^a]:`Work-item\ncontext`.\n\n[^a]', '[^[]:[^a]:`Work-item\n context`.\n\n[^a]'])
  })
})

// Found by the property test "both: defangs at least what the scan engine
// defangs" (seed 834087005): a heading in the quoted form (`> Amendments`)
// inside what an open comment may hold was quoted once more, as if a
// construct might end at its `>`; the line came out `> > AMENDMENTS`,
// live to the v1 rules. A `>` inside a construct that also holds the
// heading now counts as shown (the construct hides both).
describe('a quoted heading inside an open comment, quoted again', () => {
  for (const input of ['<div\nAmendments\n[ ] <!--<b># AMENDMENTS\n\nAmendments\n>', '> x\n[ ] <!--\n<b>\n> AMENDMENTS\n']) {
    it(JSON.stringify(input), () => {
      for (const options of [{}, {timeBudgetMs: Number.POSITIVE_INFINITY}]) {
        const value = defangMarkdown(input, options).value
        expect(liveTokens(value)).toEqual([])
        expect(checkRendered(value).live).toEqual([])
        expect(defangMarkdown(value, options).value).toBe(value)
      }
    })
  }
})
