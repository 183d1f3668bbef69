import {DEFAULT_MAX_LENGTH, DefangError, assertLength, validateCall} from 'steer-envelope'
import type {PieceBudgets} from './budgets.js'
import {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_MARKUP,
  DEFAULT_MAX_PIECE_LENGTH,
  DEFAULT_TIME_BUDGET_BASE_MS,
  DEFAULT_TIME_BUDGET_PER_KIB_MS
} from './constants.js'
import type {Engine, Options, Profile} from './types.js'

/** Options with defaults applied. */
export interface Settings {
  /** Profile. */
  profile: Profile
  /** Engine. */
  engine: Engine
  /** Largest input. */
  maxLength: number
  /** Per-piece limits. */
  budgets: PieceBudgets
  /** Time budget in milliseconds (may be `Infinity`). */
  timeBudgetMs: number
}

const known = new Set([
  'profile',
  'engine',
  'maxLength',
  'maxPieceLength',
  'maxDepth',
  'maxMarkup',
  'timeBudgetMs'
])

/**
 * Validate the input and options and apply defaults.
 *
 * @param input
 *   Input.
 * @param options
 *   Options.
 * @returns
 *   Settings.
 * @throws {DefangError}
 *   On a bad call: input that is not a string, an unknown or invalid
 *   option, input longer than `maxLength`.
 */
export function resolveSettings(input: unknown, options: Options | null | undefined): Settings {
  const {input: text, options: given} = validateCall<Options>(input, options, known)

  // The scan engine reads raw text only: asked for alone, it runs the v1
  // rules and says so; asked for under the rendered profile, it would run
  // the v1 rules under the rendered profile's name, so it is refused.
  const profile = given.profile ?? (given.engine === 'scan' ? 'v1' : 'rendered')
  if (profile !== 'rendered' && profile !== 'v1') {
    throw new DefangError(
      'Unexpected `profile` `' + String(profile) + '`, expected `rendered` or `v1`',
      'options'
    )
  }

  const engine = given.engine ?? 'both'
  if (engine !== 'scan' && engine !== 'ast' && engine !== 'both') {
    throw new DefangError(
      'Unexpected `engine` `' + String(engine) + '`, expected `scan`, `ast` or `both`',
      'options'
    )
  }

  if (profile === 'rendered' && engine === 'scan') {
    throw new DefangError(
      'Unexpected `engine` `scan` with `profile` `rendered`: the scan engine reads raw text only (use `ast` or `both`, or `profile: \'v1\'`)',
      'options'
    )
  }

  const maxLength = count(given.maxLength, DEFAULT_MAX_LENGTH, 'maxLength', 0)
  assertLength(text, maxLength)

  const timeBudgetMs =
    given.timeBudgetMs ??
    DEFAULT_TIME_BUDGET_BASE_MS + (DEFAULT_TIME_BUDGET_PER_KIB_MS * text.length) / 1024
  if (typeof timeBudgetMs !== 'number' || Number.isNaN(timeBudgetMs) || timeBudgetMs < 0) {
    throw new DefangError(
      'Unexpected `timeBudgetMs` `' + String(timeBudgetMs) + '`, expected a non-negative number',
      'options'
    )
  }

  return {
    profile,
    engine: profile === 'v1' ? 'scan' : engine,
    maxLength,
    budgets: {
      maxPieceLength: count(given.maxPieceLength, DEFAULT_MAX_PIECE_LENGTH, 'maxPieceLength', 1),
      maxDepth: count(given.maxDepth, DEFAULT_MAX_DEPTH, 'maxDepth', 0),
      maxMarkup: count(given.maxMarkup, DEFAULT_MAX_MARKUP, 'maxMarkup', 0)
    },
    timeBudgetMs
  }
}

/**
 * @param value
 *   Given value.
 * @param fallback
 *   Default.
 * @param name
 *   Option name.
 * @param minimum
 *   Smallest allowed value.
 * @returns
 *   The value.
 */
function count(value: number | null | undefined, fallback: number, name: string, minimum: number): number {
  const result = value ?? fallback
  if (!Number.isSafeInteger(result) || result < minimum) {
    throw new DefangError(
      'Unexpected `' + name + '` `' + String(result) + '`, expected an integer of at least `' + minimum + '`',
      'options'
    )
  }

  return result
}
