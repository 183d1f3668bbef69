import type {Edit, Point, RawEdit, RuleId} from './types.js'

/** Rules that defang a token: a composed edit is reported as one of these first. */
export const tokenRules: ReadonlySet<RuleId> = new Set<RuleId>([
  'fence',
  'attribution',
  'amendments-heading',
  'context-heading'
])

/** Rules whose edit rewrites a line from its start (wrappers dropped, `>` written). */
export const headingRules: ReadonlySet<RuleId> = new Set<RuleId>(['amendments-heading', 'context-heading'])

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
  // Concatenation beats collecting parts here: V8 builds a rope. Two
  // appends, not one of a sum, which would make a string per edit more.
  let result = ''
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

    result += input.slice(last, edit.start)
    result += edit.replacement
    last = edit.end
  }

  return result + input.slice(last)
}

/**
 * Compose two edit lists: `first` maps text A to text B, `second` maps B to
 * C; the result maps A to C.
 *
 * Edits of `second` that touch the output of an edit of `first` absorb it
 * (the absorbed rule is listed in `merged`); edits of `second` that touch
 * the same edit of `first` become one edit. So the result never overlaps.
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

  // Output positions (in B) of every edit of `first`. Typed arrays and a
  // result of known size: token-dense bodies compose hundreds of thousands
  // of edits, and growing arrays is what costs there.
  const bStart = new Int32Array(first.length)
  const bEnd = new Int32Array(first.length)
  let delta = 0
  for (let index = 0; index < first.length; index++) {
    const edit = first[index]
    const start = edit.start + delta
    bStart[index] = start
    bEnd[index] = start + edit.replacement.length
    delta += edit.replacement.length - (edit.end - edit.start)
  }

  /**
   * Whether the `second` edit `s` touches the output of `first[f]` (a
   * deletion strictly inside counts; one at either edge does not).
   *
   * @param s
   *   Edit of `second`.
   * @param f
   *   Index into `first`.
   * @returns
   *   Whether they touch.
   */
  function touches(s: RawEdit, f: number): boolean {
    return bStart[f] < s.end && bEnd[f] > s.start
  }

  const result: RawEdit[] = new Array<RawEdit>(first.length + second.length)
  let count = 0
  let i = 0
  let j = 0
  // B = A + delta outside the edits of `first` emitted or absorbed so far.
  delta = 0

  while (j < second.length) {
    const head = second[j]

    // First edits wholly before (a deletion at `head.start` included, so that
    // the start maps to the point after it).
    while (i < first.length && bEnd[i] <= head.start && !touches(head, i)) {
      const f = first[i++]
      result[count++] = f
      delta += f.replacement.length - (f.end - f.start)
    }

    // The cluster: second edits chained by the first edits they touch.
    let groupEnd = i
    let clusterEnd = j
    while (clusterEnd < second.length) {
      const s = second[clusterEnd]
      if (clusterEnd > j && !(groupEnd > i && touches(s, groupEnd - 1))) break
      while (groupEnd < first.length && touches(s, groupEnd)) groupEnd++
      clusterEnd++
      if (groupEnd === i) break
    }

    if (groupEnd === i) {
      result[count++] = delta === 0 ? head : moved(head, head.start - delta, head.end - delta)
      j++
      continue
    }

    const tail = second[clusterEnd - 1]
    const from = Math.min(head.start, bStart[i])
    const to = Math.max(tail.end, bEnd[groupEnd - 1])
    const start = head.start <= bStart[i] ? head.start - delta : first[i].start

    // Rebuild the replacement: second edits, and between them the output of
    // the absorbed first edits. (Concatenation, not a parts list: most
    // clusters are one edit of each list, and V8 builds a rope.)
    let replacement = ''
    let merged: RuleId[] | undefined
    // The edit the cluster is reported as: a token edit if there is one, so
    // that a token never hides behind a tag break or a fold merged with it
    // (found by review: `＜ｂ＞Ａｍｅｎｄｍｅｎｔｓ`), else the first.
    let lead: RawEdit = head
    let position = from
    for (let k = j; k < clusterEnd; k++) {
      const s = second[k]
      replacement += outputBetween(position, s.start) + s.replacement
      merged = addRule(merged, s.rule)
      if (s.merged) for (const rule of s.merged) merged = addRule(merged, rule)
      if (!tokenRules.has(lead.rule) && tokenRules.has(s.rule)) lead = s
      position = s.end
    }

    replacement += outputBetween(position, to)

    for (let k = i; k < groupEnd; k++) {
      const f = first[k]
      merged = addRule(merged, f.rule)
      if (f.merged) for (const rule of f.merged) merged = addRule(merged, rule)
      if (!tokenRules.has(lead.rule) && tokenRules.has(f.rule)) lead = f
      delta += f.replacement.length - (f.end - f.start)
    }

    const end = to === bEnd[groupEnd - 1] && tail.end <= to ? first[groupEnd - 1].end : to - delta
    const own = merged ? merged.indexOf(lead.rule) : -1
    if (merged && own !== -1) merged.splice(own, 1)
    const composed = moved(lead, start, end, merged && merged.length > 0 ? merged : undefined)
    composed.replacement = replacement
    result[count++] = composed
    i = groupEnd
    j = clusterEnd
  }

  while (i < first.length) result[count++] = first[i++]
  // Clusters make fewer edits than they take.
  result.length = count
  return result

  /**
   * Text of B in `[from, to)`, which lies in the output of first edits.
   *
   * @param from
   *   Start in B.
   * @param to
   *   End in B.
   * @returns
   *   The text.
   */
  function outputBetween(from: number, to: number): string {
    let text = ''
    for (let k = i; k < first.length && bStart[k] < to; k++) {
      const low = Math.max(from, bStart[k])
      const high = Math.min(to, bEnd[k])
      if (high > low) text += first[k].replacement.slice(low - bStart[k], high - bStart[k])
    }

    if (text.length !== to - from) {
      throw new Error('Internal error: cannot compose edits at `' + from + '`; please report this input')
    }

    return text
  }
}

