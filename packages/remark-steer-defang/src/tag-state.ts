// How a browser reads a tag after its `<`, one character at a time: the
// states of HTML's tokenizer that decide where the tag ends, merged where
// they end it alike. Every reading of a tag that goes on across lines uses
// this (the cuts, the flat model's carried tags), so that they agree with
// each other and with a browser (fuzz run 23: `<div c=="`, then `>x`,
// where the second `=` starts an unquoted value and the `"` opens nothing).
//
// The merges: after a quoted value, and after a `/`, a browser reads on as
// before an attribute's name (HTML's "after attribute value (quoted)" and
// "self-closing start tag" states reconsume there); in an attribute's name
// and after it, an `=` starts a value and a `>` ends the tag alike.
import {isAsciiAlpha} from 'steer-envelope'

/**
 * Before an attribute's name: after white space, a quoted value or a `/`.
 * An `=` here starts a name (`<div`, then `="`: the `"` is part of it).
 */
export const beforeAttribute = 0

/** In the tag's name: `=` and quotes are part of it. */
export const inTagName = 1

/** In an attribute's name, or after it: an `=` starts its value. */
export const inAttributeName = 2

/** In an unquoted value: `=` and quotes are part of it. */
export const inUnquotedValue = 3

/** In a value quoted with `"`. */
export const inDoubleQuotes = 4

/** In a value quoted with `'`. */
export const inSingleQuotes = 5

/** After an attribute's `=`: a quote here opens a value. */
export const beforeValue = 6

/** How many states there are. */
const states = 7

// Character classes: what tells the states apart.
const other = 0
const whitespace = 1
const greaterThan = 2
const slash = 3
const equals = 4
const doubleQuote = 5
const singleQuote = 6
const classes = 7

/** Class of each ASCII character (others are `other`). */
const classOf = new Uint8Array(128)
// Tab, line feed, form feed, carriage return, space: white space in a tag.
for (const code of [9, 10, 12, 13, 32]) classOf[code] = whitespace
classOf[62] = greaterThan
classOf[47] = slash
classOf[61] = equals
classOf[34] = doubleQuote
classOf[39] = singleQuote

/**
 * The next state for each state and class (`states × classes`), or -1
 * where a `>` ends the tag. HTML's tokenizer, with its states merged as
 * said above.
 */
const next = new Int8Array(states * classes)
for (let state = 0; state < states; state++) {
  for (let kind = 0; kind < classes; kind++) next[state * classes + kind] = transition(state, kind)
}

/**
 * @param state
 *   State.
 * @param kind
 *   Character class.
 * @returns
 *   The state after it, or -1 when it ends the tag.
 */
function transition(state: number, kind: number): number {
  if (state === inDoubleQuotes) return kind === doubleQuote ? beforeAttribute : state
  if (state === inSingleQuotes) return kind === singleQuote ? beforeAttribute : state
  if (kind === greaterThan) return -1
  if (kind === whitespace) return state === inTagName || state === inUnquotedValue ? beforeAttribute : state
  switch (state) {
    case beforeAttribute: {
      return kind === slash ? beforeAttribute : inAttributeName
    }

    case inTagName: {
      return kind === slash ? beforeAttribute : inTagName
    }

    case inAttributeName: {
      return kind === equals ? beforeValue : kind === slash ? beforeAttribute : inAttributeName
    }

    case beforeValue: {
      return kind === doubleQuote ? inDoubleQuotes : kind === singleQuote ? inSingleQuotes : inUnquotedValue
    }

    default: {
      return inUnquotedValue
    }
  }
}

/**
 * One character of a tag, as a browser reads it.
 *
 * @param state
 *   State before it.
 * @param code
 *   Character code.
 * @returns
 *   State after it, or -1 when it is the `>` that ends the tag.
 */
export function tagStep(state: number, code: number): number {
  return next[state * classes + (code < 128 ? classOf[code]! : other)]!
}

/**
 * Read a tag through `[from, to)`.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param state
 *   State at `from`.
 * @returns
 *   Index after the `>` that ends the tag, or `-1 - state` when it goes on
 *   past `to` (`state`: its state there).
 */
export function walkTag(text: string, from: number, to: number, state: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    state = next[state * classes + (code < 128 ? classOf[code]! : other)]!
    if (state === -1) return at + 1
  }

  return -1 - state
}

/**
 * @param state
 *   State at the end of a line.
 * @returns
 *   State at the start of the next (the line break is white space).
 */
export function acrossLineBreak(state: number): number {
  return tagStep(state, 10)
}

/**
 * @param state
 *   State.
 * @returns
 *   Whether it is inside a quoted value, where a `>` ends nothing.
 */
export function isQuotedValue(state: number): boolean {
  return state === inDoubleQuotes || state === inSingleQuotes
}

/**
 * @param text
 *   Text.
 * @param lt
 *   Index of a `<`.
 * @returns
 *   Index of the first character of a tag's name when a tag starts there
 *   (`<` and a letter, or `</` and one), else -1.
 */
export function tagNameStart(text: string, lt: number): number {
  const next = text.charCodeAt(lt + 1)
  if (isAsciiAlpha(next)) return lt + 1
  return next === 47 && isAsciiAlpha(text.charCodeAt(lt + 2)) ? lt + 2 : -1
}
