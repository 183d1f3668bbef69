import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import type {Event} from 'micromark-util-types'
import {commonMarkTagEnd} from './flat/html.js'
import {Identifiers, type Definitions} from './definitions.js'
import {blankLineAfter} from './flat/text.js'
import {githubRawBlockEnd, none, type FlowState} from './flow-state.js'

const extensions = [gfm()]

/** Preprocessed chunks written per step, between deadline checks. */
const batch = 256

/** The line appended after a piece to learn what is open at its end. */
export const SENTINEL = 'z'

/** A parsed piece. */
export interface Parsed {
  /** micromark events over `source`. */
  events: Event[]
  /** The text that was parsed (prefix, piece, sentinel). */
  source: string
  /** Lines (1-based) micromark read as lazy continuation lines. */
  lazy: Readonly<Record<number, boolean>>
}

/** Parse one source; see `createParser`. */
export type ParsePiece = (source: string, deadline: number) => Parsed | undefined

/**
 * Make a parser for the pieces of one text: micromark with GFM, its
 * constructs combined once (combining them is a good part of the fixed cost
 * of a small parse), and every definition of the whole text seeded so that
 * references across pieces resolve.
 *
 * The returned function checks the deadline while the document
 * (containers, where micromark is quadratic on hostile input) is
 * tokenized. Inline content is resolved afterwards in one go; its
 * quadratic cases are kept out by the markup budget.
 *
 * @param definitions
 *   Identifiers of the whole text.
 * @returns
 *   Parse a source, or `undefined` when the deadline passed. Throws
 *   whatever micromark throws (a `RangeError` on deep input, for one); the
 *   caller reports it.
 */
export function createParser(definitions: Definitions): ParsePiece {
  const parser = parse({extensions})
  parser.defined = new Identifiers(definitions.links)
  parser.gfmFootnotes = new Identifiers(definitions.footnotes)

  return function (source, deadline) {
    // Lazy-line flags are per document, by line number.
    const lazy: Record<number, boolean> = {}
    parser.lazy = lazy
    const chunks = preprocess()(source, undefined, true)
    const document = parser.document()
    let events: Event[] = []
    for (let index = 0; index < chunks.length; index += batch) {
      events = document.write(chunks.slice(index, index + batch))
      if (index + batch < chunks.length && performance.now() > deadline) return undefined
    }

    return {events: postprocess(events), source, lazy}
  }
}

/** A source read as micromark does and, where that differs, as GitHub does. */
export interface Readings {
  /** micromark’s reading. */
  parsed: Parsed
  /**
   * GitHub’s reading where it differs (see `lazyHtmlLines` and
   * `interruptedLines`): the source with a blank line inserted before
   * some lines.
   */
  variant: Parsed | undefined
  /** Offsets in `variant`’s source of the inserted line feeds, sorted. */
  insertions: number[]
}

/**
 * Parse a source, and parse it again with blank lines inserted where
 * micromark and cmark-gfm read it differently; the tokens of both readings
 * count.
 *
 * @param parse
 *   Parser.
 * @param source
 *   Source.
 * @param deadline
 *   `performance.now()` value to give up at.
 * @returns
 *   Readings, or `undefined` when the deadline passed. Throws what the
 *   parser throws.
 */
export function readings(parse: ParsePiece, source: string, deadline: number): Readings | undefined {
  const parsed = parse(source, deadline)
  if (!parsed) return undefined
  let lines = variantLines(parsed)
  const blanks = mergeSpans(codeBeforeItems(parsed), taskBoxesAlone(parsed))
  if (lines.length === 0 && blanks.length === 0) return {parsed, variant: undefined, insertions: []}
  // Blanked code keeps every offset: only the inserted line feeds shift.
  let base = source
  if (blanks.length > 0) {
    base = ''
    let from = 0
    for (let index = 0; index < blanks.length; index += 2) {
      base += source.slice(from, blanks[index]) + ' '.repeat(blanks[index + 1]! - blanks[index]!)
      from = blanks[index + 1]!
    }

    base += source.slice(from)
    // The lines GitHub reads otherwise are those of the blanked reading,
    // which has the list items (found by a fuzz: `0.`, then `     ~` in the
    // item, a lazy `<u>` that opens an HTML block in cmark-gfm, a fence).
    const blanked = parse(base, deadline)
    if (!blanked) return undefined
    lines = variantLines(blanked)
    if (lines.length === 0) return {parsed, variant: blanked, insertions: []}
  }

  let changed = ''
  let last = 0
  const insertions: number[] = []
  for (const [index, at] of lines.entries()) {
    changed += base.slice(last, at) + '\n'
    insertions.push(at + index)
    last = at
  }

  const variant = parse(changed + base.slice(last), deadline)
  if (!variant) return undefined
  return {parsed, variant, insertions}
}

