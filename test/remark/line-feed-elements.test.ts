/**
 * Held-out corpus, 2026-12-02: a blockquote's `&#10;Amendments` showed on a
 * line of its own where a browser shows line feeds and no reading here
 * expected it: after a lower-case declaration that hides a `<pre>` from
 * micromark and the spec's grammar, not from cmark-gfm 0.29 (`<!x<pre>`),
 * and after `<listing>`, which a browser lays out as `<pre>` but which
 * opens no HTML block in CommonMark. Their `<` is now escaped.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, renderedModes} from '../support/rendered.js'

const live = [
  '<!x<pre>\n>&#10;Amendments',
  '<!y<pre>\n>&#10;Work-item context.',
  '<!x<pre>\n>&#10;[Amendments](u)',
  '<!abc def<pre>\n>&#10;&#65;mendments',
  'text\n\n<!x<pre>\n>&#10;Amendments\n\nmore',
  '<!x<listing>\n>&#10;Amendments',
  'x<listing>\n>&#10;Amendments',
  'x\n<LISTING a="1">\n>&#10;&#65;mendments'
]

describe('elements a browser shows line feeds in', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(live, options)
  })

  test('a declaration without such an element, and an upper-case one, are left alone', () => {
    for (const input of ['<!doctype html>\n\nAmendments to the plan.', '<!X<pre>\n>&#10;Amendments', 'x <!y z>\n\ntext']) {
      expect(defangMarkdown(input).edits.filter((edit) => edit.replacement === '&lt;'), input).toEqual([])
    }
  })
})
