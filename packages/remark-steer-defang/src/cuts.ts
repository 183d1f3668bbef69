import {isAsciiAlpha} from 'steer-envelope'

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
  // Whether a `<` that a browser may read as a construct's start is left
  // open (no `>` after it) in the current stretch, and in the one before.
  let open = false
  let openBefore = false
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const blank = isBlank(text, lineStart, lineEnd)
    if (blank) {
      if (!previousBlank) {
        htmlBefore = html
        openBefore = html && open
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
        if (lineStart > 0 && code !== 32 && code !== 9 && !(htmlBefore && (tag || definition)) && !openBefore) {
          cuts.push(lineStart)
        }

        html = definition ? htmlBefore : false
        open = definition ? openBefore : false
      }

      if (tag) html = true
      open = leavesConstructOpen(text, lineStart, lineEnd, open)
    }

    previousBlank = blank
    lineStart = lineEnd + 1
  }

  return cuts
}

/**
 * Whether a `<` that a browser may read as the start of a construct that
 * runs on (a tag, end tag, comment, declaration or processing instruction:
 * before a letter, `!`, `/` or `?`) has no `>` after it in `[from, to)`.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param open
 *   Whether one is open at `from` (default: no).
 * @returns
 *   Whether one is open at `to`.
 */
export function leavesConstructOpen(text: string, from: number, to: number, open = false): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 62 /* `>` */) {
      open = false
    } else if (code === 60 /* `<` */) {
      const next = text.charCodeAt(at + 1)
      if (isAsciiAlpha(next) || next === 33 || next === 47 || next === 63) open = true
    }
  }

  return open
}

/**
 * @param text
 *   Text.
 * @param start
 *   Line start.
 * @param end
 *   Line end.
 * @returns
 *   Whether the line begins, after up to three spaces, with `<`.
 */
function startsWithTag(text: string, start: number, end: number): boolean {
  let at = start
  // Container markers and indentation first (`- <div>`, `> <b>`).
  while (at < end) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9 || code === 62 || code === 42 || code === 43 || code === 45) at++
    else if (code >= 48 && code <= 57) at++
    else if ((code === 46 || code === 41) && at > start) at++
    else break
  }

  return text.charCodeAt(at) === 60
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
 *   (`[label]:`, `[^label]:`), which displays nothing where it is.
 */
export function isDefinitionLine(text: string, start: number, end: number): boolean {
  let at = start
  while (at < end && at - start < 3 && text.charCodeAt(at) === 32) at++
  if (text.charCodeAt(at) !== 91 /* `[` */) return false
  const limit = Math.min(end - 1, at + 1000)
  for (let index = at + 1; index < limit; index++) {
    if (text.charCodeAt(index) === 93 /* `]` */) return text.charCodeAt(index + 1) === 58 /* `:` */
  }

  return false
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
 * @returns
 *   Whether the line holds only spaces and tabs.
 */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code !== 32 && code !== 9) return false
  }

  return true
}
