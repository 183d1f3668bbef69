/**
 * What fuzz run 37 found (the twenty-third session, 2026-12-05; cmark-gfm
 * oracle; default mode, no time budget, the flat model, and behind a
 * paragraph over the markup budget), against `f060fd9`. Each test fails on
 * that build.
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
    const bodies = ['-|\n>[^a]:$$|[X]Work-item context', '-|\n>[^a]:$$|[ ]Amendments']
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
})
