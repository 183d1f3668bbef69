/** One line of a message. */
export interface Line {
  /** Its text, without the line break. */
  text: string
  /** Offset of its first character. */
  start: number
  /** Offset just past its text (where its line break, if any, starts). */
  end: number
}

/**
 * Split a message into lines at every line break the spec names: CRLF, CR,
 * LF, VT, FF, NEL, and U+2028/U+2029 (DECISIONS §4), since a reader may take
 * any of them for a new line.
 *
 * @param value
 *   Message.
 * @returns
 *   Lines (at least one; a final line break is followed by an empty line).
 */
export function splitLines(value: string): Line[] {
  const lines: Line[] = []
  const pattern = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g
  let start = 0
  let match: RegExpExecArray | null
  while ((match = pattern.exec(value))) {
    lines.push({text: value.slice(start, match.index), start, end: match.index})
    start = match.index + match[0].length
  }

  lines.push({text: value.slice(start), start, end: value.length})
  return lines
}

/** A place in a message. */
export interface LinePoint {
  /** Line (1-based). */
  line: number
  /** Column (1-based, UTF-16 code units). */
  column: number
}

/**
 * Make a function that turns an offset into a line and column by the same
 * lines the structure is read with (`splitLines`), so that a flag on a line
 * after a U+2028 or a form feed names the line the parse saw.
 *
 * @param lines
 *   Lines of the message, from `splitLines`.
 * @returns
 *   Offset to point; an offset inside a line break belongs to the line it
 *   ends.
 */
export function linePointer(lines: ReadonlyArray<Line>): (offset: number) => LinePoint {
  return function (offset) {
    // The last line that starts at or before `offset`.
    let low = 0
    let high = lines.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (lines[mid].start <= offset) low = mid
      else high = mid - 1
    }

    return {line: low + 1, column: offset - lines[low].start + 1}
  }
}
