// `constructEnd` for many `<` of one text, in linear time overall.
//
// A reading that goes on past a construct left open (cmark-gfm escapes the
// `<` of inline HTML that does not end in its paragraph, and reads the
// next `<` afresh) asks where each later `<` ends; asked one by one, a
// flood of `<a "` or `<!--` searched to the end of the text from every `<`.
import {attributeStep, constructEnd, isTagWhitespace, type EndSearches} from './html-display.js'

/** What `constructEnd` returns for a construct that does not end. */
const unterminated = -2

/**
 * Answers `constructEnd(text, index)` for any `index`, remembering what
 * the searches found: the first `>`, comment end and tag-name end after a
 * place (reused while later questions fall before them), and where the
 * attribute walk of a tag ends from each place it passes, which every
 * other tag reaching that place shares.
 */
export class ConstructEnds implements EndSearches {
  /** Text. */
  private readonly text: string
  /** From each place the attribute walk passes: its result plus 3, or 0 (made when first needed). */
  private walks: Int32Array | undefined
  /** Places passed by the current walk (reused). */
  private passed: number[] = []
  /** Cached searches: where the last one started and what it found. */
  private greaterFrom = -1
  private greaterAt = -1
  private commentFrom = -1
  private commentAt = -1
  private nameFrom = -1
  private nameAt = -1

  /**
   * @param text
   *   Text the questions are about.
   */
  constructor(text: string) {
    this.text = text
  }

  /**
   * Same as `constructEnd(text, index)`.
   *
   * @param index
   *   Index of a `<`.
   * @returns
   *   Index after the construct, `-1` when `<` is text, or `-2` when it
   *   does not end.
   */
  end(index: number): number {
    return constructEnd(this.text, index, this)
  }

  /**
   * @param from
   *   Start.
   * @returns
   *   Index of the first `>` at or after `from`, or -1.
   */
  greater(from: number): number {
    if (!(from >= this.greaterFrom && this.greaterFrom !== -1 && (this.greaterAt === -1 || this.greaterAt >= from))) {
      this.greaterFrom = from
      this.greaterAt = this.text.indexOf('>', from)
    }

    return this.greaterAt
  }

  /**
   * @param _text
   *   The text (this one).
   * @param from
   *   Where the bogus comment's data starts.
   * @returns
   *   Index after its first `>`, or `unterminated`.
   */
  bogus(_text: string, from: number): number {
    const at = this.greater(from)
    return at === -1 ? unterminated : at + 1
  }

  /**
   * @param _text
   *   The text (this one).
   * @param from
   *   Index after `<!--`.
   * @returns
   *   Index after the first `-->` or `--!>` at or after `from`, or
   *   `unterminated`.
   */
  comment(_text: string, from: number): number {
    // Cached as the index of the match's `--` (-1: none).
    if (!(from >= this.commentFrom && this.commentFrom !== -1 && (this.commentAt === -1 || this.commentAt >= from))) {
      const text = this.text
      let dashes = text.indexOf('--', from)
      while (dashes !== -1) {
        if (text.charCodeAt(dashes + 2) === 62 || text.startsWith('!>', dashes + 2)) break
        dashes = text.indexOf('--', dashes + 1)
      }

      this.commentFrom = from
      this.commentAt = dashes
    }

    const at = this.commentAt
    if (at === -1) return unterminated
    return this.text.charCodeAt(at + 2) === 62 ? at + 3 : at + 4
  }

  /**
   * @param _text
   *   The text (this one).
   * @param from
   *   Index after a tag name's first letter.
   * @returns
   *   Index after the tag's `>`, or `unterminated`.
   */
  tag(_text: string, from: number): number {
    const text = this.text
    // The name runs to white space, `>` or `/`.
    if (!(from >= this.nameFrom && this.nameFrom !== -1 && this.nameAt >= from)) {
      let at = from
      while (at < text.length) {
        const code = text.charCodeAt(at)
        if (isTagWhitespace(code) || code === 62 || code === 47) break
        at++
      }

      this.nameFrom = from
      this.nameAt = at
    }

    const at = this.nameAt
    if (at < text.length && text.charCodeAt(at) === 62) return at + 1
    return this.attributes(at)
  }

  /**
   * The attribute walk of a tag, from a place between attributes.
   *
   * @param start
   *   Place.
   * @returns
   *   Index after the tag's `>`, or `unterminated`.
   */
  private attributes(start: number): number {
    const text = this.text
    const walks = (this.walks ??= new Int32Array(text.length + 1))
    const passed = this.passed
    passed.length = 0
    let at = start
    let result: number
    while (true) {
      const known = walks[at]
      if (known !== 0) {
        result = known - 3
        break
      }

      passed.push(at)
      const next = attributeStep(text, at)
      if (next < 0) {
        result = next === unterminated ? unterminated : -next - 3
        break
      }

      at = next
    }

    for (const place of passed) walks[place] = result + 3
    return result
  }
}
