import {normalizeIdentifier} from 'micromark-util-normalize-identifier'
import {gfmFootnoteEnd, interruptsParagraph, quoteMarkers, quotesPastItems} from './flat/blocks.js'
import {advance, onlyContainerMarks} from './flat/containers.js'
import {cmarkTitleClose, isAsciiPunctuation, isTaskBox} from './flat/text.js'

/** Sets of sure identifiers, which parses do not add to. */
const closed = new WeakSet<Set<string>>()

/**
 * Identifiers known to the parser, with a set behind `includes`.
 *
 * micromark resolves `[text][label]` and `[label]` only against definitions
 * it has seen, and keeps them in an array it searches linearly. Pieces are
 * parsed apart, so every definition of the whole text is seeded up front
 * (a link whose definition sits in another piece still displays as a link),
 * and lookups are constant time (many definitions would make them
 * quadratic).
 */
export class Identifiers extends Array<string> {
  /** Known identifiers. */
  private readonly known: Set<string>

  /**
   * @param known
   *   Identifiers (shared, not copied).
   */
  constructor(known: Set<string>) {
    super()
    this.known = known
  }

  /** Arrays made from this one (`map`, `slice`) are plain arrays. */
  static override get [Symbol.species](): ArrayConstructor {
    return Array
  }

  /**
   * @param value
   *   Identifier.
   * @returns
   *   Whether it is known.
   */
  override includes(value: string): boolean {
    return this.known.has(value)
  }

  /**
   * @param values
   *   Identifiers found while parsing.
   * @returns
   *   Count of known identifiers.
   */
  override push(...values: string[]): number {
    // The sure set learns nothing: a definition in doubt that micromark
    // reads (before a table head) would otherwise become sure.
    if (closed.has(this.known)) return this.known.size
    for (const value of values) this.known.add(value)
    return this.known.size
  }
}

/** Identifiers of the definitions and footnote definitions of a text. */
export interface Definitions {
  /** Link reference definition identifiers (normalized). */
  links: Set<string>
  /** Footnote definition identifiers (normalized, without `^`). */
  footnotes: Set<string>
}

/** Definitions as collected, and the ones that are surely definitions. */
export interface CollectedDefinitions extends Definitions {
  /**
   * The same without lines that may not be definitions on GitHub's page
   * (inside a fenced code block, indented as code, continuing a paragraph,
   * or before a table's head row), or `undefined` if there are none such.
   */
  sure: Definitions | undefined
}

/**
 * Collect the `[label]:` and `[^label]:` that start a line (after
 * indentation and container markers), as definitions do.
 *
 * This is close to the real set, not a bound on either side: a line inside
 * a code block counts, and so does one that continues a paragraph. Both
 * directions matter (a link hides its brackets, which can make a heading
 * stand alone or take away the boundary after `Work-item context`; a
 * label left as text can put a token at the start of its second line), so
 * where such lines exist the set without them comes too (`sure`), and the
 * caller reads with both.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Identifiers.
 */
