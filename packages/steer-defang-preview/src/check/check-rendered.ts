import {reportLines} from '../render/report.js'
import {placeByDifference} from './by-difference.js'
import type {CheckReport} from '../types.js'
import {renderLines, type RenderOptions} from './render-lines.js'

/** Options for `checkRendered`. */
export interface CheckOptions extends RenderOptions {
  /** Also match NFKC-folded text, so lookalikes count (default: `true`). */
  fold?: boolean | null | undefined
  /**
   * Place a quoted heading the line model cannot place by rendering the
   * source again with the token changed on each line it may start on (see
   * `placeByDifference`; cmark-gfm only, not with `html`; default: `true`).
   * Without it, such a heading is reported live.
   */
  placeByVariants?: boolean | null | undefined
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
  const report = reportLines(rendering.lines, rendering.source, rendering.renderer, rendering.note, {
    fold: options?.fold,
    trustSource: rendering.trusted
  })
  // Headings the line model could not place are placed by rendering
  // variants, where cmark-gfm runs here (not for given HTML).
  if (
    !report.ok &&
    (options?.placeByVariants ?? true) &&
    rendering.renderer === 'cmark-gfm' &&
    rendering.trusted &&
    (options?.html ?? undefined) === undefined
  ) {
    placeByDifference(markdown, rendering, report, (variant) => renderLines(variant, options), {
      fold: options?.fold ?? true
    })
  }

  return report
}
