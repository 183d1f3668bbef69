/**
 * Fuzz, 2026-12-02, the fourth run (about 24,800 bodies per mode, with a
 * second oracle: cmark-gfm's HTML read with parse5), fixed 2026-12-03:
 *
 * - A code block line shows its white space as written, and the rendered
 *   model reads any run of it as one space (`Instruction\tfrom @` at a
 *   line start is defanged), but after a `|` in such a line only the scan
 *   engine looked, and it needs a literal space: `|Instruction\tfrom @`
 *   in a fence stayed as written.
 *
 * Found but not a leak: a heading after `<rt>` is quoted (`> Amendments`),
 * and the checker, which reads an annotation as one line without its
 * block quotes, still calls it live. Chromium keeps the quote there (a
 * block outside `<ruby>`, an inline block with its bar inside one): the
 * output is pinned instead.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'
import {renderedModes} from '../support/rendered.js'

const afterPipeInCode = [
  ['```\n|INSTRUCTION\tFROM @', '```\n|INSTRUCTION\tFROM (at)'],
  ['```\f|INSTRUCTION\tFROM @', '```\n|INSTRUCTION\tFROM (at)'],
  ['~~~\nx |**Instruction\t from @a', '~~~\nx |**Instruction\t from (at)a'],
  ['    a |instruction\tfrom @', '    a |instruction\tfrom (at)']
] as const

describe('the fourth fuzz run: the attribution after a `|` in code, white space as displayed', () => {
  test('the scan engine alone leaves them (the negative control)', () => {
    for (const [input] of afterPipeInCode) {
      expect(defang(input).value.includes('(at)'), input).toBe(false)
    }
  })

  test.each(renderedModes)('the rendered model defangs them (%s), a fixed point', (_, options) => {
    for (const [input, expected] of afterPipeInCode) {
      const result = defangMarkdown(input, options)
      expect(result.value, input).toBe(expected)
      expect(defangMarkdown(result.value, options).value, input).toBe(expected)
    }
  })

  test('the v1 profile keeps to the raw rule', () => {
    for (const [input] of afterPipeInCode) {
      expect(defangMarkdown(input, {profile: 'v1'}).value).toBe(defang(input).value)
    }
  })
})

describe('the fourth fuzz run: headings after `<rt>` (checked on the output)', () => {
  test.each(renderedModes)('they are quoted (%s), a fixed point', (_, options) => {
    for (const [input, expected] of [
      ['<rt>\n\nWork-item context', '<rt>\n\n> Work-item context'],
      ['<ruby>x<rt>\n\nAmendments', '<ruby>\nx\n<rt>\n\n> Amendments']
    ] as const) {
      const result = defangMarkdown(input, options)
      expect(result.value, input).toBe(expected)
      expect(defangMarkdown(result.value, options).value, input).toBe(expected)
    }
  })
})
