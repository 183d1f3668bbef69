// Named references, through this package's dev dependency (not hoisted).
import {characterEntities} from '../../packages/remark-steer-defang/node_modules/character-entities/index.js'
import fc from 'fast-check'
import {defang, prepare} from 'steer-envelope'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {analyzeText} from '../../packages/remark-steer-defang/src/analyze.js'
import {mayHoldToken, REFERENCE_SPAN} from '../../packages/remark-steer-defang/src/prefilter.js'
import {markdown} from './arbitraries.js'

const runs = Number(process.env.FUZZ_RUNS) || 300

/** Lines that open, close and continue the constructs a cut can fall in. */
const lines = [
  '',
  '',
  '',
  '```',
  '~~~',
  '````',
  '  ```',
  '   ~~~',
  ' ```js',
  '    code',
  '- a',
  '  - b',
  '1. x',
  '   ```',
  '> q',
  '> ```',
  '<!--',
  '-->',
  '<!-- x -->',
  '<pre>',
  '</pre>',
  '<div>',
  '</div>',
  '<?x',
  '?>',
  '<!X a',
  '>',
  '<![CDATA[',
  ']]>',
  '&#65;mendments',
  '&#73;nstruction from &#64;x',
  '\\[work-item-context\\]',
  'Amendments',
  '[Amendments]',
  '[amendments]: /u',
  'text',
  'Work\\-item context.',
  '| a | &#65;mendments |',
  '| - | - |',
  '[^1]: &#65;mendments',
  '    &#65;mendments',
  '  &#65;mendments',
  '<b>',
  '</b>',
  'x <span',
  'title="y">z',
  '===',
  '---',
  '* * *',
  '- [ ] &#73;nstruction from &#64;y',
  // Words inside a line: a rendered line may still start there.
  'text<!--&#65;mendments',
  'x <!-- a --!>&#65;mendments -->',
  'see [x](y)&#65;mendments',
  'a | b &#73;nstruction from &#64;x',
  'the &#65;mendments we discussed',
  'x&nbsp;&#65;mendments',
  '\u00A0&#65;mendments',
  'x<b>&#65;mendments</b>',
  '[x] &#65;mendments',
  '[![a](b)](c)&#65;mendments',
  'word [^1]: &#65;mendments',
  '1) &#65;mendments',
  '&#124; &#73;nstruction from &#64;x',
  'x *&#65;mendments*',
  '<span title="a">&#65;mendments'
]

const documents = fc.oneof(
  fc.array(fc.constantFrom(...lines), {maxLength: 40}).map((parts) => parts.join('\n')),
  markdown
)

const unlimited = {maxPieceLength: 1e9, maxDepth: 1e9, maxMarkup: 1e9}

/**
 * @param text
 *   Prepared text.
 * @param options
 *   Budgets.
 * @returns
 *   Edits as comparable tuples.
 */
function edits(text: string, options: Parameters<typeof analyzeText>[1]): Array<[number, number, string]> {
  return analyzeText(text, options, Number.POSITIVE_INFINITY).edits.map((edit) => [
    edit.start,
    edit.end,
    edit.replacement
  ])
}

