/**
 * @file
 *   Pins of the thirtieth session: the flat-only image shapes fuzz run 51
 *   left open (images after tab-indented, table, HTML-block and quote
 *   lines), what mutating them found, and fuzz run 52's findings. Each
 *   describe fails on `888a262`, but the regression pin named as such.
 */
import {describe, expect, test} from 'vitest'
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 51, left open then (flat model)', () => {
  // An image in indented code runs on to no later line: the reading it
  // started kept the next line's own image from being read. (Behind a
  // paragraph the line is no code: only the flat mode pins it.)
  describe('an image line in indented code above', () => {
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(['\t![`]\n![`]\nb`]()Amendments', '    ![`]\n![`]\nb`]()Amendments'], {maxPieceLength: 1})
    })
  })

  // A line indented four columns (a tab) goes on with the paragraph: no
  // underline, so the single backtick on the image line opens the span,
  // not the double one a quote below would close.
  describe('a tab-indented `=` line inside the span', () => {
    liveThenDefangedEverywhere(['![``a`]\n\t=\n`b]()Amendments\n>``'])
  })

  // Five columns of blanks after a list marker (a tab to its stop, then
  // spaces): the item holds indented code, and the image line is no lazy
  // line; the table below ends the paragraph.
  describe('an item of indented code written with a tab', () => {
    liveThenDefangedEverywhere(['-\t  x\n![``a`]\nb`]()Amendments\n``|a\n-|-'])
  })

  // An HTML block of kind 6 in an item or a footnote definition ends with
  // it: the next line starts a paragraph of its own.
  describe('an HTML block in an item or a footnote definition', () => {
    liveThenDefangedFlat([
      '0. <div\n![``a`]\nb`]()Amendments\n``|a\n-|-',
      '- <div `\n<ps:`>\n![`]\nb`]()Amendments',
      '[^1]: <div `\n<ps:`>\n![`]\n2. b`]()Amendments',
      '[^1]: - <div `\n<ps:`>\n![`]\n2. b`]()Amendments'
    ])
  })

  // A line with as many quote markers as the paragraph's first goes on with
  // it (the memo took `>`` for a lazy line that opens a quote).
  describe('a span across two quoted lines', () => {
    liveAfterCoreThenDefanged(['>`\n>`\n![`]`\nb`]()Amendments<g>`'])
  })
})

describe('found by mutating them', () => {
  // A heading in a footnote definition is one line: the paragraph below
  // is outside the definition, and its runs pair among themselves (every
  // mode read the heading's runs with the paragraph's).
  describe('a heading in a footnote definition above (every mode)', () => {
    liveThenDefangedEverywhere(['[^1]: # ``\n![``a`]\n`b`]()Amendments\n`', '[^1]: ---\n![``a`]\n`b`]()Amendments\n`'])
  })

  // The memo reads indentation in columns (a tab to its stop): a tab
  // before `>` is four columns, no quote marker outside an item, and a
  // quote in an item from `2.`; a line with fewer quote markers than the
  // paragraph's first is lazy in the inner quote.
  describe('tabs before and between quote markers (flat)', () => {
    liveAfterCoreThenDefanged([
      '  >`\n\t>`\n![`]`\nb`]()Amendments<g>`',
      '> x\n>`\n\t> >`\n![`]`\nb`]()Amendments<g>`',
      '>\t>`\n>`\n![`]`\nb`]()Amendments<g>`\n    .`'
    ])
    // (Regression pins: an intermediate change read the tab in columns
    // in one place only, and the first body went live in every mode;
    // another read a line's own blanks in columns from the margin, not
    // past the open item, and took `\t-` for code, no item in the item.)
    liveThenDefangedInEveryMode(['2. x\n![``a`]`\n`b]()Amendments\n`\n\t>``'])
    liveThenDefangedEverywhere(['-\n\t-\n![``a`]\nb`]()Amendments\n``|a\n-|-', '-\n\t-\nx\n![``a`]\nb`]()Amendments\n``|a\n-|-'])
  })
})

