export {buildEnvelope} from './build.js'
export {envelopeFromBundle} from './bundle.js'
export type {BundleResult, EnvelopeBundle} from './bundle.js'
export {
  CONTINUATION_INDENT,
  DEFAULT_AMENDMENT_BUDGET,
  DEFAULT_CONTEXT_BUDGET,
  DEFAULT_HEADER,
  NO_AMENDMENTS,
  REVIEW_STATES,
  truncationMarker
} from './constants.js'
export {EnvelopeError} from './errors.js'
export type {EnvelopeErrorCode} from './errors.js'
export {inspectMessage} from './inspect.js'
export {classifyItems} from './provenance.js'
export {utf8Length} from './budget.js'
export type {
  Amendment,
  AmendmentTruncation,
  Classification,
  ClassifiedAmendment,
  CommentAmendment,
  CommentRecord,
  ContextBodyChange,
  ContextComment,
  ContextHeadMove,
  ContextItem,
  ContextItemBase,
  ContextLabelChange,
  ContextReview,
  ContextTitleChange,
  DefangFunction,
  EnvelopeInput,
  EnvelopeOptions,
  EnvelopeResult,
  EvaluatedComment,
  ExcludedItem,
  ExclusionReason,
  Flag,
  FlagKind,
  FlagSeverity,
  GitHubUser,
  InspectOptions,
  InspectReport,
  NotSteerReport,
  InspectedAmendment,
  InspectedContext,
  InstructionAmendment,
  ProvenanceInput,
  RenderedAmendment,
  ReviewAmendment,
  ReviewRecord,
  ReviewState,
  RunDecision,
  RunRecord,
  RunVerdict,
  SteerReport,
  Truncation
} from './types.js'
