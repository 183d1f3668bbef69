import type {RawEdit, TokenRuleId} from 'steer-envelope'
import type {Token} from 'micromark-util-types'
import type {Unresolved} from './analyze.js'
import {charSet, holdsAny} from './char-set.js'
import {InlineDivergence} from './inline-divergence.js'
import {isBlank, isDefinitionLine, leavesConstructOpen, openConstruct} from './cuts.js'
import {collectDefinitions, definitionEnd, isDelimiterRow} from './definitions.js'
import {sharedBlockNames} from './block-names.js'
import {flatLineEdits} from './flat-edits.js'
import {stretchStart} from './fence-skeleton.js'
import {commonMarkTagEnd} from './flat/html.js'
import {indexWithin, isTaskBox, skipSpaceOrTab, startsLine} from './flat/text.js'
import {gfmFootnoteEnd, isSetextUnderline, quoteMarkers, quoteMarksEnd} from './flat/blocks.js'
import {afterFootnoteLabels, holdsTerminator, opensFlowBlock, rawBlockOpener} from './flat/html.js'
import {listMarkerEnd, taskBoxAt} from './flat/containers.js'
import {delimiterCells, rowCells} from './flat/tables.js'
import {filteredNameEnd} from './html-display.js'
import {fenceCloseEnd, none, stateKey, statePrefix, track, trackAll, type FlowState} from './flow-state.js'
import {
  createParser,
  listLike,
  readings,
  SENTINEL,
  stateAtSentinel,
  type ParsePiece,
  type Parsed as ParsedSource,
  type Readings
} from './parse.js'
import {mayHideTable, renderedLines} from './rendered-lines.js'
import {containerMarker, FootnoteLabels, headingQuoting, labelEscape} from './settled.js'
import {lineRules} from './rules/index.js'
import {maskedEdits, maskedReadingEdits, mathEdits, needsQuoteMasks} from './masked-readings.js'
import {MathReadings} from './math.js'
import type {FallbackReason} from './types.js'

/** Most start states followed at once (each costs a parse). */
export const maxStates = 4

/** One outcome of parsing a piece under every start state. */
export type Outcome = Parsed | {ok: false; reason: FallbackReason}

/** A piece parsed under every start state. */
export interface Parsed {
  /** Success. */
  ok: true
  /** Token edits. */
  edits: RawEdit[]
  /** Headings left alone. */
  unresolved: Unresolved[]
  /** States at the end. */
  states: FlowState[]
}

/**
 * Parses of pieces, by the definitions they were parsed with, then by start
 * states and text; offsets are piece-relative.
 */
export type ParseMemo = Map<string, Map<string, Parsed>>

/**
 * Parse the pieces of one prepared text: once per state a piece may start
 * in, in both readings where micromark and cmark-gfm differ, with the rules
 * applied to every rendered line, and memoized across calls.
 */
export class PieceParser {
  /** Prepared text. */
  private readonly text: string
  /** Deadline. */
  private readonly deadline: number
  /** Whether the text may define `[x]` (see `InlineDivergence`), once asked. */
  private boxDefinedCache: boolean | undefined

  /** Parser, made on first use (it needs the text’s definitions). */
  private parser: ParsePiece | undefined
  /**
   * Parser with only the definitions that surely are ones, if some are in
   * doubt: its rendered lines count too.
   */
  private sureParser: ParsePiece | undefined
  /** Earlier parses, by definitions. */
  private readonly memo: ParseMemo | undefined
  /** Earlier parses with this text’s definitions. */
  private pieceMemo: Map<string, Parsed> | undefined
  /** The text's math readings. */
  private readonly math: MathReadings

  /**
   * @param text
   *   Prepared text.
   * @param deadline
   *   `performance.now()` value to give up at.
   * @param memo
   *   Earlier parses (optional).
   * @param math
   *   The text's math readings (made for it when not given).
   */
  constructor(text: string, deadline: number, memo: ParseMemo | undefined, math = new MathReadings(text)) {
    this.math = math
    this.text = text
    this.deadline = deadline
    this.memo = memo
  }

  /**
   * @returns
   *   Whether the text may define `[x]`, which a task box may match
   *   (see `InlineDivergence`).
   */
  private boxDefined(): boolean {
    // Labels match after white space is collapsed (`[x ]:`, `[ X]:`; fuzz
    // run 24), and a quote's markers may stand inside one across lines.
    this.boxDefinedCache ??= /\[[\s>]*x[\s>]*\]:/i.test(this.text)
    return this.boxDefinedCache
  }

  /**
   * Parse a piece once per start state.
   *
   * @param start
   *   Start.
   * @param end
   *   End.
   * @param states
   *   Start states.
   * @param withRules
   *   Whether to find tokens (or only the end state).
   * @returns
   *   Edits and end states, or why it failed.
   */
  parse(start: number, end: number, states: FlowState[], withRules: boolean): Outcome {
    const boxDefined = this.boxDefined()
    if (!this.parser) {
      const definitions = collectDefinitions(this.text)
      this.parser = createParser(definitions)
      if (definitions.sure) this.sureParser = createParser(definitions.sure)
      if (this.memo) {
        // Parses depend on the definitions: one table per set of them.
        const key =
          [...definitions.links].sort().join('\u0001') +
          '\u0002' +
          [...definitions.footnotes].sort().join('\u0001') +
          (definitions.sure
            ? '\u0003' +
              [...definitions.sure.links].sort().join('\u0001') +
              '\u0002' +
              [...definitions.sure.footnotes].sort().join('\u0001')
            : '')
        this.pieceMemo = this.memo.get(key)
        if (!this.pieceMemo) {
          this.pieceMemo = new Map()
          this.memo.set(key, this.pieceMemo)
        }
      }
    }

    const body = this.text.slice(start, end)
    // The math readings depend on the whole text (a fence opened before):
    // where they change the piece, they are part of what it is.
    const math = withRules && this.math.changes(start, end).length > 0 ? this.math.plain() : undefined
    // Both readings: texts whose plain readings agree on the piece may join
    // white space differently (found by a fuzz: a stale parse, an output
    // that was not a fixed point).
    const joined = math === undefined ? undefined : this.math.joined()
    const sentinel = end < this.text.length ? SENTINEL : ''
    const key =
      states.map((state) => stateKey(state)).join(',') +
      '\u0000' +
      (withRules ? 'r' : '') +
      sentinel +
      '\u0000' +
      body +
      (math === undefined ? '' : '\u0000' + math.slice(start, end) + '\u0000' + (joined ?? '').slice(start, end))
    const known = this.pieceMemo?.get(key)
    if (known) return shifted(known, start)

    const edits: RawEdit[] = []
    const unresolved: Unresolved[] = []
    const next = new Map<string, FlowState>()

    for (const state of states) {
      const prefix = statePrefix(state)
      // The piece ends with a blank line, so the sentinel starts a line.
      const source = prefix + body + sentinel
      const read = readOrFail(this.parser, source, this.deadline)
      if ('ok' in read) return read
      const {parsed, variant} = read

      if (withRules) {
        const found: RawEdit[] = []
        const window = {prefix: prefix.length, start: 0, length: body.length}
        for (const line of renderedLines(parsed, window)) lineRules(line, found)
        // Code displays references and escapes as written, and raw HTML
        // escapes, but micromark reads some lines as indented code that
        // cmark-gfm puts in a list item (`    a`, `2. b`, blank,
        // `     &#73;nstruction…`) and some as raw HTML that cmark-gfm reads
        // as Markdown (`<x b=c=d>`, `<textarea>`, `<search>`, lower-case
        // declarations `<!x …>`), where references in what micromark reads
        // as attributes or declarations display: such blocks (and lines
        // with such inline HTML) are read once more by the flat model, which
        // decodes them. (Fenced code is code in both.)
        // (With the flat model's heading backstop, as where a piece falls
        // back: `<!x`, then `Amend<b`, `a=">">ments`.)
        const masks: CodeMasks = {ranges: [], ownRanges: [], runs: []}
        for (const [from, to] of literalBlocks(parsed, prefix.length, body, boxDefined, masks)) {
          flatLineEdits(body, from, to, found)
        }

        // Texts whose code spans cmark-gfm matches otherwise than micromark,
        // read once more with the runs it leaves unmatched masked: the runs
        // left pair as GitHub pairs them (micromark's blocks, where the
        // memo's reading of them, in `maskedReadingEdits` below, may err).
        if (masks.runs.length > 0) codeMaskEdits(body, masks, found)

        // The same in GitHub's reading, where it differs (an HTML block
        // cmark-gfm opens after a lazy line): its spans mapped back past
        // the inserted line feeds (in order, so one pointer does).
        if (variant) {
          const shown = variant.source.slice(prefix.length, variant.source.length - sentinel.length)
          const inserted = read.insertions
          let passed = 0
          const back = (offset: number): number => {
            while (passed < inserted.length && inserted[passed] - prefix.length < offset) passed++
            return offset - passed
          }

          for (const [from, to] of literalBlocks(variant, prefix.length, shown, boxDefined)) {
            const start = back(from)
            flatLineEdits(body, start, Math.max(start, back(to)), found)
          }
        }

        // A browser lays some raw HTML out of source order (`<rp>` hidden,
        // `<rt>` above the line, blocks in ruby, text a table moves before
        // it, template content hidden), so text on both sides reads as one:
        // the flat model reads the piece so once more, for each.
        maskedReadingEdits(body, 0, body, found)
        // (Past the line that closes a fence the piece starts inside, read
        // alone: from the piece's start it would open one; see
        // `flatEdits`.)
        if (state.kind === 'fence') {
          const after = fenceCloseEnd(body, 0, body.length, state)
          if (after !== -1 && after < body.length) maskedReadingEdits(body, after, body.slice(after), found)
        }

        // Math as github.com typesets it (read for the whole text).
        for (const edit of mathEdits(this.text, start, end, this.math)) {
          edit.start -= start
          edit.end -= start
          found.push(edit)
        }

        if (variant) {
          for (const line of renderedLines(variant, {...window, insertions: read.insertions})) lineRules(line, found)
        }

        // An image that does not load shows its alt text. In a raw `<img>`
        // that is an attribute value, where a heading's `> ` cannot go (it
        // would end an unquoted value and the tag): there only the
        // attribution and fence rules apply.
        if (body.includes('![') || rawImage.test(body)) {
          const alt: RawEdit[] = []
          for (const line of renderedLines(parsed, {...window, altText: true})) lineRules(line, alt)
          for (const edit of alt) {
            if (edit.start !== edit.end || quotesImage(body, edit.start)) found.push(edit)
          }
        }

        // Definitions in doubt (in fenced code, after paragraph text): a
        // reference to one may be a link, hiding its label, or text, whose
        // label may start a line with a token. Both count.
        if (this.sureParser) {
          const sure = readOrFail(this.sureParser, source, this.deadline)
          if ('ok' in sure) return sure
          for (const line of renderedLines(sure.parsed, window)) lineRules(line, found)
          if (sure.variant) {
            for (const line of renderedLines(sure.variant, {...window, insertions: sure.insertions})) lineRules(line, found)
          }
        }

        let labels: FootnoteLabels | undefined
        for (const edit of found) {
          if (edit.start !== edit.end) {
            edits.push(edit)
            continue
          }

          // A footnote label is escaped rather than the line quoted twice
          // (the analysis drops an escape found twice).
          const quoting = headingQuoting((labels ||= new FootnoteLabels(body)), edit.start)
          for (const label of quoting.escapes) edits.push(labelEscape(label, edit.rule))
          if (!quoting.settled) edits.push(edit)
          else if (quoting.escape === -1) unresolved.push({start: edit.start, rule: edit.rule as TokenRuleId})
        }
      }

      const after = sentinel ? stateAtSentinel(parsed) : none
      next.set(stateKey(after), after)
      // GitHub's state at the cut too, where it may differ: an HTML block
      // of kind 1–5 micromark has not open (a `<pre>` micromark ends at
      // `</textarea>`, or one opened inside a lower-case declaration
      // micromark reads), which the cut then moves past, so the block is
      // read whole; or none where micromark has a fence open that began
      // inside such a block (found by review).
      if (sentinel && (readsOtherwise.test(body) || tagAfterDelimiterRow(body, 0, body.length))) {
        // Every state GitHub may be in: a fence after a tag line may be
        // inside the HTML block that tag opens (`<!x`, `<div>`, a fence,
        // blank, `&#65;mendments`: found by review).
        const github = trackAll(body, 0, body.length, [state], maxStates, true) ?? [
          track(body, 0, body.length, state, true).state,
          none
        ]
        for (const other of github) next.set(stateKey(other), other)
      }
      if (variant && sentinel) {
        // The next piece may start in either reading’s state.
        const other = stateAtSentinel(variant)
        next.set(stateKey(other), other)
      }
    }

    if (next.size > maxStates) return {ok: false, reason: 'unknown-state'}
    const outcome = {ok: true as const, edits, unresolved, states: [...next.values()]}
    // Offsets are kept relative to the piece, so the same text anywhere (in
    // a later round, after edits elsewhere) is not parsed again.
    this.pieceMemo?.set(key, outcome)
    return shifted(outcome, start)
  }
}

