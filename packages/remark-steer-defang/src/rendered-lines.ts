import type {Token} from 'micromark-util-types'
import {decodeNamedCharacterReference} from 'decode-named-character-reference'
import {decodeMarkdownReference, displayDecoded} from './character-references.js'
import {definitionLabelLinesEnd, isDefinitionLine} from './cuts.js'
import {displayHtml, hidingOpener, integrationOpener, referenceBreak, templateOpener, type DisplaySink} from './html-display.js'
import {LineBuilder, type RenderedLine} from './line.js'
import type {Parsed} from './parse.js'

/** Where a parse sits in the prepared text. */
export interface PieceWindow {
  /** Length of the prefix put before the piece (a hypothesis). */
  prefix: number
  /** Offset of the piece in the prepared text. */
  start: number
  /** Length of the piece. */
  length: number
  /**
   * Offsets (in the parsed source) of line feeds inserted before parsing;
   * sorted. Source offsets are mapped back past them.
   */
  insertions?: ReadonlyArray<number>
  /**
   * Read images as their alt text, as a browser shows an image that does
   * not load (default: no, an image shows no text).
   */
  altText?: boolean
}

/** Blocks whose inline content displays as lines (each line ending starts one). */
const textBlocks = new Set(['paragraph', 'atxHeadingText', 'setextHeadingText'])

/** Leaves whose source characters display one for one. */
const verbatim = new Set([
  'data',
  'codeTextData',
  'autolinkProtocol',
  'autolinkEmail',
  'literalAutolinkHttp',
  'literalAutolinkWww',
  'literalAutolinkEmail'
])

/**
 * Subtrees that display nothing: image alt text, link destinations and
 * titles, reference labels, footnote calls and labels, task checkboxes,
 * definitions, fence lines (info strings), table delimiter rows, heading
 * markers.
 */
const hidden = new Set([
  'image',
  'resource',
  'reference',
  'gfmFootnoteCall',
  'gfmFootnoteDefinitionLabel',
  'taskListCheck',
  'definition',
  'codeFencedFence',
  'tableDelimiterRow',
  'setextHeadingLine',
  'atxHeadingSequence'
])

/** What a code span holds: its text, its padding, and line endings. */
const codeInside = new Set(['codeTextData', 'codeTextPadding', 'lineEnding'])

/** The same, with image alt text shown. */
const hiddenButAlt = new Set([...hidden].filter((type) => type !== 'image'))

/**
 * A numeric reference as cmark-gfm reads it: 1–8 decimal or hex digits.
 * (Sticky: tried at each `&#` of a text token.)
 */
const longReference = /&#(?:([0-9]{1,8})|[xX]([0-9a-fA-F]{1,8}));/y

