// The flat model's reading of a range of lines, as one call: its lines
// through the line rules, and the heading backstop under them (see
// `heading-skeleton.ts`), which reads only where the flat model reads.
import type {RawEdit} from 'steer-envelope'
import {flatLines} from './flat-lines.js'
import type {FlowState} from './flow-state.js'
import type {RenderedLine} from './line.js'
import {headingSkeletonEdits} from './heading-skeleton.js'
import {maskedReadingEdits} from './masked-readings.js'
import {lineRules} from './rules/index.js'
import {isBlank} from './cuts.js'
import {isDelimiterRow} from './definitions.js'
import {indexWithin, lastBelow} from './flat/text.js'

/**
 * Token edits of the flat model over `[from, to)` of a text, with those of
 * the heading backstop.
 *
 * @param text
 *   Text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @param found
 *   List to add to.
 * @param states
 *   States the range may start in (default: none open).
 */
export function flatLineEdits(
  text: string,
  from: number,
  to: number,
  found: RawEdit[],
  states?: readonly FlowState[] | undefined
): undefined {
  // A fence whose opening line may get a heading's `> ` (which would end
  // it) is read as none, and once more as one: as none, a `<?` in it opens
  // an HTML block that hides what follows the fence, where GitHub shows it
  // when the line gets no `> ` (`~~~ é`, `<?`, `~~~`, a code span across
  // lines; fuzz run 22).
  if (flatLines(text, from, to, sink)) flatLines(text, from, to, sink, undefined, true)
  // Once more for each fence the range may start inside (a piece cut at a
  // blank line in one): its closing fence would read as an opening one,
  // and what follows as code (`` ``` ``, blank, `` ``` ``, `<!--`,
  // `--!>instruction from @`; fuzz run 19).
  for (const state of states ?? []) {
    if (state.kind === 'fence' && flatLines(text, from, to, sink, state)) flatLines(text, from, to, sink, state, true)
  }
  for (const edit of headingSkeletonEdits(text, from, to)) found.push(edit)

  // cmark-gfm 0.29 takes no link definitions out of a paragraph whose last
  // line heads a table: they are its text, and their backticks pair with
  // those below (`[x]:``, `` `" ``, `![`]`, `` b`]()Amendments ``,
  // `` `|a ``, `-|-`; fuzz run 54). micromark takes them out, and so does
  // the flat model: where a delimiter row stands below a definition, the
  // range is read once more with definitions as text.
  // (And as cmark-gfm pairs code spans there, to the end of the paragraph:
  // `[x]:``, `` `" ``, `` ![`]` ``, `` b`]()Amendments ``, `` `|a ``, `-|-`
  // leaves the run after `b` alone; fuzz run 57.)
  if (tableBelowDefinition(text, from, to)) {
    flatLines(text, from, to, sink, undefined, false, true)
    maskedReadingEdits(text, from, text.slice(from, blankLineAfter(text, to)), found, true)
  }

  // GitHub's task list takes a box off before the item's paragraph is
  // read, so a link definition may start right after it (`- [ ] [x]:``,
  // then `![`]`, `` b`]()Amendments ``: the backtick is the definition's
  // destination, and the image below shows), where the flat model reads
  // text. The range is read once more with such boxes taken off, each line
  // kept as long (padded at its end, so that offsets stay), and the edits
  // on those lines dropped (found by fuzz runs 54 and 55).
  const unboxed = boxesTakenOff(text, from, to)
  if (unboxed) {
    const extra: RawEdit[] = []
    flatLines(unboxed.text, from, to, (line) => {
      lineRules(line, extra)
    })
    // And as cmark-gfm pairs code spans there (`- [ ] [x]:``, then
    // `` ![``a`]`b`]()Instruction from @` ``: past the definition, the run
    // after `b` pairs with none; fuzz run 55), to the end of the paragraph
    // the range ends in: a run in it may pair with one after the range
    // (`<i>`, `` ` `` below the image; fuzz run 56).
    const readTo = blankLineAfter(unboxed.text, to)
    maskedReadingEdits(unboxed.text, from, unboxed.text.slice(from, readTo), extra)
    for (const edit of extra) if (!onLines(unboxed.lines, edit.start)) found.push(edit)
  }

  function sink(line: RenderedLine): undefined {
    lineRules(line, found)
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a range.
 * @param to
 *   Its end.
 * @returns
 *   Whether a line that may be a table's delimiter row stands below a `]:`
 *   in it, or two lines past its end (the AST engine hands over the lines
 *   of definitions above a table's head row: see `piece-parser.ts`). Each
 *   line after the first `]:` is read once.
 */
function tableBelowDefinition(text: string, from: number, to: number): boolean {
  // (Within the range: ranges are read one by one.)
  const colon = indexWithin(text, ']:', from, to)
  if (colon === -1) return false
  let lineStart = text.indexOf('\n', colon) + 1
  let past = 0
  while (lineStart > 0 && lineStart < text.length && past < 2) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    if (isDelimiterRow(text, lineStart, lineEnd)) return true
    if (lineStart >= to) past++
    lineStart = lineEnd + 1
  }

  return false
}

/**
 * @param text
 *   Text.
 * @param at
 *   A line start or end.
 * @returns
 *   Start of the first blank line (white space and quote markers only) at
 *   or after the line `at` is on, or the text's end.
 */
function blankLineAfter(text: string, at: number): number {
  let lineStart = text.lastIndexOf('\n', at - 1) + 1
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    if (isBlank(text, lineStart, lineEnd, true)) return lineStart
    lineStart = lineEnd + 1
  }

  return text.length
}

/**
 * A list item's line with a task box after its first mark (as `taskBoxAt`
 * reads a box), then a label and `]:` (sticky).
 */
const boxThenDefinition = /[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]+\[[ xX]\][ \t]+\[[^\]\n]*\]:/y

