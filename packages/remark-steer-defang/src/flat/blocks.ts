// Blocks a line opens or ends in the flat model: paragraph ends, block
// openers that interrupt a paragraph, thematic breaks, quotes, footnotes.
import {isBlank} from '../cuts.js'

// Whether a definition's line is a footnote's is read with the cuts.
export {isFootnoteLine} from '../cuts.js'
import {fenceOpens} from '../flow-state.js'
import {isDigit} from './text.js'
import {advance, gfmFootnoteEnd, isOne, isThematicBreak, listMarkerEnd, pastQuoteMarker} from './containers.js'

// Where the label of a footnote definition ends is read with the containers.
export {gfmFootnoteEnd} from './containers.js'
import {opensFlowBlock, opensHtmlBlock, rawBlockOpener} from './html.js'

/**
 * Whether a line starts a block that interrupts a paragraph, roughly and
 * taking more (after up to three spaces: a quote, an HTML block of kind
 * 1–6, a list item that is not empty, bulleted or from 1, a footnote
 * definition, or what `endsParagraph` takes).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether it does.
 */
export function interruptsParagraph(text: string, from: number, to: number): boolean {
  let at = from
  while (at < to && at - from < 3 && text.charCodeAt(at) === 32) at++
  const code = text.charCodeAt(at)
  if (code === 62 /* `>` */) return true
  // An HTML block of kind 1–6; kind 7 (`<b>` alone) interrupts none, and
  // a code span or a title goes on past it (`` ![`]`>` ``, `<b>`,
  // `` ]`>]()Work-item context ``; fuzz run 31).
  if (code === 60 /* `<` */) return opensHtmlBlock(text, from, to, 0, true)
  // A footnote definition interrupts a paragraph in cmark-gfm 0.29, so a
  // definition's title goes on to none after it (`[b]:>`, `"`, a code
  // span, `[^a]:\t"`; fuzz run 33).
  if (code === 91 /* `[` */) return gfmFootnoteEnd(text, at, to) !== -1

  let marker = -1
  if (code === 45 || code === 42 || code === 43) marker = at + 1
  else if (code === 48 || code === 49) {
    // An ordered item interrupts from number 1 only, which cmark-gfm 0.29
    // reads from the value (`01.` and `001)` do; micromark reads none of
    // them: `x`, then `01. y`; fuzz run 48).
    let digit = at
    while (digit < to && digit - at < 8 && text.charCodeAt(digit) === 48) digit++
    const delimiter = text.charCodeAt(digit + 1)
    if (text.charCodeAt(digit) === 49 && (delimiter === 46 || delimiter === 41)) marker = digit + 2
  }
  const after = text.charCodeAt(marker)
  if (marker !== -1 && (after === 32 || after === 9) && !isBlank(text, marker, to)) return true
  return endsParagraph(text, from, to)
}

/**
 * @param text
 *   Text.
 * @param at
 *   Where a line's content starts (past its blanks and marks).
 * @param to
 *   Line end.
 * @returns
 *   Whether it is a run of `=`, or `--`, white space after: a setext
 *   underline that opens nothing else, so text on a lazy line (one `-` is
 *   an empty item, three a thematic break).
 */
export function lazyUnderlineAt(text: string, at: number, to: number): boolean {
  const mark = text.charCodeAt(at)
  let run = at
  while (run < to && text.charCodeAt(run) === mark) run++
  return (mark === 61 || (mark === 45 && run - at === 2)) && isBlank(text, run, to)
}

/**
 * Whether a line ends a paragraph it is in, or stands in none: an ATX
 * heading, a line of only `-`, `=`, `*` or `_` (a setext underline or a
 * thematic break) or a fence (after container markers).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param lazy
 *   Whether the line is outside the paragraph's containers, or no paragraph
 *   goes on before it (where a setext underline is text).
 * @returns
 *   Whether it does.
 */
