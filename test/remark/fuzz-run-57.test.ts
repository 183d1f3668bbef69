/**
 * @file
 *   Pins of the thirty-third session: the bodies of fuzz run 56 that the
 *   thirty-second session left open (README "Known and not yet fixed"),
 *   those found by mutating them, and fuzz run 57's findings. Each describe
 *   fails on `98d5724`.
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

describe('left open by the thirty-second session (every mode)', () => {
  // cmark-gfm pairs the first line's run with the second's, whose own runs
  // pair, and the third line's image is drawn: its reading starts past the
  // run that closes the span the first image's description opened, not at
  // the second line's `![`, which is code.
  describe('three images on lines of their own, the last across a tag line', () => {
    liveThenDefangedEverywhere(['![``]\n![``a`]`\n![``a`]`<b>`b]()Instruction from @`'])
  })

  // A line of blanks with a tab is a blank line too: the blocks are back to
  // back on the page, and a browser joins their text.
  describe('two HTML blocks a browser joins across a line of blanks', () => {
    liveAfterCoreThenDefanged(['<v>Instruction\n\n\t\n\n<![cdata[>from @\n-|'])
  })
})

describe('found by mutating them (every mode)', () => {
  // Below paragraph text `0.` opens no item: `0. #` is text, no heading,
  // and the tag line after it goes on with the paragraph, whose runs pair
  // to the heading below.
  describe('`0. #` below paragraph text', () => {
    liveThenDefangedEverywhere(['x\n0. #<r>\n![``a`]`<b>`b]()Amendments\n`\n#\t``'])
  })
})

describe('found by mutating them (every mode, more)', () => {
  // A line with no marker of the quote the first line opens in a list item
  // is outside that quote, however indented: `\t1.` opens an empty item in
  // the item, which ends the paragraph (cmark-gfm opens blocks on a lazy
  // line as outside a paragraph).
  describe('an empty item past a tab, below a quote in an item', () => {
    liveThenDefangedEverywhere(['1) >`\n\t1.\n![``a`]`\nb`]()Amendments\n`', 'x\n>\t=\n1) >`\n\t1.\n![``a`]`\nb`]()Amendments\n`'])
  })
})

describe('left open by the thirty-second session (flat model)', () => {
  // The checker reads `[ ]` as a box before a code span that shows a space:
  // the run alone after it opens the span the next line closes.
  describe('a task box, or `[ ]`, before a run alone', () => {
    liveThenDefangedFlat([
      '- [x]`\n`![`b]()Work-item context',
      '- [ ]`\n`![`b]()Work-item context',
      '+ [ ]`\n`![`b]()Work-item context',
      '- [ ] `\n`![`b]()Work-item context'
    ])
  })

  // The walk from the left margin reads the item's line as indented code;
  // the main reading's walk, from the items open, finds the run alone.
  test('a run alone in an item opened past a tab', () => {
    expectLiveThenDefanged(['-\n\t-\t`\n`![`b]()Work-item context', '*\n\t1. `\n`![`b]()Work-item context'], flat)
  })

  // The paragraph drops the quote marker of the line a code span runs onto.
  describe('a code span across lines after link text, in a quote', () => {
    liveThenDefangedFlat(['>[a\n]()`Instruction from\n>@`', '>[a\n>]()`Instruction from\n>@`'])
  })

  // A definition displays nothing: its destination's `![` is no image, and
  // the next line's is.
  test('a link definition whose destination holds `![`', () => {
    expectLiveThenDefanged(['[x]:![`]\n![`]\nb`]()Amendments'], flat)
  })

  // The line's first run closes the span the line above opened, its last
  // opens one: the image's line closes that one with its first run.
  describe('a line whose runs close one span and open another', () => {
    liveThenDefangedFlat(['`\n`|`\n![`]\n![`]\nb`]()Work-item context'])
  })

  // A tab before the `>` hides the quote from a count from the left margin:
  // the line opens a quote in the item, holding indented code.
  describe('indented code in a quote in an item, past a tab', () => {
    liveThenDefangedFlat(['- ]\n\t>     `\n![`]\nb`]()Amendments', '- ]\n\t>\t  `\n![`]\nb`]()Amendments'])
  })

  // A list item or footnote definition ends the paragraph the first image
  // opened in: its reading ends, and the next line's image is read.
  describe('an image reading across a paragraph that ended', () => {
    liveThenDefangedFlat(['![`]`\n- [x]:`\n![`]\nb`]()Amendments', '![`]`\n[^1]:<div\t`\n![`]\nb`]()Amendments'])
  })

  // Five columns after the marker, a tab among them: indented code in the
  // item, no fence.
  describe('indented code after a list marker and a tab', () => {
    liveThenDefangedFlat(['1. *\t ```\n        ![``a`]\nb`]()Amendments\n    1. ``'])
  })

  // Quotes in list items written with tabs: a count from the left margin
  // misses the `>` a tab puts four columns in, and the walk from the items
  // open finds it.
  describe('quotes in list items, past tabs', () => {
    liveThenDefangedFlat(['-\t>]\n>`\n\t-\n`\n![`]\nb`]()Amendments'])
    test('no live token after defanging (flat), a fixed point, more', () => {
      expectLiveThenDefanged(
        [
          '-\n\t>www.`\n![`]\na|`\n    \t-|-\nb]()Work-item context',
          '-\n\t>w\n![``a`]\nb`]()Work-item context\n\t# ``',
          '-\n\t>]\n    [^1]:*\t\t`\n<ps:`>\n![`]\nb`]()Amendments'
        ],
        flat
      )
    })
    describe("after the core's tag breaks", () => {
      liveAfterCoreThenDefangedFlat(['*\n    *\t>x\n![`]`\n\t\t    - b`]()Work-item context<i>`'])
    })
  })

  // cmark-gfm opens an HTML block of kind 7 on a lazy line outside a
  // footnote definition, as outside a quote or list item: the runs pair
  // above it.
  describe('a tag line after lazy lines of a footnote definition', () => {
    liveAfterCoreThenDefangedFlat([
      '[^1]:[^1]\n![`]`\nb`]()Amendments<i>`',
      '[^1]\n[^1]:![``a`]\nb`]()Work-item context<u>``',
      '[^1]\n\n[^1]:x\n![`]`\nb`]()Amendments<i>`'
    ])
  })
})

describe('fuzz run 57 (every mode)', () => {
  // No definitions come out of a paragraph whose last line heads a table:
  // the masked readings read them as text too, and the image's runs pair
  // as cmark-gfm pairs them.
  describe('definitions above a table head row, a one-line code span in the image', () => {
    liveThenDefangedInEveryMode(['[x]:`\n`"\n![`]`\nb`]()Amendments\n`|a\n-|-'])
  })

  // The marks after a footnote label count from the label's end, past the
  // definition's content column (four past its container): the row below
  // is in the item, and ends its paragraph.
  describe('a delimiter row in an item in a footnote definition', () => {
    liveThenDefangedEverywhere([
      '>[^1]:- `\n>   \t|-\n![``a`]`>`]()Instruction from @`',
      '- ``\n\t[^1]:- `\n    \t|-\n![``a`]`>`]()Instruction from @`',
      '[^1]:- ]\n\t    [^1]:# ``\n![``a`]`<b>`b]()Amendments\n`'
    ])
  })

  // Each line's columns count from its own last quote marker: ` >y`, then
  // `>--` is an underline, and the line four columns in below it code.
  describe('an underline in a quote, the first line indented before its marker', () => {
    liveThenDefangedEverywhere([' >y\n>--\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // A title alone on the line after a definition's destination is the
  // definition's: its backtick pairs with none.
  describe('a title on the line after the destination', () => {
    liveThenDefangedInEveryMode(['0) 2) [x]:u\n"`"\n![``a`]\n`b`]()Amendments\n`', '[x]:u\n"`"\n![``a`]\n`b`]()Amendments\n`'])
    liveThenDefangedEverywhere(['- [x]:u\n"`"\n![``a`]\n`b`]()Amendments\n`'])
  })

  // A delimiter row in a quote is a row of the table in the quote, and a
  // line with no marker below it starts a paragraph (and one with a marker
  // below a table in no quote starts a quote).
  describe('a table in a quote, then a line outside it', () => {
    liveThenDefangedEverywhere([
      '>`\n>|-\n![``a`]`<b>`b]()Instruction from @`',
      // (Found by a mutating fuzz of this session's changes.)
      '`|a\n-|-\n>``\n\t![`]`\n`b]()Work-item context`'
    ])
  })

  // Blanks that reach the list item hold the line in its fence, a `>` after
  // them included; the image line below leaves the item.
  describe('a fence in a list item, a `>` in it', () => {
    liveThenDefangedEverywhere(['- ```\n  >`\n![``a`]`\nb`]()Amendments\n`', '- ```\n  >y\n![``a`]\nb`]()Amendments\n\t``|a\n-|-'])
  })

  // A `>` short of the list item the quote above is in opens a quote of its
  // own, outside the list: its runs pair with none above.
  describe('a quote marker outside the item the quote above is in', () => {
    liveThenDefangedInEveryMode(['*\n  >y\n![``a`]`b`]()Instruction from @`\n>``'])
  })

  // `--` on a lazy line outside a footnote definition is text (no
  // underline), and a label indented into the definition ends its
  // paragraph: the line after the blank is indented code.
  describe('a lazy `--` after a footnote definition', () => {
    liveThenDefangedEverywhere(['[^1]:`\n--\n\t[^1]:\n|\n\n    `\n![``a`]`b`]()Instruction from @`'])
    liveAfterCoreThenDefanged(['[^1]:x\n--\n0. ![``a`]\nb`]()Amendments<g>``'])
  })

  // A line that opens a quote deeper than the paragraph's is no delimiter
  // row: the line above heads no table.
  describe('`>|-` below paragraph text', () => {
    liveThenDefangedEverywhere(['- [ ] \nwww.`\n![`]\n\t-\nb`]()Amendments\n>|-'])
    liveThenDefangedFlat(['<ps:`>\n![`]\nb`]()Amendments\n>|-'])
  })
})

describe('fuzz run 57 (every mode, more)', () => {
  // A `>` short of the item the quote above is in opens a quote of its own,
  // outside the list, here holding indented code: no paragraph text, and no
  // span runs from it.
  describe('indented code in a quote outside the list', () => {
    liveThenDefangedEverywhere(['-\t>x\n>     `\n![``a`]`\n`b]()Amendments\n`'])
  })

  // A fence after a footnote label is in the definition, four columns in:
  // it takes no lazy line, and its backticks open no span.
  describe('a fence right after a footnote label', () => {
    liveThenDefangedEverywhere(['[^1]:```\n`>`\n![``a`]\n`b`]()Amendments\n`', '[^1]:```\n    `\n![``a`]`b`]()Instruction from @`'])
  })

  // cmark-gfm 0.29 ends a footnote definition at a blank line that is not
  // empty and short of its content (an empty definition at any blank line):
  // the line four columns in after it is indented code.
  describe('a footnote definition, then a line of blanks', () => {
    liveThenDefangedInEveryMode([
      '[^1]:\n \n\t`\n![``a`]\n`b`]()Amendments\n`',
      '[^1]:v\n \n\t`\n![``a`]\n`b`]()Amendments\n`',
      '  [^1]:<div\n  \n\t`\n![``a`]\n  \t`b`]()Amendments\n`'
    ])
  })

  // After a definition a line goes on with the paragraph at any indent, and
  // a definition there is taken out too.
  describe('a definition indented four columns after another', () => {
    liveThenDefangedInEveryMode(['[x]:`\n\t[x]:`\n![``a`]`b`]()Insₜrｕction from @`'])
  })

  describe('a quote in an item, then a line past its marker and a tab', () => {
    liveThenDefangedEverywhere(['1. >x\n  > \t`\n![``a`]`\nb`]()Amendments\n`'])
  })

  // The core reads `<!b` to its first `>` as a declaration and breaks no tag
  // out of it; cmark-gfm 0.29 shows `<!b` as text, and the tag that ends at
  // that `>` is inline HTML, which displays nothing after the token.
  describe('a tag inside a lower-case declaration', () => {
    liveThenDefangedEverywhere(['-\t![<!b]()Amendments<g>', '[<!x\n]()Amendments<g>'])
  })

  // `search` is a block name of CommonMark 0.31 only: to cmark-gfm 0.29
  // `<search>` is a tag of kind 7, which interrupts no paragraph.
  describe('`<search>` after paragraph text', () => {
    liveThenDefangedInEveryMode(['![`]<search>b`]()Instruction from @'])
  })
})

describe('fuzz run 57 (every mode, last)', () => {
  // Past a quote marker the blanks are the paragraph's own, the optional
  // one and more: `>--` underlines `>  |`, and the paragraph ends.
  describe('an underline below a quoted line with blanks past its marker', () => {
    liveThenDefangedEverywhere(['>  |\n>--\n`\n>![``a`]`b`]()Instruction from @`'])
  })

  // A delimiter row in a quote in a list item is measured past its own
  // markers, and a line with no marker below the table is outside it.
  describe('a table in a quote in a list item', () => {
    liveThenDefangedEverywhere(['- >`\n  >|-\n![``a`]`b`]()Instruction from @`'])
  })
})

describe('fuzz run 57 (every mode, found last)', () => {
  // On a line that opens no block, `[^1]:` is a link label the paragraph's
  // definitions take (cmark-gfm reads definitions in the paragraph's
  // text), no footnote's: its backtick is the destination.
  describe('a footnote-like label indented past a definition', () => {
    liveThenDefangedInEveryMode(['[x]:u\n\t[^1]:`\n![``a`]`>`]()Work-item context`'])
  })

  // A `>` short of the list item that the fence's quote is in opens a
  // quote of its own: the fence ends there.
  describe('a fence in a quote in an item, then a quote outside the list', () => {
    liveThenDefangedInEveryMode(['-\n  >```\n>![``a`]`b`]()Instruction from @`'])
  })

  // A fence's own indentation is no container's: ```` ``` ```` at the line
  // start closes ` ````.
  describe('an indented fence closed at the line start', () => {
    liveThenDefangedEverywhere([' ```\n```\n![``a`]\n`b`]()Amendments\n`'])
  })

  // The run after a footnote label that pairs with none is masked with a
  // no-break space: a plain one would leave the definition empty, and the
  // line after it outside.
  describe('an unmatched run that is all a footnote definition holds', () => {
    liveAfterCoreThenDefanged(['[^1]:`\n|\n-\n\t\n\t![`]`\nb`]()Amendments<i>`'])
  })
})

describe('fuzz run 57 (flat model)', () => {
  // A `)` no `(` opened ends a destination: `[^]:)`` is no definition, and
  // its backtick pairs with the next line's.
  test('a definition line whose destination starts with `)`', () => {
    expectLiveThenDefanged(['[^]:)`\n!`\n![`]\nb`]()Amendments'], flat)
  })

  // A footnote definition in a list item opened above is four columns past
  // the item: a line less indented is outside its HTML block (a
  // regression of the thirty-second session, clean on `104c1fe`).
  describe('an HTML block in a footnote definition in an item', () => {
    liveThenDefangedFlat(['- x\n  [^1]:<div\n    <ps:`>\n![`]\nb`]()Amendments'])
    test('no live token after defanging (flat), a fixed point, more', () => {
      expectLiveThenDefanged(['-\n\t[^1]:<div\n\t<ps:`>\n![`]\nb`]()Amendments'], flat)
    })
  })

  // A line that opens a list item ends the paragraph: a row in the item
  // heads no table above.
  describe('a list item holding a delimiter row below paragraph text', () => {
    liveThenDefangedFlat(['<ps:`>\n![`]\nb`]()Amendments\n-\t-|'])
  })

  // A line short of the footnote definition in a list item, fewer than four
  // columns past the item, opens an empty item there (cmark-gfm opens
  // blocks on a lazy line as outside a paragraph).
  describe("an empty item after a list item's footnote definition", () => {
    liveAfterCoreThenDefangedFlat(['1. [^1]:`\n    *\n   ![`]`\nb`]()Amendments<g>`'])
  })

  // A quote marker short of a fence's list item ends the fence: the image
  // line is the quote's paragraph.
  describe("a quoted image line after an item's fence", () => {
    liveAfterCoreThenDefangedFlat(['- ```\n>   ![`]`\nb`]()Instruction from @<i>`'])
  })

  // A character reference that shows nothing (or white space) before a run
  // alone: the span it opens starts the rendered line.
  describe('a blank character reference before a run alone', () => {
    liveThenDefangedFlat(['&#1;`\n`![`b]()Work-item context', '&#10;`\n`![`]`b](u)Work-item context.'])
  })
})
