import {HtmlMatcher, matchesAt, tokenEdits, type RawEdit} from 'steer-envelope'
import {constructEnd} from './html-display.js'

/** Rules whose edit puts a `>` where it starts (the quoted heading form). */
const headingRules = new Set(['amendments-heading', 'context-heading'])

/**
 * Escape the `<` of raw HTML a browser reads as open across a heading's
 * line start, where the core sees no construct: the `>` of the quoted
 * heading form (written by the heading rules, or already there) ends it in
 * a browser, which then shows the heading after it unquoted (found by
 * review: `<div>`, `<t)`, `Amendments`, where `<t)` swallowed the heading
 * before the edit; `<?x`, `<div` before a blank line). Its `<` becomes
 * `&lt;`, so a browser shows it as text, and swallows nothing after it.
 *
 * The core breaks out every construct it matches and defangs again after a
 * heading rewrite that closes one; this covers what only a browser reads as
 * a construct: tag names and attributes CommonMark rejects (`<t)`, `<a ]`),
 * bogus comments (`<?x`, `</3`, `<!x`) and constructs left open.
 *
 * Raw HTML is walked once as a browser reads it, a construct skipped whole.
 * Past one left open, what a browser would read once it is escaped is not
 * worked out (each may run to the end: quadratic); there every `<` that
 * may open a construct before the last quoted heading is escaped
 * (stricter). Quoted headings are only looked for, and the scan engine's
 * heading edits only made, where such a construct runs across a line.
 *
 * @param text
 *   Prepared text.
 * @param analysis
 *   The AST engine's edits (sorted, non-overlapping).
 * @returns
 *   `html-break` edits turning `<` into `&lt;`, sorted (none usually).
 */
export function openConstructEdits(text: string, analysis: readonly RawEdit[]): RawEdit[] {
  const {spans, open} = openAcrossLines(text)
  if (spans.length === 0 && open === -1) return []

  // Where a quote's `>` goes or is: heading edits of either engine, and
  // headings already quoted in the stretches that matter.
  const scan = tokenEdits(text)
  const points: number[] = []
  for (const edit of analysis) if (headingRules.has(edit.rule)) points.push(edit.start)
  for (const edit of scan) if (headingRules.has(edit.rule)) points.push(edit.start)
  for (const [start, end] of spans) quotedHeadings(text, start, end, points)
  if (open !== -1) quotedHeadings(text, open, text.length, points)
  if (points.length === 0) return []
  points.sort((a, b) => a - b)

  const html = new HtmlMatcher(text)
  const edits: RawEdit[] = []
  /**
   * @param at
   *   Index of a `<` to escape, unless the core matches a construct there
   *   or a token edit holds it (edits of one engine never overlap).
   */
  function escape(at: number): undefined {
    // The core's processing instructions, declarations and CDATA sections
    // are bogus comments to a browser, which end at the first `>`.
    if (html.any(at) !== -1 && !isBogusComment(text, at)) return
    if (touches(analysis, at) || touches(scan, at)) return
    edits.push({start: at, end: at + 1, replacement: '&lt;', rule: 'html-break'})
  }

  let next = 0
  for (const [start, end] of spans) {
    while (next < points.length && points[next] <= start) next++
    if (next < points.length && points[next] < end) escape(start)
  }

  const last = points[points.length - 1]
  if (open !== -1) {
    for (let at = open; at !== -1 && at < last; at = text.indexOf('<', at + 1)) {
      // A comment ends at `-->`, not at a quote's `>`.
      if (mayOpen(text.charCodeAt(at + 1)) && !text.startsWith('<!--', at)) escape(at)
    }
  }

  return edits
}

/**
 * Raw HTML constructs as a browser reads them, walked from the start: those
 * that hold a line feed (a line may start in them), and the first left open.
 *
 * @param text
 *   Text.
 * @returns
 *   `[start, end)` spans, sorted and disjoint, and the start of the first
 *   construct left open (`-1` when none is).
 */
function openAcrossLines(text: string): {spans: Array<[number, number]>; open: number} {
  const spans: Array<[number, number]> = []
  let at = text.indexOf('<')
  // The first line feed at or after `at` (searched again only once passed).
  let lineFeed = text.indexOf('\n', Math.max(at, 0))
  while (at !== -1 && lineFeed !== -1) {
    const end = constructEnd(text, at)
    if (end === -1) {
      at = text.indexOf('<', at + 1)
      continue
    }

    // Left open: a browser swallows the rest.
    if (end < 0) return {spans, open: at}
    if (lineFeed < at) lineFeed = text.indexOf('\n', at)
    // A comment ends at `-->`, not at a quote's `>`.
    if (lineFeed !== -1 && lineFeed < end && !text.startsWith('<!--', at)) spans.push([at, end])
    at = text.indexOf('<', end)
  }

  return {spans, open: -1}
}

/**
 * Add where a quote's `>` is on each line of `[from, to)` whose quote
 * markers are followed by a heading word (`> Amendments`, `>> Work-item
 * context`): a browser may read that `>` as the end of a construct.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param points
 *   List to add to.
 */
function quotedHeadings(text: string, from: number, to: number, points: number[]): undefined {
  let lineFeed = text.indexOf('\n', from)
  while (lineFeed !== -1 && lineFeed < to) {
    let at = lineFeed + 1
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
    const quote = at
    while (text.charCodeAt(at) === 62 || text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
    if (at > quote && text.charCodeAt(quote) === 62) {
      if (matchesAt(text, at, 'amendments') || matchesAt(text, at, 'work-item context')) points.push(quote)
    }

    lineFeed = text.indexOf('\n', lineFeed + 1)
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @returns
 *   Whether a browser reads a bogus comment there (`<?`, `<!` but a
 *   comment, `</` but an end tag), which ends at the first `>`.
 */
function isBogusComment(text: string, at: number): boolean {
  const next = text.charCodeAt(at + 1)
  if (next === 63) return true
  if (next === 33) return !text.startsWith('--', at + 2)
  if (next !== 47) return false
  const after = text.charCodeAt(at + 2)
  return !((after >= 65 && after <= 90) || (after >= 97 && after <= 122))
}

/**
 * @param code
 *   Character after a `<`.
 * @returns
 *   Whether a browser may read the `<` as opening a construct (a tag, an
 *   end tag, a comment or a bogus comment).
 */
function mayOpen(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 47 || code === 33 || code === 63
}

/**
 * @param edits
 *   Sorted, non-overlapping edits.
 * @param index
 *   Index.
 * @returns
 *   Whether an edit starts at or covers `index`.
 */
function touches(edits: readonly RawEdit[], index: number): boolean {
  let low = 0
  let high = edits.length
  // The first edit that ends after `index` (or is an insertion at it).
  while (low < high) {
    const mid = (low + high) >> 1
    const edit = edits[mid]
    if (edit.end > index || (edit.start === index && edit.end === index)) high = mid
    else low = mid + 1
  }

  return low < edits.length && edits[low].start <= index
}
