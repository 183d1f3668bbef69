/** Machine-readable reason of an `EnvelopeError`. */
export type EnvelopeErrorCode =
  | 'invalid-login'
  | 'invalid-state'
  | 'invalid-kind'
  | 'invalid-field'
  | 'control-character'
  | 'invalid-header'
  | 'invalid-options'
  | 'invalid-bundle'
  | 'missing-self-logins'

/**
 * Error thrown when envelope input could break the layout or is not what the
 * API expects.
 *
 * Nothing that could corrupt the envelope is silently fixed: a login with a
 * line break, a review state outside the enum or a control character in an
 * amendment is refused, naming the field and the value.
 */
export class EnvelopeError extends Error {
  /** Machine-readable reason. */
  code: EnvelopeErrorCode
  /** Path of the offending field, such as `amendments[2].login`. */
  field: string
  /** The offending value (as given). */
  value: unknown

  /**
   * Create an envelope error.
   *
   * @param code
   *   Reason.
   * @param field
   *   Path of the offending field.
   * @param value
   *   The offending value.
   * @param expected
   *   What was expected instead (one clause, no final period).
   */
  constructor(code: EnvelopeErrorCode, field: string, value: unknown, expected: string) {
    super('Invalid ' + showField(field) + ' (' + describe(value) + '): expected ' + expected)
    this.name = 'EnvelopeError'
    this.code = code
    this.field = field
    this.value = value
  }
}

/** Longest string shown in a message, in UTF-16 code units. */
const maxShown = 80

/**
 * Characters `JSON.stringify` leaves raw that a terminal would act on or
 * hide: DEL, C1 controls, U+2028, U+2029, and format characters (bidi
 * controls such as U+202E reorder the message around them).
 */
const invisible = /[\u007F-\u009F\u2028\u2029\p{Cf}]/gu

/**
 * @param value
 *   String.
 * @returns
 *   At most `maxShown` code units of it, a surrogate pair never split,
 *   with `…` when cut.
 */
function shorten(value: string): string {
  if (value.length <= maxShown) return value
  const code = value.charCodeAt(maxShown - 1)
  return value.slice(0, code >= 0xd8_00 && code <= 0xdb_ff ? maxShown - 1 : maxShown) + '…'
}

/**
 * @param value
 *   String.
 * @returns
 *   It as a JSON string, with what `invisible` matches escaped too (each
 *   UTF-16 unit, as JSON spells them), so it reads on one visible line.
 */
function visibleJson(value: string): string {
  return JSON.stringify(value).replace(invisible, function (character) {
    let escaped = ''
    for (let index = 0; index < character.length; index++) {
      escaped += '\\u' + character.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0')
    }

    return escaped
  })
}

/**
 * Show a field path: in backticks, or as JSON when it holds a key with
 * controls, format characters or backticks (keys come from the input).
 *
 * @param field
 *   Path.
 * @returns
 *   Shown path.
 */
function showField(field: string): string {
  const short = shorten(field)
  invisible.lastIndex = 0
  return /[\u0000-\u001F`\uD800-\uDFFF]/.test(short) || invisible.test(short) ? visibleJson(short) : '`' + short + '`'
}

/**
 * Show a value in a one-line message.
 *
 * @param value
 *   Any value.
 * @returns
 *   Short description: JSON for strings (so line breaks and controls are
 *   visible escapes), the type otherwise.
 */
function describe(value: unknown): string {
  if (typeof value === 'string') return visibleJson(shorten(value))
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'undefined' ? 'missing' : 'a value of type ' + typeof value
}
