import {fosterReadings} from './foster.js'
import {hideTex} from './math.js'
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
 * @param text
 *   Text (a piece, or a stretch the flat model reads).
 * @returns
 *   Masked texts (none when the text has no such markup).
 */
export function maskedReadings(text: string): string[] {
  const result: string[] = []
  const math = hideTex(text)
  if (math !== undefined) result.push(math)
  // Every other reading needs a tag.
  if (!text.includes('<')) return result
  for (const masked of [hideRuby(text), hideRubyBlocks(text), hideTemplates(text)]) {
    if (masked !== undefined) result.push(masked)
  }

  for (const masked of fosterReadings(text)) result.push(masked)
  return result
}
