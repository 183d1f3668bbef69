import {
  composeEdits,
  defang,
  toEdits,
  type Analyzer,
  type DefangResult,
  type Edit
} from 'steer-envelope'
import {analyzeText, flatAnalysis, type ParseMemo, type TextAnalysis} from './analyze.js'
import {astDefang} from './ast-engine.js'
import {outputToInput} from './offsets.js'
import {buildReport, type AnalysisRecord, type LoneEdit} from './report.js'
import {resolveSettings, type Settings} from './settings.js'
import type {FallbackReason, Options, Result} from './types.js'

/**
 * Defang untrusted Markdown as GitHub renders it.
 *
 * With `profile: 'rendered'` (the default) the core’s scan engine applies
 * the steer-envelope v1 rules to the raw text, and the AST engine adds the
 * tokens only the rendered document shows: character references and
 * escapes (`&#64;`, `\[`), tokens split by markup (`Instr**uction**`), link
 * text (`[Amendments](…)`), and table cells that are not first on their
 * line. With `profile: 'v1'` the result is the core’s `defang`, byte for
 * byte.
 *
 * Never throws on content: pieces the AST engine cannot parse within its
 * budgets are carried by the scan engine and the flat model, and listed in
 * `fallback`.
 *
 * @param input
 *   Context block (untrusted Markdown).
 * @param options
 *   Configuration.
 * @returns
 *   The defanged block, every edit (with the engine that found each
 *   token), the fallback report and the disagreements between engines.
 * @throws {DefangError}
 *   On a bad call: input that is not a string, an invalid option, input
 *   longer than `maxLength`.
 */
export function defangMarkdown(input: string, options?: Options | null | undefined): Result {
  const settings = resolveSettings(input, options)

  if (settings.engine === 'scan') {
    const result = defang(input, {maxLength: settings.maxLength})
    return {
      ...result,
      profile: settings.profile,
      engine: 'scan',
      fallback: {used: false, reasons: []},
      disagreements: []
    }
  }

  const records: AnalysisRecord[] = []
  const recording = recorder(settings, records)
  let result: DefangResult
  let lone: LoneEdit[] = []

  try {
    if (settings.engine === 'ast') {
      ;({result, lone} = astDefang(input, recording))
    } else {
      const analyze: Analyzer = (text, pass, changed) => ({edits: recording(text, pass, changed).analysis.edits})
      // Every run's records are kept: a later run may parse what an
      // earlier one could not (the `> ` it wrote before a token below a
      // paragraph over the budget starts a piece), but the earlier run's
      // edits, from the flat model, are in the result, so its fallback is.
      result = settle(input, (value) => defang(value, {maxLength: Number.MAX_SAFE_INTEGER, analyze}))
    }
  } catch {
    // An internal error must not lose the block, nor the rendered reading
    // (an attacker who can cause one must not turn the profile off): the
    // scan engine and the flat model carry it all, or, if that fails too,
    // the scan engine alone; the report says so.
    let reason: FallbackReason = 'parse-error'
    try {
      result = defang(input, {
        maxLength: Number.MAX_SAFE_INTEGER,
        analyze: (text) => ({edits: flatAnalysis(text)})
      })
    } catch {
      reason = 'internal-error'
      result = defang(input, {maxLength: settings.maxLength})
    }

    records.length = 0
    lone = []
    records.push({
      pass: 'ascii',
      text: input,
      pieces: [{start: 0, end: input.length, status: 'fallback', reason}],
      unresolved: []
    })
  }

  // The engines' edits may compose to one that changes nothing (the scan
  // engine's `> Amendments` for `> > Amendments`, the AST engine's `> `
  // before it): not an edit to report.
  if (result.edits.some((edit) => edit.original === edit.replacement)) {
    result = {...result, edits: result.edits.filter((edit) => edit.original !== edit.replacement)}
  }

  const report = buildReport(input, records, result.edits, lone)
  return {...result, profile: 'rendered', engine: settings.engine, ...report}
}

/** Extra rounds on the output (a rewrite may reveal a rendered token). */
const maxSettleRounds = 2

/**
 * Run `run` on its own output until it makes no token edit: the scan
 * engine’s heading rewrite can change the Markdown around it (a `> ` line
 * joins the quote above, and with it a footnote the page moves elsewhere),
 * and only a second look at the output sees that. Edits are composed back
 * to the input.
 *
 * @param input
 *   Input.
 * @param run
 *   One defang.
 * @returns
 *   Result against `input`.
 */
function settle(input: string, run: (value: string) => DefangResult): DefangResult {
  let result = run(input)
  for (let round = 0; round < maxSettleRounds; round++) {
    // A reference the sanitizer turned into text (`&rlm;` into
    // `&amp;rlm;`) displays otherwise on the next run (found by fuzz run
    // 15: the reading before saw it invisible, `Work-item contextx`, and
    // the one after `Work-item context&rlm;x`).
    if (!result.edits.some((edit) => edit.engine || (round === 0 && edit.rule === 'sanitize' && edit.replacement.startsWith('&amp;')))) break
    const next = run(result.value)
    // Edits of other rules (the `&amp;` of a reference a heading's `> `
    // turned from a definition's destination into quoted text: found by
    // review) are kept too; only token edits call for another look.
    if (next.edits.length === 0) break
    const back = outputToInput(result.edits)
    const edits: Edit[] = toEdits(input, composeEdits(result.edits, next.edits))
    result = {
      value: next.value,
      edits,
      folded: result.folded || next.folded,
      revealed: [
        ...result.revealed,
        ...next.revealed.map((token) => ({
          ...token,
          start: back(token.start, 'start'),
          end: back(token.end, 'end')
        }))
      ]
    }

    if (!next.edits.some((edit) => edit.engine)) break
  }

  return result
}

/**
 * Make the analyzer for one call: one deadline for every pass and round,
 * and a record of each.
 *
 * @param settings
 *   Settings.
 * @param records
 *   Where records go.
 * @returns
 *   Analyzer.
 */
function recorder(
  settings: Settings,
  records: AnalysisRecord[]
): (
  text: string,
  pass: 'ascii' | 'fold',
  changed?: ReadonlyArray<number>
) => {analysis: TextAnalysis; record: AnalysisRecord} {
  const deadline = performance.now() + settings.timeBudgetMs
  const memo: ParseMemo = new Map()
  return function (text, pass, changed) {
    const analysis = analyzeText(text, settings.budgets, deadline, memo, pass, changed)
    const record: AnalysisRecord = {pass, text, pieces: analysis.pieces, unresolved: analysis.unresolved}
    records.push(record)
    return {analysis, record}
  }
}