/** Any character reference: numeric as cmark-gfm reads it, or named. */
const anyReference = /&(?:#(?:([0-9]{1,8})|[xX]([0-9a-fA-F]{1,8}))|([A-Za-z][A-Za-z0-9]{0,31}));/y

/**
 * Decode a numeric reference the way cmark-gfm does: zero, surrogates and
 * code points past U+10FFFF become U+FFFD.
 *
 * @param decimal
 *   Decimal digits, if decimal.
 * @param hex
 *   Hex digits, if hex.
 * @returns
 *   Displayed text.
 */
function decodeCmarkNumericReference(decimal: string | undefined, hex: string | undefined): string {
  const code = decimal === undefined ? Number.parseInt(hex ?? '0', 16) : Number.parseInt(decimal, 10)
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return displayDecoded(String.fromCodePoint(valid ? code : 0xfffd))
}

/**
 * A part of a leaf token, as a token of its own.
 *
 * @param token
 *   Token.
 * @param start
 *   Start offset.
 * @param end
 *   End offset.
 * @returns
 *   Token over `[start, end)` (only offsets are meaningful).
 */
function slice(token: Token, start: number, end: number): Token {
  return {
    ...token,
    start: {...token.start, offset: start},
    end: {...token.end, offset: end}
  }
}

/**
 * Build the rendered lines of a parsed piece from micromark events, with
 * the exact source span of every displayed character (never from decoded
 * values). The walk is iterative: nesting depth costs no stack.
 *
 * Lines: every line of a paragraph or heading (comments use hard breaks),
 * every table cell, every code line, every line of raw HTML.
 *
 * @param parsed
 *   Parse of prefix, piece and sentinel.
 * @param window
 *   Where the piece sits.
 * @returns
 *   Rendered lines, with prepared-text offsets.
 */
/** The readings of CDATA openers that do not follow the elements open (see `displayHtml`). */
const cdataReadings = ['section', 'comment'] as const

export function renderedLines(parsed: Parsed, window: PieceWindow): RenderedLine[] {
  const {events, source} = parsed
  const from = window.prefix
  const to = window.prefix + window.length
  const shift = window.start - window.prefix
  const insertions = window.insertions ?? []
  const map = insertions.length === 0 ? (offset: number) => offset : unshift
  const builder = new LineBuilder()
  const hides = window.altText ? hiddenButAlt : hidden
  let quotes = 0
  // Footnote content moves to the end of the page, out of any quote around
  // its definition: quote it inside the footnote, at its first character.
  let footnotes = 0
  const outerQuotes: number[] = []
  let skip: Token | undefined
  let lineStarts: number[] | undefined
  let raw: {token: Token; text: string[]; offsets: number[]} | undefined
  // Whether a `|` in the current paragraph may start a table cell (see
  // `mayHideTable`).
  let cells = false
  // Whether the walk is inside fenced code.
  let fenced = false
  // Code spans open (a line ending in one displays as a space), and what
  // the one open holds (shown when it ends, as cmark-gfm shows it).
  let codeText = 0
  const codeParts: Token[] = []
  // Whether a block that displays something came since the run of HTML
  // blocks seen last, outside footnote definitions (whose text moves to the
  // end of the page): only blank lines and definitions (a link
  // definition's destination or title on lines of their own too: `[x]:`,
  // `u`; fuzz run 28) leave the run going on. `onlyBlank` reads the source
  // between the blocks too: either may say so.
  let shownSinceChain = false
  // The run of HTML blocks seen last (see `endChain`).
  let chain:
    | {text: string[]; offsets: number[]; blocks: number; line: number; end: number}
    | undefined

  // Searches for what the walk looks for in leaves, remembered: each leaf
  // searched to the end of the piece made a text of many leaves and none
  // of these quadratic (found by review: `a<b t="&amp;">` repeated).
  const nextNumeric = finder(source, '&#')
  const nextAmpersand = finder(source, '&')
  const nextPipe = finder(source, '|')

  const sink: DisplaySink = {
    push(value, start, end) {
      start = map(start)
      end = map(end)
      if (start >= from && end <= to) builder.push(value, start + shift, end + shift)
    },
    newLine(offset) {
      builder.start(
        raw && raw.token.type === 'htmlFlow' ? -1 : lineInsert(offset),
        quoted(lineOf(offset))
      )
    },
    mark() {
      builder.mark()
    },
    altText: window.altText === true
  }

  // Every construct a place a line may start, not a line end (inline HTML
  // the core's breaks left inside a line: see the `htmlText` exit below).
  const inline: DisplaySink = {
    push: sink.push,
    newLine: sink.newLine,
    construct() {
      builder.mark()
    },
    mark() {
      builder.mark()
    },
    altText: window.altText === true
  }

  // The same, line feeds read as white space too.
  const joined: DisplaySink = {
    ...inline,
    lineFeed(offset) {
      // A space, or a line break in `<pre>`: a line may end and start here
      // with the tags before it inline (`<?>`, `Amend<b></b>ments`, `?>`,
      // where the core read one instruction and broke no tag: found by
      // review).
      builder.mark()
      sink.push(' ', offset, offset + 1)
    }
  }

  for (const [kind, token] of events) {
    if (skip) {
      if (kind === 'exit' && token === skip) skip = undefined
      continue
    }

    if (raw) {
      if (kind === 'exit' && token === raw.token) {
        const html = raw.text.join('')
        // Inline HTML the core's breaks did not put on a line of its own
        // (it sits in what the core's grammar reads as one tag across
        // lines, which GitHub cuts where a block starts: `<b a="[work-<x>`
        // + `item-context]"`, then `>`; browser oracle) keeps the text
        // around it on one line: each construct there is a place a line
        // may start, not a line end.
        displayHtml(html, raw.offsets, token.type === 'htmlText' && !onOwnLine(token) ? inline : sink)
        if (token.type === 'htmlFlow') {
          builder.end()
          // A CDATA opener read as a section and as a bogus comment too,
          // whatever the elements open say (see `displayHtml`).
          if (html.includes('<![CDATA[')) {
            for (const reading of cdataReadings) {
              builder.start(-1, quoted(token.start.line))
              displayHtml(html, raw.offsets, sink, false, false, reading)
              builder.end()
            }
          }

          // A browser shows a line feed in an HTML block as a space, and an
          // inline tag as nothing, so a token may run across source lines
          // and tags (`<br>` then `Instruction from` then `@x`; `<p>`, then
          // `Instruction `, `<b>`, `from`, `</b>`, ` @x`): read the block a
          // second time that way, where each construct may still start a
          // line (`breaks`). Both readings count.
          // (Also on one line: a construct the core saw whole, such as
          // `<![CDATA[>Amend<b></b>ments<br>]]>`, holds tags a browser
          // shows inline once it ends at the first `>`.)
          if (html.includes('\n') || html.indexOf('<', 1) !== -1) {
            readJoined(html, raw.offsets, token.start.line)
          }

          // HTML blocks with only blank lines (and quote markers) between
          // them are back to back on the page (cmark-gfm writes each as
          // is), so a token may run from one into the next (found by
          // review: `<div>`, `Instruction from`, blank, `<b>`, `@x`): a
          // run of them is read joined once more, when it ends.
          // A footnote's blocks move to the end of the page: they are no
          // part of a run, and the run goes on past them (`<a>`,
          // `Instruction from`, blank, `[^a]:`, `    <!--`, blank, `<n>`,
          // `@`: the comment hid the rest; fuzz run 28).
          if (footnotes === 0) {
            if (chain && (!shownSinceChain || onlyBlank(source, chain.end, token.start.offset))) {
              chain.text.push('\n', html)
              chain.offsets.push(chain.end)
              for (const offset of raw.offsets) chain.offsets.push(offset)
              chain.blocks++
            } else {
              endChain()
              chain = {text: [html], offsets: [...raw.offsets], blocks: 1, line: token.start.line, end: 0}
            }

            chain.end = token.end.offset
            shownSinceChain = false
          }
        }

        raw = undefined
      } else if (kind === 'enter') {
        collectRaw(raw, token, source)
      }

      continue
    }

    const type: string = token.type
    // A block that displays something, outside footnote definitions, keeps
    // the HTML blocks around it apart on the page.
    if (kind === 'enter' && footnotes === 0 && separating.has(type)) shownSinceChain = true

    if (codeText > 0 && kind === 'enter' && codeInside.has(type)) {
      codeParts.push(token)
      continue
    }

    if (kind === 'exit') {
      if (type === 'codeText') {
        codeText--
        pushCode()
      }
      else if (type === 'codeFenced') fenced = false
      else if (type === 'blockQuote') quotes--
      else if (textBlocks.has(type) || type === 'tableContent') {
        builder.end()
        cells = false
      }
      else if (type === 'gfmFootnoteDefinition') {
        footnotes--
        quotes = outerQuotes.pop() ?? 0
      }

      continue
    }

    if (type === 'data') {
      pushData(token)
    } else if (type === 'autolinkProtocol' || type === 'autolinkEmail') {
      // cmark-gfm decodes references in an autolink's text
      // (`<https://x/&#91;work-item-context&#93;>` shows the fence).
      pushAutolink(token)
    } else if (verbatim.has(type)) {
      pushVerbatim(token)
    } else if (type === 'lineEnding') {
      if (builder.isOpen()) {
        // Elsewhere in inline content it is a line break (hard breaks).
        builder.start(lineInsert(token.end.offset), quoted(token.end.line))
      }
    } else if (type === 'characterEscape') {
      sink.push(source.charAt(token.start.offset + 1), token.start.offset, token.end.offset)
      skip = token
    } else if (type === 'characterReference') {
      const body = source.slice(token.start.offset + 1, token.end.offset - 1)
      const value = decodeMarkdownReference(body)
      sink.push(value, token.start.offset, token.end.offset)
      // GitHub writes the line break as is: in `<pre>` (raw HTML around the
      // paragraph) it breaks the line. The line after it is never quoted:
      // a quote's marker stands on the line above as the page shows it
      // (`<div><pre>`, blank, `> x&#10;Amendments`; fuzz run 33).
      if (referenceBreak.test(value)) {
        builder.mark(-1, false)
        builder.leadingBreak()
      }
      skip = token
    } else if (textBlocks.has(type)) {
      cells = type === 'paragraph' && mayHideTable(source, token.start.offset, token.end.offset)
      builder.start(lineInsert(lineStartOf(token.start.offset)), quoted(token.start.line))
    } else if (type === 'tableContent') {
      // A cell is quoted by a `>` of its own only: a quote around the table
      // does not hold it where a raw `<table>` left open above makes the
      // browser move the table out (`<table>`, blank, `> | a |`, `> |-|`,
      // `> | &#65;mendments |`: found by a fuzz run).
      builder.start(clamp(map(token.start.offset)) + shift, false)
    } else if (type === 'codeFlowValue') {
      builder.start(clamp(map(token.start.offset)) + shift, quoted(token.start.line))
      // Fenced code is code to cmark-gfm too; indented code may not be (a
      // list item's paragraph there), so its lines keep the rendered rules.
      if (fenced) builder.markLiteral()
      pushVerbatim(token)
      builder.end()
    } else if (type === 'htmlFlow') {
      builder.start(-1, quoted(token.start.line))
      raw = {token, text: [], offsets: []}
    } else if (type === 'htmlText') {
      raw = {token, text: [], offsets: []}
    } else if (type === 'codeFenced') {
      fenced = true
    } else if (type === 'codeText') {
      codeText++
    } else if (type === 'blockQuote') {
      quotes++
    } else if (type === 'gfmFootnoteDefinition') {
      footnotes++
      outerQuotes.push(quotes)
      quotes = 0
    } else if (hides.has(type)) {
      skip = token
    }
  }

  builder.end()
  endChain()
  return builder.lines

  /**
   * Whether inline HTML has a line ending (or its text block's edge) right
   * before and right after it, as the core's breaks leave it.
   *
   * @param token
   *   `htmlText` token.
   * @returns
   *   Whether it stands on a line of its own.
   */
  function onOwnLine(token: Token): boolean {
    const before = token.start.offset === 0 ? 10 : source.charCodeAt(token.start.offset - 1)
    const after = token.end.offset >= source.length ? 10 : source.charCodeAt(token.end.offset)
    return (before === 10 || before === 13) && (after === 10 || after === 13)
  }

  /**
   * Read raw HTML once more as one line, where each construct may still
   * start a line (the `joined` sink), and, where it has an `<svg>`, once
   * more with the text inside hidden (see `displayHtml`).
   *
   * @param html
   *   Raw HTML.
   * @param offsets
   *   Source offsets of its characters.
   * @param line
   *   Source line it starts on.
   */
  function readJoined(html: string, offsets: ArrayLike<number>, line: number): undefined {
    builder.start(-1, quoted(line))
    displayHtml(html, offsets, joined)
    builder.end()
    if (hidingOpener.test(html)) {
      builder.start(-1, quoted(line))
      displayHtml(html, offsets, joined, true)
      builder.end()
      // And with only `<template>` content hidden: SVG's text shows where
      // a sanitizer drops the element and keeps it (fuzz run 38).
      if (templateOpener.test(html)) {
        builder.start(-1, quoted(line))
        displayHtml(html, offsets, joined, 'template')
        builder.end()
      }
    }

    // And as parse5 reads a CDATA section in an integration point (see
    // `displayHtml`).
    if (integrationOpener.test(html) && html.includes('<![CDATA[')) {
      builder.start(-1, quoted(line))
      displayHtml(html, offsets, joined, false, true)
      builder.end()
    }

    // And with every CDATA opener a section, and a bogus comment (the
    // elements open may be others than `HiddenElements` says).
    if (html.includes('<![CDATA[')) {
      for (const reading of cdataReadings) {
        builder.start(-1, quoted(line))
        displayHtml(html, offsets, joined, false, false, reading)
        builder.end()
      }
    }
  }

  /**
   * Read a run of HTML blocks joined, if it has more than one.
   */
  function endChain(): undefined {
    if (chain && chain.blocks > 1) readJoined(chain.text.join(''), chain.offsets, chain.line)

    chain = undefined
  }

  /**
   * Show the code span just read as cmark-gfm 0.29 (GitHub) does, which
   * micromark does not quite: a line ending is a space (the line goes on:
   * `` `Instruction ``, `` from @x` ``, found by review), the white space
   * at the start of each line after one is gone (GitHub takes it off
   * every paragraph line but a lazy one before reading inline content),
   * and then one space at each end goes where both ends are spaces. So
   * `` ` AME ``, `` `NDMENTS `` shows `AMENDMENTS` on GitHub, and `AME
   * NDMENTS` to micromark, which strips its padding first (found by fuzz
   * run 15). A line may still start after each line ending, as the raw
   * text reads it.
   */
  function pushCode(): void {
    // What displays: runs of source characters, and line endings (shown
    // as one space each).
    const parts: Array<{token: Token; start: number; end: number; isBreak: boolean}> = []
    let afterBreak = false
    for (const token of codeParts) {
      const start = token.start.offset
      const end = token.end.offset
      if (source.charCodeAt(start) === 10 || source.charCodeAt(start) === 13) {
        parts.push({token, start, end, isBreak: true})
        // Not on a lazy line: there GitHub keeps the white space.
        afterBreak = parsed.lazy[token.end.line] !== true
        continue
      }

      let at = start
      if (afterBreak) {
        while (at < end && (source.charCodeAt(at) === 32 || source.charCodeAt(at) === 9)) at++
        if (at < end) afterBreak = false
      }

      if (at < end) parts.push({token, start: at, end, isBreak: false})
    }

    codeParts.length = 0
    if (parts.length === 0) return
    // Whether it shows a character other than a space.
    let nonSpace = false
    for (const part of parts) {
      if (part.isBreak) continue
      for (let at = part.start; at < part.end && !nonSpace; at++) {
        if (source.charCodeAt(at) !== 32) nonSpace = true
      }
    }

    const head = parts[0]!
    const tail = parts.at(-1)!
    const strip =
      nonSpace &&
      (head.isBreak || source.charCodeAt(head.start) === 32) &&
      (tail.isBreak || source.charCodeAt(tail.end - 1) === 32)
    for (const [index, part] of parts.entries()) {
      const dropHead = strip && index === 0
      const dropTail = strip && index === parts.length - 1
      if (part.isBreak) {
        if (builder.isOpen()) {
          if (!dropHead && !dropTail) sink.push(' ', part.start, part.end)
          builder.mark(lineInsert(part.end), quoted(part.token.end.line))
        }

        continue
      }

      const start = dropHead ? part.start + 1 : part.start
      const end = dropTail ? part.end - 1 : part.end
      if (start < end) pushVerbatim({...slice(part.token, start, end), type: 'codeTextData'})
    }
  }

  /**
   * Text: as written, except numeric references micromark leaves as text and
   * GitHub decodes (cmark-gfm takes up to 8 digits, CommonMark 7 decimal or
   * 6 hex: `&#00000073;` renders `I`). micromark turns every reference it
   * accepts into its own token, so any left in text are of that kind.
   *
   * @param token
   *   `data` token.
   */
  function pushData(token: Token): void {
    const end = token.end.offset
    let at = nextNumeric(token.start.offset)
    if (at === -1 || at >= end) {
      pushVerbatim(token)
      return
    }

    let position = token.start.offset
    while (at !== -1 && at < end) {
      longReference.lastIndex = at
      const match = longReference.exec(source)
      if (match && longReference.lastIndex <= end) {
        if (at > position) pushVerbatim(slice(token, position, at))
        const value = decodeCmarkNumericReference(match[1], match[2])
        sink.push(value, at, longReference.lastIndex)
        if (referenceBreak.test(value)) builder.mark()
        position = longReference.lastIndex
      }

      at = nextNumeric(at + 2)
    }

    if (position < end) pushVerbatim(slice(token, position, end))
  }

  /**
   * Autolink text: as written, references decoded.
   *
   * @param token
   *   `autolinkProtocol` or `autolinkEmail` token.
   */
  function pushAutolink(token: Token): void {
    const end = token.end.offset
    let position = token.start.offset
    let at = nextAmpersand(position)
    while (at !== -1 && at < end) {
      anyReference.lastIndex = at
      const match = anyReference.exec(source)
      if (match && anyReference.lastIndex <= end) {
        const value =
          match[3] === undefined
            ? decodeCmarkNumericReference(match[1], match[2])
            : displayDecoded(decodeNamedCharacterReference(match[3]) || match[0])
        if (at > position) pushVerbatim(slice(token, position, at))
        sink.push(value, at, anyReference.lastIndex)
        position = anyReference.lastIndex
      }

      at = nextAmpersand(at + 1)
    }

    if (position < end) pushVerbatim(slice(token, position, end))
  }

  /**
   * @param token
   *   Leaf whose characters display as written.
   */
  function pushVerbatim(token: Token): void {
    // A leaf never spans an inserted line feed: map its start only.
    const mapped = map(token.start.offset)
    const start = Math.max(mapped, from)
    const end = Math.min(mapped + token.end.offset - token.start.offset, to)
    const at = token.start.offset + start - mapped
    // Code, unless a `|` in it may start a cell: cmark-gfm may read the
    // paragraph as a table, whose cells are no code span (found by review).
    const code = !cells && (token.type === 'codeTextData' || token.type === 'codeFlowValue')
    if (start >= end) return
    if (!cells) {
      builder.pushVerbatim(source, at, at + end - start, start + shift, code)
      return
    }

    // A cell may start after each `|` (and a heading read up to that break
    // may end with the `|`, a closing mark).
    let position = at
    let pipe = nextPipe(position)
    while (pipe !== -1 && pipe < at + end - start) {
      builder.pushVerbatim(source, position, pipe + 1, start + shift + position - at, code)
      builder.mark()
      position = pipe + 1
      pipe = nextPipe(position)
    }

    builder.pushVerbatim(source, position, at + end - start, start + shift + position - at, code)
  }

  /**
   * @param offset
   *   Source offset of a line start.
   * @returns
   *   Prepared-text offset to insert `> ` at (`-1`: before the first
   *   displayed character, inside a footnote).
   */
  function lineInsert(offset: number): number {
    return footnotes > 0 ? -1 : clamp(map(offset)) + shift
  }

  /**
   * @param offset
   *   Offset in the parsed source.
   * @returns
   *   Offset without the inserted line feeds before it.
   */
  function unshift(offset: number): number {
    let low = 0
    let high = insertions.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (insertions[mid] < offset) low = mid + 1
      else high = mid
    }

    return offset - low
  }

  /**
   * A line is quoted when it is inside a block quote and carries its `>`:
   * a lazy line renders inside the quote but reads unquoted in the raw
   * text, which the agent reads.
   *
   * @param line
   *   Line number (1-based) in the parsed source.
   * @returns
   *   Whether a heading on it is already in its defanged form.
   */
  function quoted(line: number): boolean {
    return quotes > 0 && !parsed.lazy[line]
  }

  /**
   * @param offset
   *   Source offset of a line start.
   * @returns
   *   Its line number (1-based).
   */
  function lineOf(offset: number): number {
    if (!lineStarts) {
      lineStarts = [0]
      for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) {
        lineStarts.push(index + 1)
      }
    }

    let low = 0
    let high = lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lineStarts[mid] <= offset) low = mid
      else high = mid - 1
    }

    return low + 1
  }

  /**
   * @param offset
   *   Source offset.
   * @returns
   *   The offset, kept inside the piece.
   */
  function clamp(offset: number): number {
    return Math.min(Math.max(offset, from), to)
  }

  /**
   * @param offset
   *   Source offset.
   * @returns
   *   Start of its source line.
   */
  function lineStartOf(offset: number): number {
    return source.lastIndexOf('\n', offset - 1) + 1
  }
}

