import {parseArgs} from 'node:util'
import {CliError, quote} from './errors.js'

/** How one option is spelled and whether it takes a value. */
export interface OptionSpec {
  /** `boolean` (a flag) or `string` (takes a value: `--x v` or `--x=v`). */
  type: 'boolean' | 'string'
  /** One-letter alias, without the dash. */
  short?: string | undefined
}

/** Options a command accepts, by long name (without the dashes). */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>

/** Parsed option values: flags are `true` when given, strings hold the value. */
export type OptionValues<Specs extends OptionSpecs> = {
  [Name in keyof Specs]?: Specs[Name]['type'] extends 'string' ? string : true
}

/** Result of `parseOptions`. */
export interface ParsedArgs<Specs extends OptionSpecs> {
  /** Option values (an option repeated with the same value is one). */
  values: OptionValues<Specs>
  /** Positional arguments (`-` is a positional; so is everything after `--`). */
  positionals: string[]
}

/**
 * Parse a command’s arguments with stable, one-line errors (exit 2):
 * unknown option, a flag given a value, an option missing its value, too many
 * positionals.
 *
 * A separate value that starts with `-` (other than `-` itself and a negative
 * number, which the option then judges as `--x=-1` would be) is taken as a
 * missing value, not as the value: `--max-bytes --json` is an error; write
 * `--x=-y` to pass such a value. An option given twice with different values
 * is an error.
 *
 * @param command
 *   Command name, for messages.
 * @param args
 *   Arguments after the command name.
 * @param specs
 *   Options the command accepts.
 * @param maxPositionals
 *   How many positionals the command takes.
 * @returns
 *   Values and positionals.
 * @throws {CliError}
 *   On a usage error.
 */
export function parseOptions<Specs extends OptionSpecs>(
  command: string,
  args: ReadonlyArray<string>,
  specs: Specs,
  maxPositionals: number
): ParsedArgs<Specs> {
  const help = 'see `steer-defang ' + command + ' --help`'
  const options: Record<string, {type: 'boolean' | 'string'; short?: string}> = {}
  for (const [name, spec] of Object.entries(specs)) {
    options[name] =
      spec.short === undefined ? {type: spec.type} : {type: spec.type, short: spec.short}
  }

  const {tokens} = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true
  })

  const values: Record<string, string | true> = {}
  const positionals: string[] = []

  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals.push(token.value)
      continue
    }

    if (token.kind === 'option-terminator') continue

    const spec = Object.hasOwn(specs, token.name) ? specs[token.name] : undefined
    if (!spec) {
      throw new CliError(
        'unknown option ' + quote(typed(args, token)) + ' for `' + command + '` (' + help + ')'
      )
    }

    if (spec.type === 'boolean') {
      if (token.value !== undefined) {
        throw new CliError(
          'option `' + token.rawName + '` does not take a value (' + help + ')'
        )
      }

      values[token.name] = true
    } else {
      const value = token.value
      if (
        value === undefined ||
        (!token.inlineValue && value.startsWith('-') && value !== '-' && !isNegativeNumber(value))
      ) {
        throw new CliError(
          'option `' + token.rawName + '` needs a value (' + help + ')'
        )
      }

      // Two different values: which one was meant is not ours to guess.
      const previous = values[token.name]
      if (typeof previous === 'string' && previous !== value) {
        throw new CliError(
          'option `--' + token.name + '` given twice (' + quote(previous) + ' and ' + quote(value) + '; ' + help + ')'
        )
      }

      values[token.name] = value
    }
  }

  if (positionals.length > maxPositionals) {
    const extra = positionals[maxPositionals] ?? ''
    throw new CliError(
      'unexpected argument ' +
        quote(extra) +
        ' (`' +
        command +
        '` takes ' +
        (maxPositionals === 0
          ? 'no arguments'
          : 'at most ' + maxPositionals + (maxPositionals === 1 ? ' argument' : ' arguments')) +
        '; ' +
        help +
        ')'
    )
  }

  return {values: values as OptionValues<Specs>, positionals}
}

/**
 * @param value
 *   Argument.
 * @returns
 *   Whether it is a negative number (`-1`, `-0.5`), a value rather than an
 *   option.
 */
function isNegativeNumber(value: string): boolean {
  return /^-\d/.test(value)
}

/**
 * The option as typed: a group of short options (`-json`) is named whole,
 * as one argument, so the message shows what was typed.
 *
 * @param args
 *   Arguments.
 * @param token
 *   Option token.
 * @returns
 *   Its name as typed.
 */
function typed(args: ReadonlyArray<string>, token: {index: number; rawName: string}): string {
  const argument = args[token.index]
  return argument === undefined || argument.startsWith('--') ? token.rawName : argument
}
