/** What a displayed character that shares its source span is part of. */
export interface SharedSpan {
  /** The span’s whole displayed text. */
  value: string
  /** The character’s index in it. */
  index: number
}

/**
 * One rendered line: the text a reader sees at the start of a visual line
 * (a paragraph line, a heading, a table cell, a code line, a line of raw
 * HTML), with the source span of every displayed character.
 *
 * Spans live in arrays that lines may share (an arena): character `i` of
 * the line comes from `starts[base + i]` to `ends[base + i]` (see
 * `sourceStart` and `sourceEnd`).
 */
export interface RenderedLine {
  /**
   * Displayed text: leading white space dropped, runs of white space
   * collapsed to one space (as HTML does), trailing white space kept.
   */
  text: string
  /** Source starts (prepared-text offsets), from `base`. */
  starts: Int32Array
  /** Source ends, from `base`. */
  ends: Int32Array
  /** Index in `starts` and `ends` of the line’s first character. */
  base: number
  /**
   * For a character that shares its source span with others (a reference
   * that decodes to several characters): the span’s whole displayed text
   * and the character’s index in it, by character index.
   */
  shared: ReadonlyMap<number, SharedSpan>
  /** Where a quoting `> ` goes to defang the line as a heading. */
  insertAt: number
  /** Whether the line is inside a block quote (a quote is the defanged form). */
  quoted: boolean
  /**
   * Indices in `text` where a construct displayed nothing, in a reading
   * that keeps raw HTML's inline tags on the line: a browser may also start
   * a line there (a block tag), so the line-start rules apply there too,
   * with the text after it running on past later tags (optional).
   */
  breaks?: LineBreaks | undefined
  /**
   * Source spans (`start, end` pairs) of character references in the line
   * that decode to bidirectional formatting characters: they display
   * nothing but reorder what does, which no line reading follows, so they
   * are taken out as the sanitizer takes out the characters (optional).
   */
  reorders?: readonly number[] | undefined
  /**
   * Index ranges (`from, to` pairs, ascending) of the line's characters
   * that are code (a code span or a code block line): shown as written, so
   * no parser reads a mark or bracket there as markup (optional).
   */
  code?: readonly number[] | undefined
  /**
   * Whether the line is a line of a code block: it displays its source as
   * written (past container prefixes), which the scan engine's raw-text
   * rules read already, so the rendered rules add nothing there (optional).
   */
  literal?: boolean | undefined
  /**
   * Whether the reading drops every emphasis, strikethrough and code mark
   * (the flat model, which pairs none): one it dropped may show as written,
   * so a word may end where one was (optional).
   */
  dropsMarks?: boolean | undefined
}

/**
 * @param line
 *   Rendered line.
 * @returns
 *   Per character of the line, 1 where it is code; `undefined` when none is.
 */
export function codeMask(line: RenderedLine): Uint8Array | undefined {
  const ranges = line.code
  if (!ranges || ranges.length === 0) return undefined
  const mask = new Uint8Array(line.text.length)
  for (let index = 0; index < ranges.length; index += 2) {
    mask.fill(1, ranges[index], Math.min(ranges[index + 1], mask.length))
  }

  return mask
}

/** Places in a line where another line may start (see `RenderedLine.breaks`). */
/** The state of a line builder's open line (see `LineBuilder.checkpoint`). */
export interface LineCheckpoint {
  /** Whether a line is open. */
  readonly open: boolean
  /** Characters in it. */
  readonly length: number
  /** Its shared spans (entries past `length` are dropped on restore). */
  readonly shared: Map<number, SharedSpan> | undefined
  /** Its insertion point. */
  readonly insertAt: number
  /** Whether it is quoted. */
  readonly quoted: boolean
  /** Its breaks (the buffers). */
  readonly breaks: LineBreaks | undefined
  /** Breaks recorded in it. */
  readonly breakCount: number
  /** Where its last break's `> ` goes. */
  readonly lastBreakInsertAt: number
  /** Its last break's flags. */
  readonly lastBreakFlags: number
  /** Bidirectional references met (the list). */
  readonly reorders: number[] | undefined
  /** How many entries `reorders` had. */
  readonly reorderCount: number
  /** Its code ranges (the list). */
  readonly code: number[] | undefined
  /** How many entries `code` had. */
  readonly codeCount: number
  /** The end of its last code range. */
  readonly lastCodeEnd: number
  /** Whether it is a code block line. */
  readonly literal: boolean
}

