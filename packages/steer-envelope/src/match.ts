/**
 * Case-insensitive matching of ASCII tokens with Unicode simple case folding
 * (DECISIONS §5): letters match either case, the Kelvin sign (U+212A) matches
 * `k` and the long s (U+017F) matches `s`. Such characters are one UTF-16
 * code unit, so a match is as long as its token.
 */

/**
 * Match `token` (lower-case ASCII) at `index` in `text`.
 *
 * @param text
 *   Text to search.
 * @param index
 *   Where the match must start.
 * @param token
 *   Lower-case ASCII token.
 * @returns
 *   Whether it matches.
 */
export function matchesAt(text: string, index: number, token: string): boolean {
  if (index + token.length > text.length) return false
  for (let i = 0; i < token.length; i++) {
    const want = token.charCodeAt(i)
    const code = text.charCodeAt(index + i)
    if (code === want) continue
    if (want >= 97 && want <= 122) {
      if (code === want - 32) continue
      if (want === 107 && code === 0x21_2a) continue
      if (want === 115 && code === 0x01_7f) continue
    }

    return false
  }

  return true
}

/**
 * Whether the character at `index` is a word character for the boundary
 * test: ASCII letters, digits and `_`, and the two non-ASCII characters that
 * fold to ASCII letters.
 *
 * @param text
 *   Text.
 * @param index
 *   Index (past the end is not a word character).
 * @returns
 *   Whether it is a word character.
 */
export function isWordCharAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 0x21_2a ||
    code === 0x01_7f
  )
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space or a tab.
 */
export function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === 9
}
