import {foldText, HtmlMatcher, isAsciiAlpha, isWordCharAt, tokenEdits, type RawEdit} from 'steer-envelope'
import {blankLineAfter, indexWithin, isAsciiPunctuation, lastBelow} from './flat/text.js'
import {opensHtmlBlock} from './flat/html.js'
import {decodeHtmlReference} from './character-references.js'
import {constructEnd} from './html-display.js'
import {containerMarkersEnd, isBlank, startsWithTag} from './cuts.js'
import {mayHoldToken} from './prefilter.js'
import {containerMarker} from './settled.js'

/**
 * A blank line (white space alone between line feeds), or one blank in its
 * quote (quote markers and white space: see `quoted` in `acrossBlank`).
 */
const blankLine = /\n[ \t>]*\n/

/** Rules whose edit puts a `>` where it starts (the quoted heading form). */
const headingRules = new Set(['amendments-heading', 'context-heading'])

/**
 * Escape the `<` of what a browser reads as a construct running across the
 * `>` of a quoted heading (written by the heading rules, or already
 * there): the browser ends it at that `>`, or swallows the `<blockquote>`
 * GitHub writes there, and shows the heading unquoted (found by review:
 * `<div>`, `<t)`, `Amendments`, where `<t)` hid the heading before the
 * edit; `<?x`, `Amendments`, `?>`; `<div`, blank, `> Amendments`). Its `<`
 * becomes `&lt;`, so a browser shows it as text and swallows nothing.
 *
 * That takes tags (also with names and attributes CommonMark rejects:
 * `<t)`, `<a ]`), bogus comments (processing instructions, declarations,
 * CDATA sections, `</3`) and constructs left open; a comment ends at `-->`
 * and is left alone.
 *
 * The text is walked as a browser reads raw HTML, without Markdown
 * context: a `<` in code (which GitHub escapes) is escaped too when a
 * quoted heading follows inside what it would open (stricter; harmless to
 * the raw text, visible in code). Every `<` is looked at, also inside a
 * construct (GitHub may show the construct as text, and what it holds as
 * HTML); finding ends is budgeted, and past the budget every `<` that may
 * open a construct before the last point is escaped, so the walk stays
 * linear.
 *
 * @param text
 *   Prepared text.
 * @param analysis
 *   The AST engine's edits (sorted, non-overlapping).
 * @returns
 *   `html-break` edits turning `<` into `&lt;`, sorted (none usually).
 */
