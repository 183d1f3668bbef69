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
    super('Invalid `' + field + '` (' + describe(value) + '): expected ' + expected)
    this.name = 'EnvelopeError'
    this.code = code
    this.field = field
    this.value = value
  }
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
  if (typeof value === 'string') {
    const json = JSON.stringify(value.length > 80 ? value.slice(0, 80) + '…' : value)
    // `JSON.stringify` keeps U+2028/U+2029 and C1 controls raw; escape them so
    // the message stays on one visible line.
    return json.replace(/[\u007F-\u009F\u2028\u2029]/g, function (c) {
      return '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
    })
  }

  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'undefined' ? 'missing' : 'a value of type ' + typeof value
}
