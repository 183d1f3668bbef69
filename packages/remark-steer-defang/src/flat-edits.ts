// The flat model's reading of a range of lines, as one call: its lines
// through the line rules, and the heading backstop under them (see
// `heading-skeleton.ts`), which reads only where the flat model reads.
import type {RawEdit} from 'steer-envelope'
import {flatLines} from './flat-lines.js'
import type {FlowState} from './flow-state.js'
import type {RenderedLine} from './line.js'
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
 * @param states
 *   States the range may start in (default: none open).
 */
export function flatLineEdits(
  text: string,
  from: number,
  to: number,
  found: RawEdit[],
  states?: readonly FlowState[] | undefined
): undefined {
  // A fence whose opening line may get a heading's `> ` (which would end
  // it) is read as none, and once more as one: as none, a `<?` in it opens
  // an HTML block that hides what follows the fence, where GitHub shows it
  // when the line gets no `> ` (`~~~ é`, `<?`, `~~~`, a code span across
  // lines; fuzz run 22).
  if (flatLines(text, from, to, sink)) flatLines(text, from, to, sink, undefined, true)
  // Once more for each fence the range may start inside (a piece cut at a
  // blank line in one): its closing fence would read as an opening one,
  // and what follows as code (`` ``` ``, blank, `` ``` ``, `<!--`,
  // `--!>instruction from @`; fuzz run 19).
  for (const state of states ?? []) {
    if (state.kind === 'fence' && flatLines(text, from, to, sink, state)) flatLines(text, from, to, sink, state, true)
  }
  for (const edit of headingSkeletonEdits(text, from, to)) found.push(edit)

  function sink(line: RenderedLine): undefined {
    lineRules(line, found)
  }
}
