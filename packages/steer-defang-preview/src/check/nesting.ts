import {containerMarkers} from '../render/list-marker.js'

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
    const {depth, end} = containerMarkers(markdown, at, limit, Number.POSITIVE_INFINITY)
    at = end
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
