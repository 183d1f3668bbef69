/**
 * @file
 *   Pins of the twenty-eighth session: the two bodies fuzz run 47 left to
 *   confirm (both real: cmark-gfm 0.29 joins the HTML blocks, and Chromium
 *   draws the line), and what fuzz runs 48 and 49 found. Each describe
 *   fails on `d4663ab`, but for the one regression it names.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 47, to confirm then', () => {
  // cmark-gfm 0.29 matches a CDATA opener in any case, so `<![Cdata[`
  // opens an HTML block there (micromark reads a paragraph). Blank lines
  // and a definition between display nothing: the block is back to back
  // with the `<u>` block above, and `Instruction` (after the core's tag
  // break) and `from @` show as one line. The AST engine now has the flat
  // model read such a piece from its start.
  describe('a CDATA block not in upper case after a definition (default mode)', () => {
    liveAfterCoreThenDefanged([
      '<u>Instruction\n\n[x]:u\n\n<![Cdata[>from @',
      '<div>Instruction\n\n[x]:u\n\n<![cdata[>from @x',
      '<b>Work-item\n\n[x]:u\n\n<![cDaTa[> context',
      '<u>Instruction\n\n[x]:u\n[z]:v\n\n<![Cdata[>from @'
    ])
  })

  // `01.` interrupts the paragraph in cmark-gfm 0.29 (its number is 1), not
  // in micromark. After the core's tag breaks, the `<a>` line is lazy and
  // opens an HTML block outside the item, back to back with the `<n>`
  // block after the blank line. The flat model reads from the item's line
  // to the piece's end (it read to the paragraph's end).
  describe('a zero-padded item, then HTML blocks across a blank line (default mode)', () => {
    liveAfterCoreThenDefanged([
      '@\n01. `<a>Instruction from\n\n<n>@',
      'x\n01. `<a>Work-item\n\n<n>context',
      'x\n01. *<a>Work-item\n\n<n>context'
    ])
  })
})

describe('fuzz run 47, left open then: the flat model pairs code spans across blocks', () => {
  // A nested ordered item that interrupts the paragraph holds the closing
  // run: the reading of spans as cmark-gfm matches them judged the item's
  // line from the left margin (four columns: indented code, no item), not
  // from the outer item's content column.
  describe('a nested ordered item holds the closer (every mode)', () => {
    liveThenDefangedEverywhere([
      '1. ![``a`]\nb`]()Amendments\n    1. ``',
      '- ![``a`]\nb`]()Amendments\n  1. ``',
      // Found by mutating it: an item in an item, and a line indented
      // into the outer one only, judged from the outer item's column.
      '- 1. ![``a`]\nb`]()Amendments\n    1. ``'
    ])
  })

  // Indented code holds the opening run: the pairing of a span from the
  // line above took the code line's run, as the main reading had not yet
  // marked the paragraph the next line starts.
  describe('indented code above holds the opener (every mode)', () => {
    liveThenDefangedInEveryMode(['    .`\n![`]\nb`]()Amendments', '\t.`\n![`]\nb`]()Amendments', 'x\n\n    .`\n![`]\nb`]()Amendments'])
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(['x\n\n    .`\n![`]\nb`]()Amendments'])
    })
  })
})

describe('found by a fuzz of link titles (this session)', () => {
  // A backslash escapes only punctuation: before a line ending it is text,
  // and the line ending ends the destination with a `(` left open, which
  // cmark-gfm 0.29 takes (micromark does not, and reads no link). The
  // default mode's check for such destinations skipped the line ending as
  // escaped.
  describe('a backslash before a line ending in a destination (default mode)', () => {
    liveThenDefangedInEveryMode(['> - []( (\\\n)Instruction from @x', '[](x(\\\n)Instruction from @x'])
  })
})

describe('fuzz run 49', () => {
  // Mutating this session's bodies: an empty list item above, then the
  // item's first text indented into it. A tag line after it (after the
  // core's tag break) is lazy in the item and opens an HTML block, which
  // ends the paragraph. (A regression of a change to the memo of
  // cmark-gfm's code spans, since undone: it fails on `c9bc5c0`, which
  // fuzz run 49 ran against, not on `d4663ab`.)
  describe('an empty item, then its text indented into it (flat model)', () => {
    liveAfterCoreThenDefanged(['-\n  ![`]`\nb`]()Amendments<i>`', '*\n  ![`]`\nb`]()Amendments<g>`'])
  })

  // Left open then (each live on `d4663ab` too): every class that stood
  // here is fixed in the twenty-ninth session (the memo's paragraphs,
  // escaped pipes in table cells, labels across lines, quoted definitions
  // then spans across lazy lines, an empty link then a span of a line
  // break): see `fuzz-run-50.test.ts`.
})
