import {defang, tokenEdits, type DefangResult, type RawEdit, type TokenRuleId} from 'steer-envelope'
import type {TextAnalysis} from './analyze.js'
import type {AnalysisRecord, LoneEdit} from './report.js'

/** Analyse a prepared text and record the call. */
export type RecordingAnalyzer = (
  text: string,
  pass: 'ascii' | 'fold',
  changed?: ReadonlyArray<number>
) => {
  analysis: TextAnalysis
  record: AnalysisRecord
}

/**
 * Defang with the AST engine alone: its edits wherever it parsed, the scan
 * engine’s only in the pieces it could not parse. The pipeline around the
 * token step (preparation, rounds until a heading rewrite settles, the
 * lookalike fold) is the core’s `defang`, with this engine as its token
 * finder.
 *
 * @param input
 *   Input (validated).
 * @param analyze
 *   Recording analyzer.
 * @returns
 *   Result, and the scan edits that were left out in parsed pieces.
 */
export function astDefang(
  input: string,
  analyze: RecordingAnalyzer
): {result: DefangResult; lone: LoneEdit[]} {
  const lone: LoneEdit[] = []
  const result = defang(input, {
    maxLength: Number.MAX_SAFE_INTEGER,
    tokens(prepared, pass, changed) {
      const {analysis, record} = analyze(prepared, pass, changed)
      return combine(prepared, analysis, record, lone)
    }
  })
  return {result, lone}
}

/**
 * The token edits of one round: the AST engine’s (marked `both` where the
 * scan engine saw the same token), plus the scan engine’s in pieces that
 * fell back. Scan edits in parsed pieces that the AST engine did not see
 * are left out and listed.
 *
 * @param text
 *   Prepared text.
 * @param analysis
 *   AST analysis.
 * @param record
 *   Its record.
 * @param lone
 *   Where left-out scan edits go.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function combine(
  text: string,
  analysis: TextAnalysis,
  record: AnalysisRecord,
  lone: LoneEdit[]
): RawEdit[] {
  const scan = tokenEdits(text)
  const fallback = analysis.pieces.filter((piece) => piece.status === 'fallback')
  const result: RawEdit[] = []
  const matched = new Set<RawEdit>()

  // Both lists are sorted: sweep for edits that claim the same token (they
  // overlap, or one is an insertion at the other’s start, as in the core).
  let index = 0
  for (const edit of analysis.edits) {
    while (index < scan.length && scan[index].end <= edit.start && scan[index].start < edit.start) {
      index++
    }

    const limit = Math.max(edit.end, edit.start + 1)
    let both = false
    for (let at = index; at < scan.length && scan[at].start < limit; at++) {
      const other = scan[at]
      if (other.start >= edit.start || edit.start < other.end) {
        both = true
        matched.add(other)
      }
    }

    result.push({...edit, engine: both ? 'both' : 'ast'})
  }

  // Both sorted: one sweep finds the fallback piece of each scan edit
  // (`some` per edit would be quadratic with many pieces and many edits).
  let piece = 0
  for (const edit of scan) {
    if (matched.has(edit)) continue
    while (piece < fallback.length && fallback[piece].end <= edit.start) piece++
    if (piece < fallback.length && fallback[piece].start <= edit.start) {
      result.push(edit)
    } else {
      lone.push({
        record,
        rule: edit.rule as TokenRuleId,
        start: edit.start,
        end: edit.end,
        replacement: edit.replacement
      })
    }
  }

  return result.sort((a, b) => a.start - b.start || a.end - b.end)
}
