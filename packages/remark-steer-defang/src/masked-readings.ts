import {fosterReadings} from './foster.js'
import {mathReading} from './math.js'
import {hideRubyBlocks} from './ruby-blocks.js'
import {hideRuby} from './ruby.js'
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
 * @returns
 *   Masked texts of `[start, end)` (none when it has no such markup).
 */
export function maskedReadings(whole: string, start: number, end: number): string[] {
  const text = whole.slice(start, end)
  const result: string[] = []
  // Math is read for the whole text (a math fence may open in a piece before).
  const math = mathReading(whole)
  if (math !== undefined) result.push(math.slice(start, end))
  // Every other reading needs a tag.
  if (!text.includes('<')) return result
  for (const masked of [hideRuby(text), hideRubyBlocks(text), hideTemplates(text)]) {
    if (masked !== undefined) result.push(masked)
  }

  for (const masked of fosterReadings(text)) result.push(masked)
  return result
}
