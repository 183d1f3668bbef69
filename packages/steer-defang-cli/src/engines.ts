import {defangMarkdown, type Disagreement, type Fallback} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import type {DefangResult, Options} from 'steer-envelope'
import {CliError, quote} from './errors.js'

/** Every profile name the CLI knows (available or not). */
export const PROFILES = ['v1', 'rendered'] as const

/**
 * Which rules apply: `v1` (the spec’s raw-text rules, byte for byte) or
 * `rendered` (also tokens only the rendered Markdown shows).
 */
export type Profile = (typeof PROFILES)[number]

/** Every engine name the CLI knows (available or not). */
export const ENGINES = ['scan', 'ast', 'both'] as const

/**
 * Which engine finds tokens: `scan` (raw text), `ast` (the Markdown/HTML
 * tree) or `both` (union).
 */
export type EngineName = (typeof ENGINES)[number]

/**
 * What a defanger returns: the core result, plus, from the AST engine, where
 * it fell back to the scan engine and which tokens only one engine saw.
 */
export interface EngineResult extends DefangResult {
  /** Pieces the AST engine could not parse (AST engine only). */
  fallback?: Fallback
  /** Tokens only one engine saw (AST engine only). */
  disagreements?: Disagreement[]
}

/** A defanger: what one (profile, engine) pair runs. */
export type DefangEngine = (input: string, options: Options) => EngineResult

/**
 * Defaults used when `--profile` / `--engine` are not given (with only
 * `--engine`, a profile that has it: see `resolveEngine`).
 *
 * Switching the CLI to the AST engine is this one line (plus wiring the pair
 * in `table` below). When the default engine is not available for an
 * explicitly chosen profile, that profile’s first listed engine is used.
 */
export const DEFAULTS: {readonly profile: Profile; readonly engine: EngineName} = {
  profile: 'rendered',
  engine: 'both'
}

/**
 * What runs for each (profile, engine) pair; a missing pair is “not
 * available yet”. Order within a profile matters: the first is that
 * profile’s fallback default engine.
 */
const table: {readonly [P in Profile]: {readonly [E in EngineName]?: DefangEngine}} = {
  v1: {
    scan(input, options) {
      return defang(input, options)
    }
  },
  // The rendered profile (remark-steer-defang): GitHub's display on top of
  // the v1 rules. Only `maxLength` is passed on (`fold` is for core tests).
  rendered: {
    both(input, options) {
      return defangMarkdown(input, {maxLength: options.maxLength, engine: 'both'})
    },
    ast(input, options) {
      return defangMarkdown(input, {maxLength: options.maxLength, engine: 'ast'})
    }
    // No `scan`: the scan engine reads raw text only, so it would run the v1
    // rules under the rendered profile's name (found by a conformance run).
  }
}

/** A resolved choice of profile and engine. */
export interface ResolvedEngine {
  /** Profile that runs. */
  profile: Profile
  /** Engine that runs. */
  engine: EngineName
  /** The defanger. */
  run: DefangEngine
}

/** How to name the choices in messages (`--profile` on the command line, `"profile"` in JSON Lines). */
export interface ChoiceLabels {
  /** Label for the profile, such as `--profile`. */
  profile: string
  /** Label for the engine, such as `--engine`. */
  engine: string
}

/** Labels for command-line flags. */
export const FLAG_LABELS: ChoiceLabels = {profile: '--profile', engine: '--engine'}

/**
 * Profiles that have at least one engine.
 *
 * @returns
 *   Profile names.
 */
export function availableProfiles(): Profile[] {
  return PROFILES.filter((profile) => Object.keys(table[profile]).length > 0)
}

/**
 * Engines available for a profile, in table order.
 *
 * @param profile
 *   Profile.
 * @returns
 *   Engine names.
 */
export function availableEngines(profile: Profile): EngineName[] {
  return Object.keys(table[profile]).filter((name): name is EngineName =>
    isOneOf(name, ENGINES)
  )
}

/**
 * Check a value against a list of names.
 *
 * @param value
 *   Value as given.
 * @param names
 *   Valid names.
 * @returns
 *   Whether it is one of them.
 */
function isOneOf<Name extends string>(value: string, names: ReadonlyArray<Name>): value is Name {
  return (names as ReadonlyArray<string>).includes(value)
}

