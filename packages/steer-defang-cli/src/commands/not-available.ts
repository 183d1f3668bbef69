import type {Command} from '../command.js'
import {CliError} from '../errors.js'

/**
 * A placeholder for a command that is not implemented yet: `run` fails with
 * exit 2 and `steer-defang: \`<name>\` is not available yet`.
 *
 * @param name
 *   Command name.
 * @param summary
 *   One-line summary (without the “not available yet” note).
 * @returns
 *   Command.
 */
export function notAvailable(name: string, summary: string): Command {
  return {
    name,
    summary: summary + ' (not available yet)',
    usage:
      'Usage: steer-defang ' +
      name +
      '\n\n' +
      summary +
      '.\n\nThis command is not available yet: it exits with code 2.\n',
    async run() {
      throw new CliError('`' + name + '` is not available yet')
    }
  }
}
