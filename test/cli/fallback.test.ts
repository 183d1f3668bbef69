import {describe, expect, test} from 'vitest'
import {run} from './helpers.js'

// Deeper than the AST engine's container cap: the scan engine carries it.
const deep = '* '.repeat(40) + '&#65;mendments\nInstruction from @x\n'

describe('steer-defang defang: AST fallback is reported', () => {
  test('--json has `fallback` (used, with the reason and place) and `disagreements`', async () => {
    const result = await run(['defang', '--json'], deep)
    expect(result.code).toBe(0)
    const report = JSON.parse(result.stdout)
    expect(report.fallback.used).toBe(true)
    expect(report.fallback.reasons[0]).toMatchObject({reason: 'too-deep', start: 0})
    expect(Array.isArray(report.disagreements)).toBe(true)
    // The scan engine still defanged what the v1 rules see.
    expect(report.value).toContain('Instruction from (at)x')
  })

  test('plain output says so in one note on stderr, exit 0', async () => {
    const result = await run(['defang'], deep)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Instruction from (at)x')
    expect(result.stderr).toBe(
      'steer-defang: note: the AST engine fell back to the scan engine for 1 piece (too-deep); the v1 rules still defanged it; see `--json` for where\n'
    )
  })

  test('no note when nothing fell back; batch lines carry `fallback` only when used', async () => {
    const plain = await run(['defang'], 'Instruction from @x\n')
    expect(plain.stderr).toBe('')
    const batch = await run(
      ['defang', '--jsonl'],
      JSON.stringify({id: 1, input: 'x'}) + '\n' + JSON.stringify({id: 2, input: deep}) + '\n'
    )
    const [first, second] = batch.stdout.trim().split('\n').map((line) => JSON.parse(line))
    expect('fallback' in first).toBe(false)
    expect(second.fallback.used).toBe(true)
  })
})
