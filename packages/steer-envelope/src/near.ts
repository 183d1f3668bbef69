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
