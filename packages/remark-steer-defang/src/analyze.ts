import type {RawEdit, TokenRuleId} from 'steer-envelope'
import {overBudget, type PieceBudgets} from './budgets.js'
import {MERGE_LENGTH} from './constants.js'
import {cutCandidates, isBlank} from './cuts.js'
import {runAlone} from './flat/code.js'
import {attributionSkeletonEdits} from './attribution-skeleton.js'
import {fenceSkeletonEdits} from './fence-skeleton.js'
import {flatLineEdits} from './flat-edits.js'
import {fenceCloseEnd, htmlBlockEnd, none, stateKey, track, trackAll, type FlowState} from './flow-state.js'
import {maxStates, PieceParser, readsOtherwise, tagAfterDelimiterRow, type ParseMemo} from './piece-parser.js'
import {mayHoldToken} from './prefilter.js'
import {lineRules} from './rules/index.js'
import {maskedEdits, maskedReadingEdits, mathEdits} from './masked-readings.js'
import {MathReadings} from './math.js'
import {openConstructEdits} from './open-constructs.js'
import {bidiOverrideEscapes} from './bidi-override.js'
import {lineFeedEscapes} from './line-feed-escapes.js'
import {gluedReadings, segmentBreakEscapes} from './segment-breaks.js'
import {tableOpenerEscapes} from './table-openers.js'
import {FootnoteLabels, headingQuoting, LabelIndex, labelEscape, quotedHeadingLabelEscapes} from './settled.js'
import type {FallbackReason} from './types.js'

export type {ParseMemo} from './piece-parser.js'

/** What became of one piece of a prepared text. */
export interface PieceReport {
  /** Start offset in the prepared text. */
  start: number
  /** End offset in the prepared text. */
  end: number
  /**
   * `parsed` (the AST engine read it), `skipped` (it cannot display a token,
   * so there was nothing to read), or `fallback` (the scan engine and the
   * flat model carried it).
   */
  status: 'parsed' | 'skipped' | 'fallback'
  /** Why it fell back. */
  reason?: FallbackReason
}

/** A rendered heading left alone because its raw line is already defanged. */
export interface Unresolved {
  /** Where the quoting `> ` would go (prepared-text offset). */
  start: number
  /** Rule. */
  rule: TokenRuleId
}

/** Result of analysing one prepared text. */
export interface TextAnalysis {
  /** Token edits in prepared-text offsets, sorted, never overlapping. */
  edits: RawEdit[]
  /** Every piece, in order, covering the text. */
  pieces: PieceReport[]
  /**
   * Headings displayed live on a line whose raw text is the v1 defanged
   * form (`> Amendments`), where an earlier construct swallows the `>` (an
   * unclosed tag it closes). Quoting again would only be undone by the scan
   * engine’s rewrite of that line, so they are reported instead. (A footnote
   * that moves the line out of its quote has its label escaped instead.)
   */
  unresolved: Unresolved[]
}

/** What became of one piece, and the states the next one may start in. */
interface Step {
  /** Status. */
  status: PieceReport['status']
  /** Reason, for a fallback. */
  reason?: FallbackReason
  /** States at the piece end (`undefined`: unknown). */
  states: FlowState[] | undefined
  /** Edits found. */
  edits?: RawEdit[]
}

/**
 * Find the rendered tokens of a prepared text, piece by piece.
 *
 * The text is cut at blank lines (see `cutCandidates`), small pieces are
 * merged, and each piece is: skipped when it cannot display a token
 * (`mayHoldToken`), refused when over a budget, or parsed once per state
 * it may start in (nothing open, or inside a fenced code block). A parse
 * reports what is open at its end, so the next piece starts right; a cut
 * that falls inside an HTML block is moved past the block. Whatever is
 * refused is reported, never dropped: the scan engine and the flat model
 * (`flatLines`) carry it.
 *
 * @param text
 *   Prepared text.
 * @param budgets
 *   Limits per piece.
 * @param deadline
 *   `performance.now()` value after which nothing more is parsed.
 * @param memo
 *   Parses from earlier calls on related text (optional): the rounds of one
 *   defang parse mostly the same pieces again.
 * @param pass
 *   Which pass of the core (default: `ascii`).
 * @param changed
 *   In the `fold` pass, the spans the lookalike fold changed (start and
 *   end, flattened, sorted). The stretches of lines (between blank lines)
 *   that hold one are also read by the flat model, whose edits there count
 *   where the parse made none: the fold may change the Markdown around a
 *   token (a fullwidth backtick folds into a code span, a label into one a
 *   definition matches), which the text as written, which GitHub shows,
 *   does not have (reviews 32a, 33); the flat model reads past such
 *   constructs. A token the fold reveals holds a changed character, so its
 *   stretch is one of them; elsewhere the flat model's stricter reading
 *   would only over-defang (review 34).
 * @returns
 *   Edits and a report per piece.
 */
