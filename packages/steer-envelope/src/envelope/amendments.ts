import {ATTRIBUTION_PREFIX} from '../constants.js'
import {applyEdits, composeEdits, toEdits} from '../edits.js'
import {lineBreakEdits} from '../line-breaks.js'
import {sanitizeEdits} from '../sanitize.js'
import {cutToBudget} from './budget.js'
import {CONTINUATION_INDENT} from './constants.js'
import {EnvelopeError} from './errors.js'
import type {Amendment, RenderedAmendment, ReviewState, Truncation} from './types.js'
import {findControl, validateLogin, validateState, validateString} from './validate.js'

/** An amendment ready to be written. */
export interface PreparedAmendment {
  /** What is written and reported. */
  rendered: RenderedAmendment
  /** The budget cut, if any. */
  truncation: Truncation | undefined
}

/**
 * Validate and prepare one amendment: sanitize its text (never defang it),
 * normalize its line breaks to `\n`, refuse control characters, cut it to the
 * budget.
 *
 * @param amendment
 *   Amendment as given.
 * @param index
 *   Its index, for error paths.
 * @param budget
 *   Budget of its text, in UTF-8 bytes.
 * @returns
 *   The prepared amendment.
 * @throws {EnvelopeError}
 *   On a bad kind, login, state or text.
 */
export function prepareAmendment(
  amendment: Amendment,
  index: number,
  budget: number
): PreparedAmendment {
  const path = 'amendments[' + index + ']'
  // Runtime checks: the input may come from JSON.
  const value: unknown = amendment
  if (typeof value !== 'object' || value === null) {
    throw new EnvelopeError('invalid-field', path, value, 'an amendment object')
  }

  const kind: unknown = amendment.kind
  if (kind !== 'instruction' && kind !== 'comment' && kind !== 'review') {
    throw new EnvelopeError(
      'invalid-kind',
      path + '.kind',
      kind,
      'one of `instruction`, `comment`, `review`'
    )
  }

  const login = validateLogin(amendment.login, path + '.login')
  const input = validateString(amendment.text, path + '.text')
  // Controls that start no escape sequence are refused below, not stripped.
  const sanitize = sanitizeEdits(input, {keepLoneControls: true})
  const sanitized = applyEdits(input, sanitize)
  const breaks = lineBreakEdits(sanitized)
  const text = applyEdits(sanitized, breaks)
  const control = findControl(text)
  if (control !== -1) {
    throw new EnvelopeError(
      'control-character',
      path + '.text',
      input,
      'no control characters but tab and line breaks (found U+' +
        text.charCodeAt(control).toString(16).toUpperCase().padStart(4, '0') +
        ')'
    )
  }

  let state: ReviewState | undefined
  if (amendment.kind === 'review') {
    state = validateState(amendment.state, path + '.state')
  } else if ('state' in amendment && amendment.state !== undefined) {
    throw new EnvelopeError(
      'invalid-field',
      path + '.state',
      amendment.state,
      'no state: only a `review` has one'
    )
  }

  const cut = cutToBudget(text, budget)
  const rendered: RenderedAmendment = {
    kind,
    login,
    ...(state ? {state} : {}),
    text: cut.value,
    edits: toEdits(input, composeEdits(sanitize, breaks))
  }

  return {rendered, truncation: cut.truncation}
}

/**
 * Write one amendment: its attribution line, then each further line of its
 * text behind `CONTINUATION_INDENT`.
 *
 * @param amendment
 *   Prepared amendment.
 * @returns
 *   The lines, joined with `\n`.
 */
export function renderAmendment(amendment: RenderedAmendment): string {
  return (
    attribution(amendment) +
    amendment.text.split('\n').join('\n' + CONTINUATION_INDENT)
  )
}

/**
 * The attribution an amendment starts with.
 *
 * @param amendment
 *   Prepared amendment.
 * @returns
 *   `Instruction from @login: `, `Comment from @login: ` or
 *   `Review from @login (STATE): `.
 */
function attribution(amendment: RenderedAmendment): string {
  switch (amendment.kind) {
    case 'instruction': {
      return ATTRIBUTION_PREFIX + amendment.login + ': '
    }

    case 'comment': {
      return 'Comment from @' + amendment.login + ': '
    }

    case 'review': {
      return 'Review from @' + amendment.login + ' (' + (amendment.state ?? '') + '): '
    }
  }
}
