// The flat model's reading of a range of lines, as one call: its lines
// through the line rules, and the heading backstop under them (see
// `heading-skeleton.ts`), which reads only where the flat model reads.
import type {RawEdit} from 'steer-envelope'
import {flatLines} from './flat-lines.js'
import {headingSkeletonEdits} from './heading-skeleton.js'
import {lineRules} from './rules/index.js'

/**
 * Token edits of the flat model over `[from, to)` of a text, with those of
 * the heading backstop.
 *
 * @param text
 *   Text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @param found
 *   List to add to.
 */
export function flatLineEdits(text: string, from: number, to: number, found: RawEdit[]): undefined {
  flatLines(text, from, to, function (line) {
    lineRules(line, found)
  })
  for (const edit of headingSkeletonEdits(text, from, to)) found.push(edit)
}
