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
