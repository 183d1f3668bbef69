import type {RawEdit} from 'steer-envelope'

/** A raw `<table` start or `</table` end tag. */
const tableTag = /<(\/?)table(?=[\s/>]|$)/gi

/** A line in a block quote or list item (or indented into one) with a `|`. */
const containedRow = /^(?:[ \t]+|[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t]))[^\n]*\|/

/**
 * Escapes for raw `<table>` start tags left open above a table in a block
 * quote or list item.
 *
 * A browser keeps a raw table open past the HTML block that opened it, and
 * moves what follows before it (foster parenting). A table that Markdown
 * makes inside a quote or list item then ends the raw one, and lands after
 * the quote or item, out of it: a heading in its cells that the quote
 * showed quoted shows unquoted (`<table>`, blank, `> | &#65;mendments |`,
 * `> |-|`; found by a fuzz run). The `<` of such a start tag becomes
 * `&lt;` (rule `html-break`), so GitHub shows the tag as text and the
 * table stays where the Markdown puts it.
 *
 * Linear: one pass over the lines, and over the tags.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function tableOpenerEscapes(text: string): RawEdit[] {
  tableTag.lastIndex = 0
  if (!tableTag.test(text)) return []
  tableTag.lastIndex = 0

  /** Starts of the raw tables open so far. */
  const open: number[] = []
  /** Starts to escape. */
  const escaped = new Set<number>()
  let match = tableTag.exec(text)
  let lineStart = 0

  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    // A table row in a container while a raw table is open: every one open
    // would be ended by it.
    if (open.length > 0 && containedRow.test(text.slice(lineStart, lineEnd))) {
      for (const start of open) escaped.add(start)
      open.length = 0
    }

    while (match && match.index < lineEnd) {
      if (match[1] === '/') open.pop()
      else open.push(match.index)
      match = tableTag.exec(text)
    }

    lineStart = lineEnd + 1
  }

  return [...escaped]
    .sort((a, b) => a - b)
    .map((start) => ({start, end: start + 1, replacement: '&lt;', rule: 'html-break'}))
}