export function analyzeText(
  text: string,
  budgets: PieceBudgets,
  deadline: number,
  memo?: ParseMemo | undefined,
  pass: 'ascii' | 'fold' = 'ascii',
  changed?: ReadonlyArray<number> | undefined
): TextAnalysis {
  try {
    const analysis = new PieceLoop(text, budgets, deadline, memo).run()
    // Computed once: the fold pass's flat reading uses them too.
    const tags = tagEscapes(text)
    if (pass === 'fold' && changed && changed.length > 0) {
      const flat = flatStretches(text, changedStretches(text, changed), changed, tags)
      if (flat.length > 0) analysis.edits = unionFlat(analysis.edits, flat)
    }

    // The backstop under every reading: a fence its pieces may display as
    // a chain of constructs (where a reading made an edit, it stands).
    const skeleton = skeletonEdits(text)
    if (skeleton.length > 0) analysis.edits = unionFlat(analysis.edits, skeleton)
    // Last: it needs every heading edit (see `openConstructEdits`).
    // Label escapes the parsed pieces made already are not made twice.
    const made = new Set(analysis.edits.filter((edit) => edit.replacement === '\\[').map((edit) => edit.start))
    const escapes = [
      ...openConstructEdits(text, analysis.edits),
      ...tags,
      ...quotedHeadingLabelEscapes(text).filter((edit) => !made.has(edit.start))
    ]
    if (escapes.length > 0) analysis.edits = withEscapes(analysis.edits, escapes.sort((a, b) => a.start - b.start))
    return analysis
  } catch {
    // A bug must not lose the block: report it; the flat model reads it all
    // (and the scan engine carries it all if that fails too).
    let edits: RawEdit[] = []
    let reason: FallbackReason = 'parse-error'
    try {
      edits = flatAnalysis(text)
    } catch {
      // The scan engine, which runs apart, carries the block; the report
      // says that the rendered reading is lost here.
      reason = 'internal-error'
    }

    return {
      edits,
      pieces: [{start: 0, end: text.length, status: 'fallback', reason}],
      unresolved: []
    }
  }
}

/**
 * The backstops under every reading (chains with gaps that display the
 * fence anywhere, or another token at a line start: see
 * `fence-skeleton.ts`, `attribution-skeleton.ts`).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function skeletonEdits(text: string): RawEdit[] {
  const fences = fenceSkeletonEdits(text)
  const attributions = attributionSkeletonEdits(text)
  if (attributions.length === 0) return fences
  return normalize([...fences, ...attributions])
}

/**
 * Escapes of what a browser does that no reading of lines follows: raw
 * start tags that move or join what follows (`tableOpenerEscapes`) or show
 * it backwards (`bidiOverrideEscapes`), and references next to a line
 * break it removes (`segmentBreakEscapes`).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
function tagEscapes(text: string): RawEdit[] {
  const tables = tableOpenerEscapes(text)
  const more = [...bidiOverrideEscapes(text), ...segmentBreakEscapes(text), ...lineFeedEscapes(text)]
  if (more.length === 0) return tables
  return [...tables, ...more].sort((a, b) => a.start - b.start)
}

/**
 * The flat model over a whole text, as the analysis of a text no piece of
 * which could be parsed (an internal error).
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Sorted, non-overlapping edits.
 */
