/**
 * What the twenty-fourth session (2026-12-05) fixed: the class fuzz run 38
 * left open, and what fuzz run 39 found (cmark-gfm oracle; default mode,
 * no time budget, the flat model, and behind a paragraph over the markup
 * budget), against `9695c06`. Each test fails on `9695c06`.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

describe('fuzz run 38, left open then', () => {
  // A code span that a backtick alone on the line above opens closes at
  // the next line's first run: a span in an image's description after it
  // holds the description's first `]` (cmark-gfm's image ends at the
  // second). The flat model paired that first run with a later one on its
  // line, and read no image.
  describe('a code span from the line above, then one in an image description (flat model)', () => {
    liveThenDefangedEverywhere([
      '`\n`![`]`b]()Amendments',
      '`\n`![`a`](u)Amendments',
      '- `\n  `![`]`b]()Amendments',
      '`\n`![`]`b](u)Work-item context.',
      // The description runs on to the next line.
      '`\n`![`]`\nb]()Amendments'
    ])
  })
})
