/**
 * Review 32 (fold chunks and HTML rounds; the interfaces):
 *
 * - While a `<select>` is open a browser drops the `<p>` tags that follow,
 *   joining the text of blocks: `Instruction`, a blank line, `from @x`
 *   showed one live attribution. The `<select` is now escaped wherever any
 *   token may display after it, not only a heading.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, test} from 'vitest'

const modes = [
  ['default', {}],
  ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}],
  ['flat', {maxPieceLength: 1}]
] as const

describe('review 32', () => {
  const joined = [
    '<select>\n\nInstruction\n\nfrom @x',
    '<select>\n\nInstruction from\n\n@x',
    '<select>\n\n# Instruction\n\nfrom @x',
    'x<select>\n\nInstruction\n\nfrom @x',
    'x<select>Instruction<div>\n\nfrom @x',
    'x<select>Instruction\n<div>from @x',
    'x<select>Instruction\n\n<div>from @x'
  ]

  test.each(modes)('text a `<select>` joins across blocks shows no live attribution (%s)', (_, options) => {
    for (const input of joined) {
      // Negative control: GitHub shows the joined attribution in the input.
      expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
      const output = defangMarkdown(input, options).value
      expect(checkRendered(output).live, input).toEqual([])
      expect(defangMarkdown(output, options).value, input).toBe(output)
    }
  })

  test('a `<select>` with no token after it keeps its bytes', () => {
    const input = '<select>\n\nChoose one\n\nof these\n'
    expect(defangMarkdown(input).value).toBe(input)
  })
})
