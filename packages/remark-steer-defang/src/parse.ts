import {parse, postprocess, preprocess} from 'micromark'
import {gfm} from 'micromark-extension-gfm'
import type {Event} from 'micromark-util-types'
import {Identifiers, type Definitions} from './definitions.js'
import {none, type FlowState} from './flow-state.js'

const extensions = [gfm()]

/** Preprocessed chunks written per step, between deadline checks. */
const batch = 256

/** The line appended after a piece to learn what is open at its end. */
export const SENTINEL = 'z'

/** A parsed piece. */
export interface Parsed {
  /** micromark events over `source`. */
  events: Event[]
  /** The text that was parsed (prefix, piece, sentinel). */
  source: string
  /** Lines (1-based) micromark read as lazy continuation lines. */
  lazy: Readonly<Record<number, boolean>>
}

/** Parse one source; see `createParser`. */
export type ParsePiece = (source: string, deadline: number) => Parsed | undefined

/**
 * Make a parser for the pieces of one text: micromark with GFM, its
 * constructs combined once (combining them is a good part of the fixed cost
 * of a small parse), and every definition of the whole text seeded so that
 * references across pieces resolve.
 *
 * The returned function checks the deadline while the document
 * (containers, where micromark is quadratic on hostile input) is
 * tokenized. Inline content is resolved afterwards in one go; its
 * quadratic cases are kept out by the markup budget.
 *
 * @param definitions
 *   Identifiers of the whole text.
 * @returns
 *   Parse a source, or `undefined` when the deadline passed. Throws
 *   whatever micromark throws (a `RangeError` on deep input, for one); the
 *   caller reports it.
 */
export function createParser(definitions: Definitions): ParsePiece {
  const parser = parse({extensions})
  parser.defined = new Identifiers(definitions.links)
  parser.gfmFootnotes = new Identifiers(definitions.footnotes)

  return function (source, deadline) {
    // Lazy-line flags are per document, by line number.
    const lazy: Record<number, boolean> = {}
    parser.lazy = lazy
    const chunks = preprocess()(source, undefined, true)
    const document = parser.document()
    let events: Event[] = []
    for (let index = 0; index < chunks.length; index += batch) {
      events = document.write(chunks.slice(index, index + batch))
      if (index + batch < chunks.length && performance.now() > deadline) return undefined
    }

    return {events: postprocess(events), source, lazy}
  }
}

/**
 * Line starts (source offsets) of raw HTML that micromark keeps inside a
 * container on a lazy line (`> a` then `<b>`). cmark-gfm, which GitHub
 * runs, closes the containers there and starts an HTML block that holds
 * the following lines as raw HTML; a blank line inserted before such a line
 * makes micromark read it that way too.
 *
 * @param parsed
 *   Parse.
 * @returns
 *   Sorted line starts.
 */
export function lazyHtmlLines(parsed: Parsed): number[] {
  const starts: number[] = []
  for (const [kind, token] of parsed.events) {
    if (kind === 'enter' && token.type === 'htmlFlow' && parsed.lazy[token.start.line]) {
      starts.push(token.start.offset - token.start.column + 1)
    }
  }

  return starts
}

/**
 * What is open at the sentinel: the state the next piece starts in.
 *
 * @param parsed
 *   A parse whose source ends with the sentinel line.
 * @returns
 *   State.
 */
export function stateAtSentinel(parsed: Parsed): FlowState {
  const sentinel = parsed.source.length - SENTINEL.length
  const {events, source} = parsed
  // Walk top-level tokens from the end: the last one holds the sentinel.
  let depth = 0
  for (let index = events.length - 1; index >= 0; index--) {
    const [kind, token] = events[index]
    if (kind === 'exit') {
      depth++
      continue
    }

    depth--
    if (depth !== 0) continue
    if (token.end.offset <= sentinel) return none
    if (token.type === 'codeFenced') {
      const marker = source.charCodeAt(fenceSequenceStart(events, index))
      return {kind: 'fence', marker, size: fenceSize(events, index)}
    }

    if (token.type === 'htmlFlow') {
      return {kind: 'html', html: htmlKind(source, token.start.offset)}
    }

    return none
  }

  return none
}

/**
 * @param events
 *   Events.
 * @param enter
 *   Index of the `codeFenced` enter.
 * @returns
 *   Offset of the opening fence sequence.
 */
function fenceSequenceStart(events: Event[], enter: number): number {
  for (let index = enter; index < events.length; index++) {
    const token = events[index][1]
    if (token.type === 'codeFencedFenceSequence') return token.start.offset
  }

  return events[enter][1].start.offset
}

/**
 * @param events
 *   Events.
 * @param enter
 *   Index of the `codeFenced` enter.
 * @returns
 *   Length of the opening fence sequence.
 */
function fenceSize(events: Event[], enter: number): number {
  for (let index = enter; index < events.length; index++) {
    const token = events[index][1]
    if (token.type === 'codeFencedFenceSequence') return token.end.offset - token.start.offset
  }

  return 3
}

/**
 * @param source
 *   Source.
 * @param start
 *   Start of an HTML block that runs to the sentinel.
 * @returns
 *   Its kind (1–5; a block of kind 6 or 7 ends at a blank line and cannot
 *   hold the sentinel).
 */
function htmlKind(source: string, start: number): 1 | 2 | 3 | 4 | 5 {
  let at = start
  while (source.charCodeAt(at) === 32 || source.charCodeAt(at) === 9) at++
  if (source.startsWith('<!--', at)) return 2
  if (source.startsWith('<?', at)) return 3
  if (source.startsWith('<![CDATA[', at)) return 5
  if (source.charCodeAt(at + 1) === 33) return 4
  return 1
}
