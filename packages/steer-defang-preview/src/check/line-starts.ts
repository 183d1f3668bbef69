import type {Renderer, SourcePoint} from '../types.js'
import {renderLines, type RenderOptions} from './render-lines.js'

/** A source position where GitHub starts a rendered line. */
export interface LineStart extends SourcePoint {
  /** The rendered line's text. */
  text: string
  /** Tag name of the block the line is in. */
  block: string
}

/** Line starts of a rendering. */
export interface LineStarts {
  /** Renderer used. */
  renderer: Renderer
  /** Why the model was used, if it was. */
  note: string | undefined
  /** Line starts, in rendered order (rendered lines without a source position are left out). */
  starts: LineStart[]
}

/**
 * Source offsets at which GitHub starts a rendered line: the seam for
 * comparing an engine's line starts (such as the AST engine's
 * `Analysis.lineStarts`) with GitHub's.
 *
 * cmark-gfm reports positions for blocks only (`--sourcepos`, UTF-8 byte
 * columns, mapped here to UTF-16 offsets). The first line of a block is
 * exact (`exact: true`): the block start, past its own marker. A later line
 * of a block (after a hard break, or in a code block) is past indentation
 * and `>` markers (`exact: false`), on the source line after the line
 * ending that made the break: `k` lines further unless a code span, tag or
 * link holds a line ending, where cmark-gfm's XML places it (when a line
 * may start on several source lines, the first is given). Lines inside raw
 * HTML blocks have no source position and are left out.
 *
 * @param markdown
 *   Markdown source.
 * @param options
 *   Configuration.
 * @returns
 *   Line starts.
 * @throws {CmarkGfmError}
 *   When `renderer` is `cmark-gfm` and it cannot be run, or when it fails.
 * @throws {RenderError}
 *   When the text nests too deeply to render.
 */
export function renderedLineStarts(
  markdown: string,
  options?: RenderOptions | null | undefined
): LineStarts {
  const rendering = renderLines(markdown, options)
  const starts: LineStart[] = []
  for (const line of rendering.lines) {
    if (line.source) starts.push({...line.source, text: line.text, block: line.block})
  }

  return {renderer: rendering.renderer, note: rendering.note, starts}
}
