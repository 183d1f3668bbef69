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
 * `$` or a math fence, TeX markup is masked everywhere. That can only add
 * a reading (the text as written is read too), so it is conservative: a
 * `$` that opens no math may cost a token word next to it a `> `.
 */

/** A fence line whose info string starts with `math`, after container marks. */
const mathFence = /^[ \t>]*(`{3,}|~{3,})[ \t]*math(?![^\s`])[^\n]*/gim

/** TeX commands that display a space. */
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
  'hspace'
])

/** TeX commands that break a line of display math. */
const lineBreaks = new Set(['newline', 'cr'])

/**
 * @param text
 *   Text (a piece, or a stretch the flat model reads).
 * @returns
 *   The text with TeX markup masked, or `undefined` when it holds no `$`
 *   and no math fence.
 */
export function hideTex(text: string): string | undefined {
  const dollar = text.includes('$')
  mathFence.lastIndex = 0
  const fences: Array<[number, number]> = []
  if (/math/i.test(text)) {
    let match = mathFence.exec(text)
    while (match) {
      const start = match.index + match[0].indexOf(match[1]!)
      fences.push([start, match.index + match[0].length])
      // Its closing fence: the next line of the same character, as long.
      const marker = match[1]!
      const close = closingFence(text, match.index + match[0].length, marker)
      // Unclosed, it runs on to the end: a fence after it is its content
      // (and searching on would read the rest once per opener).
      if (!close) break
      fences.push(close)
      mathFence.lastIndex = close[1]
      match = mathFence.exec(text)
    }
  }

  if (!dollar && fences.length === 0) return undefined

  // Unchanged stretches are sliced, masked ones replaced (same length).
  const parts: string[] = []
  // Closing braces of macro bodies (see `command`).
  const bodyEnds = new Set<number>()
  let last = 0
  let fence = 0
  let at = 0
  while (at < text.length) {
    if (fence < fences.length && at === fences[fence]![0]) {
      const end = fences[fence++]![1]
      parts.push(text.slice(last, at), '*'.repeat(end - at))
      at = last = end
      continue
    }

    const code = text.charCodeAt(at)
    // `$$` typesets display math, a block of its own wherever it stands:
    // a line starts after it (no blank line is made where one ends anyway).
    if (code === 36 && text.charCodeAt(at + 1) === 36) {
      const after = text.charCodeAt(at + 2)
      parts.push(text.slice(last, at), after === 10 || Number.isNaN(after) ? '**' : '*\n')
      at = last = at + 2
    } else if (code === 125 && bodyEnds.has(at)) {
      parts.push(text.slice(last, at), '\n')
      last = ++at
    } else if (code === 36 /* `$` */ || code === 123 /* `{` */ || code === 125 /* `}` */ || code === 94 /* `^` */) {
      parts.push(text.slice(last, at), '*')
      last = ++at
    } else if (code === 38 /* `&` */ && isCellBreak(text.charCodeAt(at + 1))) {
      // A column of an aligned or array environment: shown as a cell.
      parts.push(text.slice(last, at), '\n')
      last = ++at
    } else if (code === 92 /* `\` */) {
      const masked = command(text, at, bodyEnds)
      if (masked !== undefined) {
        parts.push(text.slice(last, at), masked)
        at = last = at + masked.length
      } else at++
    } else {
      at++
    }
  }

  parts.push(text.slice(last))
  return parts.join('')
}

/**
 * Mask the TeX command at `at` (a backslash).
 *
 * @param text
 *   Text.
 * @param at
 *   Index of `\`.
 * @param bodyEnds
 *   Closing braces of macro bodies, added to.
 * @returns
 *   The command masked (as long as it), or `undefined` when the backslash
 *   starts no command (a Markdown escape reads as one).
 */
function command(text: string, at: number, bodyEnds: Set<number>): string | undefined {
  const next = text.charCodeAt(at + 1)
  // `\\`: a line break in display math, so what follows starts a line.
  if (next === 92) return '*\n'
  // `\ `, `\,`, `\:`, `\;`, `\>`: spaces; `\!`: a negative one (joins).
  if (next === 32 || next === 44 || next === 58 || next === 59 || next === 62) return '* '
  if (next === 33) return '**'
  let end = at + 1
  while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end++
  if (end === at + 1) return undefined
  const name = text.slice(at + 1, end)
  if (lineBreaks.has(name)) return '*'.repeat(name.length) + '\n'
  let masked = '*' + (spacing.has(name) ? ' ' : '*').repeat(name.length)

  // A macro shows its body wherever it is used, for the rest of the page:
  // the body reads as a line of its own, so a heading's `> ` goes inside
  // it and every use shows the defanged form (`\newcommand{\A}{Amendments}`).
  if (definers.has(name)) {
    const open = bodyStart(text, end)
    if (open === -1) return masked
    const close = groupEnd(text, open)
    if (close !== -1) bodyEnds.add(close - 1)
    return masked + maskGroup(text, end, open) + '\n'
  }

  // `\unicode{65}` displays `A`: the character stands at the group's end.
  if (name === 'unicode') {
    const close = groupEnd(text, end)
    if (close === -1) return masked
    const body = text.slice(text.indexOf('{', end) + 1, close - 1).trim()
    const code = /^x[\dA-Fa-f]{1,6}$/.test(body)
      ? Number.parseInt(body.slice(1), 16)
      : /^\d{1,7}$/.test(body)
        ? Number.parseInt(body, 10)
        : Number.NaN
    const shown = code > 0 && code <= 0x10_ff_ff && !(code >= 0xd8_00 && code <= 0xdf_ff) ? String.fromCodePoint(code) : ''
    return masked + maskGroup(text, end, close - shown.length) + shown
  }

  // Arguments that display nothing: environment names, colours, lengths,
  // link targets, labels, styles (and an array's column specification).
  let hidden = hiddenArguments.get(name) ?? 0
  let from = end
  while (hidden-- > 0) {
    const close = groupEnd(text, from)
    if (close === -1) break
    if (name === 'begin' && columnSpecified.has(text.slice(text.indexOf('{', from) + 1, close - 1).trim())) hidden++
    masked += maskGroup(text, from, close)
    from = close
  }

  return masked
}