/**
 * Add a rule to a list once.
 *
 * @param list
 *   Rules (made when missing).
 * @param rule
 *   Rule to add.
 * @returns
 *   The list.
 */
function addRule(list: RuleId[] | undefined, rule: RuleId): RuleId[] {
  if (!list) return [rule]
  if (!list.includes(rule)) list.push(rule)
  return list
}

/**
 * Copy an edit to new offsets, keeping its other fields.
 *
 * @param edit
 *   Edit.
 * @param start
 *   New start.
 * @param end
 *   New end.
 * @param merged
 *   Merged rules (default: the edit's own).
 * @returns
 *   Copy.
 */
function moved(
  edit: RawEdit,
  start: number,
  end: number,
  merged: RuleId[] | undefined = edit.merged
): RawEdit {
  const copy: RawEdit & {revealed?: string} = {
    start,
    end,
    replacement: edit.replacement,
    rule: edit.rule
  }
  if (edit.engine) copy.engine = edit.engine
  if (merged) copy.merged = merged
  const revealed = (edit as RawEdit & {revealed?: string}).revealed
  if (revealed !== undefined) copy.revealed = revealed
  return copy
}

/**
 * Make a function that turns offsets into the original input into points.
 *
 * Lines end at CR, LF or CRLF, as in `vfile-location`. The table of line
 * starts is built lazily, about as far as the largest offset asked for
 * (a report with a few edits near the start of a large text reads little
 * of it), in a typed array (no per-line allocation).
 *
 * @param input
 *   The original input.
 * @returns
 *   Offset to point.
 */
export function pointer(input: string): (offset: number) => Point {
  let starts = new Int32Array(64)
  let count = 1
  // Every line start at or before `known` is in `starts`.
  let known = 0
  // Next LF and CR at or after `from` (-2: not searched yet, -1: none);
  // searched again only once passed, so the whole walk is linear.
  let lf = -2
  let cr = -2
  let from = 0
  // Edits are mostly asked for in order: walk on from the last line.
  let last = 0

  return function (offset) {
    if (offset > known) extend(offset)
    const table = starts
    let line = last
    // A few lines on: walk; else (far on, or back): binary search.
    if (offset >= table[line]! && (line + 8 >= count || table[line + 8]! > offset)) {
      while (line + 1 < count && table[line + 1]! <= offset) line++
    } else {
      let low = offset >= table[line]! ? line : 0
      let high = offset >= table[line]! ? count - 1 : line
      while (low < high) {
        const mid = (low + high + 1) >> 1
        if (table[mid]! <= offset) low = mid
        else high = mid - 1
      }

      line = low
    }

    last = line
    return {line: line + 1, column: offset - table[line]! + 1, offset}
  }

  /**
   * Record the line starts up to `offset`.
   *
   * @param offset
   *   Offset.
   */
  function extend(offset: number): void {
    // Locals in the loop: each closure variable read costs a context load,
    // which dominates on short lines.
    let table = starts
    let size = count
    let next = from
    let lineFeed = lf
    let carriage = cr
    // On past `offset`, as far again as read before: a report with an edit
    // on every line then extends a few times, not once per edit.
    const until = Math.max(offset, 2 * next + 1024)

    while (true) {
      if (lineFeed !== -1 && lineFeed < next) lineFeed = input.indexOf('\n', next)
      if (carriage !== -1 && carriage < next) carriage = input.indexOf('\r', next)
      let start: number
      if (carriage === -1) {
        if (lineFeed === -1) {
          known = Number.POSITIVE_INFINITY
          break
        }

        start = lineFeed + 1
      } else if (lineFeed === -1 || carriage < lineFeed) {
        start = lineFeed === carriage + 1 ? carriage + 2 : carriage + 1
      } else {
        start = lineFeed + 1
      }

      if (start > until) {
        known = start - 1
        break
      }

      if (size === table.length) {
        const grown = new Int32Array(size * 2)
        grown.set(table)
        table = grown
      }

      table[size++] = start
      next = start
    }

    starts = table
    count = size
    from = next
    lf = lineFeed
    cr = carriage
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
    const startPoint = point(edit.start)
    const full: Edit = {
      start: edit.start,
      end: edit.end,
      startPoint,
      // An insertion starts and ends at one point: one object (most edits of
      // a tag-dense body are insertions).
      endPoint: edit.end === edit.start ? startPoint : point(edit.end),
      rule: edit.rule,
      original: input.slice(edit.start, edit.end),
      replacement: edit.replacement
    }
    // Only token edits say which engine found them (an analysis may add a
    // neutralized reference or an escaped `<` too).
    if (edit.engine && tokenRules.has(edit.rule)) full.engine = edit.engine
    if (edit.merged && edit.merged.length > 0) full.merged = [...edit.merged]
    return full
  })
}
