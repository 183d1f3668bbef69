/**
 * @file
 *   Pins of the thirty-fourth session: bodies of fuzz run 57 that the
 *   thirty-third session left open (README "Known and not yet fixed"), and
 *   fuzz run 58's findings. Each describe fails on `4fb34f2`.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  expectLiveThenDefanged,
  liveAfterCoreThenDefangedFlat,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode,
  quietDefangedInEveryMode
} from '../support/rendered.js'

/** The flat model everywhere (each piece falls back). */
const flat = {maxPieceLength: 1}

describe('left open by the thirty-third session (flat model)', () => {
  // `--` on a lazy line of a quote is text, no underline: the code span the
  // image line leaves open runs on across it, and the image's description
  // with it, so the token after `]()` starts the rendered line.
  describe('a lazy `--` below an image line in a quote', () => {
    liveAfterCoreThenDefangedFlat(['>x\n![`]`z`\n--\nb`]()Amendments<i>`', '>x\n![`]`.`\n--\nb`]()Amendments<i>`'])
  })

  // A line with all the paragraph's quotes but short of the list item in
  // the last of them is lazy: `>--` is text, no underline, and the image
  // line's span runs on across it. (The image line's own containers judge
  // the lines below: its paragraph state comes after its readings.)
  describe('a lazy `>--` below an image line in a list item in a quote', () => {
    liveAfterCoreThenDefangedFlat(['>- ![``a`]\n>--\nb`]()Instruction from @<g>``'])
  })

  // A lazy line is in no paragraph's container, so a kind 7 HTML block
  // opens there: the run below the tag line closes no span the image line
  // opens.
  describe('a kind 7 tag line on a lazy line ends the paragraph', () => {
    liveAfterCoreThenDefangedFlat([
      '- >y\n  > \t>\n![``a`]\nb`]()Work-item context<u>``',
      '>`\n --\n0. ![``a`]\nb`]()Work-item context<g>``'
    ])
  })

  // A footnote definition in a quote: `>--` short of its four columns is
  // lazy text, and `>` alone ends the paragraph (the run below it closes
  // nothing).
  describe('a lazy `>--` below a footnote definition in a quote', () => {
    liveThenDefangedFlat(['[^1]\n>[^1]:![``a`]\n>--\nb`]()Amendments\n>\n``'])
  })

  // The same below a list item: the definition's line opens a quote short
  // of the item, and a paragraph with it (found by mutating this
  // session's bodies).
  describe('a footnote definition in a quote short of a list item above', () => {
    liveThenDefangedFlat(['- >\t[^1]\n>[^1]:![``a`]\n>--\nb`]()Amendments\n>\n``'])
  })

  // cmark-gfm reads a line's columns past its own quote markers: `   > -`
  // and `>    -` underline `>x` (three columns past the quote's content at
  // most), and the image line below starts a paragraph outside the quote,
  // whose unmatched runs the memo masks.
  describe('an underline whose quote marker stands further in', () => {
    liveThenDefangedFlat([
      '>x\n   >\t-\n![``a`]\nb`]()Amendments\n``|a\n-|-',
      '>x\n>    -\n![``a`]\nb`]()Amendments\n``|a\n-|-',
      ' >x\n >    -\n![``a`]\nb`]()Amendments\n``|a\n-|-'
    ])
  })

  // Indented code in a quote ends at a line indented less than four
  // columns past the quote's content (its marker's optional blank not
  // counted), wherever the line's own marker stands: the autolink below
  // holds its backtick, and the image's code span pairs on its own line.
  describe('indented code in a quote, then a marker further in', () => {
    liveThenDefangedFlat([
      '>     *\n   >\t<ps:`>\n![`]`\nb]()Work-item context',
      '>     *\n   > <ps:`>\n![`]`\nb]()Work-item context',
      '>     *\n>    <ps:`>\n![`]`\nb]()Work-item context',
      '>\t    *\n>\t <ps:`>\n![`]`\nb]()Work-item context'
    ])
  })

  // A fence opened in a quote in a list item, on a line four columns into
  // an item open above: the line's quote is past items, so a line with no
  // marker ends the fence, and its runs pair as paragraph text.
  // (Behind a paragraph, `+` alone interrupts nothing: flat only.)
  test('a fence in a quote in an item in an item', () => {
    expectLiveThenDefanged(['+\n    - >```\n\t\t![``a`]\nb`]()Amendments\n\t1. ``'], flat)
  })
})

