import {EnvelopeError} from './errors.js'
import {type Instant, compareInstants, parseTimestamp} from './timestamps.js'
import type {
  Classification,
  ClassifiedAmendment,
  CommentRecord,
  ContextItem,
  ExcludedItem,
  ExclusionReason,
  GitHubUser,
  ProvenanceInput,
  ReviewRecord,
  RunDecision,
  RunRecord,
  RunVerdict
} from './types.js'
import {validateLogin} from './validate.js'

/**
 * The marker fullsend writes into its own bodies: `<!-- fullsend:` in any
 * case, with any white space (line breaks included) after `<!--` and around
 * the colon.
 */
const fullsendMarker = /<!--\s*fullsend\s*:/i

/** The only event whose run actor is by construction the login the Route job checked. */
const conferringEvent = 'issue_comment'

/**
 * Sort work-item activity by provenance (ADR 0118): which comments amend the
 * task, which are context, which are fullsend's own output.
 *
 * - An amendment is only the comment an accepted run's Route job evaluated:
 *   the newest comment by the run's actor created at or before the run, its
 *   text unchanged since. Only `issue_comment` runs confer one; a re-run
 *   (`run_attempt > 1`) confers none.
 * - fullsend's own output is left out: an exact (ASCII case-insensitive)
 *   match against `selfLogins`, or a body by an App (`user.type === 'Bot'`)
 *   carrying a `<!-- fullsend:` marker. Never by the shape of a login.
 * - Everything else — other comments, reviews, state changes — is context.
 *
 * Every doubt (an unparseable time, two candidates at one instant, an edit,
 * a mismatch with what the Route job evaluated) withholds the amendment: a
 * misclassification can only move an item from amendment to context.
 *
 * @param input
 *   Runs, activity and the runner's own logins.
 * @returns
 *   Amendments, context, exclusions and one decision per run.
 * @throws {EnvelopeError}
 *   `missing-self-logins` without self logins; `invalid-field` on records of
 *   the wrong shape.
 */
export function classifyItems(input: ProvenanceInput): Classification {
  const given: unknown = input
  if (typeof given !== 'object' || given === null) {
    throw new EnvelopeError('invalid-field', 'input', given, 'an object')
  }

  const self = readSelfLogins(input.selfLogins)
  const runs = readList<RunRecord>(input.runs, 'runs', false)
  const comments = readList<CommentRecord>(input.comments, 'comments', true)
  const reviews = readList<ReviewRecord>(input.reviews, 'reviews', true)
  const changes = readList<ContextItem>(input.stateChanges, 'stateChanges', true)
  for (const [index, comment] of comments.entries()) checkBody(comment.body, 'comments[' + index + ']')
  for (const [index, review] of reviews.entries()) checkBody(review.body, 'reviews[' + index + ']')

  const excluded: ExcludedItem[] = []
  const commentExcluded = comments.map(function (comment, index) {
    const reason = exclusion(comment.user?.login, comment.user?.type === 'Bot', comment.body, self)
    if (reason) excluded.push(excludedItem('comment', index, comment.id, comment.user, reason))
    return reason !== undefined
  })

  // Which runs confer which comment.
  const decisions: RunDecision[] = []
  const conferredBy = new Map<number, Array<number | string>>()
  for (const run of runs) {
    const {verdict, comment} = decide(run, comments, commentExcluded)
    decisions.push({
      runId: run.id,
      commentId: comment === undefined ? null : comments[comment].id,
      verdict
    })
    if (verdict === 'conferred' && comment !== undefined) {
      const list = conferredBy.get(comment) ?? []
      list.push(run.id)
      conferredBy.set(comment, list)
    }
  }

  const amendments: Array<{at: Instant | undefined; amendment: ClassifiedAmendment}> = []
  const context: Array<{at: Instant | undefined; item: ContextItem}> = []

  for (const [index, comment] of comments.entries()) {
    if (commentExcluded[index]) continue
    const runIds = conferredBy.get(index)
    const at = parseTimestamp(comment.created_at)
    if (runIds && comment.user) {
      amendments.push({
        at,
        amendment: {
          kind: 'instruction',
          login: comment.user.login,
          text: comment.body ?? '',
          commentId: comment.id,
          runIds
        }
      })
    } else {
      context.push({
        at,
        item: {
          kind: 'comment',
          author: comment.user?.login ?? null,
          app: comment.user?.type === 'Bot',
          createdAt: comment.created_at,
          body: comment.body ?? ''
        }
      })
    }
  }

  for (const [index, review] of reviews.entries()) {
    const reason = exclusion(review.user?.login, review.user?.type === 'Bot', review.body, self)
    if (reason) {
      excluded.push(excludedItem('review', index, review.id, review.user, reason))
      continue
    }

    context.push({
      at: parseTimestamp(review.submitted_at),
      item: {
        kind: 'review',
        author: review.user?.login ?? null,
        app: review.user?.type === 'Bot',
        createdAt: review.submitted_at ?? null,
        state: review.state,
        body: review.body ?? ''
      }
    })
  }

  for (const [index, change] of changes.entries()) {
    const body = change.kind === 'body-change' ? change.body : null
    const reason = exclusion(change.author ?? undefined, change.app === true, body, self)
    if (reason) {
      excluded.push({
        source: 'state-change',
        index,
        login: typeof change.author === 'string' ? change.author : null,
        reason
      })
      continue
    }

    context.push({at: parseTimestamp(change.createdAt), item: change})
  }

  return {
    amendments: byTime(amendments).map((entry) => entry.amendment),
    context: byTime(context).map((entry) => entry.item),
    excluded,
    runs: decisions
  }
}

