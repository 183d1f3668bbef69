export {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_MARKUP,
  DEFAULT_MAX_PIECE_LENGTH,
  DEFAULT_TIME_BUDGET_BASE_MS,
  DEFAULT_TIME_BUDGET_PER_KIB_MS
} from './constants.js'
export {createAnalyzer} from './create-analyzer.js'
export {defangMarkdown} from './defang-markdown.js'
export {default} from './plugin.js'
export type {
  Disagreement,
  Engine,
  EngineCounts,
  Fallback,
  FallbackEntry,
  FallbackReason,
  Options,
  Profile,
  Result,
  SteerDefangData
} from './types.js'
