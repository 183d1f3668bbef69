// Small text tests of the flat model: bounded searches, escapes, character
// classes, and what a line or stretch may show.
import {isAsciiAlpha} from 'steer-envelope'
import {decodeHtmlReference} from '../character-references.js'

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII digit.
 */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether the line may show a heading's word (a reference may spell it).
 */
export function mayShowHeadingWord(text: string, from: number, to: number): boolean {
  if (indexWithin(text, '&', from, to) === -1) return headingWord.test(text.slice(from, to))
  // References decoded: one that decodes to no letter of a heading word
  // makes none (`~~~ a&#10;b` opens a fence that stays one, so a `<?` in it
  // opens no HTML block; found by the browser oracle).
  let decoded = ''
  let at = from
  while (at < to) {
    const reference = text.charCodeAt(at) === 38 ? decodeHtmlReference(text, at) : undefined
    if (reference && reference.end <= to) {
      decoded += reference.value
      at = reference.end
    } else {
      decoded += text.charAt(at)
      at++
    }
  }

  return headingWord.test(decoded)
}

/** A heading's word, in any case (lookalikes fold to these). */
const headingWord = /amendments|work-item|[^\0-\x7F]/i

/**
 * @param text
 *   Text.
 * @param search
 *   What to find (lower case).
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` holds `search`, ignoring ASCII case.
 */
export function holdsCaseless(text: string, search: string, from: number, to: number): boolean {
  if (indexWithin(text, search, from, to) !== -1) return true
  // Only end tags have letters; look at a lower-cased copy of the line then.
  return search.startsWith('</') && text.slice(from, to).toLowerCase().includes(search)
}

/**
 * Whether the character at `at` is escaped: an odd run of backslashes
 * before it, within the stretch (`\\)` is a backslash, then `)`). Asked
 * only at markup characters, each run is counted once, by the character
 * right after it.
 *
 * @param text
 *   Text.
 * @param from
 *   Start of the stretch.
 * @param at
 *   Index.
 * @returns
 *   Whether it is escaped.
 */
export function isEscaped(text: string, from: number, at: number): boolean {
  let count = 0
  while (at - count - 1 >= from && text.charCodeAt(at - count - 1) === 92) count++
  return count % 2 === 1
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space or a tab.
 */
export function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === 9
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space, tab or line ending.
 */
export function isSpaceOrLineEnding(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13
}

/**
 * `indexOf` bounded to a stretch (searching a whole text from every line
 * would be quadratic).
 *
 * @param text
 *   Text.
 * @param search
 *   What to find.
 * @param from
 *   Start.
 * @param to
 *   End (the match must end by it).
 * @returns
 *   Index, or -1.
 */
export function indexWithin(text: string, search: string, from: number, to: number): number {
  const first = search.charCodeAt(0)
  for (let at = from; at + search.length <= to; at++) {
    if (text.charCodeAt(at) === first && text.startsWith(search, at)) return at
  }

  return -1
}

/**
 * What a line of prepared text is to the second reading: blank, a line
 * starting with `<` (a construct: the core puts each on lines of its own;
 * a `<` that is text only makes one more line start), or text.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Kind.
 */
export function lineKind(text: string, from: number, to: number): 'blank' | 'construct' | 'text' {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code !== 32 && code !== 9) return code === 60 ? 'construct' : 'text'
  }

  return 'blank'
}

/**
 * Whether a stretch can display a letter: every token holds letters, and a
 * displayed letter comes from a letter in the source or from a character
 * reference (escapes apply to punctuation only). Non-ASCII counts, for the
 * letters that fold to ASCII ones (the Kelvin sign, the long s). The cells
 * of a `|` flood are mostly blank; this skips them cheaply.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether it may.
 */
export function mayShowLetters(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (isAsciiAlpha(code) || code === 38 || code > 127) return true
  }

  return false
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is ASCII punctuation (escapable in Markdown).
 */