/** A raw `<img` tag. */
const rawImage = /<img\b/i

/**
 * Whether a heading's `> ` found in alt text may go at `offset`: at a line
 * start, or right before a Markdown image or the link around it (`!`, `[`);
 * not inside or after a raw `<img>` tag, where it would end an unquoted
 * value or be broken off onto a line of its own on every run.
 *
 * @param text
 *   Text.
 * @param offset
 *   Where the `> ` would go.
 * @returns
 *   Whether it may.
 */
function quotesImage(text: string, offset: number): boolean {
  const next = text.charCodeAt(offset)
  return offset === 0 || text.charCodeAt(offset - 1) === 10 || next === 33 || next === 91
}

/**
 * Both readings of a source, or why there are none: the deadline passed,
 * or the parser threw (`RangeError` on deep input included).
 *
 * @param parse
 *   Parser.
 * @param source
 *   Source.
 * @param deadline
 *   `performance.now()` value to give up at.
 * @returns
 *   Readings, or a failed outcome.
 */
function readOrFail(
  parse: ParsePiece,
  source: string,
  deadline: number
): Readings | {ok: false; reason: FallbackReason} {
  try {
    return readings(parse, source, deadline) ?? {ok: false, reason: 'time-budget'}
  } catch {
    return {ok: false, reason: 'parse-error'}
  }
}

/**
 * Blocks that end micromark's reading past indented code (not containers:
 * the first block in a list item it opens is read so too, `* 0) -`).
 */
const flowBlocks = new Set<string>([
  'paragraph',
  'codeFenced',
  'htmlFlow',
  'atxHeading',
  'setextHeading',
  'thematicBreak',
  'table',
  'definition'
])

/**
 * Blocks that display source another parser may decode (from the start of
 * their first line), in piece offsets: indented code and raw HTML (blocks
 * and inline) that hold a `&` or a `\`, and definitions cmark-gfm shows as
 * text (nested past 32 parentheses, or before a table's head row).
 *
 * @param parsed
 *   Parse of prefix, piece and sentinel.
 * @param prefix
 *   Length of the prefix.
 * @param body
 *   The piece.
 * @param boxDefined
 *   Whether the text may define `x` (see `InlineDivergence`).
 * @param masks
 *   Where to add the texts whose code spans cmark-gfm matches otherwise,
 *   with the runs it leaves unmatched (default: nowhere).
 * @returns
 *   Spans.
 */
