import {applyEdits, type Edit} from 'steer-envelope'
import {expect} from 'vitest'

/**
 * Assert the edit invariants every engine promises: edits are sorted and
 * never overlap, each quotes the input exactly, and applying them to the
 * input yields the output (so outside the edits, output equals input).
 *
 * @param input
 *   Input.
 * @param result
 *   Output and edits.
 */
export function expectConsistentEdits(
  input: string,
  result: {value: string; edits: ReadonlyArray<Edit>}
): void {
  expect(applyEdits(input, result.edits)).toBe(result.value)
  let last = 0
  for (const edit of result.edits) {
    expect(edit.start).toBeGreaterThanOrEqual(last)
    expect(edit.end).toBeGreaterThanOrEqual(edit.start)
    expect(input.slice(edit.start, edit.end)).toBe(edit.original)
    last = edit.end
  }
}

/**
 * Assert that the plugin's messages (as kept in `messages.json`) hold one
 * warning per edit, in order, with the edit's rule, place, original and
 * replacement.
 *
 * @param json
 *   Messages, as JSON.
 * @param edits
 *   Edits of the engine.
 */
export function expectWarningPerEdit(json: string, edits: ReadonlyArray<Edit>): void {
  const warnings = (
    JSON.parse(json) as Array<{
      severity: string
      ruleId: string
      actual: string
      expected: string[]
      place: {start: {offset: number}; end: {offset: number}}
    }>
  ).filter((message) => message.severity === 'warning')
  expect(
    warnings.map((message) => [message.ruleId, message.place.start.offset, message.place.end.offset, message.actual, message.expected])
  ).toEqual(edits.map((edit) => [edit.rule, edit.start, edit.end, edit.original, [edit.replacement]]))
}
