/**
 * @file
 *   Pins of the thirty-fifth session: fuzz run 59's findings. Each describe
 *   fails on `f1b8a58`, but the regression guards, which fail on `2e54092`
 *   and `8739fae`, intermediate builds of this session.
 */
import {describe, test} from 'vitest'
import {
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveAfterCoreThenDefangedFlat,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

/** The flat model everywhere (each piece falls back). */
const flat = {maxPieceLength: 1}

describe('fuzz run 59 (memo)', () => {
  // A line in fewer quotes that no paragraph goes on into ends the list
  // item a quote line opened right after its marker: `>     y` below is
  // indented code in a new quote, not text in that item, and the image
  // line after it starts a paragraph of its own (a regression of
  // `6ce61f4`).
  describe('a quoted item ends where its quote does', () => {
    liveThenDefangedEverywhere([
      '>*\n*\n>     y\n![``a`]`b`]()Instruction from @`\n>``',
      '>\t-[x]\n>\t-  -\t> [x]:***\n`\n*\n>      >y\n![``a`]`b`]()Instruction from @`\n>``',
      '  >1.\n[^1]:\n    > \t```\n    > \t![`]\n1. >x\n  > \t`\n![``a`]`\nb`]()Amendments\n`'
    ])
  })

  // A `>` past the fence's quotes is its content: ```` >``` ```` closes
  // nothing, and the fence ends at the line after it.
  describe('a fence closer past the fence’s quotes is code', () => {
    liveThenDefangedEverywhere([
      '```\n>```\n```\n![``a`]`b`]()Instruction from @`',
      '> ```\n> > ```\n> ```\n> ![``a`]`b`]()Instruction from @`'
    ])
  })

  // Columns past a quote marker count from its content, past its optional
  // blank (one column of a tab): `>1. ``, then `>\t\t-` is an underline in
  // the item, six columns past the quote's content and three past the
  // item's (a regression of `6ce61f4`).
  describe('an underline in a quoted item past tabs', () => {
    liveThenDefangedEverywhere([
      '>1. `\n>\t\t-\n![``a`]`<b>`b]()Instruction from @`',
      '>1. `\n>       -\n![``a`]`<b>`b]()Instruction from @`'
    ])
  })

  // A quote opened past the blanks of such an item ends the item's
  // paragraph, and marks alone in it hold no text: the image line is no
  // lazy line. A delimiter row there makes a table of the quote's line
  // above.
  describe('a quote opened in a quoted item past its blanks', () => {
    liveThenDefangedEverywhere([
      '>1. `\n>\t\t>\n![``a`]`<b>`b]()Instruction from @`',
      '>1. `\n>\t\t>-\n![``a`]`<b>`b]()Instruction from @`',
      '>1. >`\n>\t\t>|-\n![``a`]`<b>`b]()Instruction from @`',
      '[x]: u "t"\n[x]: <u>\n+ `\n>\t1. > x\n\t  `\n\t> - `\n>\t\t> \t|-\n![``a`]`<b>`b]()Instruction from @`\nx`'
    ])
  })
})

describe('fuzz run 59, later batches (memo)', () => {
  // A setext underline in the quote a list item's first line opens, on a
  // line that goes on in that quote past a tab: the heading's run pairs
  // with none below.
  describe('an underline in a quote opened in a list item', () => {
    liveThenDefangedEverywhere([
      '  1. >`\n    \t>\t-\n![``a`]`>`]()Instruction from @`',
      '-\t>|\n\t>--\n    `\n\t>![``a`]`b`]()Instruction from @`',
      '-\t>|\n\t>--\n    `\n\t>![``a`]`b`]()Instructiₒn from @`'
    ])
  })

  // Code in a quote a list item's first line opens ends at a line fewer
  // than four columns past its own quote marker's content (a tab gives one
  // column to the marker).
  describe('code in a quote opened in a list item ends past a tab', () => {
    liveThenDefangedFlat(['2. >     *\n\t  >\t<ps:`>\n![`]`\nb]()Work-item context'])
  })

  // A list marker that may not interrupt paragraph text above in the same
  // item (`0)`) is text: `<?` after it opens no HTML block.
  describe('a list marker that interrupts nothing, before `<?`', () => {
    liveThenDefangedFlat(['- x\n\t0) 2)\t<?\n![``a`]\nb`]()Amendments\n``|a\n\t-|-', '- x\n  0) <?\n![``a`]\nb`]()Amendments\n``|a\n\t-|-'])
  })

  // A fence opened in a list item a quote line opened right after its
  // marker ends at a line short of the item.
  describe('a fence in a quoted item', () => {
    liveAfterCoreThenDefangedFlat(['>-\n>   ~~~\n>``\n![`]`\nb`]()Amendments<g>`'])
  })
})

describe('fuzz run 59, later batches (the rest)', () => {
  // To cmark-gfm 0.29 definitions are paragraph text, which `<search>`
  // (a tag of kind 7 there) does not interrupt; micromark reads an HTML
  // block: the flat model reads from the definitions.
  describe('`<search>` after definitions', () => {
    liveThenDefangedEverywhere(['[x]: u\n<search>\n![`]\n`b]()Amendments'])
    liveAfterCoreThenDefanged(['[^]:><search>![`]\n`b]()Amendments'])
  })

  // A `]:` that starts no definition reads no title across lines that
  // hides a link's title as cmark-gfm reads it.
  describe('a title after `]:` hides no link', () => {
    liveThenDefangedEverywhere([']:u "\n[](x "\\")Amendments'])
  })

  // An empty list item holds nothing after blank lines that reach its
  // content: the first line short of it ends it (flat model).
  describe('an empty item after blank lines', () => {
    liveThenDefangedFlat(['+\n  \n\n\t>`\n![`]\nb`]()Amendments'])
  })
})

describe('fuzz run 59, third batch', () => {
  // Tables and underlines in quotes opened in list items, and list items
  // opened past a quoted item's blanks, read from each line's own quote
  // content (a tab after `>` gives it one column).
  describe('containers past tabs (memo)', () => {
    liveThenDefangedEverywhere([
      '  1. >`\n    \t>\t|-\n![``a`]`>`]()Instruction from @`',
      '>  - `\n>   \t|-\n![``a`]`>`]()Instruction from @`',
      '>>y\n   >\t- [^1]:\n>|\n>--\n`\n>![``a`]`b`]()Instruction from @`',
      '>1) >`\n>\t\t1.\n![``a`]`b`]()Instruction from @`'
    ])
    // (Behind a paragraph, the empty item would be its text.)
    liveThenDefangedInEveryMode(['-\n\t>|\n\t>--\n  `\n\t>![``a`]`b`]()Instructiₒn from @`'])
  })

  // The output quotes the image line, where the rendered line starts; the
  // check places it there now (by the image's `![`).
  describe('a lazy image line above a table in a quote in an item', () => {
    liveThenDefangedInEveryMode(['0)\n   >`\n   ![\nb]()Work-item context\n`|a\n    >-|-'])
  })

  describe('containers past tabs (memo, read by the flat model)', () => {
    liveThenDefangedFlat([
      ' [^1]:>  2) \t`\n![``a`]\nb`]()Instruction from @\n``|a\n-|-',
      '>\t```\n>]\n![``a`]\nb`]()Amendments\n``|a\n-|-',
      '[^1]\n>[^1]:![``a`]\n>--\nb`]()Amendments\n>     >``'
    ])
    liveAfterCoreThenDefangedFlat(['>\t :\n>\t\t>\n![`]`\nb`]()Work-item context<i>`', '>  x\n>     >\n![`]`\nb`]()Amendments<i>`'])
    test('an item in an item, then an item short of it (flat), a fixed point', () => {
      expectLiveThenDefanged(['-\n   * >x\n![``a`]\nb`]()Amendments\n    1. ``'], flat)
    })
  })
})

describe('fuzz run 59, fourth batch', () => {
  // A lazy head row above a delimiter row in a quote in a list item, or in
  // a quoted item; a list item in a quote opened in an item; a fence in a
  // quoted item and in a quote in one; a fence in a quote ended by a blank
  // line.
  describe('containers in list items (memo)', () => {
    liveThenDefangedEverywhere([
      '  1. >x\n`\n    \t>|-\n![``a`]`<b>`b]()Instruction from @`',
      '>  - ``\n`\n>   \t|-\n![``a`]`>`]()Instruction from @`',
      '>- >```\n>   >[1]:\n![``a`]`<b>`b]()Amendments\n`',
      '>-\n>     `\n>     ```\n![``a`]`b`]()Instruction from @`',
      '>```\n\n >![``a`]`b`]()Instruction from @`'
    ])
    // (Indented code in a quote opened outside the quoted item is no lazy
    // text of its paragraph: the flat model.)
    liveThenDefangedEverywhere(['>1.\t>x\n>\t>      >|-\n![``a`]`<b>`b]()Instruction from @`'])
    // (A fence in a quote in an item above: the quote markers past the
    // item's blanks count.)
    liveThenDefangedInEveryMode(['-\n  >~~~\n    >]\n![``a`]`<b>`b]()Amendments\n`'])
    liveThenDefangedInEveryMode(['-\n\t>|\n\t> -     `\n![``a`]`b`]()Instructiₒn from @`'])
  })

  // A later definition past a tab a list item takes part of is text to
  // cmark-gfm (the rest of the tab is a space before it), and one to
  // micromark: every run the stretch leaves unmatched is masked.
  describe('a definition past a partly taken tab', () => {
    liveThenDefangedInEveryMode([
      '0) 2) [x]:u\n\t[1]:`\n``a`\n![`]()Amendments',
      // (Its label's `:` is masked: micromark pairs the runs after it as
      // cmark-gfm does.)
      '0) 2) [x]:u\n\t[1]:`\n![``a`]\n![``a`]\n`b`]()Amendments\n`'
    ])
  })

  // A delimiter row whose quotes stand outside the quoted item the
  // paragraph's quote is in heads no table.
  describe('a delimiter row outside a quoted item (flat model)', () => {
    liveThenDefangedFlat(['>-\n>\t>-> www.`\n![`]\n`]()Work-item contexₜ\n>>|-', '>-\n>\t>--\n>www.`\n![`]\n`]()Work-item contexₜ\n>>|-'])
  })
})

describe('fuzz run 59, fifth batch', () => {
  // A lazy head row in a quoted item, past a tab; a footnote definition in
  // a quoted item (its column past the item's); a blank line ends the
  // quote and its item; `- --` is a thematic break, no item.
  describe('quoted items (memo)', () => {
    liveThenDefangedEverywhere([
      '>\t- x\n>`\n>   \t|-\n![``a`]`>`]()Instruction from @`',
      '>\t- ``\n>\t\t[^1]:`\n>\t    \t-\n![``a`]`>`]()Instruction from @`',
      '>1.\n\n  > \t`\n![``a`]`\nb`]()Amendments\n`',
      '>- --\n>     `\n![``a`]`b`]()Instruction from @`',
      '>\t- ``\n>\t\t[^1]:`\n>\t    \t|-\n![``a`]`>`]()Instruction from @`'
    ])
  })

  // A definition's destination on a line of its own starts no definition
  // there (`[y]:`, then `[1]:`).
  describe('definitions and spans across lines (flat model)', () => {
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(['[y]:\n[1]:\n![`]\n* ![``a`]\nb`]()Instruction from @'], flat)
    })
    // (And a later definition's destination on the next line is no text:
    // `[y]:v`, `[1]:`, then `` !` ``.)
    test('a later definition’s destination on its own line (flat), a fixed point', () => {
      expectLiveThenDefanged(['[y]:v\n[1]:\n!`\n![``a`]\nb`]()Instruction from @'], flat)
    })
    // (Quote markers past the blanks of an empty item above count for the
    // runs' pairing: `\t>`` and `  >`` are one quote's lines.)
    test('a code span across a quote in an empty item (flat), a fixed point', () => {
      expectLiveThenDefanged(['-\n\t>`\n  >`\n![`]\nb`]()Amendments'], flat)
    })
  })

  // A definition's title on the next line past as many quote markers as
  // its own line has: its backtick pairs with none.
  describe('a title on a quoted line', () => {
    liveThenDefangedEverywhere(['> [x]:u\n>"`"\n![``a`]`b`]()Instruction from @`'])
    liveThenDefangedInEveryMode([
      '>0) 2) [x]:u\n>"`"\n![``a`]`b`]()Instruction from @`',
      // (Past list markers before the quote too, from its `>`'s column.)
      '* >[x]:u\n    >"`"\n![``a` `b`]()Instruction from @`',
      '* >0) 2) [x]:u\n  >"`"\n![``a`]`b`]()Instruction from @`'
    ])
  })

  // Definitions cmark-gfm leaves in a paragraph whose last line heads a
  // table: their labels' `:` are masked, so micromark leaves them too.
  describe('definitions above a head row in an item', () => {
    liveThenDefangedInEveryMode(['- x\n\n  [x]:`\n`"\n![`]`\nb`]()Amendments\n`|a\n    -|-'])
  })
})