function literalBlocks(
  parsed: ParsedSource,
  prefix: number,
  body: string,
  boxDefined: boolean,
  masks?: CodeMasks | undefined
): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  // End of the last stretch a line-start tag opened (checked already).
  let opened = 0
  // End of the last stretch a lower-case declaration hid (read already).
  let declared = 0
  // End of the stretch read for a raw block micromark ends early.
  let rawEnd = 0
  // The next `-->` at or after the last place searched (-1: none; -2: not
  // searched yet).
  let commentClose = -2
  // End of the stretch read after a title in parentheses cmark-gfm rejects,
  // a lone `|` row or a setext heading with a delimiter row (to the next
  // blank line: searched once per stretch).
  let titleReadTo = -1
  // Where the next line that opens a kind 1–5 block is (searched once over
  // the piece, in order).
  let openerFrom = Number.POSITIVE_INFINITY
  let openerAt = -1
  // The stretch of non-blank lines last searched for a delimiter row (from
  // and to), and the row found there (-1: none): searched once, in order.
  let rowFrom = Number.POSITIVE_INFINITY
  let rowTo = -1
  let rowAt = -1

  /**
   * @param end
   *   End of a content (in source offsets).
   * @returns
   *   Start of the line before the first line after `end` that may be a
   *   table's delimiter row, before a blank line, or -1.
   */
  function headAfter(end: number): number {
    const source = parsed.source
    if (end < rowFrom || end >= rowTo) {
      rowFrom = end
      rowAt = -1
      let lineStart = source.indexOf('\n', end) + 1
      while (lineStart > 0 && lineStart < source.length) {
        let lineEnd = source.indexOf('\n', lineStart)
        if (lineEnd === -1) lineEnd = source.length
        if (isBlank(source, lineStart, lineEnd)) break
        if (isDelimiterRow(source, lineStart, lineEnd)) {
          rowAt = lineStart
          break
        }

        lineStart = lineEnd + 1
      }

      rowTo = lineStart > 0 ? lineStart + 1 : source.length
    }

    return rowAt > end ? source.lastIndexOf('\n', rowAt - 2) + 1 : -1
  }

  /**
   * @param from
   *   Index.
   * @returns
   *   Where the next line that opens a kind 1–5 block at or after `from`
   *   starts its opener, or the end of the piece.
   */
  function rawOpenerAfter(from: number): number {
    if (from < openerFrom || (openerAt !== -1 && from > openerAt)) {
      openerFrom = from
      rawOpener.lastIndex = from
      const match = rawOpener.exec(body)
      openerAt = match ? match.index : -1
    }

    return openerAt === -1 ? body.length : openerAt
  }

  /**
   * @param from
   *   Index.
   * @param end
   *   Index of a blank line (or the end of the piece).
   * @returns
   *   Whether a line in `[from, end)` opens a kind 1–5 block whose
   *   terminator is not before `end` (one that cannot be read counts).
   */
  function runsPast(from: number, end: number): boolean {
    let at = rawOpenerAfter(from)
    while (at < end) {
      const lineStart = body.charCodeAt(at) === 10 ? at + 1 : at
      let lineEnd = body.indexOf('\n', lineStart)
      if (lineEnd === -1) lineEnd = body.length
      const opener = rawBlockOpener(body, lineStart, lineEnd)
      if (!opener) return true
      // Line by line, as cmark-gfm ends the block on the line holding it.
      let search = opener.body
      while (!holdsTerminator(body, opener.terminator, search, lineEnd)) {
        if (lineEnd >= end) return true
        search = lineEnd + 1
        lineEnd = body.indexOf('\n', search)
        if (lineEnd === -1) lineEnd = body.length
      }

      if (lineEnd >= body.length) return false
      at = rawOpenerAfter(lineEnd)
    }

    return false
  }

  // The paragraph the walk is in, if any, and the start of the outermost
  // container it is in (-1: none).
  let paragraph: Token | undefined
  // End of the last `linePrefix` token (see the table below).
  let linePrefixEnd = -1
  let paragraphContainer = -1
  // Start of the first definition micromark took out of that paragraph's
  // content (-1: none).
  let paragraphDefinitions = -1
  // Start of the definitions the walk left last, and of the event that
  // ended them (a content of its own right after them: `[x]:u`, then `-`
  // is a paragraph of its own to micromark, one with them to cmark-gfm).
  const definitionsAbove = [-1, -1]
  // The definition the walk is in, if any.
  let definition: Token | undefined
  // Start of the first definition of the content the walk is in (-1 if it
  // has none), and end of its last.
  let definitionsStart = -1
  let definitionsEnd = -1
  // The definitions (to the end of their content) the walk just left,
  // while only line endings and container prefixes follow them.
  let left: [number, number] | undefined
  const source = parsed.source
  const inline = new InlineDivergence(source, boxDefined)
  // The table the walk is in, if any.
  let table: Token | undefined
  // A table only cmark-gfm finds, then a tag line (see
  // `tagAfterDelimiterRow`): its HTML block holds a fence that micromark
  // runs on, also past a blank line where no cut is (the line after it is
  // indented: `\\||`, `:-<k>` and a fence, blank, `  Instruction
  // from&#9;@`; fuzz run 22). The piece is read by the flat model too.
  if (tagAfterDelimiterRow(body, 0, body.length)) {
    fenceLine.lastIndex = 0
    if (fenceLine.test(body)) pushSpan(spans, 0, body.length)
  }

  // Whether the walk is past indented code, with no block since: micromark
  // then reads a list item that could not interrupt a paragraph (`2. a`,
  // `0)` alone) as paragraph text, even past a blank line, where cmark-gfm
  // opens the item (`    ?`, `>0)`, `x`, `0) <?`, a code span across
  // lines; fuzz run 24). The flat model reads from there to the end.
  let afterCode = false
  // The outermost footnote definition the walk is in: its start, and how
  // deep the walk is in definitions.
  let footnoteStart = -1
  let footnoteDepth = 0
  // End of the last line searched for labels with brackets.
  let labelLineEnd = -1
  // Start of the outermost container open (quote, list, footnote
  // definition), and how deep the walk is in them.
  let containerStart = -1
  let containerDepth = 0
  // Start and end of the last paragraph the walk entered and left (-1:
  // none yet).
  let paragraphStart = -1
  let paragraphEnd = -1
  for (const [kind, token] of parsed.events) {
    const type = token.type
    if (containerTypes.has(type as string)) {
      if (kind === 'enter') {
        if (containerDepth++ === 0) containerStart = token.start.offset
      } else {
        containerDepth--
      }
    }

    // micromark goes on with a footnote definition past any blank line,
    // cmark-gfm 0.29 only past an empty one (it looks at the line's first
    // character) or one indented into the definition: past a line of white
    // space or quote marks (`> [^a]: x`, `>`, then `>     y`), what
    // micromark reads in the definition is outside it on GitHub, where a
    // paragraph may start that a list from 0 cannot interrupt (fuzz run
    // 26). The flat model reads from there to the end.
    if ((type as string) === 'gfmFootnoteDefinition') {
      if (kind === 'enter') {
        // A label on its line that cmark-gfm reads past brackets and
        // micromark does not (`[^x]:[^[]:[^a]:Work-item context`): the
        // text after it starts a rendered line to GitHub only (fuzz run
        // 27; one alone is the flat model's already).
        // (Once per line: definitions nest on one line.)
        if (token.start.offset > labelLineEnd) {
          // To the end: the definition it opens holds the lines after it
          // (`[^x]:[^x::[^a]:<?`, then `x`, `0) <?`: an HTML block in it).
          labelLineEnd = source.indexOf('\n', token.start.offset)
          if (labelLineEnd === -1) labelLineEnd = source.length
          // So does a list marker right after the labels: where the
          // definition interrupts a paragraph, micromark reads an empty item
          // (`[^a]: -`) or one from 2 as the definition's paragraph text,
          // which the lines after it go on with; cmark-gfm opens the item,
          // and a line not indented into the definition starts a paragraph
          // after it, which `0) <?` cannot interrupt (fuzz run 28).
          if (
            holdsBracketLabel(source, token.start.offset, labelLineEnd) ||
            listAfterLabels(source, token.start.offset, labelLineEnd)
          ) {
            insertSpan(spans, prefix, body, token.start.offset, prefix + body.length)
          }
        }

        if (footnoteDepth++ === 0) footnoteStart = token.start.offset
      } else if (--footnoteDepth === 0) {
        const blank = blankNotEmpty(source, footnoteStart, token.end.offset)
        if (blank !== -1) insertSpan(spans, prefix, body, blank, prefix + body.length)
      }
    }

    if (type === 'codeIndented') {
      afterCode = kind === 'exit'
    } else if (kind === 'enter' && afterCode && flowBlocks.has(type)) {
      afterCode = false
      if (type === 'paragraph' && listLike(source, token.start.offset)) {
        const from = Math.max(token.start.offset - prefix, 0)
        if (from < body.length) pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, body.length)
      }
    }

    if ((type as string) === 'table') table = kind === 'enter' ? token : undefined
    // A table whose head row has blanks micromark leaves before it (a lazy
    // line, or one indented past its containers; its `linePrefix` ends
    // where the table starts, where a container's own blanks are no such
    // token: `> | a |` is read as before): cmark-gfm 0.29 reads a
    // lazy line's blanks as a cell of its own, and then takes no table
    // where the cells no longer match, so the paragraph above goes on
    // (`- x`, ` |||`, `  -|-`, then an image line). The flat model reads
    // from that paragraph to the end.
    if (kind === 'exit' && type === 'linePrefix') linePrefixEnd = token.end.offset
    if (kind === 'enter' && (type as string) === 'table' && linePrefixEnd === token.start.offset) {
      const lineStart = source.lastIndexOf('\n', token.start.offset - 1) + 1
      const from = paragraphEnd !== -1 && onNextLine(source, paragraphEnd, token.start.offset) ? source.lastIndexOf('\n', paragraphStart - 1) + 1 : lineStart
      insertSpan(spans, prefix, body, from, prefix + body.length)
    }
    // An HTML block of kind 7 (which interrupts no paragraph) right after
    // paragraph text: micromark ends the paragraph there where the tag line
    // may head a table, cmark-gfm goes on with it, and its table takes the
    // tag line as its head row (`)`, `<i t="">`, `-|`, then a list item
    // micromark hides in the HTML block; fuzz run 56). The flat model reads
    // from the paragraph to the end.
    if (type === 'paragraph') {
      if (kind === 'enter') paragraphStart = token.start.offset
      else paragraphEnd = token.end.offset
    } else if (kind === 'enter' && type === 'htmlFlow' && paragraphEnd !== -1 && onNextLine(source, paragraphEnd, token.start.offset)) {
      let lineEnd = source.indexOf('\n', token.start.offset)
      if (lineEnd === -1) lineEnd = source.length
      let nextEnd = lineEnd < source.length ? source.indexOf('\n', lineEnd + 1) : -1
      if (nextEnd === -1) nextEnd = source.length
      // (Only where the next line may be a delimiter row: elsewhere
      // micromark opens such a block only where cmark-gfm does too, on a
      // line outside the paragraph's containers: `> x`, then `</b>`.)
      if (
        lineEnd < source.length &&
        isDelimiterRow(source, lineEnd + 1, nextEnd) &&
        !opensFlowBlock(source, source.lastIndexOf('\n', token.start.offset - 1) + 1, lineEnd, true)
      ) {
        insertSpan(spans, prefix, body, source.lastIndexOf('\n', paragraphStart - 1) + 1, prefix + body.length)
      }
    }
    // An inline text cmark-gfm reads otherwise (a code span it does not
    // match, an autolink that takes more): the flat model reads it (it
    // decodes code, titles and autolinks). A cell with its table: the flat
    // model finds cells after its delimiter row (`| a | Amend[](x(y "t")ments
    // |`, `| - | - |`; browser oracle).
    // (From its outermost container, as the flat model reads a line's
    // containers from the line start: `*    x`, then `     >WWW.`` is no
    // indented code; found by mutating fuzz run 53's bodies. Spans from
    // one container merge, so each is read once.)
    const divergent = inline.event(kind, token)
    if (divergent) {
      const span = (divergent.type as string) === 'tableContent' && table ? table : divergent
      // (A text that starts with a task box is read to the piece's end:
      // GitHub takes the box off before the item is read, so a definition
      // may follow it, and the lines below are read otherwise too: `- [ ]
      // [x]:``, then `\t-` is paragraph text, no underline, and the
      // paragraph goes on past what micromark reads as a table; fuzz run
      // 56.)
      const end = isTaskBox(source, divergent.start.offset) ? prefix + body.length : span.end.offset
      // (And from the definitions that start its paragraph: to cmark-gfm
      // they are the paragraph's first lines, so a line after them
      // indented four columns is no code: `[x]:u`, `    WWW.``; fuzz run
      // 56.)
      const own = containerDepth > 0 ? Math.min(containerStart, span.start.offset) : span.start.offset
      const start = definitionsStart === -1 ? own : Math.min(own, definitionsStart)
      insertSpan(spans, prefix, body, start, end)
      // (And once more with the runs cmark-gfm leaves unmatched masked,
      // where its code spans differ: see `CodeSpanReplay.replay`. From the
      // definitions, and from the text's own start too: the flat model may
      // take a line after them for a title, `[x]:u`, `""`, then `"`"`;
      // found by fuzz run 61.)
      const runs = inline.unmatchedRuns()
      if (masks && runs.length > 0) {
        insertSpan(masks.ranges, prefix, body, start, end)
        if (own !== start) insertSpan(masks.ownRanges, prefix, body, own, end)
        for (const offset of runs) masks.runs.push(offset - prefix)
      }
    }

    if (left && !betweenLines.has(type)) {
      // A table head right after definitions (`[r]: x`, `|a|`, `|-|`):
      // cmark-gfm's table takes the paragraph's last line and leaves the
      // lines before it a paragraph without taking definitions out, so they
      // display as text (found by review).
      if (kind === 'enter' && (type as string) === 'table') {
        insertSpan(spans, prefix, body, left[0], left[1])
      }

      // A thematic break right after definitions spelled as a setext
      // underline (`[x]:u`, `---`): cmark-gfm 0.29 finds nothing left to
      // underline and reads the line as paragraph text, which `2. <?`
      // after it cannot interrupt (fuzz run 25). The flat model reads from
      // the definitions to the end.
      if (kind === 'enter' && type === 'thematicBreak' && isSetextUnderline(source, token.start.offset, token.end.offset)) {
        insertSpan(spans, prefix, body, left[0], prefix + body.length)
      }

      // So does an HTML block right after definitions: cmark-gfm goes on
      // with their paragraph past a tag of kind 7 (`<search>` too, in
      // cmark-gfm 0.29), which micromark reads as a block (`[^]:>`, then
      // `<search>` and an image line; found by fuzz run 59).
      if (kind === 'enter' && type === 'htmlFlow') {
        insertSpan(spans, prefix, body, left[0], prefix + body.length)
      }

      definitionsAbove[0] = left[0]
      definitionsAbove[1] = token.start.offset
      left = undefined
    }

    if (type === 'content') {
      if (kind === 'enter') {
        definitionsStart = -1
      } else if (definitionsStart !== -1) {
        // A head row micromark does not take (indented as code after the
        // definitions) may still be one to cmark-gfm: a later line of the
        // content that may be a delimiter row ends the span at its head.
        let head = delimiterRowHead(source, definitionsStart, token.end.offset)
        // Or on a line after it, before a blank line: micromark may read
        // the head and delimiter rows as another block (an HTML block: `[r]:
        // \[work-item-context\]`, `<br>`, `|-|`), where cmark-gfm's
        // paragraph goes on and its table takes the last line (found by a
        // fuzz run).
        if (head === -1) head = headAfter(token.end.offset)
        // A head row indented as code (`[x]:`, `    a|Amendments`, `-|-`:
        // cmark-gfm strips it) would be code read alone: the flat model
        // reads on to the end (fuzz run 27).
        if (head !== -1) {
          const end = indentedAsCode(source, head) ? prefix + body.length : Math.max(head - 1, definitionsEnd)
          insertSpan(spans, prefix, body, definitionsStart, end)
        }
        // (The rules for what comes right after them hold either way:
        // `[x]:u`, `---`, then `2. ||`, `   -|`, a delimiter row that makes
        // no table to cmark-gfm; fuzz run 26.)
        left = [definitionsStart, token.end.offset]
      }

      continue
    }

    if (kind !== 'enter') continue
    // At the start of a block quote that interrupts a paragraph, micromark
    // reads a list item that could not interrupt one (numbered other than
    // 1, or empty) as paragraph text; cmark-gfm reads the list, and a line
    // after an empty item leaves the quote (`x`, `>0) -`, `Work-item
    // context`; fuzz run 39). The flat model reads from the quote on.
    if (type === 'blockQuote' && quoteOpensStrictList(source, token.start.offset)) {
      insertSpan(spans, prefix, body, source.lastIndexOf('\n', token.start.offset - 1) + 1, prefix + body.length)
    }

    // So at the start of a list item that interrupts a paragraph: `x`,
    // `- -` (cmark-gfm opens an empty item in the item, which takes no lazy
    // line; micromark reads `-` as the item's text, which the lines after
    // go on with; found by mutating fuzz run 56's bodies).
    if ((type as string) === 'listItemPrefix' && quoteOpensStrictList(source, token.end.offset)) {
      insertSpan(spans, prefix, body, source.lastIndexOf('\n', token.start.offset - 1) + 1, prefix + body.length)
    }

    // A task box on a line that opens its item alone: cmark-gfm's task list
    // takes it before the paragraph's definitions are read, so a definition
    // may follow it there, where micromark reads the line as text (`- [ ]
    // [x]:``, then `[[ ]]()``, and the image line below starts the
    // paragraph's text; fuzz run 68). The flat model, which reads the
    // definition, reads from the outermost container to the end.
    if ((type as string) === 'listItemPrefix') {
      const lineStart = source.lastIndexOf('\n', token.start.offset - 1) + 1
      let lineEnd = source.indexOf('\n', token.end.offset)
      if (lineEnd === -1) lineEnd = source.length
      const box = taskBoxAt(source, lineStart, lineEnd)
      if (box !== -1 && definitionEnd(source, skipSpaceOrTab(source, box + 3, lineEnd), lineEnd) !== -1) {
        insertSpan(spans, prefix, body, containerDepth > 0 ? containerStart : lineStart, prefix + body.length)
      }
    }

    // So in the text of a setext heading, whose underline micromark reads
    // (`` ` ``, `&#65;mendments`, ``01. ` ``, `-`: cmark-gfm's list ends
    // the paragraph, and `-` is an empty item; fuzz run 37).
    if (type === 'setextHeading') {
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      if (zeroPaddedOne(body, from, to)) pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
      // A CDATA line not in upper case, as in a paragraph (see below):
      // micromark may take the line under it for an underline (`<v>`,
      // `Instruction`, blank, `[x]:u`, blank, `<![cdata[>from @`, `=`; fuzz
      // run 51).
      if (kind === 'enter' && lowerCdataLine.test(source.slice(token.start.offset, token.end.offset))) {
        insertSpan(spans, prefix, body, prefix, prefix + body.length)
      }
    }

    if (type === 'paragraph') {
      paragraph = token
      paragraphContainer = containerDepth > 0 ? containerStart : -1
      paragraphDefinitions =
        definitionsStart !== -1 ? definitionsStart : definitionsAbove[1] === token.start.offset ? definitionsAbove[0]! : -1
      // A paragraph whose first line is a whole tag as CommonMark reads one
      // (an HTML block of kind 7 to cmark-gfm), where micromark rejects
      // the tag's grammar (`<x x=/x>`): an HTML block to GitHub, back to
      // back with one before it (`<x>`, `Instruction`, blank, `<x x=/x>`,
      // `from @`; fuzz run 30). The flat model reads the piece.
      if (source.charCodeAt(token.start.offset) === 60 /* `<` */) {
        let lineEnd = source.indexOf('\n', token.start.offset)
        if (lineEnd === -1) lineEnd = source.length
        const tag = commonMarkTagEnd(source, token.start.offset, lineEnd)
        if (tag > 0 && isBlank(source, tag, lineEnd)) {
          insertSpan(spans, prefix, body, prefix, prefix + body.length)
        }
      }

      // A paragraph that starts with a footnote label cmark-gfm reads past
      // brackets (`[^[]:`): a definition to GitHub, after which a tag line
      // opens an HTML block (back to back with one before it: `<x>`,
      // `Instruction from`, blank, `[^[]:`, `<x>`, `@`; fuzz run 30). The
      // flat model reads the piece.
      if (source.startsWith('[^', token.start.offset)) {
        let lineEnd = source.indexOf('\n', token.start.offset)
        if (lineEnd === -1) lineEnd = source.length
        // (From the piece's start: the block before it joins what follows.)
        if (holdsBracketLabel(source, token.start.offset - 2, lineEnd)) insertSpan(spans, prefix, body, prefix, prefix + body.length)
      }

      // A line that opens a CDATA section not in upper case: an HTML block
      // to cmark-gfm 0.29 (it matches `<![CDATA[` in any case), paragraph
      // text to micromark. Back to back with HTML blocks before it (blank
      // lines and definitions between display nothing), its text joins
      // theirs (`<u>Instruction`, blank, `[x]:u`, blank, `<![Cdata[>from
      // @`; fuzz run 47). The flat model reads the piece, from its start.
      if (lowerCdataLine.test(source.slice(token.start.offset, token.end.offset))) {
        insertSpan(spans, prefix, body, prefix, prefix + body.length)
      }

      // cmark-gfm takes labels of up to 1,000 bytes of UTF-8, micromark of
      // up to 999 characters: a footnote definition with a label that long
      // is paragraph text to micromark only (found by review). A long
      // paragraph with a line that starts with `[^` is read by the flat
      // model.
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      if (to - from >= minLongLabel / 4 && footnoteLine(body, from, to) && utf8Length(body, from, to) >= minLongLabel) {
        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
      } else if (zeroPaddedOne(body, definitionsStart === -1 ? from : Math.max(0, body.lastIndexOf('\n', from - 1)), to)) {
        // `01.` interrupts a paragraph in cmark-gfm 0.29 (its number is 1),
        // not in micromark (found by review: a code span it ends); its first
        // line too, after definitions (which are the paragraph's first
        // lines to cmark-gfm: `[x]:[`, `\t\t01.     ``; fuzz run 56). To the
        // piece's end: a tag line after the item is lazy, and opens an HTML
        // block there, back to back with one after a blank line (`@`,
        // ``01. `<a>Instruction from``, blank, `<n>@`; fuzz run 47).
        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, body.length)
      }

      // A table cmark-gfm forms inside what micromark reads as a
      // paragraph: a header row indented four columns or more (cmark-gfm
      // strips it: `b`, `    a|`, `-|`), or a table right after a table in
      // a container closed (`- x`, `  -|`, then `x`, `-|`). A table's lines
      // are no paragraph, so a tag line after it opens an HTML block there
      // (`<R>`, then a token across lines; fuzz run 26). The flat model,
      // which follows tables as cmark-gfm forms them, reads from the
      // paragraph to the end (from the head row alone, an indented one
      // would be code to it).
      if (formsTable(source, token.start.offset, token.end.offset)) {
        insertSpan(spans, prefix, body, token.start.offset, prefix + body.length)
      }

      continue
    }

    // A code span with a `|` in a paragraph cmark-gfm may read as a table:
    // there its cells are Markdown, not code (found by review).
    if (type === 'codeText') {
      if (
        paragraph &&
        paragraph.end.offset >= token.end.offset &&
        source.slice(token.start.offset, token.end.offset).includes('|') &&
        mayHideTable(source, paragraph.start.offset, paragraph.end.offset)
      ) {
        const from = Math.max(paragraph.start.offset - prefix, 0)
        // With the line after it, which may be the delimiter row (see
        // `mayHideTable`): the flat model reads cells only beside one.
        const after = source.indexOf('\n', paragraph.end.offset + 1)
        const to = Math.min((after === -1 ? source.length : after) - prefix, body.length)
        if (from < to) pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
      }

      continue
    }

    // A row that is a lone `|` ends a table in cmark-gfm 0.29, which reads
    // the lines after it as a paragraph; micromark makes each a row (found
    // by review: `|h|`, `|-|`, `|`, a code span across the next lines).
    if ((type as string) === 'tableRow') {
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      if (from < to && body.slice(from, to).trim() === '|') {
        // Searched once per stretch (many such titles before one blank line).
        if (to > titleReadTo) {
          blankLine.lastIndex = to
          const blank = blankLine.exec(body)
          titleReadTo = blank ? blank.index : body.length
        }

        // From the table's head row: read from the `|` alone, a row
        // indented into a footnote definition or list item would be code
        // to the flat model (`[^b]:x`, `    -|`, `    |`, then `y` is a lazy
        // line in the definition, and `<R>` outside it opens an HTML block;
        // fuzz run 26).
        // From its outermost container: a head row may be a lazy line in
        // one (`[^;]:x`, `]`, `    -|`, `    |`: the lines after the `|` go
        // on lazily in the definition, where `<x>` opens an HTML block;
        // fuzz run 27).
        const start = containerDepth > 0 ? containerStart : table ? table.start.offset : token.start.offset
        insertSpan(spans, prefix, body, start, prefix + titleReadTo)
      }

      continue
    }

    // A label of more than 999 bytes of UTF-8 (fewer characters: 501 `é`)
    // makes no definition to cmark-gfm 0.29, which shows its lines, title
    // included; micromark counts characters (found by review).
    if ((type as string) === 'definitionLabelString' && definition) {
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      if (to - from >= minLongLabel / 4 && utf8Length(body, from, to) >= minLongLabel) {
        const end = Math.min(definition.end.offset - prefix, body.length)
        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, end)
      }

      continue
    }

    if (type === 'definition') {
      definition = token
      // A later definition of a content in a container, on a line that
      // starts with blanks: on a lazy line, or where the containers take
      // part of a tab, cmark-gfm 0.29 keeps blanks before the text, where no
      // definition starts, and the line is paragraph text to it (see
      // `lazyBlanks` and `tabPastBase` in `backtick-memo.ts`; `>0) 2)
      // [x]:u`, `\t[1]:``, then `` ``a` `` and an image line; found by fuzz
      // run 61). The flat model reads from the outermost container to the
      // end.
      // So too past quote markers, each with the one blank it takes, where
      // a blank is left (`>0) [x]:u`, `>\t[1]:`, `[]()Amendments`: the tab
      // is part the quote's, and the rest is the lazy line's; fuzz run 68).
      if (definitionsStart !== -1 && containerDepth > 0) {
        const lineStart = source.lastIndexOf('\n', token.start.offset - 1) + 1
        if (blanksLeft(source, lineStart, token.start.offset)) insertSpan(spans, prefix, body, containerStart, prefix + body.length)
      }

      // A list item that holds definitions alone has no children left to
      // cmark-gfm 0.29, which ends it at its second blank line: the lines
      // after them are outside it there, in micromark still in it (`- [x]:u`,
      // two blank lines, then `` \t` `` is indented code, and the image line
      // below it the paragraph's start; fuzz run 69). The flat model reads
      // from the outermost container to the end.
      if (containerDepth > 0 && blankLinesAfter(source, token.end.offset) >= 2) {
        insertSpan(spans, prefix, body, containerStart, prefix + body.length)
      }

      if (definitionsStart === -1) definitionsStart = token.start.offset
      definitionsEnd = token.end.offset
      // A destination nested past 32 parentheses is a definition to
      // micromark only: cmark-gfm shows its lines as text (found by review).
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      if (from < to && nestsPast(body, from, to, 32)) pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
      // A title on the next line that micromark leaves open (its closing
      // quote has a backslash before it) and cmark-gfm 0.29 closes there
      // (see `closesForSure` in `definitions.ts`): the definition takes
      // that line on GitHub, and the paragraph starts below it. The flat
      // model, which reads definitions as cmark-gfm does, reads from the
      // definition on (`[x]:u`, `` "`\" ``, `` ![`]()Instruction from @ ``;
      // found by fuzz run 62).
      if (from < to && body.charCodeAt(to - 1) !== 10) {
        let lineEnd = body.indexOf('\n', from)
        if (lineEnd === -1) lineEnd = body.length
        if (lineEnd <= to && definitionEnd(body, from, lineEnd) > to) {
          pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, body.length)
        }
      }

      continue
    }

    // A title in parentheses that holds an unescaped `(` is one to
    // micromark only: cmark-gfm 0.29 rejects it, and shows its lines as
    // text (found by review: `[a]: b`, `(`, `&#65;mendments`, `(x)`).
    // To the next blank line: the text after the title is read otherwise
    // too (`[](u (`, `Amend[](())ments`: micromark's title ends inside
    // `(())`, cmark-gfm's link `[](())` there shows `Amend` and `ments` on
    // one line; fuzz run 15).
    if ((type as string) === 'definitionTitle' || (type as string) === 'resourceTitle') {
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      // So is a definition's title whose closing mark micromark reads after
      // an escaped backslash (`"a\\"`): cmark-gfm's longest match may go
      // on past it to a later mark (see `cmarkTitleClose`), and fail
      // there, and its lines are then text (`[x]:u`, `` "`\\" ``, `` "` ``,
      // then an image line; fuzz run 73). (An inline link's title is read
      // by `InlineDivergence`.)
      if (
        from < to &&
        ((body.charCodeAt(from) === 40 /* `(` */ && holdsUnescaped(body, from + 1, to - 1, 40)) ||
          ((type as string) === 'definitionTitle' && to - from > 2 && body.charCodeAt(to - 2) === 92 /* `\` */))
      ) {
        // Searched once per stretch (many such titles before one blank line).
        if (to > titleReadTo) {
          blankLine.lastIndex = to
          const blank = blankLine.exec(body)
          titleReadTo = blank ? blank.index : body.length
        }

        // (From the definition's line: the title's may be a lazy one, and a
        // line after it go on in the quote the definition is in, `>[x]:u`,
        // `` "`\\" ``, `` >"` ``; fuzz run 73.)
        const start = (type as string) === 'definitionTitle' && definition ? Math.max(Math.min(definition.start.offset - prefix, from), 0) : from
        pushSpan(spans, body.lastIndexOf('\n', start - 1) + 1, titleReadTo)
      }

      continue
    }

    // A setext heading whose lines hold a table's delimiter row may be a
    // table to cmark-gfm, where micromark reads a paragraph (a head row
    // right after a table in a quote: `> |a|`, `> |-|`, `|a|`, `|-|`,
    // `|Amend**ments**|`, `===`; found by a fuzz run). Read by the flat
    // model.
    if (type === 'setextHeading') {
      const from = Math.max(token.start.offset - prefix, 0)
      const to = Math.min(token.end.offset - prefix, body.length)
      // To the next blank line: the table's rows go on past the underline
      // (`s`, `\tx`, `-|`, `=`, then `Amendments|b` is a row; fuzz run 29).
      if (from < to && holdsDelimiterRow(body, from, to)) {
        // Searched once per stretch (as for titles above).
        if (to > titleReadTo) {
          blankLine.lastIndex = to
          const blank = blankLine.exec(body)
          titleReadTo = blank ? blank.index : body.length
        }

        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, titleReadTo)
      }

      // A heading whose text starts with `[label]:` that micromark takes for
      // no definition may be one to cmark-gfm 0.29 (a destination with an
      // unbalanced `(`: `[x]: a(u`): its underline, with nothing left to
      // underline, is then paragraph text that `2. <?` after it cannot
      // interrupt (fuzz run 33), as for definitions micromark takes (see
      // `left` above). Read by the flat model to the end of the piece.
      if (from < to && isDefinitionLine(body, from, to)) {
        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, body.length)
      }

      continue
    }

    if (type !== 'codeIndented' && type !== 'htmlFlow' && type !== 'htmlText') continue
    const from = Math.max(token.start.offset - prefix, 0)
    let to = Math.min(token.end.offset - prefix, body.length)
    if (from >= to) continue
    // An HTML block that leaves a construct open to a browser (a tag, a
    // bogus comment: `Amend<a b="c"`, `Work<?x`) has it ended by the `>` of
    // the tag GitHub writes for the next block, which displays nothing and
    // breaks no line: the text before the construct joins that block's
    // (found by a fuzz run). Read by the flat model to the end of the
    // next block's first stretch of lines.
    // (A lower-case declaration is read further below: to the end of the
    // piece where a block that runs across blank lines opens in it, a
    // comment left open included: `<!x`, `- <!--a>`; fuzz run 22.)
    if (type === 'htmlFlow' && leavesConstructOpen(body, from, to) && !(from >= declared && opensInMicromarkOnly(body, from))) {
      const next = nonBlankAfter(body, to)
      if (next !== -1) {
        blankLine.lastIndex = next
        const blank = blankLine.exec(body)
        let end = blank ? blank.index : body.length
        // A comment runs on past the blocks after it, to the first `-->`
        // in raw HTML, which swallows what they display between
        // (`Instruction from<!--`, blank, `a`, blank, `<![CDATA[-->@`;
        // fuzz run 30): read on to the stretch of the next `-->` (searched
        // once in order: linear).
        if (openConstruct(body, from, to, 0) === 4) {
          if (commentClose !== -1 && commentClose < to) commentClose = body.indexOf('-->', to)
          if (commentClose === -1) {
            end = body.length
          } else if (commentClose > end) {
            // With the lines after it, to a blank line (what follows the
            // `-->` joins the text before the comment).
            blankLine.lastIndex = commentClose
            const after = blankLine.exec(body)
            end = after ? after.index : body.length
          }
        }

        pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, end)
        continue
      }
    }
    // Inline HTML that starts a line: where micromark goes on with a
    // paragraph, cmark-gfm may have closed a block and opened an HTML block
    // that runs to the next blank line (`    x`, `-`, `<br>`, then a fence
    // line or code span that micromark hides or shows literally).
    if (type === 'htmlText' && from >= opened && startsLine(body, from)) {
      blankLine.lastIndex = to
      const blank = blankLine.exec(body)
      let end = blank ? blank.index : body.length
      // A block of kind 1–5 opened in there interrupts micromark's
      // paragraph and runs past the blank line, where cmark-gfm's HTML block
      // ends and Markdown goes on (`1. x<i>y`, `<style>`, blank, a table:
      // found by a fuzz run): read to the end of the piece.
      // One its own lines end before the blank line does not (`a`, `<b>`,
      // `<!-- a -->`, blank, a fence: reading on would decode the code).
      const raw = runsPast(from, end)
      if (raw) end = body.length
      opened = end
      if (raw || holdsAny(body, from, end, escapeOrReference)) {
        // From the paragraph's start: after its text, a tag that opens no
        // block of kind 6 is inline (kind 7 interrupts no paragraph), and
        // the flat model reads it so only when it sees that text (found by
        // review: `x<b><!x`, a code span across lines, `>&`).
        const start = paragraph && paragraph.end.offset - prefix >= from ? paragraph.start.offset : from + prefix
        insertSpan(spans, prefix, body, start, end + prefix)
        continue
      }
    }

    // Inline HTML the core's tag breaks left inside a line: the core read
    // it as part of a larger construct (`<?`, a blank line, `Instr<b>uction`,
    // `?>`: one instruction to the spec's grammar, where a browser ends the
    // bogus comment at its first `>`), so a browser shows text on both
    // sides of it on one line. Its line is read by the flat model, which
    // keeps inline constructs on the line (found by review).
    if (type === 'htmlText' && !brokenOut(body, from, to)) {
      if (!covered(spans, from, to)) pushLines(spans, body, from, to)
      continue
    }

    // A lower-case declaration opens an HTML block in micromark only:
    // cmark-gfm 0.29 shows it as paragraph text, and a block tag on a later
    // line opens an HTML block that micromark's declaration hid, to the
    // next blank line after it (found by review: `<!x`, `<div>`,
    // `Instruction`, `from @x`). Read by the flat model to there.
    if (type === 'htmlFlow' && from >= declared && opensInMicromarkOnly(body, from)) {
      blankLine.lastIndex = to
      const blank = blankLine.exec(body)
      declared = blank ? blank.index : body.length
      // An HTML block of kind 1–5 opened in there runs across blank lines
      // (`<!x`, `<pre>`, blank, `&#65mendments`: found by review), and so
      // does a fence micromark opens after the declaration, which GitHub
      // may read inside an HTML block that ends at the blank line (`<!x`,
      // `<div>`, a fence, blank, `&#65;mendments`).
      if (rawOpenerAfter(from) < declared) declared = body.length
      fenceLine.lastIndex = from
      const fence = fenceLine.exec(body)
      if (fence && fence.index < declared) declared = body.length
      // In cmark-gfm the block interrupts no paragraph: one that ends on the
      // line before goes on through it, and a link there may run across it
      // (`[](/u "a`, `<textarea>`, `b")Amendments`: found by a fuzz run).
      // Read from that paragraph's start.
      // (From its container's start, where it is in one: the flat model
      // reads a footnote's paragraph past a blank line, `[^b]:`, blank,
      // `\t|`, as it does only from the label; fuzz run 31.)
      const before = paragraph ? paragraph.end.offset - prefix : -1
      if (paragraph && before >= 0 && before < from && /^\n[ \t>]*$/.test(body.slice(before, from))) {
        insertSpan(spans, prefix, body, paragraphContainer === -1 ? paragraph.start.offset : paragraphContainer, declared + prefix)
      } else {
        // Or a definition micromark took out of it, in a container: the
        // declaration and the lines after it are lazy lines of its
        // paragraph, where a tag line opens an HTML block outside the
        // container (`-\t[x]:|`, `<!x>`, `x`, `<x>`; fuzz run 27). From
        // the stretch's start (not past what is read already: linear).
        const floor = spans.at(-1)?.[1] ?? 0
        const start = stretchStart(body, body.lastIndexOf('\n', from - 1) + 1, floor)
        pushSpan(spans, start === -1 ? floor : start, declared)
      }

      continue
    }

    // micromark (CommonMark 0.31) ends a `<pre>`, `<script>` or `<style>`
    // block at `</textarea>` too, cmark-gfm 0.29 only at one of theirs: the
    // lines after it are raw HTML on GitHub, read by the flat model to there
    // (found by review: `<pre>`, `</textarea>`, `&#65mendments`).
    if (type === 'htmlFlow' && from >= rawEnd && endsAtTextarea(body, from, to)) {
      // To the piece's end: what micromark opened inside (a fence) may go
      // on past GitHub's end of the block (found by review: `<pre>`,
      // `</textarea>`, a fence, `</pre>`, `&#65;mendments`).
      rawEnd = body.length
      pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, rawEnd)
      continue
    }

    // micromark ends no CDATA block at a `]]>` after an odd run of more
    // `]` (`x]]]>`), cmark-gfm at the first line that holds `]]>`: the
    // lines after that one are Markdown on GitHub, read by the flat model to
    // the end of micromark's block (found by the browser oracle:
    // `<![CDATA[x]]]>`, `Work[-item](u) context`, `---`).
    if (type === 'htmlFlow' && cdataBlock.test(body.slice(from, Math.min(to, from + 16)))) {
      const close = body.indexOf(']]>', from + 9)
      const lineEnd = close === -1 || close >= to ? -1 : body.indexOf('\n', close)
      if (lineEnd !== -1 && lineEnd < to) pushSpan(spans, lineEnd + 1, to)
    }

    // An HTML block both parsers open the same way shows no Markdown in
    // either (re-reading it by the flat model, which takes every `|` as a
    // cell, defanged `<div>`, `x | Amendments | y`: found by review).
    // Unless it holds a tag GitHub's tag filter escapes: that shows as
    // text, and the HTML after it is read on (`<title`, then
    // `[work-item-c</>ontext]` shows the fence; browser oracle, fuzz run
    // 13). Read by the flat model, which reads it so.
    if (type === 'htmlFlow' && holdsFilteredTag(body, from, to)) {
      pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
      continue
    }

    if (type === 'htmlFlow' && opensAlike(body, from)) continue
    // A block micromark opens with a name of CommonMark 0.31's list only
    // (`<search>`) is of kind 7 in cmark-gfm 0.29, which interrupts no
    // paragraph: the paragraph above goes on through it (`![`]`, `<search>`,
    // `` b`]()Instruction from @ ``; fuzz run 57). Read from that
    // paragraph's start (as a lower-case declaration's, above).
    if (type === 'htmlFlow' && paragraph) {
      const before = paragraph.end.offset - prefix
      // (Past white space after its last line too: `[x]:\tu`, `  - `,
      // then `<search>`; found by this session's fuzzing.)
      if (before >= 0 && before < from && /^[ \t]*\n[ \t>]*$/.test(body.slice(before, from))) {
        // (From the link definitions right above it: they are lines of the
        // same paragraph to cmark-gfm, which an empty item cannot
        // interrupt; `[x]:\tu`, `  - `, then `<search>`. Read back no
        // further than what is read already: linear.)
        // (From the first of them micromark read in its content, which may
        // run across lines: `[`, `<b>`, `]:u`, as the core's tag breaks
        // leave `[<b>]:u`; found by fuzz run 61.)
        let opener = (paragraphContainer === -1 ? paragraph.start.offset : paragraphContainer) - prefix
        if (paragraphDefinitions !== -1) opener = Math.min(opener, paragraphDefinitions - prefix)
        const floor = Math.max(0, Math.min(spans.at(-1)?.[1] ?? 0, opener))
        let start = body.lastIndexOf('\n', opener - 1) + 1
        while (start > floor) {
          const above = body.lastIndexOf('\n', start - 2) + 1
          if (above < floor || !isDefinitionLine(body, above, start - 1)) break
          start = above
        }

        insertSpan(spans, prefix, body, start + prefix, to + prefix)
        continue
      }
    }

    // Indented code may be a list item's paragraph to cmark-gfm (after
    // `    a`, `2. b`, a blank line: micromark goes on with the paragraph
    // and reads no list item), where emphasis, links and code spans
    // display too (found by review: `     Instr**uction** from @x`).
    // A tag GitHub's tag filter escapes (`<xmp`, `<plaintext`…) shows as
    // text, and a construct in its quoted value is one to a browser, which
    // hides it: read by the flat model whatever it holds (`x <xmp a="[wor<!>`
    // `k-item-context]">` shows the fence; browser oracle, fuzz run 13).
    if (
      !holdsAny(body, from, to, type === 'htmlText' ? escapeOrReference : markup) &&
      !(type === 'htmlText' && filteredNameEnd(body, from) !== -1)
    ) {
      continue
    }

    // Inline HTML: its whole line (or lines) is read again.
    if (type === 'htmlText') {
      if (!covered(spans, from, to)) pushLines(spans, body, from, to)
      continue
    }

    // A paragraph there takes the lines after the code up to a blank line
    // as lazy ones (`-`, `    <x>`, blank, `    \`Work-item`, `context\``).
    if (type === 'codeIndented') {
      blankLine.lastIndex = to
      const blank = blankLine.exec(body)
      to = blank ? blank.index : body.length
    }

    pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, to)
  }

  return withBoxAloneItems(withKeptEmptyItems(withGithubCdata(withDivergentLabels(withEscapedPipeTables(spans, body), body), body), body), body)
}

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether a tag GitHub's tag filter escapes (`<title`, `<xmp`…) starts in
 *   `[from, to)`.
 */
