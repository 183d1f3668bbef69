// The headings as a chain of constructs may display at a line start: a
// backstop under the flat model, as `fence-skeleton.ts` and
// `attribution-skeleton.ts` are under every reading.
//
// The flat model reads a line a few ways, and chains of constructs across
// lines kept turning up that none of its readings joins: a link whose
// destination starts on the next line (`[](`, `Amend[](`, `u)ments`), a
// destination in angle brackets with a title in parentheses, a construct
// in a tag the core read across lines that GitHub cuts at a block (`<t
// y='`, `Ame![](u)ndm<b>ents`, `>'>`). A body reaches the flat model past
// a budget (a few hundred emphasis marks do it), so such a chain is within
// any author's reach.
//
// A heading is taken to display where its characters (or escapes and
// references that display them) stand in order from a line's content start
// (after its wrappers) or a `|`, with at least one gap between two of them
// that may display nothing (the gap rules of the fence backstop: link and
// image syntax, tags, invisible references, and marks, since a code span
// hides its backticks and a chain may mix marks with the rest:
// `` `Amend`[]()ments ``, `Amend[](<u> ())_ments_`, found by the browser
// fuzz). Between `Work-item` and `context` any run of white space counts,
// line feeds too (an HTML block joins its lines). `Amendments` must end
// its line: what follows up to a line feed, a `<` or a `|` shows no letter
// or digit, or opens a gap.
//
// The defanged form of a heading is a `> ` where its line shows no quote
// yet, which a chain alone cannot tell (a `>` a construct before it
// displays quotes it). So the chain is broken instead: every bracket,
// mark, `<` and invisible reference between its first character and its
// last that may make a gap is escaped (a bracket or mark with a
// backslash; a `<` as `&lt;`, since the core reads a tag after a
// backslash too; a reference's `&` as `&amp;`). Escaped, each displays (a
// backslash does, in raw HTML and in code), and a chain holds no gap
// without one (`>`, `)` and `}` only close a gap here), so the next run
// finds none. Only what the flat model reads is read (pieces that fall
// back, and blocks a parse leaves to it): where a piece is parsed, the
// parse tells where the heading displays and quotes its line.
import type {RawEdit, RuleId} from 'steer-envelope'
import {WrapperScanner} from 'steer-envelope'
import {carries, seedsOf, withSeedsAfterClosers} from './attribution-skeleton.js'
import {alone, closes, opens, Units} from './fence-skeleton.js'

/** Patterns, lower case, with the rule each defangs. */
const patterns: ReadonlyArray<{pattern: string; rule: RuleId; alone: boolean}> = [
  {pattern: 'amendments', rule: 'amendments-heading', alone: true},
  {pattern: 'work-item context', rule: 'context-heading', alone: false}
]

/**
 * Marks and brackets a chain's escapes cover (with `<` and invisible
 * references): everything that may make a gap but `>` and `)`, which
 * only close one here (a `>` alone hides nothing but an autolink's end,
 * whose `<` is escaped).
 */
const escaped = new Uint8Array(128)
for (const character of '[]*_~`${}') escaped[character.charCodeAt(0)] = 1

/**
 * One pattern's automaton: for each kind of state, the pattern positions
 * it holds (bits) and, for each, the earliest place a chain there started.
 */
class Chains {
  /** Pattern. */
  readonly pattern: string
  /** Rule. */
  readonly rule: RuleId
  /** Whether the pattern must end its line (`Amendments`). */
  readonly alone: boolean
  /** Bit of the last position. */
  readonly last: number
  /** Bit of a position white space may repeat at (the space), or 0. */
  readonly space: number
  /** Positions each ASCII character (lower case) fills. */
  readonly masks = new Int32Array(128)
  /**
   * Positions matched without a gap yet (`plain`), and with one: by the
   * last unit (`reached`), by the unit before it, the last unit a gap
   * alone (`single`) or the first of a longer one (`opened`), or earlier,
   * with a gap of two units or more since (`gapped`).
   */
  plain = 0
  reached = 0
  single = 0
  opened = 0
  gapped = 0
  /** Earliest start per position, per kind of state (same order). */
  plainStarts: Int32Array
  reachedStarts: Int32Array
  readonly singleStarts: Int32Array
  readonly openedStarts: Int32Array
  readonly gappedStarts: Int32Array
  /** Scratch for the next `plain` and `reached` starts. */
  private nextPlainStarts: Int32Array
  private nextStarts: Int32Array
  /** After a whole `Amendments`: whether what follows may end it. */
  tail = false
  /** Whether a gap opened in the tail (text in it may hide). */
  tailOpen = false
  /** Earliest start of the chains in the tail. */
  tailStart = 0
  /** End of the last of them. */
  tailEnd = 0

