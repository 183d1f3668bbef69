import {matchesAt, type RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {quoteLine} from './replace.js'

/**
 * Rule `amendments-heading`, rendered: a line that displays exactly
 * `Amendments`, or `[Amendments]` (a reference definition elsewhere can make
 * that a link that displays `Amendments`). The line gets `> `; a quoted line
 * is already the defanged form.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function amendmentsHeading(line: RenderedLine, edits: RawEdit[]): void {
  if (line.quoted) return
  const text = line.text
  const length = text.endsWith(' ') ? text.length - 1 : text.length
  if (
    (length === 10 && matchesAt(text, 0, 'amendments')) ||
    (length === 12 &&
      text.charCodeAt(0) === 91 &&
      matchesAt(text, 1, 'amendments') &&
      text.charCodeAt(11) === 93)
  ) {
    edits.push(quoteLine(line, 'amendments-heading'))
  }
}
