// The containers a line opens (quotes, list items) as cmark-gfm reads them,
// with the last walk cached: a line is asked about several times in a row.
import {isBlank} from '../cuts.js'
import {isDigit, isSpaceOrTab, isTaskBox, skipSpaceOrTab} from './text.js'

/**
 * Skip what may open containers at a line start: white space, quote markers
 * and list markers (a bullet, or up to nine digits and `.` or `)`, then
 * white space). An HTML block opened in a list item runs on across blank
 * lines as one opened at the top level does (`- <!--a>`, blank,
 * `  -->&#65mendments`: found by review).
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
 *   Whether the rules for interrupting a paragraph hold (default: `false`).
 * @returns
 *   Index of the first other character, or -1 when it is indented code
 *   (four columns or more past its container's content: found by review,
 *   `    <?` opens no HTML block).
 */
export function afterContainerMarks(
  text: string,
  from: number,
  to: number,
  base: ContainerBase = 0,
  inParagraph = false
): number {
  return walkContainers(text, from, to, base, inParagraph).content
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of an ordered list number.
 * @param to
 *   Its end.
 * @returns
 *   Whether it is 1 (`1`, `01`).
 */
export function isOne(text: string, from: number, to: number): boolean {
  let at = from
  while (at < to - 1 && text.charCodeAt(at) === 48) at++
  return at === to - 1 && text.charCodeAt(at) === 49
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @param to
 *   Line end.
 * @returns
 *   Index after a list marker at `at` (a bullet `-`, `+`, `*`, or one to
 *   nine digits and `.` or `)`), or -1.
 */
export function listMarkerEnd(text: string, at: number, to: number): number {
  const code = text.charCodeAt(at)
  if (code === 45 || code === 43 || code === 42) return at + 1
  let end = at
  while (end < to && end - at < 9 && isDigit(text.charCodeAt(end))) end++
  const close = text.charCodeAt(end)
  return end === at || (close !== 46 && close !== 41) ? -1 : end + 1
}

/**
 * Where GitHub's task list finds a box on a line, as cmark-gfm 0.29 reads
 * one: right after the line's first mark, a list marker and blanks (not
 * past a quote marker or a second list marker: `>[ ]`, `- - [ ] ` hold
 * text), with a blank after it (`- [ ]` alone is text; fuzz run 56).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Index of the box's `[`, or -1.
 */
export function taskBoxAt(text: string, from: number, to: number): number {
  const marker = listMarkerEnd(text, skipSpaceOrTab(text, from, to), to)
  if (marker === -1 || marker >= to) return -1
  const box = skipSpaceOrTab(text, marker, to)
  const after = text.charCodeAt(box + 3)
  return box > marker && box + 3 < to && isTaskBox(text, box) && (after === 32 || after === 9) ? box : -1
}

/**
 * What a line goes on with before it opens containers of its own: the
 * content column of the list items open outside quotes (`listColumns` in
 * the flat model), or, where a list item sits inside a quote or a
 * footnote definition is open, what the containers open need (see
 * `ContainerWalk.needs` and `OpenContainers`).
 */
export type ContainerBase = number | ReadonlyArray<number>

/**
 * Where a footnote definition that starts at `at`, as cmark-gfm 0.29 reads
 * one, has its text: `[^`, a label of characters other than `]`, white
 * space and NUL, then `]:`. Brackets may be in it (`[^[]:m`), where the
 * core's wrappers end a label.
 *
 * @param text
 *   Text.
 * @param at
 *   Where the line's content starts (after container marks).
 * @param to
 *   Line end.
 * @returns
 *   Index after the `]:`, or -1.
 */
export function gfmFootnoteEnd(text: string, at: number, to: number): number {
  if (text.charCodeAt(at) !== 91 || text.charCodeAt(at + 1) !== 94) return -1
  let index = at + 2
  while (index < to) {
    const code = text.charCodeAt(index)
    if (code === 93) return index > at + 2 && text.charCodeAt(index + 1) === 58 ? index + 2 : -1
    if (code === 32 || code === 9 || code === 0 || code === 13) return -1
    index++
  }

  return -1
}

/** Where a line stands past a quote marker (see `pastQuoteMarker`). */
export interface QuotePosition {
  /** Index after the marker and its optional space. */
  at: number
  /** Column there. */
  column: number
  /** Column the quote's content is indented from. */
  start: number
}

/**
 * Step past the `>` at `at` (in column `column`) and its optional space, as
 * cmark-gfm counts them: a tab gives one column of its own to the space,
 * and the rest of it is indentation of the quote's content (`>\t- x` is a
 * list item, `>\t\tx` indented code; found by a targeted fuzz).
 *
 * @param text
 *   Text.
 * @param at
 *   Index of a `>`.
 * @param to
 *   Line end.
 * @param column
 *   Its column.
 * @returns
 *   Where the line stands past it.
 */
export function pastQuoteMarker(text: string, at: number, to: number, column: number): QuotePosition {
  let next = at + 1
  let nextColumn = column + 1
  let start = nextColumn
  const after = text.charCodeAt(next)
  if (next < to && (after === 32 || after === 9)) {
    start = nextColumn + 1
    nextColumn = advance(nextColumn, after)
    next++
  }

  return {at: next, column: nextColumn, start}
}

/**
 * A list item's marker and the white space after it, as cmark-gfm counts
 * them: one to four columns of it belong to the marker; an empty item, or
 * five columns or more (indented code), takes one.
 *
 * @param text
 *   Text.
 * @param at
 *   Start of the marker.
 * @param marker
 *   Index after it.
 * @param to
 *   Line end.
 * @param column
 *   Column of `at`.
 * @param start
 *   Content column of the container it is in.
 * @returns
 *   The item's width (from `start` to its content column), where its
 *   content starts and the column there, and whether that content is
 *   indented code.
 */
function listItemAt(
  text: string,
  at: number,
  marker: number,
  to: number,
  column: number,
  start: number
): {width: number; content: number; column: number; code: boolean} {
  const markerEnd = column + marker - at
  let spaceEnd = markerEnd
  let content = marker
  while (content < to && (text.charCodeAt(content) === 32 || text.charCodeAt(content) === 9)) {
    spaceEnd = advance(spaceEnd, text.charCodeAt(content))
    content++
  }

  const spaces = spaceEnd - markerEnd
  const code = content < to && spaces > 4
  return {width: markerEnd - start + (content >= to || code ? 1 : spaces), content, column: spaceEnd, code}
}

/** Most containers followed around an HTML block (deeper: not followed). */
export const maxContainers = 8

/** What `walkContainers` finds. */
export interface ContainerWalk {
  /** Where the content starts, or -1 when it is indented code. */
  content: number
  /**
   * What the containers need of a later line for a block in them to go on,
   * from the outside in: a quote `-1` (a `>` after up to three spaces), a
   * list item the columns of white space its content is indented by
   * (relative to the container it is in); `undefined` past
   * `maxContainers` (a block in them is taken to go on, as a top-level one
   * does).
   */
  needs: number[] | undefined
  /** Content columns of the list items the line opens outside quotes. */
  items: number[]
  /** Whether a quote marker is among the containers. */
  quoted: boolean
  /** Whether the line opens a list item (inside a quote or not). */
  listed: boolean
}

/**
 * Read the containers a line opens before its content (white space, quote
 * and list markers), with tab stops of 4, as cmark-gfm does: at most three
 * columns of white space before a marker, one to four after a list marker
 * (five or more: one, the rest is indented code), one optional after `>`.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param base
 *   Content column of the list items open from lines above, or what the
 *   containers open need (see `ContainerBase`).
 * @param inParagraph
 *   Whether the rules for interrupting a paragraph hold (default:
 *   `false`).
 * @param column
 *   Column of `from` in its line (default: `0`; tab stops are the line's:
 *   see `columnAt`).
 * @param heldQuotes
 *   How many quotes the paragraph is in, with `base` a number (a quote
 *   past them is a new one, where its rules for interruption do not hold;
 *   default: all are its).
 * @returns
 *   What it finds.
 */
export function walkContainers(
  text: string,
  from: number,
  to: number,
  base: ContainerBase,
  inParagraph = false,
  column = 0,
  heldQuotes = Number.POSITIVE_INFINITY
): ContainerWalk {
  // A line is asked about several times in a row (openers of each kind,
  // then its containers): the last answer is kept, since a long run of
  // markers costs its length each time.
  const last = lastWalk
  if (
    last !== undefined &&
    last.text === text &&
    last.from === from &&
    last.to === to &&
    last.base === base &&
    last.inParagraph === inParagraph &&
    last.column === column &&
    last.heldQuotes === heldQuotes
  ) {
    return last.walk
  }

  const walk = walkContainersOnce(text, from, to, base, inParagraph, column, heldQuotes)
  lastWalk = {text, from, to, base, inParagraph, column, heldQuotes, walk}
  return walk
}

/** The last call of `walkContainers` and its answer. */
let lastWalk:
  | {
      text: string
      from: number
      to: number
      base: ContainerBase
      inParagraph: boolean
      column: number
      heldQuotes: number
      walk: ContainerWalk
    }
  | undefined

/** Forget the last call of `walkContainers`: the cache must not keep the text alive. */
export function forgetLastWalk(): void {
  lastWalk = undefined
}


/**
 * `walkContainers`, uncached.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param base
 *   Content column of the list items open from lines above, or what the
 *   containers open need.
 * @param inParagraph
 *   Whether the rules for interrupting a paragraph hold.
 * @param startColumn
 *   Column of `from` in its line.
 * @param heldQuotes
 *   See `walkContainers`.
 * @returns
 *   What it finds.
 */
function walkContainersOnce(
  text: string,
  from: number,
  to: number,
  base: ContainerBase,
  inParagraph: boolean,
  startColumn: number,
  heldQuotes: number
): ContainerWalk {
  // Thematic breaks among the markers (made when first asked).
  let breaks: LineBreaks | undefined
  const needs: number[] = []
  const items: number[] = []
  let at = from
  let column = startColumn
  // Content column of the innermost container so far.
  let start = startColumn
  let quoted = false
  // Whether a list marker came before on the line.
  let listed = false
  // Whether a quote opened past the containers held (a paragraph is in
  // none of those: its rules for what interrupts it do not hold there;
  // `[^x]:x`, then `\t>2.` opens an item in the new quote; fuzz run 29).
  let opened = false
  // Quotes walked past the containers held.
  let walked = 0
  if (typeof base !== 'number') {
    // The containers it goes on with, as cmark-gfm matches them; a lazy
    // line is read from where they stop.
    const match = matchNeeds(text, from, to, base)
    for (let index = 0; index < match.count; index++) {
      needs.push(base[index]!)
      if (base[index] === -1) quoted = true
    }

    at = match.at
    column = match.column
    start = match.start
  } else if (base > 0) {
    while (at < to && column < base && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    // Less indented: a lazy line, read as if at the top level.
    if (column >= base) {
      needs.push(base)
      start = base
    }
  }

  while (true) {
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    if (at >= to) return {content: to, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    if (column - start > 3) return {content: -1, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    const code = text.charCodeAt(at)
    if (code === 62 /* `>` */) {
      ;({at, column, start} = pastQuoteMarker(text, at, to, column))
      // Past `maxContainers` one more marks the overflow (a line of 64 KiB
      // of `>` grew the list to its length on every walk).
      if (needs.length <= maxContainers) needs.push(-1)
      quoted = true
      walked++
      if (typeof base !== 'number' || walked > heldQuotes) opened = true
      continue
    }

    // A thematic break is no list item (`- --`, `* **`; fuzz run 24).
    const marker = (code === 45 || code === 42) && (breaks ??= new LineBreaks(text, to)).at(at) ? -1 : listMarkerEnd(text, at, to)
    if (marker === -1) {
      return {content: at, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    }

    const after = text.charCodeAt(marker)
    if (marker < to && after !== 32 && after !== 9) {
      return {content: at, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    }

    // After paragraph text, only a list item that is not empty, and an
    // ordered one only from 1, interrupts it: otherwise the marker is text
    // (found by review: `x`, `10) <?`, which cmark-gfm shows as text).
    if (inParagraph && !listed && !opened && (isBlank(text, marker, to) || (code !== 45 && code !== 43 && code !== 42 && !isOne(text, at, marker - 1)))) {
      return {content: at, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    }

    listed = true
    const item = listItemAt(text, at, marker, to, column, start)
    if (needs.length <= maxContainers) needs.push(item.width)
    start += item.width
    if (!quoted) items.push(start)
    if (item.content >= to || item.code) {
      // Indented code (or nothing) after the marker.
      return {content: item.content >= to ? to : -1, needs: needs.length > maxContainers ? undefined : needs, items, quoted, listed}
    }

    at = item.content
    column = item.column
  }
}

/**
 * Whether a line goes on with the containers `needs` describes (see
 * `walkContainers`). A blank line ends a quote but not a list item.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param needs
 *   What the containers need.
 * @returns
 *   Whether the line is inside them all.
 */
export function holdsContainers(text: string, from: number, to: number, needs: ReadonlyArray<number>): boolean {
  return containersEnd(text, from, to, needs) !== -1
}

/**
 * Where the markers of the containers `needs` describes end on a line that
 * goes on with them all (see `holdsContainers`).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param needs
 *   What the containers need.
 * @returns
 *   Index after their markers and indentation, or -1 when the line is not
 *   inside them all.
 */
export function containersEnd(text: string, from: number, to: number, needs: ReadonlyArray<number>): number {
  const match = matchNeeds(text, from, to, needs)
  return match.count === needs.length ? match.at : -1
}

/**
 * The column of an index in its line as cmark-gfm counts it: a byte of
 * UTF-8 each, a tab to the next stop of 4 (the stops a tab after a
 * footnote label goes to: `[^x]: -  \t~` holds indented code; fuzz run
 * 28).
 *
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @param from
 *   An index before `at` on its line whose column is known (default: the
 *   line start): a line of many labels is read once, not once per label.
 * @param start
 *   Column at `from` (default: `0`).
 * @returns
 *   Column.
 */
export function columnAt(text: string, at: number, from = text.lastIndexOf('\n', at - 1) + 1, start = 0): number {
  let column = start
  for (let index = from; index < at; index++) {
    const code = text.charCodeAt(index)
    column = code === 9 ? column + 4 - (column % 4) : column + utf8Width(code)
  }

  return column
}

/**
 * @param code
 *   A UTF-16 code unit (not a tab).
 * @returns
 *   Its UTF-8 bytes (a surrogate: half of its pair's four).
 */
function utf8Width(code: number): number {
  return code < 0x80 ? 1 : code < 0x8_00 || (code >= 0xd8_00 && code < 0xe0_00) ? 2 : 3
}

/**
 * @param column
 *   Column before a space or tab.
 * @param code
 *   The space or tab.
 * @returns
 *   Column after it (tab stops of 4).
 */
export function advance(column: number, code: number): number {
  return code === 9 ? column + 4 - (column % 4) : column + 1
}

/**
 * `isThematicBreak` for each marker of one line, in time linear in the
 * line: a walk asks at every `*` or `-` of a run of markers, and each
 * answer read the rest of the line (`* ` × 32,768 then a word took 3.5 s;
 * found by `pnpm bench`, `deep list`).
 */
export class LineBreaks {
  /** Text. */
  private readonly text: string
  /** Line end. */
  private readonly to: number
  /** For `*` and `-`: the last index of the line holding another character than it and white space (-2: not yet read). */
  private lastStar = -2
  private lastDash = -2

  /**
   * @param text
   *   Text.
   * @param to
   *   Line end.
   */
  constructor(text: string, to: number) {
    this.text = text
    this.to = to
  }

  /**
   * @param at
   *   Index of a `*` or `-`.
   * @returns
   *   Whether the rest of the line is a thematic break of that mark.
   */
  at(at: number): boolean {
    const text = this.text
    const mark = text.charCodeAt(at)
    let last = mark === 42 ? this.lastStar : this.lastDash
    if (last === -2) {
      last = this.to - 1
      while (last >= 0 && (text.charCodeAt(last) === mark || text.charCodeAt(last) === 32 || text.charCodeAt(last) === 9)) last--
      if (mark === 42) this.lastStar = last
      else this.lastDash = last
    }

    if (last >= at) return false
    // Only marks and white space follow: three marks make a break (each
    // call reads up to the third mark, past at most two markers' spans).
    let marks = 0
    for (let index = at; index < this.to && marks < 3; index++) if (text.charCodeAt(index) === mark) marks++
    return marks >= 3
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   First character after indentation.
 * @param to
 *   Line end.
 * @returns
 *   Whether the rest of the line is a thematic break: three or more of one
 *   of `-`, `*`, `_`, with only spaces and tabs between.
 */
export function isThematicBreak(text: string, at: number, to: number): boolean {
  const mark = text.charCodeAt(at)
  let count = 0
  for (let index = at; index < to; index++) {
    const code = text.charCodeAt(index)
    if (code === mark) count++
    else if (code !== 32 && code !== 9) return false
  }

  return count >= 3
}


/**
 * The quotes, list items and footnote definitions open at a line, as
 * cmark-gfm keeps them, for what the rest of the flat model does not
 * follow: list items inside quotes (`>- x`) and footnote definitions (the
 * flat model tracks list items outside quotes, `listColumns`). Where one is
 * open, it says whether a line goes on inside all the containers of the
 * paragraph above (only there do the rules for interrupting a paragraph
 * hold: a line inside the quote but not the item, `>2.`, opens a list
 * there, and ends the quote for the lines after it; fuzz run 24), and
 * where a line's content starts (`[^b]:`, then `    y` is text in the
 * definition, not indented code; found by a targeted fuzz).
 *
 * Each line costs its markers, and at most `maxContainers` entries are
 * followed: past that, nothing is claimed.
 */
export class OpenContainers {
  /** What the open containers need of a line, from the outside in (see `ContainerWalk.needs`). */
  private needs: number[] = []
  /**
   * Whether each list item in `needs` opened empty and holds nothing yet:
   * a blank line ends it (an item may begin with at most one blank line:
   * `>2.`, `>`, then `>\t\ty` is indented code in the quote, not text in
   * the item; found by a targeted fuzz).
   */
  private readonly empty: boolean[] = []
  /** Whether each entry of `needs` is a footnote definition. */
  private readonly footnote: boolean[] = []
  /** Whether `needs` overflowed (then nothing is claimed until a line drops them). */
  private overflow = false

  /**
   * @returns
   *   Whether the containers open hold a list item inside a quote or a
   *   footnote definition (what the rest of the flat model does not
   *   follow).
   */
  followed(): boolean {
    if (this.overflow) return false
    if (this.footnote.includes(true)) return true
    const quote = this.needs.indexOf(-1)
    if (quote === -1) return false
    for (let index = quote + 1; index < this.needs.length; index++) if (this.needs[index]! > 0) return true
    return false
  }

  /**
   * @returns
   *   Whether a footnote definition is among the containers open.
   */
  inFootnote(): boolean {
    return this.footnote.includes(true)
  }

  /**
   * @returns
   *   What the containers open need, where they are `followed` (a copy: a
   *   line's walks are cached by it), else `undefined`.
   */
  held(): number[] | undefined {
    return this.followed() ? [...this.needs] : undefined
  }

  /**
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether the line goes on inside every container open.
   */
  holdsAll(text: string, from: number, to: number): boolean {
    return matchNeeds(text, from, to, this.needs, undefined, this.footnote).count === this.needs.length
  }

  /**
   * Whether blanks stand before the content of a line that goes on with
   * fewer than all the containers open (a lazy line): the rest of a tab
   * the last one it goes on with takes part of, or spaces and tabs past
   * it. cmark-gfm 0.29 keeps them before the paragraph's text there, where
   * no link definition starts (`- - [x]:u`, then `   [1]:` is text; fuzz
   * run 68).
   *
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether they do (`false` where the containers overflowed).
   */
  lazyBlanks(text: string, from: number, to: number): boolean {
    if (this.overflow) return false
    const match = matchNeeds(text, from, to, this.needs, undefined, this.footnote)
    if (match.count === this.needs.length) return false
    const code = text.charCodeAt(match.at)
    return match.column > match.start || (match.at < to && (code === 32 || code === 9))
  }

  /**
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Where the line's content starts past the containers open, where it
   *   goes on inside every one of them and they are `followed`, else -1.
   */
  contentAt(text: string, from: number, to: number): number {
    return this.heldMatch(text, from, to)?.at ?? -1
  }

  /**
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   How many quotes the line is in where it goes on inside every
   *   container open (those, and a quote it opens past them counts one
   *   more), or -1 where it does not, or they are not `followed`.
   */
  quotesHeld(text: string, from: number, to: number): number {
    const match = this.heldMatch(text, from, to)
    if (match === undefined) return -1
    let quotes = 0
    for (const need of this.needs) if (need === -1) quotes++
    let at = match.at
    let column = match.column
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) column = advance(column, text.charCodeAt(at++))
    return column - match.start < 4 && text.charCodeAt(at) === 62 ? quotes + 1 : quotes
  }

  /**
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   How the line goes on inside every container open (see `matchNeeds`)
   *   where they are `followed`, else `undefined`: shared by `contentAt`
   *   and `quotesHeld`.
   */
  private heldMatch(text: string, from: number, to: number): ReturnType<typeof matchNeeds> | undefined {
    if (!this.followed()) return undefined
    const match = matchNeeds(text, from, to, this.needs, undefined, this.footnote)
    return match.count === this.needs.length ? match : undefined
  }

  /**
   * Take a line: containers it does not go on with close (unless it is a
   * lazy line of paragraph text), and the ones it opens open.
   *
   * @param text
   *   Text.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param paragraphBefore
   *   Whether a paragraph is open before the line.
   * @param paragraphAfter
   *   Whether the line is paragraph text.
   * @param opens
   *   Whether the line may open containers (not inside a fence or an HTML
   *   block, where markers are text).
   */
  take(text: string, from: number, to: number, paragraphBefore: boolean, paragraphAfter: boolean, opens: boolean): undefined {
    const match = matchNeeds(text, from, to, this.needs, this.empty, this.footnote)
    const all = match.count === this.needs.length
    const opened = opens
      ? openedNeeds(text, match.at, to, match.column, match.start, paragraphBefore && all)
      : {needs: [], empty: false, footnotes: []}
    // A lazy line keeps the containers it does not go on with.
    if (opened.needs.length === 0 && !all && paragraphBefore && paragraphAfter) return
    // Containers past the ones followed close with any that close.
    if (!all) this.overflow = false
    this.needs.length = match.count
    this.empty.length = match.count
    this.footnote.length = match.count
    // What the line holds past them is theirs: none is empty any more.
    if (!isBlank(text, match.at, to)) this.empty.fill(false)
    for (const [index, need] of opened.needs.entries()) {
      if (this.needs.length >= maxContainers) {
        this.overflow = true
        break
      }

      const last = index === opened.needs.length - 1
      this.needs.push(need)
      this.empty.push(opened.empty && last)
      this.footnote.push(opened.footnotes.includes(index))
    }
  }
}

/**
 * How many of the containers `needs` describes a line goes on with, and
 * where their markers end.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param needs
 *   What the containers need.
 * @param empty
 *   Whether each list item among them opened empty and holds nothing yet.
 * @param footnote
 *   Whether each entry is a footnote definition.
 * @returns
 *   Count matched, the index, column and content column after them.
 */
function matchNeeds(
  text: string,
  from: number,
  to: number,
  needs: ReadonlyArray<number>,
  empty?: ReadonlyArray<boolean>,
  footnote?: ReadonlyArray<boolean>
): {count: number; at: number; column: number; start: number} {
  let at = from
  let column = 0
  let start = 0
  let count = 0
  for (const [index, need] of needs.entries()) {
    let next = at
    let nextColumn = column
    while (next < to && (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9)) {
      if (need !== -1 && nextColumn - start >= need) break
      nextColumn = advance(nextColumn, text.charCodeAt(next))
      next++
    }

    let nextStart = start + need
    if (need === -1) {
      if (nextColumn - start > 3 || next >= to || text.charCodeAt(next) !== 62) break
      ;({at: next, column: nextColumn, start: nextStart} = pastQuoteMarker(text, next, to, nextColumn))
    } else if (nextColumn - start < need && next < to) {
      // Too little indentation: inside the list item only if blank.
      break
    } else if (empty?.[index] && isBlank(text, next, to) && nextColumn - start < need) {
      // A blank line ends an item that opened empty (unless its blanks
      // reach the item's content: cmark-gfm reads them as the item's, and
      // it goes on; `-`, `\t`, then `  ![`]`` is in the item; fuzz run 53).
      break
    } else if (footnote?.[index] && next >= to && nextColumn - start < need && from < to) {
      // A footnote definition goes on past a blank line short of its
      // indentation only where the whole line is empty: cmark-gfm 0.29
      // looks at the line's first character (`> [^a]:`, then `>` ends it,
      // and `>\t \t===` after that is indented code in the quote; fuzz
      // run 26).
      break
    }

    at = next
    column = nextColumn
    start = nextStart
    count++
  }

  return {count, at, column, start}
}

/**
 * What the containers a line opens past `at` need (see `walkContainers`).
 *
 * @param text
 *   Text.
 * @param at
 *   Index after the containers the line goes on with.
 * @param to
 *   Line end.
 * @param column
 *   Column at `at`.
 * @param start
 *   Content column of the innermost container there.
 * @param inParagraph
 *   Whether the rules for interrupting a paragraph hold.
 * @returns
 *   Their needs, from the outside in (at most `maxContainers`).
 */
function openedNeeds(
  text: string,
  at: number,
  to: number,
  column: number,
  start: number,
  inParagraph: boolean
): {needs: number[]; empty: boolean; footnotes: number[]} {
  // Thematic breaks among the markers (made when first asked).
  let breaks: LineBreaks | undefined
  const needs: number[] = []
  // Which of them are footnote definitions.
  const footnotes: number[] = []
  // One past the most followed, so that the caller sees the overflow.
  while (needs.length <= maxContainers) {
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    if (at >= to || column - start > 3) return {needs, empty: false, footnotes}
    const code = text.charCodeAt(at)
    if (code === 62 /* `>` */) {
      ;({at, column, start} = pastQuoteMarker(text, at, to, column))
      needs.push(-1)
      continue
    }

    // A footnote definition: its content is indented four columns. What
    // its first line holds past the label is followed too, from there
    // (`[^x]:\t>>- x`, then `\t>>2.` is inside the quotes but not the
    // item, and opens a list; fuzz run 28).
    const label = code === 91 ? gfmFootnoteEnd(text, at, to) : -1
    if (label !== -1) {
      needs.push(4)
      footnotes.push(needs.length - 1)
      column = columnAt(text, label, at, column)
      at = label
      // cmark-gfm takes the white space after a label with it (see
      // `gfmLabels`): what follows is never indented code.
      while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
        column = advance(column, text.charCodeAt(at))
        at++
      }

      start = column
      continue
    }

    const marker = (code === 45 || code === 42) && (breaks ??= new LineBreaks(text, to)).at(at) ? -1 : listMarkerEnd(text, at, to)
    if (marker === -1) return {needs, empty: false, footnotes}
    const after = text.charCodeAt(marker)
    if (marker < to && after !== 32 && after !== 9) return {needs, empty: false, footnotes}
    if (
      inParagraph &&
      needs.length === 0 &&
      (isBlank(text, marker, to) || (code !== 45 && code !== 43 && code !== 42 && !isOne(text, at, marker - 1)))
    ) {
      return {needs, empty: false, footnotes}
    }

    const item = listItemAt(text, at, marker, to, column, start)
    needs.push(item.width)
    // (A task box alone leaves it empty too: GitHub's task list takes the
    // box off, and a blank line ends the item; `- [ ] `, blank, then
    // `  >-` opens a quote outside it; found by fuzz run 60.)
    const box =
      item.content < to && taskBoxAt(text, text.lastIndexOf('\n', at - 1) + 1, to) === item.content && isBlank(text, item.content + 3, to)
    if (item.content >= to || item.code || box) return {needs, empty: item.content >= to || box, footnotes}
    start += item.width
    at = item.content
    column = item.column
  }

  return {needs, empty: false, footnotes}
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Index.
 * @returns
 *   Whether `[from, to)` holds only container markers: white space, `>`,
 *   and list markers (`-`, `+`, `*`, `1.`, `1)` before white space).
 */
export function onlyContainerMarks(text: string, from: number, to: number): boolean {
  let at = from
  while (at < to) {
    const code = text.charCodeAt(at)
    if (isSpaceOrTab(code) || code === 62) {
      at++
      continue
    }

    // A list marker, white space after it.
    const end = listMarkerEnd(text, at, to)
    if (end === -1 || end >= to || !isSpaceOrTab(text.charCodeAt(end))) return false
    at = end
  }

  return true
}
