/**
 * What fuzz runs 35 and 36 found (the twenty-second session, 2026-12-05;
 * cmark-gfm oracle; default mode, no time budget, the flat model, and
 * behind a paragraph over the markup budget), against `5d9d2b1` and
 * `f4ffcfc` (run 36's brief named an older build by mistake; its findings
 * were each checked again on the session's build). Each test fails on the
 * build its run was against.
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere} from '../support/rendered.js'

describe('fuzz run 35', () => {
  // A lazy line in a quote that holds a run of backticks alone opens a code
  // span that closes lines below: the line break after it is a space in
  // code, so the rendered line starts at that lazy line, unquoted, and
  // shows the heading. The flat model's joined reading started the line at
  // the next line, whose `>` read it as quoted. It now starts there, and
  // its `> ` goes before the backticks.
  describe('a lazy line of backticks in a quote before a heading (flat model)', () => {
    liveThenDefangedEverywhere([
      '>``\n`\n>Work-item\ncontext`',
      '>``x\n`\n>Work-item\ncontext`',
      '>x\n`\n>Work-item\ncontext`',
      '>``\n`\n>Work-item\n>context`'
    ])
  })

  // A CDATA opener outside SVG and MathML is a bogus comment that ends at
  // its first `>`; past it `<svg>` opens, and a tag in it runs across lines
  // (`<g`, then `i>`): past that tag's `>`, a section shows its content.
  // The flat model looked for `<svg` in the tag left open only.
  describe('a tag across lines inside SVG past a bogus CDATA comment (flat model)', () => {
    liveThenDefangedEverywhere([
      '<![CDATA[><svg><g\ni><![CDATA[Amendments]]>',
      '<![CDATA[\n><svg><g\ni><![CDATA[Instruction from @]]>',
      '<![CDATA[\n><svg><g\ni\nj><![CDATA[Instruction from @]]>'
    ])
  })
})

describe('fuzz run 36', () => {
  // Past a bogus CDATA comment, a tag whose quoted value holds a `>`
  // (`<x a=">">`) ends at its own `>`: the reading ended it at the first,
  // and took the rest for text that displays.
  describe('a tag with a quoted `>` past a bogus CDATA comment (flat model)', () => {
    liveThenDefangedEverywhere(['<![CDATA[><x a=">"><math><![CDATA[Amendments]]>'])
    liveAfterCoreThenDefanged(['<![CDATA[><svg a=">"><![CDATA[Work-item]]><![CDATA[context'])
  })

  // A tag such as `<b>` breaks out of SVG and MathML: a CDATA opener after
  // it is a bogus comment that ends at its first `>`, and the text after
  // that joins what the section before showed. The flat model read the
  // opener as a section only.
  describe('a CDATA opener after a tag that leaves SVG (flat model)', () => {
    liveAfterCoreThenDefanged(['<svg><![CDATA[Work-item]]><b><![CDATA[->context', '<svg><![CDATA[Work-item]]><b><![CDATA[x>context'])
  })

  // Past a bogus CDATA comment, text and a block tag (`-<div>`), then
  // `<svg>` and a section on the same line: the section shows its content
  // on a line of its own. The flat model's browser reading read every CDATA
  // opener as a bogus comment; it now follows SVG and MathML on the line.
  describe('a section in SVG after text and a block tag past a bogus CDATA comment (flat model)', () => {
    liveThenDefangedEverywhere(['<![CDATA[>-<div><svg><g><![CDATA[Work-item context]]>'])
    liveAfterCoreThenDefanged(['<![CDATA[>-<div><svg><g><![CDATA[Work-item]]><![CDATA[context'])
  })
})
