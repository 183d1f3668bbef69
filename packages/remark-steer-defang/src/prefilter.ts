import {decodeHtmlReference} from './character-references.js'
import {isBidiControl} from './line.js'
import {isAsciiAlpha} from 'steer-envelope'

/**
 * A conservative pre-filter: can this text display a structural token?
 *
 * Every token contains one of three words, and displays it contiguously:
 * `amendments` (the heading), `instruction` (the attribution), `work-item`
 * (the context heading and the fences). A displayed character comes from
 * a literal character of the source (possibly after a `\`), or from a
 * character reference. Between two displayed characters of a word the
 * source can hold only hidden things:
 *
 * - markup characters `*` `_` `~` `` ` `` `\` `#` and white space (skipped
 *   here);
 * - a hidden region that starts with one of `[` `]` `!` `<` `(` `&` and ends
 *   right before a displayed character with one of `]` `)` `>` `;` (link and
 *   image syntax, references, footnote calls, tags, comments, character
 *   references), or a reference without `;` in raw HTML, or at a line feed
 *   (the `>` of a tag GitHub writes for the next block).
 *
 * The filter runs a bit-parallel automaton (shift-and) over the three words
 * and lets a match survive any such region: at a start character the
 * partial matches are kept aside, at an end character they come back. A
 * character reference may display up to `REFERENCE_SPAN` letters of a word
 * (a folded `&#x33CC;` reads `in`), so at `&` the partial matches may also
 * advance that far.
 *
 * `amendments` and `instruction` are tokens only at the start of a
 * rendered line (the headings, the attribution), so a match of them may
 * begin only where a rendered line may start: at the start of the text, of
 * a source line (comments use hard breaks; tags are on lines of their own
 * after preparation), or after a `|`, and from there on past anything that
 * may display nothing or be a wrapper; also at every `<` (raw HTML breaks
 * lines at its constructs, even at one left open), and after every
 * character reference (a decoded line feed breaks the line in `<pre>`,
 * which may be left open anywhere above), and after every `=` (an `alt`
 * value shows where its image does not load). Only an ASCII letter
 * outside a hidden region is surely displayed, so only it ends that
 * possibility; regions carry it like partial matches. Prose that mentions the words
 * (`the amendments we discussed`) is then skipped. `work-item` (the fences)
 * may begin anywhere.
 *
 * The automaton only ever adds possibilities, so if a token is displayed,
 * the filter says so.
 */

/**
 * Shift-and tables for a set of words.
 */
interface Automaton {
  /** Bits of each ASCII character (upper case folded). */
  table: Int32Array
  /** First bit of each word. */
  startBits: number
  /** Start bits of the words that may begin anywhere (`work-item`). */
  anywhereBits: number
  /** Last bit of each word. */
  finalBits: number
  /** Every bit. */
  allBits: number
  /** Bits of `k` (the Kelvin sign folds to it). */
  kelvinBits: number
  /** Bits of `s` (the long s folds to it). */
  longSBits: number
}

/**
 * @param words
 *   Lower-case words.
 * @param anywhere
 *   Words that may begin anywhere, not only at a rendered line start.
 * @returns
 *   Tables.
 */
function automaton(words: ReadonlyArray<string>, anywhere: ReadonlyArray<string>): Automaton {
  const result: Automaton = {
    table: new Int32Array(128),
    startBits: 0,
    anywhereBits: 0,
    finalBits: 0,
    allBits: 0,
    kelvinBits: 0,
    longSBits: 0
  }
  let bit = 0
  for (const word of words) {
    result.startBits |= 1 << bit
    if (anywhere.includes(word)) result.anywhereBits |= 1 << bit
    for (let index = 0; index < word.length; index++) {
      const code = word.charCodeAt(index)
      const mask = 1 << (bit + index)
      result.table[code] |= mask
      if (code >= 97 && code <= 122) result.table[code - 32] |= mask
      if (code === 107) result.kelvinBits |= mask
      if (code === 115) result.longSBits |= mask
      result.allBits |= mask
    }

    result.finalBits |= 1 << (bit + word.length - 1)
    bit += word.length
  }

  // Shift-and bits live in one 32-bit integer.
  if (bit > 32) throw new Error('Internal error: automaton words longer than 32 letters in all')

  return result
}

