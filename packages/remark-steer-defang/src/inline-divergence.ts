import type {Token} from 'micromark-util-types'
import {CodeSpanReplay, inlineTexts} from './code-spans.js'
import {commonMarkTagEnd} from './flat/html.js'
import {isAsciiPunctuation, isSpaceOrLineEnding, isTaskBox} from './flat/text.js'
import {isDisplayWhitespace} from './line.js'

/**
 * Inline texts (a paragraph, a heading's text, a table cell) that cmark-gfm
 * 0.29 (GitHub) may read otherwise than micromark, so that what micromark
 * hides (a code span, a link's title, a definition) shows on GitHub, or what
 * micromark shows as written (an autolink) shows decoded there. Such a text
 * is read by the flat model, which decodes everything (found by reviews 27
 * and 28):
 *
 * - code spans cmark-gfm does not match (`code-spans.ts`);
 * - text cmark-gfm's autolinks take that micromark's do not: cmark-gfm ends
 *   a `www.`, `http://`, `https://` or `ftp://` link only at ASCII white
 *   space or `<` (micromark also at other white space and before `](`), and
 *   has `ftp://` links at all: where that text holds a backtick or a
 *   bracket, micromark may open a code span or link that cmark-gfm's link
 *   swallows (`ftp://a`, a backtick, a line break, `&#73;nstruction…`);
 * - a `www.` link micromark makes and cmark-gfm does not (after a bracket,
 *   or in capitals): GitHub shows its references decoded;
 * - a link destination or definition with an unbalanced `(` before white
 *   space, which cmark-gfm 0.29 takes and micromark does not (so an outer
 *   link, or a code span, is one to micromark only);
 * - brackets after a `]` that are no label to micromark (see
 *   `labelDiverges`): the brackets before are a reference to cmark-gfm
 *   only;
 * - a task box, `[x]`, starting a text where a definition of `x` exists:
 *   GitHub's task list extension takes the box off a list item before
 *   reading its text, so it is a box even where the item's text is a
 *   heading (`- [x] Amend![x]ments`, `  -`), and micromark makes it a link
 *   there (fuzz run 14).
 *
 * Linear: each check reads each character of a text a fixed number of times
 * (a stretch read for one match is not read again for a match of the same
 * kind inside it).
 */
export class InlineDivergence {
  private readonly codeSpans: CodeSpanReplay
  /** Next `]:` in the source past where `definitionAfterBox` last asked (-1: none; -2: not searched). */
  private colon = -2
  /** Whether the text being read has a micromark autolink cmark-gfm does not make. */
  private autolink = false
  /** Code spans of the text being read, as `start, end` pairs. */
  private readonly code: number[] = []
  /** Where micromark reads a `<` as something (see `readsAngle`), in order. */
  private readonly html: number[] = []
  /** Next match of `triggers` at or after `searchedFrom`, or -1 (-2: not searched). */
  private next = -2
  private searchedFrom = 0

  /**
   * @param source
   *   The parsed source.
   * @param boxDefined
   *   Whether the whole text holds `[x]:` (maybe a definition that a task
   *   box starting an item's text would match; default: no).
   */
  constructor(
    private readonly source: string,
    private readonly boxDefined = false
  ) {
    this.codeSpans = new CodeSpanReplay(source)
  }

  /**
   * The backtick runs cmark-gfm leaves unmatched in the last inline text
   * `event` returned, where it matches code spans otherwise than micromark
   * (`start, end` pairs; see `CodeSpanReplay.unmatched`), else none.
   *
   * @returns
   *   Runs.
   */
  unmatchedRuns(): readonly number[] {
    return this.codeSpans.unmatched
  }

