/**
 * How the CLI drives the core: what it passes to `defang` and how it reports
 * what `defang` throws. The core is mocked; the tests that count calls pin
 * `--profile v1`, where the CLI calls `defang` itself (the rendered profile
 * calls it through remark-steer-defang, with an analyzer).
 */
import {beforeEach, describe, expect, it, vi} from 'vitest'
import {errorLine, run} from './helpers.js'

const calls = vi.hoisted(() => ({
  list: [] as Array<{input: string; options: unknown}>,
  behaviour: 'echo' as 'echo' | 'options' | 'too-large' | 'bug' | 'multiline'
}))

vi.mock('steer-envelope', async (importOriginal) => {
  const original = await importOriginal<typeof import('steer-envelope')>()
  return {
    ...original,
    defang(input: string, options: unknown) {
      calls.list.push({input, options})
      switch (calls.behaviour) {
        case 'options': {
          throw new original.DefangError('`maxLength` must be a non-negative integer', 'options')
        }

        case 'too-large': {
          throw new original.DefangError('input is 5 code units, more than `maxLength` (4)', 'too-large')
        }

        case 'multiline': {
          throw new original.DefangError('first line\nsecond line', 'options')
        }

        case 'bug': {
          throw new TypeError('boom')
        }

        default: {
          return {value: '<' + input + '>', edits: [], folded: false, revealed: []}
        }
      }
    }
  }
})

beforeEach(() => {
  calls.list = []
  calls.behaviour = 'echo'
})

describe('what the CLI passes to defang', () => {
  it('the decoded text, BOM kept, and maxLength = --max-bytes (default 8 MiB)', async () => {
    const result = await run(['defang', '--profile', 'v1'], Buffer.from('\uFEFFhé', 'utf8'))
    expect(result).toMatchObject({code: 0, stdout: '<\uFEFFhé>', stderr: ''})
    expect(calls.list).toEqual([{input: '\uFEFFhé', options: {maxLength: 8_388_608}}])
  })

  it('--max-bytes becomes maxLength', async () => {
    await run(['defang', '--profile', 'v1', '--max-bytes', '123'], 'x')
    expect(calls.list).toEqual([{input: 'x', options: {maxLength: 123}}])
  })

  it('writes result.value exactly, with no newline added', async () => {
    const result = await run(['defang'], 'a\r\nb\n')
    expect(result.stdoutBytes).toEqual(Buffer.from('<a\r\nb\n>'))
  })

  it('--json writes the result, profile and engine, pretty, with a final newline', async () => {
    const result = await run(['defang', '--profile', 'v1', '--json'], 'x')
    expect(result.stdout).toBe(
      '{\n  "value": "<x>",\n  "edits": [],\n  "folded": false,\n  "revealed": [],\n  "profile": "v1",\n  "engine": "scan"\n}\n'
    )
  })

  it('--jsonl passes each input and maxLength', async () => {
    const result = await run(
      ['defang', '--jsonl', '--profile', 'v1', '--max-bytes', '50'],
      '{"id":1,"input":"\\uFEFFa"}\n{"id":2,"input":"b","profile":"v1"}\n'
    )
    expect(result.stdout).toBe(
      '{"id":1,"output":"<\uFEFFa>","edits":[],"folded":false,"revealed":[]}\n' +
        '{"id":2,"output":"<b>","edits":[],"folded":false,"revealed":[]}\n'
    )
    expect(calls.list).toEqual([
      {input: '\uFEFFa', options: {maxLength: 50}},
      {input: 'b', options: {maxLength: 50}}
    ])
  })
})

describe('what the CLI does with errors from defang', () => {
  it('DefangError `options`: one line, exit 2', async () => {
    calls.behaviour = 'options'
    expect(errorLine(await run(['defang'], 'x'))).toBe(
      'steer-defang: `maxLength` must be a non-negative integer\n'
    )
  })

  it('DefangError `too-large`: one line pointing at --max-bytes, exit 2', async () => {
    calls.behaviour = 'too-large'
    expect(errorLine(await run(['defang'], 'x'))).toBe(
      'steer-defang: input is 5 code units, more than `maxLength` (4) (see --max-bytes)\n'
    )
  })

  it('a multi-line message is folded to one line', async () => {
    calls.behaviour = 'multiline'
    expect(errorLine(await run(['defang'], 'x'))).toBe('steer-defang: first line second line\n')
  })

  it('DefangError in --jsonl: an error line, the batch goes on, exit 0', async () => {
    calls.behaviour = 'too-large'
    const result = await run(['defang', '--jsonl'], '{"id":"a","input":"x"}\n{"id":"b","input":"y"}\n')
    expect(result).toMatchObject({
      code: 0,
      stderr: '',
      stdout:
        '{"id":"a","error":"line 1: input is 5 code units, more than `maxLength` (4) (see --max-bytes)"}\n' +
        '{"id":"b","error":"line 2: input is 5 code units, more than `maxLength` (4) (see --max-bytes)"}\n'
    })
  })

  it('an unexpected error is exit 70 with the message, nothing on stdout', async () => {
    calls.behaviour = 'bug'
    const result = await run(['defang'], 'x')
    expect(result.code).toBe(70)
    expect(result.stdout).toBe('')
    expect(result.stderr.startsWith('steer-defang: internal error (please report it): TypeError: boom\n')).toBe(true)
  })

  it('an unexpected error in --jsonl stops the batch with exit 70', async () => {
    calls.behaviour = 'bug'
    const result = await run(
      ['defang', '--jsonl', '--profile', 'v1'],
      '{"id":1,"input":"x"}\n{"id":2,"input":"y"}\n'
    )
    expect(result.code).toBe(70)
    expect(result.stdout).toBe('')
    expect(result.stderr.startsWith('steer-defang: internal error (please report it): TypeError: boom\n')).toBe(true)
    expect(calls.list.length).toBe(1)
  })
})