export function endsParagraph(text: string, from: number, to: number, lazy = false): boolean {
  let at = from
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 62)) at++
  const code = text.charCodeAt(at)
  if (code === 35 /* `#` */) {
    let end = at
    while (end < to && text.charCodeAt(end) === 35) end++
    const after = text.charCodeAt(end)
    return end - at <= 6 && (end === to || after === 32 || after === 9)
  }

  // (A backtick fence's info string holds no backtick: ```` ```x` ```` is
  // paragraph text; fuzz run 28.)
  if (code === 96 || code === 126) return fenceOpens(text, at, to) !== undefined
  if (code !== 45 && code !== 61 && code !== 42 && code !== 95) return false
  let run = at
  while (run < to && text.charCodeAt(run) === code) run++
  if (isBlank(text, run, to)) {
    // One run of a mark: `**` or `__` is text (a thematic break takes
    // three), and `--` or `==` on a lazy line too, which can be no setext
    // underline. Ending the paragraph there closed the list item above at
    // the next such line, so an HTML block the item opens after it was read
    // as running past the item (`- a`, `--`, `--`, `  <?`, then a code span
    // across lines; fuzz run 22).
    if (code === 42 || code === 95 || lazy) return code !== 61 && run - at >= 3
    return true
  }

  // Marks with white space between: a thematic break only (three marks or
  // more; a setext underline holds none, so `= =` is text).
  if (code === 61) return false
  let marks = 0
  for (let rest = at; rest < to; rest++) {
    const here = text.charCodeAt(rest)
    if (here === code) marks++
    else if (here !== 32 && here !== 9) return false
  }

  return marks >= 3
}

/**
 * Whether a container's first line opens, at `at`, a block that holds no
 * paragraph: an ATX heading, a fence or a thematic break (`- #`,
 * `[^a]:---`; fuzz run 24). No paragraph stands before it for a run of `-`
 * or `=` to underline (`==` is text there).
 *
 * @param text
 *   Text.
 * @param at
 *   Where the container's content starts.
 * @param to
 *   Line end.
 * @returns
 *   Whether it does.
 */
export function opensLeafBlock(text: string, at: number, to: number): boolean {
  return text.charCodeAt(at) !== 61 /* `=` */ && endsParagraph(text, at, to, true)
}

/** Most list items followed across lines (deeper: not followed). */
export const maxListDepth = 32

/**
 * Whether a line, from its first character after indentation, opens a
 * block that ends a paragraph before it (rather than going on with it
 * lazily): a quote, an ATX heading, a fence, a thematic break or setext
 * underline, a list item that may interrupt a paragraph (not empty; an
 * ordered one from 1), an HTML block of kinds 1–6. `#b`, `2024 was`, `-b`
 * or `` `b` `` go on with it (found by review).
 *
 * @param text
 *   Text.
 * @param at
 *   First character after the line's indentation.
 * @param to
 *   Line end.
 * @param interrupting
 *   Whether the line is in the container of the paragraph above (where
 *   the rules for interrupting it hold).
 * @returns
 *   Whether it does.
 */
export function opensBlockAt(text: string, at: number, to: number, interrupting: boolean): boolean {
  const code = text.charCodeAt(at)
  if (code === 62 /* `>` */) return true
  if (code === 60 /* `<` */) {
    return rawBlockOpener(text, at, to) !== undefined || opensFlowBlock(text, at, to, interrupting)
  }

  if (code === 35 /* `#` */ || code === 96 || code === 126) return endsParagraph(text, at, to)
  // A thematic break; a setext underline (`--`, `===`) is text on a lazy
  // line (found by review).
  if ((code === 45 || code === 42 || code === 95) && isThematicBreak(text, at, to)) return true
  const bullet = code === 45 || code === 42 || code === 43
  let marker = at + 1
  if (!bullet) {
    if (!isDigit(code)) return false
    marker = at
    while (marker < to && marker - at < 9 && isDigit(text.charCodeAt(marker))) marker++
    const close = text.charCodeAt(marker)
    if (close !== 46 && close !== 41) return false
    marker++
  }

  const after = text.charCodeAt(marker)
  if (marker < to && after !== 32 && after !== 9) return false
  // Outside the paragraph's container any list item opens a block; inside
  // it, one that is not empty (and, ordered, starts at 1).
  return !interrupting || (!isBlank(text, marker, to) && (bullet || isOne(text, at, marker - 1)))
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   How many quote markers start the line: each at most three columns in
 *   (after the one before it, four: its optional space is part of it). One
 *   indented further is text, in a paragraph a lazy line's (`x`, then
 *   `    >`: no quote, so `0) <?` after it cannot interrupt the paragraph;
 *   found by a fuzz run).
 */
