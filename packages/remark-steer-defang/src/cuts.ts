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
 *
 * @param text
 *   Prepared text (`\n` line breaks).
 * @returns
 *   Sorted line-start offsets (never `0`).
 */
export function cutCandidates(text: string): number[] {
  const cuts: number[] = []
  let lineStart = 0
  let previousBlank = false
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const blank = isBlank(text, lineStart, lineEnd)
    if (previousBlank && !blank) {
      const code = text.charCodeAt(lineStart)
      if (code !== 32 && code !== 9) cuts.push(lineStart)
    }

    previousBlank = blank
    lineStart = lineEnd + 1
  }

  return cuts
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
