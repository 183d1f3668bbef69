import {Readable, Writable} from 'node:stream'
import {main} from 'steer-defang-cli'
import {describe, expect, it} from 'vitest'
import {Sink, run} from './helpers.js'

/** Parse JSON Lines output. */
function parse(stdout: string): unknown[] {
  expect(stdout.endsWith('\n')).toBe(true)
  return stdout
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as unknown)
}

/** A successful response for benign text (nothing to defang, with any engine). */
function ok(id: unknown, text: string): unknown {
  return {id, output: text, edits: [], folded: false, revealed: []}
}

describe('defang --jsonl', () => {
  it('writes U+2028, U+2029 and NEL as escapes, so each response is one line to any reader', async () => {
    const stdin = JSON.stringify({id: 'a\u2028b', input: 'Amend\u2029ments\u0085x'}) + '\n'
    const result = await run(['defang', '--jsonl', '--engine', 'scan'], stdin)
    expect(result.code).toBe(0)
    expect(result.stdout).not.toMatch(/[\u0085\u2028\u2029]/)
    expect(result.stdout).toContain('\\u2028')
    const [response] = parse(result.stdout) as Array<{id: string; edits: Array<{original: string}>}>
    expect(response.id).toBe('a\u2028b')
    expect(response.edits.map((edit) => edit.original)).toEqual(['\u2029', '\u0085'])
  })

  it('1000 bodies with malformed lines in the middle: one line per request, in order, exit 0', async () => {
    const requests: string[] = []
    const expected: unknown[] = []
    for (let index = 0; index < 1000; index++) {
      const text = 'Body ' + index + ': the build passes on Node 20 and 22.\nNothing else to add.'
      requests.push(JSON.stringify({id: index, input: text}))
      expected.push(ok(index, text))
      if (index === 499) {
        requests.push('{"id": "broken", "input": ')
        expected.push({
          id: null,
          error: expect.stringMatching(/^line 501: invalid JSON: /) as unknown
        })
        requests.push('')
        requests.push('   ')
        requests.push('{"id": "no-input"}')
        expected.push({id: 'no-input', error: 'line 504: missing `input` (a string)'})
        requests.push('{"id": {"deep": [1]}, "input": ["a"]}')
        expected.push({id: {deep: [1]}, error: 'line 505: `input` must be a string, not an array'})
        requests.push('{"input": null}')
        expected.push({id: null, error: 'line 506: `input` must be a string, not null'})
        requests.push('{"id": 7, "input": "x", "profile": "v9"}')
        expected.push({id: 7, error: 'line 507: invalid profile `v9`: valid values are v1, rendered'})
        requests.push('{"id": 8, "input": "x", "profile": 1}')
        expected.push({id: 8, error: 'line 508: `profile` must be a string'})
        requests.push('"just a string"')
        expected.push({id: null, error: 'line 509: expected a JSON object such as {"id": 1, "input": "…"}'})
        requests.push('{"id": 9, "input": "\\uD83D"}')
        expected.push({id: 9, error: 'line 510: `input` has a lone surrogate at offset 0 (not valid Unicode)'})
        requests.push('{"id": 10, "input": "ok", "profile": "v1"}')
        expected.push(ok(10, 'ok'))
      }
    }

    // A slow stdout with a tiny buffer: the writer must wait for `drain`.
    const stdout = new Sink({highWaterMark: 64, delay: true})
    const result = await run(['defang', '--jsonl'], requests.join('\n') + '\n', {stdout})
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    const lines = parse(result.stdout)
    expect(lines.length).toBe(1009)
    expect(lines).toEqual(expected)
    expect(result.drains).toBeGreaterThan(900)
  })

  it('streams: answers a request before the next one arrives', async () => {
    const stdin = new Readable({read() {}})
    const push = (chunk: Buffer | null): boolean => stdin.push(chunk)
    const stdout = new Sink()
    const done = run(['defang', '--jsonl'], stdin, {stdout})

    push(Buffer.from('{"id":1,"input":"first"}\n{"id":2,'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stdout.text()).toBe(JSON.stringify(ok(1, 'first')) + '\n')

    push(Buffer.from('"input":"second"}'))
    push(null)
    const result = await done
    expect(result.code).toBe(0)
    expect(parse(result.stdout)).toEqual([ok(1, 'first'), ok(2, 'second')])
  })

  it('backpressure: stops reading stdin while stdout is full', async () => {
    const total = 10_000
    let produced = 0
    const stdin = new Readable({
      read() {
        if (produced === total) {
          this.push(null)
        } else {
          produced++
          this.push(JSON.stringify({id: produced, input: 'x'}) + '\n')
        }
      }
    })
    let blocked = true
    const held: Array<() => void> = []
    const chunks: Buffer[] = []
    const stdout = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        if (blocked) held.push(() => callback())
        else callback()
      }
    })
    const stderr = new Writable({
      write(_chunk, _encoding, callback) {
        callback()
      }
    })

    const done = main(['defang', '--jsonl'], {stdin, stdout, stderr})
    await new Promise((resolve) => setTimeout(resolve, 100))
    // stdout is stuck: only about stdin’s own buffer (16 KiB) was read.
    expect(produced).toBeLessThan(2000)
    blocked = false
    for (const release of held.splice(0)) release()
    expect(await done).toBe(0)
    const lines = Buffer.concat(chunks).toString('utf8').split('\n')
    expect(lines.length).toBe(total + 1)
    expect(JSON.parse(lines[total - 1]!)).toEqual(ok(total, 'x'))
  })

  it('handles CRLF, a BOM, a last line without a newline, and lines split across chunks', async () => {
    const stdin = Readable.from([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"id":"a","inp'),
      Buffer.from('ut":"é"}\r\n\r\n{"id":"b","input":"'),
      Buffer.from([0xf0, 0x9f]),
      Buffer.from([0x98, 0x80]),
      Buffer.from('"}')
    ])
    const result = await run(['defang', '--jsonl'], stdin)
    expect(result.code).toBe(0)
    expect(parse(result.stdout)).toEqual([ok('a', 'é'), ok('b', '😀')])
  })

  it('invalid UTF-8 on a line is an error for that line only', async () => {
    const stdin = Buffer.concat([
      Buffer.from('{"id":1,"input":"'),
      Buffer.from([0xff]),
      Buffer.from('"}\n{"id":2,"input":"fine"}\n')
    ])
    const result = await run(['defang', '--jsonl'], stdin)
    expect(result.code).toBe(0)
    expect(parse(result.stdout)).toEqual([
      // The id is still read, with the bad byte replaced.
      {id: 1, error: 'line 1: not valid UTF-8: invalid byte 0xFF at byte offset 17 of the line'},
      ok(2, 'fine')
    ])
  })

  it('a field a request cannot have is an error for that request (not ignored)', async () => {
    const result = await run(['defang', '--jsonl'], '{"id":1,"input":"x","engine":"scan"}\n{"id":2,"input":"fine"}\n')
    expect(result.code).toBe(0)
    expect(parse(result.stdout)).toEqual([
      {id: 1, error: 'line 1: unknown field "engine" (a request has "id", "input" and optionally "profile")'},
      ok(2, 'fine')
    ])
  })

  it('an id nested deeper than 64 levels is an error for that request; the batch goes on (found by review)', async () => {
    const deep = '['.repeat(6000) + ']'.repeat(6000)
    const shallow = '['.repeat(64) + ']'.repeat(64)
    const stdin = '{"id":1,"input":"a"}\n{"id":' + deep + ',"input":"b"}\n{"id":' + shallow + ',"input":"c"}\n'
    const result = await run(['defang', '--jsonl'], stdin)
    expect(result.code).toBe(0)
    expect(parse(result.stdout)).toEqual([
      ok(1, 'a'),
      {id: null, error: 'line 2: `id` nests deeper than 64 levels (it is echoed back: use a string or a number)'},
      ok(JSON.parse(shallow), 'c')
    ])
  })

  it('--max-bytes applies per request (UTF-8 bytes of `input`)', async () => {
    const result = await run(
      ['defang', '--jsonl', '--max-bytes', '4'],
      '{"id":1,"input":"abcd"}\n{"id":2,"input":"abcde"}\n{"id":3,"input":"éé"}\n{"id":4,"input":"ééa"}\n'
    )
    expect(parse(result.stdout)).toEqual([
      ok(1, 'abcd'),
      {id: 2, error: 'line 2: `input` is 5 bytes, larger than --max-bytes (4 bytes)'},
      ok(3, 'éé'),
      {id: 4, error: 'line 4: `input` is 5 bytes, larger than --max-bytes (4 bytes)'}
    ])
  })

  it('a line over the line limit is skipped without buffering it', async () => {
    // --max-bytes 1 gives a line limit of 1 × 6 + 65536 bytes.
    const long = '{"id":1,"input":"' + 'a'.repeat(70_000) + '"}'
    const stdin = Readable.from([
      Buffer.from(long.slice(0, 30_000)),
      Buffer.from(long.slice(30_000) + '\n{"id":2,"input":"b"}\n')
    ])
    const result = await run(['defang', '--jsonl', '--max-bytes', '1'], stdin)
    expect(parse(result.stdout)).toEqual([
      {id: null, error: 'line 1: longer than 65542 bytes (see --max-bytes)'},
      ok(2, 'b')
    ])
  })

  it('a request for an unavailable profile and engine pair is an error line', async () => {
    const result = await run(['defang', '--jsonl', '--engine', 'ast'], '{"id":1,"input":"x","profile":"v1"}\n')
    expect(parse(result.stdout)).toEqual([
      {
        id: 1,
        error:
          'line 1: --engine `ast` is not available with profile `v1` (valid values: scan, ast, both; available now with profile `v1`: scan)'
      }
    ])
    // The scan engine under the rendered profile's name would run v1.
    const scan = await run(
      ['defang', '--jsonl', '--engine', 'scan'],
      '{"id":1,"input":"x","profile":"rendered"}\n{"id":2,"input":"x"}\n'
    )
    expect(parse(scan.stdout)).toEqual([
      {
        id: 1,
        error:
          'line 1: --engine `scan` is not available with profile `rendered` (valid values: scan, ast, both; available now with profile `rendered`: both, ast)'
      },
      ok(2, 'x')
    ])
  })

  it('reads requests from FILE too; empty input gives empty output', async () => {
    const result = await run(['defang', '--jsonl', '-'], '')
    expect(result).toMatchObject({code: 0, stdout: '', stderr: ''})
    const fromFile = await run(['defang', '--jsonl', 'missing.jsonl'])
    expect(fromFile).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'steer-defang: cannot read `missing.jsonl`: no such file or directory\n'
    })
  })
})
