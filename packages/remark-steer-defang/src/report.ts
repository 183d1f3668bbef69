import {pointer, prepare, type Edit, type Point, type TokenRuleId} from 'steer-envelope'
import type {PieceReport, Unresolved} from './analyze.js'
import {outputToInput} from './offsets.js'
import type {Disagreement, EngineCounts, Fallback, FallbackEntry} from './types.js'

/** One call of the analyzer: the prepared text it read and its pieces. */
export interface AnalysisRecord {
  /** Pass. */
  pass: 'ascii' | 'fold'
  /** Prepared text. */
  text: string
  /** Pieces. */
  pieces: PieceReport[]
  /** Headings left alone in their raw defanged form. */
  unresolved: Unresolved[]
}

/** A scan edit the `ast` engine left out, in the prepared text of a record. */
export interface LoneEdit {
  /** The analyzer call whose text the offsets are in. */
  record: AnalysisRecord
  /** Rule. */
  rule: TokenRuleId
  /** Start in the record’s text. */
  start: number
  /** End in the record’s text. */
  end: number
  /** Replacement. */
  replacement: string
}

const tokenRules = new Set<string>(['fence', 'attribution', 'amendments-heading', 'context-heading'])

/**
 * Turn analyzer records and a result into the fallback report and the
 * disagreements, in input coordinates.
 *
 * A prepared text differs from the input by stripped invisibles, line
 * breaks and inserted breaks around tags; a later round or the folded copy
 * differs from the first prepared text only inside lines. So a piece (whole
 * lines) is placed by its line numbers in the first prepared text, then
 * mapped back through that text’s edits.
 *
 * @param input
 *   Input.
 * @param records
 *   Analyzer calls.
 * @param edits
 *   Edits of the result.
 * @param lone
 *   Scan edits the `ast` engine left out.
 * @returns
 *   Fallback report and disagreements.
 */
export function buildReport(
  input: string,
  records: ReadonlyArray<AnalysisRecord>,
  edits: ReadonlyArray<Edit>,
  lone: ReadonlyArray<LoneEdit>
): {fallback: Fallback; disagreements: Disagreement[]} {
  let point: ((offset: number) => Point) | undefined
  const reasons: FallbackEntry[] = []
  const seen = new Set<string>()
  let place: ((record: AnalysisRecord, offset: number, side: 'start' | 'end') => number) | undefined

  for (const record of records) {
    for (const piece of record.pieces) {
      if (piece.status !== 'fallback' || !piece.reason) continue
      place ||= placer(input)
      const start = place(record, piece.start, 'start')
      const end = Math.max(start, place(record, piece.end, 'end'))
      const key = piece.reason + ':' + record.pass + ':' + start + ':' + end
      if (seen.has(key)) continue
      seen.add(key)
      reasons.push({
        reason: piece.reason,
        pass: record.pass,
        start,
        end,
        startPoint: (point ||= pointer(input))(start),
        endPoint: point(end)
      })
    }
  }

  reasons.sort((a, b) => a.start - b.start || a.end - b.end)
  // Rounds of one pass report overlapping pieces: keep one per stretch.
  const merged: FallbackEntry[] = []
  for (const entry of reasons) {
    let same: FallbackEntry | undefined
    for (let index = merged.length - 1; index >= 0 && !same; index--) {
      const other = merged[index]
      if (other.reason === entry.reason && other.pass === entry.pass) same = other
    }

    if (same && entry.start <= same.end) {
      if (entry.end > same.end) {
        same.end = entry.end
        same.endPoint = entry.endPoint
      }
    } else {
      merged.push(entry)
    }
  }

  const covered = union(merged)

  const disagreements: Disagreement[] = []
  for (const edit of edits) {
    if (!tokenRules.has(edit.rule)) continue
    const engine = edit.engine
    if (engine === 'ast' || (engine === 'scan' && !inFallback(covered, edit.start))) {
      disagreements.push({
        engine,
        rule: edit.rule as TokenRuleId,
        start: edit.start,
        end: edit.end,
        startPoint: edit.startPoint,
        endPoint: edit.endPoint,
        original: edit.original,
        replacement: edit.replacement,
        applied: true
      })
    }
  }

  for (const edit of lone) {
    place ||= placer(input)
    const start = place(edit.record, edit.start, 'start')
    const end = Math.max(start, place(edit.record, edit.end, 'end'))
    if (inFallback(covered, start)) continue
    disagreements.push({
      engine: 'scan',
      rule: edit.rule,
      start,
      end,
      startPoint: (point ||= pointer(input))(start),
      endPoint: point(end),
      original: input.slice(start, end),
      replacement: edit.replacement,
      applied: false
    })
  }

  for (const record of records) {
    for (const heading of record.unresolved) {
      place ||= placer(input)
      const start = place(record, heading.start, 'start')
      disagreements.push({
        engine: 'ast',
        rule: heading.rule,
        start,
        end: start,
        startPoint: (point ||= pointer(input))(start),
        endPoint: point(start),
        original: '',
        replacement: '> ',
        applied: false
      })
    }
  }

  disagreements.sort((a, b) => a.start - b.start || a.end - b.end)
  // The same finding can come from several rounds or passes.
  const unique = disagreements.filter(
    (d, index) =>
      index === 0 ||
      d.start !== disagreements[index - 1].start ||
      d.end !== disagreements[index - 1].end ||
      d.rule !== disagreements[index - 1].rule ||
      d.engine !== disagreements[index - 1].engine
  )
  return {fallback: {used: merged.length > 0, reasons: merged}, disagreements: unique}
}

