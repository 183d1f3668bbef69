import type {RawEdit, RuleId} from 'steer-envelope'
import {ConstructEnds} from './construct-ends.js'
import {constructEnd} from './html-display.js'
import {isBlank} from './cuts.js'
import {isDigit, isTaskBox} from './flat/text.js'

/** How a heading's `> ` (an insertion) is settled. */
export interface HeadingQuoting {
  /** Whether the line shows quoted already, so the `> ` is not needed. */
  settled: boolean
  /**
   * Index of the `[` of a footnote label to escape (`\[`), or -1: the line
   * goes on with a footnote defined inside quotes, which GitHub moves out of
   * them with the line.
   */
  escape: number
  /**
   * Every label to escape for the line, not given for a line above already:
   * `escape` and the quoted labels before it in its stretch (escaping one
   * makes it text that goes on with the one above, which must go too;
   * found by review: four labels in a row left one, and each run one more).
   */
  escapes: number[]
}

/**
 * How a heading's `> ` at `offset` is settled.
 *
 * The line is settled where its raw line shows quote markers already: at or
 * inside a run of `>` (and white space) that starts the line, or follows a
 * footnote label on it (a quote before the label does not quote the
 * footnote's text). The scan engine's form is `> Amendments`; more quotes
 * are quotes too, and where a reading still sees such a line unquoted (an
 * encoded heading after a construct a browser ends there), quoting it again
 * would only add `>` on every run.
 *
 * A line that goes on with a footnote definition opened inside quotes is
 * moved out of them with it (`> [^1]: x`, `> Amendments` shows the heading
 * unquoted at the end of the page). More `>` would quote it, but the raw
 * line must stay the v1 form `> Amendments` (the scan engine rewrites any
 * other, and an agent-side check reads the raw text), so the footnote's
 * label is escaped instead: the definition becomes quoted text, and the
 * line stays in its quote.
 *
 * @param labels
 *   Footnote labels of the prepared text.
 * @param offset
 *   Where the `> ` would go.
 * @returns
 *   Whether the line is settled, and which label to escape.
 */
