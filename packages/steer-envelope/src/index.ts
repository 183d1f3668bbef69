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
export {defang, prepare, DefangError, type Prepared} from './defang.js'
export {applyEdits, composeEdits, pointer, toEdits} from './edits.js'
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
  TokenRuleId
} from './types.js'
