import type {DefangResult, Edit, Point, TokenRuleId} from 'steer-envelope'

/**
 * Which line starts count: `rendered` (GitHub’s rendered display, on top of
 * the v1 rules) or `v1` (the raw-text rules of steer envelope v1, exactly).
 */
export type Profile = 'rendered' | 'v1'

/**
 * Which engine finds the tokens: `scan` (raw text), `ast` (the Markdown
 * tree, with the scan engine only where the tree could not be built), or
 * `both` (the union).
 */
export type Engine = 'scan' | 'ast' | 'both'

/** Why a piece of the block was not parsed (the scan engine carried it). */
export type FallbackReason =
  | 'too-large'
  | 'too-deep'
  | 'too-complex'
  | 'time-budget'
  | 'parse-error'
  | 'unknown-state'
  | 'internal-error'

/** Configuration for `defangMarkdown` and the plugin. */
export interface Options {
  /**
   * Line-start model (default: `'rendered'`, or `'v1'` when `engine` is
   * `'scan'`).
   */
  profile?: Profile | null | undefined
  /**
   * Engine (default: `'both'`; ignored, as `'scan'`, with `profile: 'v1'`).
   * `'scan'` reads raw text only: it selects `profile: 'v1'`, and is an
   * error with `profile: 'rendered'`.
   */
  engine?: Engine | null | undefined
  /**
   * Largest input accepted, in UTF-16 code units (default: the core’s
   * `DEFAULT_MAX_LENGTH`, 8 MiB). Larger input is an error.
   */
  maxLength?: number | null | undefined
  /** Largest piece the AST engine parses (default: `16384`). */
  maxPieceLength?: number | null | undefined
  /** Most container markers at the start of a parsed line (default: `16`). */
  maxDepth?: number | null | undefined
  /**
   * Most `*` `_` `~` `[` `]` characters in one block (between blank lines)
   * of a parsed piece (default: `256`).
   */
  maxMarkup?: number | null | undefined
  /**
   * Time the AST engine may spend on one call, in milliseconds (default:
   * `500` plus `3` per KiB of input). Pieces left when it runs out are not
   * parsed. `Infinity` turns the budget off (for reproducible tests).
   */
  timeBudgetMs?: number | null | undefined
}

/** One piece of the block the AST engine could not parse. */
export interface FallbackEntry {
  /** Why. */
  reason: FallbackReason
  /** Which pass (`ascii`, or `fold` for the lookalike-folded copy). */
  pass: 'ascii' | 'fold'
  /** Start offset of the piece in the input. */
  start: number
  /** End offset of the piece in the input. */
  end: number
  /** Line and column of `start`. */
  startPoint: Point
  /** Line and column of `end`. */
  endPoint: Point
}

/** Whether, and where, the scan engine stood in for the AST engine. */
export interface Fallback {
  /** Whether any piece fell back. */
  used: boolean
  /** Every piece that fell back. */
  reasons: FallbackEntry[]
}

/** A token only one engine saw, inside a piece both engines read. */
export interface Disagreement {
  /** The engine that saw it. */
  engine: 'scan' | 'ast'
  /** Rule of the token. */
  rule: TokenRuleId
  /** Start offset in the input. */
  start: number
  /** End offset in the input. */
  end: number
  /** Line and column of `start`. */
  startPoint: Point
  /** Line and column of `end`. */
  endPoint: Point
  /** The input text of the edit. */
  original: string
  /** The engine’s replacement. */
  replacement: string
  /**
   * Whether the replacement is in the output: `false` for a scan edit the
   * `ast` engine left out, and for a rendered heading left alone because
   * its raw line already is the defanged form (`> Amendments`).
   */
  applied: boolean
}

/** Result of `defangMarkdown`. */
export interface Result extends DefangResult {
  /** Profile used. */
  profile: Profile
  /** Engine used (`scan` for profile `v1`). */
  engine: Engine
  /** Pieces the AST engine could not parse. */
  fallback: Fallback
  /** Tokens only one engine saw. */
  disagreements: Disagreement[]
}

/** How many token edits each engine found. */
export interface EngineCounts {
  /** Edits only the scan engine found. */
  scan: number
  /** Edits only the AST engine found. */
  ast: number
  /** Edits both engines found. */
  both: number
}

/** What the plugin stores in `file.data.steerDefang`. */
export interface SteerDefangData {
  /** The defanged document. */
  value: string
  /** Every change, in input coordinates. */
  edits: Edit[]
  /** Profile, engine, and token edits per engine. */
  engines: {profile: Profile; engine: Engine; counts: EngineCounts}
  /** Pieces the AST engine could not parse. */
  fallback: Fallback
  /** Tokens only one engine saw. */
  disagreements: Disagreement[]
}
