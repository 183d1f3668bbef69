/**
 * @file
 *   A column-0 ATX heading is a piece of its own (thirty-eighth session):
 *   `cutCandidates` cuts before and after it, `overBudget` counts its markup
 *   apart, and small pieces are not merged with one over a budget. So a
 *   heading over the markup budget falls back (or is skipped) alone, and
 *   the body below it is parsed, where it used to fall back to the flat
 *   model with the heading (70 of fuzz run 61's 95 bodies were live behind
 *   `overBudgetHeading` on `0ad1f7e`, 2 in the default mode).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, test} from 'vitest'
import {overBudget, type PieceBudgets} from '../../packages/remark-steer-defang/src/budgets.js'
import {cutCandidates, isAtxHeadingLine} from '../../packages/remark-steer-defang/src/cuts.js'
import {overBudgetHeading} from '../support/rendered.js'

const marks = '*a* '.repeat(140)
const budgets: PieceBudgets = {maxPieceLength: 1 << 20, maxDepth: 32, maxMarkup: 256}

/**
 * @param text
 *   Text.
 * @returns
 *   Its cuts, as the line each starts (1-based).
 */
function cutLines(text: string): number[] {
  return cutCandidates(text).map((offset) => text.slice(0, offset).split('\n').length)
}

describe('isAtxHeadingLine', () => {
  test.each([
    ['#', true],
    ['# a', true],
    ['######\tb', true],
    ['####### a', false],
    ['#a', false],
    [' # a', false],
    ['> # a', false],
    ['', false]
  ])('%j: %s', (line, expected) => {
    expect(isAtxHeadingLine(line, 0, line.length)).toBe(expected)
  })
})

describe('cutCandidates around a heading', () => {
  test('cuts before and after a column-0 ATX heading', () => {
    expect(cutLines('a\n# h\nb\nc')).toEqual([2, 3])
    // (An indented line after it starts a block of its own.)
    expect(cutLines('# h\n    b')).toEqual([2])
    expect(cutLines('> a\n# h\n> b')).toEqual([2, 3])
  })

  test('not for a heading that is no ATX heading at column 0', () => {
    expect(cutLines('a\n #h\nb')).toEqual([])
    expect(cutLines('> a\n> # h\nb')).toEqual([])
    expect(cutLines('a\n#h\nb')).toEqual([])
  })

  test('not in a stretch with a line that starts with a tag (an HTML block may hold it)', () => {
    expect(cutLines('<div>\n# h\nb')).toEqual([])
    expect(cutLines('<div>\n\n# h\nb')).toEqual([3, 4])
  })

  test('not where a construct a browser reads is open', () => {
    expect(cutLines('a <b c="\n# h\nb')).toEqual([])
    expect(cutLines('# h <b c="\nb')).toEqual([])
  })
})

describe('overBudget counts a heading apart', () => {
  test('the heading alone over the budget is over', () => {
    expect(overBudget('# ' + marks, 0, 2 + marks.length, budgets)).toBe('too-complex')
  })

  test('markup above and below a heading counts per block', () => {
    const half = '*a* '.repeat(50)
    const text = half + '\n# ' + half + '\n' + half
    expect(overBudget(text, 0, text.length, budgets)).toBe(undefined)
    // (The same lines with no heading between are one paragraph, over.)
    const plain = half + '\n' + half + '\n' + half
    expect(overBudget(plain, 0, plain.length, budgets)).toBe('too-complex')
  })
})

describe('the body below a heading over the budget', () => {
  const body = '>[x]:\n[\n[]()Amendments'

  test('is parsed as it would be alone', () => {
    const result = defangMarkdown(overBudgetHeading + body)
    expect(result.fallback.used).toBe(false)
    expect(result.value).toBe(overBudgetHeading + defangMarkdown(body).value)
    expect(checkRendered(result.value).live).toEqual([])
  })

  test('so is one that starts with white space', () => {
    const result = defangMarkdown(overBudgetHeading + ' ' + body)
    expect(result.value).toBe(overBudgetHeading + defangMarkdown(' ' + body).value)
  })

  test('is live as written (negative control)', () => {
    expect(checkRendered(overBudgetHeading + body).live.length).toBeGreaterThan(0)
  })

  test('a heading that may hold a token falls back alone, not merged with the body', () => {
    const heading = '# Amendments ' + marks + '\n'
    const result = defangMarkdown(heading + body)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
    expect(result.fallback.reasons[0]?.end).toBe(heading.length)
    expect(result.value).toBe(heading + defangMarkdown(body).value)
  })

  test('behind a paragraph over the budget, a heading starts the parsed part', () => {
    const result = defangMarkdown(marks + '\n# h\n' + body)
    expect(result.value).toBe(marks + '\n' + defangMarkdown('# h\n' + body).value)
  })

  test('a paragraph over the budget still takes the lines that go on with it (flat)', () => {
    // (Lines that go on with it: the quote `body` opens with would start
    // a piece, see `test/remark/paragraph-cuts.test.ts`.)
    const result = defangMarkdown('# h\n' + marks + '\n[\n[]()Amendments')
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
    expect(checkRendered(result.value).live).toEqual([])
  })
})
