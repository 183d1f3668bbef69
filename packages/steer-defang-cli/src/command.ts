import type {Io} from './io.js'

/**
 * One `steer-defang` command.
 *
 * The contract, for whoever implements a command:
 *
 * - `main` strips the command name and calls `run` with the remaining
 *   arguments, unparsed (use `parseOptions` from `../args.js`).
 * - `main` handles `-h`/`--help` for every command before `run` is called:
 *   it prints `usage` to stdout and exits 0, so `run` never sees them.
 * - `run` resolves to the exit code (0 on success). It never calls
 *   `process.exit` and never touches `process.std*`: write through `io` (use
 *   `write` from `../io.js`, which honours backpressure).
 * - For an error a person can act on, throw `CliError` (from `../errors.js`)
 *   *before* writing anything to stdout: `main` prints one line,
 *   `steer-defang: <message>`, on stderr and exits with its code (2). Any other
 *   throw is a bug: exit 70 with the stack on stderr.
 */
export interface Command {
  /** Name as typed after `steer-defang` (lower case, no spaces). */
  name: string
  /** One line for the command list in `steer-defang --help`. */
  summary: string
  /** Full help text, printed by `steer-defang <name> --help` (ends with `\n`). */
  usage: string
  /**
   * Run the command.
   *
   * @param args
   *   Arguments after the command name.
   * @param io
   *   Streams to use.
   * @returns
   *   Exit code.
   */
  run(args: string[], io: Io): Promise<number>
}
