import type {RawEdit} from 'steer-envelope'
import {mayHoldToken} from './prefilter.js'

/** A raw `<table`, `<select` or `<template` start tag. */
const opener = /<(table|select|template)(?=[\s/>]|$)/gi

/** Lines in a block quote or list item (or indented into one) with a `|`. */
const containedRows = /^(?:[ \t]+|[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t]))[^\n]*\|/gm

/** A footnote definition (its text is rendered at the end of the page). */
const footnoteDefinition = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+[ \t>]*)*\[\^[^\]\n]+\]:/m

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
 *   review, round 23c).
 *
 * The `<` of such a start tag becomes `&lt;` (rule `html-break`), so GitHub
 * shows it as text, but only where a token may display after it (the
 * pre-filter's conservative reading): bodies without one keep their bytes.
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
  let lastRow = -1
  containedRows.lastIndex = 0
  for (let row = containedRows.exec(text); row; row = containedRows.exec(text)) lastRow = row.index
  const footnoteRows = lastRow !== -1 && footnoteDefinition.test(text)

  const starts: number[] = []
  while (match) {
    const kind = match[1].toLowerCase()
    if (kind !== 'table' || footnoteRows || lastRow > match.index) starts.push(match.index)
    match = opener.exec(text)
  }

  // The earliest place a heading would have to show after (all of the text
  // when a footnote may move one to the end).
  if (starts.length === 0) return []
  const from = footnoteRows ? 0 : starts[0]
  if (!mayHoldToken(text, from, text.length)) return []
  return starts.map((start) => ({start, end: start + 1, replacement: '&lt;', rule: 'html-break'}))
}