describe('regressions of the thirty-third session (every mode)', () => {
  // A fence or HTML block on a line indented into a list item opened above
  // is in the item: a line short of it leaves the block, and its runs pair
  // as paragraph text (the fence's own indentation is none of the item's,
  // but the item's columns are).
  describe('a block indented into an empty item above, then a line short of it', () => {
    liveThenDefangedEverywhere([
      '-\n\t```\n![``a`]`<b>`b]()Instruction from @`',
      '- `\n\t```\n![``a`]`\nb`]()Am\u2091ndments\n`',
      '-\n\t<div `\n![``a`]`<b>`b]()Instruction from @`'
    ])
  })
})

describe('fuzz run 58 (every mode)', () => {
  // A table in a quote in a list item: a line whose quote marker stands
  // past the item's blanks (a tab, or as many spaces) is its delimiter row,
  // and the line after, with no marker, starts a paragraph outside the
  // table, whose runs pair on their own (cmark-gfm leaves the run after
  // `b` alone).
  describe('a table in a quote in an item, its delimiter row past a tab', () => {
    liveThenDefangedEverywhere(['- >`\n\t>|-\n![``a`]`b`]()Instruction from @`', '-\t- >`\n      >|-\n![``a`]`b`]()Instruction from @`'])
  })

  // A lazy line heads a table whose delimiter row is in the quote: the
  // table is the quote's, and a line with no marker after it is outside.
  describe('a lazy head row above a delimiter row in a quote', () => {
    liveThenDefangedEverywhere(['>`\n|-\n>|-\n![``a`]`<b>`b]()Instruction from @`\n    <div>'])
  })

  // An empty item interrupts no paragraph in a list item either: `\t-`
  // underlines `--`, the line after it is indented code in the item, and
  // the image line below starts a paragraph of its own.
  // (Behind a paragraph, `2.` interrupts nothing: no budget check.)
  describe('an underline in a list item, then indented code', () => {
    liveThenDefangedInEveryMode(['2.\t--\n\t-\n\t    `\n![``a`]`b`]()Instruction from @`'])
  })

  // A masked run that starts a line's content is masked with no-break
  // spaces: blanks would move what follows (`>`` then `-` as `> -` opens a
  // list item, and no table is read in the quote).
  describe('a run masked at the start of a head row in a quote', () => {
    liveThenDefangedEverywhere(['>`-\n>|-\n![``a`]`<b>`b]()Instruction from @`'])
  })

  // A head row that paragraph text goes on into is no indented code,
  // however indented: its runs pair on their own, as cmark-gfm pairs
  // them in the cell.
  describe('a head row past a tab, below paragraph text', () => {
    liveThenDefangedEverywhere(['`\n\t![``a`]`b`]()Instruction from @`\n-|'])
  })

  // A closing fence stands fewer than four columns in: `\t```` is code,
  // and the fence after it closes the first.
  describe('a fence line past a tab is no closer', () => {
    liveThenDefangedEverywhere(['```\n\t```\n```\n![``a`]`b`]()Instruction from @`', '```\n\t```\n```\n- >`\n  >|-\n![``a`]`b`]()Instruction from @`'])
  })

  // A quote marker past a tab in an ordered item goes on with the quote's
  // paragraph: `\t>|-` is its delimiter row, and the image line is outside
  // the table.
  // A table in a quote whose head row stands past a tab: its rows need the
  // quote's markers only, and a line with none is outside it.
  // The same tables read the body run 57 left as checker placement: the
  // quote's delimiter row past a tab ends the image's paragraph, and the
  // token is quoted where its rendered line starts. (Since the thirty-fifth
  // session the check places that line by the image's `![`, on a quoted
  // source line as written: the body is no longer live raw.)
  describe('a quote in an item past a tab, its table below an image line', () => {
    quietDefangedInEveryMode(['-\t>x\n\t>![\nb]()Amendments\n`|a\n\t>-|-'])
  })

  describe('a head row past a tab in a quote', () => {
    liveThenDefangedEverywhere(['>\t`\n>-|\n![``a`]`<b>`b]()Instruction from @`', '1.\n>\t`\n>|-|\n![``a`]`<b>`b]()Instruction from @`\n>  ```'])
  })

  // Behind paragraph text a list marker alone opens no empty item: it is
  // the head row of the table `|-` makes, whose end the item after it
  // marks; its paragraph's runs pair on their own.
  test('marks alone heading a table below paragraph text (behind the budget)', () => {
    expectDefangedBehindBudget(['*\n|-\n0)\tx\n![``a`]\n`b]()Amendments\n\t>``', '*\n   |-\n    -|\n\t # `\n0)\t2. x\n![``a`]`\n`b]()Amendments\n`\n\t\t>``'])
  })

  // A fence in a list item in a quote: a line whose tab gives the quote
  // marker's optional blank a column, and the item the rest, is in the
  // fence, a `>` after it too; the image line after it is outside.
  describe('a fence line past a tab after a quote marker', () => {
    liveThenDefangedEverywhere([
      '>- ```\n>\t[1]:\n![``a`]`<b>`b]()Amendments\n`',
      '>- ```\n>\t>[1]:\n![``a`]`<b>`b]()Amendments\n`',
      '>- \n\n  > - > ```\n>\t >\t[1]:\n![``a`]`<b>`b]()Amendments\n`'
    ])
  })

  // A piece cut at a blank line inside a fence: its closing line, read
  // alone, would open a fence; the masked readings read past it too, where
  // the image line's runs pair as cmark-gfm pairs them.
  describe('a fence closed after a blank line, then an image line', () => {
    liveThenDefangedInEveryMode(['```\n\n```\n![``a`]`b`]()Instruction from @`', '```\n\n```\n![``a`]\n`b`]()Amendments\n`'])
  })

  describe('a delimiter row past a tab in an ordered item', () => {
    liveThenDefangedEverywhere(['1. >x\n\t>|-\n![``a`]`<b>`b]()Instruction from @`', '1. > x\n  `\n\t> - `\n\t> \t|-\n![``a`]`<b>`b]()Instruction from @`'])
  })
})