describe('pieces', () => {
  it('cutting at every blank line finds what one whole parse finds (or both outputs render safe)', () => {
    let withTokens = 0
    let disagreements = 0
    fc.assert(
      fc.property(documents, (input) => {
        const text = prepare(input).value
        const wholeBudgets = {...unlimited, mergeLength: 1e9, prefilter: false}
        const cutBudgets = {...unlimited, mergeLength: 0}
        const whole = edits(text, wholeBudgets)
        const cut = edits(text, cutBudgets)
        if (whole.length > 0 && text.includes('\n\n')) withTokens++
        if (JSON.stringify(cut) === JSON.stringify(whole)) return
        // They may differ only where one reading sends a stretch to the flat
        // model, which reads more than GitHub shows (it decodes code): the
        // whole parse reads from an HTML line to the end of the text across a
        // blank line (`<b>`, `<pre>`, blank, `[Amendments]` in a fence), a
        // cut one to the end of its piece. Then both outputs, scan engine
        // included, must show nothing live on GitHub's page.
        disagreements++
        for (const budgets of [wholeBudgets, cutBudgets]) {
          const value = defang(input, {analyze: (prepared) => ({edits: analyzeText(prepared, budgets, Infinity).edits})}).value
          expect(checkRendered(value).live, JSON.stringify({input, whole, cut})).toEqual([])
        }
      }),
      {
        numRuns: runs * 4,
        // Found by a long run: raw HTML micromark reads as code and, in
        // GitHub's reading (the variant), as an HTML block re-read by the
        // flat model; only the cut piece re-read it.
        examples: [
          ['1. x\n<b>\n ```js\n\n</pre>\n| a | &#65;mendments |'],
          // Random seeds: the whole parse reads a fence's lines in the flat
          // model, which decodes code; the cut one does not.
          ['x<b>&#65;mendments</b>\n ```js\n<pre>\n\n[Amendments]'],
          ['[![a](b)](c)&#65;mendments\n</b>\nx <!-- a --!>&#65;mendments -->\n\n~~~\nWork\\-item context.']
        ]
      }
    )
    // Not vacuous: many documents have blank lines and display tokens, and
    // the two readings mostly agree edit for edit.
    expect(withTokens).toBeGreaterThan(runs / 10)
    expect(disagreements).toBeLessThan(runs / 10)
  })

  it('the pre-filter never skips a piece with a token (same edits with and without it)', () => {
    let withTokens = 0
    fc.assert(
      fc.property(documents, (input) => {
        const text = prepare(input).value
        const without = edits(text, {...unlimited, mergeLength: 0, prefilter: false})
        const filtered = edits(text, {...unlimited, mergeLength: 0})
        if (without.length > 0) withTokens++
        expect(filtered).toEqual(without)
      }),
      {numRuns: runs * 4}
    )
    // Not vacuous: many documents display tokens the filter must let through.
    expect(withTokens).toBeGreaterThan(runs)
  })

  it('the pre-filter never skips a piece with a token: character soup', () => {
    // Token pieces among the characters that open and close hidden regions,
    // wrappers, references and prose: where may a rendered line start?
    const soup = fc
      .array(
        fc.constantFrom(
          'a', 'x', ' ', ' ', '\n', '\n\n', '[', ']', '(', ')', '<', '>', '!', '&', '#', '6', ';', '|', '*',
          '_', '`', '\\', '-', ':', '^', '"', '=', '\u00A0', '\u212A', '<!--', '-->', '<b>', '</b>', 'nbsp',
          '&#65;mendments', 'Amendments', '&#73;nstruction from &#64;x', 'Instr**uction** from @x',
          '[Amendments](u)', '\\[work-item-context\\]', 'Work\\-item context.'
        ),
        {maxLength: 30}
      )
      .map((parts) => parts.join(''))
    let withTokens = 0
    fc.assert(
      fc.property(soup, (input) => {
        const text = prepare(input).value
        const without = edits(text, {...unlimited, mergeLength: 0, prefilter: false})
        if (without.length > 0) withTokens++
        expect(edits(text, {...unlimited, mergeLength: 0})).toEqual(without)
      }),
      {numRuns: runs * 4}
    )
    // Not vacuous: about a fifth of the soups display a token.
    expect(withTokens).toBeGreaterThan(runs / 2)
  })

  it('reports every piece, in order, covering the text', () => {
    fc.assert(
      fc.property(documents, (input) => {
        const text = prepare(input).value
        const {pieces} = analyzeText(text, {...unlimited, mergeLength: 0, maxDepth: 2}, Number.POSITIVE_INFINITY)
        let last = 0
        for (const piece of pieces) {
          expect(piece.start).toBe(last)
          expect(piece.end).toBeGreaterThan(piece.start)
          if (piece.status === 'fallback') expect(piece.reason).toBeDefined()
          last = piece.end
        }

        expect(last).toBe(text.length)
      }),
      {numRuns: runs}
    )
  })
})