export function collectDefinitions(text: string): CollectedDefinitions {
  const links = new Set<string>()
  const footnotes = new Set<string>()
  if (!text.includes(']:')) return {links, footnotes, sure: undefined}
  const sure: Definitions = {links: new Set(), footnotes: new Set()}
  let doubtful = false
  // A reference with a dotless `ı` matches a definition with `i` or `I` in
  // micromark (`toLowerCase().toUpperCase()`) but not in cmark-gfm (case
  // folding): the only such character against an ASCII label (found by
  // review 30), so where the text holds one, such definitions are in doubt.
  const dotless = text.includes('\u0131')
  // The fence a cheap reading has open (its character and length), if any.
  let fence = 0
  let fenceLength = 0
  // Whether the line before may be paragraph text (a definition cannot
  // interrupt a paragraph).
  let afterText = false
  // Link definitions of the stretch of lines going on, sure unless a
  // delimiter row follows before a blank line: cmark-gfm's table then takes
  // the paragraph's last line as its head and leaves the lines before it a
  // paragraph, definitions and all, which display as text.
  let pending: string[] = []

  let lineStart = 0
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    let open = afterContainers(text, lineStart, lineEnd)
    // A task item's box: GitHub's task list extension takes it off the item
    // before reading its text, so a definition may follow it (`- [x] [r]: u`
    // defines `r` on GitHub, not in micromark, whose box is inline: fuzz run
    // 13). Such definitions are in doubt (both readings).
    const box = taskBoxEnd(text, lineStart, open, lineEnd)
    if (box !== -1) open = box
    const code = text.charCodeAt(open)
    let defined = false

    if (code === 96 /* `` ` `` */ || code === 126 /* `~` */) {
      let end = open
      while (text.charCodeAt(end) === code) end++
      if (end - open >= 3) {
        if (fence === 0) {
          fence = code
          fenceLength = end - open
          // A fence ends the paragraph.
          for (const identifier of pending) sure.links.add(identifier)
          pending = []
        } else if (fence === code && end - open >= fenceLength) {
          fence = 0
        }
      }
    } else if (code === 91 /* `[` */) {
      // A footnote's text may itself be a definition, which cmark-gfm
      // collects like any other (`[^1]: [r]: y`; found by a fuzz run): the
      // line is read on after a footnote's label (those are in doubt).
      let start = open
      let nested = false
      while (true) {
        // A label stops at the next bracket, so label scans never overlap.
        let at = start + 1
        while (at < text.length && at - start <= 1000) {
          const char = text.charCodeAt(at)
          if (char === 92 /* `\` */) at += 2
          else if (char === 91 || char === 93) break
          else at++
        }

        // cmark-gfm reads a footnote's label on past brackets (`[^[]:`),
        // micromark does not: a definition only GitHub has, so in doubt
        // (`[^[]: [r]: y` defines `r` there; fuzz run 24).
        let cmarkOnly = false
        if (!(text.charCodeAt(at) === 93 && text.charCodeAt(at + 1) === 58) && text.charCodeAt(start + 1) === 94) {
          const end = gfmFootnoteEnd(text, start, lineEnd)
          if (end !== -1) {
            at = end - 2
            cmarkOnly = true
          }
        }

        if (text.charCodeAt(at) === 93 && text.charCodeAt(at + 1) === 58 && at > start + 1) {
          defined = true
          const label = text.slice(start + 1, at)
          const footnote = label.charCodeAt(0) === 94 /* `^` */
          const identifier = normalizeIdentifier(footnote ? label.slice(1) : label)
          ;(footnote ? footnotes : links).add(identifier)
          if (
            nested ||
            cmarkOnly ||
            box !== -1 ||
            fence !== 0 ||
            afterText ||
            indentOf(text, lineStart, start) >= 4 ||
            // micromark matches labels by `toLowerCase().toUpperCase()`,
            // cmark-gfm by case folding: they differ outside ASCII (`ı`
            // matches `i` in one only: found by review).
            !isAscii(label) ||
            (dotless && /i/i.test(label)) ||
            // cmark-gfm drops a link definition without a valid destination
            // (and title): its label then displays as text.
            (!footnote && completeDefinition(text, at + 2, lineEnd) === 'no')
          ) {
            doubtful = true
          } else if (footnote) {
            sure.footnotes.add(identifier)
          } else {
            pending.push(identifier)
          }
          if (footnote) {
            // Past white space and the marks of containers the footnote's
            // text opens (`[^x]:- [^[]:[r]:y`; fuzz run 24).
            const next = afterContainers(text, at + 2, lineEnd)
            if (next < lineEnd && text.charCodeAt(next) === 91) {
              start = next
              nested = true
              continue
            }
          }
        }

        break
      }
    }

    const blank = open === lineEnd || isBlank(text, open, lineEnd)
    if (blank) {
      for (const identifier of pending) sure.links.add(identifier)
      pending = []
    } else if (pending.length > 0 && fence === 0 && !defined && isDelimiterRow(text, open, lineEnd)) {
      pending = []
      doubtful = true
    }

    afterText = !defined && !blank
    lineStart = lineEnd + 1
  }

  for (const identifier of pending) sure.links.add(identifier)
  if (!doubtful) return {links, footnotes, sure: undefined}
  closed.add(sure.links)
  closed.add(sure.footnotes)
  return {links, footnotes, sure}
}

