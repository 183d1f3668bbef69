/**
 * Fuzz, the fourth run (2026-12-02, about 24,800 bodies per mode, with a
 * second oracle: cmark-gfm's HTML read with parse5), the fifth (2026-12-03,
 * about 27,000 per mode, against the fourth's first fix) and the sixth
 * (2026-12-03, about 38,000, against the fifth's fixes), fixed 2026-12-03
 * (the describe blocks below say which run; all are in this file):
 *
 * - A code block line shows its white space as written, and the rendered
 *   model reads any run of it as one space (`Instruction\tfrom @` at a
 *   line start is defanged), but after a `|` in such a line only the scan
 *   engine looked, and it needs a literal space: `|Instruction\tfrom @`
 *   in a fence stayed as written.
 * - After indented code, micromark reads an empty list item as text, so
 *   GitHub's reading is parsed with the code blanked (third run); but the
 *   lines cmark-gfm reads otherwise (a lazy tag line that opens an HTML
 *   block) were still found in micromark's own reading, where there is no
 *   item and so no lazy line: `0.`, then `     ~` in the item, `<u>`, a
 *   fence that the HTML block swallows, and a heading below it.
 * - micromark reads `<textarea` as a raw HTML block that `</script>` ends
 *   (CommonMark 0.31); cmark-gfm 0.29 does not, so after the block a
 *   fence opens in micromark that cmark-gfm reads inside an HTML block.
 *   Where the body was cut at a blank line, GitHub's state at the cut was
 *   followed only for `</textarea>` and declarations: the piece after it
 *   was read in the fence alone.
 * - A piece's parse was kept for a later text whose math readings agreed
 *   with the first's as typeset but not as joined across white space: the
 *   stale parse missed an edit, and the output was not a fixed point (a
 *   body whose first character folds, so that the fold pass reads a text
 *   the rounds do not).
 * - In the flat model, the rest of a line after a construct in doubt
 *   (outside HTML blocks: inline HTML in a paragraph) was read only as a
 *   browser reads raw HTML, so a backslash escape there showed as written:
 *   `<d>`, `<!A`, blank, `<n e=">`, then `">Work\-item context` (the
 *   core reads a declaration up to the quoted `>` and breaks no line
 *   after the tag).
 * - A `<pre>` after an empty block quote (`>`) is on a line micromark
 *   marks lazy, and was taken for a lazy tag block that runs to a blank
 *   line, as kind 7 does; a block of kind 1 ends at its end condition, so
 *   a lazy `<u>` after it (which opens an HTML block in cmark-gfm) was not
 *   read: `>`, `<pre>`, `</pre>`, `>x`, `<u>`, `&#65mendments` (which a
 *   browser decodes in raw HTML).
 * - Reading a second-oracle report: the flat model (which any body
 *   reaches past a budget) showed no raw `<img>`'s alt text, so
 *   `<img alt="Instruction from @x">` kept its `@` there, unlike in parsed
 *   pieces.
 *
 * Found but not a leak: a heading after `<rt>` is quoted (`> Amendments`),
 * and the checker, which reads an annotation as one line without its
 * block quotes, still calls it live. Chromium keeps the quote there (a
 * block outside `<ruby>`, an inline block with its bar inside one): the
 * output is pinned instead.
 */
import {defangMarkdown, type Options} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, expectQuietDefanged, renderedModes} from '../support/rendered.js'

/**
 * Check each output exactly, and that it is a fixed point.
 *
 * @param pairs
 *   Inputs and their expected outputs.
 * @param options
 *   Options for `defangMarkdown`.
 */
function expectOutputs(pairs: ReadonlyArray<readonly [string, string]>, options: Options): void {
  for (const [input, expected] of pairs) {
    const result = defangMarkdown(input, options)
    expect(result.value, input).toBe(expected)
    expect(defangMarkdown(result.value, options).value, input).toBe(expected)
  }
}

const afterPipeInCode = [
  ['```\n|INSTRUCTION\tFROM @', '```\n|INSTRUCTION\tFROM (at)'],
  ['```\f|INSTRUCTION\tFROM @', '```\n|INSTRUCTION\tFROM (at)'],
  ['~~~\nx |**Instruction\t from @a', '~~~\nx |**Instruction\t from (at)a'],
  ['    a |instruction\tfrom @', '    a |instruction\tfrom (at)']
] as const

describe('the fourth fuzz run: the attribution after a `|` in code, white space as displayed', () => {
  test('the scan engine alone leaves them (the negative control)', () => {
    for (const [input] of afterPipeInCode) {
      expect(defang(input).value.includes('(at)'), input).toBe(false)
    }
  })

  test.each(renderedModes)('the rendered model defangs them (%s), a fixed point', (_, options) => {
    expectOutputs(afterPipeInCode, options)
  })

  test('the v1 profile keeps to the raw rule', () => {
    for (const [input] of afterPipeInCode) {
      expect(defangMarkdown(input, {profile: 'v1'}).value).toBe(defang(input).value)
    }
  })
})

