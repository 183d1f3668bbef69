/**
 * What fuzz run 44 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget), against
 * `8d939af` and `03bd765`. Each test fails on `8d939af`.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 44', () => {
  // A table's header row is the line above its delimiter row, and ends
  // the paragraph above it: a backtick run in the paragraph finds no
  // closer in the header. The reading of code spans with paragraphs ended
  // where a block starts took the header row for paragraph text, and the
  // flat model paired runs across it.
  describe('a table under a paragraph, its header row holding the closer a run needs', () => {
    liveThenDefangedEverywhere(['![``a`]`\nb`]()Amendments\n`\n``\n-|'])
    describe('(flat model)', () => {
      const bodies = ['![``a`]\nb`]()Amendments\n``|a\n-|-', '![[``a`]]\n`]\nb]()Amendments\na\n``\n-|']
      test('no live token after defanging (flat), a fixed point', () => {
        expectLiveThenDefanged(bodies, {maxPieceLength: 1})
      })
      test('in the default mode, behind a paragraph over the markup budget', () => {
        expectDefangedBehindBudget(bodies)
      })
    })
  })

  // The reading of code spans as cmark-gfm matches them masks a run it
  // leaves unmatched; a run alone on its line, masked with spaces, made a
  // blank line that ended the paragraph (here, a tag on the line above
  // and below, from the core's breaks).
  describe('a backtick run alone on its line, left unmatched by cmark-gfm', () => {
    liveThenDefangedEverywhere(['![``a`]<b>`</b>\n`\nb]()Amendments\nWork-item `\n# ``\nfrom @x'])
  })

  // Two definitions, the second with the unbalanced destination `(` that
  // cmark-gfm 0.29 takes: the flat model read a title from the `(` on the
  // second one's line, and so the lines below as the title, none shown.
  describe('a second definition whose destination is `(`, then a code span across lines', () => {
    liveThenDefangedInEveryMode(['[x]: u\n[x]: (\n-\n2. <?\n   `Work-item\ncontext`', '[x]:`\n[x]: (\n-\n2. <?\n   `Work-item\ncontext`'])
  })

  // A browser joins the text of blocks inside a `<select>` to the line the
  // `<select>` is on: a heading's first half may stand before it.
  describe('a heading whose first half stands before a `<select>`', () => {
    liveThenDefangedEverywhere(['<div>Work-item <select>\n\ncontext</div>'])
    describe('after the core’s tag breaks', () => {
      liveAfterCoreThenDefanged(['<div>Work-item <select>\n\n<svg\na=/><![CDATA[x> context</div>'])
    })
  })
})
