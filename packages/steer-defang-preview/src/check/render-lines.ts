import {htmlTree} from '../render/html-tree.js'
import {remarkLineModel, remarkTree} from '../render/remark-model.js'
import {withSanitizedLines} from '../render/sanitized-lines.js'
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
      // GitHub's page has no `data-sourcepos`: their quotes must not end a
      // value that raw HTML leaves open (`<b`, `e="`: a browser reads the
      // value to the end of the page, and drops the tag; the first quote
      // of the next block's position ended it, and showed what follows;
      // fuzz run 24). Unquoted, they hold no quote (each is cmark-gfm's
      // own where they are trusted).
      const placed = trusted ? unquoteSourcepos(placeTableParagraphs(output)) : placeTableParagraphs(output)
      const model = cmarkLineModel(markdown, placed, given === undefined ? xml : () => given)
      return {
        renderer: 'cmark-gfm',
        note: trusted
          ? undefined
          : 'the source spells `data-sourcepos`, so source positions are not trusted and no heading counts as defanged',
        lines: guardDepth(() => withSanitizedLines(htmlTree(placed), model)),
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
