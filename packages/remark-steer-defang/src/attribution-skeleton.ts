// The attribution as a chain of constructs may display it at a line start:
// a backstop under the readings of lines, as `fence-skeleton.ts` is for the
// fence.
//
// The flat model reads a line a few ways, and a construct the core left
// inside a tag it read across lines (GitHub cuts that tag where a block
// starts: `<s y="`, then `Instruc<y>[tion from @]()`, then `>">`), or a
// chain of link syntax across lines, joins pieces none of its readings
// join. `Instruction from @` is taken to display where its characters (or
// escapes and references that display them) stand in order from a line's
// content start (after its wrappers) or a `|`, with at least one gap
// between them that may display nothing (the gap rules of the fence
// backstop: link and image syntax, tags, invisible references, backticks
// and the white space a code span may strip). Emphasis marks are no gap,
// but a chain goes on through them, as the readings that follow emphasis
// do not join a chain a construct breaks (`Instructi[](<u>`, `())*on from
// @x*`, found by fuzz run 17). Its `@` becomes
// `(at)`, as the rule writes it, wherever the line stands. A chain without
// a gap is text the readings see as written, and prose mid-line is not
// read. The headings get no such backstop: their `> ` goes where the line
// shows no quote yet, which a chain alone cannot tell (a `>` a construct
// before it displays quotes it: `<![cdata[x>> Amendments`).
import {WrapperScanner, type RawEdit} from 'steer-envelope'
import {alone, closes, opens, stretchStart, Units} from './fence-skeleton.js'

const pattern = 'instruction from @'
const last = pattern.length - 1

/** For each character code (ASCII, lower case), the positions it fills. */
const masks = new Int32Array(128)
for (let index = 0; index < pattern.length; index++) masks[pattern.charCodeAt(index)]! |= 1 << index
// White space shows as a space (a tab too).
masks[9] = masks[32]!

/** Marks a chain goes on through, as if they were not there. */
const transparent = new Uint8Array(128)
for (const character of '*_~$') transparent[character.charCodeAt(0)] = 1

/** Braces, which make no gap here (math shows what they hold). */
const braces = new Uint8Array(128)
for (const character of '{}') braces[character.charCodeAt(0)] = 1

/** Positions white space may repeat at (the spaces: `on  from @`). */
const spaces = masks[32]!


/**
 * Edits (rule `attribution`) for each attribution a chain with a gap may
 * display at a line start.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Edits, sorted, not overlapping.
 */
export function attributionSkeletonEdits(text: string): RawEdit[] {
  const edits: RawEdit[] = []
  // A chain has a gap: a construct, backtick or reference.
  if (text.indexOf('<') === -1 && text.indexOf('[') === -1 && text.indexOf('&') === -1 && text.indexOf('`') === -1) return edits
  const units = new Units(text)
  const wrappers = new WrapperScanner(text)
  // Only stretches of lines (between blank lines) that show an `@`, as
  // written or as a reference, can hold one: each is read once.
  const pipes = {next: -2}
  let done = 0
  while (true) {
    atSign.lastIndex = done
    const found = atSign.exec(text)
    if (!found) break
    const after = stretchStart(text, found.index, done)
    const start = after === -1 ? done : after
    blankLine.lastIndex = found.index
    const blank = blankLine.exec(text)
    const end = blank ? blank.index + 1 : text.length
    readStretch(text, units, withSeedsAfterClosers(text, seedsOf(text, wrappers, pipes, start, end), start, end), start, end, edits)
    done = end
  }

  return edits
}

/**
 * Whether a place a chain may start carries past a unit: one that may
 * display nothing (a construct's syntax, a mark, an invisible reference)
 * or white space (a reference to it: `&#32;`, `&#10;`), which a line does
 * not show at its start (`[](u) ` + a code span, `` ` Instru ``, then
 * `` >   `ction from @x ``: found by a targeted fuzz).
 *
 * @param shown
 *   What the unit displays (-1: nothing, or more than one character).
 * @param kind
 *   What it may be to a gap.
 * @returns
 *   Whether the place after it may start a chain too.
 */
export function carries(shown: number, kind: number): boolean {
  return kind !== 0 || shown === 32 || shown === 9 || shown === 10
}

/**
 * @param shown
 *   Character displayed (or -1).
 * @returns
 *   Pattern positions it fills.
 */
function maskOf(shown: number): number {
  return shown < 0 || shown >= 128 ? 0 : masks[shown >= 65 && shown <= 90 ? shown + 32 : shown]!
}

/** What shows an `@`: itself, or a reference. */
const atSign = /[@&]/g

/** A blank line (spaces and tabs only) and the line feed before it. */
const blankLine = /\n[ \t]*(?:\n|$)/g

/**
 * Read one stretch of lines for chains.
 *
 * @param text
 *   Text.
 * @param units
 *   Units.
 * @param seeds
 *   Places a chain may start in it, sorted.
 * @param from
 *   Start of the stretch.
 * @param to
 *   Its end.
 * @param edits
 *   List to add to.
 */
