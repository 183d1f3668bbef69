// Link syntax in the flat model: autolinks, link text, destinations and
// labels left open, bracket matching and the code spans that bind tighter,
// and the per-stretch tables destinations are read from.
import {HtmlMatcher, isAsciiAlpha} from 'steer-envelope'
import {interruptsParagraph, quoteMarkers} from './blocks.js'
import {closingRun, codeSpanEnds, runEnd} from './code.js'
import {commonMarkConstructEnd, commonMarkTagEnd} from './html.js'
import {charSet} from '../char-set.js'
import {cdataAnyCase, cmarkCdataEnd, cmarkTitleClose, isAsciiPunctuation, isEscaped, isSpaceOrTab, skipSpaceOrTab} from './text.js'

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `<`.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index after the `>` of a URI autolink there (`<scheme:address>`), or
 *   -1. The address ends at the first `<`, blank or control, so the scans
 *   from the `<` of a stretch never overlap: linear.
 */
export function autolinkEnd(text: string, at: number, to: number): number {
  let end = at + 1
  if (!isAsciiAlpha(text.charCodeAt(end))) return -1
  end++
  while (end < to && end - at <= 33 && isSchemeChar(text.charCodeAt(end))) end++
  if (end - at < 3 || end - at > 33 || text.charCodeAt(end) !== 58 /* `:` */) return -1
  for (end++; end < to; end++) {
    const code = text.charCodeAt(end)
    if (code === 62) return end + 1
    if (code === 60 || code <= 32 || code === 127) return -1
  }

  return -1
}

/**
 * What brackets skip at a `<`: a URI autolink (its brackets are no link
 * syntax: `![a <https://a]b> c](y)`; found by a fuzz run), or raw HTML as
 * cmark-gfm reads it inline (it binds tighter than brackets too:
 * `![<m o=]>c]()Amendments`; fuzz run 26).
 *
 * @param text
 *   Text.
 * @param at
 *   Index of a `<`.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index after it; -1 where none starts there; -2 where raw HTML may
 *   start and go on past `to`.
 */
