import {maskSpans} from './masks.js'

/**
 * Ruby markup a browser does not show in the line: its own style sheet
 * hides `<rp>` (`display: none`, inside `<ruby>` or not) and sets `<rt>`
 * above the line as an annotation. Text on both sides of one then reads as
 * one line (`Instruction<rp>z</rp> from @x`; found by review).
 */

/** An `<rp>` or `<rt>` open tag, or what ends its content. */
const rubyTag = /<(\/?)(r[pt]|ruby)(?=[\s/>])/gi

/**
 * The text with the open tag and content of every `<rp>` and `<rt>` masked
 * as `*` (line feeds kept), which the flat model reads as a mark that
 * displays nothing: read so, the text shows what the browser puts in the
 * line, at the same offsets. Content ends at the next `</rp>`, `</rt>`,
 * `<rp>`, `<rt>` or `</ruby>` (or the end of the text).
 *
 * @param text
 *   Text.
 * @returns
 *   The masked text, or `undefined` when it has no `<rp>` or `<rt>`.
 */
export function hideRuby(text: string): string | undefined {
  const spans: Array<[number, number]> = []
  // Start of the hidden stretch being read, or -1.
  let hiddenFrom = -1
  rubyTag.lastIndex = 0
  let match = rubyTag.exec(text)
  while (match) {
    const closing = match[1] === '/'
    const name = match[2].toLowerCase()
    if (hiddenFrom !== -1 && (closing || name !== 'ruby')) {
      spans.push([hiddenFrom, match.index])
      hiddenFrom = -1
    }

    if (!closing && name !== 'ruby') hiddenFrom = match.index
    match = rubyTag.exec(text)
  }

  if (hiddenFrom !== -1) spans.push([hiddenFrom, text.length])
  return spans.length > 0 ? maskSpans(text, spans) : undefined
}