export function flatAnalysis(text: string): RawEdit[] {
  const edits = unionFlat(normalize(flatEdits(text, 0, text.length, new MathReadings(text))), skeletonEdits(text))
  const escapes = tagEscapes(text)
  return escapes.length > 0 ? withEscapes(edits, escapes) : edits
}

/**
 * The stretches of lines (from a line after a blank line, or the start, to
 * the next blank line, or the end) that hold a changed span and may show a
 * token word.
 *
 * @param text
 *   Text.
 * @param changed
 *   Spans (start and end, flattened, sorted).
 * @returns
 *   Stretches (start and end, flattened, sorted, disjoint).
 */
function changedStretches(text: string, changed: ReadonlyArray<number>): number[] {
  const result: number[] = []
  let stretchStart = 0
  let span = 0
  let lineStart = 0
  while (lineStart <= text.length && span < changed.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    let blank = true
    for (let at = lineStart; at < lineEnd; at++) {
      const code = text.charCodeAt(at)
      if (code !== 32 && code !== 9) {
        blank = false
        break
      }
    }

    if (blank || lineEnd === text.length) {
      const stretchEnd = lineEnd
      let holds = false
      // Spans that start before this stretch's end belong to it (or to a
      // blank line, which shows nothing).
      while (span < changed.length && changed[span]! <= stretchEnd) {
        if (changed[span + 1]! >= stretchStart) holds = true
        span += 2
      }

      if (holds && mayHoldToken(text, stretchStart, stretchEnd)) result.push(stretchStart, stretchEnd)
      stretchStart = lineEnd + 1
    }

    lineStart = lineEnd + 1
  }

  return result
}

/**
 * The flat model over some stretches of a text only (a body with one
 * lookalike must not pay for reading all of it once more).
 *
 * @param text
 *   Text.
 * @param stretches
 *   Stretches (start and end, flattened, sorted, disjoint).
 * @param changed
 *   Spans the fold changed (start and end, flattened, sorted).
 * @param tags
 *   The text's tag escapes (see `tagEscapes`).
 * @returns
 *   Edits (sorted, non-overlapping) that start in a stretch.
 */
function flatStretches(
  text: string,
  stretches: readonly number[],
  changed: ReadonlyArray<number>,
  tags: readonly RawEdit[]
): RawEdit[] {
  const found: RawEdit[] = []
  if (stretches.length > 0) {
    const math = new MathReadings(text)
    const labels = new LabelIndex(text)
    for (let at = 0; at < stretches.length; at += 2) append(found, flatEdits(text, stretches[at]!, stretches[at + 1]!, math, labels))
  }

  // Also with the line breaks a browser may remove between wide characters
  // removed (see `gluedReadings`), which may join stretches.
  for (const glued of gluedReadings(text, changed)) {
    if (mayHoldToken(glued.value, 0, glued.value.length)) append(found, maskedEdits(text, glued.start, glued.value))
  }

  if (found.length === 0) return found
  const edits = normalize(found)
  const escapes: RawEdit[] = []
  let at = 0
  for (const escape of tags) {
    while (at < stretches.length && stretches[at + 1]! < escape.start) at += 2
    if (at < stretches.length && stretches[at]! <= escape.start) escapes.push(escape)
  }

  return escapes.length > 0 ? withEscapes(edits, escapes) : edits
}

/**
 * The edits of a parse, and those of the flat model that touch none of
 * them (where both saw a token, the parse's edit stands).
 *
 * @param parsed
 *   Edits of the parse (sorted, non-overlapping).
 * @param flat
 *   Edits of the flat model (sorted, non-overlapping).
 * @returns
 *   Union (sorted, non-overlapping).
 */
function unionFlat(parsed: RawEdit[], flat: readonly RawEdit[]): RawEdit[] {
  if (flat.length === 0) return parsed
  const result: RawEdit[] = []
  let index = 0
  for (const edit of flat) {
    while (index < parsed.length && parsed[index]!.end < edit.start) result.push(parsed[index++]!)
    // Parse edits that may touch it: from `index` on, those starting at or
    // before its end (an insertion at an edit's start claims its line).
    let touches = false
    for (let at = index; at < parsed.length && parsed[at]!.start <= edit.end; at++) {
      const other = parsed[at]!
      if ((other.start < edit.end && edit.start < other.end) || other.start === edit.start) {
        touches = true
        break
      }
    }

    if (!touches) {
      while (index < parsed.length && parsed[index]!.start < edit.start) result.push(parsed[index++]!)
      result.push(edit)
    }
  }

  while (index < parsed.length) result.push(parsed[index++]!)
  return result
}

