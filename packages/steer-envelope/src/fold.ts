import type {RawEdit} from './types.js'

/** Longest piece worth remembering (a word or two of lookalikes). */
const maxCachedLength = 64

/** Most pieces remembered per call. */
const maxCacheSize = 4096

/**
 * NFKC-fold a text as a list of local edits, so that every character the
 * fold leaves alone keeps its place.
 *
 * NFKC of a text equals the concatenation of NFKC of its pieces when each
 * piece starts at an ASCII character (a starter that no composition takes as
 * its second part), so each run of non-ASCII characters is folded together
 * with the ASCII character before it.
 *
 * @param text
 *   Text to fold.
 * @returns
 *   `fold` edits, sorted.
 */
export function foldEdits(text: string): RawEdit[] {
  const edits: RawEdit[] = []
  const nonAscii = /[^\0-\x7F]+/g
  // Lookalike floods repeat the same short pieces; normalizing costs far
  // more than a lookup. Bounded, so a flood of distinct pieces costs the
  // same as without it.
  const cache = new Map<string, string>()
  let match: RegExpExecArray | null
  while ((match = nonAscii.exec(text))) {
    const runStart = match.index
    const runEnd = runStart + match[0].length
    const start = runStart > 0 ? runStart - 1 : runStart
    const piece = text.slice(start, runEnd)
    let folded = cache.get(piece)
    if (folded === undefined) {
      folded = piece.normalize('NFKC')
      if (piece.length <= maxCachedLength && cache.size < maxCacheSize) cache.set(piece, folded)
    }

    if (folded === piece) continue
    if (start < runStart && folded.charCodeAt(0) === text.charCodeAt(start)) {
      edits.push({start: runStart, end: runEnd, replacement: folded.slice(1), rule: 'fold'})
    } else {
      edits.push({start, end: runEnd, replacement: folded, rule: 'fold'})
    }
  }

  return edits
}
