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