/**
 * Append `source` to `target` in place (`push(...source)` passes every item
 * as an argument, which overflows the stack past about 100,000).
 *
 * @param target
 *   List to grow.
 * @param source
 *   Items to add.
 */
function append<T>(target: T[], source: readonly T[]): undefined {
  for (const item of source) target.push(item)
}

/**
 * The piece loop of `analyzeText`.
 */
class PieceLoop {
  /** Prepared text. */
  private readonly text: string
  /** Limits. */
  private readonly budgets: PieceBudgets
  /** Deadline. */
  private readonly deadline: number
  /** Cut candidates. */
  private readonly cuts: number[]
  /** Parses pieces of the text. */
  private readonly parser: PieceParser
  /** The text's math readings (made on first use). */
  private readonly math: MathReadings
  /** What the flat model's footnote labels read of the text, once. */
  private readonly labels: LabelIndex
  /** Whether each segment (between cuts) may display a token (0 unknown, 1 no, 2 yes). */
  private readonly segments: Uint8Array
  /** Edits found so far. */
  private readonly edits: RawEdit[] = []
  /** Pieces so far. */
  private readonly pieces: PieceReport[] = []
  /** Headings left alone. */
  private readonly unresolved: Unresolved[] = []

  /**
   * @param text
   *   Prepared text.
   * @param budgets
   *   Limits.
   * @param deadline
   *   Deadline.
   * @param memo
   *   Earlier parses (optional).
   */
  constructor(text: string, budgets: PieceBudgets, deadline: number, memo: ParseMemo | undefined) {
    this.text = text
    this.budgets = budgets
    this.deadline = deadline
    this.math = new MathReadings(text)
    this.labels = new LabelIndex(text)
    this.parser = new PieceParser(text, deadline, memo, this.math)
    this.cuts = cutCandidates(text)
    this.segments = new Uint8Array(this.cuts.length + 1)
  }

  /**
   * @returns
   *   Edits and pieces.
   */
  run(): TextAnalysis {
    const text = this.text
    let position = 0
    // States the next piece may start in; `undefined` once unknowable.
    let states: FlowState[] | undefined = [none]

    pieces: while (position < text.length) {
      if (performance.now() > this.deadline) {
        // Out of time: whatever may hold a token from here on fell back.
        const candidate = this.mayHold(position, text.length)
        if (candidate) append(this.edits, flatEdits(text, position, text.length, this.math, this.labels))
        this.report(position, text.length, candidate ? 'fallback' : 'skipped', 'time-budget')
        break
      }

      let end = this.mergedEnd(position)
      if (states) end = this.pastHtml(position, end, states)

      let moves = 0
      while (true) {
        const step = this.piece(position, end, states)
        const html = step.states?.find((state) => state.kind === 'html')
        if (html && html.kind === 'html' && end < text.length) {
          // The cut fell inside an HTML block: move it past the block. Each
          // move reads the piece again, so after the first the piece at
          // least doubles (blocks that each open the next, `<!--` after an
          // ambiguous fence line: linear, not quadratic), and the deadline
          // holds here too.
          const past = htmlBlockEnd(text, end, html.html)
          end = this.cutAtOrAfter(moves++ === 0 ? past : Math.max(past, end + (end - position)))
          if (performance.now() > this.deadline) continue pieces
          continue
        }

        if (step.edits) append(this.edits, step.edits)
        this.report(position, end, step.status, step.reason)
        states = step.states
        break
      }

      position = end
    }

    return {edits: normalize(this.edits), pieces: this.pieces, unresolved: this.unresolved}
  }

