/**
 * @file
 *   Fuzz run 61's minimized bodies (`fuzz-run-61.json`, found against
 *   `5b55c9e`), held as a ratchet: each is live as written (the negative
 *   control), and no more of them than `most` come out live in each mode,
 *   or as no fixed point. A fix lowers a count (lower it here too); a
 *   regression raises one, and fails. What each shape is, and which are
 *   the checker's placement, is in `docs/security.md` ("Fuzz run 61").
 */
import {readFileSync} from 'node:fs'
import {defangMarkdown, type Options} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {expect, test} from 'vitest'
import {overBudget, overBudgetHeading} from '../support/rendered.js'

const bodies = JSON.parse(readFileSync(new URL('fuzz-run-61.json', import.meta.url), 'utf8')) as string[]

/**
 * Most bodies live after defanging, per mode (of 95): on the thirty-seventh
 * session's last build 7, 75, 75; since the thirty-eighth, whose body below
 * a heading is parsed (see `heading-cuts.test.ts`), also behind a paragraph
 * over the markup budget, which still takes the body to the flat model.
 */
const most = {default: 2, flat: 70, heading: 2, paragraph: 61}

/** Each mode: what goes before a body, and the options. */
const modes: ReadonlyArray<readonly [keyof typeof most, string, Options]> = [
  ['default', '', {}],
  ['flat', '', {maxPieceLength: 1}],
  ['heading', overBudgetHeading, {}],
  ['paragraph', overBudget, {}]
]

test('each is live as written (the negative control)', () => {
  expect(bodies.length).toBe(95)
  for (const body of bodies) expect(checkRendered(body).live.length, body).toBeGreaterThan(0)
})

test.each(modes)('no more live after defanging than before (%s)', (mode, prefix, options) => {
  const live: string[] = []
  for (const body of bodies) {
    const value = defangMarkdown(prefix + body, options).value
    if (checkRendered(value).live.length > 0) live.push(body)
  }

  expect(live.length, live.join('\n---\n')).toBeLessThanOrEqual(most[mode])
}, 120_000)

test('each is a fixed point (default mode)', () => {
  const notFixed = bodies.filter((body) => {
    const value = defangMarkdown(body).value
    return defangMarkdown(value).value !== value
  })
  expect(notFixed).toEqual([])
})
