import {containerMarkersEnd, indentedFour, isBlank} from './cuts.js'
import {isDelimiterRow} from './definitions.js'
import {interruptsParagraph, quoteMarkers} from './flat/blocks.js'
import {listMarkerEnd} from './flat/containers.js'
import {opensHtmlBlock} from './flat/html.js'
import {rowCells} from './flat/tables.js'
import {skipSpaceOrTab} from './flat/text.js'
import {fenceCloses, fenceOpens} from './flow-state.js'

/** Longest backtick run cmark-gfm 0.29 matches (`MAXBACKTICKS`). */
const maxTicks = 80

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
 * @returns
 *   Masked text, or `undefined` where no stretch reads otherwise.
 */
export function hideUnmatchedRuns(text: string, blocks = false): string | undefined {
  if (!text.includes('`')) return undefined
  let masked: number[] | undefined
  // Start of the stretch of paragraph lines being gathered, and the fence
  // whose code is being skipped, if any.
  let from = 0
  let fence: {marker: number; size: number} | undefined
  // Quote markers of the stretch's first line (with `blocks`).
  let quotes = -1
  // Whether the line is in a table, as its header row or a later row (with
  // `blocks`).
  let row = false
  // Where the content of the stretch's first line starts, past its
  // container markers, and whether it is indented code there (with
  // `blocks`).
  let contentAt = 0
  // Where the content of each container of the stretch's first line
  // starts (offsets in the line, outermost first).
  const columns: number[] = []
  let code = false
  let lineStart = 0
  while (true) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    // Container markers are skipped roughly (a fence in a list item or
    // quote ends the paragraph too).
    const at = containerMarkersEnd(text, lineStart, lineEnd, lineStart)
    // With `blocks`, a line that starts a block of its own (a quote with
    // more markers than the stretch's first line, a heading) starts a
    // stretch of its own: the search for a closer stops before it
    // (`` ![``a`]` ``, `` b`]()Amendments ``, `` ` ``, `` >`` ``; fuzz run 43).
    if (blocks && !fence) {
      const markers = quoteMarkers(text, lineStart, lineEnd)
      if (from >= lineStart || quotes === -1) {
        columns.length = 0
        contentAt = containerContent(lineStart, lineEnd, columns)
        code = leadingBlanks(lineStart + contentAt, lineEnd) >= 4
      }

      const indent = leadingBlanks(lineStart, lineEnd)
      if (from >= lineStart || quotes === -1) {
        quotes = markers.quotes
      } else if (
        markers.quotes > quotes ||
        row ||
        // Indented code ends at a line indented less than four columns,
        // where a paragraph may start (`    x`, then `` ![``a`]` ``; fuzz
        // run 45).
        (code && indent < contentAt + 4 && !isBlank(text, lineStart, lineEnd)) ||
        // Four columns past the content, a line goes on with the paragraph
        // whatever it holds (`` ![``a`]` ``, `    -`; fuzz run 45).
        (indent >= contentAt + 4 ? false :
        // A line less indented than the first line's content is outside
        // the list item or quote the paragraph is in, where the rules for
        // what interrupts a paragraph do not hold: an HTML block of kind 7
        // opens (`- ![``a`]`, `` b`]()Amendments ``, `<g>`, `` `` ``; fuzz
        // run 44). There a line of `=`, or of two `-`, is lazy text, no
        // underline (fuzz run 45).
        // So does a list item, empty or from any number (`2.`, `*`; fuzz
        // run 45).
        indent < contentAt
          ? opensHtmlBlock(text, lineStart, lineEnd) ||
            containerContent(lineStart, lineEnd) > indent ||
            (interruptsParagraph(text, contentStart(lineStart, lineEnd, markers.end), lineEnd) &&
              !lazyUnderline(lineStart, lineEnd))
          : interruptsParagraph(text, contentStart(lineStart, lineEnd, markers.end), lineEnd))
      ) {
        start(lineStart, lineEnd, markers.quotes)
      }

      // A lazy line (less indented than the stretch's first line's
      // content) heads no table, nor is a lazy line a delimiter row: it
      // goes on with the paragraph (`* ![``a`]`, `` `Instruction ``, `|-|`;
      // `- ![``a`]`, `-|`; fuzz run 45). Read after the line's own start,
      // if any, which sets the content's indent (`a`, `- ![``a`]`, `-|`:
      // the list item interrupts the paragraph, and `-|` is lazy in it).
      const heads = !(lineStart > from && indent < contentAt) && headsTable(lineEnd, contentAt)
      if (heads && lineStart > from) start(lineStart, lineEnd, markers.quotes)

      // A table's rows are texts of their own, and so is its header row,
      // the line above its delimiter row (`` ![``a`]` ``,
      // `` b`]()Amendments ``, `` ` ``, `` `` ``, `-|`; fuzz run 44): a row
      // goes on to the next line only within the table (to a blank line).
      row = (row || heads) && !isBlank(text, lineStart, lineEnd)
    }

    if (fence) {
      // Code: no code spans, up to the closing fence.
      if (fenceCloses(text, at, lineEnd, fence)) fence = undefined
      from = lineEnd + 1
    } else {
      const opened = fenceOpens(text, at, lineEnd)
      // A blank line ends the stretch, and so does a fence, which may
      // interrupt a paragraph.
      if (opened !== undefined || isBlank(text, lineStart, lineEnd)) {
        flush(lineStart)
        fence = opened
        from = lineEnd + 1
      }
    }

    if (lineEnd >= text.length) break
    lineStart = lineEnd + 1
  }

  if (!fence) flush(text.length)
  if (masked === undefined) return undefined
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
    let alone = isBlank(text, lineStart, masked[index]!)
    while (next < masked.length && masked[next]! < lineEnd) {
      const following = next + 2 < masked.length && masked[next + 2]! < lineEnd ? masked[next + 2]! : lineEnd
      alone &&= isBlank(text, masked[next + 1]!, following)
      next += 2
    }

    for (; index < next; index += 2) {
      result += text.slice(last, masked[index]) + (alone ? '\u00A0' : ' ').repeat(masked[index + 1]! - masked[index]!)
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
   *   end; tabs count as one).
   */
  function containerContent(lineStart: number, lineEnd: number, columns?: number[]): number {
    let at = lineStart
    for (let markers = 0; ; markers++) {
      const blanks = at
      while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
      // Four blanks or more: indented code, the content starts before them.
      if (at - blanks >= 4) {
        if (markers > 0) columns?.push(blanks - lineStart)
        return blanks - lineStart
      }

      // Where the content of the marker before starts.
      if (markers > 0) columns?.push(at - lineStart)
      const code = text.charCodeAt(at)
      const marker = code === 62 /* `>` */ ? at + 1 : listMarkerEnd(text, at, lineEnd)

      if (marker === -1 || marker > lineEnd) break
      const after = text.charCodeAt(marker)
      if (code !== 62 && marker < lineEnd && after !== 32 && after !== 9) break
      // Five blanks or more after a list marker: one, the rest indented
      // code in the item.
      if (code !== 62 && leadingBlanks(marker, lineEnd) >= 5) {
        columns?.push(marker + 1 - lineStart)
        return marker + 1 - lineStart
      }

      at = marker
    }

    return at - lineStart
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
    let from = lineStart
    while (from < lineEnd && (text.charCodeAt(from) === 32 || text.charCodeAt(from) === 9)) from++
    let to = lineEnd
    while (to > from && (text.charCodeAt(to - 1) === 32 || text.charCodeAt(to - 1) === 9)) to--
    if (to === from) return false
    const marker = text.charCodeAt(from)
    if (marker !== 61 && !(marker === 45 && to - from === 2)) return false
    for (let at = from; at < to; at++) if (text.charCodeAt(at) !== marker) return false
    return true
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
   * @param lineEnd
   *   End of a line.
   * @param indent
   *   Indentation the next line needs to be in the same containers.
   * @returns
   *   Whether the next line may be a table's delimiter row (so this line
   *   its header row).
   */
  function headsTable(lineEnd: number, indent: number): boolean {
    if (lineEnd >= text.length) return false
    const nextStart = lineEnd + 1
    let nextEnd = text.indexOf('\n', nextStart)
    if (nextEnd === -1) nextEnd = text.length
    if (leadingBlanks(nextStart, nextEnd) < indent) return false
    // Past the containers (a `-` is a dash of the row unless a blank
    // follows it), or from the line start (`> -|`).
    const at = nextStart + containerContent(nextStart, nextEnd)
    const from = isDelimiterRow(text, at, nextEnd) ? at : isDelimiterRow(text, nextStart, nextEnd) ? nextStart : -1
    if (from === -1) return false
    // As many cells as the header row (`![[``a`]]`, then `-|-` is text;
    // fuzz run 45).
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1
    const header = skipSpaceOrTab(text, lineStart + containerContent(lineStart, lineEnd), lineEnd)
    return rowCells(text, skipSpaceOrTab(text, from, nextEnd), nextEnd) === rowCells(text, header, lineEnd)
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
    flush(lineStart, true)
    from = lineStart
    quotes = lineQuotes
    columns.length = 0
    contentAt = containerContent(lineStart, lineEnd, columns)
    code = leadingBlanks(lineStart + contentAt, lineEnd) >= 4
  }

  /**
   * @param lineStart
   *   Start of a line that goes on with the stretch's container.
   * @param lineEnd
   *   Its end.
   * @param afterQuotes
   *   Where it goes on past its quote markers.
   * @returns
   *   Where its content starts in the innermost container of the stretch's
   *   first line it is indented into: blanks up to that container's content
   *   column are its indent, not the line's (`1. x`, then `····1. y` opens
   *   an item in the item, which ends the paragraph; `- 1. x`, then
   *   `····1. y` one in the outer item; fuzz run 47).
   */
  function contentStart(lineStart: number, lineEnd: number, afterQuotes: number): number {
    const first = skipSpaceOrTab(text, afterQuotes, lineEnd) - lineStart
    let column = -1
    for (const at of columns) if (at <= first) column = at
    return column === -1 ? afterQuotes : Math.max(afterQuotes, lineStart + column)
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
    if (to <= from || indentedFour(text, from, to)) return
    // A run left unmatched in a stretch a block ends is masked whatever
    // CommonMark does: the flat model's reading as written pairs runs
    // across the block's start (`` ![``a`] ``, `` b`]()Amendments ``,
    // `` ``|a ``, `-|-`; fuzz run 44).
    const literal = unmatchedRuns(text, from, to, atBlock)
    if (literal.length > 0) {
      masked ??= []
      masked.push(...literal)
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
 * @returns
 *   Start and end of each run cmark-gfm leaves unmatched (flattened), or
 *   none where every run CommonMark matches it matches too (and not
 *   `always`).
 */
function unmatchedRuns(text: string, from: number, to: number, always: boolean): number[] {
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
      index = closer + 1
    }
  }

  return diverges || always ? literal : []
}
