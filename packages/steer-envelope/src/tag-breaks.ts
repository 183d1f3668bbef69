import {breakOnLine, canFollowOpener, HtmlMatcher, tagStart} from './html.js'
import {indexOfDelimiter, indexOfNear} from './near.js'
import type {RawEdit} from './types.js'

/**
 * Tag-break insertion (spec “Every line break is a line start”): a line break
 * before and after every HTML tag, comment, processing instruction, CDATA
 * section and declaration, since GitHub may render any of them as a break.
 *
 * A break is inserted only where the construct is not already at a line edge
 * (the start or end of the text, or next to `\n`), so the pass is idempotent.
 * Constructs are matched left to right; text inside a matched comment or tag
 * is not matched again.
 *
 * @param text
 *   Sanitized text with normalized line breaks.
 * @returns
 *   Zero-width `html-break` edits, sorted.
 */
export function tagBreakEdits(text: string): RawEdit[] {
  return tagBreaks(text).edits
}

/** Result of `tagBreaks`. */
export interface TagBreaks {
  /** Zero-width `html-break` edits, sorted. */
  edits: RawEdit[]
  /** Output index of the first `<` left open that a `>` could end, or -1. */
  firstUnmatched: number
  /**
   * Output indices, in order, of those of them before `limit` (an output
   * index) whose grammar holds to the end of their line. Worked out when
   * asked, reading no further than `limit`: only a later round of a body
   * with tokens asks, and only about the text before its first edit.
   */
  openTags: (limit: number) => number[]
  /** Output spans (start and end, flattened) of constructs across lines. */
  acrossLines: number[]
}

/** Most characters read to tell whether one `<` left open holds to its line's end. */
const openLimit = 256

/**
 * Tag-break insertion, also telling where the first `<` that starts no
 * construct but a `>` could end ends up in the output: a tag left open
 * there may be closed by a later edit, which the caller must then account
 * for.
 *
 * @param text
 *   Sanitized text with normalized line breaks.
 * @returns
 *   Edits, the output index of the first unmatched `<` a `>` could end (or
 *   -1), the output index of the first of them whose grammar holds to the
 *   end of its line (or -1; only a `>` on a later line can end those that
 *   break before), and the output spans (start and end, flattened) of the
 *   constructs that run across a line break: a `>` a later edit puts at a
 *   line start in one may end it there.
 */