export function openConstructEdits(text: string, analysis: readonly RawEdit[]): RawEdit[] {
  if (!text.includes('<')) return []
  const quotedBlocks = quotedBlockOpeners(text, analysis)
  // Only a construct across lines runs across a quote's `>`; an end tag
  // closes a quote on its own line too.
  if (!text.includes('\n') && !text.includes('</')) return quotedBlocks

  // Where a quote's `>` goes or is: heading edits of either engine, and
  // quote markers before what may display a heading.
  const scan = tokenEdits(text)
  const points: number[] = []
  for (const edit of analysis) if (headingRules.has(edit.rule)) points.push(edit.start)
  for (const edit of scan) if (headingRules.has(edit.rule)) points.push(edit.start)
  quotedHeadings(text, points)
  // End tags only a browser reads are escaped wherever the text may show a
  // token at all: the heading they unquote may be hard to see from here
  // (a lookalike, or a tag that runs on to the heading's line: fuzz run
  // 21), and such a tag is no part of ordinary text.
  const mayShow = mayHoldToken(text, 0, text.length) || mayHoldLookalike(text)
  const endTags = text.includes('</') && mayShow
  // Constructs a browser reads across a blank line (see `acrossBlank`).
  const found = mayShow && blankLine.test(text) ? acrossBlank(text) : []
  const across = quotedBlocks.length === 0 ? found : mergeEscapes(found, quotedBlocks)
  if (points.length === 0 && !endTags) return across
  points.sort((a, b) => a - b)
  const last = points.length > 0 ? points[points.length - 1]! : -1
  const runs = quoteRuns(text, points)
  const runMarkers = runs.markers
  const runEnds = runs.ends
  let nextRun = 0

  // GitHub writes no `>` of a definition (it drops them, and footnotes
  // move): a construct runs on past one (found by review: `<div`, blank,
  // `[a]: >`, `> Amendments`).
  const walk = withoutDefinitionGreaters(text)
  const edits: RawEdit[] = []
  let matcher: HtmlMatcher | undefined
  let budget = 4 * text.length + 4096
  // The last `>` a construct ran across a blank line to, and the blank
  // line after it.
  let blankFrom = -1
  let blankEnd = -1
  let next = 0
  // Past the last heading only end tags are looked at: to the end of the
  // text where it may show a token, else to the end of that heading's line
  // (one before the heading on its line closes the quote too).
  let limit = endTags ? text.length : text.indexOf('\n', last)
  if (limit === -1) limit = text.length
  let at = text.indexOf('<')
  while (at !== -1 && at < limit) {
    if (at >= last) {
      if (isEndTagStart(text, at)) {
        const found = budget > 0 ? constructEnd(walk, at) : 1
        if (found !== -1) budget -= (found < 0 ? text.length : found) - at
        if (found > 0) closingTag(at)
      }

      at = text.indexOf('<', at + 1)
      continue
    }

    if (budget <= 0) {
      if (mayOpen(text, at) || text.startsWith('<!--', at)) escape(at)
      at = text.indexOf('<', at + 1)
      continue
    }

    const found = constructEnd(walk, at)
    let end = found === -1 ? at + 1 : found < 0 ? text.length : found
    budget -= end - at
    // One that runs to a `>` that starts a line may be left open where
    // GitHub's HTML block ends (at a blank line; on the line that ends a
    // comment, instruction or CDATA block), and that `>` is a quote marker
    // to it: the construct swallows the `<blockquote>` GitHub writes, and
    // the quote's lines show unquoted (`<div`, blank, `>`, `> Amendments`;
    // `<g t="`, `<!--></"`, `>`, `> Amendments`, where the comment block
    // ends on its line: found by review). Without Markdown context, every
    // such `>` is taken for one (stricter).
    // A quoted value across a line break may lie partly in paragraph text,
    // where cmark-gfm escapes its closing quote (`&quot;`): to a browser it
    // runs on, to the end or to a quote of a later tag (`<textarea b="<b`,
    // `e=">`, `">`, `> Work-item context`, where the tag filter makes `<b`
    // a tag, and the quote of the `<blockquote>`'s `data-sourcepos` ends
    // its value; fuzz run 24). Without Markdown context, it is taken to
    // run to the end (stricter).
    if (found > 0 && quoteAcrossLines(walk, at, found)) end = text.length
    if (found > 0 && end !== text.length && startsLine(walk, found - 1)) {
      // Nested constructs end at the same `>`: found once.
      if (found !== blankFrom) {
        blankFrom = found
        blankEnd = blankLineAfter(walk, found)
        budget -= blankEnd - found
      }

      end = blankEnd
    }
    while (next < points.length && points[next] <= at) next++
    while (nextRun < runMarkers.length && runMarkers[nextRun] <= at) nextRun++
    // A comment ends at `-->`, not at a quote's `>`: not escaped for that.
    if (found !== -1 && next < points.length && points[next] < end && !text.startsWith('<!--', at)) {
      escape(at)
    } else if (found > 0 && nextRun < runMarkers.length && runMarkers[nextRun] < end) {
      // It runs across a `>` that may open the quote of a heading on a
      // later line, and ends before that heading's line does: it swallows
      // the `<blockquote>` GitHub writes there, and the heading after it
      // shows unquoted (a comment too: `<p>`, `<!--`, blank, `><!-->`,
      // `> amendments`, where the comment ends at the `-->` of `<!-->`;
      // found by a fuzz). One that runs on past the heading hides it.
      const lastInside = lastBelow(runMarkers, end)
      if (end <= runEnds[lastInside]!) escape(at)
    } else if (found > 0 && isEndTagStart(text, at)) {
      closingTag(at)
    }

    // What is inside is read too: an escaped construct shows as text, and
    // GitHub shows one that is no raw HTML (in a paragraph, in code) as
    // text too, where what it holds may be raw HTML on the page (found by
    // review: `a <!--`, blank, `<div>`, `<!`, `Amendments`; `<g t="`,
    // `<td>`, `<a t="<>`, blank, `Amendments`).
    at = text.indexOf('<', at + 1)
  }

  // Both lists are sorted; a `<` in both is escaped once.
  return across.length === 0 ? edits : mergeEscapes(edits, across)

  /**
   * Escape the `<` of each tag or bogus comment a browser reads across a
   * blank line (or to the end of the text), where the text may show a
   * token: the blank line ends GitHub's HTML block there, and the construct
   * swallows the tag GitHub writes for the next block (`<table>`, `<h2>`,
   * `<pre>`), so that block's text joins what came before, and its end
   * tag, which then ends nothing, lets it run on into the block after it
   * (`<div>`, `<a b="c"`, blank, `| Instruction from |`, `|-|`, `| @ |`;
   * `<div>`, `<a`, blank, a fence around `Work-item`, blank, `</x>`,
   * `context`; fuzz run 22). Escaped, it shows as text and swallows
   * nothing. A comment ends at `-->` and is left alone. Finding ends is
   * budgeted as above: past the budget, every `<` that may open one is
   * escaped.
   *
   * @param source
   *   Text.
   * @returns
   *   Escapes, sorted.
   */
  function acrossBlank(source: string): RawEdit[] {
    const found: RawEdit[] = []
    const view = withoutDefinitionGreaters(source)
    // The view without the quote markers of each line (made when a quoted
    // tag line first needs it).
    let quotedView: string | undefined
    let left = 4 * source.length + 4096
    // The next blank line at or after the `<` looked at (searched again only
    // once passed), of each kind (see `quoted`): each only grows, so each
    // search reads on from where the last ended (linear).
    let blankPlain = -2
    let blankQuote = -2
    // Lines are read up to the one the `<` is on: whether a line of its
    // stretch of non-blank lines, up to that one, starts with `<` (the
    // stretch may be an HTML block, which passes the construct raw; in a
    // paragraph, cmark-gfm shows one left open as text: `Amendments<a`,
    // blank, `（）` keeps its bytes).
    let lineStart = 0
    let html = false
    // Whether a line of quote markers alone counts as blank: where a tag
    // line of the stretch is in a quote, it is one there (`><p "`, `>`, a
    // quoted table; fuzz run 37; `- ><p "`; `<!---->`, `><p "`; `<!s>>
    // <div "`, whose tag the core's break puts on a quoted line; fuzz run
    // 38). Elsewhere it is a quote after a paragraph, whose text shows a
    // tag left open as text (`<a`, `>`, `> Amendments` keeps its `<a`), or
    // text in an HTML block that no blank line ends (`<?`, `>`; counting
    // it there escaped `<?` in code spans of prose in quotes).
    let quoted = false
    // The next `</template>` (searched again only once passed; -1: none).
    let templateClose = -2
    let index = source.indexOf('<')
    while (index !== -1) {
      while (lineStart <= index) {
        let lineEnd = source.indexOf('\n', lineStart)
        if (lineEnd === -1) lineEnd = source.length
        if (isBlank(source, lineStart, lineEnd, quoted)) {
          html = false
          quoted = false
        } else if (startsWithTag(source, lineStart, lineEnd)) {
          html = true
          if (!quoted) {
            const markers = containerMarkersEnd(source, lineStart, lineEnd, lineStart)
            quoted = indexWithin(source, '>', lineStart, markers) !== -1
          }
        }

        lineStart = lineEnd + 1
      }

      if (html && mayOpen(source, index)) {
        if (quoted && blankQuote < index) blankQuote = blankLineAfter(source, index, true)
        if (!quoted && blankPlain < index) blankPlain = blankLineAfter(source, index)
        const blank = quoted ? blankQuote : blankPlain
        // None after it: none for a later `<` of the kind either (one of
        // the other kind may come).
        if (blank >= source.length) {
          index = source.indexOf('<', index + 1)
          continue
        }

        let end = -1
        if (left > 0) {
          // In a quote, GitHub drops the quote markers of the block's
          // lines: a `>` among them ends no construct on the page (`><p "`,
          // `>x`, `>`, a quoted table; fuzz run 39).
          end = constructEnd(quoted ? (quotedView ??= withoutQuoteMarkers(view)) : view, index)
          left -= (end === -1 ? index + 1 : end < 0 ? source.length : end) - index
        }

        if (left <= 0 || end < -1 || end > blank || templateAcross(index, end, blank)) {
          if (!holds(analysis, index, false) && !holds(scan, index, true)) {
            found.push({start: index, end: index + 1, replacement: '&lt;', rule: 'html-break'})
          }
        }
      }

      index = source.indexOf('<', index + 1)
    }

    return found

    /**
     * A `<template>` start tag whose element a blank line does not end: its
     * content, GitHub's blocks up to the `</template>` past that line
     * included, displays nothing, and the text around it joins (`<p>`,
     * `Instruction from<template>`, blank, `></template>@`; fuzz run 39).
     * (SVG is no such element: the tag GitHub writes for each block breaks
     * out of it.)
     *
     * @param index
     *   Index of a `<` in `source`.
     * @param end
     *   End of the construct there (see `constructEnd`).
     * @param blank
     *   The next blank line.
     * @returns
     *   Whether it is one whose `</template>` comes after that line.
     */
    function templateAcross(index: number, end: number, blank: number): boolean {
      if (
        end < 0 ||
        (source.charCodeAt(index + 1) | 32) !== 116 /* `t` */ ||
        source.charCodeAt(end - 2) === 47 /* `/` */ ||
        !templateStart.test(source.slice(index, index + 10))
      ) {
        return false
      }

      if (templateClose !== -1 && templateClose < index) {
        templateEnd.lastIndex = index
        templateClose = templateEnd.exec(source)?.index ?? -1
      }

      return templateClose > blank
    }
  }

  /**
   * An end tag a browser reads and the core's grammar does not (an
   * attribute CommonMark rejects: `</blockquote @>`) was not put on a line
   * of its own, out of the containers it stands in: in raw HTML it closes
   * the quote GitHub wrote around it, and a quoted heading after it shows
   * unquoted (`></blockquote @>Amendments`; fuzz run 19). Escaped
   * wherever the text may show a token (see `endTags`), or else before a
   * quoted heading (stricter: no Markdown context here).
   *
   * @param index
   *   Index of its `<`.
   */
  function closingTag(index: number): undefined {
    matcher ??= new HtmlMatcher(text)
    if (matcher.tag(index) === -1) escape(index)
  }

  /**
   * @param index
   *   Index of a `<` to escape, unless a token edit holds it (edits of one
   *   engine never overlap).
   */
  function escape(index: number): undefined {
    // An insertion of the AST engine's own there (a heading's `> `) is
    // combined with it by the caller.
    if (holds(analysis, index, false) || holds(scan, index, true)) return
    edits.push({start: index, end: index + 1, replacement: '&lt;', rule: 'html-break'})
  }
}

