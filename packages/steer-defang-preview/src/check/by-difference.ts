import {isQuotedForm, maxCandidates} from '../render/live-tokens.js'
import {sourceCandidates} from '../render/rendered-lines.js'
import type {CheckReport, RenderedLine, TokenFinding} from '../types.js'
import type {Rendering} from './render-lines.js'

/** Most lines below its candidates a heading's token is looked for on. */
const maxBelow = 8

/** Most renderings of variants one check makes. */
const maxVariants = 64

/** Source spellings of the heading tokens whose defanged form is quoted. */
const spellings = {
  'amendments-heading': /amendments/giu,
  'context-heading': /work-item context/giu
} as const

/**
 * Place, by experiment, the quoted headings the line model could not place.
 * A heading in a block quote counts as defanged where the quote marker
 * stands on its own source line; where the model gives a rendered line
 * several source lines it may start on and one is not quoted (a lazy
 * line, or the destination of a definition read across lines: `>0) [x]:`,
 * `[]()Amendments`, then `> []()Amendments`), it is reported live. Here
 * each candidate line that spells the token (and the few below them) is
 * rendered once more with the token's first letter changed
 * (`Xmendments`): when exactly one such line changes the rendered line,
 * and only by that letter, the token comes from it. The rendered line
 * starts on that line, or above it where a code span of blanks ends on it
 * (see `startLine`); the heading is defanged where that line is a
 * candidate in the quoted form. Else it stays live (the conservative
 * reading).
 *
 * Only for a rendering cmark-gfm made here, with trusted source positions;
 * a token only folding reveals stays as reported. At most `maxVariants`
 * renderings in all: headings past that stay live.
 *
 * @param markdown
 *   The rendered source.
 * @param rendering
 *   Its rendering.
 * @param report
 *   The report on it; findings placed as quoted move from `live` to
 *   `defanged`.
 * @param render
 *   Renders a variant of the source as the rendering was made.
 * @param options
 *   `fold`: whether lookalikes count.
 */
export function placeByDifference(
  markdown: string,
  rendering: Rendering,
  report: CheckReport,
  render: (markdown: string) => Rendering,
  options: {fold: boolean}
): undefined {
  const placed: TokenFinding[] = []
  // Renders left: each is a whole rendering of the source, so a text with
  // many such headings is not rendered once per line of each (those past
  // the budget stay live).
  let budget = maxVariants
  for (const finding of report.live) {
    const line = finding.line
    if (finding.rule !== 'amendments-heading' && finding.rule !== 'context-heading') continue
    if (finding.folded || line.quoteDepth === 0) continue
    // A line with no source point (a block a browser makes of inline HTML:
    // `> [`, `<!b<div>`, `> Amendments` shows the heading in a `<div>`) may
    // start on any line of a short source.
    const lines = rendering.source.starts.length
    const span =
      line.source === undefined
        ? {first: 1, last: lines}
        : (sourceCandidates(line) ?? {first: line.source.line, last: line.source.line})
    if (span.first === span.last || span.last - span.first >= maxCandidates) continue
    const index = rendering.lines.indexOf(line)
    if (index === -1) continue
    let from = -1
    let count = 0
    // The token may stand on a line below the candidates, which hold where
    // the rendered line starts (an image or code span across lines): a few
    // lines on, up to a blank one.
    const last = Math.min(lines, span.last + maxBelow)
    for (let at = span.first; at <= last && count < 2; at++) {
      if (at > span.last && (rendering.source.text(at) ?? '').trim() === '') break
      const variant = withFirstLettersChanged(markdown, rendering, at, spellings[finding.rule])
      if (variant === undefined) continue
      if (budget === 0) {
        count = 2
        break
      }

      budget--
      const other = render(variant).lines
      if (other.length !== rendering.lines.length) {
        // Changed otherwise: not placed.
        count = 2
        break
      }

      if (changedOnlyByLetter(line, other[index]!)) {
        from = at
        count++
      }
    }

    if (count !== 1) continue
    const text = rendering.source.text(from) ?? ''
    const spelling = spellings[finding.rule]
    spelling.lastIndex = 0
    const match = spelling.exec(text)
    const start = match ? startLine(rendering, span.first, from, match.index) : -1
    if (start >= span.first && start <= span.last && isQuotedForm(rendering.source.text(start) ?? '', options.fold)) {
      placed.push(finding)
    }
  }

  if (placed.length === 0) return
  const moved = new Set(placed)
  report.live = report.live.filter((finding) => !moved.has(finding))
  for (const finding of placed) report.defanged.push({...finding, defanged: true})
  report.ok = report.live.length === 0
}

