const unplaced = '<p data-sourcepos="0:0-0:0">'
const attribute = ' data-sourcepos="'
const position = /^(\d+):(\d+)-(\d+):\d+"/
const row = '<tr data-sourcepos="'

/**
 * Give back the source position cmark-gfm loses for a paragraph a table
 * takes its head row from (`x`, `| a |`, `|-|`): the table extension makes
 * the paragraph anew, at `0:0-0:0`, and gives the table and its head row
 * the paragraph's start. The paragraph starts there; the head row is the
 * line before the delimiter row, which is the line before the first body
 * row (or the table's last line), and the paragraph ends on the line before
 * the head row.
 *
 * Only cmark-gfm writes `data-sourcepos` where positions are trusted (a
 * source that spells it is not), so the next one after the paragraph is the
 * table's, and the next row's after the head row is a body row of this
 * table if it is on one of its lines.
 *
 * @param html
 *   cmark-gfm HTML rendered with `--sourcepos`.
 * @returns
 *   The HTML with such paragraphs placed (the same string when none are).
 */
export function placeTableParagraphs(html: string): string {
  let at = html.indexOf(unplaced)
  if (at === -1) return html
  let result = ''
  let last = 0

  while (at !== -1) {
    const after = at + unplaced.length
    const next = html.indexOf(attribute, after)
    const table = next === -1 || !html.startsWith('<table', next - 6) ? null : position.exec(html.slice(next + attribute.length, next + attribute.length + 48))
    if (table) {
      const start = Number(table[1])
      const column = Number(table[2])
      const end = Number(table[3])
      const head = html.indexOf(row, next)
      const body = head === -1 ? -1 : html.indexOf(row, head + row.length)
      const bodyLine = body === -1 ? Number.NaN : Number.parseInt(html.slice(body + row.length, body + row.length + 12), 10)
      const delimiter = bodyLine > start && bodyLine <= end ? bodyLine - 1 : end
      const paragraphEnd = delimiter - 2
      if (start > 0 && paragraphEnd >= start) {
        result += html.slice(last, at) + '<p data-sourcepos="' + start + ':' + column + '-' + paragraphEnd + ':1">'
        last = after
      }
    }

    at = html.indexOf(unplaced, after)
  }

  return result + html.slice(last)
}
