import {isWordCharAt, matchesAt} from '../match.js'
import type {RawEdit} from '../types.js'

/**
 * Rule `context-heading`: a line beginning `Work-item context` (after
 * wrappers) as a whole word is quoted: leading indentation and wrappers are
 * dropped and the line becomes `> ` plus everything from the phrase to the
 * end of the line. A line that already reads so is left alone.
 *
 * The edit covers the line start through the phrase, so tokens later in the
 * line get edits of their own.
 *
 * @param text
 *   Prepared text.
 * @param lineStart
 *   Start of the line.
 * @param contentStart
 *   Where its content starts, after wrappers.
 * @returns
 *   The edit, if the line is the heading.
 */
export function contextHeadingAt(
  text: string,
  lineStart: number,
  contentStart: number
): RawEdit | undefined {
  if (!matchesAt(text, contentStart, 'work-item context')) return undefined
  const end = contentStart + 17
  if (isWordCharAt(text, end)) return undefined
  if (contentStart === lineStart + 2 && text.startsWith('> ', lineStart)) return undefined
  return {
    start: lineStart,
    end,
    replacement: '> ' + text.slice(contentStart, end),
    rule: 'context-heading',
    engine: 'scan'
  }
}
