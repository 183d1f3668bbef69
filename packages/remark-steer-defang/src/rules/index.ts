import type {RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {amendmentsHeading} from './amendments-heading.js'
import {attribution} from './attribution.js'
import {contextHeading} from './context-heading.js'
import {fence} from './fence.js'

/**
 * Apply every rendered rule to a line.
 *
 * GitHub turns a list item whose text starts with `[ ]` or `[x]` into a
 * task item after rendering, so a checkbox is shown even where the Markdown
 * parser saw text (`1. \[ ] …`, `&#91; ]`): the line-start rules also apply
 * after such a start (on any line: conservative).
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function lineRules(line: RenderedLine, edits: RawEdit[]): void {
  fence(line, edits)
  lineStartRules(line, edits)
  const rest = afterCheckbox(line)
  if (rest) lineStartRules(rest, edits)
}

/**
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
function lineStartRules(line: RenderedLine, edits: RawEdit[]): void {
  attribution(line, edits)
  amendmentsHeading(line, edits)
  contextHeading(line, edits)
}

/**
 * @param line
 *   Rendered line.
 * @returns
 *   The line after a leading `[ ]`, `[x]` or `[X]` and white space, if it
 *   starts so.
 */
function afterCheckbox(line: RenderedLine): RenderedLine | undefined {
  const text = line.text
  const mark = text.charCodeAt(1)
  if (
    text.charCodeAt(0) !== 91 ||
    (mark !== 32 && mark !== 120 && mark !== 88) ||
    text.charCodeAt(2) !== 93 ||
    text.charCodeAt(3) !== 32
  ) {
    return undefined
  }

  const from = 4
  const shared = new Map<number, {value: string; index: number}>()
  for (const [index, value] of line.shared) {
    if (index >= from) shared.set(index - from, value)
  }

  return {
    text: text.slice(from),
    starts: line.starts.slice(from),
    ends: line.ends.slice(from),
    shared,
    insertAt: line.insertAt,
    quoted: line.quoted
  }
}