/**
 * Add a token of raw HTML to what is collected: its text, or a line feed
 * for a line ending (container prefixes in between are not HTML).
 *
 * @param raw
 *   Collection.
 * @param token
 *   Token inside the HTML.
 * @param source
 *   Source.
 */
/**
 * A search for `search` in `source` that remembers its last answer, for
 * callers that look from positions that mostly move forward: the answer
 * holds for every position from where it was searched up to it, so a walk
 * in order scans the source once.
 *
 * @param source
 *   Source.
 * @param search
 *   What to find.
 * @returns
 *   Index of the next `search` at or after a position, or -1.
 */
function finder(source: string, search: string): (at: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY
  let found = -1
  return function (at) {
    if (at < searchedFrom || (found !== -1 && at > found)) {
      searchedFrom = at
      found = source.indexOf(search, at)
    }

    return found
  }
}

/**
 * Whether a paragraph micromark read may be, in part, a table to cmark-gfm:
 * a later line of it looks like a delimiter row (`-|-`, `| :-: |`), which
 * cmark-gfm takes where micromark does not (a header row indented as code,
 * `x` then `    y | z` then `-|-`, is paragraph text to micromark and a
 * table header to cmark-gfm, which strips the indent). The line right
 * after the paragraph counts too: micromark may read it as another table's
 * head row, with a delimiter row after it (`x`, `    y | z`, `-|-`,
 * `-|-`; fuzz run 22). Conservative: every `|` of such a paragraph may then
 * start a cell.
 *
 * @param source
 *   Source.
 * @param start
 *   Paragraph start.
 * @param paragraphEnd
 *   Paragraph end.
 * @returns
 *   Whether it may.
 */
