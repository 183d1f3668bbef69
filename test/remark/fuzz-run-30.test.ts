/**
 * What fuzz run 30 found (the nineteenth session, 2026-12-05; cmark-gfm
 * oracle; default mode, no time budget, the flat model, and behind a
 * paragraph over the markup budget), around fuzz run 29's fixes. Each test
 * fails on the build the run started from (`e7a1960`).
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

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
})
