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
  /** What the inline parser passes over whole (destinations, references, raw HTML, autolinks), as `start, end` pairs in order. */
  private readonly passed: number[] = []
  /**
   * The backtick runs cmark-gfm leaves unmatched in the last text whose
   * code spans it matches otherwise than micromark, as `start, end` pairs
   * (empty after any other text; see `exit`).
   */
  readonly unmatched: number[] = []
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
    this.passed.length = 0
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
      this.pass(start, token.end.offset)
    } else if (type === 'htmlText' || type === 'autolink') {
      // (Raw HTML and autolinks are read whole too, by the full replay.)
      this.pass(start, token.end.offset)
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
    this.unmatched.length = 0
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

    const search = new CloserSearch(runStart, runLength)
    let run = 0
    for (let index = 0; index < this.openerStart.length; index++) {
      const length = this.openerLength[index]!
      const after = this.openerStart[index]! + length
      while (run < runStart.length && runStart[run]! < after) run++
      const matched = search.closer(run, length, after) !== -1
      if (matched !== this.openerMatched[index]) {
        this.replay(subject.start.offset, runStart, runLength)
        return true
      }
    }

    return false
  }

  /**
   * Replay cmark-gfm's inline pass over every backtick run of a text that
   * it reads otherwise than micromark, and keep the runs it leaves
   * unmatched in `unmatched`: the flat model reads the text once more with
   * those masked, so that the runs left pair as GitHub pairs them, whatever
   * the memo of the flat model makes of the blocks around (which micromark
   * read here; `1. >1)\t``, `\t>1.`, then `` ![``a`]`b`]()Instruction
   * from @` ``: the README's Known list until the thirty-seventh session).
   *
   * An opener is any run the inline parser reaches: not one inside a code
   * span cmark-gfm matched, nor one in what it passes over whole (taken from
   * micromark's reading), and past a backslash that escapes its first
   * backtick. A search for its closer reads every run, as `exit` does.
   * Linear: the runs after a matched opener are passed up to its closer,
   * and one search at most reaches the end.
   *
   * @param from
   *   Start of the text.
   * @param runStart
   *   Start of each run of the text.
   * @param runLength
   *   Length of each.
   */
  private replay(from: number, runStart: readonly number[], runLength: readonly number[]): undefined {
    const source = this.source
    const passed = this.passed
    const search = new CloserSearch(runStart, runLength)
    // Where the inline parser is, and the next stretch it passes over.
    let position = from
    let pass = 0
    for (let index = 0; index < runStart.length; index++) {
      let start = runStart[index]!
      let length = runLength[index]!
      if (start < position) continue
      while (pass < passed.length && passed[pass + 1]! <= start) pass += 2
      if (pass < passed.length && passed[pass]! <= start) continue
      // A backslash the text does not escape takes the run's first
      // backtick (the search reads it as part of the run all the same).
      let slashes = 0
      while (start - slashes > from && source.charCodeAt(start - slashes - 1) === 92) slashes++
      if (slashes % 2 === 1) {
        start++
        length--
        if (length === 0) continue
      }

      const after = start + length
      const closer = search.closer(index + 1, length, after)
      if (closer === -1) {
        this.unmatched.push(start, after)
      } else {
        position = runStart[closer]! + length
        index = closer
      }
    }
  }

  /**
   * @param start
   *   Start of a stretch the inline parser passes over whole.
   * @param end
   *   Its end.
   */
  private pass(start: number, end: number): undefined {
    const passed = this.passed
    if (passed.length > 0 && start < passed.at(-1)!) {
      passed[passed.length - 1] = Math.max(passed.at(-1)!, end)
    } else {
      passed.push(start, end)
    }
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

/**
 * cmark-gfm 0.29's search for the run that closes a code span, over the
 * backtick runs of one inline text, with its memo: per run length, the
 * last place a run was seen while searching, and once a search has reached
 * the end of the text without a closer, an opener whose length was last
 * seen before it opens nothing (see `CodeSpanReplay`).
 */
class CloserSearch {
  /** Per length, start of the last run of it a search saw. */
  private readonly lastSeen = new Int32Array(maxTicks + 1)
  /** Whether a search has reached the end of the text. */
  private searchedToEnd = false

  /**
   * @param runStart
   *   Start of each run of the text.
   * @param runLength
   *   Length of each.
   */
  constructor(
    private readonly runStart: readonly number[],
    private readonly runLength: readonly number[]
  ) {}

  /**
   * @param first
   *   Index of the first run after the opener.
   * @param length
   *   The opener's length.
   * @param after
   *   End of the opener.
   * @returns
   *   Index of the run that closes it, or -1.
   */
  closer(first: number, length: number, after: number): number {
    const lastSeen = this.lastSeen
    if (length > maxTicks || (this.searchedToEnd && lastSeen[length]! <= after)) return -1
    for (let search = first; search < this.runStart.length; search++) {
      const seen = this.runLength[search]!
      if (seen <= maxTicks) lastSeen[seen] = this.runStart[search]!
      if (seen === length) return search
    }

    this.searchedToEnd = true
    return -1
  }
}

/** micromark tokens that hold one inline text each (cmark-gfm's subjects). */
export const inlineTexts: ReadonlySet<string> = new Set([
  'paragraph',
  'atxHeadingText',
  'setextHeadingText',
  'tableContent'
])
