/**
 * One rendered line: the text a reader sees at the start of a visual line
 * (a paragraph line, a heading, a table cell, a code line, a line of raw
 * HTML), with the source span of every displayed character.
 */
export interface RenderedLine {
  /**
   * Displayed text: leading white space dropped, runs of white space
   * collapsed to one space (as HTML does), trailing white space kept.
   */
  text: string
  /** Source start (prepared-text offset) of each character of `text`. */
  starts: number[]
  /** Source end of each character of `text`. */
  ends: number[]
  /**
   * For a character that shares its source span with others (a reference
   * that decodes to several characters): the span’s whole displayed text
   * and the character’s index in it.
   */
  shared: Map<number, {value: string; index: number}>
  /** Where a quoting `> ` goes to defang the line as a heading. */
  insertAt: number
  /** Whether the line is inside a block quote (a quote is the defanged form). */
  quoted: boolean
}

/**
 * Build rendered lines character by character.
 */
export class LineBuilder {
  /** Finished lines. */
  readonly lines: RenderedLine[] = []
  /** Characters of the current line. */
  private chars: string[] = []
  /** Source starts of the current line. */
  private starts: number[] = []
  /** Source ends of the current line. */
  private ends: number[] = []
  /** Shared spans of the current line. */
  private shared = new Map<number, {value: string; index: number}>()
  /** Insertion point of the current line (-1: first character’s start). */
  private insertAt = -1
  /** Whether the current line is quoted. */
  private quoted = false
  /** Whether a line is open. */
  private open = false

  /**
   * Start a line (finishing any open one).
   *
   * @param insertAt
   *   Where a quoting `> ` goes, or `-1` for “before the first displayed
   *   character”.
   * @param quoted
   *   Whether the line is inside a block quote.
   */
  start(insertAt: number, quoted: boolean): void {
    this.end()
    this.open = true
    this.insertAt = insertAt
    this.quoted = quoted
  }

  /**
   * Whether a line is open.
   *
   * @returns
   *   Whether characters can be pushed.
   */
  isOpen(): boolean {
    return this.open
  }

  /**
   * Add displayed text that comes from one source span.
   *
   * @param value
   *   Displayed text (one or more characters; may be empty).
   * @param start
   *   Source start.
   * @param end
   *   Source end.
   */
  push(value: string, start: number, end: number): void {
    if (!this.open || value.length === 0) return
    if (value.length === 1) {
      this.add(value, start, end, undefined, 0)
      return
    }

    for (let index = 0; index < value.length; index++) {
      this.add(value.charAt(index), start, end, value, index)
    }
  }

  /**
   * Add text whose characters map 1:1 to the source.
   *
   * @param text
   *   Source text.
   * @param from
   *   Start index in `text`.
   * @param to
   *   End index in `text`.
   * @param offset
   *   Source offset of `text[from]`.
   */
  pushVerbatim(text: string, from: number, to: number, offset: number): void {
    if (!this.open) return
    for (let index = from; index < to; index++) {
      const at = offset + index - from
      this.add(text.charAt(index), at, at + 1, undefined, 0)
    }
  }

  /**
   * Finish the open line, if any.
   */
  end(): void {
    if (!this.open) return
    this.open = false
    if (this.chars.length > 0) {
      this.lines.push({
        text: this.chars.join(''),
        starts: this.starts,
        ends: this.ends,
        shared: this.shared,
        insertAt: this.insertAt === -1 ? this.starts[0] : this.insertAt,
        quoted: this.quoted
      })
    }

    this.chars = []
    this.starts = []
    this.ends = []
    this.shared = new Map()
  }

  /**
   * @param char
   *   One displayed character.
   * @param start
   *   Source start.
   * @param end
   *   Source end.
   * @param whole
   *   Whole text of a shared span.
   * @param index
   *   Index in `whole`.
   */
  private add(
    char: string,
    start: number,
    end: number,
    whole: string | undefined,
    index: number
  ): void {
    if (isDisplayWhitespace(char.charCodeAt(0))) {
      // Leading white space does not display; runs collapse to one space.
      if (this.chars.length === 0 || this.chars.at(-1) === ' ') return
      char = ' '
    }

    if (whole !== undefined) this.shared.set(this.chars.length, {value: whole, index})
    this.chars.push(char)
    this.starts.push(start)
    this.ends.push(end)
  }
}

/**
 * White space as a reader sees it: HTML white space, plus the Unicode
 * spaces, which display as a gap too.
 *
 * @param code
 *   Character code.
 * @returns
 *   Whether it displays as white space.
 */
export function isDisplayWhitespace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x16_80 ||
    (code >= 0x20_00 && code <= 0x20_0a) ||
    code === 0x20_28 ||
    code === 0x20_29 ||
    code === 0x20_2f ||
    code === 0x20_5f ||
    code === 0x30_00
  )
}
