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
import {isLogin, validateLogin} from './validate.js'

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

  // Each time is parsed once, and comments are indexed by author once, so
  // that deciding a run costs a lookup, not a pass over every comment.
  const commentTimes = comments.map((comment) => parseTimestamp(comment.created_at))
  const accounts = indexAccounts(comments, commentTimes)

  // Which runs confer which comment.
  const decisions: RunDecision[] = []
  const conferredBy = new Map<number, Array<number | string>>()
  for (const run of runs) {
    const {verdict, comment} = decide(run, comments, commentExcluded, accounts)
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
    const at = commentTimes[index]
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
          author: writableLogin(comment.user?.login),
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
        author: writableLogin(review.user?.login),
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

    // An author that is not a login is written as an unknown account, as
    // for comments and reviews, rather than failing the whole steer.
    const author = change.author === undefined ? undefined : writableLogin(change.author)
    context.push({
      at: parseTimestamp(change.createdAt),
      item: author === change.author ? change : {...change, author}
    })
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
 * @param accounts
 *   Comments indexed by author (`indexAccounts`).
 * @returns
 *   Verdict and the index of the comment it evaluated, when found.
 */
function decide(
  run: RunRecord,
  comments: ReadonlyArray<CommentRecord>,
  excluded: ReadonlyArray<boolean>,
  accounts: ReadonlyMap<string, Account>
): {verdict: RunVerdict; comment?: number} {
  if (run.accepted !== true) return {verdict: 'not-accepted'}
  if (run.event !== conferringEvent) return {verdict: 'event'}
  if (run.run_attempt !== 1) return {verdict: 're-run'}
  const actor = run.actor
  if (!actor || typeof actor.login !== 'string') return {verdict: 'no-actor'}
  // A login that cannot be written into an attribution line confers nothing.
  if (!isLogin(actor.login)) return {verdict: 'invalid-login'}
  const runAt = parseTimestamp(run.created_at)
  if (!runAt) return {verdict: 'run-time'}

  // The comments that may be the actor's: same login, and the same id when
  // both carry a numeric one (logins ASCII case-insensitive).
  const account = accounts.get(asciiLower(actor.login))
  if (!account) return {verdict: 'no-comment'}
  const buckets =
    typeof actor.id === 'number' ? [account.noId, account.byId.get(actor.id)] : [account.all]

  // The newest comment by the actor at or before the run.
  let newest: number | undefined
  let newestAt: Instant | undefined
  let count = 0
  for (const bucket of buckets) {
    if (!bucket) continue
    // Without its time, no comment by the actor can be ruled out as newest.
    if (bucket.untimed) return {verdict: 'comment-time'}
    const found = newestUpTo(bucket.timed, runAt)
    if (!found) continue
    const order = newestAt ? compareInstants(found.at, newestAt) : 1
    if (order > 0) {
      newest = found.index
      newestAt = found.at
      count = found.count
    } else if (order === 0) {
      count += found.count
    }
  }

  if (newest === undefined) return {verdict: 'no-comment'}
  if (count > 1) return {verdict: 'ambiguous'}
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

/** A comment with a parseable time. */
interface TimedComment {
  /** Index in the input. */
  index: number
  /** When it was created. */
  at: Instant
}

/** Comments that match one kind of actor. */
interface Bucket {
  /** Comments with a parseable time, oldest first, then in input order. */
  timed: TimedComment[]
  /** Whether any comment in it has no parseable time. */
  untimed: boolean
}

/** The comments of one login (ASCII lower case). */
interface Account {
  /** Every comment: what an actor without a numeric id matches. */
  all: Bucket
  /** Comments whose author has no numeric id: they match any actor of the login. */
  noId: Bucket
  /** Comments by the author's numeric id. */
  byId: Map<number, Bucket>
}

/**
 * Index comments by author once, so that `decide` never walks them all.
 *
 * An actor wrote a comment when their logins match (ASCII case-insensitive,
 * as GitHub logins) and, when both carry a numeric id, their ids match. So an
 * actor with a numeric id matches the comments of its id plus those without
 * one, and an actor without one every comment of the login. A `NaN` id
 * equals nothing, so it is in no id bucket.
 *
 * @param comments
 *   All comments.
 * @param times
 *   Their parsed creation times.
 * @returns
 *   Accounts by ASCII-lower-cased login.
 */
function indexAccounts(
  comments: ReadonlyArray<CommentRecord>,
  times: ReadonlyArray<Instant | undefined>
): Map<string, Account> {
  const accounts = new Map<string, Account>()
  for (const [index, comment] of comments.entries()) {
    const user = comment.user
    if (!user || typeof user.login !== 'string') continue
    const key = asciiLower(user.login)
    let account = accounts.get(key)
    if (!account) {
      account = {all: emptyBucket(), noId: emptyBucket(), byId: new Map()}
      accounts.set(key, account)
    }

    const at = times[index]
    add(account.all, index, at)
    if (typeof user.id !== 'number') {
      add(account.noId, index, at)
    } else if (!Number.isNaN(user.id)) {
      let bucket = account.byId.get(user.id)
      if (!bucket) {
        bucket = emptyBucket()
        account.byId.set(user.id, bucket)
      }

      add(bucket, index, at)
    }
  }

  for (const account of accounts.values()) {
    sortBucket(account.all)
    sortBucket(account.noId)
    for (const bucket of account.byId.values()) sortBucket(bucket)
  }

  return accounts
}

/**
 * Make an empty bucket.
 *
 * @returns
 *   Bucket.
 */
function emptyBucket(): Bucket {
  return {timed: [], untimed: false}
}

/**
 * Add a comment to a bucket.
 *
 * @param bucket
 *   Bucket.
 * @param index
 *   Comment index.
 * @param at
 *   Its time, if parseable.
 */
function add(bucket: Bucket, index: number, at: Instant | undefined): void {
  if (at) bucket.timed.push({index, at})
  else bucket.untimed = true
}

/**
 * Sort a bucket's comments by time, then input order.
 *
 * @param bucket
 *   Bucket.
 */
function sortBucket(bucket: Bucket): void {
  bucket.timed.sort((a, b) => compareInstants(a.at, b.at) || a.index - b.index)
}

/**
 * Find the newest comments at or before an instant.
 *
 * @param timed
 *   Comments, sorted by `sortBucket`.
 * @param limit
 *   The instant.
 * @returns
 *   The newest time at or before `limit`, the first comment (in input
 *   order) at it, and how many are at it; `undefined` when none is.
 */
function newestUpTo(
  timed: ReadonlyArray<TimedComment>,
  limit: Instant
): {index: number; at: Instant; count: number} | undefined {
  // Past the last comment at or before `limit`.
  const end = firstAfter(timed, (entry) => compareInstants(entry.at, limit) > 0)
  if (end === 0) return undefined
  const at = timed[end - 1].at
  // The first comment at that same instant.
  const start = firstAfter(timed, (entry) => compareInstants(entry.at, at) >= 0)
  return {index: timed[start].index, at, count: end - start}
}

/**
 * Binary search: the first position whose entry passes a test that, once
 * passed, passes for every later entry.
 *
 * @param list
 *   Sorted list.
 * @param test
 *   Monotone test.
 * @returns
 *   Position (`list.length` when none passes).
 */
function firstAfter<T>(list: ReadonlyArray<T>, test: (entry: T) => boolean): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (test(list[mid])) high = mid
    else low = mid + 1
  }

  return low
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
  return {source, index, id, login: typeof user?.login === 'string' ? user.login : null, reason}
}

/**
 * A context item's author as it can be written: the login when it is one,
 * otherwise `null` (written as an unknown account), so that one odd record
 * from the forge can never make `buildEnvelope` refuse the whole steer.
 *
 * @param login
 *   Login as given.
 * @returns
 *   The login, or `null`.
 */
function writableLogin(login: unknown): string | null {
  return isLogin(login) ? login : null
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
