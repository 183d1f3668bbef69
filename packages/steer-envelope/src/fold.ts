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

/** Token words a lookalike may spell (`work-item` starts both fences and the context heading). */
const tokenWords = ['amendments', 'instruction', 'work-item'].map(
  (word) =>
    // A character reference that does not decode here (a named one) may
    // display any letter, or none: `?` stands for it. Whole words only
    // (`Ｉｎｓｔｒｕｃｔｉｏｎｓ` keeps its bytes).
    new RegExp('(?<![a-z\\d])' + [...word].map((character) => '[' + character + '?]').join('') + '(?![a-z\\d])')
)

/** Most characters read on each side of a fold to find the word it is in. */
const wordReach = 64

/**
 * The folds inside words that spell a structural token once folded: what
 * to fold when folding the whole block changes its Markdown around such a
 * word so that the folded copy shows no token, although the text as it
 * stands displays one to a reader who folds (a fullwidth letter in a link
 * label that then matches a definition; fullwidth backticks that become a
 * code span). Conservative: a word is read past inline marks, backslashes
 * and character references (numeric ones decoded, named ones taken as any
 * letter), and a token word anywhere in it counts, as a whole word.
 *
 * @param folded
 *   The text with every fold applied.
 * @param fold
 *   The folds (sorted, against the unfolded text).
 * @returns
 *   The folds inside such words (a subset of `fold`, sorted).
 */
export function tokenWordFolds(folded: string, fold: ReadonlyArray<RawEdit>): RawEdit[] {
  const result: RawEdit[] = []
  // Where the last word read ended in `folded`, and whether it counted:
  // folds in one word are judged once.
  let wordEnd = -1
  let counts = false
  let delta = 0
  for (const edit of fold) {
    const start = edit.start + delta
    const end = start + edit.replacement.length
    delta += edit.replacement.length - (edit.end - edit.start)
    // A fold to white space or punctuation (U+3000, a fullwidth comma) is
    // in no word, though one may follow it.
    if (!hasWordPart(edit.replacement)) continue
    if (start >= wordEnd) {
      let from = start
      while (from > 0 && start - from < wordReach && isWordPart(folded.charCodeAt(from - 1))) from--
      let to = end
      while (to < folded.length && to - end < wordReach && isWordPart(folded.charCodeAt(to))) to++
      wordEnd = to
      counts = spellsToken(folded.slice(from, to))
    }

    if (counts) result.push(edit)
  }

  return result
}

/**
 * @param value
 *   Text.
 * @returns
 *   Whether a character of it may be part of a word.
 */
function hasWordPart(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isWordPart(value.charCodeAt(index))) return true
  }

  return false
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be part of a word as read here: an ASCII letter or
 *   digit, `-`, the characters of a reference (`&`, `#`, `;`), inline marks
 *   and backslashes.
 */
function isWordPart(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 38 ||
    code === 35 ||
    code === 59 ||
    code === 42 ||
    code === 95 ||
    code === 126 ||
    code === 96 ||
    code === 92
  )
}

/**
 * @param word
 *   A word as read by `tokenWordFolds`.
 * @returns
 *   Whether it spells a token word once references are decoded and marks
 *   dropped.
 */
function spellsToken(word: string): boolean {
  const text = word
    .replace(/&#(?:[xX]([\da-fA-F]{1,6})|(\d{1,7}));/g, function (_, hex: string | undefined, decimal: string | undefined) {
      const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16)
      return code > 0 && code <= 0x10_ff_ff && (code < 0xd8_00 || code > 0xdf_ff)
        ? String.fromCodePoint(code).normalize('NFKC')
        : '?'
    })
    .replace(/&[A-Za-z][A-Za-z\d]{0,31};/g, '?')
    .replace(/[*_~`\\]/g, '')
    .toLowerCase()
  return tokenWords.some((pattern) => pattern.test(text))
}
