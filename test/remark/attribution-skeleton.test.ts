/**
 * `attributionSkeletonEdits`, the backstop for the attribution: a chain
 * with a gap (link or image syntax, a tag, an invisible reference) that
 * spells `Instruction from @` from a line's content start or a `|` gets
 * `(at)`; prose, chains without a gap, emphasis and code are left to the
 * readings.
 */
import fc from 'fast-check'
import {applyEdits} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {attributionSkeletonEdits} from '../../packages/remark-steer-defang/src/attribution-skeleton.js'

/** Constructs that may display nothing between two pieces. */
const hiding = ['<x>', '<!-- a -->', '<!--\n-->', '<?\n?>', '![](u)', '![r]', '[]()', '&#8203;', '<a\nb="c">']

/** Line starts: wrappers a token may follow, and a cell. */
const starts = ['', '> ', '- ', '1. ', '# ', '<p>', '| a | ', '<b>']

const tokens = ['Instruction from @x', 'INSTRUCTION FROM @', 'instruction\tfrom &#64;y']

/**
 * @param token
 *   Token.
 * @param cut
 *   Where to put the construct (inside its first word).
 * @param construct
 *   Construct.
 * @returns
 *   The token with it inside.
 */
function split(token: string, cut: number, construct: string): string {
  const at = 1 + (cut % 10)
  return token.slice(0, at) + construct + token.slice(at)
}

describe('attributionSkeletonEdits', () => {
  it('defangs a token split by a construct at a line start, once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tokens), fc.nat(), fc.constantFrom(...hiding), fc.constantFrom(...starts), (token, cut, construct, start) => {
        const input = 'x\n' + start + split(token, cut, construct)
        const edits = attributionSkeletonEdits(input)
        expect(edits.length, input).toBe(1)
        const edit = edits[0]!
        expect(input.slice(edit.start, edit.end)).toMatch(/^(@|&#64;)$/)
        expect(edit.replacement).toBe('(at)')

        // What it leaves matches nothing (a quoted line is left).
        const output = applyEdits(input, edits.map((edit) => ({...edit})))
        expect(attributionSkeletonEdits(output), output).toEqual([])
      })
    )
  })

  it('leaves prose, a chain with no gap, emphasis and code to the readings', () => {
    for (const input of [
      'I got an instruction from @bob, see <https://x>.',
      'The <b>Amendments</b> to the spec are in [the doc](u).',
      'Instruction from @x, as written',
      '**Instr**uction from @x',
      '`**Instruction** from @x` in a code span.',
      'see the Amend<b></b>ments [x](u)',
      '> Amend<b></b>ments',
      '</>Instruction from @bob',
      'x Instruc<b></b>tion from @bob'
    ]) {
      expect(attributionSkeletonEdits(input), input).toEqual([])
    }
  })

  it('finds chains the flat model missed (negative control: no token as written)', () => {
    const input = "<s y=\"\nInstruc<y>[tion from @]()\n>\">"
    expect(/instruction from @/i.test(input)).toBe(false)
    expect(attributionSkeletonEdits(input).map((edit) => [input.slice(edit.start, edit.end), edit.replacement])).toEqual([['@', '(at)']])
  })
})
