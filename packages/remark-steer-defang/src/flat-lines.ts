import {isAsciiAlpha, WrapperScanner} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'
import {LineBuilder, type RenderedLine} from './line.js'

/**
 * The flat model: rendered lines of a stretch the parser could not take (a
 * fallback piece), read line by line without a tree, conservatively.
 *
 * Every source line is a rendered line (comments use hard breaks), and so
 * is every stretch after a `|` (a table cell, if it is one). Wrappers at the
 * start are skipped with the scan engine's grammar; character references and
 * backslash escapes display decoded; emphasis and code marks display
 * nothing; a link destination after `]` displays nothing. Code is decoded
 * too and markup is dropped everywhere, so the model sees at least every
 * token GitHub shows: it may defang more than GitHub needs, never less.
 *
 * Linear: each line and each `|` segment is read once (segments end at the
 * next `|`), and references are bounded scans.
 *
 * @param text
 *   Prepared text.
 * @param start
 *   Start of the stretch (a line start).
 * @param end
 *   End of the stretch.
 * @param sink
 *   Called with each rendered line (prepared-text offsets), which it must
 *   not keep: the next line reuses its arrays. Lines are handed over one by
 *   one because a fallback stretch can be megabytes of them.
 */
export function flatLines(
  text: string,
  start: number,
  end: number,
  sink: (line: RenderedLine) => undefined
): undefined {
  const wrappers = new WrapperScanner(text)
  const builder = new LineBuilder(sink)
  let lineStart = start
  // Next `|` at or after the current line, searched again only once passed:
  // searching from every line would be quadratic in a text without pipes.
  let pipe = text.indexOf('|', start)
  // Next `)`, likewise (a flood of `](` without one stays linear).
  let close = text.indexOf(')', start)

  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end

    // The whole line, then each stretch after a `|`.
    line(lineStart, lineEnd, lineStart)
    while (pipe !== -1 && pipe < lineEnd) {
      const next = text.indexOf('|', pipe + 1)
      const cellEnd = next === -1 || next > lineEnd ? lineEnd : next
      if (mayShowLetters(text, pipe + 1, cellEnd)) line(pipe + 1, cellEnd, -1)
      pipe = next
    }

    lineStart = lineEnd + 1
  }

  builder.end()

  /**
   * Read one rendered line.
   *
   * @param from
   *   Start (a line start or after `|`).
   * @param to
   *   End.
   * @param insertAt
   *   Where a quoting `> ` goes (`-1`: before the first displayed character).
   */
  function line(from: number, to: number, insertAt: number): void {
    const content = Math.min(wrappers.contentStart(from), to)
    // A quote marker among the wrappers: the line renders quoted.
    let quoted = false
    for (let at = from; at < content && !quoted; at++) quoted = text.charCodeAt(at) === 62
    builder.start(insertAt, quoted)
    // Keep a link opener that ends the wrappers: `[Amendments](url)` then
    // displays as `[Amendments]`, which the heading rule reads as link text,
    // and a fence spelled after it keeps its `[`.
    let at = content > from && text.charCodeAt(content - 1) === 91 ? content - 1 : content
    // Start of the run of plain characters not yet pushed.
    let plain = at
    while (at < to) {
      const code = text.charCodeAt(at)
      if (
        code !== 92 &&
        code !== 38 &&
        code !== 42 &&
        code !== 95 &&
        code !== 126 &&
        code !== 96 &&
        code !== 93
      ) {
        at++
        continue
      }

      builder.pushVerbatim(text, plain, at, plain)
      if (code === 92 /* `\` */ && isAsciiPunctuation(text.charCodeAt(at + 1)) && at + 1 < to) {
        builder.push(text.charAt(at + 1), at, at + 2)
        at += 2
      } else if (code === 38 /* `&` */) {
        const reference = decodeHtmlReference(text, at)
        if (reference && reference.end <= to) {
          builder.push(reference.value, at, reference.end)
          at = reference.end
        } else {
          builder.pushVerbatim(text, at, at + 1, at)
          at++
        }
      } else if (code === 42 || code === 95 || code === 126 || code === 96) {
        // Emphasis, strikethrough and code marks display nothing.
        at++
      } else if (code === 93 /* `]` */ && text.charCodeAt(at + 1) === 40 /* `(` */) {
        builder.pushVerbatim(text, at, at + 1, at)
        // A link destination displays nothing.
        if (close !== -1 && close < at + 2) close = text.indexOf(')', at + 2)
        at = close === -1 || close >= to ? at + 1 : close + 1
      } else {
        builder.pushVerbatim(text, at, at + 1, at)
        at++
      }

      plain = at
    }

    builder.pushVerbatim(text, plain, to, plain)
    builder.end()
  }
}

/**
 * Whether a stretch can display a letter: every token holds letters, and a
 * displayed letter comes from a letter in the source or from a character
 * reference (escapes apply to punctuation only). Non-ASCII counts, for the
 * letters that fold to ASCII ones (the Kelvin sign, the long s). The cells
 * of a `|` flood are mostly blank; this skips them cheaply.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether it may.
 */
function mayShowLetters(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (isAsciiAlpha(code) || code === 38 || code > 127) return true
  }

  return false
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is ASCII punctuation (escapable in Markdown).
 */
function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126)
  )
}
