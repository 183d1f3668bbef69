/**
 * An error a person can act on: a usage mistake, an unreadable or invalid
 * input, an unavailable choice. `main` prints it as one line,
 * `steer-defang: <message>`, on stderr and exits with `exitCode`.
 *
 * Anything thrown that is not a `CliError` (or an output error) is a bug and
 * exits with 70.
 */
export class CliError extends Error {
  /** Process exit code (default `2`). */
  exitCode: number

  /**
   * @param message
   *   One-line message, without the `steer-defang: ` prefix.
   * @param exitCode
   *   Exit code (default: `2`).
   */
  constructor(message: string, exitCode = 2) {
    super(message)
    this.name = 'CliError'
    this.exitCode = exitCode
  }
}

/**
 * Quote a user-supplied name (file, option, command, value) for a one-line
 * message: in backticks, or as a JSON string when it holds control or format
 * characters, line breaks or backticks, so that the message stays on one line
 * and reads as given.
 *
 * @param value
 *   Name as given.
 * @returns
 *   Quoted name.
 */
export function quote(value: string): string {
  // `JSON.stringify` escapes C0 controls and lone surrogates but leaves DEL,
  // C1 controls (NEL among them), U+2028, U+2029 and format characters
  // (bidi controls such as U+202E, which would reorder or hide the message
  // around them) as they are: `visible` escapes those, so the message stays
  // one line and the quoted string decodes to what was given.
  return /[\u0000-\u001F\u007F-\u009F`\u2028\u2029\p{Cf}]/u.test(value) ? visible(JSON.stringify(value)) : '`' + value + '`'
}

/**
 * Collapse a message to one line.
 *
 * @param message
 *   Message, maybe with line breaks.
 * @returns
 *   Message on one line.
 */
export function oneLine(message: string): string {
  // Split and trim, not `\s*[breaks]+\s*`: that pattern reads a run of
  // blanks from each of its characters (quadratic on a long one).
  return message
    .split(/[\r\n\v\f\u0085\u2028\u2029]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ')
}

/**
 * Make a message safe to print on a terminal: every control character
 * (line breaks too), DEL, C1 control, U+2028, U+2029 and format character
 * (bidi controls such as U+202E) as a `\\uXXXX` escape, and lone
 * surrogates too. A message may quote the input (a JSON parser's error
 * shows a snippet of it), and an escape sequence there would act on the
 * terminal (found by review).
 *
 * @param message
 *   Message.
 * @returns
 *   The message with those characters escaped.
 */
export function visible(message: string): string {
  return message.replace(
    /[\u0000-\u001F\u007F-\u009F\u2028\u2029\p{Cf}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu,
    function (character) {
      let escaped = ''
      for (let index = 0; index < character.length; index++) {
        escaped += '\\u' + character.charCodeAt(index).toString(16).padStart(4, '0')
      }

      return escaped
    }
  )
}