export function headingQuoting(labels: FootnoteLabels, offset: number): HeadingQuoting {
  const text = labels.text
  // Back from the insertion: only quote markers and white space, to the line
  // start or a label's `]:` (bounded by what it reads: linear over many
  // edits on one long line).
  let quotes = 0
  // Index after a `$$` (or a TeX line break, see `mathLineStartAt`) that
  // quote markers follow up to the insertion, or -1.
  let math = -1
  let at = offset - 1
  while (at >= 0) {
    const code = text.charCodeAt(at)
    if (code === 10) break
    if (code === 62 /* `>` */) quotes++
    else if (code === 58 /* `:` */ && text.charCodeAt(at - 1) === 93 /* `]` */) {
      // Only a footnote label that starts its line (after container
      // markers): a tag's `]:>` is no label, and its `>` no quote (found by
      // review: `<div`, `[a]:>Amendments`).
      // Other text that shows before a `>` there settles it as elsewhere
      // (`[^[]:]:$$Amendments` was quoted again on every run: found by a
      // fuzz), unless a construct a browser reads from a line above ends
      // at every `>` there (`<div`, `[a]:>Amendments`).
      if (!isFootnoteLabelEnd(text, at - 1)) {
        // A `>` already at the insertion settles it too (see `midLine`:
        // `>[^1]:<!--]:$$Amendments` took one more on every run).
        // So do quote markers between the label and the insertion, where
        // they show: a reading that starts the line past the label reads
        // them before the heading, and one more `>` changes nothing there
        // (`$$> 1.[^1]:> > > Amendments|` in a table's footnote took three
        // more on every run: fuzz run 72).
        const settled =
          quotesAfter(text, offset) > 0 ||
          (quotes > 0 && labels.shownGreater(at + 1, offset)) ||
          (displaysBefore(labels, at, offset) && labels.shownGreater(at + 1, offset + runAfter(text, offset)))
        return {settled, escape: -1, escapes: []}
      }
      // Not a `>` that a construct a browser reads ends there: the label is
      // text inside an HTML block (`<p>`, `<p|`, `[^1]: `,
      // `[^1]: >Work-item&#13;context`: the `>` ends `<p|`; fuzz run 22).
      if (quotes > 0 && !labels.shownGreater(at + 1, offset)) quotes = 0
      return {settled: quotes + quotesAfter(text, offset) > 0, escape: -1, escapes: []}
    } else if (code === 124 /* `|` */) {
      // A cell (a reading may take any stretch after a `|` for one): it goes
      // on with its line's footnote, whose label is escaped as for the line
      // (else a `> ` was added on every run: `> [^1]:x`, `a|Amendments`;
      // found by review 27).
      // Not a `>` that may end a tag a browser reads across the `|` instead
      // (`<p|>Amendments` in an HTML block, where the heading stayed
      // unquoted: found by a fuzz; the tag may open lines above: `<a`,
      // `b|>Amendments`; a construct ends at one `>`, so quoting such a
      // line once more adds a `>` that shows).
      if (quotes > 0 && !labels.shownGreater(at + 1, offset)) quotes = 0
      quotes += quotesAfter(text, offset)
      const escape = labels.quotedAbove(labels.lineStart(at))
      return {settled: quotes > 0, escape, escapes: escape === -1 ? [] : labels.chain(escape)}
    } else if (code === 93 /* `]` */ && quotes > 0 && isTaskBox(text, at - 2)) {
      // A task box before the quote markers is a wrapper a reading reads
      // past, as white space (`$$> 1.[^1]:[ ]> > > Amendments|` took three
      // more on every run; fuzz run 73).
      at -= 2
    } else if (quotes > 0 && isWrapperMark(code) && labelBeforeWrappers(text, at) !== -1) {
      // So are code and emphasis marks, quote markers and list markers
      // with no blank after them, between a footnote label and the quote
      // markers (`$$> 1.[^1]:[x]`> > > Amendments|`, `[^1]:*`> …`,
      // `[^1]:1.> …`, `[^1]:>`> …` took three more on every run; fuzz runs
      // 75 and 76), and so between a cell's `|` and them (`$$[|-> …`; fuzz
      // run 76): the label's `:` or the `|` is read next (the loop steps
      // back onto it).
      at = labelBeforeWrappers(text, at) + 1
    } else if (code !== 32 && code !== 9) {
      // Bullets after a quote marker are inside the quote (`> -Amendments`,
      // `> - Amendments`): quoting again would add `>` on every run (found
      // by review: `<a>><E`, `?>`, `-&#65mendments`). A bullet is one when
      // white space or the heading follows it: `-->` before a heading is
      // no quote but the end of a tag or comment a browser reads (found by
      // review: `<pre>`, `<xI t`, `-->&#65;mendments`).
      // ATX markers and math delimiters too: the flat model reads the first
      // as wrappers where they display (`#a&zwj;mendments` in a table), the
      // math readings read on after the second (`$$Amendments`), and a `>`
      // after either shows before the heading (`#> amendments`, `$$>
      // Amendments`): quoting again would add one on every run (found by a
      // fuzz: `>[^1]:`, `#a&zwj;mendments|9`, `|-`; `>[^1]:$$Amendments`).
      // Anything else before a `> ` there may show before it (see
      // `displaysBefore`).
      // The math readings read on after `$$` from a line start anywhere
      // (see `math.ts`): quote markers between it and the heading show
      // before it there, wherever the line starts (`>[^a]:a$$> > >
      // amendments|`, `|-` took one more on every run: fuzz run 28).
      // (So do a TeX line break, `\\`, and an aligned environment's `&`:
      // `$\\> > > Amendments|`, `|-`; fuzz run 52.)
      if (math === -1 && quotes > 0 && mathLineStartAt(text, at)) math = at + 1
      if (code !== 35 /* `#` */ && code !== 36 /* `$` */) {
        // (Also where emphasis marks stand between: `$$> **> > >
        // Work-item context.**`; fuzz run 29.)
        if (math === -1 && quotes > 0) math = mathBefore(text, at)
        if (code !== 45 && code !== 42 && code !== 43) return midLine(labels, at, offset, math)
        const next = text.charCodeAt(at + 1)
        if (at + 1 !== offset && next !== 32 && next !== 9) return midLine(labels, at, offset, math)
      }
    }

    at--
  }

  // Not `>` that a construct a browser reads from a line above ends there
  // (`<div`, then `#>Amendment&#115;`: the `>` ends the tag, and the
  // heading shows unquoted; fuzz run 20), as for a cell's.
  if (quotes > 0 && !labels.shownGreater(at + 1, offset)) quotes = 0
  quotes += quotesAfter(text, offset)
  const escape = labels.quotedAbove(at + 1)
  return {settled: quotes > 0, escape, escapes: escape === -1 ? [] : labels.chain(escape)}
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a code or emphasis mark (`` ` ``, `*`, `_`, `~`), a
 *   quote marker, or part of a list marker (`-`, `+`, a digit, `.`, `)`).
 */
function isWrapperMark(code: number): boolean {
  return (
    code === 96 ||
    code === 42 ||
    code === 95 ||
    code === 126 ||
    code === 62 ||
    code === 45 ||
    code === 43 ||
    code === 46 ||
    code === 41 ||
    isDigit(code)
  )
}

/**
 * Index of the `:` of a `]:` (a footnote label's, or another read as
 * `headingQuoting` reads one), or of a cell's `|`, that a short run of
 * wrapper marks (see `isWrapperMark`), task boxes and white space ending
 * at `at` follows, or -1.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of the run's last character.
 * @returns
 *   Index, or -1 (looked back at most 64 characters: linear).
 */
function labelBeforeWrappers(text: string, at: number): number {
  let index = at
  while (index > 0 && at - index < 64) {
    const code = text.charCodeAt(index)
    if (isWrapperMark(code) || code === 32 || code === 9) index--
    else if (code === 93 && isTaskBox(text, index - 2)) index -= 3
    else break
  }

  return (text.charCodeAt(index) === 58 && text.charCodeAt(index - 1) === 93) || text.charCodeAt(index) === 124 ? index : -1
}

/**
 * Index after a `$$` (or another place the math readings start a line,
 * see `mathLineStartAt`) that a short run of wrapper characters (emphasis,
 * quote, ATX and list markers, code marks, white space) ending at `at`
 * follows, or -1.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of the run's last character.
 * @returns
 *   Index, or -1 (looked back at most 64 characters: linear).
 */
function mathBefore(text: string, at: number): number {
  for (let index = at; index > 0 && at - index < 64; index--) {
    const code = text.charCodeAt(index)
    if (mathLineStartAt(text, index)) return index + 1
    // A task box a reading shows as a checkbox, no text, and a cell's pipe
    // (`$$> |> [X]> > > Work-item context`; fuzz run 37).
    if (code === 93 && text.charCodeAt(index - 2) === 91 && isTaskBoxMark(text.charCodeAt(index - 1))) {
      index -= 2
      continue
    }

    // `*`, `_`, `~`, `>`, space, tab; ATX and bullet markers (`$$_# _> >
    // Amendments__`; fuzz run 30); backticks (`$$> `> > > amendments|`;
    // fuzz run 52).
    // Ordered list markers too (`$$> 1.> Amendments|`, under a footnote
    // label in a quote and a table: one more `> ` on every run; fuzz run 61).
    if (isDigit(code) || code === 46 || code === 41) continue
    if (code !== 42 && code !== 95 && code !== 126 && code !== 62 && code !== 32 && code !== 9 && code !== 35 && code !== 45 && code !== 43 && code !== 124 && code !== 96) return -1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   Whether the math readings start a line after `at`: it ends `$$`, or a
 *   TeX line break (`\\`), or it is an aligned environment's `&` (see
 *   `math.ts`).
 */
function mathLineStartAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  const before = text.charCodeAt(at - 1)
  return (code === 36 && before === 36) || (code === 92 && before === 92) || code === 38
}

/**
 * How a heading's `> ` after text that may show is settled (see
 * `displaysBefore`). The line goes on with a footnote opened in quotes as
 * at a line start: its label is escaped (else a reading that follows the
 * footnote out of its quotes, the flat model's, saw the line unquoted
 * however many `>` it had, and one more went in on every run: `>[^1]:`,
 * `1.amendments|9`, `|-`; found by a fuzz).
 *
 * @param labels
 *   Labels of the text (and its lines).
 * @param at
 *   Index of a character that is no white space, quote marker or bullet.
 * @param offset
 *   The insertion.
 * @param math
 *   Index after a `$$` (or a TeX line break) that quote markers follow up
 *   to the insertion, or -1.
 * @returns
 *   How it is settled.
 */
function midLine(labels: FootnoteLabels, at: number, offset: number, math: number): HeadingQuoting {
  const escape = labels.quotedAbove(labels.lineStart(at))
  // A `>` already at the insertion shows before the heading in any reading
  // that starts a line there; mid-line, another could only show too (else
  // one went in on every run: `>[^1]:->$$Amendments`, found by a fuzz).
  const settled =
    quotesAfter(labels.text, offset) > 0 ||
    displaysBefore(labels, at, offset) ||
    (math !== -1 && labels.shownGreater(math, offset))
  return {settled, escape, escapes: escape === -1 ? [] : labels.chain(escape)}
}

