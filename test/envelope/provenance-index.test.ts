import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {
  classifyItems,
  type CommentRecord,
  type GitHubUser,
  type RunDecision,
  type RunRecord,
  type RunVerdict
} from 'steer-envelope'

/**
 * Timestamps the generators use, with their instant in nanoseconds after
 * 2026-01-01T00:00:00Z (`undefined`: unparseable). Several spellings share an
 * instant, so ties and offsets are exercised.
 */
const instants: Record<string, number | undefined> = {
  '2025-12-31T23:59:59Z': -1e9,
  '2026-01-01T00:00:00Z': 0,
  '2026-01-01T01:00:00+01:00': 0,
  '2026-01-01T00:00:00.000Z': 0,
  '2026-01-01T00:00:00.000000001Z': 1,
  '2026-01-01T00:00:01Z': 1e9,
  '2025-12-31T19:00:01-05:00': 1e9,
  '2026-01-01T00:00:02Z': 2e9,
  'not a time': undefined,
  '2026-02-30T00:00:00Z': undefined
}

const spellings = Object.keys(instants)
const time = fc.oneof(
  {weight: 12, arbitrary: fc.constantFrom(...spellings.filter((key) => instants[key] !== undefined))},
  {weight: 1, arbitrary: fc.constantFrom(...spellings.filter((key) => instants[key] === undefined))}
)
// `mal lory` is no login: a run by it confers nothing (`invalid-login`).
const login = fc.constantFrom('alice', 'Alice', 'ALICE', 'bob', 'fullsend[bot]', 'mal lory')
const id = fc.constantFrom<number | undefined>(undefined, 1, 2, Number.NaN)

const user: fc.Arbitrary<GitHubUser | null> = fc.oneof(
  {weight: 1, arbitrary: fc.constant(null)},
  {
    weight: 8,
    arbitrary: fc
      .record({login, id, bot: fc.boolean()})
      .map(({login, id, bot}) => ({login, type: bot ? 'Bot' : 'User', ...(id === undefined ? {} : {id})}))
  }
)

const comment = (index: number): fc.Arbitrary<CommentRecord> =>
  fc
    .record({
      user,
      marker: fc.boolean(),
      created: time,
      updated: fc.option(time, {nil: undefined}),
      edited: fc.option(fc.option(time, {nil: null}), {nil: undefined})
    })
    .map(({user, marker, created, updated, edited}) => ({
      id: 100 + index,
      user,
      body: marker ? '<!-- fullsend: receipt -->' : 'body ' + index,
      created_at: created,
      ...(updated === undefined ? {} : {updated_at: updated}),
      ...(edited === undefined ? {} : {last_edited_at: edited})
    }))

const run = (index: number): fc.Arbitrary<RunRecord> =>
  fc
    .record({
      actor: user,
      created: time,
      accepted: fc.constantFrom(true, true, true, false),
      event: fc.constantFrom('issue_comment', 'issue_comment', 'issue_comment', 'pull_request_target'),
      attempt: fc.constantFrom(1, 1, 1, 2),
      evaluatedId: fc.oneof(
        {weight: 6, arbitrary: fc.constant(undefined)},
        {weight: 1, arbitrary: fc.integer({min: 100, max: 120})}
      )
    })
    .map(({actor, created, accepted, event, attempt, evaluatedId}) => ({
      id: index,
      event,
      actor,
      created_at: created,
      run_attempt: attempt,
      accepted,
      ...(evaluatedId === undefined ? {} : {evaluated: {comment_id: evaluatedId}})
    }))

const records = fc
  .record({commentCount: fc.integer({min: 0, max: 20}), runCount: fc.integer({min: 0, max: 20})})
  .chain(({commentCount, runCount}) =>
    fc.record({
      comments: fc.tuple(...Array.from({length: commentCount}, (_, index) => comment(index))),
      runs: fc.tuple(...Array.from({length: runCount}, (_, index) => run(index)))
    })
  )

/**
 * The rule as ADR 0118 states it, one run at a time over every comment (the
 * straightforward quadratic reading the index must agree with).
 *
 * @param runRecord
 *   Run.
 * @param comments
 *   Comments.
 * @param excluded
 *   Indices of comments that are fullsend's own.
 * @returns
 *   Decision.
 */