/**
 * Whether a line may be a table's delimiter row to cmark-gfm (`|-`, `:-:`,
 * `| --- | :- |`): only dashes, colons, pipes and white space (and `>`, so
 * that a source line in a quote can be passed whole), with a dash and a
 * pipe or colon (a line of dashes is a setext underline). Cell counts are
 * not compared: conservative.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start (or after container markers).
 * @param to
 *   Line end.
 * @returns
 *   Whether it may.
 */
export function isDelimiterRow(text: string, from: number, to: number): boolean {
  let dash = false
  let other = false
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 45 /* `-` */) dash = true
    else if (code === 124 /* `|` */ || code === 58 /* `:` */) other = true
    else if (code !== 32 && code !== 9 && code !== 62 /* `>` */) return false
  }

  return dash && other
}

/**
 * @param value
 *   Text.
 * @returns
 *   Whether it is ASCII only.
 */
function isAscii(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    if (value.charCodeAt(index) > 127) return false
  }

  return true
}

/**
 * Where a link definition that starts at `at` surely ends: on its line (a
 * label of at most 999 characters with no bracket and not blank, `]:`,
 * then what `completeDefinition` takes, and a title alone on the next line), or on the next where its line
 * holds the label alone and the next one a destination (and title) and
 * nothing else (`[1]:`, then `` ` ``; fuzz run 51), or on the one after
 * that where it holds a title alone.
 *
 * @param text
 *   Text.
 * @param at
 *   Where the line's content starts (past its containers and indent).
 * @param lineEnd
 *   Line end.
 * @param footnotes
 *   Whether a footnote label opens a footnote definition there (default:
 *   yes; not on a line that opens no block, where the paragraph's
 *   definitions take it as a link label).
 * @param base
 *   Content column of the list items open above the line (default: none).
 * @returns
 *   End of the definition's last line, or -1.
 */
