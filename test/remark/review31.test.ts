/**
 * Review 31 (a random-composition fuzz of the three modes):
 *
 * - The flat model read `|` cells only in a stretch with a delimiter row,
 *   but looked for the row from the first line with a `|` on: a table whose
 *   header has no `|` (`a`, `-|`, `Amendments|x`) showed its cell live
 *   (in the default mode too, once the piece is over 16 KiB).
 * - A heading a masked reading (blocks in ruby) found on a line that starts
 *   with a construct it masks got its `> ` before the construct, which the
 *   core then broke off onto a line of its own: one more `> ` on every run.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'

const modes = [
  ['default', {}],
  ['flat', {maxPieceLength: 1}]
] as const

describe('review 31', () => {
  const tables = ['a\n-|\nAmendments|x\n', 'a\n|-|\n**Amendments**|x\n', 'a\n:-|\nAmendments|x\n', '- a\n  -|\n  Amendments|x\n']

  test.each(modes)('a table whose header has no `|` shows no live cell (%s)', (_, options) => {
    for (const input of tables) {
      // Negative control: GitHub shows the cell live in the input.
      expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
      const output = defangMarkdown(input, options).value
      expect(checkRendered(output).live, input).toEqual([])
    }
  })

  test('over 16 KiB (read by the flat model in the default mode)', () => {
    const input = 'a'.repeat(17_000) + '\n-|\nAmendments|x\n'
    const result = defangMarkdown(input)
    expect(result.fallback.used).toBe(true)
    expect(result.value.endsWith('\n-|\n> Amendments|x\n')).toBe(true)
    // The v1 rules alone leave it.
    expect(defang(input).value).toBe(input)
  })

  test.each(modes)('a heading found in ruby after a masked construct settles (%s)', (_, options) => {
    for (const input of ['<ruby><!--<div>Amendments]\n-->', '<ruby><!--<div>Amendments]\r\n-->', '<ruby><!--<p>Amendments\n-->']) {
      const once = defangMarkdown(input, options).value
      expect(defangMarkdown(once, options).value, input).toBe(once)
    }
  })
})
