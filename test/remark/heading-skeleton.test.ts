/**
 * `headingSkeletonEdits`, the backstop under the flat model for the
 * headings: a chain with a gap (link or image syntax, a tag, a mark, an
 * invisible reference) that spells `Amendments` alone on its line, or
 * `Work-item context` at its start, from a line's content start or a `|`,
 * has each bracket, mark, `<` and invisible reference in it escaped;
 * prose and chains without a gap are left to the readings.
 */
import fc from 'fast-check'
import {applyEdits} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {headingSkeletonEdits} from '../../packages/remark-steer-defang/src/heading-skeleton.js'

/** Constructs that may display nothing between two pieces. */
const hiding = ['<x>', '**', '`', '<!-- a -->', '<!--\n-->', '<?\n?>', '![](u)', '![r]', '[]()', '[](\nu\n)', '[](<u> ())', '&#8203;', '<a\nb="c">']

/** Line starts: wrappers a heading may follow, and a cell. */
const starts = ['', '> ', '- ', '1. ', '# ', '<p>', '| a | ', '[^1]: ', '**']

const headings = ['Amendments', 'AMENDMENTS', 'Amendments **', 'Amendments |', '&#65;mendments', 'Work-item context.', 'work-item context and more', 'Work-item\tcontext']

/**
 * @param heading
 *   Heading.
 * @param cut
 *   Where to put the construct (inside its first eight characters).
 * @param construct
 *   Construct.
 * @returns
 *   The heading with it inside.
 */
function split(heading: string, cut: number, construct: string): string {
  // Never inside a reference.
  const at = heading.startsWith('&') ? 6 + (cut % 4) : 1 + (cut % 8)
  return heading.slice(0, at) + construct + heading.slice(at)
}

describe('headingSkeletonEdits', () => {
  it('breaks a heading split by a construct at a line start, and what it leaves matches nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...headings), fc.nat(), fc.constantFrom(...hiding), fc.constantFrom(...starts), (heading, cut, construct, start) => {
        const input = 'x\n' + start + split(heading, cut, construct) + '\ny'
        const edits = headingSkeletonEdits(input)
        expect(edits.length, input).toBeGreaterThan(0)
        for (const edit of edits) {
          const original = input.slice(edit.start, edit.end)
          expect(['[', ']', '<', '&', '*', '`']).toContain(original)
          expect(edit.replacement).toBe(original === '<' ? '&lt;' : original === '&' ? '&amp;' : '\\' + original)
          expect(edit.rule).toBe(heading.toLowerCase().startsWith('work') ? 'context-heading' : 'amendments-heading')
        }

        // The construct inside is what is escaped: the text before it is not.
        expect(edits[0]!.start, input).toBeGreaterThanOrEqual(2 + start.length)
        const output = applyEdits(input, edits.map((edit) => ({...edit})))
        expect(headingSkeletonEdits(output), output).toEqual([])
      })
    )
  })

  it('reads only the range it is given', () => {
    const input = 'Amend[](u)ments\n\nAmend[](u)ments\n'
    expect(headingSkeletonEdits(input).length).toBe(4)
    expect(headingSkeletonEdits(input, 17, input.length).map((edit) => edit.start)).toEqual([22, 23])
  })

  it('leaves prose, a heading with words after it, chains with no gap, marks around the word', () => {
    for (const input of [
      'The <b>Amendments</b> to the spec are in [the doc](u).',
      'Amendments, as written',
      'Amend[](u)ments to the spec are in [the doc](u).',
      'Amend[](u)ments 2',
      'Amend\\[](u)ments',
      '**Amendments**',
      '# Amendments #',
      '`Amendments`',
      'Amend&lt;b>ments',
      'x Amend[](u)ments',
      'Work-item contexts are [listed](u) here',
      'Work item[](u) context',
      'See [Amendments](u) and <b>Work-item context</b>.',
      // A blank line ends a chain.
      'Amend[\n\n](u)ments'
    ]) {
      expect(headingSkeletonEdits(input), input).toEqual([])
    }
  })

  it('counts marks as gaps: a code span hides its backticks, emphasis its marks', () => {
    expect(headingSkeletonEdits('`Amend`ments').map((edit) => edit.replacement)).toEqual(['\\`'])
    expect(headingSkeletonEdits('**Amend**ments').map((edit) => edit.replacement)).toEqual(['\\*', '\\*'])
    expect(headingSkeletonEdits('`Amend`[]()ments<b>').map((edit) => edit.replacement)).toEqual(['\\`', '\\[', '\\]'])
  })

  it('reads on where the line may end: a line feed, a tag, a cell, a gap', () => {
    expect(headingSkeletonEdits('Amend[](u)ments<br>x').length).toBe(2)
    expect(headingSkeletonEdits('| Amend[](u)ments | b |').length).toBe(2)
    expect(headingSkeletonEdits('Amend[](u)ments ** [](x\n)').length).toBe(2)
    // White space between the words, line feeds too (an HTML block).
    expect(headingSkeletonEdits('<p>\nWork-item\n<x a="\n>"\n>\n context.').length).toBe(1)
  })

  it('folds case as the core does (the Kelvin sign, the long s)', () => {
    expect(headingSkeletonEdits('Amend[](u)ment\u017F').length).toBe(2)
    expect(headingSkeletonEdits('Wor\u212A-item[](u) context').length).toBe(2)
  })

  it('settles a flood of chains left open, in one pass', () => {
    // Every line opens a gap a later one may close: one pass, not one per line.
    const input = 'Amend[\n'.repeat(20_000) + ']ments\n'
    const edits = headingSkeletonEdits(input)
    expect(edits.length).toBe(20_001)
    expect(headingSkeletonEdits(applyEdits(input, edits))).toEqual([])
  })
})
