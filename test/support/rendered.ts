import {defangMarkdown, type Options} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {expect, test} from 'vitest'
import {cutCandidates} from '../../packages/remark-steer-defang/src/cuts.js'

/** The AST engine's modes a rendered finding is checked in: as shipped, without a time budget, and all flat (no piece parsed). */
export const renderedModes = [
  ['default', {}],
  ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}],
  ['flat', {maxPieceLength: 1}]
] as const

/**
 * Check that GitHub (cmark-gfm, as `checkRendered` models it) shows a live
 * token in each input (the negative control), none in its defanged output,
 * and that the output is a fixed point.
 *
 * @param inputs
 *   Inputs.
 * @param options
 *   Options for `defangMarkdown`.
 */
export function expectLiveThenDefanged(inputs: ReadonlyArray<string>, options: Options): void {
  for (const input of inputs) {
    expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
    const result = defangMarkdown(input, options)
    expect(checkRendered(result.value).live, input).toEqual([])
    expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
  }
}

/**
 * Check that inputs not live as written come out with no live token and as
 * a fixed point (the edits a conservative reading makes must settle).
 *
 * @param inputs
 *   Inputs.
 * @param options
 *   Options for `defangMarkdown`.
 */
export function expectQuietDefanged(inputs: ReadonlyArray<string>, options: Options): void {
  for (const input of inputs) {
    const result = defangMarkdown(input, options)
    expect(checkRendered(result.value).live, input).toEqual([])
    expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
  }
}

/**
 * Pin, in every rendered mode, that GitHub shows a token in each body (the
 * negative control) and none after defanging, and that the output is a
 * fixed point (one test per mode).
 *
 * @param bodies
 *   Inputs.
 */
export function liveThenDefangedInEveryMode(bodies: ReadonlyArray<string>): void {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    expectLiveThenDefanged(bodies, options)
  })
}

/**
 * Pin, in every rendered mode, that bodies not live as written (they are
 * after the core's tag breaks, on the build before a fix) come out with no
 * live token and as a fixed point (one test per mode).
 *
 * @param bodies
 *   Inputs.
 */
export function quietDefangedInEveryMode(bodies: ReadonlyArray<string>): void {
  test.each(renderedModes)("after the core's tag breaks too (%s)", (_, options) => {
    expectQuietDefanged(bodies, options)
  })
}

/**
 * A paragraph over the markup budget: what follows in it falls back to the
 * flat model, up to a line that ends it and starts a piece (a quote, a list
 * item, a heading: see `cutCandidates`).
 */
export const overBudget = '*a* '.repeat(140) + '\n'

/**
 * A quoted paragraph over the markup budget: a body below it falls back to
 * the flat model whatever its first line (below a quote's line no line
 * starts a piece but after a blank line or at a heading). Its first line
 * may go on with the quote's paragraph, as one below `overBudget` may go on
 * with that.
 */
export const overBudgetQuote = '> ' + '*a* '.repeat(140) + '\n'

/**
 * A heading over the markup budget. Until the thirty-eighth session what
 * followed it in its piece fell back to the flat model; a column-0 ATX
 * heading is now a piece of its own (see `cutCandidates`), which falls
 * back (or is skipped) alone, and the body below it is parsed as it would
 * be alone (a heading takes no lazy line, where `overBudget` takes a first
 * line that cannot interrupt a paragraph).
 */
export const overBudgetHeading = '# ' + '*a* '.repeat(140) + '\n'

/**
 * Check, in the default mode, that each body behind `overBudget` falls back
 * (unless a line in it starts a piece), and that behind it and behind `overBudgetHeading` (where the body is
 * parsed) it comes out with no live token, a fixed point, and that it is
 * live as written behind one of them at least.
 *
 * @param bodies
 *   Bodies.
 */