function rawHtmlEnd(text: string, at: number, to: number): number {
  const end = autolinkEnd(text, at, to)
  if (end !== -1) return end
  const tag = commonMarkTagEnd(text, at, to)
  return tag === -1 ? commonMarkConstructEnd(text, at, to) : tag
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `<`.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index of the last character of what brackets skip there (see
 *   `rawHtmlEnd`), or `at`.
 */
function afterAutolink(text: string, at: number, to: number): number {
  const end = rawHtmlEnd(text, at, to)
  return end > 0 ? end - 1 : at
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue a URI scheme (letters, digits, `+`, `.`, `-`).
 */
function isSchemeChar(code: number): boolean {
  return isAsciiAlpha(code) || (code >= 48 && code <= 57) || code === 43 || code === 46 || code === 45
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param close
 *   Index of the `]` of link text.
 * @returns
 *   Index of its `[` on the line (escaped brackets skipped, roughly), or -1.
 */
export function linkTextOpener(text: string, from: number, close: number): number {
  let depth = 0
  for (let at = close - 1; at >= from; at--) {
    const code = text.charCodeAt(at)
    if (code !== 91 && code !== 93) continue
    if (at > from && text.charCodeAt(at - 1) === 92) continue
    if (code === 93) depth++
    else if (depth === 0) return at
    else depth--
  }

  return -1
}

/** Most characters a link destination is skipped over when matching brackets. */
const maxDestinationSkip = 512

/** What ends a link destination, title or label. */
export const closers = charSet(')]')

/** Link text brackets. */
export const brackets = charSet('[]')

/** Most lines a link destination or label is followed across. */
export const maxSpanningLines = 8

/**
 * Whether a line may leave link text, a destination, a title or a label
 * open, and where: a `[` without its `]` (the line's end), or a `](` or `][`
 * whose destination, title or label the line does not close (the index of
 * its `]`). Escapes are skipped; quotes and parentheses in a destination
 * are followed roughly (conservative).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param literal
 *   Read a `]` that closes no `[` of the line as text, not as the end of
 *   link text a line above opened (default: `false`).
 * @returns
 *   Index of the `]` of an open destination or label, `to` for open link
 *   text, or -1.
 */
export function openLink(text: string, from: number, to: number, literal = false): number {
  let depth = 0
  // The `]` of a `](` or `][` not yet closed, or -1.
  let waiting = -1
  // In a destination: parentheses open, and the quote open (0: none).
  let parens = 0
  let quote = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) {
      at++
    } else if (waiting !== -1 && text.charCodeAt(waiting + 1) === 40) {
      // Inside `](…`: quotes, then parentheses.
      if (quote !== 0) {
        if (code === quote) quote = 0
      } else if (code === 34 || code === 39) {
        quote = code
      } else if (code === 40) {
        parens++
      } else if (code === 41 && --parens === 0) {
        waiting = -1
      } else if ((code === 32 || code === 9) && parens > 1) {
        // cmark-gfm 0.29 ends a destination with a `(` left open at white
        // space: a title and `)` may follow (see `openImage`).
        parens = 1
      }
    } else if (code === 60 /* `<` */) {
      at = afterAutolink(text, at, to)
    } else if (code === 91 /* `[` */) {
      // A label holds no `[`: the brackets before it were no reference, and
      // its `[` opens link text like this one (`[K][work-[][r`, `][]()…`:
      // the empty links later display nothing; found by a fuzz run).
      if (waiting !== -1) waiting = -1
      depth++
    } else if (code === 93 /* `]` */) {
      if (waiting !== -1) {
        waiting = -1
        continue
      }

      // With `literal`, a `]` that closes nothing on the line is text (it
      // may close link text a line above opened, the default reading).
      if (literal && depth === 0) continue
      if (depth > 0) depth--
      const next = text.charCodeAt(at + 1)
      if (next === 40 || next === 91) {
        waiting = at
        parens = next === 40 ? 1 : 0
        quote = 0
        at++
        if (next === 91) depth++
      }
    }
  }

  return waiting !== -1 ? waiting : depth > 0 ? to : -1
}

/**
 * Where a line leaves an image's description open: the `!` of the first
 * `![` among the brackets still open at its end, and how many of those are
 * open from it on. The description displays nothing where the image loads,
 * so the text before it joins what follows the image on a later line
 * (`Instruction from ![x`, `](u)@x`: found by the browser oracle).
 * Escapes are skipped; a destination is followed by its parentheses and
 * quotes (one the line leaves open is `openLink`'s case). Where a later
 * `![` is open at the end too, the first may never close and be text:
 * `innerAt` and `innerDepth` tell the last such one (else `innerAt` is -1).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param goesOn
 *   Whether a line below goes on with the paragraph `from` is in, where the
 *   caller knows it (see `runSizesBelow`).
 * @returns
 *   Index of the `!` and the depth, or `undefined`.
 */
export function openImage(text: string, from: number, to: number, goesOn?: GoesOn): OpenImage | undefined {
  const open: number[] = []
  // The line's backtick runs by length (made at the first backtick).
  let runs: Map<number, BacktickRuns> | undefined
  // The images open where a code span may run on past the line (the
  // first few runs with no closer on it).
  const spanning: OpenImage[] = []
  // Sizes of the runs on the lines below (made at the first run with no
  // closer on the line).
  let below: Set<number> | undefined
  let parens = 0
  let quote = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) {
      at++
    } else if (parens > 0) {
      if (quote !== 0) {
        if (code === quote) quote = 0
      } else if (code === 34 || code === 39) {
        quote = code
      } else if (code === 40) {
        parens++
      } else if (code === 41) {
        parens--
      } else if ((code === 32 || code === 9) && parens > 1) {
        // A `(` left open before white space ends the destination in
        // cmark-gfm 0.29 (the title and `)` may follow) and makes none in
        // micromark: either way an image after it is no part of one
        // (`[](x(y "t")Work![a`, `b](u)-item context`; found by a fuzz run).
        parens = 0
      }
    } else if (code === 60 /* `<` */) {
      const end = rawHtmlEnd(text, at, to)
      // Raw HTML that goes on past the line, as cmark-gfm reads it across
      // the lines below, holds the rest of it: an image open before it
      // waits on its end (`![<m o="]`, `">c]()Amendments`).
      if (end === -2 && open.length > 0) {
        const until = htmlEndBelow(text, at, to)
        const image = until === -1 ? undefined : openedImage(text, from, open, 0)
        if (image) {
          image.until = until
          return image
        }
      }

      if (end > 0) at = end - 1
    } else if (code === 96 /* `` ` `` */) {
      // A code span on the line holds no bracket (`` ![`]` ``, then
      // `b]()Amendments`: the description goes on; fuzz run 22).
      runs ??= backtickRuns(text, at, to)
      const after = afterCodeSpan(text, at, to, runs)
      // A run with no closer on the line may open a span that a later line
      // closes (`` ![a`] ``, a backtick, `b](u)Work-item context`: the `]`
      // is code; found by a fuzz run): an image open before it is kept as
      // the other reading, its description code from there on.
      if (spanning.length < maxSpanningRuns && open.length > 0 && after === runEnd(text, at, to)) {
        const image = openedImage(text, from, open, after - at)
        // One that a run on a line below that goes on with the paragraph
        // closes holds the rest of the line (`` ![`]`>` ``, then
        // `` ]`>]()Work-item context ``; fuzz run 28).
        below ??= runSizesBelow(text, to, goesOn)
        if (image && below.has(after - at)) return image
        if (image) spanning.push(image)
      }

      at = after - 1
    } else if (code === 91 /* `[` */) {
      open.push(at)
    } else if (code === 93 /* `]` */) {
      // A `]` that closes no `[` of the line may close link text a line
      // above opened, or be text: its `(` is read as text here, so that an
      // image after it is seen (`]([work![`, `]()-item-context]`; fuzz run
      // 13). Reading one more image than GitHub shows only reads more.
      if (open.pop() !== undefined && text.charCodeAt(at + 1) === 40) {
        parens = 1
        quote = 0
        at++
      }
    }
  }

  if (parens > 0) return spanningImage(text, to, spanning)
  return openedImage(text, from, open, 0) ?? spanningImage(text, to, spanning)
}