/** Words every token displays one of (`work-item` in the fences too). */
const tokens = automaton(['amendments', 'instruction', 'work-item'], ['work-item'])

/**
 * Words every heading displays one of, at a rendered line start: what a
 * quote must hold (the attribution and the fences are defanged in place,
 * wherever a browser moves them). White space is skipped like markup, so
 * `work-itemcontext` stands for `Work-item context`.
 */
const headings = automaton(['amendments', 'work-itemcontext'], [])

/**
 * The word an attribution displays (the bits of all words of one automaton
 * must fit in 32).
 */
const attribution = automaton(['instruction'], [])

/** `work-item` anywhere, then `context` anywhere (see `mayJoinHeading`). */
const workItem = automaton(['work-item'], ['work-item'])
const context = automaton(['context'], ['context'])

/**
 * Most consecutive letters of a word one character reference can display,
 * once decoded and NFKC-folded (checked over every code point and named
 * reference in the tests).
 */
export const REFERENCE_SPAN = 2

/**
 * Whether `text` can display a structural token (false positives allowed,
 * false negatives not).
 *
 * @param text
 *   Text.
 * @param from
 *   Start index.
 * @param to
 *   End index.
 * @param only
 *   `'headings'`: whether it can display a heading; `'attribution'`: an
 *   attribution (default: any token).
 * @returns
 *   Whether the text may hold a token.
 */
export function mayHoldToken(
  text: string,
  from: number,
  to: number,
  only: 'headings' | 'attribution' | undefined = undefined
): boolean {
  return matchEnd(text, from, to, only === 'headings' ? headings : only === 'attribution' ? attribution : tokens) !== -1
}

/**
 * Whether `text` can display `work-item`, and after it `context` at or
 * after `join`, each anywhere (false positives allowed, false negatives
 * not). Where a browser joins the text of blocks (inside a `<select>`
 * that starts at `join`), it drops what Markdown displays nothing for
 * between a heading's halves: list markers, setext underlines, a fence's
 * info string, a table's pipes. The reading of a heading ends a match at
 * those; this one asks for the words alone, in order, so it holds
 * whatever lies between them. The first half may stand before the
 * `<select>`, on the line it continues (`<div>Work-item <select>`, blank,
 * `context`).
 *
 * @param text
 *   Text.
 * @param join
 *   Where the joining starts.
 * @returns
 *   Whether the words may show, in order, the second after `join`.
 */
export function mayJoinHeading(text: string, join: number): boolean {
  const end = matchEnd(text, 0, text.length, workItem)
  return end !== -1 && matchEnd(text, Math.max(end, join), text.length, context) !== -1
}

/**
 * The automaton of `mayHoldToken` over `text`.
 *
 * @param text
 *   Text.
 * @param from
 *   Start index.
 * @param to
 *   End index.
 * @param words
 *   Automaton of the words.
 * @returns
 *   Index after the character that completes the first match (a
 *   reference's `&` where one may), or -1.
 */