// Further quote markers short of a quoted item end it: `>     ```` below
// is code in the quote, no fence in the item. A regression of this
// session's fence-in-a-quoted-item rule, found by mutating its pins: this
// describe fails on `2e54092` (clean on `f1b8a58`).
describe('fuzz run 59, a regression guard', () => {
  describe('quote markers short of a quoted item', () => {
    liveThenDefangedEverywhere(['*\t[x]\n>-\n> >     `\n>     ```\n> \t![``a`]`b`]()Instruction from @`'])
  })

  // A delimiter row whose quote marker stands short of the list item the
  // paragraph's quote is in heads no table there (a regression of this
  // session's tables in such quotes: this describe fails on `8739fae`).
  describe('a delimiter row short of the item a quote is in', () => {
    liveThenDefangedFlat(['- ><ps:`>\n![`]\nb`]()Amendments\n>|-', '-\t><ps:`>\n![`]\nb`]()Instruction from @\n>|-'])
  })
})

describe('fuzz run 59, regressions of the thirty-fourth session (clean on `4fb34f2`)', () => {
  // A line in a quoted list item past a tab: its container marks hold no
  // text (an empty item in the item), and a definition opens there.
  describe('container marks and definitions in a quoted item past a tab', () => {
    liveThenDefangedEverywhere([
      '`\n>\t-\n>\t\t-\n![``a`]`<b>`b]()Instruction from @`',
      '>\t-\n>\t\t[1]:`\n\t-\n![``a`]`>`]()Instruction from @`'
    ])
    liveThenDefangedFlat(['>-\n  > \t>[^1]:*\t\t`\n<ps:`>\n![`]\nb`]()Amendments'])
  })

  // A paragraph in a quoted item is that item's: a list marker in the
  // quote short of it opens a list there; an HTML block opens in it past a
  // tab (flat model, read through the memo).
  describe('paragraphs and HTML blocks in a quoted item', () => {
    liveAfterCoreThenDefangedFlat(['>-\n>\t  `\n>*\n>![`]`\nb`]()Instruction from @<g>`', '>*\n  > \t<div `\n>![`]`\nb`]()Instruction from @<g>`'])
  })
})