/**
 * Where raw HTML that starts at `at` and may go on past its line (see
 * `rawHtmlEnd`) ends, as
 * cmark-gfm reads it across the lines of a paragraph (as many as a reading
 * waits on, up to a blank one; container markers on them are read as
 * text, roughly). A tag whose quote never closes is none (`![<m o='`, then
 * `<m o="]`, `">…`: the second tag holds the `]`).
 *
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @param to
 *   Line end.
 * @returns
 *   Index after it, on a later line, or -1.
 */
function htmlEndBelow(text: string, at: number, to: number): number {
  const limit = linesBelowEnd(text, to)
  if (limit === to) return -1
  const tag = commonMarkTagEnd(text, at, limit, true)
  const end = tag === -1 || tag === -2 ? commonMarkConstructEnd(text, at, limit, true) : tag
  return end > to ? end : -1
}

/**
 * @param text
 *   Text.
 * @param to
 *   Line end.
 * @returns
 *   End of the lines below that a reading across lines waits on: up to
 *   `maxSpanningLines` of them, before a blank one (`to` when there are
 *   none).
 */
function linesBelowEnd(text: string, to: number): number {
  let limit = to
  for (let lines = 0; lines < maxSpanningLines && text.charCodeAt(limit) === 10; lines++) {
    let end = text.indexOf('\n', limit + 1)
    if (end === -1) end = text.length
    if (skipSpaceOrTab(text, limit + 1, end) === end) break
    limit = end
  }

  return limit
}

/**
 * Sizes of the backtick runs on the lines below a line (as many as a
 * reading waits on, up to a blank one), up to a line that may start a
 * block of its own (then a run there closes no span the line opens).
 *
 * @param text
 *   Text.
 * @param to
 *   Line end.
 * @param goesOn
 *   Whether a line goes on with the paragraph, where the caller knows it:
 *   a lazy `--` in a quote is text, no underline (`>x`, `` ![`]`z` ``,
 *   `--`, then `` b`]()Amendments ``; fuzz run 57).
 * @returns
 *   Sizes.
 */
function runSizesBelow(text: string, to: number, goesOn: GoesOn | undefined): Set<number> {
  const sizes = new Set<number>()
  const end = linesBelowEnd(text, to)
  let lineStart = to + 1
  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    // A line indented four columns or more past its quote markers goes on
    // with the paragraph outside a list item (`` ![``a`] ``, `\t=`, then
    // `` `b]()Amendments ``: the tab line is no underline, and the single
    // backtick opens the span; fuzz run 51).
    if (
      goesOn
        ? !goesOn(lineStart, lineEnd)
        : interruptsParagraph(text, lineStart, lineEnd) && quoteMarkers(text, lineStart, lineEnd).indent < 4
    ) {
      break
    }

    for (let at = lineStart; at < lineEnd; at++) {
      if (text.charCodeAt(at) !== 96) continue
      const stop = runEnd(text, at, lineEnd)
      sizes.add(stop - at)
      at = stop - 1
    }

    lineStart = lineEnd + 1
  }

  return sizes
}

/** Most runs with no closer on a line that are each taken for a span's opener. */
const maxSpanningRuns = 4

/**
 * Which run with no closer on a line opens the code span an image's
 * description is in: the first whose length a run on the lines below has
 * (as many as a reading waits on, up to a blank one)
 * (`` ![``a`] ``, then `` `b]()Work-item context ``: the single backtick
 * opens it, the double one is text; found by a fuzz run), else none.
 *
 * @param text
 *   Text.
 * @param to
 *   Line end.
 * @param candidates
 *   Images open before such runs, with the runs' lengths.
 * @returns
 *   The one to read, or `undefined`.
 */