  /**
   * Read an event.
   *
   * @param kind
   *   `enter` or `exit`.
   * @param token
   *   Its token.
   * @returns
   *   The inline text that ends here when it is read otherwise, else
   *   `undefined`.
   */
  event(kind: 'enter' | 'exit', token: Token): Token | undefined {
    if (inlineTexts.has(token.type)) {
      if (kind === 'enter') {
        this.codeSpans.enter(token)
        this.autolink = false
        this.code.length = 0
        this.html.length = 0
        return undefined
      }

      if (this.codeSpans.subject !== token) return undefined
      const codeSpans = this.codeSpans.exit()
      const start = token.start.offset
      const end = token.end.offset
      return codeSpans ||
        this.autolink ||
        // A cell micromark ends at a pipe after an escaped backslash
        // (`[](\\|)Amendments`): cmark-gfm 0.29 splits no cell at a pipe
        // with a backslash before it, and reads one cell.
        ((token.type as string) === 'tableContent' && this.source.charCodeAt(end) === 124 && this.source.charCodeAt(end - 1) === 92) ||
        this.startsWithBox(start) ||
        this.definitionAfterBox(start, end) ||
        this.textDiffers(start, end) ||
        this.tagsDiffer(start, end)
        ? token
        : undefined
    }

    if (kind === 'enter' && this.codeSpans.subject) {
      this.codeSpans.inside(token)
      if ((token.type as string) === 'codeText') this.code.push(token.start.offset, token.end.offset)
      if (readsAngle.has(token.type as string)) this.html.push(token.start.offset)
      if ((token.type as string) === 'literalAutolinkWww' && !this.autolink) {
        this.autolink = !cmarkWww(this.source, token.start.offset)
      }
    }

    return undefined
  }

  /**
   * @param from
   *   Start of an inline text.
   * @returns
   *   Whether it starts with `[x]` and white space where the source may
   *   define `x`.
   */
  private startsWithBox(from: number): boolean {
    const source = this.source
    if (!this.boxDefined || source.charCodeAt(from) !== 91 || source.charCodeAt(from + 2) !== 93) return false
    const mark = source.charCodeAt(from + 1)
    const after = source.charCodeAt(from + 3)
    return (mark === 120 || mark === 88) && (after === 32 || after === 9)
  }

  /**
   * @param from
   *   Start of an inline text.
   * @param to
   *   Its end.
   * @returns
   *   Whether it starts with a task box, white space and a `[`, and holds a
   *   `]:` after: GitHub's task list extension takes the box off before the
   *   item's paragraph is read, so a link definition may start right after
   *   it, which micromark reads as text (`- [ ] [x]:``, then a code span
   *   across lines and an image; fuzz run 54).
   */
  private definitionAfterBox(from: number, to: number): boolean {
    const source = this.source
    if (!isTaskBox(source, from)) return false
    let at = from + 3
    if (source.charCodeAt(at) !== 32 && source.charCodeAt(at) !== 9) return false
    while (source.charCodeAt(at) === 32 || source.charCodeAt(at) === 9) at++
    if (source.charCodeAt(at) !== 91) return false
    // The next `]:` at or after `at`, searched again only once passed
    // (texts come in order, so the searches are linear).
    if (this.colon !== -1 && this.colon < at) this.colon = source.indexOf(']:', at)
    return this.colon !== -1 && this.colon < to
  }

