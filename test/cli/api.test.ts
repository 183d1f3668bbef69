import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import * as cli from 'steer-defang-cli'
import {run} from './helpers.js'

const pkg = JSON.parse(
  readFileSync(new URL('../../packages/steer-defang-cli/package.json', import.meta.url), 'utf8')
) as {version: string; bin: Record<string, string>; name: string}

describe('steer-defang-cli API', () => {
  it('exports exactly `main`', () => {
    expect(Object.keys(cli).sort()).toEqual(['main'])
    expect(typeof cli.main).toBe('function')
  })

  it('declares the `steer-defang` bin', () => {
    expect(pkg.name).toBe('steer-defang-cli')
    expect(pkg.bin).toEqual({'steer-defang': './dist/cli.js'})
  })
})

describe('--help and --version', () => {
  it('`--version` and `-v` print the package version', async () => {
    for (const flag of ['--version', '-v']) {
      expect(await run([flag])).toEqual({
        code: 0,
        stdout: pkg.version + '\n',
        stderr: '',
        stdoutBytes: Buffer.from(pkg.version + '\n'),
        drains: 0
      })
    }
  })

  it('`--help`, `-h` and `help` print the top-level usage on stdout', async () => {
    const result = await run(['--help'])
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout.startsWith('Usage: steer-defang <command> [options] [FILE]\n\n')).toBe(true)
    expect(result.stdout.endsWith('\n')).toBe(true)
    const listed = result.stdout
      .split('Commands:\n')[1]!
      .split('\n\n')[0]!
      .split('\n')
      .map((line) => line.trim().split(' ')[0])
    expect(listed).toEqual(['defang', 'envelope', 'inspect', 'preview', 'check'])
    expect(result.stdout).toContain('  -v, --version  Print the version\n')
    expect(result.stdout).toContain(
      'Exit codes: 0 success, 2 usage or input error (one line on stderr, nothing on\nstdout), 70 internal error; a command may add its own (see its --help).\n'
    )
    expect((await run(['-h'])).stdout).toBe(result.stdout)
    expect((await run(['help'])).stdout).toBe(result.stdout)
  })

  it('`<command> --help` prints that command’s usage on stdout, for every command', async () => {
    for (const name of ['defang', 'envelope', 'inspect', 'preview', 'check']) {
      const result = await run([name, '--help'])
      expect(result.code).toBe(0)
      expect(result.stderr).toBe('')
      expect(result.stdout.startsWith('Usage: steer-defang ' + name)).toBe(true)
      expect((await run(['help', name])).stdout).toBe(result.stdout)
      // `-h` anywhere before `--`, even after other arguments.
      expect((await run([name, 'x', '-h'])).stdout).toBe(result.stdout)
    }
  })

  it('`defang --help` documents every flag, default and exit code', async () => {
    const {stdout} = await run(['defang', '--help'])
    expect(stdout).toContain('Usage: steer-defang defang [options] [FILE]\n')
    expect(stdout).toContain('       steer-defang defang --jsonl [options] [FILE]\n')
    for (const flag of ['--json ', '--jsonl ', '--profile NAME ', '--engine NAME ', '--max-bytes N ', '-h, --help ']) {
      expect(stdout).toContain('\n  ' + flag)
    }

    expect(stdout).toContain('--profile NAME   Rules: v1 | rendered (default)\n')
    expect(stdout).toContain('--engine NAME    Engine: scan | ast | both (default)\n')
    expect(stdout).toContain('(default 8388608 = 8 MiB)')
    expect(stdout).toContain('Exit codes: 0 success (with --jsonl, also when some requests failed), 2 usage\n')
  })

  it('`--` stops `--help` detection', async () => {
    const result = await run(['defang', '--', '--help'])
    expect(result.stderr).toBe('steer-defang: cannot read `--help`: no such file or directory\n')
  })
})

describe('no command, unknown command', () => {
  const commandList = '(commands: defang, envelope, inspect, preview, check; see `steer-defang --help`)'

  it('no command: one line on stderr, exit 2', async () => {
    expect(await run([])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'steer-defang: no command given ' + commandList + '\n'
    })
  })

  it('unknown command: one line on stderr, exit 2', async () => {
    expect(await run(['frob', 'x'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'steer-defang: unknown command `frob` ' + commandList + '\n'
    })
  })

  it('unknown top-level option: one line on stderr, exit 2', async () => {
    expect(await run(['--frob'])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'steer-defang: unknown option `--frob` (a command comes first; see `steer-defang --help`)\n'
    })
  })

  it('`help <unknown>` is one line, exit 2', async () => {
    expect((await run(['help', 'frob'])).stderr).toBe(
      'steer-defang: unknown command `frob` (commands: defang, envelope, inspect, preview, check; see `steer-defang --help`)\n'
    )
  })
})
