import type {RawEdit} from 'steer-envelope'
import {sharedBlockNames} from './block-names.js'
import {decodeHtmlReference} from './character-references.js'
import {indentedFour, isBlank} from './cuts.js'
import {afterContainers} from './definitions.js'
import {constructEnd} from './html-display.js'
import {skipSpaceOrTab} from './flat/text.js'

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
 * the text's edges): white space (spaces, tabs, line feeds, and references
 * to them), constructs (tags, comments) and markup, which display nothing.
 */
type Visit = (before: Shown, after: Shown, breaks: readonly number[]) => undefined

const zeroWidthSpace = 0x20_0b

/** Nothing shown (the text's edge). */
const nothing: Shown = {start: -1, end: -1, code: -1, reference: false}

/** Printable ASCII only. */
const printableAscii = /^[\x20-\x7E]+$/

/**
 * What walks over one text, in order, share: where the first construct
 * left open is (from there a tag ends at the first `>` on its line), and
 * the next line feed, `)`, `]` and `>` found (each searched again only
 * once passed).
 */
interface WalkState {
  open: number
  lineEnd: number
  paren: number
  bracket: number
  close: number
  /** Next `</rp` and `</template` (see `hiddenContentEnd`). */
  rp: number
  template: number
}

/** How `walkGaps` reads. */
interface WalkOptions {
  /** Stop after the first thing shown at or after it (default: `to`). */
  stop?: number
  /**
   * Whether a browser may remove the raw line feed at an index (a
   * reference that decodes to one always counts).
   */
  removable: (index: number) => boolean
  /**
   * Shared by walks over one text in order, so that none reads past what
   * another found again (a construct left open: review 37b; a flood of
   * `](`: review 38a).
   */
  state?: WalkState
  /**
   * Read brackets as link syntax, which displays nothing, with the
   * destination or label after `]` (default: brackets show, as in a fence
   * or in raw HTML).
   */
  links?: boolean
  /** Skip lines that start like a definition, and indented lines (default: no). */
  definitions?: boolean
  /** End a join at a block tag or `<br>` (default: no, tags show nothing). */
  boundaries?: boolean
}

/**
 * @returns
 *   A state for a first walk.
 */
function newWalkState(): WalkState {
  return {open: Number.POSITIVE_INFINITY, lineEnd: -1, paren: -1, bracket: -1, close: -1, rp: -1, template: -1}
}

/**
 * @param text
 *   Text.
 * @param search
 *   Character.
 * @param from
 *   Where to look from.
 * @returns
 *   Its next index, or the text's length.
 */
function indexOrEnd(text: string, search: string, from: number): number {
  const index = text.indexOf(search, from)
  return index === -1 ? text.length : index
}

/**
 * Walk what a browser shows of `[from, to)`, and visit every two shown
 * things with a line break between them.
 *
 * Constructs are read as a browser reads raw HTML (in Markdown text a `<`
 * that starts none of CommonMark's shows: stricter); once one is left open,
 * a later tag is read to the first `>` on its line (each read to the end
 * again would be quadratic).
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
 * @param options
 *   How to read.
 * @returns
 *   Where the thing it stopped after starts (or `to`).
 */
