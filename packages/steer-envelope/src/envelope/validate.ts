import {REVIEW_STATES} from './constants.js'
import {EnvelopeError} from './errors.js'
import type {ReviewState} from './types.js'

/**
 * A GitHub login, unanchored, for use inside other patterns: 1–39 of
 * `A-Z a-z 0-9 -`, optionally an App's `[bot]` suffix; or an Enterprise
 * Managed User's `handle_SHORTCODE` (a handle of `A-Z a-z 0-9 -`, one `_`,
 * the enterprise's short code of 3–8 letters and digits; 39 at most in all).
 * Nothing else: a login is written into attribution lines, so it can never
 * hold a line break, a space, `:`, `@`, `(` or any other structure.
 */
export const LOGIN_SOURCE =
  '(?:(?=[A-Za-z0-9_-]{5,39}(?![A-Za-z0-9_-]))[A-Za-z0-9-]+_[A-Za-z0-9]{3,8}(?![A-Za-z0-9_-])' +
  '|[A-Za-z0-9-]{1,39}(?:\\[bot\\])?)'

/** A whole GitHub login (see `LOGIN_SOURCE`). */
const loginPattern = new RegExp('^' + LOGIN_SOURCE + '$')

/** What `validateLogin` expects, for its error. */
const loginExpected =
  'a GitHub login: 1 to 39 of `A-Z a-z 0-9 -`, optionally followed by `[bot]`, ' +
  'or an Enterprise Managed User’s `handle_SHORTCODE` (a short code of 3 to 8 letters and digits, 39 characters at most)'

/** A commit id: 7 to 64 hex digits (abbreviated SHA-1 up to full SHA-256). */
const shaPattern = /^[0-9a-fA-F]{7,64}$/

/**
 * Control characters an amendment may not carry once sanitized and its line
 * breaks normalized: C0 except tab and line feed, DEL, and C1.
 */
// eslint-disable-next-line no-control-regex
const controlPattern = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/

/** Characters that end or break a one-line field: every line break the spec names, and controls. */
// eslint-disable-next-line no-control-regex
const lineBreakingPattern = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/

/** A UTF-16 surrogate without its other half: no Unicode text, and no UTF-8 can carry it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * @param value
 *   String.
 * @returns
 *   Whether it holds a lone surrogate (the envelope is written as UTF-8,
 *   which would turn it into U+FFFD: what is reported would not be what is
 *   written).
 */
export function hasLoneSurrogate(value: string): boolean {
  return loneSurrogate.test(value)
}

/**
 * Check a GitHub login.
 *
 * @param value
 *   Value to check.
 * @param field
 *   Path of the field, for the error.
 * @returns
 *   The login.
 * @throws {EnvelopeError}
 *   `invalid-login` when it could break the layout or is not a login.
 */
export function validateLogin(value: unknown, field: string): string {
  if (typeof value !== 'string' || !loginPattern.test(value)) {
    throw new EnvelopeError('invalid-login', field, value, loginExpected)
  }

  return value
}

/**
 * Whether a value is a GitHub login (see `validateLogin`).
 *
 * @param value
 *   Value to check.
 * @returns
 *   Whether it is one.
 */
export function isLogin(value: unknown): value is string {
  return typeof value === 'string' && loginPattern.test(value)
}

/**
 * Check a review state, in any case.
 *
 * @param value
 *   Value to check.
 * @param field
 *   Path of the field, for the error.
 * @returns
 *   The state, upper case.
 * @throws {EnvelopeError}
 *   `invalid-state` when it is not one of `REVIEW_STATES`.
 */
export function validateState(value: unknown, field: string): ReviewState {
  if (typeof value === 'string') {
    const upper = value.toUpperCase()
    for (const state of REVIEW_STATES) if (state === upper) return state
  }

  throw new EnvelopeError(
    'invalid-state',
    field,
    value,
    'a review state: one of ' + REVIEW_STATES.map((s) => '`' + s + '`').join(', ') + ' (any case)'
  )
}

/**
 * Check a commit id.
 *
 * @param value
 *   Value to check.
 * @param field
 *   Path of the field, for the error.
 * @returns
 *   The commit id.
 * @throws {EnvelopeError}
 *   `invalid-field` when it is not 7 to 64 hex digits.
 */
export function validateSha(value: unknown, field: string): string {
  if (typeof value !== 'string' || !shaPattern.test(value)) {
    throw new EnvelopeError('invalid-field', field, value, 'a commit id: 7 to 64 hex digits')
  }

  return value
}

/**
 * Check a short one-line field (such as a label name).
 *
 * @param value
 *   Value to check.
 * @param field
 *   Path of the field, for the error.
 * @param maxLength
 *   Longest value accepted, in UTF-16 code units.
 * @returns
 *   The value.
 * @throws {EnvelopeError}
 *   `invalid-field` when it is empty, too long, or holds a line break or a
 *   control character.
 */
export function validateOneLine(value: unknown, field: string, maxLength: number): string {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > maxLength ||
    lineBreakingPattern.test(value) ||
    hasLoneSurrogate(value)
  ) {
    throw new EnvelopeError(
      'invalid-field',
      field,
      value,
      'a non-empty string of at most ' +
        maxLength +
        ' UTF-16 code units without line breaks, control characters or lone surrogates'
    )
  }

  return value
}

/**
 * Check that a field is a string.
 *
 * @param value
 *   Value to check.
 * @param field
 *   Path of the field, for the error.
 * @returns
 *   The string.
 * @throws {EnvelopeError}
 *   `invalid-field` otherwise, or when it holds a lone surrogate.
 */
export function validateString(value: unknown, field: string): string {
  if (typeof value !== 'string' || hasLoneSurrogate(value)) {
    throw new EnvelopeError('invalid-field', field, value, 'a string (valid Unicode: no lone surrogates)')
  }

  return value
}

/**
 * Find the first control character an amendment may not carry.
 *
 * @param text
 *   Sanitized text with line breaks normalized.
 * @returns
 *   Its index, or `-1`.
 */
export function findControl(text: string): number {
  const match = controlPattern.exec(text)
  return match ? match.index : -1
}

/**
 * Check a budget option.
 *
 * @param value
 *   Value given (`null` or `undefined` for the default).
 * @param field
 *   Option name, for the error.
 * @param fallback
 *   Default.
 * @returns
 *   Budget in bytes (`Infinity` when off).
 * @throws {EnvelopeError}
 *   `invalid-options` unless it is a whole number ≥ 0 or `Infinity`.
 */
export function validateBudget(value: unknown, field: string, fallback: number): number {
  if (value === null || value === undefined) return fallback
  if (
    typeof value !== 'number' ||
    !(value === Number.POSITIVE_INFINITY || (Number.isSafeInteger(value) && value >= 0))
  ) {
    throw new EnvelopeError(
      'invalid-options',
      field,
      value,
      'a whole number of UTF-8 bytes (0 or more), or `Infinity`'
    )
  }

  return value
}