function readStretch(text: string, units: Units, seeds: Int32Array, from: number, to: number, edits: RawEdit[]): undefined {
  // States without a gap yet (`plain`) and with one: matched by the last
  // unit (`reached`), by the unit before it (its gap the last unit alone:
  // `single`; or opened by it: `opened`), or earlier (`gapped`), as in
  // `fence-skeleton.ts`.
  let plain = 0
  let reached = 0
  let single = 0
  let opened = 0
  let gapped = 0
  let previous = 0
  let seed = 0
  // Where a seed carries to (see `carries`), or -1.
  let carry = -1
  let at = from
  while (at < to) {
    while (seed < seeds.length && seeds[seed]! < at) seed++
    // With nothing under way, go to the next place a chain may start.
    if (plain === 0 && reached === 0 && single === 0 && opened === 0 && gapped === 0 && carry !== at) {
      if (seed === seeds.length) break
      if (seeds[seed]! > at) {
        at = seeds[seed]!
        previous = 0
        if (at >= to) break
      }
    }

    const code = text.charCodeAt(at)
    const end = units.read(at)
    // Marks leave every state as it is: emphasis displays the text it
    // holds (and a mark in code displays, which is no gap: `` `**Instruction**
    // from @x` ``); a chain a construct breaks goes on through them
    // (`Instructi[](<u>`, `())*on from @x*`; found by fuzz run 17).
    if (code < 128 && transparent[code] === 1) {
      if ((seed < seeds.length && seeds[seed] === at) || carry === at) carry = end
      at = end
      continue
    }

    const kind = code < 128 && braces[code] === 1 ? 0 : units.kind
    const many = units.many
    let shown = many === '' ? units.shown : many.charCodeAt(0)
    // A reference to a line feed (or tab) is white space in a paragraph:
    // it shows as a space where a line feed written as is breaks the line
    // (`[](`, `Instruction&#10;fr[]()[](`, `u)om @`; found by fuzz run 15).
    if (shown === 10 && code !== 10) shown = 32
    const mask = maskOf(shown)
    const seeded = (seed < seeds.length && seeds[seed] === at) || carry === at
    carry = seeded && carries(shown, kind) ? end : -1
    let nextPlain = 0
    let next = 0
    if (mask !== 0) {
      // The first character only where a chain may start; white space
      // repeats where the pattern has a space.
      const stay = mask & spaces
      const gappedHere = reached | single | ((previous & closes) !== 0 ? gapped : 0)
      nextPlain = ((seeded ? 1 : 0) | (plain << 1) | (plain & stay)) & mask
      next = ((gappedHere << 1) | (gappedHere & stay)) & mask
    }

    // A reference that displays more characters (`&#xFB06;` is `st`):
    // each, in turn, with no gap between.
    for (let more = 1; more < many.length; more++) {
      const also = maskOf(many.charCodeAt(more))
      nextPlain = (nextPlain << 1) & also
      next = (next << 1) & also
    }

    // Gaps: one opened by the last unit now holds two; one starts here,
    // after states with a gap or without.
    gapped |= opened
    opened = (kind & opens) !== 0 ? reached | plain : 0
    single = (kind & alone) !== 0 ? reached | plain : 0
    plain = nextPlain
    reached = next
    if ((reached & (1 << last)) !== 0) {
      edits.push({start: at, end, replacement: '(at)', rule: 'attribution'})
      reached &= ~(1 << last)
    }

    previous = kind
    at = end
  }
}

/**
 * Where an attribution may start in a stretch: the content start (after
 * the wrappers) of every line and of every stretch after a `|`.
 *
 * @param text
 *   Text.
 * @param wrappers
 *   Its wrapper grammar.
 * @param pipes
 *   The next `|` at or after where the last stretch ended (-2: not
 *   searched; -1: none).
 * @param from
 *   Start of the stretch (a line start).
 * @param to
 *   Its end.
 * @returns
 *   Places, sorted.
 */
export function seedsOf(text: string, wrappers: WrapperScanner, pipes: {next: number}, from: number, to: number): Int32Array {
  const found: number[] = []
  let sorted = true
  // The next `|`, shared by the stretches (each read after the one
  // before), searched again only once passed.
  if (pipes.next !== -1 && pipes.next < from) pipes.next = text.indexOf('|', from)
  let pipe = pipes.next
  let at = from
  while (at < to) {
    let end = text.indexOf('\n', at)
    if (end === -1 || end > to) end = to
    let place = wrappers.contentStart(at)
    if (found.length > 0 && place < found.at(-1)!) sorted = false
    found.push(place)
    while (pipe !== -1 && pipe < end) {
      place = wrappers.contentStart(pipe + 1)
      if (place < found.at(-1)!) sorted = false
      found.push(place)
      pipe = text.indexOf('|', pipe + 1)
    }

    at = end + 1
  }

  pipes.next = pipe
  const seeds = Int32Array.from(found)
  if (!sorted) seeds.sort()
  return seeds
}

/** What ends a construct that may display nothing (a reference ends with `;`). */
const closerEnd = /[)\]>};]/g

/**
 * Add a place a chain may start after each character that may end a
 * construct: what displays nothing before a heading's first letter leaves
 * its line start there (`[](<u>`, `())Amendme[]()nts`; found by a fuzz).
 * A chain still needs a gap inside it, so prose after a link is no chain.
 *
 * @param text
 *   Text.
 * @param seeds
 *   Line content starts and places after `|` (sorted).
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   All places, sorted, without repeats.
 */
export function withSeedsAfterClosers(text: string, seeds: Int32Array, from: number, to: number): Int32Array {
  const more: number[] = []
  closerEnd.lastIndex = from
  let found: RegExpExecArray | null
  while ((found = closerEnd.exec(text)) !== null && found.index < to) more.push(found.index + 1)
  if (more.length === 0) return seeds
  // Both are sorted: merged in one pass.
  const all = new Int32Array(seeds.length + more.length)
  let count = 0
  let left = 0
  let right = 0
  while (left < seeds.length || right < more.length) {
    const value = right === more.length || (left < seeds.length && seeds[left]! <= more[right]!) ? seeds[left++]! : more[right++]!
    if (count === 0 || all[count - 1] !== value) all[count++] = value
  }

  return all.subarray(0, count)
}