/**
 * @param markdown
 *   Source.
 * @param rendering
 *   Its rendering (for its line table).
 * @param line
 *   1-based line.
 * @param spelling
 *   The token's source spelling.
 * @returns
 *   The source with the first letter of each spelling of the token on the
 *   line changed to `X` or `x` (case kept), or `undefined` when it has none.
 */
function withFirstLettersChanged(
  markdown: string,
  rendering: Rendering,
  line: number,
  spelling: RegExp
): string | undefined {
  const start = rendering.source.starts[line - 1]
  const end = rendering.source.ends[line - 1]
  if (start === undefined || end === undefined) return undefined
  const text = markdown.slice(start, end)
  spelling.lastIndex = 0
  if (!spelling.test(text)) return undefined
  spelling.lastIndex = 0
  const changed = text.replace(spelling, (match) => (/[A-Z]/.test(match.charAt(0)) ? 'X' : 'x') + match.slice(1))
  return markdown.slice(0, start) + changed + markdown.slice(end)
}

/**
 * The line a rendered line starts on, given where its token is: that
 * line, where what stands before the token there closes nothing a line
 * above opened. A construct that hides lines above it (link or image text,
 * a destination or title, a tag) ends at a `]`, `)` or `>`; each before
 * the token must close what opened before it on the line, else the line
 * may start further up, where no quote marker may stand (`>x`, `![`]`` on
 * three lines, then `> ]!]()Amendments` shows the heading after an image
 * that starts on the third line). A code span that runs on from above
 * shows its text, so only one with nothing but blanks in it hides where
 * the line starts: a backtick run first on the line, with one of its
 * length on a line above (from the first candidate on), may close one.
 * Where the only such run ends the line just above, the span holds the
 * line ending alone and the rendered line starts there (`> \``, then
 * `` `[]()Amendments ``), as that line's text before it tells.
 *
 * @param rendering
 *   Rendering.
 * @param first
 *   First candidate line.
 * @param line
 *   The line the token is on.
 * @param end
 *   Where the token starts on it.
 * @returns
 *   The line, or -1 when it is not known.
 */
function startLine(rendering: Rendering, first: number, line: number, end: number): number {
  const prefix = (rendering.source.text(line) ?? '').slice(0, end)
  // Past the leading quote markers (and the list markers and blanks among
  // them), which the quoted form starts with.
  const start = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|\[\^[^\]\s]+\]:)[ \t]*)*/u.exec(prefix)?.[0].length ?? 0
  let brackets = 0
  let parens = 0
  let angles = 0
  // Where the line above ends with the run that opens a span this line
  // closes first thing, or -1.
  let above = -1
  const runs = new Map<number, number>()
  for (let at = start; at < prefix.length; at++) {
    const code = prefix.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 91) brackets++
    else if (code === 93 && --brackets < 0) return -1
    else if (code === 40) parens++
    else if (code === 41 && --parens < 0) return -1
    else if (code === 60) angles++
    else if (code === 62 && --angles < 0) return -1
    else if (code === 96) {
      let stop = at
      while (prefix.charCodeAt(stop) === 96) stop++
      const size = stop - at
      const open = runs.get(size) ?? 0
      if (open === 0 && prefix.slice(start, at).trim() === '' && runAbove(rendering, first, line, size)) {
        const up = (rendering.source.text(line - 1) ?? '').trimEnd()
        const run = new RegExp('(?<!`)`{' + size + '}(?!`)', 'g')
        const found = [...up.matchAll(run)]
        if (
          line - 1 < first ||
          found.length !== 1 ||
          found[0]!.index + size !== up.length ||
          runAbove(rendering, first, line - 1, size)
        ) {
          return -1
        }

        above = found[0]!.index
        runs.set(size, 0)
      } else {
        runs.set(size, open === 0 ? 1 : 0)
      }

      at = stop - 1
    }
  }

  // What stands before the token on the line shows nothing: else the
  // rendered line starts after it, inside the line (a decoded line feed in
  // a `<pre>`: `> b&#10;Amendments`).
  if (!displaysNothing(prefix, start)) return -1
  return above === -1 ? line : startLine(rendering, first, line - 1, above)
}

