/** Sorted, non-overlapping edits from some text A to a text B. */
interface EditLike {
  /** Start in A. */
  start: number
  /** End in A. */
  end: number
  /** Replacement (in B). */
  replacement: string
}

/**
 * Map offsets in B (the output of `edits`) back to A. An offset inside a
 * replacement maps to the start of the edit it came from (or its end, for
 * the end of a range).
 *
 * @param edits
 *   Edits from A to B.
 * @returns
 *   Offset in B to offset in A.
 */
export function outputToInput(
  edits: ReadonlyArray<EditLike>
): (offset: number, side: 'start' | 'end') => number {
  const outStart: number[] = []
  const outEnd: number[] = []
  let delta = 0
  for (const edit of edits) {
    const start = edit.start + delta
    outStart.push(start)
    outEnd.push(start + edit.replacement.length)
    delta += edit.replacement.length - (edit.end - edit.start)
  }

  return function (offset, side) {
    // Last edit whose output starts at or before `offset`.
    let low = 0
    let high = edits.length - 1
    let found = -1
    while (low <= high) {
      const mid = (low + high) >> 1
      if (outStart[mid] <= offset) {
        found = mid
        low = mid + 1
      } else {
        high = mid - 1
      }
    }

    if (found === -1) return offset
    const edit = edits[found]
    if (offset < outEnd[found] || (offset === outStart[found] && side === 'start')) {
      return side === 'start' ? edit.start : edit.end
    }

    return edit.end + (offset - outEnd[found])
  }
}
