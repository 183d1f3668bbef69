import {isAsciiAlpha} from 'steer-envelope'
import {isBlank} from './cuts.js'
import {cdataAnyCase} from './flat/text.js'

/**
 * The top-level construct open at a cut, which decides how the next piece
 * parses: nothing, a fenced code block (the piece is code until its closing
 * fence), or an HTML block of kind 1–5 (those run across blank lines; the
 * piece loop never cuts inside one).
 */
export type FlowState =
  | {kind: 'none'}
  | {kind: 'fence'; marker: number; size: number}
  | {kind: 'html'; html: 1 | 2 | 3 | 4 | 5}

/** The state at the start of a text. */
export const none: FlowState = {kind: 'none'}

/** Result of tracking a range of lines. */
export interface Tracked {
  /** State after the range. */
  state: FlowState
  /**
   * Whether a line could open a fence or HTML block only in some readings
   * (indented 2–3 spaces, maybe inside a list item; or after a line that may
   * have opened an HTML block of kind 6 or 7), so `state` is a guess.
   */
  ambiguous: boolean
}

/**
 * A key per state, for sets.
 *
 * @param state
 *   State.
 * @returns
 *   Key.
 */
export function stateKey(state: FlowState): string {
  if (state.kind === 'none') return 'none'
  if (state.kind === 'fence') return 'fence:' + state.marker + ':' + state.size
  return 'html:' + state.html
}

/**
 * Text to put before a piece so that it parses in `state`.
 *
 * @param state
 *   State (never an HTML block: pieces do not start inside those).
 * @returns
 *   Prefix (empty for `none`).
 */
export function statePrefix(state: FlowState): string {
  if (state.kind === 'fence') return String.fromCharCode(state.marker).repeat(state.size) + '\n'
  return ''
}

/**
 * Track the top-level state through `[from, to)` with a cheap line scan,
 * reading every opener-like line as top-level.
 *
 * Inside a fence or an HTML block of kind 1–5 the scan is exact: only a
 * closing fence, or a line with the end condition, ends them. Outside, a
 * line with at most one space of indentation that looks like an opener is
 * one, unless an HTML block of kind 6 or 7 may be open; other opener-like
 * lines make the result ambiguous.
 *
 * @param text
 *   Prepared text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End (a line start, or the text’s length).
 * @param state
 *   State at `from`.
 * @param github
 *   Read HTML block openers and ends as cmark-gfm 0.29 does (GitHub's
 *   reading: no `textarea` in kind 1, declarations with an upper-case
 *   letter only) instead of as micromark does (default: `false`).
 * @returns
 *   State at `to`.
 */
export function track(text: string, from: number, to: number, state: FlowState, github = false): Tracked {
  let ambiguous = false
  // Whether an HTML block of kind 6 or 7 may be open (a line began with `<`).
  let maybeHtml = false
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    const step = trackLine(text, lineStart, lineEnd, state, maybeHtml, github)
    state = step.state
    maybeHtml = step.maybeHtml
    if (step.ambiguous) ambiguous = true
    lineStart = lineEnd + 1
  }

  return {state, ambiguous}
}

/**
 * Every state `[from, to)` may end in, following both readings of each
 * ambiguous line (for text that cannot be parsed).
 *
 * @param text
 *   Prepared text.
 * @param from
 *   Start (a line start).
 * @param to
 *   End.
 * @param states
 *   States at `from`.
 * @param cap
 *   Most states to follow.
 * @param github
 *   Read as cmark-gfm 0.29 does (see `track`; default: `false`).
 * @returns
 *   States at `to`, or `undefined` when more than `cap` are possible.
 */
export function trackAll(
  text: string,
  from: number,
  to: number,
  states: ReadonlyArray<FlowState>,
  cap: number,
  github = false
): FlowState[] | undefined {
  let current = new Map<string, {state: FlowState; maybeHtml: boolean}>()
  for (const state of states) current.set(stateKey(state) + ':0', {state, maybeHtml: false})
  let lineStart = from
  while (lineStart < to) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > to) lineEnd = to
    const next = new Map<string, {state: FlowState; maybeHtml: boolean}>()
    for (const {state, maybeHtml} of current.values()) {
      const step = trackLine(text, lineStart, lineEnd, state, maybeHtml, github)
      next.set(stateKey(step.state) + ':' + Number(step.maybeHtml), step)
      // The other reading: the line opened nothing.
      if (step.ambiguous) next.set(stateKey(state) + ':' + Number(step.maybeHtml), {state, maybeHtml: step.maybeHtml})
    }

    if (next.size > cap * 2) return undefined
    current = next
    lineStart = lineEnd + 1
  }

  const result = new Map<string, FlowState>()
  for (const {state} of current.values()) result.set(stateKey(state), state)
  return result.size > cap ? undefined : [...result.values()]
}

