import type {RawEdit} from 'steer-envelope'
import {isDelimiterRow} from './definitions.js'
import {mayHoldToken, mayJoinHeading} from './prefilter.js'

/** A raw `<table`, `<select` or `<template` start tag. */
const opener = /<(table|select|template)(?=[\s/>]|$)/gi

/**
 * Escapes for raw start tags that make a browser move what follows them out
 * of the block quote that should quote a heading.
 *
 * - `<table>`: a browser keeps a raw table open past the HTML block that
 *   opened it, and moves what follows before it (foster parenting). A
 *   table that Markdown makes inside a quote or list item then ends the raw
 *   one, and lands after the quote or item, out of it: a heading in the
 *   quote shows unquoted (`<table>`, blank, `> | &#65;mendments |`, `> |-|`;
 *   found by a fuzz run). Footnotes are rendered at the end of the page, so
 *   a table in one counts wherever it is in the source. A `</table>` is not
 *   trusted to close it (it may be text: in code, a comment, an attribute).
 * - `<select>` and `<template>`: while one is open, a browser drops the
 *   `<blockquote>` and `<p>` tags that follow, or builds table parts from
 *   them, and a sanitizer that parses first keeps the text (found by
 *   review, round 23c). Dropped `<p>` tags also join the text of blocks:
 *   `Instruction`, a blank line, `from @x` shows one line (review 32a).
 *
 * The `<` of such a start tag becomes `&lt;` (rule `html-break`), so GitHub
 * shows it as text, but only where a heading may display after it, or
 * with a `<select` or `<template` an attribution anywhere, or `work-item`
 * anywhere and then `context` after the tag (the pre-filter's conservative
 * readings; the first half of a token may stand before the tag, on the
 * line the joined text goes on: `<form>`, `Instruction`, `<select>`,
 * blank, `1. from @x`; fuzz run 44): bodies
 * without one keep their bytes. Joined blocks drop what Markdown displays
 * nothing for, which the reading of a heading does not skip (a list
 * marker: `x <select>`, `Work-item`, blank, `- context` shows
 * `Work-item context`; found by review 26). A fence is defanged in place
 * wherever a browser moves it, and one joined across blocks would hold
 * white space.
 *
 * Linear: one search for each kind of line, one pass over the tags, one
 * pre-filter run.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function tableOpenerEscapes(text: string): RawEdit[] {
  opener.lastIndex = 0
  let match = opener.exec(text)
  if (!match) return []

  // Where the last table row in a container starts (-1: none), and whether
  // a footnote may carry one to the end of the page.
  const {lastRow, footnote} = containerLines(text)
  const footnoteRows = lastRow !== -1 && footnote

  const starts: number[] = []
  // The first `<select` or `<template` (-1: none): what follows it may be
  // joined across blocks, so a heading's halves count there wherever they are.
  let firstJoining = -1
  while (match) {
    const kind = match[1].toLowerCase()
    if (kind !== 'table') {
      starts.push(match.index)
      if (firstJoining === -1) firstJoining = match.index
    } else if (footnoteRows || lastRow > match.index) {
      starts.push(match.index)
    }

    match = opener.exec(text)
  }

  // The earliest place a heading would have to show after (all of the text
  // when a footnote may move one to the end).
  if (starts.length === 0) return []
  const from = footnoteRows ? 0 : starts[0]
  if (
    !mayHoldToken(text, from, text.length, 'headings') &&
    (firstJoining === -1 ||
      (!mayHoldToken(text, 0, text.length, 'attribution') && !mayJoinHeading(text, firstJoining)))
  ) {
    return []
  }

  return starts.map((start) => ({start, end: start + 1, replacement: '&lt;', rule: 'html-break'}))
}

/**
 * Read the prefix of every line once (a hand-written walk, not regular
 * expressions: container prefixes are runs of blanks and markers, which a
 * backtracking pattern reads in exponentially many ways; found by review).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Start of the last line in a block quote or list item (or indented into
 *   one) that may be a table's delimiter row (-1: none), and whether a line
 *   defines a footnote (`[^label]:` after quotes and list markers; its text
 *   is rendered at the end of the page).
 */
function containerLines(text: string): {lastRow: number; footnote: boolean} {
  let lastRow = -1
  let footnote = false
  let lineStart = 0
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length

    // Blanks, `>` and list markers (each followed by a blank).
    let at = lineStart
    let contained = false
    while (at < lineEnd) {
      const code = text.charCodeAt(at)
      if (code === 32 || code === 9 || code === 62) {
        at++
        // Indented, or quoted.
        contained = true
        continue
      }

      const marker = listMarkerEnd(text, at, lineEnd)
      if (marker === -1) break
      at = marker
      contained = true
    }

    // A table's delimiter row may have no pipe (`> a`, `> :-` is a table of
    // one column for cmark-gfm, found by review; `> -` is a heading); a lazy
    // one makes paragraph text. A dash a list marker was taken for may be a
    // cell (`> -\t|`): the row is read from the line start too (quotes and
    // blanks are allowed there).
    if (contained && (isDelimiterRow(text, at, lineEnd) || isDelimiterRow(text, lineStart, lineEnd))) lastRow = lineStart
    if (!footnote && text.charCodeAt(at) === 91 && text.charCodeAt(at + 1) === 94) {
      // `[^`, at least one character but `]`, then `]:`.
      let end = at + 2
      while (end < lineEnd && text.charCodeAt(end) !== 93) end++
      if (end > at + 2 && end < lineEnd && text.charCodeAt(end + 1) === 58) footnote = true
    }

    lineStart = lineEnd + 1
  }

  return {lastRow, footnote}
}

/**
 * @param text
 *   Text.
 * @param at
 *   Position in a line's prefix.
 * @param lineEnd
 *   End of the line.
 * @returns
 *   Position after a list marker at `at` (`-` `*` `+`, or 1 to 9 digits and
 *   `.` or `)`) that a blank follows (the blank not included), or -1.
 */
function listMarkerEnd(text: string, at: number, lineEnd: number): number {
  const code = text.charCodeAt(at)
  let end = at
  if (code === 45 || code === 42 || code === 43) {
    end = at + 1
  } else {
    while (end < lineEnd && end - at < 9 && isDigit(text.charCodeAt(end))) end++
    if (end === at) return -1
    const delimiter = text.charCodeAt(end)
    if (delimiter !== 46 && delimiter !== 41) return -1
    end++
  }

  const next = text.charCodeAt(end)
  return next === 32 || next === 9 ? end : -1
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
