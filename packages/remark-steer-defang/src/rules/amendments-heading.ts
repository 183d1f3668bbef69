import {matchesAt, type RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {quoteLine} from './replace.js'
import {showsLiteral} from './literal.js'

/**
 * Closing marks after a heading word: hashes, emphasis, code, cells,
 * closing tags, and the end of link text (`]`, `](url)`, `][label]`), which
 * another parser may hide.
 */
const closingMarks = /^(?:[ \t#*_~`|]|<\/[A-Za-z][A-Za-z\d-]*[ \t]*>|\](?:\([^)]*\)|\[[^\]]*\])?)+$/

/** The same without the end of link text (`](url)`, `][label]`). */
const closingMarksWithoutLinks = /^(?:[ \t#*_~`|]|<\/[A-Za-z][A-Za-z\d-]*[ \t]*>|\])+$/

/**
 * Rule `amendments-heading`, rendered: a line that displays exactly
 * `Amendments`, or `[Amendments]` (a reference definition elsewhere can make
 * that a link that displays `Amendments`). The line gets `> `; a quoted line
 * is already the defanged form.
 *
 * With `closing`, closing marks the line displays after the word do not
 * shield it either (the spec's `# Amendments #`, `| Amendments |`,
 * `**Amendments**`, `Amendments</b>`; and `[Amendments](url)` shown as text
 * where GitHub shows a link).
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 * @param closing
 *   Whether to allow closing marks (default: `false`).
 */
export function amendmentsHeading(line: RenderedLine, edits: RawEdit[], closing = false): void {
  if (line.quoted) return
  const text = line.text
  let length = text.endsWith(' ') ? text.length - 1 : text.length
  if (closing && length > 10 && matchesAt(text, 0, 'amendments')) {
    const rest = text.slice(10)
    // The end of link text shown as text hides in another parser's link,
    // unless every parser shows it as text (escaped, code: found by review).
    if (
      closingMarksWithoutLinks.test(rest) ||
      (closingMarks.test(rest) && !showsLiteral(line, 10, text.length))
    ) {
      length = 10
    }
  }

  if (
    (length === 10 && matchesAt(text, 0, 'amendments')) ||
    (length === 12 &&
      text.charCodeAt(0) === 91 &&
      matchesAt(text, 1, 'amendments') &&
      text.charCodeAt(11) === 93 &&
      // A reference definition can make `[Amendments]` a link, not when
      // its brackets are escaped or code.
      !showsLiteral(line, 0, 1) &&
      !showsLiteral(line, 11, 12))
  ) {
    edits.push(quoteLine(line, 'amendments-heading'))
  }
}
