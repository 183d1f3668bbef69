/**
 * @file
 *   A column-0 line that opens a quote, a list item, a footnote definition,
 *   a fence or a thematic break below a paragraph at the top level starts a
 *   piece (thirty-ninth session): it ends the paragraph, and is at the top
 *   level itself. `overBudget` counts per segment between cuts. So a
 *   paragraph over the markup budget falls back (or is skipped) alone, and
 *   a body below it that opens with a quote or a list is parsed, where it
 *   used to fall back to the flat model with the paragraph (on `7e7e6e0`,
 *   61 of fuzz run 61's 95 bodies and 56 of fuzz run 62's 101 were live
 *   behind `overBudget`; 10 and 17 now). A fallback an earlier look made is
 *   reported even where the look at the output parses the piece (the `> `
 *   the first wrote starts one).
 */
import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, test} from 'vitest'
import {overBudget as overBudgetPiece, type PieceBudgets} from '../../packages/remark-steer-defang/src/budgets.js'
import {cutCandidates} from '../../packages/remark-steer-defang/src/cuts.js'
import {renderCmarkGfm} from '../../packages/steer-defang-preview/src/check/cmark.js'
import {expectLiveThenDefanged, liveThenDefangedInEveryMode, overBudget} from '../support/rendered.js'

const marks = '*a* '.repeat(140)

/**
 * @param markdown
 *   Markdown.
 * @returns
 *   HTML by cmark-gfm, without source positions (a piece's lines count
 *   from 1).
 */
function render(markdown: string): string {
  return renderCmarkGfm(markdown).replaceAll(/ data-sourcepos="[^"]*"/g, '')
}
const budgets: PieceBudgets = {maxPieceLength: 1 << 20, maxDepth: 32, maxMarkup: 256}

/**
 * @param text
 *   Text.
 * @returns
 *   Its cuts, as the line each starts (1-based).
 */
function cutLines(text: string): number[] {
  return cutCandidates(text).map((offset) => text.slice(0, offset).split('\n').length)
}

describe('cutCandidates below a paragraph at the top level', () => {
  test.each([
    ['a\n> b', [2]],
    ['a\n- b', [2]],
    ['a\n* b', [2]],
    ['a\n+\tb', [2]],
    ['a\n1. b', [2]],
    ['a\n1) b', [2]],
    // (cmark-gfm 0.29 reads the number's value: `01.` interrupts.)
    ['a\n01. b', [2]],
    ['a\n[^1]: b', [2]],
    ['a\n```\nb\n```', [2]],
    // (Not below it: the fence holds the quote.)
    ['a\n```\n> b', [2]],
    ['a\n~~~', [2]],
    ['a\n***', [2]],
    ['a\n- - -', [2]],
    // (Below the line that starts a piece, what goes on with it stays.)
    ['a\nb\n> c\n> d\ne', [3]],
    // (A thematic break leaves the top level as it was.)
    ['a\n***\n> b', [2, 3]],
    // (A paragraph that goes on past a line indented four columns.)
    ['a\n    b\n> c', [3]],
    ['*a*\n> b', [2]],
    ['[a]: u\n> b', [2]]
  ])('%j: cut at lines %j', (text, lines) => {
    expect(cutLines(text)).toEqual(lines)
  })

  test.each([
    // A setext underline makes the paragraph a heading.
    'a\n---',
    'a\n===',
    'a\n-',
    // An empty item, and an ordered one from 2, interrupt no paragraph.
    'a\n- ',
    'a\n-',
    'a\n2. b',
    // Not at column 0.
    'a\n > b',
    'a\n\t> b',
    // An HTML block is left to the rules for `<`.
    'a\n<div>\n> b',
    // A stretch that opened a container: the line may go on with it.
    '> a\n> b',
    '> a\nb\n> c',
    '- a\n- b',
    '- a\nb\n> c',
    '1. a\n> b',
    '[^1]: a\n> b',
    'a\n  > b\n> c',
    'a\n  - b\n> c',
    // A stretch that starts indented goes on with what is above the blank.
    '- a\n\n  b\n> c',
    ' a\n> b',
    // A fence opened in the stretch holds the line.
    '```\n> a',
    // A construct a browser reads is open.
    'a <b c="\n> d'
  ])('%j: no cut', (text) => {
    expect(cutLines(text)).toEqual([])
  })

  // Rendered by GitHub's engine, the pieces a text is cut into display as
  // the whole text does: the cut changes nothing a reader sees. (No HTML,
  // no references, no fence a blank line may leave open: the piece loop
  // carries those states across cuts.)
  test('the pieces render as the whole does (cmark-gfm)', () => {
    const lines = fc.constantFrom(
      'a',
      '*a*',
      'a|b',
      '-|-',
      '> a',
      '>',
      '- a',
      '-',
      '1. a',
      '2. a',
      '01. a',
      '[^1]: a',
      '    a',
      '  a',
      '  > a',
      '---',
      '===',
      '***',
      '# h',
      ''
    )
    let cutsSeen = 0
    fc.assert(
      fc.property(fc.array(lines, {minLength: 2, maxLength: 7}), (list) => {
        const text = list.join('\n') + '\n'
        const cuts = cutCandidates(text).filter((cut) => text.charCodeAt(cut - 2) !== 10)
        if (cuts.length === 0) return
        // (Those below a paragraph, not at a heading.)
        if (cuts.some((cut) => text.charCodeAt(cut) !== 35 && text.charCodeAt(text.lastIndexOf('\n', cut - 2) + 1) !== 35)) {
          cutsSeen++
        }

        let pieces = ''
        let start = 0
        for (const cut of [...cuts, text.length]) {
          pieces += render(text.slice(start, cut))
          start = cut
        }

        expect(pieces, JSON.stringify(text)).toBe(render(text))
      }),
      {numRuns: 150, seed: 39}
    )
    // Negative control: the property saw cuts below paragraphs.
    expect(cutsSeen).toBeGreaterThan(20)
  })
})