export function tagBreaks(text: string): TagBreaks {
  const edits: RawEdit[] = []
  const acrossLines: number[] = []
  let firstUnmatched = -1
  let index = text.indexOf('<')
  if (index === -1) return {edits, firstUnmatched, openTags: none, acrossLines}

  const matcher = new HtmlMatcher(text)
  // Each `<` left open that a `>` could end, a bit per character: whether
  // one holds to its line's end is worked out only when asked (a bitmap,
  // not a list: a flood's list grows past what V8 allocates cheaply).
  let open: Uint8Array | undefined
  // The last `<` left open, whose bit waits on the next `<` the walk meets
  // (`-1`: none), and whether only a tag name and attributes without quotes
  // lie between them on one line. If that next `<` starts no construct, the
  // grammar breaks at it at the latest, on its own line, with no construct
  // before: no later `>` can end it (see `openToLineEnd`), so it gets no
  // bit, and a flood of `<a ` before a heading is not read once more when a
  // later round asks.
  let pending = -1
  let pendingShort = false
  let lastBreak = -1
  // Next line feed at or after the construct searched; searched again only
  // once passed (a long line of tags must not be read once per tag).
  let lineFeed = -2
  // Where the first `?>` at or after the last `<?` read starts (-1: none;
  // -2: not searched yet).
  let piClose = -2

  while (index !== -1) {
    // A `<` no construct can start at starts nothing, and no `>` can end
    // it (a flood of `<` costs a character read each).
    if (!canFollowOpener(text.charCodeAt(index + 1))) {
      if (pending !== -1 && !pendingShort) setBit(open!, pending)
      pending = -1
      index = indexOfNear(text, 60, '<', index + 1)
      continue
    }

    // Tags through `tagStart`, not `any`: see there (a flood of `<a ` costs
    // a third more when V8 does not inline its path).
    const second = text.charCodeAt(index + 1)
    let end: number
    if (second === 63 /* `?` */) {
      // A processing instruction ends at the first `?>` after its `<?`: one
      // search serves every `<?` before where it found one.
      if (piClose !== -1 && piClose < index + 2) piClose = indexOfDelimiter(text, '?>', index + 2)
      if (piClose === -1) {
        // None closes: this `<?` and every one after it start nothing, and
        // no `>` can end them. Skipped in a loop of their own (a flood of
        // them cost four times a plain walk over the same `<`).
        if (pending !== -1 && !pendingShort) setBit(open!, pending)
        pending = -1
        index = pastUnclosedPis(text, index)
        continue
      }

      end = piClose + 2
    } else {
      end = second === 33 /* `!` */ ? matcher.any(index) : tagStart(text, index)
    }

    if (end < -1) end = matcher.attributeList(-2 - end)
    if (pending !== -1 && (end !== -1 || !pendingShort)) setBit(open!, pending)
    pending = -1
    if (end === -1) {
      const next = indexOfNear(text, 60, '<', index + 1)
      // Only a tag or declaration ends at a `>` a later edit may add (at a
      // line start): an unclosed comment, CDATA section or processing
      // instruction needs `-->`, `]]>` or `?>`, and `<` before anything
      // else starts nothing at all.
      if (closableByAngle(text, index)) {
        if (open === undefined) {
          firstUnmatched = index + edits.length
          open = new Uint8Array((text.length >> 3) + 1)
        }

        pending = index
        // A declaration holds to its first `>` whatever comes before it.
        pendingShort =
          next !== -1 &&
          next - index < openLimit &&
          text.charCodeAt(index + 1) !== 33 /* `!` */ &&
          plainBetween(text, index + 1, next)
      }

      index = next
      continue
    }

    if (index > 0 && text.charCodeAt(index - 1) !== 10 && lastBreak !== index) {
      edits.push({start: index, end: index, replacement: '\n', rule: 'html-break'})
    }

    if (lineFeed !== -1 && lineFeed < index) lineFeed = text.indexOf('\n', index)
    if (lineFeed !== -1 && lineFeed < end) acrossLines.push(index + edits.length, end + edits.length)

    if (end < text.length && text.charCodeAt(end) !== 10) {
      edits.push({start: end, end, replacement: '\n', rule: 'html-break'})
      lastBreak = end
    }

    index = indexOfNear(text, 60, '<', end)
  }

  if (pending !== -1) setBit(open!, pending)
  return {edits, firstUnmatched, openTags: open === undefined ? none : openTags(matcher, edits, open), acrossLines}
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index of a `<?` that no `?>` follows.
 * @returns
 *   Index of the first `<` after it not followed by `?`, or -1.
 */
function pastUnclosedPis(text: string, index: number): number {
  let next = indexOfNear(text, 60, '<', index + 2)
  while (next !== -1 && text.charCodeAt(next + 1) === 63 /* `?` */) next = indexOfNear(text, 60, '<', next + 2)
  return next
}

/**
 * @param bits
 *   Bitmap.
 * @param index
 *   Bit to set.
 */
function setBit(bits: Uint8Array, index: number): undefined {
  bits[index >> 3]! |= 1 << (index & 7)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End (excluded).
 * @returns
 *   Whether `[from, to)` holds no quote and no line feed.
 */
function plainBetween(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 34 || code === 39 || code === 10) return false
  }

  return true
}

/**
 * @returns
 *   No indices.
 */
function none(): number[] {
  return []
}

/**
 * @param matcher
 *   The walk's matcher (its memo spares matching each tag again).
 * @param edits
 *   The edits `tagBreaks` made.
 * @param open
 *   The `<` it left open that a `>` could end (a bit each, but none for
 *   those the walk found to break at the next `<` on their line).
 * @returns
 *   `openTags` of its result. (Made here: a closure in `tagBreaks` would
 *   hold its locals in a context.)
 */
function openTags(
  matcher: HtmlMatcher,
  edits: ReadonlyArray<RawEdit>,
  open: Uint8Array
): (limit: number) => number[] {
  return function (limit) {
    return openToLineEnd(matcher, edits, open, limit)
  }
}

