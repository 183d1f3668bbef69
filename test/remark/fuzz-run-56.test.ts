/**
 * @file
 *   Pins of the thirty-second session: the default-mode bodies the
 *   thirty-first session left open (a link label that starts with `^`, link
 *   definitions above a table's head row, a definition after a task box
 *   above a one-line image), and fuzz run 56's findings. Each describe
 *   fails on `104c1fe`.
 */
import {describe, test} from 'vitest'
import {
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedFlat,
  liveThenDefangedInEveryMode
} from '../support/rendered.js'

describe('left open by the thirty-first session (every mode)', () => {
  // `[^]:` and `[^ x]:` are no footnote labels (cmark-gfm wants one
  // character or more, no white space): they are link labels, and the
  // backtick after them the definition's destination, not a run that pairs
  // with the image's.
  describe('a link label that starts with `^`', () => {
    liveThenDefangedInEveryMode([
      '[^]:`\n![``a`]`\n`b]()Amendments\n`',
      '[^ x]:`\n![``a`]`\n`b]()Amendments\n`',
      '[^]:\n`\n![``a`]`\n`b]()Amendments\n`'
    ])
  })

  // cmark-gfm 0.29 takes no link definitions out of a paragraph whose last
  // line heads a table: `[x]:`` is text, its backtick pairs with the next
  // line's, and the image below closes.
  describe('link definitions above a table head row', () => {
    liveThenDefangedInEveryMode(['[x]:`\n`"\n![`]\nb`]()Amendments\n`|a\n-|-'])
  })

  // GitHub takes the box off first: `[x]:`` is a definition, and past it
  // cmark-gfm pairs the image line's runs as its memo of runs has them.
  describe('a definition after a task box above a one-line image', () => {
    liveThenDefangedEverywhere([
      '- [ ] [x]:`\n![``a`]`b`]()Instruction from @`',
      '* [x] [y]:`\n  ![``a`]`b`]()Instruction from @`'
    ])
  })
})

describe('found by mutating them (every mode)', () => {
  // A setext underline needs no indent of its own: blanks before the first
  // line of a paragraph in no container are the paragraph's (` |`, `--` is
  // a heading, and the line four columns in below it is code).
  describe('an underline less indented than its paragraph', () => {
    liveThenDefangedInEveryMode([
      ' |\n--\n    `\n![``a`]`b`]()Instruction from @`',
      '  |\n==\n    `\n![``a`]`b`]()Instruction from @`',
      '  \t- [^1]:\n |\n--\n    `\n![``a`]`b`]()Instruction from @`'
    ])
  })
})