/**
 * The code of indented code blocks that micromark lets read the list item
 * after them as paragraph text. After indented code (blank lines between
 * or not), micromark reads a line that starts an empty list item or an
 * ordered one not starting at 1 as if it interrupted a paragraph, so it
 * stays text (`    @`, then `0.`); cmark-gfm, which GitHub runs, starts
 * a list there, and a tag line after the empty item opens an HTML block
 * that swallows a fence micromark opens (found by a fuzz, where that fence
 * hid a heading below). Code read as white space makes micromark read the
 * item as cmark-gfm does; a blank line inserted does not.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Spans of code (its `codeFlowValue` tokens) to read as spaces, as
 *   `start, end` pairs, sorted.
 */
export function codeBeforeItems(parsed: Parsed): number[] {
  const spans: number[] = []
  const {events, source} = parsed
  // Values of the last indented code, whether the walk is in it, and the
  // offset it ended at (-1: something else came after it).
  let values: number[] = []
  let inCode = false
  let codeEnd = -1
  for (const [kind, token] of events) {
    if (token.type === 'codeIndented') {
      inCode = kind === 'enter'
      if (inCode) values = []
      codeEnd = inCode ? -1 : token.end.offset
    } else if (kind === 'enter' && token.type === 'codeFlowValue' && inCode) {
      values.push(token.start.offset, token.end.offset)
    } else if (kind === 'enter' && token.type === 'paragraph' && codeEnd !== -1) {
      // Only blank lines (and container prefixes) between.
      if (listLike(source, token.start.offset) && !/[^\s>]/.test(source.slice(codeEnd, lineStart(source, token.start.offset)))) {
        for (const offset of values) spans.push(offset)
      }

      codeEnd = -1
    } else if (kind === 'enter' && flowStarts.has(token.type)) {
      codeEnd = -1
    }
  }

  return spans
}

/**
 * Task boxes alone on their item's first line (`- [ ] `, then the end of
 * the line). GitHub's task list extension takes the box off the item before
 * the rest of the line is read, so the item is empty there: a blank line
 * after it ends the list, and a line that is not indented enough is no lazy
 * line of it. micromark reads `[ ]` as the item's paragraph instead, which
 * holds the lines after it (`- [ ] `, blank, `  Amend[](`, `<u>`,
 * `())ments`: micromark keeps the paragraph in the item, where the `<u>`
 * line ends it; cmark-gfm reads one paragraph after the list, and a link
 * across its lines; found by fuzz run 15). Read as white space, the box
 * makes micromark read the item as cmark-gfm does.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Spans of boxes (`[`, the mark, `]`) to read as spaces, as `start, end`
 *   pairs, sorted.
 */
export function taskBoxesAlone(parsed: Parsed): number[] {
  const spans: number[] = []
  const {events, source} = parsed
  // Line of the last list item prefix (0: none).
  let prefixLine = 0
  for (const [kind, token] of events) {
    if (kind !== 'enter') continue
    if (token.type === 'listItemPrefix') {
      prefixLine = token.start.line
    } else if (token.type === 'paragraph' && token.start.line === prefixLine) {
      const at = token.start.offset
      const mark = source.charCodeAt(at + 1)
      if (source.charCodeAt(at) !== 91 || source.charCodeAt(at + 2) !== 93) continue
      if (mark !== 32 && mark !== 120 && mark !== 88) continue
      // At least one space or tab after the box, then the end of the line.
      let end = at + 3
      while (source.charCodeAt(end) === 32 || source.charCodeAt(end) === 9) end++
      if (end > at + 3 && (end === source.length || source.charCodeAt(end) === 10)) spans.push(at, at + 3)
    }
  }

  return spans
}

