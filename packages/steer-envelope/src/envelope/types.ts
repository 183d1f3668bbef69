import type {DefangResult, Edit, TokenRuleId} from '../types.js'

/** A review state as GitHub reports it (REST and GraphQL spelling). */
export type ReviewState =
  | 'APPROVED'
  | 'CHANGES_REQUESTED'
  | 'COMMENTED'
  | 'DISMISSED'
  | 'PENDING'

/** A defanger: the core `defang`, or an engine closed over its options. */
export type DefangFunction = (input: string) => DefangResult

/** An instruction: a verified author's command the agent may act on. */
export interface InstructionAmendment {
  /** Kind. */
  kind: 'instruction'
  /** Author's GitHub login (without `@`). */
  login: string
  /** Text as the author wrote it (sanitized, never defanged). */
  text: string
}

/** A verified author's comment: attributed, not instructing. */
export interface CommentAmendment {
  /** Kind. */
  kind: 'comment'
  /** Author's GitHub login (without `@`). */
  login: string
  /** Text as the author wrote it. */
  text: string
}

/** A verified author's review: attributed, not instructing. */
export interface ReviewAmendment {
  /** Kind. */
  kind: 'review'
  /** Author's GitHub login (without `@`). */
  login: string
  /** Review state: one of `REVIEW_STATES`, any case (written upper case). */
  state: string
  /** Text as the author wrote it. */
  text: string
}

/** An item of the attributed half (`Amendments`). */
export type Amendment = InstructionAmendment | CommentAmendment | ReviewAmendment

/** Fields every context item may carry. */
export interface ContextItemBase {
  /** Author's login (without `@`); missing or `null` for an unknown account. */
  author?: string | null | undefined
  /** Whether the forge says the author is an App (`user.type === 'Bot'`). */
  app?: boolean | null | undefined
  /**
   * When it happened (RFC 3339). Written as given when it parses; an
   * unparseable time is written as `an unparseable time`, never an error.
   */
  createdAt?: string | null | undefined
}

/** A comment on the work item. */
export interface ContextComment extends ContextItemBase {
  /** Kind. */
  kind: 'comment'
  /** Comment body (untrusted). */
  body: string
}

/** A pull request review. */
export interface ContextReview extends ContextItemBase {
  /** Kind. */
  kind: 'review'
  /** Review state: one of `REVIEW_STATES`, any case (written upper case). */
  state: string
  /** Review body (untrusted; may be empty). */
  body: string
}

/** A title change. */
export interface ContextTitleChange extends ContextItemBase {
  /** Kind. */
  kind: 'title-change'
  /** Previous title, when known (untrusted). */
  from?: string | null | undefined
  /** New title (untrusted). */
  to: string
}

/** A description (issue or pull request body) change. */
export interface ContextBodyChange extends ContextItemBase {
  /** Kind. */
  kind: 'body-change'
  /** The new body (untrusted). */
  body: string
}

/** A label added or removed. */
export interface ContextLabelChange extends ContextItemBase {
  /** Kind. */
  kind: 'label-change'
  /** What happened. */
  action: 'added' | 'removed'
  /** Label name: one line, no control characters, at most 100 characters. */
  label: string
}

/** The pull request head moved (a push or force-push). */
export interface ContextHeadMove extends ContextItemBase {
  /** Kind. */
  kind: 'head-move'
  /** Previous head commit (hex, 7–64 digits), when known. */
  before?: string | null | undefined
  /** New head commit (hex, 7–64 digits). */
  after: string
  /** Whether it was a force-push. */
  forced?: boolean | null | undefined
}

/** An item of the unattributed half, rendered into the work-item context block. */
export type ContextItem =
  | ContextComment
  | ContextReview
  | ContextTitleChange
  | ContextBodyChange
  | ContextLabelChange
  | ContextHeadMove

/** What `buildEnvelope` assembles. */
export interface EnvelopeInput {
  /** Items of the attributed half, in order (may be empty). */
  amendments: ReadonlyArray<Amendment>
  /** Items of the work-item context, in order (may be empty). */
  context: ReadonlyArray<ContextItem>
}