/**
 * @param text
 *   Text.
 * @returns
 *   Whether its folded copy may show a token (lookalikes: `Ａmendment&#115;`).
 */
function mayHoldLookalike(text: string): boolean {
  if (!/[^\0-\x7F]/.test(text)) return false
  const folded = foldText(text)
  return mayHoldToken(folded, 0, folded.length)
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index of a `<`.
 * @returns
 *   Whether an end tag starts there as a browser reads one (`</` and a
 *   letter).
 */
function isEndTagStart(text: string, index: number): boolean {
  return text.charCodeAt(index + 1) === 47 /* `/` */ && isAsciiAlpha(text.charCodeAt(index + 2))
}

/**
 * The `>` that may open the block quote of a quoted heading: in the lines
 * from the blank line before a heading's line to that line, each line's
 * first `>` among its container markers (a quote may start on any of them,
 * lazy lines between), paired with the end of the last heading line of
 * those lines (a construct that ends after it hides the heading).
 *
 * @param text
 *   Text.
 * @param points
 *   Where quoted headings' `>` go or are (sorted).
 * @returns
 *   Markers (sorted) and, for each, the end of its heading line (not
 *   decreasing).
 */
function quoteRuns(text: string, points: readonly number[]): {markers: number[]; ends: number[]} {
  const markers: number[] = []
  const ends: number[] = []
  // Markers of the current run of non-blank lines, and how many of them
  // come at or before its last heading line so far.
  const pending: number[] = []
  let taken = 0
  let headingEnd = -1
  let next = 0
  let lineStart = 0
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const prefix = containerPrefix(text, lineStart, lineEnd)
    const at = prefix.end
    const quote = prefix.quote

    const blank = at >= lineEnd && quote === -1
    if (blank) {
      flush()
    } else {
      if (quote !== -1) pending.push(quote)
      let heading = false
      while (next < points.length && points[next]! <= lineEnd) {
        if (points[next]! >= lineStart) heading = true
        next++
      }

      if (heading) {
        taken = pending.length
        headingEnd = lineEnd
      }
    }

    if (lineEnd === text.length) break
    lineStart = lineEnd + 1
  }

  flush()
  return {markers, ends}

  function flush(): undefined {
    for (let index = 0; index < taken; index++) {
      markers.push(pending[index]!)
      ends.push(headingEnd)
    }

    pending.length = 0
    taken = 0
    headingEnd = -1
  }
}

