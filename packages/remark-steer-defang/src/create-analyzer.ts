import type {Analyzer} from 'steer-envelope'
import {analyzeText} from './analyze.js'
import {resolveSettings} from './settings.js'
import type {Options} from './types.js'

/**
 * Make the AST engine’s analyzer for the core’s `defang` (`options.analyze`),
 * for callers that drive the core themselves (the envelope builder, say).
 *
 * Each call of the analyzer gets its own time budget. Fallbacks are not
 * reported through this interface; use `defangMarkdown` for the report.
 *
 * @param options
 *   Budgets (`maxPieceLength`, `maxDepth`, `maxMarkup`, `timeBudgetMs`);
 *   `profile`, `engine` and `maxLength` are not used here.
 * @returns
 *   Analyzer.
 * @throws {DefangError}
 *   When an option is invalid.
 */
export function createAnalyzer(options?: Options | null | undefined): Analyzer {
  resolveSettings('', options)
  return function (prepared, pass, changed) {
    const settings = resolveSettings(prepared, {...options, maxLength: Number.MAX_SAFE_INTEGER})
    const deadline = performance.now() + settings.timeBudgetMs
    return {edits: analyzeText(prepared, settings.budgets, deadline, undefined, pass, changed).edits}
  }
}