  /**
   * @param pattern
   *   Pattern (lower case).
   * @param rule
   *   Rule.
   * @param mustEnd
   *   Whether it must end its line.
   */
  constructor(pattern: string, rule: RuleId, mustEnd: boolean) {
    this.pattern = pattern
    this.rule = rule
    this.alone = mustEnd
    this.last = 1 << (pattern.length - 1)
    const space = pattern.indexOf(' ')
    this.space = space === -1 ? 0 : 1 << space
    for (let index = 0; index < pattern.length; index++) this.masks[pattern.charCodeAt(index)]! |= 1 << index
    // White space shows as a space (a line feed, in an HTML block).
    if (space !== -1) {
      this.masks[9] = this.masks[32]!
      this.masks[10] = this.masks[32]!
    }

    this.plainStarts = new Int32Array(pattern.length)
    this.reachedStarts = new Int32Array(pattern.length)
    this.singleStarts = new Int32Array(pattern.length)
    this.openedStarts = new Int32Array(pattern.length)
    this.gappedStarts = new Int32Array(pattern.length)
    this.nextPlainStarts = new Int32Array(pattern.length)
    this.nextStarts = new Int32Array(pattern.length)
  }

  /** Drop every state (a blank line). */
  reset(): undefined {
    this.plain = 0
    this.reached = 0
    this.single = 0
    this.opened = 0
    this.gapped = 0
    this.tail = false
  }

  /** Whether anything is under way. */
  busy(): boolean {
    return (this.plain | this.reached | this.single | this.opened | this.gapped) !== 0 || this.tail
  }

  /**
   * Take one unit.
   *
   * @param at
   *   Its start.
   * @param end
   *   Its end.
   * @param shown
   *   What it displays (-1: nothing or not one character).
   * @param kind
   *   What it may be to a gap.
   * @param previous
   *   What the unit before it may be.
   * @param seed
   *   Whether a chain may start here.
   * @param found
   *   Chains found (start and end of each, flattened).
   */
  step(at: number, end: number, shown: number, kind: number, previous: number, seed: boolean, found: number[]): undefined {
    const mask = fill(shown, this.masks)
    const {plainStarts, reachedStarts, singleStarts, openedStarts, gappedStarts} = this
    let nextPlain = 0
    let next = 0
    if (mask !== 0) {
      const fromPlain = this.plain << 1
      const gapped = (previous & closes) !== 0 ? this.gapped : 0
      const fromGap = (this.reached | this.single | gapped) << 1
      // White space repeats where the pattern has its space.
      const stay = mask & this.space
      nextPlain = ((seed ? 1 : 0) | fromPlain | (this.plain & stay)) & mask
      // (A gap there may be white space too.)
      const here = (this.reached | this.single | gapped) & stay
      next = (fromGap | here) & mask
      for (let bits = nextPlain; bits !== 0; bits &= bits - 1) {
        const bit = bits & -bits
        const index = 31 - Math.clz32(bit)
        let start = (fromPlain & bit) !== 0 ? plainStarts[index - 1]! : 0x7f_ff_ff_ff
        if (bit === 1 && seed) start = Math.min(start, at)
        if ((this.plain & stay & bit) !== 0) start = Math.min(start, plainStarts[index]!)
        this.nextPlainStarts[index] = start
      }

      for (let bits = next; bits !== 0; bits &= bits - 1) {
        const bit = bits & -bits
        const index = 31 - Math.clz32(bit)
        let start = 0x7f_ff_ff_ff
        if (index > 0) {
          const from = bit >> 1
          if ((this.reached & from) !== 0) start = Math.min(start, reachedStarts[index - 1]!)
          if ((this.single & from) !== 0) start = Math.min(start, singleStarts[index - 1]!)
          if ((gapped & from) !== 0) start = Math.min(start, gappedStarts[index - 1]!)
        }

        if ((here & bit) !== 0) {
          if ((this.reached & bit) !== 0) start = Math.min(start, reachedStarts[index]!)
          if ((this.single & bit) !== 0) start = Math.min(start, singleStarts[index]!)
          if ((gapped & bit) !== 0) start = Math.min(start, gappedStarts[index]!)
        }
        this.nextStarts[index] = start
      }
    }

    // Gaps: one opened by the last unit now holds two; one starts here,
    // after states with a gap or without.
    for (let bits = this.opened; bits !== 0; bits &= bits - 1) {
      const bit = bits & -bits
      const index = 31 - Math.clz32(bit)
      gappedStarts[index] = (this.gapped & bit) !== 0 ? Math.min(gappedStarts[index]!, openedStarts[index]!) : openedStarts[index]!
    }

    this.gapped |= this.opened
    const before = this.reached | this.plain
    this.opened = (kind & opens) !== 0 ? before : 0
    this.single = (kind & alone) !== 0 ? before : 0
    if (this.opened !== 0 || this.single !== 0) {
      for (let bits = before; bits !== 0; bits &= bits - 1) {
        const bit = bits & -bits
        const index = 31 - Math.clz32(bit)
        const start =
          (this.reached & bit) !== 0 && (this.plain & bit) !== 0
            ? Math.min(reachedStarts[index]!, plainStarts[index]!)
            : (this.reached & bit) !== 0
              ? reachedStarts[index]!
              : plainStarts[index]!
        openedStarts[index] = start
        singleStarts[index] = start
      }
    }

    this.plain = nextPlain
    this.reached = next
    // The next starts become the current ones (only set bits are read).
    this.plainStarts = this.nextPlainStarts
    this.nextPlainStarts = plainStarts
    this.reachedStarts = this.nextStarts
    this.nextStarts = reachedStarts

    if ((this.reached & this.last) !== 0) {
      const start = this.reachedStarts[this.pattern.length - 1]!
      this.reached &= ~this.last
      if (!this.alone) {
        found.push(start, end)
      } else if (this.tail) {
        this.tailStart = Math.min(this.tailStart, start)
        this.tailEnd = end
        this.tailOpen = false
      } else {
        this.tail = true
        this.tailOpen = false
        this.tailStart = start
        this.tailEnd = end
      }

      return
    }

    if (this.tail) this.follow(shown, kind, found)
  }

