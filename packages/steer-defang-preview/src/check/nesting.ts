/**
 * Most container markers (`>`, list item markers) one line may open before
 * rendering is refused. cmark-gfm renders deeper text, but the HTML it
 * writes is then parsed and walked by libraries that recurse, which
 * overflow the stack past a few thousand levels (measured here: `> ` × 5000
 * does, `> - ` × 2000 does, `> ` × 2000 does not) — after rendering tens of
 * megabytes for nothing (1 MiB of `>` took 22 s before failing).
 */
export const maxRenderDepth = 2000

/**
 * The most container markers any line of a Markdown text starts with (block
 * quote markers and list item markers, with the white space between them),
 * counted up to just past `limit`, in one pass.
 *
 * @param markdown
 *   Markdown.
 * @param limit
 *   Count to stop at.
 * @returns
 *   The deepest line's count (at most `limit + 1`).
 */
export function deepestLine(markdown: string, limit: number): number {
  let deepest = 0
  let at = 0
  while (at < markdown.length) {
    let depth = 0
    while (depth <= limit) {
      let code = markdown.charCodeAt(at)
      while (code === 32 || code === 9) code = markdown.charCodeAt(++at)
      if (code === 62 /* `>` */) {
        at++
      } else {
        const end = listMarkerEnd(markdown, at)
        if (end === -1) break
        at = end
      }

      depth++
    }

    if (depth > deepest) deepest = depth
    if (deepest > limit) return deepest
    const lineEnd = nextLineEnd(markdown, at)
    at = lineEnd === -1 ? markdown.length : lineEnd + 1
  }

  return deepest
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to search from.
 * @returns
 *   Index of the next LF or CR, or -1.
 */
function nextLineEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 10 || code === 13) return at
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param at
 *   Position.
 * @returns
 *   End of a list item marker there (a bullet, or up to nine digits and
 *   `.` or `)`, then white space or a line end), or -1.
 */
function listMarkerEnd(text: string, at: number): number {
  const code = text.charCodeAt(at)
  let end = at
  if (code === 42 || code === 43 || code === 45) {
    end = at + 1
  } else {
    while (end - at < 9 && isDigit(text.charCodeAt(end))) end++
    if (end === at) return -1
    const marker = text.charCodeAt(end)
    if (marker !== 46 && marker !== 41) return -1
    end++
  }

  const after = text.charCodeAt(end)
  return after === 32 || after === 9 || after === 10 || after === 13 || Number.isNaN(after) ? end : -1
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII digit.
 */
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}