function reference(runRecord: RunRecord, comments: CommentRecord[], excluded: Set<number>): RunDecision {
  const decision = (verdict: RunVerdict, index?: number): RunDecision => ({
    runId: runRecord.id,
    commentId: index === undefined ? null : comments[index].id,
    verdict
  })
  if (runRecord.accepted !== true) return decision('not-accepted')
  if (runRecord.event !== 'issue_comment') return decision('event')
  if (runRecord.run_attempt !== 1) return decision('re-run')
  const actor = runRecord.actor
  if (!actor) return decision('no-actor')
  if (actor.login === 'mal lory') return decision('invalid-login')
  const runAt = instants[runRecord.created_at]
  if (runAt === undefined) return decision('run-time')
  let newest: number | undefined
  let newestAt = Number.NEGATIVE_INFINITY
  let tie = false
  for (const [index, item] of comments.entries()) {
    const author = item.user
    if (!author || author.login.toLowerCase() !== actor.login.toLowerCase()) continue
    if (typeof author.id === 'number' && typeof actor.id === 'number' && author.id !== actor.id) continue
    const at = instants[item.created_at]
    if (at === undefined) return decision('comment-time')
    if (at > runAt) continue
    if (at > newestAt) {
      newest = index
      newestAt = at
      tie = false
    } else if (at === newestAt) {
      tie = true
    }
  }

  if (newest === undefined) return decision('no-comment')
  if (tie) return decision('ambiguous')
  const found = comments[newest]
  const evaluated = runRecord.evaluated?.comment_id
  if (evaluated !== undefined && evaluated !== null && String(evaluated) !== String(found.id)) {
    return decision('evaluated-mismatch', newest)
  }

  if (excluded.has(newest)) return decision('excluded', newest)
  let unchanged: boolean
  if (found.last_edited_at !== undefined) {
    const edited = found.last_edited_at === null ? null : instants[found.last_edited_at]
    unchanged = edited === null || (edited !== undefined && edited <= runAt)
  } else {
    const updated = found.updated_at ? instants[found.updated_at] : undefined
    unchanged = updated !== undefined && updated <= runAt
  }

  return decision(unchanged ? 'conferred' : 'edited', newest)
}

describe('classifyItems: the comment index decides as the rule reads', () => {
  test('many runs and comments: every decision matches the one-run-at-a-time reading', () => {
    fc.assert(
      fc.property(records, ({comments, runs}) => {
        const result = classifyItems({selfLogins: ['fullsend[bot]'], runs, comments})
        const excluded = new Set(
          result.excluded.filter((item) => item.source === 'comment').map((item) => item.index)
        )
        expect(result.runs).toEqual(runs.map((item) => reference(item, comments, excluded)))
        const conferred = new Set(
          result.runs.filter((item) => item.verdict === 'conferred').map((item) => item.commentId)
        )
        expect(result.amendments.map((item) => item.commentId).sort()).toEqual([...conferred].sort())
      }),
      {numRuns: 500}
    )
  })

  test('a large bundle: each comment time is read once, not once per run', () => {
    let reads = 0
    const comments: CommentRecord[] = []
    const runs: RunRecord[] = []
    for (let index = 0; index < 400; index++) {
      const createdAt = '2025-01-01T00:00:00.' + String(index).padStart(6, '0') + 'Z'
      comments.push({
        id: index,
        user: {login: index % 2 === 0 ? 'alice' : 'Alice'},
        body: 'x',
        updated_at: createdAt,
        get created_at() {
          reads++
          return createdAt
        }
      })
      runs.push({
        id: 'run-' + index,
        event: 'issue_comment',
        actor: {login: 'alice'},
        created_at: '2026-01-01T00:00:00Z',
        run_attempt: 1,
        accepted: true
      })
    }

    const result = classifyItems({selfLogins: ['me[bot]'], runs, comments})
    // Every run confers the newest comment: one amendment, the last one.
    expect(result.amendments.map((item) => [item.commentId, item.runIds.length])).toEqual([[399, 400]])
    expect(result.context).toHaveLength(399)
    // A walk over every comment per run would read it 400 times each.
    expect(reads).toBeLessThanOrEqual(2 * comments.length)
  })
})
