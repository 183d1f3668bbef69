import {htmlTree} from '../render/html-tree.js'
import {remarkLineModel, remarkTree} from '../render/remark-model.js'
import {withLinesOf, withSanitizedLines} from '../render/sanitized-lines.js'
import {guardDepth, RenderError} from '../render/render-error.js'
import type {SourceLines} from '../render/source-lines.js'
import type {RenderedLine, Renderer} from '../types.js'
import {CmarkGfmError, renderCmarkGfm, renderCmarkGfmXml} from './cmark.js'
import {cmarkLineModel, sourceposTrusted} from './cmark-line-model.js'
import {deepestLine, maxRenderDepth} from './nesting.js'
import {placeTableParagraphs} from './table-paragraphs.js'

/** Options shared by `checkRendered` and `renderedLineStarts`. */
export interface RenderOptions {
  /**
   * Renderer: `cmark-gfm` (GitHub's engine; an error if it is missing),
   * `remark` (the model), or `auto` (cmark-gfm when installed, else the
   * model; default).
   */
  renderer?: 'auto' | Renderer | null | undefined
  /** cmark-gfm executable (default: `cmark-gfm` on `PATH`). */
  command?: string | null | undefined
  /**
   * cmark-gfm HTML already rendered from this very source with
   * `CMARK_GFM_ARGS` (for example a committed parity rendering); cmark-gfm
   * is then not run.
   */
  html?: string | null | undefined
  /**
   * cmark-gfm XML (`CMARK_GFM_ARGS` and `-t xml`) of this very source, used
   * with `html` to place lines after a code span, tag or link that holds a
   * line ending (without it, such lines get every line they may start on).
   * When cmark-gfm renders the HTML here, it renders the XML too, if needed.
   */
  xml?: string | null | undefined
}

/** Rendered lines and how they were made. */
export interface Rendering {
  /** Renderer used. */
  renderer: Renderer
  /** Why the model was used, or a caveat about source mapping. */
  note: string | undefined
  /** Rendered lines. */
  lines: RenderedLine[]
  /** Line table of the source. */
  source: SourceLines
  /** Whether source positions can be trusted to recognize defanged forms. */
  trusted: boolean
}

/**
 * Render Markdown as GitHub renders a comment and split it into the lines a
 * reader sees.
 *
 * @param markdown
 *   Markdown source.
 * @param options
 *   Configuration.
 * @returns
 *   Rendering.
 * @throws {CmarkGfmError}
 *   When `renderer` is `cmark-gfm` and it cannot be run, or when it fails.
 * @throws {RenderError}
 *   When the text nests too deeply to render.
 */
export function renderLines(
  markdown: string,
  options?: RenderOptions | null | undefined
): Rendering {
  const renderer = options?.renderer ?? 'auto'
  const html = options?.html ?? undefined
  let note: string | undefined
  // Refused before rendering, which would fail anyway, after the work.
  const depth = deepestLine(markdown, maxRenderDepth)
  if (depth > maxRenderDepth) {
    throw new RenderError(
      new RangeError('a line opens more than ' + maxRenderDepth + ' block quotes and list items')
    )
  }

  if (renderer !== 'remark') {
    let output = html
    let xml: (() => string | undefined) | undefined
    if (output === undefined) {
      try {
        output = renderCmarkGfm(markdown, options?.command)
        // Only asked for when a block holds line endings that render no break.
        xml = () => renderCmarkGfmXml(markdown, options?.command)
      } catch (error) {
        if (renderer === 'cmark-gfm' || !(error instanceof CmarkGfmError) || error.code !== 'missing') {
          throw error
        }

        note = 'cmark-gfm is not installed; used the remark model of GitHub’s renderer'
      }
    }

    if (output !== undefined) {
      const given = options?.xml ?? undefined
      const trusted = sourceposTrusted(markdown)
      // cmark-gfm places no paragraph a table takes its head row from.
      const placed = placeTableParagraphs(output)
      const model = cmarkLineModel(markdown, placed, given === undefined ? xml : () => given)
      let lines = guardDepth(() => withSanitizedLines(htmlTree(placed), model))
      // The quotes of `data-sourcepos` end a value that raw HTML leaves
      // open (`<b`, `e="`), where a page without them reads the value on
      // to a later quote, or to the end, and drops the tag. Whether
      // GitHub's page holds them is not known here: the lines of both
      // readings count (fuzz run 24: without them, a heading shows after
      // the value's own `">`). Where they are trusted, each is
      // cmark-gfm's own, and unquoted holds no quote. A value opens only
      // at a quote the source spells.
      const unquoted = trusted && /["']/.test(markdown) ? unquoteSourcepos(placed) : placed
      if (unquoted !== placed) {
        const other = cmarkLineModel(markdown, unquoted, given === undefined ? xml : () => given)
        lines = withLinesOf(lines, guardDepth(() => withSanitizedLines(htmlTree(unquoted), other)))
      }

      return {
        renderer: 'cmark-gfm',
        note: trusted
          ? undefined
          : 'the source spells `data-sourcepos`, so source positions are not trusted and no heading counts as defanged',
        lines,
        source: model.lines,
        trusted
      }
    }
  }

  const model = remarkLineModel(markdown)
  return {
    renderer: 'remark',
    note,
    lines: guardDepth(() => withSanitizedLines(remarkTree(markdown), model)),
    source: model.lines,
    trusted: true
  }
}

/**
 * @param html
 *   cmark-gfm HTML whose every `data-sourcepos` is cmark-gfm's own.
 * @returns
 *   The same, each `data-sourcepos` value unquoted (it holds only digits,
 *   `:` and `-`).
 */
function unquoteSourcepos(html: string): string {
  return html.replaceAll(/ data-sourcepos="(\d+:\d+-\d+:\d+)"/g, ' data-sourcepos=$1')
}
