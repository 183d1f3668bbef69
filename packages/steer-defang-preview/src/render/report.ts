import type {CheckReport, RenderedLine, Renderer} from '../types.js'
import {findTokens, type FindTokensOptions} from './live-tokens.js'
import type {SourceLines} from './source-lines.js'

/**
 * Build a check report from rendered lines.
 *
 * @param lines
 *   Rendered lines.
 * @param source
 *   Line table of the source.
 * @param renderer
 *   Renderer that produced them.
 * @param note
 *   Note on the renderer (for example why the model was used).
 * @param options
 *   Token matching options.
 * @returns
 *   Report.
 */
export function reportLines(
  lines: ReadonlyArray<RenderedLine>,
  source: SourceLines,
  renderer: Renderer,
  note: string | undefined,
  options?: FindTokensOptions | null | undefined
): CheckReport {
  const {live, defanged} = findTokens(lines, source, options)
  const report: CheckReport = {renderer, ok: live.length === 0, live, defanged, lines: lines.length}
  if (note) report.note = note
  return report
}