/**
 * Decide what one run confers.
 *
 * @param run
 *   The run.
 * @param comments
 *   All comments.
 * @param excluded
 *   Whether each comment is fullsend's own.
 * @returns
 *   Verdict and the index of the comment it evaluated, when found.
 */
function decide(
  run: RunRecord,
  comments: ReadonlyArray<CommentRecord>,
  excluded: ReadonlyArray<boolean>
): {verdict: RunVerdict; comment?: number} {
  if (run.accepted !== true) return {verdict: 'not-accepted'}
  if (run.event !== conferringEvent) return {verdict: 'event'}
  if (run.run_attempt !== 1) return {verdict: 're-run'}
  const actor = run.actor
  if (!actor || typeof actor.login !== 'string') return {verdict: 'no-actor'}
  const runAt = parseTimestamp(run.created_at)
  if (!runAt) return {verdict: 'run-time'}

  // The newest comment by the actor at or before the run.
  let newest: number | undefined
  let newestAt: Instant | undefined
  let tie = false
  for (const [index, comment] of comments.entries()) {
    if (!sameAccount(comment.user, actor)) continue
    const at = parseTimestamp(comment.created_at)
    // Without its time, no comment by the actor can be ruled out as newest.
    if (!at) return {verdict: 'comment-time'}
    if (compareInstants(at, runAt) > 0) continue
    const order = newestAt ? compareInstants(at, newestAt) : 1
    if (order > 0) {
      newest = index
      newestAt = at
      tie = false
    } else if (order === 0) {
      tie = true
    }
  }

  if (newest === undefined) return {verdict: 'no-comment'}
  if (tie) return {verdict: 'ambiguous'}
  const comment = comments[newest]
  const evaluated = run.evaluated ?? undefined
  if (
    evaluated?.comment_id !== undefined &&
    evaluated.comment_id !== null &&
    String(evaluated.comment_id) !== String(comment.id)
  ) {
    return {verdict: 'evaluated-mismatch', comment: newest}
  }

  if (excluded[newest]) return {verdict: 'excluded', comment: newest}
  if (!unchangedSince(comment, runAt, evaluated?.body)) return {verdict: 'edited', comment: newest}
  return {verdict: 'conferred', comment: newest}
}

/**
 * Whether a comment's text is unchanged since the run.
 *
 * @param comment
 *   Comment.
 * @param runAt
 *   When the run was created.
 * @param evaluatedBody
 *   The text the Route job evaluated, when known.
 * @returns
 *   Whether it is unchanged; `false` whenever that cannot be shown.
 */
function unchangedSince(
  comment: CommentRecord,
  runAt: Instant,
  evaluatedBody: string | null | undefined
): boolean {
  if (typeof evaluatedBody === 'string') return (comment.body ?? '') === evaluatedBody
  // GraphQL's edit time, when given, is precise: `null` means never edited.
  if (comment.last_edited_at !== undefined) {
    if (comment.last_edited_at === null) return true
    const edited = parseTimestamp(comment.last_edited_at)
    return edited !== undefined && compareInstants(edited, runAt) <= 0
  }

  const updated = parseTimestamp(comment.updated_at)
  return updated !== undefined && compareInstants(updated, runAt) <= 0
}