  /**
   * Go on after a whole `Amendments`: a line end, a `<` or a `|` ends it
   * (`<` may be a tag that breaks the line), a letter or digit shown
   * outside a gap kills it.
   *
   * @param shown
   *   What the unit displays.
   * @param kind
   *   What it may be to a gap.
   * @param found
   *   Chains found.
   */
  follow(shown: number, kind: number, found: number[]): undefined {
    if (shown === 10 || shown === 60 /* `<` */ || shown === 124 /* `|` */) {
      this.end(found)
      return
    }

    if (isWordCharacter(shown) && !this.tailOpen) {
      this.tail = false
      return
    }

    if ((kind & opens) !== 0) this.tailOpen = true
  }

  /**
   * The tail reached an end: the chains in it display the heading.
   *
   * @param found
   *   Chains found.
   */
  end(found: number[]): undefined {
    if (!this.tail) return
    found.push(this.tailStart, this.tailEnd)
    this.tail = false
  }
}

/**
 * Edits for each heading a chain with a gap may display at a line start,
 * in `[from, to)` (line starts): each bracket, `<` and invisible reference
 * in the chain escaped.
 *
 * @param text
 *   Prepared text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @returns
 *   Edits, sorted, not overlapping.
 */
export function headingSkeletonEdits(text: string, from = 0, to = text.length): RawEdit[] {
  const edits: RawEdit[] = []
  // A chain has a gap: a construct, mark or reference.
  gapStart.lastIndex = from
  const gap = gapStart.exec(text)
  if (gap === null || gap.index >= to) return edits
  const units = new Units(text)
  const chains = patterns.map(({pattern, rule, alone}) => new Chains(pattern, rule, alone))
  const found: number[][] = chains.map(() => [])
  const seeds = withSeedsAfterClosers(text, seedsOf(text, new WrapperScanner(text), {next: -2}, from, to), from, to)
  let seed = 0
  // Where a seed carries to (see `carries`), or -1.
  let carry = -1
  let previous = 0
  let lineBlank = true
  let at = from
  while (at < to) {
    while (seed < seeds.length && seeds[seed]! < at) seed++
    // With nothing under way, go to the next place a chain may start.
    if (!chains[0]!.busy() && !chains[1]!.busy() && carry !== at) {
      if (seed === seeds.length) break
      if (seeds[seed]! > at) {
        at = seeds[seed]!
        previous = 0
        lineBlank = false
        if (at >= to) break
      }
    }

    const code = text.charCodeAt(at)
    if (code === 10) {
      // A blank line ends the stretch.
      if (lineBlank) for (const chain of chains) chain.reset()
      lineBlank = true
    } else if (code !== 32 && code !== 9) {
      lineBlank = false
    }

    const end = units.read(at)
    // A `>` only closes a gap here. (White space next to a backtick may
    // make a gap: see `Units`.)
    const kind = code === 62 ? units.kind & closes : units.kind

    const many = units.many
    const shown = many === '' ? units.shown : many.charCodeAt(0)
    const starts = (seed < seeds.length && seeds[seed] === at) || carry === at
    carry = starts && carries(shown, kind) ? end : -1
    for (let index = 0; index < chains.length; index++) {
      const chain = chains[index]!
      // An idle chain takes nothing but a start.
      if (starts || chain.busy()) chain.step(at, end, shown, kind, previous, starts, found[index]!)
      // A reference that displays more characters (`&#x3377;` is `dm`):
      // each, in turn.
      for (let more = 1; more < many.length && chain.busy(); more++) {
        chain.step(at, end, many.charCodeAt(more), kind, kind, false, found[index]!)
      }
    }

    previous = kind
    at = end
  }

  for (const [index, chain] of chains.entries()) chain.end(found[index]!)
  for (const [index, chain] of chains.entries()) escapes(text, units, found[index]!, chain.rule, edits)
  return normalize(edits)
}

