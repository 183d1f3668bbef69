/**
 * Whether a heading's `> ` would go where its raw line shows quote markers
 * already: at or inside a run of `>` (and white space) that starts the line,
 * or follows a footnote label on it (a quote before the label does not
 * quote the footnote's text). The scan engine's form is `> Amendments`;
 * more quotes are quotes too, and where a reading still sees such a line
 * unquoted (micromark's lazy line after a footnote label in nested quotes,
 * which cmark-gfm quotes at one `> `; an encoded heading after a construct
 * a browser ends there), quoting it again would only add `>` on every run.
 *
 * @param text
 *   Prepared text.
 * @param offset
 *   Where the `> ` would go.
 * @returns
 *   Whether the line is settled.
 */
export function isSettledHeading(text: string, offset: number): boolean {
  // Back from the insertion: only quote markers and white space, to the line
  // start or a label's `]:` (bounded by what it reads: linear over many
  // edits on one long line).
  let quotes = 0
  let at = offset - 1
  // Whether the markers start the line (no footnote label before them).
  let fromLineStart = true
  while (at >= 0) {
    const code = text.charCodeAt(at)
    if (code === 10) break
    if (code === 62 /* `>` */) quotes++
    else if (code === 58 /* `:` */ && text.charCodeAt(at - 1) === 93 /* `]` */) {
      // Only a footnote label that starts its line (after container
      // markers): a tag's `]:>` is no label, and its `>` no quote (found by
      // review: `<div`, `[a]:>Amendments`).
      if (!isFootnoteLabelEnd(text, at - 1)) return false
      fromLineStart = false
      break
    } else if (code !== 32 && code !== 9) {
      // Bullets after a quote marker are inside the quote (`> -Amendments`,
      // `> - Amendments`): quoting again would add `>` on every run (found
      // by review: `<a>><E`, `?>`, `-&#65mendments`). A bullet is one when
      // white space or the heading follows it: `-->` before a heading is
      // no quote but the end of a tag or comment a browser reads (found by
      // review: `<pre>`, `<xI t`, `-->&#65;mendments`).
      if (code !== 45 && code !== 42 && code !== 43) return false
      const next = text.charCodeAt(at + 1)
      if (at + 1 !== offset && next !== 32 && next !== 9) return false
    }

    at--
  }

  // Then forward, over the markers the insertion would go before.
  for (at = offset; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 62) quotes++
    else if (code !== 32 && code !== 9) break
  }

  // A line that goes on with a footnote definition opened inside quotes is
  // moved out with it: those quotes do not quote it (found by review:
  // `> [^1]: x`, `&#65;mendments`, whose `> ` only went on with the quote).
  if (quotes === 0) return false
  return !fromLineStart || quotes > footnoteQuotesAbove(text, text.lastIndexOf('\n', offset - 1) + 1)
}

/**
 * How many quote markers a line that goes on with a footnote definition
 * opened in quotes needs to be settled, less one: one more than those before
 * the label, at most two in all (each run adds one `> `, and the scan
 * engine's rule writes one; deeper, the line stays as it is: a known limit).
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Start of a line.
 * @returns
 *   Markers it must have more than (-1 when it goes on with no footnote).
 */
export function footnoteQuotesAbove(text: string, lineStart: number): number {
  return Math.min(footnoteLabelQuotes(text, lineStart), 1)
}

/** Most characters `footnoteQuotesAbove` reads back (bounds its cost per line). */
const maxReadBack = 1024

/**
 * Quote markers before the label of a footnote definition that the line at
 * `lineStart` may go on with: the nearest line above, in the same stretch of
 * non-blank lines, that starts (after white space, `>` and list markers) with
 * `[^label]:`. GitHub moves the definition's text out of those quotes.
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Start of a line.
 * @returns
 *   How many `>` precede that label, or -1 when there is none (or it is too
 *   far back to read cheaply).
 */
function footnoteLabelQuotes(text: string, lineStart: number): number {
  let end = lineStart - 1
  while (end > 0 && lineStart - end < maxReadBack) {
    const start = text.lastIndexOf('\n', end - 1) + 1
    if (lineStart - start > maxReadBack) return -1
    const quotes = labelLineQuotes(text, start, end)
    // A blank line (or one of markers only) ends the stretch.
    if (quotes === -2) return -1
    if (quotes !== -1) return quotes
    end = start - 1
  }

  return -1
}

/**
 * Read one line for `footnoteQuotesAbove`.
 *
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   How many `>` precede a footnote label that starts the line (after
 *   container markers), -1 when it starts with none, -2 when it is blank
 *   (or holds markers only).
 */
export function labelLineQuotes(text: string, start: number, end: number): number {
  let quotes = 0
  let at = start
  while (at < end && containerMarker(text.charCodeAt(at))) {
    if (text.charCodeAt(at) === 62) quotes++
    at++
  }

  if (at === end) return -2
  if (text.charCodeAt(at) !== 91 || text.charCodeAt(at + 1) !== 94) return -1
  // Within the line: a search to the end of the text from every line would
  // be quadratic.
  for (let close = at + 2; close < end; close++) {
    if (text.charCodeAt(close) === 93) return text.charCodeAt(close + 1) === 58 ? quotes : -1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param close
 *   Index of a `]` followed by `:`.
 * @returns
 *   Whether it ends a footnote label (`[^id]`) that only container markers
 *   (white space, `>`, list markers) precede on its line.
 */
function isFootnoteLabelEnd(text: string, close: number): boolean {
  let at = close - 1
  // The label: no brackets or white space in it (bounded by the line).
  while (at > 0) {
    const code = text.charCodeAt(at)
    if (code === 94 /* `^` */ && text.charCodeAt(at - 1) === 91 /* `[` */) break
    if (code === 91 || code === 93 || code === 10 || code === 32 || code === 9) return false
    at--
  }

  if (at <= 0 || at === close - 1) return false
  for (at -= 2; at >= 0; at--) {
    const code = text.charCodeAt(at)
    if (code === 10) return true
    if (!containerMarker(code)) return false
  }

  return true
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be part of container markers: white space, `>`, bullets,
 *   ordered list numbers and their `.` or `)`.
 */
export function containerMarker(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 62 ||
    code === 45 ||
    code === 42 ||
    code === 43 ||
    code === 46 ||
    code === 41 ||
    (code >= 48 && code <= 57)
  )
}
