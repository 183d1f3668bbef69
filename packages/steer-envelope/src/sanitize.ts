import type {RawEdit} from './types.js'

/**
 * Characters that may need stripping: controls (C0 and C1, but tab, line
 * feed and the line breaks normalization turns into `\n`: CR, VT, FF,
 * NEL), among them ESC and the 8-bit string introducers; format characters
 * (`Cf`); and every default-ignorable code point (`Default_Ignorable_Code_Point`:
 * the soft hyphen, zero-width characters, bidi controls, the whole tag
 * block U+E0000–U+E0FFF, unassigned ones included, U+2065, U+FFF0–U+FFF8,
 * Hangul fillers, the Mongolian vowel separator, the combining grapheme
 * joiner, the Khmer inherent vowels, variation selectors).
 */
export const strippableClass = '[\\0-\\x08\\x0E-\\x1F\\x7F-\\x84\\x86-\\x9F\\p{Cf}\\p{Default_Ignorable_Code_Point}]'

/** One of `strippableClass` (a candidate for stripping), right here. */
const candidateHere = new RegExp(strippableClass, 'uy')

/**
 * A superset of the candidates, by code unit: a control (not tab or a line
 * break) or any non-ASCII unit. It passes over ASCII text as fast as a
 * search for the candidates themselves, and stops at the first non-ASCII
 * unit, where the table below takes over.
 */
const controlOrWide = /[\0-\x08\x0E-\x1F\x7F-\uFFFF]/g

/**
 * Per code unit, what `candidateHere` says of it, learned the first time the
 * unit is met (so the table follows the runtime's Unicode data, and costs
 * one question per distinct unit): 0 not asked yet, 1 a candidate, 2 never
 * one, 3 a high surrogate not asked yet, 4 a high surrogate some of whose
 * 1,024 characters are candidates (asked at each place). A regular
 * expression reads non-ASCII text at about 7 ns per character here, the
 * table at about 2.
 */
const unitTable = new Uint8Array(0x1_00_00)
unitTable.fill(3, 0xd8_00, 0xdc_00)
// A low surrogate starts nothing: a pair is asked at its high surrogate.
unitTable.fill(2, 0xdc_00, 0xe0_00)

/** Every candidate among the characters one high surrogate starts. */
const candidatesAll = new RegExp(strippableClass, 'gu')

/**
 * Learn whether any character a high surrogate starts is a candidate (one
 * search over all 1,024 of them; at most 1,024 such searches per process).
 *
 * @param high
 *   High surrogate.
 * @returns
 *   Its kind: 2 (none is) or 4 (some are).
 */
function learnHigh(high: number): number {
  const units: number[] = []
  for (let low = 0xdc_00; low < 0xe0_00; low++) units.push(high, low)
  candidatesAll.lastIndex = 0
  const kind = candidatesAll.test(String.fromCharCode(...units)) ? 4 : 2
  unitTable[high] = kind
  return kind
}

/** Configuration of `sanitizeEdits`. */
export interface SanitizeOptions {
  /**
   * Keep controls that start no escape sequence (all but NUL, ESC and the
   * 8-bit introducers), for a caller that refuses them instead, as
   * `buildEnvelope` does for amendments (default: `false`, strip them).
   */
  keepLoneControls?: boolean | null | undefined
}

const pictographic = /\p{Extended_Pictographic}/u

/**
 * The Unicode sanitizer (DECISIONS §3): strip what can hide a token or
 * steer a terminal, keep what is content.
 *
 * Stripped: NUL and the other controls but tab and line breaks (a
 * backspace can overprint `(at)` in a terminal; some readers split lines at
 * U+001C–U+001E); ESC-introduced sequences whole (CSI, OSC, DCS, SOS, PM,
 * APC and the two- and three-byte escapes), and their 8-bit C1 forms; every
 * format character (`Cf`) and every default-ignorable code point, which
 * covers the soft hyphen, zero-width characters, word joiner, invisible
 * operators, BOM, bidi controls, interlinear annotation controls, the tag
 * block (U+E0000–U+E0FFF, unassigned code points too: a browser draws them
 * as nothing), the Mongolian vowel separator, the combining grapheme
 * joiner, the Khmer inherent vowels, Hangul fillers (blank or nothing,
 * by font) and runs of variation selectors (VS1–VS256 and the Mongolian
 * free variation selectors U+180B–U+180D, U+180F).
 *
 * Kept: one variation selector right after a base character (`❤️`: a
 * non-ASCII character; after an ASCII digit, `#` or `*` only in a keycap,
 * `#️⃣`, since `#️ Amendments` displays as `# Amendments`), and a
 * zero-width joiner between two emoji (`👨‍👩‍👧`). Compatibility characters
 * are never folded here.
 *
 * @param input
 *   Text to sanitize.
 * @param options
 *   Configuration (optional).
 * @returns
 *   One `sanitize` edit per stripped run, sorted.
 */