/**
 * Whether a comment's author is the run's actor.
 *
 * @param user
 *   Comment author.
 * @param actor
 *   Run actor.
 * @returns
 *   Whether logins match (ASCII case-insensitive, as GitHub logins) and, when
 *   both carry one, ids match.
 */
function sameAccount(user: GitHubUser | null, actor: GitHubUser): boolean {
  if (!user || typeof user.login !== 'string') return false
  if (asciiLower(user.login) !== asciiLower(actor.login)) return false
  if (typeof user.id === 'number' && typeof actor.id === 'number') return user.id === actor.id
  return true
}

/**
 * Whether an item is fullsend's own output.
 *
 * @param login
 *   Author's login.
 * @param app
 *   Whether the forge says the author is an App.
 * @param body
 *   Text, if any.
 * @param self
 *   Self logins, ASCII lower case.
 * @returns
 *   Why it is excluded, or `undefined`.
 */
function exclusion(
  login: string | undefined,
  app: boolean,
  body: string | null | undefined,
  self: ReadonlySet<string>
): ExclusionReason | undefined {
  if (typeof login === 'string' && self.has(asciiLower(login))) return 'self-login'
  if (app && typeof body === 'string' && fullsendMarker.test(body)) return 'fullsend-marker'
  return undefined
}

/**
 * Make an exclusion record.
 *
 * @param source
 *   Input list.
 * @param index
 *   Index in it.
 * @param id
 *   Item id.
 * @param user
 *   Author.
 * @param reason
 *   Why.
 * @returns
 *   Record.
 */
function excludedItem(
  source: ExcludedItem['source'],
  index: number,
  id: number | string,
  user: GitHubUser | null,
  reason: ExclusionReason
): ExcludedItem {
  return {source, index, id, login: user?.login ?? null, reason}
}

/**
 * Lower-case ASCII letters only, so that no Unicode case mapping (the Kelvin
 * sign to `k`) can make two logins equal.
 *
 * @param value
 *   Login.
 * @returns
 *   Login with `A-Z` lowered.
 */
function asciiLower(value: string): string {
  return value.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32))
}

/**
 * Check self logins.
 *
 * @param value
 *   `selfLogins` as given.
 * @returns
 *   The set, ASCII lower case.
 */
function readSelfLogins(value: unknown): Set<string> {
  if (!Array.isArray(value) || value.length === 0) {
    throw new EnvelopeError(
      'missing-self-logins',
      'selfLogins',
      value,
      "a non-empty array of the runner's own logins (a runner that cannot resolve its login does not steer)"
    )
  }

  return new Set(
    value.map((login: unknown, index) => asciiLower(validateLogin(login, 'selfLogins[' + index + ']')))
  )
}

/**
 * Check a list of records.
 *
 * @param value
 *   List as given.
 * @param field
 *   Its name.
 * @param optional
 *   Whether it may be missing.
 * @returns
 *   The list.
 */
function readList<T>(value: ReadonlyArray<T> | null | undefined, field: string, optional: boolean): ReadonlyArray<T> {
  if ((value === undefined || value === null) && optional) return []
  if (!Array.isArray(value)) {
    throw new EnvelopeError('invalid-field', field, value, 'an array')
  }

  for (const [index, item] of value.entries()) {
    if (typeof item !== 'object' || item === null) {
      throw new EnvelopeError('invalid-field', field + '[' + index + ']', item, 'an object')
    }
  }

  return value
}

/**
 * Check a body: a string or nothing.
 *
 * @param body
 *   Body.
 * @param path
 *   Record path.
 */
function checkBody(body: unknown, path: string): void {
  if (body !== null && body !== undefined && typeof body !== 'string') {
    throw new EnvelopeError('invalid-field', path + '.body', body, 'a string or null')
  }
}

/**
 * Sort entries by time, stably; entries without a parseable time go last in
 * input order.
 *
 * @param entries
 *   Entries.
 * @returns
 *   Sorted copy.
 */
function byTime<T extends {at: Instant | undefined}>(entries: ReadonlyArray<T>): T[] {
  return [...entries].sort(function (a, b) {
    if (a.at && b.at) return compareInstants(a.at, b.at)
    if (a.at) return -1
    if (b.at) return 1
    return 0
  })
}