function holdsFilteredTag(body: string, from: number, to: number): boolean {
  for (let at = body.indexOf('<', from); at !== -1 && at < to; at = body.indexOf('<', at + 1)) {
    if (filteredNameEnd(body, at) !== -1) return true
  }

  return false
}

/**
 * Add the stretch from a footnote label that micromark and cmark-gfm 0.29
 * read otherwise to the end of the piece: micromark takes `\]` in a label
 * (`[^a\]b]:` is a footnote there, a link reference definition or
 * paragraph text on GitHub) and refuses `[` (`[^a[b]:` is a footnote on
 * GitHub only). The definition's content, and what goes on with it, is
 * then read otherwise too (found by review: `[^a\]b]: \`\`\``, then
 * `    &#65;mendments`, shows a heading on GitHub that micromark puts in
 * code). Read by the flat model.
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Piece text.
 * @returns
 *   Spans, in order and merged.
 */
function withDivergentLabels(spans: Array<[number, number]>, body: string): Array<[number, number]> {
  let index = body.indexOf('[^')
  while (index !== -1) {
    const lineStart = body.lastIndexOf('\n', index) + 1
    let lineEnd = body.indexOf('\n', index)
    if (lineEnd === -1) lineEnd = body.length
    // Only the first `[^` of a line, and only after container markers.
    let at = lineStart
    while (at < index && containerMarker(body.charCodeAt(at))) at++
    if (at === index) {
      let close = index + 2
      let divergent = false
      while (close < lineEnd && body.charCodeAt(close) !== 93) {
        const code = body.charCodeAt(close)
        if (code === 92 || code === 91) divergent = true
        close++
      }

      if (divergent) {
        // From the start of its stretch of non-blank lines: a label above
        // may be what a heading below goes on with (`>>[^1]: x`,
        // `[^a\]b]: y`, `> Amendments`).
        let start = lineStart
        while (start > 0) {
          const previous = body.lastIndexOf('\n', start - 2) + 1
          if (isBlankInQuotes(body, previous, start - 1)) break
          start = previous
        }

        const all = [...spans, [start, body.length] as [number, number]].sort((a, b) => a[0] - b[0])
        const merged: Array<[number, number]> = []
        for (const [start, end] of all) pushSpan(merged, start, end)
        return merged
      }
    }

    index = lineEnd >= body.length ? -1 : body.indexOf('[^', lineEnd)
  }

  return spans
}