export function definitionEnd(text: string, at: number, lineEnd: number, footnotes = true, base = 0): number {
  // A footnote label (`[^1]:`) opens a footnote definition; cmark-gfm reads
  // any other (`[^]:`, `[^ x]:`) as a link label (fuzz run 54).
  if (text.charCodeAt(at) !== 91 /* `[` */ || (footnotes && gfmFootnoteEnd(text, at, lineEnd) !== -1)) return -1
  const defLine = text.lastIndexOf('\n', at - 1) + 1
  // The quote markers of the definition's line, which the next line may
  // spell too (`> [x]:u`, then `` >"`" `` holds its title; found by fuzz
  // run 59): past as many, that line reads as it would in no quote.
  // (Past list markers too, from the column of its first `>`: `* >[x]:u`,
  // then `    >"`"` holds its title; found by fuzz run 59.)
  // (Past the blanks of list items open above: `*`, `    >[x]:u`, then
  // `    >"`"` holds its title; found in fuzz run 58's stored bodies.)
  const quotes = quotesPastItems(text, defLine, at, base)
  // (Where only blanks stand before its first `>`, as many as any line of
  // the quote may have: from the content column of the list items above
  // on; ` >[x]:u`, then `>"`"` holds its title; found by fuzz run 61.)
  const firstQuote = quotes === 0 ? -1 : text.indexOf('>', defLine)
  const quoteColumn =
    quotes === 0 ? 0 : isBlank(text, defLine, firstQuote) ? Math.min(base, columnOf(text, defLine, firstQuote)) : columnOf(text, defLine, firstQuote)
  // In no container (up to three spaces before it: ` [x]:u`, `"`,
  // `` `\" ``, then an image line; fuzz run 66), a title may run across
  // lines (see `titleLineEnd`); so too in list items and no quote, where
  // the paragraph's lines are read from the items' content column
  // (`* [x]:u`, `"`, `` `\" ``, then an image line; fuzz run 66).
  // (And in quotes, where only quote markers stand before it: `>[x]:u`,
  // `"`, `` `\" ``, then an image line; fuzz run 67.)
  // (And in a quote its line opens in a list item, where list markers and
  // quote markers alone stand before it: `* >[x]:u`, `"`, `` `\" ``, then
  // an image line, all lazy; fuzz run 70; `* >>[x]:u` and `1. >* [x]:u`
  // likewise, fuzz runs 71 and 72.)
  const stretchColumn =
    quotes > 0
      ? base === 0 && onlyContainerMarks(text, defLine, at)
        ? 0
        : -1
      : isBlank(text, defLine, at)
        ? base
        : listContent(text, defLine, at)
  // The label may run on across the lines of its paragraph as a title may
  // (`[x`, `]:u`, then a title closed by `\"`; fuzz run 64; in a list item,
  // `- [`, `x]:u`, likewise; fuzz run 68): what follows its `]:` is read
  // as on a definition's line.
  let close = at + 1
  let blank = true
  while (close - at <= 1000) {
    if (close >= lineEnd) {
      if (stretchColumn === -1 || lineEnd >= text.length) break
      let nextEnd = text.indexOf('\n', lineEnd + 1)
      if (nextEnd === -1) nextEnd = text.length
      const content = pastQuotes(text, lineEnd + 1, nextEnd, quotes, quoteColumn)
      if (isBlank(text, content, nextEnd) || interruptsInItems(text, content, nextEnd, stretchColumn)) break
      close = content
      lineEnd = nextEnd
      continue
    }

    const code = text.charCodeAt(close)
    if (code === 91 || code === 93) break
    if (!isSpace(code)) blank = false
    close += code === 92 /* `\` */ ? 2 : 1
  }

  if (blank || close >= lineEnd || close - at > 1000 || text.charCodeAt(close) !== 93 || text.charCodeAt(close + 1) !== 58) return -1
  const title = {open: -1}
  const complete = completeDefinition(text, close + 2, lineEnd, title)
  // A title may stand on the next line, alone (`[x]:u`, then `` "`" ``:
  // its backtick pairs with none; fuzz run 57).
  if (complete === 'destination') return titleLineEnd(text, lineEnd, quotes, quoteColumn, stretchColumn)
  if (complete === 'title') return lineEnd
  // A title that opens on the definition's line and does not close there
  // (or closes with `\"` only) runs on across the lines of its paragraph
  // as one on the next line does (see `titleLineEnd`): `[x]:u "`, then
  // `<b>` and `` `\" `` (the lines the tag breaks make), then an image
  // line (fuzz run 69).
  if (title.open !== -1 && stretchColumn !== -1) {
    const stretched = stretchedTitleClose(text, title.open, lineEnd, stretchColumn, quotes, quoteColumn)
    const end = stretched === -1 ? -1 : closingLineEnd(text, stretched)
    if (end > lineEnd) return end
  }

  // The destination on the next line (no container marks there but those
  // quotes: a lazy line or a definition at the top level).
  if (!isBlank(text, close + 2, lineEnd) || lineEnd >= text.length) return -1
  let nextEnd = text.indexOf('\n', lineEnd + 1)
  if (nextEnd === -1) nextEnd = text.length
  const nextTitle = {open: -1}
  const next = completeDefinition(text, pastQuotes(text, lineEnd + 1, nextEnd, quotes, quoteColumn), nextEnd, nextTitle)
  // (A title that opens there runs on as one on the definition's line
  // does: `[x]:`, `u "`, `b`, `` `\" ``, then an image line; fuzz run 75.)
  if (next === 'no' && nextTitle.open !== -1 && stretchColumn !== -1) {
    const stretched = stretchedTitleClose(text, nextTitle.open, nextEnd, stretchColumn, quotes, quoteColumn)
    const end = stretched === -1 ? -1 : closingLineEnd(text, stretched)
    if (end > nextEnd) return end
  }

  if (next === 'no') return -1
  // A title may stand on the line after the destination's too (`[x]:`,
  // `u`, then `` "`\" ``, which cmark-gfm closes; fuzz run 65).
  return next === 'destination' ? titleLineEnd(text, nextEnd, quotes, quoteColumn, stretchColumn) : nextEnd
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Start of a line.
 * @param lineEnd
 *   Its end.
 * @param quotes
 *   Most quote markers to pass.
 * @param quoteColumn
 *   Column of the first on the definition's line (or of the blanks
 *   before it, see `definitionEnd`).
 * @returns
 *   Index past as many of its leading quote markers (and the blank after
 *   each), or `lineStart`.
 */
