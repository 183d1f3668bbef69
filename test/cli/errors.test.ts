import {constants as bufferConstants} from 'node:buffer'
import {closeSync, mkdtempSync, mkdirSync, openSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {Readable, Writable} from 'node:stream'
import {afterAll, describe, expect, it} from 'vitest'
import {main} from 'steer-defang-cli'
import {Sink, errorLine, run} from './helpers.js'

const dir = mkdtempSync(path.join(tmpdir(), 'steer-defang-cli-'))
writeFileSync(path.join(dir, 'eleven.md'), 'eleven byte')
writeFileSync(path.join(dir, 'ten.md'), 'ten bytes!')
writeFileSync(path.join(dir, 'bad.md'), Buffer.concat([Buffer.from('é'.repeat(600)), Buffer.from([0xc3, 0x28])]))
mkdirSync(path.join(dir, 'folder'))

afterAll(() => {
  rmSync(dir, {recursive: true, force: true})
})

/** Run and return the single stderr line (asserting exit 2 and empty stdout). */
async function fails(
  args: string[],
  stdin: string | Uint8Array | Readable = ''
): Promise<string> {
  return errorLine(await run(args, stdin, {cwd: dir}))
}

describe('unreadable input', () => {
  it('ENOENT', async () => {
    expect(await fails(['defang', 'missing.md'])).toBe(
      'steer-defang: cannot read `missing.md`: no such file or directory\n'
    )
  })

  it('ENOTDIR', async () => {
    expect(await fails(['defang', 'ten.md/x'])).toBe(
      'steer-defang: cannot read `ten.md/x`: a component of the path is not a directory\n'
    )
  })

  it('EISDIR', async () => {
    expect(await fails(['defang', 'folder'])).toBe(
      'steer-defang: cannot read `folder`: is a directory (pass a file, or `-` for stdin)\n'
    )
  })

  it('EISDIR in --jsonl mode', async () => {
    expect(await fails(['defang', '--jsonl', 'folder'])).toBe(
      'steer-defang: cannot read `folder`: is a directory (pass a file, or `-` for stdin)\n'
    )
  })

  it('a file name with a line break stays on one line', async () => {
    expect(await fails(['defang', 'a\nb.md'])).toBe(
      'steer-defang: cannot read "a\\nb.md": no such file or directory\n'
    )
  })

  it('a name with NEL, U+2028 or U+2029 stays on one line, escaped so that it decodes to what was given', async () => {
    for (const name of ['a\u0085b.md', 'a\u2028b.md', 'a\u2029b.md', 'a\u007Fb.md']) {
      const line = await fails(['defang', name])
      expect(line).toBe(
        'steer-defang: cannot read "a\\u' +
          name.charCodeAt(1).toString(16).padStart(4, '0') +
          'b.md": no such file or directory\n'
      )
      // The quoted name is a JSON string of the name as given.
      expect(JSON.parse(/"[^"]*"/.exec(line)![0])).toBe(name)
    }
  })

  it('a name with a format character (U+202E reorders a terminal line) is escaped', async () => {
    for (const name of ['a\u202Eb.md', 'a\u{E0041}b.md']) {
      const line = await fails(['defang', name])
      expect(line).not.toMatch(/\p{Cf}/u)
      expect(JSON.parse(/"[^"]*"/.exec(line)![0])).toBe(name)
    }
  })

  it('an empty file name (not the working directory)', async () => {
    expect(await fails(['defang', ''])).toBe('steer-defang: cannot read ``: empty file name\n')
  })

  it('stdin that is a directory (read by Node as an empty stream)', async () => {
    for (const command of [['defang'], ['defang', '--jsonl'], ['check'], ['inspect']]) {
      const fd = openSync(dir, 'r')
      // A stream that stands for the process's stdin: refused before it
      // is read (the descriptor is closed here, not by a stream).
      const stdin = Object.assign(new Readable({read() {}}), {fd})
      try {
        expect(await fails(command, stdin)).toBe(
          'steer-defang: cannot read stdin: is a directory (redirect a file into it, or pass FILE)\n'
        )
      } finally {
        closeSync(fd)
      }
    }
  })

  it('stdin that errors', async () => {
    const broken = new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), {code: 'EIO'}))
      }
    })
    expect(await fails(['defang'], broken)).toBe(
      'steer-defang: cannot read stdin: EIO: i/o error, read (EIO)\n'
    )
  })

  it('stdin that errors in --jsonl mode (exit 2)', async () => {
    const broken = new Readable({
      read() {
        this.destroy(Object.assign(new Error('EIO: i/o error, read'), {code: 'EIO'}))
      }
    })
    expect(await fails(['defang', '--jsonl'], broken)).toBe(
      'steer-defang: cannot read stdin: EIO: i/o error, read (EIO)\n'
    )
  })
})

