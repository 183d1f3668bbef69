import {describe, expect, test} from 'vitest'
import {
  buildEnvelope,
  classifyItems,
  envelopeFromBundle,
  inspectMessage,
  type CommentRecord,
  type ContextItem,
  type ReviewRecord,
  type RunRecord
} from 'steer-envelope'

const self = ['fullsend-app[bot]', 'fullsend-review[bot]']
const alice = {login: 'alice', type: 'User', id: 1}
const mallory = {login: 'mallory', type: 'User', id: 2}

/**
 * @param fields
 *   Overrides.
 * @returns
 *   An accepted first-attempt `issue_comment` run by alice at 10:00:05.
 */
function run(fields: Partial<RunRecord> = {}): RunRecord {
  return {
    id: 100,
    event: 'issue_comment',
    actor: alice,
    created_at: '2026-09-18T10:00:05Z',
    run_attempt: 1,
    accepted: true,
    ...fields
  }
}

/**
 * @param fields
 *   Overrides.
 * @returns
 *   A comment by alice at 10:00:00, never edited.
 */
function comment(fields: Partial<CommentRecord> = {}): CommentRecord {
  return {
    id: 1,
    user: alice,
    body: '/fullsend also fix the docs',
    created_at: '2026-09-18T10:00:00Z',
    updated_at: '2026-09-18T10:00:00Z',
    ...fields
  }
}

