import {foldText, isAsciiAlpha} from 'steer-envelope'
import {isDigit} from './flat/text.js'

/**
 * GitHub renders math: `$…$` and `$$…$$` in text, and code blocks fenced as
 * `math`, are typeset by MathJax, which displays text the Markdown reading
 * does not: `$\text{Amendments}$` shows `Amendments` alone on its line,
 * `$$\text{Instruction from @x}$$` the attribution; display math (`$$`)
 * is a block of its own, and `\\` breaks one of its lines.
 *
 * This reading masks TeX markup as `*` (a mark that displays nothing, see
 * `masks.ts`), at the same offsets, so the flat model reads what TeX shows.
 * Which `$` pairs GitHub takes for math is not followed: in a text with a
 * `$`, TeX markup is masked everywhere but in code blocks fenced otherwise
 * (whose TeX GitHub shows as written); in math fences it always is. That
 * can only add a reading (the text as written is read too), so it is
 * conservative: a `$` that opens no math may cost a token word next to it
 * a `> `. It is made for a whole text (a fence may run across the pieces
 * the text is cut into) and sliced (`MathReadings`).
 */

/** TeX commands that display a space (their arguments too). */
const spacing = new Set([
  'quad',
  'qquad',
  'space',
  'enspace',
  'enskip',
  'thinspace',
  'medspace',
  'thickspace',
  'nobreakspace',
  'hspace',
  'mspace',
  'kern',
  'mkern',
  'hskip',
  'mskip',
  'phantom',
  'hphantom'
])

/** TeX commands whose argument is text (white space shows there). */
const textCommands = new Set([
  'text',
  'textrm',
  'textbf',
  'textit',
  'texttt',
  'textsf',
  'textsl',
  'textup',
  'textmd',
  'textnormal',
  'mbox',
  'hbox',
  'fbox'
])

/** TeX commands that break a line of display math. */
const lineBreaks = new Set(['newline', 'cr', 'over', 'atop', 'choose', 'above', 'brack', 'brace'])

/**
 * Commands whose arguments stand on rows of their own (a fraction's
 * numerator and denominator, what is set under or over): each starts a line.
 */
const stacked = new Set(['frac', 'dfrac', 'tfrac', 'cfrac', 'binom', 'dbinom', 'tbinom', 'underset', 'overset', 'stackrel'])

/** Commands that define a macro. */
const definers = new Set([
  'newcommand',
  'renewcommand',
  'providecommand',
  'def',
  'gdef',
  'edef',
  'xdef',
  'DeclareMathOperator'
])

/** Commands whose first arguments display nothing, and how many. */
const hiddenArguments = new Map<string, number>([
  ['begin', 1],
  ['end', 1],
  ['color', 1],
  ['textcolor', 1],
  ['colorbox', 1],
  ['fcolorbox', 2],
  ['definecolor', 3],
  ['href', 1],
  ['hspace', 1],
  ['vspace', 1],
  ['mspace', 1],
  ['phantom', 1],
  ['hphantom', 1],
  ['vphantom', 1],
  ['label', 1],
  ['style', 1],
  ['class', 1],
  ['cssId', 1],
  ['raisebox', 1],
  ['rule', 2],
  ['require', 1],
  ['enclose', 1],
  ['mmlToken', 1]
])

/**
 * Commands that may take an optional `[…]` argument that displays nothing
 * after their name (`\begin` and `\enclose` take theirs after their first
 * argument, see `command`).
 */
const hiddenOptions = new Set(['color', 'textcolor', 'colorbox', 'bbox', 'smash', 'unicode'])

/** Commands whose second argument displays nothing (a tooltip). */
const hiddenSecond = new Set(['texttip', 'mathtip', 'toggle'])

/** Environments whose column specification follows their name. */
const columnSpecified = new Set([
  'array',
  'subarray',
  'alignat',
  'alignat*',
  'alignedat',
  'darray',
  'xalignat',
  'xalignat*',
  'xxalignat',
  'spreadlines',
  'crampedsubarray'
])

/** Delimiter commands after which `.` is the empty delimiter. */
const delimiters = new Set(['left', 'right', 'middle', 'bigl', 'bigr', 'Bigl', 'Bigr', 'biggl', 'biggr', 'Biggl', 'Biggr'])

/** Commands that display one character a token holds. */
const characters = new Map<string, string>([
  ['lbrack', '['],
  ['rbrack', ']'],
  ['slash', '/'],
  ['ldotp', '.']
])