/**
 * @param a
 *   Sorted `start, end` pairs.
 * @param b
 *   Sorted `start, end` pairs, none overlapping those of `a`.
 * @returns
 *   Both, sorted.
 */
function mergeSpans(a: number[], b: number[]): number[] {
  if (b.length === 0) return a
  if (a.length === 0) return b
  const merged: number[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! <= b[j]!)) {
      merged.push(a[i]!, a[i + 1]!)
      i += 2
    } else {
      merged.push(b[j]!, b[j + 1]!)
      j += 2
    }
  }

  return merged
}

/** Flow constructs after which a list item is no longer read as text. */
const flowStarts = new Set(['atxHeading', 'blockQuote', 'codeFenced', 'htmlFlow', 'listOrdered', 'listUnordered', 'thematicBreak', 'table', 'definition', 'gfmFootnoteDefinition'])

/**
 * Line starts before which a blank line gives GitHub’s reading, sorted and
 * unique.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Line starts.
 */
function variantLines(parsed: Parsed): number[] {
  const interrupted = interruptedLines(parsed)
  const continued = continuedStretches(parsed.source, interrupted)
  const lazy = outside(lazyHtmlLines(parsed), 1, continued)
  const tags = outside(lazyTagBlocks(parsed), 2, continued)
  if (interrupted.length === 0 && tags.length === 0) return lazy
  const all = [...new Set([...lazy, ...interrupted])].sort((a, b) => a - b)
  if (tags.length === 0) return all
  // What such a block holds is raw HTML to cmark-gfm: no line in it is
  // read another way (a blank line there would end the block early).
  const kept: number[] = []
  let block = 0
  for (const start of all) {
    while (block < tags.length && tags[block + 1]! <= start) block += 2
    if (block < tags.length && tags[block]! < start) continue
    kept.push(start)
  }

  for (let index = 0; index < tags.length; index += 2) kept.push(tags[index]!)
  return [...new Set(kept)].sort((a, b) => a - b)
}

/**
 * The stretches of paragraph text a blank line before an interrupted line
 * (see `interruptedLines`) starts, where that line starts with no container
 * marker: cmark-gfm's paragraph there is outside the containers, and a
 * tag line after it (no blank line or container line between) is its
 * text, not an HTML block on a lazy line (`x`, `>0)`, `Work-item[](`,
 * `<x>`, `) _context_`: the link text and emphasis display the heading;
 * fuzz run 28). Each line is read once.
 *
 * @param source
 *   Source.
 * @param starts
 *   Interrupted line starts (sorted).
 * @returns
 *   Stretches (start and end, flattened, sorted).
 */
function continuedStretches(source: string, starts: number[]): number[] {
  const stretches: number[] = []
  let read = 0
  for (const start of starts) {
    if (start < read) continue
    const code = source.charCodeAt(start)
    if (code === 32 || code === 9 || code === 62 || listLike(source, start)) continue
    // Only below a quote or list item the marker's line opens (`>0)`;
    // `1. 0)`, fuzz run 29): elsewhere the marker may be text to cmark-gfm
    // too (`[^a]:[x]:a`, then `    -` after definitions only, where the
    // next line is lazy; fuzz run 28).
    if (start === 0) continue
    const markerLine = source.lastIndexOf('\n', start - 2) + 1
    let marker = markerLine
    while (marker - markerLine < 3 && source.charCodeAt(marker) === 32) marker++
    if (source.charCodeAt(marker) !== 62 /* `>` */ && !opensItem(source, marker)) continue
    let end = source.indexOf('\n', start)
    while (end !== -1) {
      const next = end + 1
      let at = next
      while (at - next < 4 && (source.charCodeAt(at) === 32 || source.charCodeAt(at) === 9)) at++
      const first = source.charCodeAt(at)
      if (at >= source.length || first === 10 || first === 13 || first === 62 || listLike(source, at)) break
      end = source.indexOf('\n', next)
    }

    read = end === -1 ? source.length : end
    stretches.push(start, read)
  }

  return stretches
}

