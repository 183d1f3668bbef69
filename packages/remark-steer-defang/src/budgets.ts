import {isAtxHeadingLine} from './cuts.js'
import {lastBelow} from './flat/text.js'
import type {FallbackReason} from './types.js'

/**
 * Most lazy continuation lines, and most table-like lines (holding `|`),
 * in one block between blank lines: micromark re-walks the block for each
 * (quadratic past a few hundred).
 */
const maxBlockLines = 512

/**
 * Most lines in one list between blank lines (from its first item marker
 * on): micromark's cost per line grows with a tight list, nested lists
 * most. Measured here: tight lists two or three levels deep cost 1.3–1.6×
 * realistic Markdown per byte up to 100 lines, 1.6–2.2× at 200 and 3–4×
 * at 280–300; a list whose items hold tokens is parsed twice (the second
 * look at the output).
 */
const maxListLines = 100

/** Limits on what one parse may be given. */
export interface PieceBudgets {
  /** Largest piece, in UTF-16 code units. */
  maxPieceLength: number
  /** Most container markers at the start of a line. */
  maxDepth: number
  /** Most `*` `_` `~` `[` `]` in one block between blank lines. */
  maxMarkup: number
  /** Length small pieces are merged up to (`MERGE_LENGTH`; tests lower it). */
  mergeLength?: number
  /** Whether to skip pieces that cannot display a token (tests turn it off). */
  prefilter?: boolean
}

/**
 * Check a piece against the budgets before parsing it, with one linear
 * scan. These are the inputs on which micromark is slow or overflows its
 * stack: long pieces (quadratic container handling), deep container runs on
 * one line (`* * * …`, recursion), long runs of emphasis or bracket
 * characters in one paragraph (quadratic resolution), and blocks with many
 * lazy lines or table rows.
 *
 * @param text
 *   Prepared text.
 * @param from
 *   Piece start.
 * @param to
 *   Piece end.
 * @param budgets
 *   Limits.
 * @param cuts
 *   Sorted cuts (see `cutCandidates`): each starts a block, so counts start
 *   again there (a paragraph over the markup budget falls back alone, and
 *   the quote below it is parsed).
 * @returns
 *   Why the piece must not be parsed, or `undefined`.
 */
export function overBudget(
  text: string,
  from: number,
  to: number,
  budgets: PieceBudgets,
  cuts: ReadonlyArray<number> = []
): FallbackReason | undefined {
  if (to - from > budgets.maxPieceLength) return 'too-large'
  // Counts per block (a blank line ends one, and with it a paragraph).
  let markup = 0
  let lazy = 0
  let pipes = 0
  let listLines = 0
  let inContainer = false
  let inList = false
  let lineStart = from
  // (The first cut at or past `from`; one there changes nothing.)
  let cut = lastBelow(cuts, from) + 1
  while (lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    while (cut < cuts.length && cuts[cut] < lineStart) cut++
    if (cuts[cut] === lineStart) reset()
    const depth = containerDepth(text, lineStart, lineEnd, budgets.maxDepth)
    if (depth > budgets.maxDepth) return 'too-deep'
    // A column-0 ATX heading ends the block above it and takes no line
    // after it: its markup counts apart, as `cutCandidates` cuts around it.
    const heading = isAtxHeadingLine(text, lineStart, lineEnd)
    if (heading) reset()

    let blank = true
    let pipe = false
    for (let index = lineStart; index < lineEnd; index++) {
      const code = text.charCodeAt(index)
      if (code !== 32 && code !== 9) blank = false
      if (code === 42 || code === 95 || code === 126 || code === 91 || code === 93) markup++
      else if (code === 124) pipe = true
    }

    if (blank) {
      reset()
    } else {
      const first = text.charCodeAt(lineStart)
      if (depth > 0) inContainer = true
      else if (inContainer && first !== 32 && first !== 9) lazy++
      if (pipe) pipes++
      if (!inList && depth > 0) inList = hasListMarker(text, lineStart, lineEnd)
      if (inList) listLines++
    }

    if (
      markup > budgets.maxMarkup ||
      lazy > maxBlockLines ||
      pipes > maxBlockLines ||
      listLines > maxListLines
    ) {
      return 'too-complex'
    }

    if (heading) reset()

    lineStart = lineEnd + 1
  }

  return undefined

  /**
   * Start counting a new block.
   */
  function reset(): undefined {
    markup = 0
    lazy = 0
    pipes = 0
    listLines = 0
    inContainer = false
    inList = false
  }
}

/**
 * Count the container markers (`>`, bullets, ordered markers) a line starts
 * with, stopping past `limit`.
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @param limit
 *   Count to stop after.
 * @returns
 *   Markers counted (at most `limit + 1`).
 */
function containerDepth(text: string, lineStart: number, lineEnd: number, limit: number): number {
  let depth = 0
  let at = lineStart
  while (at < lineEnd && depth <= limit) {
    let code = text.charCodeAt(at)
    while (code === 32 || code === 9) code = text.charCodeAt(++at)
    if (at >= lineEnd) break
    if (code === 62 /* `>` */) {
      at++
    } else {
      const end = listMarkerEnd(text, at, lineEnd)
      if (end === -1) break
      at = end
    }

    depth++
  }

  return depth
}

/**
 * Whether the container markers a line starts with include a list item
 * marker (after any `>`).
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Whether a bullet or ordered marker opens the line.
 */
function hasListMarker(text: string, lineStart: number, lineEnd: number): boolean {
  let at = lineStart
  while (at < lineEnd) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9 && code !== 62 /* `>` */) return listMarkerEnd(text, at, lineEnd) !== -1
    at++
  }

  return false
}

/**
 * Match a list item marker (a bullet, or up to nine digits and `.` or `)`)
 * followed by white space or the line end.
 *
 * @param text
 *   Text.
 * @param at
 *   Position.
 * @param lineEnd
 *   Line end.
 * @returns
 *   End of the marker, or -1.
 */
function listMarkerEnd(text: string, at: number, lineEnd: number): number {
  const code = text.charCodeAt(at)
  if (code === 42 || code === 43 || code === 45) return isSpaceOrEnd(text, at + 1, lineEnd) ? at + 1 : -1
  if (!isDigit(code)) return -1
  let end = at
  while (end < lineEnd && end - at < 9 && isDigit(text.charCodeAt(end))) end++
  const marker = text.charCodeAt(end)
  return (marker === 46 || marker === 41) && isSpaceOrEnd(text, end + 1, lineEnd) ? end + 1 : -1
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Whether `index` is a space, a tab, or the line end.
 */
function isSpaceOrEnd(text: string, index: number, lineEnd: number): boolean {
  if (index >= lineEnd) return true
  const code = text.charCodeAt(index)
  return code === 32 || code === 9
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