/**
 * Whether the character at `at`, mid-line before a heading's insertion at
 * `offset`, shows before a `> ` already there, so that the heading is
 * quoted already: a reading that skips it (link text opened, a reference
 * left undecoded, math) found the heading after it, and a `> ` put there
 * shows before the heading (`[$$> Amendments`, `text&> WORk-ItEm
 * conTExt`; found by a fuzz, where one more `> ` went in on every run).
 * Not when every `>` there may end a construct instead (and show nothing):
 * one a browser reads in the text (on the line or from a line above), or
 * the end of a comment, instruction or CDATA section (`-->`, `?>`, `]]>`)
 * opened before the text.
 *
 * @param labels
 *   Labels of the text (and its lines).
 * @param at
 *   Index of a character that is no white space, quote marker or bullet.
 * @param offset
 *   The insertion.
 * @returns
 *   Whether the heading is quoted already.
 */
function displaysBefore(labels: FootnoteLabels, at: number, offset: number): boolean {
  const text = labels.text
  if (quotesAfter(text, offset) === 0) return false
  const code = text.charCodeAt(at)
  // Right before the `>` only: `-->`, `?>`, `]]>` (`-$$> Amendments` is
  // settled; it was quoted again on every run: found by a fuzz).
  if ((code === 45 /* `-` */ || code === 63 /* `?` */ || code === 93) /* `]` */ && text.charCodeAt(at + 1) === 62) return false
  // A `<` that opens nothing does not (`<$$> Amendments`: found by a fuzz).
  return labels.shownGreater(at + 1, offset + runAfter(text, offset))
}

/**
 * The escape of a footnote label's `[` (see `headingQuoting`), reported
 * under the rule of the heading that needs it.
 *
 * @param index
 *   Index of the `[`.
 * @param rule
 *   The heading's rule.
 * @returns
 *   Edit.
 */
export function labelEscape(index: number, rule: RuleId): RawEdit {
  return {start: index, end: index + 1, replacement: '\\[', rule}
}

/**
 * @param text
 *   Text.
 * @param offset
 *   Where a heading's `> ` would go.
 * @returns
 *   How many quote markers (among white space) the insertion would go before.
 */
