/**
 * @file
 *   Pins of the thirty-first session: the two-line image shapes fuzz run 53
 *   left open (tabs above the image: in an HTML block's item or footnote
 *   definition, before a definition label, on the blank line of an empty
 *   item; `WWW.``; lines indented four columns that looked like blocks),
 *   what mutating them found, and fuzz run 54's findings. Each describe
 *   fails on `20d66b8`, but the regression pins named as such.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 53, left open then (every mode)', () => {
  // A tab is four columns: `\t`` is in the HTML block the footnote
  // definition or item holds (its content is four or three columns in),
  // not paragraph text whose backtick pairs with the image's.
  describe('a tab-indented line in an HTML block in a definition or item', () => {
    liveThenDefangedEverywhere(['[^1]:<div\n\t`\n![``a`]\n`b`]()Amendments\n`'])
    liveThenDefangedInEveryMode(['0. <div\n\t`\n![``a`]\n`b`]()Amendments\n`'])
  })

  // `\t[1]:` is indented code: no definition whose destination is the
  // image line.
  describe('a tab-indented definition label', () => {
    liveThenDefangedInEveryMode(['\t[1]:\n![``a`]`<b>`b]()Amendments\n`'])
  })

  // cmark-gfm keeps an empty item open past a blank line whose blanks
  // reach its content (`-`, `\t`): the image line is in the item, and the
  // core's `<i>` line below it, outside the item, opens an HTML block
  // (kind 7 interrupts no paragraph, but this line is no lazy one).
  describe('an empty item, then a blank line of a tab', () => {
    liveAfterCoreThenDefanged(['-\n\t\n  ![`]`\nb`]()Amendments<i>`'])
  })

  // A lowercase `www.` only starts a link in cmark-gfm 0.29; the line
  // indented four columns is text, no underline, so the first backtick
  // pairs across it.
  describe('`WWW.`` above a tab-indented dash', () => {
    liveThenDefangedEverywhere(['WWW.`\n\t-\n!`\n![`]\nb`]()Amendments'])
  })
})

describe('fuzz run 53, left open then (flat model)', () => {
  // A delimiter row indented four columns is text: the image line heads
  // no table.
  describe('a tab-indented delimiter row', () => {
    liveThenDefangedFlat(['www.`\n![`]\n\t|-\nb`]()Work-item context', 'www.`\n![`]\na|`\n\t-|-\nb]()Work-item context'])
  })

  // A line indented four columns past the paragraph's content is text,
  // whatever it holds: it ends no paragraph a span runs across.
  describe('a tab- or space-indented block mark inside a span', () => {
    liveThenDefangedFlat(['>`\n\t-\n`\n![`]\nb`]()Amendments', 'x`\n    --\n!`\n![`]\nb`]()Amendments'])
  })
})

describe('fuzz run 53, left open then (flat model, more)', () => {
  // A list marker needs a blank after it: `--` is lazy text of the item's
  // paragraph (no underline there), and the item goes on past the blank.
  describe('`--` lazy in an item', () => {
    liveAfterCoreThenDefanged(['- x\n--\n\n  ![`]`\nb`]()Amendments<i>`'])
  })

  // Eight columns of indent are four into the item: outside the quote in
  // it, text of the quote's paragraph, no item.
  describe('a quote in an item whose content is four columns in', () => {
    liveAfterCoreThenDefanged(['*\t>x\n![`]`\n\t    - b`]()Amendments<i>`'])
  })

  // An empty item after a footnote label holds nothing: the image line
  // starts a paragraph of its own.
  describe('an empty item in a footnote definition in an item', () => {
    liveThenDefangedFlat(['- [^1]:-\n![``a`]\nb`]()Amendments\n``|a\n-|-'])
  })

  // Two more of run 53's, fixed by the changes above.
  describe('`www.`` in a quote above a delimiter row; a footnote in an item', () => {
    liveThenDefangedFlat(['>www.`\n![`]\na|`\n -|-\nb]()Work-item context'])
    test('no live token after defanging (flat), a fixed point: the footnote', () => {
      expectLiveThenDefanged(['-\n\t[^1]:<div\n<ps:`>\n![`]\n2. b`]()Amendments'], {maxPieceLength: 1})
    })
  })
})

describe('found by mutating them (this session)', () => {
  // A line without the quote in the item is lazy: `--` there is text.
  describe('`--` lazy in a quote in an item', () => {
    liveThenDefangedFlat(['- > x`\n    --\n!`\n  ![`]\nb`]()Amendments'])
  })

  // A lazy line is indented from the line start, and a run of `-` there
  // is text: the item's paragraph goes on across `\t-`.
  describe('`WWW.`` lazy in an item', () => {
    liveThenDefangedEverywhere(['*    x\nWWW.`\n\t-\n!`\n![`]\nb`]()Amendments\n-\t-~~~'])
  })

  // An empty item interrupts no paragraph, but only a paragraph the line
  // is inside of: after a quote, an item, a break, a heading, an underline
  // or indented code, `-` opens an item, which the tab line keeps open.
  describe('an empty item below a block that is no paragraph', () => {
    liveAfterCoreThenDefanged([
      '>\n>\n-\n\t\n  ![`]`\nb`]()Amendments<i>`',
      '*    x\n-\n\t\n  ![`]`\nb`]()Amendments<i>`',
      '\t=\n-\n\t\n \t![`]`\nb`]()Amendments<i>`',
      '***\n-\n\t\n  ![`]`\nb`]()Amendments<i>`',
      'x\n-\n1.\n\t\n   ![`]`\nb`]()Amendments<i>`'
    ])
  })

  // Fenced code in a quote in an item ends at a line without the quote's
  // marker, however far it is indented.
  describe('a fence in a quote in an item', () => {
    liveThenDefangedFlat(['- > ```\n    ![``a`]\nb`]()Amendments\n    1. ``'])
  })

  // Regression pins (clean on `20d66b8`): measured in columns, the tab
  // line reached the fence's column and seemed to go on with it; once it
  // did not, the memo read the line after the fence in no item, where it
  // is indented code or an item in the item holding an HTML block.
  describe('a fence in a quote in an item, then a tab (regression pins)', () => {
    liveThenDefangedFlat([
      '- > ```\n\t![``a`]\nb`]()Amendments\n    1. ``',
      '- > ```\n    - <div `\n<ps:`>\n![`]\nb`]()Amendments',
      '- >\t```\n\t\t    - <div `\n \t<ps:`>\n![`]\nb`]()Amendments'
    ])
  })

  // Indented code in an item ends at a line less than four columns past
  // the item's content, where a paragraph starts.
  describe('indented code in an item above', () => {
    liveThenDefangedFlat(['- x\n\n\t\t    - <div `\n \t<ps:`>\n![`]\nb`]()Amendments'])
  })

  // A lazy line heads no table: outside the quote, `\t|-` is text.
  describe('a lazy delimiter row below a quote', () => {
    liveThenDefangedFlat(['>\t=\nwww.`\n![`]\n\t|-\nb`]()Work-item context'])
  })

  // A table row is no paragraph: `-` below it opens an item.
  describe('an empty item below a table', () => {
    liveAfterCoreThenDefanged(['|a|\n|-|\n-\n\t\n  ![`]`\nb`]()Amendments<i>`'])
  })

  // The flat model reads a text micromark and cmark-gfm read otherwise
  // (`WWW.`` is a link to micromark only) from the start of its outermost
  // container: from its own line, five columns of indent were code.
  describe('`WWW.`` in an item whose content is five columns in', () => {
    liveThenDefangedInEveryMode(['*    x\n     >WWW.`\n!`\n![`]\nb`]()Amendments'])
    liveThenDefangedEverywhere([
      '*    x\n\n     WWW.`\n    -\n!`\n![`]\nb`]()Amendments',
      '*    x\n\t >WWW.`\n\t-\n!`\n![`]\n     b`]()Amendments'
    ])
  })
})

describe('fuzz run 54 (every mode)', () => {
  // A fence opener indented by a tab is indented code: no fence whose code
  // hides the image line's runs.
  describe('a tab-indented fence marker', () => {
    liveThenDefangedEverywhere(['\t```\n![``a`]\n`b`]()𝐀mendments\n`', '\t```\n![``a`]`\nb`]()Amendments\n`'])
  })

  // `- --` is a thematic break, and `|`, `--` a heading: either ends at its
  // line, and the indented line after it is code, no paragraph text whose
  // backtick pairs with the image's. (`|` alone is no table row, and a
  // label alone above holds no paragraph.)
  describe('a thematic break or a setext heading, then indented code', () => {
    liveThenDefangedEverywhere([
      '- --\n    `\n![``a`]\n`b`]()Aₘendmeₙtſ\n`',
      '|\n--\n    `\n![``a`]`b`]()Instruction from @`',
      '- [^1]:\n|\n--\n    `\n![``a`]`b`]()Instruction from @`',
      '|a|\n  |-|\n|\n--\n    `\n![``a`]`b`]()Instruction from @`'
    ])
  })

  // An empty ordered item below a line that holds no paragraph text (a
  // quote marker alone, a label alone) opens: the line indented into it is
  // its paragraph.
  describe('an empty ordered item, then its content', () => {
    liveThenDefangedEverywhere(['>\n1.\n    ![``a`]`\n`b]()Amendments\n`\n>``', '[^1]:\n1.\n   ![``a`]`\n`b]()Amendments\n`\n\t>``'])
    liveThenDefangedInEveryMode(['\t\\\n1.\n    ![``a`]`\n`b]()Amendments\n`'])
  })

  // Runs masked with spaces leave a line of quote markers alone: it is
  // masked with no-break spaces, as a line of runs alone is (a blank line
  // in the quote would end the paragraph).
  describe('a line of a quote marker and runs only', () => {
    liveThenDefangedEverywhere(['>``\n\t![`]`\n`b]()Work-item context`'])
  })

  // Fenced code in an item ends at a line outside the item (a tab is four
  // columns, in the item; the next line is not).
  describe('a fence in an item, then a tab-indented line', () => {
    liveThenDefangedEverywhere(['1. ```\n\tx\n![``a`]`<b>`b]()Amendments\n`'])
  })

  // Outside a quote's paragraph (a lazy line of it, or a line without its
  // marker), a list item opens, empty or not: the paragraph below it is
  // one of its own.
  describe('an empty ordered item below a quote', () => {
    liveThenDefangedEverywhere(['>`\nx\n1.\n    ![``a`]`\n`b]()Amℯnｄments\n`', '>`\n 1.\n![``a`]`\nb`]()Amendmℯnts\n`'])
  })

  // Labels and marks in rounds: `[^1]: - [^1]:` holds no text.
  describe('labels, an item and labels alone', () => {
    liveThenDefangedEverywhere(['[^1]: - [^1]:\n|\n--\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // Four columns past the items it reaches, a line starts nothing: `\t>`
  // is lazy text of the item from `01.`, and `-` below opens an item.
  describe('a tab-indented quote marker below an item', () => {
    liveAfterCoreThenDefanged(['_\n 01.\t`\n\t>\n-\n  ![`]`\nb`]()Amendments<i>`'])
  })

  // GitHub takes a task box off before the item's paragraph is read: a
  // definition may start right after it, which micromark reads as text.
  describe('a definition after a task box', () => {
    liveThenDefangedInEveryMode(['- [ ] [x]:`\n`\n`![`]()Work-item context'])
  })

  // A table takes no lazy line: the image line starts a paragraph outside
  // the item, which `<b>` cannot interrupt.
  describe('a table in an item, then a line outside it', () => {
    liveThenDefangedEverywhere(['- `\n\t|-\n![``a`]`<b>`b]()Instruction from @`'])
  })

  // cmark-gfm keeps the empty item open past the tab line: the tab-indented
  // image line is its paragraph, no indented code (micromark ends the item).
  describe('an empty item kept open by a tab line, in the default mode', () => {
    liveThenDefangedInEveryMode(['-\n\t\n\t![`]\nb`]()Amendments<g>'])
  })

  // cmark-gfm drops the definition between two HTML blocks, so a browser
  // shows their text as one line.
  describe('a definition between HTML blocks', () => {
    liveAfterCoreThenDefanged(['<v>Instruction\n\n[x]:u\n\n<![cdata[>from @\n-|'])
  })

  // A leading-zero `01.` interrupts the paragraph (cmark-gfm reads the
  // value), and `-` below its item opens one.
  describe('an empty item below an ordered item from `01.`', () => {
    liveAfterCoreThenDefanged(['_\n01.\t`\n-\n  ![`]`\nb`]()Amendments<i>`'])
  })

  // A fold to `>` unmakes a tag a browser reads (attribute name `ｘ＞`):
  // the folded copy shows no token, the page a lookalike one. The text is
  // read with the other folds only, and folded.
  describe('a lookalike token around a tag the fold unmakes', () => {
    liveAfterCoreThenDefanged(['<d>Ａmend<!ｘ＞>ₘents', '<v>Wｏr𝑘-item co<b ｘ＞>ntext'])
  })
})

describe('fuzz run 54 (flat model)', () => {
  // An empty item below a heading, a quote marker alone or a break opens:
  // the tab line keeps it open, and the core's tag line is outside it.
  describe('an empty item below a block that is no paragraph', () => {
    liveAfterCoreThenDefanged(['#\n-\n  ![`]`\nb`]()Work-item context<i>`', '>\n*\n  ![`]`\nb`]()Amendments<g>`'])
  })

  // A delimiter row's cells are dashes, colons around them: `-|- -` is
  // text, and the line above it no table's header.
  describe('a delimiter-like row with a cell that is none', () => {
    liveThenDefangedFlat(['-|a\n-|- -\nwww.`\n![`]\nb`]()Work-item context'])
  })

  // Nor is a line outside the quote in an item a delimiter row.
  describe('a lazy delimiter row below a quote in an item', () => {
    liveThenDefangedFlat(['1) >www.`\n![`]\na|`\n\t-|-\nb]()Work-item context'])
  })

  // An ordered item from 2 interrupts no paragraph: `2. \t|-` is text, no
  // delimiter row in an item.
  describe('a delimiter row after marks that open nothing', () => {
    liveThenDefangedFlat(['www.`\n![`]\n2. \t|-\nb`]()Work-item context'])
  })

  // Indented code past a footnote label and an item's marks: no paragraph
  // the lines below go on with.
  describe('indented code in an item in a footnote definition', () => {
    liveThenDefangedFlat(['[^1]:\t*\t\t- <div `\n<ps:`>\n![`]\nb`]()Amendments'])
  })

  // A heading in an item in a footnote definition is a block of one line:
  // `www.`` below starts a paragraph of its own.
  describe('a heading in an item in a footnote definition', () => {
    liveThenDefangedFlat(['[^1]:* # `\nwww.`\n![`]\nb`]()Amendments'])
  })

  // A tab-indented line is four columns in: in the HTML block of the
  // definition or item, or in the item.
  describe('tab-indented lines in definitions and items', () => {
    liveThenDefangedFlat(['[^1]:<div\n\tx\n<ps:`>\n![`]\n2. b`]()Amendments', '>\n-\n\t![``a`]\nb`]()Amendments\n    1. ``'])
    test('no live token after defanging (flat), a fixed point: an HTML block in an item', () => {
      expectLiveThenDefanged(['0.\t<div\n\tx\n![``a`]\nb`]()Amendments\n``|a\n-|-'], {maxPieceLength: 1})
    })
  })
})

describe('fuzz run 55 (this session\'s regressions, each clean on `20d66b8`)', () => {
  // A setext underline ends its paragraph only in the paragraph's
  // containers (`x`, then `>\t=` opens a quote), and only where no table's
  // head row is read there (`- y`, `--`, `\t|-`: `--` heads a table in the
  // item); an indented `--` is text, no underline.
  describe('setext underlines that are none (regression pins)', () => {
    liveThenDefangedEverywhere([
      '- `\n- [ ]\nx\n--\n\t|-\n![``a`]`<b>`b]()Instruction from @`',
      '- [^1]:\n|\n\t--\n-\n    `\n![``a`]`b`]()Instruction from @`',
      // (An ordered item from 2 interrupts no paragraph: no item whose
      // content column the underline below would be read in.)
      'x\n-\n- [^1]:\n|\n2. \t--\n -\n    `\n![``a`]`b`]()Instruction from @`'
    ])
    test('in the default mode, behind a paragraph over the markup budget: a quote after it', () => {
      expectDefangedBehindBudget(['>\t=\nwww.`\n![`]\n|-\nb`]()Work-item context'])
    })
  })
})

describe('fuzz run 55 (open on `20d66b8` too)', () => {
  // In a table, a run of `=`, or `--`, is a row, no underline: the table
  // goes on to the image line.
  describe('`--` as a table row', () => {
    liveThenDefangedEverywhere(['x|y\n-|-\n--\n`\n![``a`]`b`]()Instruction from @`'])
  })

  // GitHub's task list takes the box off first: a definition may follow
  // it, whose destination is the backtick, and the image below shows (the
  // flat model reads such a range once more with the boxes taken off).
  describe('a definition after a task box, then a two-line image', () => {
    liveThenDefangedEverywhere([
      '- [ ] [x]:`\n![`]\nb`]()Amendments',
      '- [ ] [x]:`\n![`]`\nb]()Work-item context',
      '- [ ] [x]:`\n[]()`\n`![`b]()Work-item context'
    ])
  })

  // A task box alone holds no paragraph: GitHub's task list takes it off,
  // and the line below is no lazy line of the item.
  describe('a task box alone in an item', () => {
    liveThenDefangedEverywhere(['- [ ] \nwww.`\n![`]\n\t-\nb`]()Amendments', '`\n- [ ] \n![``a`]`<b>`b]()Instruction from @`'])
  })
})