describe('overBudget counts per segment between cuts', () => {
  const half = '*a* '.repeat(50)
  const text = half + '\n> ' + half + '\n> ' + half

  test('a paragraph and the quote below it, each within the budget', () => {
    expect(overBudgetPiece(text, 0, text.length, budgets, cutCandidates(text))).toBe(undefined)
    // (Counted as one block, they are over.)
    expect(overBudgetPiece(text, 0, text.length, budgets)).toBe('too-complex')
  })
})

describe('the body below a paragraph over the budget', () => {
  // (Live after defanging behind it on `7e7e6e0`: fuzz run 62.)
  const bodies = ['[^1]:![[^1]:]()Amendments', '- \\[x]`\n`![`b]()Work-item context', '>-\t>>[\n]()`Instruction from\n>\t\t>@`']

  test('is live as written (negative control)', () => {
    for (const body of bodies) expect(checkRendered(overBudget + body).live.length, body).toBeGreaterThan(0)
  })

  test('is parsed as it would be alone', () => {
    for (const body of bodies) {
      const result = defangMarkdown(overBudget + body)
      expect(result.fallback.used, body).toBe(false)
      expect(result.value, body).toBe(overBudget + defangMarkdown(body).value)
      expect(checkRendered(result.value).live, body).toEqual([])
    }
  })

  test('a paragraph that may hold a token falls back alone, and is reported', () => {
    const paragraph = '&#65;mendments ' + marks + '\n'
    const result = defangMarkdown(paragraph + bodies[0])
    expect(result.fallback.reasons.map((entry) => [entry.reason, entry.start, entry.end])).toEqual([
      ['too-complex', 0, paragraph.length]
    ])
    expect(result.value.slice(result.value.indexOf('\n') + 1)).toBe(defangMarkdown(bodies[0]).value)
  })

  test('a fallback of the first look is reported where the look at the output parses', () => {
    // The flat model writes `> ` before the encoded heading; the quote it
    // makes starts a piece in the output, which is parsed.
    const input = '*a_b~'.repeat(2000) + '\n&#65;mendments'
    const result = defangMarkdown(input, {timeBudgetMs: Number.POSITIVE_INFINITY})
    expect(result.value.endsWith('\n> &#65;mendments')).toBe(true)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
  })
})

// A piece that ends where a line starts a block ends its paragraph there:
// the flat model reads it up to that line. Its readings of code spans ran
// on to the next blank line, so a backtick on the line that starts the
// block closed a run of the paragraph's, and the image's `]` was read as
// code (fuzz run 65; all flat, the pieces end there too).
describe('a paragraph read by the flat model up to the line that starts a block', () => {
  const bodies = [
    '![``a`]`\n`b]()Amendments\n~~~`',
    '![``a`]\nb`]()Amendments\n~~~``',
    '![[``a`]]\n`]b]()Amendments\n* ``',
    '![``a`]`\nb`]()Amendments\n* `'
  ]

  liveThenDefangedInEveryMode(bodies)

  test('behind a paragraph over the budget', () => {
    expectLiveThenDefanged(
      bodies.map((body) => overBudget + body),
      {}
    )
  })
})