describe('invalid UTF-8', () => {
  it('reports the first invalid byte and its byte offset (file)', async () => {
    // 600 × `é` is 1200 bytes, then C3 28 (a lead byte without its trail).
    expect(await fails(['defang', 'bad.md'])).toBe(
      'steer-defang: input is not valid UTF-8: invalid byte 0xC3 at byte offset 1200\n'
    )
  })

  it('reports the first invalid byte and its byte offset (stdin)', async () => {
    const bytes = Buffer.concat([Buffer.from('x'.repeat(1234)), Buffer.from([0xc3, 0x28])])
    expect(await fails(['defang'], bytes)).toBe(
      'steer-defang: input is not valid UTF-8: invalid byte 0xC3 at byte offset 1234\n'
    )
  })

  const cases: Array<[string, number[], string]> = [
    ['stray continuation byte', [0x61, 0x80, 0x61], '0x80 at byte offset 1'],
    ['byte that never occurs (0xFF)', [0xc3, 0xa9, 0xff], '0xFF at byte offset 2'],
    ['overlong 2-byte (0xC0)', [0xc0, 0xaf], '0xC0 at byte offset 0'],
    ['overlong 3-byte', [0x41, 0xe0, 0x80, 0xaf], '0xE0 at byte offset 1'],
    ['UTF-16 surrogate', [0xed, 0xa0, 0x80], '0xED at byte offset 0'],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], '0xF4 at byte offset 0'],
    ['0xF5 lead', [0xf5, 0x80, 0x80, 0x80], '0xF5 at byte offset 0'],
    ['truncated at the end', [0x61, 0x62, 0xe2, 0x82], '0xE2 at byte offset 2'],
    ['4-byte emoji then truncated', [0xf0, 0x9f, 0x98, 0x80, 0xf0, 0x9f], '0xF0 at byte offset 4']
  ]
  for (const [name, bytes, expected] of cases) {
    it(name, async () => {
      expect(await fails(['defang'], Uint8Array.from(bytes))).toBe(
        'steer-defang: input is not valid UTF-8: invalid byte ' + expected + '\n'
      )
    })
  }
})

describe('--max-bytes', () => {
  it('a file over the limit is an error, never truncated', async () => {
    expect(await fails(['defang', '--max-bytes', '10', 'eleven.md'])).toBe(
      'steer-defang: `eleven.md` is 11 bytes, larger than --max-bytes (10 bytes); it is never truncated: raise the limit with `--max-bytes N`\n'
    )
  })

  it('a file at the limit is fine', async () => {
    const result = await run(['defang', '--max-bytes=10', 'ten.md'], '', {cwd: dir})
    expect(result).toMatchObject({code: 0, stdout: 'ten bytes!', stderr: ''})
  })

  it('stdin over the limit is an error', async () => {
    expect(await fails(['defang', '--max-bytes', '3', '-'], 'abcd')).toBe(
      'steer-defang: stdin is larger than --max-bytes (3 bytes); it is never truncated: raise the limit with `--max-bytes N`\n'
    )
  })

  it('stdin over the limit across chunks', async () => {
    expect(await fails(['defang', '--max-bytes', '5'], Readable.from([Buffer.from('abc'), Buffer.from('def')]))).toBe(
      'steer-defang: stdin is larger than --max-bytes (5 bytes); it is never truncated: raise the limit with `--max-bytes N`\n'
    )
  })

  it('defaults to 8 MiB (8388608 bytes)', async () => {
    expect(await fails(['defang'], Buffer.alloc(8_388_609, 0x61))).toBe(
      'steer-defang: stdin is larger than --max-bytes (8388608 bytes); it is never truncated: raise the limit with `--max-bytes N`\n'
    )
    const result = await run(['defang'], Buffer.alloc(8_388_608, 0x61))
    expect(result.code).toBe(0)
    expect(result.stdoutBytes.length).toBe(8_388_608)
  })

  const max = bufferConstants.MAX_STRING_LENGTH
  for (const value of ['abc', '-1', '1.5', '1e3', '', '0x10', '99999999999999999999', String(max + 1)]) {
    it('rejects --max-bytes=' + JSON.stringify(value), async () => {
      expect(await fails(['defang', '--max-bytes=' + value])).toBe(
        'steer-defang: invalid --max-bytes ' +
          (value === '' ? '``' : '`' + value + '`') +
          ': expected a whole number of bytes from 0 to ' +
          max +
          ' (default 8388608)\n'
      )
    })
  }
})

