/**
 * Count the container markers (`>`, bullets, ordered markers, with white
 * space between them) a line starts with, stopping past `maxDepth` markers
 * or `maxList` list item markers.
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param maxDepth
 *   Markers to stop past.
 * @param maxList
 *   List item markers to stop past.
 * @returns
 *   Markers counted, the list item markers among them, and where counting
 *   stopped.
 */
export function containerMarkers(
  text: string,
  lineStart: number,
  maxDepth: number,
  maxList: number
): {depth: number; list: number; end: number} {
  let depth = 0
  let list = 0
  let at = lineStart
  while (depth <= maxDepth && list <= maxList) {
    let code = text.charCodeAt(at)
    while (code === 32 || code === 9) code = text.charCodeAt(++at)
    if (code === 62 /* `>` */) {
      at++
    } else {
      const end = listMarkerEnd(text, at)
      if (end === -1) break
      at = end
      list++
    }

    depth++
  }

  return {depth, list, end: at}
}

/**
 * @param text
 *   Text.
 * @param at
 *   Position.
 * @returns
 *   End of a list item marker there (a bullet, or up to nine digits and `.`
 *   or `)`, then white space, a line ending or the end), or -1.
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
