import {isQuotedForm, maxCandidates} from '../render/live-tokens.js'
import {sourceCandidates} from '../render/rendered-lines.js'
import type {CheckReport, RenderedLine, TokenFinding} from '../types.js'
import type {Rendering, RenderOptions} from './render-lines.js'

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
 * each candidate line that spells the token is rendered once more with
 * the token's first letter changed (`Xmendments`): when exactly one such
 * line changes the rendered line, and only by that letter, the token comes
 * from it, and it is defanged where that line is in the quoted form. Else
 * it stays live (the conservative reading).
 *
 * Only for a rendering cmark-gfm made here, with trusted source positions;
 * a token only folding reveals stays as reported.
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
  render: (markdown: string, options?: RenderOptions | null | undefined) => Rendering,
  options: {fold: boolean}
): undefined {
  const placed: TokenFinding[] = []
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
    for (let at = span.first; at <= span.last && count < 2; at++) {
      const variant = withFirstLettersChanged(markdown, rendering, at, spellings[finding.rule])
      if (variant === undefined) continue
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

    if (
      count === 1 &&
      isQuotedForm(rendering.source.text(from) ?? '', options.fold) &&
      startsOwnLine(rendering, span.first, from, spellings[finding.rule])
    ) {
      placed.push(finding)
    }
  }

  if (placed.length === 0) return
  report.live = report.live.filter((finding) => !placed.includes(finding))
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
 * Whether the rendered line starts on the line its token is on: what
 * stands before the token there closes nothing a line above opened. A
 * construct that hides lines above it (link or image text, a destination
 * or title, a tag) ends at a `]`, `)` or `>`; each before the token must
 * close what opened before it on the line. A code span that runs on from
 * above shows its text, so only one with nothing but blanks in it hides
 * where the line starts: a backtick run first on the line, with one of its
 * length on a line above, from the first candidate on, may close one.
 * Else the line may start further up, where no quote marker may stand (`>![`]`, three times, then `>]!]()Work-item context` shows the
 * heading after an image that starts on the third line).
 *
 * @param rendering
 *   Rendering.
 * @param first
 *   First candidate line.
 * @param line
 *   The line the token is on.
 * @param spelling
 *   The token's source spelling.
 * @returns
 *   Whether it does.
 */
function startsOwnLine(rendering: Rendering, first: number, line: number, spelling: RegExp): boolean {
  const text = rendering.source.text(line) ?? ''
  spelling.lastIndex = 0
  const match = spelling.exec(text)
  if (!match) return false
  const prefix = text.slice(0, match.index)
  // Past the leading quote markers (and the list markers and blanks among
  // them), which the quoted form starts with.
  const start = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)]|\[\^[^\]\s]+\]:)[ \t]*)*/u.exec(prefix)?.[0].length ?? 0
  let brackets = 0
  let parens = 0
  let angles = 0
  const runs = new Map<number, number>()
  for (let at = start; at < prefix.length; at++) {
    const code = prefix.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 91) brackets++
    else if (code === 93 && --brackets < 0) return false
    else if (code === 40) parens++
    else if (code === 41 && --parens < 0) return false
    else if (code === 60) angles++
    else if (code === 62 && --angles < 0) return false
    else if (code === 96) {
      let end = at
      while (prefix.charCodeAt(end) === 96) end++
      const size = end - at
      const open = runs.get(size) ?? 0
      // The first of its length on the line may close a span from above.
      // One that holds text shows it before the token: only one with
      // nothing but blanks before the run on this line may hide the start.
      if (open === 0 && prefix.slice(start, at).trim() === '' && runAbove(rendering, first, line, size)) return false
      runs.set(size, open === 0 ? 1 : 0)
      at = end - 1
    }
  }

  return true
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