/**
 * @param body
 *   Text.
 * @param from
 *   Start of a block.
 * @param to
 *   Its end.
 * @returns
 *   Whether one of its lines may be a table's delimiter row.
 */
function holdsDelimiterRow(body: string, from: number, to: number): boolean {
  let start = from
  while (start < to) {
    let end = body.indexOf('\n', start)
    if (end === -1 || end > to) end = to
    if (isDelimiterRow(body, start, end)) return true
    start = end + 1
  }

  return false
}

/**
 * @param body
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether the line holds only white space and `>`.
 */
function isBlankInQuotes(body: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = body.charCodeAt(at)
    if (code !== 32 && code !== 9 && code !== 62) return false
  }

  return true
}

/**
 * Add the stretches where cmark-gfm 0.29 and micromark split a table's
 * head row otherwise: cmark-gfm takes `\\|` for an escaped `|` (no cell
 * break), micromark for an escaped `\\` and a cell break, so one finds a
 * table where the other finds a paragraph (found by review: `[x](u "\\|b`,
 * `-|`, `&#65;mendments`, `")`, a link title only micromark reads across
 * the rows). A line holding `\\|` followed by a line that may be a
 * delimiter row is read by the flat model from the start of its stretch
 * (a link may open on a line above: `[](`, then `\\|)Amendments` and
 * `-|-`; fuzz run 64) to the next blank line.
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Piece text.
 * @returns
 *   Spans, in order and merged.
 */
