import {isAsciiAlpha} from 'steer-envelope'
import {containerMarkersEnd, indentedFour, isBlank} from './cuts.js'
import {definitionEnd, isDelimiterRow} from './definitions.js'
import {interruptsParagraph, isSetextUnderline, lazyUnderlineAt, opensLeafBlock, quoteMarkers, quotesPastItems} from './flat/blocks.js'
import {advance, gfmFootnoteEnd, isOne, isThematicBreak, listMarkerEnd, taskBoxAt, walkContainers} from './flat/containers.js'
import {autolinkEnd, linkTailEnd} from './flat/links.js'
import {afterFootnoteLabels, commonMarkTagEnd, holdsTerminator, opensFlowBlock, opensHtmlBlock, rawBlockOpener} from './flat/html.js'
import {delimiterCells, rowCells} from './flat/tables.js'
import {indexWithin, isAsciiPunctuation, isDigit, isSpaceOrTab, lastBelow, skipSpaceOrTab} from './flat/text.js'
import {fenceCloses, fenceOpens} from './flow-state.js'

/** Most list items `hideUnmatchedRuns` follows in one another. */
const maxItems = 64

/** Longest backtick run cmark-gfm 0.29 matches (`MAXBACKTICKS`). */
const maxTicks = 80

/** Terminator of an HTML block that runs to a blank line (no line holds it). */
const toBlank = '\n'

/**
 * The reading of a text with code spans matched as cmark-gfm 0.29 matches
 * them (see `code-spans.ts`): after a search for a closer reached the end
 * of its paragraph without one, an opener whose length was last seen
 * before it opens nothing. Where that leaves a run unmatched that
 * CommonMark matches (`` `` ``, `` ![[`]`:`]`]()Instruction from @ ``: the
 * second `` `]` `` is text, its `]` a bracket; fuzz run 29), every run
 * cmark-gfm leaves unmatched is masked with spaces, so the flat model,
 * which pairs runs as CommonMark does, reads the spans GitHub shows (and
 * shows a token the masked backticks wrapped: they are wrappers too, and
 * spaces take more for a heading, never less).
 *
 * A paragraph is taken to be a stretch of non-blank lines (a heading or
 * table cell in it is a text of its own to cmark-gfm: reading the stretch
 * as one may mask more, an extra reading), up to a fence (whose code is
 * skipped); a stretch that starts indented (code) is left alone. An
 * escaped backtick opens nothing; runs inside raw HTML or link
 * destinations are read as openers too (a search reads them as runs; the
 * inline parser skips them, roughly).
 *
 * Linear: each run is read a fixed number of times (a search that fails
 * runs to the end of its stretch once; the others stop at their closer,
 * and openers come after it).
 *
 * @param text
 *   Text (a piece, or a stretch the flat model reads).
 * @param blocks
 *   Whether a line that may start a block of its own (a quote, a heading,
 *   a table's header row) starts a stretch, and each table row is one
 *   (default: no; each is one more reading).
 * @param constructs
 *   Whether runs inside raw tags, autolinks and inline links' destinations
 *   and titles open nothing, as the inline parser reads those whole
 *   (default: no, they are read as openers; one more reading).
 * @returns
 *   Masked text (the text as written where only `readAsWritten` holds), or
 *   `undefined` where no stretch reads otherwise.
 */
