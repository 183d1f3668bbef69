import {normalizeIdentifier} from 'micromark-util-normalize-identifier'

/**
 * Identifiers known to the parser, with a set behind `includes`.
 *
 * micromark resolves `[text][label]` and `[label]` only against definitions
 * it has seen, and keeps them in an array it searches linearly. Pieces are
 * parsed apart, so every definition of the whole text is seeded up front
 * (a link whose definition sits in another piece still displays as a link),
 * and lookups are constant time (many definitions would make them
 * quadratic).
 */
export class Identifiers extends Array<string> {
  /** Known identifiers. */
  private readonly known: Set<string>

  /**
   * @param known
   *   Identifiers (shared, not copied).
   */
  constructor(known: Set<string>) {
    super()
    this.known = known
  }

  /** Arrays made from this one (`map`, `slice`) are plain arrays. */
  static override get [Symbol.species](): ArrayConstructor {
    return Array
  }

  /**
   * @param value
   *   Identifier.
   * @returns
   *   Whether it is known.
   */
  override includes(value: string): boolean {
    return this.known.has(value)
  }

  /**
   * @param values
   *   Identifiers found while parsing.
   * @returns
   *   Count of known identifiers.
   */
  override push(...values: string[]): number {
    for (const value of values) this.known.add(value)
    return this.known.size
  }
}

/** Identifiers of the definitions and footnote definitions of a text. */
export interface Definitions {
  /** Link reference definition identifiers (normalized). */
  links: Set<string>
  /** Footnote definition identifiers (normalized, without `^`). */
  footnotes: Set<string>
}

/**
 * Collect the `[label]:` and `[^label]:` that start a line (after
 * indentation and container markers), as definitions do.
 *
 * This is close to the real set, not a bound on either side: a line inside
 * a code block counts, and so does one that continues a paragraph. Both
 * directions matter (a link hides its brackets, which can make a heading
 * stand alone or take away the boundary after `Work-item context`), and
 * this reading matches what GitHub does in every ordinary document.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Identifiers.
 */
export function collectDefinitions(text: string): Definitions {
  const links = new Set<string>()
  const footnotes = new Set<string>()
  if (!text.includes(']:')) return {links, footnotes}

  let lineStart = 0
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const open = afterContainers(text, lineStart, lineEnd)
    if (text.charCodeAt(open) === 91 /* `[` */) {
      // A label stops at the next bracket, so label scans never overlap.
      let at = open + 1
      while (at < text.length && at - open <= 1000) {
        const code = text.charCodeAt(at)
        if (code === 92 /* `\` */) at += 2
        else if (code === 91 || code === 93) break
        else at++
      }

      if (text.charCodeAt(at) === 93 && text.charCodeAt(at + 1) === 58 && at > open + 1) {
        const label = text.slice(open + 1, at)
        if (label.charCodeAt(0) === 94 /* `^` */) footnotes.add(normalizeIdentifier(label.slice(1)))
        else links.add(normalizeIdentifier(label))
      }
    }

    lineStart = lineEnd + 1
  }

  return {links, footnotes}
}

/**
 * @param text
 *   Text.
 * @param lineStart
 *   Line start.
 * @param lineEnd
 *   Line end.
 * @returns
 *   Index after white space and container markers (`>`, bullets, ordered
 *   markers) at the start of the line.
 */
function afterContainers(text: string, lineStart: number, lineEnd: number): number {
  let at = lineStart
  while (at < lineEnd) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9 || code === 62) {
      at++
    } else if ((code === 42 || code === 43 || code === 45) && isSpace(text.charCodeAt(at + 1))) {
      at += 2
    } else if (code >= 48 && code <= 57) {
      let end = at
      while (end < lineEnd && end - at < 9 && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
      const marker = text.charCodeAt(end)
      if ((marker !== 46 && marker !== 41) || !isSpace(text.charCodeAt(end + 1))) break
      at = end + 2
    } else {
      break
    }
  }

  return at
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is a space or a tab.
 */
function isSpace(code: number): boolean {
  return code === 32 || code === 9
}
