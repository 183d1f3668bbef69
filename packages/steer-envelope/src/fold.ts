import type {RawEdit} from './types.js'

/** Longest piece worth remembering (a word or two of lookalikes). */
const maxCachedLength = 64

/** Most pieces remembered per call. */
const maxCacheSize = 4096

/** Length of text normalized at once to find what needs folding. */
const chunkSize = 1024

/**
 * Characters NFKC leaves alone, as they stand and after any ASCII character
 * (inclusive ranges): precomposed Latin-1 letters, basic Greek and Cyrillic
 * letters, CJK ideographs and punctuation, kana, Hangul syllables
 * (`fold.test.ts` checks each).
 */
const stableRanges: ReadonlyArray<readonly [number, number]> = [
  [0xc0, 0xff],
  [0x3_91, 0x3_a1],
  [0x3_a3, 0x3_a9],
  [0x3_b1, 0x3_c9],
  [0x4_10, 0x4_4f],
  [0x30_01, 0x30_03],
  [0x30_05, 0x30_07],
  [0x30_41, 0x30_96],
  [0x30_a1, 0x30_fa],
  [0x30_fc, 0x30_fc],
  [0x34_00, 0x4d_bf],
  [0x4e_00, 0x9f_ff],
  [0xac_00, 0xd7_a3]
]

const stableClass = stableRanges
  .map(([from, to]) => '\\u' + from.toString(16).padStart(4, '0') + '-\\u' + to.toString(16).padStart(4, '0'))
  .join('')

/** A run of characters NFKC leaves alone (see `stableRanges`). */
export const foldStable = new RegExp('^[' + stableClass + ']+$')

/**
 * A non-ASCII character outside the stable set: only a run of non-ASCII
 * characters that holds one may fold. One search finds the next such run,
 * so CJK text with a lookalike every few hundred characters costs no call
 * per run (review 36b), nor a match per run (a run of one ideograph between
 * ASCII letters).
 */
const unstable = new RegExp('[^\\0-\\x7F' + stableClass + ']', 'g')

/** The same set by code unit, for reading a few characters directly. */
const unstableUnits = new Uint8Array(0x1_00_00).fill(1, 0x80)
for (const [from, to] of stableRanges) unstableUnits.fill(0, from, to + 1)

/**
 * @param text
 *   Text.
 * @param from
 *   Where to look from.
 * @returns
 *   Index of the next unstable character, or -1. The next few are read
 *   directly (in a lookalike flood the next one is near, and a search per
 *   run costs more than reading them).
 */
function nextUnstable(text: string, from: number): number {
  const near = Math.min(from + 8, text.length)
  for (let index = from; index < near; index++) {
    if (unstableUnits[text.charCodeAt(index)] === 1) return index
  }

  if (near === text.length) return -1
  unstable.lastIndex = near
  return unstable.test(text) ? unstable.lastIndex - 1 : -1
}

/** How a one-unit run and the character before it fold. */
interface UnitFold {
  /** Whether the edit starts at the run (the character before it stays). */
  fromRun: boolean
  /** Replacement. */
  replacement: string
}

/**
 * A character NFKC keeps that draws as a blank, and that the sanitizer keeps
 * (it is no format character nor default-ignorable): U+2800 BRAILLE PATTERN
 * BLANK. The fold reads it as the space it looks like, so `Amendments⠀`
 * reads as the heading alone on its line (the Hangul fillers draw blank
 * too, but the sanitizer strips them).
 */
const drawnBlank = /\u2800/g

/**
 * Fold text the way a reader sees it: NFKC, and a blank drawn as a space.
 * Done one character at a time after NFKC, so that folding pieces and
 * joining them equals folding the whole (see `foldList`).
 *
 * @param text
 *   Text.
 * @returns
 *   Folded text.
 */
export function foldText(text: string): string {
  const folded = text.normalize('NFKC')
  return folded.includes('\u2800') ? folded.replace(drawnBlank, ' ') : folded
}

/** A one-unit run that the fold leaves alone. */
const unchanged: UnitFold = {fromRun: false, replacement: ''}