describe('fuzz run 59, a code span after link text in a quoted item (flat model)', () => {
  // The line that closes the span is read past the containers open that
  // it goes on in: a list item in a quote among them.
  describe('past a quoted item’s blanks', () => {
    liveThenDefangedFlat(['>-\t>[a\n]()`Instruction from\n>\t\t>@`'])
  })
})

describe('fuzz run 59, last batch', () => {
  // An underline of paragraph text in a quote opens no list item there:
  // `>     `` below is code in the quote.
  describe('an underline in a quote is no item', () => {
    liveThenDefangedEverywhere(['>|\n>-\n>     `\n![``a`]`b`]()Instructℹon from @`'])
  })

  // A table in a quote in an item above, past a tab: its delimiter row
  // reads past the item's blanks as its head row does.
  describe('a table in a quote in an item above, past a tab', () => {
    liveThenDefangedInEveryMode(['-\n\t>`|`\n\t>-|-\n[x]:`\n![``a`]\n`b`]()Amendments\n`'])
  })

  // A quote marker short of the list item above that the paragraph's
  // quote is in opens a quote outside it: no delimiter row (flat model).
  describe('a delimiter row short of an item above', () => {
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(['-\n\t><ps:`>\n![`]\nb`]()Instruction from @\n>|-', '-\n  ><ps:`>\n![`]\nb`]()Amendments\n>|-'], flat)
    })
  })

  // A heading in a quoted list item fewer than four columns past its
  // content holds one line (flat model).
  describe('a heading in a quoted item past a tab', () => {
    liveAfterCoreThenDefangedFlat(['>*\n>\t  # `\n>![`]`\nb`]()Instruction from @<g>`'])
  })
})

