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
  starts: Int32Array
  /** Source end of each character of `text`. */
  ends: Int32Array
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
 *
 * Characters and spans go into typed buffers reused from line to line (a
 * rendered line can be a whole 1 MiB source line), and each finished line
 * gets copies of just its part.
 */
export class LineBuilder {
  /** Finished lines. */
  readonly lines: RenderedLine[] = []
  /** Character codes of the current line. */
  private chars = new Uint16Array(256)
  /** Source starts of the current line. */
  private starts = new Int32Array(256)
  /** Source ends of the current line. */
  private ends = new Int32Array(256)
  /** Characters in the current line. */
  private length = 0
  /** Shared spans of the current line (made when needed). */
  private shared: Map<number, {value: string; index: number}> | undefined
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
      this.add(value.charCodeAt(0), start, end, undefined, 0)
      return
    }

    for (let index = 0; index < value.length; index++) {
      this.add(value.charCodeAt(index), start, end, value, index)
    }
  }

  /**
   * Make room for at least `size` more characters in the current line (a
   * hint: the buffers grow anyway when needed).
   *
   * @param size
   *   Characters to expect.
   */
  reserve(size: number): void {
    const needed = this.length + size
    if (needed > this.chars.length) this.grow(needed)
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
    if (!this.open || to <= from) return
    this.reserve(to - from)
    const chars = this.chars
    const starts = this.starts
    const ends = this.ends
    let length = this.length
    let at = offset
    for (let index = from; index < to; index++, at++) {
      let code = text.charCodeAt(index)
      if (isDisplayWhitespace(code)) {
        // Leading white space does not display; runs collapse to one space.
        if (length === 0 || chars[length - 1] === 32) continue
        code = 32
      }

      chars[length] = code
      starts[length] = at
      ends[length] = at + 1
      length++
    }

    this.length = length
  }

  /**
   * Finish the open line, if any.
   */
  end(): void {
    if (!this.open) return
    this.open = false
    const length = this.length
    if (length > 0) {
      const text = decode(this.chars, length)
      let starts: Int32Array
      let ends: Int32Array
      if (length * 2 >= this.starts.length && length > 256) {
        // A long line fills most of the buffers: hand them over, start anew.
        starts = this.starts.subarray(0, length)
        ends = this.ends.subarray(0, length)
        this.chars = new Uint16Array(256)
        this.starts = new Int32Array(256)
        this.ends = new Int32Array(256)
      } else {
        starts = this.starts.slice(0, length)
        ends = this.ends.slice(0, length)
      }

      this.lines.push({
        text,
        starts,
        ends,
        shared: this.shared ?? new Map(),
        insertAt: this.insertAt === -1 ? starts[0] : this.insertAt,
        quoted: this.quoted
      })
    }

    this.length = 0
    this.shared = undefined
  }

  /**
   * @param code
   *   One displayed character (UTF-16 code unit).
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
    code: number,
    start: number,
    end: number,
    whole: string | undefined,
    index: number
  ): void {
    const length = this.length
    if (isDisplayWhitespace(code)) {
      // Leading white space does not display; runs collapse to one space.
      if (length === 0 || this.chars[length - 1] === 32) return
      code = 32
    }

    if (length >= this.chars.length) this.grow()
    if (whole !== undefined) {
      this.shared ??= new Map()
      this.shared.set(length, {value: whole, index})
    }

    this.chars[length] = code
    this.starts[length] = start
    this.ends[length] = end
    this.length = length + 1
  }

  /**
   * Grow the buffers (at least double them).
   */
  private grow(needed = 0): void {
    const size = Math.max(this.chars.length * 2, needed)
    const chars = new Uint16Array(size)
    chars.set(this.chars)
    this.chars = chars
    const starts = new Int32Array(size)
    starts.set(this.starts)
    this.starts = starts
    const ends = new Int32Array(size)
    ends.set(this.ends)
    this.ends = ends
  }
}

/**
 * Turn character codes into a string, in chunks (argument lists are
 * bounded), keeping lone surrogates as they are.
 *
 * @param codes
 *   Buffer.
 * @param length
 *   Number of codes to take.
 * @returns
 *   String.
 */
function decode(codes: Uint16Array, length: number): string {
  let result = ''
  for (let from = 0; from < length; from += 8192) {
    const chunk = codes.subarray(from, Math.min(length, from + 8192))
    result += String.fromCharCode.apply(null, chunk as unknown as number[])
  }

  return result
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
