/**
 * The holes fuzz run 22 left open (the thirteenth session, 2026-12-04) and
 * what fuzz run 23 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 22, left open then', () => {
  // A construct the core reads inside another (a tag inside a CDATA section
  // in mixed case, which a browser ends at its first `>`) is not broken out
  // by the core: text after it on its line displays, and its line is not
  // hidden in it (it read as quoted, so no `> ` went in).
  describe('a tag the core reads inside a CDATA section hides nothing after it', () => {
    liveThenDefangedEverywhere([
      '<![CdaTa[>\n<a\ra>Work-item\ncontext]]>',
      '<![CdATA[>\n</blockqu\r\note x><e>Work-item\ncontext]]>',
      '<![cdata[>\n<a\nb="c">Work-item\ncontext]]>'
    ])
  })

  // A code span whose opening run has no closer on its line may close on
  // a later one: a `]` before that is code, and an image's description
  // goes on to the `]` after it (the flat model read the image as closed).
  describe('a code span across lines holds an image description open', () => {
    liveThenDefangedEverywhere([
      '![a`]\n`\nb](u)Work-item context',
      '![`]\n`a]()Work-item context',
      '![a`]\n]`\nb](u)Work-item context'
    ])
  })

  // A CDATA section only cmark-gfm reads (not in upper case) runs across
  // blank lines to `]]>`: a lower-case declaration in it made its lines
  // ambiguous to micromark, and the piece loop then dropped GitHub's
  // reading and cut inside it.
  describe("GitHub's states count where micromark's are ambiguous", () => {
    liveThenDefangedEverywhere([
      '<![CdaTa[<!a\n>Work-item\n\ncontext',
      '<![CdATA[dATA[x- > \n<!x\n</blockquote>Work-item\n\ncontext\n]]>\n-'
    ])
  })

  // A tag whose quoted value holds a tag line (`<div>`) goes on past it to
  // a browser, and the lines after it read as text joined the rendered line
  // where they show nothing (`">`).
  describe('the joined reading follows a tag carried past its first `>`', () => {
    const bodies = [
      'x\n[^x]: a\n<R>\nInstruction from\n<n e="\n<div>\n">\n</div>\n @',
      '<div>\nInstruction from\n<a \nb="x >"-\nd> @x'
    ]
    liveThenDefangedEverywhere(bodies)
    // Behind the budget paragraph, `<R>` opens no HTML block (a tag alone
    // interrupts no paragraph): only as written.
    liveThenDefangedInEveryMode(['<R>\nInstruction from\n<n e="\n<div>\n">\n</div>\n @'])
  })
})

describe('fuzz run 23', () => {
  // cmark-gfm reads a footnote label with a bracket in it (`[^[]:`), which
  // the core's wrappers do not: the definition is a container, and a tag
  // line after it opens an HTML block, where a browser reads `<n">`.
  describe('a footnote label holds a bracket', () => {
    liveThenDefangedEverywhere(['[^[]:m\n<R>\nInstruction from<n">\n@'])
    quietDefangedInEveryMode(['[^[]:m<R>Instruction from<n">\n@'])
  })

  // A tag micromark reads as text (an unquoted value with `/`) that runs on
  // to the next line: the text goes to the flat model, as on one line.
  describe('a tag micromark rejects may run across lines', () => {
    liveThenDefangedEverywhere(['[<m\nc=d/]>]()Amendments', '[<t\no=a/]>]()Amendments', '[<m c\n=d/]>]()Amendments'])
    liveThenDefangedInEveryMode(['[<a\ra=a/]>]()amendments'])
  })

  // Container marks that are none: a `>` indented four columns in a
  // paragraph is its text, and a footnote definition whose text is an
  // empty list item holds no paragraph; `0)` then cannot interrupt the
  // paragraph after it (the flat model let it open an item with `<?`).
  describe('marks that hold no paragraph, or are text', () => {
    liveThenDefangedEverywhere(['x\n    >\n0) <?\n   `Work-item\ncontext`'])
    const footnotes = ['[^a]:1.\nx\n0) <?\n   `Work-item\ncontext`', '[^a]:>\nx\n0) <?\n   `Work-item\ncontext`']
    liveThenDefangedInEveryMode(footnotes)
  })

  // Indented code opens no paragraph: a tag line after it opens an HTML
  // block, where a browser reads `<n">` as a tag.
  describe('indented code holds no paragraph', () => {
    liveThenDefangedInEveryMode(['    a\n<R>\nInstruction from<n">\n@', '    @\n<R>\nInstruction from<n">\n@'])
  })

  // In the parsed reading too: micromark reads `1.` after the label as
  // paragraph text, and the line after it as its lazy line.
  describe('a footnote definition holding an empty list item, after a paragraph', () => {
    liveThenDefangedEverywhere(['x\n[^a]:1.\nx\n0) <?\n   `Work-item\ncontext`', 'x\n[^a]: -\nx\n0) <?\n   `Work-item\ncontext`'])
  })

  // A comment opened in raw HTML goes on past paragraph text, whose `-->`
  // GitHub escapes, to the next `-->` in raw HTML; the core's break after
  // `<!--a>` (read inside a lower-case declaration) split the comment's
  // own `-->` off into such text. And a comment left open goes on past a
  // paragraph and the blank lines around it: no piece is cut there.
  describe('a comment opened in raw HTML ends in raw HTML only', () => {
    liveThenDefangedEverywhere(['<!x# [work-item-context]\n- <!--a>-->\n><o<b>>-->&#65mendments', '<!--a\n\ns\n\n<e>-->&#65mendments'])
    quietDefangedInEveryMode([
      '<!x\n- <!--a>-->\n><o>-->&#65mendments',
      '<!x\n- <!--a>\n\ns\n\n<e>-->&#65mendments',
      '- <!--a>\n\ns\n\n<e>-->&#65mendments'
    ])
  })

  // A fence outside any container closes only at a fence line of its own:
  // `>```` or `- ```` in it is code (the flat model skipped any container
  // marks, closed the fence there, took the next fence line for an
  // opening one, and the tag across lines after it for code).
  describe("a fence closes within its own containers only", () => {
    liveThenDefangedEverywhere([
      '```\n>```\n```\n<div\n(>work-item context',
      '```\n> ```\n```\n<div\n(>Instruction from @x',
      '```\n- ```\n```\n<div\n/w>work-item context',
      '~~~\n>~~~\n~~~\n<div\n/w>work-item context'
    ])
  })

  // A construct carried over that is no tag (a bogus comment, a CDATA
  // section in HTML, an instruction) ends at its first `>`: quotes open
  // nothing in it (the flat model followed a `="` as a tag's value, and
  // hid what the `>` after it ended; the mixed-case CDATA section is read
  // alike by the core, so every mode).
  describe('a bogus comment carried over takes no quoted values', () => {
    liveThenDefangedEverywhere([
      '<![CdaTa[\n=">Instruction from\n@',
      '<![CdaTa[\n=">Work-item\ncontext',
      "<![cdata[\n='>Instruction from\n@",
      '<![CdaTa[<e="\ra>Work-item\ncontext',
      '<![CdaTa[<!e=">Work-item\ncontext',
      '<?\n=">Instruction from\n@',
      '<![CDATA[\n=">Instruction from\n@'
    ])
  })

  // The same with a blank line before the raw HTML that ends the comment:
  // no piece is cut there either, since a `-->` outside the list item the
  // comment opened in is paragraph text.
  describe('a comment opened in a list item is not ended by text outside it', () => {
    quietDefangedInEveryMode(['<!x\n- <!--a>-->\n\n><o>-->&#65mendments', '<!x\n- <!--a>\n\n-->\n\n<e>-->&#65mendments'])
  })

  // Of the runs with no closer on a line, the one whose length the next
  // line has opens the span (the double run is text here).
  describe('backtick runs of unequal length in an image description', () => {
    liveThenDefangedEverywhere(['![``a`]\n`b]()Work-item context', '![``a`]\n]`\nb](u)Work-item context'])
  })
})

