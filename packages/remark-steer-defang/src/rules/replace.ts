import type {RawEdit, TokenRuleId} from 'steer-envelope'
import {sourceEnd, sourceStart, type RenderedLine} from '../line.js'

/**
 * An edit that rewrites the source of one displayed character.
 *
 * When the character shares its source with others (a reference that
 * decodes to several characters), the whole span is rewritten to their
 * displayed text with this character replaced, so nothing else is lost.
 *
 * @param line
 *   Rendered line.
 * @param index
 *   Index of the character in `line.text`.
 * @param replacement
 *   What the character becomes.
 * @param rule
 *   Rule.
 * @returns
 *   Edit against the prepared text.
 */
export function replaceCharacter(
  line: RenderedLine,
  index: number,
  replacement: string,
  rule: TokenRuleId
): RawEdit {
  const shared = line.shared.get(index)
  const value = shared
    ? shared.value.slice(0, shared.index) + replacement + shared.value.slice(shared.index + 1)
    : replacement
  return {
    start: sourceStart(line, index),
    end: sourceEnd(line, index),
    replacement: value,
    rule,
    engine: 'ast'
  }
}

/**
 * An edit that quotes a line: `> ` inserted where the line starts.
 *
 * @param line
 *   Rendered line.
 * @param rule
 *   Rule.
 * @returns
 *   Insertion against the prepared text.
 */
export function quoteLine(line: RenderedLine, rule: TokenRuleId): RawEdit {
  return {start: line.insertAt, end: line.insertAt, replacement: '> ', rule, engine: 'ast'}
}