/** Configuration for `buildEnvelope`. */
export interface EnvelopeOptions {
  /**
   * Budget of the context block in UTF-8 bytes (default: `16384`), applied
   * before defanging. `Infinity` turns it off.
   */
  contextBudget?: number | null | undefined
  /**
   * Budget of each amendment's text in UTF-8 bytes (default: `4096`), applied
   * after sanitizing. `Infinity` turns it off.
   */
  amendmentBudget?: number | null | undefined
  /**
   * Header prose between the opening line and `Amendments` (default:
   * `DEFAULT_HEADER`). It must carry no structural token; it is checked.
   */
  header?: string | null | undefined
  /** Defanger for the context block (default: the core `defang`). */
  defang?: DefangFunction | null | undefined
}

/** How much of a text a budget kept, in UTF-8 bytes. */
export interface Truncation {
  /** Size before the cut. */
  originalLength: number
  /** Size kept (the marker is not counted). */
  keptLength: number
}

/** An amendment's truncation, with its index in the input. */
export interface AmendmentTruncation extends Truncation {
  /** Index into `EnvelopeInput.amendments`. */
  index: number
}

/** An amendment as it was written into the envelope. */
export interface RenderedAmendment {
  /** Kind. */
  kind: Amendment['kind']
  /** Author's login. */
  login: string
  /** Review state, upper case (reviews only). */
  state?: ReviewState
  /**
   * Text as written: sanitized, line breaks normalized to `\n`, cut to the
   * budget with the marker on its own line. `inspectMessage` recovers exactly
   * this.
   */
  text: string
  /**
   * Sanitizer and line-break edits, in UTF-16 offsets into the input text
   * (before the budget cut).
   */
  edits: Edit[]
}

/** Result of `buildEnvelope`. */
export interface EnvelopeResult {
  /** The envelope. */
  value: string
  /** The header prose as written. */
  header: string
  /** The amendments as written. */
  amendments: RenderedAmendment[]
  /**
   * The context block as built: rendered items, cut to the budget, marker
   * appended. This is what was defanged, once.
   */
  contextSource: string
  /** The defanged context block, as it sits between the fences. */
  contextBody: string
  /** Offset (UTF-16) of `contextBody` in `value`. */
  contextStart: number
  /** Edits of defanging, in offsets into `contextSource`. */
  contextEdits: Edit[]
  /** Whether the defanger swapped in the lookalike-folded copy. */
  folded: boolean
  /** What the budgets cut. */
  truncated: {
    /** The context block's cut, when it was cut. */
    context?: Truncation
    /** The amendments that were cut. */
    amendments: AmendmentTruncation[]
  }
}

/**
 * What an agent harness is told about a message (`Flag.severity` says which
 * kinds mean its structure cannot be trusted):
 *
 * - `opening-line-in-context`: the opening line inside the work-item
 *   context, an injection attempt;
 * - `opening-line-in-amendment`: the opening line inside an amendment's
 *   text, an injection attempt a collaborator may have pasted;
 * - `opening-line-not-first`: the opening line on a later line of a message
 *   that is not a steer;
 * - `live-token-in-context`: a token the core v1 `defang` would still change
 *   in the context — the raw text the agent reads may forge structure;
 * - `rendered-token-in-context`: a token only the given (rendered) defanger
 *   would change — the raw structure is intact;
 * - `malformed`: the structure is not the runner's.
 */
export type FlagKind =
  | 'opening-line-in-context'
  | 'opening-line-in-amendment'
  | 'opening-line-not-first'
  | 'live-token-in-context'
  | 'rendered-token-in-context'
  | 'malformed'

/**
 * What a flag says about the message: `structure` (its structure cannot be
 * trusted: act on none of its amendments; `live-token-in-context`,
 * `malformed`) or `advisory` (the structure is sound: act on its amendments
 * and report the flag; every other kind).
 */
export type FlagSeverity = 'structure' | 'advisory'