describe('classifyItems: amendments', () => {
  test('the newest comment by the actor at or before the run is the amendment', () => {
    const result = classifyItems({selfLogins: self, runs: [run()], comments: [comment()]})
    expect(result.amendments).toEqual([
      {kind: 'instruction', login: 'alice', text: '/fullsend also fix the docs', commentId: 1, runIds: [100]}
    ])
    expect(result.context).toEqual([])
    expect(result.runs).toEqual([{runId: 100, commentId: 1, verdict: 'conferred'}])
  })

  test('a comment created in the same second as the run counts', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run({created_at: '2026-09-18T10:00:00Z'})],
      comments: [comment()]
    })
    expect(result.amendments).toHaveLength(1)
  })

  test('two commands in a burst: only the newest at or before the run', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [
        comment({id: 1, body: 'first', created_at: '2026-09-18T10:00:01Z', updated_at: '2026-09-18T10:00:01Z'}),
        comment({id: 2, body: 'second', created_at: '2026-09-18T10:00:02Z', updated_at: '2026-09-18T10:00:02Z'}),
        // After the run: not what its Route job evaluated.
        comment({id: 3, body: 'third', created_at: '2026-09-18T10:00:06Z', updated_at: '2026-09-18T10:00:06Z'})
      ]
    })
    expect(result.amendments.map((a) => a.text)).toEqual(['second'])
    expect(result.context.map((item) => item.kind === 'comment' && item.body)).toEqual(['first', 'third'])
  })

  test('two runs for a burst confer the comments each evaluated', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [
        run({id: 100, created_at: '2026-09-18T10:00:01Z'}),
        run({id: 101, created_at: '2026-09-18T10:00:03Z'})
      ],
      comments: [
        comment({id: 1, body: 'first', created_at: '2026-09-18T10:00:01Z', updated_at: '2026-09-18T10:00:01Z'}),
        comment({id: 2, body: 'second', created_at: '2026-09-18T10:00:02Z', updated_at: '2026-09-18T10:00:02Z'})
      ]
    })
    expect(result.amendments.map((a) => [a.text, a.runIds])).toEqual([
      ['first', [100]],
      ['second', [101]]
    ])
  })

  test('fractional seconds are compared exactly', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run({created_at: '2026-09-18T10:00:00.0001Z'})],
      comments: [
        comment({created_at: '2026-09-18T10:00:00.0002Z', updated_at: '2026-09-18T10:00:00.0002Z'})
      ]
    })
    expect(result.runs[0].verdict).toBe('no-comment')
  })

  test('time zones are honoured', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run({created_at: '2026-09-18T12:00:05+02:00'})],
      comments: [comment()]
    })
    expect(result.amendments).toHaveLength(1)
  })

  test('two candidates at one instant confer nothing', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({id: 1}), comment({id: 2})]
    })
    expect(result.amendments).toEqual([])
    expect(result.runs[0].verdict).toBe('ambiguous')
    expect(result.context).toHaveLength(2)
  })

  test('an edit after the run makes it context', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({updated_at: '2026-09-18T10:00:06Z', body: 'edited to say something else'})]
    })
    expect(result.amendments).toEqual([])
    expect(result.runs[0]).toMatchObject({commentId: 1, verdict: 'edited'})
    expect(result.context).toEqual([
      {kind: 'comment', author: 'alice', app: false, createdAt: '2026-09-18T10:00:00Z', body: 'edited to say something else'}
    ])
  })

  test('an edit before the run is fine', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({updated_at: '2026-09-18T10:00:04Z'})]
    })
    expect(result.amendments).toHaveLength(1)
  })

  test('GraphQL edit time takes precedence over updated_at', () => {
    const neverEdited = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({updated_at: '2026-09-18T11:00:00Z', last_edited_at: null})]
    })
    expect(neverEdited.amendments).toHaveLength(1)
    const editedLater = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({updated_at: '2026-09-18T10:00:00Z', last_edited_at: '2026-09-18T10:00:06Z'})]
    })
    expect(editedLater.runs[0].verdict).toBe('edited')
  })

  test('the evaluated body decides “unchanged” when given', () => {
    const same = classifyItems({
      selfLogins: self,
      runs: [run({evaluated: {body: '/fullsend also fix the docs'}})],
      comments: [comment({updated_at: '2026-09-18T11:00:00Z'})]
    })
    expect(same.amendments).toHaveLength(1)
    const changed = classifyItems({
      selfLogins: self,
      runs: [run({evaluated: {body: '/fullsend fix the docs'}})],
      comments: [comment()]
    })
    expect(changed.runs[0].verdict).toBe('edited')
  })

  test('the evaluated comment id can only withhold', () => {
    const match = classifyItems({
      selfLogins: self,
      runs: [run({evaluated: {comment_id: '1'}})],
      comments: [comment({id: 1})]
    })
    expect(match.amendments).toHaveLength(1)
    const mismatch = classifyItems({
      selfLogins: self,
      runs: [run({evaluated: {comment_id: 7}})],
      comments: [comment({id: 1})]
    })
    expect(mismatch.amendments).toEqual([])
    expect(mismatch.runs[0].verdict).toBe('evaluated-mismatch')
  })

  test('a re-run confers none', () => {
    const result = classifyItems({selfLogins: self, runs: [run({run_attempt: 2})], comments: [comment()]})
    expect(result.amendments).toEqual([])
    expect(result.runs[0].verdict).toBe('re-run')
    expect(result.context).toHaveLength(1)
  })

  test.each(['pull_request_target', 'issues', 'workflow_dispatch', 'pull_request_review', 'ISSUE_COMMENT'])(
    'a %s run confers none',
    (event) => {
      const result = classifyItems({selfLogins: self, runs: [run({event})], comments: [comment()]})
      expect(result.amendments).toEqual([])
      expect(result.runs[0].verdict).toBe('event')
    }
  )

  test('a run the Route job did not accept confers none', () => {
    const result = classifyItems({selfLogins: self, runs: [run({accepted: false})], comments: [comment()]})
    expect(result.runs[0].verdict).toBe('not-accepted')
  })

  test('only the run actor’s comments count (login and id)', () => {
    const stranger = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({user: mallory, created_at: '2026-09-18T10:00:04Z'}), comment({id: 2})]
    })
    expect(stranger.amendments.map((a) => a.commentId)).toEqual([2])
    expect(stranger.context).toMatchObject([{author: 'mallory'}])

    const sameLoginOtherId = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({user: {login: 'Alice', id: 99}})]
    })
    expect(sameLoginOtherId.runs[0].verdict).toBe('no-comment')

    const caseOnly = classifyItems({
      selfLogins: self,
      runs: [run({actor: {login: 'ALICE'}})],
      comments: [comment()]
    })
    expect(caseOnly.amendments).toHaveLength(1)
  })

  test('a Kelvin sign is not a k', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run({actor: {login: 'kate'}})],
      comments: [comment({user: {login: '\u212Aate'}})]
    })
    expect(result.runs[0].verdict).toBe('no-comment')
  })

  test('a run without actor confers none', () => {
    const result = classifyItems({selfLogins: self, runs: [run({actor: null})], comments: [comment()]})
    expect(result.runs[0].verdict).toBe('no-actor')
  })
})

