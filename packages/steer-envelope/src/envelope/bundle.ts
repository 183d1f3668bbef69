import {buildEnvelope} from './build.js'
import {EnvelopeError} from './errors.js'
import {classifyItems} from './provenance.js'
import type {
  Amendment,
  Classification,
  CommentRecord,
  ContextItem,
  DefangFunction,
  EnvelopeOptions,
  EnvelopeResult,
  ReviewRecord,
  RunRecord
} from './types.js'

/**
 * A JSON bundle to build an envelope from: either ready items
 * (`amendments`, `context`) or provenance records (`selfLogins`, `runs`,
 * `comments`, `reviews`, `stateChanges`) that `classifyItems` sorts first.
 */
export interface EnvelopeBundle {
  /** Ready amendments. */
  amendments?: Amendment[] | undefined
  /** Ready context items. */
  context?: ContextItem[] | undefined
  /** The runner's own logins (provenance form). */
  selfLogins?: string[] | undefined
  /** Follow-up runs (provenance form). */
  runs?: RunRecord[] | undefined
  /** Comments (provenance form). */
  comments?: CommentRecord[] | undefined
  /** Reviews (provenance form). */
  reviews?: ReviewRecord[] | undefined
  /** State changes as context items (provenance form). */
  stateChanges?: ContextItem[] | undefined
  /** Budgets and header (`null` or missing for the defaults). */
  options?: Pick<EnvelopeOptions, 'amendmentBudget' | 'contextBudget' | 'header'> | undefined
}

/** Result of `envelopeFromBundle`. */
export interface BundleResult {
  /** The envelope. */
  envelope: EnvelopeResult
  /** How provenance records were sorted (provenance form only). */
  classification?: Classification
}

const readyKeys = ['amendments', 'context']
const provenanceKeys = ['selfLogins', 'runs', 'comments', 'reviews', 'stateChanges']
const optionKeys = ['amendmentBudget', 'contextBudget', 'header']

/**
 * Build an envelope from a parsed JSON bundle (see `EnvelopeBundle`).
 *
 * @param bundle
 *   Parsed JSON.
 * @param defang
 *   Defanger (default: the core `defang`).
 * @returns
 *   The envelope and, for provenance records, the classification.
 * @throws {EnvelopeError}
 *   `invalid-bundle` on an unknown key or a mix of both forms; any error of
 *   `classifyItems` or `buildEnvelope`.
 */
export function envelopeFromBundle(
  bundle: unknown,
  defang?: DefangFunction | null | undefined
): BundleResult {
  if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle)) {
    throw new EnvelopeError('invalid-bundle', 'bundle', bundle, 'a JSON object')
  }

  const record = bundle as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!readyKeys.includes(key) && !provenanceKeys.includes(key) && key !== 'options') {
      throw new EnvelopeError(
        'invalid-bundle',
        key,
        record[key],
        'only `amendments`, `context`, `selfLogins`, `runs`, `comments`, `reviews`, `stateChanges` and `options`'
      )
    }
  }

  const ready = readyKeys.some((key) => key in record)
  const provenance = provenanceKeys.some((key) => key in record)
  if (ready && provenance) {
    throw new EnvelopeError(
      'invalid-bundle',
      'bundle',
      Object.keys(record).join(', '),
      'either ready items (`amendments`, `context`) or provenance records (`selfLogins`, `runs`, …), not both'
    )
  }

  const options: EnvelopeOptions = {...readOptions(record.options)}
  if (defang) options.defang = defang
  const typed = bundle as EnvelopeBundle

  if (provenance) {
    const classification = classifyItems({
      // As given: `classifyItems` checks them, and names what was wrong
      // (`null`, missing), which a default here would hide.
      selfLogins: typed.selfLogins as ReadonlyArray<string>,
      runs: typed.runs === undefined ? [] : typed.runs,
      comments: typed.comments,
      reviews: typed.reviews,
      stateChanges: typed.stateChanges
    })
    return {
      envelope: buildEnvelope(
        {amendments: classification.amendments, context: classification.context},
        options
      ),
      classification
    }
  }

  return {
    envelope: buildEnvelope(
      {amendments: typed.amendments ?? [], context: typed.context ?? []},
      options
    )
  }
}

/**
 * Read the bundle's `options`.
 *
 * @param value
 *   `options` as given.
 * @returns
 *   Options (values are checked by `buildEnvelope`).
 */
function readOptions(value: unknown): EnvelopeOptions {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new EnvelopeError('invalid-bundle', 'options', value, 'an object')
  }

  const record = value as Record<string, unknown>
  const options: EnvelopeOptions = {}
  for (const key of Object.keys(record)) {
    if (!optionKeys.includes(key)) {
      throw new EnvelopeError(
        'invalid-bundle',
        'options.' + key,
        record[key],
        'only `amendmentBudget`, `contextBudget` and `header`'
      )
    }
  }

  // Types are checked by `buildEnvelope`; pass values through unchanged.
  Object.assign(options, record)
  return options
}
