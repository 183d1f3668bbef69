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
import {describe, expect, test} from 'vitest'

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
})
