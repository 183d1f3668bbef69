import {HtmlMatcher, isAsciiAlpha} from './html.js'
import {PositionMemo} from './position-memo.js'

/**
 * The wrapper grammar of “the start of a line” (spec “Markdown wrappers do
 * not shield a token”): any run of block markers, nested in any
 * combination, with spaces or tabs between:
 *
 * - blockquote `>`; bullets `*` `+` `-`; ATX `#` (any run); ordered `1.` `1)`
 * - a task checkbox `[ ]` `[x]`; an alert `[!NOTE]`; a footnote `[^id]:`
 * - a table cell `|`; emphasis or code marks `*` `_` `~` and the backtick
 * - a link or image text opener `[` `![`; an HTML comment opener `<!--`
 * - an HTML tag (open, closing or self-closing, with attributes)
 *
 * `contentStart` is memoized by position, so asking it at every line start
 * and after every `|` of a text is linear overall (a run of pipes shares one
 * walk).
 */
export class WrapperScanner {
  /** Text being scanned. */
  readonly text: string
  /** Tag matcher shared with the caller. */
  readonly html: HtmlMatcher
  /**
   * `contentStart` of positions right after a `|`: chains started at a line
   * start or after a `|` only ever meet at such positions, so they are the
   * only ones worth remembering (in pages, allocated where pipes are).
   */
  private readonly memo: PositionMemo
  /** Positions visited by the current walk (reused). */
  private readonly path: number[] = []

  /**
   * @param text
   *   Prepared text.
   * @param html
   *   Tag matcher over the same text (optional).
   */
  constructor(text: string, html?: HtmlMatcher) {
    this.text = text
    this.html = html ?? new HtmlMatcher(text)
    this.memo = new PositionMemo(text.length)
  }

  /**
   * Skip the wrappers (and spaces or tabs) at `start`.
   *
   * @param start
   *   A line start, or a position after `|`.
   * @param limit
   *   Where to stop walking: a wrapper run that reaches it gives a result at
   *   or past it, not where the run ends (default: no limit).
   * @returns
   *   Where the line's content starts (or a place at or past `limit`).
   */
  contentStart(start: number, limit = Number.POSITIVE_INFINITY): number {
    const text = this.text
    const path = this.path
    // Filled from 0 and never shrunk (`length = 0` is a slow runtime call).
    let visited = 0
    let position = start
    let result: number

    while (true) {
      // Cut short: not a result to remember.
      if (position >= limit) return position
      const afterPipe = position > 0 && text.charCodeAt(position - 1) === 124
      if (afterPipe) {
        const known = this.memo.get(position)
        if (known !== undefined) {
          result = known
          break
        }

        path[visited++] = position
      }

      let at = position
      // Runs of one-character wrappers (other than `|`, which is memoized
      // above) and blanks need no dispatch: a `>` or `* ` flood is common.
      while (isBlankOrMark(text.charCodeAt(at))) at++
      const end = this.wrapperEnd(at)
      if (end === -1) {
        result = at
        break
      }

      position = end
    }

    // A short walk that met one such position only is not remembered: any
    // other walk that reaches it from before meets two (its own start and
    // it), and that one is, so such a run is walked a few times at most
    // (table rows are walked once per cell, and remembering them allocated
    // a page of the memo every few rows).
    if (visited > 1 || result - start > 64) {
      for (let index = 0; index < visited; index++) this.memo.set(path[index], result)
    }

    return result
  }

  /**
   * Match one wrapper at `index`.
   *
   * @param index
   *   Position (not white space).
   * @returns
   *   End of the wrapper, or -1.
   */
  wrapperEnd(index: number): number {
    const text = this.text
    const code = text.charCodeAt(index)
    switch (code) {
      case 62: // `>`
      case 42: // `*`
      case 43: // `+`
      case 45: // `-`
      case 35: // `#`
      case 95: // `_`
      case 126: // `~`
      case 96: // backtick
      case 124: {
        // `|`
        return index + 1
      }

      case 91: {
        // `[`
        return this.bracket(index)
      }

      case 33: {
        // `![`
        return text.charCodeAt(index + 1) === 91 ? index + 2 : -1
      }

      case 60: {
        // `<!--` or a tag.
        if (text.startsWith('<!--', index)) return index + 4
        return this.html.tag(index)
      }

      default: {
        if (code >= 48 && code <= 57) {
          let at = index + 1
          while (isDigit(text.charCodeAt(at))) at++
          const after = text.charCodeAt(at)
          return after === 46 || after === 41 ? at + 1 : -1
        }

        return -1
      }
    }
  }

  /**
   * Match a wrapper that starts with `[`: a checkbox, an alert, a footnote
   * label, or else the bare link opener.
   *
   * @param index
   *   Index of `[`.
   * @returns
   *   End of the wrapper.
   */
  private bracket(index: number): number {
    const text = this.text
    const next = text.charCodeAt(index + 1)
    if (
      (next === 32 || next === 120 || next === 88) &&
      text.charCodeAt(index + 2) === 93
    ) {
      return index + 3
    }

    if (next === 33 /* `!` */) {
      let at = index + 2
      while (isAsciiAlpha(text.charCodeAt(at))) at++
      if (at > index + 2 && text.charCodeAt(at) === 93) return at + 1
    } else if (next === 94 /* `^` */) {
      // Labels stop at brackets, so footnote scans never overlap.
      let at = index + 2
      while (isLabelChar(text.charCodeAt(at))) at++
      if (at > index + 2 && text.charCodeAt(at) === 93 && text.charCodeAt(at + 1) === 58) {
        return at + 2
      }
    }

    return index + 1
  }
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII digit.
 */
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space, a tab, or a one-character wrapper other than `|`.
 */
function isBlankOrMark(code: number): boolean {
  switch (code) {
    case 32:
    case 9:
    case 62:
    case 42:
    case 43:
    case 45:
    case 35:
    case 95:
    case 126:
    case 96: {
      return true
    }

    default: {
      return false
    }
  }
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be part of a footnote label.
 */
function isLabelChar(code: number): boolean {
  return (
    !Number.isNaN(code) &&
    code > 32 &&
    code !== 91 &&
    code !== 93 &&
    code !== 127
  )
}
