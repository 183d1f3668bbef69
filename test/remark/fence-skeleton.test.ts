/**
 * `fenceSkeletonEdits`, the backstop under the readings of lines: a fence
 * whose pieces stand in order with constructs between them is defanged,
 * whatever the constructs; prose and the defanged form are left alone.
 */
import fc from 'fast-check'
import {applyEdits} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {fenceSkeletonEdits} from '../../packages/remark-steer-defang/src/fence-skeleton.js'

/** Constructs that may display nothing between two pieces. */
const hiding = ['<x>', '<!-- a -->', '![r]', '[]()', '](u)', '![\n](())', '][\nr]', '*', '_', '`', '<a\nb="c">', '&#8203;', '&#8203;<b>']

/** Text that displays between two pieces. */
const showing = [' ', '\n', 'a', '(', ')', '\n\n', '!', '&amp;', '\\(']

const fences = ['[work-item-context]', '[/work-item-context]', '[WORK-ITEM-CONTEXT]', '\\[/Work-Item-Context\\]', '&#91;work-item-context&#93;']

/**
 * @param fence
 *   Fence.
 * @param cuts
 *   Where to cut it, and what goes in each cut.
 * @returns
 *   The fence with those inserted.
 */
function spread(fence: string, cuts: Array<[number, string]>): string {
  const inserts = new Map<number, string>()
  for (const [at, value] of cuts) inserts.set(at % (fence.length + 1), value)
  let result = ''
  for (let index = 0; index <= fence.length; index++) {
    const before = fence.slice(0, index)
    // Never inside an escape or reference.
    const inside = /\\$/.test(before) || /&#?\w*$/.test(before)
    if (!inside) result += inserts.get(index) ?? ''
    result += fence.charAt(index)
  }

  return result
}

describe('fenceSkeletonEdits', () => {
  it('defangs a fence spread over hiding constructs, and what it leaves matches nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fences),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...hiding)), {maxLength: 6}),
        fc.constantFrom('', 'x ', '> ', '- a\n'),
        (fence, cuts, before) => {
          const input = before + spread(fence, cuts)
          let edits = fenceSkeletonEdits(input)
          expect(edits.length, input).toBeGreaterThanOrEqual(2)
          for (const edit of edits) expect(input.slice(edit.start, edit.end)).toMatch(/^(\[|\\\[|&#91;|\]|\\\]|&#93;)$/)
          // Applied until nothing matches (a bracket of a construct may make
          // a longer chain, which the next round takes): a few rounds.
          let output = input
          let rounds = 0
          while (edits.length > 0) {
            output = applyEdits(output, edits.map((edit) => ({...edit})))
            edits = fenceSkeletonEdits(output)
            expect(++rounds, output).toBeLessThan(6)
          }
        }
      ),
      {numRuns: 2000}
    )
  })

  it('leaves a fence whose pieces text that displays keeps apart', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fences.slice(0, 3)), fc.nat(), fc.constantFrom(...showing), (fence, pick, gap) => {
        const place = 1 + (pick % (fence.length - 1))
        const input = fence.slice(0, place) + gap + fence.slice(place)
        expect(fenceSkeletonEdits(input), input).toEqual([])
      })
    )
  })

  it('leaves prose that mentions the words, and the defanged form', () => {
    for (const input of [
      'The work-item context is in [brackets] (see the docs).',
      '[work item context]',
      '(work-item-context) and [(work-item-context)] and ((/work-item-context))',
      '[work](a)-item context]',
      '[work-\nitem-context]',
      '[work-item-\n\ncontext]'
    ]) {
      expect(fenceSkeletonEdits(input), input).toEqual([])
    }
  })

  it('finds a chain across lines that no reading followed (negative control: the raw text holds no fence)', () => {
    const input = '[R]:>\n[work-![r][item-conte![\n](())][\nr][]()xt]'
    expect(input.includes('[work-item-context]')).toBe(false)
    const edits = fenceSkeletonEdits(input)
    expect(edits.map((edit) => [input.slice(edit.start, edit.end), edit.replacement])).toEqual([
      ['[', '('],
      [']', ')']
    ])
    expect(edits[0]!.start).toBe(6)
    expect(edits[1]!.start).toBe(input.length - 1)
  })
})