/** One finding of `inspectMessage`. */
export interface Flag {
  /** What was found. */
  kind: FlagKind
  /** What it says about the message (fixed by `kind`). */
  severity: FlagSeverity
  /** Human-readable explanation. */
  message: string
  /**
   * Line (1-based), by the line model the structure is read with: CRLF, CR,
   * LF, VT, FF, NEL, U+2028 and U+2029 each end a line.
   */
  line: number
  /** Column (1-based, UTF-16 code units from the start of that line). */
  column: number
  /** Offset (0-based UTF-16 index into the message). */
  offset: number
  /** The token rule that matched (`live-token-in-context` and `rendered-token-in-context` only). */
  rule?: TokenRuleId
  /**
   * Whether the defanger that found the token reported a fallback somewhere
   * in the context (`fallback.used` in the AST engine's result), so the
   * token may come from its stricter fallback model rather than its parsed
   * reading (`rendered-token-in-context` only; left out otherwise).
   */
  fallback?: true
}

/** An amendment found by `inspectMessage`. */
export interface InspectedAmendment {
  /** Kind. */
  kind: Amendment['kind']
  /** Author's login. */
  login: string
  /** Review state (reviews only). */
  state?: ReviewState
  /** Text, with continuation indents removed. */
  text: string
  /** Line of its attribution (1-based, by the line model of `Flag.line`). */
  line: number
  /** Offset of its attribution line in the message. */
  offset: number
}

/** The work-item context found by `inspectMessage`. */
export interface InspectedContext {
  /** The context heading line. */
  heading: string
  /** Everything between the fence lines (data). */
  body: string
  /** Offset of `body` in the message. */
  offset: number
  /** Line of the first line of `body` (1-based, by the line model of `Flag.line`). */
  line: number
}

/** A message that is a steer envelope. */
export interface SteerReport {
  /** It is a steer: the first line is exactly the opening line. */
  steer: true
  /** Header prose (between the blank line and `Amendments`). */
  header: string
  /** The attributed items. */
  amendments: InspectedAmendment[]
  /** The context, or `null` when the fences could not be found. */
  context: InspectedContext | null
  /** Findings, sorted by offset; empty for a well-formed, defanged steer. */
  flags: Flag[]
}

/** Result of `inspectMessage`. */
export type InspectReport = NotSteerReport | SteerReport

/** A message that is not a steer envelope. */
export interface NotSteerReport {
  /** Not a steer: the first line is not the opening line. */
  steer: false
  /**
   * Findings: `opening-line-not-first` where the opening line stands on a
   * later line (an injection attempt, per the spec); otherwise empty.
   */
  flags: Flag[]
}

/** Configuration for `inspectMessage`. */
export interface InspectOptions {
  /**
   * Defanger to check the context body with, in addition to the core v1
   * `defang` that always checks it (default: the core `defang` alone). Pass
   * the runner's engine, such as the rendered profile's `defangMarkdown`: a
   * token only it would change is flagged `rendered-token-in-context`.
   */
  defang?: DefangFunction | null | undefined
}

/** A GitHub account as the REST API reports it (the fields used). */
export interface GitHubUser {
  /** Login. */
  login: string
  /** `User`, `Bot` (an App), `Organization`, …: the forge's own verdict. */
  type?: string | null | undefined
  /** Numeric id; when both sides carry one, identities must match on it too. */
  id?: number | null | undefined
}

/**
 * A workflow run that may confer an amendment (REST `workflow_run` fields,
 * plus the Route job's verdict and what it evaluated).
 */
export interface RunRecord {
  /** Run id. */
  id: number | string
  /** Triggering event (`issue_comment`, `pull_request_target`, …). */
  event: string
  /** The run's actor. */
  actor: GitHubUser | null
  /** When the run was created (RFC 3339). */
  created_at: string
  /** Attempt number: `1` for the first attempt, more for a re-run. */
  run_attempt: number
  /** Whether the run's Route job accepted the event (ADR 0054's check passed). */
  accepted: boolean
  /**
   * What the Route job evaluated, when the runner has it from a record the
   * sender cannot write (such as a Route job output). Each field is an extra
   * check that can only withhold an amendment, never confer one.
   */
  evaluated?: EvaluatedComment | null | undefined
}

