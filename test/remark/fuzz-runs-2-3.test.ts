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
 *
 * The third run (24,818 bodies per mode, against those fixes):
 *
 * - After indented code, micromark reads an empty list item (or an ordered
 *   one not starting at 1) as paragraph text, even past blank lines; in
 *   cmark-gfm a tag line after it opens an HTML block that swallows the
 *   fence micromark opens, and the heading below it shows.
 * - Not fixed points: a `<` anywhere before a quoted heading after `]:` or
 *   a `|` kept it unsettled, though it opened nothing (`<`, a line feed)
 *   or a construct that ended before (`[^<u>]:`).
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
  '[r]:u\n[ ][r]Amendments',
  '    @\n0.<u>```\n\nwORk-&#x49;TeM CONtExt',
  '    @\n\n-\n<u>\n```\n\n&#65;mendments',
  '- a\n\n      @\n  -\n  <u>\n  ```\n\n  &#65;mendments'
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
  '>[^1]:\n-#amendments|9\n|-',
  '    @\n2. <u>\n```\n\n&#65;mendments',
  '<\nAmendments\n\n>[^\t]:$$Amendments',
  '>[^<u>]:$$Amendments',
  '>[^1]:<$$Amendments'
]

describe('the second and third fuzz runs: tags across cells and code spans, decoded line feeds, list items after code, fixed points', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })
})