export function isAsciiPunctuation(code: number): boolean {
  return (
    (code >= 33 && code <= 47) ||
    (code >= 58 && code <= 64) ||
    (code >= 91 && code <= 96) ||
    (code >= 123 && code <= 126)
  )
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @param quotes
 *   Whether a line of quote markers and white space counts as blank too
 *   (blank in its quote; default: no).
 * @returns
 *   Start of the first blank line after the line `from` is on (white space
 *   only), or the end of the text.
 */
export function blankLineAfter(text: string, from: number, quotes = false): number {
  let lineFeed = text.indexOf('\n', from)
  while (lineFeed !== -1) {
    let at = lineFeed + 1
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || (quotes && text.charCodeAt(at) === 62)) at++
    if (at >= text.length || text.charCodeAt(at) === 10) return lineFeed + 1
    lineFeed = text.indexOf('\n', at)
  }

  return text.length
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index.
 * @returns
 *   Whether only white space and `>` (quote markers) come before `index` on
 *   its line.
 */
export function startsLine(text: string, index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const code = text.charCodeAt(at)
    if (code === 10) return true
    if (code !== 32 && code !== 9 && code !== 62) return false
  }

  return true
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `<`.
 * @returns
 *   Whether a CDATA opener starts there in any case (`<![cdata[`), as
 *   cmark-gfm 0.29 matches it (micromark and browsers: upper case only).
 */
export function cdataAnyCase(text: string, at: number): boolean {
  return text.charCodeAt(at + 1) === 33 && text.charCodeAt(at + 2) === 91 && text.slice(at + 3, at + 9).toUpperCase() === 'CDATA['
}

/**
 * Where a CDATA section's content that starts at `from` ends, as cmark-gfm
 * 0.29 reads it: its content holds no `]]` that `>` does not follow, except
 * that such a `]]` takes the character after it along (so `]]]>` ends none:
 * `<![CDATA[x]]]>` is text on GitHub; micromark and browsers end it there).
 *
 * @param text
 *   Text.
 * @param from
 *   Index after `<![CDATA[`.
 * @param to
 *   Where to stop looking.
 * @returns
 *   Index after its `]]>`, or -1.
 */
export function cmarkCdataEnd(text: string, from: number, to: number): number {
  let at = from
  while (at < to) {
    // Bounded by `to`: a line with an opener and no `]]` must not search
    // the rest of the text (a flood of such lines would be quadratic).
    const brackets = indexWithin(text, ']]', at, to)
    if (brackets === -1 || brackets + 2 >= to) return -1
    if (text.charCodeAt(brackets + 2) === 62 /* `>` */) return brackets + 3
    at = brackets + 3
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @param to
 *   End.
 * @returns
 *   Index of the first character in `[from, to)` that is no space or tab.
 */
export function skipSpaceOrTab(text: string, from: number, to: number): number {
  let at = from
  while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
  return at
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   Whether a task item's box stands there: `[ ]`, `[x]` or `[X]` (what
 *   follows it is the caller's to check).
 */
export function isTaskBox(text: string, at: number): boolean {
  const mark = text.charCodeAt(at + 1)
  return text.charCodeAt(at) === 91 && text.charCodeAt(at + 2) === 93 && (mark === 32 || mark === 120 || mark === 88)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @param to
 *   Bound.
 * @returns
 *   Index after brackets that hold a run of spaces or tabs alone (which a
 *   browser shows as a task box's `[ ]`) at `from`, or `from`.
 */
export function pastBlankBox(text: string, from: number, to: number): number {
  if (text.charCodeAt(from) !== 91) return from
  const close = skipSpaceOrTab(text, from + 1, to)
  return close > from + 1 && close < to && text.charCodeAt(close) === 93 ? close + 1 : from
}

/**
 * @param sorted
 *   Sorted numbers.
 * @param limit
 *   Bound.
 * @returns
 *   Index of the last number below `limit` (-1 if none).
 */
export function lastBelow(sorted: readonly number[], limit: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle]! < limit) low = middle + 1
    else high = middle
  }

  return low - 1
}

/**
 * Where a link title ends, as cmark-gfm 0.29 (GitHub) reads it: the longest
 * match of its title pattern, in which a backslash may also stand for
 * itself. So a closing mark with a backslash right before it may close the
 * title (`[](x "\")Amendments` is a link with the title `\`) or stand in
 * it: the title ends at the first closing mark with no backslash before it,
 * or else at the last one. CommonMark (and micromark) read `\"` as an
 * escaped quote (found by fuzz run 46). In a `(…)` title, a `(` with no
 * backslash before it ends the match.
 *
 * @param text
 *   Text.
 * @param open
 *   Index of the title's opener (`"`, `'`, `(`).
 * @param to
 *   End of the stretch read (a title that may go on past it is read as
 *   ending in it).
 * @returns
 *   Index of the closing mark, or -1 when none closes it before `to`.
 */
export function cmarkTitleClose(text: string, open: number, to: number): number {
  const opener = text.charCodeAt(open)
  const closer = opener === 40 ? 41 : opener
  let close = -1
  for (let at = open + 1; at < to; at++) {
    const code = text.charCodeAt(at)
    const escaped = text.charCodeAt(at - 1) === 92 /* `\` */
    if (code === closer) {
      close = at
      if (!escaped) break
    } else if (opener === 40 && code === 40 && !escaped) {
      break
    }
  }

  return close
}
