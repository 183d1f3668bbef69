/**
 * Bounds on the page, so that any input the CLI accepts (8 MiB by default)
 * gives a page a browser opens. Each marked edit costs about 1–3 KB (its
 * label twice, its tooltip, its entry in the list of edits); an invisible
 * character spelled as a glyph costs about 56 bytes. Past these bounds the
 * panes still hold every character, escaped, and the summary says what was
 * left unmarked.
 */

/**
 * Edits marked in the panes (focusable, labelled, with a tooltip) and listed
 * in the list of edits: the first 10,000, at most about 30 MB of markup.
 */
export const MAX_MARKED_EDITS = 10_000

/**
 * Invisible characters and line breaks spelled as glyphs inside marks, per
 * pane (at most about 1.1 MB each); the rest are written as they are.
 */
export const MAX_GLYPHS = 20_000

/**
 * Characters of an edit's original or replacement spelled in its label,
 * tooltip and list entry; a longer text is cut there and its length given.
 */
export const MAX_SPELLED = 64

/**
 * Items shown in each list of the summary (messages, revealed tokens, live
 * tokens); the rest are counted.
 */
export const MAX_LISTED = 1000

/**
 * Largest rendered view, in characters of HTML, estimated from the tree
 * before it is serialized: link reference definitions are copied into every
 * reference, so a small text can expand without bound.
 */
export const MAX_RENDERED_HTML = 16 * 1024 * 1024
