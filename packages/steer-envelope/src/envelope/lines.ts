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
