import {truncationMarker} from './constants.js'
import type {Truncation} from './types.js'

/** Result of `cutToBudget`. */
export interface Cut {
  /** The text, cut when over budget and then followed by the marker on its own line. */
  value: string
  /** The cut, or `undefined` when the text fit. */
  truncation: Truncation | undefined
}

/**
 * Size of text in UTF-8 bytes (a lone surrogate counts as the 3 bytes of the
 * U+FFFD an encoder writes for it).
 *
 * @param value
 *   Text.
 * @returns
 *   Size in bytes.
 */
export function utf8Length(value: string): number {
  let bytes = 0
  for (let index = 0; index < value.length; index++) {
    bytes += charBytes(value, index)
    if (isPair(value, index)) index++
  }

  return bytes
}

/**
 * Cut text to a budget in UTF-8 bytes, at a code point boundary and never
 * between CR and LF, and put the truncation marker on a line of its own.
 *
 * Callers apply this before defanging (the context block) or to text that is
 * never at a line start of the envelope (amendment continuation lines are
 * indented), so a cut cannot create a live token.
 *
 * @param value
 *   Text.
 * @param budget
 *   Largest size kept, in bytes (`Infinity` for no limit).
 * @returns
 *   The kept text (with marker when cut) and the truncation.
 */
export function cutToBudget(value: string, budget: number): Cut {
  // Every UTF-16 unit is at most 3 bytes: cheap fast path for short text.
  if (value.length * 3 <= budget) return {value, truncation: undefined}
  let bytes = 0
  let index = 0
  let end = -1
  while (index < value.length) {
    const size = charBytes(value, index)
    if (bytes + size > budget) {
      end = index
      break
    }

    bytes += size
    index += isPair(value, index) ? 2 : 1
  }

  if (end === -1) return {value, truncation: undefined}

  // A CRLF is one line break: keep both halves or neither.
  if (end > 0 && value.charCodeAt(end - 1) === 13 && value.charCodeAt(end) === 10) {
    end--
    bytes--
  }

  const originalLength = utf8Length(value)
  const kept = value.slice(0, end)
  const marker = truncationMarker(originalLength - bytes)
  const separator = kept === '' || /[\n\r]$/.test(kept) ? '' : '\n'
  return {
    value: kept + separator + marker,
    truncation: {originalLength, keptLength: bytes}
  }
}

/**
 * Whether a surrogate pair starts at an index.
 *
 * @param value
 *   Text.
 * @param index
 *   Index of a UTF-16 unit.
 * @returns
 *   Whether a surrogate pair starts there.
 */
function isPair(value: string, index: number): boolean {
  const code = value.charCodeAt(index)
  if (code < 0xd8_00 || code > 0xdb_ff) return false
  const next = value.charCodeAt(index + 1)
  return next >= 0xdc_00 && next <= 0xdf_ff
}

/**
 * UTF-8 size of the code point at an index.
 *
 * @param value
 *   Text.
 * @param index
 *   Index of a UTF-16 unit (the start of a code point).
 * @returns
 *   UTF-8 size of the code point there.
 */
function charBytes(value: string, index: number): number {
  const code = value.charCodeAt(index)
  if (code < 0x80) return 1
  if (code < 0x8_00) return 2
  if (isPair(value, index)) return 4
  return 3
}
