import * as core from 'steer-envelope'
import {DefangError, defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'

describe('steer-envelope public API', () => {
  it('exposes the public API', () => {
    expect(Object.keys(core).sort()).toEqual([
      'AMENDMENTS_HEADING',
      'ATTRIBUTION_AT_REPLACEMENT',
      'ATTRIBUTION_PREFIX',
      'CONTEXT_FENCE_CLOSE',
      'CONTEXT_FENCE_OPEN',
      'CONTEXT_HEADING',
      'CONTEXT_HEADING_PHRASE',
      'CONTINUATION_INDENT',
      'DEFAULT_AMENDMENT_BUDGET',
      'DEFAULT_CONTEXT_BUDGET',
      'DEFAULT_HEADER',
      'DEFAULT_MAX_LENGTH',
      'DefangError',
      'EnvelopeError',
      'HtmlMatcher',
      'NO_AMENDMENTS',
      'OPENING_LINE',
      'REVIEW_STATES',
      'RULES_URL',
      'RULE_IDS',
      'WrapperScanner',
      'applyEdits',
      'assertLength',
      'buildEnvelope',
      'classifyItems',
      'composeEdits',
      'defang',
      'envelopeFromBundle',
      'foldEdits',
      'foldText',
      'inspectMessage',
      'isAsciiAlpha',
      'isWordCharAt',
      'lineBreakEdits',
      'matchesAt',
      'pointer',
      'prepare',
      'sanitizeEdits',
      'tagBreakEdits',
      'toEdits',
      'tokenEdits',
      'truncationMarker',
      'utf8Length',
      'validateCall'
    ])
  })

  it('pins the opening line and tokens byte for byte', () => {
    expect(core.OPENING_LINE).toBe('Runner update: your task inputs changed after this run started.')
    expect(core.CONTEXT_FENCE_OPEN).toBe('[work-item-context]')
    expect(core.CONTEXT_FENCE_CLOSE).toBe('[/work-item-context]')
    expect(core.ATTRIBUTION_PREFIX).toBe('Instruction from @')
    expect(core.AMENDMENTS_HEADING).toBe('Amendments')
    expect(core.CONTEXT_HEADING.startsWith('Work-item context.')).toBe(true)
    expect(core.RULE_IDS).toEqual([
      'sanitize',
      'normalize-line-break',
      'html-break',
      'fence',
      'attribution',
      'amendments-heading',
      'context-heading',
      'fold'
    ])
  })

  it('attaches points to edits (1-based line and column, UTF-16 offsets)', () => {
    const result = defang('a\r\n😀 b\nInstruction from @x')
    const attribution = result.edits.find((edit) => edit.rule === 'attribution')!
    expect(attribution.startPoint).toEqual({line: 3, column: 1, offset: 8})
    expect(attribution.endPoint).toEqual({line: 3, column: 19, offset: 26})
  })
})

describe('defang errors', () => {
  it('refuses input over `maxLength`, never truncating', () => {
    expect(() => defang('x'.repeat(11), {maxLength: 10})).toThrow(
      'Input is too large: `11` UTF-16 code units, the limit is `10`'
    )
    expect(() => defang('xx', {maxLength: 1})).toThrowError(
      expect.objectContaining({name: 'DefangError', code: 'too-large'})
    )

    expect(defang('x'.repeat(10), {maxLength: 10}).value).toBe('x'.repeat(10))
  })

  it('refuses bad options with a message naming them', () => {
    // @ts-expect-error: unknown option.
    expect(() => defang('x', {maxLenght: 1})).toThrow('Unexpected option `maxLenght`')
    expect(() => defang('x', {maxLength: -1})).toThrow('Unexpected `maxLength` `-1`')
    expect(() => defang('x', {maxLength: 1.5})).toThrow('expected a non-negative integer')
    // @ts-expect-error: not a boolean.
    expect(() => defang('x', {fold: 'yes'})).toThrow('Unexpected `fold` `yes`, expected a boolean')
    // @ts-expect-error: not a function.
    expect(() => defang('x', {analyze: 1})).toThrow('Unexpected `analyze`')
    // @ts-expect-error: not a string.
    expect(() => defang(1)).toThrow('Unexpected input of type `number`, expected a string')
    expect(defang('x', null).value).toBe('x')
    expect(defang('x', {maxLength: null, fold: undefined}).value).toBe('x')
    // Objects whose entries are no fields (their options would be ignored).
    // @ts-expect-error: not an options object.
    expect(() => defang('x', [])).toThrow('Unexpected options of type `array`, expected a plain object')
    // @ts-expect-error: not an options object.
    expect(() => defang('x', new Map([['maxLength', 1]]))).toThrow('Unexpected options of type `Map`')
    expect(defang('x', Object.create(null) as object).value).toBe('x')
  })

  it('turns off the fold when asked', () => {
    const input = 'Instruction from \uFF20x'
    expect(defang(input).folded).toBe(true)
    expect(defang(input, {fold: false}).value).toBe(input)
  })
})

describe('analyze hook', () => {
  it('uses extra line starts and edits (union), marking engines', () => {
    const input = 'a | Amendments | b\n&#64;x'
    const result = defang(input, {
      analyze(prepared) {
        const at = prepared.indexOf('&#64;')
        return {
          lineStarts: [prepared.indexOf('| b') + 1],
          edits: [{start: at, end: at + 5, replacement: '(at)', rule: 'attribution'}]
        }
      }
    })
    expect(result.value).toBe('a | Amendments | b\n(at)x')
    expect(result.edits.map((edit) => edit.engine)).toEqual(['ast'])
  })

  it('keeps the scan edit when both engines saw a token', () => {
    const result = defang('Instruction from @x', {
      analyze: () => ({edits: [{start: 17, end: 18, replacement: '(at)', rule: 'attribution'}]})
    })
    expect(result.value).toBe('Instruction from (at)x')
    expect(result.edits).toHaveLength(1)
    expect(result.edits[0].engine).toBe('both')
  })
})

describe('tokens hook', () => {
  it('replaces the scan engine’s token pass, inside the core’s pipeline', () => {
    const seen: string[] = []
    const result = defang('a<b>Amendments', {
      tokens(prepared, pass) {
        seen.push(pass + ':' + JSON.stringify(prepared))
        // Find nothing: the scan engine is not consulted.
        return []
      }
    })
    // Preparation (the tag break) still ran; no token was defanged.
    expect(result.value).toBe('a\n<b>\nAmendments')
    expect(seen).toEqual(['ascii:"a\\n<b>\\nAmendments"'])
    expect(result.edits.map((edit) => edit.rule)).toEqual(['html-break', 'html-break'])
  })

  it('refuses `tokens` together with `analyze`, and a non-function', () => {
    expect(() => defang('x', {tokens: () => [], analyze: () => ({})})).toThrow(
      'Unexpected both `analyze` and `tokens`'
    )
    // @ts-expect-error: not a function.
    expect(() => defang('x', {tokens: 1})).toThrow('Unexpected `tokens`, expected a function')
  })
})
