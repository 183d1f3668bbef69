/**
 * The ninth session (2026-12-03): the known flat-model headings, and what
 * the property tests turned up. Each test fails on the build before its
 * fix.
 *
 * - Headings spread over chains of constructs that no reading of lines in
 *   the flat model joins (the eighth session's known list). The flat model
 *   is no corner: a body reaches it past any budget, and a few hundred
 *   emphasis marks in one paragraph are one (`too-complex`), so each is
 *   also pinned in the default mode behind such a paragraph. The heading
 *   backstop, `headingSkeletonEdits`, reads the pieces the flat model
 *   carries, knowing no construct, and escapes what makes the chain's gaps.
 * - A code span opened by a line of backticks alone, on a lazy line of a
 *   block quote: GitHub shows the heading from that line on, so the flat
 *   model's `> ` goes there too.
 * - A line that displays nothing (a CDATA section) before a line of math
 *   (`$\text{Amendments}$`): the joined reading placed the heading's `> `
 *   at the first character it shows, inside `\text{`, and did not see it
 *   quoted there, one more `> ` on every run (found by the idempotence
 *   property).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {
  expectDefangedBehindBudget,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  overBudget,
  overBudgetQuote
} from '../support/rendered.js'

const chains = [
  // A tag the core reads across lines that GitHub cuts at a block, holding
  // constructs the core did not break out.
  "<t y='\nAme![](u)ndm<b>ents\n>'>",
  // An HTML block where a tag's quoted value runs over lines starting with `>`.
  '<p>Work-item<x a="\n>"\n> context.',
  // A destination in angle brackets with a title in parentheses.
  'Amend[](<u> ())ments',
  // A link left open above a link whose destination starts on the next line.
  '[](\nAmend[](\nu)ments',
  'x\nWork-item[](\nu) context.'
]

describe('headings spread over chains the flat model reads no way (the heading backstop)', () => {
  liveThenDefangedEverywhere(chains)

  it('escapes the chain, and leaves the same heading alone where the piece is parsed', () => {
    const input = 'Amend[](<u> ())ments'
    expect(defangMarkdown(overBudget + input).value.slice(overBudget.length)).toBe('Amend\\[\\](\n&lt;u>\n ())ments')
    expect(defangMarkdown(input).value).toBe('> Amend[](\n<u>\n ())ments')
  })
})

describe('what the browser fuzz found against the heading backstop (ninth session)', () => {
  // A lower-case declaration is text to cmark-gfm 0.29 and a block to
  // micromark, so the parse leaves what follows it to the flat model: the
  // heading backstop reads there too (the core's break after the
  // declaration's `>` even lands in a later tag's quoted value).
  const declared = [
    '<!x\nAme[]()ndments<!---->',
    '<!x\nAmend<b\na=">">ments',
    '<!x\nWork-item<b\na=">"> context',
    'x<!x a\nAmend<b\na=">">ments'
  ]
  // Marks in a chain: a code span hides its backticks, and emphasis after
  // a link the core's break made (`[](\n<u>\n ())`) is no reading's.
  const marked = [
    '<!x\n`Amend`[]()ments<b>',
    'Amend[](<u> ())_ments_',
    'Work-item[](<u>\n()) _context_',
    'Amend![](<u> ())`ments`',
    // The cmark-gfm fuzz: marks next to a gap, what displays nothing before
    // the first letter, the white space a code span strips.
    'Amendm[](\n")~~ents~~',
    '[](\nAM[](\nu)*ENDMENTS*',
    '[](<u>\n())Amendme[]()nts',
    '[][\n]()AMENDMENT[](\n)S',
    '[](\n&#8203;Work-item co[](u (\n))ntext',
    '` AME `NDMENTS',
    '`\nAmendment\n`s',
    '[](\n[]()Work-item contex[](\n)t'
  ]
  liveThenDefangedInEveryMode([...declared, ...marked])

  it('in the default mode, behind a paragraph over the markup budget', () => {
    expectDefangedBehindBudget(marked)
  })

  it('a link the core’s break makes (no title before it), flat', () => {
    // Not live as written (`<u>()` is no destination and title); the
    // core's breaks make it one.
    const input = 'Amend[](<u>())_ments_'
    expect(checkRendered(input).live).toEqual([])
    const result = defangMarkdown(input, {maxPieceLength: 1})
    expect(checkRendered(result.value).live).toEqual([])
    expect(result.value).toBe('Amend\\[\\](\n&lt;u>\n())\\_ments_')
  })
})

describe('a code span opened by a line of backticks on a lazy line of a quote', () => {
  liveThenDefangedInEveryMode(['>x\n`\nAmend`ments', '> x\n``\nWork-item`` context.'])

  // (Behind a quoted one: below a paragraph at the top level, `>x` would
  // start a piece that is parsed.)
  it('in the default mode, behind a quoted paragraph over the markup budget', () => {
    const input = overBudgetQuote + '>x\n`\nAmend`ments'
    expect(checkRendered(input).live.length).toBeGreaterThan(0)
    const result = defangMarkdown(input)
    expect(result.fallback.used).toBe(true)
    expect(checkRendered(result.value).live).toEqual([])
  })
})

describe('math after a line that displays nothing', () => {
  it('is quoted once, at its line start', () => {
    for (const options of [{}, {maxPieceLength: 1}]) {
      const once = defangMarkdown('<![CDATA[ a ]]>$\\text{Amendments}$', options).value
      expect(once).toBe('<![CDATA[ a ]]>\n> $\\text{Amendments}$')
      expect(defangMarkdown(once, options).value).toBe(once)
    }
  })
})