/** Commands that define a macro. */
const definers = new Set(['newcommand', 'renewcommand', 'providecommand', 'def', 'gdef', 'edef', 'xdef', 'DeclareMathOperator'])

/**
 * Where the body of a macro definition opens: past the macro's name (a
 * group or a command), a `*`, and argument counts, defaults or parameter
 * text, within a few characters.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the defining command's name.
 * @returns
 *   Index of the body's `{`, or -1.
 */
function bodyStart(text: string, from: number): number {
  let at = from
  if (text.charCodeAt(at) === 42) at++
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
  if (text.charCodeAt(at) === 123) {
    at = groupEnd(text, at)
    if (at === -1) return -1
  } else if (text.charCodeAt(at) === 92) {
    at++
    while (at < text.length && isAsciiLetter(text.charCodeAt(at))) at++
  } else {
    return -1
  }

  const limit = Math.min(text.length, at + 32)
  for (; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === 123) return at
    // Parameters and defaults: `[1]`, `#1`, digits, spaces.
    if (!(code === 91 || code === 93 || code === 35 || code === 32 || (code >= 48 && code <= 57))) return -1
  }

  return -1
}

/** Commands whose first arguments display nothing, and how many. */
const hiddenArguments = new Map<string, number>([
  ['begin', 1],
  ['end', 1],
  ['color', 1],
  ['textcolor', 1],
  ['colorbox', 1],
  ['fcolorbox', 2],
  ['href', 1],
  ['hspace', 1],
  ['vspace', 1],
  ['label', 1],
  ['style', 1],
  ['class', 1],
  ['cssId', 1],
  ['raisebox', 1],
  ['rule', 2]
])

/** Environments whose column specification follows their name. */
const columnSpecified = new Set(['array', 'subarray', 'alignat', 'alignat*', 'alignedat', 'darray'])

/** Most characters a group is followed for its closing brace. */
const maxGroup = 256

/**
 * End of a `{…}` group starting at `from` (after spaces), nested braces
 * counted, within `maxGroup` characters.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after a command name or a group.
 * @returns
 *   Index after the closing brace, or -1 without a group.
 */
function groupEnd(text: string, from: number): number {
  let at = from
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++
  if (text.charCodeAt(at) !== 123) return -1
  const limit = Math.min(text.length, at + maxGroup)
  let depth = 0
  for (; at < limit; at++) {
    const code = text.charCodeAt(at)
    if (code === 92) at++
    else if (code === 123) depth++
    else if (code === 125 && --depth === 0) return at + 1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   `[from, to)` masked, line feeds kept (lines stay where they are).
 */
function maskGroup(text: string, from: number, to: number): string {
  return text.slice(from, to).replace(/[^\n]/g, '*')
}

/**
 * The closing fence of a fenced block opened with `marker`, from `from`.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the opening fence line.
 * @param marker
 *   Opening fence run.
 * @returns
 *   Span of the closing fence run, or `undefined` (the block runs on).
 */
function closingFence(text: string, from: number, marker: string): [number, number] | undefined {
  let line = text.indexOf('\n', from)
  while (line !== -1) {
    let at = line + 1
    while (at < text.length && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 62)) at++
    let end = at
    while (end < text.length && text.charCodeAt(end) === marker.charCodeAt(0)) end++
    if (end - at >= marker.length) {
      let rest = end
      while (rest < text.length && (text.charCodeAt(rest) === 32 || text.charCodeAt(rest) === 9)) rest++
      if (rest === text.length || text.charCodeAt(rest) === 10) return [at, end]
    }

    line = text.indexOf('\n', line + 1)
  }

  return undefined
}

/**
 * @param code
 *   Code after a `&`.
 * @returns
 *   Whether the `&` separates columns (not a character reference's).
 */
function isCellBreak(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 92 || Number.isNaN(code)
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is an ASCII letter.
 */
function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}
