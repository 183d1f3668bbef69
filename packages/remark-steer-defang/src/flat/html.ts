// HTML in the flat model: constructs a browser carries across lines, and
// the cmark-gfm HTML blocks a line opens or leaves open.
import {isAsciiAlpha} from 'steer-envelope'
import {isBlank} from '../cuts.js'
import {charSet} from '../char-set.js'
import {commentEnd, constructEnd} from '../html-display.js'
import {sharedBlockNames} from '../block-names.js'
import {cdataAnyCase, cmarkCdataEnd, isDigit, holdsCaseless, indexWithin, isSpaceOrTab} from './text.js'
import {afterContainerMarks, gfmFootnoteEnd, walkContainers, type ContainerBase} from './containers.js'
import {acrossLineBreak, tagNameStart, walkTag} from '../tag-state.js'

/** A construct a line leaves open, to a browser: a comment, or another. */
export type Carried = 'comment' | 'other'

/**
 * Where a construct left open on an earlier line ends on this one, to a
 * browser: after `-->` or `--!>` (a comment), or after the first `>`
 * (a bogus comment, or a tag: conservatively, quotes are not followed).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param open
 *   What is open.
 * @param html
 *   Whether the line is in an HTML block.
 * @returns
 *   Index after its end, or -1 when it goes on past the line.
 */
export function carriedEnd(text: string, from: number, to: number, open: Carried, html: boolean): number {
  // Not at the line's own leading quote markers outside an HTML block:
  // cmark-gfm reads a `>` that starts a line as a quote (the `> ` the
  // heading rule writes), and would escape the open tag's `<` as text
  // (`<u<`); ending the construct there would read the quoted heading as
  // unquoted, and quote it on every run. In an HTML block it is HTML, and
  // ends the construct (found by review: `<div`, `>`, `Instruction`,
  // `from @x`).
  while (!html && from < to) {
    const code = text.charCodeAt(from)
    if (code !== 32 && code !== 9 && code !== 62) break
    from++
  }

  if (open === 'other') {
    const end = indexWithin(text, '>', from, to)
    return end === -1 ? -1 : end + 1
  }

  const end = commentEnd(text, from, to)
  return end < 0 ? -1 : end
}

/**
 * Where a tag carried over from a line above ends on this one, as a
 * browser reads it (see `tag-state.ts`): after its first `>` outside a
 * quoted value.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param state
 *   State of the tag at the line start (see `tag-state.ts`).
 * @returns
 *   Index after that `>`, or -1.
 */
export function tagEndWithin(text: string, from: number, to: number, state: number): number {
  const end = walkTag(text, from, to, state)
  return end < 0 ? -1 : end
}

/**
 * The state a tag carried over is left in at the start of the next line,
 * when this one does not end it, read as `tagEndWithin` reads it.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param state
 *   State of the tag at the line start.
 * @returns
 *   Its state at the next line's start, or -1 when a `>` ends the tag.
 */
export function tagStateAfter(text: string, from: number, to: number, state: number): number {
  const end = walkTag(text, from, to, state)
  return end < 0 ? acrossLineBreak(-1 - end) : -1
}

/**
 * Which construct, if any, a line leaves open to a browser, reading its
 * constructs from `from` (after any carried one ends).
 *
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   What is left open.
 */
export function openAtEnd(text: string, from: number, to: number): Carried | undefined {
  const lt = openerAtEnd(text, from, to)
  return lt === -1 ? undefined : text.startsWith('<!--', lt) ? 'comment' : 'other'
}

/**
 * The `<` of the construct a line leaves open to a browser (see
 * `openAtEnd`).
 *
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Its index, or -1.
 */