function spanningImage(text: string, to: number, candidates: ReadonlyArray<OpenImage>): OpenImage | undefined {
  if (candidates.length === 0) return undefined
  const sizes = new Set<number>()
  // The closer may be lines below (`` ![``a`] ``, `]`, `` `b]()Work-item
  // context ``; fuzz run 26): as far as a reading waits, up to a blank line.
  const end = linesBelowEnd(text, to)
  for (let at = to + 1; at < end; at++) {
    if (text.charCodeAt(at) !== 96) continue
    const stop = runEnd(text, at, end)
    sizes.add(stop - at)
    at = stop - 1
  }

  // None: no run below closes a span, so none is open, and the image is
  // read where its brackets stand (`` ![``] ``, then an image line that
  // starts `` ![`] ``: that one opens; fuzz run 66).
  return candidates.find((image) => sizes.has(image.code))
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param open
 *   Indices of the `[` open.
 * @param code
 *   Length of the backtick run of a code span the description is in, or 0.
 * @returns
 *   The first image among them, or `undefined`.
 */
function openedImage(text: string, from: number, open: ReadonlyArray<number>, code: number): OpenImage | undefined {
  for (const [index, bracket] of open.entries()) {
    if (bracket > from && text.charCodeAt(bracket - 1) === 33 /* `!` */) {
      const image: OpenImage = {at: bracket - 1, depth: open.length - index, innerAt: -1, innerDepth: 0, code, until: -1}
      for (let last = open.length - 1; last > index; last--) {
        const inner = open[last]!
        if (text.charCodeAt(inner - 1) === 33) {
          image.innerAt = inner - 1
          image.innerDepth = open.length - last
          break
        }
      }

      return image
    }
  }

  return undefined
}

/**
 * Whether the line `[lineStart, lineEnd)` goes on with the paragraph of the
 * line above it.
 */
export type GoesOn = (lineStart: number, lineEnd: number) => boolean

/** An image whose description a line leaves open (see `openImage`). */
export interface OpenImage {
  /** Index of its `!`. */
  at: number
  /** Brackets open from it on at the line's end. */
  depth: number
  /** Index of the `!` of the last image open inside it, or -1. */
  innerAt: number
  /** Brackets open from that one on. */
  innerDepth: number
  /**
   * Length of the backtick run of a code span in its description that the
   * line leaves open (a later line may close it), or 0.
   */
  code: number
  /**
   * Index after raw HTML in its description that the line leaves open (it
   * ends on a later line), or -1.
   */
  until: number
}

/**
 * Where an image whose description is open at `from` (`depth` brackets
 * deep) ends on the line `[from, to)`: after its `]` and the destination or
 * label that follows it.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param open
 *   Brackets open at `from`; set to those open at `to` when the line does
 *   not end the description (so it is read once). With `-2`, `closer` is
 *   set to what closes a title left open at `to` (`"`, `'`, `)`), or 0.
 *   With `-1`, `until` is set to the index after raw HTML that holds the
 *   rest of the line and ends on a later one, if any.
 * @returns
 * @param goesOn
 *   Whether a line below goes on with the paragraph, where the caller knows
 *   it (see `runSizesBelow`).
 * @returns
 *   Index after the image, `-1` when the line does not end its
 *   description, `-2` when its destination goes on past the line, `-3`
 *   when its label does.
 */
export function imageEndOnLine(
  text: string,
  from: number,
  to: number,
  open: {depth: number; closer: number; until: number},
  goesOn?: GoesOn
): number {
  let depth = open.depth
  let at = from
  let runs: Map<number, BacktickRuns> | undefined
  let below: Set<number> | undefined
  for (; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 91) depth++
    else if (code === 93 && --depth === 0) break
    else if (code === 60) {
      const end = rawHtmlEnd(text, at, to)
      // Raw HTML that runs on below holds the rest of the line (as in
      // `openImage`: `![a`, `<X alt="`, `]" >`, then `]()Work-item
      // context`; fuzz run 27).
      const until = end === -2 ? htmlEndBelow(text, at, to) : -1
      if (until !== -1) {
        open.depth = depth
        open.until = until
        return -1
      }

      if (end > 0) at = end - 1
    } else if (code === 96) {
      // A code span on the line holds no bracket (`` ![`]` ``, then
      // `` [`]`]b]()Work-item context ``; fuzz run 26).
      runs ??= backtickRuns(text, at, to)
      const after = afterCodeSpan(text, at, to, runs)
      // One that a run on a line below closes holds the rest of the line
      // (`` ![``] ``, then `` ``x`] ``, then `` `x]()Work-item context ``;
      // fuzz run 28): the description goes on after that run.
      if (after === runEnd(text, at, to)) {
        // (Past quote lines that go on with a quoted paragraph: `>x`,
        // `` ![`]` ``, `` WWW.` ``, `` > b`]() ``…; found by this session's
        // fuzzing.)
        below ??= runSizesBelow(text, to, goesOn)
        if (below.has(after - at)) {
          open.depth = depth
          open.until = closingRun(text, to + 1, linesBelowEnd(text, to), after - at)
          return -1
        }
      }

      at = after - 1
    }
  }

  if (at >= to) {
    open.depth = depth
    return -1
  }

  const next = text.charCodeAt(at + 1)
  if (next === 91 /* `[` */) {
    const close = charWithin(text, 93, at + 2, to)
    // A label holds no `[`: brackets with one are none, and the image a
    // shortcut reference (or text) that ends at its `]` (`![a`,
    // `b][/wo![](x)…rk-item-context]` with `[a b]: u`; browser oracle).
    if (charWithin(text, 91, at + 2, close === -1 ? to : close) !== -1) return at + 1
    return close === -1 ? -3 : close + 1
  }

  if (next !== 40 /* `(` */) return at + 1
  open.closer = 0
  // The destination as cmark-gfm 0.29 reads it: `<…>`, or up to white space
  // or a `)` that closes none of its `(` (one left open at white space
  // counts: `![a`, `b](x(y "t")`; found by a fuzz run); then a title.
  at += 2
  at = skipSpaceOrTab(text, at, to)
  if (at >= to) return -2
  if (text.charCodeAt(at) === 60 /* `<` */) {
    const close = charWithin(text, 62, at + 1, to)
    if (close === -1) return -2
    at = close + 1
  } else {
    let parens = 0
    for (; at < to; at++) {
      const code = text.charCodeAt(at)
      if (code === 92 /* `\` */) at++
      else if (isSpaceOrTab(code)) break
      else if (code === 40) parens++
      else if (code === 41 && parens-- === 0) return at + 1
    }
  }

  at = skipSpaceOrTab(text, at, to)
  if (at >= to) return -2
  const code = text.charCodeAt(at)
  if (code === 34 || code === 39 || code === 40) {
    const close = cmarkTitleClose(text, at, to)
    if (close === -1) {
      open.closer = code === 40 ? 41 : code
      return -2
    }

    at = close + 1
    at = skipSpaceOrTab(text, at, to)
  }

  // No `)`: no image there; what follows shows from here.
  return text.charCodeAt(at) === 41 ? at + 1 : at
}

