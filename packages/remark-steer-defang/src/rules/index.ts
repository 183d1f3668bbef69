import type {RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {amendmentsHeading} from './amendments-heading.js'
import {attribution} from './attribution.js'
import {contextHeading} from './context-heading.js'
import {fence} from './fence.js'

/**
 * Apply every rendered rule to a line.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function lineRules(line: RenderedLine, edits: RawEdit[]): void {
  fence(line, edits)
  attribution(line, edits)
  amendmentsHeading(line, edits)
  contextHeading(line, edits)
}