  /**
   * Handle one piece.
   *
   * @param start
   *   Start.
   * @param end
   *   End.
   * @param states
   *   States it may start in (`undefined`: unknown).
   * @returns
   *   Status, edits, and the states the next piece may start in.
   */
  private piece(
    start: number,
    end: number,
    states: FlowState[] | undefined
  ): Step {
    const text = this.text
    const candidate = this.mayHold(start, end)

    if (!states) {
      return candidate
        ? {status: 'fallback', reason: 'unknown-state', states: undefined, edits: flatEdits(readable(text, end), start, end, this.math, this.labels)}
        : {status: 'skipped', states: undefined}
    }

    const reason = overBudget(text, start, end, this.budgets, this.cuts)

    if (!candidate) {
      // Nothing to find; only the state at the end matters.
      return {status: 'skipped', states: this.follow(start, end, states, reason === undefined)}
    }

    if (reason) {
      return {
        status: 'fallback',
        reason,
        states: this.follow(start, end, states, false),
        edits: flatEdits(readable(text, end), start, end, this.math, this.labels, states)
      }
    }

    const outcome = this.parser.parse(start, end, states, true)
    if (!outcome.ok) {
      return {
        status: 'fallback',
        reason: outcome.reason,
        states: this.follow(start, end, states, false),
        edits: flatEdits(readable(text, end), start, end, this.math, this.labels, states)
      }
    }

    append(this.unresolved, outcome.unresolved)
    return {status: 'parsed', states: outcome.states, edits: outcome.edits}
  }

  /**
   * The states after `[start, end)` when it is not read for tokens: tracked
   * cheaply, and parsed only if a line is ambiguous and parsing is allowed.
   *
   * @param start
   *   Start.
   * @param end
   *   End.
   * @param states
   *   States at `start`.
   * @param mayParse
   *   Whether the piece is within budget for a parse.
   * @returns
   *   States at `end`, or `undefined` when too many are possible.
   */
  private follow(
    start: number,
    end: number,
    states: FlowState[],
    mayParse: boolean
  ): FlowState[] | undefined {
    const result = new Map<string, FlowState>()
    // GitHub's reading too, where an HTML block may stay open only there.
    const githubStates = new Map<string, FlowState>()
    let ambiguous = false
    const github = readsOtherwise.test(this.text.slice(start, end))
    for (const state of states) {
      const tracked = track(this.text, start, end, state)
      if (tracked.ambiguous) ambiguous = true
      result.set(stateKey(tracked.state), tracked.state)
      if (github) {
        // Every state GitHub may be in (a fence after a tag line may be in
        // the HTML block the tag opens: see the piece parser).
        const others = trackAll(this.text, start, end, [state], maxStates, true) ?? [
          track(this.text, start, end, state, true).state,
          none
        ]
        for (const other of others) githubStates.set(stateKey(other), other)
      }
    }

    if (!ambiguous) return [...new Map([...result, ...githubStates]).values()]

    // Where micromark's reading is ambiguous, GitHub's states count too
    // (`<![CdaTa[<!a`, `>Work-item`, blank, `context`: the `<!a` line is
    // ambiguous, and only GitHub's reading holds the CDATA block open
    // across the blank line; the piece was cut inside it; found by a fuzz
    // run).
    if (mayParse && performance.now() <= this.deadline) {
      const outcome = this.parser.parse(start, end, states, false)
      if (outcome.ok) return withStates(outcome.states, githubStates)
    }

    const all = trackAll(this.text, start, end, states, maxStates)
    return all && withStates(all, githubStates)
  }

