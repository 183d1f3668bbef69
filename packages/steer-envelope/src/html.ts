import {indexOfDelimiter} from './near.js'
import {PositionMemo} from './position-memo.js'

/**
 * The HTML grammar the spec spells out for line breaks and wrappers: open,
 * closing and self-closing tags with attributes (a quoted `>` does not end a
 * tag, attributes may run across lines), comments, processing instructions,
 * CDATA sections and declarations, each ending at its own delimiter.
 * Autolinks (`<https://…>`, `<a@b.c>`) and `<`-text that is not a tag (`<>`,
 * `<1a>`) do not match.
 *
 * Every scan here is bounded so that matching at every `<` of a text is
 * linear overall: attribute lists are memoized by position, and delimiter
 * searches are cached.
 */
export class HtmlMatcher {
  /** Text being matched. */
  readonly text: string
  /** End of the attribute list starting at a position (or -1). */
  private readonly attributes: PositionMemo
  /** Positions visited by the current attribute-list walk (reused). */
  private readonly path: number[] = []
  /**
   * Cached delimiter searches, by delimiter kind (`-->`, `]]>`, `>`, `?>`):
   * where the last search started, and where it found the delimiter (or -1).
   * Plain arrays, not a map: this runs at every `<` of a flood.
   */
  private readonly searchedFrom = [-1, -1, -1, -1]
  private readonly foundAt = [-1, -1, -1, -1]

  /**
   * @param text
   *   Text to match in (line breaks already normalized to `\n`).
   */
  constructor(text: string) {
    this.text = text
    this.attributes = new PositionMemo(text.length + 1)
  }

  /**
   * Match an open or closing tag at `index`.
   *
   * @param index
   *   Index of `<`.
   * @returns
   *   End of the tag (after `>`), or -1.
   */
  tag(index: number): number {
    const head = tagStart(this.text, index)
    return head > -2 ? head : this.attributeList(-2 - head)
  }

  /**
   * Match any HTML construct at `index`: a tag, comment, processing
   * instruction, CDATA section or declaration. Unclosed ones do not match.
   *
   * @param index
   *   Index of `<`.
   * @returns
   *   End of the construct, or -1.
   */
  any(index: number): number {
    const next = this.text.charCodeAt(index + 1)
    // Kept small, with the rare constructs in a method of their own: a walk
    // over every `<` of a flood then inlines the tag path whatever else it
    // has seen (V8's inlining budget is shared by everything it inlines).
    return next === 33 /* `!` */ || next === 63 /* `?` */ ? this.delimited(index) : this.tag(index)
  }

  /**
   * Match a comment, CDATA section, declaration or processing instruction
   * at `index`.
   *
   * @param index
   *   Index of `<`, followed by `!` or `?`.
   * @returns
   *   End of the construct, or -1.
   */
  private delimited(index: number): number {
    const text = this.text
    if (text.charCodeAt(index + 1) === 63 /* `?` */) return this.until(3, '?>', index + 2)
    const third = text.charCodeAt(index + 2)
    if (third === 45 /* `-` */ && text.charCodeAt(index + 3) === 45) {
      return this.until(0, '-->', index + 2)
    }

    // In any case, as GitHub (cmark-gfm 0.29) reads one, and as a
    // declaration matches (`<!doctype`): see the README's decisions.
    if (third === 91 /* `[` */ && text.slice(index + 3, index + 9).toUpperCase() === 'CDATA[') {
      return this.until(1, ']]>', index + 9)
    }

    if (isAsciiAlpha(third)) return this.until(2, '>', index + 3)
    return -1
  }

  /**
   * Find the end of `delimiter` searching from `from`, with a cache valid for
   * any later search that starts before the previous hit.
   *
   * @param kind
   *   Index of the delimiter's cache slot.
   * @param delimiter
   *   Closing delimiter.
   * @param from
   *   Where to start searching.
   * @returns
   *   Index after the delimiter, or -1.
   */
  private until(kind: number, delimiter: string, from: number): number {
    const searchedFrom = this.searchedFrom[kind] ?? -1
    let found = this.foundAt[kind] ?? -1
    if (searchedFrom === -1 || from < searchedFrom || (found !== -1 && from > found)) {
      found = indexOfDelimiter(this.text, delimiter, from)
      this.searchedFrom[kind] = from
      this.foundAt[kind] = found
    }

    return found === -1 ? -1 : found + delimiter.length
  }