/**
 * Where an HTML block of kind 1 that cmark-gfm 0.29 opens on a line ends
 * (`<pre>`, `<script>`, `<style>`: at its end condition, not at a blank
 * line).
 *
 * @param text
 *   Prepared text.
 * @param index
 *   Index of the `<` that starts the line's content.
 * @param lineEnd
 *   End of that line.
 * @returns
 *   Start of the line after the one with the end condition (or the text's
 *   length), or `undefined` when the line opens no such block.
 */
export function githubRawBlockEnd(text: string, index: number, lineEnd: number): number | undefined {
  if (htmlStarts(text, index, lineEnd, true) !== 1) return undefined
  if (htmlEnds(text, index + 1, lineEnd, 1, true)) return Math.min(lineEnd + 1, text.length)
  return lineEnd < text.length ? htmlBlockEnd(text, lineEnd + 1, 1, true) : text.length
}

/**
 * Find where an HTML block of kind 1–5 that is open at `from` ends.
 *
 * @param text
 *   Prepared text.
 * @param from
 *   A line start inside the block.
 * @param kind
 *   Kind.
 * @param github
 *   Read the end condition as cmark-gfm 0.29 does (default: `false`).
 * @returns
 *   Start of the line after the one with the end condition, or the text’s
 *   length.
 */
export function htmlBlockEnd(text: string, from: number, kind: 1 | 2 | 3 | 4 | 5, github = false): number {
  let lineStart = from
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    if (htmlEnds(text, lineStart, lineEnd, kind, github)) return Math.min(lineEnd + 1, text.length)
    lineStart = lineEnd + 1
  }

  return text.length
}

/**
 * One line of `track`.
 *
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @param state
 *   State before the line.
 * @param maybeHtml
 *   Whether an HTML block of kind 6 or 7 may be open.
 * @param github
 *   Read as cmark-gfm 0.29 does (see `track`).
 * @returns
 *   State after the line.
 */
