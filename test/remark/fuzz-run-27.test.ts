/**
 * What fuzz run 26 left open (the seventeenth session, 2026-12-05) and
 * what fuzz run 27 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 26, left open then', () => {
  // cmark-gfm 0.29 reads `<!x` (lower case) as text, the core as a
  // declaration that runs to the next `>`: it breaks out no construct in
  // it. Raw HTML binds tighter than brackets, so a `]` in it closes no
  // image description: the image ends at `c]()`, and the heading after it
  // starts the rendered line. The flat model now skips raw HTML as
  // cmark-gfm reads it inline (also across lines) where it matches
  // brackets, and takes none in an image's description to hide the text
  // after it.
  describe('raw HTML holding a `]` in an image description', () => {
    liveThenDefangedEverywhere([
      '<!x\n![<m o=]>c]()Amendments',
      '<!x\n![<m o="]" >c]()Amendments',
      '<!x\n![<!A ]>c]()Amendments',
      '<!x\n![<?a]\n?>c]()Amendments',
      '<!x\n![<!-- ]\n -->c]()Amendments',
      // A tag whose quote never closes is none: the next one holds the `]`
      // (found by a targeted fuzz of the fix).
      "<!x\n![<m o='<m o=\"]\n\">\\]?>]()Work-item context"
    ])
  })

  // An image description holding backtick runs with no closer on their
  // line: the first run whose size a later line has opens the code span
  // (the flat model looked at the next line only), and a code span on a
  // later line of the description holds no bracket either.
  describe('code spans in an image description across lines', () => {
    liveThenDefangedEverywhere([
      '![``a`]\n]\n`b]()Work-item context',
      '![``a`]\n@\n`b]()Work-item context',
      '![`]`\n[`]`]b]()Work-item context',
      // A tag across lines that starts on a later line of the description
      // holds its `]` too (fuzz run 27).
      '![x`]b`<X alt="\n]" >```]]```<a@b.c`>]()Work-item context',
      '![a\n<X alt="\n]" >]()Work-item context'
    ])
  })
})

describe('fuzz run 27', () => {
  // A footnote label cmark-gfm reads past brackets (`[^[]:`) after another
  // label on the line: micromark reads the first definition, and its text
  // as a paragraph; the text after the labels starts a rendered line to
  // GitHub only. The piece parser now has the flat model read such a line
  // (one alone was the flat model's since fuzz run 26).
  describe('a label with a bracket after another label', () => {
    liveThenDefangedEverywhere([
      '[^x]:[^[]:[^a]:Instruction from @[^a]',
      '[^x]:[^[]:[^a]:Work-item context\n[^a]',
      '[^x]:[^[]:[^a]:**Amendments**\n[^a]',
      // The definition it opens holds the lines after it, where `<?` opens
      // an HTML block (a targeted fuzz after the fix).
      '[^x]:[^x::[^a]:<?\nx\n0) <?\n    `Work-item\ncontext`'
    ])
  })

  // A definition's destination on the next line, indented as code, then a
  // delimiter row: cmark-gfm's table takes the line (indentation
  // stripped) for its head row; micromark reads a definition. Read alone,
  // the head row would be code: the flat model reads on to the end.
  describe('an indented head row that micromark takes for a destination', () => {
    liveThenDefangedInEveryMode(['[x]:\n    a|amendments\n-|-', '[x]:\n\ta|Amendments\n-|-', '- [x]:\n      a|amendments\n  -|-'])
  })

  // A character reference in a code span across lines, right after a
  // heading word: code shows it as written (`context&#65;`), the flat
  // model's joined reading decoded it (`contextA`) and saw no heading. It
  // now reads such a stretch once more with references as written.
  describe('a reference in a code span across lines (flat model)', () => {
    liveThenDefangedEverywhere(['`Work-item\ncontext&#x41`', '`Work-item\ncontext&#65;`'])
  })

  // A line of white space four columns deep (or a tab) after a quote
  // marker is a blank line inside a footnote definition opened in the
  // quote: the definition goes on past it, and an unindented heading
  // after its paragraph is a lazy line of it, shown at the end of the page
  // out of the quote. Such a line ended the stretch of lines a heading's
  // label escape looks back over.
  describe('a quoted footnote definition past a deep line of white space', () => {
    liveThenDefangedInEveryMode([
      '>[^x]:\n>     \n>\t  a\n`amendments`\n[^x]',
      '>[^x]:\n>   \t\n>     a\nWork-item context\n[^x]',
      '>[^x]:\n>     \n>     a\nAmendments\n\n[^x]'
    ])
  })

  // An HTML block of kinds 1–5 opened on a footnote definition's first
  // line (cmark-gfm 0.29 reads `<![Cdata[` in any case): a line indented
  // into the definition goes on in it, an unindented one ends the
  // definition (an HTML block has no lazy lines) and starts a paragraph
  // at the top level, which a list from 0 cannot interrupt. The flat model
  // opened no block after a label, took the lines for the definition's
  // paragraph, and `0) <?` for a list item opening an HTML block.
  describe('an HTML block on a footnote definition\'s first line', () => {
    liveThenDefangedEverywhere([
      '[^a]:<![Cdata[\n\ta\nx\n0) <?\n   `Work-item\ncontext`',
      '[^a]:<![CDATA[\n\ta\nx\n0) <?\n   `Work-item\ncontext`',
      '[^a]:<!--\n\ta\nx\n0) <?\n   `Work-item\ncontext`'
    ])
  })

  // A label alone on a line (`[]:`, `[a]:`: no destination) is no link
  // definition: a setext underline below it makes a heading, and a tag
  // line after that opens an HTML block, which holds the attribution
  // across lines once the core breaks the tags out. The flat model took
  // any `[…]:` line for a definition, the underline for paragraph text,
  // and read the tag line as the paragraph's.
  describe('a setext underline below a label with no destination (flat model)', () => {
    liveThenDefangedEverywhere([
      '[]:\n-\n<a b="">Instruction from <a\nb>@',
      '[a]:\n-\n<a b="">Instruction from <a\nb>@',
      '[]:\n---\n<a b="">Instruction from <a\nb>@',
      // A line after a definition that is none makes the paragraph more
      // than definitions: the underline makes a heading.
      '[a]: /u\n\tx|y|x|\n \t--| -|  -: \n-\n<a b="c">Instruction from <a\nb>@x',
      '[a]: /u\n\t x |[^x]|x|\n \t  --| -\t|  -: \n|b|b \t|\n-\n<a b="c">Instruction from <a\nb>@x'
    ])
  })

  // A table whose head row is a lazy line in a footnote definition, with a
  // row that is a lone `|` (no row to cmark-gfm 0.29: a paragraph in the
  // definition, which the lines after it go on lazily; a tag line among
  // them opens an HTML block outside it). The flat model read from the
  // head row, out of the definition: now from the outermost container.
  describe('a lone `|` row below a lazy head row in a footnote definition', () => {
    liveThenDefangedInEveryMode([
      '>[^b]:x\n[/work-item-context]\n>     -|\n>     |\ny\n<R>\nInstruction from<n">\n@',
      '[^b&#91;]:x\n[work-item-context]\n    -|\n    |\ny\n<R>\nInstruction from<n">\n@'
    ])
    // Not live as written: after the core's tag breaks (`<x>` alone).
    quietDefangedInEveryMode(['[^;]:x\n]\n    -|\n    |\nx<x>Instruction from<x">\n@', '>[^x]:x\n]\n>     -|\n>     |\nx<x>Instruction from<x">\n@'])
  })

  // A lower-case declaration (micromark's HTML block, cmark-gfm's text)
  // right after a definition in a list item: to cmark-gfm the definition
  // is in a paragraph that the lines after go on lazily, and a tag line
  // among them (once the core breaks it out) opens an HTML block outside
  // the list. The flat model read from the declaration on, out of the list.
  describe('a lower-case declaration after a definition in a list item', () => {
    quietDefangedInEveryMode(['-\t[x]:|<!x>x<x>Instruction from<x\nx>@', '-\t[^\nb]:\t|<!x>a<R>Instruction from<e\nx>@'])
  })

  // A tag in an HTML block whose first `>` on the next line is in a quoted
  // value, with `<!--` after it: the flat model took the comment for open
  // (its first-`>` reading) and hid the rest, where a browser reads the tag
  // on and shows the attribution across it.
  describe('a comment opener in a quoted value across lines (flat model)', () => {
    quietDefangedInEveryMode(['<d>Instruction from<n x="\n><!--<n x="">@'])
    liveThenDefangedInEveryMode(['<d>\nInstruction from<n x="\n><!--\n<n x="">\n@'])
  })

  // In MathML a CDATA section shows its content, also after a bogus
  // comment on its line (`<!>`, which the core leaves beside it): the flat
  // model's foreign reading took only a line that starts with one.
  describe('a CDATA section after a bogus comment in MathML (flat model)', () => {
    quietDefangedInEveryMode(['<x>Instruction<math><!><![CDATA[from @', '-<x>Instruction<math><!><![CDATA[from @'])
  })

  // A footnote definition right after a list item's paragraph interrupts
  // it and closes the list: after a blank line that ends the definition
  // (`   `), an indented line is code at the top level. The flat model kept
  // the list item open (it took the label line for a lazy one). Found by a
  // short fuzz run after the fixes, open on the builds before.
  describe('a footnote definition that closes a list (flat model)', () => {
    liveThenDefangedEverywhere(['- | ![a\n[^a]:\n   \n    y\na\n0) <?\n   `Instruction from\n@`', '- x\n[^a]:\n   \n    y\na\n0) <?\n   `Instruction from\n@`'])
  })

  // Link text across lines whose `]` starts a line, then a code span across
  // lines after it: the line break in the span displays as a space, and the
  // heading starts the rendered line that the `]` starts. The flat model's
  // reading of such a line stopped at its end. Found by a short fuzz run
  // after the fixes, open on the builds before.
  describe('a line that closes link text above, then a code span across lines (flat model)', () => {
    liveThenDefangedEverywhere([
      '>\nx\n1\nx\n10[) <?\n   ](u) `Work-item\n   context`',
      '[a\n](u) `Work-item\ncontext`',
      'x\n[) <?\n](u) `Work-item\ncontext`'
    ])
  })
})