function quotesAfter(text: string, offset: number): number {
  let quotes = 0
  for (let at = offset; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 62) quotes++
    else if (code !== 32 && code !== 9) break
  }

  return quotes
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index on a line.
 * @returns
 *   How many `>` stand on its line before `index`.
 */
function quotesBefore(text: string, index: number): number {
  let quotes = 0
  for (let at = index - 1; at >= 0; at--) {
    const code = text.charCodeAt(at)
    if (code === 10) break
    if (code === 62) quotes++
  }

  return quotes
}

/**
 * The footnote labels lines go on with, found in one pass over a text the
 * first time one is asked for (a heading on every line of a long stretch
 * must not read back over it each time).
 */
export class FootnoteLabels {
  /** Text. */
  readonly text: string
  /** What is read of the text once (may be shared by several sets). */
  private readonly index: LabelIndex
  /** Labels a chain gave already. */
  private readonly given = new Set<number>()

  /**
   * @param text
   *   Text.
   * @param index
   *   What is read of it once, shared with other sets over the same text
   *   (the flat model reads a text in many pieces, each with its own set:
   *   reading every line for each was quadratic; found by a benchmark).
   */
  constructor(text: string, index: LabelIndex = new LabelIndex(text)) {
    this.text = text
    this.index = index
  }

  /**
   * @param offset
   *   Index in the text.
   * @returns
   *   Start of the line it is on.
   */
  lineStart(offset: number): number {
    const index = this.index
    return index.starts()[index.lineIndex(offset)]!
  }

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   Whether a `>` in `[from, to)` shows in a browser's reading of the
   *   text as raw HTML: one that no construct holds or ends at (the
   *   constructs are found once, in one walk). One that a construct holds
   *   past `to` counts as shown: the construct hides what follows it too
   *   (`<!--`, then `> Amendments`: quoted once more, the line was
   *   `> > Amendments`, live to the v1 rules; found by a property test).
   */
  shownGreater(from: number, to: number): boolean {
    const spans = this.index.constructs()
    // Nor one that ends a construct any `<` opens: the one walk of
    // `constructs` may hold that `<` in a construct left open before it,
    // which GitHub shows as text where it stands in a paragraph (`<x a="`,
    // then `<div`, `b|>Amendments`: the `<div` block's tag ends at the
    // `>`; fuzz run 31; also after text in an HTML block, `x<div`; fuzz
    // run 32).
    const ends = this.index.constructEnds()
    for (let at = from; at < to; at++) {
      if (this.text.charCodeAt(at) !== 62) continue
      // The last span starting at or before `at`.
      let low = 0
      let high = spans.length / 2 - 1
      let found = -1
      while (low <= high) {
        const middle = (low + high) >> 1
        if (spans[middle * 2]! <= at) {
          found = middle
          low = middle + 1
        } else {
          high = middle - 1
        }
      }

      if (found === -1 || spans[found * 2 + 1]! <= at || spans[found * 2 + 1]! > to) {
        if (!ends.has(at)) return true
      }
    }

    return false
  }

  /**
   * The `[` of the label of a footnote definition that the line at
   * `lineStart` may go on with (on the nearest line above, in the same
   * stretch of non-blank lines, that starts, after white space, `>` and
   * list markers, with `[^label]:`), when quotes stand before that label.
   *
   * @param lineStart
   *   Start of a line.
   * @returns
   *   Index of the label's `[`, or -1 when there is none or it is not quoted.
   */
  quotedAbove(lineStart: number): number {
    const index = this.index
    const line = index.lineIndex(lineStart)
    return index.starts()[line] === lineStart ? index.labels()[line]! : -1
  }

  /**
   * A quoted label and those before it in its stretch, up to one given
   * before (so that many headings below many labels stay linear).
   *
   * @param label
   *   Index of a quoted label's `[`.
   * @returns
   *   Labels not given yet, nearest first.
   */
  chain(label: number): number[] {
    const result: number[] = []
    const before = this.index.before()
    let current: number | undefined = label
    while (current !== undefined && !this.given.has(current)) {
      this.given.add(current)
      result.push(current)
      current = before.get(current)
    }

    return result
  }
}

