import {OPENING_LINE} from '../constants.js'
import {EnvelopeError} from './errors.js'
import {fold, isTokenRule} from './tokens.js'
import {hasLoneSurrogate} from './validate.js'
import type {DefangFunction} from './types.js'

/**
 * Phrases the header may not contain, folded (NFKC, lower case, no format
 * characters, single spaces). Stricter than the spec on purpose: prose never
 * needs them, and this check does not depend on the defanger.
 */
const forbidden = [
  'amendments',
  'work-item context',
  'work-item-context',
  'instruction from',
  'from @',
  fold(OPENING_LINE)
]

/**
 * Check header prose: it must carry no structural token.
 *
 * Two independent checks: a fixed list of forbidden phrases, and the
 * defanger itself (it must make no token edit). Either failing is an error.
 *
 * @param header
 *   Header prose.
 * @param defang
 *   Defanger.
 * @returns
 *   The header.
 * @throws {EnvelopeError}
 *   `invalid-header`.
 */
export function validateHeader(header: unknown, defang: DefangFunction): string {
  const expected =
    'one or more lines of prose with no blank edge lines, no line breaks but `\\n`, no control characters, no lone surrogates, ' +
    'and no structural token (nor `Amendments`, `Work-item context`, `work-item-context`, `Instruction from`, `from @` or the opening line in any case)'
  if (
    typeof header !== 'string' ||
    header.trim() === '' ||
    // Blank lines at the edges would blur where the header ends.
    /^[ \t]*\n|\n[ \t]*$/.test(header) ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/.test(header) ||
    hasLoneSurrogate(header)
  ) {
    throw new EnvelopeError('invalid-header', 'header', header, expected)
  }

  const folded = fold(header)
  for (const phrase of forbidden) {
    if (folded.includes(phrase)) {
      throw new EnvelopeError('invalid-header', 'header', header, expected)
    }
  }

  const result = defang(header)
  for (const edit of result.edits) {
    if (isTokenRule(edit.rule)) {
      throw new EnvelopeError('invalid-header', 'header', header, expected)
    }
  }

  if (result.folded) throw new EnvelopeError('invalid-header', 'header', header, expected)
  return header
}