  /**
   * Match `(whitespace attribute)* whitespace? /? >` at `start`, memoized:
   * the result from a position does not depend on where the tag began.
   * Called only once `tagStart` has seen white space and an attribute name
   * start after the tag name (its result `-2 - start`).
   *
   * @param start
   *   Position after the tag name or an attribute.
   * @returns
   *   End of the tag, or -1.
   */
  attributeList(start: number): number {
    const text = this.text
    const memo = this.attributes
    const path = this.path
    // Filled from 0 and never shrunk (`length = 0` is a slow runtime call).
    let visited = 0
    let position = start
    let result = -1

    while (true) {
      let at = skipWhitespace(text, position)
      const code = text.charCodeAt(at)
      if (code === 62 /* `>` */) {
        result = at + 1
        break
      }

      if (code === 47 /* `/` */ && text.charCodeAt(at + 1) === 62) {
        result = at + 2
        break
      }

      if (at === position || !isAttributeNameStart(code)) break

      // Only a position that goes on with an attribute is worth remembering:
      // one that ends the list is settled by the checks above, and is reached
      // only from the position before it, which is remembered or is a start
      // (so each is settled at most once per walk that is not cut short;
      // unclosed-quote floods end every walk one attribute in and make no
      // entries). A start (right after a tag name) is reached by no other walk.
      if (position !== start) {
        const known = memo.get(position)
        if (known !== undefined) {
          result = known
          break
        }

        path[visited++] = position
      }

      at++
      while (isAttributeNameChar(text.charCodeAt(at))) at++
      const afterName = at
      at = skipWhitespace(text, at)
      if (text.charCodeAt(at) === 61 /* `=` */) {
        at = skipWhitespace(text, at + 1)
        const quote = text.charCodeAt(at)
        if (quote === 34 || quote === 39) {
          // Each search starts right after a quote, so searches never overlap.
          // Empty and one-character values are read directly; longer ones
          // are searched (reading eight first, as `indexOfNear` does, costs
          // more than it saves in an unclosed-quote flood).
          const close =
            text.charCodeAt(at + 1) === quote
              ? at + 1
              : text.charCodeAt(at + 2) === quote
                ? at + 2
                : text.indexOf(quote === 34 ? '"' : "'", at + 3)
          if (close === -1) break
          position = close + 1
        } else {
          const valueStart = at
          while (isUnquotedValueChar(text.charCodeAt(at))) at++
          if (at === valueStart) break
          position = at
        }
      } else {
        position = afterName
      }
    }

    for (let index = 0; index < visited; index++) memo.set(path[index], result)
    return result
  }
}

/**
 * The start of a tag at `index`: `<` or `</`, a name, and what follows it,
 * settled where that needs no attribute walk. Most tags have no attributes,
 * and a flood of `<a ` has none either. A plain function that inlines
 * nothing large: the walk over every `<` (`tagBreaks`) calls it directly,
 * and V8 inlines a function only while what it inlines in turn is small.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of `<`.
 * @returns
 *   End of the tag (after `>`), -1 when no tag starts there, or `-2 - at`
 *   when an attribute list follows the name at `at` (see
 *   `HtmlMatcher#attributeList`).
 */
export function tagStart(text: string, index: number): number {
  let at = index + 1
  // A closing tag takes attributes and a `/` as an open one does (the
  // spec: opening, closing or self-closing form, with any attributes). A
  // browser reads `</blockquote i>` and `</ul/>` as end tags, which close
  // the quote or list GitHub wrote around them: on a line of their own
  // they stand outside it (found by fuzz run 19).
  if (text.charCodeAt(at) === 47 /* `/` */) at++
  if (!isAsciiAlpha(text.charCodeAt(at))) return -1
  at++
  while (isTagNameChar(text.charCodeAt(at))) at++

  const first = text.charCodeAt(at)
  if (first === 62 /* `>` */) return at + 1
  if (first === 47 /* `/` */) return text.charCodeAt(at + 1) === 62 ? at + 2 : -1
  // An attribute needs white space before it (this rules out autolinks).
  if (first !== 32 && first !== 9 && first !== 10) return -1
  const afterSpace = skipWhitespace(text, at)
  const next = text.charCodeAt(afterSpace)
  if (next === 62 /* `>` */) return afterSpace + 1
  if (!isAttributeNameStart(next)) {
    return next === 47 /* `/` */ && text.charCodeAt(afterSpace + 1) === 62 ? afterSpace + 2 : -1
  }

  return -2 - at
}