/**
 * Whether text shows nothing: white space, images (their descriptions are
 * not shown), links with no text, the destination or label after either,
 * code spans with nothing but blanks in them, and a backtick run first
 * (which may close such a span from a line above, see `startLine`).
 * Anything else counts as shown (conservative).
 *
 * @param text
 *   Text.
 * @param from
 *   Where to start.
 * @returns
 *   Whether it shows nothing.
 */
function displaysNothing(text: string, from: number): boolean {
  let at = from
  let first = true
  while (at < text.length) {
    const code = text.charCodeAt(at)
    if (code === 32 || code === 9) {
      at++
      continue
    }

    if (code === 33 /* `!` */ && text.charCodeAt(at + 1) === 91) {
      const close = closingBracket(text, at + 1)
      if (close === -1) return false
      at = pastTail(text, close + 1)
    } else if (code === 91 /* `[` */) {
      let close = at + 1
      while (text.charCodeAt(close) === 32 || text.charCodeAt(close) === 9) close++
      if (text.charCodeAt(close) !== 93) return false
      at = pastTail(text, close + 1)
    } else if (code === 96) {
      let stop = at
      while (text.charCodeAt(stop) === 96) stop++
      const size = stop - at
      const run = new RegExp('(?<!`)`{' + size + '}(?!`)', 'g')
      run.lastIndex = stop
      const next = run.exec(text)
      if (next) {
        if (text.slice(stop, next.index).trim() !== '') return false
        at = next.index + size
      } else {
        if (!first) return false
        at = stop
      }
    } else {
      return false
    }

    if (at === -1) return false
    first = false
  }

  return true
}

/**
 * @param text
 *   Text.
 * @param open
 *   Index of a `[`.
 * @returns
 *   Index of the `]` that closes it (escapes skipped), or -1.
 */
function closingBracket(text: string, open: number): number {
  let depth = 0
  for (let at = open; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === 92) at++
    else if (code === 91) depth++
    else if (code === 93 && --depth === 0) return at
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index after a link's or image's `]`.
 * @returns
 *   Index after the destination (`(…)`) or label (`[…]`) there, `at`
 *   where none is, or -1 when one does not close.
 */
function pastTail(text: string, at: number): number {
  const code = text.charCodeAt(at)
  if (code === 91) {
    const close = closingBracket(text, at)
    return close === -1 ? -1 : close + 1
  }

  if (code !== 40) return at
  let depth = 0
  for (let index = at; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (char === 92) index++
    else if (char === 40) depth++
    else if (char === 41 && --depth === 0) return index + 1
  }

  return -1
}

/**
 * @param rendering
 *   Rendering.
 * @param first
 *   First line.
 * @param line
 *   Line after the last.
 * @param size
 *   Run length.
 * @returns
 *   Whether a backtick run of that length stands on the lines `[first, line)`.
 */
function runAbove(rendering: Rendering, first: number, line: number, size: number): boolean {
  const run = new RegExp('(?<!`)`{' + size + '}(?!`)')
  for (let at = first; at < line; at++) if (run.test(rendering.source.text(at) ?? '')) return true
  return false
}

/**
 * @param line
 *   A rendered line.
 * @param other
 *   The line at its index in the variant's rendering.
 * @returns
 *   Whether `other` is `line` with some of its `A`, `a`, `W` or `w`
 *   changed to `X` or `x`, and nothing else.
 */
function changedOnlyByLetter(line: RenderedLine, other: RenderedLine): boolean {
  const a = line.text
  const b = other.text
  if (a.length !== b.length || a === b || line.quoteDepth !== other.quoteDepth) return false
  for (let at = 0; at < a.length; at++) {
    const x = a.charCodeAt(at)
    const y = b.charCodeAt(at)
    if (x === y) continue
    // `A`, `a`, `W`, `w` to `X`, `x`.
    if (!((x === 65 || x === 87) && y === 88) && !((x === 97 || x === 119) && y === 120)) return false
  }

  return true
}