/**
 * @param source
 *   Source.
 * @param at
 *   Index after a line's indentation.
 * @returns
 *   Whether a list item's marker is there (a bullet, or up to nine digits
 *   and `.` or `)`), with white space after it.
 */
function opensItem(source: string, at: number): boolean {
  let index = at
  let code = source.charCodeAt(index)
  if (code !== 43 && code !== 45 && code !== 42) {
    while (code >= 48 && code <= 57 && index - at < 9) code = source.charCodeAt(++index)
    if (index === at || (code !== 46 && code !== 41)) return false
  }

  code = source.charCodeAt(index + 1)
  return code === 32 || code === 9
}

/**
 * @param entries
 *   Sorted entries: line starts, alone or each with one more number.
 * @param size
 *   Numbers per entry (the first is its line start).
 * @param stretches
 *   Stretches (see `continuedStretches`).
 * @returns
 *   The entries whose line start lies in no stretch (past its first line).
 */
function outside(entries: number[], size: number, stretches: number[]): number[] {
  if (entries.length === 0 || stretches.length === 0) return entries
  const kept: number[] = []
  let stretch = 0
  for (let index = 0; index < entries.length; index += size) {
    const at = entries[index]!
    while (stretch < stretches.length && stretches[stretch + 1]! < at) stretch += 2
    if (stretch < stretches.length && stretches[stretch]! < at) continue
    for (let part = 0; part < size; part++) kept.push(entries[index + part]!)
  }

  return kept
}

/**
 * The HTML blocks cmark-gfm opens on lazy lines that start with a whole
 * tag alone on the line (the start of an HTML block of kind 7), after a
 * container's paragraph: `> a` then `<u>`. Such a block cannot interrupt a
 * paragraph, so micromark reads the line as paragraph text; cmark-gfm,
 * which GitHub runs, has closed the containers by then, finds no
 * paragraph to interrupt, and starts an HTML block that holds the lines
 * after it up to a blank line as raw HTML (found by a fuzz: `>]`, `<u>`,
 * then a fence that micromark opened and cmark-gfm did not). A blank line
 * inserted before the first such line makes micromark read it that way
 * too.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Each block's first line start and the start of the blank line that
 *   ends it (or the source's length), flattened, sorted.
 */
export function lazyTagBlocks(parsed: Parsed): number[] {
  const starts: number[] = []
  const {lazy, source} = parsed
  let line = 1
  let lineStart = 0
  // Lines up to here are in the block cmark-gfm opened (to a blank line).
  let blockEnd = -1
  // Integer keys come in ascending order.
  for (const key of Object.keys(lazy)) {
    const target = Number(key)
    if (!lazy[target]) continue
    while (line < target) {
      const lineFeed = source.indexOf('\n', lineStart)
      if (lineFeed === -1) return starts
      lineStart = lineFeed + 1
      line++
    }

    if (lineStart < blockEnd) continue
    let at = lineStart
    while (at - lineStart < 3 && source.charCodeAt(at) === 32) at++
    if (source.charCodeAt(at) !== 60 /* `<` */) continue
    let lineEnd = source.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = source.length
    // A whole tag as CommonMark reads one (kind 7), not as a browser does:
    // `</n x>` (an end tag with attributes) is paragraph text to cmark-gfm
    // (`>`, `</n x>`, `>0)`, then `0) <?` and a code span across lines;
    // fuzz run 25).
    let end = commonMarkTagEnd(source, at, lineEnd)
    if (end < 0) continue
    while (end < lineEnd && (source.charCodeAt(end) === 32 || source.charCodeAt(end) === 9)) end++
    if (end < lineEnd) continue
    // One of kind 1 ends at its end condition, not at a blank line (`>`,
    // then `<pre>`, `</pre>`, `>x`, `<u>`: the `<pre>` block taken to run
    // on hid the `<u>` after it; found by a fuzz).
    blockEnd = githubRawBlockEnd(source, at, lineEnd) ?? blankLineAfter(source, lineEnd)
    starts.push(lineStart, blockEnd)
  }

  return starts
}