/**
 * The `<` left open that a `>` could end whose tag grammar holds to the end
 * of their line, or that a construct starting before their grammar breaks
 * cuts off there.
 *
 * @param matcher
 *   Matcher over the text.
 * @param edits
 *   The edits `tagBreaks` made (sorted): a `<`'s index in the output is
 *   its index plus the edits at or before it.
 * @param open
 *   The walk's `<` left open that a `>` could end (see `openTags`).
 * @param limit
 *   Output index to stop at.
 * @returns
 *   Their indices in the output, in order.
 */
function openToLineEnd(
  matcher: HtmlMatcher,
  edits: ReadonlyArray<RawEdit>,
  open: Uint8Array,
  limit: number
): number[] {
  const text = matcher.text
  // Characters these checks may still read (a few per `<` in a flood of
  // `<a `): past it, every `<` left open counts as open (safe), so a flood
  // costs linear time.
  let budget = 4 * text.length + openLimit
  const ahead: Ahead = {at: -1, end: -1, laterAt: -1, laterEnd: -1}
  const found: number[] = []
  let before = 0
  for (let byte = 0; byte < open.length; byte++) {
    const bits = open[byte]!
    if (bits === 0) continue
    for (let bit = 0; bit < 8; bit++) {
      if ((bits & (1 << bit)) === 0) continue
      const index = (byte << 3) + bit
      while (before < edits.length && edits[before]!.start <= index) before++
      if (index + before >= limit) return found
      const reach = budget > 0 ? breakOnLine(text, index, Math.min(openLimit, budget)) : -1
      if (reach === -1) {
        found.push(index + before)
        continue
      }

      budget -= reach - index + 1
      if (constructBefore(matcher, ahead, indexOfNear(text, 60, '<', index + 1), reach)) found.push(index + before)
    }
  }

  return found
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index of a `<` that starts no construct.
 * @returns
 *   Whether a `>` added later could end one there: an open or closing tag
 *   (`<a`, `</a`) or a declaration (`<!a`).
 */
function closableByAngle(text: string, index: number): boolean {
  let at = index + 1
  const next = text.charCodeAt(at)
  if (next === 47 /* `/` */ || next === 33 /* `!` */) at++
  const code = text.charCodeAt(at) | 32
  return code >= 97 && code <= 122
}

/**
 * @param matcher
 *   Matcher.
 * @param from
 *   Start.
 * @param to
 *   End (included; a few hundred characters after `from` at most).
 * @returns
 *   Whether a construct starts in `[from, to]`.
 */
function constructIn(matcher: HtmlMatcher, from: number, to: number): boolean {
  const text = matcher.text
  for (let at = from; at <= to && at < text.length; at++) {
    if (text.charCodeAt(at) === 60 && matcher.any(at) !== -1) return true
  }

  return false
}

/** Matches looked up ahead by `constructBefore` (each `<` matched once). */
interface Ahead {
  /** Index of the next `<` after the one asked about, matched ahead (or -1). */
  at: number
  /** Its match end (or -1). */
  end: number
  /** Index of a later `<` matched ahead (or -1). */
  laterAt: number
  /** Its match end (or -1). */
  laterEnd: number
}

/**
 * Whether a construct starts between a `<` left open and where its grammar
 * breaks: the core puts a line break before it, which ends the `<`'s line
 * in the output while the grammar still holds (`<x<!--` then a heading;
 * review 33). The first `<` after it is where the walk goes next: matched
 * now, and kept; so is the last before the break (quoted values that end on
 * a `<`). Others sit in quoted values (rare).
 *
 * @param matcher
 *   Matcher.
 * @param ahead
 *   Matches kept for the walk (updated).
 * @param nextLt
 *   Index of the next `<` (or -1).
 * @param reach
 *   Where the grammar breaks.
 * @returns
 *   Whether a construct starts in `(index, reach]`.
 */
function constructBefore(matcher: HtmlMatcher, ahead: Ahead, nextLt: number, reach: number): boolean {
  if (nextLt === -1 || nextLt > reach) return false
  ahead.end = nextLt === ahead.laterAt ? ahead.laterEnd : matcher.any(nextLt)
  ahead.at = nextLt
  if (ahead.end !== -1) return true
  if (reach === nextLt) return false
  const later = matcher.text.lastIndexOf('<', reach)
  if (later <= nextLt) return false
  ahead.laterAt = later
  ahead.laterEnd = matcher.any(later)
  return ahead.laterEnd !== -1 || constructIn(matcher, nextLt + 1, later - 1)
}