describe('fuzz run 56 (every mode)', () => {
  // GitHub's task list takes a box off before the item is read: an item
  // whose first line holds a box alone holds nothing, so the lines after it
  // are outside it (no heading in the item: a link in a paragraph after
  // the list; a table, then indented code).
  describe('a task box alone on an item\'s first line', () => {
    liveThenDefangedInEveryMode([
      '- [ ] \n[\n\t-\n]()Amendments',
      '- [ ] \n\t|-\n  [`\n`]()Amendments<g>',
      '- [ ] \na\n-|\n\t.`\n![`]\n\t-\nb`]()Amendmeₙts'
    ])
  })

  // The item is empty: it ends at a blank line, and a line four columns in
  // after it is indented code (fuzz run 55, open then).
  describe('a task box alone, then a blank line', () => {
    liveThenDefangedEverywhere(['- [ ] \n\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // With no blank after it, `[ ]` is no box: text, the head row of a table
  // in the item (which takes no lazy line).
  describe('`- [ ]` alone is no task box', () => {
    liveThenDefangedEverywhere(['`\n- [ ]\n  |-\n![``a`]`<b>`b]()Instruction from @`', '`\n- [ ]\n\t|-\n![``a`]`<b>`b]()Instruction from @`'])
  })

  // A footnote definition's content is four columns past the container it
  // is in, not past its label: ` [^1]:~`, then `2. x` is outside it, where
  // any list item opens, and the image lines are in the item.
  describe('an indented footnote label', () => {
    liveThenDefangedEverywhere([' [^1]:~\n2. x\n![``a`]`\n`b]()Amendments\n`\n\t>``'])
  })

  // A quote's optional space is no indent an underline needs: `>--` is in
  // the quote of `> |`, a heading, and the line four columns in below it
  // is code.
  describe('an underline in a quote, with no space after its marker', () => {
    liveThenDefangedInEveryMode(['> |\n>--\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // Past a task box, `[^1]:` is a link definition (the box is taken off
  // after the line's blocks are read: no footnote definition opens); a run
  // may pair with one below the range micromark hands over; and the lines
  // below such a text are read otherwise too (`\t-` is paragraph text, no
  // underline, and no table starts).
  describe('definitions after a task box', () => {
    liveThenDefangedEverywhere(['- [ ] [^1]:.`\n![``a`]\nb`]()Amendments'])
    liveThenDefangedInEveryMode(['- [ ] [x]:`\n\t-\na||\n-|-\n[]()`\n`![`b]()Work-item context'])
    liveAfterCoreThenDefanged(['- [ ] [x]:`\n![`]`\nb`]()Amendments<i>`'])
  })

  // A tag line (an HTML block of kind 7, which interrupts no paragraph)
  // after paragraph text, then a delimiter row: cmark-gfm's table takes the
  // tag line as its head row, and the lines after it are its rows (or a
  // list after it), where micromark reads one HTML block to a blank line.
  describe('a tag line heading a table', () => {
    liveThenDefangedEverywhere(['x\n<v>\n-|\n`\n![``a`]`b`]()Instruction from @`'])
    liveThenDefangedInEveryMode([')<i t="">-|\n- ![`]\nb`]()Amendments<i>'])
    liveAfterCoreThenDefanged(['|<v>-|\n`\n![``a`]`b`]()Instruction from @`'])
  })
})

describe('found by mutating them (every mode, more)', () => {
  // A heading in an item takes no lazy line: `|` below it is outside the
  // item, and `--` under it an underline.
  describe('a heading in an item, then an underlined line', () => {
    liveThenDefangedEverywhere(['- #\tx\n|\n--\n    `\n![``a`]`b`]()Instruction from @`', '- # x\n|\n--\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // A list item that interrupts a paragraph opens an empty item, or one
  // from 2, in it on GitHub: micromark reads its marker as the item's text,
  // which the lines after go on with (into a heading, above).
  describe('an item holding an empty item, below paragraph text', () => {
    liveThenDefangedInEveryMode([
      'x\n- -\n`\n    -\n`\n![`]()Amendments',
      'x\n  - -\nx`\n    --\n!`\n![`]\nb`]()Amendments',
      'x\n- 2.\n`\n    -\n`\n![`]()Amendments'
    ])
  })

  // A quote in a list item goes on at a `>` indented into the item, a tab
  // after it (`*   >x`, then `    >\t  ` and text: no indented code).
  describe('a quote in an item, a tab after its marker', () => {
    liveAfterCoreThenDefanged([
      '*\t>x\n![`]`\n\t>\t  `]()Amendments<i>`',
      '*   >x\n![`]`\n    >\t  `]()Amendments<i>`',
      '*\t>x\n![`]`\n--\n\t>\t    - b`]()Amendments<i>`'
    ])
  })
})

describe('fuzz run 56 (more)', () => {
  // Definitions are the first lines of cmark-gfm's paragraph: a line after
  // them indented four columns is paragraph text, no code (micromark's
  // capital `WWW.` link diverges, and the flat model reads from the
  // definitions).
  describe('a divergent text read from the definitions above it', () => {
    liveThenDefangedInEveryMode(['[x]:u\n    WWW.`\n!`\n![`]\nb`]()Amendments'])
  })

  // An underline (or `-` alone) under definitions alone is paragraph text
  // in cmark-gfm 0.29, which a tag line goes on (the tag's backtick is no
  // run).
  describe('an underline under definitions alone', () => {
    liveAfterCoreThenDefanged([']\n>0)\n[r]:u\n-<i t="`">![`]\n`b]()Amendments'])
    test('no live token after defanging (flat), a fixed point: the underline alone', () => {
      expectLiveThenDefanged(['[r]:u\n-\n<i t="`">\n![`]\n`b]()Amendments'], {maxPieceLength: 1})
    })
  })

  // Past an empty item (or a box alone), a line indented into it is a
  // paragraph in it whose own blanks go past the item's content column: a
  // delimiter row below a lazy head row needs only the item's.
  describe('a paragraph in an empty item, a table below it', () => {
    liveThenDefangedFlat(['- [x] \n\tx\n![``a`]\nb`]()Amendments\n``|a\n  -|-', '-\n\tx\n![``a`]\nb`]()Amendments\n``|a\n  -|-'])
  })

  // A line four columns past the items it reaches opens nothing below
  // paragraph text (indented code interrupts none): `\t-` under `*    x`
  // is lazy text, and the item goes on past the blank line.
  describe('a lazy line four columns in closes no item', () => {
    liveThenDefangedEverywhere([
      '*    x\n\t-\n\n     WWW.`\n!`\n![`]\nb`]()Amendments',
      '*    x\n\t-\n\n     y`\n!`\n![`]\nb`]()Amendments',
      '*    x\n\t#\n\n     WWW.`\n!`\n![`]\nb`]()Amendments'
    ])
  })

  // Outside the footnote definition its first line opens, any list item
  // opens (its paragraph is not where the line's containers end): `0.`.
  describe('an item from 0 below a footnote definition', () => {
    liveThenDefangedEverywhere(['[^1]:]\n0.\t\t`\n![``a`]\n`b`]()Amendments\n`'])
    // (And an HTML block in an indented one: `  [^1]:<div`, then `\t`` is
    // in the block, four columns in. A regression pin of this session.)
    liveThenDefangedEverywhere(['```\n```\n  [^1]:<div\n\t`\n![``a`]\n`b`]()Amendments\n`', '  [^1]:<div\n\t`\n![``a`]\n`b`]()Amendments\n`'])
  })

  // A fence in a quote in a list item goes on at a line that spells the
  // quote's marker first (`  > `), or past blanks a tab gives the item
  // (`\t >`): `[1]:` is code in it, no definition whose destination is the
  // image line.
  describe('a fence in a quote in an item', () => {
    liveThenDefangedEverywhere(['- > ```\n\t >\t[1]:\n![``a`]`<b>`b]()Amendments\n`', '- > ```\n  > [1]:\n![``a`]`<b>`b]()Amendments\n`'])
  })
})

describe('fuzz run 56 (regressions of the thirty-first session, each clean on `20d66b8`)', () => {
  // cmark-gfm 0.29 takes a box off only past the line's first mark, a list
  // marker, and only with a blank after it: `- [ ]` alone, `>[ ]` and
  // `- - [ ] ` hold text, which lazy lines go on with.
  describe('what is no task box', () => {
    liveAfterCoreThenDefanged(['- [ ]\n![`]`\nb`]()Amendments<i>`', '- - [ ] \n![`]`\nb`]()Amendments<i>`', '>[ ]\n![`]`\nb`]()Amendments<i>`'])
    liveThenDefangedEverywhere(['`\n- [ ]\n![``a`]\n-|\n`b`]()Amendments\n`'])
  })

  // A task box alone leaves its item empty: the lines after it are a
  // paragraph outside, whose code span runs across `\t-` (no underline).
  describe('an empty task item, then a code span across lines', () => {
    liveThenDefangedInEveryMode(['- [ ] \n`\n\t-\n`\n![`]()Amendments'])
  })

  // `--` under nothing is paragraph text, which `-` underlines.
  describe('an underline of an underline-like line', () => {
    liveThenDefangedInEveryMode(['--\n-\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // Past footnote labels and the item after them, a delimiter row is
  // indented to the item's content (`[^1]:- ``, then `    \t|-`).
  describe('a table in an item in a footnote definition', () => {
    liveThenDefangedEverywhere(['[^1]:- `\n    \t|-\n![``a`]`>`]()Instruction from @`'])
  })
})

describe('fuzz run 56 (default mode, end of the session)', () => {
  // Definitions are the first lines of cmark-gfm's paragraph: `01.` on the
  // line after them interrupts it (its number is 1), where micromark reads
  // the line as the paragraph's first, and paragraph text.
  describe('`01.` right after a definition', () => {
    liveThenDefangedInEveryMode(['  -  [x]:[\n\t\t01.     `\n![`]()Amendments', '[x]:u\n01.     `\n![`]()Amendments'])
  })

  // An ordered item from 0 cannot interrupt a paragraph in its quotes: `0.
  // >`` is text, no quote, and its backtick closes the span opened above.
  describe('`0. >` below paragraph text', () => {
    liveThenDefangedEverywhere(['`\n0. >`\n![``a`]\n`b`]()Amendments\n`', '`\n2. >`\n![a`]\n`b]()Amendments\n'])
  })

  // A quote in a list item goes on at `  >` or `\t>` (indented into the
  // item): its paragraph's runs pair across the lines (`- >``, then
  // `\t>``), and the image below is lazy text of it.
  describe('a quote in an item going on at an indented marker', () => {
    liveThenDefangedInEveryMode(['- >`\n\t>`\n![`]`\nb`]()Amendments\n<g>\n`', '- >`\n  >`\n![`]`\nb`]()Amendments\n<g>\n`'])
    liveAfterCoreThenDefanged(['1. >`\n\t>`\n![`]`\nb`]()Amendments<g>`'])
  })
})