describe('fuzz run 58 (flat model)', () => {
  // `[\t]` shows as `[ ]`, which the wrappers skip: the run alone after it
  // opens the span the next line closes.
  describe('a box with a tab before a run alone', () => {
    liveThenDefangedFlat(['- [\t] `\n`![`b]()Work-item context', '- [\t]`\n\t`![`b]()Work-item context', '+ [\t]`\n`![`b]()Work-item context\n-|-'])
  })

  // A quote marker past a tab that reaches the list item's content opens a
  // quote in the item: no delimiter row below the image line, which is
  // paragraph text after the autolink that holds a backtick.
  describe('a quote in an item past a tab, below an image line', () => {
    liveThenDefangedFlat(['*\t<ps:`>\n![`]\nb`]()Amendments\n\t>|-'])
  })

  // The same past a tab on a line of the quote's paragraph: the quote goes
  // on, its text four columns in, and the run on it pairs with the one
  // above.
  describe('a quote in an item goes on past a tab', () => {
    liveThenDefangedFlat(['-\t>`\n\t>     -\n!`\n![`]\nb`]()Amendments'])
  })

  // A quote past a tab in an item opened above: `  --` is a lazy line of
  // its paragraph, text. (Behind a paragraph, `-` interrupts nothing.)
  test('a lazy `--` below a quote past a tab in an item', () => {
    expectLiveThenDefanged(['-\n\t>`\n  --\n!`\n![`]\nb`]()Amendments'], flat)
  })

  // A list item opened in a quote interrupts the quote's paragraph: its
  // definition is no text, and its destination's run pairs with none.
  describe('a definition in a list item in a quote, below paragraph text', () => {
    liveThenDefangedFlat(['>x\n>- [x]:`\n![`]\nb`]()Instruction from @', '>`\n>- [x]:`\n![`]\nb`]()Instruction from @'])
  })

  // A list item opened right after a quote's markers holds the lines
  // below in as many quotes that are indented into it: four columns past
  // its content they are indented code, short of that a paragraph in it.
  describe('a line in a list item opened in a quote above', () => {
    liveAfterCoreThenDefangedFlat([
      '>-\n>     x\n![`]`\nb`]()Amendments<i>`',
      '>  -\n>   \tx\n![`]`\nb`]()Instruction from @<i>`',
      '>>*\n>>  \tx\n![`]`\nb`]()Work-item context<i>`'
    ])
  })

  // Four columns past a quote marker's content (a tab's columns
  // included) nothing starts: the `>` is lazy text of the inner quote's
  // paragraph, and its run pairs with the one above.
  describe('a quote marker four columns past an outer marker', () => {
    liveAfterCoreThenDefangedFlat(['> >`\n>\t  >`\n![`]`\nb`]()Instruction from @<g>`'])
  })

  // A list marker past a quote's markers, short of the footnote
  // definition above in the quote, opens an item there, empty or not: the
  // image line below starts a paragraph of its own.
  describe('an empty item in a quote below a footnote definition', () => {
    liveAfterCoreThenDefangedFlat(['>[^1]:`\n>*\n>![`]`\nb`]()Instruction from @<g>`', '> [^1]:`\n> *\n> ![`]`\nb`]()Instruction from @<g>`'])
  })

  // A code span across lines after link text: the next line's quote
  // marker past the blanks of the list item it reaches is no code either
  // (`-\t>[a` was left open by fuzz run 56).
  describe('a code span across a quote marker past a tab in an item', () => {
    liveThenDefangedFlat(['1.\t>[a\n]()`Instruction from\n\t>@`', '-\t>[a\n]()`Instruction from\n\t>@`'])
  })

  // `>--` is lazy in the list item in the quote: text, no underline.
  describe('a lazy `>--` in a list item in a quote, above an autolink literal', () => {
    liveThenDefangedFlat(['>- x\n>--\nwww.`\n![`]\n`]()Work-item context\u209c\n>|-'])
  })

  // A setext underline below definitions alone makes cmark-gfm take them
  // out of the paragraph, which a table's head row ends later: its runs
  // pair without the definition's.
  test('a definition taken out at an underline, above a table', () => {
    expectLiveThenDefanged(['[^]:`\n-\n![``a`]\nb`]()Amendments\n``|a\n-|-'], flat)
  })
})

