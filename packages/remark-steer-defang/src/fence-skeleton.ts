// The fence as any chain of constructs may display it: a backstop under the
// readings of lines.
//
// The readings follow link text, labels, destinations, images and HTML
// across lines one construct at a time, and chains of them spread over two
// or three lines (`[R]:>`, then `[work-![r][item-conte![`, `](())][`,
// `r][]()xt]`, which GitHub shows as `[work-item-context]`) kept turning up
// that no reading followed. Whatever hides text between two characters that
// display starts at a character that opens markup (`!`, `[`, `]`, `<`,
// emphasis, code and math marks) and ends at one that closes it (`]`, `)`,
// `>`, the same marks). So the fence is taken to display wherever its
// characters stand in order within a stretch of lines (between blank
// lines), each next to the one before, or after a gap from an opener to a
// closer, or after one mark or bracket alone, or a reference to an
// invisible character. Prose does not spell that (a gap next to a letter
// would be white space or a letter); text built to hide the fence's pieces
// does, whatever the constructs.
import type {RawEdit} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'
import {isAsciiPunctuation} from './flat/text.js'

/** `[/work-item-context]`; the `/` is optional. */
const pattern = '[/work-item-context]'

/** Bits of `kinds`. */
export const opens = 1
export const closes = 2
export const alone = 4

/**
 * ASCII characters that may open what displays nothing (`opens`), close it
 * (`closes`), or display nothing alone between two characters that display
 * (`alone`: emphasis, code and math marks, a link's or reference's bracket,
 * an autolink's `<` or `>`). An escape or a reference displays a
 * character, so it is none of these, but a reference to an invisible
 * character displays nothing, and is all three. A `]` opens only before
 * `(` or `[`, a `!` only before `[` (see `Units`). A `(` is none: it hides
 * only after a `]` (a destination), which opens the gap. So the brackets'
 * replacements, `(` and `)`, open no gap their brackets did not, and what
 * this leaves matches nothing on the next run.
 */
const kinds = new Uint8Array(128)
for (const character of '![]<*_~`${') kinds[character.charCodeAt(0)]! |= opens
for (const character of '][)>*_~`$}') kinds[character.charCodeAt(0)]! |= closes
for (const character of '[]*_~`$<>') kinds[character.charCodeAt(0)]! |= alone