describe('pre-filter', () => {
  it('sees the words through markup, references, escapes and hidden regions', () => {
    for (const value of [
      'Amendments',
      'AMENDMENT\u017F',
      'wor\u212A-item',
      'Instr**uction**',
      'Instr`uction`',
      '&#73;nstruction',
      '&#x33CC;struction',
      'Amend&shy;ments',
      'Amend&shyments',
      '[Amend](https://x "title")ments',
      'Amend![alt text](y)ments',
      'Amend<span title="x">ments',
      'Work\\-item',
      'Amend[^1]ments',
      'Amend&#8203;ments'
    ]) {
      expect(mayHoldToken(value, 0, value.length), value).toBe(true)
    }
  })

  it('sees headings and attributions wherever a rendered line may start', () => {
    for (const value of [
      'x\nAmendments',
      'a | Amendments |',
      '> - [ ] **Amendments**',
      '1. Amendments',
      '[^note]: Amendments',
      '[](u)Amendments',
      '&nbsp;Amendments',
      '\u00A0Amendments',
      'x<!--Amendments',
      'x <!-- a --!>Instruction from @x -->',
      '[work-item-context] anywhere: x [/work-item-context]',
      'x \\[work-item-context\\]',
      // A decoded line feed starts a line in `<pre>` (left open above).
      'xyz&#10;Amendments',
      'xyz&NewLine;Instruction from @x',
      'xyz&#13;Amendments'
    ]) {
      expect(mayHoldToken(value, 0, value.length), value).toBe(true)
    }
  })

  it('sees headings alone where asked (the raw table escape needs no more)', () => {
    for (const value of [
      'x\nAmendments',
      '> - [ ] **Amendments**',
      'Work-item context.',
      'Work-item **context**',
      'Work-item&#32;context',
      '&#87;ork-item&#x20;&#99;ontext',
      'a | &#65;mendments |',
      'x<!--Work-item context'
    ]) {
      expect(mayHoldToken(value, 0, value.length, 'headings'), value).toBe(true)
    }

    // Negative control: what the token filter takes, the heading filter
    // does not (attributions, fences, `work-item` alone or in prose).
    for (const value of ['Instruction from @x', '[work-item-context]', 'work-item', 'See work-item 5.', 'x Work-item context']) {
      expect(mayHoldToken(value, 0, value.length, 'headings'), value).toBe(false)
      if (value !== 'x Work-item context') expect(mayHoldToken(value, 0, value.length), value).toBe(true)
    }
  })

  it('passes over ordinary prose, and over the words inside a line', () => {
    for (const value of [
      'Hello world.',
      'amend the mention',
      'work item',
      'construction!',
      'x'.repeat(1000),
      'Some text about the amendments we discussed.',
      'An instruction from the team.',
      '- item two with amendments',
      '| the amendments | x |',
      'const instruction = 1',
      'see [the docs](y) on amendments'
    ]) {
      expect(mayHoldToken(value, 0, value.length), value).toBe(false)
    }
  })

  it('covers what one character reference can display (every code point and name, folded)', () => {
    const words = ['amendments', 'instruction', 'work-item']
    let longest = 0
    const check = (value: string) => {
      const folded = value.normalize('NFKC').toLowerCase()
      for (const word of words) {
        for (let start = 0; start < word.length; start++) {
          for (let end = start + longest + 1; end <= word.length; end++) {
            if (folded.includes(word.slice(start, end))) longest = end - start
            else break
          }
        }
      }
    }

    for (let code = 0x80; code <= 0x10_ff_ff; code++) {
      if (code >= 0xd8_00 && code <= 0xdf_ff) continue
      check(String.fromCodePoint(code))
    }

    for (const value of Object.values(characterEntities)) check(value)
    expect(longest).toBeLessThanOrEqual(REFERENCE_SPAN)
  })
})