/**
 * Whether a `<` left open (a tag or declaration that no `>` ends) could
 * still be ended by a `>` put at the start of a later line: its grammar
 * must hold to the end of its own line (a tag runs across lines). A `<`
 * whose grammar breaks on its own line stays unmatched whatever a later
 * line becomes.
 *
 * Reads at most `limit` characters and answers “open” past them, or where
 * it is unsure (a quoted value that runs past the line), which is always
 * safe for the caller: it reads again from there.
 *
 * @param text
 *   Text (line breaks normalized to `\n`).
 * @param index
 *   Index of a `<` followed by a letter, `/` and a letter, or `!` and a
 *   letter, that starts no construct.
 * @param limit
 *   Most characters to read.
 * @returns
 *   -1 when open, else the index where its grammar breaks (how far it read).
 */
export function breakOnLine(text: string, index: number, limit: number): number {
  return grammarBreak(text, index, Math.min(text.length, index + limit), true)
}

/**
 * Whether the grammar of a `<` left open holds up to `stop`, across lines:
 * if it breaks before, on characters that all lie before `stop`, no change
 * at or after `stop` can make it start a construct. A later round of the
 * scan engine need not read it again when its first edit is at `stop`
 * (a chain of `Amendments<a` lines: each `<a` breaks at the next line's
 * `<`, so only the one right above a heading is read again).
 *
 * @param text
 *   Text (line breaks normalized to `\n`).
 * @param index
 *   Index of a `<` as for `breakOnLine`.
 * @param stop
 *   Index of the first character that may change (after `index`).
 * @returns
 *   -1 when it holds up to `stop` (or ends at a `>`: answered open, not
 *   assumed), else the index where its grammar breaks (before `stop`).
 */
export function breakBefore(text: string, index: number, stop: number): number {
  return grammarBreak(text, index, Math.min(text.length, stop), false)
}

/**
 * The tag grammar of `HtmlMatcher#tag` read up to where it breaks, for
 * `breakOnLine` and `breakBefore`.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of `<`.
 * @param stop
 *   Reads at or past it answer “open”.
 * @param oneLine
 *   Whether a line feed answers “open” too (else it is white space, and a
 *   quoted value runs on across it).
 * @returns
 *   -1 when open, else the index where the grammar breaks.
 */
