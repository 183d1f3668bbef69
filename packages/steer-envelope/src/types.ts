import type {RULE_IDS} from './constants.js'

/** Identifier of the rule that made an edit. */
export type RuleId = (typeof RULE_IDS)[number]

/** The rules that defang a structural token (as opposed to preparing the block). */
export type TokenRuleId =
  | 'fence'
  | 'attribution'
  | 'amendments-heading'
  | 'context-heading'

/** A point in the original input: 1-based line and column, 0-based offset. */
export interface Point {
  /** Line (1-based; CR, LF and CRLF end a line). */
  line: number
  /** Column (1-based, in UTF-16 code units). */
  column: number
  /** Offset (0-based UTF-16 code-unit index into the original input). */
  offset: number
}

/**
 * One change, in original coordinates.
 *
 * Edits are sorted and never overlap; applying them to the input yields the
 * output exactly (see `applyEdits`).
 */
export interface Edit {
  /** Start offset (UTF-16 index into the original input, inclusive). */
  start: number
  /** End offset (exclusive); equal to `start` for an insertion. */
  end: number
  /** Line and column of `start`. */
  startPoint: Point
  /** Line and column of `end` (for an insertion, the `startPoint` object itself). */
  endPoint: Point
  /** Rule that made the edit. */
  rule: RuleId
  /** The original text (`input.slice(start, end)`). */
  original: string
  /** The text that replaces it. */
  replacement: string
  /**
   * Which engine found the token (token rules only): `scan` (the raw-text
   * rules), `ast` (only the Markdown/HTML tree saw it, rendered profile), or
   * `both`.
   */
  engine?: 'scan' | 'ast' | 'both'
  /**
   * Rules of earlier passes whose edits fell inside this one and were merged
   * into it (for example a zero-width space stripped inside a heading line).
   */
  merged?: RuleId[]
}

/** An edit before positions are attached: offsets into some intermediate text. */
export interface RawEdit {
  /** Start offset (inclusive). */
  start: number
  /** End offset (exclusive). */
  end: number
  /** Replacement text. */
  replacement: string
  /** Rule that made the edit. */
  rule: RuleId
  /** Engine that found the token (token rules only). */
  engine?: 'scan' | 'ast' | 'both'
  /** Rules merged into this edit. */
  merged?: RuleId[]
}

/**
 * Extra findings an AST engine contributes for one pass over the prepared
 * (sanitized, line-break-normalized, tag-broken) text.
 */
export interface Analysis {
  /**
   * Offsets (into the prepared text) where the token rules apply as at the
   * start of a line, in addition to the scan engine's line starts: for
   * example a table cell that is not first on its line.
   */
  lineStarts?: Iterable<number> | null | undefined
  /**
   * Token edits (offsets into the prepared text) for tokens the raw text does
   * not spell, such as `&#64;` rendering `@`. They must not overlap each other.
   */
  edits?: ReadonlyArray<RawEdit> | null | undefined
}

/**
 * A function that analyses one prepared text (see `Options.analyze`). In
 * the `fold` pass, `changed` holds the spans of the prepared text (start
 * and end, flattened, sorted) that the lookalike fold changed.
 */
export type Analyzer = (prepared: string, pass: 'ascii' | 'fold', changed?: ReadonlyArray<number>) => Analysis

/**
 * A function that finds the token edits of one prepared text itself,
 * replacing the scan engine's token pass (see `Options.tokens`). It must
 * return sorted, non-overlapping edits against `prepared`. `changed` is as
 * for `Analyzer`.
 */
export type TokenFinder = (prepared: string, pass: 'ascii' | 'fold', changed?: ReadonlyArray<number>) => RawEdit[]

/** Configuration for `defang`. */
export interface Options {
  /**
   * Largest input accepted, in UTF-16 code units (default: `8388608`).
   * Larger input is an error, never truncated.
   */
  maxLength?: number | null | undefined
  /**
   * Fold lookalikes (NFKC) to reveal hidden tokens (default: `true`).
   * Turning this off is for tests of the ASCII pass only.
   */
  fold?: boolean | null | undefined
  /**
   * Extra analysis (an AST engine) run on each prepared text; its line starts
   * and edits are used in addition to the scan engine’s (union).
   */
  analyze?: Analyzer | null | undefined
  /**
   * Find the token edits yourself instead of the scan engine (an engine that
   * uses the scan engine only where it cannot see, say). The pipeline around
   * it (preparation, rounds, fold, composition) stays the core's. Not with
   * `analyze`.
   */
  tokens?: TokenFinder | null | undefined
}

/** A token the lookalike fold revealed. */
export interface RevealedToken {
  /** Rule that defanged it in the folded copy. */
  rule: TokenRuleId
  /** The token as it reads after folding. */
  text: string
  /** Where its source starts in the original input. */
  start: number
  /** Where its source ends in the original input. */
  end: number
}

/** Result of `defang`. */
export interface DefangResult {
  /** The defanged block. */
  value: string
  /** Every change, sorted, in original coordinates. */
  edits: Edit[]
  /** Whether the NFKC-folded copy was swapped in because it revealed tokens. */
  folded: boolean
  /** The tokens the fold revealed (empty unless `folded`). */
  revealed: RevealedToken[]
}
