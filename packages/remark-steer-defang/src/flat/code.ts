// Code spans for the flat model: which backtick runs pair up in a stretch
// (they bind tighter than link syntax), and code spans across lines, whose
// line break displays as a space, not as a break, so the text before and
// after it is one rendered line.

/**
 * @param text
 *   Text.
 * @param at
 *   Index of a backtick.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index after its run of backticks.
 */
export function runEnd(text: string, at: number, to: number): number {
  let end = at
  while (end < to && text.charCodeAt(end) === 96) end++
  return end
}

/**
 * Code spans in a stretch: each run of backticks that opens one, and the
 * index after the run of the same length that closes it.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Opening run start to the end of the span.
 */
export function codeSpanEnds(text: string, from: number, to: number): Map<number, number> {
  const runs = backtickRuns(text, from, to)
  const closer = closingRuns(runs)
  const spans = new Map<number, number>()
  for (let index = 0; index < runs.length; index++) {
    const other = closer[index]!
    if (other === -1) continue
    spans.set(runs[index]![2], runs[other]![0] + runs[other]![1])
    // The closing run and those between open nothing.
    index = other
  }

  return spans
}

/**
 * The backtick run that opens a code span left open at the end of a line:
 * the first run, pairing left to right as `codeSpanEnds` does, that no
 * later run of its length on the line closes.
 *
 * @param text
 *   Text.
 * @param from
 *   Start (outside code).
 * @param to
 *   Line end.
 * @returns
 *   Its length, or 0 when none is left open.
 */
export function codeOpenAtEnd(text: string, from: number, to: number): number {
  const runs = backtickRuns(text, from, to)
  const closer = closingRuns(runs)
  for (let index = 0; index < runs.length; index++) {
    const other = closer[index]!
    const opens = openerLength(runs[index]!)
    if (other === -1 && opens > 0) return opens
    if (other !== -1) index = other
  }

  return 0
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start (inside code: a backslash escapes nothing).
 * @param to
 *   Line end.
 * @param size
 *   Length of the run that opened the code span.
 * @returns
 *   Index after the first run of exactly `size` backticks in `[from, to)`,
 *   which closes it, or -1.
 */
export function closingRun(text: string, from: number, to: number, size: number): number {
  let at = from
  while (true) {
    const tick = text.indexOf('`', at)
    if (tick === -1 || tick >= to) return -1
    const end = runEnd(text, tick, to)
    if (end - tick === size) return end
    at = end
  }
}

/**
 * A run of backticks: its start and length, as a search for a closer reads
 * it (a backslash escapes nothing in code), and where it opens a span
 * outside code: after its first backtick where a backslash escapes that
 * one (an odd number of backslashes before it), so a run of one then opens
 * nothing (`` `Wo\` ``: the span closes at the backtick after the
 * backslash; fuzz run 46).
 */
type Run = [start: number, length: number, opener: number]

/**
 * @param run
 *   A run.
 * @returns
 *   Length of the span opener it is (0: none).
 */
function openerLength(run: Run): number {
  return run[0] + run[1] - run[2]
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Each run of backticks.
 */
function backtickRuns(text: string, from: number, to: number): Run[] {
  const runs: Run[] = []
  for (let at = from; at < to; at++) {
    if (text.charCodeAt(at) !== 96) continue
    const end = runEnd(text, at, to)
    // Backslashes are read once each: the ones before a run end at it.
    let slashes = 0
    while (at - slashes > from && text.charCodeAt(at - slashes - 1) === 92) slashes++
    runs.push([at, end - at, slashes % 2 === 1 ? at + 1 : at])
    at = end - 1
  }

  return runs
}

/**
 * @param runs
 *   Backtick runs.
 * @returns
 *   For each, the index of the next run as long as the span it opens (of
 *   any length as a closer: no backslash escapes one), or -1.
 */
function closingRuns(runs: ReadonlyArray<Run>): number[] {
  const closer: number[] = []
  // A line holds a few runs: pairing them costs less than a map (the flat
  // model asks about each line several times; found timing images with
  // backtick runs of many sizes).
  if (runs.length <= 8) {
    for (let index = 0; index < runs.length; index++) {
      const length = openerLength(runs[index]!)
      let other = index + 1
      while (other < runs.length && runs[other]![1] !== length) other++
      closer.push(length > 0 && other < runs.length ? other : -1)
    }

    return closer
  }

  const next = new Map<number, number>()
  for (let index = runs.length - 1; index >= 0; index--) {
    const length = openerLength(runs[index]!)
    closer[index] = length > 0 ? (next.get(length) ?? -1) : -1
    next.set(runs[index]![1], index)
  }

  return closer
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Whether `[from, to)` holds one run of backticks, with spaces or tabs
 *   around it only.
 */
export function runAlone(text: string, from: number, to: number): boolean {
  let at = from
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  if (text.charCodeAt(at) !== 96 || at >= to) return false
  while (at < to && text.charCodeAt(at) === 96) at++
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  return at === to
}
