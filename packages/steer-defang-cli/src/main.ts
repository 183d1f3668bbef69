import type {Command} from './command.js'
import {commands} from './commands/index.js'
import {CliError, oneLine, quote, visible} from './errors.js'
import {OutputError, write} from './io.js'
import type {Io} from './io.js'
import {version} from './version.js'

/** Exit code: success. */
const OK = 0
/** Exit code: usage or input error (sysexits has finer codes; we use one). */
const USAGE = 2
/** Exit code: internal error (`EX_SOFTWARE`). */
const INTERNAL = 70

/**
 * Top-level help.
 *
 * @returns
 *   Usage text.
 */
function usage(): string {
  const width = Math.max(...commands.map((command) => command.name.length))
  return [
    'Usage: steer-defang <command> [options] [FILE]',
    '',
    'Defang untrusted Markdown before it is wrapped into a steer envelope.',
    '',
    'Commands:',
    ...commands.map(
      (command) => '  ' + command.name.padEnd(width + 2) + command.summary
    ),
    '',
    'Options:',
    '  -h, --help     Show this help (`steer-defang <command> --help` for a command)',
    '  -v, --version  Print the version',
    '',
    'Exit codes: 0 success, 2 usage or input error (one line on stderr, nothing on',
    'stdout), 70 internal error; a command may add its own (see its --help).',
    ''
  ].join('\n')
}

/**
 * Find a command by name.
 *
 * @param name
 *   Name as typed.
 * @returns
 *   Command, if any.
 */
function find(name: string): Command | undefined {
  return commands.find((command) => command.name === name)
}

/**
 * Whether the arguments ask for help (`-h` or `--help` before any `--`).
 *
 * @param args
 *   Arguments after the command name.
 * @returns
 *   Whether to print the command’s usage.
 */
function wantsHelp(args: ReadonlyArray<string>): boolean {
  for (const arg of args) {
    if (arg === '--') return false
    if (arg === '--help' || arg === '-h') return true
  }

  return false
}

/**
 * Dispatch to a command.
 *
 * @param args
 *   Arguments (without `node` and the script).
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function dispatch(args: ReadonlyArray<string>, io: Io): Promise<number> {
  const [first, ...rest] = args

  // Usage errors are one line, as every other error is (the usage says so).
  if (first === undefined) throw new CliError('no command given ' + seeHelp())

  if (first === '--help' || first === '-h') {
    noMore(first, rest, 0)
    await write(io.stdout, usage())
    return OK
  }

  if (first === '--version' || first === '-v') {
    noMore(first, rest, 0)
    await write(io.stdout, version() + '\n')
    return OK
  }

  if (first === 'help') {
    noMore(first, rest, 1)
    const name = rest[0]
    if (name === undefined) {
      await write(io.stdout, usage())
      return OK
    }

    const command = find(name)
    if (!command) throw unknownCommand(name)
    await write(io.stdout, command.usage)
    return OK
  }

  if (first.startsWith('-')) {
    throw new CliError('unknown option ' + quote(first) + ' (a command comes first; see `steer-defang --help`)')
  }

  const command = find(first)
  if (!command) throw unknownCommand(first)

  if (wantsHelp(rest)) {
    await write(io.stdout, command.usage)
    return OK
  }

  return command.run(rest, io)
}

/**
 * Refuse arguments past what a top-level flag or `help` takes, as every
 * command refuses too many arguments.
 *
 * @param first
 *   The flag or `help`, as typed.
 * @param rest
 *   Arguments after it.
 * @param most
 *   How many it takes.
 * @throws {CliError}
 *   When there are more.
 */
function noMore(first: string, rest: ReadonlyArray<string>, most: number): void {
  if (rest.length > most) {
    throw new CliError('unexpected argument ' + quote(rest[most]!) + ' after ' + quote(first) + ' ' + seeHelp())
  }
}

/**
 * Error for an unknown command.
 *
 * @param name
 *   Name as typed.
 * @returns
 *   Error.
 */
function unknownCommand(name: string): CliError {
  return new CliError('unknown command ' + quote(name) + ' ' + seeHelp())
}

/**
 * @returns
 *   The commands, and where help is.
 */
function seeHelp(): string {
  return '(commands: ' + commands.map((command) => command.name).join(', ') + '; see `steer-defang --help`)'
}

/**
 * Write a diagnostic to stderr, ignoring a failure to do so (there is nowhere
 * left to report it; the exit code still tells).
 *
 * @param io
 *   Streams.
 * @param text
 *   Text, with its final newline.
 */
async function tryStderr(io: Io, text: string): Promise<void> {
  try {
    await write(io.stderr, text)
  } catch {
    // Nowhere left to report to; the exit code carries the failure.
  }
}

/**
 * Run `steer-defang` with the given arguments.
 *
 * Never calls `process.exit` and never touches `process.std*`: it writes
 * through `io` and resolves to the exit code. A usage or input error prints
 * one line, `steer-defang: <message>`, on stderr (nothing on stdout) and
 * resolves to 2; an unexpected error prints its stack and resolves to 70.
 *
 * @example
 *   ```js
 *   import {PassThrough, Readable} from 'node:stream'
 *   import {main} from 'steer-defang-cli'
 *
 *   const stdout = new PassThrough()
 *   const code = await main(['defang'], {
 *     stdin: Readable.from([Buffer.from('[work-item-context]')]),
 *     stdout,
 *     stderr: process.stderr
 *   })
 *   ```
 * @param args
 *   Arguments, without `node` and the script (`process.argv.slice(2)`).
 * @param io
 *   Streams and working directory.
 * @returns
 *   Exit code: 0 success, 2 usage or input error, 70 internal error.
 */
export async function main(args: ReadonlyArray<string>, io: Io): Promise<number> {
  try {
    return await dispatch(args, io)
  } catch (error) {
    // Messages may quote the input: printed with its controls escaped.
    if (error instanceof CliError) {
      await tryStderr(io, 'steer-defang: ' + visible(oneLine(error.message)) + '\n')
      return error.exitCode
    }

    if (error instanceof OutputError) {
      await tryStderr(io, 'steer-defang: ' + visible(oneLine(error.message)) + '\n')
      return USAGE
    }

    const detail =
      error instanceof Error ? (error.stack ?? error.name + ': ' + error.message) : String(error)
    await tryStderr(
      io,
      'steer-defang: internal error (please report it): ' +
        detail.split('\n').map((line) => visible(line)).join('\n') +
        '\n'
    )
    return INTERNAL
  }
}
