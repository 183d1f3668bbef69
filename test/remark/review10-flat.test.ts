/**
 * Tenth review: the flat model quoted a footnote definition line before its
 * label (`> [^1]:|…`) in the readings that start at the label (the browser
 * reading, the joined one, the one after an open link). A `> ` there quotes
 * the definition, so the next line's `> ` continues that quote instead of
 * starting one, and the footnote (moved to the end of the page, out of the
 * quote) shows the next line live. The `> ` goes after the label, where the
 * parsed reading writes it, whatever follows the label (`|`, a tab, text,
 * nothing) and after an outer footnote's label too (`[^1]:> [^2]:…`).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it, test} from 'vitest'

const inputs = [
  // Found by the red team.
  'x[^1]\n\n[^1]:|&#65;mendments\nAmendments\n',
  '[^1]\n[^1]:Work-it&#x2060;em context\n    # Work-item&NewLine;context\n',
  // The label followed by a tab, by text, by nothing on its line.
  'x[^1]\n\n[^1]:\t&#65;mendments\nAmendments\n',
  'x[^1]\n\n[^1]:&#65;mendments\nAmendments\n',
  'x[^1]\n\n[^1]:\n    &#65;mendments\nAmendments\n',
  // A cell, a list item, a construct, an outer footnote, an attribution.
  'x[^1]\n\n[^1]:a|&#65;mendments\n    -|-\n',
  'x[^1]\n\n- [^1]:|&#65;mendments\n  Amendments\n',
  'x[^1]\n\n[^1]:<?x>&#65;mendments\nAmendments\n',
  'x[^1][^2]\n\n[^1]:> [^2]:&#65;mendments\nAmendments\n',
  'x[^1]\n\n[^1]:|&#73;nstruction from &#64;x\nInstruction from @x\n'
]

const modes: Array<[string, {maxPieceLength?: number}]> = [
  ['flat model (maxPieceLength: 1)', {maxPieceLength: 1}],
  ['default', {}]
]

/**
 * @param input
 *   Input.
 * @returns
 *   The input, with 300 emphasis marks after a blank line, and right after
 *   it (one block: past `maxMarkup`, the piece falls back).
 */
function variants(input: string): Array<[string, string]> {
  return [
    ['as is', input],
    ['marks after a blank line', input + '\n' + '_'.repeat(300)],
    ['marks in the block (too-complex)', input + '_'.repeat(300) + '\n']
  ]
}

const cases = inputs.flatMap((input) =>
  variants(input).flatMap(([variant, value]) =>
    modes.map(([mode, options]) => [JSON.stringify(input), variant, mode, value, options] as const)
  )
)

describe('flat model: a footnote definition is quoted after its label', () => {
  test.each(inputs)('live raw: %j', (input) => {
    expect(checkRendered(input).live).not.toEqual([])
  })

  test.each(cases)('%s, %s, %s: nothing live, idempotent', (_, __, ___, value, options) => {
    expect(checkRendered(value).live).not.toEqual([])
    const result = defangMarkdown(value, options)
    expect(checkRendered(result.value).live).toEqual([])
    expect(defangMarkdown(result.value, options).value).toBe(result.value)
  })

  test('the flat model writes the `> ` after the label, as the parsed reading does', () => {
    const input = inputs[0]
    expect(defangMarkdown(input).value).toBe('x[^1]\n\n[^1]:> |&#65;mendments\n> Amendments\n')
    expect(defangMarkdown(input, {maxPieceLength: 1}).value.startsWith('x[^1]\n\n[^1]:> |')).toBe(true)
    // Never before a label, whatever follows it (a tab, text: harmless there,
    // the next line staying quoted, but the same mistake).
    const beforeLabel = /> \[\^\d\]:/g
    for (const value of inputs) {
      const output = defangMarkdown(value, {maxPieceLength: 1}).value
      expect(output.match(beforeLabel)?.length).toBe(value.match(beforeLabel)?.length)
    }
  })

  test('the block variant falls back in default mode', () => {
    for (const input of inputs) {
      const result = defangMarkdown(input + '_'.repeat(300) + '\n')
      expect(result.fallback.used).toBe(true)
      expect(result.fallback.reasons.map((entry) => entry.reason)).toContain('too-complex')
    }
  })

  it('flat model: a `>` starting a line in an HTML block is text, a construct left open in a paragraph is text', () => {
    const flat = {maxPieceLength: 1}
    // A decoded line break after a leading `>` in `<pre>` starts an unquoted
    // line (the `> ` goes after the reference, as the parsed reading writes);
    // `<x`, `<!--` or `\<!--` left open outside HTML blocks is escaped as
    // text by cmark-gfm and hides nothing.
    // Each: input, expected output (if pinned), and a negative control that
    // is live raw (the input, or the core's tag-broken form of it).
    const cases: Array<[string, string | undefined, string?]> = [
      ['<pre>\n> &#10;Amendments', '<pre>\n> &#10;> Amendments'],
      ['<pre>>&#10Amendments', '<pre>\n>&#10> Amendments'],
      ['<pre>\n  > &#10;Amendments', '<pre>\n  > &#10;> Amendments'],
      ['<pre>\n>> &#10;Amendments', '<pre>\n>> &#10;> Amendments'],
      ['x\n<pre>\n> &#10;Work-item context.', 'x\n<pre>\n> &#10;> Work-item context.'],
      ['<x\n``Work-item\ncontext``', undefined],
      ['<a\n`Work-item\ncontext`', undefined],
      ['<b\n``Work-item\ncontext``', undefined],
      ['<g\n``Work-item\ncontext``', undefined],
      ['<!\n``Work-item\ncontext``', undefined],
      ['<p&\n``Work-item\ncontext``', undefined],
      ['\\<!--\n<?<>Instruction\nfrom @', '\\<!--\n<?<>Instruction\nfrom (at)'],
      // The core's tag breaks make the token (its output is live raw).
      [';<!--<div>Instruction\nfrom @', ';<!--\n<div>\nInstruction\nfrom (at)', ';<!--\n<div>\nInstruction\nfrom @'],
      ['*<!--<b>``Work-item\ncontext``', '*<!--\n<b>\n> ``Work-item\ncontext``', '*<!--\n<b>\n``Work-item\ncontext``'],
      [':<!--<?\n;>&#65mendments<?>', ':<!--\n<?\n;>> &#65mendments<?>', ':<!--\n<?\n;>&#65mendments<?>']
    ]
    for (const [input, expected, control = input] of cases) {
      expect(checkRendered(control).live, input).not.toEqual([])
      for (const options of [flat, {}]) {
        const result = defangMarkdown(input, options)
        expect(checkRendered(result.value).live, input).toEqual([])
        if (expected !== undefined) expect(result.value, input).toBe(expected)
        expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
      }
    }

    // No benign change: bodies without tokens stay (but for tag breaks).
    for (const body of ['<pre>\n> quote\nx', '<x\n`code`\nmore', '<pre>\n> &#10;quote\nx', '\\<!--\n<?<>hello\nworld']) {
      expect(defangMarkdown(body, flat).value).toBe(body)
    }

    expect(defangMarkdown(';<!--<div>hello\nthere', flat).value).toBe(';<!--\n<div>\nhello\nthere')
  })
})