/**
 * @param text
 *   Text.
 * @param code
 *   Character code to find.
 * @param from
 *   Start.
 * @param to
 *   End (excluded).
 * @returns
 *   Index of the first `code` in `[from, to)` not escaped, or -1.
 */
function charWithin(text: string, code: number, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const found = text.charCodeAt(at)
    if (found === 92) at++
    else if (found === code) return at
  }

  return -1
}

/** Lookup tables of a stretch, for link destinations. */
export interface LinkTables {
  /** Next unescaped `)` at or after each index (from the stretch start), or -1. */
  nextClose: Int32Array
  /** Next space or tab. */
  nextSpace: Int32Array
  /**
   * At each title opener (`"`, `'`, `(`), the index of the mark that
   * closes it as cmark-gfm 0.29 reads it (see `cmarkTitleClose`), or -1.
   */
  titleClose: Int32Array
  /** Next unescaped `>`. */
  nextGreater: Int32Array
  /** Next unescaped `<`. */
  nextLess: Int32Array
  /** Number of unescaped `(` before each index (one more entry). */
  opens: Int32Array
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of the stretch.
 * @param to
 *   End.
 * @returns
 *   Tables (indices are absolute; tables are indexed from `from`).
 */
export function linkTables(text: string, from: number, to: number): LinkTables {
  const size = to - from
  // One backing store for all seven tables: the flat model makes tables for
  // many short stretches, and each store is an allocation the collector
  // tracks (seven per stretch took a fifth of the time on long pieces of
  // quoted list items; found by profiling).
  const store = new Int32Array(7 * size + 2)
  const nextClose = store.subarray(0, size)
  const nextSpace = store.subarray(size, 2 * size)
  const titleClose = store.subarray(2 * size, 3 * size).fill(-1)
  const nextGreater = store.subarray(3 * size, 4 * size)
  const nextLess = store.subarray(4 * size, 5 * size)
  const opens = store.subarray(5 * size, 6 * size + 1)
  // The last `)` before each index (one more entry): a `(…)` title that a
  // `(` stops ends at the last `)` before it.
  const closeBefore = store.subarray(6 * size + 1, 7 * size + 2)
  let lastParen = -1
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    const open = code === 40 && !isEscaped(text, from, at)
    opens[at - from + 1] = opens[at - from] + (open ? 1 : 0)
    closeBefore[at - from] = lastParen
    if (code === 41) lastParen = at
  }

  closeBefore[size] = lastParen
  let close = -1
  let space = -1
  let greater = -1
  let less = -1
  // For titles, as cmark-gfm reads them: the next mark with no backslash
  // right before it, and the last quote and apostrophe of the stretch.
  let quote = -1
  let apostrophe = -1
  let paren = -1
  let parenOpen = -1
  let lastQuote = -1
  let lastApostrophe = -1
  for (let at = to - 1; at >= from; at--) {
    const code = text.charCodeAt(at)
    const index = at - from
    if (code === 34) {
      titleClose[index] = quote !== -1 ? quote : lastQuote
    } else if (code === 39) {
      titleClose[index] = apostrophe !== -1 ? apostrophe : lastApostrophe
    } else if (code === 40) {
      const before = closeBefore[(parenOpen === -1 ? to : parenOpen) - from]!
      titleClose[index] = paren !== -1 && (parenOpen === -1 || paren < parenOpen) ? paren : before > at ? before : -1
    }

    // Counted only at the characters it matters for (linear).
    const escaped = (code === 41 || code === 62 || code === 60) && isEscaped(text, from, at)
    const plain = text.charCodeAt(at - 1) !== 92 /* `\` */
    if (code === 41 && !escaped) close = at
    else if (code === 32 || code === 9) space = at
    else if (code === 62 && !escaped) greater = at
    else if (code === 60 && !escaped) less = at
    if (code === 34) {
      if (lastQuote === -1) lastQuote = at
      if (plain) quote = at
    } else if (code === 39) {
      if (lastApostrophe === -1) lastApostrophe = at
      if (plain) apostrophe = at
    } else if (code === 41 && plain) {
      paren = at
    } else if (code === 40 && plain) {
      parenOpen = at
    }

    nextClose[index] = close
    nextSpace[index] = space
    nextGreater[index] = greater
    nextLess[index] = less
  }

