import type {CheckReport} from '../types.js'
import {remarkLineModel, remarkTree, sanitizeTree} from './remark-model.js'
import {guardDepth} from './render-error.js'
import {renderedLines} from './rendered-lines.js'
import {reportLines} from './report.js'
import {withSanitizedLines} from './sanitized-lines.js'

/** Options for `checkModel`. */
export interface CheckModelOptions {
  /**
   * Check the sanitized tree, as the preview displays it, instead of the
   * unsanitized one (default: `false`, which is conservative: elements a
   * sanitizer strips still break lines).
   */
  sanitized?: boolean | null | undefined
  /** Also match NFKC-folded text (default: `true`). */
  fold?: boolean | null | undefined
}

/**
 * Check Markdown for live structural tokens with the remark model of
 * GitHub's renderer. Works in a browser; `checkRendered` from
 * `steer-defang-preview/check` uses GitHub's own engine when it is installed.
 *
 * @param markdown
 *   Markdown source (normally already defanged).
 * @param options
 *   Configuration.
 * @returns
 *   Report (`renderer: 'remark'`).
 * @throws {RenderError}
 *   When the text nests too deeply to render.
 */
export function checkModel(
  markdown: string,
  options?: CheckModelOptions | null | undefined
): CheckReport {
  const model = remarkLineModel(markdown)
  const lines = guardDepth(function () {
    const tree = remarkTree(markdown)
    return options?.sanitized ? renderedLines(sanitizeTree(tree), model) : withSanitizedLines(tree, model)
  })
  return reportLines(lines, model.lines, 'remark', undefined, {fold: options?.fold})
}