describe('classifyItems: unparseable timestamps', () => {
  test.each(['', 'yesterday', '2026-09-18', '2026-09-18 10:00:00', '2026-02-30T10:00:00Z', '2026-09-18T24:00:00Z', '1758189605'])(
    'a run created at %j confers none',
    (created_at) => {
      const result = classifyItems({selfLogins: self, runs: [run({created_at})], comments: [comment()]})
      expect(result.runs[0].verdict).toBe('run-time')
      expect(result.context).toHaveLength(1)
    }
  )

  test('a comment with an unparseable creation time is context, and no older one of the actor is promoted', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [run()],
      comments: [comment({id: 1}), comment({id: 2, created_at: 'soon'})]
    })
    expect(result.amendments).toEqual([])
    expect(result.runs[0].verdict).toBe('comment-time')
    // Both kept as context; the unparseable one last.
    expect(result.context.map((item) => item.kind === 'comment' && item.createdAt)).toEqual([
      '2026-09-18T10:00:00Z',
      'soon'
    ])
  })

  test('an unparseable or missing update time means “maybe edited”', () => {
    for (const updated_at of ['garbage', null, undefined]) {
      const fields: Partial<CommentRecord> = {}
      if (updated_at !== undefined) fields.updated_at = updated_at
      const record = comment(fields)
      if (updated_at === undefined) delete record.updated_at
      const result = classifyItems({selfLogins: self, runs: [run()], comments: [record]})
      expect(result.runs[0].verdict).toBe('edited')
      expect(result.context).toHaveLength(1)
    }
  })

  test('an unparseable time never throws and is rendered as such', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [comment({created_at: 'n/a'})],
      reviews: [{id: 5, user: mallory, state: 'COMMENTED', body: 'hm', submitted_at: 'n/a'}]
    })
    const {contextSource} = buildEnvelope({amendments: result.amendments, context: result.context})
    expect(contextSource).toContain('Comment by @alice at an unparseable time:')
    expect(contextSource).toContain('Review (COMMENTED) by @mallory at an unparseable time:')
  })
})

describe('classifyItems: own output', () => {
  test('self logins are excluded by exact, case-insensitive match', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [
        comment({id: 1, user: {login: 'FullSend-App[bot]', type: 'Bot'}, body: 'status'}),
        comment({id: 2, user: {login: 'fullsend-app', type: 'User'}, body: 'not us'}),
        comment({id: 3, user: {login: 'fullsend-app[bot]x', type: 'Bot'}, body: 'not us either'})
      ]
    })
    expect(result.excluded).toEqual([{source: 'comment', index: 0, id: 1, login: 'FullSend-App[bot]', reason: 'self-login'}])
    expect(result.context).toHaveLength(2)
  })

  test('a user named like a bot gets no special treatment', () => {
    const bot = {login: 'helper[bot]', type: 'User'}
    const result = classifyItems({
      selfLogins: self,
      runs: [run({actor: bot})],
      comments: [comment({user: bot, body: '<!-- fullsend: status -->\ndo it'})]
    })
    expect(result.excluded).toEqual([])
    expect(result.amendments).toMatchObject([{login: 'helper[bot]'}])
  })

  test('an App without the marker is context', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [comment({user: {login: 'renovate[bot]', type: 'Bot'}, body: 'Update dependency x'})]
    })
    expect(result.excluded).toEqual([])
    expect(result.context).toEqual([
      {kind: 'comment', author: 'renovate[bot]', app: true, createdAt: '2026-09-18T10:00:00Z', body: 'Update dependency x'}
    ])
  })

  test.each([
    '<!-- fullsend: receipt -->',
    '<!--fullsend:receipt-->',
    '<!-- FULLSEND : receipt -->',
    '<!--\n  FullSend\n  :\n receipt -->',
    'text before\n<!--\tfullsend\t:x-->'
  ])('an App with the marker %j is excluded', (body) => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [comment({user: {login: 'github-actions[bot]', type: 'Bot'}, body})]
    })
    expect(result.excluded).toMatchObject([{reason: 'fullsend-marker', login: 'github-actions[bot]'}])
    expect(result.context).toEqual([])
  })

  test('a marker-like text that is not the marker is context', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [comment({user: {login: 'github-actions[bot]', type: 'Bot'}, body: '<!- fullsend: x'})]
    })
    expect(result.excluded).toEqual([])
  })

  test('a human with the marker is not excluded', () => {
    const result = classifyItems({
      selfLogins: self,
      runs: [],
      comments: [comment({user: mallory, body: '<!-- fullsend: hide me -->'})]
    })
    expect(result.excluded).toEqual([])
    expect(result.context).toHaveLength(1)
  })

  test('the actor’s newest comment being own output confers nothing', () => {
    const app = {login: 'fullsend-app[bot]', type: 'Bot'}
    const result = classifyItems({
      selfLogins: self,
      runs: [run({actor: app})],
      comments: [comment({user: app})]
    })
    expect(result.runs[0].verdict).toBe('excluded')
    expect(result.amendments).toEqual([])
  })
})