  /**
   * End of the piece that starts at `start`: the next cut, then further
   * cuts while the piece is shorter than `MERGE_LENGTH` (a parse has a fixed
   * cost) and the next segment agrees on whether it may hold a token (so
   * only text that may hold one is parsed).
   *
   * @param start
   *   Start.
   * @returns
   *   End.
   */
  private mergedEnd(start: number): number {
    const merge = this.budgets.mergeLength ?? MERGE_LENGTH
    let index = this.cutIndexAfter(start)
    let end = index < this.cuts.length ? this.cuts[index] : this.text.length
    const candidate = this.segment(index, start, end)
    let last = start
    let firstOver: boolean | undefined
    while (end - start < merge && end < this.text.length) {
      // A piece ends after a segment GitHub may read otherwise than
      // micromark, so that the state at the cut is followed in both
      // readings (see the piece parser): inside one piece, only
      // micromark's counts (`Amendments\\||`, `:-`, `<k>`, a fence, blank,
      // then `Instruction from&#9;@`: cmark-gfm's table and HTML block hold
      // the fence, which micromark runs on over the attribution; fuzz run 22).
      if (readsOtherwiseWithin(this.text, last, end)) break
      const next = index + 1 < this.cuts.length ? this.cuts[index + 1] : this.text.length
      // Never merge a piece into one too large to parse.
      if (next - start > this.budgets.maxPieceLength) break
      if (this.segment(index + 1, end, next) !== candidate) break
      // A segment over a budget is merged with no other, so it falls back
      // alone (a heading over the markup budget, with a body below it: see
      // `cutCandidates`). The segments merged so far are each within them,
      // and so together, as `overBudget` counts per block.
      firstOver ??= overBudget(this.text, start, end, this.budgets, this.cuts) !== undefined
      if (firstOver || overBudget(this.text, end, next, this.budgets, this.cuts) !== undefined) break
      index++
      last = end
      end = next
    }

    return end
  }

  /**
   * Whether a segment may display a token, cached (a segment is read when
   * it is the first of a piece and when it is the one that ends one).
   *
   * @param index
   *   Index of the cut that ends the segment (`cuts.length` for the last).
   * @param start
   *   Start of the segment.
   * @param end
   *   End.
   * @returns
   *   Whether it may hold a token.
   */
  private segment(index: number, start: number, end: number): boolean {
    if (this.segments[index] === 0) this.segments[index] = this.mayHold(start, end) ? 2 : 1
    return this.segments[index] === 2
  }

  /**
   * @param start
   *   Start.
   * @param end
   *   End.
   * @returns
   *   Whether `[start, end)` may display a token.
   */
  private mayHold(start: number, end: number): boolean {
    if (this.budgets.prefilter === false || mayHoldToken(this.text, start, end)) return true
    // TeX markup GitHub typesets shows what it hides (`$\text{Amendments}$`).
    const math = this.math.plain()
    if (math === undefined) return false
    // Only where the readings change the text (elsewhere they are the text).
    const spans = this.math.changes(start, end)
    const joined = this.math.joined()!
    for (let index = 0; index < spans.length; index += 2) {
      if (mayHoldToken(math, spans[index]!, spans[index + 1]!) || mayHoldToken(joined, spans[index]!, spans[index + 1]!)) {
        return true
      }
    }

    return false
  }

  /**
   * Move `end` past any HTML block of kind 1–5 the cheap tracker sees open
   * there (in any start state), to the next cut after the block.
   *
   * @param start
   *   Piece start.
   * @param end
   *   Proposed end.
   * @param states
   *   States at `start`.
   * @returns
   *   End.
   */
  private pastHtml(start: number, end: number, states: FlowState[]): number {
    const text = this.text
    let current = states.map((state) => ({state, at: start}))
    while (end < text.length) {
      let moved = false
      current = current.map(({state, at}) => ({state: track(text, at, end, state).state, at: end}))
      for (const {state} of current) {
        if (state.kind === 'html') {
          const next = this.cutAtOrAfter(htmlBlockEnd(text, end, state.html))
          if (next > end) {
            end = next
            moved = true
          }
        }
      }

      if (!moved) break
    }

    return end
  }

  /**
   * @param offset
   *   Offset.
   * @returns
   *   Index of the first cut after `offset`.
   */
  private cutIndexAfter(offset: number): number {
    let low = 0
    let high = this.cuts.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (this.cuts[mid] <= offset) low = mid + 1
      else high = mid
    }

