// Code spans across lines, for the flat model's readings across lines: a
// line break inside a code span displays as a space, not as a break, so
// the text before and after it is one rendered line.

/** Most backtick runs one call pairs (past them, none is taken to be left open). */
const maxCodeRuns = 32

/**
 * The backtick run that opens a code span left open at the end of a line:
 * the first run (left to right) that no later run of its length on the
 * line closes. A backtick a backslash escapes opens nothing (outside code,
 * it is text). Pairs at most `maxCodeRuns` runs, so a line of many runs of
 * different lengths is read a bounded number of times.
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
  let at = from
  for (let runs = 0; runs < maxCodeRuns; runs++) {
    const tick = nextTick(text, at, to)
    if (tick === -1) return 0
    const end = runEnd(text, tick, to)
    const start = escaped(text, from, tick) ? tick + 1 : tick
    at = end
    if (end === start) continue
    const close = closingRun(text, end, to, end - start)
    if (close === -1) return end - start
    at = close
  }

  return 0
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start (inside code).
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
    const tick = nextTick(text, at, to)
    if (tick === -1) return -1
    const end = runEnd(text, tick, to)
    if (end - tick === size) return end
    at = end
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Index of the next backtick in `[from, to)`, or -1.
 */
function nextTick(text: string, from: number, to: number): number {
  const tick = text.indexOf('`', from)
  return tick === -1 || tick >= to ? -1 : tick
}

/**
 * @param text
 *   Text.
 * @param tick
 *   Index of a backtick.
 * @param to
 *   End.
 * @returns
 *   Index after its run.
 */
function runEnd(text: string, tick: number, to: number): number {
  let end = tick + 1
  while (end < to && text.charCodeAt(end) === 96) end++
  return end
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start of the line read.
 * @param at
 *   Index.
 * @returns
 *   Whether an odd run of backslashes precedes `at` (after `from`).
 */
function escaped(text: string, from: number, at: number): boolean {
  let count = 0
  while (at - count > from && text.charCodeAt(at - count - 1) === 92) count++
  return count % 2 === 1
}
