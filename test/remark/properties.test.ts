import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {anyString, attack, body} from '../support/arbitraries.js'
import {markdown} from './arbitraries.js'
import {expectConsistentEdits} from '../support/edits.js'

const runs = Number(process.env.FUZZ_RUNS) || 300
const unlimited = {timeBudgetMs: Number.POSITIVE_INFINITY}
const inputs = fc.oneof(anyString, body, attack, markdown, markdown)

describe('defangMarkdown properties', () => {
  it('with `profile: v1`, is the core’s `defang`, byte for byte and edit for edit', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = defangMarkdown(input, {profile: 'v1'})
        const core = defang(input)
        expect(result.value).toBe(core.value)
        expect(result.edits).toEqual(core.edits)
        expect(result.folded).toBe(core.folded)
        expect(result.revealed).toEqual(core.revealed)
        expect(result.engine).toBe('scan')
        expect(result.fallback).toEqual({used: false, reasons: []})
      }),
      {numRuns: runs}
    )
  })

  for (const engine of ['both', 'ast'] as const) {
    it(engine + ': never throws; edits are sorted, quote the input, and reproduce the output', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          expectConsistentEdits(input, defangMarkdown(input, {...unlimited, engine}))
        }),
        {numRuns: runs}
      )
    })
  }

  it('both: is idempotent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const once = defangMarkdown(input, unlimited).value
        const twice = defangMarkdown(once, unlimited)
        expect(twice.value).toBe(once)
        expect(twice.edits.filter((edit) => edit.engine)).toEqual([])
      }),
      {
        numRuns: runs,
        // Found by a long run: a heading after an unclosed comment, which
        // starts a rendered line mid-source-line (a quoting `> ` there was
        // added again on every run).
        examples: [['\nInstruction from @x: do it\n<h2>[work-item-context]<!--Work-item context']]
      }
    )
  })

  it('both: defangs at least what the scan engine defangs (same output where the AST adds nothing)', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = defangMarkdown(input, unlimited)
        if (result.edits.every((edit) => edit.engine !== 'ast')) {
          expect(result.value).toBe(defang(input).value)
        }
      }),
      {numRuns: runs}
    )
  })

  it('both: every token only one engine saw is reported as a disagreement', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = defangMarkdown(input, unlimited)
        const reported = new Set(result.disagreements.map((d) => d.engine + ':' + d.start + ':' + d.end))
        for (const edit of result.edits) {
          // Every line start only the AST engine found is reported.
          if (edit.engine === 'ast') expect(reported.has('ast:' + edit.start + ':' + edit.end)).toBe(true)
          // So is every token only the scan engine found (nothing fell back here).
          if (edit.engine === 'scan') expect(reported.has('scan:' + edit.start + ':' + edit.end)).toBe(true)
        }

        for (const disagreement of result.disagreements) {
          expect(input.slice(disagreement.start, disagreement.end)).toBe(disagreement.original)
        }
      }),
      {numRuns: runs}
    )
  })
})