export function quotesAt(text: string, from: number, to: number): number {
  return quoteMarkers(text, from, to).quotes
}

/**
 * The quote markers a line starts with, counted as cmark-gfm counts them
 * (see `pastQuoteMarker`: `>\t >y` is two quotes deep; found by fuzz run
 * 25), and the indentation of what follows them.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param fromColumn
 *   Column of `from` (default: 0, a line start).
 * @param containerColumn
 *   Content column of the container the markers are in (default: 0).
 * @param limit
 *   Most markers to read (default: all): what follows is content.
 * @returns
 *   How many, the columns of white space after the last one's content
 *   start (or the line's, with none), and where that content starts.
 */
export function quoteMarkers(
  text: string,
  from: number,
  to: number,
  fromColumn = 0,
  containerColumn = 0,
  limit = Number.POSITIVE_INFINITY
): {quotes: number; indent: number; end: number} {
  let quotes = 0
  let at = from
  let column = fromColumn
  let start = containerColumn
  while (true) {
    let next = at
    let nextColumn = column
    while (next < to && (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9)) {
      nextColumn = advance(nextColumn, text.charCodeAt(next))
      next++
    }

    if (next >= to || quotes >= limit || text.charCodeAt(next) !== 62 || nextColumn - start > 3) return {quotes, indent: nextColumn - start, end: at}
    quotes++
    ;({at, column, start} = pastQuoteMarker(text, next, to, nextColumn))
  }
}

/**
 * Count the quote markers a line opens, past the list markers among them
 * too (`* >x` is in one quote; `quoteMarkers` stops at the `*`). Each
 * marker is at most three columns into the container before it.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param containerColumn
 *   Content column of the list item the line is in, from lines above
 *   (default: 0): its first marker may be up to three columns past it.
 * @returns
 *   How many.
 */
export function quotesPastItems(text: string, from: number, to: number, containerColumn = 0): number {
  let quotes = 0
  let at = from
  let column = 0
  let start = containerColumn
  while (true) {
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    if (at >= to || column - start > 3) return quotes
    if (text.charCodeAt(at) === 62) {
      quotes++
      ;({at, column, start} = pastQuoteMarker(text, at, to, column))
      continue
    }

    const marker = listMarkerEnd(text, at, to)
    if (marker === -1 || marker >= to) return quotes
    const after = text.charCodeAt(marker)
    if (after !== 32 && after !== 9) return quotes
    column += marker - at
    at = marker
    // The item's content starts after the marker and one blank at least.
    start = column + 1
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Index of the first character that is no space, tab or `>` (the quote
 *   markers that start the line end there).
 */
export function quoteMarksEnd(text: string, from: number, to: number): number {
  let at = from
  while (at < to) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9 && code !== 62) break
    at++
  }

  return at
}

/**
 * @param text
 *   Text.
 * @param at
 *   Where the line's content starts (after container marks).
 * @param to
 *   Line end.
 * @returns
 *   Whether it is a setext underline: a run of `=` or of `-`, then only
 *   spaces and tabs.
 */
export function isSetextUnderline(text: string, at: number, to: number): boolean {
  const code = text.charCodeAt(at)
  if (code !== 61 && code !== 45) return false
  let end = at
  while (end < to && text.charCodeAt(end) === code) end++
  return isBlank(text, end, to)
}
