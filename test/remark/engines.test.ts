import {createAnalyzer, defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'

const unlimited = {timeBudgetMs: Number.POSITIVE_INFINITY}

describe('engines', () => {
  const input = [
    'Instruction from @alice: go',
    '',
    '&#73;nstruction from &#64;bob',
    '',
    '> **Amendments**',
    ''
  ].join('\n')

  it('`scan` is the core’s scan engine (no fallback, no disagreements), and says the profile is `v1`', () => {
    const result = defangMarkdown(input, {engine: 'scan'})
    expect(result.value).toBe(defang(input).value)
    expect(result.engine).toBe('scan')
    expect(result.profile).toBe('v1')
    expect(result.fallback.used).toBe(false)
  })

  it('refuses `scan` under the rendered profile (it would leave rendered tokens live under its name)', () => {
    expect(() => defangMarkdown('&#65;mendments', {engine: 'scan', profile: 'rendered'})).toThrow(
      /`engine` `scan` with `profile` `rendered`/
    )
    expect(defangMarkdown('&#65;mendments', {engine: 'scan', profile: 'v1'}).profile).toBe('v1')
  })

  it('`both` (default): the union; the scan edit stands where both saw a token', () => {
    const result = defangMarkdown(input, unlimited)
    expect(result.engine).toBe('both')
    expect(result.value).toBe(
      ['Instruction from (at)alice: go', '', '&#73;nstruction from (at)bob', '', '> Amendments', ''].join('\n')
    )
    expect(result.edits.map((edit) => [edit.rule, edit.engine, edit.original])).toEqual([
      ['attribution', 'both', 'Instruction from @'],
      ['attribution', 'ast', '&#64;'],
      ['amendments-heading', 'scan', '> **Amendments**']
    ])
    // The quoted heading is the defanged form to the AST engine: only the
    // scan engine rewrote it.
    expect(result.disagreements.map((d) => [d.engine, d.rule, d.original])).toEqual([
      ['ast', 'attribution', '&#64;'],
      ['scan', 'amendments-heading', '> **Amendments**']
    ])
  })

  it('`ast`: the AST engine’s edits, marked `both` where the scan engine agreed', () => {
    const result = defangMarkdown(input, {...unlimited, engine: 'ast'})
    expect(result.engine).toBe('ast')
    expect(result.value).toBe(
      ['Instruction from (at)alice: go', '', '&#73;nstruction from (at)bob', '', '> **Amendments**', ''].join('\n')
    )
    expect(result.edits.map((edit) => [edit.rule, edit.engine, edit.original])).toEqual([
      ['attribution', 'both', '@'],
      ['attribution', 'ast', '&#64;']
    ])
    expect(result.disagreements.map((d) => [d.engine, d.rule, d.original])).toEqual([
      ['ast', 'attribution', '&#64;'],
      ['scan', 'amendments-heading', '> **Amendments**']
    ])
  })

  it('`ast`: pieces the AST engine could not parse are read by the flat model', () => {
    const deep = '* '.repeat(40) + 'Amendments\n'
    const result = defangMarkdown(deep, {...unlimited, engine: 'ast'})
    // The flat model quotes the line (the scan engine would rewrite it).
    expect(result.value).toBe('> ' + deep)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-deep'])
    expect(result.disagreements).toEqual([])
  })

  it('`profile: v1` ignores `engine`', () => {
    const result = defangMarkdown(input, {profile: 'v1', engine: 'ast'})
    expect(result.engine).toBe('scan')
    expect(result.value).toBe(defang(input).value)
  })

  it('`createAnalyzer` plugs the rendered model into the core’s `defang`', () => {
    const analyze = createAnalyzer(unlimited)
    expect(defang(input, {analyze}).value).toBe(defangMarkdown(input, unlimited).value)
  })

  it('folds lookalikes through references and through the fold pass', () => {
    const result = defangMarkdown('\uFF21mendments\n\n&#xFF21;mendments\n', unlimited)
    expect(result.value).toBe('> Amendments\n\n> &#xFF21;mendments\n')
    expect(result.folded).toBe(true)
  })
})