/**
 * @param piece
 *   A one-unit run, after the ASCII character before it if `before`.
 * @param before
 *   Whether the piece starts with that character.
 * @returns
 *   How it folds (`unchanged` when it does not).
 */
function unitFold(piece: string, before: boolean): UnitFold {
  const folded = foldText(piece)
  if (folded === piece) return unchanged
  if (before && folded.charCodeAt(0) === piece.charCodeAt(0)) return {fromRun: true, replacement: folded.slice(1)}
  return {fromRun: false, replacement: folded}
}

/**
 * Fold edits as parallel lists (no object per edit: a lookalike flood makes
 * one every few characters, and the folded copy is most often not needed).
 */
export interface FoldList {
  /** Start of each edit. */
  readonly starts: number[]
  /** End of each. */
  readonly ends: number[]
  /** Replacement of each. */
  readonly replacements: string[]
  /**
   * How many folds to white space were left out because their line holds
   * only white space (see `BlankLines`; `0` when such lines are folded).
   */
  readonly kept: number
}

/**
 * NFKC-fold a text as a list of local edits, so that every character the
 * fold leaves alone keeps its place (see `foldList`).
 *
 * @param text
 *   Text to fold.
 * @returns
 *   `fold` edits, sorted.
 */
export function foldEdits(text: string): RawEdit[] {
  return foldListEdits(foldList(text))
}

/**
 * @param list
 *   Fold edits as lists.
 * @returns
 *   The same as edits.
 */
export function foldListEdits(list: FoldList): RawEdit[] {
  const edits: RawEdit[] = []
  for (let index = 0; index < list.starts.length; index++) {
    edits.push({start: list.starts[index]!, end: list.ends[index]!, replacement: list.replacements[index]!, rule: 'fold'})
  }

  return edits
}

/** White space to the fold (ASCII, beyond ASCII, and U+2800). */
const foldsToSpace = /^[\s\u2800]*$/u

/**
 * Whether a line holds nothing but white space, as the fold reads it. Such a
 * line is not blank to GitHub when it holds characters beyond ASCII (a
 * line of `　` or `⠀` goes on with an HTML block or paragraph), so its
 * characters are not folded: folded, the copy read for tokens would end
 * blocks there that GitHub does not (fuzz run 20: `<div`, `⠀`,
 * `">Amendments⠀`).
 */
class BlankLines {
  private readonly text: string
  private start = -1
  private end = -1
  private blank = false

  /**
   * @param text
   *   Text.
   */
  constructor(text: string) {
    this.text = text
  }

  /**
   * @param index
   *   Index in the text.
   * @returns
   *   Whether its line holds only white space (remembered per line: runs
   *   are asked about in order).
   */
  at(index: number): boolean {
    if (index < this.start || index >= this.end) {
      const text = this.text
      this.start = text.lastIndexOf('\n', index - 1) + 1
      const end = text.indexOf('\n', index)
      this.end = end === -1 ? text.length : end
      this.blank = foldsToSpace.test(text.slice(this.start, this.end))
    }

    return this.blank
  }
}

/**
 * NFKC-fold a text as a list of local edits, so that every character the
 * fold leaves alone keeps its place. A line of white space alone keeps its
 * bytes (see `BlankLines`).
 *
 * NFKC of a text equals the concatenation of NFKC of its pieces when each
 * piece starts at an ASCII character (a starter that no composition takes as
 * its second part), so each run of non-ASCII characters is folded together
 * with the ASCII character before it.
 *
 * @param text
 *   Text to fold.
 * @param keepBlankLines
 *   Whether a line of white space alone keeps its bytes (default: `true`;
 *   `false` folds it as NFKC does, for the copy a later NFKC of the whole
 *   envelope would make).
 * @returns
 *   `fold` edits, sorted.
 */