/**
 * What `FootnoteLabels` reads of a text, once, on first use: its lines,
 * the quoted label each may go on with, and the constructs a browser reads.
 */
export class LabelIndex {
  /** Text. */
  readonly text: string
  /** Line starts, ascending. */
  private lineStarts: Int32Array | undefined
  /** For each line, the `[` of the label it may go on with, or -1. */
  private lineLabels: Int32Array | undefined
  /** Lines known. */
  private count = 0
  /** For each quoted label, the quoted label before it in its stretch. */
  private readonly labelBefore = new Map<number, number>()
  /** Constructs a browser reads, as `start, end` pairs. */
  private spans: number[] | undefined
  /** The `>` that end a construct some `<` opens. */
  private ends: Set<number> | undefined

  /**
   * @param text
   *   Text.
   */
  constructor(text: string) {
    this.text = text
  }

  /** @returns Line starts, ascending. */
  starts(): Int32Array {
    if (!this.lineStarts) this.build()
    return this.lineStarts!
  }

  /** @returns For each line, the `[` of the label it may go on with, or -1. */
  labels(): Int32Array {
    if (!this.lineLabels) this.build()
    return this.lineLabels!
  }

  /** @returns For each quoted label, the quoted label before it in its stretch. */
  before(): ReadonlyMap<number, number> {
    if (!this.lineStarts) this.build()
    return this.labelBefore
  }

  /** @returns Constructs a browser reads, as `start, end` pairs. */
  constructs(): number[] {
    return (this.spans ??= constructSpans(this.text))
  }

  /**
   * @returns
   *   The `>` that end a construct some `<` opens, each `<` read on its
   *   own, also inside another construct (found once, in order: linear
   *   with `ConstructEnds`).
   */
  constructEnds(): Set<number> {
    if (this.ends) return this.ends
    const text = this.text
    const ends = new Set<number>()
    const searches = new ConstructEnds(text)
    let at = text.indexOf('<')
    while (at !== -1) {
      const end = searches.end(at)
      if (end > 0) ends.add(end - 1)
      at = text.indexOf('<', at + 1)
    }

    this.ends = ends
    return ends
  }

  /**
   * @param offset
   *   Index in the text.
   * @returns
   *   Index of the line it is on.
   */
  lineIndex(offset: number): number {
    const starts = this.starts()
    let low = 0
    let high = this.count - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }

    return low
  }

  /** Read every line once. */
  private build(): void {
    const text = this.text
    let size = 64
    let starts = new Int32Array(size)
    let labels = new Int32Array(size)
    let count = 0
    let current = -1
    let start = 0
    while (start <= text.length) {
      let end = text.indexOf('\n', start)
      if (end === -1) end = text.length
      if (count === size) {
        size *= 2
        const grownStarts = new Int32Array(size)
        grownStarts.set(starts)
        starts = grownStarts
        const grownLabels = new Int32Array(size)
        grownLabels.set(labels)
        labels = grownLabels
      }

      starts[count] = start
      labels[count++] = current
      const label = labelBracket(text, start, end)
      // A blank line (in its quotes) ends the stretch. The quotes of a label
      // are counted here, once per line (a heading on every line below a
      // long prefix must not count them again each time: quadratic before).
      if (label === -2) {
        current = -1
      } else if (label !== -1) {
        const quoted = quotesBefore(text, label) > 0
        if (quoted && current !== -1) this.labelBefore.set(label, current)
        current = quoted ? label : -1
      }

      start = end + 1
    }

    this.lineStarts = starts
    this.lineLabels = labels
    this.count = count
  }
}

/**
 * Read one line for the footnote labels a line below may go on with.
 *
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   How many `>` precede a footnote label that starts the line (after
 *   container markers), -1 when it starts with none, -2 when it is blank
 *   (white space and `>` only).
 */
