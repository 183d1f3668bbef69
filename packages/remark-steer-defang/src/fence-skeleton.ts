// The fence as any chain of constructs may display it: a backstop under the
// readings of lines.
//
// The readings follow link text, labels, destinations, images and HTML
// across lines one construct at a time, and chains of them spread over two
// or three lines (`[R]:>`, then `[work-![r][item-conte![`, `](())][`,
// `r][]()xt]`, which GitHub shows as `[work-item-context]`) kept turning up
// that no reading followed. Whatever hides text does so between a character
// that opens markup (`!`, `[`, `]`, `(`, `<`, emphasis and code marks…)
// and one that closes it (`]`, `)`, `>`…). So the fence is
// taken to display wherever its characters stand in order within a stretch
// of lines (between blank lines), each next to the one before or after a
// run of text that starts with an opener and ends with a closer. Prose does
// not spell that (a gap next to a letter would be white space or a letter);
// text built to hide the fence's pieces does, whatever the constructs.
import type {RawEdit} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'

/** `[/work-item-context]`; the `/` is optional. */
const pattern = '[/work-item-context]'
const last = pattern.length - 1

/**
 * ASCII characters that may open what displays nothing (bit 1), close it
 * (bit 2), or display nothing alone between two characters that display
 * (bit 4: emphasis and code marks, a link's or reference's bracket, an
 * autolink's `<` or `>`). An escape or a reference displays a character,
 * so neither opens nor closes anything here, but a reference to an
 * invisible character displays nothing, as a unit alone.
 */
const kinds = new Uint8Array(128)
for (const character of '![]()<*_~`${') kinds[character.charCodeAt(0)]! |= 1
for (const character of '][()>*_~`$}') kinds[character.charCodeAt(0)]! |= 2
for (const character of '[]*_~`$<>') kinds[character.charCodeAt(0)]! |= 4

