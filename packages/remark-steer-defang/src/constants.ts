/**
 * Default budgets of the AST engine. Each keeps the Markdown parser (which
 * is not linear on hostile input) to a bounded amount of work per piece;
 * whatever a budget refuses is carried by the scan engine and the flat
 * model and reported as a fallback.
 */

/** Largest piece the AST engine parses, in UTF-16 code units. */
export const DEFAULT_MAX_PIECE_LENGTH = 16 * 1024

/**
 * Most container markers (`>`, list markers) a line of a parsed piece may
 * start with. Deeper nesting makes the parser slow and can overflow its
 * stack.
 */
export const DEFAULT_MAX_DEPTH = 16

/**
 * Most emphasis, strikethrough and bracket characters (`*` `_` `~` `[` `]`)
 * a block between blank lines of a parsed piece may hold: the parser
 * resolves them quadratically. Measured here (remark-parse with GFM), a
 * block of `x*` costs 1.3–1.5× realistic Markdown per byte up to 600 such
 * characters, then 1.7× at 1,200, 2.4× at 2,400 and 3.8× at 4,800. A block
 * that holds a token is parsed twice (the second look at the output): at
 * this cap, a body of such blocks costs 2.3–3.5× realistic Markdown parsed
 * once (`pnpm bench`; 3.2× and up at 384). The most in any block of 207
 * READMEs of this project's dependencies (14,202 blocks) is 144.
 */
export const DEFAULT_MAX_MARKUP = 256

/** Fixed part of the default time budget, in milliseconds. */
export const DEFAULT_TIME_BUDGET_BASE_MS = 500

/**
 * Part of the default time budget per KiB of input, in milliseconds: about
 * twice what realistic Markdown whose every block is parsed costs here
 * (1.2–1.8 ms), so that realistic bodies stay well within it and no input
 * costs much more per byte (past it, the fallback carries the rest).
 */
export const DEFAULT_TIME_BUDGET_PER_KIB_MS = 3

/**
 * Pieces are merged up to about this length: every parse has a fixed cost,
 * and the parser's quadratic cases grow with the piece.
 */
export const MERGE_LENGTH = 1024