/**
 * Read a line's container markers (white space, `>`, list markers).
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Where the markers end, and the first `>` among them (or -1).
 */
function containerPrefix(text: string, lineStart: number, lineEnd: number): {end: number; quote: number} {
  let at = lineStart
  let quote = -1
  while (at < lineEnd) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9) {
      at++
    } else if (code === 62 /* `>` */) {
      if (quote === -1) quote = at
      at++
    } else {
      const marker = listMarkerEnd(text, at, lineEnd)
      if (marker === -1) break
      at = marker
    }
  }

  return {end: at, quote}
}

/**
 * Escape the `<` of a tag that opens an HTML block in a block quote where
 * the core's grammar reads no tag (an attribute CommonMark rejects: `<p
 * ->`), so that the core's break left it in the quote. GitHub writes the
 * block's lines without their quote markers, and its page places none of
 * them on a source line a `>` quotes: a heading there shows unquoted
 * (`><p ->Amendments`; `><p ->`, `>Amendments`; fuzz run 39). Escaped, the
 * line is text in the quote's paragraph. Only where the text may show a
 * token; a tag a token edit holds is left to it.
 *
 * @param text
 *   Prepared text.
 * @param analysis
 *   The engine's edits (sorted, non-overlapping).
 * @returns
 *   Escapes, sorted.
 */