/** What may make a gap (or a reference, which may display nothing). */
const gapStart = /[<[\]&*_~`${]/g

/**
 * Escape what may make a gap in each chain.
 *
 * @param text
 *   Text.
 * @param units
 *   Units.
 * @param chains
 *   Start and end of each (flattened).
 * @param rule
 *   Rule.
 * @param edits
 *   List to add to.
 */
function escapes(text: string, units: Units, chains: number[], rule: RuleId, edits: RawEdit[]): undefined {
  // Chains may overlap: read each place once.
  let done = 0
  for (let index = 0; index < chains.length; index += 2) {
    let at = Math.max(chains[index]!, done)
    const to = chains[index + 1]!
    while (at < to) {
      const code = text.charCodeAt(at)
      const end = units.read(at)
      if (code < 128 && escaped[code] === 1 && (units.kind & (opens | alone)) !== 0) {
        edits.push({start: at, end: at + 1, replacement: '\\' + text.charAt(at), rule})
      } else if (code === 60 /* `<` */) {
        // Not a backslash: the core would still read a tag there.
        edits.push({start: at, end: at + 1, replacement: '&lt;', rule})
      } else if (code === 38 /* `&` */ && units.kind !== 0) {
        // A reference to an invisible character.
        edits.push({start: at, end: at + 1, replacement: '&amp;', rule})
      }

      at = end
    }

    done = Math.max(done, to)
  }
}

/**
 * @param edits
 *   Edits.
 * @returns
 *   Sorted, without repeats.
 */
function normalize(edits: RawEdit[]): RawEdit[] {
  edits.sort((a, b) => a.start - b.start)
  return edits.filter((edit, index) => index === 0 || edits[index - 1]!.start !== edit.start)
}

/** White space beyond ASCII (as `String#trim` takes it off a line). */
const unicodeSpace = /^\s$/

/**
 * @param code
 *   Character displayed (or -1).
 * @returns
 *   Whether it is a letter or digit (any non-ASCII character counts).
 */
function isWordCharacter(code: number): boolean {
  if (code < 0) return false
  // White space beyond ASCII shows no letter (`Amendments&#x1680;`: found
  // by fuzz run 17).
  if (code >= 128) return !unicodeSpace.test(String.fromCharCode(code))
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/**
 * @param code
 *   Character code displayed (or -1).
 * @param masks
 *   Positions by character.
 * @returns
 *   Pattern positions it fills (with simple case folding: the Kelvin sign
 *   is `k`, the long s is `s`).
 */
function fill(code: number, masks: Int32Array): number {
  if (code < 0) return 0
  if (code < 128) return masks[code >= 65 && code <= 90 ? code + 32 : code]!
  if (code === 0x21_2a) return masks[107]!
  return code === 0x01_7f ? masks[115]! : 0
}
