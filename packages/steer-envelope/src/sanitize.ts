import type {RawEdit} from './types.js'

/**
 * Characters that may need stripping: NUL, ESC and the 8-bit C1 string
 * introducers, format characters (`Cf`: soft hyphen, zero-width characters,
 * bidi controls, BOM, tag characters and the rest), the Mongolian vowel
 * separator, the combining grapheme joiner, and variation selectors.
 */
const candidate =
  /[\0\x1B\x90\x98\x9B\x9D-\x9F\u034F\u180E\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u

const format = /\p{Cf}/u
const pictographic = /\p{Extended_Pictographic}/u

/**
 * The Unicode sanitizer (DECISIONS §3): strip what can hide a token or
 * steer a terminal, keep what is content.
 *
 * Stripped: NUL; ESC-introduced sequences whole (CSI, OSC, DCS, SOS, PM, APC
 * and the two- and three-byte escapes), and their 8-bit C1 forms; every
 * format character (`Cf`), which covers the soft hyphen, zero-width
 * characters, word joiner, invisible operators, BOM, bidi controls,
 * interlinear annotation controls and tag characters; the Mongolian vowel
 * separator and the combining grapheme joiner; runs of variation selectors.
 *
 * Kept: one variation selector right after a base character (`❤️`, a non-ASCII
 * character or an ASCII digit, `#` or `*`), and a
 * zero-width joiner between two emoji (`👨‍👩‍👧`). Compatibility characters are
 * never folded here.
 *
 * @param input
 *   Text to sanitize.
 * @returns
 *   One `sanitize` edit per stripped run, sorted.
 */
export function sanitizeEdits(input: string): RawEdit[] {
  const edits: RawEdit[] = []
  if (!candidate.test(input)) return edits

  let runStart = -1
  // Whether the last kept character can carry a variation selector.
  let base = false
  // Whether the last kept character (through selectors, modifiers and joiners)
  // is an emoji.
  let emoji = false
  let index = 0

  while (index < input.length) {
    const code = input.codePointAt(index)!
    const size = code > 0xff_ff ? 2 : 1
    let strip = 0

    if (code === 0) {
      strip = 1
    } else if (code === 0x1b || isC1Introducer(code)) {
      strip = escapeLength(input, index)
    } else if (isVariationSelector(code)) {
      if (base) {
        base = false
      } else {
        strip = size
      }
    } else if (code === 0x20_0d) {
      if (
        emoji &&
        runStart === -1 &&
        pictographic.test(String.fromCodePoint(input.codePointAt(index + 1) ?? 0))
      ) {
        base = false
      } else {
        strip = size
      }
    } else if (code === 0x3_4f || code === 0x18_0e || format.test(String.fromCodePoint(code))) {
      strip = size
    } else {
      base = canCarrySelector(code)
      emoji =
        pictographic.test(String.fromCodePoint(code)) ||
        (emoji && code >= 0x1_f3_fb && code <= 0x1_f3_ff)
    }

    if (strip > 0) {
      if (runStart === -1) runStart = index
      index += strip
      // A selector after a stripped character has no base.
      base = false
    } else {
      if (runStart !== -1) {
        edits.push({start: runStart, end: index, replacement: '', rule: 'sanitize'})
        runStart = -1
      }

      index += size
    }
  }

  if (runStart !== -1) {
    edits.push({start: runStart, end: index, replacement: '', rule: 'sanitize'})
  }

  return edits
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether it is a variation selector (VS1–VS256).
 */
function isVariationSelector(code: number): boolean {
  return (
    (code >= 0xfe_00 && code <= 0xfe_0f) || (code >= 0xe_01_00 && code <= 0xe_01_ef)
  )
}

/**
 * @param code
 *   Code point.
 * @returns
 *   Whether it is an 8-bit C1 introducer (DCS, SOS, CSI, OSC, PM, APC).
 */
function isC1Introducer(code: number): boolean {
  return code === 0x90 || code === 0x98 || code === 0x9b || (code >= 0x9d && code <= 0x9f)
}

/**
 * Whether a variation selector after this character can be content: any
 * non-ASCII character that is not white space or a control, and the ASCII
 * characters with standardized or emoji variants (digits, `#`, `*`).
 * ASCII punctuation such as `>` is no base: a selector after a tag's `>`
 * would otherwise be kept, then orphaned by the break inserted after it.
 *
 * @param code
 *   Code point.
 * @returns
 *   Whether it can carry a selector.
 */
function canCarrySelector(code: number): boolean {
  if (code < 0x80) return (code >= 48 && code <= 57) || code === 35 || code === 42
  // U+2028 and U+2029 become line breaks later.
  return code > 0xa0 && code !== 0x20_28 && code !== 0x20_29
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
  // (OSC) or ST (`ESC \` or 0x9C). Any other ESC aborts them.
  if (kind === 0x5d || kind === 0x50 || kind === 0x58 || kind === 0x5e || kind === 0x5f) {
    while (at < input.length) {
      const code = input.charCodeAt(at)
      if (code === 0x07 && kind === 0x5d) return at + 1 - index
      if (code === 0x9c) return at + 1 - index
      if (code === 0x1b) {
        if (input.charCodeAt(at + 1) === 0x5c) return at + 2 - index
        break
      }

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
