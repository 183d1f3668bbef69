/**
 * The core's rounds: a heading rewrite that changes the HTML around it is
 * followed by another round; an analysis that never settles gives way to
 * the scan engine alone after a few rounds (what it found stays applied),
 * so `defang` always returns a fixed point of the v1 rules.
 */
import {defang, type Analyzer} from 'steer-envelope'
import {describe, expect, it} from 'vitest'

describe('rounds', () => {
  it('gives way to the scan engine when an analysis keeps changing the text', () => {
    const input = '<x>a\n'.repeat(8) + 'Instruction from @y\n'
    let calls = 0
    // Escapes the first `<` it sees, every round: each round changes the
    // HTML (rule `html-break`), so without a limit this would not end.
    const analyze: Analyzer = (text) => {
      calls++
      const at = text.indexOf('<')
      return {edits: at === -1 ? [] : [{start: at, end: at + 1, replacement: '&lt;', rule: 'html-break'}]}
    }

    const result = defang(input, {analyze})
    // The first round and four more apply the analysis; the sixth call's
    // findings are dropped, and the scan engine alone settles that round.
    expect(calls).toBe(6)
    expect(result.value).toBe(
      '&lt;x>\na\n'.repeat(5) + '<x>\na\n'.repeat(3) + 'Instruction from (at)y\n'
    )
    // A fixed point of the v1 rules.
    expect(defang(result.value).value).toBe(result.value)
    expect(result.edits.filter((edit) => edit.replacement === '&lt;')).toHaveLength(5)
  })
})