/** What a Route job evaluated. */
export interface EvaluatedComment {
  /** Id of the comment it evaluated: the candidate must be this comment. */
  comment_id?: number | string | null | undefined
  /**
   * The text it evaluated: when given, “unchanged since” means the comment's
   * current body is exactly this (instead of comparing edit times).
   */
  body?: string | null | undefined
}

/** An issue or pull request comment (REST fields, plus GraphQL's edit time). */
export interface CommentRecord {
  /** Comment id. */
  id: number | string
  /** Author, or `null` for a deleted account. */
  user: GitHubUser | null
  /** Current body. */
  body: string | null
  /** When it was created (RFC 3339). */
  created_at: string
  /** When it was last updated (RFC 3339). */
  updated_at?: string | null | undefined
  /**
   * When its text was last edited (GraphQL `lastEditedAt`; `null` when never
   * edited). When present it is used instead of `updated_at`.
   */
  last_edited_at?: string | null | undefined
}

/** A pull request review (REST fields). */
export interface ReviewRecord {
  /** Review id. */
  id: number | string
  /** Author, or `null` for a deleted account. */
  user: GitHubUser | null
  /** Review state. */
  state: string
  /** Review body. */
  body: string | null
  /** When it was submitted (RFC 3339). */
  submitted_at?: string | null | undefined
}

/** What `classifyItems` sorts. */
export interface ProvenanceInput {
  /**
   * The runner's own logins, exactly as they appear on its output
   * (`my-app[bot]`), resolved at start: its App login and the review App
   * logins. Required: a runner that cannot resolve its login does not steer.
   */
  selfLogins: ReadonlyArray<string>
  /** Follow-up runs since the session started. */
  runs: ReadonlyArray<RunRecord>
  /** Comments on the work item (including any a run may have evaluated). */
  comments?: ReadonlyArray<CommentRecord> | null | undefined
  /** Reviews. */
  reviews?: ReadonlyArray<ReviewRecord> | null | undefined
  /** Title, body, label and head changes, already as context items. */
  stateChanges?: ReadonlyArray<ContextItem> | null | undefined
}

/** An instruction conferred by a run, with where it came from. */
export interface ClassifiedAmendment extends InstructionAmendment {
  /** The comment. */
  commentId: number | string
  /** The run(s) that conferred it. */
  runIds: Array<number | string>
}

/** Why an item was left out entirely. */
export type ExclusionReason = 'self-login' | 'fullsend-marker'

/** An item left out: fullsend's own output. */
export interface ExcludedItem {
  /** Which input list it came from. */
  source: 'comment' | 'review' | 'state-change'
  /** Index in that list. */
  index: number
  /** Its id, when it has one. */
  id?: number | string
  /** Its author's login, when known. */
  login: string | null
  /** Why. */
  reason: ExclusionReason
}

/** Why a run did or did not confer an amendment. */
export type RunVerdict =
  | 'conferred'
  | 'not-accepted'
  | 'event'
  | 're-run'
  | 'no-actor'
  | 'invalid-login'
  | 'run-time'
  | 'comment-time'
  | 'no-comment'
  | 'ambiguous'
  | 'evaluated-mismatch'
  | 'excluded'
  | 'edited'

/** What one run conferred. */
export interface RunDecision {
  /** Run id. */
  runId: number | string
  /** The comment it evaluated (newest by its actor at or before it), when found. */
  commentId: number | string | null
  /** The verdict. */
  verdict: RunVerdict
}

/** Result of `classifyItems`. */
export interface Classification {
  /** Instructions, oldest first. */
  amendments: ClassifiedAmendment[]
  /** Everything else, oldest first (unparseable times last, in input order). */
  context: ContextItem[]
  /** fullsend's own output, left out. */
  excluded: ExcludedItem[]
  /** One decision per run, in input order. */
  runs: RunDecision[]
}