/** Spacing commands that take an unbraced length (`\kern1em`). */
const unbracedLength = new Set(['kern', 'mkern', 'hskip', 'mskip'])

/** A character reference that displays `$`. */
const dollarReference = /&(?:#0*36|#x0*24|dollar);/i

/** Most characters an optional argument or `\\verb` is followed for its end. */
const maxGroup = 256

/** A TeX dimension (unbraced argument of `\kern` and the like). */
const dimension = /^[ \t]*-?(?:\d+(?:\.\d*)?|\.\d+)[ \t]*(?:em|ex|mu|pt|px|cm|mm|in|pc|bp|dd|cc|sp)/

/**
 * The math readings of one whole text, made on first use (every piece of
 * the text reads its slice of them; a fence may open in a piece before).
 */
export class MathReadings {
  /** Text. */
  private readonly text: string
  /** Whether the readings are made. */
  private made = false
  /** The reading, or `undefined` when the text can hold no math. */
  private plainReading: string | undefined
  /** The reading with white space joined. */
  private joinedReading: string | undefined
  /** Spans of the lines the readings change (see `Masking`). */
  private changedSpans: number[] = []

  /**
   * @param text
   *   Whole text.
   */
  constructor(text: string) {
    this.text = text
  }

  /**
   * @returns
   *   The text with TeX markup masked, or `undefined` when it holds no `$`
   *   and no math fence.
   */
  plain(): string | undefined {
    this.make()
    return this.plainReading
  }

  /**
   * @returns
   *   The same with white space read as math mode reads it (see `hideTex`),
   *   or `undefined`.
   */
  joined(): string | undefined {
    this.make()
    return this.joinedReading
  }

  /**
   * The spans of lines the readings change within `[start, end)`, clipped
   * (each starts at a line start).
   *
   * @param start
   *   Start (a line start).
   * @param end
   *   End.
   * @returns
   *   `start, end` pairs.
   */
  changes(start: number, end: number): number[] {
    this.make()
    const spans = this.changedSpans
    const result: number[] = []
    // The first span that ends after `start` (binary search).
    let low = 0
    let high = spans.length / 2
    while (low < high) {
      const middle = (low + high) >> 1
      if (spans[middle * 2 + 1]! <= start) low = middle + 1
      else high = middle
    }

    for (let index = low * 2; index < spans.length && spans[index]! < end; index += 2) {
      result.push(Math.max(start, spans[index]!), Math.min(end, spans[index + 1]!))
    }

    return result
  }

  /** Make both readings once. */
  private make(): void {
    if (this.made) return
    this.made = true
    const masking = maskTex(this.text)
    if (!masking) return
    this.plainReading = masking.plain
    this.joinedReading = masking.joined
    this.changedSpans = masking.spans
  }
}

/**
 * @param text
 *   Whole text.
 * @param join
 *   Whether to read white space outside text arguments (`\text{…}`) as
 *   math mode does: as nothing, so `$Amend ments$` reads `Amendments`
 *   (default: `false`; prose then reads joined too, which the other
 *   readings cover).
 * @returns
 *   The text with TeX markup masked, or `undefined` when it holds no `$`
 *   and no math fence.
 */
export function hideTex(text: string, join = false): string | undefined {
  const masking = maskTex(text)
  return masking && (join ? masking.joined : masking.plain)
}

/** The two math readings and the spans of lines they change. */
interface Masking {
  /** Masked text. */
  plain: string
  /** Masked text, white space joined. */
  joined: string
  /**
   * Spans (`start, end` pairs, ascending, each from a line start) of the
   * lines masked: elsewhere the readings are the text.
   */
  spans: number[]
}

/**
 * Both readings in one walk (they mask the same lines).
 *
 * @param text
 *   Whole text.
 * @returns
 *   The readings and their spans, or `undefined`.
 */
function maskTex(text: string): Masking | undefined {
  const dollar = text.includes('$') || dollarReference.test(text)
  if (!dollar && !/math/i.test(text)) return undefined
  const plain = new TexMasker(text, false)
  const joined = new TexMasker(text, true)
  // Line by line, for fences: math fences are masked whole (wherever they
  // open), and so is every line of a stretch of non-blank lines that holds
  // a `$` (math ends with its paragraph).
  // The math fence open, if any.
  let fence: {code: number; length: number} | undefined
  const spans: number[] = []
  /**
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   */
  function changed(from: number, to: number): void {
    if (spans.length > 0 && spans[spans.length - 1]! >= from - 1) spans[spans.length - 1] = to
    else spans.push(from, to)
  }

  let lineStart = 0
  // End of the stretch the line is in, and whether it holds a `$`.
  let stretchEnd = -1
  let stretchDollar = false
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    if (dollar && lineStart > stretchEnd) {
      stretchEnd = blankLineFrom(text, lineStart)
      const stretch = text.slice(lineStart, stretchEnd)
      stretchDollar = stretch.includes('$') || dollarReference.test(stretch)
    }

    const run = fenceRun(text, lineStart, lineEnd)
    let masked = false
    if (fence) {
      if (run && run.code === fence.code && run.length >= fence.length && run.infoEnd === run.end) {
        hide(run.start, lineEnd)
        fence = undefined
      } else {
        mask(lineStart, lineEnd)
        masked = true
      }
    } else if (run && /^math(?![^\s`])/i.test(text.slice(run.infoStart, run.infoEnd))) {
      fence = {code: run.code, length: run.length}
      hide(run.start, lineEnd)
    } else if (stretchDollar) {
      // Code fenced otherwise is masked too: where its fence is no fence
      // to GitHub (its container ended, it is indented code), it is math.
      mask(lineStart, lineEnd)
      masked = true
    }

    // Math mode reads a line feed as white space: read joined, the next
    // line of the same math goes on where this one ends (its container
    // marks masked too).
    if (masked && lineEnd < text.length && (fence !== undefined || lineEnd + 1 < stretchEnd)) {
      joined.joinLines(lineEnd)
    }

    lineStart = lineEnd + 1
  }

  return spans.length > 0 ? {plain: plain.done(), joined: joined.done(), spans} : undefined

  /**
   * @param from
   *   Start of a math fence run.
   * @param lineEnd
   *   Its line's end.
   */
  function hide(from: number, lineEnd: number): void {
    plain.hide(from, lineEnd)
    joined.hide(from, lineEnd)
    changed(lineStart, lineEnd)
  }

  /**
   * @param from
   *   Line start.
   * @param lineEnd
   *   Line end.
   */
  function mask(from: number, lineEnd: number): void {
    plain.mask(from, lineEnd)
    joined.mask(from, lineEnd)
    changed(from, lineEnd)
  }
}

/**
 * @param text
 *   Text.
 * @param from
 *   A line start.
 * @returns
 *   Start of the first blank line at or after `from`, or the end of the
 *   text.
 */
function blankLineFrom(text: string, from: number): number {
  let lineStart = from
  while (lineStart < text.length) {
    if (isBlankLineAt(text, lineStart)) return lineStart
    const lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) return text.length
    lineStart = lineEnd + 1
  }

  return text.length
}

/**
 * A fence run at a line start, after container marks (`>`, list markers, a
 * footnote label, white space).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   The run: its character, length and span, and its info string's span
 *   (`infoEnd === end` when it has none), or `undefined`.
 */
function fenceRun(
  text: string,
  from: number,
  to: number
): {code: number; length: number; start: number; end: number; infoStart: number; infoEnd: number} | undefined {
  let at = from
  // Columns of indentation since the last container mark (a fence takes at
  // most 3; 4 make indented code).
  let indent = 0
  // Container marks: each step takes at least one character.
  while (at < to) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9) {
      indent += code === 9 ? 4 : 1
      at++
    } else if (code === 62) {
      indent = 0
      at++
    } else if ((code === 45 || code === 43 || code === 42) && isBlankAt(text, at + 1)) {
      indent = 0
      at += 2
    } else if (code >= 48 && code <= 57) {
      let end = at
      while (end < to && end - at < 9 && isDigit(text.charCodeAt(end))) end++
      const mark = text.charCodeAt(end)
      if ((mark === 46 || mark === 41) && isBlankAt(text, end + 1)) at = end + 2
      else return undefined
      indent = 0
    } else if (code === 91 && text.charCodeAt(at + 1) === 94) {
      const close = text.slice(at, Math.min(to, at + 64)).indexOf(']:')
      if (close === -1) return undefined
      at += close + 2
      indent = 0
    } else {
      break
    }
  }

  if (indent > 3) return undefined
  const code = text.charCodeAt(at)
  if (code !== 96 && code !== 126) return undefined
  let end = at
  while (end < to && text.charCodeAt(end) === code) end++
  if (end - at < 3) return undefined
  let infoStart = end
  while (infoStart < to && (text.charCodeAt(infoStart) === 32 || text.charCodeAt(infoStart) === 9)) infoStart++
  let infoEnd = to
  while (infoEnd > infoStart && (text.charCodeAt(infoEnd - 1) === 32 || text.charCodeAt(infoEnd - 1) === 9 || text.charCodeAt(infoEnd - 1) === 13)) infoEnd--
  // A backtick in a backtick fence's info string makes it no fence.
  if (code === 96 && text.slice(infoStart, infoEnd).includes('`')) return undefined
  // `infoEnd === end` marks an empty info string (a closing fence may have one only).
  return {code, length: end - at, start: at, end, infoStart, infoEnd: infoEnd === infoStart ? end : infoEnd}
}

/** Masks spans of a text, keeping every offset and line feed. */
class TexMasker {
  /** Text. */
  private readonly text: string
  /** Output parts. */
  private readonly parts: string[] = []
  /** End of the text taken into `parts`. */
  private last = 0
  /** Where a line starts in the reading (a macro body's end, a fraction's second part; see `command`). */
  private readonly breaksAt = new Set<number>()
  /** Starts and ends of arguments that display nothing, found ahead. */
  private readonly hiddenFrom = new Map<number, number>()
  /** Whether white space outside text arguments reads as nothing. */
  private readonly join: boolean
  /** End of the text argument being read (white space shows there). */
  private textUntil = -1
  /** Closing brace of each opening brace, made on first use. */
  private braces: Map<number, number> | undefined

  /**
   * @param text
   *   Text.
   * @param join
   *   Whether white space outside text arguments reads as nothing.
   */
  constructor(text: string, join: boolean) {
    this.text = text
    this.join = join
  }

  /**
   * End of a `{…}` group starting at `from` (after spaces), nested braces
   * counted (a brace after a backslash is none), within its paragraph.
   *
   * @param from
   *   Index after a command name or a group.
   * @returns
   *   Index after the closing brace, or -1 without a group.
   */
  groupEnd(from: number): number {
    const text = this.text
    let at = skipTexSpace(text, from)
    if (text.charCodeAt(at) !== 123) return -1
    // Every brace pair once, with a stack: no group is searched twice, so
    // a flood of commands stays linear however long their groups are.
    if (!this.braces) {
      const braces = new Map<number, number>()
      const open: number[] = []
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index)
        if (code === 92) index++
        else if (code === 123) open.push(index)
        else if (code === 125 && open.length > 0) braces.set(open.pop()!, index)
        // A blank line ends math (and a paragraph).
        else if (code === 10 && isBlankLineAt(text, index + 1)) open.length = 0
      }

      this.braces = braces
    }

    const close = this.braces.get(at)
    return close === undefined ? -1 : close + 1
  }

  /**
   * Mask `[from, to)` whole (a math fence line).
   *
   * @param from
   *   Start.
   * @param to
   *   End.
   */
  hide(from: number, to: number): void {
    if (from < this.last) from = this.last
    if (to <= from) return
    this.parts.push(this.text.slice(this.last, from), '*'.repeat(to - from))
    this.last = to
  }

  /**
   * Join the line ending at `lineEnd` to the next: its line feed and the
   * next line's container marks and indent read as nothing.
   *
   * @param lineEnd
   *   Index of a line feed.
   */
  joinLines(lineEnd: number): void {
    const text = this.text
    if (lineEnd < this.last) return
    let end = lineEnd + 1
    while (end < text.length) {
      const code = text.charCodeAt(end)
      if (code === 32 || code === 9 || code === 62) end++
      else if ((code === 45 || code === 43 || code === 42) && isBlankAt(text, end + 1)) end += 2
      else break
    }

    this.parts.push(text.slice(this.last, lineEnd), '*'.repeat(end - lineEnd))
    this.last = end
  }

  /**
   * Mask the TeX markup in `[from, to)`; a group may carry on past `to`.
   *
   * @param from
   *   Start.
   * @param to
   *   End.
   */
  mask(from: number, to: number): void {
    const text = this.text
    let at = Math.max(from, this.last)
    while (at < to) {
      const code = text.charCodeAt(at)
      let masked: string | undefined
      const hiddenEnd = this.hiddenFrom.get(at)
      if (hiddenEnd !== undefined) {
        masked = maskGroup(text, at, hiddenEnd)
      } else if (code === 36 /* `$` */) {
        // `$$` typesets display math, a block of its own wherever it
        // stands: a line starts after it (none is made where one ends).
        if (text.charCodeAt(at + 1) === 36) {
          const after = text.charCodeAt(at + 2)
          masked = after === 10 || Number.isNaN(after) ? '**' : '*\n'
        } else {
          masked = '*'
        }
      } else if (this.breaksAt.has(at)) {
        masked = '\n'
      } else if (code === 123 /* `{` */ || code === 125 || (code === 94 /* `^` */ && text.charCodeAt(at - 1) !== 91)) {
        // (A `^` after `[` is a footnote label's, not a superscript.)
        masked = '*'
      } else if (code === 126 /* `~` */) {
        masked = ' '
      } else if (this.join && (code === 32 || code === 9) && at >= this.textUntil) {
        masked = '*'
      } else if (code === 37 /* `%` */) {
        // A comment, to the end of the line (and, read joined, the line
        // feed: the next line goes on where it stood).
        masked = '*'.repeat(to - at + (this.join && to < text.length ? 1 : 0))
      } else if (code === 38 /* `&` */ && dollarReferenceAt(text, at) > 0) {
        // A reference that displays `$` delimits math as `$` does.
        masked = '*'.repeat(dollarReferenceAt(text, at))
      } else if (code === 38 /* `&` */ && !isReference(text, at)) {
        // A column of an aligned or array environment: shown as a cell.
        masked = '\n'
      } else if (code === 92 /* `\` */) {
        masked = this.command(at)
      }

      if (masked === undefined) {
        at++
        continue
      }

      this.parts.push(text.slice(this.last, at), masked)
      at += masked.length
      this.last = at
    }
  }

  /**
   * @returns
   *   The masked text.
   */
  done(): string {
    this.parts.push(this.text.slice(this.last))
    return this.parts.join('')
  }

  /**
   * Mask the TeX command at `at` (a backslash).
   *
   * @param at
   *   Index of `\`.
   * @returns
   *   The command masked (as long as what it covers), or `undefined` when
   *   the backslash starts no command (a Markdown escape reads as one).
   */
  private command(at: number): string | undefined {
    const text = this.text
    const next = text.charCodeAt(at + 1)
    // `\\`: a line break in display math (its `[…]` spacing shows nothing),
    // so what follows starts a line.
    if (next === 92) {
      const star = text.charCodeAt(at + 2) === 42 ? 1 : 0
      return '*\n' + '*'.repeat(star) + maskGroup(text, at + 2 + star, optionEnd(text, at + 2 + star))
    }
    // `\ `, `\,`, `\:`, `\;`, `\>`, `\~`: spaces; `\!`: a negative one (joins).
    if (next === 32 || next === 44 || next === 58 || next === 59 || next === 62) return '* '
    if (next === 33) return '**'
    // `\%`, `\$`, `\&`, `\#`, `\_`, `\{`, `\}`: the character itself.
    // `\$` may still delimit math on GitHub (a backslash does not escape
    // it there): it is masked as a `$` is.
    if (next === 36) return '**'
    if (next === 37 || next === 38 || next === 35 || next === 95 || next === 123 || next === 125) {
      return '*' + text.charAt(at + 1)
    }

    let end = at + 1
    while (end < text.length && isAsciiAlpha(text.charCodeAt(end))) end++
    if (end === at + 1) return undefined
    const name = text.slice(at + 1, end)
    if (lineBreaks.has(name)) return '*'.repeat(name.length) + '\n'
    const fill = spacing.has(name) ? ' ' : '*'
    let masked = '*' + fill.repeat(name.length)

    // White space shows in a text argument, read joined or not.
    if (textCommands.has(name)) {
      const close = this.groupEnd(end)
      if (close > this.textUntil) this.textUntil = close
    }

    // A character the command shows stands at its backslash (where an edit
    // of it, or a heading's `> ` before it, leaves the rest well-formed).
    const character = characters.get(name)
    if (character !== undefined) return character + masked.slice(1)

    // `\verb!…!`: its delimiters display nothing.
    if (name === 'verb') {
      const delimiter = text.charAt(end)
      // Searched within `maxGroup` only: a flood of `\verb` with delimiters
      // that never recur must not read the rest of the text each time.
      const found = delimiter === '' ? -1 : text.slice(end + 1, end + 1 + maxGroup).indexOf(delimiter)
      if (found === -1) return masked
      return masked + '*' + text.slice(end + 1, end + 1 + found) + '*'
    }

    // The empty delimiter: `\left.`.
    if (delimiters.has(name) && text.charCodeAt(end) === 46) return masked + '*'

    let from = end
    if (hiddenOptions.has(name)) {
      const option = optionEnd(text, from)
      masked += maskGroup(text, from, option)
      from = option
    }

    // `\unicode{65}` displays `A`.
    if (name === 'unicode') {
      const close = this.groupEnd(from)
      if (close === -1) return masked
      const shown = unicodeCharacter(text.slice(text.indexOf('{', from) + 1, close - 1))
      return shown + masked.slice(shown.length) + maskGroup(text, from, close)
    }

    // A macro shows its body wherever it is used, for the rest of the page:
    // the body reads as a line of its own, so a heading's `> ` goes inside
    // it and every use shows the defanged form (`\newcommand{\A}{Amendments}`).
    if (definers.has(name)) {
      const open = bodyStart(text, from, (index) => this.groupEnd(index))
      if (open === -1) return masked
      const close = this.groupEnd(open)
      if (close !== -1) this.breaksAt.add(close - 1)
      return masked + maskGroup(text, from, open) + '\n'
    }

    // `\kern1em` and the like: an unbraced length.
    if (unbracedLength.has(name)) {
      const length = dimension.exec(text.slice(from, from + 32))
      if (length) return masked + ' '.repeat(length[0].length)
    }

    // Arguments that display nothing: environment names (and an array's
    // column specification, after an optional placement), colours, lengths,
    // link targets, labels, styles.
    let hidden = hiddenArguments.get(name) ?? 0
    while (hidden-- > 0) {
      // TeX takes one token as an argument without braces (`\color Rx`).
      const close = this.groupEnd(from)
      const argumentEnd = close === -1 ? tokenEnd(text, from) : close
      if (argumentEnd === -1) break
      const environment = close === -1 ? '' : text.slice(text.indexOf('{', from) + 1, close - 1).trim()
      masked += maskGroup(text, from, argumentEnd, fill)
      from = argumentEnd
      if (name === 'begin' || name === 'enclose') {
        // Placements and widths (`[t]`, `[t][5cm]`, `\enclose`'s
        // attributes), and an array's column specification.
        if (columnSpecified.has(environment)) hidden++
        for (let option = optionEnd(text, from); option !== from; option = optionEnd(text, from)) {
          masked += maskGroup(text, from, option)
          from = option
        }
      }
    }

    // A fraction's parts, and the like, stand on rows of their own.
    if (stacked.has(name)) {
      const open = this.groupEnd(from) === -1 ? -1 : text.indexOf('{', from)
      if (open !== -1) {
        // The second part's row starts inside its brace (where a `> `
        // keeps the fraction whole).
        const second = skipTexSpace(text, this.groupEnd(open))
        if (text.charCodeAt(second) === 123) this.breaksAt.add(second)
        return masked + maskGroup(text, from, open) + '\n'
      }
    }

    // A tooltip (the second argument) displays nothing; the first is read
    // as the rest of the text.
    if (hiddenSecond.has(name)) {
      const first = this.groupEnd(from)
      const second = first === -1 ? -1 : this.groupEnd(first)
      if (second !== -1) this.hiddenFrom.set(first, second)
    }

    return masked
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of `&`.
 * @returns
 *   Whether it starts a character reference (`&#…`, `&name;`).
 */
function isReference(text: string, at: number): boolean {
  if (text.charCodeAt(at + 1) === 35) return true
  let end = at + 1
  while (end < text.length && end - at <= 32 && (isAsciiAlpha(text.charCodeAt(end)) || isDigit(text.charCodeAt(end)))) end++
  return end > at + 1 && text.charCodeAt(end) === 59
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index of `&`.
 * @returns
 *   Length of the character reference there that displays `$`, or 0.
 */
function dollarReferenceAt(text: string, at: number): number {
  const match = dollarReference.exec(text.slice(at, at + 16))
  return match && match.index === 0 ? match[0].length : 0
}

/**
 * The character `\unicode{…}` shows for its argument (decimal, or hex after
 * `x` or `0x`), or nothing.
 *
 * @param body
 *   Argument.
 * @returns
 *   The character (one or two code units, NFKC-folded), or the empty
 *   string.
 */
function unicodeCharacter(body: string): string {
  const value = body.trim()
  const hex = /^(?:0?x)0*([\dA-Fa-f]{1,6})$/i.exec(value)
  const decimal = hex ? undefined : /^0*(\d{1,7})$/.exec(value)
  const code = hex ? Number.parseInt(hex[1]!, 16) : decimal ? Number.parseInt(decimal[1]!, 10) : Number.NaN
  if (!(code > 0 && code <= 0x10_ff_ff && !(code >= 0xd8_00 && code <= 0xdf_ff))) return ''
  // A lookalike reads as what it folds to, as decoded references do
  // (`\unicode{xFF21}` is `A`), when that fits where it stands.
  const character = String.fromCodePoint(code)
  const folded = foldText(character)
  return folded.length <= character.length && folded.length > 0 ? folded : character
}

/**
 * Where the body of a macro definition opens: past the macro's name (a
 * group or a command), a `*`, and argument counts, defaults or parameter
 * text, within a few characters.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the defining command's name.
 * @param groupEnd
 *   End of the group at an index (see `TexMasker#groupEnd`).
 * @returns
 *   Index of the body's `{`, or -1.
 */
function bodyStart(text: string, from: number, groupEnd: (from: number) => number): number {
  let at = from
  if (text.charCodeAt(at) === 42) at++
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
  if (text.charCodeAt(at) === 123) {
    at = groupEnd(at)
    if (at === -1) return -1
  } else if (text.charCodeAt(at) === 92) {
    at++
    while (at < text.length && isAsciiAlpha(text.charCodeAt(at))) at++
  } else {
    return -1
  }

  const limit = Math.min(text.length, at + 32)
  for (; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === 123) return at
    // Parameters and defaults: `[1]`, `#1`, digits, spaces.
    if (!(code === 91 || code === 93 || code === 35 || code === 32 || isDigit(code))) return -1
  }

  return -1
}

/**
 * End of the one token TeX takes as an argument without braces, after
 * spaces: a command, or one character.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after a command name or argument.
 * @returns
 *   Index after the token, or -1 at a line end or the end.
 */
function tokenEnd(text: string, from: number): number {
  const at = skipTexSpace(text, from)
  const code = text.charCodeAt(at)
  if (Number.isNaN(code) || code === 10 || code === 36 /* `$` */ || code === 125 /* `}` */) return -1
  if (code !== 92) return at + 1
  let end = at + 1
  while (end < text.length && isAsciiAlpha(text.charCodeAt(end))) end++
  return end === at + 1 ? at + 2 : end
}

/**
 * Skip the white space TeX skips before an argument: spaces and tabs, and
 * one line feed (with the next line's container marks; a blank line ends
 * the paragraph).
 *
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @returns
 *   Index after the white space.
 */
function skipTexSpace(text: string, from: number): number {
  let at = from
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
  if (text.charCodeAt(at) !== 10) return at
  let next = at + 1
  while (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 9 || text.charCodeAt(next) === 62) next++
  return text.charCodeAt(next) === 10 ? at : next
}

/**
 * End of an optional `[…]` argument at `from` (after spaces) on its line.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after a command or argument.
 * @returns
 *   Index after its `]`, or `from` without one.
 */
function optionEnd(text: string, from: number): number {
  let at = from
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
  if (text.charCodeAt(at) !== 91) return from
  const limit = Math.min(text.length, at + maxGroup)
  for (at++; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === 93) return at + 1
    if (code === 10) return from
  }

  return from
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param fill
 *   Mask character (default `*`).
 * @returns
 *   `[from, to)` masked, line feeds kept (lines stay where they are).
 */
function maskGroup(text: string, from: number, to: number, fill = '*'): string {
  return text.slice(from, to).replace(/[^\n]/g, fill)
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   Whether a space, a tab, a line ending or the end is at `at`.
 */
function isBlankAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  return code === 32 || code === 9 || code === 10 || code === 13 || Number.isNaN(code)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @returns
 *   Whether the line there is blank (or the text ends).
 */
function isBlankLineAt(text: string, from: number): boolean {
  let at = from
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 13) at++
  return at >= text.length || text.charCodeAt(at) === 10
}
