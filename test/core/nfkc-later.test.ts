/**
 * A later NFKC of the whole envelope (spec rule 1) must reveal no token in
 * the output. The fold pass reads a copy in which a line of white space
 * alone keeps its bytes (GitHub does not read `　` or `⠀` on a line as
 * blank: see `foldList`), but NFKC folds that line too, and its spaces may
 * let a tag run on to the `>` the rules put at a line start: `<a`, `　`,
 * `# Work-item context.` came out as `<a`, `　`, `> Work-item context.`,
 * whose NFKC reads ` Work-item context.` after the tag `<a\n \n>` (found by
 * the property `leaves no live token` at 300,000 runs).
 */
import fc from 'fast-check'
import {defang, foldText} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {liveTokens} from '../support/checker.js'

const runs = Number(process.env.FUZZ_RUNS) || 400

/** Lines that open tags, lines of white space beyond ASCII alone, headings. */
const line = fc.constantFrom(
  '<a',
  '<div',
  '<x a="',
  '- <a',
  '> <div',
  '\u3000',
  '\u2800',
  '\u00A0',
  '\u2003\u2003',
  '\u3000x',
  '',
  ' ',
  '>Amendments',
  '#>Amendments',
  '">Amendments',
  'Amendments',
  '# Work-item context. x',
  'x\u3000>Amendments',
  '\uFF1E Amendments',
  '\uFF21mendments',
  'Instruction from @x'
)
const lines = fc.array(line, {minLength: 2, maxLength: 7}).map((list) => list.join('\n') + '\n')

describe('a later NFKC of the output', () => {
  it('shows no live token (independent checker)', () => {
    fc.assert(
      fc.property(lines, (input) => {
        expect(liveTokens(foldText(defang(input).value))).toEqual([])
      }),
      {numRuns: runs}
    )
  })

  it('folds the line of white space when NFKC of the output would show a token', () => {
    for (const [input, expected] of [
      ['<a\n\u3000\n# Work-item context. x\n', '<a\n \n>\n> Work-item context. x\n'],
      ['<div\n\u2800\n>Amendments\n', '<div\n \n>\n> Amendments\n'],
      ['<!--\n> <div\n\u2003\nx\u3000>Amendments\n', '<!--\n> \n<div\n \nx >\n> Amendments\n']
    ] as const) {
      const result = defang(input)
      expect(result.value).toBe(expected)
      // Folded whole, the output is its own NFKC.
      expect(foldText(result.value)).toBe(result.value)
      expect(result.folded).toBe(true)
      expect(result.revealed.length).toBeGreaterThan(0)
      expect(liveTokens(foldText(result.value))).toEqual([])
    }
  })

  it('negative control: the check finds the token in NFKC of the output the fold pass alone gave', () => {
    expect(liveTokens(foldText('<a\n\u3000\n> Work-item context. x\n')).length).toBeGreaterThan(0)
    expect(liveTokens(foldText('<a\n \n>\n> Work-item context. x\n'))).toEqual([])
  })

  it('keeps a line of white space alone where NFKC of the output shows nothing', () => {
    for (const input of ['a\n\u3000\nb\n', '<div\n\u2800\n">Amendments\u2800', 'Amendments\n\u3000\nx\n']) {
      const result = defang(input)
      expect(result.value.includes('\u3000') || result.value.includes('\u2800')).toBe(true)
      expect(liveTokens(foldText(result.value))).toEqual([])
    }
  })
})