  return {nextClose, nextSpace, titleClose, nextGreater, nextLess, opens}
}

/**
 * The first link or image opener (`[`, `![`) in a stretch of wrappers that
 * no `]` in it closes (a `\` escapes the next character), or else the
 * opener of the last pair there when its `]` ends the stretch right before
 * a `(` or `[` (link text: a task box, say); an opener right after a pair's
 * `]` opens a label, and that pair's opener is the link's.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End (where the content starts).
 * @returns
 *   Index of the opener (its `!` for an image), or -1.
 */
export function unclosedOpener(text: string, from: number, to: number): number {
  // Depth of brackets, and the first `[` of the outermost one open.
  let depth = 0
  let first = -1
  // The `]` that closed the last outermost pair.
  let closed = -1
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 91) {
      // A pair right before it is link text and this its label's opener
      // (`[ ][r]Amendments`, a task box the wrapper grammar reads, then `[`:
      // found by a fuzz): the pair's opener opens the link.
      if (depth === 0) first = closed !== -1 && closed === at - 1 ? first : at
      depth++
    } else if (code === 93 && depth > 0) {
      depth--
      if (depth === 0) closed = at
    }
  }

  // A pair that ends the wrappers right before a destination or a label is
  // link text (a task box the wrapper grammar reads: `[ ](x)Amendments`
  // shows ` Amendments`; found by a fuzz).
  const next = text.charCodeAt(to)
  if (depth === 0 && !(closed !== -1 && closed === to - 1 && (next === 40 || next === 91))) return -1
  return first > from && text.charCodeAt(first - 1) === 33 ? first - 1 : first
}

/**
 * @param code
 *   A character before the content.
 * @param next
 *   The character after it.
 * @returns
 *   Whether it is a link opener, an image's `!`, or an emphasis or code mark
 *   (which display nothing: reading them again changes nothing else).
 */
export function isOpenerOrMark(code: number, next: number): boolean {
  return (
    code === 91 ||
    (code === 33 && next === 91) ||
    code === 42 ||
    code === 95 ||
    code === 126 ||
    code === 96
  )
}

/**
 * Where an inline link's destination and title end, as cmark-gfm 0.29
 * reads them: white space, a destination (`<…>`, or raw: no white space,
 * parentheses up to 32 deep, one left open ended by white space), an
 * optional title after white space (`"…"`, `'…'`, `(…)`), white space,
 * `)`. Bounded by `maxDestinationSkip`: a `](` with no `)` after it on a
 * long line must not scan to its end each time (quadratic; found by
 * review).
 *
 * @param text
 *   Text.
 * @param open
 *   Index of the `(`.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index of the `)`, or -1 when they make no link there.
 */
export function linkTailEnd(text: string, open: number, to: number): number {
  const limit = Math.min(to, open + maxDestinationSkip)
  let at = skipSpaceOrTab(text, open + 1, limit)
  if (text.charCodeAt(at) === 60 /* `<` */) {
    for (at++; at < limit; at++) {
      const code = text.charCodeAt(at)
      if (code === 92) at++
      else if (code === 62) break
      else if (code === 60) return -1
    }

    if (at >= limit) return -1
    at++
  } else {
    let depth = 0
    for (; at < limit; at++) {
      const code = text.charCodeAt(at)
      if (code === 92 && isAsciiPunctuation(text.charCodeAt(at + 1))) {
        at++
      } else if (code === 40) {
        if (++depth > 32) return -1
      } else if (code === 41) {
        if (depth === 0) break
        depth--
      } else if (code <= 32) {
        break
      }
    }
  }

  const destinationEnd = at
  at = skipSpaceOrTab(text, at, limit)
  const quote = text.charCodeAt(at)
  if (at > destinationEnd && (quote === 34 || quote === 39 || quote === 40)) {
    const close = cmarkTitleClose(text, at, limit)
    if (close === -1) return -1
    at = skipSpaceOrTab(text, close + 1, limit)
  }

  return at < limit && text.charCodeAt(at) === 41 ? at : -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Index of the first `]` that closes no `[` of the line (escapes, code
 *   spans' backticks and autolinks skipped roughly), or -1.
 */
export function unmatchedClose(text: string, from: number, to: number): number {
  let depth = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 60 /* `<` */) at = afterAutolink(text, at, to)
    else if (code === 91) depth++
    else if (code === 93 && depth-- === 0) return at
  }

  return -1
}

/** A construct left open (see `inlineHtmlEnd`). */
const unterminated = -2

