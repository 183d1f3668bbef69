import type {Edit, Point, RawEdit, RuleId} from './types.js'

/**
 * Apply sorted, non-overlapping edits to `input`.
 *
 * @param input
 *   Text the edits were made against.
 * @param edits
 *   Edits in application order (sorted by `start`; insertions at one point
 *   apply in array order).
 * @returns
 *   The edited text.
 * @throws {RangeError}
 *   When an edit is out of bounds or overlaps the one before it.
 */
export function applyEdits(
  input: string,
  edits: ReadonlyArray<Pick<RawEdit, 'start' | 'end' | 'replacement'>>
): string {
  const parts: string[] = []
  let last = 0
  for (const edit of edits) {
    if (edit.start < last || edit.end < edit.start || edit.end > input.length) {
      throw new RangeError(
        'Cannot apply edit `' +
          edit.start +
          '-' +
          edit.end +
          '`: expected sorted, non-overlapping edits within `0-' +
          input.length +
          '` (previous edit ends at `' +
          last +
          '`)'
      )
    }

    parts.push(input.slice(last, edit.start), edit.replacement)
    last = edit.end
  }

  parts.push(input.slice(last))
  return parts.join('')
}

/**
 * Compose two edit lists: `first` maps text A to text B, `second` maps B to
 * C; the result maps A to C.
 *
 * An edit of `second` that touches the output of an edit of `first` absorbs
 * it (the absorbed rule is listed in `merged`), so the result never overlaps.
 *
 * @param first
 *   Edits against A.
 * @param second
 *   Edits against B (the output of `first`).
 * @returns
 *   Edits against A.
 */
export function composeEdits(
  first: ReadonlyArray<RawEdit>,
  second: ReadonlyArray<RawEdit>
): RawEdit[] {
  if (first.length === 0) return [...second]
  if (second.length === 0) return [...first]

  // Output positions (in B) of every edit of `first`.
  const bStart: number[] = []
  const bEnd: number[] = []
  let delta = 0
  for (const edit of first) {
    const start = edit.start + delta
    bStart.push(start)
    bEnd.push(start + edit.replacement.length)
    delta += edit.replacement.length - (edit.end - edit.start)
  }

  const result: RawEdit[] = []
  let index = 0
  // `delta` of all first edits emitted so far (B = A + delta outside edits).
  delta = 0

  for (const edit of second) {
    const x = edit.start
    const y = edit.end

    // Emit first edits wholly before this one (a deletion at `x` included,
    // so that `x` maps to the point after it).
    while (index < first.length && bEnd[index] <= x) {
      const f = first[index]
      result.push(f)
      delta += f.replacement.length - (f.end - f.start)
      index++
    }

    // First edits whose output this one touches (a deletion strictly inside
    // counts; one at either edge does not).
    let groupEnd = index
    while (
      groupEnd < first.length &&
      bStart[groupEnd] < y &&
      bEnd[groupEnd] > x
    ) {
      groupEnd++
    }

    if (groupEnd === index) {
      result.push({...edit, start: x - delta, end: y - delta})
      continue
    }

    const g0 = first[index]
    const gl = first[groupEnd - 1]
    let start: number
    let prefix = ''
    if (x <= bStart[index]) {
      start = x - delta
    } else {
      start = g0.start
      prefix = g0.replacement.slice(0, x - bStart[index])
    }

    const merged = new Set<RuleId>(edit.merged ?? [])
    for (let i = index; i < groupEnd; i++) {
      const f = first[i]
      merged.add(f.rule)
      for (const rule of f.merged ?? []) merged.add(rule)
      delta += f.replacement.length - (f.end - f.start)
    }

    let end: number
    let suffix = ''
    if (y >= bEnd[groupEnd - 1]) {
      end = y - delta
    } else {
      end = gl.end
      suffix = gl.replacement.slice(y - bStart[groupEnd - 1])
    }

    merged.delete(edit.rule)
    const composed: RawEdit = {
      ...edit,
      start,
      end,
      replacement: prefix + edit.replacement + suffix
    }
    if (merged.size > 0) composed.merged = [...merged]
    result.push(composed)
    index = groupEnd
  }

  while (index < first.length) result.push(first[index++])
  return result
}

/**
 * Make a function that turns offsets into the original input into points.
 *
 * Lines end at CR, LF or CRLF, as in `vfile-location`.
 *
 * @param input
 *   The original input.
 * @returns
 *   Offset to point.
 */
export function pointer(input: string): (offset: number) => Point {
  const starts = [0]
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i)
    if (code === 10) starts.push(i + 1)
    else if (code === 13) {
      if (input.charCodeAt(i + 1) === 10) i++
      starts.push(i + 1)
    }
  }

  return function (offset) {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid] <= offset) low = mid
      else high = mid - 1
    }

    return {line: low + 1, column: offset - starts[low] + 1, offset}
  }
}

/**
 * Attach original text and points to raw edits against `input`.
 *
 * @param input
 *   The original input.
 * @param edits
 *   Raw edits against it.
 * @returns
 *   Full edits.
 */
export function toEdits(input: string, edits: ReadonlyArray<RawEdit>): Edit[] {
  if (edits.length === 0) return []
  const point = pointer(input)
  return edits.map(function (edit) {
    const full: Edit = {
      start: edit.start,
      end: edit.end,
      startPoint: point(edit.start),
      endPoint: point(edit.end),
      rule: edit.rule,
      original: input.slice(edit.start, edit.end),
      replacement: edit.replacement
    }
    if (edit.engine) full.engine = edit.engine
    if (edit.merged && edit.merged.length > 0) full.merged = [...edit.merged]
    return full
  })
}