export interface LineBreaks {
  /** Indices in the line's text, ascending. */
  index: Int32Array
  /** Where a quoting `> ` goes for each (`-1`: before its first character). */
  insertAt: Int32Array
  /**
   * Per break: bit 1, the line starting there reads quoted; bit 2, another
   * reading already has a line from there to the next break (only a token
   * that runs past it needs this line).
   */
  flags: Uint8Array
}

/** `LineBreaks.flags`: the line reads quoted. */
export const breakQuoted = 1
/** `LineBreaks.flags`: another reading covers it. */
export const breakCovered = 2

/**
 * @param line
 *   Rendered line.
 * @param index
 *   Character index in `line.text`.
 * @returns
 *   Source start of the character.
 */
export function sourceStart(line: RenderedLine, index: number): number {
  return line.starts[line.base + index]
}

/**
 * @param line
 *   Rendered line.
 * @param index
 *   Character index in `line.text`.
 * @returns
 *   Source end of the character.
 */
export function sourceEnd(line: RenderedLine, index: number): number {
  return line.ends[line.base + index]
}

/** Shared empty arrays (never written: `reserve` grows them first). */
const noChars = new Uint16Array(0)
const noOffsets = new Int32Array(0)

/** The `shared` of a line without shared spans. */
export const noSharedSpans: ReadonlyMap<number, SharedSpan> = new Map()

/**
 * Build rendered lines character by character.
 *
 * Source spans go into arena arrays that the finished lines share, and the
 * characters into a buffer reused from line to line, so a line costs its
 * text and one small object however many lines there are (a `|` flood makes
 * one per cell) or however long one is (a 1 MiB source line).
 *
 * With a sink, each finished line goes to it instead of `lines`, and the
 * arena is reused from the next line on (the sink must not keep the line).
 */
export class LineBuilder {
  /** Finished lines (without a sink). */
  readonly lines: RenderedLine[] = []
  /** Where finished lines go instead, if given. */
  private readonly sink: ((line: RenderedLine) => undefined) | undefined
  // Empty at first, grown by doubling (`reserve`): the flat model makes
  // several builders for each stretch it reads, most of which see little,
  // and a body of many short paragraphs paid for large arrays each time
  // (found by review 36b).
  /** Character codes of the current line. */
  private chars: Uint16Array = noChars
  /** Source starts (arena). */
  private starts: Int32Array = noOffsets
  /** Source ends (arena). */
  private ends: Int32Array = noOffsets
  /** Arena index of the current line’s first character. */
  private base = 0
  /** Characters in the current line. */
  private length = 0
  /** Shared spans of the current line (made when needed). */
  private shared: Map<number, SharedSpan> | undefined
  /** Insertion point of the current line (-1: first character’s start). */
  private insertAt = -1
  /** Whether the current line is quoted. */
  private quoted = false
  /** Whether a line is open. */
  private open = false
  /** Breaks of the current line (made when needed). */
  private breaks: LineBreaks | undefined
  /** Breaks recorded in the current line. */
  private breakCount = 0
  /** Bidirectional references met since the last line that showed text. */
  private reorders: number[] | undefined
  /** Code ranges of the current line (see `RenderedLine.code`). */
  private code: number[] | undefined
  /** Whether the current line is a code block line. */
  private literal = false
  /** Whether lines drop the marks they read (see `RenderedLine.dropsMarks`). */
  private readonly dropsMarks: boolean