    return low
  }

  /**
   * @param offset
   *   Offset.
   * @returns
   *   First cut at or after `offset`, or the text’s length.
   */
  private cutAtOrAfter(offset: number): number {
    const index = this.cutIndexAfter(offset - 1)
    return index < this.cuts.length ? this.cuts[index] : this.text.length
  }

  /**
   * Record a piece, merging it into the previous one when both fell back
   * for the same reason.
   *
   * @param start
   *   Start.
   * @param end
   *   End.
   * @param status
   *   Status.
   * @param reason
   *   Reason, for a fallback.
   */
  private report(
    start: number,
    end: number,
    status: PieceReport['status'],
    reason: FallbackReason | undefined
  ): void {
    const previous = this.pieces.at(-1)
    if (previous && previous.status === status && previous.reason === reason && previous.end === start) {
      previous.end = end
      return
    }

    const piece: PieceReport = {start, end, status}
    if (status === 'fallback' && reason) piece.reason = reason
    this.pieces.push(piece)
  }
}

/**
 * The text the flat model reads a piece in: all of it, or, where the piece
 * ends at a line that starts a block (a cut below a paragraph or around a
 * heading, see `cutCandidates`), up to that line. The paragraph ends
 * there, but the flat model's readings of code spans run on to a blank
 * line: a backtick on the line that starts the block closed a run in the
 * paragraph (`*a* ` × 140, then `` ![``a`]` ``, `` `b]()Amendments ``,
 * `` ~~~` ``; fuzz run 65).
 *
 * @param text
 *   Text.
 * @param end
 *   End of a piece.
 * @returns
 *   Text to read it in.
 */
function readable(text: string, end: number): string {
  if (end >= text.length) return text
  const above = text.lastIndexOf('\n', end - 2) + 1
  return isBlank(text, above, end - 1) ? text : text.slice(0, end)
}

/**
 * Token edits of a stretch the parser could not take, by the flat model
 * (see `flatLines`): the scan engine carries its raw tokens, and this keeps
 * the tokens only a reader of the rendered page sees from going through.
 *
 * @param text
 *   Prepared text.
 * @param start
 *   Start.
 * @param end
 *   End.
 * @param math
 *   Math readings of the text.
 * @param index
 *   What footnote labels read of the text (shared by the calls over one
 *   text: each reading every line was quadratic over many pieces).
 * @param states
 *   States the stretch may start in (default: none open).
 * @returns
 *   Edits.
 */
function flatEdits(
  text: string,
  start: number,
  end: number,
  math: MathReadings,
  index: LabelIndex = new LabelIndex(text),
  states?: readonly FlowState[] | undefined
): RawEdit[] {
  const found: RawEdit[] = []
  flatLineEdits(text, start, end, found, states)
  // Once more for each way a browser lays raw HTML out of source order
  // (ruby, tables, templates).
  maskedReadingEdits(text, start, text.slice(start, end), found)
  // And past the closing line of each fence the stretch may start inside
  // (a piece cut at a blank line in one): read from its start, the closing
  // line would open a fence that takes the rest (```` ``` ````, blank,
  // ```` ``` ````, then an image line whose runs cmark-gfm pairs; found by
  // fuzz run 58).
  for (const state of states ?? []) {
    if (state.kind !== 'fence') continue
    const after = fenceCloseEnd(text, start, end, state)
    if (after !== -1 && after < end) maskedReadingEdits(text, after, text.slice(after, end), found)
  }

  for (const edit of mathEdits(text, start, end, math)) found.push(edit)

  // A heading whose line is quoted already is settled (as for parsed
  // pieces): quoting it again would add a `>` on every run. One that goes
  // on with a footnote defined in quotes gets the label escaped.
  const result: RawEdit[] = []
  let labels: FootnoteLabels | undefined
  for (const edit of found) {
    if (edit.start !== edit.end || edit.replacement !== '> ') {
      result.push(edit)
      continue
    }

    const quoting = headingQuoting((labels ||= new FootnoteLabels(text, index)), edit.start)
    for (const label of quoting.escapes) result.push(labelEscape(label, edit.rule))
    if (quoting.settled) continue
    result.push(edit)
    // A line of backticks alone above opens a code span the line break
    // after it joins: GitHub shows the heading from that line on (` `` `,
    // `` Amend`ments ``), lazily in a quote above, which the `> ` here
    // does not end. Quote that line too.
    const above = codeOpenerAbove(text, edit.start)
    if (above !== -1) result.push({...edit, start: above, end: above})
  }

  return result
}