/**
 * Line starts (source offsets) of raw HTML that micromark keeps inside a
 * container on a lazy line (`> a` then `<b>`). cmark-gfm, which GitHub
 * runs, closes the containers there and starts an HTML block that holds
 * the following lines as raw HTML; a blank line inserted before such a line
 * makes micromark read it that way too.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Sorted line starts.
 */
export function lazyHtmlLines(parsed: Parsed): number[] {
  const starts: number[] = []
  // Last line of the run of such blocks seen last: micromark ends each on
  // its lazy line, cmark-gfm's block (kind 7, say) goes on to the next
  // blank line, so a blank line goes before the first of a run only
  // (found by review: `> Amendments`, `<a>`, `<?>Instruction`, `from @x`).
  let runEnd = -1
  for (const [kind, token] of parsed.events) {
    if (kind === 'enter' && token.type === 'htmlFlow' && parsed.lazy[token.start.line]) {
      if (token.start.line !== runEnd + 1) starts.push(token.start.offset - token.start.column + 1)
      runEnd = token.end.line
    }
  }

  return starts
}

/**
 * Line starts (source offsets) of lines where micromark reads a list
 * marker as paragraph text although cmark-gfm, which GitHub runs, starts
 * a list there: `x` then `- 2) a`, `> 3. a`, `- -`. A line that opens a
 * block quote or list item right after paragraph text opens its content
 * in micromark as if it interrupted that paragraph, where an ordered list
 * not starting at 1 and an empty item cannot start. cmark-gfm has closed
 * the paragraph by then, so nothing is interrupted. A blank line inserted
 * before such a line makes micromark read it that way too; the line starts
 * stay where they are.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Sorted line starts.
 */
export function interruptedLines(parsed: Parsed): number[] {
  const starts: number[] = []
  const {events, source} = parsed
  // Line (1-based) of the last container opened, or 0.
  let opened = 0
  for (const [kind, token] of events) {
    if (kind !== 'enter') continue
    if (token.type === 'listItemPrefix' || token.type === 'blockQuote') {
      opened = token.start.line
    } else if (token.type === 'paragraph') {
      if (token.start.line === opened && opened > 1 && listLike(source, token.start.offset)) {
        starts.push(lineStart(source, token.start.offset))
      }

      // A footnote definition whose text is an empty list item to
      // cmark-gfm (`[^a]:1.`) holds no paragraph there, so the next line
      // starts one outside it, which `0)` cannot interrupt; micromark reads
      // the marker as paragraph text, the next line as its lazy line, and
      // `0) <?` after it as a list item with an HTML block (found by a fuzz
      // run). A blank line before that next line makes micromark read it
      // as cmark-gfm does.
      // So does any paragraph micromark starts with a marker alone, which
      // cmark-gfm reads as an empty list item wherever no paragraph is
      // interrupted, as here (after indented code, micromark reads `0)`
      // alone as paragraph text, even past a blank line: `    ?`, `>0)`,
      // `x`, `0) <?`; fuzz run 24).
      if (listLike(source, token.start.offset) && markerAlone(source, token.start.offset)) {
        const next = source.indexOf('\n', token.start.offset)
        const code = next === -1 ? Number.NaN : source.charCodeAt(next + 1)
        if (next !== -1 && next + 1 < source.length && code !== 32 && code !== 9 && code !== 10 && code !== 13) {
          starts.push(next + 1)
        }
      }
    }
  }

  return starts.sort((a, b) => a - b)
}

/**
 * @param source
 *   Source.
 * @param offset
 *   Start of a list marker (see `listLike`).
 * @returns
 *   Whether only white space follows the marker on its line.
 */
function markerAlone(source: string, offset: number): boolean {
  let index = offset
  while (index < source.length && source.charCodeAt(index) !== 32 && source.charCodeAt(index) !== 9) {
    const code = source.charCodeAt(index)
    if (code === 10 || code === 13) return true
    index++
  }

  while (index < source.length) {
    const code = source.charCodeAt(index)
    if (code === 10 || code === 13) return true
    if (code !== 32 && code !== 9) return false
    index++
  }

  return true
}