function trackLine(
  text: string,
  lineStart: number,
  lineEnd: number,
  state: FlowState,
  maybeHtml: boolean,
  github = false
): {state: FlowState; maybeHtml: boolean; ambiguous: boolean} {
  if (state.kind === 'html') {
    return {
      state: htmlEnds(text, lineStart, lineEnd, state.html, github) ? none : state,
      maybeHtml: false,
      ambiguous: false
    }
  }

  const {column, index} = indentation(text, lineStart, lineEnd)

  if (state.kind === 'fence') {
    const closes = column < 4 && fenceCloses(text, index, lineEnd, state)
    return {state: closes ? none : state, maybeHtml: false, ambiguous: false}
  }

  if (isBlank(text, lineStart, lineEnd)) return {state, maybeHtml: false, ambiguous: false}
  if (column >= 4) return {state, maybeHtml, ambiguous: false}

  const code = text.charCodeAt(index)
  const uncertain = column >= 2 || maybeHtml

  if (code === 96 || code === 126) {
    const fence = fenceOpens(text, index, lineEnd)
    if (fence) return {state: fence, maybeHtml, ambiguous: uncertain}
    return {state, maybeHtml, ambiguous: false}
  }

  if (code === 60 /* `<` */) {
    const kind = htmlStarts(text, index, lineEnd, github)
    if (kind !== undefined && !htmlEnds(text, index + 1, lineEnd, kind, github)) {
      return {state: {kind: 'html', html: kind}, maybeHtml: true, ambiguous: uncertain}
    }

    return {state, maybeHtml: true, ambiguous: false}
  }

  return {state, maybeHtml, ambiguous: false}
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Indentation in columns (tab stops of 4) and the first other index.
 */
function indentation(text: string, lineStart: number, lineEnd: number): {column: number; index: number} {
  let column = 0
  let index = lineStart
  while (index < lineEnd && column < 4) {
    const code = text.charCodeAt(index)
    if (code === 32) column++
    else if (code === 9) column += 4 - (column % 4)
    else break
    index++
  }

  return {column, index}
}

/**
 * @param text
 *   Text.
 * @param index
 *   First character after indentation.
 * @param lineEnd
 *   Line end.
 * @returns
 *   The fence the line opens, if any.
 */
export function fenceOpens(
  text: string,
  index: number,
  lineEnd: number
): Extract<FlowState, {kind: 'fence'}> | undefined {
  const marker = text.charCodeAt(index)
  if (marker !== 96 && marker !== 126) return undefined
  let at = index
  while (at < lineEnd && text.charCodeAt(at) === marker) at++
  const size = at - index
  if (size < 3) return undefined
  // A backtick fence’s info string cannot hold a backtick.
  if (marker === 96) {
    for (let rest = at; rest < lineEnd; rest++) {
      if (text.charCodeAt(rest) === 96) return undefined
    }
  }

  return {kind: 'fence', marker, size}
}

/**
 * @param text
 *   Text.
 * @param index
 *   First character after indentation.
 * @param lineEnd
 *   Line end.
 * @param fence
 *   Open fence.
 * @returns
 *   Whether the line closes it.
 */
export function fenceCloses(
  text: string,
  index: number,
  lineEnd: number,
  fence: {marker: number; size: number}
): boolean {
  let at = index
  while (at < lineEnd && text.charCodeAt(at) === fence.marker) at++
  if (at - index < fence.size) return false
  return isBlank(text, at, lineEnd)
}

const rawNames = ['script', 'pre', 'style', 'textarea']

/** The same in cmark-gfm 0.29. */
const githubRawNames = ['script', 'pre', 'style']

/**
 * @param text
 *   Text.
 * @param index
 *   Index of `<`.
 * @param lineEnd
 *   Line end.
 * @param github
 *   Read as cmark-gfm 0.29 does (see `track`).
 * @returns
 *   The HTML block kind (1–5) the line starts, if any.
 */
function htmlStarts(text: string, index: number, lineEnd: number, github: boolean): 1 | 2 | 3 | 4 | 5 | undefined {
  if (text.startsWith('<!--', index)) return 2
  if (text.startsWith('<?', index)) return 3
  // cmark-gfm 0.29 matches `<![CDATA[` in any case (micromark: upper case).
  if (github ? cdataAnyCase(text, index) : text.startsWith('<![CDATA[', index)) return 5
  const letter = text.charCodeAt(index + 2)
  if (text.charCodeAt(index + 1) === 33 && (github ? letter >= 65 && letter <= 90 : isAsciiAlpha(letter))) return 4
  for (const name of github ? githubRawNames : rawNames) {
    const end = index + 1 + name.length
    if (text.slice(index + 1, end).toLowerCase() === name) {
      const after = text.charCodeAt(end)
      if (end >= lineEnd || after === 32 || after === 9 || after === 62) return 1
    }
  }

  return undefined
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to start looking.
 * @param lineEnd
 *   Line end.
 * @param kind
 *   HTML block kind.
 * @param github
 *   Read as cmark-gfm 0.29 does (see `track`).
 * @returns
 *   Whether `[from, lineEnd)` holds the kind’s end condition.
 */
function htmlEnds(text: string, from: number, lineEnd: number, kind: 1 | 2 | 3 | 4 | 5, github = false): boolean {
  const line = text.slice(from, lineEnd)
  switch (kind) {
    case 1: {
      return github ? /<\/(?:script|pre|style)>/i.test(line) : /<\/(?:script|pre|style|textarea)>/i.test(line)
    }

    case 2: {
      return line.includes('-->')
    }

    case 3: {
      return line.includes('?>')
    }

    case 4: {
      return line.includes('>')
    }

    case 5: {
      return line.includes(']]>')
    }
  }
}

/**
 * @param text
 *   Text.
 * @param start
 *   Start of a stretch (a line start) inside a fence.
 * @param end
 *   Its end.
 * @param fence
 *   The fence.
 * @returns
 *   Start of the line after the first one that closes the fence (fewer
 *   than four columns in), or -1.
 */
export function fenceCloseEnd(text: string, start: number, end: number, fence: {marker: number; size: number}): number {
  let lineStart = start
  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    // As `trackLine` reads a closing line.
    const {column, index} = indentation(text, lineStart, lineEnd)
    if (column < 4 && fenceCloses(text, index, lineEnd, fence)) return lineEnd + 1
    lineStart = lineEnd + 1
  }

  return -1
}