  /**
   * @param from
   *   Start of an inline text.
   * @param to
   *   Its end.
   * @returns
   *   Whether an autolink of cmark-gfm's takes a backtick, bracket or
   *   white space other than ASCII, or a destination holds an unbalanced
   *   `(` before white space. Not in code spans (which cmark-gfm matches as
   *   micromark does, else the text is read otherwise already): its
   *   autolinks and links start after the code span's opening backtick
   *   (`| c | \`[Amendments](https://example.com)\` |`; found by a test).
   */
  private textDiffers(from: number, to: number): boolean {
    const source = this.source
    const code = this.code
    // Next code span that may hold a match.
    let span = 0
    // End of the stretch the last match of each kind read: a destination
    // and a link are read apart, as a link may sit in a destination
    // (`x]: ftp://a`, a backtick; found by a property run).
    let destinationTo = from
    // (Apart for `]:`, which a definition starts: a title it reads across
    // lines may hold a link's `](` that is no part of it, where it is no
    // definition: `]:u "`, then `[](x "\")Amendments`; found by fuzz run
    // 59.)
    let definitionTo = from
    let linkTo = from
    let at = this.match(from)
    while (at !== -1 && at < to) {
      while (span < code.length && code[span + 1]! <= at) span += 2
      if (span < code.length && code[span]! <= at) {
        at = this.match(code[span + 1]!)
        continue
      }

      const char = source.charCodeAt(at)
      if (char === 93 /* `]` */ && source.charCodeAt(at + 1) === 91 /* `[` */) {
        if (labelDiverges(source, at + 1, to)) return true
      } else if (char === 93 /* `]` */) {
        const colon = source.charCodeAt(at + 1) === 58
        if (at >= (colon ? definitionTo : destinationTo)) {
          const end = destinationEnd(source, at + 2, to)
          if (end === -1) return true
          if (colon) definitionTo = end
          // A title read across lines from a `](` that may open no link
          // (no `[` before it) may hold one that does: only a destination
          // on one line is passed over (`](x "`, then `[](x "\")Work-item
          // context`; found by fuzz run 62).
          else if (!holdsLineEnding(source, at, end)) destinationTo = end
        }
      } else if (at >= linkTo && cmarkMayLink(source, at, from)) {
        // `www.` or `://` where cmark-gfm may start a link.
        let end = at
        while (end < to) {
          const next = source.charCodeAt(end)
          if (next === 32 || (next >= 9 && next <= 13) || next === 60 /* `<` */) break
          // ASCII white space ended it above: this is other white space.
          if (next === 96 || next === 91 || next === 93 || isDisplayWhitespace(next)) return true
          end++
        }

        linkTo = end
      }

      at = this.match(at + 1)
    }

    return false
  }

  /**
   * Whether a tag CommonMark reads (cmark-gfm 0.29 does) is text to
   * micromark, which takes no unquoted attribute value with a `/` inside
   * (`<b c=d/e>`): the `]` in such a tag closes brackets there, where on
   * GitHub it is inside the tag (`![a <b c=x://a]b> c](y)Amendments`
   * shows an image, then the heading; fuzz run 22). Outside code spans;
   * each tag is read to its line's end at most (one that may go on past it
   * counts), and one ends at the next `<` when it is none.
   *
   * @param from
   *   Start of an inline text.
   * @param to
   *   Its end.
   * @returns
   *   Whether one is.
   */
  private tagsDiffer(from: number, to: number): boolean {
    const source = this.source
    const code = this.code
    const html = this.html
    let span = 0
    let next = 0
    // The end of the line the last `<` was on (searched again only once
    // passed: many `<` on one long line must not search it each).
    let lineEnd = -1
    // Character by character: a search for `<` could run on past the text,
    // once per text.
    for (let at = from; at < to; at++) {
      if (source.charCodeAt(at) !== 60 /* `<` */) continue
      while (span < code.length && code[span + 1]! <= at) span += 2
      while (next < html.length && html[next]! < at) next++
      const inCode = span < code.length && code[span]! <= at
      if (!inCode && html[next] !== at) {
        if (lineEnd < at) {
          lineEnd = source.indexOf('\n', at)
          if (lineEnd === -1 || lineEnd > to) lineEnd = to
        }

        const end = commonMarkTagEnd(source, at, lineEnd)
        // One that may go on past its line is not followed there: in doubt
        // (`[<m`, then `c=d/]>]()Amendments`; found by a fuzz run).
        if (end >= 0 || (end === -2 && lineEnd < to)) return true
      }
    }

    return false
  }

  /**
   * @param from
   *   Index (texts are read in order, so searches only move forward).
   * @returns
   *   The next `www.`, `://`, `](` or `]:` at or after `from`, or -1.
   */
  private match(from: number): number {
    if (this.next === -2 || (this.next !== -1 && this.next < from) || from < this.searchedFrom) {
      triggers.lastIndex = from
      const found = triggers.exec(this.source)
      this.next = found ? found.index : -1
      this.searchedFrom = from
    }

    return this.next
  }
}

