/**
 * Browser-safe entry: self-contained HTML previews of defanged context, and
 * the remark model of how GitHub renders it.
 */
export {renderPreview} from './preview/page.js'
export {checkModel, type CheckModelOptions} from './render/check-model.js'
export {renderComment} from './render/remark-model.js'
export {RenderError} from './render/render-error.js'
export type {
  CheckReport,
  PreviewFallback,
  PreviewInput,
  PreviewMessage,
  PreviewOptions,
  RenderedLine,
  Renderer,
  SourcePoint,
  TokenFinding
} from './types.js'