export function labelLineQuotes(text: string, start: number, end: number): number {
  const label = labelBracket(text, start, end)
  return label < 0 ? label : quotesBefore(text, label)
}

/**
 * Whether a line holds containers and an empty footnote definition only
 * (`[^x]:`, `> - [^x]:`): it opens no paragraph, so an HTML block of kind 7
 * may start on the next line (`[^x]:`, `<R>`, `Instruction from`, a tag,
 * ` @`: an HTML block on GitHub, where its line feeds are spaces; found by
 * fuzz run 16).
 *
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether it does.
 */
export function emptyLabelLine(text: string, start: number, end: number): boolean {
  const label = labelBracket(text, start, end)
  // `labelBracket` found `]:` before any white space after the label.
  return label >= 0 && isBlank(text, text.indexOf(']:', label) + 2, end)
}

/**
 * Read a line for the footnote label it starts, as cmark-gfm reads one
 * (`[^`, one or more characters other than `]`, white space and NUL, then
 * `]:`; found by review: `[^a b]:` and `[^]:` start none, so a heading
 * below them goes on with the label above).
 *
 * Where it cannot be known without the containers whether the line starts
 * a definition or goes on with the paragraph above (indented four columns
 * or by a tab: `    [^2]:` is paragraph text), a label with no quotes
 * before it is not taken: the label above, which is then escaped, stays
 * (found by review). Escaping one label too many only shows as text what
 * was a definition.
 *
 * A line of white space and `>` is blank in its quotes and ends the
 * stretch, unless a tab or four spaces stand before a `>` (`    >` is
 * paragraph text: found by review).
 *
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Index of the `[` of a footnote label that starts the line (after
 *   container markers), -1 when it starts with none (or one not taken),
 *   -2 when it is blank.
 */
function labelBracket(text: string, start: number, end: number): number {
  let at = start
  // Only white space and `>` make a blank line (in its quotes) that ends a
  // paragraph: an empty list item interrupts none, and `**` is text (found
  // by a fuzz run: `>[^a]: y`, `**`, `> Amendments`).
  let blank = true
  // Spaces since the last marker, and whether a tab stood among them.
  let spaces = 0
  let tab = false
  // Whether any run of the prefix was indented four columns or by a tab
  // (`    * [^1]:` is paragraph text too: found by a fuzz run).
  let indented = false
  while (at < end) {
    const code = text.charCodeAt(at)
    if (!containerMarker(code)) break
    if (code === 32) {
      spaces++
    } else if (code === 9) {
      tab = true
    } else {
      if (code !== 62 || tab || spaces > 3) blank = false
      if (tab || spaces > 3) indented = true
      spaces = 0
      tab = false
    }

    at++
  }

  // White space four columns deep or more after the last marker may be a
  // blank line inside a footnote definition, which goes on past it
  // (`>[^x]:`, `>     `, `>     a`, then a lazy `Amendments`; fuzz run 27).
  if (at === end) return blank && !tab && spaces < 4 ? -2 : -1
  if (text.charCodeAt(at) !== 91 || text.charCodeAt(at + 1) !== 94) return -1
  // Within the line: a search to the end of the text from every line would
  // be quadratic.
  let close = at + 2
  while (close < end) {
    const code = text.charCodeAt(close)
    if (code === 93) break
    if (code === 32 || code === 9 || code === 13 || code === 0) return -1
    close++
  }

  if (close === at + 2 || close === end || text.charCodeAt(close + 1) !== 58) return -1
  // The run right before the label counts too.
  if ((indented || tab || spaces > 3) && quotesBefore(text, at) === 0) return -1
  return at
}

/**
 * @param text
 *   Text.
 * @param close
 *   Index of a `]` followed by `:`.
 * @returns
 *   Whether it ends a footnote label (`[^id]`) that only container markers
 *   (white space, `>`, list markers) and other labels precede on its line
 *   (`[^1]: [^2]:`: found by a fuzz run).
 */
