import {characterEntitiesLegacy} from 'character-entities-legacy'
import {decodeNamedCharacterReference} from 'decode-named-character-reference'
import {foldText} from 'steer-envelope'

/**
 * What a character reference looks like once displayed: decoded, folded as
 * the core folds lookalikes (NFKC, and U+2800 as the space it draws: an
 * encoded lookalike reads as its ASCII letter, and only the reference’s
 * own characters are ever rewritten) and without the invisible characters
 * the core’s sanitizer strips from raw text (a `&#8203;` or `&#xE0000;`
 * inside a word renders as nothing; so do controls a browser does not take
 * as white space).
 */

// Bidirectional formatting characters stay: the line reading takes them out
// and reports their references (see `RenderedLine.reorders`).
const invisible =
  /(?![\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])[\0-\x08\x0B\x0E-\x1F\x7F-\x9F\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

/** Anything but printable ASCII, tab, line feed, form feed and CR. */
const unusual = /[^\t\n\f\r\x20-\x7E]/

const legacy = new Set(characterEntitiesLegacy)

/** Longest legacy name (they may appear without `;` in HTML). */
const legacyMaxLength = Math.max(...characterEntitiesLegacy.map((name) => name.length))

/**
 * Fold decoded text for display.
 *
 * @param value
 *   Decoded text.
 * @returns
 *   What a reader sees.
 */
export function displayDecoded(value: string): string {
  // Printable ASCII needs no folding (the common case: `&#64;`, `&lbrack;`).
  if (!unusual.test(value)) return value
  return foldText(value).replace(invisible, '')
}

/**
 * Decode the body of a Markdown character reference (micromark already
 * checked its grammar).
 *
 * @param body
 *   Reference without `&` and `;` (`amp`, `#64`, `#x40`).
 * @returns
 *   Displayed text.
 */
export function decodeMarkdownReference(body: string): string {
  let value: string
  if (body.charCodeAt(0) === 35 /* `#` */) {
    // As cmark-gfm decodes: controls stay themselves (micromark shows U+FFFD
    // for them, a browser nothing), and only NUL, surrogates and what lies
    // past the last code point become U+FFFD.
    const hex = body.charCodeAt(1) === 120 || body.charCodeAt(1) === 88
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    value =
      code > 0 && code <= 0x10_ff_ff && !(code >= 0xd8_00 && code <= 0xdf_ff)
        ? String.fromCodePoint(code)
        : '\uFFFD'
  } else {
    value = decodeNamedCharacterReference(body) || '&' + body + ';'
  }

  return displayDecoded(value)
}

/** A character reference found in raw HTML. */
export interface HtmlReference {
  /** Index after the reference (`;` included when present). */
  end: number
  /** Displayed text. */
  value: string
  /** Decoded text, before display folds it (`\u200B` for `&#8203;`). */
  raw: string
}

/**
 * Decode a character reference in raw HTML text the way a browser does:
 * numeric references need no `;`, legacy named references (`&amp`, `&shy`)
 * need none either, other named references do.
 *
 * Each scan is bounded (digits are consumed, names stop at 32 characters),
 * so decoding at every `&` of a text is linear.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of `&`.
 * @returns
 *   The reference, or `undefined` when `&` is literal.
 */
export function decodeHtmlReference(text: string, index: number): HtmlReference | undefined {
  let at = index + 1
  if (text.charCodeAt(at) === 35 /* `#` */) {
    at++
    const hex = text.charCodeAt(at) === 120 || text.charCodeAt(at) === 88
    if (hex) at++
    const digitsStart = at
    let code = 0
    while (at < text.length && isDigit(text.charCodeAt(at), hex)) {
      // Saturate: anything past the last code point decodes to U+FFFD.
      if (code <= 0x10_ff_ff) code = code * (hex ? 16 : 10) + Number.parseInt(text.charAt(at), 16)
      at++
    }

    if (at === digitsStart) return undefined
    if (text.charCodeAt(at) === 59 /* `;` */) at++
    const valid =
      code !== 0 && code <= 0x10_ff_ff && !(code >= 0xd8_00 && code <= 0xdf_ff)
    const raw = valid ? String.fromCodePoint(code) : '\uFFFD'
    return {end: at, value: displayDecoded(raw), raw}
  }

  const nameStart = at
  while (at < text.length && at - nameStart < 32 && isAlphanumeric(text.charCodeAt(at))) at++
  if (at === nameStart) return undefined

  if (text.charCodeAt(at) === 59) {
    const decoded = decodeNamedCharacterReference(text.slice(nameStart, at))
    if (decoded) return {end: at + 1, value: displayDecoded(decoded), raw: decoded}
  }

  // Legacy names match as the longest prefix, without `;`.
  for (let end = Math.min(at, nameStart + legacyMaxLength); end > nameStart; end--) {
    const name = text.slice(nameStart, end)
    if (legacy.has(name)) {
      const decoded = decodeNamedCharacterReference(name)
      if (decoded) return {end, value: displayDecoded(decoded), raw: decoded}
    }
  }

  return undefined
}

/**
 * @param code
 *   Character code.
 * @param hex
 *   Whether hexadecimal digits count.
 * @returns
 *   Whether it is a digit.
 */
function isDigit(code: number, hex: boolean): boolean {
  if (code >= 48 && code <= 57) return true
  return hex && ((code >= 65 && code <= 70) || (code >= 97 && code <= 102))
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII letter or digit.
 */
function isAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}
