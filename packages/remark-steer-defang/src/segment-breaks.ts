import type {RawEdit} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'
import {constructEnd} from './html-display.js'

/**
 * Something a browser shows: a character, or a character reference (its
 * first decoded code point).
 */
interface Shown {
  start: number
  end: number
  code: number
  reference: boolean
}

/**
 * What shows before and after a gap that holds a line break (`nothing` at
 * the text's edges): white space
 * (spaces, tabs, line feeds, and references to them) and constructs (tags,
 * comments), which display nothing.
 */
type Visit = (before: Shown, after: Shown, breaks: readonly number[]) => undefined

const zeroWidthSpace = 0x20_0b

/** Nothing shown (the text's edge). */
const nothing: Shown = {start: -1, end: -1, code: -1, reference: false}

/** Printable ASCII only. */
const printableAscii = /^[\x20-\x7E]+$/

/**
 * Walk what a browser shows of `[from, to)`, and visit every two shown
 * things with a line break between them.
 *
 * Constructs are read as a browser reads raw HTML (in Markdown text a `<`
 * that starts none of CommonMark's shows: stricter); once one is left open
 * every later `<` is text (each would be read to the end: quadratic).
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param visit
 *   Called with what shows before and after each gap with a line break,
 *   and the references in the gap that decode to one (their starts).
 * @param stop
 *   Stop after the first thing shown at or after it (default: `to`).
 * @returns
 *   Where the thing it stopped after starts (or `to`).
 */
function walkGaps(text: string, from: number, to: number, visit: Visit, stop = to): number {
  let before: Shown | undefined
  let lineBreak = false
  let breaks: number[] = []
  let textOnly = false
  let at = from
  while (at < to) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9) {
      at++
      continue
    }

    if (code === 10) {
      lineBreak = true
      at++
      continue
    }

    if (code === 60 /* `<` */ && !textOnly) {
      const end = constructEnd(text, at)
      if (end > 0 && end <= to) {
        at = end
        continue
      }

      if (end < -1) textOnly = true
    }

    let shown: Shown
    const reference = code === 38 /* `&` */ ? decodeHtmlReference(text, at) : undefined
    if (reference && reference.end <= to && reference.raw.length > 0) {
      const decoded = reference.raw.codePointAt(0)!
      // CSS reads a carriage return as a space.
      if (reference.raw === ' ' || reference.raw === '\t' || reference.raw === '\r') {
        at = reference.end
        continue
      }

      if (reference.raw === '\n' || reference.raw === '\r\n') {
        lineBreak = true
        breaks.push(at)
        at = reference.end
        continue
      }

      shown = {start: at, end: reference.end, code: decoded, reference: true}
    } else {
      const point = text.codePointAt(at)!
      shown = {start: at, end: at + (point > 0xff_ff ? 2 : 1), code: point, reference: false}
    }

    if (lineBreak) visit(before ?? nothing, shown, breaks)
    if (shown.start >= stop) return shown.start
    before = shown
    lineBreak = false
    if (breaks.length > 0) breaks = []
    at = shown.end
  }

  if (lineBreak && before) visit(before, nothing, breaks)
  return at
}

/**
 * Escapes for character references around a line break that a browser
 * removes.
 *
 * CSS Text removes a segment break (a line feed in text a browser lays
 * out: in an HTML block, or decoded from `&#10;` anywhere) next to U+200B,
 * and, in Firefox, between two East Asian wide or fullwidth characters;
 * the white space around it goes first, and tags and comments between
 * display nothing. So `Amend&#8203;`, a line break, `ments` shows
 * `Amend​ments`, a heading, and `Amen&#xFF44;`, a line break, `ｍents`
 * shows `Amenｄｍents`, a lookalike one (found by review, rounds 35b and
 * 36a). The sanitizer strips the raw U+200B, so references remain: one
 * that decodes to U+200B next to such a line break, or to a wide
 * character that folds to ASCII with another across it, has its `&`
 * escaped (rule `sanitize`, as for references that reorder text), and
 * shows as written; between two raw wide characters, a reference that
 * decodes to the line break is escaped instead (`Amenｄ&#10;ｍents`).
 * Between two raw wide characters and a raw line feed, the fold pass reads
 * the text joined (`gluedReading`).
 *
 * Not in code only (without a parse, a reference there is escaped too:
 * stricter, and visible in the code).
 *
 * Linear: one walk (see `walkGaps`).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function segmentBreakEscapes(text: string): RawEdit[] {
  // Every case needs a reference.
  if (!text.includes('&')) return []
  const starts: number[] = []
  walkGaps(text, 0, text.length, function (before, after, breaks) {
    const zeroWidth = before.code === zeroWidthSpace || after.code === zeroWidthSpace
    const wide = !zeroWidth && isWideAscii(before.code) && isWideAscii(after.code)
    if (!zeroWidth && !wide) return
    let escaped = false
    for (const shown of [before, after]) {
      // A reference that shows (a raw U+200B is stripped before this).
      if (shown.reference && (wide || shown.code === zeroWidthSpace)) {
        starts.push(shown.start)
        escaped = true
      }
    }

    if (!escaped) for (const start of breaks) starts.push(start)
  })

  // A reference may be visited on both sides: once.
  const escapes: RawEdit[] = []
  let last = -1
  for (const start of starts.sort((a, b) => a - b)) {
    if (start !== last) escapes.push({start, end: start + 1, replacement: '&amp;', rule: 'sanitize'})
    last = start
  }

  return escapes
}

/**
 * The readings of a folded text in which line breaks a browser may remove
 * between two wide characters are removed (Firefox: `<div>`, `Amenｄ`,
 * `ｍents` shows `Amenｄｍents`; across tags, comments and the blank line
 * between two HTML blocks, which GitHub writes back to back): from the
 * line of the one character to the line of the other, with everything
 * between them masked as `*`, which the flat model's reading drops, so
 * they read as one line at the same offsets. The fold has made such
 * characters ASCII; the spans it changed say where they were (any
 * character the fold changed counts: stricter). A token may run across
 * blank lines here, so this does not keep to stretches of lines.
 *
 * Linear: from the end of each changed span, one walk over the gap after
 * it (see `walkGaps`); gaps are disjoint; the readings are merged.
 *
 * @param text
 *   Folded text.
 * @param changed
 *   Spans of `text` the fold changed (start and end, flattened, sorted).
 * @returns
 *   Readings: start and end in `text`, and the masked text (sorted,
 *   disjoint).
 */