describe('bad flags', () => {
  it('unknown option', async () => {
    expect(await fails(['defang', '--frob'])).toBe(
      'steer-defang: unknown option `--frob` for `defang` (see `steer-defang defang --help`)\n'
    )
  })

  it('unknown short option', async () => {
    expect(await fails(['defang', '-x'])).toBe(
      'steer-defang: unknown option `-x` for `defang` (see `steer-defang defang --help`)\n'
    )
  })

  it('a flag given a value', async () => {
    expect(await fails(['defang', '--json=yes'])).toBe(
      'steer-defang: option `--json` does not take a value (see `steer-defang defang --help`)\n'
    )
  })

  it('an option missing its value', async () => {
    expect(await fails(['defang', '--profile'])).toBe(
      'steer-defang: option `--profile` needs a value (see `steer-defang defang --help`)\n'
    )
    expect(await fails(['defang', '--max-bytes', '--json'])).toBe(
      'steer-defang: option `--max-bytes` needs a value (see `steer-defang defang --help`)\n'
    )
  })

  it('a negative number is a value, judged as with `=`', async () => {
    const message = await fails(['defang', '--max-bytes', '-1'])
    expect(message).toBe(await fails(['defang', '--max-bytes=-1']))
    expect(message).toMatch(/^steer-defang: invalid --max-bytes `-1`/)
  })

  it('an option given twice with different values', async () => {
    expect(await fails(['defang', '--profile', 'v1', '--profile', 'rendered'])).toBe(
      'steer-defang: option `--profile` given twice (`v1` and `rendered`; see `steer-defang defang --help`)\n'
    )
  })

  it('a group of short options is named as typed', async () => {
    expect(await fails(['defang', '-json'])).toBe(
      'steer-defang: unknown option `-json` for `defang` (see `steer-defang defang --help`)\n'
    )
  })

  it('arguments after `help COMMAND`, `--help` or `--version`', async () => {
    for (const args of [['help', 'defang', 'extra'], ['--version', 'x'], ['--help', 'x']]) {
      expect(await fails(args)).toMatch(/^steer-defang: unexpected argument `(extra|x)` after /)
    }
  })

  it('too many files', async () => {
    expect(await fails(['defang', 'a.md', 'b.md'])).toBe(
      'steer-defang: unexpected argument `b.md` (`defang` takes at most 1 argument; see `steer-defang defang --help`)\n'
    )
  })

  it('--json with --jsonl', async () => {
    expect(await fails(['defang', '--json', '--jsonl'])).toBe(
      'steer-defang: `--json` and `--jsonl` cannot be combined (`--jsonl` output is already JSON)\n'
    )
  })

  it('unknown --profile', async () => {
    expect(await fails(['defang', '--profile', 'v2'])).toBe(
      'steer-defang: invalid --profile `v2`: valid values are v1, rendered\n'
    )
  })

  it('unknown --engine', async () => {
    expect(await fails(['defang', '--engine=regex'])).toBe(
      'steer-defang: invalid --engine `regex`: valid values are scan, ast, both\n'
    )
  })

  // The AST engine is the default; only the v1 profile lacks engines.
  for (const engine of ['ast', 'both']) {
    it('--engine ' + engine + ' is not available with --profile v1 (never a silent substitute)', async () => {
      expect(await fails(['defang', '--profile', 'v1', '--engine', engine], 'x')).toBe(
        'steer-defang: --engine `' +
          engine +
          '` is not available with --profile `v1` (valid values: scan, ast, both; available now with --profile `v1`: scan)\n'
      )
    })
  }

  // The scan engine reads raw text only: under the rendered profile's name
  // it would run the v1 rules (found by a conformance run).
  it('--engine scan is not available with --profile rendered; alone, it runs v1 and says so', async () => {
    expect(await fails(['defang', '--profile', 'rendered', '--engine', 'scan'], 'x')).toBe(
      'steer-defang: --engine `scan` is not available with --profile `rendered` (valid values: scan, ast, both; available now with --profile `rendered`: both, ast)\n'
    )
    const result = await run(['defang', '--engine', 'scan', '--json'], '&#65;mendments')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({value: '&#65;mendments', profile: 'v1', engine: 'scan'})
  })

  it('flags are checked before input is read (and in --jsonl mode)', async () => {
    expect(await fails(['defang', '--jsonl', '--profile', 'v1', '--engine', 'ast', 'missing.md'])).toBe(
      'steer-defang: --engine `ast` is not available with --profile `v1` (valid values: scan, ast, both; available now with --profile `v1`: scan)\n'
    )
  })
})

describe('output errors', () => {
  it('a closed stdout is exit 2 with one line on stderr', async () => {
    const stdout = new Sink()
    stdout.destroy()
    const stderr = new Sink()
    const code = await main(['defang'], {
      stdin: Readable.from([Buffer.from('x')]),
      stdout,
      stderr
    })
    expect(code).toBe(2)
    expect(stderr.text()).toBe('steer-defang: cannot write output: stream is closed\n')
  })

  it('a stdout that fails while the writer waits for `drain`', async () => {
    const stdout = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        setImmediate(() => {
          callback(new Error('EPIPE: broken pipe, write'))
        })
      }
    })
    const stderr = new Sink()
    const code = await main(['defang'], {
      stdin: Readable.from([Buffer.from('some text')]),
      stdout,
      stderr
    })
    expect(code).toBe(2)
    expect(stderr.text()).toBe('steer-defang: cannot write output: EPIPE: broken pipe, write\n')
  })
})