/**
 * Resolve `--profile` and `--engine` (or a JSON Lines request’s `"profile"`)
 * to the defanger that runs. An unknown or unavailable choice is an error,
 * never a silent substitute.
 *
 * @param profileValue
 *   Profile as given, or `undefined` for the default.
 * @param engineValue
 *   Engine as given, or `undefined` for the default.
 * @param labels
 *   How to name the choices in messages (default: the flags).
 * @returns
 *   The resolved choice.
 * @throws {CliError}
 *   Naming the valid values and what is available now.
 */
export function resolveEngine(
  profileValue: string | undefined,
  engineValue: string | undefined,
  labels: ChoiceLabels = FLAG_LABELS
): ResolvedEngine {
  // With an engine but no profile, the default profile if it has that
  // engine, else the first that does (`--engine scan` alone runs `v1`, and
  // the result names it).
  const profile =
    profileValue ??
    (engineValue !== undefined && isOneOf(engineValue, ENGINES) && !table[DEFAULTS.profile][engineValue]
      ? (PROFILES.find((name) => table[name][engineValue] !== undefined) ?? DEFAULTS.profile)
      : DEFAULTS.profile)
  if (!isOneOf(profile, PROFILES)) {
    throw new CliError(
      'invalid ' + labels.profile + ' ' + quote(profile) + ': valid values are ' + PROFILES.join(', ')
    )
  }

  const profileEngines = availableEngines(profile)
  if (profileEngines.length === 0) {
    throw new CliError(
      labels.profile +
        ' ' +
        quote(profile) +
        ' is not available yet (valid values: ' +
        PROFILES.join(', ') +
        '; available now: ' +
        availableProfiles().join(', ') +
        ')'
    )
  }

  let engine: string
  if (engineValue === undefined) {
    engine = profileEngines.includes(DEFAULTS.engine) ? DEFAULTS.engine : profileEngines[0]!
  } else {
    engine = engineValue
  }

  if (!isOneOf(engine, ENGINES)) {
    throw new CliError(
      'invalid ' + labels.engine + ' ' + quote(engine) + ': valid values are ' + ENGINES.join(', ')
    )
  }

  const run = table[profile][engine]
  if (!run) {
    const anywhere = PROFILES.some((name) => table[name][engine] !== undefined)
    throw new CliError(
      labels.engine +
        ' ' +
        quote(engine) +
        (anywhere
          ? ' is not available with ' + labels.profile + ' ' + quote(profile)
          : ' is not available yet') +
        ' (valid values: ' +
        ENGINES.join(', ') +
        '; available now with ' +
        labels.profile +
        ' ' +
        quote(profile) +
        ': ' +
        profileEngines.join(', ') +
        ')'
    )
  }

  return {profile, engine, run}
}

/**
 * The report fields of a result, for JSON output: `fallback` and
 * `disagreements` when the engine reports them.
 *
 * @param result
 *   Result.
 * @param compact
 *   Leave out a fallback that was not used and empty disagreements (batch
 *   lines stay small).
 * @returns
 *   Fields to add to the output object.
 */
export function reportFields(
  result: EngineResult,
  compact = false
): {fallback?: Fallback; disagreements?: Disagreement[]} {
  const fields: {fallback?: Fallback; disagreements?: Disagreement[]} = {}
  if (result.fallback && (!compact || result.fallback.used)) fields.fallback = result.fallback
  if (result.disagreements && (!compact || result.disagreements.length > 0)) {
    fields.disagreements = result.disagreements
  }

  return fields
}

/**
 * One line for stderr when the AST engine fell back, so that a plain run
 * says so too (the output is still defanged by the scan engine).
 *
 * @param result
 *   Result.
 * @returns
 *   The note (ending in a line feed), or an empty string.
 */
export function fallbackNote(result: EngineResult): string {
  const summary = fallbackSummary(result)
  return summary
    ? 'steer-defang: note: the AST engine fell back to the scan engine for ' + summary + '; see `--json` for where\n'
    : ''
}

/**
 * How many pieces the AST engine could not parse, and why, in words.
 *
 * @param result
 *   Result.
 * @returns
 *   `1 piece (too-deep); the v1 rules still defanged it`, or `undefined`
 *   when it did not fall back.
 */
export function fallbackSummary(result: EngineResult): string | undefined {
  if (!result.fallback || !result.fallback.used) return undefined
  const reasons = [...new Set(result.fallback.reasons.map((entry) => entry.reason))]
  const count = result.fallback.reasons.length
  return (
    count +
    (count === 1 ? ' piece' : ' pieces') +
    ' (' +
    reasons.join(', ') +
    '); the v1 rules still defanged ' +
    (count === 1 ? 'it' : 'them')
  )
}
