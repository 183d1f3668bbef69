import type {RawEdit} from './types.js'

/** Longest piece worth remembering (a word or two of lookalikes). */
const maxCachedLength = 64

/** Most pieces remembered per call. */
const maxCacheSize = 4096

/** Length of text normalized at once to find what needs folding. */
const chunkSize = 1024

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
  let chunkStart = 0
  // Whether the chunk is checked whole first: not right after a chunk with
  // edits, as in a flood of lookalikes, where it would be checked twice.
  let check = true

  // Text the fold leaves alone (most non-ASCII text: CJK, accents already
  // composed) is normalized a chunk at a time, which costs far less than one
  // call per run. Chunks end before an ASCII character, by the same rule as
  // the pieces, so a chunk that comes back unchanged holds no edit: were a
  // piece to change, its part of the chunk would have to decompose to the
  // same characters in fewer or more characters, which no text does.
  while (chunkStart < text.length) {
    let chunkEnd = Math.min(text.length, chunkStart + chunkSize)
    while (chunkEnd < text.length && text.charCodeAt(chunkEnd) > 0x7f) chunkEnd++
    const chunk = text.slice(chunkStart, chunkEnd)

    if (!check || chunk.normalize('NFKC') !== chunk) {
      const before = edits.length
      nonAscii.lastIndex = chunkStart
      let match: RegExpExecArray | null
      while ((match = nonAscii.exec(text)) && match.index < chunkEnd) {
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

      check = edits.length === before
    }

    chunkStart = chunkEnd
  }

  return edits
}
