/**
 * The tenth session (2026-12-04): the list fuzz run 15 left "known and not
 * yet fixed". Each test fails on the build before its fix.
 *
 * - Default mode, where micromark and cmark-gfm 0.29 (GitHub) read a line
 *   otherwise: a title in parentheses that holds a `(` (a title to
 *   micromark only, which the flat model now reads to the next blank
 *   line, not to the title's end); a task box alone on its item's first
 *   line (GitHub's task list extension leaves the item empty, so a blank
 *   line ends the list); a code span whose padding spans a line (GitHub
 *   takes the white space off the start of a paragraph's lines first).
 * - A targeted fuzz of code spans across lines (cmark-gfm oracle): in
 *   the backstops, a seed carries past what displays nothing or white
 *   space at a line start, and white space next to a backtick reaches
 *   over a line's quote markers.
 * - A reference the sanitizer turns into text (`&rlm;`, `&amp;rlm;`)
 *   displays otherwise on the next run: the engine runs once more.
 * - The backstops: a reference that folds to two letters (`&#x3377;` is
 *   `dm`); the white space a code span strips, across a line feed, in the
 *   attribution and the fence; a reference to a line feed, which shows as
 *   a space.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

describe('where micromark and cmark-gfm 0.29 read a line otherwise', () => {
  const bodies = [
    // micromark's title `(`, `Amend[](()` ends inside `(())`; cmark-gfm
    // takes no title holding a `(`, and its link `[](())` joins the line.
    '[](u (\nAmend[](())ments',
    // The box leaves the item empty to GitHub: the list ends at the blank
    // line, and the paragraph after it is read apart from the item.
    '- [ ] \n\n  Amend[](<u>\n())ments',
    '1. [x]\t\n\n   Amend[](<u>\n())ments',
    // (A box with text after it is read as before.)
    '- [ ] a\n\n  Amend[](<u>\n())ments',
    // GitHub takes the white space off the second line, then strips one
    // space at each end of `` AME `` + a space: `AME`.
    '` AME\n `NDMENTS',
    '- ` AME\n   `NDMENTS'
  ]
  liveThenDefangedEverywhere(bodies)

  it('shows a code span across lines as GitHub does (a lazy line keeps its white space)', () => {
    // The second line is lazy: GitHub keeps its space (`AME NDMENTS`).
    const lazy = '> ` AME\n `NDMENTS'
    expect(checkRendered(lazy).live).toEqual([])
    expect(defangMarkdown(lazy).value).toBe(lazy)
  })
})

describe('the backstops: references that show two letters or white space, and code span padding', () => {
  const bodies = [
    // `&#x3377;` is `㍷`, which NFKC folds to `dm`.
    '[](\nAmen&#x3377;[](\nu)ents',
    // `&#xFB06;` is `ﬆ`, `st`; `&#x33CC;` is `㏌`, `in`.
    '[](\nIn&#xFB06;ruction[](\nu) from @',
    '[](\n&#x33CC;struction[](\nu) from @',
    // The padding a code span strips, across a line feed.
    'In![``]()structi`\non from @ `',
    '[work-item-co[](())`` ntext] ``',
    // A reference to a line feed shows as a space in a paragraph.
    '[](\nInstruction&#10;fr[]()[](\nu)om @'
  ]
  liveThenDefangedEverywhere(bodies)
})

describe('code spans across lines (a targeted fuzz)', () => {
  const bodies = [
    // A quote marker on the code span's second line.
    '> x`` [work-item-co\n>   ``ntext] `',
    '`\n>  ` Inst\n> `ruction from @x',
    // White space, decoded or not, and what displays nothing, before the
    // first letter.
    '  &#32; ` Instruct\n  `ion from @x` \n>    ` ',
    '&#10;` AMEN\n  `DMENTS',
    '1. &#10;` Wor\n   `k-item context',
    '> x\n[](u) ` Instru\n>   `ction from @x',
    ' ` Instruct\n  `ion from @x'
  ]
  liveThenDefangedEverywhere(bodies)
})

describe('a reference the sanitizer turns into text', () => {
  it('is read as text before the output is returned (a fixed point)', () => {
    // With `&rlm;` the line shows `Work-item contextx` (the mark is
    // invisible); with `&amp;rlm;`, `Work-item context&rlm;x`, a heading
    // where `[R EF]` may be defined.
    const input = 'Work-i[tem context&rlm;][R EF]x\n[^]:[r ef]:'
    const result = defangMarkdown(input)
    expect(result.value).toBe('> Work-i[tem context&amp;rlm;][R EF]x\n[^]:[r ef]:')
    expect(defangMarkdown(result.value).value).toBe(result.value)
    expect(checkRendered(result.value).live).toEqual([])
  })
})