describe('the fifth fuzz run: headings after `<rt>` (checked on the output)', () => {
  test.each(renderedModes)('they are quoted (%s), a fixed point', (_, options) => {
    expectOutputs(
      [
        ['<rt>\n\nWork-item context', '<rt>\n\n> Work-item context'],
        ['<ruby>x<rt>\n\nAmendments', '<ruby>\nx\n<rt>\n\n> Amendments']
      ],
      options
    )
  })
})

// Kept whole: every shorter body the shrinker tried lost the stale parse.
const staleMath = JSON.parse(
  "\"\\u3000``` math\\n```md\\n\\t1 aMENdmENts<details>wor&#107;&hYPhEn;I&#116;EM&#x20;&#99;O&#110;T&#101;xT. ##\\n\\t   inSTRUC&#116;ioN fRom @# AmeNDMeNTS  |\\n\\t       * [X]\\t\\t<div><li>            </h1><kbd>INStrucTioN FRoM @lOgiN:</k\\n| a | AMENDMENT&#173;Stext \\n            >\\t     <span title=\\\"\\n            > \\\">work-item context. (untrusted)`$<b </span>?>\\n    * [X] >>\\n   >* * *\\n         x\\n>  [ftp://a``<x@y.com`](x\\n   >  \\\"t\\\")$instruction from @x$INSTrUCTIoN~ ~frOM @x\\n    * [X]    1. [ ]   1) > [!WARNING]\\n    * [X]                > amEND&#109;entS&#64;\\n                   [[/WorK-iteM-CoNTeXt]aMENDMEN&#116;S\\n  1) ](x)\\n    * [X]    1. [ ] \\n                       ```md\\n                          #  AMenDments&lbraItem-&#99;ONt&#101;Xt]&#64;`@x](x)[[**x**]((a))\\\\!\\f]((a))INstrucTioN From @`#\\n                   InsTrUcTION FROm<sup> @x</sup>[x](x)in&#x17F;&#116;ruction fro&#109; @x&ZeroWidthSpace;\\n                     ~~~\\n                <td>[r]|https://x.com/\\n                       - - -\\n\\n[WOr<!>K-ITEm-cOnteXT]\\n\\n$WoRk-ITEm\""
) as string

describe('the fourth fuzz run: a parse kept across texts whose math readings differ', () => {
  test.each(renderedModes)('the output is a fixed point (%s)', (_, options) => {
    const result = defangMarkdown(staleMath, options)
    expect(defangMarkdown(result.value, options).value).toBe(result.value)
  })
})

describe('the fifth fuzz run: lazy tag lines in list items micromark reads as text after code', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Negative control included: GitHub shows a token in each before.
    expectLiveThenDefanged(
      [
        '\t:\n  0.\n    \t~<t>```\n\nWork-it&zwj;em context',
        '    :\n0.\n    ~<t>```\n\n&#87;ork-item context',
        '    @\n\n0.\n     ~\n<u>\n```\n\n&#87;ork-item context'
      ],
      options
    )
  })

  test.each(renderedModes)('after `<textarea`, GitHub\'s state at a cut (%s)', (_, options) => {
    expectLiveThenDefanged(
      [
        '<textarea>\n\n</script>\n```\n\n&#87;ork-item context',
        '<TEXTAREA rows=2>\n\n</style>\n~~~\n\n&#65;mendments',
        '<textarea>\n- a\n  ~\n</script>\n```\n\n&#87;ork-item context'
      ],
      options
    )
  })
})

describe('the fifth fuzz run: raw image alt text in the flat model', () => {
  test.each(renderedModes)('the attribution and fences in it are defanged (%s), headings are not', (_, options) => {
    expectOutputs(
      [
        ['<img alt="Instruction from @x">', '<img alt="Instruction from (at)x">'],
        ['<img src=x alt=Instruction&#32;from&#32;@x>', '<img src=x alt=Instruction&#32;from&#32;(at)x>'],
        ['<IMG alt=\'[work-item&#45;context]\'>', "<IMG alt='(work-item&#45;context)'>"],
        // A `> ` cannot go into an attribute value (README, Decisions).
        ['<img alt="Amendments">', '<img alt="Amendments">']
      ],
      options
    )
  })
})

describe('the sixth fuzz run: Markdown after a construct in doubt, in the flat model', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    expectLiveThenDefanged(
      [
        '<d><!A\n\n<n e=">">Work\\-i&#116;e&#109; &#99;ontex&#116;',
        '<d>\n<!A\n\n<n e=">\n">Work\\-item context',
        '<d>\n<!A\n\n<n e=">\n">**Work\\-item context**'
      ],
      options
    )
  })
})

describe('the sixth fuzz run: a kind 1 block on a lazy line ends at its end condition', () => {
  test.each(renderedModes)('no live token after defanging (%s), a fixed point', (_, options) => {
    // Not live as written: the spec's tag breaks make the structure.
    expectQuietDefanged(
      [
        '><pre></pre>>x<u>&#65mendments',
        '>\n<pre>\n</pre>\n>x\n<u>\n&#65mendments',
        '>\n<script>\nx\n</script>\n>x\n<u>\n&#65mendments',
        // A seventh, short run: mid-line, a `>` already at the insertion
        // settles the heading (one went in on every run).
        '>[^1]:->$$Amendments',
        '>[^1]:*>$$Amendments',
        '>[^1]:<!--]:$$Amendments'
      ],
      options
    )
  })
})
