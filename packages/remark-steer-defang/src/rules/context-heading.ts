import {isWordCharAt, matchesAt, type RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {quoteLine} from './replace.js'

/**
 * Rule `context-heading`, rendered: a line that displays `Work-item context`
 * first, as a whole word (white space collapses as in HTML). The line gets
 * `> `; a quoted line is already the defanged form.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function contextHeading(line: RenderedLine, edits: RawEdit[]): void {
  if (line.quoted) return
  if (matchesAt(line.text, 0, 'work-item context') && !isWordCharAt(line.text, 17)) {
    edits.push(quoteLine(line, 'context-heading'))
  }
}