describe('fuzz run 52: a tag only the lookalike fold makes (every mode)', () => {
  // A browser reads `<b ｘ=1>` as a tag (CommonMark does not: its attribute
  // name is fullwidth), so inside an HTML block GitHub shows the text
  // around it joined, and a lookalike first letter folds to the heading.
  // The folded copy broke the tag out before its tokens were read, so the
  // fold seemed to reveal nothing; it is now read once more with such tags
  // in place.
  // (Each rule: a heading, the attribution, a fence; a tag, a bogus
  // declaration; a block of kind 6 or 7, the latter made by the core's
  // break after a lone tag.)
  const bodies = [
    '<td>\n𝐖ork-it<b ｘ=1>em context',
    '<div>\nA<e𝐦>mend𝐦e𝐧𝐭s</em>',
    '<div>\nInstructi<b ｘ>on from ＠x',
    '<div>\n[/work-item<b ｘ>-context］',
    '<pre>\nA<b ｘ>mendment𝐬',
    '<div>\nA<!ｙ>mendment𝐬'
  ]
  liveThenDefangedEverywhere(bodies)
  liveAfterCoreThenDefanged(['- - 1.  <td>\n𝐖ork-it<!　><b ｘ=1>em context', '<r>A<e𝐦>mend𝐦e𝐧𝐭s', '<i>[<v①>wo𝐫k-ite𝐦-co𝐧𝐭ex𝐭]'])

  test('the folded copy is the output, and the report says what it revealed', () => {
    const input = bodies[0]!
    const result = defangMarkdown(input)
    expect(result.value).toBe('<td>\nWork-it\n<b x=1>\nem context')
    expect(result.folded).toBe(true)
    expect(result.revealed.length).toBeGreaterThan(0)
    const revealed = result.revealed[0]!
    expect(revealed.rule).toBe('context-heading')
    expect(revealed.text).toBe('Work-it<b x=1>em context')
    expect(input.slice(revealed.start, revealed.end)).toBe('𝐖ork-it<b ｘ=1>em context')
  })

  // After the NFKC of the whole envelope, fullwidth brackets make a tag
  // that splits nothing GitHub shows as written: the fold swaps the
  // folded copy in, its tag broken out. Text whose fold reveals no token
  // keeps its bytes.
  test('fullwidth angle brackets', () => {
    expect(defangMarkdown('Work-it＜b＞em context').value).toBe('Work-it\n<b>\nem context')
    expect(defangMarkdown('日本語＜b＞テキスト').value).toBe('日本語＜b＞テキスト')
  })
})

describe('fuzz run 52: a backtick, a TeX line break or `&` before a heading’s quote markers in math', () => {
  // The math readings start a line after `$$`; the `> ` that quotes the
  // heading there went in after the backtick, and a backtick among the
  // marks before the heading did not count as one: a `>` went in on every
  // run. (Not live as written: the negative control is the fixed point.)
  // So did a TeX line break (`\\`) or an aligned environment's `&` before
  // the marks.
  const bodies = [
    '>[^a]:$\\\\work-item context|\n-|',
    '>[^a]:$a&Amendments|\n-|',
    '-|\n>[^a]:$$`amendments|',
    '> [^a]:$$`Amendments|\n> -|-',
    '>[^İ]:$\\\\Work-item context|\n|-',
    '$$[/work-item-context]$`\n- \n* $_`[/work-item-context]|\n-|-\n>\t[^a]:$$`Amendments|\n$$x$$[/work-item-context]$ ']
  test.each([
    ['default', {}],
    ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}],
    ['flat', {maxPieceLength: 1}]
  ] as const)('the output is a fixed point (%s), with no live token', (_, options) => {
    for (const input of bodies) {
      const value = defangMarkdown(input, options).value
      expect(defangMarkdown(value, options).value, input).toBe(value)
      expect(checkRendered(value).live, input).toEqual([])
    }
  })
})