export function hideUnmatchedRuns(text: string, blocks = false, constructs = false): string | undefined {
  if (!text.includes('`')) return undefined
  let masked: number[] | undefined
  // Start of the stretch of paragraph lines being gathered, and the fence
  // whose code is being skipped, if any.
  let from = 0
  let fence: {marker: number; size: number} | undefined
  // The quotes it is in, and the content column of list items past them.
  let fenceQuotes = 0
  let fenceColumn = 0
  // And the quotes it is in past list items (`- > ````: one, which a
  // line must go on with, whatever its indent).
  let fenceInner = 0
  // The content column of the list items before the first quote marker of
  // its line (with `fenceInner`).
  let fenceItemColumn = 0
  // The terminator of the HTML block being skipped, if any (`toBlank` for
  // kinds 6 and 7; in `fenceQuotes` quotes and `fenceColumn`).
  let raw: string | undefined
  // End of the link definitions that start the stretch (see `flush`).
  let skipTo = 0
  // `skipTo` where a setext underline below the definitions made cmark-gfm
  // take them out (-1: none; see `underDefinitions`).
  let definitionsTaken = -1
  // Whether the stretch is a table's head row that paragraph text went on
  // into (no indented code, whatever its indent).
  let headRow = false
  // The list item a line opened right after its quote markers, for the
  // lines below in as many quotes: how many, and its content's column
  // past the last one's content (quotes 0: none; see `trackQuotedItem`).
  let quotedItemQuotes = 0
  let quotedItemColumn = 0
  // Whether that item opened empty and holds nothing yet (a blank line
  // ends it then: an item begins with at most one blank line).
  let quotedItemEmpty = false
  // Whether the stretch holds a line micromark may read as a definition
  // that cmark-gfm reads as text (see `tabPastBase`).
  let definitionReadOtherwise = false
  // The `:` after the labels of such lines (masked too, in order).
  const labelColons: number[] = []
  // Whether a stretch past such a definition holds an escaped backtick and
  // no run to mask: the text is read as written (see `flush`).
  let readAsWritten = false
  // Quote markers of the stretch's first line (with `blocks`).
  let quotes = -1
  // Whether the line is in a table, as its header row or a later row (with
  // `blocks`), and the indent in columns its rows need (see `headsTable`).
  let row = false
  let tableIndent = 0
  // The quote markers of the table's head row (past list items).
  let tableQuotes = 0
  // Where the content of the stretch's first line starts, past its
  // container markers, and whether it is indented code there (with
  // `blocks`).
  let contentAt = 0
  // The columns up to it (a tab to the next multiple of four), read once
  // per stretch (with `blocks`).
  let contentWidth = 0
  // Whether the last `containerContent` found five columns of blanks or more
  // after a list marker (indented code in the item; in columns, which an
  // offset past a tab does not tell).
  let codeAfterMarker = false
  // Where the content of each container of the stretch's first line
  // starts (offsets in the line, outermost first).
  const columns: number[] = []
  // The same in columns (a tab to the next multiple of four).
  const columnWidths: number[] = []
  // The column a line needs to reach to be in the containers of the
  // stretch's first line: a quote's optional space is none it needs (`> |`,
  // then `>--` is an underline in the quote; fuzz run 56). Read once per
  // stretch (see `firstLine`).
  let containersWidth = 0
  // The column right after the last quote marker that starts the stretch's
  // first line (0: none; see `afterQuotesColumn`).
  let quotesWidth = 0
  // The column where the content of the last quote marker that starts the
  // stretch's first line starts, its optional blank counted (0: none; see
  // `quoteContentColumn`).
  let quoteContent = 0
  // Content column of the list item open above that the first quote marker
  // of the stretch's first line is in (0: none).
  let quoteItem = 0
  // The same for the line that opened the fence or HTML block (see
  // `leavesBlock`).
  let fenceQuoteItem = 0
  // The blanks, past the block's outer quotes (`fenceQuotes`), that the
  // list item between them and a quote inside it needs (`>- >````: two);
  // a line short of them opens a quote outside the item (`>>`), which
  // ends the block (0: none).
  let fenceInnerItem = 0
  // The quotes the fence is in past the footnote labels before it, with
  // quote markers alone between (`[^1]:>~~~`: one), and the column those
  // definitions' lines need first (four for each label; 0: none).
  let fenceLabelQuotes = 0
  let fenceLabelColumn = 0
  // The content column of the list items open above that the block's
  // first line reaches (its `lineBase`).
  let fenceBase = 0
  // Where the content of the stretch's first line starts past footnote
  // labels and the marks after them, in columns (-1: it has none).
  let labelsContent = -1
  // The quotes the marks after those labels open, which hold the stretch's
  // paragraph (`[^1]:>?`, then `\t>-|` is a delimiter row in the quote; see
  // `headsTable`).
  let labelQuotes = 0
  // The column just past the first quote marker of the stretch's first
  // line that stands in a list item, and how many quotes that line opens
  // past items (a line with fewer is outside that quote; see
  // `innermostColumn`).
  let innerQuoteWidth = Number.POSITIVE_INFINITY
  let innerQuotes = 0
  // Content columns of the list items (and footnote definitions) open
  // outside quotes, outermost first (with `blocks`): a line with no marks
  // of its own indented to one is in it (`-`, then `  ![`]``; `- > ````,
  // then `\t![``a`]`; fuzz runs 49 and 50). Each line pushes and pops at
  // most what it opens or closes.
  const openItems: number[] = []
  // Whether each of `openItems` is a footnote definition (set as pushed).
  const footnoteAt: boolean[] = []
  // Content column of the items the line is in before its own marks (see
  // `trackItems`), for what it opens (`- > ````, then `    - <div `` opens
  // an HTML block in an item in the item; found by mutating fuzz run 53's
  // bodies).
  let lineBase = 0
  // The tail of the line last asked about that holds one mark (`-` or `*`)
  // and blanks only: where it starts (see `breakAt`).
  const breakTail = {end: -1, mark: 0, start: 0}
  // Whether the line above opened an empty list item (see `trackItems`).
  let emptyItem = false
  // Whether the line above may be paragraph text (see `trackItems`).
  let textAbove = false
  // Whether the line holds container marks alone (with `blocks`).
  let marksAlone = false
  // Whether the line is a setext underline of the paragraph above (no list
  // item opens there).
  let setextUnderline = false
  // The content column of the list items open above that the stretch's
  // first line reaches (its `lineBase`).
  let stretchBase = 0
  // Whether it heads a table, and paragraph text went on into it (with
  // `blocks`).
  let headAfterText = false
  // Whether it is text of a paragraph in no quote, not indented code: how
  // many of `openItems` it is in (-1: none such; see `trackItems`).
  let plainAbove = -1
  let code = false
  // Whether the line before is a block of one line (an ATX heading, a
  // thematic break): the next line starts a block of its own (with
  // `blocks`).
  let oneLine = false
  let lineStart = 0
  while (true) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    // Container markers are skipped roughly (a fence in a list item or
    // quote ends the paragraph too).
    const at = containerMarkersEnd(text, lineStart, lineEnd, lineStart)
    // Fenced code takes no lazy line: a fence in a quote or list item ends
    // with it, and the line is read as any other (`> ````, then a
    // paragraph; fuzz run 48).
    if (fence && !isBlank(text, lineStart, lineEnd)) {
      const markers = quoteMarkers(text, lineStart, lineEnd)
      if (leavesBlock(lineStart, lineEnd, markers)) fence = undefined
    } else if (fence && (fenceQuotes > 0 || fenceInner > 0)) {
      // A blank line ends the quote the fence is in, and the fence with it
      // (`>````, blank, then ` >![``a`]`…` is a paragraph; found by fuzz
      // run 59).
      fence = undefined
    }

    // So does an HTML block in a quote or list item: it takes no lazy line
    // either (`0. <div`, then `` ![``a`] `` starts a paragraph outside the
    // item; fuzz run 51).
    if (raw !== undefined && !isBlank(text, lineStart, lineEnd)) {
      const markers = quoteMarkers(text, lineStart, lineEnd)
      if (leavesBlock(lineStart, lineEnd, markers)) raw = undefined
    } else if (raw !== undefined && (fenceQuotes > 0 || fenceInner > 0)) {
      // (So does an HTML block in a quote.)
      raw = undefined
    }
    lineBase = 0
    marksAlone = false
    setextUnderline = false
    headAfterText = false
    if (blocks) {
      if (!isBlank(text, lineStart, lineEnd)) {
        emptyItem = trackItems(lineStart, lineEnd, !fence && raw === undefined, textAbove && !emptyItem, emptyItem ? -1 : plainAbove)
      } else if (emptyItem && width(lineStart, lineEnd) < openItems.at(-1)!) {
        // An item begins with at most one blank line: an empty one ends at
        // it (`1.`, blank, then `   x` is no text of it; fuzz run 50).
        // (Not at blanks that reach its content: cmark-gfm reads them as
        // the item's, which goes on: `-`, `\t`, then `  ![`]`` is in the
        // item; fuzz run 53.)
        openItems.pop()
        emptyItem = false
      }

      // A footnote definition ends at a blank line short of its content
      // unless the line is empty: cmark-gfm 0.29 looks at its first
      // character (`[^1]:v`, a line of one space, then `` \t` `` is
      // indented code; fuzz run 57).
      if (lineEnd > lineStart && isBlank(text, lineStart, lineEnd)) {
        const blanks = width(lineStart, lineEnd)
        for (let index = 0; index < openItems.length; index++) {
          if (footnoteAt[index] && openItems[index]! > blanks) {
            openItems.length = index
            break
          }
        }
      }
    }

    // (Kept as long as `openItems`.)
    footnoteAt.length = Math.min(footnoteAt.length, openItems.length)
    const content = lineStart + containerContent(lineStart, lineEnd)
    // Whether five columns of blanks or more follow a list marker: indented
    // code in the item, where the blanks may start inside a tab the marker
    // took a column of, which `content` passes (`1. *\t ````; fuzz run 56).
    const codeInItem = codeAfterMarker
    // Where the line's content starts in the list item a line above opened
    // right after its quote markers (see `quotedItemContent`), else -1:
    // read once here, as the item only changes at the line's end.
    const quotedItem = quotedItemQuotes === 0 ? -1 : quotedItemContent(quoteMarkers(text, lineStart, lineEnd), lineEnd)

    // With `blocks`, a line that starts a block of its own (a quote with
    // more markers than the stretch's first line, a heading) starts a
    // stretch of its own: the search for a closer stops before it
    // (`` ![``a`]` ``, `` b`]()Amendments ``, `` ` ``, `` >`` ``; fuzz run 43).
    if (blocks && !fence && raw === undefined) {
      // (Past the blanks a list item open above takes, a tab among them:
      // `-`, then `\t>x` opens a quote in the item; fuzz run 56.)
      let markers = quoteMarkers(text, lineStart, lineEnd)
      if (markers.quotes === 0 && lineBase > 0) {
        const inItem = quoteMarkers(text, lineStart, lineEnd, 0, lineBase)
        if (inItem.quotes > 0) markers = inItem
      }

      // (And past those of a list item a line above opened right after
      // the line's quote markers: `>1. ``, then `>\t\t>` opens a quote in
      // the item, which ends its paragraph; found by fuzz run 59.)
      const inItem = quotedItemMarkers(lineStart, lineEnd, markers)
      // Whether the line spells the quote the stretch's first line opens in
      // that item, and no more: it goes on with that quote's paragraph
      // (`>   - >``, then `>     >``: the runs pair; found in fuzz run
      // 58's stored bodies).
      const inInnerQuote =
        inItem !== markers && from < lineStart && innerQuoteWidth !== Number.POSITIVE_INFINITY && inItem.quotes === innerQuotes
      if (inItem !== markers) {
        markers = inItem
        // (Container marks alone hold no text, an empty item's in the
        // quote too: the next line is no lazy one.)
        const past = walkContainers(text, inItem.end, lineEnd, 0).content
        if (past !== -1 && isBlank(text, past, lineEnd)) marksAlone = true
      }

      // The quotes and content column of the paragraph above (see the
      // setext underline below).
      const quotesAbove = quotes
      // (Its containers' content column: blanks before a first line in none
      // are the paragraph's own, and an underline needs none: ` |`, `--`
      // makes a heading; found by mutating this session's bodies.)
      const contentAbove = containersWidth
      const quotesWidthAbove = quotesWidth
      // The quotes of the quote the paragraph above opens in a list item,
      // if any (see `innerQuoteWidth`; a setext underline below).
      const innerQuotesAbove = innerQuoteWidth === Number.POSITIVE_INFINITY ? -1 : innerQuotes
      if (from >= lineStart || quotes === -1) firstLine(lineStart, lineEnd)

      // Past the quote markers the line shares with the stretch (`>a``, then
      // `` >` `` goes on with the paragraph, and its run closes the span;
      // `>\t>``, then `` >` `` is a lazy line in the inner quote; fuzz run
      // 51): an offset, to tell whether the line opens containers past
      // them, and columns, to set against the first line's content.
      const indent = markers.quotes > 0 ? skipSpaceOrTab(text, markers.end, lineEnd) - lineStart : leadingBlanks(lineStart, lineEnd)
      const indentWidth = width(lineStart, lineStart + indent)
      // The line's indent past its own last quote marker, and the first
      // line's containers' past its own (see `afterQuotesColumn`).
      const indentPastQuotes = indentWidth - afterQuotesColumn(lineStart, markers)
      const containersPastQuotes = contentAbove - quotesWidthAbove
      const alignedWidth = indentWidth - quoteShift(lineStart, lineEnd, markers, quoteContent)
      // Whether the line goes on in the quote the stretch's first line
      // opens in a list item (`- >``, then `  >`` or `\t>``: the quote's
      // paragraph goes on, and its runs pair; fuzz run 56).
      const first = skipSpaceOrTab(text, lineStart, lineEnd)
      const innerGoesOn = from < lineStart && quotes !== -1 && continuesInnerQuote(first, width(lineStart, first), lineEnd)
      // A setext underline (or `---`) under definitions alone is text of
      // their paragraph in cmark-gfm 0.29, which goes on (`[r]:u`, `-`,
      // then a tag line; fuzz run 56). cmark-gfm takes the definitions out
      // there: a table the paragraph's last line heads leaves them out
      // (`[^]:``, `-`, …, `` ``|a ``, `-|-`; found by fuzz run 58).
      // (In the paragraph's containers only: short of the list item the
      // definitions stand in, `-` opens an empty item, which ends the
      // paragraph, and the line below starts one of its own; `- [^]:`,
      // `-`, then an image line; README's Known list until the thirty-sixth
      // session.)
      // (Under complete ones only: a label whose destination would be the
      // underline is no definition, and the line makes a heading of it;
      // `- [^]:`, then `     -`; found by fuzz run 60.)
      const underDefinitions =
        from < lineStart &&
        skipTo === lineStart &&
        markers.quotes === quotes &&
        indentPastQuotes >= containersPastQuotes &&
        indentPastQuotes - containersPastQuotes < 4 &&
        isSetextUnderline(text, skipSpaceOrTab(text, markers.end, lineEnd), lineEnd)
      if (underDefinitions) definitionsTaken = skipTo
      if (from >= lineStart || quotes === -1) {
        quotes = markers.quotes
      } else if (
        !underDefinitions &&
        ((markers.quotes > quotes && !innerGoesOn && !inInnerQuote) ||
        // A quote marker short of the list item the first line's quote is
        // in opens a quote of its own, outside the list (`*`, `  >y`, then
        // `>``; fuzz run 57).
        (markers.quotes > 0 && quoteItem > 0 && width(lineStart, lineStart + leadingBlanks(lineStart, lineEnd)) < quoteItem) ||
        // Quote markers alone: a blank line in the quote ends the paragraph
        // (`> x`, `>`, then `` ![``a`]` `` starts one outside the quote,
        // which `<b>` after it cannot interrupt; found by fuzz run 53).
        (markers.quotes > 0 && isBlank(text, markers.end, lineEnd)) ||
        row ||
        // After a heading, its runs pair among themselves (`# ``` above;
        // fuzz run 48).
        oneLine ||
        // Indented code ends at a line indented less than four columns,
        // where a paragraph may start (`    x`, then `` ![``a`]` ``; fuzz
        // run 45). (Set against the first line's columns, see `quoteShift`;
        // in a quote from its content, past the marker's optional blank:
        // `>`, five spaces, `*`, then `>    <ps:`>` or `   > <ps:`>` starts a
        // paragraph; fuzz run 57.)
        (code && alignedWidth < Math.max(contentWidth, quoteContent) + 4 && !isBlank(text, lineStart, lineEnd)) ||
        // A list item a line opens past the blanks of the quoted list item
        // the paragraph's quote is in, outside that quote: the line is in
        // the item, where any list item opens, empty too (`>1) >``, then
        // `>\t\t1.`; found by fuzz run 59).
        (innerQuoteWidth !== Number.POSITIVE_INFINITY &&
          innerQuotes > markers.quotes &&
          opensQuotedItem(markers, lineEnd)) ||
        // Nor does it take a lazy line: one in fewer quotes is outside it,
        // however indented (`> >     *`, then `   >\t<ps:`>` starts a
        // paragraph in the outer quote; found by fuzz run 59).
        (code && markers.quotes < quotes && !isBlank(text, lineStart, lineEnd)) ||
        // (Nor one in the quote the first line opens in a list item fewer
        // than four columns past its own markers' content, a tab's column
        // for the blank after `>` counted: `2. >     *`, then
        // `\t  >\t<ps:`>`; found by mutating this session's pins.)
        (code && innerGoesOn && markers.indent < 4 && !isBlank(text, markers.end, lineEnd)) ||
        // Four columns past the content, a line goes on with the paragraph
        // whatever it holds (`` ![``a`]` ``, `    -`; fuzz run 45).
        // (Set against the first line's columns: see `quoteShift`.)
        // (Past its own markers where it goes on in the first line's quote
        // in a list item: `interruptsPastQuotes` reads from there; `  1. >``,
        // then `    \t>\t-`; found by fuzz run 59.)
        // (In fewer quotes than the paragraph, from its own last marker's
        // content: `>>y`, then `   >\t- [^1]:` opens an item in the outer
        // quote; found by fuzz run 59.)
        (!innerGoesOn &&
        (markers.quotes > 0 && markers.quotes < quotes
          ? markers.indent >= 4
          : alignedWidth >= innermostColumn(alignedWidth, lineStart, lineEnd) + 4 ||
            // (In the same quotes and no list item in them, from its own
            // last marker's content, not past the first line's own blanks:
            // `>  x`, then `>     >` is text; found by fuzz run 59.)
            (markers.quotes > 0 && markers.quotes === quotes && columnWidths.length === quotes && quotedItemAt(markers) === 0 && markers.indent >= 4))
          ? false :
        // A line less indented than the first line's content is outside
        // the list item or quote the paragraph is in, where the rules for
        // what interrupts a paragraph do not hold: an HTML block of kind 7
        // opens (`- ![``a`]`, `` b`]()Amendments ``, `<g>`, `` `` ``; fuzz
        // run 44). There a line of `=`, or of two `-`, is lazy text, no
        // underline (fuzz run 45).
        // So does a list item, empty or from any number (`2.`, `*`; fuzz
        // run 45).
        // (Blanks before a first line in no container are no container's:
        // a line less indented goes on with the paragraph, ` ![``a`]`,
        // then `<b>`; fuzz run 47.)
        // (So is one with no marker of the quote the first line opens in a
        // list item, however indented: `1) >``, then `\t1.` opens an empty
        // item in the item, which ends the paragraph; found by mutating
        // fuzz run 56's bodies.)
        // (Not a line in the same quotes that reaches their content past
        // its own markers: blanks after the first line's are the
        // paragraph's own; `>  |`, then `>--` is an underline; fuzz run
        // 57.)
        ((indentWidth < contentWidth &&
          !(markers.quotes > 0 && markers.quotes === quotes && indentPastQuotes >= containersPastQuotes)) ||
          (innerQuoteWidth !== Number.POSITIVE_INFINITY && !innerGoesOn && quotesPastItems(text, lineStart, lineEnd, lineBase) < innerQuotes)) &&
        columns.length > 0
          ? opensHtmlBlock(text, lineStart, lineEnd) ||
            (innerGoesOn
              ? interruptsPastQuotes(first, lineEnd)
              : containerContent(lineStart, lineEnd) > indent ||
                // (Past its quote markers: `>- x`, then `>--` is lazy text
                // in the item; found by fuzz run 58.)
                (interruptsAt(contentStart(lineStart, lineEnd, markers), lineEnd) &&
                  !lazyUnderlineAt(text, skipSpaceOrTab(text, markers.end, lineEnd), lineEnd)))
          : innerGoesOn
            ? interruptsPastQuotes(first, lineEnd)
            : // (A run of `=`, or `--`, is text on a lazy line outside the
              // footnote definition the first line opens, no underline:
              // `[^1]:``, `--`; found by fuzz run 57.)
              (interruptsAt(contentStart(lineStart, lineEnd, markers), lineEnd) &&
                !(
                columnWidths.length > columns.length &&
                indentWidth < columnWidths.at(-1)! &&
                // (Past the line's quote markers: `>[^1]:![``a`]`, then
                // `>--` is lazy text; found by fuzz run 59.)
                lazyUnderlineAt(text, skipSpaceOrTab(text, markers.end, lineEnd), lineEnd)
              )) ||
            // A lazy line outside the footnote definition the first line
            // opens: an HTML block of kind 7 opens there as well, as outside
            // a list item (`[^1]:[^1]`, `` ![`]` ``, `` b`]()Amendments ``,
            // then `<i>`; fuzz run 56).
            (columnWidths.length > columns.length &&
              indentWidth < columnWidths.at(-1)! &&
              indentWidth < 4 &&
              opensHtmlBlock(text, lineStart, lineEnd)) ||
            // Outside the stretch's quote, no paragraph is open where the
            // line's containers end: any list item opens, empty or from any
            // number (`>``, then ` 1.`; fuzz run 54).
            // So outside the footnote definition the first line opens
            // (`[^1]:]`, then `0.` opens an item; fuzz run 56).
            // (Fewer than four columns past the list item it is in, not the
            // line start: `1. [^1]:``, then `    *` opens an empty item in
            // the item; fuzz run 57.)
            // (Past its own quote markers' content: `>>y`, then
            // `   >\t- [^1]:` opens an item in the outer quote; found by
            // fuzz run 59.)
            // (And in the footnote definition, short of the list item the
            // marks after its label open: `[^1]: - x`, then `\t2)\t\tx` opens
            // an item in the definition, from any number; found in fuzz run
            // 58's stored bodies.)
            (((markers.quotes < quotes && (markers.quotes > 0 ? markers.indent : indentWidth) < 4) ||
              (columnWidths.length > columns.length &&
                indentWidth < columnWidths.at(-1)! &&
                indentWidth - innermostColumn(indentWidth, lineStart, lineEnd) < 4) ||
              (markers.quotes === quotes &&
                columnWidths.length > columns.length &&
                labelsContent > columnWidths.at(-1)! &&
                indentWidth >= columnWidths.at(-1)! &&
                indentWidth < labelsContent &&
                indentWidth - columnWidths.at(-1)! < 4)) &&
              // (Past the line's own quote markers: `>[^1]:``, then `>*`
              // opens an empty item in the quote; found by fuzz run 58.)
              opensItem(skipSpaceOrTab(text, markers.end, lineEnd), lineEnd))))
      ) {
        start(lineStart, lineEnd, markers.quotes)
      }

      // A lazy line (less indented than the stretch's first line's
      // content) heads no table, nor is a lazy line a delimiter row: it
      // goes on with the paragraph (`* ![``a`]`, `` `Instruction ``, `|-|`;
      // `- ![``a`]`, `-|`; fuzz run 45). Read after the line's own start,
      // if any, which sets the content's indent (`a`, `- ![``a`]`, `-|`:
      // the list item interrupts the paragraph, and `-|` is lazy in it).
      const lazyAt = columns.length > 0 ? contentAt : 0
      // (A lazy line does head a table whose delimiter row is indented
      // into the item: `*    x`, ``` ``|a ```, `     -|-`; fuzz run 50.)
      // (Indented code heads none: `    x`, then `|-` starts a paragraph, and
      // a tag line in it opens no HTML block; found by mutating fuzz run
      // 53's bodies.)
      const rowIndent = labelsContent !== -1 ? labelsContent : lazyAt === 0 ? 0 : contentWidth
      // Whether a block's start ended the paragraph above here (read before
      // a table's head row starts a stretch too).
      const startedHere = from === lineStart
      const heads = !code && headsTable(lineEnd, rowIndent)
      headAfterText = heads && !startedHere
      if (heads) {
        // (Its rows need the containers' column, not the head row's own
        // blanks past it: `>\t``, then `>-|` is a row; found by fuzz run
        // 58.)
        // In a quote (its innermost container), the markers are all it needs
        // (`tableQuotes`).
        tableIndent =
          labelsContent !== -1
            ? rowIndent
            : quotes > 0 && columns.length <= quotes
              ? 0
              : Math.min(rowIndent, columnWidths.at(-1) ?? rowIndent)
        // (A lazy head row heads a table in the paragraph's quotes: `>``,
        // `|-`, then `>|-`, and a line with no marker is outside it; found
        // by fuzz run 58.)
        // (And in the quote the paragraph's first line opens in a list
        // item: `  1. >x`, `` ` ``, then `    \t>|-`; found by fuzz run 59.)
        // (Or the quotes the marks after a footnote label open, where the
        // head row is the definition's: `[^1]:>?`, `\t>-|`, then an image
        // line outside the quote is no row; found by this session's
        // fuzzing.)
        tableQuotes = Math.max(
          quotesPastItems(text, lineStart, lineEnd, lineBase),
          quotes,
          innerQuoteWidth === Number.POSITIVE_INFINITY ? 0 : innerQuotes,
          labelQuotes
        )
      }
      // cmark-gfm 0.29 takes no link definitions out of a paragraph whose
      // last line heads a table: they are its text (`[x]:``, `` `" ``, …,
      // `` `|a ``, `-|-`; fuzz run 54).
      if (heads && lineStart > from) {
        if (definitionsTaken !== skipTo) {
          // (Their labels' `:` are masked: micromark takes them out, and
          // pairs the runs after them otherwise; `- x`, blank, `  [x]:``,
          // `` `" ``, …, `` `|a ``, `    -|-`; found by fuzz run 59.)
          maskDefinitionColons(from, skipTo)
          skipTo = 0
        }

        start(lineStart, lineEnd, markers.quotes)
        // (Paragraph text, however indented: `` ` ``, then a tab and an
        // image line heads `-|`; found by fuzz run 58.)
        headRow = true
      }

      // A table's rows are texts of their own, and so is its header row,
      // the line above its delimiter row (`` ![``a`]` ``,
      // `` b`]()Amendments ``, `` ` ``, `` `` ``, `-|`; fuzz run 44): a row
      // goes on to the next line only within the table (to a blank line).
      // A block's start ends the table (`|a|`, `|-|`, then `* ![``a`]`; fuzz
      // run 50).
      row =
        heads ||
        // (Indented code ends it too: `\t>[^1]: # ``` after a row; found by
        // fuzz run 53. A row starts a stretch, so `code` is the line's.)
        // (Nor does a table take a lazy line: `- ``, `\t|-`, then
        // `` ![``a`]` `` starts a paragraph outside the item; fuzz run 54.)
        (row &&
          !code &&
          !isBlank(text, lineStart, lineEnd) &&
          // (Nor one outside the table's quote, or in a quote inside it:
          // `>``, `>|-`, then a line with no marker starts a paragraph; fuzz
          // run 57.)
          // (Past list items too: `- >``, `  >|-`, then a line with no
          // marker; fuzz run 57.)
          // (Or past those of a quote in a list item opened right after
          // its quote markers: `>1. >``, `>\t\t>|-`; fuzz run 59.)
          Math.max(quotesPastItems(text, lineStart, lineEnd, lineBase), markers.quotes) === tableQuotes &&
          indentWidth >= tableIndent &&
          // (A lone `|` is no row: cmark-gfm ends the table there, and the
          // line is paragraph text; fuzz run 54.)
          !lonePipe(lineStart, lineEnd) &&
          containerContent(lineStart, lineEnd) <= indent &&
          // (A run of `=`, or `--`, is a row: no underline in a table;
          // fuzz run 55.) (Past the table's quote markers: `>|-` is a row.)
          !(interruptsParagraph(text, markers.end, lineEnd) && !lazyUnderline(lineStart, lineEnd)))
      // A line of container marks alone (`-`, `>`, `1.`) holds no text:
      // the next line starts a paragraph of its own, outside the quote or
      // item unless indented into it (`-`, then ` ![``a`]` and a tag line;
      // `>`, then a line; fuzz run 47).
      // So does a footnote definition's label alone (`- [^1]:`), whose
      // content is four columns in.
      const labels = lineStart === from ? afterFootnoteLabels(text, skipSpaceOrTab(text, lineStart + contentAt, lineEnd), lineEnd) : undefined
      // (And container marks after the labels: `- [^1]:-` holds an empty
      // item; fuzz run 53.)
      const marksEnd =
        labels === undefined || labels.labels === 0 ? labels?.at : Math.max(labels.at, pastLabelMarks(skipSpaceOrTab(text, lineStart + contentAt, lineEnd), lineEnd))
      // (A task box alone too: GitHub's task list takes it off, and the item
      // holds no paragraph a line below goes on with; `- [ ] `, then
      // `www.``; fuzz run 55.)
      // (Not on a head row paragraph text went on into: its marks are text,
      // `*`, then `|-`; found by fuzz run 58.)
      const marksOnly =
        !headRow &&
        labels !== undefined &&
        marksEnd !== undefined &&
        (columns.length > 0 || labels.labels > 0) &&
        (isBlank(text, marksEnd, lineEnd) || (columns.length > 0 && boxAlone(lineStart, marksEnd, lineEnd)))
      // A heading or break in a footnote definition too (`[^1]: # ``;
      // found by mutating fuzz run 51's bodies).
      // (Past container marks after the labels too: `[^1]:* # ``; fuzz run
      // 54.)
      // (Only on a line that starts a stretch: on a lazy line the marks are
      // text, and so is a `#` after them; `x`, `0. #`, then a tag line
      // goes on with the paragraph; fuzz run 56.)
      // (Or fewer than four columns past a quoted list item the line is in:
      // `>*`, then `>\t  # `` is a heading in it; found by fuzz run 59.)
      const inQuotedItem = blankColumns(lineStart, content, lineEnd) < 4 ? -1 : quotedItem
      const leafAsked = lineStart === from && !headRow && (blankColumns(lineStart, content, lineEnd) < 4 || inQuotedItem !== -1)
      const leaf = leafAsked ? pastLabelMarks(inQuotedItem === -1 ? skipSpaceOrTab(text, content, lineEnd) : inQuotedItem, lineEnd) : -1
      // A setext underline that ends the paragraph above (it started a
      // stretch: no lazy line) ends its heading too (`|`, `--`, then
      // `` ····` `` is indented code; fuzz run 54).
      // (In the paragraph's containers: no quote or item the line opens;
      // `x`, then `>\t=` opens a quote; found by fuzz run 55.)
      setextUnderline =
        startedHere &&
        textAbove &&
        // (Nor under definitions alone: cmark-gfm 0.29 finds nothing to
        // underline, and the line is paragraph text; `[r]:u`, `-`, then a
        // tag line goes on with the paragraph; fuzz run 56.)
        skipTo < lineStart &&
        (markers.quotes === quotesAbove
          ? // (Nor a lazy line: `> -   - b`, then `>\t=` is text.)
            // (Each line's columns from its own last quote marker on: ` >y`,
            // then `>--` is an underline; fuzz run 57.)
            indentPastQuotes >= containersPastQuotes &&
            // (Fewer than four columns past its containers' content, not the
            // line start: `[^1]:- ``, then `    \t-`; fuzz run 56.)
            indentPastQuotes - containersPastQuotes < 4
          : // (Or in the quote the paragraph opens in a list item, fewer
            // than four columns past its content: `-\t>|`, then `\t>--`;
            // found by fuzz run 59.)
            markers.quotes === innerQuotesAbove && indentPastQuotes < 4) &&
        // (Read past the quotes only: `-` alone is no empty item there.)
        isSetextUnderline(text, skipSpaceOrTab(text, markers.end, lineEnd), lineEnd)
      marksAlone ||= marksOnly
      oneLine =
        marksAlone ||
        // (Indented code past the labels' container marks: it takes no
        // lazy line; ` [^1]:>  2) \t``, then an image line starts a
        // paragraph; found by fuzz run 59.)
        (leafAsked && leaf === -1) ||
        (leaf !== -1 && opensLeafBlock(text, leaf, lineEnd) && fenceOpens(text, skipSpaceOrTab(text, leaf, lineEnd), lineEnd) === undefined) ||
        setextUnderline
      // Nor does such a block head a table (`[^1]: # ``, then `|-` starts a
      // paragraph; found by mutating fuzz run 53's bodies). (A table's row
      // is no heading: the table goes on past it.)
      if (oneLine && heads) row = false
    }

    // A link definition that starts a paragraph is no text of it: the runs
    // of its label and title pair with none (`[x]: u "``"` above; fuzz run
    // 48). Its line still sets the paragraph's containers: the lines after
    // it may be lazy (`> - [x]: u "``"`, then a span and a tag line). Read
    // after the line's own start, if any (`\t``, then `` 001) [`r]: u ``
    // starts a paragraph; fuzz run 51).
    // (A table's row is none: `[x]:``|a`, then `-|-`.)
    // (After a definition, at any indent: the line goes on with the
    // paragraph, which definitions start; `[x]:``, then `\t[x]:``; fuzz
    // run 57.)
    // (Not past a tab the list items above take part of: cmark-gfm keeps
    // its rest as a space before the text, where no later definition
    // starts, and micromark may read one: every run the stretch leaves
    // unmatched is masked; `0) 2) [x]:u`, then `\t[1]:``; found by fuzz
    // run 59.)
    // (So does a lazy line that starts with blanks no container takes:
    // cmark-gfm 0.29 adds a lazy line to the paragraph whole, and a
    // definition starts at none of its blanks; `>0) 2) [x]:u`, then
    // `\t[1]:``, or `- [x]:u`, then ` [1]:v`; found by fuzz run 61.)
    const pastPartialTab =
      !fence &&
      raw === undefined &&
      skipTo === lineStart &&
      from < lineStart &&
      (tabPastBase(lineStart, lineEnd) || lazyBlanks(lineStart, lineEnd))
    if (pastPartialTab) {
      definitionReadOtherwise = true
      // (And its label's `:` is masked, where it is one: micromark reads
      // the line as text then, and its runs pair as cmark-gfm's do.)
      const at = skipSpaceOrTab(text, lineStart, lineEnd)
      if (definitionEnd(text, at, lineEnd, false) !== -1) {
        const colon = labelColon(text, at, lineEnd)
        if (colon !== -1) labelColons.push(colon)
      }
    }
    if (
      !fence &&
      raw === undefined &&
      !row &&
      !pastPartialTab &&
      // (Right after the definitions before it: a line inside one, its
      // destination on a line of its own, starts none; `[y]:`, then `[1]:`
      // is the destination, and `![`]` paragraph text; found by fuzz run
      // 59.)
      (from >= lineStart || skipTo === lineStart) &&
      // (Or fewer than four columns past a quoted list item it is in:
      // `>\t-`, then `>\t\t[1]:``; found by fuzz run 59.)
      (blankColumns(lineStart, content, lineEnd) < 4 ||
        (skipTo === lineStart && from < lineStart) ||
        quotedItem !== -1)
    ) {
      // (Four columns in, the line opens no block: `[^1]:` there is a link
      // label the paragraph's definitions take, no footnote's; `[x]:u`,
      // then `\t[^1]:``; fuzz run 57.)
      const opens = blankColumns(lineStart, content, lineEnd) < 4 || quotedItem !== -1
      // (Past a task box on a line that opens its item alone: see
      // `definitionAt` in `flat-lines.ts`.)
      let contentAt = skipSpaceOrTab(text, content, lineEnd)
      // (Past the quote and list markers that open in such an item: `>\t-`,
      // then `>\t\t>[1]:`` or `>\t\t- [1]:``; fuzz run 71.)
      if (quotedItem !== -1 && contentAt === quotedItem) {
        const inner = walkContainers(text, quotedItem, lineEnd, 0).content
        if (inner !== -1) contentAt = skipSpaceOrTab(text, inner, lineEnd)
      }

      const box = taskBoxAt(text, lineStart, lineEnd)
      const start = box !== -1 && box === contentAt ? skipSpaceOrTab(text, box + 3, lineEnd) : contentAt
      const definition = definitionEnd(text, start, lineEnd, opens, lineBase)
      if (definition !== -1) {
        skipTo = definition + 1
        // A destination with more `(` than `)` makes a definition to
        // cmark-gfm 0.29 only (see `completeDefinition`): micromark reads
        // its lines as text, and its runs pair across them (`` [`]:( ``,
        // then `` ![a`]()Amendments ``; fuzz run 68).
        // (So is one past a task box: micromark reads the box's line as
        // text.)
        if (start !== contentAt || opensMore(text, start, definition)) {
          definitionReadOtherwise = true
        }
      }
    }

    if (fence) {
      // Code: no code spans, up to the closing fence.
      // (Fewer than four columns past the fence's containers: ```` ``` ````,
      // then `\t```` is code; found by fuzz run 58.)
      // (A `>` past the fence's quotes is its content: ```` ``` ````, then
      // ```` >``` ```` is code, and ```` ``` ```` closes; fuzz run 59.)
      const closing = quoteMarkers(text, lineStart, lineEnd)
      if (
        pastQuoteContent(lineStart, lineEnd, closing, at) - fenceColumn < 4 &&
        quotesPastItems(text, lineStart, lineEnd, lineBase) <= Math.max(fenceQuotes, fenceInner) &&
        fenceCloses(text, at, lineEnd, fence)
      ) {
        fence = undefined
      }

      from = lineEnd + 1
    } else if (raw !== undefined) {
      // Raw HTML (kinds 1–5): no code spans, to the line with its
      // terminator, and the next line starts a block of its own (a fence in
      // `<!--` … `-->` above; fuzz run 48).
      if (raw === toBlank ? isBlank(text, lineStart, lineEnd) : holdsTerminator(text, raw, lineStart, lineEnd)) raw = undefined
      from = lineEnd + 1
    } else if (rawOpener(lineStart, lineEnd, content, quotedItem)) {
      // Read in `rawOpener`.
    } else {
      // Past the containers a line opens (marks with a blank after each),
      // not the rough skip: `- -~~~` is an item holding text, no fence
      // (fuzz run 50).
      // (Or fewer than four columns past a quoted list item it is in: `>-`,
      // `>     ``, then `>     ```` opens a fence in the item; found by
      // fuzz run 59.)
      const inQuotedItem = quotedItem
      // (An ordered item from a number other than 1 interrupts no paragraph:
      // below text, `2. ~~~` is text too, and opens no fence; `|`, then
      // `2. ~~~`, `-`, and the image line below the heading is a paragraph
      // of its own; fuzz run 71.)
      const fenceAt =
        textAbove && orderedBelowText(lineStart, lineEnd)
          ? -1
          : !codeInItem && blankColumns(lineStart, content, lineEnd) < 4
          ? skipSpaceOrTab(text, content, lineEnd)
          : !codeInItem && inQuotedItem !== -1
            ? inQuotedItem
            : -1
      let opened = fenceAt === -1 ? undefined : fenceOpens(text, fenceAt, lineEnd)
      // (Or past the quote and list markers that open in a quoted list
      // item: `>1.`, then `>\t\t>````; fuzz run 71.)
      if (opened === undefined && fenceAt !== -1 && fenceAt === inQuotedItem) {
        const inner = walkContainers(text, inQuotedItem, lineEnd, 0).content
        if (inner > inQuotedItem) opened = fenceOpens(text, skipSpaceOrTab(text, inner, lineEnd), lineEnd)
      }

      // Or past footnote labels, in their definitions (`[^1]:````, then a
      // line of text outside it: the fence takes no lazy line, and its
      // runs are no span's; fuzz run 57).
      let labels = 0
      // Where the content of the list items or quotes after the labels
      // starts, where the fence is in them (-1: none).
      let labelMarks = -1
      // Where those labels end (with `labelMarks`).
      let labelsEnd = -1
      if (fenceAt !== -1 && opened === undefined) {
        const past = afterFootnoteLabels(text, fenceAt, lineEnd)
        labelsEnd = past.at
        // (Past any blanks: cmark-gfm 0.29's label takes them all, so a
        // fence four columns past it opens too; `[^1]:    ````, then
        // `    `` is code; found by fuzz run 60.)
        if (past.labels > 0) {
          opened = fenceOpens(text, past.at, lineEnd)
          if (opened !== undefined) labels = past.labels
          // (Or past container marks after them: `[^1]:1. ````, then a
          // line short of the item is outside the fence; found by fuzz run
          // 58.)
          const marks = opened === undefined ? pastLabelMarks(fenceAt, lineEnd) : -1
          if (marks > past.at) {
            opened = fenceOpens(text, marks, lineEnd)
            if (opened !== undefined) {
              labels = past.labels
              labelMarks = marks
            }
          }
        }
      }

      // A blank line ends the stretch, and so does a fence, which may
      // interrupt a paragraph.
      if (opened !== undefined || isBlank(text, lineStart, lineEnd)) {
        flush(lineStart)
        fence = opened
        if (opened) {
          const markers = quoteMarkers(text, lineStart, lineEnd)
          fenceQuotes = markers.quotes
          fenceInner = quotesPastItems(text, lineStart, lineEnd, lineBase)
          // Past the quotes, list items' content (`> - ````: two), and four
          // columns for each footnote label.
          // (At least the list item open above that the line is in: `-`,
          // then `\t````, and a line short of the item leaves the fence;
          // fuzz run 58.)
          const own = ownColumn(lineStart, lineEnd, markers, content)
          fenceColumn = (markers.quotes === 0 ? Math.max(own, lineBase) : Math.max(own, quotedItemAt(markers))) + 4 * labels
          if (labelMarks !== -1) fenceColumn = Math.max(fenceColumn, pastQuoteContent(lineStart, lineEnd, markers, labelMarks))
          fenceQuoteItem = itemOfFirstQuote(lineStart, lineEnd)
          fenceBase = lineBase
          fenceItemColumn = fenceInner > fenceQuotes ? itemColumnBeforeQuote(lineStart, lineEnd) : 0
          fenceInnerItem = fenceInner > fenceQuotes && fenceQuotes > 0 ? itemPastQuotes(lineStart, lineEnd) : 0
          fenceLabelQuotes = markers.quotes === 0 && fenceInner === 0 && labelMarks !== -1 ? quotesAlone(labelsEnd, labelMarks) : 0
          // (Past the list items the line opens before its labels, not past
          // blanks before a label in none: `- [^1]:>~~~`, then `        >]`.)
          fenceLabelColumn = Math.max(lineBase, itemColumnBeforeQuote(lineStart, lineEnd)) + 4 * labels
        }
        from = lineEnd + 1
      }
    }

    // (Read before the fence or HTML block the line opens is known: a line
    // that opens one is no paragraph text, roughly.)
    // (A table row is none: a table takes no lazy line; `- ``, `\t|-`, then
    // `` ![``a`]` `` is in no item; fuzz run 54.)
    // (Nor a line of container marks alone: `- [^1]:`, then `|` is in no
    // item; fuzz run 54.)
    // (Nor indented code: `\t|`, then `--` is no underline; found by fuzz
    // run 55. `code` is the stretch's, with `blocks`.)
    // (Nor a heading, a break or an underline: `- # x`, then `|` is no lazy
    // line of the item, and `--` under it an underline; found by mutating
    // fuzz run 56's bodies.)
    // (Whether the line before was paragraph text: an underline under none
    // is text, `--`, then `-` underlines it; found by fuzz run 56.)
    const textBefore = textAbove
    textAbove = !isBlank(text, lineStart, lineEnd) && !fence && raw === undefined && from <= lineStart && !row && !marksAlone && !oneLine && !(blocks && code)
    // (`code` is the stretch's, with `blocks`: the line's own where it
    // starts one. A thematic break, a heading, an underline or a table
    // row is no paragraph: `***`, `x`, `-` or `|a|`, `|-|`, then `-` opens
    // an item; found by mutating fuzz run 53's bodies.)
    // (In list items too: `2.\t--`, then `\t-` underlines it, and opens
    // no empty item; found by fuzz run 58.)
    plainAbove =
      textAbove &&
      !code &&
      !oneLine &&
      !row &&
      // (Nor a lazy line of a quote's paragraph: `>``, `x`, then `1.`
      // opens an item; fuzz run 54.)
      quotes <= 0 &&
      innerQuoteWidth === Number.POSITIVE_INFINITY &&
      quoteMarkers(text, lineStart, lineEnd).quotes === 0 &&
      !(textBefore && blankColumns(lineStart, lineStart, lineEnd) < 4 && isSetextUnderline(text, skipSpaceOrTab(text, lineStart, lineEnd), lineEnd))
        ? openItems.length
        : -1
    if (blocks && !fence && raw === undefined && !isBlank(text, lineStart, lineEnd)) {
      // (An underline the line is opens no item: `>|`, then `>-`; found by
      // fuzz run 59.)
      trackQuotedItem(lineStart, lineEnd, textBefore && textAbove, setextUnderline)
    } else if (isBlank(text, lineStart, lineEnd)) {
      // A blank line ends every quote, and the item in it (`>1.`, blank,
      // then `  > \t`` is code in a new quote; found by fuzz run 59).
      quotedItemQuotes = 0
    }
    if (lineEnd >= text.length) break
    lineStart = lineEnd + 1
  }

  if (!fence && raw === undefined) flush(text.length)
  if (labelColons.length > 0) {
    masked ??= []
    // Pairs, sorted by start (a colon is in no run).
    const pairs: Array<[number, number]> = []
    for (let index = 0; index < masked.length; index += 2) pairs.push([masked[index]!, masked[index + 1]!])
    for (const colon of labelColons) pairs.push([colon, colon + 1])
    pairs.sort((a, b) => a[0] - b[0])
    masked = pairs.flat()
  }

  if (masked === undefined) return readAsWritten ? text : undefined
  let result = ''
  let last = 0
  // Runs that are all their line holds are masked with no-break spaces: a
  // line of spaces is blank, and would end the paragraph the runs are in
  // (`` ![``a`] ``, `<b>`, `` ` ``, `</b>`, `` ` ``, `b]()Amendments`;
  // fuzz run 44). Runs are sorted, so a line's are read together.
  let index = 0
  while (index < masked.length) {
    const lineStart = text.lastIndexOf('\n', masked[index]! - 1) + 1
    let lineEnd = text.indexOf('\n', masked[index + 1]!)
    if (lineEnd === -1) lineEnd = text.length
    let next = index
    // (Past container marks: `>``, masked to `>  `, is a blank line in the
    // quote; fuzz run 54. And past footnote labels and marks after them:
    // `[^1]:``, masked to `[^1]: `, is an empty definition, which the next
    // line would be outside of; fuzz run 57.)
    let marks = Math.min(containerMarkersEnd(text, lineStart, lineEnd, lineStart), masked[index]!)
    for (let round = 0; round < 4 && marks < masked[index]!; round++) {
      const labels = afterFootnoteLabels(text, marks, masked[index]!)
      if (labels.labels === 0) break
      marks = Math.min(containerMarkersEnd(text, labels.at, lineEnd, lineStart), masked[index]!)
    }

    const leading = isBlank(text, marks, masked[index]!)
    let alone = leading
    while (next < masked.length && masked[next]! < lineEnd) {
      const following = next + 2 < masked.length && masked[next + 2]! < lineEnd ? masked[next + 2]! : lineEnd
      alone &&= isBlank(text, masked[next + 1]!, following)
      next += 2
    }

    // (So is a run that starts the line's content: blanks there would move
    // what follows, `>`` then `-` masked to `> -` opens a list item; found
    // by fuzz run 58.)
    for (let first = true; index < next; index += 2, first = false) {
      result += text.slice(last, masked[index]) + (alone || (first && leading) ? '\u00A0' : ' ').repeat(masked[index + 1]! - masked[index]!)
      last = masked[index + 1]!
    }
  }

  return result + text.slice(last)

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param columns
   *   Filled, when given, with the offset where the content of each
   *   marker starts (outermost first).
   * @returns
   *   Offset in the line of where its content starts past the quote and
   *   list markers it opens (each marker followed by a blank or the line
   *   end; indentation read in columns).
   */
  function containerContent(lineStart: number, lineEnd: number, columns?: number[]): number {
    codeAfterMarker = false
    let at = lineStart
    // In columns, tabs to their stop (`-\t  x` is code in the item; `  >``,
    // then `\t>`` is lazy text, no quote; fuzz run 51). Counted as the walk
    // goes: a line of a million markers is walked once.
    let column = 0
    // Blanks that a marker before takes: a list item's one to four (five
    // or more are read below), a quote's one.
    let taken = 0
    // Whether a list marker came before (see `innerQuoteWidth`).
    let item = false
    for (let markers = 0; ; markers++) {
      const blanks = at
      const blanksColumn = column
      while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
        column = advance(column, text.charCodeAt(at))
        at++
      }

      // Four columns of blanks or more past those: indented code, the
      // content starts before them (`*    x` is text in the item; fuzz run
      // 50). A line's own blanks count past the content of the open items
      // they reach (`-`, then `\t-` opens an item in the item; found by
      // mutating fuzz run 51's bodies).
      let past = blanksColumn
      if (markers === 0) for (const item of openItems) if (item <= column) past = item
      if (column - past >= 4 + taken) {
        if (markers > 0) columns?.push(blanks - lineStart)
        return blanks - lineStart
      }

      // Where the content of the marker before starts.
      if (markers > 0) columns?.push(at - lineStart)
      const code = text.charCodeAt(at)
      // A thematic break is no list item (`- --`; fuzz run 54).
      if (breakAt(at, lineEnd)) break
      const marker = code === 62 /* `>` */ ? at + 1 : listMarkerEnd(text, at, lineEnd)

      if (marker === -1 || marker > lineEnd) break
      const after = text.charCodeAt(marker)
      if (code !== 62 && marker < lineEnd && after !== 32 && after !== 9) break
      if (code === 62 && item && columns && innerQuoteWidth === Number.POSITIVE_INFINITY) innerQuoteWidth = column + 1
      if (code !== 62) item = true
      // (Marks are one column each.)
      column += marker - at
      // Five columns of blanks or more after a list marker: one, the rest
      // indented code in the item.
      if (code !== 62) {
        let blankColumn = column
        for (let blank = marker; blank < lineEnd && (text.charCodeAt(blank) === 32 || text.charCodeAt(blank) === 9); blank++) {
          blankColumn = advance(blankColumn, text.charCodeAt(blank))
        }

        if (blankColumn - column >= 5) {
          codeAfterMarker = true
          columns?.push(marker + 1 - lineStart)
          return marker + 1 - lineStart
        }
      }

      taken = code === 62 ? 1 : 4
      at = marker
    }

    return at - lineStart
  }

  /**
   * Follow the list items (and footnote definitions) outside quotes that a
   * line is in, closes or opens (see `openItems`).
   *
   * @param lineStart
   *   Start of a line, not blank.
   * @param lineEnd
   *   Its end.
   * @param opens
   *   Whether its marks may open items (not in a fence or HTML block).
   * @param lazyMay
   *   Whether paragraph text may go on above it (the line above is not
   *   blank, and in no fence or HTML block).
   * @param plain
   *   How many of `openItems` the paragraph text the line above holds is
   *   in, where it is in no quote (-1: none such; see `plainAbove`).
   * @returns
   *   Whether the last item it opens is empty.
   */
  function trackItems(lineStart: number, lineEnd: number, opens: boolean, lazyMay: boolean, plain: number): boolean {
    let at = lineStart
    let column = 0
    while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    // A lazy line (paragraph text goes on above it, and it starts no block
    // there) closes no item (`- x`, `a`, blank, then `  ![`]`` is in the
    // item; fuzz run 51).
    // (Four columns past the items it reaches, it starts nothing: ` 01.\t``,
    // then `\t>` is lazy text, no quote; fuzz run 54.)
    let reached = 0
    for (const item of openItems) if (item <= column) reached = item
    if (
      lazyMay &&
      openItems.length > 0 &&
      openItems.at(-1)! > column &&
      !(
        column - reached < 4 &&
        (opensItem(at, lineEnd) ||
        text.charCodeAt(at) === 62 /* `>` */ ||
        opensHtmlBlock(text, lineStart, lineEnd) ||
        // (A run of `=`, or `--`, is text there, no underline: `- x`, `--`,
        // blank, then `  ![`]`` is in the item; fuzz run 53.)
        (interruptsParagraph(text, at, lineEnd) && !lazyUnderline(lineStart, lineEnd)))
      )
    ) {
      return false
    }

    while (openItems.length > 0 && openItems.at(-1)! > column) openItems.pop()
    // (The paragraph above was in an item the line leaves: what it opens is
    // below none, `0) x`, then `1.\t1.` holds an empty item; found by this
    // session's fuzzing.)
    if (openItems.length < plain) plain = -1
    lineBase = openItems.at(-1) ?? 0
    // Four columns past the innermost item's content: indented code, no
    // marks (`\t  - x`; fuzz run 50).
    if (!opens || column - (openItems.at(-1) ?? 0) >= 4) return false
    while (openItems.length < maxItems) {
      if (breakAt(at, lineEnd)) return false
      let label = gfmFootnoteEnd(text, at, lineEnd)
      if (label !== -1) {
        // Four columns past the container it is in, not past its label
        // (` [^1]:~`, then `2. x` is outside it, where any item opens; fuzz
        // run 56).
        // (Each label in a row opens one in the last: `[^1]:[^1]:x`, then
        // `\t\t-` underlines it in the inner one; found by fuzz run 60.)
        while (true) {
          openItems.push((openItems.at(-1) ?? 0) + 4)
          footnoteAt[openItems.length - 1] = true
          const next = skipSpaceOrTab(text, label, lineEnd)
          const after = openItems.length < maxItems ? gfmFootnoteEnd(text, next, lineEnd) : -1
          if (after === -1) break
          label = after
        }

        // A label alone is an empty definition, which a blank line ends as
        // it ends an empty item (`[^1]:`, a line of blanks, then `` \t` ``
        // is indented code; fuzz run 57).
        return isBlank(text, label, lineEnd)
      }

      const marker = listMarkerEnd(text, at, lineEnd)
      if (marker === -1 || marker > lineEnd) return false
      if (marker < lineEnd && text.charCodeAt(marker) !== 32 && text.charCodeAt(marker) !== 9) return false
      const markerColumn = column + marker - at
      let blank = marker
      let blankColumn = markerColumn
      while (blank < lineEnd && (text.charCodeAt(blank) === 32 || text.charCodeAt(blank) === 9)) {
        blankColumn = advance(blankColumn, text.charCodeAt(blank))
        blank++
      }

      // An empty item interrupts no paragraph: below paragraph text the
      // marker is a setext underline, or text (`a`, `-`, then `` \t` `` is
      // indented code, in no item; found by fuzz run 53). Not one in a
      // container the line is outside of (`> x`, `*    x` or `>` above
      // `-`: it opens an item, which blanks reaching its content keep
      // open; found by mutating fuzz run 53's bodies).
      if (blank === lineEnd && plain === openItems.length) return false
      // Nor does an ordered item from a number other than 1 (`|`, then
      // `2. \t--` is text; found by fuzz run 55).
      if (plain === openItems.length && isDigit(text.charCodeAt(at)) && !isOne(text, at, marker - 1)) return false
      // Empty, or indented code in it: one column past the marker.
      if (blank === lineEnd || blankColumn - markerColumn >= 5) {
        openItems.push(markerColumn + 1)
        footnoteAt[openItems.length - 1] = false
        return blank === lineEnd
      }

      openItems.push(blankColumn)
      footnoteAt[openItems.length - 1] = false
      // (What the line opens in it is below no paragraph text.)
      plain = -1
      // A task box alone leaves the item empty: it ends at a blank line
      // (`- [ ] `, blank, then `    `` is indented code; fuzz run 55).
      // Only after the line's first mark: cmark-gfm 0.29 takes no box off
      // an item a line opens in another (`- - [ ] ` holds text, which lazy
      // lines go on with; found by fuzz run 56).
      if (boxAlone(lineStart, blank, lineEnd)) return true
      at = blank
      column = blankColumn
    }

    return false
  }

  /**
   * @param at
   *   Start of a footnote label.
   * @param lineEnd
   *   Line end.
   * @returns
   *   Index after the `]:` of the last label in a row from there (white
   *   space between them).
   */
  function lastLabelEnd(at: number, lineEnd: number): number {
    // Back over the white space `afterFootnoteLabels` reads past.
    return blanksBefore(at, afterFootnoteLabels(text, at, lineEnd).at)
  }

  /**
   * @param at
   *   Where footnote labels may start (or their end).
   * @param lineEnd
   *   Line end.
   * @returns
   *   Index past the labels there and the container marks after them (a
   *   list item or quote in the definition), or -1 where that is indented
   *   code.
   */
  function pastLabelMarks(at: number, lineEnd: number): number {
    // Labels, then marks, a few rounds (`[^1]: - [^1]:`), as `afterBlockMarks`.
    for (let round = 0; round < 4; round++) {
      const labels = afterFootnoteLabels(text, at, lineEnd)
      if (labels.labels === 0) return labels.at
      // (From the column the labels end at: tabs after marks there go to
      // their stops; ` [^1]:>  2) \t`` holds code; found by fuzz run 59.)
      const inner = walkContainers(text, labels.at, lineEnd, 0, false, width(text.lastIndexOf('\n', labels.at - 1) + 1, labels.at)).content
      if (inner === -1) return -1
      at = Math.max(labels.at, inner)
    }

    return at
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param at
   *   Where its content starts past its container marks.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it holds a task box alone there (`[ ]`, `[x]`; see
   *   `taskBoxAt`), white space after.
   */
  function boxAlone(lineStart: number, at: number, lineEnd: number): boolean {
    return taskBoxAt(text, lineStart, lineEnd) === at && isBlank(text, at + 3, lineEnd)
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it holds a `|` alone, white space around it.
   */
  function lonePipe(lineStart: number, lineEnd: number): boolean {
    const at = skipSpaceOrTab(text, lineStart, lineEnd)
    return text.charCodeAt(at) === 124 && isBlank(text, at + 1, lineEnd)
  }

  /**
   * @param at
   *   Where a container mark may stand in a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether the rest of the line is a thematic break of `-` or `*`
   *   (which cmark-gfm reads before a list item). Linear on a line of many
   *   marks: the line's tail of one mark and blanks is found once (see
   *   `breakTail`), and a mark before it is no break; in it, at most three
   *   marks are counted, and the first break ends the walk.
   */
  function breakAt(at: number, lineEnd: number): boolean {
    const mark = text.charCodeAt(at)
    if (mark !== 45 && mark !== 42) return false
    if (breakTail.end !== lineEnd || breakTail.mark !== mark) {
      // (To the line's start at most: a line feed is neither.)
      let start = lineEnd
      while (start > 0) {
        const code = text.charCodeAt(start - 1)
        if (code !== mark && code !== 32 && code !== 9) break
        start--
      }

      breakTail.end = lineEnd
      breakTail.mark = mark
      breakTail.start = start
    }

    if (at < breakTail.start) return false
    let marks = 0
    for (let index = at; index < lineEnd && marks < 3; index++) if (text.charCodeAt(index) === mark) marks++
    return marks >= 3
  }

  /**
   * @param at
   *   Where a line's content starts.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether a list marker stands there, a blank or the line end after it
   *   (`--` is none).
   */
  function opensItem(at: number, lineEnd: number): boolean {
    const marker = listMarkerEnd(text, at, lineEnd)
    if (marker === -1 || marker > lineEnd) return false
    return marker === lineEnd || text.charCodeAt(marker) === 32 || text.charCodeAt(marker) === 9
  }

  /**
   * @param lineStart
   *   Start of a line in no fence or HTML block.
   * @param lineEnd
   *   Its end.
   * @param content
   *   Where its content starts past its containers.
   * @param quotedItem
   *   Where it starts in a quoted list item above, or -1 (see
   *   `quotedItemContent`).
   * @returns
   *   Whether it opens an HTML block, which ends the stretch (the block is
   *   skipped: see `raw`).
   */
  function rawOpener(lineStart: number, lineEnd: number, content: number, quotedItem: number): boolean {
    // (Where paragraph text above in the same list items goes on, a list
    // marker that may not interrupt it is text: `- x`, then `  0) <?` is
    // no HTML block; found by fuzz run 59.)
    // (Or fewer than four columns past a quoted list item the line is in,
    // read from there: `>*`, then `  > \t<div ``; found by fuzz run 59.)
    const quotedAt = blankColumns(lineStart, content, lineEnd) < 4 ? -1 : quotedItem
    const openerFrom = quotedAt === -1 ? lineStart : quotedAt
    const openerBase = quotedAt === -1 ? lineBase : 0
    const opener = rawBlockOpener(text, openerFrom, lineEnd, openerBase, plainAbove !== -1 && openItems.length >= plainAbove)
    if (opener === undefined) {
      // Kinds 6 and 7 run to a blank line (kind 7 interrupts no
      // paragraph), read so with `blocks` only.
      // (Nor where paragraph text goes on into a table's head row: `x`,
      // `<v>`, `-|` is a table, whose rows are texts; fuzz run 56.)
      if (!blocks || !opensFlowBlock(text, openerFrom, lineEnd, from < lineStart || headAfterText, openerBase)) return false
      flush(lineStart, true)
      raw = toBlank
    } else {
      flush(lineStart, true)
      raw = holdsTerminator(text, opener.terminator, opener.body, lineEnd) ? undefined : opener.terminator
    }

    // An HTML block heads no table: the line after it is no delimiter row
    // (`[^1]: <div`, then `|-` starts a paragraph; found by fuzz run 53).
    row = false
    const markers = quoteMarkers(text, lineStart, lineEnd)
    fenceQuotes = markers.quotes
    fenceInner = quotesPastItems(text, lineStart, lineEnd, lineBase)
    // Past the quotes, list items' content: the block ends with the item,
    // or with the footnote definition it is in, four columns in (`[^1]: <div
    // ``, then `<ps:`>` is an autolink; found by mutating fuzz run 51's
    // bodies).
    const labels = afterFootnoteLabels(text, skipSpaceOrTab(text, content, lineEnd), lineEnd).labels
    // (Four columns past the container a definition is in, not past its
    // label: blanks before a label in no item are none of the item's;
    // `  [^1]:<div`, then `\t`` is in the block; see `trackItems`.)
    const inItem = content > skipSpaceOrTab(text, markers.end, lineEnd)
    // (Of an item open above, where the line is in one: `- x`, then
    // `  [^1]:<div`, and `    <ps:`>` is outside the definition; found by
    // fuzz run 57.)
    // (At least the list item open above that the line is in, as for a
    // fence: `-`, then `\t<div ``; fuzz run 58.)
    const own = ownColumn(lineStart, lineEnd, markers, content)
    fenceColumn = (labels > 0 && !inItem ? lineBase : markers.quotes === 0 ? Math.max(own, lineBase) : Math.max(own, quotedItemAt(markers))) + 4 * labels
    fenceQuoteItem = itemOfFirstQuote(lineStart, lineEnd)
    fenceBase = lineBase
    fenceItemColumn = fenceInner > fenceQuotes ? itemColumnBeforeQuote(lineStart, lineEnd) : 0
    fenceInnerItem = fenceInner > fenceQuotes && fenceQuotes > 0 ? itemPastQuotes(lineStart, lineEnd) : 0
    fenceLabelQuotes = 0
    from = lineEnd + 1
    return true
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it would be a setext underline that opens nothing else: a run
   *   of `=`, or two `-` (one is an empty list item, three a thematic
   *   break), white space around it.
   */
  function lazyUnderline(lineStart: number, lineEnd: number): boolean {
    return lazyUnderlineAt(text, skipSpaceOrTab(text, lineStart, lineEnd), lineEnd)
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   How many spaces and tabs it starts with.
   */
  function leadingBlanks(lineStart: number, lineEnd: number): number {
    let at = lineStart
    while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
    return at - lineStart
  }

  /**
   * @param lineStart
   *   Start of a line, not blank, in a fence or HTML block.
   * @param lineEnd
   *   Its end.
   * @param lineMarkers
   *   Its quote markers.
   * @returns
   *   Whether the line is outside the container the block is in (see
   *   `fenceQuotes`, `fenceInner`, `fenceColumn`).
   */
  function leavesBlock(lineStart: number, lineEnd: number, lineMarkers: {quotes: number; indent: number; end: number}): boolean {
    // (Quote markers past the blanks of the list items the block's first
    // line is in count: `-`, `  >~~~`, then `    >]` is in the fence;
    // found by fuzz run 59.)
    let markers = lineMarkers
    if (fenceBase > 0 && markers.quotes < fenceQuotes) {
      const inItem = quoteMarkers(text, lineStart, lineEnd, 0, fenceBase)
      if (inItem.quotes > markers.quotes) markers = inItem
    }

    // In no quote, blanks that reach the block's list item keep the line
    // in it, whatever follows (`- ````, then `  >`` is code), and a line
    // short of it leaves it, a quote marker too (`- ````, then
    // `` >   ![`]` ``; fuzz run 57).
    // Quotes past footnote labels need the definitions' columns, then
    // their markers, not columns (`[^1]:>~~~`, then `    >]` is code, and
    // an image line below leaves the fence; fuzz run 73).
    if (fenceLabelQuotes > 0) {
      const blanks = lineStart + leadingBlanks(lineStart, lineEnd)
      const column = width(lineStart, blanks)
      return column < fenceLabelColumn || quoteMarkers(text, blanks, lineEnd, column, fenceLabelColumn).quotes < fenceLabelQuotes
    }

    if (fenceQuotes === 0 && fenceInner === 0 && fenceColumn > 0) {
      return width(lineStart, lineStart + leadingBlanks(lineStart, lineEnd)) < fenceColumn
    }

    if (markers.quotes < fenceQuotes) return true
    // A quote marker short of the list item the block's quote is in opens
    // a quote of its own, outside the list (`-`, `  >````, then `>![``a`]`…;
    // fuzz run 57).
    if (fenceQuoteItem > 0 && width(lineStart, lineStart + leadingBlanks(lineStart, lineEnd)) < fenceQuoteItem) return true
    // A quote inside a list item (`- > ````, then `\t![``a`]` is in the
    // item, outside the quote; a pinned body of fuzz run 50).
    if (fenceInner > fenceQuotes) {
      // (Its quote may be one the line spells first, or past blanks a tab
      // gives the item: `- > ````, then `  > [1]:` or `\t >\t[1]:` is in
      // the block, which the image line after it leaves; found by mutating
      // fuzz run 56's bodies.)
      // (Past the blanks of the list item open above the block's first
      // line too: `*`, `\t>~~~`, then `\t>x` is in the fence, and an image
      // line after it leaves it; README's Known list until the thirty-sixth
      // session.)
      if (fenceQuotes === 0) return quotesPastColumn(lineStart, lineEnd, Math.max(fenceItemColumn, fenceBase)) < fenceInner
      if (quotesPastItems(text, lineStart, lineEnd) < fenceInner) return true
      // (Those quotes are all it needs, as in no quote: `>- >````, then
      // `>   >[1]:` is in the fence; found by fuzz run 59. With the blanks
      // of the item between them: `>>` opens a quote outside the item, and
      // the fence ends; fuzz runs 61 to 73.)
      return fenceInnerItem > 0 && quoteMarkers(text, lineStart, lineEnd, 0, 0, fenceQuotes).indent < fenceInnerItem
    }

    // (From its last quote marker's content, which a tab after it may
    // start inside of: `>- ````, then `>\t[1]:` is code; found by fuzz run
    // 58. A `>` past the block's quotes is its content, however indented:
    // `>\t>[1]:` too.)
    const own = markers.quotes > fenceQuotes ? quoteMarkers(text, lineStart, lineEnd, 0, 0, fenceQuotes) : markers
    return own.indent < fenceColumn
  }

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   How many quote markers `[from, to)` holds, where it holds nothing else
   *   but blanks (0 otherwise).
   */
  function quotesAlone(from: number, to: number): number {
    let quotes = 0
    for (let at = from; at < to; at++) {
      const code = text.charCodeAt(at)
      if (code === 62) quotes++
      else if (code !== 32 && code !== 9) return 0
    }

    return quotes
  }

  /**
   * @param lineStart
   *   Start of a line that opens quotes, then list items, then a quote.
   * @param lineEnd
   *   Its end.
   * @returns
   *   The columns from the content of its first `fenceQuotes` quotes to the
   *   content of those items (0: none).
   */
  function itemPastQuotes(lineStart: number, lineEnd: number): number {
    const outer = quoteMarkers(text, lineStart, lineEnd, 0, 0, fenceQuotes)
    const column = width(lineStart, outer.end)
    const item = itemColumnBeforeQuote(lineStart, lineEnd, outer.end, column)
    return item > column ? item - column : 0
  }

  /**
   * @param lineStart
   *   Start of a line that opens list items, then a quote.
   * @param lineEnd
   *   Its end.
   * @param from
   *   Where to start (default: the line start).
   * @param fromColumn
   *   Its column (default: 0).
   * @returns
   *   The content column of those items (one to four blanks after each
   *   marker are its).
   */
  function itemColumnBeforeQuote(lineStart: number, lineEnd: number, from = lineStart, fromColumn = 0): number {
    let at = from
    let column = fromColumn
    let itemColumn = 0
    while (at < lineEnd) {
      while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) column = advance(column, text.charCodeAt(at++))
      const marker = listMarkerEnd(text, at, lineEnd)
      if (text.charCodeAt(at) === 62 || marker === -1 || marker >= lineEnd) return itemColumn
      if (text.charCodeAt(marker) !== 32 && text.charCodeAt(marker) !== 9) return itemColumn
      column += marker - at
      at = marker
      const markerEnd = column
      while (at < lineEnd && column - markerEnd < 4 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) column = advance(column, text.charCodeAt(at++))
      itemColumn = column
    }

    return itemColumn
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param itemColumn
   *   Content column of the list items it must be indented into.
   * @returns
   *   How many quote markers it has past that column (each at most three
   *   columns into the container before it); 0 where it does not reach it.
   */
  function quotesPastColumn(lineStart: number, lineEnd: number, itemColumn: number): number {
    let at = lineStart
    let column = 0
    while (at < lineEnd && column < itemColumn && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) column = advance(column, text.charCodeAt(at++))
    return column < itemColumn ? 0 : quoteMarkers(text, at, lineEnd, column, itemColumn).quotes
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param from
   *   A place in it (past its quote markers).
   * @param to
   *   A later place in it.
   * @returns
   *   How many columns `[from, to)` takes, tabs to their stops counted from
   *   the line start (`[^1]:<div`, then `` \t` `` is four columns in, in
   *   the definition's HTML block; fuzz run 53).
   */
  function columnsPast(lineStart: number, from: number, to: number): number {
    return width(lineStart, to) - width(lineStart, from)
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param at
   *   A place in it.
   * @param lineEnd
   *   Its end.
   * @returns
   *   How many columns the blanks at `at` take (`\t[1]:` is indented code,
   *   no definition; fuzz run 53).
   */
  function blankColumns(lineStart: number, at: number, lineEnd: number): number {
    return columnsPast(lineStart, at, skipSpaceOrTab(text, at, lineEnd))
  }

  /**
   * @param at
   *   Where a line's content starts past its indent (no quote markers
   *   before it).
   * @param column
   *   Its column.
   * @param lineEnd
   *   Line end.
   * @returns
   *   Whether it goes on in the quote the stretch's first line opens in a
   *   list item: a `>` indented into that item (as the first line's is, at
   *   most three columns past the item's content), and no more markers
   *   than that line has past the item (`*   >x`, `![`]``, then
   *   `    >\t  `]()Amendments` goes on with the paragraph; fuzz run 56).
   */
  function continuesInnerQuote(at: number, column: number, lineEnd: number): boolean {
    if (innerQuoteWidth === Number.POSITIVE_INFINITY || text.charCodeAt(at) !== 62 /* `>` */) return false
    const index = lastBelow(columnWidths, innerQuoteWidth)
    const item = index === -1 ? 0 : columnWidths[index]!
    return column >= item && column - item < 4 && quoteMarkers(text, at, lineEnd).quotes <= innerQuotes
  }

  /**
   * @param at
   *   A line's first quote marker (see `continuesInnerQuote`).
   * @param lineEnd
   *   Line end.
   * @returns
   *   Whether what follows its quote markers interrupts a paragraph (four
   *   columns past them, nothing does).
   */
  function interruptsPastQuotes(at: number, lineEnd: number): boolean {
    // (Columns from the marker's own: a tab after it reaches the next stop
    // from there; `* >x`, then `  >\t  -` is an underline, two columns past
    // the quote's content; found by this session's fuzzing.)
    const column = width(text.lastIndexOf('\n', at - 1) + 1, at)
    const past = quoteMarkers(text, at, lineEnd, column, column)
    const content = skipSpaceOrTab(text, past.end, lineEnd)
    // (A setext underline too, which ends it as a heading: `  1. >``, then
    // `    \t>\t-`; found by fuzz run 59.)
    return past.indent < 4 && (interruptsAt(content, lineEnd) || isSetextUnderline(text, content, lineEnd))
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Content column of the list item open above that the line's first
   *   quote marker is in (0: none, or no marker after its blanks).
   */
  function itemOfFirstQuote(lineStart: number, lineEnd: number): number {
    const blanks = leadingBlanks(lineStart, lineEnd)
    if (text.charCodeAt(lineStart + blanks) !== 62 /* `>` */) return 0
    const item = lastBelow(openItems, width(lineStart, lineStart + blanks) + 1)
    return item === -1 ? 0 : openItems[item]!
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param quotesEnd
   *   Where its quote markers end (see `quoteMarkers`).
   * @param content
   *   Where its content starts, past its container marks and blanks.
   * @returns
   *   Where its containers end: blanks past a list marker are the item's,
   *   but those at the line's start or past a quote marker (and its
   *   optional blank) are the block's own indentation (` ````, then
   *   ```` ``` ```` closes the fence; fuzz run 57).
   */
  function containersEnd(lineStart: number, quotesEnd: number, content: number): number {
    const back = blanksBefore(lineStart, content)
    return back === lineStart || text.charCodeAt(back - 1) === 62 /* `>` */ ? Math.max(back, quotesEnd) : content
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param at
   *   A place in it.
   * @returns
   *   Start of the run of spaces and tabs that ends at `at` (`at` where
   *   none does).
   */
  function blanksBefore(lineStart: number, at: number): number {
    let back = at
    while (back > lineStart && (text.charCodeAt(back - 1) === 32 || text.charCodeAt(back - 1) === 9)) back--
    return back
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @returns
   *   The column where the last quote's content starts: past its optional
   *   blank, one column of a tab (a line with a blank there and one
   *   without are set against each other from there: `>1. ``, then
   *   `>\t\t-` is an underline in the item; found by fuzz run 59), or 0
   *   where it has none.
   */
  function afterQuotesColumn(lineStart: number, markers: {quotes: number; end: number}): number {
    if (markers.quotes === 0) return 0
    const at = markers.end
    return text.charCodeAt(at - 1) === 62 /* `>` */ ? width(lineStart, at) : width(lineStart, at - 1) + 1
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @returns
   *   Those, and past the blanks of the list item a line above opened
   *   right after as many quote markers (see `quotedItemQuotes`), the
   *   quote markers it opens in the item (`>1. ``, then `>\t\t>` is in
   *   two quotes; found by fuzz run 59); `markers` itself where none.
   * @param itemQuotes
   *   Quotes of that item (default: the one followed).
   * @param itemColumn
   *   Its content column past their content.
   */
  function quotedItemMarkers(
    lineStart: number,
    lineEnd: number,
    markers: {quotes: number; indent: number; end: number},
    itemQuotes = quotedItemQuotes,
    itemColumn = quotedItemColumn
  ): {quotes: number; indent: number; end: number} {
    if (markers.quotes === 0 || markers.quotes !== itemQuotes || markers.indent < itemColumn) return markers
    const itemContent = afterQuotesColumn(lineStart, markers) + itemColumn
    const inner = quoteMarkers(text, markers.end, lineEnd, width(lineStart, markers.end), itemContent)
    return inner.quotes > 0 ? {quotes: markers.quotes + inner.quotes, indent: inner.indent, end: inner.end} : markers
  }

  /**
   * @param lineStart
   *   Start of a line that opens a fence or an HTML block.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   Its quote markers.
   * @param content
   *   Where its content starts past its containers.
   * @returns
   *   The content column of its containers past the quotes' content: 0
   *   where quote markers are all they are (blanks after them, a tab's
   *   included, are the block's own: `>\t````, then `>]` is in the fence;
   *   found by fuzz run 59).
   */
  function ownColumn(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}, content: number): number {
    const end = containersEnd(lineStart, markers.end, content)
    return markers.quotes > 0 && end <= markers.end ? 0 : pastQuoteContent(lineStart, lineEnd, markers, end)
  }

  /**
   * Mask the `:` after the labels of the definitions in `[start, end)`
   * (see `labelColons`).
   *
   * @param start
   *   Start of the line the first starts on.
   * @param end
   *   Where they end.
   */
  function maskDefinitionColons(start: number, end: number): undefined {
    let lineStart = start
    while (lineStart < end) {
      let lineEnd = text.indexOf('\n', lineStart)
      if (lineEnd === -1) lineEnd = text.length
      const at = skipSpaceOrTab(text, lineStart + containerContent(lineStart, lineEnd), lineEnd)
      const definition = definitionEnd(text, at, lineEnd, true)
      if (definition === -1) return
      const colon = labelColon(text, at, lineEnd)
      if (colon !== -1) labelColons.push(colon)
      lineStart = definition + 1
    }
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether a tab among its leading blanks runs past the content column
   *   of the innermost list item open above that they reach.
   */
  function tabPastBase(lineStart: number, lineEnd: number): boolean {
    // (The innermost item its blanks reach: a lazy line keeps the items.)
    const reached = lastBelow(openItems, width(lineStart, lineStart + leadingBlanks(lineStart, lineEnd)) + 1)
    const base = reached === -1 ? 0 : openItems[reached]!
    if (base === 0) return false
    let column = 0
    for (let at = lineStart; at < lineEnd && column < base; at++) {
      const code = text.charCodeAt(at)
      if (code !== 32 && code !== 9) return false
      const next = advance(column, code)
      if (code === 9 && next > base) return true
      column = next
    }

    return false
  }

  /**
   * @param lineStart
   *   Start of a line below paragraph text.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether its content, past as many quote markers as the stretch's
   *   first line holds at most, starts with an ordered list marker from a
   *   number other than 1, which interrupts no paragraph (the line is
   *   text).
   */
  function orderedBelowText(lineStart: number, lineEnd: number): boolean {
    const markers = quoteMarkers(text, lineStart, lineEnd)
    if (markers.quotes > Math.max(quotes, 0)) return false
    const at = skipSpaceOrTab(text, markers.end, lineEnd)
    if (!isDigit(text.charCodeAt(at))) return false
    const marker = listMarkerEnd(text, at, lineEnd)
    if (marker === -1 || (marker < lineEnd && !isSpaceOrTab(text.charCodeAt(marker)))) return false
    return !isOne(text, at, marker - 1)
  }

  /**
   * @param lineStart
   *   Start of a line that goes on with the stretch's paragraph.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it starts with blanks and matches none of the containers of
   *   the stretch's first line (with `blocks`): no quote marker, and short
   *   of the outermost container's content, or that container is a quote.
   */
  function lazyBlanks(lineStart: number, lineEnd: number): boolean {
    if (quotes === -1 || columnWidths.length === 0 || !isSpaceOrTab(text.charCodeAt(lineStart))) return false
    if (quoteMarkers(text, lineStart, lineEnd).quotes > 0) return false
    return text.charCodeAt(skipSpaceOrTab(text, from, lineEnd)) === 62 || width(lineStart, skipSpaceOrTab(text, lineStart, lineEnd)) < columnWidths[0]!
  }

  /**
   * @param markers
   *   A line's quote markers (see `quoteMarkers`).
   * @returns
   *   The content column, past their content, of the list item a line
   *   above opened right after as many quote markers where the line is
   *   indented into it (see `quotedItemQuotes`), else 0: a block the line
   *   opens is in that item (`>-`, then `>   ~~~`, and `>``` after it is
   *   outside the fence; found by fuzz run 59).
   */
  function quotedItemAt(markers: {quotes: number; indent: number}): number {
    return markers.quotes > 0 && markers.quotes === quotedItemQuotes && markers.indent >= quotedItemColumn ? quotedItemColumn : 0
  }

  /**
   * @param markers
   *   A line's quote markers (see `quoteMarkers`).
   * @param lineEnd
   *   Its end.
   * @returns
   *   Where its content starts past the blanks of the list item a line
   *   above opened right after as many quote markers (see
   *   `quotedItemQuotes`), fewer than four columns past the item's
   *   content, or -1.
   */
  function quotedItemContent(markers: {quotes: number; indent: number; end: number}, lineEnd: number): number {
    const column = quotedItemAt(markers)
    return column > 0 && markers.indent - column < 4 ? skipSpaceOrTab(text, markers.end, lineEnd) : -1
  }

  /**
   * @param markers
   *   A line's quote markers (see `quoteMarkers`).
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether a list item opens where its content starts in the list item
   *   a line above opened right after as many quote markers (see
   *   `quotedItemContent`).
   */
  function opensQuotedItem(markers: {quotes: number; indent: number; end: number}, lineEnd: number): boolean {
    const at = quotedItemContent(markers, lineEnd)
    return at !== -1 && opensItem(at, lineEnd)
  }

  /**
   * Follow the list item a line opens right after its quote markers (see
   * `quotedItemQuotes`): the lines below in as many quotes and indented
   * into it are in it; one in them less indented ends it.
   *
   * @param lineStart
   *   Start of a line, not blank.
   * @param lineEnd
   *   Its end.
   * @param mayBeLazy
   *   Whether it is paragraph text below paragraph text (a lazy line keeps
   *   the quotes open).
   * @param underline
   *   Whether it is a setext underline (no list item).
   */
  function trackQuotedItem(lineStart: number, lineEnd: number, mayBeLazy: boolean, underline: boolean): undefined {
    const markers = quoteMarkers(text, lineStart, lineEnd)
    // A line in fewer quotes that no paragraph goes on into ends the item
    // (`>*`, `*`, then `>     y` is code in a new quote; fuzz run 59).
    // (Nor is one that opens a list item lazy: `>- x`, then `1. x` opens a
    // list outside the quote; found by fuzz run 60.)
    const opensList = markers.indent < 4 && opensItem(skipSpaceOrTab(text, markers.end, lineEnd), lineEnd)
    if (markers.quotes < quotedItemQuotes && (!mayBeLazy || opensList)) quotedItemQuotes = 0
    if (markers.quotes === 0) return
    const column = underline ? -1 : quotedItemOpened(lineStart, lineEnd, markers)
    if (column !== -1) {
      quotedItemQuotes = markers.quotes
      quotedItemColumn = column
      quotedItemEmpty = isBlank(text, listMarkerEnd(text, skipSpaceOrTab(text, markers.end, lineEnd), lineEnd), lineEnd)
    } else if (markers.quotes >= quotedItemQuotes && isBlank(text, markers.end, lineEnd)) {
      // A line blank past its quote markers ends no item but an empty one
      // (`>- x`, `>`, then `>     z` is a paragraph in the item; found by
      // fuzz run 59).
      if (quotedItemEmpty) quotedItemQuotes = 0
    } else if (markers.quotes <= quotedItemQuotes && markers.indent < quotedItemColumn) {
      // (Not a lazy line: `>-`, `>\t>--`, then `>www.`` goes on with the
      // paragraph in the item; found by fuzz run 59.)
      if (!mayBeLazy) quotedItemQuotes = 0
    } else if (markers.quotes > quotedItemQuotes && quotedItemQuotes > 0 && !mayBeLazy) {
      // (Nor one whose further quote markers stand short of the item:
      // `>-`, then `> >     `` opens a quote outside it; found by mutating
      // this session's pins.)
      const outer = quoteMarkers(text, lineStart, lineEnd, 0, 0, quotedItemQuotes)
      if (outer.indent < quotedItemColumn) quotedItemQuotes = 0
      else quotedItemEmpty = false
    } else {
      quotedItemEmpty = false
    }
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @returns
   *   The content column, past the quotes' content, of the list item the
   *   line opens right after them (see `quotedItemQuotes`), or -1.
   */
  function quotedItemOpened(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}): number {
    if (markers.quotes === 0) return -1
    const first = skipSpaceOrTab(text, markers.end, lineEnd)
    // (A thematic break is none: `>- --`; found by fuzz run 59.)
    if (isThematicBreak(text, first, lineEnd)) return -1
    const marker = markers.indent < 4 ? listMarkerEnd(text, first, lineEnd) : -1
    if (marker === -1 || !(marker === lineEnd || isSpaceOrTab(text.charCodeAt(marker)))) return -1
    // One blank past the marker where the item is empty or holds code,
    // else the blanks up to its content.
    const markerColumn = markers.indent + (marker - first)
    const contentColumn = pastQuoteContent(lineStart, lineEnd, markers, skipSpaceOrTab(text, marker, lineEnd))
    return isBlank(text, marker, lineEnd) || contentColumn - markerColumn > 4 ? markerColumn + 1 : contentColumn
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @param at
   *   A place in it past them.
   * @returns
   *   How many columns `at` stands past the content of its last quote
   *   marker (past the line start where it has none): a tab after a marker
   *   gives the marker's optional blank one of its columns.
   */
  function pastQuoteContent(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}, at: number): number {
    return width(lineStart, at) - quoteContentColumn(lineStart, lineEnd, markers)
  }

  /**
   * @param lineStart
   *   Start of a line below the stretch's first.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @param above
   *   `quoteContent` of the stretch (read before the line's own start).
   * @returns
   *   How many columns further in its quote's content starts than the
   *   first line's, where it has the same quotes (0 otherwise): its
   *   columns are set against the first line's less as many (`>x`, then
   *   `   > -` or `>    -` is an underline; fuzz run 57).
   */
  function quoteShift(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}, above: number): number {
    return markers.quotes > 0 && markers.quotes === quotes ? quoteContentColumn(lineStart, lineEnd, markers) - above : 0
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   The quote markers it starts with (see `quoteMarkers`).
   * @returns
   *   The column where the content of the last of them starts, its
   *   optional blank counted, or 0 where it has none.
   */
  function quoteContentColumn(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}): number {
    if (markers.quotes === 0) return 0
    return width(lineStart, skipSpaceOrTab(text, markers.end, lineEnd)) - markers.indent
  }

  /**
   * @param start
   *   Start of a line.
   * @param end
   *   A place in it.
   * @returns
   *   How many columns `[start, end)` takes (a tab to the next multiple of
   *   four).
   */
  function width(start: number, end: number): number {
    let columns = 0
    for (let at = start; at < end; at++) columns = advance(columns, text.charCodeAt(at))
    return columns
  }

  /**
   * @param lineEnd
   *   End of a line.
   * @param indent
   *   Indentation the next line needs to be in the same containers, in
   *   columns.
   * @returns
   *   Whether the next line may be a table's delimiter row (so this line
   *   its header row).
   */
  function headsTable(lineEnd: number, indent: number): boolean {
    if (lineEnd >= text.length) return false
    const nextStart = lineEnd + 1
    let nextEnd = text.indexOf('\n', nextStart)
    if (nextEnd === -1) nextEnd = text.length
    // In columns (`- x`, lazy lines, then `\t-|-` is in the item; fuzz run
    // 50).
    // (Four columns past it, the line is text: `www.``, `![`]`, then `\t|-`
    // is no delimiter row; fuzz run 53.)
    // Nor is a lazy line one, outside the stretch's quote (`> a|b`, then
    // `-|-` is text; `>\t=`, `www.``, `![`]`, `\t|-`; found by mutating
    // fuzz run 53's bodies).
    let nextMarkers = quoteMarkers(text, nextStart, nextEnd)
    // (A quote marker short of the list item open above that the stretch's
    // quote is in opens a quote outside it: `-`, `\t><ps:`>`, lazy lines,
    // then `>|-`; found by fuzz run 59.)
    if (stretchBase > 0 && quotes > 0) {
      const first = skipSpaceOrTab(text, nextStart, nextEnd)
      if (text.charCodeAt(first) === 62 /* `>` */ && width(nextStart, first) < stretchBase) return false
    }

    // (Past the blanks of the list item open above, as the head row's are
    // read: `-`, `\t>`|``, then `\t>-|-`; found by fuzz run 59.)
    if (nextMarkers.quotes < quotes && lineBase > 0) {
      const pastItem = quoteMarkers(text, nextStart, nextEnd, 0, lineBase)
      if (pastItem.quotes > nextMarkers.quotes) nextMarkers = pastItem
    }

    if (nextMarkers.quotes < quotes) return false
    // (Past the list item a quote line above opened right after its
    // markers, the stretch's quotes stand in it: so must the row's; `>-`,
    // `>\t>-> www.``, …, then `>>|-` opens a quote outside the item; found
    // by fuzz run 59.)
    if (quotedItemQuotes > 0 && quotes > quotedItemQuotes) {
      const outer = quoteMarkers(text, nextStart, nextEnd, 0, 0, quotedItemQuotes)
      if (outer.quotes === quotedItemQuotes && outer.indent < quotedItemColumn) return false
    }
    // Nor one that opens a quote deeper than the stretch's (`b`]()…`,
    // then `>|-` is a quote; fuzz run 57), but for a quote in a list item.
    // (Its quote markers past the blanks of a list item open above that it
    // reaches: `*\t<ps:`>`, `![`]`, a line, then `\t>|-` opens a quote in
    // the item; found by fuzz run 58.)
    const reached = lastBelow(openItems, width(nextStart, nextStart + leadingBlanks(nextStart, nextEnd)) + 1)
    const reachedColumn = reached === -1 ? 0 : openItems[reached]!
    const innerMarkers = reachedColumn > 0 ? quoteMarkers(text, nextStart, nextEnd, 0, reachedColumn) : nextMarkers
    // (The quotes the marks after a footnote label open count, where the
    // head row is that line: `[^1]:>?`, then `\t>-|` is a delimiter row in
    // the quote; found by this session's fuzzing.)
    const headQuotes = Math.max(quotes, labelQuotes)
    if (Math.max(nextMarkers.quotes, innerMarkers.quotes) > headQuotes && innerQuoteWidth === Number.POSITIVE_INFINITY) return false
    // (Or outside a quote in an item: `1) >www.``, then `\t-|-`.)
    // (Past the blanks of the item it reaches: `- >``, then `\t>|-` is a
    // delimiter row in the quote; found by fuzz run 58.)
    // (Or past those of a list item a line above opened right after its
    // quote markers, the head row's own first: it is followed from the
    // line after; `>1. >``, then `>\t\t>|-`; found by fuzz run 59.)
    const headStart = text.lastIndexOf('\n', lineEnd - 1) + 1
    const headMarkers = quoteMarkers(text, headStart, lineEnd)
    const headItem = quotedItemOpened(headStart, lineEnd, headMarkers)
    const inItem =
      innerQuoteWidth === Number.POSITIVE_INFINITY
        ? nextMarkers
        : headItem === -1
          ? quotedItemMarkers(nextStart, nextEnd, nextMarkers)
          : quotedItemMarkers(nextStart, nextEnd, nextMarkers, headMarkers.quotes, headItem)
    if (innerQuoteWidth !== Number.POSITIVE_INFINITY && Math.max(quotesPastItems(text, nextStart, nextEnd, reachedColumn), inItem.quotes) < innerQuotes) {
      return false
    }

    // (Nor one whose quote marker stands short of the list item that quote
    // is in: it opens a quote outside it; `- ><ps:`>`, lazy lines, then
    // `>|-`; found by fuzz run 59.)
    const nextFirst = skipSpaceOrTab(text, nextStart, nextEnd)
    if (
      innerQuoteWidth !== Number.POSITIVE_INFINITY &&
      inItem === nextMarkers &&
      text.charCodeAt(nextFirst) === 62 /* `>` */ &&
      !continuesInnerQuote(nextFirst, width(nextStart, nextFirst), nextEnd)
    ) {
      return false
    }

    // Past the stretch's quotes, indents are the quote's (`>|`, lazy lines,
    // then `>-|-` is a delimiter row in the quote; fuzz run 54).
    const inQuote = quotes > 0 && indent > 0
    // (In a list item the head row's quote line opens right after its
    // markers, or is in: the item's column past the quote's content;
    // `>  - ``, then `>   \t|-`; found by fuzz run 59.)
    // (A lazy head row's: the item the paragraph is in; `>  - ``, `` ` ``,
    // then `>   \t|-`; found by fuzz run 59.)
    // (Or one lazy in its quote, short of the item: `>\t- x`, `>``, then
    // `>   \t|-`; found by fuzz run 59.)
    const quotedItem =
      headItem !== -1
        ? headItem
        : (headMarkers.quotes === quotes ? quotedItemAt(headMarkers) : 0) ||
          (headMarkers.quotes <= quotes && quotedItemQuotes === quotes ? quotedItemColumn : 0)
    // (A footnote definition's, where the head row is in one: from its
    // quote's content; `>\t- ```, `>\t\t[^1]:``, then `>\t    \t|-`; found
    // by fuzz run 59.)
    const need = inQuote
      ? labelsContent !== -1 && quotedItem > 0
        ? indent - afterQuotesColumn(headStart, headMarkers)
        : quotedItem > 0
          ? quotedItem
          : indent - (columnWidths[quotes - 1] ?? 0)
      : indent
    // (In a quote in a list item, past the line's own markers: `- >``, then
    // `  >|-` is a delimiter row in the quote; fuzz run 57.)
    // (Past markers that stand in the item too: `-\t- >``, then six spaces
    // and `>|-`; found by fuzz run 58.)
    const nextIndent = inQuote
      ? nextMarkers.indent
      : innerQuoteWidth !== Number.POSITIVE_INFINITY && innerMarkers.quotes > 0
        ? width(nextStart, skipSpaceOrTab(text, innerMarkers.end, nextEnd))
        : width(nextStart, nextStart + leadingBlanks(nextStart, nextEnd))
    // (Within a quote it reaches past such an item's blanks, fewer than
    // four columns in.)
    // (Past the quote the head row's line opens in a list item, which the
    // line reaches past the item's blanks: within it, fewer than four
    // columns in, from its own markers' content; `  1. >``, then
    // `    \t>\t|-`; found by fuzz run 59.)
    const inInnerQuote = !inQuote && innerQuoteWidth !== Number.POSITIVE_INFINITY && innerMarkers.quotes > 0
    // (In the quotes after a footnote label: the row spells them past the
    // definition's blanks, fewer than four columns in.)
    const labelQuoted = headQuotes > quotes
    if (
      inItem !== nextMarkers
        ? inItem.quotes !== innerQuotes || inItem.indent >= 4
        : labelQuoted
          ? innerMarkers.quotes !== headQuotes || innerMarkers.indent >= 4
          : inInnerQuote
            ? innerMarkers.indent >= 4
            : nextIndent < need || nextIndent >= need + 4
    ) {
      return false
    }
    // Past the containers (a `-` is a dash of the row unless a blank
    // follows it), or from the line start (`> -|`).
    // (Past the quote markers of the quote in such an item too.)
    const at =
      inItem !== nextMarkers
        ? skipSpaceOrTab(text, inItem.end, nextEnd)
        : labelQuoted
          ? skipSpaceOrTab(text, innerMarkers.end, nextEnd)
          : nextStart + containerContent(nextStart, nextEnd)
    // (Past list marks only where they open an item, which needs one that
    // may interrupt a paragraph: `2. \t|-` is text; fuzz run 55.)
    const first = skipSpaceOrTab(text, nextStart, nextEnd)
    // A list item the line opens (past its quote markers) ends the
    // paragraph: a row in it heads nothing above (`b`]()Amendments`, then
    // `-\t-|`; fuzz run 57).
    let pastQuotes = first
    while (text.charCodeAt(pastQuotes) === 62 /* `>` */) pastQuotes = skipSpaceOrTab(text, pastQuotes + 1, nextEnd)
    const marker = listMarkerEnd(text, pastQuotes, nextEnd)
    if (marker !== -1 && marker < nextEnd && isSpaceOrTab(text.charCodeAt(marker)) && interruptsParagraph(text, pastQuotes, nextEnd)) return false
    const marksOpen = at === first || text.charCodeAt(first) === 62 || interruptsParagraph(text, nextStart, nextEnd)
    const rowFrom = marksOpen && isDelimiterRow(text, at, nextEnd) ? at : isDelimiterRow(text, nextStart, nextEnd) ? nextStart : -1
    if (rowFrom === -1) return false
    // As many cells as the header row (`![[``a`]]`, then `-|-` is text;
    // fuzz run 45).
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1
    let header = skipSpaceOrTab(text, lineStart + containerContent(lineStart, lineEnd), lineEnd)
    // (Marks alone below paragraph text open no empty item: they are the
    // row's text, `*`, then `|-`; found by fuzz run 58.)
    if (header === lineEnd && lineStart > from) header = skipSpaceOrTab(text, lineStart, lineEnd)
    // Each of its cells dashes, colons around them (`-|- -` is text; fuzz
    // run 54).
    const cells = delimiterCells(text, skipSpaceOrTab(text, rowFrom, nextEnd), nextEnd)
    return cells > 0 && cells === rowCells(text, header, lineEnd)
  }

  /**
   * @param lineStart
   *   Start of a line that starts a stretch a block ends before it.
   * @param lineEnd
   *   Its end.
   * @param lineQuotes
   *   Its quote markers.
   */
  function start(lineStart: number, lineEnd: number, lineQuotes: number): undefined {
    // A definition whose destination would be on the line is none: a block
    // starts there (`-\t[1]:`, then `\t>www.``; found by fuzz run 58).
    if (skipTo > lineStart) skipTo = 0
    flush(lineStart, true)
    from = lineStart
    quotes = lineQuotes
    firstLine(lineStart, lineEnd)
  }

  /**
   * Read the containers of a stretch's first line (`columns`, `contentAt`,
   * `code`).
   *
   * @param lineStart
   *   Start of the line.
   * @param lineEnd
   *   Its end.
   */
  function firstLine(lineStart: number, lineEnd: number): undefined {
    stretchBase = lineBase
    columns.length = 0
    quoteItem = itemOfFirstQuote(lineStart, lineEnd)

    const firstMarkers = quoteMarkers(text, lineStart, lineEnd)
    // (Past the blanks of a list item open above, as the line's markers are
    // read below: `-`, then `\t>|` and `\t>--` underlines it, `\t> -     ``
    // opens an item; found by fuzz run 59.)
    const inItemMarkers = firstMarkers.quotes === 0 && lineBase > 0 ? quoteMarkers(text, lineStart, lineEnd, 0, lineBase) : firstMarkers
    quotesWidth = afterQuotesColumn(lineStart, inItemMarkers)
    quoteContent = quoteContentColumn(lineStart, lineEnd, inItemMarkers)
    labelsContent = -1
    labelQuotes = 0
    // How many items open above the line is indented into, where it opens
    // none of its own.
    let itemsReached = 0
    innerQuoteWidth = Number.POSITIVE_INFINITY
    contentAt = containerContent(lineStart, lineEnd, columns)
    // (Past the blanks a list item open above takes: `*`, then `    *\t>x`
    // is one quote deep; found by fuzz run 56.)
    if (innerQuoteWidth !== Number.POSITIVE_INFINITY) innerQuotes = quotesPastItems(text, lineStart, lineEnd, lineBase)
    const ownCount = columns.length
    code = codeAfterMarker || width(lineStart, skipSpaceOrTab(text, lineStart + contentAt, lineEnd)) - width(lineStart, lineStart + contentAt) >= 4
    // A line indented into the empty list item above is in it: a line less
    // indented after it is lazy (`-`, `  ![`]``, then a tag line; fuzz run
    // 49).
    if (columns.length === 0 && openItems.length > 0) {
      // In columns: a tab is one character, to the next multiple of four
      // (`-`, then `\t![``a`]` is in the item). (`trackItems` popped the
      // items the line is not indented into.)
      let indent = 0
      let at = lineStart
      // Offsets in the line where each item's content starts (columns
      // ascend, so one pointer does).
      let item = 0
      for (; at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9); at++) {
        indent = advance(indent, text.charCodeAt(at))
        while (item < openItems.length && openItems[item]! <= indent) {
          columns.push(at + 1 - lineStart)
          item++
        }
      }

      // Four columns past the item's content, it is indented code there
      // (`01.`, then six spaces and text is a paragraph in the item).
      if (columns.length > 0) {
        code = indent - openItems.at(-1)! >= 4
        if (!code) contentAt = at - lineStart
        itemsReached = item
      }
    }

    // A line in the quotes of a list item a line above opened in them, and
    // indented into it, is in it: four columns past its content it is
    // indented code (`>-`, then `>     x` is a paragraph in the item; found
    // by fuzz run 58).
    // (Code there ends at a line fewer than four columns past the item's
    // content: `> -`, `>     \t``, then `>     see` starts a paragraph in
    // the item; found by fuzz run 59.)
    let quotedCodeIn = -1
    // (And its container is that item: `>-`, `>\t  ``, then `>*` is outside
    // it; found by fuzz run 59.)
    let quotedItemWidth = 0
    if (code && ownCount === firstMarkers.quotes && firstMarkers.quotes > 0 && firstMarkers.quotes === quotedItemQuotes && firstMarkers.indent >= quotedItemColumn) {
      code = firstMarkers.indent - quotedItemColumn >= 4
      if (code) quotedCodeIn = afterQuotesColumn(lineStart, firstMarkers) + quotedItemColumn
      else {
        quotedItemWidth = afterQuotesColumn(lineStart, firstMarkers) + quotedItemColumn
        // (Past the container marks it opens in the item: `>\t-`, then
        // `>\t\t-` holds an empty item alone; found by fuzz run 59.)
        const at = skipSpaceOrTab(text, firstMarkers.end, lineEnd)
        const past = walkContainers(text, at, lineEnd, 0, false, width(lineStart, at)).content
        contentAt = (past === -1 ? at : past) - lineStart
      }
    }

    // Indented code in an item ends at a line indented less than four
    // columns past the item's content (`- x`, blank, `\t\t    - <div ``,
    // then ` \t<ps:`>` starts a paragraph in the item; found by mutating
    // fuzz run 53's bodies).
    const codeIn = code && ownCount === 0 && columns.length > 0 ? openItems.at(-1)! : -1
    // A line that opens items (and no quote) inside items open above is in
    // those too: its content columns go after theirs (`- # x`, then
    // `  -    ![``a`]`, where a line indented four columns opens an item in
    // the outer one; fuzz run 50). (`trackItems` pushed its own last.)
    const outer = openItems.length - ownCount
    if (ownCount > 0 && outer > 0 && !text.slice(lineStart, lineStart + contentAt).includes('>')) {
      const own = columns.splice(0)
      let indent = 0
      let item = 0
      for (let at = lineStart; item < outer && at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9); at++) {
        indent = advance(indent, text.charCodeAt(at))
        while (item < outer && openItems[item]! <= indent) {
          columns.push(at + 1 - lineStart)
          item++
        }
      }

      for (const column of own) columns.push(column)
    }

    // In no container, a tab is four columns of indent: indented code
    // (`\t``, then a paragraph: the code ends at its first line).
    // So is a line whose marks stand there (`\t  - x` opens no item).
    if (openItems.length === 0 && !code) {
      if (width(lineStart, lineStart + leadingBlanks(lineStart, lineEnd)) >= 4) {
        code = true
        contentAt = 0
        columns.length = 0
      }
    }

    contentWidth = codeIn !== -1 ? codeIn : quotedCodeIn !== -1 ? quotedCodeIn : width(lineStart, lineStart + contentAt)
    // (Past the items open above, the blanks beyond their content are the
    // paragraph's own: `- [x] `, then `\tx`, and `  -|-` below a lazy
    // head row is indented into the item; fuzz run 56.)
    if (itemsReached > 0 && !code) contentWidth = openItems[itemsReached - 1]!
    // The columns of `columns`, read in one walk (they ascend).
    columnWidths.length = 0
    let columnAt = lineStart
    let columnWidth = 0
    for (const column of columns) {
      for (; columnAt < lineStart + column; columnAt++) {
        columnWidth = advance(columnWidth, text.charCodeAt(columnAt))
      }

      columnWidths.push(columnWidth)
    }

    // (In columns a tab may cross: an item's content column is its own.)
    for (let index = 0; index < itemsReached; index++) columnWidths[index] = openItems[index]!
    containersWidth = columnWidths.at(-1) ?? 0
    // Past a quote marker, the blanks are the paragraph's own, the optional
    // one and more (`> |` or `>  |`, then `>--` is an underline in the
    // quote; fuzz runs 56 and 57).
    if (columnAt > lineStart + 1) {
      const back = blanksBefore(lineStart, columnAt)
      if (back < columnAt && text.charCodeAt(back - 1) === 62 /* `>` */) containersWidth = width(lineStart, back)
    }

    if (quotedItemWidth > containersWidth) containersWidth = quotedItemWidth

    // A footnote definition the line opens is a container too, four
    // columns past its label (`- [^1]: x`, then `\t\t-` is in it, where it
    // ends the paragraph; found by fuzz run 53).
    if (!code) {
      const label = skipSpaceOrTab(text, lineStart + contentAt, lineEnd)
      // The labels in a row there, read once.
      const labels = afterFootnoteLabels(text, label, lineEnd)
      const labelCount = labels.labels
      if (labelCount > 0) {
        // (Past the container it is in, not its label: see `trackItems`.)
        // (A quoted list item it is in too, which `columns` leaves out:
        // `>\t- ```, then `>\t\t[^1]:``; found by fuzz run 59.)
        // (Four more for each label in a row: `[^1]:[^1]:x`, then `\t\t-`
        // is an underline in the inner one; found by fuzz run 60.)
        const item = quotedItemAt(firstMarkers)
        const outer = Math.max(columnWidths.at(-1) ?? 0, item > 0 ? afterQuotesColumn(lineStart, firstMarkers) + item : 0)
        for (let index = 1; index <= Math.min(labelCount, maxItems); index++) columnWidths.push(outer + 4 * index)
        containersWidth = columnWidths.at(-1)!
        // Indented code past the labels and marks (`[^1]:\t*\t\t- <div ``):
        // the stretch is code, no paragraph (fuzz run 55).
        const past = pastLabelMarks(label, lineEnd)
        if (past === -1) code = true
        // (Else a line needs the column of the innermost container there:
        // of the marks after the labels (`[^1]:- ``, then a delimiter row
        // `    \t|-` is in the item; found by fuzz run 56), or of the
        // definition. The marks count from the labels' end, past the
        // definition's content column, not the label's width: `>[^1]:- ``,
        // then `>   \t|-` is in the item; fuzz run 57.)
        else {
          labelsContent =
            past > labels.at
              ? columnWidths.at(-1)! + width(lineStart, past) - width(lineStart, lastLabelEnd(label, lineEnd))
              : columnWidths.at(-1)!
          containersWidth = labelsContent
          // (And the quotes the marks after them open: see `labelQuotes`.)
          labelQuotes = quotesPastItems(text, labels.at, lineEnd)
        }
      }
    }
  }

  /**
   * @param lineStart
   *   Start of a line that goes on with the stretch's container.
   * @param lineEnd
   *   Its end.
   * @param markers
   *   Its quote markers, and where it goes on past them.
   * @returns
   *   Where its content starts in the innermost container of the stretch's
   *   first line it is indented into: blanks up to that container's content
   *   column are its indent, not the line's (`1. x`, then `····1. y` opens
   *   an item in the item, which ends the paragraph; `- 1. x`, then
   *   `····1. y` one in the outer item; fuzz run 47); -1 where it is
   *   indented code there.
   */
  function contentStart(lineStart: number, lineEnd: number, markers: {quotes: number; indent: number; end: number}): number {
    const afterQuotes = markers.end
    const first = skipSpaceOrTab(text, afterQuotes, lineEnd)
    // In columns (`2. x`, then `\t>`` opens a quote in the item, one
    // column in; found by mutating fuzz run 51's bodies).
    const firstWidth = width(lineStart, first)
    // A line outside the stretch's quotes is lazy: blanks are its own
    // (`> x`, `![`]``, then `    - b` is text; fuzz run 50), past those of
    // a list item open above that it reaches (`-`, `\t>w`, then `\t# ``` is
    // a heading in the item, outside the quote; fuzz run 56).
    // (Four columns past its last marker's content, a tab's included,
    // nothing starts: `> >``, then `>\t  >`` is lazy text; found by fuzz
    // run 58.)
    if (markers.quotes < quotes) return inItemAbove(firstWidth, first, markers.quotes > 0 && markers.indent >= 4 ? -1 : afterQuotes)
    // (Set against the first line's columns: see `quoteShift`.)
    const aligned = firstWidth - quoteShift(lineStart, lineEnd, markers, quoteContent)
    // The innermost container it is indented into: the last column at or
    // before it (they ascend; searched by halves, as a first line may hold
    // half a million markers and every line below asks).
    const index = lastBelow(columnWidths, aligned + 1)
    // (Less indented than those, it may still be in a list item open from
    // a line above.)
    if (index === -1) return inItemAbove(firstWidth, first, afterQuotes)
    // (Or the marks after its footnote labels: see `innermostColumn`.)
    const column = labelsContent !== -1 && aligned >= labelsContent ? Math.max(columnWidths[index]!, labelsContent) : columnWidths[index]!
    // Indented code there, which interrupts nothing.
    return aligned - column >= 4 ? -1 : first
  }

  /**
   * @param firstWidth
   *   Column of a line's first character past its quote markers and
   *   blanks.
   * @param first
   *   Index of that character.
   * @param otherwise
   *   Where its content starts in no list item.
   * @returns
   *   Where its content starts in the innermost list item open from a line
   *   above that it reaches: `first`, or -1 where it is indented code
   *   there; `otherwise` where it reaches none.
   */
  function inItemAbove(firstWidth: number, first: number, otherwise: number): number {
    const item = lastBelow(openItems, firstWidth + 1)
    if (item === -1) return otherwise
    return firstWidth - openItems[item]! >= 4 ? -1 : first
  }

  /**
   * @param indent
   *   Columns of a line's indent.
   * @param lineStart
   *   Start of the line.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Content column of the innermost container of the stretch's first
   *   line that the indent reaches (its footnote definitions too: `- [^1]:
   *   x`, then `\t\t-` is two columns into the definition; found by fuzz
   *   run 53), or of its content. Not past a quote in an item that the
   *   line has no marker of: `*   >x`, then eight columns of indent are
   *   four into the item, text of the quote's paragraph (fuzz run 53).
   */
  function innermostColumn(indent: number, lineStart: number, lineEnd: number): number {
    if (innerQuoteWidth !== Number.POSITIVE_INFINITY && quotesPastItems(text, lineStart, lineEnd, lineBase) < innerQuotes) {
      const index = lastBelow(columnWidths, Math.min(indent + 1, innerQuoteWidth))
      // (Or the list item open above that the line reaches: `-`, then
      // `   * >x`, and `    1. ``` opens an item in the outer one; found
      // by fuzz run 59.)
      return index === -1 ? lineBase : columnWidths[index]!
    }

    const index = lastBelow(columnWidths, indent + 1)
    const column = index === -1 ? contentWidth : Math.max(contentWidth, columnWidths[index]!)
    // And the marks after its footnote labels (`[^1]:- ]`, then
    // `\t    [^1]:# ``` is two columns into the item: a definition there
    // ends the paragraph; fuzz run 57).
    return labelsContent !== -1 && indent >= labelsContent ? Math.max(column, labelsContent) : column
  }

  /**
   * @param at
   *   Where a line's content starts (see `contentStart`), or -1.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it interrupts a paragraph.
   */
  function interruptsAt(at: number, lineEnd: number): boolean {
    if (at === -1) return false
    // Four columns of blanks or more there: nothing starts, whatever
    // follows (`>``, then `\t-` is lazy text, no underline; found by fuzz
    // run 53).
    const lineStart = text.lastIndexOf('\n', at - 1) + 1
    if (width(lineStart, skipSpaceOrTab(text, at, lineEnd)) - width(lineStart, at) >= 4) return false
    return interruptsParagraph(text, at, lineEnd)
  }

  /**
   * @param to
   *   End of the stretch that starts at `from`.
   * @param atBlock
   *   Whether a block ends it (with `blocks`), not a blank line, a fence
   *   or the end.
   */
  function flush(to: number, atBlock = false): undefined {
    // A stretch that starts indented is indented code.
    // (Judged from the containers of its first line where they are read,
    // with `blocks`: `-`, then `\t![``a`]` is in the item, no code.)
    // (Not a table's head row that paragraph text went on into: see
    // `headRow`, which holds for one stretch.)
    const row = headRow
    headRow = false
    if (to <= from || (!row && (blocks && columns.length > 0 ? code : indentedFour(text, from, to)))) return
    // Past the definitions that start it.
    const runsFrom = Math.max(from, skipTo)
    if (to <= runsFrom) return
    // A run left unmatched in a stretch a block ends is masked whatever
    // CommonMark does: the flat model's reading as written pairs runs
    // across the block's start (`` ![``a`] ``, `` b`]()Amendments ``,
    // `` ``|a ``, `-|-`; fuzz run 44).
    // (Every run left unmatched where micromark reads a definition cmark-gfm
    // does not: see `tabPastBase`.)
    const always = atBlock || definitionReadOtherwise
    const otherwise = definitionReadOtherwise
    definitionReadOtherwise = false
    const literal = unmatchedRuns(text, runsFrom, to, always, constructs)
    // micromark's reading pairs a run of the definition's with the
    // backtick after a backslash past it (a backslash in a code span is
    // text), where cmark-gfm's leaves the escape: no run to mask, and the
    // flat model reads the text as written once more (`` [`]:( ``, then
    // ``![\`]()Amendments``; fuzz run 71).
    // So does a run of the definition's own lines with any run past it:
    // micromark pairs the label's backtick with the image's (`` [`]:( ``,
    // then ``![`a`]()Amendments``; fuzz run 74).
    if (
      otherwise &&
      literal.length === 0 &&
      (indexWithin(text, '\\`', runsFrom, to) !== -1 || (indexWithin(text, '`', from, runsFrom) !== -1 && indexWithin(text, '`', runsFrom, to) !== -1))
    ) {
      readAsWritten = true
    }
    if (literal.length > 0) {
      masked ??= []
      // One by one: a stretch may leave more runs unmatched than a call
      // takes arguments (a run of three, then 300,000 single ones: that
      // threw, and the whole text fell back as an internal error).
      for (const offset of literal) masked.push(offset)
    }
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Stretch start.
 * @param to
 *   Stretch end.
 * @param always
 *   Whether to return the runs left unmatched even where CommonMark leaves
 *   them so too.
 * @param constructs
 *   Whether runs inside raw tags, autolinks and link destinations and
 *   titles open nothing (see `passedOver`).
 * @returns
 *   Start and end of each run cmark-gfm leaves unmatched (flattened), or
 *   none where every run CommonMark matches it matches too (and not
 *   `always`).
 */
function unmatchedRuns(text: string, from: number, to: number, always: boolean, constructs: boolean): number[] {
  // Each run as a search reads it (an escape does not count there), and
  // as an opener (an escaped backtick opens nothing; the rest of its run
  // may).
  const starts: number[] = []
  const lengths: number[] = []
  const escaped: boolean[] = []
  for (let at = text.indexOf('`', from); at !== -1 && at < to; at = text.indexOf('`', at)) {
    let end = at + 1
    while (end < to && text.charCodeAt(end) === 96) end++
    starts.push(at)
    lengths.push(end - at)
    escaped.push(at > from && text.charCodeAt(at - 1) === 92)
    at = end
  }

  if (starts.length < (always ? 1 : 3)) return []
  const passed = constructs ? passedOver(text, from, to) : []
  // The next of those, and the end of the last code span matched: a
  // construct that starts in a span is none.
  let construct = 0
  let spanEnd = from
  // Whether a run stands inside one.
  let inside = false
  const literal: number[] = []
  const lastSeen = new Int32Array(maxTicks + 1).fill(-1)
  let searchedToEnd = false
  let diverges = false
  let index = 0
  while (index < starts.length) {
    const start = escaped[index] ? starts[index]! + 1 : starts[index]!
    const after = starts[index]! + lengths[index]!
    const length = after - start
    if (length === 0) {
      index++
      continue
    }

    // A run inside a construct the inline parser reads whole before it
    // opens nothing (a search from an opener before the construct still
    // reads it: see `passedOver`).
    while (construct < passed.length && (passed[construct + 1]! <= start || passed[construct]! < spanEnd)) construct += 2
    if (construct < passed.length && passed[construct]! <= start) {
      // Masked too: the flat model, which pairs runs as written, would
      // pair it (`<i t="`">![`]`, then `` `b]()Amendments ``).
      literal.push(start, after)
      inside = true
      index++
      continue
    }

    // What CommonMark matches: the next run of the same length.
    let plain = index + 1
    while (plain < starts.length && lengths[plain] !== length) plain++
    let closer = -1
    if (length <= maxTicks && !(searchedToEnd && lastSeen[length]! <= after)) {
      let search = index + 1
      for (; search < starts.length; search++) {
        const seen = lengths[search]!
        if (seen <= maxTicks) lastSeen[seen] = starts[search]!
        if (seen === length) break
      }

      if (search < starts.length) closer = search
      else searchedToEnd = true
    }

    if (closer === -1) {
      if (plain < starts.length) diverges = true
      literal.push(start, after)
      index++
    } else {
      spanEnd = starts[closer]! + lengths[closer]!
      index = closer + 1
    }
  }

  return diverges || always || inside ? literal : []
}

/**
 * Constructs cmark-gfm's inline parser reads whole when it reaches their
 * start, so that a backtick run inside opens no code span: raw tags (`<i
 * t="``">`), autolinks (`<https://x``>`) and the destination and title of
 * an inline link (`[x](``)`; fuzz run 49). A search for a closer from an
 * opener before one reads its runs all the same (cmark-gfm scans the raw
 * text), and a code span that takes its start makes it none. Roughly: a
 * `](` after a `[` anywhere before is taken for a link's. Linear: each
 * scan stops at the next `<` or at its own end.
 *
 * @param text
 *   Text.
 * @param from
 *   Stretch start.
 * @param to
 *   Stretch end.
 * @returns
 *   Start and end of each construct, in order (flattened).
 */
function passedOver(text: string, from: number, to: number): number[] {
  const result: number[] = []
  let bracket = false
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    // A backslash escapes punctuation only: before a letter it is text, and
    // cmark-gfm's literal starts after it (`\http://x``; fuzz run 67).
    if (code === 92 /* `\` */ && isAsciiPunctuation(text.charCodeAt(at + 1))) {
      at++
      continue
    }

    if (code === 91 /* `[` */) bracket = true
    let end = -1
    if (code === 60 /* `<` */) {
      end = commonMarkTagEnd(text, at, to, true)
      if (end < 0) end = autolinkEnd(text, at, to)
    } else if (code === 93 /* `]` */ && bracket && text.charCodeAt(at + 1) === 40 /* `(` */) {
      const close = linkTailEnd(text, at + 1, to)
      if (close !== -1) end = close + 1
    } else if ((code === 119 /* `w` */ && literalBoundary(text, at, from)) || (code === 104 /* `h` */ && (at === from || !isAsciiAlpha(text.charCodeAt(at - 1))))) {
      // (A scheme's literal after any character but a letter: `<http://x``,
      // `]http://a``; fuzz run 51.)
      end = literalAutolinkEnd(text, at, to)
    }

    if (end > at) {
      result.push(at, end)
      at = end - 1
    }
  }

  return result
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `w`.
 * @param from
 *   Stretch start.
 * @returns
 *   Whether a `www.` literal may start there (at the start, or after
 *   white space or `*`, `_`, `~`, `(`, `>`).
 */
function literalBoundary(text: string, at: number, from: number): boolean {
  // As `cmarkWww` in `inline-divergence.ts`, and after a `>`: the stretch
  // holds its quote marks.
  if (at === from) return true
  const before = text.charCodeAt(at - 1)
  // (Or a quote marker: the stretch holds its container marks.)
  return before <= 32 || before === 42 || before === 95 || before === 126 || before === 40 || before === 62
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `w` or `h`.
 * @param to
 *   End.
 * @returns
 *   Index after the GFM autolink literal starting there (`www.` and any
 *   character, or `http://` or `https://` and a domain character, then up
 *   to white space or `<`: a backtick is part of it, as cmark-gfm
 *   confirms: `www.x.y/`` and `www.`` are links whose text ends with it),
 *   or -1. Roughly: the domain is not checked.
 */
function literalAutolinkEnd(text: string, at: number, to: number): number {
  let index: number
  if (text.startsWith('www.', at)) index = at + 4
  else if (text.startsWith('http://', at)) index = at + 7
  else if (text.startsWith('https://', at)) index = at + 8
  else return -1
  const first = text.charCodeAt(index)
  // After `www.`, any character but white space or `<` (cmark-gfm 0.29
  // links `www.``); after a scheme, a domain's.
  if (index >= to || first <= 32 || first === 60) return -1
  if (!text.startsWith('www.', at) && !(isAsciiAlpha(first) || (first >= 48 && first <= 57) || first === 45 || first === 95 || first > 127)) return -1
  while (index < to && text.charCodeAt(index) > 32 && text.charCodeAt(index) !== 60) index++
  return index
}

/**
 * @param text
 *   Text.
 * @param at
 *   Start of a definition (its label's `[`).
 * @param to
 *   Its end.
 * @returns
 *   Whether more `(` than `)` stand after its label, escapes aside (a
 *   destination micromark rejects; a title in quotes may count too, which
 *   costs a reading).
 */
function opensMore(text: string, at: number, to: number): boolean {
  let depth = 0
  let label = true
  for (let index = at + 1; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) index++
    else if (label) label = code !== 93 /* `]` */
    else if (code === 40 /* `(` */) depth++
    else if (code === 41 /* `)` */) depth--
  }

  return depth > 0
}

/**
 * @param text
 *   Text.
 * @param at
 *   A link label's `[`.
 * @param to
 *   Line end.
 * @returns
 *   Index of the `:` after the label's `]`, or -1.
 */
function labelColon(text: string, at: number, to: number): number {
  for (let index = at + 1; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) index++
    else if (code === 93 /* `]` */) return text.charCodeAt(index + 1) === 58 /* `:` */ ? index + 1 : -1
  }

  return -1
}