export function sanitizeEdits(input: string, options?: SanitizeOptions | null | undefined): RawEdit[] {
  const keepLoneControls = options?.keepLoneControls === true
  const edits: RawEdit[] = []
  // The edit being grown (the last one): floods of controls extend it one
  // character at a time, so it is kept at hand rather than looked up.
  let previous: RawEdit | undefined
  // Next candidate: found by `nextCandidate`, or (a run of controls, such
  // as a flood of 8-bit introducers) read directly, which costs less than
  // one search per character.
  let index = nextCandidate(input, 0)

  while (index !== -1) {
    const unit = input.charCodeAt(index)
    // Surrogates only in the tag block and the supplementary selectors.
    const code = unit >= 0xd8_00 && unit <= 0xdb_ff ? input.codePointAt(index)! : unit
    const size = code > 0xff_ff ? 2 : 1
    // Whether the character before this one was kept (not part of a strip).
    const afterKept = index > 0 && (!previous || previous.end !== index)
    let strip = size

    if (keepLoneControls && isLoneControl(code)) {
      strip = 0
    } else if (code === 0x1b || (code >= 0x80 && code <= 0x9f)) {
      strip = escapeLength(input, index)
    } else if (isVariationSelector(code)) {
      if (afterKept && canCarrySelector(codePointBefore(input, index), input.charCodeAt(index + size))) {
        strip = 0
      }
    } else if (code === 0x20_0d) {
      if (
        afterKept &&
        emojiBefore(input, index) &&
        pictographic.test(String.fromCodePoint(input.codePointAt(index + 1) ?? 0))
      ) {
        strip = 0
      }
    }

    if (strip === 0) {
      index = nextCandidate(input, index + size)
      continue
    }

    if (previous && previous.end === index) {
      previous.end = index + strip
    } else {
      previous = {start: index, end: index + strip, replacement: '', rule: 'sanitize'}
      edits.push(previous)
    }

    index = nextCandidate(input, index + strip)
  }

  return edits
}

/**
 * @param input
 *   Text.
 * @param from
 *   Where to look from.
 * @returns
 *   Index of the next candidate for stripping, or -1.
 */
function nextCandidate(input: string, from: number): number {
  const code = input.charCodeAt(from)
  // A control right here (the common case in a run): no search.
  if ((code < 0x20 && code !== 9 && code !== 10 && code !== 11 && code !== 12 && code !== 13) || (code >= 0x7f && code <= 0x9f && code !== 0x85)) {
    return from
  }

  let at = from
  while (true) {
    controlOrWide.lastIndex = at
    if (!controlOrWide.test(input)) return -1
    at = controlOrWide.lastIndex - 1
    // Walk the units while non-ASCII text goes on; back to the expression
    // after a run of ASCII (it crosses long ones faster).
    let ascii = 0
    while (at < input.length) {
      const unit = input.charCodeAt(at)
      let kind = unitTable[unit]!
      if (kind === 3) kind = learnHigh(unit)
      if (kind === 0) {
        candidateHere.lastIndex = at
        kind = candidateHere.test(input) ? 1 : 2
        unitTable[unit] = kind
      }

      if (kind === 1) return at
      if (kind === 4) {
        candidateHere.lastIndex = at
        if (candidateHere.test(input)) return at
      }

      at++
      if (unit < 0x80) {
        if (++ascii === 16) break
      } else {
        ascii = 0
      }
    }

    if (at >= input.length) return -1
  }
}

/**
 * @param input
 *   Text.
 * @param index
 *   Index (> 0).
 * @returns
 *   The code point that ends right before `index`.
 */
function codePointBefore(input: string, index: number): number {
  const low = input.charCodeAt(index - 1)
  if (low >= 0xdc_00 && low <= 0xdf_ff && index > 1) {
    const high = input.charCodeAt(index - 2)
    if (high >= 0xd8_00 && high <= 0xdb_ff) return input.codePointAt(index - 2)!
  }

  return low
}

/**
 * Whether an emoji (with an optional selector or skin-tone modifier) ends
 * right before `index`.
 *
 * @param input
 *   Text.
 * @param index
 *   Index of a zero-width joiner.
 * @returns
 *   Whether it follows an emoji.
 */
