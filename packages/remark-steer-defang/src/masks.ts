/**
 * Helpers shared by the masked readings (`ruby.ts`, `foster.ts`,
 * `template.ts`): text a browser lays out away from where the source has
 * it is masked as `*`, which the flat model reads as a mark that displays
 * nothing, so the rest reads as the browser puts it in the line, at the
 * same offsets.
 */

/** Most characters read past a tag name for the tag's `>`. */
const tagLookahead = 256

/** An open or closing tag's start: `<`, optional `/`, and its name. */
export const tagStart = /<(\/?)([A-Za-z][A-Za-z\d-]*)(?=[\t\n\f\r />])/g

/**
 * End of a tag whose name ends at `from`: after its `>`, looked for a
 * bounded way (a tag with no `>` near ends at its name), so that a flood of
 * tags stays linear.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the tag name.
 * @returns
 *   Index after the tag.
 */
export function tagEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + tagLookahead)
  for (let at = from; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === 62 /* `>` */) return at + 1
    if (code === 60 /* `<` */) return from
  }

  return from
}

/**
 * Mask spans of a text. A line's leading quote markers stay: they are
 * Markdown's, around whatever HTML is laid out (found by review 31: a
 * heading quoted in `<ruby>` before a masked `<!--` read as not quoted, and
 * was quoted once more on every run).
 *
 * @param text
 *   Text.
 * @param spans
 *   Sorted, non-overlapping `[from, to)` spans.
 * @returns
 *   The text with every character of the spans but a line feed and a
 *   line's leading quote markers as `*`.
 */
export function maskSpans(text: string, spans: ReadonlyArray<readonly [number, number]>): string {
  // Code units masked in place, then made a string in chunks: a nested
  // table masks most of a text line by line, and collecting a few parts per
  // short line cost 15 times more (`nested tables with stray text`).
  const units = new Uint16Array(text.length)
  for (let index = 0; index < text.length; index++) units[index] = text.charCodeAt(index)
  for (const [from, to] of spans) {
    // Leading marks are kept where a line starts, the rest is `*`.
    let lineStart = from === 0 || text.charCodeAt(from - 1) === 10
    for (let at = from; at < to; at++) {
      const code = units[at]!
      if (code === 10) {
        lineStart = true
      } else if (!lineStart || !isMarkOrSpace(code)) {
        lineStart = false
        units[at] = 42 /* `*` */
      }
    }
  }

  let result = ''
  for (let at = 0; at < units.length; at += chunkSize) {
    // `apply` takes the typed array as the argument list (each a code unit,
    // lone surrogates included).
    result += String.fromCharCode.apply(undefined, units.subarray(at, at + chunkSize) as unknown as number[])
  }

  return result
}

/** Code units made a string at once (well under engines' argument limits). */
const chunkSize = 8192

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a quote marker, a space or a tab.
 */
function isMarkOrSpace(code: number): boolean {
  return code === 62 || code === 32 || code === 9
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` holds anything but white space.
 */
export function showsText(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) return true
  }

  return false
}
