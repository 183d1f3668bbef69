/**
 * What fuzz run 35 found (the twenty-second session, 2026-12-05; cmark-gfm
 * oracle; default mode, no time budget, the flat model, and behind a
 * paragraph over the markup budget), against `5d9d2b1`. Each test fails
 * on that build.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

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