/**
 * Count token edits per engine.
 *
 * @param edits
 *   Edits.
 * @returns
 *   Counts.
 */
export function countEngines(edits: ReadonlyArray<Edit>): EngineCounts {
  const counts: EngineCounts = {scan: 0, ast: 0, both: 0}
  for (const edit of edits) {
    if (edit.engine) counts[edit.engine]++
  }

  return counts
}

/**
 * @param input
 *   Input.
 * @returns
 *   Place an offset of a record’s text in the input.
 */
function placer(input: string): (record: AnalysisRecord, offset: number, side: 'start' | 'end') => number {
  const first = prepare(input)
  const firstLines = lineStarts(first.value)
  const back = outputToInput(first.edits)
  const cache = new Map<string, (offset: number) => Point>()

  return function (record, offset, side) {
    if (offset >= record.text.length) return input.length
    let toPoint = cache.get(record.text)
    if (!toPoint) {
      toPoint = pointer(record.text)
      cache.set(record.text, toPoint)
    }

    const place = toPoint(offset)
    const line = place.line - 1
    const column = place.column - 1
    const at =
      line < firstLines.length
        ? Math.min(firstLines[line] + column, first.value.length)
        : first.value.length
    return back(at, side)
  }
}

/**
 * @param text
 *   Text with `\n` line breaks.
 * @returns
 *   Offset of every line start.
 */
function lineStarts(text: string): number[] {
  const starts = [0]
  let index = text.indexOf('\n')
  while (index !== -1) {
    starts.push(index + 1)
    index = text.indexOf('\n', index + 1)
  }

  return starts
}

/**
 * @param reasons
 *   Fallback entries, sorted by start.
 * @returns
 *   Their union, as sorted, disjoint `[start, end)` ranges.
 */
function union(reasons: ReadonlyArray<FallbackEntry>): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  for (const entry of reasons) {
    const last = ranges.at(-1)
    if (last && entry.start <= last[1]) last[1] = Math.max(last[1], entry.end)
    else ranges.push([entry.start, entry.end])
  }

  return ranges
}

/**
 * @param ranges
 *   Sorted, disjoint ranges.
 * @param offset
 *   Input offset.
 * @returns
 *   Whether the offset lies in a piece that fell back.
 */
function inFallback(ranges: ReadonlyArray<[number, number]>, offset: number): boolean {
  let low = 0
  let high = ranges.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (ranges[mid][1] <= offset) low = mid + 1
    else if (ranges[mid][0] > offset) high = mid - 1
    else return true
  }

  return false
}
