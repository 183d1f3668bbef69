import {matchesAt, WrapperScanner, type RawEdit} from 'steer-envelope'
import {
  breakCovered,
  breakQuoted,
  codeMask,
  noSharedSpans,
  sourceEnd,
  sourceStart,
  type LineBreaks,
  type RenderedLine,
  type SharedSpan
} from '../line.js'
import {amendmentsHeading} from './amendments-heading.js'
import {showsLiteral} from './literal.js'
import {attribution} from './attribution.js'
import {contextHeading} from './context-heading.js'
import {fence} from './fence.js'

/**
 * Apply every rendered rule to a line.
 *
 * GitHub turns a list item whose text starts with `[ ]` or `[x]` into a
 * task item after rendering, so a checkbox is shown even where the Markdown
 * parser saw text (`1. \[ ] …`, `&#91; ]`): the line-start rules also apply
 * after such a start (on any line: conservative).
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function lineRules(line: RenderedLine, edits: RawEdit[]): void {
  if (line.reorders) reorderEdits(line.reorders, edits)
  // A code block line shows its source as written: only the rules as the
  // raw text reads them (which the scan engine applies too), not the
  // rendered ones (link text shown as text, cells, marks another parser
  // hides), which would read markup into what no parser takes as markup
  // (found by review).
  if (line.literal) {
    fence(line, edits)
    lineStartRules(line, edits)
    // The raw rule after a `|` too: the scan engine reads it only where the
    // source spells a space (a fuzz found `|Instruction\tfrom @` in a fence).
    if (line.text.includes('|')) afterPipes(line, new WrapperScanner(line.text), edits)
    return
  }

  rulesOn(line, edits)
  if (line.breaks) afterBreaks(line, line.breaks, edits)
  // Parsers pair emphasis delimiters differently (micromark and cmark-gfm
  // disagree on `**~~~` + `Instr**uction**`): read the line once more with
  // the literal marks it shows taken out, as another parser may hide them.
  const bare = withoutMarks(line)
  if (bare) rulesOn(bare, edits)
}

/**
 * Neutralize character references that decode to bidirectional formatting
 * characters (the sanitizer strips the characters themselves): a browser
 * reorders the text around them (found by review: `&#x202E;stnemdnemA`
 * shows `Amendments`), which no line reading follows. Their `&` becomes
 * `&amp;`, so each shows as written; the text they reordered then reads in
 * source order, where the rules (on the next round) see it.
 *
 * @param reorders
 *   Source spans, as `start, end` pairs.
 * @param edits
 *   List to add to.
 */
function reorderEdits(reorders: readonly number[], edits: RawEdit[]): undefined {
  for (let index = 0; index < reorders.length; index += 2) {
    // Its `&` is escaped, so it shows as written: taken out whole, a `&`
    // before it and the text after could join into a new reference
    // (`&&#x202E;#x202E;…`: found by review).
    edits.push({start: reorders[index], end: reorders[index] + 1, replacement: '&amp;', rule: 'sanitize'})
  }
}

/**
 * The line-start rules where a construct sat in a line that reads raw
 * HTML's tags as inline (a browser starts a line at a block tag, and the
 * text after it runs on past inline ones). Only where a token word follows
 * the wrappers there, so a flood of tags makes no sub-line per tag.
 *
 * @param line
 *   Rendered line.
 * @param breaks
 *   Places in it where a line may start.
 * @param edits
 *   List to add to.
 */