function withEscapedPipeTables(spans: Array<[number, number]>, body: string): Array<[number, number]> {
  let index = body.indexOf('\\\\|')
  if (index === -1) return spans
  const extra: Array<[number, number]> = []
  // Start of the stretch of the line read last, and that line's start
  // (each stretch is read back once).
  let from = 0
  let floor = 0
  while (index !== -1) {
    const lineStart = body.lastIndexOf('\n', index) + 1
    const start = stretchStart(body, lineStart, floor)
    if (start !== -1) from = start
    floor = lineStart
    let lineEnd = body.indexOf('\n', index)
    if (lineEnd === -1) lineEnd = body.length
    const nextEnd = lineEnd < body.length ? body.indexOf('\n', lineEnd + 1) : -1
    const next = lineEnd < body.length ? body.slice(lineEnd + 1, nextEnd === -1 ? body.length : nextEnd) : ''
    if (delimiterRowLike.test(next)) {
      blankLine.lastIndex = lineEnd
      const blank = blankLine.exec(body)
      extra.push([from, blank ? blank.index : body.length])
    }

    // Once per line.
    index = lineEnd >= body.length ? -1 : body.indexOf('\\\\|', lineEnd)
  }

  if (extra.length === 0) return spans
  return mergeSpans(spans, extra)
}

/**
 * Add the stretch from an empty list item followed by a line of white
 * space: micromark ends the item there (an item begins with at most one
 * blank line), cmark-gfm 0.29 keeps it open where the white space reaches
 * the item's content, so the lines after it are in the item (`-`, `\t`,
 * then `\t![`]` is a paragraph in the item, no indented code; fuzz run
 * 54). The flat model reads from the first such item to the end of the
 * piece.
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Piece text.
 * @returns
 *   Spans, in order and merged.
 */
function withKeptEmptyItems(spans: Array<[number, number]>, body: string): Array<[number, number]> {
  emptyItemLine.lastIndex = 0
  let match = emptyItemLine.exec(body)
  while (match) {
    // The next line: white space (and quote markers) only, two columns or
    // a tab at least (roughly: what an empty item's content needs).
    const next = match.index + match[0].length + 1
    let end = body.indexOf('\n', next)
    if (end === -1) end = body.length
    let blanks = 0
    let tab = false
    let at = next
    for (; at < end; at++) {
      const code = body.charCodeAt(at)
      if (code === 9) tab = true
      else if (code === 32) blanks++
      else if (code !== 62) break
    }

    if (next <= body.length && at === end && (tab || blanks >= 2)) return mergeSpans(spans, [[match.index, body.length]])
    emptyItemLine.lastIndex = Math.max(emptyItemLine.lastIndex, match.index + 1)
    match = emptyItemLine.exec(body)
  }

  return spans
}

/**
 * Add the stretch from a list item whose first line holds a task box alone
 * (a blank after it: `- [ ]` alone is text): GitHub's task list takes the
 * box off before the item is read, so the item holds no paragraph, and the
 * lines after it are no lazy lines of one (`- [ ] `, `[`, `\t-`,
 * `]()Amendments`: micromark reads a heading in the item, GitHub a link in
 * a paragraph after the list; fuzz run 56). The flat model reads from the
 * first such item to the end of the piece.
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Piece text.
 * @returns
 *   Spans, in order and merged.
 */
function withBoxAloneItems(spans: Array<[number, number]>, body: string): Array<[number, number]> {
  if (!body.includes(']')) return spans
  boxAloneLine.lastIndex = 0
  const match = boxAloneLine.exec(body)
  return match ? mergeSpans(spans, [[match.index, body.length]]) : spans
}

/**
 * A list item's first line that holds a task box alone, after white space
 * and its marker only (as `taskBoxAt` reads a box; global, line by line).
 */
const boxAloneLine = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+\[[ xX]\][ \t]+$/gm

/**
 * A line of an empty list item, after white space and quote markers
 * (global, line by line: the parts are disjoint, so each line is read
 * once).
 */
const emptyItemLine = /^[ \t>]*(?:[-+*]|\d{1,9}[.)])[ \t]*$/gm

/**
 * Add the stretches where cmark-gfm 0.29 reads a CDATA section that
 * micromark does not: cmark-gfm matches `<![CDATA[` in any case, as an
 * HTML block of kind 5 at a line start (to the line with `]]>`, across
 * blank lines) and as inline HTML, micromark in upper case only, so it
 * shows `<![cdata[` as text where a browser reads a bogus comment that
 * ends at the first `>` and shows what follows (found by a fuzz run:
 * `<![cdata[x>Amendments`, and `Work-item`, blank, `context` in such a
 * block). Each line holding one is read by the flat model to the line
 * with the next `]]>`, and to the end of the piece where a fence or a
 * block of kind 1–5 starts in between (micromark's fence runs on where
 * GitHub's is inside the block).
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Piece text.
 * @returns
 *   Spans, in order and merged.
 */
function withGithubCdata(spans: Array<[number, number]>, body: string): Array<[number, number]> {
  githubCdata.lastIndex = 0
  let match = githubCdata.exec(body)
  if (!match) return spans
  const extra: Array<[number, number]> = []
  // The next `]]>`, fence line and kind 1–5 opener (each searched again
  // only once passed: openers come in order, so the searches are linear).
  let close = -2
  let fenceAt = -2
  let openerAt = -2
  // End of the last stretch added: the walk back below stops there, so
  // each character is read back once.
  let floor = 0
  while (match) {
    const index = match.index
    // From the start of its paragraph (the line after a blank line): inline,
    // text before it on lines above may join what follows it (`![a`, `b](x`,
    // `)Ame<![cdata[]]>ndments`; found by a fuzz run).
    let lineStart = paragraphStart(body, index, floor)
    // Past blank lines too while the paragraph above has a line that opens
    // with a tag: cmark-gfm reads `<u>Instruction`, blank, `<![cdata[>from
    // @x` as two HTML blocks a browser shows as one line, micromark the
    // second as a paragraph (fuzz run 41).
    let above = lineStart
    while (above > floor && body.charCodeAt(above - 1) === 10) {
      // Past blank lines, white space only ones too (`<v>Instruction`,
      // blank, `\t`, blank, `<![cdata[>from @`, `-|`; fuzz run 56).
      above--
      while (above > floor) {
        const previous = body.lastIndexOf('\n', above - 1)
        if (previous < floor || !isBlank(body, previous + 1, above)) break
        above = previous
      }

      const start = paragraphStart(body, above, floor)
      // Past link definitions, which cmark-gfm drops, so that the blocks
      // around them join (`<v>Instruction`, blank, `[x]:u`, blank,
      // `<![cdata[>from @`; fuzz run 54).
      const kind = definitionsKind(body, start, above)
      if (kind === 'definitions') {
        above = start
        continue
      }

      if (!tagLineWithin(body, start, above)) {
        // Past a footnote definition too (after link definitions, if
        // any): its text displays at the end of the page, or nowhere where
        // nothing refers to it (`<v>Instruction`, blank, `[^1]:`, blank,
        // `<![cdata[>from @`; found in fuzz run 55's stored bodies).
        if (kind !== 'footnote') break
        above = start
        continue
      }

      lineStart = start
      above = start
    }

    if (close !== -1 && close < index) close = body.indexOf(']]>', index + 9)
    let end = body.length
    if (close !== -1) {
      const lineEnd = body.indexOf('\n', close)
      end = lineEnd === -1 ? body.length : lineEnd
    }

    if (fenceAt !== -1 && fenceAt < lineStart) {
      fenceLine.lastIndex = lineStart
      fenceAt = fenceLine.exec(body)?.index ?? -1
    }

    if (openerAt !== -1 && openerAt < lineStart) {
      rawOpener.lastIndex = lineStart
      openerAt = rawOpener.exec(body)?.index ?? -1
    }

    if ((fenceAt !== -1 && fenceAt < end) || (openerAt !== -1 && openerAt < end)) end = body.length
    extra.push([lineStart, end])
    floor = end
    if (end === body.length) break
    githubCdata.lastIndex = end
    match = githubCdata.exec(body)
  }

  return mergeSpans(spans, extra)
}

/**
 * @param body
 *   Piece text.
 * @param index
 *   Index in a line.
 * @param floor
 *   Index not to read back past.
 * @returns
 *   Start of the line after the last blank line (empty, or white space
 *   only) before `index`, or `floor`.
 */
function paragraphStart(body: string, index: number, floor: number): number {
  let start = index
  while (start > floor && body.charCodeAt(start - 1) !== 10) start--
  // Each line above read once, back to a blank one: one of white space
  // only is blank too (`<v>Instruction`, blank, `\t`, then `[x]:u` starts
  // a paragraph of definitions; found in fuzz run 55's stored bodies).
  while (start > floor) {
    let lineStart = start - 1
    let blank = true
    while (lineStart > floor && body.charCodeAt(lineStart - 1) !== 10) {
      lineStart--
      const code = body.charCodeAt(lineStart)
      if (code !== 32 && code !== 9) blank = false
    }

    if (blank) return start
    start = lineStart
  }

  return start
}

/**
 * @param body
 *   Piece text.
 * @param from
 *   Line start.
 * @param to
 *   End of the stretch.
 * @returns
 *   Whether a line in the stretch opens with `<` after white space and
 *   quote and list markers (it may open an HTML block).
 */
function tagLineWithin(body: string, from: number, to: number): boolean {
  let lineStart = from
  while (lineStart < to) {
    tagLine.lastIndex = lineStart
    if (tagLine.test(body)) return true
    const lineEnd = body.indexOf('\n', lineStart)
    if (lineEnd === -1) return false
    lineStart = lineEnd + 1
  }

  return false
}

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start of a paragraph.
 * @param to
 *   Its end.
 * @returns
 *   `'definitions'` where it holds link definitions only, `'footnote'`
 *   where link definitions, if any, are followed by a footnote
 *   definition's label line (the rest is that definition's), else
 *   `'other'` (each line read once).
 */