  /**
   * @param sink
   *   Take each finished line instead of keeping it (optional).
   * @param dropsMarks
   *   Whether the reading drops every mark (see `RenderedLine.dropsMarks`).
   */
  constructor(sink?: ((line: RenderedLine) => undefined) | undefined, dropsMarks = false) {
    this.sink = sink
    this.dropsMarks = dropsMarks
  }

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
   * Record that a line may start here, without ending the current one (see
   * `RenderedLine.breaks`). Nothing to record before the first character.
   *
   * @param insertAt
   *   Where a quoting `> ` goes for that line (`-1`: before its first
   *   displayed character).
   * @param quoted
   *   Whether that line reads quoted (default: as the current one).
   * @param covered
   *   Whether another reading has a line from here to the next break.
   */
  mark(insertAt = -1, quoted: boolean = this.quoted, covered = false): void {
    if (!this.open) return
    if (this.length === 0) {
      // Nothing displayed yet, in a line started by a construct (its `> `
      // before the first character displayed): a line start here is where
      // the line starts (after a line that displays nothing,
      // `<![CDATA[a]]>`, the next line's quote and `> ` count). So in a
      // reading that drops marks, whose first line showed only marks: a
      // `> ` after them would quote nothing (`<!---->`, `[^a]:-[^a]:`, then
      // a code span across lines, read on after the definition's labels;
      // fuzz run 44).
      if ((this.insertAt === -1 || this.dropsMarks) && insertAt !== -1) {
        this.insertAt = insertAt
        this.quoted = quoted
      }

      return
    }

    // Typed arrays, grown by doubling: a fallback stretch of a million
    // lines makes a million breaks.
    let breaks = this.breaks
    const count = this.breakCount
    const flags = (quoted ? breakQuoted : 0) | (covered ? breakCovered : 0)
    // A later mark at the same place describes it better (a line start
    // after a construct).
    if (breaks && count > 0 && breaks.index[count - 1] === this.length) {
      breaks.insertAt[count - 1] = insertAt
      breaks.flags[count - 1] = flags
      return
    }

    if (!breaks || count === breaks.index.length) {
      const size = breaks ? count * 2 : 16
      const grown: LineBreaks = {
        index: new Int32Array(size),
        insertAt: new Int32Array(size),
        flags: new Uint8Array(size)
      }
      if (breaks) {
        grown.index.set(breaks.index)
        grown.insertAt.set(breaks.insertAt)
        grown.flags.set(breaks.flags)
      }

      breaks = grown
      this.breaks = grown
    }

    breaks.index[count] = this.length
    breaks.insertAt[count] = insertAt
    breaks.flags[count] = flags
    this.breakCount = count + 1
  }

