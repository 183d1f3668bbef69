import {readFileSync} from 'node:fs'
import {defangMarkdown, type Options} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {expect, test} from 'vitest'
import {overBudget, overBudgetHeading} from './rendered.js'

/** Most bodies of a stored fuzz run left live after defanging, per mode. */
export interface RatchetCounts {
  /** The default mode. */
  default: number
  /** All flat (`maxPieceLength: 1`). */
  flat: number
  /** Behind `overBudgetHeading`. */
  heading: number
  /** Behind `overBudget` (a paragraph the body goes on with). */
  paragraph: number
}

/** Each mode: what goes before a body, and the options. */
const modes: ReadonlyArray<readonly [keyof RatchetCounts, string, Options]> = [
  ['default', '', {}],
  ['flat', '', {maxPieceLength: 1}],
  ['heading', overBudgetHeading, {}],
  ['paragraph', overBudget, {}]
]

/**
 * Hold a fuzz run's minimized bodies as a ratchet: each is live as written
 * (the negative control), no more of them than `most` come out live in each
 * mode, and each comes out a fixed point in the default mode. A fix lowers
 * a count (lower it in the caller too); a regression raises one, and fails.
 *
 * @param file
 *   JSON file of the bodies (an array of strings).
 * @param count
 *   How many bodies it holds.
 * @param most
 *   Most left live, per mode.
 */
export function holdRatchet(file: URL, count: number, most: RatchetCounts): undefined {
  const bodies = JSON.parse(readFileSync(file, 'utf8')) as string[]

  test('each is live as written (the negative control)', () => {
    expect(bodies.length).toBe(count)
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
}