function walkGaps(text: string, from: number, to: number, visit: Visit, options: WalkOptions): number {
  const {stop = to, removable, state = newWalkState(), links = false, definitions = false, boundaries = false} =
    options
  let before: Shown | undefined
  let lineBreak = false
  // Whether a block tag came since the last thing shown.
  let blocked = false
  let breaks: number[] = []
  let at = from
  while (at < to) {
    const code = text.charCodeAt(at)
    // Emphasis and strikethrough marks: markup (or text, when they are
    // not: stricter).
    if (code === 32 || code === 9 || code === 42 || code === 95 || code === 126 || (links && code === 91)) {
      at++
      continue
    }

    if (links && code === 93 /* `]` */) {
      // A link's destination or label displays nothing either (on the
      // line; each search remembered, so a flood of `](` stays linear).
      const next = text.charCodeAt(at + 1)
      if (state.lineEnd < at) state.lineEnd = indexOrEnd(text, '\n', at)
      let close = -1
      if (next === 40) {
        if (state.paren < at) state.paren = indexOrEnd(text, ')', at)
        close = state.paren
      } else if (next === 91) {
        if (state.bracket < at + 2) state.bracket = indexOrEnd(text, ']', at + 2)
        close = state.bracket
      }

      at = close !== -1 && close < state.lineEnd && close < to ? close + 1 : at + 1
      continue
    }

    if (code === 10) {
      if (removable(at)) {
        lineBreak = true
      } else {
        // A line feed GitHub writes as a hard break (or a block's end):
        // nothing before it joins what comes after (a `&#8203;` paragraph,
        // then `<details>`: review 40a). A break before it is at an edge.
        if (lineBreak && before && !blocked) visit(before, nothing, breaks)
        before = undefined
        blocked = false
        lineBreak = false
        if (breaks.length > 0) breaks = []
      }

      at++
      // A definition displays nothing where it is (a footnote's text moves
      // to the end): HTML blocks around it are written back to back.
      if (definitions) {
        // A definition, or an indented line (a footnote's text goes on
        // there), displays nothing here.
        const end = indentedFour(text, at, text.length) ? indexOrEnd(text, '\n', at) : definitionLineEnd(text, at)
        if (end !== -1) at = end
      }
      continue
    }

    if (code === 60 /* `<` */) {
      // Past a construct left open, a tag is read to the first `>` on its
      // line (reading each to the end again would be quadratic; cmark-gfm
      // may show the one left open as text, and what follows as HTML).
      let end = -1
      if (at < state.open) {
        end = constructEnd(text, at)
        if (end < -1) state.open = at
      } else {
        if (state.lineEnd < at) state.lineEnd = indexOrEnd(text, '\n', at)
        if (state.close < at) state.close = indexOrEnd(text, '>', at)
        if (state.close < state.lineEnd) end = state.close + 1
      }

      if (end > 0 && end <= to) {
        // A block tag (or `<br>`) may end the line: nothing joins across
        // it (where asked: a browser ignores a stray `</li>`).
        if (boundaries && isBlockTag(text, at, end)) blocked = true
        at = hiddenContentEnd(text, at, end, state, to)
        continue
      }
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

    if (lineBreak && !blocked) visit(before ?? nothing, shown, breaks)
    if (shown.start >= stop) return shown.start
    before = shown
    lineBreak = false
    blocked = false
    if (breaks.length > 0) breaks = []
    at = shown.end
  }

  if (lineBreak && before && !blocked) visit(before, nothing, breaks)
  return at
}

/**
 * Where the text after a tag shows again: after the content of `<rp>` and
 * `<template>`, which a browser never shows (Firefox joins wide characters
 * around `<rp>x</rp>`: review 40a), else right after the tag.
 *
 * @param text
 *   Text.
 * @param start
 *   Index of `<`.
 * @param end
 *   Index after the tag.
 * @param state
 *   Walk state (the next closing tags, searched again only once passed).
 * @param to
 *   End of the walk.
 * @returns
 *   Index to go on from.
 */
function hiddenContentEnd(text: string, start: number, end: number, state: WalkState, to: number): number {
  const first = text.charCodeAt(start + 1) | 32
  if (first !== 114 && first !== 116) return end
  const name = /^<(rp|template)(?=[\s/>])/i.exec(text.slice(start, start + 10))
  if (!name) return end
  const key = name[1]!.toLowerCase() === 'rp' ? 'rp' : 'template'
  if (state[key] < end) {
    const closing = key === 'rp' ? /<\/rp(?=[\s/>])/gi : /<\/template(?=[\s/>])/gi
    closing.lastIndex = end
    const match = closing.exec(text)
    state[key] = match ? match.index : text.length
  }

  return Math.min(state[key], to)
}

/**
 * @param text
 *   Text.
 * @param start
 *   Index of `<`.
 * @param end
 *   Index after the construct.
 * @returns
 *   Whether it is a tag (open or closing) of a block element or `<br>`.
 */
function isBlockTag(text: string, start: number, end: number): boolean {
  let at = start + 1
  if (text.charCodeAt(at) === 47 /* `/` */) at++
  const nameStart = at
  while (at < end && /[\dA-Za-z]/.test(text.charAt(at))) at++
  const name = text.slice(nameStart, at).toLowerCase()
  return name === 'br' || sharedBlockNames.has(name) || rawTextNames.has(name)
}

/**
 * Escapes for character references around a line break that a browser
 * removes.
 *
 * CSS Text removes a segment break (a line feed in text a browser lays
 * out: in an HTML block, or decoded from `&#10;` anywhere; elsewhere
 * GitHub writes a hard break, see `htmlLineFeeds`) next to U+200B, and, in
 * Firefox, between two East Asian wide or fullwidth characters; the white
 * space around it goes first, and tags, comments, emphasis marks and link
 * syntax between display nothing (review 37a). So `Amend&#8203;`, a line
 * break, `ments` shows `Amend​ments`, a heading, and `Amen&#xFF44;`, a line
 * break, `ｍents` shows `Amenｄｍents`, a lookalike one (found by review,
 * rounds 35b and 36a). The sanitizer strips the raw U+200B, so references remain: one
 * that decodes to U+200B next to such a line break, or to a wide
 * character that folds to ASCII with another across it, has its `&`
 * escaped (rule `sanitize`, as for references that reorder text), and
 * shows as written; between two raw wide characters, a reference that
 * decodes to the line break is escaped instead (`Amenｄ&#10;ｍents`).
 * Between two raw wide characters and a raw line feed, the fold pass reads
 * the text joined (`gluedReadings`).
 *
 * Not in code only (without a parse, a reference there is escaped too:
 * stricter, and visible in the code).
 *
 * Where readings may disagree, the stricter one is taken (see
 * `docs/ast-engine.md`, reviews 38a and 39a).
 *
 * Linear: two walks (see `walkGaps`).
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
  const inHtml = htmlLineFeeds(text)
  const visit: Visit = function (before, after, breaks) {
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
  }
  // Brackets and definitions as text (a fence, raw HTML, a line that only
  // looks like a definition), and as link syntax and definitions that
  // display nothing (review 37a, 38a): what either reading joins counts.
  // Tags never end a join here (a browser ignores a stray `</li>`; review
  // 39a): stricter.
  const removable = (index: number): boolean => inHtml.has(index)
  for (const links of [false, true]) {
    walkGaps(text, 0, text.length, visit, {removable, links, definitions: links})
  }

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
 * The raw line feeds a browser lays out as white space: inside an HTML
 * block, or between two HTML blocks GitHub writes back to back (elsewhere
 * GitHub writes a hard break): with blank lines between, and definitions
 * (over several lines too) and indented lines, which display nothing
 * there, but no paragraph. A line opens an HTML block where its content
 * (after blanks, quote and list markers) starts a tag, comment,
 * instruction or declaration (any tag, also where CommonMark would go on
 * with a paragraph: stricter); kinds 1–5 end at their end marker, across
 * blank lines, the others at a blank line (reviews 37a–40a).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Indices of such line feeds.
 */
function htmlLineFeeds(text: string): Set<number> {
  const result = new Set<number>()
  let inHtml = false
  // What ends the open block of kinds 1–5 (`-->`, `</script>`…), which
  // runs across blank lines; none for kinds 6 and 7, which end at one.
  let endMarker: string | undefined
  // The line feed that ended the last line of an HTML block (-1: a line of
  // text came since).
  let lastHtmlEnd = -1
  // Whether the lines of text since the last blank or HTML line start with
  // a definition or an indented line (a definition over several lines, a
  // footnote's indented text: nothing of it shows there).
  let hidden = false
  // Whether the line before was a line of text.
  let afterText = false
  let lineStart = 0
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    // Blank: blanks only (inside an HTML block, `>` or `-` alone is text).
    const blank = isBlank(text, lineStart, lineEnd)
    let html: boolean = endMarker !== undefined || (inHtml && !blank)
    if (!html && !blank) {
      const content = afterContainers(text, lineStart, lineEnd)
      const kind = blockKind(text, content, lineEnd)
      if (kind !== undefined) {
        html = true
        endMarker = kind === '' ? undefined : kind
      }
    }

    if (endMarker !== undefined && text.slice(lineStart, lineEnd).toLowerCase().includes(endMarker)) {
      endMarker = undefined
      // The block ends with this line.
      inHtml = false
    } else {
      inHtml = html && !blank
    }

    if (html) {
      // The line feeds from the last HTML line to this one: one block, or
      // two written back to back (blank lines and definitions between).
      if (lastHtmlEnd !== -1) {
        for (let at = lastHtmlEnd; at !== -1 && at < lineStart; at = text.indexOf('\n', at + 1)) result.add(at)
      }

      lastHtmlEnd = lineEnd
    } else if (!blank) {
      if (!afterText) hidden = isDefinition(text, lineStart) || indentedFour(text, lineStart, text.length)
      // A paragraph between two HTML blocks is a block of its own (a
      // `&#8203;` spacer between a logo and `<details>`: review 40a).
      if (!hidden) lastHtmlEnd = -1
    }

    afterText = !html && !blank
    lineStart = lineEnd + 1
  }

  return result
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @returns
 *   Whether a link or footnote definition starts the line (it displays
 *   nothing there).
 */
function isDefinition(text: string, lineStart: number): boolean {
  return definitionLineEnd(text, lineStart) !== -1
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @returns
 *   End of the line where the label of a link or footnote definition that
 *   starts the line ends (a label may run over lines, not across a blank
 *   line), or -1 when none starts there.
 */
function definitionLineEnd(text: string, lineStart: number): number {
  // A hand-written walk (a pattern with a bounded label, tried at each line
  // start, reads the label again from each `[` it is tried at).
  let at = lineStart
  while (at < lineStart + 3 && text.charCodeAt(at) === 32) at++
  if (text.charCodeAt(at) !== 91 /* `[` */) return -1
  const labelStart = ++at
  while (at < text.length && at - labelStart < 1000) {
    const code = text.charCodeAt(at)
    if (code === 91) return -1
    if (code === 10) {
      // Not across a blank line (review 41a: across a line break, yes).
      if (skipSpaceOrTab(text, at + 1, text.length) >= text.length || text.charCodeAt(skipSpaceOrTab(text, at + 1, text.length)) === 10) return -1
    }

    if (code === 93 /* `]` */) {
      return at > labelStart && text.charCodeAt(at + 1) === 58 /* `:` */ ? indexOrEnd(text, '\n', at) : -1
    }

    at += code === 92 /* `\\` */ ? 2 : 1
  }

  return -1
}

/** Raw-text elements that open an HTML block (kind 1). */
const rawTextNames = new Set(['pre', 'script', 'style', 'textarea'])

/**
 * @param text
 *   Text.
 * @param content
 *   Start of a line's content.
 * @param to
 *   Line end.
 * @returns
 *   The end marker of the HTML block that opens there (kinds 1–5), `''` for
 *   one that ends at a blank line (kinds 6 and 7: any tag, also one that
 *   would not interrupt a paragraph, as inline tags the core breaks out
 *   onto lines of their own: stricter), or `undefined` for none.
 */
function blockKind(text: string, content: number, to: number): string | undefined {
  if (text.charCodeAt(content) !== 60 /* `<` */) return undefined
  const next = text.charCodeAt(content + 1)
  if (next === 33 /* `!` */) {
    if (text.startsWith('<!--', content)) return '-->'
    if (text.startsWith('<![CDATA[', content)) return ']]>'
    return /[A-Za-z]/.test(text.charAt(content + 2)) ? '>' : undefined
  }

  if (next === 63 /* `?` */) return '?>'
  let at = content + (next === 47 ? 2 : 1)
  if (!/[A-Za-z]/.test(text.charAt(at))) return undefined
  const nameStart = at
  while (at < to && /[\dA-Za-z-]/.test(text.charAt(at))) at++
  const name = text.slice(nameStart, at).toLowerCase()
  return next !== 47 && rawTextNames.has(name) ? '</' + name + '>' : ''
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
  // Only where a browser lays the line feed out (see `htmlLineFeeds`): in a
  // paragraph GitHub writes a hard break, and a block after a blank line is
  // one of its own (joining across it made `Amendments` run on into the next
  // paragraph, and hid the heading).
  let inHtml: Set<number> | undefined
  const removable = (lineFeed: number): boolean => (inHtml ??= htmlLineFeeds(text)).has(lineFeed)
  // A block tag ends a join, and a browser ignores some (`<td>` outside a
  // table, a tag GitHub's sanitizer drops: review 40a): read both ways.
  const bounded = gluedJoins(text, changed, removable, true)
  const free = gluedJoins(text, changed, removable, false)
  const readings = joinedReadings(text, bounded)
  if (free.length !== bounded.length || free.some((value, index) => value !== bounded[index])) {
    for (const reading of joinedReadings(text, free)) readings.push(reading)
  }

  return readings
}

/**
 * @param text
 *   Folded text.
 * @param changed
 *   Spans the fold changed.
 * @param removable
 *   Whether a raw line feed may be removed.
 * @param boundaries
 *   Whether a block tag ends a join.
 * @returns
 *   Joins: the end of the one character and the start of the other,
 *   flattened, sorted.
 */
function gluedJoins(
  text: string,
  changed: ReadonlyArray<number>,
  removable: (index: number) => boolean,
  boundaries: boolean
): number[] {
  const joins: number[] = []
  let walked = 0
  const state = newWalkState()
  for (let index = 0; index < changed.length; index += 2) {
    // The span's last character that is not a blank (a fold may make
    // white space), or none; none either where an earlier walk passed
    // (inside a tag it skipped).
    let last = changed[index + 1]! - 1
    while (last >= changed[index]! && isBlankCode(text.charCodeAt(last))) last--
    if (last < changed[index]! || last < walked) continue
    const after = last + 1
    walked = walkGaps(
      text,
      after,
      text.length,
      function (_, shown) {
        if (shown !== nothing && inSpans(changed, index, shown.start)) joins.push(after, shown.start)
      },
      {stop: after, removable, state, definitions: true, boundaries}
    )
  }

  return joins
}

/**
 * @param text
 *   Folded text.
 * @param joins
 *   Joins (see `gluedJoins`).
 * @returns
 *   Readings: from the line of a join's first character to the line of
 *   its last, joins on those lines merged, masked (sorted, disjoint).
 */
function joinedReadings(text: string, joins: readonly number[]): Array<{start: number; end: number; value: string}> {
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
function isBlankCode(code: number): boolean {
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
