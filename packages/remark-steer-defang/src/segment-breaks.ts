import type {RawEdit} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'

/** A decoded reference: where it is and what it decodes to. */
interface Reference {
  start: number
  end: number
  /** First code point of the decoded text. */
  code: number
  /** Whether it is a candidate (see `segmentBreakEscapes`). */
  wide: boolean
}

const zeroWidthSpace = 0x20_0b

/** Printable ASCII only. */
const printableAscii = /^[\x20-\x7E]+$/

/**
 * Escapes for character references next to a line break that a browser
 * removes.
 *
 * CSS Text removes a segment break (a line feed in text a browser lays
 * out, as in an HTML block) next to U+200B, and, in Firefox, between two
 * East Asian wide or fullwidth characters; GitHub passes an HTML block's
 * line feeds through. So `Amend&#8203;`, a line break, `ments` shows
 * `Amend​ments`, a heading, and `Amen&#xFF44;`, a line break, `ｍents`
 * shows `Amenｄｍents`, a lookalike one (found by review, round 35b). The
 * sanitizer strips the characters themselves, so only references remain:
 * one that decodes to U+200B, or to a wide character that folds to ASCII
 * with another such character (or reference) across the break (and any
 * lines that are one tag or comment, as the core breaks tags out), has its `&`
 * escaped (rule `sanitize`, as for references that reorder text), and shows
 * as written. Raw wide characters on both sides of a break are read
 * joined by the fold pass (see `gluedReading`).
 *
 * Linear: each reference is decoded once (each decode is bounded), and
 * each looks at the white space around it once.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function segmentBreakEscapes(text: string): RawEdit[] {
  let at = text.indexOf('&')
  if (at === -1) return []

  const references: Reference[] = []
  let candidates = false
  while (at !== -1) {
    const decoded = decodeHtmlReference(text, at)
    if (decoded && decoded.raw.length > 0) {
      const code = decoded.raw.codePointAt(0)!
      const wide = isWide(code) && printableAscii.test(decoded.raw.normalize('NFKC'))
      references.push({start: at, end: decoded.end, code, wide})
      if (wide || code === zeroWidthSpace) candidates = true
      at = text.indexOf('&', decoded.end)
    } else {
      at = text.indexOf('&', at + 1)
    }
  }

  if (!candidates) return []
  const byStart = new Map<number, Reference>()
  const byEnd = new Map<number, Reference>()
  for (const reference of references) {
    byStart.set(reference.start, reference)
    byEnd.set(reference.end, reference)
  }

  const escapes: RawEdit[] = []
  for (const reference of references) {
    if (!reference.wide && reference.code !== zeroWidthSpace) continue
    // The line break before it, and what shows before that; and after.
    const before = skipBlanks(text, reference.start - 1, -1)
    const after = skipBlanks(text, reference.end, 1)
    // Past lines that are one tag or comment (the core breaks tags out).
    const joins =
      (text.charCodeAt(before) === 10 &&
        (reference.code === zeroWidthSpace || wideAt(text, previousShown(text, before), -1, byEnd))) ||
      (text.charCodeAt(after) === 10 &&
        (reference.code === zeroWidthSpace || wideAt(text, nextShown(text, after, text.length), 1, byStart)))
    if (joins) escapes.push({start: reference.start, end: reference.start + 1, replacement: '&amp;', rule: 'sanitize'})
  }

  return escapes
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index to start at.
 * @param step
 *   Direction.
 * @returns
 *   First index from `from` on that is not a space or tab (may be out of
 *   the text).
 */
function skipBlanks(text: string, from: number, step: 1 | -1): number {
  let at = from
  while (at >= 0 && at < text.length) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9) break
    at += step
  }

  return at
}

/**
 * Whether what shows at `at` (a character, or a reference starting or
 * ending there) is a wide character that folds to ASCII.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of the character (reading back: its last unit).
 * @param step
 *   Direction of reading.
 * @param references
 *   References by start (reading on) or end (reading back).
 * @returns
 *   Whether it is.
 */
