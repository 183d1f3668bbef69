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

/** Pieces of every kind, for near misses. */
const bits = ['[', ']', '(', ')', '![', '](', '*', '<', '>', '<x>', 'x', ' ', '\n', '\n\n', '\n \n', '&#91;', '&rbrack;', '&#8203;', '\\[', '\\]', '/', '-', 'w', '`']

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

/** A unit of the reference reading: where, what it shows, what it may be to a gap. */
interface Unit {
  start: number
  end: number
  shown: string
  opens: boolean
  closes: boolean
  alone: boolean
  stretch: number
}

/**
 * The chains as the module describes them, by brute force: units read one
 * way, each pair of a `[` and a `]` tried with every path between.
 *
 * @param text
 *   Text.
 * @returns
 *   Starts of the brackets that start or end a chain.
 */
function referenceBrackets(text: string): number[] {
  const units: Unit[] = []
  let stretch = 0
  let lineStart = 0
  for (let at = 0; at < text.length; ) {
    const code = text.charAt(at)
    if (code === '\n') {
      if (/^[ \t]*$/.test(text.slice(lineStart, at))) stretch++
      lineStart = at + 1
    }

    let end = at + 1
    let shown = code
    const next = text.charAt(at + 1)
    const opens = code === ']' ? next === '(' || next === '[' : code === '!' ? next === '[' : '[<*_~`${'.includes(code)
    let kind = {opens, closes: '][)>*_~`$}'.includes(code), alone: '[]*_~`$<>'.includes(code)}
    if (/^[ \t\n]$/.test(code)) {
      // White space whose run touches a backtick: what a code span strips.
      const before = /[ \t\n]*$/.exec(text.slice(0, at))![0].length
      const after = /^[ \t\n]*/.exec(text.slice(at))![0].length
      const touches = text.charAt(at - before - 1) === '`' || text.charAt(at + after) === '`'
      kind = {opens: touches, closes: touches, alone: touches}
    } else if (code === '\\' && /^[!-/:-@[-`{-~]$/.test(text.charAt(at + 1))) {
      end = at + 2
      shown = text.charAt(at + 1)
      kind = {opens: false, closes: false, alone: false}
    } else if (code === '&') {
      const reference = /^&(?:#(\d+);?|([a-z]+);)/i.exec(text.slice(at))
      const value = reference?.[1] ? String.fromCodePoint(Number(reference[1])) : reference?.[2] === 'lbrack' ? '[' : reference?.[2] === 'rbrack' ? ']' : undefined
      if (reference && value !== undefined) {
        end = at + reference[0].length
        const invisible = value === '\u200B'
        shown = invisible ? '' : value
        kind = {opens: invisible, closes: invisible, alone: invisible}
      }
    }

    units.push({start: at, end, shown: shown.toLowerCase(), ...kind, stretch})
    at = end
  }

  const pattern = '[/work-item-context]'
  const found = new Set<number>()
  for (let first = 0; first < units.length; first++) {
    if (units[first]!.shown !== '[') continue
    // reach[k]: pattern positions matched ending at unit k.
    const reach = units.map(() => new Set<number>())
    reach[first]!.add(0).add(1)
    for (let k = first; k < units.length; k++) {
      for (const position of reach[k]!) {
        if (position === pattern.length - 1) {
          found.add(units[first]!.start).add(units[k]!.start)
          continue
        }

        for (let next = k + 1; next < units.length && units[next]!.stretch === units[k]!.stretch; next++) {
          const gap = next - k - 1
          const ok =
            gap === 0 ||
            (gap === 1 && units[k + 1]!.alone) ||
            (gap > 1 && units[k + 1]!.opens && units[next - 1]!.closes)
          if (!ok || units[next]!.shown !== pattern.charAt(position + 1)) continue
          reach[next]!.add(position + 1)
        }
      }
    }
  }

  return [...found].sort((a, b) => a - b)
}

describe('fenceSkeletonEdits', () => {
  it('finds the brackets of every chain and no other (a brute-force reading of the same rules)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fences.slice(0, 3), '[work-item-context]'),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...bits)), {maxLength: 8}),
        fc.array(fc.constantFrom(...bits, ...fences.slice(0, 2)), {maxLength: 4}),
        fc.array(fc.constantFrom(...bits), {maxLength: 4}),
        (fence, cuts, before, after) => {
          const text = before.join('') + spread(fence, cuts) + after.join('')
          const edits = fenceSkeletonEdits(text)
          expect(edits.map((edit) => edit.start), JSON.stringify(text)).toEqual(referenceBrackets(text))
        }
      ),
      {numRuns: 3000}
    )
  })

  it('takes every bracket of nested chains at once (fixed point in one run)', () => {
    // Each `[` pairs with the `]` of another layer: one edit per pair
    // needed a run per layer (fuzz run 14).
    const input = '[](\nu)[[][a\tb]*[work-it&#101;m-con&#116;ext]![*a*][a \nb]][a \nb]]'
    const edits = fenceSkeletonEdits(input)
    const output = applyEdits(input, edits.map((edit) => ({...edit})))
    expect(fenceSkeletonEdits(output), output).toEqual([])
    expect(edits.length).toBeGreaterThan(2)
  })

  it('defangs a fence spread over hiding constructs, and what it leaves matches nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fences),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...hiding)), {maxLength: 6}),
        fc.constantFrom('', 'x ', '> ', '- a\n'),
        (fence, cuts, before) => {
          const input = before + spread(fence, cuts)
          const edits = fenceSkeletonEdits(input)
          expect(edits.length, input).toBeGreaterThanOrEqual(2)
          for (const edit of edits) expect(input.slice(edit.start, edit.end)).toMatch(/^(\[|\\\[|&#91;|\]|\\\]|&#93;)$/)
          // Every bracket that starts or ends a chain goes at once: what is
          // left matches nothing.
          const output = applyEdits(input, edits.map((edit) => ({...edit})))
          expect(fenceSkeletonEdits(output), output).toEqual([])
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
