/**
 * Node-only entry: compare defanged text against GitHub's own renderer
 * (cmark-gfm).
 */
export {checkRendered, type CheckOptions} from './check/check-rendered.js'
export {
  CMARK_GFM_ARGS,
  CMARK_GFM_COMMAND,
  CmarkGfmError,
  cmarkGfmVersion,
  renderCmarkGfm
} from './check/cmark.js'
export {renderedLineStarts, type LineStart, type LineStarts} from './check/line-starts.js'
export {renderLines, type RenderOptions, type Rendering} from './check/render-lines.js'
export {RenderError} from './render/render-error.js'
export type {CheckReport, RenderedLine, Renderer, SourcePoint, TokenFinding} from './types.js'
