import {reportLines} from '../render/report.js'
import type {CheckReport} from '../types.js'
import {renderLines, type RenderOptions} from './render-lines.js'

/** Options for `checkRendered`. */
export interface CheckOptions extends RenderOptions {
  /** Also match NFKC-folded text, so lookalikes count (default: `true`). */
  fold?: boolean | null | undefined
}

/**
 * Render (already defanged) Markdown as GitHub renders a comment and report
 * every structural token a reader would see live: `Amendments` as a whole
 * rendered line, a rendered line beginning `Work-item context` (whole word)
 * or `Instruction from @`, and `[work-item-context]`/`[/work-item-context]`
 * anywhere in the rendered text. A heading quoted by the defanger
 * (`> Amendments`) renders as a block quote and is reported as defanged,
 * not live.
 *
 * The oracle is cmark-gfm (`CMARK_GFM_ARGS`), its HTML parsed with parse5
 * as a browser would; without cmark-gfm the remark model is used and the
 * report says so.
 *
 * @param markdown
 *   Markdown source.
 * @param options
 *   Configuration.
 * @returns
 *   Report; `ok` is `true` when no token is live.
 * @throws {CmarkGfmError}
 *   When `renderer` is `cmark-gfm` and it cannot be run, or when it fails.
 * @throws {RenderError}
 *   When the text nests too deeply to render.
 */
export function checkRendered(
  markdown: string,
  options?: CheckOptions | null | undefined
): CheckReport {
  const rendering = renderLines(markdown, options)
  return reportLines(rendering.lines, rendering.source, rendering.renderer, rendering.note, {
    fold: options?.fold,
    trustSource: rendering.trusted
  })
}
