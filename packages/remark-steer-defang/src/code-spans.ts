import type {Token} from 'micromark-util-types'

/**
 * Where cmark-gfm 0.29 (GitHub's renderer) and micromark match code spans
 * differently. micromark follows the CommonMark spec: a backtick run opens a
 * code span that the next run of the same length closes. cmark-gfm differs
 * in two ways (found by review 27):
 *
 * - A run of more than 80 backticks opens nothing.
 * - It remembers, per run length, the last place a run was seen while
 *   searching for a closer, and once a search has reached the end of the
 *   text without one, an opener whose length was last seen before it opens
 *   nothing. A later search that succeeds overwrites those places with
 *   earlier ones, so after `` `` `` (no closer) and `` `a` ``, a third `` ` ``
 *   opens nothing even when a `` ` `` follows.
 *
 * A code span that cmark-gfm does not match shows its text as Markdown:
 * references decode, and a line break in it starts a rendered line
 * (`` `` `a` `\n&#65;mendments\n` ``).
 *
 * Collects the openers micromark saw in one inline text (a paragraph, a
 * heading's text or a table cell), then replays cmark-gfm's search over
 * them. Linear: each backtick run of the text is read a fixed number of
 * times (one search runs to the end at most once; the others stop at their
 * closer, and openers come after it).
 */
export class CodeSpanReplay {
  /** The inline text being read, if any. */
  subject: Token | undefined = undefined

  /** Start and length of each opener, and whether micromark matched it. */
  private readonly openerStart: number[] = []
  private readonly openerLength: number[] = []
  private readonly openerMatched: boolean[] = []
  /** End of the last link destination or reference seen (what is in it opens nothing). */
  private hiddenEnd = 0
  /** Next backtick at or after the last place searched from, or -1. */
  private nextTick = -2
  private searchedFrom = 0

  /**
   * @param source
   *   The parsed source.
   */
  constructor(private readonly source: string) {}

  /**
   * Start an inline text.
   *
   * @param token
   *   Its token.
   */
  enter(token: Token): undefined {
    this.subject = token
    this.openerStart.length = 0
    this.openerLength.length = 0
    this.openerMatched.length = 0
  }

  /**
   * Read a token inside the inline text.
   *
   * @param token
   *   Token entered.
   */
  inside(token: Token): undefined {
    const type = token.type as string
    const start = token.start.offset
    if (type === 'codeText') {
      let end = start
      while (this.source.charCodeAt(end) === 96) end++
      this.push(start, end - start, true)
    } else if (type === 'resource' || type === 'reference') {
      // A destination, title or label cmark-gfm skips over: no openers.
      this.hiddenEnd = Math.max(this.hiddenEnd, token.end.offset)
    } else if (type === 'data' && start >= this.hiddenEnd) {
      // Runs micromark left unmatched.
      const end = token.end.offset
      let at = this.tickFrom(start)
      while (at !== -1 && at < end) {
        let runEnd = at + 1
        while (runEnd < end && this.source.charCodeAt(runEnd) === 96) runEnd++
        this.push(at, runEnd - at, false)
        at = this.tickFrom(runEnd)
      }
    }
  }

  /**
   * End the inline text.
   *
   * @returns
   *   Whether cmark-gfm matches some opener otherwise than micromark.
   */
  exit(): boolean {
    const subject = this.subject
    this.subject = undefined
    if (!subject || this.openerStart.length === 0) return false
    const source = this.source
    const to = subject.end.offset
    // Every backtick run of the text, as a search reads it (escapes do not
    // count there, and runs in links and raw HTML do).
    const runStart: number[] = []
    const runLength: number[] = []
    for (let at = subject.start.offset; at < to; at++) {
      if (source.charCodeAt(at) !== 96) continue
      let end = at + 1
      while (end < to && source.charCodeAt(end) === 96) end++
      runStart.push(at)
      runLength.push(end - at)
      at = end - 1
    }

    const lastSeen = new Int32Array(maxTicks + 1)
    let searchedToEnd = false
    let run = 0
    for (let index = 0; index < this.openerStart.length; index++) {
      const length = this.openerLength[index]!
      const after = this.openerStart[index]! + length
      let matched = false
      if (length <= maxTicks && !(searchedToEnd && lastSeen[length]! <= after)) {
        while (run < runStart.length && runStart[run]! < after) run++
        let search = run
        for (; search < runStart.length; search++) {
          const seen = runLength[search]!
          if (seen <= maxTicks) lastSeen[seen] = runStart[search]!
          if (seen === length) {
            matched = true
            break
          }
        }

        if (!matched) searchedToEnd = true
      }

      if (matched !== this.openerMatched[index]) return true
    }

    return false
  }

  /**
   * @param start
   *   Start of an opener.
   * @param length
   *   Its length.
   * @param matched
   *   Whether micromark matched it.
   */
  private push(start: number, length: number, matched: boolean): undefined {
    this.openerStart.push(start)
    this.openerLength.push(length)
    this.openerMatched.push(matched)
  }

  /**
   * @param from
   *   Index (tokens are read in order, so searches only move forward).
   * @returns
   *   The next backtick at or after `from`, or -1.
   */
  private tickFrom(from: number): number {
    if (this.nextTick === -2 || (this.nextTick !== -1 && this.nextTick < from) || from < this.searchedFrom) {
      this.nextTick = this.source.indexOf('`', from)
      this.searchedFrom = from
    }

    return this.nextTick
  }
}

/** Longest backtick run cmark-gfm 0.29 matches (`MAXBACKTICKS`). */
const maxTicks = 80

/** micromark tokens that hold one inline text each (cmark-gfm's subjects). */
export const inlineTexts: ReadonlySet<string> = new Set([
  'paragraph',
  'atxHeadingText',
  'setextHeadingText',
  'tableContent'
])