function wideAt(text: string, at: number, step: 1 | -1, references: Map<number, Reference>): boolean {
  if (at < 0 || at >= text.length) return false
  const reference = references.get(step === 1 ? at : at + 1)
  if (reference) return reference.wide
  let code = text.charCodeAt(at)
  // Reading back, a low surrogate ends a pair.
  if (step === -1 && code >= 0xdc_00 && code <= 0xdf_ff && at > 0) code = text.codePointAt(at - 1)!
  else code = text.codePointAt(at)!
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

/**
 * The reading of `[from, to)` of a folded text in which a line break a
 * browser may remove between two wide characters is removed (Firefox:
 * `<div>`, `Amenｄ`, `ｍents` shows `Amenｄｍents`; across tags too, which
 * the core puts on lines of their own): from the line's last character to
 * the next one displayed (past blanks, line breaks and lines that are one
 * tag or comment), all is masked as `*`, which the flat model's reading
 * drops, so the two lines read as one at the same offsets. The fold has
 * made such characters ASCII; the spans it changed say where they were
 * (any character the fold changed counts: stricter).
 *
 * Linear: each line is passed over at most once from the end of the line
 * of text before it.
 *
 * @param text
 *   Folded text.
 * @param from
 *   Start of the stretch.
 * @param to
 *   End of the stretch.
 * @param changed
 *   Spans of `text` the fold changed (start and end, flattened, sorted).
 * @returns
 *   The masked slice, or `undefined` when no line break joins.
 */
export function gluedReading(
  text: string,
  from: number,
  to: number,
  changed: ReadonlyArray<number>
): string | undefined {
  let result: string | undefined
  let last = from
  let span = 0
  let lineFeed = text.indexOf('\n', from)
  while (lineFeed !== -1 && lineFeed < to) {
    const left = skipBlanks(text, lineFeed - 1, -1)
    // Spans wholly before the left character are passed for good.
    while (span < changed.length && changed[span + 1]! <= left) span += 2
    if (left < from || !inSpans(changed, span, left)) {
      lineFeed = text.indexOf('\n', lineFeed + 1)
      continue
    }

    const right = nextShown(text, lineFeed, to)
    if (right < to && inSpans(changed, span, right)) {
      result = (result ?? '') + text.slice(last, left + 1) + '*'.repeat(right - left - 1)
      last = right
    }

    lineFeed = text.indexOf('\n', Math.max(lineFeed + 1, right))
  }

  return result === undefined ? undefined : result + text.slice(last, to)
}

/**
 * @param text
 *   Text.
 * @param lineFeed
 *   Index of a line feed.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index of the first character shown after it: past blanks, line feeds
 *   and lines that are one tag or comment (or `to`).
 */
function nextShown(text: string, lineFeed: number, to: number): number {
  let at = lineFeed
  while (at < to && text.charCodeAt(at) === 10) {
    const start = skipBlanks(text, at + 1, 1)
    if (start >= to) return to
    if (text.charCodeAt(start) === 10) {
      at = start
      continue
    }

    if (text.charCodeAt(start) !== 60 /* `<` */) return start
    let end = text.indexOf('\n', start)
    if (end === -1 || end > to) end = to
    const last = skipBlanks(text, end - 1, -1)
    if (text.charCodeAt(last) !== 62 /* `>` */) return start
    at = end
  }

  return at
}

/**
 * @param text
 *   Text.
 * @param lineFeed
 *   Index of a line feed.
 * @returns
 *   Index of the last character shown before it: past blanks, line feeds
 *   and lines that are one tag or comment (or -1).
 */
function previousShown(text: string, lineFeed: number): number {
  let at = lineFeed
  while (at >= 0 && text.charCodeAt(at) === 10) {
    const last = skipBlanks(text, at - 1, -1)
    if (last < 0) return -1
    if (text.charCodeAt(last) === 10) {
      at = last
      continue
    }

    if (text.charCodeAt(last) !== 62 /* `>` */) return last
    const start = text.lastIndexOf('\n', last) + 1
    const first = skipBlanks(text, start, 1)
    if (text.charCodeAt(first) !== 60 /* `<` */) return last
    at = start - 1
  }

  return at
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
