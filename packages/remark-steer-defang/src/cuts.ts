import {acrossLineBreak, inTagName, isQuotedValue, tagNameStart, tagStep} from './tag-state.js'
import {gfmFootnoteEnd, listMarkerEnd} from './flat/containers.js'
import {interruptsParagraph, isSetextUnderline} from './flat/blocks.js'
import {fenceOpens} from './flow-state.js'
import {cmarkTitleClose, isAsciiPunctuation} from './flat/text.js'

/**
 * Where the text may be cut into pieces that parse on their own: the start
 * of a line that follows a blank line and begins with neither a space nor a
 * tab.
 *
 * Such a line closes every container (a block quote ends at a blank line; a
 * list item or footnote needs indentation to continue after one) and every
 * leaf except a fenced code block and HTML blocks of kinds 1–5, which may
 * run across blank lines. The piece loop handles those two: a piece that
 * starts inside a fence is parsed as such, and a cut inside one of those
 * HTML blocks is not used. A sibling list item or block quote after the
 * blank line starts a new list or quote, which changes no displayed text.
 * A line that begins with `<` (or a definition) after a stretch with a line
 * that did is no cut either (two HTML blocks a blank line apart display as
 * one run).
 *
 * An ATX heading that starts its line (column 0) is a block of one line
 * that every container and paragraph above ends at, and that takes no
 * line after it: the lines before and after it are cuts too, unless its
 * stretch has a line that begins with `<` (an HTML block may hold it) or a
 * construct a browser reads is open there. So a heading over the markup
 * budget falls back alone, and the body below it is parsed (`overBudget`
 * counts a heading's markup apart too).
 *
 * So is a column-0 line that opens a quote, a list item, a footnote
 * definition, a fence or a thematic break below a paragraph at the top
 * level (a stretch of lines none of which opens a container, a fence or an
 * HTML block): it ends the paragraph, and is at the top level itself. A
 * paragraph over the markup budget falls back alone, and a body below it
 * that opens with a quote or a list is parsed (`overBudget` counts per
 * segment between cuts).
 *
 * @param text
 *   Prepared text (`\n` line breaks).
 * @returns
 *   Sorted line-start offsets (never `0`).
 */
export function cutCandidates(text: string): number[] {
  const cuts: number[] = []
  let lineStart = 0
  let previousBlank = true
  // Whether the stretch before the blank lines had a line that began with
  // `<` (it may end in an HTML block), and whether the current one has.
  let htmlBefore = false
  let html = false
  // What a browser has open at the end of the current stretch, and of the
  // one before (see `openConstruct`; 0: nothing).
  let open = 0
  let openBefore = 0
  // Whether the current stretch goes on with a comment an HTML block before
  // it left open: its text (escaped) ends nothing, so the comment goes on
  // past it to the next `-->` in raw HTML (`- <!--a>`, blank, `s`, blank,
  // `<e>`, `-->&#65mendments`; found by a fuzz run).
  let carriedComment = false
  // Where the content of the list item or quote a comment opened in starts
  // (see `containerContent`), or -1: a `-->` on a line outside that
  // container is paragraph text, which GitHub escapes, and ends nothing
  // (`- <!--a>`, then `-->`, blank, `>`, `<o>`, `-->&#65mendments`; found
  // by a fuzz run).
  let commentContainer = -1
  // Whether the stretch before the blank lines is a footnote definition's
  // (its label line, or its text after one): its indented lines after
  // them go on with it, and its text moves to the end of the page (`<a>`,
  // `Instruction from`, blank, `[^a]: x`, blank, `    z`, blank, `<n>`,
  // `@`: fuzz run 28).
  let footnote = false
  // Whether the line above is a column-0 ATX heading that may be cut after.
  let headingAbove = false
  // Whether the stretch so far is paragraphs and leaves at the top level,
  // which a column-0 block opener ends (see `staysAtTop`).
  let top = false
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const blank = isBlank(text, lineStart, lineEnd)
    if (blank) {
      if (!previousBlank) {
        htmlBefore = html
        openBefore = html || carriedComment ? open : 0
      }
    } else {
      const tag = startsWithTag(text, lineStart, lineEnd)
      if (previousBlank) {
        const code = text.charCodeAt(lineStart)
        // HTML blocks with blank lines (or definitions, which display
        // nothing) between are back to back on the page (cmark-gfm writes
        // each as is): a token may run from one into the next, so they stay
        // in one piece (found by review). So does a block after an HTML
        // block that leaves a construct open: the `>` of the tag GitHub
        // writes for it ends the construct, and the text before joins the
        // block's (`<div>`, `Amend<a b="c"`, blank, `ments`; found by a
        // fuzz run).
        const definition = isDefinitionLine(text, lineStart, lineEnd)
        if (lineStart > 0 && code !== 32 && code !== 9 && !(htmlBefore && (tag || definition)) && openBefore === 0) {
          cuts.push(lineStart)
        }

        const displaysNothing = definition || (footnote && indentedFour(text, lineStart, lineEnd))
        if (definition) footnote = isFootnoteLine(text, lineStart)
        else if (!displaysNothing) footnote = false
        html = displaysNothing ? htmlBefore : false
        carriedComment = !displaysNothing && openBefore === 4
        open = displaysNothing || carriedComment ? openBefore : 0
        // (An indented line goes on with what the blank line left open.)
        top = code !== 32 && code !== 9 && staysAtTop(text, lineStart, lineEnd)
      } else {
        // (Past a heading nothing is open: an indented line starts a block
        // of its own, not a list item's or a code block's next line.)
        const opener = top && opensTopBlock(text, lineStart, lineEnd)
        if ((headingAbove || opener || isAtxHeadingLine(text, lineStart, lineEnd)) && !html && open === 0) {
          cuts.push(lineStart)
        }

        // (A thematic break or heading leaves the top level as it was.)
        top &&= staysAtTop(text, lineStart, lineEnd)

        if (isDefinitionLine(text, lineStart, lineEnd)) footnote = isFootnoteLine(text, lineStart)
      }

      if (tag) html = true
      const before = open
      open = openConstruct(text, lineStart, lineEnd, open)
      if (before !== 4 && open === 4) {
        commentContainer = containerContent(text, lineStart, lineEnd)
      } else if (before === 4 && open !== 4 && commentContainer !== -1 && !insideContainer(text, lineStart, lineEnd, commentContainer)) {
        open = 4
      }
    }

    headingAbove = !blank && !html && open === 0 && isAtxHeadingLine(text, lineStart, lineEnd)
    previousBlank = blank
    lineStart = lineEnd + 1
  }

  return cuts
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line is an ATX heading at column 0: one to six `#`, then a
 *   space, a tab or the line's end.
 */