/**
 * Tokens that start at a `<` micromark reads: inline HTML, autolinks, and
 * destinations in angle brackets (`[](<u>)`, which a tag check would take
 * for a tag).
 */
const readsAngle = new Set(['htmlText', 'autolink', 'resourceDestinationLiteral', 'definitionDestinationLiteral'])

/** Where cmark-gfm's autolinks, destinations and labels may read otherwise. */
const triggers = /www\.|:\/\/|\][(:[]/gi

/**
 * @param source
 *   Source.
 * @param at
 *   Index of a `www.` or `://` (any case).
 * @param from
 *   Start of the inline text.
 * @returns
 *   Whether cmark-gfm 0.29 may start a link there: a lower-case `www.` at
 *   the start, after ASCII white space, `*`, `_`, `~` or `(` (or, in doubt,
 *   after a character outside ASCII or a `>` or `|` that may end a
 *   container or cell); `://` after `http`, `https` or `ftp`, in any case.
 *   Elsewhere it links nothing, so nothing there reads otherwise (a README's
 *   `[www.x.com](https://www.x.com)` then a code span is left alone).
 */
function cmarkMayLink(source: string, at: number, from: number): boolean {
  if (source.charCodeAt(at) === 58 /* `:` */) {
    const scheme = source.slice(Math.max(at - 5, 0), at).toLowerCase()
    return scheme.endsWith('http') || scheme.endsWith('https') || scheme.endsWith('ftp')
  }

  if (!source.startsWith('www.', at)) return false
  if (at === from || cmarkWww(source, at)) return true
  const before = source.charCodeAt(at - 1)
  return before > 127 || before === 62 || before === 124
}

/**
 * @param source
 *   Source.
 * @param at
 *   Start of a micromark `www.` autolink.
 * @returns
 *   Whether cmark-gfm 0.29 makes one there too: lower-case `www.` after the
 *   start, white space, `*`, `_`, `~` or `(`.
 */
function cmarkWww(source: string, at: number): boolean {
  if (!source.startsWith('www.', at)) return false
  if (at === 0) return true
  const before = source.charCodeAt(at - 1)
  return (
    before === 32 ||
    (before >= 9 && before <= 13) ||
    before === 42 ||
    before === 95 ||
    before === 126 ||
    before === 40
  )
}

/**
 * Whether micromark and cmark-gfm 0.29 read the brackets after a `]`
 * otherwise. micromark tries a full reference (a label: at most 999
 * characters, no `[` not escaped, not only white space) and a collapsed one
 * (`[]`), and else shows the brackets before as text. cmark-gfm takes
 * brackets with only white space as `[]`, and where the brackets are no
 * label at all, the ones before as a shortcut reference: with `[r]: u`,
 * `Work-item con![r][![][r]text]()` shows an image there on GitHub, which
 * displays nothing (fuzz run 13), and `![r][ ]` an image alone.
 *
 * @param source
 *   Source.
 * @param open
 *   Index of the `[` after a `]`.
 * @param to
 *   End of the inline text.
 * @returns
 *   Whether the brackets are no label to micromark, and no `[]` (reads at
 *   most 1,000 characters).
 */
function labelDiverges(source: string, open: number, to: number): boolean {
  if (source.charCodeAt(open + 1) === 93 /* `]` */) return false
  let blank = true
  for (let at = open + 1; at < to && at <= open + 1000; at++) {
    const code = source.charCodeAt(at)
    if (code === 92 /* `\` */) {
      blank = false
      at++
    } else if (code === 91 /* `[` */) {
      return true
    } else if (code === 93 /* `]` */) {
      return blank
    } else if (!isSpaceOrLineEnding(code)) {
      blank = false
    }
  }

  return true
}

/**
 * Read the destination after `](` or `]:`, and a title after it.
 *
 * @param source
 *   Source.
 * @param from
 *   Index after `](` or `]:`.
 * @param to
 *   End of the inline text.
 * @returns
 *   Where the destination (and a title after it) ends, or -1 when it holds
 *   an unbalanced `(` before white space (cmark-gfm 0.29 takes it, micromark
 *   does not) or the title a closing mark after a backslash.
 */
function destinationEnd(source: string, from: number, to: number): number {
  let at = skipLineSpace(source, from, to)
  if (source.charCodeAt(at) === 60 /* `<` */) {
    for (at++; at < to; at++) {
      const code = source.charCodeAt(at)
      if (code === 92 /* `\` */) at++
      else if (code === 62 /* `>` */) break
      else if (code === 60 || code === 10 || code === 13) return at
    }

    return titleEnd(source, at + 1, to)
  }

  let depth = 0
  for (; at < to; at++) {
    const code = source.charCodeAt(at)
    // A backslash escapes only punctuation: before a line ending it is
    // text, and the line ending ends the destination (`[]( (\`, then
    // `)Instruction from @x`: a `(` left open; found by a fuzz run).
    if (code === 92 /* `\` */ && isAsciiPunctuation(source.charCodeAt(at + 1))) {
      at++
    } else if (code === 40 /* `(` */) {
      depth++
    } else if (code === 41 /* `)` */) {
      if (depth === 0) break
      depth--
    } else if (code <= 32) {
      break
    }
  }

  return depth > 0 ? -1 : titleEnd(source, at, to)
}

/**
 * Read a title after a destination. cmark-gfm 0.29 may end one at a closing
 * mark with a backslash before it, or go on past it (see `cmarkTitleClose`
 * in `flat/text.ts`), where micromark reads an escaped mark:
 * `[](x "\")Amendments` is a link on GitHub only (fuzz run 46).
 *
 * @param source
 *   Source.
 * @param from
 *   Index after the destination.
 * @param to
 *   End of the inline text.
 * @returns
 *   Where the title ends (`from` when there is none), or -1 when a closing
 *   mark with a backslash right before it comes first.
 */
function titleEnd(source: string, from: number, to: number): number {
  const open = skipLineSpace(source, from, to)
  if (open === from) return from
  const opener = source.charCodeAt(open)
  if (opener !== 34 /* `"` */ && opener !== 39 /* `'` */ && opener !== 40 /* `(` */) return from
  const closer = opener === 40 ? 41 : opener
  let at = open + 1
  for (; at < to; at++) {
    const code = source.charCodeAt(at)
    // Even after an escaped backslash (`"a\\"b")`).
    if (code === closer && source.charCodeAt(at - 1) === 92 /* `\` */) return -1
    if (code === closer || (opener === 40 && code === 40 && source.charCodeAt(at - 1) !== 92)) return at
  }

  return at
}

/**
 * @param source
 *   Source.
 * @param from
 *   Index.
 * @param to
 *   End of the inline text.
 * @returns
 *   Index after the white space, line endings and container marks (`>`,
 *   after a line ending) at `from`.
 */
function skipLineSpace(source: string, from: number, to: number): number {
  let at = from
  // Only past a line ending: a `>` on the line of the `](` is a
  // destination (`[](> "\")Amendments`, a link with the title `\` on
  // GitHub; found by fuzz run 62).
  let lineEnding = false
  while (at < to) {
    const code = source.charCodeAt(at)
    if (code === 10 || code === 13) lineEnding = true
    else if (!isSpaceOrLineEnding(code) && !(lineEnding && code === 62)) break
    at++
  }

  return at
}

/**
 * @param source
 *   Source.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` holds a line ending.
 */
function holdsLineEnding(source: string, from: number, to: number): boolean {
  const feed = source.indexOf('\n', from)
  const carriage = source.indexOf('\r', from)
  return (feed !== -1 && feed < to) || (carriage !== -1 && carriage < to)
}
