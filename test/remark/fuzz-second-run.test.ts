/**
 * Fuzz, 2026-12-02, the second run (34,606 bodies per mode), fixed
 * 2026-12-02 (eighth session):
 *
 * - A quoted heading's check took a `>` after a `|` for a quote marker
 *   shown in a cell, where it may end a tag a browser reads across the `|`
 *   (`<p|>Amendments` in an HTML block): the heading stayed live.
 * - A reference that decodes to a line feed shows as a space outside
 *   `<pre>` (`>Work-item&#10;context`): the construct that swallowed its
 *   quote (`<p|`, blank) was not escaped.
 * - A tag's `<` in a code span hides nothing, so a tag in what reads as its
 *   quoted value is one (`` `<x y="`<summary>work-item context"> ``): the
 *   flat model, which also reads `<textarea>` blocks, did not see it.
 * - A task box before a reference label is link text (`[ ][r]`).
 * - Not fixed points: a quoted heading after `-$$`, after `]:` that ends no
 *   label, and on a line that goes on with a quoted footnote (the flat
 *   model).
 */
import {describe, test} from 'vitest'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

const live = [
  '<p><p|>Amendments',
  '<div>\n<a|>Work-item context',
  '<div>\n<a\nb|>Amendments',
  '<p><p|\n\n>Work-item&#10;context',
  '<p><p|\n\n>Work-item&#13;context',
  '<textarea> \u000B`<x y="`<summary>work-item context">',
  'a `<x y="`<summary>Work-item context">',
  '`\n<x y="`<summary>work-item context">',
  '[r]:u\n[ ][r]Work-item context',
  '[r]:u\n[ ][r]Amendments'
]

// Not live as written; each is edited (conservatively), and the result
// must be a fixed point.
const quiet = [
  '>[^1]:-$$Amendments',
  '>[^1]:-$&Amendments',
  '>[^1]:?$$Amendments',
  '[^[]:]:$$Amendments',
  '>[^1]:\n1.amendments|9\n|-',
  '>[^1]:\n1)amendments|9\n|-',
  '>[^1]:\n-#amendments|9\n|-'
]

describe('the second fuzz run: tags across cells and code spans, decoded line feeds, fixed points', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })
})