/**
 * Whether paragraph text at `offset` starts with what cmark-gfm reads as a
 * list item where no paragraph is interrupted, and micromark does not: an
 * ordered marker (any number; `1.` with content is read alike, and costs a
 * second parse at most) or an empty bullet item.
 *
 * @param source
 *   Source.
 * @param offset
 *   Start of paragraph text.
 * @returns
 *   Whether it does.
 */
export function listLike(source: string, offset: number): boolean {
  let index = offset
  let code = source.charCodeAt(index)
  if (code === 43 /* `+` */ || code === 45 /* `-` */ || code === 42 /* `*` */) {
    index++
    code = source.charCodeAt(index)
    while (code === 32 || code === 9) code = source.charCodeAt(++index)
    return Number.isNaN(code) || code === 10 || code === 13
  }

  while (code >= 48 && code <= 57 && index - offset < 9) code = source.charCodeAt(++index)
  if (index === offset || (code !== 46 /* `.` */ && code !== 41) /* `)` */) return false
  code = source.charCodeAt(index + 1)
  return Number.isNaN(code) || code === 32 || code === 9 || code === 10 || code === 13
}

/**
 * @param source
 *   Source.
 * @param offset
 *   Offset in a line.
 * @returns
 *   Start of that line.
 */
function lineStart(source: string, offset: number): number {
  let index = offset
  while (index > 0) {
    const code = source.charCodeAt(index - 1)
    if (code === 10 || code === 13) break
    index--
  }

  return index
}

/**
 * What is open at the sentinel: the state the next piece starts in.
 *
 * @param parsed
 *   A parse whose source ends with the sentinel line.
 * @returns
 *   State.
 */
export function stateAtSentinel(parsed: Parsed): FlowState {
  const sentinel = parsed.source.length - SENTINEL.length
  const {events, source} = parsed
  // Walk top-level tokens from the end: the last one holds the sentinel.
  let depth = 0
  for (let index = events.length - 1; index >= 0; index--) {
    const [kind, token] = events[index]
    if (kind === 'exit') {
      depth++
      continue
    }

    depth--
    if (depth !== 0) continue
    if (token.end.offset <= sentinel) return none
    if (token.type === 'codeFenced') {
      const marker = source.charCodeAt(fenceSequenceStart(events, index))
      return {kind: 'fence', marker, size: fenceSize(events, index)}
    }

    if (token.type === 'htmlFlow') {
      return {kind: 'html', html: htmlKind(source, token.start.offset)}
    }

    return none
  }

  return none
}

/**
 * @param events
 *   Events.
 * @param enter
 *   Index of the `codeFenced` enter.
 * @returns
 *   Offset of the opening fence sequence.
 */
function fenceSequenceStart(events: Event[], enter: number): number {
  for (let index = enter; index < events.length; index++) {
    const token = events[index][1]
    if (token.type === 'codeFencedFenceSequence') return token.start.offset
  }

  return events[enter][1].start.offset
}

/**
 * @param events
 *   Events.
 * @param enter
 *   Index of the `codeFenced` enter.
 * @returns
 *   Length of the opening fence sequence.
 */
function fenceSize(events: Event[], enter: number): number {
  for (let index = enter; index < events.length; index++) {
    const token = events[index][1]
    if (token.type === 'codeFencedFenceSequence') return token.end.offset - token.start.offset
  }

  return 3
}

/**
 * @param source
 *   Source.
 * @param start
 *   Start of an HTML block that runs to the sentinel.
 * @returns
 *   Its kind (1–5; a block of kind 6 or 7 ends at a blank line and cannot
 *   hold the sentinel).
 */
function htmlKind(source: string, start: number): 1 | 2 | 3 | 4 | 5 {
  let at = start
  while (source.charCodeAt(at) === 32 || source.charCodeAt(at) === 9) at++
  if (source.startsWith('<!--', at)) return 2
  if (source.startsWith('<?', at)) return 3
  if (source.startsWith('<![CDATA[', at)) return 5
  if (source.charCodeAt(at + 1) === 33) return 4
  return 1
}