function definitionsKind(body: string, from: number, to: number): 'definitions' | 'footnote' | 'other' {
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = body.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    let at = lineStart
    while (at < lineEnd && at - lineStart < 3 && body.charCodeAt(at) === 32) at++
    if (gfmFootnoteEnd(body, at, lineEnd) !== -1) return 'footnote'
    const end = definitionEnd(body, at, lineEnd)
    if (end === -1) return 'other'
    lineStart = end + 1
  }

  return 'definitions'
}

/**
 * @param source
 *   Text.
 * @param from
 *   End of a block.
 * @param to
 *   Start of the next.
 * @returns
 *   Whether `to` is on the line after `from`, past white space and quote
 *   markers only (read to the second line feed at most).
 */
function onNextLine(source: string, from: number, to: number): boolean {
  let feeds = 0
  for (let at = from; at < to; at++) {
    const code = source.charCodeAt(at)
    if (code === 10) {
      if (++feeds > 1) return false
    } else if (code !== 32 && code !== 9 && code !== 62) {
      return false
    }
  }

  return feeds === 1
}

/**
 * @param source
 *   Text.
 * @param end
 *   End of a definition.
 * @returns
 *   How many lines after its own are blank past quote markers (up to 2).
 */
function blankLinesAfter(source: string, end: number): number {
  let lineEnd = source.indexOf('\n', end)
  let count = 0
  while (lineEnd !== -1 && count < 2) {
    let at = lineEnd + 1
    while (at < source.length) {
      const code = source.charCodeAt(at)
      if (code !== 32 && code !== 9 && code !== 62) break
      at++
    }

    if (at < source.length && source.charCodeAt(at) !== 10) break
    count++
    lineEnd = at < source.length ? at : -1
  }

  return count
}

/**
 * @param source
 *   Text.
 * @param lineStart
 *   Start of a line.
 * @param to
 *   Where a definition starts on it.
 * @returns
 *   Whether blanks stand before it that quote markers do not take: any
 *   first on the line, or past a `>` more than its one space (a tab
 *   counts as more).
 */
function blanksLeft(source: string, lineStart: number, to: number): boolean {
  let at = lineStart
  while (at < to) {
    const code = source.charCodeAt(at)
    if (code === 62 /* `>` */) {
      at++
      if (source.charCodeAt(at) === 32) at++
    } else {
      return code === 32 || code === 9
    }
  }

  return false
}

/** A line that opens with `<` after white space, quote and list markers (sticky). */
const tagLine = /(?:[ \t>]|(?:[-+*]|\d{1,9}[.)])(?=[ \t]))*</y

/**
 * @param spans
 *   Spans, in order.
 * @param extra
 *   More spans, in order.
 * @returns
 *   All of them, in order and merged.
 */
function mergeSpans(spans: Array<[number, number]>, extra: Array<[number, number]>): Array<[number, number]> {
  const all = [...spans, ...extra].sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const [start, end] of all) pushSpan(merged, start, end)
  return merged
}

/**
 * @param body
 *   Piece text.
 * @param from
 *   Index in or at the end of a line.
 * @returns
 *   Start of the first line after that line that is not blank, or -1.
 */
function nonBlankAfter(body: string, from: number): number {
  let lineStart = body.indexOf('\n', from)
  while (lineStart !== -1) {
    lineStart++
    const at = skipSpaceOrTab(body, lineStart, body.length)
    if (at >= body.length) return -1
    if (body.charCodeAt(at) !== 10) return lineStart
    lineStart = at
  }

  return -1
}

