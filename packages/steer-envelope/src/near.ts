/**
 * Index of the next `code` at or after `from`, or -1: the next few
 * characters are read directly before falling back to `indexOf`. In floods
 * (a `<` or `|` every few characters) the next one is near, and a call to
 * `indexOf` per character costs more than reading them.
 *
 * @param text
 *   Text.
 * @param code
 *   Character code to find.
 * @param character
 *   The same character, as a string (for `indexOf`).
 * @param from
 *   Where to start.
 * @returns
 *   Index, or -1.
 */
export function indexOfNear(text: string, code: number, character: string, from: number): number {
  const near = Math.min(from + 8, text.length)
  for (let index = from; index < near; index++) {
    if (text.charCodeAt(index) === code) return index
  }

  return near === text.length ? -1 : text.indexOf(character, near)
}

/**
 * Index of `delimiter` at or after `from`, or -1, for a delimiter whose only
 * `>` is its last character (`>`, `?>`, `-->`, `]]>`): the `>` are searched, not
 * the first character. A flood of `?` or `-` makes every character a first
 * character `indexOf` must try (a 64 KiB flood of `<?` took 0.18 ms, as much
 * as reading all of a realistic body), and a flood of `>` is read a
 * character at a time by `indexOfNear`.
 *
 * @param text
 *   Text.
 * @param delimiter
 *   Delimiter, ending with its only `>`.
 * @param from
 *   Where to start.
 * @returns
 *   Index, or -1.
 */
export function indexOfDelimiter(text: string, delimiter: string, from: number): number {
  const last = delimiter.length - 1
  if (last === 0) return text.indexOf(delimiter, from)
  const before = delimiter.charCodeAt(last - 1)
  for (let end = indexOfNear(text, 62, '>', from + last); end !== -1; end = indexOfNear(text, 62, '>', end + 1)) {
    if (text.charCodeAt(end - 1) === before && text.startsWith(delimiter, end - last)) return end - last
  }

  return -1
}
