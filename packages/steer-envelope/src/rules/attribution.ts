import {ATTRIBUTION_AT_REPLACEMENT} from '../constants.js'
import {matchesAt} from '../match.js'
import type {RawEdit} from '../types.js'

/**
 * Rule `attribution`: `Instruction from @` at the start of a line (after
 * wrappers) or after any `|` in the line becomes `Instruction from (at)`.
 * Only the `@` changes.
 *
 * @param text
 *   Prepared text.
 * @param contentStart
 *   Where the line's content (or a cell's) starts, after wrappers.
 * @returns
 *   The edit, if the attribution is there.
 */
export function attributionAt(text: string, contentStart: number): RawEdit | undefined {
  if (!matchesAt(text, contentStart, 'instruction from @')) return undefined
  const end = contentStart + 18
  return {
    start: contentStart,
    end,
    replacement: text.slice(contentStart, end - 1) + ATTRIBUTION_AT_REPLACEMENT,
    rule: 'attribution',
    engine: 'scan'
  }
}