function emojiBefore(input: string, index: number): boolean {
  let at = index
  let code = codePointBefore(input, at)
  if (isVariationSelector(code) || (code >= 0x1_f3_fb && code <= 0x1_f3_ff)) {
    at -= code > 0xff_ff ? 2 : 1
    if (at === 0) return false
    code = codePointBefore(input, at)
  }

  return pictographic.test(String.fromCodePoint(code))
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether it is a variation selector (VS1–VS256).
 */
function isVariationSelector(code: number): boolean {
  return (
    (code >= 0xfe_00 && code <= 0xfe_0f) ||
    (code >= 0xe_01_00 && code <= 0xe_01_ef) ||
    // Mongolian free variation selectors (U+180E, between them, is not one).
    (code >= 0x18_0b && code <= 0x18_0f && code !== 0x18_0e)
  )
}

/**
 * Whether a variation selector after this character can be content: any
 * non-ASCII character that is not white space, a control or a selector, and
 * the ASCII characters with emoji variants (digits, `#`, `*`) when a keycap
 * mark follows. ASCII punctuation such as `>` is no base: a selector after a
 * tag's `>` would otherwise be kept, then orphaned by the break inserted
 * after it.
 *
 * @param code
 *   Code point before the selector.
 * @param next
 *   Code unit after the selector.
 * @returns
 *   Whether it can carry a selector.
 */
function canCarrySelector(code: number, next: number): boolean {
  if (code < 0x80) return ((code >= 48 && code <= 57) || code === 35 || code === 42) && next === 0x20_e3
  // U+2028 and U+2029 become line breaks later.
  return code > 0xa0 && code !== 0x20_28 && code !== 0x20_29 && !isVariationSelector(code)
}

/**
 * Length of the terminal escape sequence at `index` (an ESC or an 8-bit
 * introducer). Sequences end at their own terminator; a control string
 * (OSC, DCS, SOS, PM, APC) without one loses only its introducer, so no
 * visible text is ever swallowed.
 *
 * @param input
 *   Text.
 * @param index
 *   Index of ESC or the C1 introducer.
 * @returns
 *   Number of code units to strip (at least 1).
 */
function escapeLength(input: string, index: number): number {
  let kind: number
  let at: number
  if (input.charCodeAt(index) === 0x1b) {
    const next = input.charCodeAt(index + 1)
    // ESC followed by nothing usable: strip ESC alone.
    if (Number.isNaN(next) || next < 0x20 || next > 0x7e) return 1
    kind = next
    at = index + 2
  } else {
    // 8-bit form: map to the 7-bit final byte.
    kind = input.charCodeAt(index) - 0x40
    at = index + 1
  }

  const introducerLength = at - index

  // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
  if (kind === 0x5b) {
    let code = input.charCodeAt(at)
    while (code >= 0x30 && code <= 0x3f) code = input.charCodeAt(++at)
    while (code >= 0x20 && code <= 0x2f) code = input.charCodeAt(++at)
    if (code >= 0x40 && code <= 0x7e) return at + 1 - index
    return introducerLength
  }

  // Control strings: OSC `]`, DCS `P`, SOS `X`, PM `^`, APC `_`, ended by BEL
  // (OSC) or ST (`ESC \\` or 0x9C). Any other ESC or 8-bit introducer aborts
  // them, so scans of successive strings never overlap (a flood of
  // unterminated introducers stays linear).
  if (kind === 0x5d || kind === 0x50 || kind === 0x58 || kind === 0x5e || kind === 0x5f) {
    while (at < input.length) {
      const code = input.charCodeAt(at)
      if (code === 0x07 && kind === 0x5d) return at + 1 - index
      if (code === 0x9c) return at + 1 - index
      if (code === 0x1b) {
        if (input.charCodeAt(at + 1) === 0x5c) return at + 2 - index
        break
      }

      if (code === 0x90 || code === 0x98 || code === 0x9b || (code >= 0x9d && code <= 0x9f)) break

      at++
    }

    return introducerLength
  }

  // nF escapes: intermediates 0x20–0x2F, then a final 0x30–0x7E.
  if (kind >= 0x20 && kind <= 0x2f) {
    let code = input.charCodeAt(at)
    while (code >= 0x20 && code <= 0x2f) code = input.charCodeAt(++at)
    if (code >= 0x30 && code <= 0x7e) return at + 1 - index
    return 1
  }

  // Two-character escapes (Fp, Fe, Fs): ESC + 0x30–0x7E.
  return introducerLength
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether it is a control other than NUL, tab, line breaks, ESC and the
 *   8-bit escape introducers (CSI, the string introducers and ST).
 */
function isLoneControl(code: number): boolean {
  if (code < 0x20) return code !== 0 && code !== 0x1b
  if (code === 0x7f) return true
  return (
    code >= 0x80 &&
    code <= 0x9f &&
    code !== 0x90 &&
    code !== 0x98 &&
    code !== 0x9b &&
    code !== 0x9c &&
    code !== 0x9d &&
    code !== 0x9e &&
    code !== 0x9f
  )
}