/**
 * Inline HTML at `index` as cmark-gfm 0.29 (GitHub) reads it, which is
 * stricter than micromark and browsers: a comment holds no `--`, does not
 * start with `>` or `->` and does not end with `-`; a declaration is upper
 * case and white space follows its name; a processing instruction needs
 * `?>` after `<?`; a CDATA opener matches in any case, and its content ends
 * at no `]]]>` (see `cmarkCdataEnd`); a tag follows the CommonMark grammar. Where only micromark or a browser reads HTML, link
 * syntax inside it works on GitHub (`<!x [\[work-item](u)-context] >`).
 *
 * @param html
 *   Tag matcher of the text.
 * @param index
 *   Index of `<`.
 * @returns
 *   Index after the construct, -1 when `<` is text, or `unterminated` when
 *   no delimiter closes one (none later in the text can either).
 */
function inlineHtmlEnd(html: HtmlMatcher, index: number): number {
  const text = html.text
  const next = text.charCodeAt(index + 1)
  if (next === 33 /* `!` */) {
    if (text.startsWith('<!--', index)) {
      if (text.startsWith('>', index + 4) || text.startsWith('->', index + 4)) return -1
      const dashes = text.indexOf('--', index + 4)
      if (dashes === -1) return unterminated
      return text.charCodeAt(dashes + 2) === 62 /* `>` */ ? dashes + 3 : -1
    }

    if (cdataAnyCase(text, index)) {
      const end = cmarkCdataEnd(text, index + 9, text.length)
      return end === -1 ? unterminated : end
    }

    let at = index + 2
    while (isUpperCase(text.charCodeAt(at))) at++
    if (at === index + 2) return -1
    const code = text.charCodeAt(at)
    return code === 32 || code === 9 || code === 10 || code === 11 || code === 12 || code === 13
      ? delimited(text, '>', at)
      : -1
  }

  if (next === 63 /* `?` */) return delimited(text, '?>', index + 2)
  return html.tag(index)
}

/**
 * @param text
 *   Text.
 * @param delimiter
 *   Closing delimiter.
 * @param from
 *   Where to search from.
 * @returns
 *   Index after the delimiter, or `unterminated`.
 */
function delimited(text: string, delimiter: string, from: number): number {
  const found = text.indexOf(delimiter, from)
  return found === -1 ? unterminated : found + delimiter.length
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII upper-case letter.
 */
function isUpperCase(code: number): boolean {
  return code >= 65 && code <= 90
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether a `[` stands inside another in the stretch (escapes skipped;
 *   roughly: code and HTML are not read).
 */
export function holdsNestedBrackets(text: string, from: number, to: number): boolean {
  let depth = 0
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92) at++
    else if (code === 91 && ++depth > 1) return true
    else if (code === 93 && depth > 0) depth--
  }

  return false
}

/**
 * Match brackets in a stretch (a `\` escapes the next character).
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param loose
 *   Count as nested in a `[` only inner brackets that a destination or
 *   label follows, and are no image (default: no, any inner brackets).
 * @param strays
 *   Filled, when given, with the `]` that close no `[` of the stretch and
 *   the `[` left open at its end (each in order).
 * @returns
 *   For each `[` (by index from `from`), the index of its `]`, or -1, and
 *   whether another `[` stands inside it.
 */
export function bracketMatches(
  text: string,
  from: number,
  to: number,
  loose = false,
  strays?: {closers: number[]; openers: number[]}
): {matches: Int32Array; nested: Uint8Array} {
  const matches = new Int32Array(to - from).fill(-1)
  const nested = new Uint8Array(to - from)
  const open: number[] = []
  const spans = codeSpanEnds(text, from, to)
  const stretch = text.slice(from, to)
  let html: HtmlMatcher | undefined
  // After a construct left open, `<` is text (each search would run on).
  let constructs = true
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92) {
      at++
    } else if (code === 96) {
      // Code spans bind tighter than link brackets.
      const end = spans.get(at)
      at = (end ?? runEnd(text, at, to)) - 1
    } else if (code === 60 && constructs) {
      // So do autolinks and raw HTML, as cmark-gfm 0.29 reads them (not as
      // a browser does: `<s[\[work-item](u)-context]>` is no tag, and
      // shows the fence; found by a fuzz run).
      let end = autolinkEnd(stretch, at - from, to - from)
      if (end === -1) end = inlineHtmlEnd((html ??= new HtmlMatcher(stretch)), at - from)
      if (end > 0) at = from + end - 1
      else if (end !== -1) constructs = false
    } else if (code === 91) {
      // Every `[` still open holds this one: mark the innermost, which
      // passes it on to the one around it when it closes.
      if (open.length > 0 && !loose) nested[open[open.length - 1]! - from] = 1
      open.push(at)
    } else if (code === 93 && open.length === 0) {
      strays?.closers.push(at)
    } else if (code === 93) {
      const opener = open.pop()!
      matches[opener - from] = at
      const next = text.charCodeAt(at + 1)
      const tail = next === 40 ? linkTailEnd(text, at + 1, to) : -1
      // Loosely, only a link inside counts (images may stand in link text,
      // and brackets nothing follows, or a `(` that starts no destination,
      // may make no link: `[[x](u \[/work-item](u)-context]`; found by a
      // fuzz run).
      const link = (tail !== -1 || next === 91) && !(opener > from && text.charCodeAt(opener - 1) === 33)
      if (open.length > 0 && (!loose || link || nested[opener - from] === 1)) nested[open[open.length - 1]! - from] = 1
      // Brackets in a link destination are none (`![[x]([)](u)`: found by
      // review): skip to its `)`, if cmark-gfm reads one there (a `(` that
      // makes no link is text, and so are the brackets after it:
      // `[Amend](u</a b \[[\[work-item](u)-context]` shows the fence; found
      // by a fuzz run).
      if (tail !== -1) at = tail
    }
  }

  // One by one: a stretch may hold more openers than a call takes
  // arguments (`![ ` 200,000 times threw, and the text fell back as an
  // internal error).
  if (strays) for (const opener of open) strays.openers.push(opener)
  return {matches, nested}
}

