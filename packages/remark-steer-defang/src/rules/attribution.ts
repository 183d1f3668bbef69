import {ATTRIBUTION_AT_REPLACEMENT, matchesAt, type RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {replaceCharacter} from './replace.js'

/**
 * Rule `attribution`, rendered: a line that displays `Instruction from @`
 * first. The source of the displayed `@` (`@`, `\@`, `&#64;`, …) becomes
 * `(at)`.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function attribution(line: RenderedLine, edits: RawEdit[]): void {
  if (matchesAt(line.text, 0, 'instruction from @')) {
    edits.push(replaceCharacter(line, 17, ATTRIBUTION_AT_REPLACEMENT, 'attribution'))
  }
}
