import type {DefangResult, TokenRuleId} from 'steer-envelope'

/** A message about a defang run (shape of a `vfile-message`, all optional). */
export interface PreviewMessage {
  /** Human-readable reason. */
  reason: string
  /** Rule that produced it, if any. */
  ruleId?: string | null | undefined
  /** Package or engine that produced it. */
  source?: string | null | undefined
  /** 1-based line of the place it refers to. */
  line?: number | null | undefined
  /** 1-based column of the place it refers to. */
  column?: number | null | undefined
  /** `true` for an error, `false` for a warning, `null`/`undefined` for info. */
  fatal?: boolean | null | undefined
}

/** Whether the AST engine fell back to the scan engine, and why. */
export interface PreviewFallback {
  /** Whether the fallback was used. */
  used: boolean
  /** Why (for example a time budget or a parser error). */
  reason?: string | null | undefined
}

/** Everything `renderPreview` shows: the original input and what `defang` made of it. */
export interface PreviewInput {
  /** The original (untrusted) input `result` was computed from. */
  input: string
  /** The result of `defang(input)`. */
  result: DefangResult
  /** Page title (default: `steer-defang preview`). */
  title?: string | null | undefined
  /** Messages of the run (engine disagreements, notes), shown in the summary. */
  messages?: ReadonlyArray<PreviewMessage> | null | undefined
  /** Fallback information, shown in the summary. */
  fallback?: PreviewFallback | null | undefined
}

/** Configuration for `renderPreview`. */
export interface PreviewOptions {
  /**
   * Render the defanged text as GitHub renders a comment (default: `true`).
   * Turn off for very large inputs when only the source panes matter.
   */
  rendered?: boolean | null | undefined
  /**
   * Check the rendered model for live structural tokens and show the result
   * in the summary (default: `true`; ignored when `rendered` is `false`).
   */
  check?: boolean | null | undefined
}

/** A place in the source Markdown (UTF-16 offset with 1-based line and column). */
export interface SourcePoint {
  /** 1-based line (LF, CR and CRLF end a line, as in CommonMark). */
  line: number
  /** 1-based column, in UTF-16 code units. */
  column: number
  /** 0-based UTF-16 offset into the source. */
  offset: number
  /**
   * Whether the point comes straight from the renderer's source position of
   * a block (`true`) or was derived from it by the line heuristics (`false`).
   */
  exact: boolean
}

/** One line as a reader of the rendered page sees it. */
export interface RenderedLine {
  /**
   * Displayed text: whitespace collapsed and trimmed (inside `pre`, the code
   * line with its own spacing, trimmed at the ends).
   */
  text: string
  /** Tag name of the nearest block element (`p`, `li`, `td`, `pre`, `root`, …). */
  block: string
  /** Number of `blockquote` elements around the line. */
  quoteDepth: number
  /** Whether the line is the first one of its block. */
  first: boolean
  /**
   * Whether the line is the first one of the nearest list item (where a
   * leading `[ ]` or `[x]` is a task box on github.com).
   */
  itemStart: boolean
  /** Where the line starts in the source, when it can be mapped back. */
  source?: SourcePoint | undefined
}

/** Which renderer produced a check: GitHub's engine or the remark model of it. */
export type Renderer = 'cmark-gfm' | 'remark'

/** A structural token found in the rendered text. */
export interface TokenFinding {
  /** The rule whose token it is. */
  rule: TokenRuleId
  /** The token as displayed (for headings, the whole rendered line). */
  token: string
  /** Whether it is in its defanged form (a heading quoted as `> …`). */
  defanged: boolean
  /** Whether it only matched after NFKC folding the displayed text. */
  folded: boolean
  /** The rendered line it is on. */
  line: RenderedLine
}

/** Result of checking rendered text for live structural tokens. */
export interface CheckReport {
  /** Renderer that produced the HTML. */
  renderer: Renderer
  /** Why the remark model was used instead of cmark-gfm, if it was. */
  note?: string | undefined
  /** `true` when no live token was found. */
  ok: boolean
  /** Tokens GitHub would display live (at a line start, or a fence anywhere). */
  live: TokenFinding[]
  /** Heading tokens found in their defanged (quoted) form. */
  defanged: TokenFinding[]
  /** Number of non-empty rendered lines examined. */
  lines: number
}
