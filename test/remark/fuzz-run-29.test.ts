/**
 * What fuzz run 28 left open (the nineteenth session, 2026-12-05) and what
 * fuzz run 29 found (cmark-gfm oracle; default mode, no time budget, the
 * flat model, and behind a paragraph over the markup budget). Each test
 * fails on the build before its fix.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it, test} from 'vitest'
import {
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  overBudget,
  renderedModes
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
    const bodies = ['>[^a]:a$$amendments|\n|-', '-|\n>[^a]:a$$amendments|']
    it('takes a `> ` on the first run (the negative control)', () => {
      for (const input of bodies) expect(defangMarkdown(input).value, input).not.toBe(input)
    })
    test.each(renderedModes)('no live token, a fixed point (%s)', (_, options) => {
      for (const input of bodies) {
        const value = defangMarkdown(input, options).value
        expect(checkRendered(value).live, input).toEqual([])
        expect(defangMarkdown(value, options).value, input).toBe(value)
      }
    })
    it('a fixed point behind a paragraph over the markup budget', () => {
      for (const input of bodies) {
        const value = defangMarkdown(overBudget + input).value
        expect(defangMarkdown(value).value, input).toBe(value)
      }
    })
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
    const bodies = ['-|\n>[^a]:a$$**Work-item context.**|', '-|\n>[^a]:a$$_amendments_|']
    it('takes a `> ` on the first run (the negative control)', () => {
      for (const input of bodies) expect(defangMarkdown(input).value, input).not.toBe(input)
    })
    test.each(renderedModes)('no live token, a fixed point (%s)', (_, options) => {
      for (const input of bodies) {
        const value = defangMarkdown(input, options).value
        expect(checkRendered(value).live, input).toEqual([])
        expect(defangMarkdown(value, options).value, input).toBe(value)
      }
    })
  })
})