function quotedBlockOpeners(text: string, analysis: readonly RawEdit[]): RawEdit[] {
  const found: RawEdit[] = []
  let matcher: HtmlMatcher | undefined
  let lineStart = 0
  let shows: boolean | undefined
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const markers = containerMarkersEnd(text, lineStart, lineEnd, lineStart)
    if (
      text.charCodeAt(markers) === 60 /* `<` */ &&
      indexWithin(text, '>', lineStart, markers) !== -1 &&
      opensHtmlBlock(text, lineStart, lineEnd) &&
      (matcher ??= new HtmlMatcher(text)).any(markers) === -1 &&
      !holds(analysis, markers, false) &&
      (shows ??= mayHoldToken(text, 0, text.length) || mayHoldLookalike(text))
    ) {
      found.push({start: markers, end: markers + 1, replacement: '&lt;', rule: 'html-break'})
    }

    lineStart = lineEnd + 1
  }

  return found
}

/**
 * @param left
 *   Escapes, sorted.
 * @param right
 *   Escapes, sorted.
 * @returns
 *   Both, sorted, one per `<`.
 */
function mergeEscapes(left: RawEdit[], right: RawEdit[]): RawEdit[] {
  const seen = new Set(left.map((edit) => edit.start))
  return [...left, ...right.filter((edit) => !seen.has(edit.start))].sort((a, b) => a.start - b.start)
}

/** A `<template>` start tag's opening (see `templateAcross`). */
const templateStart = /^<template[\t\n\f\r />]/i

/** A `</template>` end tag's opening. */
const templateEnd = /<\/template[\t\n\f\r />]/gi

/**
 * @param text
 *   Text.
 * @returns
 *   Text of the same length with each `>` among the container markers of a
 *   line (see `containerMarkersEnd`) turned into a space.
 */
function withoutQuoteMarkers(text: string): string {
  let result = ''
  let last = 0
  let lineStart = 0
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const markers = containerMarkersEnd(text, lineStart, lineEnd, lineStart)
    for (let at = lineStart; at < markers; at++) {
      if (text.charCodeAt(at) !== 62) continue
      result += text.slice(last, at) + ' '
      last = at + 1
    }

    lineStart = lineEnd + 1
  }

  return last === 0 ? text : result + text.slice(last)
}

