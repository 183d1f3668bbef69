import type {RawEdit} from 'steer-envelope'
import {flatLines} from './flat-lines.js'
import type {RenderedLine} from './line.js'
import {fosterReadings} from './foster.js'
import type {MathReadings} from './math.js'
import {hideUnmatchedRuns} from './backtick-memo.js'
import {charSet} from './char-set.js'
import {isSpaceOrLineEnding} from './flat/text.js'
import {mayHoldToken} from './prefilter.js'
import {hideRubyBlocks} from './ruby-blocks.js'
import {hideRuby} from './ruby.js'
import {lineRules} from './rules/index.js'
import {hideTemplates} from './template.js'

/**
 * The readings of a text that follow how a browser lays out raw HTML away
 * from source order (each at the same offsets, with what leaves the line
 * masked): ruby annotations, blocks inside ruby, text a table moves before
 * it, template content; and code spans as cmark-gfm matches them. The
 * flat model reads each once more, besides the text as written; every
 * reading's edits count. (Math, read for the whole text, is `mathEdits`.)
 *
 * @param text
 *   Text (a piece, or a stretch the flat model reads).
 * @returns
 *   Masked texts (none when the text has no such markup).
 */
export function maskedReadings(text: string): string[] {
  const result: string[] = []
  // Code spans as cmark-gfm matches them (see `backtick-memo.ts`).
  const spans = hideUnmatchedRuns(text)
  if (spans !== undefined) result.push(spans)
  // And with paragraphs ended where a block starts (see `hideUnmatchedRuns`).
  const inBlocks = hideUnmatchedRuns(text, true)
  if (inBlocks !== undefined && inBlocks !== spans) result.push(inBlocks)
  // And with runs inside raw tags, autolinks and link destinations read as
  // the inline parser reads them: no openers (see `passedOver`).
  if (text.includes('<') || text.includes('](') || text.includes('www.') || text.includes('://')) {
    const passing = hideUnmatchedRuns(text, true, true)
    if (passing !== undefined && passing !== inBlocks && passing !== spans) result.push(passing)
  }

  // Each once more with `'` for the masked runs where a space would end a
  // link's destination or a footnote label (`![``a`]`b`](~```~)`; found by
  // fuzz run 61), or open a block (`` #` ``; fuzz run 62; see
  // `needsQuoteMasks`).
  const spaced = result.length
  for (let index = 0; index < spaced; index++) {
    const quoted = quoteMasks(text, result[index]!)
    if (quoted !== undefined) result.push(quoted)
  }
  // Every other reading needs a tag.
  if (!text.includes('<')) return result
  for (const masked of [hideRuby(text), hideRubyBlocks(text), hideTemplates(text)]) {
    if (masked !== undefined) result.push(masked)
  }

  for (const masked of fosterReadings(text)) result.push(masked)
  return result
}

/**
 * @param text
 *   Text.
 * @param masked
 *   A reading of it with backtick runs masked by spaces.
 * @returns
 *   The reading with those runs masked by `'` instead, where a space there
 *   may end a link's destination or a footnote label, or open a block (see
 *   `needsQuoteMasks`), else `undefined`. Linear.
 */
function quoteMasks(text: string, masked: string): string | undefined {
  const starts: number[] = []
  let at = text.indexOf('`')
  while (at !== -1) {
    if (masked.charCodeAt(at) === 32 && (at === 0 || text.charCodeAt(at - 1) !== 96)) starts.push(at)
    at = text.indexOf('`', at + 1)
  }

  if (!needsQuoteMasks(text, starts)) return undefined
  let result = ''
  let last = 0
  at = text.indexOf('`')
  while (at !== -1) {
    if (masked.charCodeAt(at) === 32) {
      result += masked.slice(last, at) + "'"
      last = at + 1
    }

    at = text.indexOf('`', at + 1)
  }

  return result + masked.slice(last)
}

