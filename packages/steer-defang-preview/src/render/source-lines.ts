/**
 * Line table of a Markdown source, as CommonMark counts lines (LF, CR and
 * CRLF end a line), with conversions from renderer columns to offsets.
 */
export class SourceLines {
  /** The source text. */
  readonly source: string
  /** Offset where each line starts (index 0 is line 1). */
  readonly starts: number[]
  /** Offset where each line ends, before its line ending. */
  readonly ends: number[]
  /** Where the last `utf16Column` call stopped: line, UTF-8 bytes, offset. */
  private readonly cursor = {line: 0, bytes: 0, index: 0}

  /**
   * @param source
   *   Markdown source.
   */
  constructor(source: string) {
    this.source = source
    this.starts = [0]
    this.ends = []
    const lineEnding = /\r\n?|\n/g
    let match: RegExpExecArray | null
    while ((match = lineEnding.exec(source))) {
      this.ends.push(match.index)
      this.starts.push(match.index + match[0].length)
    }

    this.ends.push(source.length)
  }

  /**
   * Text of a line, without its line ending.
   *
   * @param line
   *   1-based line.
   * @returns
   *   The line, or `undefined` when out of range.
   */
  text(line: number): string | undefined {
    if (line < 1 || line > this.starts.length) return undefined
    return this.source.slice(this.starts[line - 1], this.ends[line - 1])
  }

  /**
   * Offset of a 1-based UTF-16 column on a line (clamped to the line).
   *
   * @param line
   *   1-based line.
   * @param column
   *   1-based column in UTF-16 code units.
   * @returns
   *   Offset, or `undefined` when the line is out of range.
   */
  offset(line: number, column: number): number | undefined {
    if (line < 1 || line > this.starts.length) return undefined
    const start = this.starts[line - 1]
    const end = this.ends[line - 1]
    return Math.min(Math.max(start + column - 1, start), end)
  }

  /**
   * Convert a 1-based UTF-8 byte column (as cmark reports it) to a 1-based
   * UTF-16 column. Lone surrogates count as U+FFFD (3 bytes), as they are
   * encoded when the source is handed to cmark.
   *
   * @param line
   *   1-based line.
   * @param byteColumn
   *   1-based column in UTF-8 bytes.
   * @returns
   *   1-based column in UTF-16 code units, or `undefined` for a bad line.
   */
  utf16Column(line: number, byteColumn: number): number | undefined {
    if (line < 1 || line > this.starts.length) return undefined
    const source = this.source
    const lineStart = this.starts[line - 1]
    const lineEnd = this.ends[line - 1]
    // Go on from the previous call when it was on this line, not past this
    // column: cells of a wide table ask for columns along one long line,
    // in order (walking from the line start each time was quadratic).
    const cursor = this.cursor
    let bytes = 0
    let index = lineStart
    if (cursor.line === line && cursor.bytes <= byteColumn - 1) {
      bytes = cursor.bytes
      index = cursor.index
    }

    while (index < lineEnd && bytes < byteColumn - 1) {
      const code = source.codePointAt(index) ?? 0
      bytes += code < 0x80 ? 1 : code < 0x8_00 ? 2 : code < 0x1_00_00 ? 3 : 4
      index += code > 0xff_ff ? 2 : 1
    }

    cursor.line = line
    cursor.bytes = bytes
    cursor.index = index
    return index - lineStart + 1
  }
}