/**
 * @param text
 *   Text.
 * @param from
 *   Start of a range.
 * @param to
 *   Its end.
 * @returns
 *   The text with the task boxes before definitions in the range taken off
 *   (see `flatLineEdits`), and the starts and ends of the lines changed (in
 *   order), or `undefined` where there is none.
 */
function boxesTakenOff(text: string, from: number, to: number): {text: string; lines: number[]} | undefined {
  // Each line of the range is tried once (the expression is sticky and
  // reads one line at most): no more than the flat model reads anyway.
  let lines: number[] | undefined
  let result = ''
  let last = 0
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    boxThenDefinition.lastIndex = lineStart
    if (text.charCodeAt(lineStart) !== 10 && boxThenDefinition.test(text)) {
      const box = text.indexOf('[', lineStart)
      const label = text.indexOf('[', box + 3)
      if (label > lineEnd) break
      // A footnote label there is a link label too: the task list takes the
      // box off after the line's blocks are read, so no footnote definition
      // opens (`- [ ] [^1]:.``, then `![``a`]`, `` b`]()Amendments ``; fuzz
      // run 56). Its `^` is read as a letter.
      const caret = text.charCodeAt(label + 1) === 94 ? 1 : 0
      result += text.slice(last, box) + text.slice(label, label + 1) + (caret ? 'x' : '') + text.slice(label + 1 + caret, lineEnd) + ' '.repeat(label - box)
      last = lineEnd
      lines ??= []
      lines.push(lineStart, lineEnd)
    }

    lineStart = lineEnd + 1
  }

  return lines ? {text: result + text.slice(last), lines} : undefined
}

/**
 * @param lines
 *   Starts and ends of lines, in order.
 * @param offset
 *   An offset.
 * @returns
 *   Whether it is on one of them (searched by halves).
 */
function onLines(lines: readonly number[], offset: number): boolean {
  // The last start or end at or before it: a start, or its line's end.
  const index = lastBelow(lines, offset + 1)
  return index !== -1 && (index % 2 === 0 || lines[index] === offset)
}
