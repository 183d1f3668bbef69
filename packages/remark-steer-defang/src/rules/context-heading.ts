import {isWordCharAt, matchesAt, type RawEdit} from 'steer-envelope'
import {sourceEnd, sourceStart, type RenderedLine} from '../line.js'
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
  if (matchesAt(line.text, 0, 'work-item context') && endsWord(line)) {
    edits.push(quoteLine(line, 'context-heading'))
  }
}

/**
 * @param line
 *   Rendered line that displays `Work-item context` first.
 * @returns
 *   Whether the word ends there: no word character follows, or the line
 *   drops every mark (the flat model) and dropped source there, most often
 *   a mark that may show as written (`*Work-item* context```math`, where
 *   the backticks open no code: found by a property test). Any gap counts,
 *   which may defang more (`Work-item context<b></b>s`), never less.
 */
function endsWord(line: RenderedLine): boolean {
  if (!isWordCharAt(line.text, 17)) return true
  return line.dropsMarks === true && sourceStart(line, 17) > sourceEnd(line, 16)
}
