import {
  applyEdits,
  composeEdits,
  foldEdits,
  prepare,
  toEdits,
  tokenEdits,
  type DefangResult,
  type Prepared,
  type RawEdit,
  type RevealedToken,
  type TokenRuleId
} from 'steer-envelope'
import type {TextAnalysis} from './analyze.js'
import type {AnalysisRecord, LoneEdit} from './report.js'

/** Analyse a prepared text and record the call. */
export type RecordingAnalyzer = (text: string, pass: 'ascii' | 'fold') => {
  analysis: TextAnalysis
  record: AnalysisRecord
}

const headingRules = new Set<string>(['amendments-heading', 'context-heading'])

/** Rounds after the first (as in the core). */
const maxRounds = 4

/**
 * Defang with the AST engine alone: its edits wherever it parsed, the scan
 * engine’s only in the pieces it could not parse. The pass structure is the
 * core’s `defang` (rounds until a heading rewrite settles, then the
 * lookalike fold), built from the core’s exported steps, because the core
 * always runs its scan engine over the whole text.
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
  const ascii = astPass(input, 'ascii', false, analyze, lone)

  if (/[^\0-\x7F]/.test(ascii.value)) {
    const fold = foldEdits(ascii.value)
    if (fold.length > 0) {
      const folded = applyEdits(ascii.value, fold)
      const second = astPass(folded, 'fold', true, analyze, lone)
      if (second.tokens > 0) {
        const raw = composeEdits(composeEdits(ascii.edits, fold), second.edits)
        const revealed: RevealedToken[] = []
        for (const edit of raw as Array<RawEdit & {revealed?: string}>) {
          if (edit.revealed !== undefined) {
            revealed.push({rule: edit.rule as TokenRuleId, text: edit.revealed, start: edit.start, end: edit.end})
          }
        }

        return {result: {value: second.value, edits: toEdits(input, raw), folded: true, revealed}, lone}
      }
    }
  }

  return {
    result: {value: ascii.value, edits: toEdits(input, ascii.edits), folded: false, revealed: []},
    lone
  }
}

/**
 * One pass, in rounds.
 *
 * @param input
 *   Text.
 * @param name
 *   Pass.
 * @param mark
 *   Whether to mark token edits with their text (`revealed`).
 * @param analyze
 *   Analyzer.
 * @param lone
 *   Where left-out scan edits go.
 * @returns
 *   Output, edits, and the count of token edits.
 */
function astPass(
  input: string,
  name: 'ascii' | 'fold',
  mark: boolean,
  analyze: RecordingAnalyzer,
  lone: LoneEdit[]
): {value: string; edits: RawEdit[]; tokens: number} {
  let value = input
  let edits: RawEdit[] = []
  let tokens = 0

  for (let round = 0; round <= maxRounds; round++) {
    const prepared = prepare(value)
    const {analysis, record} = analyze(prepared.value, name)
    const found = combine(prepared.value, analysis, record, lone)
    if (round > 0 && prepared.edits.length === 0 && found.length === 0) break

    if (mark) {
      for (const edit of found) {
        ;(edit as RawEdit & {revealed?: string}).revealed = prepared.value.slice(edit.start, edit.end)
      }
    }

    edits = composeEdits(edits, composeEdits(prepared.edits, found))
    value = applyEdits(prepared.value, found)
    tokens += found.length
    if (!found.some((edit) => changesHtml(prepared, edit))) break
  }

  return {value, edits, tokens}
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

  for (const edit of scan) {
    if (matched.has(edit)) continue
    if (fallback.some((piece) => piece.start <= edit.start && edit.start < piece.end)) {
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

/**
 * Whether a token edit may change the HTML around it (as in the core): a
 * heading edit after a `<` left open, or one that drops `<` `>` or quotes.
 *
 * @param prepared
 *   Prepared text of the round.
 * @param edit
 *   Token edit.
 * @returns
 *   Whether another round is needed.
 */
function changesHtml(prepared: Prepared, edit: RawEdit): boolean {
  if (!headingRules.has(edit.rule)) return false
  if (prepared.firstUnmatchedTag !== -1 && prepared.firstUnmatchedTag < edit.start) return true
  for (let index = edit.start; index < edit.end; index++) {
    const code = prepared.value.charCodeAt(index)
    if (code === 60 || code === 62 || code === 34 || code === 39) return true
  }

  return false
}