export function isAtxHeadingLine(text: string, start: number, end: number): boolean {
  let at = start
  while (at < end && at - start < 7 && text.charCodeAt(at) === 35) at++
  const hashes = at - start
  if (hashes === 0 || hashes > 6) return false
  const code = text.charCodeAt(at)
  return at === end || code === 32 || code === 9
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line, at column 0, opens a block that ends a paragraph
 *   above it (see `interruptsParagraph`), other than an HTML block (left to
 *   the rules for `<`) and a setext underline (which makes the paragraph a
 *   heading).
 */
function opensTopBlock(text: string, start: number, end: number): boolean {
  const code = text.charCodeAt(start)
  return (
    code !== 32 &&
    code !== 9 &&
    code !== 60 &&
    !isSetextUnderline(text, start, end) &&
    interruptsParagraph(text, start, end)
  )
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line, in a stretch at the top level, leaves it there: it
 *   opens no quote, list item (even one that may not interrupt a
 *   paragraph), footnote definition, fence or HTML block (a line indented
 *   four columns is a paragraph's text or indented code).
 */
function staysAtTop(text: string, start: number, end: number): boolean {
  if (indentedFour(text, start, end)) return true
  let at = start
  while (at < end && text.charCodeAt(at) === 32) at++
  const code = text.charCodeAt(at)
  if (code === 62 || code === 60) return false
  const marker = listMarkerEnd(text, at, end)
  if (marker !== -1 && (marker === end || text.charCodeAt(marker) === 32 || text.charCodeAt(marker) === 9)) return false
  if (code === 91 && gfmFootnoteEnd(text, at, end) !== -1) return false
  return !((code === 96 || code === 126) && fenceOpens(text, at, end) !== undefined)
}

/**
 * Whether a `<` that a browser may read as the start of a construct that
 * runs on (a tag, end tag, comment, declaration or processing instruction:
 * before a letter, `!`, `/` or `?`) is left open at the end of
 * `[from, to)`: see `openConstruct`.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Whether one is open at `to`.
 */
export function leavesConstructOpen(text: string, from: number, to: number): boolean {
  return openConstruct(text, from, to, 0) !== 0
}

/** `openConstruct`'s state for a tag: this plus the tag's state (see `tag-state.ts`). */
const inTag = 256

/**
 * What a browser has open at the end of `[from, to)`, given what it has
 * open at `from`: `0` nothing; `1` a construct its first `>` ends (a
 * declaration or processing instruction); `4` a comment; `inTag` plus a
 * state of `tag-state.ts` a tag (in a quoted value a `>` ends nothing:
 * `<x a="`, `>"`, blank, `context.`: the `>` of the `<p>` GitHub writes
 * for the next block ends the tag; fuzz run 22). Open wherever a `<` that
 * starts one has no `>` after it.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End (a line end: the tag's state goes on past the line break).
 * @param state
 *   What is open at `from`.
 * @returns
 *   What is open at `to`.
 */
export function openConstruct(text: string, from: number, to: number, state: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (state === 4) {
      // A comment ends at `-->` or `--!>` only.
      if (code === 62 && text.charCodeAt(at - 1) === 45 && text.charCodeAt(at - 2) === 45 && at - 2 >= from) state = 0
      else if (code === 62 && text.startsWith('--!', at - 3) && at - 3 >= from) state = 0
      continue
    }

    // A comment opens anywhere but in a quoted value: a construct or tag
    // before it may be text to cmark-gfm (`<!x`, then `- <!--a>`: GitHub's
    // comment runs on past the list item it is in; fuzz run 22).
    if (code === 60 && !(state >= inTag && isQuotedValue(state - inTag)) && text.startsWith('<!--', at)) {
      if (text.startsWith('<!-->', at)) at += 4
      else if (text.startsWith('<!--->', at)) at += 5
      else {
        state = 4
        at += 3
      }

      continue
    }

    if (state >= inTag) {
      const next = tagStep(state - inTag, code)
      state = next === -1 ? 0 : inTag + next
    } else if (code === 62 /* `>` */) {
      state = 0
    } else if (code === 60 /* `<` */) {
      // A tag may start in a declaration too: conservatively, it goes on.
      const name = tagNameStart(text, at)
      if (name !== -1) {
        state = inTag + inTagName
        at = name
      } else {
        const next = text.charCodeAt(at + 1)
        if (next === 33 || next === 47 || next === 63) state = 1
      }
    }
  }

  return state >= inTag ? inTag + acrossLineBreak(state - inTag) : state
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Where the content of a list item the line opens starts (its column), 0
 *   for a block quote the line opens, or -1 for neither.
 */
function containerContent(text: string, start: number, end: number): number {
  let at = start
  while (at < end && at - start < 3 && text.charCodeAt(at) === 32) at++
  const code = text.charCodeAt(at)
  if (code === 62 /* `>` */) return 0
  const marker = listMarkerEnd(text, at, end)
  const space = text.charCodeAt(marker)
  return marker === -1 || (space !== 32 && space !== 9) ? -1 : marker + 1 - start
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @param content
 *   What `containerContent` returned for the container.
 * @returns
 *   Whether the line goes on in it: indented to its content (a list
 *   item), or with a quote marker (a block quote).
 */
function insideContainer(text: string, start: number, end: number, content: number): boolean {
  let at = start
  while (at < end && text.charCodeAt(at) === 32) at++
  if (content === 0) return at - start < 4 && text.charCodeAt(at) === 62
  return at - start >= content
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line begins, after white space, container markers (quote
 *   markers, bullets, ordered list numbers) and footnote labels, with `<`.
 */
export function startsWithTag(text: string, start: number, end: number): boolean {
  // Container markers and indentation first (`- <div>`, `> <b>`).
  let at = containerMarkersEnd(text, start, end, start)
  // A footnote's first line may open an HTML block too (`[^x]:<div`,
  // blank, a table in the footnote: the tag swallows the `<table>` GitHub
  // writes; fuzz run 28).
  while (text.charCodeAt(at) === 91 && text.charCodeAt(at + 1) === 94) {
    const after = footnoteLabelEnd(text, at, end)
    if (after === -1) break
    at = containerMarkersEnd(text, after, end, start)
  }

  return text.charCodeAt(at) === 60
}

/**
 * @param text
 *   Text.
 * @param at
 *   Where to start.
 * @param end
 *   Line end.
 * @param lineStart
 *   Line start (a `.` or `)` there is no list marker's).
 * @returns
 *   Index after white space and container markers (quote markers,
 *   bullets, ordered list numbers), roughly.
 */
export function containerMarkersEnd(text: string, at: number, end: number, lineStart: number): number {
  let index = at
  while (index < end) {
    const code = text.charCodeAt(index)
    if (code === 32 || code === 9 || code === 62 || code === 42 || code === 43 || code === 45 || (code >= 48 && code <= 57)) index++
    else if ((code === 46 || code === 41) && index > lineStart) index++
    else break
  }

  return index
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Index after the `]:` of the definition label that starts the line
 *   (after up to three spaces), or -1 (read as `footnoteLabelEnd` does).
 */
export function definitionLabelEnd(text: string, start: number, end: number): number {
  let at = start
  while (at < end && at - start < 3 && text.charCodeAt(at) === 32) at++
  if (text.charCodeAt(at) !== 91 /* `[` */) return -1
  // A label may run onto later lines, not past a blank one (`[^`, `x]: a`
  // is a link definition: fuzz run 29).
  const limit = Math.min(text.length - 1, at + 1000)
  for (let index = at + 1; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) index++
    else if (code === 93 /* `]` */) return index > at + 1 && text.charCodeAt(index + 1) === 58 /* `:` */ ? index + 2 : -1
    // A label holds no `[` (so a run of lines that each start with one is
    // read once: linear).
    else if (code === 91) return -1
    else if (code === 10 && blankAt(text, index + 1)) return -1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param at
 *   A line start.
 * @returns
 *   Whether the line is blank (reads its white space only).
 */
function blankAt(text: string, at: number): boolean {
  let index = at
  while (index < text.length && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9)) index++
  return index >= text.length || text.charCodeAt(index) === 10
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   End of the line where the label of a definition that the line starts
 *   closes, when that is a later line (the lines between are the label's
 *   and display nothing), else -1.
 */
export function definitionLabelLinesEnd(text: string, start: number, end: number): number {
  const label = definitionLabelEnd(text, start, end)
  if (label <= end) return -1
  const lineEnd = text.indexOf('\n', label)
  return lineEnd === -1 ? text.length : lineEnd
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a `[^`.
 * @param end
 *   Line end.
 * @returns
 *   Index after the `]:` of the footnote label starting there, or -1 (the
 *   label is read loosely, up to 999 characters: taking more for a label
 *   is stricter where this is used).
 */
function footnoteLabelEnd(text: string, at: number, end: number): number {
  const limit = Math.min(end - 1, at + 1000)
  for (let index = at + 2; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) index++
    else if (code === 93 /* `]` */) return index > at + 2 && text.charCodeAt(index + 1) === 58 /* `:` */ ? index + 2 : -1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line begins, after up to three spaces, like a definition
 *   (`[label]:`, `[^label]:`, also a label across lines), which displays
 *   nothing where it is.
 */
export function isDefinitionLine(text: string, start: number, end: number): boolean {
  let at = start
  while (at < end && at - start < 3 && text.charCodeAt(at) === 32) at++
  if (text.charCodeAt(at) !== 91 /* `[` */) return false
  const limit = Math.min(end - 1, at + 1000)
  for (let index = at + 1; index < limit; index++) {
    if (text.charCodeAt(index) === 93 /* `]` */) return text.charCodeAt(index + 1) === 58 /* `:` */
  }

  // Or one whose label closes on a later line.
  return definitionLabelLinesEnd(text, start, end) !== -1
}

/**
 * How a line that may start a link definition starts one, roughly as
 * cmark-gfm reads it: a label that is not empty and holds no bracket, `:`,
 * then a destination on the line (`complete`), or nothing but white space
 * (`pending`: the destination may follow on the next line).
 *
 * @param text
 *   Text.
 * @param start
 *   Where its content starts.
 * @param end
 *   Line end.
 * @returns
 *   What it starts.
 */
export function definitionLineKind(text: string, start: number, end: number): 'complete' | 'none' | 'pending' {
  let at = start
  while (at < end && at - start < 3 && text.charCodeAt(at) === 32) at++
  if (text.charCodeAt(at) !== 91 /* `[` */) return 'none'
  const limit = Math.min(end - 1, at + 1000)
  let index = at + 1
  let letters = false
  for (; index < limit; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) {
      index++
      letters = true
    } else if (code === 91) {
      return 'none'
    } else if (code === 93) {
      break
    } else if (code !== 32 && code !== 9) {
      letters = true
    }
  }

  if (index >= limit || !letters || text.charCodeAt(index + 1) !== 58 /* `:` */) return 'none'
  if (isBlank(text, index + 2, end)) return 'pending'
  return pointyDestinationOpen(text, index + 2, end) || !tailAfterDestination(text, index + 2, end) ? 'none' : 'complete'
}

/**
 * Where a definition's destination ends on its line, roughly as cmark-gfm
 * reads it: past white space, to the `>` of one in angle brackets (the
 * line end where none closes it), else to white space or a `)` that no `(`
 * before it opened (cmark-gfm 0.29 takes an unbalanced `(`, and ends the
 * destination at such a `)`: `[^]:)``, then a code span across lines, is
 * paragraph text; fuzz run 57).
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the label's `:` (or the start of the destination's line).
 * @param end
 *   Line end.
 * @returns
 *   Index after the destination.
 */
export function destinationEnd(text: string, from: number, end: number): number {
  let at = from
  while (at < end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  if (text.charCodeAt(at) === 60 /* `<` */) {
    const close = text.indexOf('>', at)
    return close === -1 || close >= end ? end : close + 1
  }

  let depth = 0
  while (at < end) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9) break
    if (code === 92 /* `\` */ && at + 1 < end && isAsciiPunctuation(text.charCodeAt(at + 1))) {
      at += 2
      continue
    }

    if (code === 40 /* `(` */) depth++
    else if (code === 41 /* `)` */ && depth-- === 0) break
    at++
  }

  return at
}

/**
 * Whether what follows a definition's destination on its line may end
 * one, roughly as cmark-gfm reads it: nothing, or white space and a title
 * (closed with only white space after it, or left open for a later line).
 * A title right after the destination, or text after a title, makes the
 * line no definition (`[x]: <u>"t"<`, then `-` is an underline; fuzz run
 * 30).
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the label's `:`.
 * @param end
 *   Line end.
 * @returns
 *   Whether it may.
 */
export function tailAfterDestination(text: string, from: number, end: number): boolean {
  let at = destinationEnd(text, from, end)
  if (at >= end) return true
  const code = text.charCodeAt(at)
  if (code !== 32 && code !== 9) return false
  while (at < end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  if (at >= end) return true
  const opener = text.charCodeAt(at)
  return (opener === 34 || opener === 39 || opener === 40) && titleEndsLine(text, at, end)
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a title's opener (`"`, `'`, `(`).
 * @param to
 *   Line end.
 * @returns
 *   Whether the title closes on the line with only white space after it
 *   (or is left open).
 */
export function titleEndsLine(text: string, at: number, to: number): boolean {
  const close = cmarkTitleClose(text, at, to)
  // One with a backslash before it may also stand in the title, which then
  // goes on (see `cmarkTitleClose`).
  return close === -1 || isBlank(text, close + 1, to) || text.charCodeAt(close - 1) === 92 /* `\` */
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where a destination may start (white space before it is skipped).
 * @param end
 *   Line end.
 * @returns
 *   Whether it starts with `<` and no `>` closes it on the line (before
 *   another `<`): no destination, so no definition (`[x]:<`, then `-` is
 *   an underline; fuzz run 29).
 */
export function pointyDestinationOpen(text: string, from: number, end: number): boolean {
  let at = from
  while (at < end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  if (text.charCodeAt(at) !== 60 /* `<` */) return false
  for (let index = at + 1; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === 92 /* `\` */) index++
    else if (code === 62 /* `>` */) return false
    else if (code === 60) return true
  }

  return true
}

/**
 * Whether a line is blank, as Markdown counts it.
 *
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @param quotes
 *   Whether quote markers count as blank too (a line blank in its quote;
 *   default: no).
 * @returns
 *   Whether the line holds only spaces and tabs.
 */
export function isBlank(text: string, start: number, end: number, quotes = false): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code !== 32 && code !== 9 && !(quotes && code === 62)) return false
  }

  return true
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether it starts with four columns of white space (a tab to the next
 *   multiple of 4: review 41a).
 */
export function indentedFour(text: string, from: number, to: number): boolean {
  let column = 0
  for (let at = from; at < to && column < 4; at++) {
    const code = text.charCodeAt(at)
    if (code === 32) column++
    else if (code === 9) column += 4 - (column % 4)
    else return false
  }

  return column >= 4
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a line that looks like a definition (see `isDefinitionLine`).
 * @returns
 *   Whether it is a footnote definition's (`[^label]:`).
 */
export function isFootnoteLine(text: string, from: number): boolean {
  // Only a footnote label (`[^1]:`): cmark-gfm reads `[^]:` and `[^ x]:` as
  // link labels (fuzz run 54).
  let lineEnd = text.indexOf('\n', from)
  if (lineEnd === -1) lineEnd = text.length
  return gfmFootnoteEnd(text, text.indexOf('[', from), lineEnd) !== -1
}
