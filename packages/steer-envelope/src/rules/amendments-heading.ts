import type {HtmlMatcher} from '../html.js'
import {matchesAt} from '../match.js'
import type {RawEdit} from '../types.js'

/**
 * Rule `amendments-heading`: `Amendments` alone on a line, after any
 * wrappers and before any closing marks (a closing hash sequence, a closing
 * HTML tag, closing emphasis or code marks, a trailing table-cell `|`), with
 * spaces or tabs between. The whole line becomes `> ` plus the word in its
 * own case; a line that already reads so is left alone (a fixed point).
 *
 * @param text
 *   Prepared text.
 * @param html
 *   Tag matcher over `text`.
 * @param lineStart
 *   Start of the line.
 * @param contentStart
 *   Where its content starts, after wrappers.
 * @param lineEnd
 *   End of the line (index of `\n`, or the text's length).
 * @returns
 *   The edit, if the line is the heading.
 */
export function amendmentsHeadingAt(
  text: string,
  html: HtmlMatcher,
  lineStart: number,
  contentStart: number,
  lineEnd: number
): RawEdit | undefined {
  if (!matchesAt(text, contentStart, 'amendments')) return undefined
  const wordEnd = contentStart + 10
  if (!closingMarksOnly(text, html, wordEnd, lineEnd)) return undefined

  const replacement = '> ' + text.slice(contentStart, wordEnd)
  if (lineEnd - lineStart === replacement.length && text.startsWith('> ', lineStart)) {
    return undefined
  }

  return {
    start: lineStart,
    end: lineEnd,
    replacement,
    rule: 'amendments-heading',
    engine: 'scan'
  }
}

/**
 * Whether only closing marks and spaces or tabs stand in `[start, end)`.
 *
 * @param text
 *   Prepared text.
 * @param html
 *   Tag matcher over `text`.
 * @param start
 *   End of the word.
 * @param end
 *   End of the line.
 * @returns
 *   Whether the word stands alone.
 */
export function closingMarksOnly(
  text: string,
  html: HtmlMatcher,
  start: number,
  end: number
): boolean {
  let at = start
  while (at < end) {
    const code = text.charCodeAt(at)
    if (
      code === 32 ||
      code === 9 ||
      code === 35 ||
      code === 42 ||
      code === 95 ||
      code === 126 ||
      code === 96 ||
      code === 124
    ) {
      at++
    } else if (code === 60 && text.charCodeAt(at + 1) === 47) {
      const tagEnd = html.tag(at)
      if (tagEnd === -1 || tagEnd > end) return false
      at = tagEnd
    } else {
      return false
    }
  }

  return true
}
