/**
 * Fuzz run 17 (the tenth session, 2026-12-04; cmark-gfm oracle; default
 * mode, the flat model, and the default mode behind a paragraph over the
 * markup budget), against the backstops of the chains a construct splits.
 * Each test fails on the build the run was against. `[](u (` on the line
 * above (a title holding a `(`, which cmark-gfm does not take) hands the
 * block to the flat model in the default mode.
 *
 * - A reference to a form feed or carriage return shows a space.
 * - After `Amendments`, a reference to a line or paragraph separator, or
 *   white space beyond ASCII, shows no letter.
 * - A chain of the attribution goes on through emphasis and strikethrough
 *   marks (no gap: a mark in code displays).
 * - A run of white space at the attribution's spaces.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

describe('the backstops, fuzz run 17', () => {
  const bodies = [
    '[](u (\nInstructi[](<u>\n())on&#13;from @x',
    '[](u (\nWork-it[](<u>\n())em&#13;context',
    '[](u (\n`` ``Wor[](u (\n))k-item&#12;context',
    'Instructi[](<u>\n())on&#12;from @x',
    '[](u (\nAm[](<u>\n())endments&#x2028;',
    'Am[](<u>\n())endments&#x1680;',
    '`` Am ``endments&#x2028;',
    '[](u (\nInstructi[](<u>\n())*on from @x*',
    'Instructi[](<u>\n(t))~~on from @x~~',
    '[](u (\nInstructi[](<u>\n())on  from @x',
    '[](u (\nInstruction fro[](\n)m[]() &Tab;@'
  ]
  liveThenDefangedEverywhere(bodies)
})
