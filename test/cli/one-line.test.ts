import {describe, expect, it} from 'vitest'
import {oneLine} from '../../packages/steer-defang-cli/src/errors.ts'

describe('oneLine', () => {
  it('joins lines with one space and trims the blanks around breaks', () => {
    expect(oneLine('a  \n  b')).toBe('a b')
    expect(oneLine('a\n \u00A0\n\r\nb  c\u2028d\u0085e\vf\fg')).toBe('a b  c d e f g')
    expect(oneLine('  a\n')).toBe('a')
    expect(oneLine('\n\n')).toBe('')
  })

  // A pattern that reads a run of blanks from each of its characters took
  // minutes on this (found by review); no timing assertion, only a hang guard.
  it('returns on a long run of blanks', {timeout: 60_000}, () => {
    expect(oneLine(' '.repeat(300_000) + 'x\ny')).toBe('x y')
  })
})