/**
 * The text with every `>` after the `]:` of a line that looks like a
 * definition (`[label]:` or `[^label]:`, after container markers), and in
 * the lines that go on with it (lazy lines that start no quote; a
 * footnote's indented lines), turned into a space.
 *
 * @param text
 *   Text.
 * @returns
 *   Text of the same length (the text itself when nothing changes).
 */
function withoutDefinitionGreaters(text: string): string {
  let result: string[] | undefined
  let last = 0
  let lineStart = 0
  // Whether the line before is a definition's, or goes on with one (no
  // blank line since), and whether the last definition is a footnote's
  // (whose indented lines after blank lines go on with it).
  let inDefinition = false
  let footnote = false
  // The next `>` (-2: not searched yet): searched only once a definition
  // needs it (a search of the whole text up front cost seconds per MiB once
  // optimized, found by benchmark; most texts hold no definition).
  let greater = -2
  // The next `]:` (-2: not searched yet) and the start of the next blank
  // line (or the end).
  let labelEnd = -2
  let blankAt = -2
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    let at = lineStart
    while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
    const indent = at - lineStart
    if (at >= lineEnd) {
      inDefinition = false
    } else if ((inDefinition || footnote) && indent >= 4) {
      // Indented content of a footnote moves to the end of the page.
      blank(at, lineEnd)
      inDefinition = true
    } else if (inDefinition && text.charCodeAt(at) !== 62) {
      // A lazy line goes on with the definition (a title, a footnote's
      // paragraph: `[^a]: t`, `?>`; found by review); one that starts with
      // `>` starts a quote. It may start another definition.
      blank(at, lineEnd)
      if (text.charCodeAt(at) === 91 /* `[` */ && indexWithin(text, ']:', at, lineEnd) !== -1) {
        footnote = text.charCodeAt(at + 1) === 94 /* `^` */
      }
    } else {
      inDefinition = false
      footnote = false
      // Container markers: white space, quote markers, bullets, numbers.
      while (at < lineEnd && containerMarker(text.charCodeAt(at))) at++
      if (text.charCodeAt(at) === 91 /* `[` */) {
        let close = indexWithin(text, ']:', at, lineEnd)
        if (close === -1) {
          // A label may run across lines (at most 999 characters, no blank
          // line): the core's tag breaks make one of `[a</b>]: u` (found by
          // a fuzz run). The next `]:` and blank line are searched again
          // only once passed.
          if (labelEnd !== -1 && labelEnd < at) labelEnd = text.indexOf(']:', at)
          if (blankAt < at) blankAt = blankLineAfter(text, at)
          if (labelEnd !== -1 && labelEnd - at < 1000 && labelEnd < blankAt) {
            close = labelEnd
            lineEnd = text.indexOf('\n', close)
            if (lineEnd === -1) lineEnd = text.length
          }
        }

        if (close !== -1) {
          // The label displays nothing either (a footnote's moves, as its
          // number): a `>` in it ends nothing (`<?`, blank, `[^</td>a]: t`,
          // `    ?>`, `> Amendments`; found by the browser oracle). Taking a
          // line that is no definition for one only escapes more.
          blank(at, lineEnd)
          inDefinition = true
          footnote = text.charCodeAt(at + 1) === 94 /* `^` */
        }
      }
    }

    lineStart = lineEnd + 1
  }

  if (!result) return text
  result.push(text.slice(last))
  return result.join('')

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   */
  function blank(from: number, to: number): undefined {
    // The next `>` is remembered: lines come in order, and a search to the
    // end of the text from every line would be quadratic.
    if (greater === -2 || (greater !== -1 && greater < from)) greater = text.indexOf('>', from)
    while (greater !== -1 && greater < to) {
      result ??= []
      result.push(text.slice(last, greater), ' ')
      last = greater + 1
      greater = text.indexOf('>', last)
    }
  }
}

/**
 * Add where a quote's `>` is on each line whose container markers (white
 * space, bullets, ordered markers, quote markers: `> Amendments`,
 * `- > &#65;mendments`) hold one, followed by what may display a heading.
 *
 * @param text
 *   Text.
 * @param points
 *   List to add to.
 */
