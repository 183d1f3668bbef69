/**
 * What fuzz run 30 found (the nineteenth session, 2026-12-05; cmark-gfm
 * oracle; default mode, no time budget, the flat model, and behind a
 * paragraph over the markup budget), around fuzz run 29's fixes. Each test
 * fails on the build the run started from (`e7a1960`).
 */
import {describe} from 'vitest'
import {
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  quietDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 30', () => {
  // An HTML element that breaks out of foreign content (`<body>`, `<p>`,
  // `<b>`, `<font color>`…) closes the `<svg>` or `<math>` around it: a
  // CDATA section after it is a bogus comment that ends at its first
  // `>`, and the text around it joins. The AST engine's reading of HTML
  // kept the foreign content open and showed the section's content.
  describe('a CDATA opener after an element that breaks out of SVG (default mode)', () => {
    liveAfterCoreThenDefanged(['<svg> Instruction \t<body>\n\t<font>\n\tfrom\n\n<![CDATA[\t<br>\n@'])
  })

  // `<annotation-xml>` is an integration point in MathML only: in SVG a
  // CDATA section after it shows its content. Fuzz run 29's reading of
  // integration points (a bogus comment, as parse5 reads one) took it for
  // one anywhere; a CDATA section in an integration point is now read
  // both ways, as a section and as parse5 reads it.
  describe('a CDATA section after `<annotation-xml>` in SVG (default mode)', () => {
    liveThenDefangedInEveryMode([
      '<p>Instruction<svg> <annotation-xml encoding="text/html"><![CDATA[\tfrom @]]>',
      '<p>Instruction from<svg></svg><svg><annotation-xml encoding="text/html"><![CDATA[ @'
    ])
  })

  // A title right after a destination, or text after a title's closer,
  // makes a line no definition (or ends the definition before it): the
  // paragraph is text, and `-` under it an underline.
  describe('a definition line with text after its title (flat model)', () => {
    liveThenDefangedInEveryMode(['[x]: <u>"t"<\n-\n<a b="">Instruction from <a\nb>@'])
  })

  // A title's closer on a line past a block that interrupts the paragraph
  // (`- "`) closes nothing: the title is text (fuzz run 29's search for a
  // closer went on past such a line).
  describe("a title's closer past a list item (flat model)", () => {
    liveThenDefangedEverywhere(['<!-->[b]:>\n"\n`Work-item\ncontext`\n- "'])
  })

  // A CDATA section across lines after a reference that displays nothing
  // (`&#2`), and one after text on its line (`Instruction
  // from<![CDATA[`): SVG shows its content, joined to what came before.
  describe('CDATA across lines after a reference or after text (flat model)', () => {
    liveThenDefangedEverywhere(['> a\n<svg>\n&#2<![CDATA[Work-item\ncontext.', 'Work-item context<svg>&#2<![CDATA[Work-item\ncontext.'])
    liveAfterCoreThenDefanged(['<svg>Instruction from<![CDATA[\n@', '<g>Instruction<svg>from<![CDATA[ @'])
  })

  // A backtick run below an image's description closes the span its line
  // opens where the lines between go on with the paragraph: a lone `|`, or
  // what looks like a definition mid-paragraph, does not end it (fuzz run
  // 29's search stopped at any line that might start a block; it now
  // stops where one interrupts a paragraph).
  describe('a code span in an image description past a `|` line (flat model)', () => {
    liveThenDefangedEverywhere(['![`]`>`\n|\n]`>]()Work-item context', '![`]`>`\n[x]: u "t"\n]`>]()Work-item context'])
  })

  // A definition label alone on its line, then a line that holds no
  // destination and title alone (`` `Instruction from ``): no definition,
  // so both lines are text, and the code span runs on.
  describe('a destination line that makes no definition (flat model)', () => {
    liveThenDefangedEverywhere(['<!-- -->\n\n[b]: \n`Instruction from\n@`'])
  })

  // A footnote's paragraph past a blank line (fuzz run 29): its heading's
  // `> ` went after the backtick that opens the code span, inside code,
  // and one more went in on every run. It goes after the indentation now.
  describe("a heading in a footnote's paragraph past a blank line (a fixed point)", () => {
    liveThenDefangedEverywhere(['<div>\n    \n\n[^b]:\n\n    `Work-item\ncontext`\n[^b][^x]'])
  })

  // Quote markers after `$$` with ATX and list markers between (a
  // neighbour of fuzz run 29's fix).
  describe('quote markers after `$$` and an ATX marker (a fixed point)', () => {
    quietDefangedInEveryMode(['-|\n-|\n>[^a]:a$$_# _Amendments__|'])
  })

  // Integration points belong to one namespace: `<desc>`, `<title>` and
  // `<foreignObject>` to SVG, `<mi>`…`<mtext>` and `<annotation-xml>` to
  // MathML. Elsewhere the element is an ordinary foreign one, and a CDATA
  // section after it shows its content; read both ways, any of them
  // anywhere (the first reading of fuzz run 29's fix took a CDATA
  // section after any of them for a bogus comment).
  describe('a CDATA section after an integration point of the other namespace (default mode)', () => {
    liveThenDefangedInEveryMode([
      '<p>Instruction from<svg><annotation-xml encoding="text/html"><![CDATA[ @',
      '<p><svg><mtext><![CDATA[Work-item context',
      '<div><math>Work-item<foreignObject><![CDATA[ context'
    ])
  })

  // `<b>` breaks out of the `<svg>`: the CDATA opener in the block after
  // the blank line is a bogus comment that ends at its first `>`.
  describe('a CDATA opener in a block after a breakout element (default mode)', () => {
    liveThenDefangedInEveryMode(['<svg>\nInstruction\n<b>\nfrom\n\n<![CDATA[x>@'])
  })

  // A whole tag alone on its line whose grammar micromark rejects and
  // CommonMark takes (`<x x=/x>`): an HTML block to GitHub, back to back
  // with the one before; and a paragraph that starts with a footnote label
  // cmark-gfm reads past brackets (`[^[]:`). The flat model reads the
  // piece.
  describe('HTML blocks micromark reads as paragraphs (default mode)', () => {
    liveThenDefangedInEveryMode([
      '<x>\nInstruction\n\n<x x=/x>\nfrom @',
      '<x>\nInstruction from\n\n[^[]:\n<x>\n@',
      '<a>\nInstruction from\n\n[^[a]: x\ny\n\n<n>\n@'
    ])
  })

  // A comment an HTML block leaves open runs on past the blocks after it
  // to the first `-->` in raw HTML: the AST engine now has the flat model
  // read on to the stretch of that `-->`.
  describe('a comment left open past a paragraph (default mode)', () => {
    liveAfterCoreThenDefanged(['<n x="">Instruction from<!--\n\na\n\n<![CDaTa[-->@'])
  })

  // A CDATA opener that HTML ends at its first `>` (a bogus comment), then
  // `<svg>` and a section on the same line; `&#2` and a section across
  // lines on a lazy line of a list item; `[x]:<>a` (no definition: text
  // after the destination); a footnote-like `[^]:` (a link definition)
  // before an indented paragraph.
  describe('flat model neighbours', () => {
    liveThenDefangedInEveryMode([
      '<![CDATA[><svg><![CDATA[Instruction from @]]>',
      '1. x\n<svg>\n&#2<![CDATA[Work-item\ncontext.',
      '[x]:<>a\n-\n<a b="">Instruction from <a\nb>@',
      '<\n\n[^]:\n\n    -\namendments'
    ])
    quietDefangedInEveryMode(['-|\n>[^x]:$$#_Amendments|'])
  })

  // cmark-gfm's code span memo (fuzz run 29's fix) in a paragraph that a
  // fence ends: the masked reading left out any stretch with a fence line;
  // it now ends the paragraph there and skips the fence's code.
  describe("cmark-gfm's code span memo before a fence", () => {
    liveThenDefangedInEveryMode(['``\n![[`]`:`]`]()Instruction from @\n~~~\na\n````', '```\n``\n```\n``\n![[`]`:`]`]()Instruction from @'])
  })

  // The same CDATA opener HTML ends at its first `>`, with the section
  // after `<svg>` running across lines (a carriage return is a line break).
  describe('a bogus CDATA opener, then a section across lines (flat model)', () => {
    liveThenDefangedInEveryMode(['<![CDATA[><svg><![CDATA[Instruction from\r@]]>', '<x>\n<![CDATA[><svg><![CDATA[Instruction from\n@]]>'])
  })
})