function pastQuotes(text: string, lineStart: number, lineEnd: number, quotes: number, quoteColumn: number): number {
  if (quotes === 0) return lineStart
  // Its first `>` stands at `quoteColumn` (where the definition's line's
  // does, or where the blanks before it start), or up to three columns
  // further.
  let at = lineStart
  let column = 0
  while (at < lineEnd && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) column = advance(column, text.charCodeAt(at++))
  if (text.charCodeAt(at) !== 62 || column < quoteColumn || column - quoteColumn > 3) return lineStart
  const markers = quoteMarkers(text, at, lineEnd, column, column, quotes)
  return markers.quotes > 0 ? markers.end : lineStart
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Start of a line.
 * @param at
 *   A place in it.
 * @returns
 *   Its column (tabs to their stops).
 */
function columnOf(text: string, lineStart: number, at: number): number {
  let column = 0
  for (let index = lineStart; index < at; index++) column = advance(column, text.charCodeAt(index))
  return column
}

/**
 * @param text
 *   Text.
 * @param lineEnd
 *   End of a link definition's line, which holds its destination and no
 *   title.
 * @param quotes
 *   Quote markers of that line, which the next may spell too.
 * @param quoteColumn
 *   Column of the first of them.
 * @param stretchColumn
 *   Content column of the list items the definition's line is in (`0` in
 *   none), where its title may run on across lines of its paragraph; `-1`
 *   where it stays on one line (in a quote in a list item).
 * @returns
 *   End of the last line of a title that starts the next line (no
 *   container marks: a lazy line, or one at the top level), closed on it
 *   or (but in quotes in list items) on a later line of the paragraph,
 *   with nothing after it; else `lineEnd`.
 */
function titleLineEnd(text: string, lineEnd: number, quotes: number, quoteColumn: number, stretchColumn: number): number {
  if (lineEnd >= text.length) return lineEnd
  let nextEnd = text.indexOf('\n', lineEnd + 1)
  if (nextEnd === -1) nextEnd = text.length
  const open = skipSpaces(text, pastQuotes(text, lineEnd + 1, nextEnd, quotes, quoteColumn), nextEnd)
  const mark = text.charCodeAt(open)
  if (mark !== 40 /* `(` */ && mark !== 34 && mark !== 39) return lineEnd
  let close = cmarkTitleClose(text, open, nextEnd)
  let sure = false
  // (A title across lines: `[x]:u`, `"`, `` `\" ``, then an image line
  // that starts the paragraph; fuzz run 64.) Also where the line closes it
  // with `\"` only: cmark-gfm's longest match runs on to the paragraph's
  // first `"` with no backslash before it, else its last (`[x]:u`,
  // `` "`\" ``, `\"`, then an image line; fuzz run 67).
  if (stretchColumn !== -1 && (close === -1 || text.charCodeAt(close - 1) === 92)) {
    const stretched = stretchedTitleClose(text, open, nextEnd, stretchColumn, quotes, quoteColumn)
    if (stretched !== -1) {
      close = stretched
      sure = true
    }
  }

  if (close === -1 || (text.charCodeAt(close - 1) === 92 /* `\` */ && !sure && !closesForSure(text, close))) return lineEnd
  const end = closingLineEnd(text, close)
  return end === -1 ? lineEnd : end
}

/**
 * Where a title that runs on past `from` closes as cmark-gfm's longest
 * match closes it, over the stretch `titleStretchEnd` gives.
 *
 * @param text
 *   Text.
 * @param open
 *   Its opening mark.
 * @param from
 *   End of its first line.
 * @param column
 *   See `titleStretchEnd`.
 * @param quotes
 *   See `titleStretchEnd`.
 * @param quoteColumn
 *   See `titleStretchEnd`.
 * @returns
 *   Index of its closing mark, or -1.
 */
function stretchedTitleClose(text: string, open: number, from: number, column: number, quotes: number, quoteColumn: number): number {
  return cmarkTitleClose(text, open, titleStretchEnd(text, from, text.charCodeAt(open), column, quotes, quoteColumn))
}

/**
 * @param text
 *   Text.
 * @param close
 *   A title's closing mark.
 * @returns
 *   End of its line where only blanks follow it there, else -1.
 */
function closingLineEnd(text: string, close: number): number {
  let end = text.indexOf('\n', close)
  if (end === -1) end = text.length
  return skipSpaces(text, close + 1, end) === end ? end : -1
}

/**
 * How far a title that runs on past `from` (a line end) may go: to the end
 * of the first line that holds its closing mark with no backslash before
 * it (where cmark-gfm's longest match ends; for `(`, also a `(`, which
 * ends it), or to the last line before one that is blank or interrupts the
 * paragraph. Reads each line once; the next title of the same kind stops
 * it, so the titles of a paragraph's definitions read it about once.
 *
 * @param text
 *   Text.
 * @param from
 *   End of the title's first line.
 * @param opener
 *   Its opening mark (`"`, `'`, `(`).
 * @param column
 *   Content column of the list items the paragraph is in (`0` in none).
 * @param quotes
 *   Quote markers the paragraph is in (its lines pass as many, or are
 *   lazy).
 * @param quoteColumn
 *   Column of the first of them.
 * @returns
 *   End of the stretch.
 */
function titleStretchEnd(text: string, from: number, opener: number, column: number, quotes: number, quoteColumn: number): number {
  const closer = opener === 40 ? 41 : opener
  let end = from
  while (end < text.length) {
    const lineStart = end + 1
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const content = pastQuotes(text, lineStart, lineEnd, quotes, quoteColumn)
    if (isBlank(text, content, lineEnd) || interruptsInItems(text, content, lineEnd, column)) break
    end = lineEnd
    for (let at = lineStart; at < lineEnd; at++) {
      const code = text.charCodeAt(at)
      if ((code === closer || code === opener) && text.charCodeAt(at - 1) !== 92) return end
    }
  }

  return end
}

/**
 * Whether a line interrupts a paragraph in list items whose content starts
 * at `column`: read from there where it is indented so far (`* [x]:u`,
 * then `  - a`), else as a lazy line would be. Between the columns of
 * nested items (4 or more blanks, fewer than `column`), the line is read
 * from its content, as it may be in an outer item: in doubt, it stops.
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Start of the line.
 * @param lineEnd
 *   Its end.
 * @param column
 *   Content column (`0`: no items).
 * @returns
 *   Whether it interrupts.
 */
function interruptsInItems(text: string, lineStart: number, lineEnd: number, column: number): boolean {
  let at = lineStart
  let indent = 0
  while (at < lineEnd && indent < column && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) indent = advance(indent, text.charCodeAt(at++))
  if (indent >= column) return interruptsParagraph(text, at, lineEnd)
  if (indent < 4) return interruptsParagraph(text, lineStart, lineEnd)
  return interruptsParagraph(text, skipSpaces(text, at, lineEnd), lineEnd)
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Start of the definition's line.
 * @param at
 *   Where the definition starts.
 * @returns
 *   The column of `at` where only list markers and blanks stand before it
 *   (the content column of the item it opens), else `-1`.
 */
function listContent(text: string, lineStart: number, at: number): number {
  let index = lineStart
  while (index < at) {
    const code = text.charCodeAt(index)
    if (code === 32 || code === 9 || code === 42 || code === 43 || code === 45 || code === 41 || code === 46 || isDigit(code)) index++
    else return -1
  }

  return columnOf(text, lineStart, at)
}

/**
 * Whether a title's closing mark with a backslash before it (see
 * `cmarkTitleClose`) surely closes it for cmark-gfm: no later `"` (or `'`)
 * stands in the stretch of non-blank lines (a paragraph, which the title
 * cannot run past), so the longest match of cmark-gfm's title pattern ends
 * there (`[x]:u`, then `` "`\" ``: the title takes the line, and the
 * image line below starts the paragraph; found by fuzz run 62). A `(…)`
 * title stays in doubt. Reads up to the next such mark: linear over the
 * definitions of a text, each of which holds its own.
 *
 * @param text
 *   Text.
 * @param close
 *   Index of the closing mark.
 * @returns
 *   Whether it surely closes the title.
 */
function closesForSure(text: string, close: number): boolean {
  const mark = text.charCodeAt(close)
  if (mark !== 34 && mark !== 39) return false
  const next = text.indexOf(mark === 34 ? '"' : "'", close + 1)
  if (next === -1) return true
  // A blank line before it ends the paragraph, and any title in it.
  let lineStart = text.indexOf('\n', close)
  while (lineStart !== -1 && lineStart < next) {
    let lineEnd = text.indexOf('\n', lineStart + 1)
    if (lineEnd === -1) lineEnd = text.length
    if (lineEnd > next) break
    if (isBlank(text, lineStart + 1, lineEnd)) return true
    lineStart = lineEnd
  }

  return false
}

/**
 * Whether the rest of a definition's line after `]:` is surely a valid link
 * destination, optionally followed by a title, and nothing else. A
 * destination or title on a later line is left in doubt (it may be missing
 * or invalid), and so is anything this cheap reading does not follow.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after `]:`.
 * @param lineEnd
 *   Line end.
 * @param title
 *   Where to store the index of a title's opening mark that does not
 *   surely close on the line (`open`), if any.
 * @returns
 *   Whether the definition is surely complete on its line (`no`: in doubt,
 *   or not), and with a title or not.
 */
function completeDefinition(
  text: string,
  from: number,
  lineEnd: number,
  title?: {open: number}
): 'destination' | 'no' | 'title' {
  let at = skipSpaces(text, from, lineEnd)
  if (at === lineEnd) return 'no'

  if (text.charCodeAt(at) === 60 /* `<` */) {
    at++
    while (at < lineEnd) {
      const code = text.charCodeAt(at)
      if (code === 62 /* `>` */ || code === 60) break
      at += code === 92 /* `\` */ ? 2 : 1
    }

    if (at >= lineEnd || text.charCodeAt(at) !== 62) return 'no'
    at++
  } else {
    const start = at
    let depth = 0
    while (at < lineEnd) {
      const code = text.charCodeAt(at)
      if (code <= 32 || code === 127) break
      // A backslash escapes punctuation only: before anything else, or at
      // the line end, it is itself (`[x]:\`, then `` "`\" ``: the title is
      // on the next line; fuzz run 64).
      if (code === 92 /* `\` */) {
        at += at + 1 < lineEnd && isAsciiPunctuation(text.charCodeAt(at + 1)) ? 2 : 1
        continue
      }

      // cmark-gfm nests at most 32 parentheses in a destination.
      if (code === 40 /* `(` */ && ++depth > 32) return 'no'
      else if (code === 41 /* `)` */ && --depth < 0) return 'no'
      at++
    }

    // cmark-gfm 0.29 takes a definition's destination with more `(` than
    // `)` (`[x]:(`, `[x]:a(b`), though no link's (`` [`]:( ``, then
    // `` ![a`]()Amendments ``: the definition leaves the backtick in
    // the image unpaired; fuzz run 68).
    if (at === start || at > lineEnd) return 'no'
  }

  // After the destination: the line end, or white space and a title.
  const afterDestination = at
  at = skipSpaces(text, at, lineEnd)
  if (at === lineEnd) return 'destination'
  if (at === afterDestination) return 'no'
  const open = text.charCodeAt(at)
  if (open !== 40 /* `(` */ && open !== 34 && open !== 39) return 'no'
  // A closing mark with a backslash before it may also stand in the title,
  // which a later line then closes (see `cmarkTitleClose`): in doubt.
  const end = cmarkTitleClose(text, at, lineEnd)
  if (end === -1 || (text.charCodeAt(end - 1) === 92 /* `\` */ && !closesForSure(text, end))) {
    if (title) title.open = at
    return 'no'
  }

  return skipSpaces(text, end + 1, lineEnd) === lineEnd ? 'title' : 'no'
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Index of the first character in `[from, to)` that is not a space or
 *   tab, or `to`.
 */
function skipSpaces(text: string, from: number, to: number): number {
  let at = from
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  return at
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param open
 *   Index of the label's `[`.
 * @returns
 *   The longest run of spaces and tabs (a tab as 4) before the label, among
 *   the container markers too (`>     [x]:` is indented code in a quote).
 */
function indentOf(text: string, lineStart: number, open: number): number {
  let longest = 0
  let run = 0
  for (let at = lineStart; at < open; at++) {
    const code = text.charCodeAt(at)
    if (code === 32) run++
    else if (code === 9) run += 4
    else run = 0
    if (run > longest) longest = run
  }

  return longest
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` is only spaces and tabs.
 */
function isBlank(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9) return false
  }

  return true
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Index after white space and container markers (`>`, bullets, ordered
 *   markers) at the start of the line.
 */
export function afterContainers(text: string, lineStart: number, lineEnd: number): number {
  let at = lineStart
  while (at < lineEnd) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9 || code === 62) {
      at++
    } else if ((code === 42 || code === 43 || code === 45) && isSpace(text.charCodeAt(at + 1))) {
      at += 2
    } else if (code >= 48 && code <= 57) {
      let end = at
      while (end < lineEnd && end - at < 9 && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
      const marker = text.charCodeAt(end)
      if ((marker !== 46 && marker !== 41) || !isSpace(text.charCodeAt(end + 1))) break
      at = end + 2
    } else {
      break
    }
  }

  return at
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param open
 *   Where the line goes on after its container markers.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Index after a task item's box (`[ ]`, `[x]` or `[X]`, then a space or
 *   tab) at `open` right after a list marker, or -1.
 */
function taskBoxEnd(text: string, lineStart: number, open: number, lineEnd: number): number {
  if (open + 4 > lineEnd || !isTaskBox(text, open)) return -1
  if (!isSpace(text.charCodeAt(open + 3))) return -1
  let before = open - 1
  while (before >= lineStart && isSpace(text.charCodeAt(before))) before--
  const marker = text.charCodeAt(before)
  const listMarker =
    marker === 42 || marker === 43 || marker === 45 || ((marker === 46 || marker === 41) && before > lineStart && isDigit(text.charCodeAt(before - 1)))
  if (!listMarker) return -1
  let at = open + 3
  while (at < lineEnd && isSpace(text.charCodeAt(at))) at++
  return at
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII digit.
 */
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space or a tab.
 */
function isSpace(code: number): boolean {
  return code === 32 || code === 9
}
