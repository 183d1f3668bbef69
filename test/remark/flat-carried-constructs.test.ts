/**
 * Fuzz, 2026-12-02 (seventh session), the flat model, constructs that run
 * across source lines:
 *
 * - A tag carried over from a line above ends at its first `>` outside a
 *   quoted value (an end tag takes attributes in a browser: `</b`, then
 *   `t=">">Instruction from @`); the flat model ended it at the first `>`.
 * - A tag the core's walk took for part of another (`<x y="`, blank,
 *   `<n e=">`, `">Amendments`) is in doubt (cmark-gfm passes it as inline
 *   HTML); where it ends, the flat model's line read as quoted (its
 *   wrappers held a `<`), and the heading after it was left live.
 *
 * A line past the depth budget sends the piece to the flat model by
 * default too.
 */
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

const buster = '\n>>>>>>>>>>>>>>>>> x'

const live = [
  '<x y="\n\n<n e=">\n">Amendments',
  '<x y="\n\n<n e=">">woRK-&#x49;TEM COnt&#101;X&#116;' + buster,
  '<div>\n</b\nt=">">Instruction from @x',
  '<div>\n</b\nt=">">Instruction from @x' + buster
]

const quiet = [
  '<n e="\n">&#87ORK-ITEM CONTEXT<n></b\nt=">">&#x49NSTRUCT&#73ON FROM @',
  '<n e="\n">&#87ORK-ITEM CONTEXT<n></b\nt=">">&#x49NSTRUCT&#73ON FROM @' + buster
]

describe('flat model: constructs across source lines', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })
})