  /**
   * @returns
   *   Characters displayed so far in the open line.
   */
  size(): number {
    return this.length
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
   * Add a decoded character reference (see `push`); a reading that shows
   * references as written (code) pushes the source instead.
   *
   * @param value
   *   What it decodes to.
   * @param text
   *   Source text.
   * @param start
   *   Source start.
   * @param end
   *   Source end.
   */
  pushReference(value: string, text: string, start: number, end: number): void {
    this.push(value, start, end)
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
    this.reserve(value.length)
    if (value.length === 1) {
      this.add(value.charCodeAt(0), start, end, undefined, 0)
      return
    }

    for (let index = 0; index < value.length; index++) {
      this.add(value.charCodeAt(index), start, end, value, index)
    }
  }

  /**
   * Make room for `size` more characters in the current line.
   *
   * @param size
   *   Characters to expect.
   */
  private reserve(size: number): void {
    const needed = this.length + size
    if (needed > this.chars.length) {
      const chars = new Uint16Array(Math.max(this.chars.length * 2, needed, 32))
      chars.set(this.chars.subarray(0, this.length))
      this.chars = chars
    }

    if (this.base + needed > this.starts.length) {
      // Lines already finished keep the old arrays; copy only this line.
      const size = Math.max(this.starts.length * 2, needed * 2, 64)
      const starts = new Int32Array(size)
      const ends = new Int32Array(size)
      starts.set(this.starts.subarray(this.base, this.base + this.length))
      ends.set(this.ends.subarray(this.base, this.base + this.length))
      this.starts = starts
      this.ends = ends
      this.base = 0
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
   * @param code
   *   Whether the text is code (default: `false`).
   */
  pushVerbatim(text: string, from: number, to: number, offset: number, code = false): void {
    if (!this.open || to <= from) return
    this.reserve(to - from)
    const before = this.length
    for (let index = from; index < to; index++) {
      const at = offset + index - from
      this.add(text.charCodeAt(index), at, at + 1, undefined, 0)
    }

    if (code && this.length > before) {
      const ranges = (this.code ??= [])
      // Adjacent ranges (a code span cut at a cell's `|`) merge.
      if (ranges.length > 0 && ranges[ranges.length - 1] === before) ranges[ranges.length - 1] = this.length
      else ranges.push(before, this.length)
    }
  }

  /**
   * A line break a reference decodes to before anything displayed (see
   * `add`): the line starts after it, and is not quoted (`# > &#10;Amendments`
   * in a `<pre>` shows the heading alone on its line, unquoted; review 27;
   * in a quote inside a `<pre>` left open, the marker stands on the line
   * above as the page shows it, and the line starts at no source line;
   * fuzz run 33).
   */
  leadingBreak(): void {
    if (this.open && this.length === 0) this.quoted = false
  }

  /**
   * Mark the open line as a code block line (see `RenderedLine.literal`).
   */
  markLiteral(): void {
    if (this.open) this.literal = true
  }

  /**
   * Record the open line, so that it can be finished now with more text
   * and then taken up again as it was (see `restore`), in constant time:
   * a line read across many source lines is shown as it is at each of
   * them, and reading it again from its start each time was quadratic.
   * Only with a sink: a line kept in `lines` shares the arena the line
   * goes on in.
   *
   * @returns
   *   The state of the open line.
   */
  checkpoint(): LineCheckpoint {
    const breaks = this.breaks
    const count = this.breakCount
    return {
      open: this.open,
      length: this.length,
      shared: this.shared,
      insertAt: this.insertAt,
      quoted: this.quoted,
      breaks,
      breakCount: count,
      // `mark` may write over the last break (see there).
      lastBreakInsertAt: breaks && count > 0 ? breaks.insertAt[count - 1]! : 0,
      lastBreakFlags: breaks && count > 0 ? breaks.flags[count - 1]! : 0,
      reorders: this.reorders,
      reorderCount: this.reorders ? this.reorders.length : 0,
      code: this.code,
      codeCount: this.code ? this.code.length : 0,
      // `pushVerbatim` may move the end of the last range (see there).
      lastCodeEnd: this.code && this.code.length > 0 ? this.code[this.code.length - 1]! : 0,
      literal: this.literal
    }
  }

  /**
   * Take up the line recorded by `checkpoint` again, as it was, whatever was
   * pushed or finished since. The characters before the checkpoint are
   * still in the buffers: finishing a line with a sink keeps them, growing
   * them copies them, and what is added goes after them; lists that only
   * grew are cut back.
   *
   * @param state
   *   What `checkpoint` returned, on this builder.
   */
  restore(state: LineCheckpoint): void {
    if (!this.sink) throw new Error('Cannot restore a line builder without a sink')
    this.open = state.open
    this.length = state.length
    const shared = state.shared
    if (shared) {
      for (const key of shared.keys()) if (key >= state.length) shared.delete(key)
    }

    this.shared = shared
    this.insertAt = state.insertAt
    this.quoted = state.quoted
    const breaks = state.breaks
    this.breaks = breaks
    this.breakCount = state.breakCount
    if (breaks && state.breakCount > 0) {
      breaks.insertAt[state.breakCount - 1] = state.lastBreakInsertAt
      breaks.flags[state.breakCount - 1] = state.lastBreakFlags
    }

    const reorders = state.reorders
    if (reorders) reorders.length = state.reorderCount
    this.reorders = reorders
    const code = state.code
    if (code) {
      code.length = state.codeCount
      if (state.codeCount > 0) code[state.codeCount - 1] = state.lastCodeEnd
    }

    this.code = code
    this.literal = state.literal
  }

  /**
   * Drop the open line, if any, without finishing it.
   */
  discard(): void {
    this.open = false
    this.length = 0
    this.shared = undefined
    this.breaks = undefined
    this.breakCount = 0
    this.code = undefined
    this.literal = false
  }

  /**
   * Finish the open line, if any.
   */
  end(): void {
    if (!this.open) return
    this.open = false
    const length = this.length
    if (length > 0) {
      const line: RenderedLine = {
        text: decode(this.chars, length),
        starts: this.starts,
        ends: this.ends,
        base: this.base,
        shared: this.shared ?? noSharedSpans,
        insertAt: this.insertAt === -1 ? this.starts[this.base] : this.insertAt,
        quoted: this.quoted
      }
      // An override runs on to the end of its block: one met on a line that
      // shows nothing goes with the next line that shows text.
      if (this.reorders) {
        line.reorders = this.reorders
        this.reorders = undefined
      }

      if (this.code) line.code = this.code
      if (this.literal) line.literal = true
      if (this.dropsMarks) line.dropsMarks = true

      const breaks = this.breaks
      if (breaks) {
        const count = this.breakCount
        line.breaks = {
          index: breaks.index.subarray(0, count),
          insertAt: breaks.insertAt.subarray(0, count),
          flags: breaks.flags.subarray(0, count)
        }
      }

      if (this.sink) {
        this.sink(line)
      } else {
        this.lines.push(line)
        this.base += length
      }
    }

    this.length = 0
    this.shared = undefined
    this.breaks = undefined
    this.breakCount = 0
    this.code = undefined
    this.literal = false
  }

  /**
   * @param code
   *   One displayed character (UTF-16 code unit); room is reserved.
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
    if (isBidiControl(code) && end - start > 1) {
      // A reference (raw ones were sanitized away): displays nothing.
      this.reorders ??= []
      this.reorders.push(start, end)
      return
    }

    if (isDisplayWhitespace(code)) {
      // Leading white space does not display; runs collapse to one space.
      if (length === 0) {
        // A line break a reference decodes to breaks the line in `<pre>`:
        // a quoting `> ` before it would stay on the line above (found by
        // review: `<div><pre>`, blank, `&#10;Amendments`).
        if (end - start > 1 && this.insertAt !== -1 && isLineBreak(code)) this.insertAt = end
        return
      }

      if (this.chars[length - 1] === 32) return
      code = 32
    }

    if (whole !== undefined) {
      this.shared ??= new Map()
      this.shared.set(length, {value: whole, index})
    }

    this.chars[length] = code
    this.starts[this.base + length] = start
    this.ends[this.base + length] = end
    this.length = length + 1
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

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a bidirectional formatting character (the marks U+061C,
 *   U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the
 *   isolates U+2066–U+2069).
 */
export function isBidiControl(code: number): boolean {
  return (
    code === 0x06_1c ||
    code === 0x20_0e ||
    code === 0x20_0f ||
    (code >= 0x20_2a && code <= 0x20_2e) ||
    (code >= 0x20_66 && code <= 0x20_69)
  )
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it breaks a line in `<pre>` (as `referenceBreak` reads).
 */
function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 11 || code === 12 || code === 0x85 || code === 0x20_28 || code === 0x20_29
}