/** What may start a fence. */
const starts = /[[&\\]/g

/** For each character code (ASCII, lower case), the pattern positions it fills. */
const masks = new Int32Array(128)
for (let index = 0; index < pattern.length; index++) masks[pattern.charCodeAt(index)]! |= 1 << index

/**
 * A set of pattern positions matched, each with where its `[` is.
 */
class States {
  /** Positions, as bits. */
  bits = 0
  /** Start of the `[` (its unit) for each position. */
  readonly start = new Int32Array(pattern.length)
  /** End of that unit. */
  readonly startEnd = new Int32Array(pattern.length)

  /**
   * Add the positions of another set that `mask` keeps, with their starts.
   *
   * @param other
   *   Set.
   * @param mask
   *   Positions to take.
   */
  take(other: States, mask: number): void {
    for (let bits = other.bits & mask; bits !== 0; bits &= bits - 1) {
      const index = 31 - Math.clz32(bits & -bits)
      this.start[index] = other.start[index]!
      this.startEnd[index] = other.startEnd[index]!
    }

    this.bits |= other.bits & mask
  }
}

/**
 * Edits (rule `fence`) for each fence the text may display as a chain of
 * its pieces: its brackets (or the escapes and references that display
 * them) become `(` and `)`.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Edits, sorted, not overlapping.
 */
export function fenceSkeletonEdits(text: string): RawEdit[] {
  const edits: RawEdit[] = []
  // Quick refusal: every fence shows `-item-` somewhere, in letters,
  // escapes or references; a text with neither `-` nor `&` nor `\` has none.
  if (text.indexOf('-') === -1 && text.indexOf('&') === -1 && text.indexOf('\\') === -1) return edits
  // Pattern positions matched: by the last unit (`reached`); by the unit
  // before it, whose gap is the last unit alone (`fresh`); earlier, with a
  // gap of two units or more since (`gapped`). A gap starts at an opener.
  let reached = new States()
  let next = new States()
  const fresh = new States()
  const gapped = new States()
  // What the unit before the current one may be to a gap (bits of `kinds`).
  let previous = 0
  let lineBlank = true
  let at = 0
  while (at < text.length) {
    // With nothing under way, only a `[` (or an escape or reference, which
    // may display one) starts anything: search for the next.
    if (reached.bits === 0 && fresh.bits === 0 && gapped.bits === 0) {
      starts.lastIndex = at
      if (starts.exec(text) === null) break
      at = starts.lastIndex - 1
      previous = 0
    }

    const code = text.charCodeAt(at)
    // A blank line ends the stretch.
    if (code === 10) {
      if (lineBlank) {
        reached.bits = 0
        fresh.bits = 0
        gapped.bits = 0
      }

      lineBlank = true
    } else if (code !== 32 && code !== 9) {
      lineBlank = false
    }

    // The unit at `at`: what it displays (one character, or none), its end,
    // and what it may be to a gap.
    let shown = code
    let end = at + 1
    let kind = code < 128 ? kinds[code]! : 0
    if (code === 92 /* `\` */ && at + 1 < text.length && isAsciiPunctuation(text.charCodeAt(at + 1))) {
      shown = text.charCodeAt(at + 1)
      end = at + 2
      kind = 0
    } else if (code === 38 /* `&` */) {
      const reference = decodeHtmlReference(text, at)
      if (reference) {
        shown = reference.value.length === 1 ? reference.value.charCodeAt(0) : -1
        end = reference.end
        kind = reference.value === '' ? 7 : 0
      }
    }

    const mask = fill(shown)
    next.bits = 0
    if (mask !== 0) {
      // A `[` starts a fence here (newest start first: `take` overwrites).
      if ((mask & 1) !== 0) {
        next.bits = 1
        next.start[0] = at
        next.startEnd[0] = end
      }

      if ((previous & 2) !== 0) shiftInto(next, gapped, mask)
      if ((previous & 4) !== 0) shiftInto(next, fresh, mask)
      shiftInto(next, reached, mask)
    }

    // Gaps: the one that was a unit alone now holds two; one opens here.
    gapped.take(fresh, -1)
    fresh.bits = 0
    if ((kind & 1) !== 0) fresh.take(reached, -1)
    const spent = reached
    reached = next
    next = spent
    // The `/` is optional: a `[` also stands where the `/` would.
    if ((reached.bits & 1) !== 0) {
      reached.bits |= 2
      reached.start[1] = reached.start[0]!
      reached.startEnd[1] = reached.startEnd[0]!
    }

    if ((reached.bits & (1 << last)) !== 0) {
      edits.push(
        {start: reached.start[last]!, end: reached.startEnd[last]!, replacement: '(', rule: 'fence'},
        {start: at, end, replacement: ')', rule: 'fence'}
      )
      // Each fence once: what led to it is spent.
      reached.bits = 0
      fresh.bits = 0
      gapped.bits = 0
    }

    previous = kind
    at = end
  }

  return normalizeEdits(edits)
}

/**
 * Move the positions of `from`, each one on, into `into` where the unit
 * fills the next position.
 *
 * @param into
 *   Target.
 * @param from
 *   Source.
 * @param mask
 *   Positions the unit fills.
 */
function shiftInto(into: States, from: States, mask: number): void {
  for (let bits = (from.bits << 1) & mask; bits !== 0; bits &= bits - 1) {
    const index = 31 - Math.clz32(bits & -bits)
    into.start[index] = from.start[index - 1]!
    into.startEnd[index] = from.startEnd[index - 1]!
  }

  into.bits |= (from.bits << 1) & mask
}

/**
 * @param code
 *   Character code displayed (or -1).
 * @returns
 *   Pattern positions it fills (case-insensitive; the Kelvin sign is `k`).
 */
function fill(code: number): number {
  if (code < 0) return 0
  if (code < 128) return masks[code >= 65 && code <= 90 ? code + 32 : code]!
  return code === 0x21_2a ? masks[107]! : 0
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is ASCII punctuation (what a backslash escapes).
 */
function isAsciiPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126)
}

/**
 * Sort, and drop an edit that overlaps an earlier one (two fences may share
 * a bracket's unit).
 *
 * @param edits
 *   Edits.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function normalizeEdits(edits: RawEdit[]): RawEdit[] {
  edits.sort((a, b) => a.start - b.start || a.end - b.end)
  const result: RawEdit[] = []
  for (const edit of edits) {
    const previous = result.at(-1)
    if (previous && edit.start < previous.end) continue
    result.push(edit)
  }

  return result
}
