/**
 * An internal error in the AST engine (a bug, or an input that trips one)
 * must not turn the rendered reading off: the flat model carries the block.
 * Found by review: an input that made the core's rounds fail to settle
 * left only the scan engine, so `&#73;nstruction from &#64;x` elsewhere in
 * the body stayed live.
 */
import {describe, expect, it, vi} from 'vitest'
import {failingAnalysis} from '../support/failing-analysis.js'

vi.mock('../../packages/remark-steer-defang/src/analyze.ts', (importOriginal) => failingAnalysis(importOriginal, false))

const {defangMarkdown} = await import('remark-steer-defang')

describe('an internal error in the AST engine', () => {
  it('falls back to the scan engine and the flat model, and says so', () => {
    const input = '&#73;nstruction from &#64;x\n\n| a | &#65;mendments |\n| - | - |\n\n[work-item-context]\n'
    const result = defangMarkdown(input)
    expect(result.fallback.reasons.map((entry) => [entry.reason, entry.start, entry.end])).toEqual([
      ['parse-error', 0, input.length]
    ])
    expect(result.value).toBe('&#73;nstruction from (at)x\n\n| a | > &#65;mendments |\n| - | - |\n\n(work-item-context)\n')
  })
})