function quotedHeadings(text: string, points: number[]): undefined {
  let lineStart = 0
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const prefix = containerPrefix(text, lineStart, lineEnd)
    const at = prefix.end
    const quote = prefix.quote

    if (quote !== -1 && mayHoldToken(text, at, lineEnd) && mayShowHeading(text, at, lineEnd)) points.push(quote)
    lineStart = lineEnd + 1
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @param to
 *   Line end.
 * @returns
 *   Index after the list marker at `at` (a bullet, or up to nine digits and
 *   `.` or `)`) when white space follows it, or -1.
 */
function listMarkerEnd(text: string, at: number, to: number): number {
  let end = at
  const code = text.charCodeAt(at)
  if (code === 45 || code === 42 || code === 43) {
    end++
  } else {
    while (end < to && end - at < 9 && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
    const mark = text.charCodeAt(end)
    if (end === at || (mark !== 46 && mark !== 41)) return -1
    end++
  }

  const next = text.charCodeAt(end)
  return next === 32 || next === 9 ? end : -1
}

/** What may make a line display otherwise than it reads: references, escapes. */
const decodes = /[&\\]/

/** What this reading does not follow: tags and links. */
const tagsOrLinks = /[<[\]]/

/**
 * @param kept
 *   Displayed text with each run of marks as a NUL.
 * @param count
 *   Characters shown before the place asked about.
 * @returns
 *   Whether a run of marks comes right after that many shown characters.
 */
function markAfter(kept: string, count: number): boolean {
  let shown = 0
  for (let index = 0; index < kept.length; index++) {
    if (kept.charCodeAt(index) === 0) {
      if (shown === count) return true
    } else {
      if (shown === count) return false
      shown++
    }
  }

  return false
}

/** Where a cell or a displayed line starts: `|`, or what `referenceBreak` reads. */
const cellOrLine = /[|\n\r\v\f\x85\u2028\u2029]/

/**
 * Whether the rest of a quoted line may display a heading. Text without
 * tags or links is read as a browser shows it: references decoded or not,
 * escapes applied or not (each reading is tried), marks that may display
 * nothing dropped, white space collapsed, each `|` a place a cell starts,
 * wrappers skipped; then the heading alone (`Amendments`, closing marks
 * after it), the context heading up to a word boundary as the core reads
 * one, or `Work-item` with `context` starting the next line (joined in
 * code or raw HTML: `` `Work-item ``, `` context` ``). `> Amendments were
 * made` is prose, and escaping a construct before it changed a body
 * without tokens (found by review; so did `> Amendments & changes`, until
 * references and escapes were read too); a line with a tag or a bracket
 * keeps the pre-filter's answer.
 *
 * @param text
 *   Text.
 * @param from
 *   After the container markers.
 * @param to
 *   Line end.
 * @returns
 *   Whether it may.
 */
function mayShowHeading(text: string, from: number, to: number): boolean {
  const rest = text.slice(from, to)
  if (tagsOrLinks.test(rest)) return true
  // The next line's start, for `context` after `Work-item`.
  const next = text.slice(to + 1, to + 40)
  if (!decodes.test(rest) && !decodes.test(next)) return showsHeading(rest, next)
  for (const references of [false, true]) {
    for (const escapes of [false, true]) {
      if (showsHeading(displayed(rest, references, escapes), displayed(next, references, escapes))) return true
    }
  }

  return false
}

/**
 * @param rest
 *   Rest of a quoted line, as displayed.
 * @param next
 *   Start of the next line, as displayed.
 * @returns
 *   Whether it shows a heading (see `mayShowHeading`).
 */
function showsHeading(rest: string, next: string): boolean {
  // A decoded line feed, carriage return or form feed shows as a space
  // outside `<pre>` (`>Work-item&#10;context`: found by a fuzz), and as a
  // line break in it: both readings.
  return (
    showsHeadingAsRead(rest, next) ||
    (/[\n\r\f]/.test(rest) && showsHeadingAsRead(rest.replaceAll(/[\n\r\f]/g, ' '), next))
  )
}

/**
 * @param rest
 *   Rest of a quoted line, as displayed.
 * @param next
 *   Start of the next line, as displayed.
 * @returns
 *   Whether it shows a heading, each line break a line break.
 */
function showsHeadingAsRead(rest: string, next: string): boolean {
  // `_` may be emphasis (`Work-item _context_`): dropped too; each `|` may
  // start a table cell (`a|Amendments`): each cell is read as a line
  // (found by review).
  // A mark dropped may also show as written, so a word may end where one
  // was (`Work-item context```math`, no code: found by a property test):
  // each run is kept as a NUL until the words are read.
  // White space beyond ASCII and U+2800 show as a space too, as the fold
  // reads them (`>Amendment&#115;⠀`; fuzz run 20).
  const marked = rest.replaceAll(/[*_~`]+/g, '\0').replaceAll(/[\s\u2800][\s\u2800\0]*/gu, ' ')
  // A reference that decodes to a line break starts a line too
  // (`>&#13;Work-item context`: found by a fuzz).
  for (const cell of marked.split(cellOrLine)) {
    const kept = cell.replace(/^(?:[ >#+\-\0]|(?:\d\0*){1,9}[.)])*/, '')
    const shown = kept.replaceAll('\0', '')
    // A backslash at the end is a hard line break (`Amendments\`, then a
    // line: the heading ends its rendered line; fuzz run 19).
    if (/^amendments[ #]*\\?$/iu.test(shown)) return true
    if (/^work-item context/iu.test(shown) && (!isWordCharAt(shown, 17) || markAfter(kept, 17))) return true
  }

  // The marks dropped (white space is collapsed already).
  const marks = marked.replaceAll('\0', '')
  // `Work-item` may go on with `context` on the next line, which a line
  // ending in code or raw HTML joins with a space.
  return /(?:^|[|\n\r\v\f\x85\u2028\u2029])[ >#+-]*work-item ?$/iu.test(marks) && /^[ \t>*_~`]*context(?![\w\u212A\u017F])/iu.test(next)
}

/**
 * Text as displayed with references decoded (as a browser does, which
 * decodes more than Markdown: `&amp` without `;`) and escapes applied, or
 * not.
 *
 * @param text
 *   Text.
 * @param references
 *   Whether to decode references.
 * @param escapes
 *   Whether to apply backslash escapes.
 * @returns
 *   Displayed text.
 */
function displayed(text: string, references: boolean, escapes: boolean): string {
  let result = ''
  let last = 0
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (escapes && code === 92 /* `\` */ && isAsciiPunctuation(text.charCodeAt(at + 1))) {
      result += text.slice(last, at)
      last = at + 1
      at++
    } else if (references && code === 38 /* `&` */) {
      const reference = decodeHtmlReference(text, at)
      if (reference) {
        result += text.slice(last, at) + reference.value
        last = reference.end
        at = reference.end - 1
      }
    }
  }

  return result + text.slice(last)
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   Whether only spaces and tabs precede it on its line.
 */
function startsLine(text: string, at: number): boolean {
  let before = at - 1
  while (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 9) before--
  return before < 0 || text.charCodeAt(before) === 10
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @returns
 *   Whether a browser may read a construct there that a `>` ends (a tag,
 *   an end tag or a bogus comment; not a comment).
 */
function mayOpen(text: string, at: number): boolean {
  const code = text.charCodeAt(at + 1)
  if (code === 33 /* `!` */) return !text.startsWith('--', at + 2)
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 47 || code === 63
}

/**
 * @param edits
 *   Sorted, non-overlapping edits.
 * @param index
 *   Index.
 * @param insertions
 *   Whether an insertion at `index` counts.
 * @returns
 *   Whether an edit starts at or covers `index`.
 */
function holds(edits: readonly RawEdit[], index: number, insertions: boolean): boolean {
  let low = 0
  let high = edits.length
  // The first edit that ends after `index` (or, if they count, is an
  // insertion at it: it sorts before an edit that starts there).
  while (low < high) {
    const mid = (low + high) >> 1
    const edit = edits[mid]
    if (edit.end > index || (insertions && edit.start === index && edit.end === index)) high = mid
    else low = mid + 1
  }

  return low < edits.length && edits[low].start <= index
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a construct.
 * @param to
 *   Its end.
 * @returns
 *   Whether a quote stands in it after a line feed (a quoted value, or a
 *   quote in a name, across a line break).
 */
function quoteAcrossLines(text: string, from: number, to: number): boolean {
  const feed = indexWithin(text, '\n', from, to)
  if (feed === -1) return false
  return indexWithin(text, '"', feed, to) !== -1 || indexWithin(text, "'", feed, to) !== -1
}