export function foldList(text: string, keepBlankLines = true): FoldList {
  const starts: number[] = []
  const ends: number[] = []
  const replacements: string[] = []
  // Lookalike floods repeat the same short pieces; normalizing costs far
  // more than a lookup. Bounded, so a flood of distinct pieces costs the
  // same as without it.
  const cache = new Map<string, string>()
  const units = new Map<number, UnitFold>()
  let blank: BlankLines | undefined
  let kept = 0
  let lastKey = -1
  let lastUnit: UnitFold = unchanged
  // End of the last run folded (a run starts at or after it).
  let lastEnd = 0
  // End of the chunk checked whole, and whether it may hold an edit.
  let chunkEnd = 0
  // Whether a chunk is checked whole first: not right after a chunk with
  // edits, as in a flood of lookalikes, where it would be checked twice.
  let check = true
  let chunkHadEdit = false
  let found = nextUnstable(text, 0)

  while (found !== -1) {
    // The run of non-ASCII characters around it (a surrogate pair is two).
    let runStart = found
    while (runStart > lastEnd && text.charCodeAt(runStart - 1) > 0x7f) runStart--
    let runEnd = found + 1
    while (runEnd < text.length && text.charCodeAt(runEnd) > 0x7f) runEnd++
    const start = runStart > 0 ? runStart - 1 : runStart

    // Text the fold leaves alone (emoji, scripts outside the stable set) is
    // normalized a chunk at a time, which costs far less than one call per
    // run. A chunk starts at a piece's start and ends before an ASCII
    // character, by the same rule as the pieces, so a chunk that comes back
    // unchanged holds no edit: were a piece to change, its part of the
    // chunk would have to decompose to the same characters in fewer or
    // more characters, which no text does.
    if (runStart >= chunkEnd) {
      if (chunkEnd > 0) check = !chunkHadEdit
      chunkHadEdit = false
      chunkEnd = Math.min(text.length, start + chunkSize)
      while (chunkEnd < text.length && text.charCodeAt(chunkEnd) > 0x7f) chunkEnd++
      if (check) {
        const chunk = text.slice(start, chunkEnd)
        if (foldText(chunk) === chunk) {
          lastEnd = chunkEnd
          found = nextUnstable(text, chunkEnd)
          continue
        }
      }
    }

    lastEnd = runEnd
    found = nextUnstable(text, runEnd)
    if (runEnd - runStart === 1) {
      // One code unit and the ASCII character before it (a lookalike among
      // ASCII text, the common case): keyed by number, no string to make,
      // and the edit it makes (if any) kept with it.
      const key = (start < runStart ? text.charCodeAt(start) * 0x1_00_00 : 0x80_00_00) + text.charCodeAt(runStart)
      // (A flood repeats one piece: the last one is at hand.)
      let unit = key === lastKey ? lastUnit : units.get(key)
      if (unit === undefined) {
        unit = unitFold(text.slice(start, runEnd), start < runStart)
        if (units.size < maxCacheSize) units.set(key, unit)
      }

      lastKey = key
      lastUnit = unit

      if (unit === unchanged) continue
      chunkHadEdit = true
      if (keepBlankLines && unit.replacement === ' ' && (blank ??= new BlankLines(text)).at(runStart)) {
        kept++
        continue
      }

      starts.push(unit.fromRun ? runStart : start)
      ends.push(runEnd)
      replacements.push(unit.replacement)
      continue
    }

    const piece = text.slice(start, runEnd)
    let folded = cache.get(piece)
    if (folded === undefined) {
      folded = foldText(piece)
      if (piece.length <= maxCachedLength && cache.size < maxCacheSize) cache.set(piece, folded)
    }

    if (folded === piece) continue
    chunkHadEdit = true
    if (
      keepBlankLines &&
      /^ +$/.test(folded.slice(start < runStart ? 1 : 0)) &&
      (blank ??= new BlankLines(text)).at(runStart)
    ) {
      kept++
      continue
    }

    const keep = start < runStart && folded.charCodeAt(0) === text.charCodeAt(start)
    starts.push(keep ? runStart : start)
    ends.push(runEnd)
    replacements.push(keep ? folded.slice(1) : folded)
  }

  return {starts, ends, replacements, kept}
}
