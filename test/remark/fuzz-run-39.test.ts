/**
 * What the twenty-fourth session (2026-12-05) fixed: the class fuzz run 38
 * left open, and what fuzz run 39 found (cmark-gfm oracle; default mode,
 * no time budget, the flat model, and behind a paragraph over the markup
 * budget), against `9695c06`, and fuzz run 40, against `841f2e4`. Each
 * test fails on the build its run was against.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  expectLiveThenDefanged,
  expectQuietDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  renderedModes
} from '../support/rendered.js'

describe('fuzz run 38, left open then', () => {
  // A code span that a backtick alone on the line above opens closes at
  // the next line's first run: a span in an image's description after it
  // holds the description's first `]` (cmark-gfm's image ends at the
  // second). The flat model paired that first run with a later one on its
  // line, and read no image.
  describe('a code span from the line above, then one in an image description (flat model)', () => {
    const bodies = [
      '`\n`![`]`b]()Amendments',
      '`\n`![`a`](u)Amendments',
      '- `\n  `![`]`b]()Amendments',
      '`\n`![`]`b](u)Work-item context.',
      // The description runs on to the next line.
      '`\n`![`]`\nb]()Amendments'
    ]
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(bodies, {maxPieceLength: 1})
    })
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(bodies)
    })
  })
})

describe('fuzz run 39', () => {
  // A `<template>` in SVG or MathML is an element of theirs: `</svg>`,
  // `</math>`, the end tag of an element around it, or a tag that breaks
  // out of foreign content closes it. The readings that hide template
  // content hid the text after it (the core's breaks join the halves).
  describe('a template in foreign content, closed with it', () => {
    liveAfterCoreThenDefanged([
      '<svg>Instruction from<template>></svg>@',
      '<svg>Instruction<template>e</svg>from @',
      '<math>Instruction<template>><b>from @',
      '<svg>Instruction from<template><<b>@',
      '<math>Instruction from<foreignObject><template>e</foreignObject>@',
      '<p>Instruction<math><template>*</math>from @',
      '<div>Work-item<svg><template>|</svg>context'
    ])
  })

  // A tag left open in a quote, then a quoted text line before the
  // quoted blank line: GitHub drops the quote markers of the HTML block,
  // so the tag swallows the `<table>` of the quoted table below, and its
  // cells show as one line. The escape across a quoted blank line took the
  // `>` of the next line's quote marker for the tag's end.
  describe('a tag left open in a quote, a quoted line, then a quoted table', () => {
    liveThenDefangedEverywhere([
      '><p "\n>x\n>\n>Instruction\n>-|\n>from @',
      '><p "\n>"\n>\n>Instruction\n>-|\n>from @',
      '><div "\n>"\n>\n>Instruction\n>-|\n>from @',
      '><p "\n><p "\n>\n>Instruction\n>-|\n>from @'
    ])
  })

  // A tag the core's grammar does not read (an attribute CommonMark
  // rejects) opens an HTML block in a quote: the core's break leaves it
  // there, GitHub writes the block's lines without their quote markers,
  // and its page places none of them on a quoted source line. Its `<` is
  // escaped now: the line is text in the quote's paragraph.
  describe('a quoted HTML block opened by a tag the core does not read', () => {
    liveThenDefangedEverywhere([
      '><p ->Amendments',
      '><div ->Amendments',
      '><p "x>Amendments',
      '><p \\>Amendments',
      '><p ->Work-item context.',
      '> ><p "from @xWork-item>Amendments'
    ])
    // (`><p ->`, then `>Amendments`, was here too. Its heading stands on a
    // source line of its own that spells the quote marker, the defanged
    // form; the check, which places lines with no source point by
    // rendering variants since the forty-fourth session, reads it so.)
  })

  // A paragraph, a blank line, then footnote labels cmark-gfm reads past
  // brackets (`[^[]:`) and a code span across lines: the reading of a
  // footnote's text after a blank line started at the line's start, where
  // the core's wrappers stop at the bracket.
  describe('footnote labels past brackets after a blank line', () => {
    liveThenDefangedEverywhere([
      '<\n\n[^[]:[^a]:`Work-item\ncontext`\n[^a]',
      '<p>\n\n[^[]:[^a]:`Work-item\ncontext`\n[^a]'
    ])
  })

  // A block quote that interrupts a paragraph and opens with a list item
  // that could not interrupt one (numbered other than 1, or empty):
  // micromark reads paragraph text, and the next line lazy in the quote;
  // cmark-gfm reads the list, and the next line leaves the quote.
  describe('a list item numbered 0 at the start of a quote after a paragraph (AST engine)', () => {
    const bodies = ['x\n>0) -\nWork-item[](<u>) context', '(\n>0) -\nWork-it[](<u>)em&#13;context']
    test.each([renderedModes[0], renderedModes[1]])('no live token after defanging (%s), a fixed point', (_, options) => {
      expectLiveThenDefanged(bodies, options)
    })
  })

  // A quoted comment a browser ends at `--!>`, then a tag opener left open
  // at the end: the flat model read the comment's block as text. The
  // comment opens an HTML block the core's grammar does not read in a
  // quote, whose `<` is escaped now (see above).
  describe('a quoted comment ended by `--!>`, then `<A` at the end (flat model)', () => {
    const bodies = ['>><!----!>Instruction\n>>from @<A', '><!----!>Instruction\n>from @<A']
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(bodies, {maxPieceLength: 1})
    })
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(bodies)
    })
  })

  // After a tag that leaves SVG or MathML, a CDATA opener is a bogus
  // comment that ends at the next line's `>`: none of it shows, text after
  // the opener on its line included. The flat model's joined reading kept
  // that text.
  describe('a CDATA opener with text after it, past a breakout (flat model)', () => {
    const bodies = [
      '<math><![CDATA[Work-item]]><i><![CDATA[a\n>context',
      '<svg><![CDATA[Instruction]]><font color><![CDATA[m\n>from @',
      '<svg><![CDATA[Work-item]]><b><![CDATA[a\nb\n>context'
    ]
    test("is live after the core's tag breaks (the negative control)", () => {
      for (const input of bodies) expect(checkRendered(defang(input).value).live.length, input).toBeGreaterThan(0)
    })
    test("no live token after defanging (flat), after the core's tag breaks too", () => {
      expectQuietDefanged(bodies, {maxPieceLength: 1})
    })
  })

  // A `<template>` left open past a blank line holds GitHub's blocks up to
  // its `</template>`: they display nothing, and the text around it joins
  // (the checker reads template content aside). Its `<` is escaped now,
  // as for a tag a browser reads across a blank line.
  describe('a template open across blocks', () => {
    liveAfterCoreThenDefanged([
      '<p>Instruction from<template>\n\n></template>@',
      '<g>Work-item<template>\n\n></template>context',
      '<g>Instruction from<template> \n></template>@',
      '<p>Instruction<template>\n\n#</template>from @',
      '<g>Instruction<template>\n\n1.</template>from @',
      '<p>Instruction from<template>\n\nx\n\n</template>@'
    ])
  })
})

describe('fuzz run 40', () => {
  // A tag that runs on to the next line (white space before its `>`, or
  // attributes) closes or opens SVG and templates too. The flat model's
  // hiding readings followed a construct line's tag only where its `>`
  // was on that line.
  describe('a tag across lines that opens or closes what hides text (flat model)', () => {
    const bodies = [
      '<svg>Instruction from<template>x</svg\n>@',
      '<svg>Instruction from<template\n>x</svg>@',
      '<svg>Instruction from<template>x<b\n>@',
      '<svg>Work-item<a> <template>x</template\n>context',
      '1. <svg><g>Work-item<a> <TEMPLATE><</g \n>\ncontext.'
    ]
    test("is live after the core's tag breaks (the negative control)", () => {
      for (const input of bodies) expect(checkRendered(defang(input).value).live.length, input).toBeGreaterThan(0)
    })
    test("no live token after defanging (flat), after the core's tag breaks too", () => {
      expectQuietDefanged(bodies, {maxPieceLength: 1})
    })
    test('live as written, then defanged (flat), a fixed point', () => {
      expectLiveThenDefanged(
        ['<div>Work-item<a> <template>x</template\n>context', '<p>Instruction from<a> <template><</template\n>@'],
        {maxPieceLength: 1}
      )
    })
  })

  // A `<template>` in foreign content under 63 elements or more, or closed
  // with the HTML element around the foreign content (an end tag that
  // matches no foreign element falls through to HTML), or in `<math<w>`
  // (a browser reads `<w` as an attribute; flat model). The end tag was
  // matched a few levels up only, and HTML elements not at all.
  describe('a template in foreign content, closed from far or from outside', () => {
    liveAfterCoreThenDefanged([
      '<svg>' + '<g>'.repeat(63) + 'Instruction from<template>x</svg>@',
      '<math>' + '<mrow>'.repeat(63) + 'Instruction from<template>x</math>@',
      '<i>Instruction<math><template>x</i>from @',
      '<span>Instruction<svg><g><template>x</span>from @',
      '<b>Work-item<svg><template>x</b>context',
      '<u>Instruction from<math<w><template>x<U>@'
    ])
  })

  // A CDATA section after a tag that left SVG or MathML is a bogus comment
  // to its first `>` (the section's own, where it closes on its line); one
  // in SVG nested in an integration point is a section, and a breakout
  // there closes the inner SVG alone (parse5 then reads a bogus comment).
  describe('CDATA sections read as the elements open before them say', () => {
    liveAfterCoreThenDefanged([
      '<svg><![CDATA[Work-item]]><b><![CDATA[a]]>context',
      '<math><![CDATA[Instruction]]><i><![CDATA[]]]>from @',
      '<svg><![CDATA[Work-item]]><b><![CDATA[a\n]]>context',
      '<svg><desc><svg><![CDATA[Work-item]]><b><![CDATA[a]]> context',
      '<math><mtext><svg><![CDATA[Work-item]]><b><![CDATA[a]]> context',
      '<p><svg><foreignObject><b><svg><![CDATA[Instruction from]]><font size=1><![CDATA[a]]><![CDATA[<b></b>@'
    ])
  })

  // `<annotation-xml>` is an integration point only with an HTML encoding:
  // else MathML goes on in it, a section there shows, and a breakout
  // leaves it.
  describe('a CDATA section in `<annotation-xml>` without an encoding', () => {
    liveAfterCoreThenDefanged([
      '<math><annotation-xml><![CDATA[Work-item]]><font color><![CDATA[a]]>context',
      '<math><annotation-xml><![CDATA[Instruction from]]><b><![CDATA[]]]>@'
    ])
  })

  // Lines of a lone backtick run open and close code spans in turn: the
  // second closes the span the first opened, and the third opens one that
  // holds the heading across lines. The flat model took the second for an
  // opener (left open by fuzz run 41); it now pairs runs down the
  // paragraph, from its first line (a quote that starts after a paragraph
  // starts one: the fourth body, found by fuzz run 41).
  describe('lone backtick lines, then a code span across lines (flat model)', () => {
    const bodies = [
      '`\n`\n`Work-item\ncontext`',
      '- `\n  `\n  `Work-item\n  context`',
      '`\n` \n`Work-item\ncontext`',
      '`\n`\n`\n`\n`Work-item\ncontext`',
      '``\n`\n``\n`Work-item\ncontext`',
      '`\n> `\n> `\n`Work-item\ncontext`',
      // A lazy line's quote goes on where its markers come back.
      '`Amendments\n`\n[a](u)\n` \n)\n`Work-item\ncontext`',
      // A quote that interrupts the paragraph holds no closer.
      '`Instruction\nfrom @x`)\n``\n`Work-item\ncontext`\n` \n>>``\na `ba `b\n1. from @x',
      '`[a](u)\n> > `x\n> > `[a](u)\n`\n> > Amendments\n`\n> > [/work-item-`context]',
      '>`\n`)\n`\n>Amendments\n`'
    ]
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(bodies, {maxPieceLength: 1})
    })
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(bodies)
    })
    // Three lone lines: the third opens a span the fourth line's first run
    // closes, and `context`` ends in a literal backtick. The flat model
    // may quote it (it reads marks as showing nothing); it must stay a
    // fixed point with nothing live.
    test('an odd chain: not live as written, nothing live after (flat), a fixed point', () => {
      for (const input of ['`\n`\n`\n`Work-item\ncontext`', '>`\nx\n>Work-item\ncontext`']) {
        expect(checkRendered(input).live, input).toEqual([])
        const value = defangMarkdown(input, {maxPieceLength: 1}).value
        expect(checkRendered(value).live, input).toEqual([])
        expect(defangMarkdown(value, {maxPieceLength: 1}).value, input).toBe(value)
      }
    })
  })

  // The core's break puts `<u>` on a line of its own, which opens an HTML
  // block; a lower-case `<![cdata[` after a blank line opens one more in
  // cmark-gfm (a paragraph in micromark), and a browser reads a bogus
  // comment that ends at its `>`: the text around it joins. Left open by
  // fuzz run 41; the flat model now reads from the block above the blank
  // line.
  describe('a tag the core breaks out, a blank line, a lower-case CDATA opener', () => {
    liveAfterCoreThenDefanged([
      '<u>Instruction\n\n<![cdata[>from @',
      '<u>Instruction\n\n<b>\n\n<![cdata[>from @',
      '<u>Instruction\n\n\n<![Cdata[>from @',
      '- <u>Instruction\n\n  <![cdata[>from @'
    ])
  })
})