export function mayHideTable(source: string, start: number, paragraphEnd: number): boolean {
  let end = paragraphEnd
  if (source.charCodeAt(end) === 10) {
    end = source.indexOf('\n', end + 1)
    if (end === -1) end = source.length
  }

  let lineStart = source.indexOf('\n', start)
  while (lineStart !== -1 && lineStart < end) {
    lineStart++
    let at = lineStart
    let dash = false
    let pipe = false
    while (at < end) {
      const code = source.charCodeAt(at)
      if (code === 45 /* `-` */) dash = true
      else if (code === 124 /* `|` */) pipe = true
      else if (code !== 58 && code !== 32 && code !== 9 && code !== 62) break
      at++
    }

    if (dash && pipe && (at === end || source.charCodeAt(at) === 10)) return true
    lineStart = source.indexOf('\n', at)
  }

  return false
}

function collectRaw(
  raw: {text: string[]; offsets: number[]},
  token: Token,
  source: string
): void {
  if (token.type === 'lineEnding') {
    raw.text.push('\n')
    raw.offsets.push(token.start.offset)
  } else if (token.type === 'htmlFlowData' || token.type === 'htmlTextData') {
    raw.text.push(source.slice(token.start.offset, token.end.offset))
    for (let offset = token.start.offset; offset < token.end.offset; offset++) {
      raw.offsets.push(offset)
    }
  }
}

/** Flow blocks that display something where they stand. */
const separating = new Set(['paragraph', 'atxHeading', 'setextHeading', 'codeFenced', 'codeIndented', 'thematicBreak', 'table'])

/**
 * @param source
 *   Source.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether `[from, to)` holds only white space and `>` (blank lines, in
 *   or out of quotes) and definitions.
 */
function onlyBlank(source: string, from: number, to: number): boolean {
  if (to < from) return false
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = source.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    // A definition displays nothing where it is (found by review), its
    // label's lines included (`[^`, `x]: a`; fuzz run 29).
    if (isDefinitionLine(source, lineStart, lineEnd)) {
      const labelEnd = definitionLabelLinesEnd(source, lineStart, lineEnd)
      if (labelEnd !== -1) lineEnd = Math.min(labelEnd, to)
    } else {
      for (let at = lineStart; at < lineEnd; at++) {
        const code = source.charCodeAt(at)
        if (code !== 13 && code !== 32 && code !== 9 && code !== 62) return false
      }
    }

    lineStart = lineEnd + 1
  }

  return true
}