/**
 * Whether a space in place of a masked backtick run may change what the
 * text reads: end an inline link's destination or a footnote label (see
 * `inDestinations`), or, right after the block marks that start its line,
 * make them open a block that ends the paragraph (`` #` `` becomes an ATX
 * heading; `` -`b ``, `` 1.`b ``, `` =` ``, `` ~~~` `` likewise: see
 * `afterBlockMarks`; `` ![``a`]` ``, `` #` ``, `` b]()Work-item context` ``,
 * where cmark-gfm leaves the second line's run unmatched; found by fuzz
 * run 62). Those runs are then read masked by `'` too, which opens nothing.
 *
 * @param text
 *   Text.
 * @param starts
 *   Starts of the masked runs, in order.
 * @returns
 *   Whether a space may.
 */
export function needsQuoteMasks(text: string, starts: readonly number[]): boolean {
  return inDestinations(text, starts) || starts.some((start) => afterBlockMarks(text, start))
}

/** Block marks (quote, ATX, bullet, ordered, setext, fence, delimiter row) and white space. */
const blockMarks = charSet('>#-*+=~.)|:0123456789 \t')

/**
 * Whether a backtick run at `start` comes after block marks (quote, ATX,
 * bullet, ordered, setext, fence and delimiter row marks) and white space
 * only, not first on its line. Linear over many runs: the walk back stops
 * at the first other character, and a backtick is one.
 *
 * @param text
 *   Text.
 * @param start
 *   Start of a run.
 * @returns
 *   Whether it does.
 */
function afterBlockMarks(text: string, start: number): boolean {
  // (White space between counts too: `` = ` `` is a setext underline
  // once the run is a space; found by fuzz run 63.)
  if (start === 0) return false
  const before = text.charCodeAt(start - 1)
  if (before === 10 || before === 13) return false
  let at = start - 1
  while (at >= 0) {
    const code = text.charCodeAt(at)
    if (code === 10 || code === 13) return true
    if (code >= 128 || blockMarks[code] !== 1) return false
    at--
  }

  return true
}

/**
 * Whether a masked backtick run may stand in an inline link's destination
 * or a footnote label, which a space would end: a `](` or `[^` stands
 * before it with no white space between, and a character that is not
 * white space after it (`` ![``a`]`b`](~```~)Instruction from @` ``;
 * `` [^`]: ``, then a delimiter row; found by fuzz run 61).
 * Linear: the text is read once up to the last run.
 *
 * @param text
 *   Text.
 * @param starts
 *   Starts of the masked runs, in order.
 * @returns
 *   Whether one may.
 */
function inDestinations(text: string, starts: readonly number[]): boolean {
  // The last white space, and the last `](` or `[^`, before the place read
  // to.
  let blank = -1
  let open = -1
  // Whether only white space stands after the last `](` so far: a
  // destination may start past it (`` ![``a`]`b`]( -`~)Instruction from
  // @ ``; found by fuzz run 62).
  let leading = false
  let at = 0
  for (const start of starts) {
    for (; at < start; at++) {
      const code = text.charCodeAt(at)
      if (isSpaceOrLineEnding(code)) {
        if (!leading) blank = at
      } else {
        leading = code === 40 && at > 0 && text.charCodeAt(at - 1) === 93
        if (leading || (code === 94 && at > 0 && text.charCodeAt(at - 1) === 91)) open = at
      }
    }

    let end = start
    while (text.charCodeAt(end) === 96) end++
    if (open > blank && end < text.length && !isSpaceOrLineEnding(text.charCodeAt(end))) return true
  }

  return false
}

/**
 * Token edits of every masked reading (`maskedReadings`) of a slice of a
 * text, read by the flat model, in the text's offsets. A reading that
 * cannot display a token is not read (nested tables mask most of a text
 * once per depth, and the flat model reading each cost the most of
 * `nested tables with stray text`).
 *
 * @param text
 *   Whole text.
 * @param start
 *   Start of the slice.
 * @param slice
 *   The slice (a piece, or a stretch the flat model reads).
 * @param found
 *   Edits found so far (appended to).
 * @param definitionsAsText
 *   Read link definitions as paragraph text (see `flatLines`; default:
 *   no).
 * @returns
 *   Nothing.
 */