function afterBreaks(line: RenderedLine, breaks: LineBreaks, edits: RawEdit[]): void {
  const text = line.text
  if (!anyToken.test(text)) return
  const wrappers = new WrapperScanner(text)
  const indices = breaks.index
  // The line's own start: the first reading ends lines at every break, so
  // only a heading that stands alone up to a later break is news
  // (`<pre>Amendments&#10;x`, `<?x>Amend<b></b>ments<br>?>`).
  const first = wrappers.contentStart(0)
  aloneUpTo(line, 0, first, line.quoted || showsQuote(text, 0, first), line.insertAt, 0)

  let last = -1
  for (let position = 0; position < indices.length; position++) {
    let start = indices[position]
    while (text.charCodeAt(start) === 32) start++
    // A later break the white space reaches describes this line start
    // better (a source line start after a construct's end: its quote
    // markers count; otherwise a `> ` was added on every run, found by
    // review: `a<b`, `<>`, `> |&#65mendments`).
    while (position + 1 < indices.length && indices[position + 1] <= start) position++
    if (start >= text.length || start === last) continue
    last = start
    // Every token starts with a letter: with none up to the next break, a
    // token here starts past it too, where the later break reads it with
    // fewer markers (so quoted no more often) and its `> ` would sit among
    // this one's. Only the last is read, so a long run of displayed
    // markers with a break at each (`&#62;` on every line, then
    // `Amendments`) stays linear (found by review).
    if (position + 1 < indices.length && !holdsLetter(text, start, indices[position + 1])) continue
    // Nor where the wrappers run to the next break: a token after them is
    // read there too, with fewer markers. The walk stops there, so a run
    // of tags with a break after each (`&lt;b>` on every line, joined)
    // stays linear (found by review).
    let next = position + 1
    while (next < indices.length && indices[next] <= start) next++
    const end = next < indices.length ? indices[next] : text.length
    const content = wrappers.contentStart(start, next < indices.length ? end : Number.POSITIVE_INFINITY)
    if (next < indices.length && content >= end) continue
    const word = matchesAt(text, content, 'instruction from @')
      ? 18
      : matchesAt(text, content, 'amendments')
        ? 10
        : matchesAt(text, content, 'work-item context')
          ? 17
          : 0
    if (word === 0) continue
    // Another reading has this line up to the next break: only a token that
    // runs past it is news (a line of text per source line, in the flat
    // model, where every source line start is a break).
    if ((breaks.flags[position] & breakCovered) !== 0 && content + word < end) continue

    // A `>` the line shows there quotes it too (the defanged form).
    const quoted = (breaks.flags[position] & breakQuoted) !== 0 || showsQuote(text, start, content)
    const insertAt = breaks.insertAt[position]
    // The rules read a token and what closes it: a window past the content
    // keeps a line of many breaks linear (a window that ends early can only
    // make a heading look alone: more defanging, never less).
    const rest = subLine(line, start, quoted, Math.min(text.length, content + breakWindow))
    // A heading's `> ` goes where this line would start.
    rest.insertAt = insertAt === -1 ? sourceStart(line, start) : insertAt
    lineStartRules(rest, edits)
    // A checkbox GitHub may draw there shields nothing (see `lineRules`;
    // `a`, `` - \[ ] `Work-item ``, `` context.` `` joined; fuzz run 47).
    const boxed = afterCheckbox(rest)
    if (boxed) lineStartRules(boxed, edits)

    displayedWrappers(rest, edits)
    aloneUpTo(line, start, content, quoted, rest.insertAt, next)
  }

  /**
   * The line may also end at any later break (a block tag, a line feed in
   * `<pre>`; the tags before it inline): a heading may stand alone there.
   *
   * @param line
   *   Line.
   * @param start
   *   Where the line starts.
   * @param content
   *   Where its content starts.
   * @param quoted
   *   Whether it reads quoted.
   * @param insertAt
   *   Where a quoting `> ` goes.
   * @param next
   *   Index in `indices` of the first break after `start`.
   */
  function aloneUpTo(
    line: RenderedLine,
    start: number,
    content: number,
    quoted: boolean,
    insertAt: number,
    next: number
  ): undefined {
    if (!matchesAt(text, content, 'amendments') && !matchesAt(text, content, 'work-item context')) return
    const limit = Math.min(text.length, content + breakWindow)
    for (let index = next; index < indices.length && indices[index] < limit; index++) {
      const end = indices[index]
      if (end <= content) continue
      const alone = subLine(line, start, quoted, end)
      alone.insertAt = insertAt
      // Up to a break, closing marks may end it (`Amendments |`, a cell).
      amendmentsHeading(alone, edits, true)
      contextHeading(alone, edits)
    }
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` holds an ASCII letter or a non-ASCII character.
 */
function holdsLetter(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code > 127) return true
  }

  return false
}

/**
 * @param text
 *   Line text.
 * @param from
 *   Start of the markers.
 * @param to
 *   End of the markers.
 * @returns
 *   Whether a displayed `>` is among them.
 */
function showsQuote(text: string, from: number, to: number): boolean {
  const index = text.indexOf('>', from)
  return index !== -1 && index < to
}

/** Characters past a token's start that `afterBreaks` reads. */
const breakWindow = 128

/**
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
function rulesOn(line: RenderedLine, edits: RawEdit[]): void {
  fence(line, edits)
  lineStartRules(line, edits)
  const rest = afterCheckbox(line)
  if (rest) lineStartRules(rest, edits)
  displayedWrappers(line, edits)
}

/** Tokens a line-start rule looks for, anywhere in a line. */
const anyToken = /amendments|instruction from|work-item context/i

/**
 * The line-start rules once more on what a line displays after markers it
 * shows literally (`# `, `> `, `2) `, `| `, `[ ] `, a tag…; the spec's
 * wrapper grammar), and the attribution rule after every `|` it shows.
 *
 * micromark and cmark-gfm split some blocks differently: where cmark-gfm,
 * which GitHub runs, starts a heading, list item or table cell, micromark
 * may see paragraph text or raw HTML (`x` then `<span>` then `-|` makes a
 * table in one and an HTML block in the other; `2.` after indented code is
 * a list in one and text in the other). There the token follows markers
 * the micromark reading displays, and the spec reads them as wrappers that
 * do not shield it. A marker that is a quote (`>`) makes the rest a quoted
 * line: the defanged form of a heading.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
function displayedWrappers(line: RenderedLine, edits: RawEdit[]): void {
  const text = line.text
  // Most lines show no token at all: no scanner for them.
  if (!anyToken.test(text)) return
  const wrappers = new WrapperScanner(text)
  const content = wrappers.contentStart(0)
  if (content > 0 && content < text.length) {
    const markers = text.slice(0, content)
    const rest = subLine(line, content, line.quoted || markers.includes('>'))
    attribution(rest, edits)
    // Not after a displayed `<`: a line that starts at an unclosed construct
    // (`x<!--Work-item context`) starts mid-source-line, where a quoting
    // `> ` quotes nothing and would be added again on every run.
    // Nor after markers every parser shows as text (escaped, a reference,
    // code: `\[Amendments\]`, `` `[Amendments](#)` ``): no reading hides
    // them (found by review).
    if (!markers.includes('<') && !showsLiteral(line, 0, content)) {
      amendmentsHeading(rest, edits, true)
      contextHeading(rest, edits)
    }
  } else if (content === 0) {
    // Closing marks alone do not shield the heading either (`Amendments #`).
    amendmentsHeading(line, edits, true)
  }

  afterPipes(line, wrappers, edits)
}

/**
 * The spec's “after any `|` in the line”, on the displayed text (where white
 * space reads as one space: `|Instruction\tfrom @`).
 *
 * @param line
 *   Rendered line.
 * @param wrappers
 *   Wrapper scanner over its text.
 * @param edits
 *   List to add to.
 */
function afterPipes(line: RenderedLine, wrappers: WrapperScanner, edits: RawEdit[]): void {
  const text = line.text
  let pipe = text.indexOf('|')
  while (pipe !== -1) {
    const start = wrappers.contentStart(pipe + 1)
    // Checked first: a line of many pipes makes no sub-line per pipe.
    if (matchesAt(text, start, 'instruction from @')) attribution(subLine(line, start, line.quoted), edits)
    pipe = text.indexOf('|', pipe + 1)
  }
}

/**
 * The line without the emphasis, strikethrough and code marks it displays
 * literally (each from a one-character source span of its own), and
 * without the white space that then leads it.
 *
 * @param line
 *   Rendered line.
 * @returns
 *   The bare line, or `undefined` when it shows no such mark.
 */
function withoutMarks(line: RenderedLine): RenderedLine | undefined {
  const text = line.text
  // Marks in code are shown as written by every parser: they stay.
  const inCode = codeMask(line)
  let found = false
  for (let index = 0; index < text.length; index++) {
    if (isLiteralMark(line, index, inCode)) {
      found = true
      break
    }
  }

  if (!found) return undefined

  let chars = ''
  const starts = new Int32Array(text.length)
  const ends = new Int32Array(text.length)
  const shared = new Map<number, SharedSpan>()
  // Code ranges of the bare line (so its rules know code there too).
  const bareCode: number[] = []
  for (let index = 0; index < text.length; index++) {
    if (isLiteralMark(line, index, inCode)) continue
    const code = text.charCodeAt(index)
    if (chars.length === 0 && (code === 32 || code === 9)) continue
    const value = line.shared.get(index)
    if (value) shared.set(chars.length, value)
    starts[chars.length] = sourceStart(line, index)
    ends[chars.length] = sourceEnd(line, index)
    if (inCode?.[index]) {
      if (bareCode.length > 0 && bareCode[bareCode.length - 1] === chars.length) bareCode[bareCode.length - 1]++
      else bareCode.push(chars.length, chars.length + 1)
    }

    chars += text.charAt(index)
  }

  if (chars.length === 0) return undefined
  const bare: RenderedLine = {
    text: chars,
    starts,
    ends,
    base: 0,
    shared,
    insertAt: line.insertAt,
    quoted: line.quoted
  }
  if (bareCode.length > 0) bare.code = bareCode
  if (line.dropsMarks) bare.dropsMarks = true
  return bare
}

/**
 * @param line
 *   Rendered line.
 * @param index
 *   Character index.
 * @param code
 *   The line's code mask, if any.
 * @returns
 *   Whether the character is a literal `*`, `_`, `~` or backtick outside
 *   code.
 */
function isLiteralMark(line: RenderedLine, index: number, code: Uint8Array | undefined): boolean {
  const char = line.text.charCodeAt(index)
  return (
    (char === 42 || char === 95 || char === 126 || char === 96) &&
    sourceEnd(line, index) - sourceStart(line, index) === 1 &&
    !line.shared.has(index) &&
    code?.[index] !== 1
  )
}

/**
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
function lineStartRules(line: RenderedLine, edits: RawEdit[]): void {
  attribution(line, edits)
  amendmentsHeading(line, edits)
  contextHeading(line, edits)
}

/**
 * @param line
 *   Rendered line.
 * @returns
 *   The line after a leading `[ ]`, `[x]` or `[X]` and white space, if it
 *   starts so.
 */
function afterCheckbox(line: RenderedLine): RenderedLine | undefined {
  const text = line.text
  const mark = text.charCodeAt(1)
  if (
    text.charCodeAt(0) !== 91 ||
    (mark !== 32 && mark !== 120 && mark !== 88) ||
    text.charCodeAt(2) !== 93 ||
    text.charCodeAt(3) !== 32
  ) {
    return undefined
  }

  return subLine(line, 4, line.quoted)
}

/**
 * @param line
 *   Rendered line.
 * @param from
 *   Index in its text.
 * @param quoted
 *   Whether the rest reads quoted.
 * @param to
 *   Index in its text to end at (default: its end).
 * @returns
 *   The line from `from` to `to` (same spans, same place for a quoting `> `).
 */
function subLine(line: RenderedLine, from: number, quoted: boolean, to = line.text.length): RenderedLine {
  let shared: ReadonlyMap<number, SharedSpan> = noSharedSpans
  if (line.shared.size > 0) {
    const map = new Map<number, SharedSpan>()
    // Whichever is smaller: the window (many sub-lines of a long line) or
    // the map.
    if (to - from < line.shared.size) {
      for (let index = from; index < to; index++) {
        const value = line.shared.get(index)
        if (value) map.set(index - from, value)
      }
    } else {
      for (const [index, value] of line.shared) {
        if (index >= from && index < to) map.set(index - from, value)
      }
    }

    shared = map
  }

  const sub: RenderedLine = {
    text: line.text.slice(from, to),
    starts: line.starts,
    ends: line.ends,
    base: line.base + from,
    shared,
    insertAt: line.insertAt,
    quoted
  }
  if (line.dropsMarks) sub.dropsMarks = true
  return sub
}