/** What may start a fence: `[`, or an escape or reference. */
const starts = /[[&\\]/g

/**
 * For each character code (ASCII, lower case), the positions it fills in
 * the pattern read forward, and read backward.
 */
const forwardMasks = new Int32Array(128)
const backwardMasks = new Int32Array(128)
for (let index = 0; index < pattern.length; index++) {
  forwardMasks[pattern.charCodeAt(index)]! |= 1 << index
  backwardMasks[pattern.charCodeAt(index)]! |= 1 << (pattern.length - 1 - index)
}

/** Position of the last character, either way. */
const last = pattern.length - 1

/**
 * Edits (rule `fence`) for each fence the text may display as a chain of
 * its pieces: every bracket (or escape or reference that displays one)
 * that starts or ends such a chain becomes `(` or `)`, so none is left.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Edits, sorted, not overlapping.
 */
export function fenceSkeletonEdits(text: string): RawEdit[] {
  // Every fence shows `-item-`, in letters, escapes or references.
  if (text.indexOf('-') === -1 && text.indexOf('&') === -1 && text.indexOf('\\') === -1) return []
  const units = new Units(text)
  const ends = forward(text, units)
  if (ends.length === 0) return []
  const edits: RawEdit[] = []
  const opening = backward(text, units, ends)
  for (let index = 0; index < opening.length; index += 2) {
    edits.push({start: opening[index]!, end: opening[index + 1]!, replacement: '(', rule: 'fence'})
  }

  for (let index = 0; index < ends.length; index += 2) {
    edits.push({start: ends[index]!, end: ends[index + 1]!, replacement: ')', rule: 'fence'})
  }

  return edits.sort((a, b) => a.start - b.start)
}

/**
 * Reads the units of a text: an escape of ASCII punctuation, a character
 * reference, or one code unit.
 */
export class Units {
  /** Text. */
  private readonly text: string
  /** Character the last unit read displays, or -1. */
  shown = 0
  /** What the last unit read may be to a gap (bits of `kinds`). */
  kind = 0
  /**
   * What the last unit read displays where that is more than one
   * character of printable ASCII (a reference to `㍷` displays `dm`, as
   * NFKC folds it), else the empty string (`shown` is -1 then).
   */
  many = ''
  /** The run of white space read last (start, end) and whether a backtick touches it. */
  private runStart = -1
  private runEnd = -1
  private runTouches = false

  /**
   * @param text
   *   Text.
   */
  constructor(text: string) {
    this.text = text
  }

  /**
   * Read the unit at `at`.
   *
   * @param at
   *   Start.
   * @returns
   *   Its end; `shown` and `kind` are set.
   */
  read(at: number): number {
    const text = this.text
    const code = text.charCodeAt(at)
    this.shown = code
    this.kind = code < 128 ? kinds[code]! : 0
    this.many = ''
    // White space next to a backtick, across line feeds, may be what a
    // code span strips: one space at each end, after its line feeds became
    // spaces and GitHub took the white space off the start of each line
    // (`` ` AME ``, `` `NDMENTS ``; `` [work-item-co[](())`` ntext] `` ``;
    // found by fuzz run 15). It may make a gap, or show as a space.
    if (code === 32 || code === 9 || code === 10 || (code === 62 && at >= this.runStart && at < this.runEnd)) {
      if (at < this.runStart || at >= this.runEnd) this.whiteRun(at)
      if (this.runTouches) this.kind = opens | closes | alone
      return at + 1
    }
    // A `]` hides what follows only as link syntax (`](`, `][`), and a `!`
    // only as an image (`![`): otherwise what follows them displays (the
    // `]` of a fence, then prose, opened no gap; found by its fixtures).
    if (code === 93 /* `]` */ || code === 33 /* `!` */) {
      const after = text.charCodeAt(at + 1)
      if (!(after === 91 || (code === 93 && after === 40))) this.kind &= ~opens
    }

    if (code === 92 /* `\` */ && at + 1 < text.length && isAsciiPunctuation(text.charCodeAt(at + 1))) {
      this.shown = text.charCodeAt(at + 1)
      this.kind = 0
      return at + 2
    }

    if (code !== 38 /* `&` */) return at + 1
    // A decimal reference to printable ASCII (the common case: `&#64;`,
    // floods of `&#10;`) read here; others decoded as a browser does.
    let end = at + 2
    let value = 0
    if (text.charCodeAt(at + 1) === 35 /* `#` */) {
      while (end < text.length && end - at < 6) {
        const digit = text.charCodeAt(end) - 48
        if (digit < 0 || digit > 9) break
        value = value * 10 + digit
        end++
      }

      const after = text.charCodeAt(end)
      if (end > at + 2 && value >= 32 && value < 127 && !(after >= 48 && after <= 57)) {
        this.shown = value
        this.kind = 0
        return after === 59 /* `;` */ ? end + 1 : end
      }
    }

    const reference = decodeHtmlReference(text, at)
    if (!reference) return at + 1
    this.shown = reference.value.length === 1 ? displayedAs(reference.value.charCodeAt(0)) : -1
    this.kind = reference.value === '' ? opens | closes | alone : 0
    if (reference.value.length > 1 && printableAscii.test(reference.value)) this.many = reference.value
    return reference.end
  }

  /**
   * Find the run of spaces, tabs and line feeds around `at`, and whether a
   * backtick stands right before or after it (each run is measured once
   * per pass that enters it).
   *
   * @param at
   *   Index of white space.
   */
  private whiteRun(at: number): undefined {
    const text = this.text
    // Back over white space, and over the `>` of a line's quote markers
    // (a code span's line goes on in a quote: `` x`` [work-item-co ``,
    // `` >   ``ntext] ``; found by a targeted fuzz), which display nothing.
    let start = at
    while (start > 0) {
      const code = text.charCodeAt(start - 1)
      if (isWhite(code)) {
        start--
        continue
      }

      if (code !== 62) break
      let lineStart = start - 1
      while (lineStart > 0 && isPrefix(text.charCodeAt(lineStart - 1))) lineStart--
      if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) break
      start = lineStart
    }

    // Then forward from there, taking a `>` only in a line's prefix.
    let prefix = start === 0 || text.charCodeAt(start - 1) === 10
    let end = start
    while (end < text.length) {
      const code = text.charCodeAt(end)
      if (code === 10) prefix = true
      else if (!(isWhite(code) || (code === 62 && prefix))) break
      end++
    }

    this.runStart = start
    this.runEnd = end
    this.runTouches = text.charCodeAt(start - 1) === 96 || text.charCodeAt(end) === 96
  }
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may stand in a line's quote markers (`>`, space, tab).
 */
function isPrefix(code: number): boolean {
  return code === 62 || code === 32 || code === 9
}

/**
 * @param code
 *   A character a reference displays.
 * @returns
 *   The same, but white space other than a tab or line feed as a space (a
 *   form feed or carriage return: `Instructi[](<u>`, `())on&#13;from @x`)
 *   and a line or paragraph separator as a line feed (`Amendments&#x2028;`
 *   shows the heading alone on its line; found by fuzz run 17).
 */
function displayedAs(code: number): number {
  if (code === 12 || code === 13) return 32
  if (code === 0x20_28 || code === 0x20_29) return 10
  return code
}

/** Printable ASCII only. */
const printableAscii = /^[ -~]+$/

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space, tab or line feed.
 */
function isWhite(code: number): boolean {
  return code === 32 || code === 9 || code === 10
}

/**
 * Read forward: the units that end a chain.
 *
 * @param text
 *   Text.
 * @param units
 *   Units.
 * @returns
 *   Start and end of each `]` unit that ends one (flattened, in order).
 */
function forward(text: string, units: Units): number[] {
  const ends: number[] = []
  // Pattern positions matched: by the last unit (`reached`); by the unit
  // before it, the last unit a gap alone (`single`) or the first of a
  // longer one (`opened`); earlier, with a gap of two units or more since
  // (`gapped`).
  let reached = 0
  let single = 0
  let opened = 0
  let gapped = 0
  // What the unit before the current one may be to a gap.
  let previous = 0
  let lineBlank = true
  let at = 0
  while (at < text.length) {
    // With nothing under way, only a `[` (or an escape or reference, which
    // may display one) starts anything: search for the next.
    if (reached === 0 && single === 0 && opened === 0 && gapped === 0) {
      starts.lastIndex = at
      if (starts.exec(text) === null) break
      at = starts.lastIndex - 1
      previous = 0
      lineBlank = false
    }

    const code = text.charCodeAt(at)
    // A blank line ends the stretch.
    if (code === 10) {
      if (lineBlank) {
        reached = 0
        single = 0
        opened = 0
        gapped = 0
      }

      lineBlank = true
    } else if (code !== 32 && code !== 9) {
      lineBlank = false
    }

    const end = units.read(at)
    const kind = units.kind
    const mask = fill(units.shown, forwardMasks)
    let next = 0
    if (mask !== 0) {
      next = 1
      if ((previous & closes) !== 0) next |= gapped << 1
      next = (next | (single << 1) | (reached << 1)) & mask
      // The `/` is optional: a `[` also stands where the `/` would.
      if ((next & 1) !== 0) next |= 2
    }

    // Gaps: one opened by the last unit now holds two; one starts here.
    gapped |= opened
    opened = (kind & opens) !== 0 ? reached : 0
    single = (kind & alone) !== 0 ? reached : 0
    reached = next
    if ((reached & (1 << last)) !== 0) ends.push(at, end)
    previous = kind
    at = end
  }

  return ends
}

/**
 * Where the stretch of lines a place is in starts, as `forward` reads it:
 * after the line feed that ends the last blank line (spaces and tabs only)
 * before it, read back no further than `floor`.
 *
 * @param text
 *   Text.
 * @param end
 *   The place (the start of an end's unit).
 * @param floor
 *   Where to stop (a place on the line of the end before, or 0).
 * @returns
 *   Start of its stretch, or -1 when no blank line lies after `floor`.
 */
export function stretchStart(text: string, end: number, floor: number): number {
  // The line feed seen last (going back), and whether the line after it,
  // up to the one seen before, is blank so far.
  let feed = -1
  let blank = false
  for (let at = end - 1; at >= floor; at--) {
    const code = text.charCodeAt(at)
    if (code === 10) {
      if (feed !== -1 && blank) return feed + 1
      feed = at
      blank = true
    } else if (code !== 32 && code !== 9) {
      blank = false
    }
  }

  // The text's first line counts as one after a line feed.
  return floor === 0 && feed !== -1 && blank ? feed + 1 : -1
}

/**
 * Read backward from the ends found: the units that start a chain to one.
 * Each stretch of lines with an end is read into units again (forward, as
 * units can only be read that way) from its start to its last end, then
 * walked back.
 *
 * @param text
 *   Text.
 * @param units
 *   Units.
 * @param ends
 *   What `forward` returns.
 * @returns
 *   Start and end of each `[` unit that starts one (flattened, in order).
 */
function backward(text: string, units: Units, ends: number[]): number[] {
  const found: number[] = []
  // Units of the stretch: where each starts, what it shows and may be.
  let unitStarts = new Int32Array(64)
  let shown = new Int32Array(64)
  let kind = new Uint8Array(64)
  let first = 0
  let stretch = 0
  while (first < ends.length) {
    // The ends of one stretch: up to the first after a blank line.
    const begins = stretchStart(text, ends[first]!, first === 0 ? 0 : ends[first - 2]!)
    if (begins !== -1) stretch = begins
    let after = first + 2
    while (after < ends.length && stretchStart(text, ends[after]!, ends[after - 2]!) === -1) after += 2
    const stop = ends[after - 1]!
    let count = 0
    for (let at = stretch; at < stop; ) {
      if (count + 1 >= unitStarts.length) {
        unitStarts = grow(unitStarts, new Int32Array(unitStarts.length * 2))
        shown = grow(shown, new Int32Array(shown.length * 2))
        kind = grow(kind, new Uint8Array(kind.length * 2))
      }

      const end = units.read(at)
      unitStarts[count] = at
      shown[count] = units.shown
      kind[count] = units.kind
      count++
      at = end
    }

    unitStarts[count] = stop
    // As in `forward`, the other way: a gap seen first at its last unit.
    let reached = 0
    let single = 0
    let opened = 0
    let gapped = 0
    let previous = 0
    let seed = after - 2
    for (let unit = count - 1; unit >= 0; unit--) {
      const start = unitStarts[unit]!
      const unitKind = kind[unit]!
      const mask = fill(shown[unit]!, backwardMasks)
      let next = 0
      if (mask !== 0) {
        // A `]` unitStarts the pattern read backward only at an end found.
        while (seed >= first && ends[seed]! > start) seed -= 2
        next = seed >= first && ends[seed] === start ? 1 : 0
        if ((previous & opens) !== 0) next |= gapped << 1
        next = (next | (single << 1) | (reached << 1)) & mask
        // The `/` is optional: after `w`, a `[` may come right away.
        if ((next & (1 << (last - 2))) !== 0) next |= 1 << (last - 1)
      }

      gapped |= opened
      opened = (unitKind & closes) !== 0 ? reached : 0
      single = (unitKind & alone) !== 0 ? reached : 0
      reached = next
      if ((reached & (1 << last)) !== 0) found.push(start, unitStarts[unit + 1]!)
      previous = unitKind
    }

    first = after
  }

  return found
}

/**
 * @param from
 *   Array.
 * @param into
 *   A longer one.
 * @returns
 *   `into`, holding `from` at its start.
 */
function grow<T extends Int32Array | Uint8Array>(from: T, into: T): T {
  into.set(from)
  return into
}

/**
 * @param code
 *   Character code displayed (or -1).
 * @param masks
 *   Positions by character.
 * @returns
 *   Pattern positions it fills (case-insensitive; the Kelvin sign is `k`).
 */
function fill(code: number, masks: Int32Array): number {
  if (code < 0) return 0
  if (code < 128) return masks[code >= 65 && code <= 90 ? code + 32 : code]!
  return code === 0x21_2a ? masks[107]! : 0
}