describe('fuzz run 53 (against `66abdd3`): regression pins', () => {
  // The memo's new reading of HTML blocks in footnote definitions let the
  // block's line head a table, so every line below was a row of its own
  // and their runs paired among themselves. An HTML block heads no table.
  describe('an HTML block in a footnote definition, then `|-` (every mode)', () => {
    liveThenDefangedEverywhere(['[^1]: <div\n|-\n![``a`]`<b>`b]()Amendments\n`\n#\t``'])
  })

  // Nor does indented code head one (a tag line in the rows opened an HTML
  // block of kind 7 there).
  describe('indented code, then `|-` (every mode)', () => {
    liveThenDefangedInEveryMode(['\t     [^1]: # ``\n|-\n![``a`]`<b>`b]()Amendments\n`\n# ``', '    x\n|-\n![``a`]`<b>`b]()Amendments\n`\n# ``'])
  })
})

describe('fuzz run 53 (against `66abdd3`): more regression pins', () => {
  // Measured past the quote markers, a line of them alone no longer ended
  // the paragraph: a blank line in the quote does.
  describe('a quote line of markers alone, then a paragraph outside (every mode)', () => {
    liveThenDefangedEverywhere(['> x\n>\n![``a`]`\n<b>\n`b]()Amendments\n`\n# ``'])
  })

  // Four columns of blanks start nothing, whatever follows (`\t-` is lazy
  // text, no underline).
  describe('a tab-indented `-` as a lazy line (flat)', () => {
    liveAfterCoreThenDefanged(['> x\n>`\n\t-\n\t> >`\n|a|b|\n|-|-|\n![`]`\nb`]()Amendments<g>`'])
  })
})

describe('fuzz run 53 (against `66abdd3`): the last regression pins', () => {
  // A footnote definition is a container of the paragraph's first line
  // too (`\t\t-` is two columns into it and ends the paragraph); a table
  // row is no heading, and indented code ends a table; a label alone, or a
  // heading, above a delimiter-like row heads no table.
  describe('footnote definitions and tables around the image (every mode)', () => {
    liveThenDefangedInEveryMode([
      '-\n- [^1]: x\n\t\t-\n![``a`]\nb`]()Amendments\n``|a\n-|-',
      '|a|\n|-|\n$$\n\t>[^1]: # ``\n![``a`]\n`b`]()Amendments\n`',
      '[^1]:\n|-\n![``a`]`<b>`b]()Amendments\n`\n#\t``',
      '[^1]:# `\n-|\n![``a`]`<b>`b]()Amendments\n`',
      '>x\n>\n![``a`]`<b>`b]()Amendments\n`\n# ``'
    ])
    liveAfterCoreThenDefanged(['\ta\n|-<r>* ![``a`]\nb`]()Amendments\n    1. ``'])
  })
})

describe('found by mutating fuzz run 53’s bodies', () => {
  // A heading in a footnote definition heads no table either.
  describe('a heading in a footnote definition, then `|-` (every mode)', () => {
    liveThenDefangedEverywhere(['[^1]: # ``\n|-\n![``a`]\n`b`]()Amendments\n`', '[^1]: # ``\n|-\n![``a`]\nb`]()Amendments\n``|a\n-|-'])
  })
})

describe('fuzz run 53: an empty item below paragraph text', () => {
  // An empty item interrupts no paragraph: below paragraph text `-` is a
  // setext underline (or text), and opens no item the next line is in.
  describe('a setext underline, then tab-indented code (every mode)', () => {
    liveThenDefangedEverywhere(['a\n-\n\t`\n![``a`]\n`b`]()Amendments\n`'])
  })

  describe('`\t-` as a lazy line (flat)', () => {
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged([' ![``a`]\n\t-\nb`]()Amendments\n``|a\n-|-'], {maxPieceLength: 1})
    })
  })
})
