/**
 * The per-piece budgets, read before a parse: each refuses the shape it is
 * for, and not a neighbour of it.
 */
import {describe, expect, it} from 'vitest'
import {overBudget, type PieceBudgets} from '../../packages/remark-steer-defang/src/budgets.js'

const budgets: PieceBudgets = {maxPieceLength: 1_000_000, maxDepth: 16, maxMarkup: 256}

/**
 * @param text
 *   Piece.
 * @returns
 *   Why it must not be parsed, or `undefined`.
 */
function check(text: string): string | undefined {
  return overBudget(text, 0, text.length, budgets)
}

describe('overBudget: lists', () => {
  it('counts the lines of a list from its first marker, bullets and ordered, after `>`', () => {
    for (const item of ['- a\n', '* a\n', '+ a\n', '1. a\n', '123456789) a\n', '> - a\n', '> > 2. a\n', '  - a\n']) {
      expect(check(item.repeat(100)), item).toBe(undefined)
      expect(check(item.repeat(101)), item).toBe('too-complex')
    }
  })

  it('counts continuation lines, and not the lines before the list', () => {
    expect(check('text\n'.repeat(300) + '- a\n  b\n'.repeat(50))).toBe(undefined)
    expect(check('- a\n  b\n'.repeat(51))).toBe('too-complex')
  })

  it('does not count lines that only look like items, or quotes', () => {
    for (const line of ['-a\n', '1.a\n', '1234567890. a\n', '> a\n', 'a - b\n']) {
      expect(check(line.repeat(300)), line).toBe(undefined)
    }
  })

  it('starts again after a blank line', () => {
    expect(check('- a\n'.repeat(100) + '\n' + '- a\n'.repeat(100))).toBe(undefined)
  })
})