function isFootnoteLabelEnd(text: string, close: number): boolean {
  let end = close
  // Label by label, back to the line start (each character is read once).
  while (true) {
    let at = end - 1
    // The label: no brackets or white space in it (bounded by the line).
    while (at > 0) {
      const code = text.charCodeAt(at)
      if (code === 94 /* `^` */ && text.charCodeAt(at - 1) === 91 /* `[` */) break
      if (code === 91 || code === 93 || code === 10 || code === 32 || code === 9) return false
      at--
    }

    if (at <= 0 || at === end - 1) return false
    for (at -= 2; at >= 0; at--) {
      const code = text.charCodeAt(at)
      if (code === 10) return true
      if (code === 58 /* `:` */ && text.charCodeAt(at - 1) === 93 /* `]` */) break
      if (!containerMarker(code)) return false
    }

    if (at < 0) return true
    end = at - 1
  }
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be part of container markers: white space, `>`, bullets,
 *   ordered list numbers and their `.` or `)`.
 */
export function containerMarker(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 62 ||
    code === 45 ||
    code === 42 ||
    code === 43 ||
    code === 46 ||
    code === 41 ||
    (code >= 48 && code <= 57)
  )
}

/** A line in the scan engine's quoted heading form. */
const quotedHeading = /^> (?:amendments[ \t]*$|work-item context(?![\w\u212A\u017F]))/iu

/**
 * Label escapes for every line already in the quoted heading form (`> Amendments`,
 * `> Work-item context.`) that goes on with a footnote defined in quotes,
 * whatever the parser read there: micromark and cmark-gfm may disagree on
 * whether such a line goes on with the footnote (`>  2) [^1]: x`, then
 * `> Amendments`: found by a fuzz run), and the escape is harmless where it
 * is not needed. Linear: one table of labels, one pass over the lines.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function quotedHeadingLabelEscapes(text: string): RawEdit[] {
  if (!text.includes('[^')) return []
  const labels = new FootnoteLabels(text)
  const edits: RawEdit[] = []
  let start = 0
  while (start < text.length) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    if (text.charCodeAt(start) === 62 && quotedHeading.test(text.slice(start, Math.min(end, start + 40)))) {
      const label = labels.quotedAbove(start)
      const rule: RuleId = (text.charCodeAt(start + 2) | 32) === 97 ? 'amendments-heading' : 'context-heading'
      if (label !== -1) for (const index of labels.chain(label)) edits.push(labelEscape(index, rule))
    }

    start = end + 1
  }

  return edits.sort((a, b) => a.start - b.start)
}

/**
 * The constructs (tags, comments, bogus comments) a browser reads in a text
 * taken as raw HTML, in one walk: each from its `<` to its end, one left
 * open to the end of the text.
 *
 * @param text
 *   Text.
 * @returns
 *   Spans, as `start, end` pairs, sorted and disjoint.
 */
function constructSpans(text: string): number[] {
  const spans: number[] = []
  let at = text.indexOf('<')
  while (at !== -1) {
    const end = constructEnd(text, at)
    if (end === -1) {
      at = text.indexOf('<', at + 1)
      continue
    }

    const stop = end < 0 ? text.length : end
    spans.push(at, stop)
    at = text.indexOf('<', stop)
  }

  return spans
}

/**
 * @param text
 *   Text.
 * @param offset
 *   Where a heading's `> ` would go.
 * @returns
 *   Length of the run of quote markers and white space there.
 */
function runAfter(text: string, offset: number): number {
  let at = offset
  while (at < text.length) {
    const code = text.charCodeAt(at)
    if (code !== 62 && code !== 32 && code !== 9) break
    at++
  }

  return at - offset
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may stand inside a task box (`[ ]`, `[x]`, `[X]`).
 */
function isTaskBoxMark(code: number): boolean {
  return code === 32 || code === 120 || code === 88
}