/** What `bracketMatches` finds in a stretch, with its strays. */
export interface BracketReading {
  /** For each `[` (by index from the stretch's start), the index of its `]`, or -1. */
  matches: Int32Array
  /** Whether another `[` stands inside each. */
  nested: Uint8Array
  /** The `]` that close no `[` of the stretch, in order. */
  closers: number[]
  /** The `[` left open at its end, in order. */
  openers: number[]
}

/** Most characters of stretches `BracketMemo` keeps readings of. */
const memoLength = 1 << 18

/**
 * `bracketMatches` kept for the stretches read last. A reading across lines
 * reads its parts again at each line it goes on to (up to `maxHandovers`
 * of them: found timing images with backtick runs of many sizes), and
 * each part's brackets are the same each time. Bounded: stretches of at
 * most `memoLength` characters in all (then it starts again).
 */
export class BracketMemo {
  /** The text the readings are of. */
  private text: string | undefined
  /** Readings by start, with their end and looseness. */
  private readonly readings = new Map<number, {to: number; loose: boolean; reading: BracketReading}>()
  /** Characters of the stretches kept. */
  private length = 0

  /**
   * @param text
   *   Text.
   * @param from
   *   Start.
   * @param to
   *   End.
   * @param loose
   *   See `bracketMatches`.
   * @returns
   *   The reading (not to be changed: it is shared).
   */
  get(text: string, from: number, to: number, loose: boolean): BracketReading {
    if (this.text !== text) this.forget()
    this.text = text
    const kept = this.readings.get(from)
    if (kept && kept.to === to && kept.loose === loose) return kept.reading
    const strays = {closers: [] as number[], openers: [] as number[]}
    const {matches, nested} = bracketMatches(text, from, to, loose, strays)
    const reading: BracketReading = {matches, nested, closers: strays.closers, openers: strays.openers}
    if (to - from > memoLength) return reading
    // Full: start again (the readings across lines read the last
    // `maxHandovers` lines again, which fit many times over).
    if (this.length + to - from > memoLength) {
      this.readings.clear()
      this.length = 0
    }

    if (kept) this.length -= kept.to - from
    this.readings.set(from, {to, loose, reading})
    this.length += to - from
    return reading
  }

  /** Drop every reading (the memo must not keep the text alive). */
  forget(): undefined {
    this.text = undefined
    this.readings.clear()
    this.length = 0
  }
}

/** Starts of a line's backtick runs of one length, and the next to look at. */
interface BacktickRuns {
  /** Starts, in order. */
  starts: number[]
  /** Index into `starts` of the first not yet passed. */
  next: number
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   Line end.
 * @returns
 *   The backtick runs in `[from, to)`, by length.
 */
function backtickRuns(text: string, from: number, to: number): Map<number, BacktickRuns> {
  const runs = new Map<number, BacktickRuns>()
  let at = from
  while (at < to) {
    if (text.charCodeAt(at) !== 96) {
      at++
      continue
    }

    const start = at
    while (at < to && text.charCodeAt(at) === 96) at++
    let entry = runs.get(at - start)
    if (!entry) {
      entry = {starts: [], next: 0}
      runs.set(at - start, entry)
    }

    entry.starts.push(start)
  }

  return runs
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a backtick that starts a run (reads move forward only).
 * @param to
 *   Line end.
 * @param runs
 *   The line's runs from `at` on (see `backtickRuns`).
 * @returns
 *   Index after the code span the run opens on the line (the next run of
 *   as many backticks closes it), or after the run where none does (it is
 *   text).
 */
function afterCodeSpan(text: string, at: number, to: number, runs: Map<number, BacktickRuns>): number {
  let end = at
  while (end < to && text.charCodeAt(end) === 96) end++
  const size = end - at
  const entry = runs.get(size)
  if (!entry) return end
  while (entry.next < entry.starts.length && entry.starts[entry.next]! <= at) entry.next++
  if (entry.next === entry.starts.length) return end
  const close = entry.starts[entry.next]!
  entry.next++
  return close + size
}