describe('regressions of the thirty-third session (flat model)', () => {
  // cmark-gfm 0.29 lists no `source` among its block names (nor does
  // micromark): `<source>` is a tag of kind 7, which interrupts no
  // paragraph, and the image's description runs on past it.
  describe('`<source>` after paragraph text', () => {
    liveThenDefangedFlat(['![`]<source>\nb`]()Instruction from @', '![`]<source>\nb`]()Instruction from @x>\n 0)[x]:'])
  })

  // A fence after a footnote label and a list marker is in the item in
  // the definition: a line short of the item leaves it, and the image line
  // below is paragraph text whose unmatched run the memo masks.
  describe('a fence in a list item after a footnote label', () => {
    liveThenDefangedFlat(['[^1]:1. ```\n![``a`]`<b>`b]()Amendments\n`', '[^1]:1. ```\n    \tx\n![``a`]<b>`b]()Amendments'])
  })

  // `[1]:` with nothing after it takes no destination from a line that
  // starts a block (a quote in the item): it is text, and the backtick of
  // the autolink literal in the quote opens no span.
  describe('a definition label alone above a quote', () => {
    liveThenDefangedFlat(['-\t[1]:\n\t>www.`\n![`]|`\n    \t-|-\nb]()Work-item context'])
  })
})