function grammarBreak(text: string, index: number, stop: number, oneLine: boolean): number {
  // Every read stops at `stop` (or, `oneLine`, at a line feed), and either
  // answers “open”: the grammar held that far.
  let at = index + 1
  if (at >= stop) return -1
  let code = text.charCodeAt(at)
  // A declaration ends at the first `>`, whatever comes before it.
  if (code === 33 /* `!` */) return -1
  // A closing tag's grammar is an open one's (see `tagStart`).
  if (code === 47 /* `/` */) at++
  at++
  while (at < stop && isTagNameChar(text.charCodeAt(at))) at++

  let position = at
  while (true) {
    at = skipSpace(text, position, stop, oneLine)
    if (openAt(text, at, stop, oneLine)) return -1
    code = text.charCodeAt(at)
    // A `>` here would have ended it; answer open rather than assume.
    if (code === 62 /* `>` */) return -1
    if (code === 47 /* `/` */) {
      const next = text.charCodeAt(at + 1)
      // `/` must be right before `>`; a line feed or the text's end breaks
      // it (the end only when it is the text's own: what is past a `stop`
      // before it may change).
      if (next === 62 || (at + 1 >= stop && (stop < text.length || !oneLine))) return -1
      return at
    }

    if (at === position || !isAttributeNameStart(code)) return at
    at++
    while (at < stop && isAttributeNameChar(text.charCodeAt(at))) at++
    if (openAt(text, at, stop, oneLine)) return -1
    const afterName = at
    at = skipSpace(text, at, stop, oneLine)
    if (openAt(text, at, stop, oneLine)) return -1
    if (text.charCodeAt(at) !== 61 /* `=` */) {
      position = afterName
      continue
    }

    at = skipSpace(text, at + 1, stop, oneLine)
    if (openAt(text, at, stop, oneLine)) return -1
    const quote = text.charCodeAt(at)
    if (quote === 34 || quote === 39) {
      at++
      while (at < stop && text.charCodeAt(at) !== quote && !(oneLine && text.charCodeAt(at) === 10)) at++
      // Not closed before the stop (or on its line): it may close later.
      if (openAt(text, at, stop, oneLine)) return -1
      position = at + 1
    } else {
      const valueStart = at
      while (at < stop && isUnquotedValueChar(text.charCodeAt(at))) at++
      if (openAt(text, at, stop, oneLine)) return -1
      if (at === valueStart) return at
      position = at
    }
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @param stop
 *   Limit.
 * @param oneLine
 *   Whether a line feed counts as the limit.
 * @returns
 *   Whether `at` is at the limit (or, `oneLine`, on a line feed).
 */
function openAt(text: string, at: number, stop: number, oneLine: boolean): boolean {
  return at >= stop || (oneLine && text.charCodeAt(at) === 10)
}

/**
 * @param text
 *   Text.
 * @param index
 *   Start.
 * @param stop
 *   Where to stop.
 * @param oneLine
 *   Whether a line feed is left alone (else skipped as white space).
 * @returns
 *   Index of the first character before `stop` that is not white space
 *   (a space or tab, or a line feed too unless `oneLine`), or `stop`.
 */
function skipSpace(text: string, index: number, stop: number, oneLine: boolean): number {
  while (index < stop) {
    const code = text.charCodeAt(index)
    if (code !== 32 && code !== 9 && (oneLine || code !== 10)) break
    index++
  }

  return index
}

/** Character classes of ASCII codes, as bits (one load instead of several compares). */
const asciiAlpha = 1
const tagNameChar = 2
const attributeNameStart = 4
const attributeNameChar = 8
const unquotedValueChar = 16
const classes = new Uint8Array(128)
for (let code = 0; code < 128; code++) {
  const alpha = (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
  const digit = code >= 48 && code <= 57
  const nameStart = alpha || code === 95 /* `_` */ || code === 58 /* `:` */
  classes[code] =
    (alpha ? asciiAlpha : 0) |
    (alpha || digit || code === 45 /* `-` */ ? tagNameChar : 0) |
    (nameStart ? attributeNameStart : 0) |
    (nameStart || digit || code === 46 /* `.` */ || code === 45 ? attributeNameChar : 0) |
    // White space, quotes, `=`, `<`, `>` and a grave accent end an unquoted value.
    (code === 32 || code === 9 || code === 10 || code === 34 || code === 39 ||
    code === 61 || code === 60 || code === 62 || code === 96
      ? 0
      : unquotedValueChar)
}

/**
 * @param text
 *   Text.
 * @param index
 *   Start.
 * @returns
 *   Index of the first character that is not a space, tab or line feed.
 */
function skipWhitespace(text: string, index: number): number {
  let code = text.charCodeAt(index)
  while (code === 32 || code === 9 || code === 10) code = text.charCodeAt(++index)
  return index
}

/**
 * @param code
 *   Character code after a `<`.
 * @returns
 *   Whether a construct can start there: only `!`, `?`, `/` or a letter
 *   can follow the `<` of one.
 */
export function canFollowOpener(code: number): boolean {
  return code === 33 || code === 63 || code === 47 || isAsciiAlpha(code)
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII letter.
 */
export function isAsciiAlpha(code: number): boolean {
  return code < 128 && (classes[code]! & asciiAlpha) !== 0
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue a tag name.
 */
function isTagNameChar(code: number): boolean {
  return code < 128 && (classes[code]! & tagNameChar) !== 0
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may start an attribute name.
 */
function isAttributeNameStart(code: number): boolean {
  return code < 128 && (classes[code]! & attributeNameStart) !== 0
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue an attribute name.
 */
function isAttributeNameChar(code: number): boolean {
  return code < 128 && (classes[code]! & attributeNameChar) !== 0
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may be part of an unquoted attribute value.
 */
function isUnquotedValueChar(code: number): boolean {
  // Past the end of the text `charCodeAt` gives `NaN`, which is no character.
  return code < 128 ? (classes[code]! & unquotedValueChar) !== 0 : code === code
}
