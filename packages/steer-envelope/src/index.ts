export {
  AMENDMENTS_HEADING,
  ATTRIBUTION_AT_REPLACEMENT,
  ATTRIBUTION_PREFIX,
  CONTEXT_FENCE_CLOSE,
  CONTEXT_FENCE_OPEN,
  CONTEXT_HEADING,
  CONTEXT_HEADING_PHRASE,
  DEFAULT_MAX_LENGTH,
  OPENING_LINE,
  RULE_IDS,
  RULES_URL
} from './constants.js'
export {
  assertLength,
  defang,
  prepare,
  validateCall,
  DefangError,
  type Prepared
} from './defang.js'
export {applyEdits, composeEdits, pointer, toEdits} from './edits.js'
export {foldEdits, foldText} from './fold.js'
export {HtmlMatcher, isAsciiAlpha} from './html.js'
export {lineBreakEdits} from './line-breaks.js'
export {isWordCharAt, matchesAt} from './match.js'
export {sanitizeEdits, type SanitizeOptions} from './sanitize.js'
export {tokenEdits} from './scan.js'
export {tagBreakEdits} from './tag-breaks.js'
export {WrapperScanner} from './wrappers.js'
export type {
  Analysis,
  Analyzer,
  DefangResult,
  Edit,
  Options,
  Point,
  RawEdit,
  RevealedToken,
  RuleId,
  TokenFinder,
  TokenRuleId
} from './types.js'
export * from './envelope/index.js'