/** The start of a CDATA block (after indentation). */
const cdataBlock = /^[ \t]*<!\[CDATA\[/

/** A line of a paragraph that opens a CDATA section not in upper case (after white space and quote marks). */
const lowerCdataLine = /(?:^|\n)[ \t>]*<!\[(?!CDATA\[)[Cc][Dd][Aa][Tt][Aa]\[/

/** A CDATA opener only cmark-gfm reads (not in upper case). */
const githubCdata = /<!\[(?!CDATA\[)[Cc][Dd][Aa][Tt][Aa]\[/g

/**
 * A line that may be a table's delimiter row (after container markers).
 * Written so that each character can be read one way only (blanks belong
 * to the marker or cell before them): a pattern with two blank runs side
 * by side is polynomial on a line of blanks (found by review).
 */
const delimiterRowLike =
  /^[ \t>]*(?:[-+*][ \t]+)*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start of an inline construct.
 * @param to
 *   Its end.
 * @returns
 *   Whether it stands on a line of its own, as the core's tag breaks put
 *   every construct its grammar reads.
 */
function brokenOut(body: string, from: number, to: number): boolean {
  return (from === 0 || body.charCodeAt(from - 1) === 10) && (to === body.length || body.charCodeAt(to) === 10)
}

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start of an HTML block's token.
 * @param to
 *   Its end.
 * @returns
 *   Whether it opens as a kind 1 block of cmark-gfm's (`<pre`, `<script`,
 *   `<style`) and holds `</textarea>` but none of their terminators.
 */
function endsAtTextarea(body: string, from: number, to: number): boolean {
  let at = from
  while (body.charCodeAt(at) === 32 || body.charCodeAt(at) === 9) at++
  if (!/^<(?:pre|script|style)(?=[\t\n >]|$)/i.test(body.slice(at, Math.min(to, at + 8)))) return false
  const block = body.slice(at, to).toLowerCase()
  return block.includes('</textarea>') && !/<\/(?:pre|script|style)>/.test(block)
}

/**
 * Whether a line that may be a table's delimiter row comes before a line
 * that starts with `<` (after container markers). Where cmark-gfm 0.29
 * finds a table and micromark a paragraph (`\\|` in the head row, a code
 * span with a `|`), a tag line after it opens an HTML block (kind 7) only
 * in cmark-gfm, and a fence after that is inside the block there but
 * interrupts micromark's paragraph and runs past the blank line (found by
 * the browser oracle: `\\||`, `:-`, `<k>`, a fence, blank, a reference
 * in an attribution). The state at a cut after such a piece is then
 * followed in GitHub's reading too.
 *
 * @param text
 *   Text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @returns
 *   Whether such lines occur in `[from, to)`.
 */
export function tagAfterDelimiterRow(text: string, from: number, to: number): boolean {
  let row = false
  let dash = -2
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    let at = lineStart
    while (at < lineEnd) {
      const code = text.charCodeAt(at)
      if (code === 32 || code === 9 || code === 62 /* `>` */) at++
      else if ((code === 45 || code === 42 || code === 43) && (text.charCodeAt(at + 1) === 32 || text.charCodeAt(at + 1) === 9)) at += 2
      else break
    }

    if (row && text.charCodeAt(at) === 60 /* `<` */) return true
    // The pattern runs only on lines with a `-` (most lines have none; the
    // next one is searched again only once passed).
    if (!row && dash !== -1 && dash < lineStart) dash = text.indexOf('-', lineStart)
    if (!row && dash !== -1 && dash < lineEnd) row = delimiterRowLike.test(text.slice(lineStart, lineEnd))

    lineStart = lineEnd + 1
  }

  return false
}

/**
 * What micromark and cmark-gfm read as HTML blocks otherwise: `<textarea`
 * (a raw block in micromark, which ends at `</script>` too; not in
 * cmark-gfm 0.29, where a fence after it may be open: found by a fuzz),
 * `</textarea>`, lower-case declarations, and a CDATA section not in upper
 * case (cmark-gfm 0.29 matches `<![CDATA[` in any case, micromark in upper
 * case only: found by a fuzz run).
 */
export const readsOtherwise = /<![a-z]|<\/?[Tt][Ee][Xx][Tt][Aa][Rr][Ee][Aa]|<!\[(?!CDATA\[)[Cc][Dd][Aa][Tt][Aa]\[/

/** A line that opens a cmark-gfm HTML block of kind 1–5 (after white space, quote and list markers). */
const rawOpener = /(?:^|\n)(?:[ \t>]|(?:[-+*]|\d{1,9}[.)])(?=[ \t]))*<(?:(?:[Pp][Rr][Ee]|[Ss][Cc][Rr][Ii][Pp][Tt]|[Ss][Tt][Yy][Ll][Ee])(?=[\t\n >]|$)|!--|\?|!\[[Cc][Dd][Aa][Tt][Aa]\[|![A-Z])/g

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start of an HTML block's token.
 * @returns
 *   Whether it opens with what opens an HTML block of kind 1–5 in
 *   micromark only: a declaration whose name starts in lower case
 *   (`<!doctype`, `<!x`; CommonMark 0.31 takes any letter, cmark-gfm 0.29
 *   an upper-case one only), or `<textarea`.
 */
function opensInMicromarkOnly(body: string, from: number): boolean {
  let at = from
  while (body.charCodeAt(at) === 32 || body.charCodeAt(at) === 9) at++
  const code = body.charCodeAt(at + 2)
  if (body.startsWith('<!', at) && code >= 97 && code <= 122) return true
  // `<textarea` opens a block of kind 1 in CommonMark 0.31 only (found by
  // review: `<textarea`, `` `Work-item ``, `` context`> ``).
  return /^<textarea(?=[\t\n >]|$)/i.test(body.slice(at, at + 10))
}

/** An HTML block's start: a comment, instruction, CDATA, upper-case declaration, or a tag name. */
const blockStart = /<(?:!--|\?|!\[CDATA\[|![A-Z]|(\/?)([A-Za-z][A-Za-z\d]*)(?=[\t\n />]|$))/y

/** Raw text elements (kind 1) in both parsers (micromark adds `textarea`). */
const sharedRawNames = new Set(['pre', 'script', 'style'])

/**
 * @param body
 *   Piece text.
 * @param from
 *   Start of an HTML block's token.
 * @returns
 *   Whether the block opens alike in micromark and cmark-gfm (kinds 1–6,
 *   without `textarea`, lower-case declarations and tag names only one of
 *   them lists).
 */
function opensAlike(body: string, from: number): boolean {
  let at = from
  while (body.charCodeAt(at) === 32 || body.charCodeAt(at) === 9) at++
  blockStart.lastIndex = at
  const match = blockStart.exec(body)
  if (!match) return false
  const name = match[2]?.toLowerCase()
  if (name === undefined) return true
  return sharedBlockNames.has(name) || (match[1] === '' && sharedRawNames.has(name))
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param limit
 *   Depth.
 * @returns
 *   Whether `(` nests past `limit` in `[from, to)`.
 */
function nestsPast(text: string, from: number, to: number, limit: number): boolean {
  let depth = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 40 /* `(` */ && ++depth > limit) return true
    if (code === 41 /* `)` */ && depth > 0) depth--
  }

  return false
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param code
 *   Character code.
 * @returns
 *   Whether `[from, to)` holds `code` not escaped by a backslash.
 */
function holdsUnescaped(text: string, from: number, to: number, code: number): boolean {
  for (let at = from; at < to; at++) {
    const here = text.charCodeAt(at)
    if (here === 92 /* `\` */) at++
    else if (here === code) return true
  }

  return false
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Length of `[from, to)` in UTF-8 bytes (a lone surrogate as three).
 */
function utf8Length(text: string, from: number, to: number): number {
  let length = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    // A surrogate pair is four bytes, two per code unit.
    length += code < 0x80 ? 1 : code < 0x8_00 ? 2 : code >= 0xd8_00 && code <= 0xdf_ff ? 2 : 3
  }

  return length
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a paragraph.
 * @param to
 *   Its end.
 * @returns
 *   Whether a line after its first starts (after white space and quote
 *   markers) with a zero-padded ordered list marker numbered 1 (`01.`).
 */
function zeroPaddedOne(text: string, from: number, to: number): boolean {
  // Within the paragraph only: a search to the end of the text from every
  // paragraph would be quadratic.
  return zeroPadded.test(text.slice(from, to))
}

/**
 * @param text
 *   Text.
 * @param at
 *   Start of a block quote, or end of a list item's marker.
 * @returns
 *   Whether its line follows a line that is not blank and, after quote
 *   markers, goes on with a list item that could not interrupt a
 *   paragraph.
 */
function quoteOpensStrictList(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  if (lineStart === 0) return false
  const above = text.lastIndexOf('\n', lineStart - 2) + 1
  if (/^[ \t]*$/.test(text.slice(above, lineStart - 1))) return false
  let lineEnd = text.indexOf('\n', at)
  if (lineEnd === -1) lineEnd = text.length
  const match = strictListItem.exec(text.slice(at, lineEnd))
  return match !== null && ((match[2] ?? '').trim() === '' || (match[1] !== undefined && Number(match[1]) !== 1))
}

/**
 * After quote markers, a list marker (ordered: its number), then white
 * space and the rest of the line. (The rest starts past the blanks, so that
 * they are split one way only: quadratic before where `.` stops short of
 * the line end, at a `\r` or U+2028, which prepared text no longer holds;
 * found by review in the fortieth session.)
 */
const strictListItem = /^[ \t>]*(?:(\d{1,9})[.)]|[-+*])(?:[ \t]+(?![ \t])(.*))?$/

/** A line that starts with `0…01.` or `0…01)` and content. */
const zeroPadded = /\n[ \t>]*0+1[.)][ \t]+\S/

/** Shortest label, in UTF-8 bytes (with some margin), on which the parsers may differ. */
const minLongLabel = 990

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a paragraph.
 * @param to
 *   Its end.
 * @returns
 *   Whether a line of it starts with `[^` (after white space and quote
 *   markers).
 */
function footnoteLine(text: string, from: number, to: number): boolean {
  let lineStart = from
  while (lineStart < to) {
    let at = lineStart
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 62)) at++
    if (text.charCodeAt(at) === 91 /* `[` */ && text.charCodeAt(at + 1) === 94 /* `^` */) return true
    const lineEnd = text.indexOf('\n', at)
    if (lineEnd === -1) return false
    lineStart = lineEnd + 1
  }

  return false
}

/** What another parser may decode in code or raw HTML: references, escapes. */
const escapeOrReference = charSet('&\\')

/**
 * What Markdown displays otherwise than raw HTML: references, escapes, link
 * and image brackets, emphasis and code marks, table cells (raw HTML that
 * only micromark opens: `<textarea`, `<x b=c=d>`, `<!x`).
 */
const markup = charSet('&\\[]*_~`|')

/** A line that may open a fence (after white space, quote and list markers). */
const fenceLine = /(?:^|\n)(?:[ \t>]|(?:[-+*]|\d{1,9}[.)])(?=[ \t]))*(?:```|~~~)/g

/** A blank line (or the end), from a line feed. */
const blankLine = /\n[ \t]*(?:\n|$)/g

/** Tokens between a content and a table on the next line of its container. */
const betweenLines = new Set([
  'lineEnding',
  'linePrefix',
  'listItemIndent',
  'blockQuotePrefix',
  'blockQuoteMarker',
  'blockQuotePrefixWhitespace'
])

/**
 * @param source
 *   Source.
 * @param start
 *   Start of a content's first definition.
 * @param end
 *   End of the content.
 * @returns
 *   Start of the head row (the line before) of the last line after the
 *   first that may be a delimiter row, or `-1` if there is none.
 */
function delimiterRowHead(source: string, start: number, end: number): number {
  let head = -1
  let previous = start
  let lineStart = source.indexOf('\n', start) + 1
  while (lineStart > 0 && lineStart < end) {
    let lineEnd = source.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    if (isDelimiterRow(source, lineStart, lineEnd)) head = previous
    previous = lineStart
    lineStart = lineEnd + 1
  }

  return head
}

/**
 * Add a span of source offsets (from the start of its first line) that may
 * begin before spans already added, which it then takes in: spans stay in
 * order (a walk back over the last ones only, each taken in once).
 *
 * @param spans
 *   Spans, in piece offsets.
 * @param prefix
 *   Length of the prefix.
 * @param body
 *   The piece.
 * @param start
 *   Start, in source offsets.
 * @param end
 *   End, in source offsets.
 */
function insertSpan(
  spans: Array<[number, number]>,
  prefix: number,
  body: string,
  start: number,
  end: number
): undefined {
  const to = Math.min(end - prefix, body.length)
  let from = Math.max(start - prefix, 0)
  if (from >= to) return
  if (from > 0) from = body.lastIndexOf('\n', from - 1) + 1
  let last = spans.at(-1)
  let upTo = to
  while (last && last[0] >= from) {
    upTo = Math.max(upTo, last[1])
    spans.pop()
    last = spans.at(-1)
  }

  pushSpan(spans, from, upTo)
}

/**
 * Add the lines `[from, to)` is on.
 *
 * @param spans
 *   Spans so far, in order.
 * @param body
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 */
function pushLines(spans: Array<[number, number]>, body: string, from: number, to: number): undefined {
  const lineEnd = body.indexOf('\n', to)
  pushSpan(spans, body.lastIndexOf('\n', from - 1) + 1, lineEnd === -1 ? body.length : lineEnd)
}

/**
 * Whether the last span holds `[from, to)` and what is left of its line
 * (spans end at line ends). Checked before the line is searched for, so
 * many constructs on one long line stay linear.
 *
 * @param spans
 *   Spans so far, in order.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether it is read already.
 */
function covered(spans: ReadonlyArray<[number, number]>, from: number, to: number): boolean {
  const last = spans.at(-1)
  return last !== undefined && last[0] <= from && to < last[1]
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where a footnote definition starts.
 * @param to
 *   Where it ends.
 * @returns
 *   Start of the first line in it, after its first, that holds only white
 *   space and quote marks and is not empty, with a line that is not blank
 *   after it in the definition; or -1.
 */
function blankNotEmpty(text: string, from: number, to: number): number {
  let found = -1
  let lineStart = text.indexOf('\n', from) + 1
  while (lineStart > 0 && lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    if (quoteMarksEnd(text, lineStart, lineEnd) < lineEnd) {
      if (found !== -1) return found
    } else if (found === -1 && lineEnd > lineStart) {
      found = lineStart
    }

    lineStart = lineEnd + 1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @returns
 *   Whether it is indented four columns or more after its quote markers
 *   (a list item's indent counts too: conservative, the flat model only
 *   reads more).
 */
function indentedAsCode(text: string, lineStart: number): boolean {
  let lineEnd = text.indexOf('\n', lineStart)
  if (lineEnd === -1) lineEnd = text.length
  return quoteMarkers(text, lineStart, lineEnd).indent >= 4
}

/** Containers a table may be in. */
const containerTypes = new Set(['blockQuote', 'listOrdered', 'listUnordered', 'gfmFootnoteDefinition'])

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a footnote definition.
 * @param lineEnd
 *   End of its line.
 * @returns
 *   Whether a later footnote label on the line holds a bracket (cmark-gfm
 *   reads it on, micromark does not).
 */
function holdsBracketLabel(text: string, from: number, lineEnd: number): boolean {
  for (let label = indexWithin(text, '[^', from + 2, lineEnd); label !== -1; label = indexWithin(text, '[^', label + 2, lineEnd)) {
    const end = gfmFootnoteEnd(text, label, lineEnd)
    if (end !== -1 && (indexWithin(text, '[', label + 2, end - 2) !== -1 || indexWithin(text, ']', label + 2, end - 2) !== -1)) return true
  }

  return false
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a footnote definition.
 * @param lineEnd
 *   End of its line.
 * @returns
 *   Whether a list marker (then white space or the line end) follows the
 *   labels in a row there.
 */
function listAfterLabels(text: string, from: number, lineEnd: number): boolean {
  const at = afterFootnoteLabels(text, from, lineEnd).at
  const end = at < lineEnd ? listMarkerEnd(text, at, lineEnd) : -1
  return end !== -1 && (end >= lineEnd || text.charCodeAt(end) === 32 || text.charCodeAt(end) === 9)
}

/**
 * Whether cmark-gfm forms a table in a paragraph micromark reads: a line
 * of it whose next line is a delimiter row with as many cells (see
 * `flat/tables.ts`). Lines are read past white space and quote marks
 * (container prefixes and lazy lines alike), conservatively.
 *
 * @param text
 *   Text.
 * @param from
 *   Paragraph start (its first line's content).
 * @param to
 *   Paragraph end.
 * @returns
 *   Whether it does.
 */
function formsTable(text: string, from: number, to: number): boolean {
  let headFrom = from
  let headEnd = text.indexOf('\n', from)
  while (headEnd !== -1 && headEnd < to) {
    const lineStart = headEnd + 1
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    const at = quoteMarksEnd(text, lineStart, lineEnd)
    const cells = delimiterCells(text, at, lineEnd)
    if (cells > 0 && cells === rowCells(text, skipSpaceOrTab(text, headFrom, headEnd), headEnd)) return true
    headFrom = at
    headEnd = lineEnd === to ? -1 : lineEnd
  }

  return false
}

/**
 * Add a span, merging it into the last one when they meet (spans come in
 * order; inline HTML on one line makes one span).
 *
 * @param spans
 *   Spans.
 * @param start
 *   Start.
 * @param end
 *   End.
 */
function pushSpan(spans: Array<[number, number]>, start: number, end: number): undefined {
  const last = spans.at(-1)
  if (last && start <= last[1]) last[1] = Math.max(last[1], end)
  else spans.push([start, end])
}

/**
 * @param outcome
 *   Parse with piece-relative offsets.
 * @param start
 *   Piece start.
 * @returns
 *   The parse with text offsets.
 */
function shifted(outcome: Parsed, start: number): Parsed {
  if (start === 0) return outcome
  return {
    ok: true,
    edits: outcome.edits.map((edit) => ({...edit, start: edit.start + start, end: edit.end + start})),
    unresolved: outcome.unresolved.map((heading) => ({...heading, start: heading.start + start})),
    states: outcome.states
  }
}

/** Texts whose code spans cmark-gfm matches otherwise (see `literalBlocks`), in piece offsets. */
interface CodeMasks {
  /** The ranges the flat model reads them in (from line starts, merged as spans are). */
  ranges: Array<[number, number]>
  /** The same from each text's own start, where definitions start its ranges. */
  ownRanges: Array<[number, number]>
  /** The backtick runs cmark-gfm leaves unmatched in them, as `start, end` pairs, in order. */
  runs: number[]
}

/**
 * Token edits of the flat model over each range of `masks`, with the runs
 * cmark-gfm leaves unmatched masked by spaces (which a heading takes as
 * wrappers, as it does the backticks: see `hideUnmatchedRuns`), and once
 * more by `'` where a space there may end a link's destination
 * (`` ![``a`]`b`](~```~)Instruction from @` ``; found by fuzz run 61) or
 * open a block (`` #` ``; fuzz run 62; see `needsQuoteMasks`). A `'` is
 * punctuation, as a backtick is, so emphasis flanks as it did, and it
 * opens nothing.
 *
 * @param body
 *   The piece.
 * @param masks
 *   Ranges and runs.
 * @param found
 *   Edits found so far (appended to).
 * @returns
 *   Nothing.
 */
function codeMaskEdits(body: string, masks: CodeMasks, found: RawEdit[]): undefined {
  const starts: number[] = []
  for (let index = 0; index < masks.runs.length; index += 2) starts.push(masks.runs[index]!)
  const inWord = needsQuoteMasks(body, starts)
  for (const mask of inWord ? [' ', "'"] : [' ']) {
    let masked = ''
    let last = 0
    for (let index = 0; index < masks.runs.length; index += 2) {
      const start = masks.runs[index]!
      const end = masks.runs[index + 1]!
      if (start < last) continue
      masked += body.slice(last, start) + mask.repeat(end - start)
      last = end
    }

    masked += body.slice(last)
    // (Ranges that overlap are merged as they are added, by `insertSpan`:
    // each starts at the outermost container of its text, and texts in one
    // list item would each read it from its start.)
    for (const ranges of [masks.ranges, masks.ownRanges]) {
      for (const [from, to] of ranges) {
        for (const edit of maskedEdits(body, from, masked.slice(from, to))) found.push(edit)
      }
    }
  }
}