export function maskedReadingEdits(text: string, start: number, slice: string, found: RawEdit[], definitionsAsText = false): undefined {
  for (const masked of maskedReadings(slice)) {
    if (!mayHoldToken(masked, 0, masked.length)) continue
    for (const edit of maskedEdits(text, start, masked, definitionsAsText)) found.push(edit)
  }
}

/**
 * Token edits of one masked reading of `[start, end)` of a text, read by the
 * flat model, in the text's offsets.
 *
 * A heading's `> ` goes at the start of its line, and the core breaks a
 * line before every HTML construct not at a line start: where the line
 * starts with a construct the reading masks (`<!--<div>` in a ruby), a
 * `> ` before it would end up alone on its line, and the construct after
 * it unquoted, on every run (found by review 31). It goes before the first
 * character the reading shows instead.
 *
 * @param text
 *   Whole text.
 * @param start
 *   Start of the slice read.
 * @param masked
 *   The masked slice.
 * @param definitionsAsText
 *   Read link definitions as paragraph text (default: no).
 * @returns
 *   Edits.
 */
export function maskedEdits(text: string, start: number, masked: string, definitionsAsText = false): RawEdit[] {
  const found: RawEdit[] = []
  const sink = (line: RenderedLine): undefined => {
    lineRules(line, found)
  }

  // Twice where a fence may get a heading's `> ` (see `flatLineEdits`).
  if (flatLines(masked, 0, masked.length, sink, undefined, false, definitionsAsText)) {
    flatLines(masked, 0, masked.length, sink, undefined, true, definitionsAsText)
  }

  for (const edit of found) {
    // A line feed the reading joins to the line before it (math's joined
    // white space) where a block tag starts a line in that reading: the
    // `> ` goes at the source line's start, after it. Before it, the core
    // would break it off after the tag, one more line on every run.
    if (edit.start === edit.end && masked.charCodeAt(edit.start) !== 10 && text.charCodeAt(start + edit.start) === 10) {
      edit.start++
      edit.end++
    }

    if (edit.start === edit.end && masked.charCodeAt(edit.start) === 42 && text.charCodeAt(start + edit.start) === 60) {
      let at = edit.start
      while (at < masked.length && (masked.charCodeAt(at) === 42 || masked.charCodeAt(at) === 32 || masked.charCodeAt(at) === 9)) at++
      if (at < masked.length && masked.charCodeAt(at) !== 10) edit.end = at
      edit.start = edit.end
    }

    edit.start += start
    edit.end += start
  }

  return found
}

/**
 * Token edits of the math readings (see `math.ts`) in `[start, end)` of a
 * text, in the text's offsets. Only the lines a reading changes are read
 * (the stretches of non-blank lines with a `$`, as math ends with its
 * paragraph, and math fences), and only where the pre-filter finds a token
 * word the reading may show.
 *
 * @param text
 *   Whole text.
 * @param start
 *   Start of the piece, or of the stretch the flat model reads.
 * @param end
 *   Its end.
 * @param math
 *   The whole text's math readings.
 * @returns
 *   Edits.
 */
export function mathEdits(text: string, start: number, end: number, math: MathReadings): RawEdit[] {
  const found: RawEdit[] = []
  const plain = math.plain()
  if (plain === undefined) return found
  const spans = math.changes(start, end)
  for (const reading of [plain, math.joined()!]) {
    for (let index = 0; index < spans.length; index += 2) {
      const from = spans[index]!
      const to = spans[index + 1]!
      if (!mayHoldToken(reading, from, to)) continue
      for (const edit of maskedEdits(text, from, reading.slice(from, to))) found.push(edit)
    }
  }

  return found
}
