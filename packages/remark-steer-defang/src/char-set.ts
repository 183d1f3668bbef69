/**
 * Sets of ASCII characters, to ask whether a stretch of text holds any of
 * them in one pass (the engines ask this of every line or block).
 */
export type CharSet = Uint8Array

/**
 * @param characters
 *   ASCII characters.
 * @returns
 *   Their set.
 */
export function charSet(characters: string): CharSet {
  const set = new Uint8Array(128)
  for (let index = 0; index < characters.length; index++) set[characters.charCodeAt(index)] = 1
  return set
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param set
 *   Characters to look for.
 * @returns
 *   Whether `text` holds one of them in `[from, to)`.
 */
export function holdsAny(text: string, from: number, to: number, set: CharSet): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code < 128 && set[code] === 1) return true
  }

  return false
}