export function openerAtEnd(text: string, from: number, to: number): number {
  let lt = indexWithin(text, '<', from, to)
  if (lt === -1) return -1
  const line = text.slice(from, to)
  while (lt !== -1) {
    // `</` before the line feed is a bogus comment a browser ends at the
    // next `>` (`Amend<b></`, `b>ments`; found by the browser oracle).
    if (lt === to - 2 && text.charCodeAt(lt + 1) === 47 && to < text.length) return lt
    const end = constructEnd(line, lt - from)
    if (end === -1) {
      lt = indexWithin(text, '<', lt + 1, to)
    } else if (end < 0) {
      return lt
    } else {
      lt = indexWithin(text, '<', from + end, to)
    }
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param lt
 *   Index of a `<`.
 * @returns
 *   Whether a tag starts there (`<` and a letter, or `</` and one), which
 *   takes quoted values; else a browser reads a bogus comment, a
 *   declaration or an instruction, which ends at its first `>`.
 */
export function opensTag(text: string, lt: number): boolean {
  return tagNameStart(text, lt) !== -1
}

/**
 * The terminator of the cmark-gfm HTML block of kind 2–5 open after a line:
 * one the line starts (after white space and quote markers) and does not
 * end, or one open before it that it does not end.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param open
 *   Terminator of the block open before the line, if any.
 * @param base
 *   Content column of the list items open from lines above.
 * @param inParagraph
 *   Whether the line before is paragraph text.
 * @returns
 *   Terminator of the block open after it, if any.
 */
export function htmlBlockAfter(
  text: string,
  from: number,
  to: number,
  open: string | undefined,
  base: ContainerBase,
  inParagraph: boolean
): string | undefined {
  if (open !== undefined) return holdsTerminator(text, open, from, to) ? undefined : open
  const opener = rawBlockOpener(text, from, to, base, inParagraph)
  if (!opener) return undefined
  return holdsTerminator(text, opener.terminator, opener.body, to) ? undefined : opener.terminator
}

/**
 * Whether the terminator of a cmark-gfm HTML block (see `rawBlockOpener`)
 * is in `[from, to)`, case-insensitively. Any end tag of kind 1 ends a block
 * of kind 1 (`<script>`, then `</style>`; fuzz run 28).
 *
 * @param text
 *   Text.
 * @param terminator
 *   Terminator (lower case).
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether it is there.
 */
export function holdsTerminator(text: string, terminator: string, from: number, to: number): boolean {
  if (terminator.charCodeAt(0) !== 60 /* `<` */) return holdsCaseless(text, terminator, from, to)
  return holdsCaseless(text, '</script>', from, to) || holdsCaseless(text, '</pre>', from, to) || holdsCaseless(text, '</style>', from, to)
}

/**
 * The opener of a cmark-gfm HTML block of kind 1–5 a line starts (after
 * white space and quote markers), if any, whether or not the line ends it.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param base
 *   Content column of the list items open from lines above, or what the
 *   containers open need (see `ContainerBase`; default: `0`).
 * @param inParagraph
 *   Whether the line before is paragraph text (default: `false`).
 * @returns
 *   Its terminator and where to search for it from, if any.
 */
export function rawBlockOpener(
  text: string,
  from: number,
  to: number,
  base: ContainerBase = 0,
  inParagraph = false
): {terminator: string; body: number} | undefined {
  const at = afterBlockMarks(text, from, to, base, inParagraph)
  if (at === -1 || text.charCodeAt(at) !== 60 /* `<` */) return undefined
  let terminator: string
  let body: number
  // Searched for from inside the opener, as cmark-gfm does (`<!-->`, `<?>`).
  if (text.startsWith('<!--', at)) {
    terminator = '-->'
    body = at + 2
  } else if (text.startsWith('<?', at)) {
    terminator = '?>'
    body = at + 1
  } else if (cdataAnyCase(text, at)) {
    // In any case: cmark-gfm 0.29 matches it so (found by a fuzz run).
    terminator = ']]>'
    body = at + 9
  } else if (text.charCodeAt(at + 1) === 33 && text.charCodeAt(at + 2) >= 65 && text.charCodeAt(at + 2) <= 90) {
    // A declaration: an upper-case letter in cmark-gfm 0.29 (`<!x` is
    // paragraph text there, and a construct in doubt here: found by review).
    terminator = '>'
    body = at + 2
  } else {
    // Kind 1 (`<script>`, `<pre>`, `<style>`, `<textarea>`), to its end tag,
    // case-insensitively (the terminator is kept in lower case).
    const name = rawTag.exec(text.slice(at, Math.min(to, at + 10)))
    if (!name) return undefined
    terminator = '</' + name[1].toLowerCase() + '>'
    body = at + 1
  }

  return {terminator, body}
}

/**
 * Whether a line opens a cmark-gfm HTML block of any kind (one it also ends
 * counts: its raw HTML, a construct left open included, reaches the
 * browser).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param base
 *   Content column of the list items open from lines above, or what the
 *   containers open need (see `ContainerBase`; default: `0`).
 * @param inParagraph
 *   Whether the line before is paragraph text (default: `false`).
 * @returns
 *   Whether it does.
 */
export function opensHtmlBlock(
  text: string,
  from: number,
  to: number,
  base: ContainerBase = 0,
  inParagraph = false
): boolean {
  return rawBlockOpener(text, from, to, base, inParagraph) !== undefined || opensFlowBlock(text, from, to, inParagraph, base)
}

/**
 * Whether a line opens a cmark-gfm HTML block of kind 6 (a block tag name,
 * open or closing, then white space, `>`, `/>` or the line end) or kind 7
 * (a whole tag, then only white space), after white space and quote
 * markers. Names only micromark lists (`search`) are of kind 7.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param inParagraph
 *   Whether the line before is paragraph text (default: `false`).
 * @param base
 *   Content column of the list items open from lines above, or what the
 *   containers open need (see `ContainerBase`; default: `0`).
 * @returns
 *   Whether it does.
 */
export function opensFlowBlock(
  text: string,
  from: number,
  to: number,
  inParagraph = false,
  base: ContainerBase = 0
): boolean {
  const at = afterBlockMarks(text, from, to, base, inParagraph)
  if (at === -1 || text.charCodeAt(at) !== 60 /* `<` */) return false
  let name = at + 1
  if (text.charCodeAt(name) === 47 /* `/` */) name++
  let nameEnd = name
  while (nameEnd < to && (isAsciiAlpha(text.charCodeAt(nameEnd)) || isDigit(text.charCodeAt(nameEnd)))) nameEnd++
  if (nameEnd === name || !isAsciiAlpha(text.charCodeAt(name))) return false
  const lower = text.slice(name, nameEnd).toLowerCase()
  // (Not `search`: a tag of kind 7 to cmark-gfm, which interrupts no
  // paragraph, `![`]`, `<search>`, `` b`]()Instruction from @ ``, fuzz run
  // 57; and opens a block only as a whole tag alone on its line, `<search`,
  // then an image line, is a paragraph, fuzz run 61. Nor `source`
  // anywhere: older CommonMark listed it, neither parser does, and
  // `<source>` is of kind 7; fuzz run 58.)
  if (sharedBlockNames.has(lower)) {
    const next = text.charCodeAt(nameEnd)
    return nameEnd === to || next === 32 || next === 9 || next === 62 || (next === 47 && text.charCodeAt(nameEnd + 1) === 62)
  }

  // Kind 7 does not interrupt a paragraph: on a line with no container
  // marker of its own, after paragraph text, the tag is inline HTML and the
  // lines after it Markdown (found by review: `x<b><!x`, a code span across
  // lines, `>&`, which the core breaks onto lines of their own).
  if (inParagraph && isBlank(text, from, at)) return false
  // A whole tag as CommonMark reads one, not as a browser does: `<a:b>`
  // (no white space before an attribute) opens no block, and taking it
  // for one hid what a `<?` in the list item after it opens (`<a:b>`,
  // `<!x`, `- a`, `  <?`, a code span across lines; fuzz run 22).
  const end = commonMarkTagEnd(text, at, to)
  if (end < 0) return false
  for (let rest = end; rest < to; rest++) {
    const code = text.charCodeAt(rest)
    if (code !== 32 && code !== 9) return false
  }

  return true
}

/**
 * Where a block a line opens starts: after its container marks and the
 * footnote labels after them (see `afterFootnoteLabels`: the definition's
 * first line holds a block too, `[^a]:<![Cdata[`, then `\ta` in it, then
 * `x` after the definition; fuzz run 27).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param base
 *   See `afterContainerMarks`.
 * @param inParagraph
 *   See `afterContainerMarks`.
 * @returns
 *   Index, or -1 (indented code).
 */
function afterBlockMarks(text: string, from: number, to: number, base: ContainerBase, inParagraph: boolean): number {
  let at = afterContainerMarks(text, from, to, base, inParagraph)
  // A definition's text may open containers of its own (`[^1]: - <div`:
  // an HTML block in an item in the definition; found by mutating fuzz run
  // 51's bodies), a few deep at most.
  for (let round = 0; at !== -1 && round < maxLabelRounds; round++) {
    const labels = afterFootnoteLabels(text, at, to)
    if (labels.labels === 0) return at
    at = walkContainers(text, labels.at, to, 0).content
    if (at === labels.at) return at
  }

  return at
}

/** Most rounds of footnote labels, then container marks, `afterBlockMarks` reads. */
const maxLabelRounds = 4

/**
 * @param text
 *   Text.
 * @param at
 *   Where a line's content starts (after container marks).
 * @param to
 *   Line end.
 * @returns
 *   Index after the footnote labels in a row there and the white space
 *   after each, and how many there are.
 */
export function afterFootnoteLabels(text: string, at: number, to: number): {at: number; labels: number} {
  let labels = 0
  let end = gfmFootnoteEnd(text, at, to)
  while (end !== -1) {
    labels++
    at = end
    while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
    end = gfmFootnoteEnd(text, at, to)
  }

  return {at, labels}
}

/** The opener of an HTML block of kind 1. */
const rawTag = /^<(script|pre|style)(?=[\s>]|$)/i

/**
 * Characters a browser may show otherwise than the Markdown reading: tags,
 * escapes, link and image syntax, emphasis and code marks.
 */
export const otherwiseInHtml = charSet('<\\[]!*_~`')

/**
 * Where a whole open or closing tag as CommonMark reads one ends: a tag
 * name (an ASCII letter, then letters, digits and `-`), attributes each
 * after white space (a name of letters, digits, `_`, `.`, `:` and `-`, not
 * starting with a digit, `.` or `-`, and optionally `=` and a value:
 * unquoted, or in `'` or `"`), then `>` or `/>`; or `</`, a tag name,
 * white space and `>`. Within a line, read once, left to right.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @param to
 *   Line end.
 * @param across
 *   Whether `to` is the end of a paragraph's lines instead (line endings
 *   are white space).
 * @returns
 *   Index after the tag; -1 where no tag starts there; -2 where one may,
 *   and goes on past `to` (a tag may run across lines: white space and
 *   quoted values may hold a line ending).
 */
export function commonMarkTagEnd(text: string, at: number, to: number, across = false): number {
  // Across lines a line ending is white space too (no blank line is: `to`
  // ends the paragraph's lines).
  const isSpace = across ? isSpaceTabOrLineFeed : isSpaceOrTab
  let index = at + 1
  const closing = text.charCodeAt(index) === 47 /* `/` */
  if (closing) index++
  // The name follows at once: a line ending there makes no tag.
  if (index >= to || !isAsciiAlpha(text.charCodeAt(index))) return -1
  while (index < to && isTagNameChar(text.charCodeAt(index))) index++
  if (closing) {
    while (index < to && isSpace(text.charCodeAt(index))) index++
    if (index >= to) return -2
    return text.charCodeAt(index) === 62 ? index + 1 : -1
  }

  while (index < to) {
    const space = index
    while (index < to && isSpace(text.charCodeAt(index))) index++
    const code = text.charCodeAt(index)
    if (index >= to) return -2
    if (code === 62 /* `>` */) return index + 1
    // `/>` is one token: no line ending between.
    if (code === 47 /* `/` */) return index + 1 < to && text.charCodeAt(index + 1) === 62 ? index + 2 : -1

    // An attribute: white space first.
    if (index === space || !isAttributeNameStart(code)) return -1
    while (index < to && isAttributeNameChar(text.charCodeAt(index))) index++
    let after = index
    while (after < to && isSpace(text.charCodeAt(after))) after++
    if (after >= to) return -2
    if (text.charCodeAt(after) !== 61 /* `=` */) continue
    after++
    while (after < to && isSpace(text.charCodeAt(after))) after++
    const quote = text.charCodeAt(after)
    if (after >= to) return -2
    if (quote === 34 || quote === 39) {
      const close = indexWithin(text, quote === 34 ? '"' : "'", after + 1, to)
      if (close === -1) return -2
      index = close + 1
    } else {
      index = after
      while (index < to && isUnquotedValueChar(text.charCodeAt(index))) index++
      if (index === after) return -1
    }
  }

  return -2
}

/**
 * Where raw HTML other than a tag that starts at `at` ends on its line, as
 * cmark-gfm 0.29 reads it inline: a comment (no `--` in it, not starting
 * with `>` or `->`), a processing instruction (a `?` in it takes the
 * character after it along), a declaration (`<!`, upper
 * case letters, white space) or a CDATA section (any case).
 *
 * Linear over the `<` of a line read left to right (a line of `<?a`,
 * `<!A a` or `<![CDATA[a` asked at each `<` was quadratic): the searches
 * for a terminator are remembered (see `ForwardSearch`). A comment's
 * search stops at the first `--`, which the next `<!--` holds.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @param to
 *   Line end.
 * @param across
 *   Whether `to` is the end of a paragraph's lines instead (a line ending
 *   is white space after a declaration's name).
 * @returns
 *   Index after it; -1 where none starts there; -2 where one may, and goes
 *   on past `to`.
 */
export function commonMarkConstructEnd(text: string, at: number, to: number, across = false): number {
  const searches = across ? acrossSearches : lineSearches
  const next = text.charCodeAt(at + 1)
  if (next === 63 /* `?` */) {
    // A `?` takes the character after it along unless that is `>` (so
    // `<???>` ends nothing). The run of `?` the opener's starts is read
    // from after it; past that run every start reads alike.
    let index = at + 2
    if (text.charCodeAt(index) === 63) {
      const run = index
      while (index < to && text.charCodeAt(index) === 63) index++
      if (index >= to) return -2
      if (text.charCodeAt(index) === 62 && (index - run) % 2 === 1) return index + 1
      index++
    }

    const end = searches.instruction.next(text, index, to)
    return end === -1 ? -2 : end
  }

  if (next !== 33 /* `!` */) return -1
  if (text.startsWith('<!--', at)) {
    if (text.startsWith('<!---->', at)) return at + 7
    const first = text.charCodeAt(at + 4)
    if (first === 62 || (first === 45 && text.charCodeAt(at + 5) === 62)) return -1
    const dashes = indexWithin(text, '--', at + 4, to)
    if (dashes === -1) return -2
    return text.charCodeAt(dashes + 2) === 62 ? dashes + 3 : -1
  }

  if (cdataAnyCase(text, at)) {
    const end = searches.cdata.next(text, at + 9, to)
    return end === -1 ? -2 : end
  }

  let index = at + 2
  while (index < to && text.charCodeAt(index) >= 65 && text.charCodeAt(index) <= 90) index++
  if (index === at + 2) return -1
  if (index >= to) return -2
  const space = text.charCodeAt(index)
  if (!isSpaceOrTab(space) && space !== 11 && space !== 12 && !(across && space === 10)) return -1
  const end = searches.declaration.next(text, index, to)
  return end === -1 ? -2 : end
}

/**
 * A search for a terminator from a start, remembered: a later start up to
 * the match the last search found has the same answer. That holds for a
 * search that reads forward in no state but at the `?` or `]` runs it
 * pairs, which none of its starts falls inside: after the run of `?` an
 * instruction's opener starts, after `<![CDATA[`, after a declaration's
 * name (see `commonMarkConstructEnd`).
 */
class ForwardSearch {
  /** Finds the match at or after a start: its start, or -1. */
  private readonly find: (text: string, from: number, to: number) => number
  /** Index after a match that starts at a given index. */
  private readonly endOf: (text: string, start: number) => number
  /** Text of the last search (held until `forgetConstructSearches`). */
  private text = ''
  /** Its end, start, and the start of its match (-1: none). */
  private to = -1
  private from = -1
  private match = -1

  /**
   * @param find
   *   Finds the match at or after a start: its start, or -1.
   * @param endOf
   *   Index after a match that starts at a given index.
   */
  constructor(find: (text: string, from: number, to: number) => number, endOf: (text: string, start: number) => number) {
    this.find = find
    this.endOf = endOf
  }

  /**
   * @param text
   *   Text.
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   Index after the first match at or after `from`, or -1.
   */
  next(text: string, from: number, to: number): number {
    if (text !== this.text || to !== this.to || from < this.from || (this.match !== -1 && from > this.match)) {
      this.text = text
      this.to = to
      this.match = this.find(text, from, to)
    }

    this.from = from
    return this.match === -1 ? -1 : this.endOf(text, this.match)
  }

  /** Let go of the text. */
  forget(): void {
    this.text = ''
    this.to = -1
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start, outside any run of `?`.
 * @param to
 *   End.
 * @returns
 *   Start of the first run of `?` from `from` on that a `>` ends a
 *   processing instruction at: an odd one right before a `>` (an even one
 *   pairs up, and the `>` is text), or -1.
 */
function instructionEndRun(text: string, from: number, to: number): number {
  for (let index = from; index < to; index++) {
    if (text.charCodeAt(index) !== 63) continue
    const run = index
    while (index < to && text.charCodeAt(index) === 63) index++
    if (index < to && text.charCodeAt(index) === 62 && (index - run) % 2 === 1) return run
  }

  return -1
}

/**
 * @returns
 *   The searches of one kind of reading (within a line, or across lines).
 */
function constructSearches(): {instruction: ForwardSearch; cdata: ForwardSearch; declaration: ForwardSearch} {
  return {
    instruction: new ForwardSearch(instructionEndRun, (text, start) => {
      let index = start
      while (text.charCodeAt(index) === 63) index++
      return index + 1
    }),
    cdata: new ForwardSearch(
      (text, from, to) => {
        const end = cmarkCdataEnd(text, from, to)
        return end === -1 ? -1 : end - 3
      },
      (_, start) => start + 3
    ),
    declaration: new ForwardSearch(
      (text, from, to) => indexWithin(text, '>', from, to),
      (_, start) => start + 1
    )
  }
}

/** The searches within lines, and across a paragraph's lines. */
const lineSearches = constructSearches()
const acrossSearches = constructSearches()

/** Let go of the text the searches of `commonMarkConstructEnd` hold. */
export function forgetConstructSearches(): void {
  for (const searches of [lineSearches, acrossSearches]) {
    searches.instruction.forget()
    searches.cdata.forget()
    searches.declaration.forget()
  }
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space, a tab or a line feed.
 */
function isSpaceTabOrLineFeed(code: number): boolean {
  return code === 32 || code === 9 || code === 10
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue a tag name.
 */
function isTagNameChar(code: number): boolean {
  return isAsciiAlpha(code) || isDigit(code) || code === 45
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may start an attribute name.
 */
function isAttributeNameStart(code: number): boolean {
  return isAsciiAlpha(code) || code === 95 || code === 58
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue an attribute name.
 */
function isAttributeNameChar(code: number): boolean {
  return isAttributeNameStart(code) || isDigit(code) || code === 46 || code === 45
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be in an unquoted attribute value.
 */
function isUnquotedValueChar(code: number): boolean {
  return code > 32 && code !== 34 && code !== 39 && code !== 61 && code !== 60 && code !== 62 && code !== 96
}
