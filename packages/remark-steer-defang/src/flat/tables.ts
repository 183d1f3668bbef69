// Tables as cmark-gfm 0.29's table extension forms them, for the flat
// model: a table's lines are no paragraph, so what may not interrupt a
// paragraph (an HTML block of kind 7, a list from 2, an empty item,
// indented code) may start right after one (fuzz run 25).
//
// A table opens where a paragraph's last line (the header row) is followed,
// inside the paragraph's containers, by a delimiter row with as many cells;
// it goes on over each line that opens no other block and holds a cell.
// Cells are split at each `|` not right after a `\` (cmark-gfm escapes
// only `\|` there: `a\\|b` is one cell), with an optional leading and
// trailing `|`.

import {isSetextUnderline} from './blocks.js'
import {skipSpaceOrTab} from './text.js'

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is white space in a table row (`[ \t\v\f]`).
 */
function isRowSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 11 || code === 12
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @param to
 *   End.
 * @returns
 *   Index of the first character at or after `at` that is no row white
 *   space (or `to`).
 */
function skipRowSpace(text: string, at: number, to: number): number {
  while (at < to && isRowSpace(text.charCodeAt(at))) at++
  return at
}

/**
 * How many cells a line holds as a table row.
 *
 * @param text
 *   Text.
 * @param at
 *   Where the row starts: its first character after container marks and
 *   indentation.
 * @param to
 *   Line end.
 * @returns
 *   Count of cells; 0 where the line is no row (nothing but a `|` and white
 *   space).
 */
export function rowCells(text: string, at: number, to: number): number {
  let index = at
  // A `|` after a cell, or the leading one, takes the white space after it.
  if (index < to && text.charCodeAt(index) === 124) index = skipRowSpace(text, index + 1, to)
  let cells = 0
  while (index < to) {
    const start = index
    while (index < to) {
      const code = text.charCodeAt(index)
      if (code === 124) break
      index += code === 92 && index + 1 < to && text.charCodeAt(index + 1) === 124 ? 2 : 1
    }

    if (index === to) {
      if (index > start) cells++
      break
    }

    // A cell (perhaps empty) ends at this `|`.
    cells++
    index = skipRowSpace(text, index + 1, to)
  }

  return cells
}

/**
 * How many cells a line holds as a table's delimiter row: `|`-separated
 * runs of `-` (each with an optional `:` on either side and white space
 * around), with an optional leading and trailing `|`. A line that opens
 * another block in a paragraph is none: a list item (`- |`) or a setext
 * underline (`-`, `--`), which cmark-gfm tries first.
 *
 * @param text
 *   Text.
 * @param at
 *   Where the row starts: its first character after container marks and
 *   indentation.
 * @param to
 *   Line end.
 * @returns
 *   Count of cells, or -1 when the line is no delimiter row.
 */
export function delimiterCells(text: string, at: number, to: number): number {
  if (at >= to) return -1
  if (text.charCodeAt(at) === 45) {
    const next = at + 1 < to ? text.charCodeAt(at + 1) : -1
    if (next === -1 || next === 32 || next === 9) return -1
  }

  if (isSetextUnderline(text, at, to)) return -1
  let index = text.charCodeAt(at) === 124 ? at + 1 : at
  let cells = 0
  for (;;) {
    index = skipRowSpace(text, index, to)
    if (index < to && text.charCodeAt(index) === 58) index++
    const dashes = index
    while (index < to && text.charCodeAt(index) === 45) index++
    if (index === dashes) return -1
    if (index < to && text.charCodeAt(index) === 58) index++
    index = skipRowSpace(text, index, to)
    cells++
    if (index === to) return cells
    if (text.charCodeAt(index) !== 124) return -1
    // A trailing `|`: only white space after it.
    if (skipRowSpace(text, index + 1, to) === to) return cells
    index++
  }
}

/**
 * Where a line of paragraph text indented into its paragraph (no container
 * walk gives its content) has its content: past `quotes` quote markers and
 * the white space around them.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param quotes
 *   Quote markers the line goes on with.
 * @param lazy
 *   Whether the line is lazy: cmark-gfm 0.29's table extension reads its
 *   row from past the quote markers and the one blank after each, keeping
 *   the blanks after that as a cell of their own (default: no).
 * @returns
 *   Index of its first character that is no space or tab (or `to`); with
 *   `lazy`, past the quote markers only.
 */
export function rowStart(text: string, from: number, to: number, quotes: number, lazy = false): number {
  let at = from
  for (let quote = 0; quote < quotes; quote++) {
    at = skipSpaceOrTab(text, at, to)
    if (at < to && text.charCodeAt(at) === 62) at++
    if (lazy && at < to && text.charCodeAt(at) === 32) at++
  }

  return lazy ? at : skipSpaceOrTab(text, at, to)
}