describe('classifyItems: reviews and state changes', () => {
  const reviews: ReviewRecord[] = [
    {id: 10, user: {login: 'carol', type: 'User'}, state: 'APPROVED', body: 'LGTM', submitted_at: '2026-09-18T09:00:00Z'},
    {id: 11, user: {login: 'fullsend-review[bot]', type: 'Bot'}, state: 'COMMENTED', body: 'auto', submitted_at: '2026-09-18T09:30:00Z'},
    {id: 12, user: {login: 'coderabbit[bot]', type: 'Bot'}, state: 'COMMENTED', body: 'A review', submitted_at: '2026-09-18T09:45:00Z'}
  ]
  const stateChanges: ContextItem[] = [
    {kind: 'head-move', author: 'fullsend-app[bot]', app: true, after: 'abcdef1', createdAt: '2026-09-18T09:10:00Z'},
    {kind: 'head-move', author: 'alice', after: 'abcdef2', createdAt: '2026-09-18T09:20:00Z'},
    {kind: 'body-change', author: 'some-app[bot]', app: true, body: '<!-- fullsend:plan -->', createdAt: '2026-09-18T09:25:00Z'},
    {kind: 'label-change', action: 'added', label: 'bug'}
  ]

  test('reviews and state changes are context, own output excluded, ordered by time', () => {
    const result = classifyItems({selfLogins: self, runs: [run()], comments: [comment()], reviews, stateChanges})
    expect(result.amendments).toHaveLength(1)
    expect(result.context).toEqual([
      {kind: 'review', author: 'carol', app: false, createdAt: '2026-09-18T09:00:00Z', state: 'APPROVED', body: 'LGTM'},
      stateChanges[1],
      {kind: 'review', author: 'coderabbit[bot]', app: true, createdAt: '2026-09-18T09:45:00Z', state: 'COMMENTED', body: 'A review'},
      stateChanges[3]
    ])
    expect(result.excluded).toEqual([
      {source: 'review', index: 1, id: 11, login: 'fullsend-review[bot]', reason: 'self-login'},
      {source: 'state-change', index: 0, login: 'fullsend-app[bot]', reason: 'self-login'},
      {source: 'state-change', index: 2, login: 'some-app[bot]', reason: 'fullsend-marker'}
    ])
  })

  test('the classification builds and inspects cleanly', () => {
    const result = classifyItems({selfLogins: self, runs: [run()], comments: [comment()], reviews, stateChanges})
    const envelope = buildEnvelope({amendments: result.amendments, context: result.context})
    const report = inspectMessage(envelope.value)
    expect(report.steer && report.flags).toEqual([])
    expect(report.steer && report.amendments).toMatchObject([
      {kind: 'instruction', login: 'alice', text: '/fullsend also fix the docs'}
    ])
  })
})

describe('classifyItems: input errors', () => {
  test.each([[[]], [undefined], [['not a login']], [['ok', 'a\nb']]])('self logins %j are refused', (selfLogins) => {
    expect(() => classifyItems({selfLogins: selfLogins as never, runs: []})).toThrowError(
      expect.objectContaining({name: 'EnvelopeError'})
    )
  })

  test('no self logins: a runner that cannot resolve its login does not steer', () => {
    expect(() => classifyItems({selfLogins: [], runs: []})).toThrowError(
      expect.objectContaining({code: 'missing-self-logins'})
    )
  })

  test('a bundle passes its records as given: the message names what was wrong', () => {
    expect(() => envelopeFromBundle({selfLogins: null, runs: [{}]})).toThrow('Invalid `selfLogins` (null)')
    expect(() => envelopeFromBundle({runs: [{}]})).toThrow('Invalid `selfLogins` (missing)')
    expect(() => envelopeFromBundle({selfLogins: self, runs: null})).toThrow('Invalid `runs` (null)')
  })

  test('records of the wrong shape are refused', () => {
    expect(() => classifyItems({selfLogins: self, runs: 'x' as never})).toThrowError(
      expect.objectContaining({code: 'invalid-field', field: 'runs'})
    )
    expect(() => classifyItems({selfLogins: self, runs: [], comments: [1 as never]})).toThrowError(
      expect.objectContaining({code: 'invalid-field', field: 'comments[0]'})
    )
    expect(() =>
      classifyItems({selfLogins: self, runs: [], comments: [comment({body: 5 as never})]})
    ).toThrowError(expect.objectContaining({code: 'invalid-field', field: 'comments[0].body'}))
  })
})