describe('fuzz run 59 (memo, read by the flat model)', () => {
  // Indented code in a quoted item ends at a line fewer than four columns
  // past the item's content: the autolink's backtick below is no opener.
  describe('code in a quoted item ends by the item’s column', () => {
    liveThenDefangedFlat(['> -\n>     \t`\n>     see www.x.y/`\n![`]\nb`]()Amendments'])
  })

  // Code takes no lazy line: a line in fewer quotes is outside it, however
  // indented (a tab after its marker gives one column to the marker).
  describe('a line in fewer quotes ends code in a quote', () => {
    liveThenDefangedFlat(['> >     *\n   >\t<ps:`>\n![`]`\n|>  \nb]()Work-item context'])
  })

  // A line blank past its quote markers ends no quoted item but an empty
  // one: `>     z` below is a paragraph in the item, which the tag line
  // after its lazy lines ends.
  describe('a quoted item goes on past a blank line in the quote', () => {
    liveAfterCoreThenDefangedFlat(['>- x\n>\n>     z\n![`]`\nb`]()Amendments<i>`', '>- x\ny\n>\n>     z\n![`]`\nb`]()Amendments<i>`'])
  })
})

describe('fuzz run 59 (flat model)', () => {
  // The quotes a line holds past the blanks of a list item in a quote
  // count for the paragraph there: `>      >|-` is a delimiter row of the
  // inner quote's table, which takes no lazy line.
  describe('a table in a quote in a quoted item, past its blanks', () => {
    liveThenDefangedEverywhere([
      '>1. >x\n>      >|-\n![``a`]`<b>`b]()Instruction from @`',
      '>1. >x\n>\t\t>|-\n![``a`]`<b>`b]()Instruction from @`',
      '>- >x\n>     >|-\n![``a`]`<b>`b]()Instruction from @`'
    ])
  })

  // Any run of blanks in brackets shows as a task box's `[ ]`.
  describe('blanks in brackets before a run alone', () => {
    liveThenDefangedFlat(['- [  ] `\n`![`b]()Work-item context', '- [ \t ] `\n`![`b]()Work-item context'])
  })
})
