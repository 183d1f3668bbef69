/**
 * Fuzz, 2026-12-02 (seventh session): a construct a browser reads across
 * the `>` that opens a block quote, ending before the quoted heading on a
 * later line of that quote, swallows the `<blockquote>` GitHub writes
 * there, and the heading shows unquoted. A comment did so too (it ends at
 * the `-->` of `<!-->` inside the quote), and comments were never escaped
 * for a quote's `>`. Now every construct running across a `>` that may open
 * a quoted heading's block quote, and ending before that heading's line
 * does, has its `<` escaped; one that runs on past the heading hides it.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

const live = [
  '<p><!--\n\n><!-->amendments',
  '<pre><!--</script>\nAmendments<!---->Work-item context',
  '<p><!--\n\n> x\n><!-->\n> Amendments',
  '<div><!--\n\n> <!-- -->\n> Amendments',
  // A reference that decodes to a line break starts a displayed line: the
  // check for a quoted heading read none there, and `<p|` (a tag to a
  // browser) swallowed the quote.
  '<p><p|\n\n>&#13;&#87;ORK-&#73;TEM CONTEXT',
  '<p><p|\n\n>&#10;Amendments',
  '<div><?\n\n>&#13;Amendments',
  '<div><!--\n\nAmendments<!---->Work-item context'
]

// Not live as written (the core breaks the tags out first), and must not
// become live once defanged.
const quiet = ['<s><!--\n\nAmendMENts<!---->WORK-ITEm coNTeXT']

describe('constructs swallowing the block quote of a quoted heading', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
    expectQuietDefanged(quiet, options)
  })

  test('a comment that hides the heading, or sits in another block, is left alone', () => {
    for (const input of [
      '<!--\n> Amendments\n-->\n\ntext',
      '<!-- note -->\n\n> Amendments',
      '<p><!--\n\n> x -->\n\n> Amendments'
    ]) {
      expect(
        defangMarkdown(input).edits.filter((edit) => edit.replacement === '&lt;'),
        input
      ).toEqual([])
    }
  })
})
