import type {RawEdit} from 'steer-envelope'
import {flatLines} from './flat-lines.js'
import {fosterReadings} from './foster.js'
import type {MathReadings} from './math.js'
import {mayHoldToken} from './prefilter.js'
import {hideRubyBlocks} from './ruby-blocks.js'
import {hideRuby} from './ruby.js'
import {lineRules} from './rules/index.js'
import {hideTemplates} from './template.js'

/**
 * The readings of a text that follow how a browser lays out raw HTML away
 * from source order (each at the same offsets, with what leaves the line
 * masked): ruby annotations, blocks inside ruby, text a table moves before
 * it, template content; and math as TeX shows it (`math.ts`). The flat model reads each once more, besides the
 * text as written; every reading's edits count.
 *
 * @param whole
 *   Whole text.
 * @param start
 *   Start of the piece, or of the stretch the flat model reads.
 * @param end
 *   Its end.
 * @param math
 *   The whole text's math readings.
 * @returns
 *   Masked texts of `[start, end)` (none when it has no such markup).
 */
export function maskedReadings(whole: string, start: number, end: number, math: MathReadings): string[] {
  const text = whole.slice(start, end)
  const result: string[] = []
  // Math is read for the whole text (a math fence may open in a piece
  // before), as written and with white space joined as math mode does; a
  // reading that cannot show a token is not read.
  const plain = math.plain()
  if (plain !== undefined) {
    if (mayHoldToken(plain, start, end)) result.push(plain.slice(start, end))
    const joined = math.joined()!
    if (mayHoldToken(joined, start, end)) result.push(joined.slice(start, end))
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
 * @returns
 *   Edits.
 */
export function maskedEdits(text: string, start: number, masked: string): RawEdit[] {
  const found: RawEdit[] = []
  flatLines(masked, 0, masked.length, function (line) {
    lineRules(line, found)
  })

  for (const edit of found) {
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
