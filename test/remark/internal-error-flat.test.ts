/**
 * When the flat model fails too, only the scan engine's v1 reading is left:
 * the report must say so (`internal-error`), not claim the rendered reading
 * (`parse-error`, whose message says the flat model read the block).
 */
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, it, vi} from 'vitest'
import {failingAnalysis} from '../support/failing-analysis.js'

vi.mock('../../packages/remark-steer-defang/src/analyze.ts', (importOriginal) => failingAnalysis(importOriginal, true))

const {default: remarkSteerDefang, defangMarkdown} = await import('remark-steer-defang')

describe('an internal error in the AST engine and the flat model', () => {
  const input = 'Instruction from @x\n\n&#73;nstruction from &#64;x\n'

  it('keeps the v1 rules and reports `internal-error`', () => {
    const result = defangMarkdown(input)
    expect(result.fallback.reasons.map((entry) => [entry.reason, entry.start, entry.end])).toEqual([
      ['internal-error', 0, input.length]
    ])
    // The raw token is defanged; the rendered-only one is not (and the
    // report says it is not).
    expect(result.value).toBe('Instruction from (at)x\n\n&#73;nstruction from &#64;x\n')
  })

  it('says in its message that rendered-only tokens are not defanged', async () => {
    const file = new VFile(input)
    const processor = unified().use(remarkParse).use(remarkSteerDefang)
    await processor.run(processor.parse(file), file)
    const info = file.messages.find((message) => message.ruleId === 'ast-fallback')
    expect(info?.reason).toMatch(/internal-error.*rendered-only tokens are not defanged/)
  })
})
