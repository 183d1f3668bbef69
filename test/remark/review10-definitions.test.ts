/**
 * Tenth review: cmark-gfm (0.29.0.gfm.6) takes a table's head row from the
 * last line of the paragraph above its delimiter row and leaves the lines
 * before it a paragraph, without taking the definitions out of them: they
 * display as text (`[r]: &#91;work-item-context&#93;`, `|a|`, `|-|` shows
 * the fence). micromark reads them as definitions, which display nothing.
 * Such definitions are in doubt: their lines are read once more by the flat
 * model, and references to them are read both as links and as text.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'

const inputs = [
  // Found by the red team.
  '[r]: /u (\n&#65;mendments\n)\n|a|\n|-|\n',
  '[r]: &#91;work-item-context&#93;\n|a|\n|-|\n',
  '[r]: \\[work-item-context\\]\n|a|\n|-|\n',
  '[r]:[work-it&#101;m-context]\n||\n|-\n',
  // Several definitions, the token in the middle one.
  '[r]: /a\n[s]: &#91;work-item-context&#93;\n[t]: /c\n|a|\n|-|\n',
  // In a block quote, in a list item.
  '> [r]: &#91;work-item-context&#93;\n> |a|\n> |-|\n',
  '- [r]: &#91;work-item-context&#93;\n  |a|\n  |-|\n',
  // Paragraph text between the definitions and the head row.
  '[r]: &#91;work-item-context&#93;\nx\n|a|\n|-|\n',
  // A delimiter row without pipes.
  "[r]: /u '\n&#65;mendments\n'\nx\n:-:\n",
  // A head row indented as code: a table to cmark-gfm only.
  '[r]: &#91;work-item-context&#93;\n    y | z\n-|-\n',
  // A reference to such a definition is text: its label, run onto the next
  // line, starts that line (the reading with sure definitions only must not
  // learn the definition from micromark's parse).
  '[&#73;nstruction from &#64;y]: /u\n|a|\n|-|\n\n[x][\n&#73;nstruction from &#64;y]\n',
  '[x][\n&#87;ork-item context]\n\n> [&#87;ork-item context]: /u\n> |a|\n> |-|\n'
]

const modes: Array<[string, {maxPieceLength?: number; timeBudgetMs?: number}]> = [
  ['default', {}],
  ['timeBudgetMs: Infinity', {timeBudgetMs: Number.POSITIVE_INFINITY}],
  ['flat model (maxPieceLength: 1)', {maxPieceLength: 1}]
]

const cases = inputs.flatMap((input) =>
  modes.map(([mode, options]) => [JSON.stringify(input), mode, input, options] as const)
)

describe('definitions before a table head display as text', () => {
  test.each(inputs)('live raw: %j', (input) => {
    expect(checkRendered(input).live).not.toEqual([])
  })

  test.each(cases)('%s, %s: nothing live, idempotent', (_, __, input, options) => {
    const result = defangMarkdown(input, options)
    expect(checkRendered(result.value).live).toEqual([])
    expect(defangMarkdown(result.value, options).value).toBe(result.value)
  })
})

describe('definitions cmark-gfm takes out stay alone', () => {
  // A blank line before the table: the paragraph is closed and its
  // definitions taken out, so they display nothing (cmark-gfm checked).
  const benign = [
    '[r]: /a\n\n|a|\n|-|\n\n[r]\n',
    '[r]: /a\n[s]: /b "t"\n\n|a|\n|-|\n',
    '> [r]: /a\n>\n> |a|\n> |-|\n',
    '[r]: /a\n|a|\n|-|\n',
    '[r]: /a\nx\n|a|\n|-|\n'
  ]

  test.each(benign)('unchanged: %j', (input) => {
    expect(checkRendered(input).live).toEqual([])
    for (const [, options] of modes) {
      expect(defangMarkdown(input, options).value).toBe(input)
    }
  })

  test('a token hidden in a definition taken out is left as v1 leaves it, but for the fence backstop', () => {
    const input = '[r]: &#91;work-item-context&#93;\n\n|a|\n|-|\n\n[r]\n'
    expect(checkRendered(input).live).toEqual([])
    expect(defang(input).value).toBe(input)
    // The readings leave it; the fence backstop (`fenceSkeletonEdits`,
    // eighth session) reads references wherever they stand, a
    // destination included.
    const output = '[r]: (work-item-context)\n\n|a|\n|-|\n\n[r]\n'
    expect(defangMarkdown(input).value).toBe(output)
    expect(defangMarkdown(input, {timeBudgetMs: Number.POSITIVE_INFINITY}).value).toBe(output)
  })
})
