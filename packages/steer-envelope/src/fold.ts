import type {RawEdit} from './types.js'

/** Longest piece worth remembering (a word or two of lookalikes). */
const maxCachedLength = 64

/** Most pieces remembered per call. */
const maxCacheSize = 4096

/** Length of text normalized at once to find what needs folding. */
const chunkSize = 1024

/**
 * Runs NFKC leaves alone, as they stand and after any ASCII character:
 * precomposed Latin-1 letters, basic Greek and Cyrillic letters, CJK
 * ideographs and punctuation, kana, Hangul syllables (`fold.test.ts`
 * checks each). A run of them needs no call (CJK text with a lookalike
 * every few hundred characters made one per run: review 36b).
 */
export const foldStable =
  /^[\u00C0-\u00FF\u0391-\u03A1\u03A3-\u03A9\u03B1-\u03C9\u0410-\u044F\u3001-\u3003\u3005-\u3007\u3041-\u3096\u30A1-\u30FA\u30FC\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3]+$/

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
        if (foldStable.test(match[0])) continue
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