function matchEnd(text: string, from: number, to: number, words: Automaton): number {
  const {table, startBits, anywhereBits, finalBits, allBits, kelvinBits, longSBits} = words
  // Partial matches of the words, as shift-and bits.
  let current = 0
  // Partial matches set aside while a hidden region may be open.
  let pending = 0
  // Whether we are in the name or digits of a character reference.
  let inReference = false
  // Whether a rendered line may start here (the start of `from` is a line start).
  let atStart = true
  // Whether one may start where a hidden region set aside so far ends.
  let pendingStart = false

  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index)

    if (inReference) {
      if (isReferenceChar(code)) {
        // A reference without `;` may end before any of its characters.
        current |= pending
        atStart ||= pendingStart
      } else {
        // It ends here, before this character, as a browser reads one
        // without `;` (`<div>Wor&#107-item context`; browser oracle, fuzz
        // run 13): what it decodes to goes on with this character.
        current |= pending
        atStart ||= pendingStart
        inReference = false
      }
    }

    switch (code) {
      case 42: // `*`
      case 95: // `_`
      case 126: // `~`
      case 96: // backtick
      case 92: // `\`
      case 35: // `#`: a heading's marker, whose tag a construct left open may swallow
      case 32:
      case 9: {
        continue
      }

      case 10: {
        // A line feed: the tag GitHub writes for a block that starts on a
        // later line (`<p>` after a blank one) may end a region left open
        // (`Amend<a b="c"`, blank, `ments` in an HTML block: found by a
        // fuzz run).
        current |= pending
        atStart = true
        continue
      }

      case 124: {
        // `|`: a cell, if a table.
        atStart = true
        current = 0
        continue
      }

      case 38: {
        // A reference to a bidirectional formatting character is taken out
        // wherever it displays (see `RenderedLine.reorders`).
        if (reordersAt(text, index)) return index + 1
        // `&`: a reference may display a few letters of a word.
        const begin = atStart ? startBits : anywhereBits
        let advanced = current
        let reach = current
        for (let step = 0; step < REFERENCE_SPAN; step++) {
          advanced = ((advanced << 1) | begin) & allBits
          reach |= advanced
        }

        pending |= reach
        // A decoded line feed (`&#10;`, `&NewLine;`) starts a line in `<pre>`.
        pendingStart = true
        if ((reach & finalBits) !== 0) return index + 1
        inReference = true
        continue
      }

      case 60: {
        // `<`: in raw HTML every construct starts a rendered line, after it
        // or (left open: `text<!--Amendments`) at the `<` itself.
        pending |= current
        atStart = true
        pendingStart = true
        // A CDATA section's content displays in SVG and MathML, from a
        // line start.
        if (text.startsWith('<![CDATA[', index)) index += 8
        continue
      }

      case 61: {
        // `=`: an attribute value may be an image's alt text, which a
        // browser shows where the image does not load.
        atStart = true
        continue
      }

      case 91: // `[`
      case 33: // `!`
      case 40: {
        // `(`
        pending |= current
        pendingStart ||= atStart
        continue
      }

      case 93: {
        // `]` both ends a region and may start one.
        pending |= current
        pendingStart ||= atStart
        current |= pending
        atStart ||= pendingStart
        continue
      }

      case 41: // `)`
      case 62: // `>`
      case 59: {
        // `;`
        current |= pending
        atStart ||= pendingStart
        continue
      }

      default: {
        let mask: number
        if (code < 128) mask = table[code]
        else if (code === 0x21_2a) mask = kelvinBits
        else if (code === 0x01_7f) mask = longSBits
        else mask = 0
        current = ((current << 1) | (atStart ? startBits : anywhereBits)) & mask
        if ((current & finalBits) !== 0) return index + 1
        // A displayed ASCII letter: what follows is not at a line start.
        if (isAsciiAlpha(code)) atStart = false
      }
    }
  }

  return -1
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it may continue a character reference (`#`, letters, digits).
 */
function isReferenceChar(code: number): boolean {
  return (
    code === 35 ||
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122)
  )
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index of `&`.
 * @returns
 *   Whether a character reference there (as HTML reads one, which takes
 *   more than Markdown) decodes to a bidirectional formatting character.
 */
function reordersAt(text: string, index: number): boolean {
  const next = text.charCodeAt(index + 1)
  // Only numeric references and `&lrm;` `&rlm;` decode to one.
  if (next !== 35 /* `#` */ && next !== 108 /* `l` */ && next !== 114 /* `r` */) return false
  const reference = decodeHtmlReference(text, index)
  return reference !== undefined && reference.value.length === 1 && isBidiControl(reference.value.charCodeAt(0))
}
