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
export const inDoubleQuotes = 34

/** In a value quoted with `'`. */
export const inSingleQuotes = 39

/** After an attribute's `=`: a quote here opens a value. */
export const beforeValue = 61

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether a browser reads it as white space in a tag (tab, line feed,
 *   form feed, carriage return, space).
 */
function isWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
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
  if (state === inDoubleQuotes || state === inSingleQuotes) return code === state ? beforeAttribute : state
  if (code === 62 /* `>` */) return -1
  if (isWhitespace(code)) {
    return state === inTagName || state === inUnquotedValue ? beforeAttribute : state
  }

  switch (state) {
    case beforeAttribute: {
      return code === 47 /* `/` */ ? beforeAttribute : inAttributeName
    }

    case inTagName: {
      return code === 47 ? beforeAttribute : inTagName
    }

    case inAttributeName: {
      return code === 61 /* `=` */ ? beforeValue : code === 47 ? beforeAttribute : inAttributeName
    }

    case beforeValue: {
      return code === 34 || code === 39 ? code : inUnquotedValue
    }

    default: {
      return inUnquotedValue
    }
  }
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
    state = tagStep(state, text.charCodeAt(at))
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