/**
 * @param states
 *   States.
 * @param more
 *   More states by key.
 * @returns
 *   Both, each once (`undefined` when too many).
 */
function withStates(states: FlowState[], more: ReadonlyMap<string, FlowState>): FlowState[] | undefined {
  if (more.size === 0) return states
  const result = new Map(more)
  for (const state of states) result.set(stateKey(state), state)
  return result.size > maxStates ? undefined : [...result.values()]
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   A line start.
 * @returns
 *   Start of the line above when it holds a run of backticks alone
 *   (spaces and tabs around), or -1.
 */
function codeOpenerAbove(text: string, lineStart: number): number {
  if (lineStart === 0 || text.charCodeAt(lineStart - 1) !== 10) return -1
  const start = text.lastIndexOf('\n', lineStart - 2) + 1
  const line = text.slice(start, lineStart - 1)
  // Three backticks or more, at most three spaces in, make a fence line
  // (it opens or closes a fence, and a `> ` before a closing one turns it
  // into code: the fence runs on; fuzz run 20), not a code span.
  return runAlone(text, start, lineStart - 1) && !fenceLine.test(line) ? start : -1
}

/** A line of backticks alone that is a fence line. */
const fenceLine = /^ {0,3}`{3}/

/**
 * Add escapes to the AST engine's edits: one at the place of a heading's
 * insertion (`> ` before the `<`) is combined with it, as one edit of the
 * heading rule, since one engine's edits never share a start.
 *
 * @param edits
 *   Sorted, non-overlapping edits.
 * @param escapes
 *   Sorted escapes, none overlapping an edit but an insertion at its start.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function withEscapes(edits: RawEdit[], escapes: RawEdit[]): RawEdit[] {
  const insertions = new Map<number, number>()
  for (const [index, edit] of edits.entries()) {
    if (edit.start === edit.end) insertions.set(edit.start, index)
  }

  const result = [...edits]
  for (const escape of escapes) {
    const index = insertions.get(escape.start)
    if (index === undefined) {
      result.push(escape)
    } else {
      const insertion = edits[index]
      result[index] = {
        ...insertion,
        end: escape.end,
        replacement: insertion.replacement + escape.replacement,
        merged: [...(insertion.merged ?? []), escape.rule]
      }
    }
  }

  return normalize(result)
}

/**
 * Sort edits and drop any that overlap an earlier one or share its start
 * (two start states can find the same token; the core requires the edits
 * of one engine never to overlap), but for a replacement at an insertion's
 * place, which is combined with it.
 *
 * @param edits
 *   Edits.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function normalize(edits: RawEdit[]): RawEdit[] {
  edits.sort((a, b) => a.start - b.start || a.end - b.end)
  const result: RawEdit[] = []
  for (const edit of edits) {
    const previous = result.at(-1)
    if (previous && previous.start === previous.end && edit.start === previous.start && edit.end > edit.start) {
      // An insertion and a replacement at one start (a heading's `> `
      // before the `&amp;` of a reference that starts its line: found by
      // review) are combined, as `withEscapes` does: dropping either left
      // the output to change on the next run.
      result[result.length - 1] = {
        ...previous,
        end: edit.end,
        replacement: previous.replacement + edit.replacement,
        merged: [...(previous.merged ?? []), edit.rule]
      }
      continue
    }

    if (previous && (edit.start < previous.end || edit.start === previous.start)) continue

    result.push(edit)
  }

  return result
}

/**
 * Whether GitHub may read `[from, to)` otherwise than micromark in a way
 * that changes the state at its end (see `readsOtherwise` and
 * `tagAfterDelimiterRow`).
 *
 * @param text
 *   Text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @returns
 *   Whether it may.
 */
function readsOtherwiseWithin(text: string, from: number, to: number): boolean {
  // On a copy: its searches for `-` must not run on past the segment (once
  // per segment, that would be quadratic).
  const segment = text.slice(from, to)
  return segment.includes('<') && (readsOtherwise.test(segment) || tagAfterDelimiterRow(segment, 0, segment.length))
}
