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
  const parts: string[] = []
  let last = 0
  for (const [from, to] of spans) {
    parts.push(text.slice(last, from))
    // Line by line: leading marks kept where a line starts, the rest `*`.
    let at = from
    while (at < to) {
      let lineEnd = text.indexOf('\n', at)
      if (lineEnd === -1 || lineEnd > to) lineEnd = to
      let kept = at
      if (at === 0 || text.charCodeAt(at - 1) === 10) {
        while (kept < lineEnd && isMarkOrSpace(text.charCodeAt(kept))) kept++
      }

      parts.push(text.slice(at, kept), '*'.repeat(lineEnd - kept))
      if (lineEnd < to) parts.push('\n')
      at = lineEnd + 1
    }

    last = to
  }

  parts.push(text.slice(last))
  return parts.join('')
}

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
