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

/** Keys of a bundle's amendment (`state` is refused by `buildEnvelope` on all but a review, with its reason). */
const amendmentKeys = ['kind', 'login', 'text', 'state']

/** Keys every context item may have. */
const itemBaseKeys = ['kind', 'author', 'app', 'createdAt']

/** Further keys of a context item, by kind (an unknown kind is refused by `buildEnvelope`). */
const itemKeys: Readonly<Record<string, ReadonlyArray<string>>> = {
  comment: ['body'],
  review: ['state', 'body'],
  'title-change': ['from', 'to'],
  'body-change': ['body'],
  'label-change': ['action', 'label'],
  'head-move': ['before', 'after', 'forced']
}

/** Keys of what a run's Route job evaluated (the runner writes it: a misspelt key would skip a check). */
const evaluatedKeys = ['comment_id', 'body']

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

  // The bundle's own records are refused on an unknown key, as the bundle
  // is: a misspelt field (`commentId`, a `state` on a comment) would
  // otherwise be ignored without a word. Records in GitHub's REST shape
  // (runs, comments, reviews) carry many fields this does not read, and
  // keep them.
  if (provenance) {
    checkItems(record.stateChanges, 'stateChanges')
    if (Array.isArray(record.runs)) {
      for (const [index, run] of record.runs.entries()) {
        const evaluated: unknown = isObject(run) ? run.evaluated : undefined
        if (isObject(evaluated)) checkKeys(evaluated, evaluatedKeys, 'runs[' + index + '].evaluated')
      }
    }

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

  if (Array.isArray(record.amendments)) {
    for (const [index, amendment] of record.amendments.entries()) {
      if (isObject(amendment)) checkKeys(amendment, amendmentKeys, 'amendments[' + index + ']')
    }
  }

  checkItems(record.context, 'context')
  // Missing is none; `null` (or any other value) is refused as not a list.
  return {
    envelope: buildEnvelope(
      {
        amendments: typed.amendments === undefined ? [] : typed.amendments,
        context: typed.context === undefined ? [] : typed.context
      },
      options
    )
  }
}

/**
 * @param value
 *   Value.
 * @returns
 *   Whether it is a plain JSON object.
 */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Refuse unknown keys on a bundle's context items (kinds, types and values
 * are checked by `buildEnvelope`).
 *
 * @param items
 *   `context` or `stateChanges` as given.
 * @param field
 *   Its name.
 * @throws {EnvelopeError}
 *   `invalid-field` on a key the item's kind does not have.
 */
function checkItems(items: unknown, field: string): void {
  if (!Array.isArray(items)) return
  for (const [index, item] of items.entries()) {
    if (!isObject(item)) continue
    const own = typeof item.kind === 'string' ? itemKeys[item.kind] : undefined
    if (own) checkKeys(item, [...itemBaseKeys, ...own], field + '[' + index + ']', '(a `' + item.kind + '`)')
  }
}

/**
 * Refuse a key not in `allowed`.
 *
 * @param record
 *   Object.
 * @param allowed
 *   Keys it may have.
 * @param path
 *   Its path, for the error.
 * @param what
 *   What it is, for the error (optional).
 * @throws {EnvelopeError}
 *   `invalid-field`, naming the key and the keys allowed.
 */
function checkKeys(record: Record<string, unknown>, allowed: ReadonlyArray<string>, path: string, what = ''): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) {
      throw new EnvelopeError(
        'invalid-field',
        path + '.' + key,
        record[key],
        'only ' + allowed.map((name) => '`' + name + '`').join(', ') + (what ? ' ' + what : '')
      )
    }
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