export function expectDefangedBehindBudget(bodies: ReadonlyArray<string>): undefined {
  for (const body of bodies) {
    // (The negative control holds behind one of them at least: behind the
    // paragraph, a body's first line may be lazy text, and show nothing.)
    const live = [overBudget, overBudgetHeading].filter((prefix) => checkRendered(prefix + body).live.length > 0)
    expect(live.length, body).toBeGreaterThan(0)
    for (const prefix of [overBudget, overBudgetHeading]) {
      const input = prefix + body
      const result = defangMarkdown(input)
      // (A line in the body that ends the paragraph and starts a piece, a
      // column-0 quote, list item or ATX heading, is parsed from there on:
      // what is above it may be skipped. The report is the last look's, at
      // the output, whose `> ` may start one.)
      const cut = [input, result.value].some((text) => cutCandidates(text).some((offset) => offset >= prefix.length))
      if (prefix === overBudget && !cut) expect(result.fallback.used, input).toBe(true)
      expect(checkRendered(result.value).live, input).toEqual([])
      expect(defangMarkdown(result.value).value, input).toBe(result.value)
    }
  }
}

/**
 * Pin, in every rendered mode and in the default mode behind `overBudget`,
 * that GitHub shows a token in each body and none after defanging, a fixed
 * point (see `liveThenDefangedInEveryMode`, `expectDefangedBehindBudget`).
 *
 * @param bodies
 *   Inputs.
 */
export function liveThenDefangedEverywhere(bodies: ReadonlyArray<string>): void {
  liveThenDefangedInEveryMode(bodies)
  test('in the default mode, behind a paragraph or a heading over the markup budget', () => {
    expectDefangedBehindBudget(bodies)
  })
}

/**
 * Pin bodies only the flat model misread: live as written, defanged all
 * flat and behind a paragraph over the markup budget (where they fall
 * back to it), each a fixed point (two tests).
 *
 * @param bodies
 *   Inputs.
 */
export function liveThenDefangedFlat(bodies: ReadonlyArray<string>): void {
  test('no live token after defanging (flat), a fixed point', () => {
    expectLiveThenDefanged(bodies, {maxPieceLength: 1})
  })
  test('in the default mode, behind a paragraph or a heading over the markup budget', () => {
    expectDefangedBehindBudget(bodies)
  })
}

/**
 * Pin bodies that are not live as written but are after the core's tag
 * breaks alone (the negative control), and that come out of every rendered
 * mode with no live token, a fixed point (see `quietDefangedInEveryMode`).
 *
 * @param bodies
 *   Inputs.
 */
export function liveAfterCoreThenDefanged(bodies: ReadonlyArray<string>): void {
  test("is live after the core's tag breaks (the negative control)", () => {
    for (const input of bodies) expect(checkRendered(defang(input).value).live.length, input).toBeGreaterThan(0)
  })
  quietDefangedInEveryMode(bodies)
}

/**
 * Pin bodies only the flat model misread that are not live as written but
 * are after the core's tag breaks alone (the negative control): all flat,
 * they come out with no live token, a fixed point (two tests).
 *
 * @param bodies
 *   Inputs.
 */
export function liveAfterCoreThenDefangedFlat(bodies: ReadonlyArray<string>): void {
  test("is live after the core's tag breaks (the negative control)", () => {
    for (const input of bodies) expect(checkRendered(defang(input).value).live.length, input).toBeGreaterThan(0)
  })
  test('no live token after defanging (flat), a fixed point', () => {
    expectQuietDefanged(bodies, {maxPieceLength: 1})
  })
}

/**
 * Pin bodies that take a `> ` on the first run (the negative control) and
 * come out of every rendered mode with no live token, a fixed point; with
 * `budget`, also a fixed point behind `overBudget`.
 *
 * @param bodies
 *   Inputs.
 * @param budget
 *   Whether to check behind a paragraph over the markup budget too.
 */
export function quotedOnceInEveryMode(bodies: ReadonlyArray<string>, budget = false): void {
  test('takes a `> ` on the first run (the negative control)', () => {
    for (const input of bodies) expect(defangMarkdown(input).value, input).not.toBe(input)
  })
  test.each(renderedModes)('no live token, a fixed point (%s)', (_, options) => {
    for (const input of bodies) {
      const value = defangMarkdown(input, options).value
      expect(checkRendered(value).live, input).toEqual([])
      expect(defangMarkdown(value, options).value, input).toBe(value)
    }
  })
  if (budget) {
    test('a fixed point behind a paragraph over the markup budget', () => {
      for (const input of bodies) {
        const value = defangMarkdown(overBudget + input).value
        expect(defangMarkdown(value).value, input).toBe(value)
      }
    })
  }
}

