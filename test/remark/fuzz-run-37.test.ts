/**
 * What fuzz runs 37 and 38 found (the twenty-third session, 2026-12-05;
 * cmark-gfm oracle; default mode, no time budget, the flat model, and
 * behind a paragraph over the markup budget), against `f060fd9` and
 * `67c4b62`. Each test fails on the build its run was against.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  overBudget,
  quotedOnceInEveryMode
} from '../support/rendered.js'

describe('fuzz run 37', () => {
  // A tag left open in a quote (`><p "`) ends GitHub's HTML block at a
  // quoted blank line, and swallows the `<table>` GitHub writes for the
  // quoted table after it: head and body cells show as one line. The `<`
  // of such a construct was escaped across a blank line only, not one
  // blank in its quote.
  describe('a tag left open in a quote, then a quoted table', () => {
    liveThenDefangedEverywhere(['><p "\n>\n>Instruction\n>-|\n>from @', '><div "\n>\n>Instruction\n>-|\n>from @'])
  })

  // Quote markers after `$$` with a task box or a cell's pipe between
  // (`$$> |> [X]> > > Work-item context`): each run added three more.
  describe('quote markers after `$$` and a task box (a fixed point)', () => {
    quotedOnceInEveryMode(['-|\n>[^a]:$$|[X]Work-item context', '-|\n>[^a]:$$|[ ]Amendments'], true)
  })

  // In a `<pre>`, a CDATA section in SVG or MathML shows its content, and
  // each line feed in it ends a line. The AST engine's reading that starts
  // a line at every construct read a section as a bogus comment.
  describe('a CDATA section in SVG inside a `<pre>` (AST engine)', () => {
    liveThenDefangedInEveryMode(['<pre>\n<svg>\n<![CDATA[Amendments\nb]]>', '<pre>\n<svg>\n<![CDATA[Amendments\nb'])
    liveAfterCoreThenDefanged(['<pre><svg><![CDATA[Amendments<a>', '<pre>\n<svg><![CDATA[Amendments<a>'])
  })

  // A browser never shows `<template>` content, a `<` that opens nothing
  // in it included: the text around it joins. The reading with such
  // content hidden showed that `<`.
  describe('a lone `<` inside `<template>` (AST engine)', () => {
    liveThenDefangedEverywhere(['<p>Instruction from<a> <template><</template>@', '<div>Work-item<a> <template><</template>context'])
  })

  // `01.` interrupts a paragraph in cmark-gfm 0.29 (its number is 1), not
  // in micromark; where micromark reads a setext heading (a `-` line
  // after), its text was not handed to the flat model as a paragraph's is.
  describe('a zero-padded list marker in a setext heading\'s text (AST engine)', () => {
    liveThenDefangedEverywhere(['`\n&#65;mendments\n01. `\n-', '`\n&#65;mendments\n001. `\n-'])
  })

  // A lazy line of backticks in a quote opens a code span that a later
  // lazy line closes, the heading whole on the quoted line between: the
  // rendered line starts at the backtick line, unquoted. The flat model's
  // joined reading started a line there, but took the first reading's
  // line at the heading (quoted) to cover it.
  describe('a lazy backtick line in a quote, the heading whole below (flat model)', () => {
    liveThenDefangedEverywhere(['>x\n`\n>Amendments\n`', '>x\n`\n>Work-item context\n`', '>x\n``\n>Amendments\n``'])
  })

  // A comment in a quoted HTML block that a browser ends at `--!>`: the
  // text after it joins the next quoted line. The flat model's joined
  // reading read a quoted line of raw HTML as Markdown.
  describe('a quoted comment a browser ends at `--!>` (flat model)', () => {
    liveThenDefangedEverywhere(['><!----!>Instruction\n>from @', '>> <!-- --!>Instruction\n>> from @x'])
  })

  // In SVG and MathML a CDATA section's content shows as written: a
  // character reference does not decode there. The flat model decoded
  // `&#65` to `A`, so `context` was no whole word.
  describe('a character reference in a CDATA section in SVG (flat model)', () => {
    liveAfterCoreThenDefanged(['<svg><![CDATA[Work-item context&#65', '<math><![CDATA[Work-item context&#65'])
  })

  // A bogus CDATA comment across lines ends at the `>` after text on the
  // next line; past it, `<math>`, text, and a section left open whose
  // content joins the text on the line below. The flat model read a
  // section past the comment only where it came first.
  describe('text, then a section left open, past a bogus CDATA comment across lines (flat model)', () => {
    liveThenDefangedEverywhere(['<![CDATA[\ni><math>Instruction from<![CDATA[\n@]]>', '<![CDATA[\ni><svg>Work-item<![CDATA[\ncontext]]>'])
  })

  // A tag such as `<b>` breaks out of SVG: a CDATA opener after it is a
  // bogus comment that ends at the first `>`, on the next line here. The
  // flat model's joined reading read the opener on its line both ways
  // (fuzz run 36), and the line below as the section's content only.
  describe('a CDATA opener after a tag that leaves SVG, its `>` on the next line (flat model)', () => {
    liveAfterCoreThenDefanged([
      '<svg><![CDATA[Work-item]]><b><![CDATA[\n>context',
      '<svg><![CDATA[Instruction]]><font color><![CDATA[\n>from @',
      '<math><![CDATA[Work-item]]><i><![CDATA[\nx>context'
    ])
    it('in the default mode, behind a paragraph over the markup budget', () => {
      const input = overBudget + '><svg><g><![CDATA[Instruction]]><i><![CDATA[\n>from @'
      const value = defangMarkdown(input).value
      expect(checkRendered(value).live, input).toEqual([])
      expect(defangMarkdown(value).value, input).toBe(value)
    })
  })

  // `<math<t>` is a tag a browser reads as `<math>` once the core's break
  // puts `<t>` on the next line (an attribute there): the section after it
  // shows its content.
  describe('a tag `<math<t>` past a bogus CDATA comment (flat model)', () => {
    liveAfterCoreThenDefanged(['<![CDATA[>Instruction<math<t><![CDATA[from @'])
  })
})

describe('fuzz run 38', () => {
  // Neighbours of run 37's quoted tag left open: in a list item, after an
  // unquoted tag line (an HTML block that ends on its line, or a
  // declaration cmark-gfm reads as paragraph text), then a quote.
  describe('a tag left open in a quote after a tag line, or in a list item', () => {
    liveThenDefangedEverywhere([
      '- ><p "\n  >\n  >Instruction\n  >-|\n  >from @',
      '1. ><div "\n   >\n   >Instruction\n   >-|\n   >from @',
      '<!---->\n><p "\n>\n>Instruction\n>-|\n>from @',
      '<\n><p "\n>\n>Instruction\n>-|\n>from @',
      'x\n<i>\n><p "\n>\n>Instruction\n>-|\n>from @'
    ])
    liveAfterCoreThenDefanged(['<!s>><div "\n>\n>Instruction\n>-|\n>from @', '<!-- -->><div "\n>\n>Instruction\n>-|\n>from @'])
  })

  // Inside `<template>`, what a browser or a sanitizer hides with it: a
  // tag GitHub's filter escapes (text there), SVG that `</template>`
  // closes, and SVG's own text, which a sanitizer keeps while it drops the
  // template: the text around the template joins.
  describe('what `<template>` hides, and what it does not', () => {
    liveThenDefangedEverywhere([
      '<div>Work-item<a> <template><textarea></template>context',
      '<div>Work-item<a> <template><svg><style></template>context',
      '<div>Work-item<a> <template><svg>x</template>context',
      '<svg>Work-item<a> <template>x</template>context',
      '<svg><foreignObject>Work-item<a> <template>x</template>context',
      '<svg><foreignObject><p>Instruction from<a> <template>x</template>@',
      '<div>Work-item<a> <template><svg><![CDATA[x]]></template>context'
    ])
  })

  // A character reference without its `;` is text in Markdown (a browser
  // decodes `&#65` in raw HTML): `context&#65` is the heading, then `&`.
  // The flat model decoded it.
  describe('a numeric reference without `;` after a heading (flat model)', () => {
    liveThenDefangedEverywhere(['Work-item&#32;context&#65', 'Work-item&#32;context&#x41', '- Work-item&#32;context&#65 b'])
  })
})