export function gluedReadings(
  text: string,
  changed: ReadonlyArray<number>
): Array<{start: number; end: number; value: string}> {
  // Joins: the end of the one character and the start of the other.
  const joins: number[] = []
  let walked = 0
  for (let index = 0; index < changed.length; index += 2) {
    // The span's last character that is not a blank (a fold may make
    // white space), or none; none either where an earlier walk passed
    // (inside a tag it skipped).
    let last = changed[index + 1]! - 1
    while (last >= changed[index]! && isBlank(text.charCodeAt(last))) last--
    if (last < changed[index]! || last < walked) continue
    const after = last + 1
    walked = walkGaps(
      text,
      after,
      text.length,
      function (_, shown) {
        if (shown !== nothing && inSpans(changed, index, shown.start)) joins.push(after, shown.start)
      },
      after
    )
  }

  const readings: Array<{start: number; end: number; value: string}> = []
  let index = 0
  while (index < joins.length) {
    const start = text.lastIndexOf('\n', joins[index]! - 1) + 1
    let end = lineEndOf(text, joins[index + 1]!)
    let value = ''
    let last = start
    // Joins whose first character is on a line of this reading go into it.
    while (index < joins.length && joins[index]! <= end) {
      value += text.slice(last, joins[index]) + '*'.repeat(joins[index + 1]! - joins[index]!)
      last = joins[index + 1]!
      end = Math.max(end, lineEndOf(text, last))
      index += 2
    }

    readings.push({start, end, value: value + text.slice(last, end)})
  }

  return readings
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   End of the line `at` is on.
 */
function lineEndOf(text: string, at: number): number {
  const end = text.indexOf('\n', at)
  return end === -1 ? text.length : end
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space or tab.
 */
function isBlank(code: number): boolean {
  return code === 32 || code === 9
}

/**
 * @param spans
 *   Spans (start and end, flattened, sorted).
 * @param from
 *   First span that may hold `at` (none before it ends after `at`).
 * @param at
 *   Index.
 * @returns
 *   Whether a span holds `at`.
 */
function inSpans(spans: ReadonlyArray<number>, from: number, at: number): boolean {
  for (let index = from; index < spans.length && spans[index]! <= at; index += 2) {
    if (spans[index + 1]! > at) return true
  }

  return false
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether it is a wide character (see `isWide`) that folds to ASCII.
 */
function isWideAscii(code: number): boolean {
  return isWide(code) && printableAscii.test(String.fromCodePoint(code).normalize('NFKC'))
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether its East Asian width is wide or fullwidth (close enough: the
 *   blocks that hold such characters, Hangul jamo and syllables left out,
 *   as CSS Text does).
 */
function isWide(code: number): boolean {
  return (
    (code >= 0x2e_80 && code <= 0xa4_cf && !(code >= 0x31_31 && code <= 0x31_8e)) ||
    (code >= 0xf9_00 && code <= 0xfa_ff) ||
    (code >= 0xfe_10 && code <= 0xfe_19) ||
    (code >= 0xfe_30 && code <= 0xfe_6f) ||
    (code >= 0xff_00 && code <= 0xff_60) ||
    (code >= 0xff_e0 && code <= 0xff_e6) ||
    (code >= 0x1_f2_00 && code <= 0x1_f2_ff) ||
    (code >= 0x2_00_00 && code <= 0x3_ff_fd)
  )
}
