import {foldText, type TokenRuleId, utf8Length} from 'steer-envelope'
import type {RenderedLine, TokenFinding} from '../types.js'
import {type Candidates, imageLineStart, linkLineStart, sourceCandidates} from './rendered-lines.js'
import type {SourceLines} from './source-lines.js'
import {maySpellAt} from './spelling.js'

/** Options for `findTokens`. */
export interface FindTokensOptions {
  /**
   * Also match the folded text (NFKC, and U+2800 as the space it draws, as
   * the core folds), so that lookalikes (`Ａｍｅｎｄｍｅｎｔｓ`, `Amendments⠀`)
   * count (default: `true`).
   */
  fold?: boolean | null | undefined
  /**
   * Whether the lines' source points can be trusted to recognize a heading's
   * defanged form (default: `true`). Without them no heading is defanged.
   */
  trustSource?: boolean | null | undefined
}

/** Tokens found in rendered lines. */
export interface FoundTokens {
  /** Live tokens. */
  live: TokenFinding[]
  /** Headings in their defanged form. */
  defanged: TokenFinding[]
}

// Format characters (zero-width space, soft hyphen, bidi controls, …),
// default-ignorable code points (variation selectors, the tag block with its
// unassigned code points, Hangul fillers, …) and controls that are not white
// space in HTML render as nothing (or a blank a reader skips), so a token
// split by one looks intact.
const invisible = /[\0-\x08\x0B\x0E-\x1F\x7F-\x9F\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
const taskBox = /^\[[ xX]\](?:\s+|$)/u
const amendments = /^amendments$/iu
const context = /^work-item context\b/iu
const attribution = /^instruction from @/iu
const fence = /\[\/?work-item-context\]/giu
/** A link or image with no text (`[](`, `[][`): its brackets and what follows stand on one line. */
const emptyLead = /\[\][([]/
/** Such a link or image that ends its line (`[]()`, `[][x]`), destination or label on it. */
const emptyLinkEnds = /\[\](?:\([^\s()]*\)|\[[^\]]*\])[ \t]*$/
/**
 * A line that starts with a link's or image's opener, past container marks
 * and emphasis marks (see `linkLineStart`, whose prefix this follows, one
 * way), that opens no text on the line: the opener ends it, or a `]`
 * follows it, with no other opener after (see `LineSpan.openerFilled`).
 */
const openerEndsLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(?:[_~][ \t]*(?:[*_~][ \t]*)*)?!?\[(?:[ \t]*\\?|\][^[]*)$/
/** Where a link or image with no text may start (global). */
const emptyOpener = /\[\][([]/g
/** Such a link or image whole in a plain form, destination or label on its line (sticky; see `mayBeWide`). */
const emptyWhole = /\[\](?:\([^\s()<\\\0]*\)|\[[^\]\\\0[]*\])/y
/** Such a link or image whole, destination or label on its line, and what follows it (last on the line). */
const emptyLinkRest = /\[\](?:\([^\s()]*\)|\[[^\]]*\])([^]*)$/
// A quote marker on the heading's own source line, after list markers and
// footnote labels in any number and order: the `> ` the defanger writes, in
// either engine (`- [^1]: > Amendments`). cmark-gfm nests a footnote
// definition opened on the line of another (`[^1]: [^1]: > x` renders a
// quote in a footnote in a footnote; found by review). The alternatives
// start with different characters, so matching is linear.
const quoteMarker = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|\[\^[^\]\s]+\]:[ \t]*)*>/u
// Most candidate source lines a rendered line may start on for its heading
// to count as quoted: past that, it is reported live (the conservative
// choice; only hostile text spreads one line's start so far).
export const maxCandidates = 64

/**
 * Find structural tokens in rendered lines: `Amendments` as a whole line, a
 * line beginning `Work-item context` (whole word) or `Instruction from @`,
 * and the fences `[work-item-context]`/`[/work-item-context]` anywhere. All
 * matching ignores case (Unicode simple case folding) and format characters.
 *
 * A heading is in its defanged form when it renders inside a block quote
 * whose marker stands on the heading's own source line (`> Amendments`, the
 * v1 fixed point, and `> &#65;mendments` or `> [Amendments](url)`, the
 * rendered profile's quoted lines; also after footnote labels and list
 * markers). A lazy continuation line, an HTML `<blockquote>` or a quote
 * opened on an earlier line does not count; nor does a line the line model
 * cannot place, when one of the source lines it may start on is not quoted. The other tokens have no
 * live-looking defanged form: `Instruction from (at)` and
 * `(work-item-context)` do not match.
 *
 * @param lines
 *   Rendered lines.
 * @param source
 *   Line table of the source the lines map back to.
 * @param options
 *   Configuration.
 * @returns
 *   Live and defanged tokens.
 */
export function findTokens(
  lines: ReadonlyArray<RenderedLine>,
  source: SourceLines,
  options?: FindTokensOptions | null | undefined
): FoundTokens {
  const fold = options?.fold ?? true
  const trustSource = options?.trustSource ?? true
  const live: TokenFinding[] = []
  const defanged: TokenFinding[] = []

  for (const line of lines) {
    const text = lead(line, line.text.replace(invisible, ''))
    const variants: Array<[string, boolean]> = [[text, false]]
    if (fold) {
      // Trimmed again: a drawn blank folds to a space at either end.
      const folded = lead(line, foldText(text).trim())
      if (folded !== text) variants.push([folded, true])
    }

    const heading = matchLineStart(variants)
    if (heading) {
      const quoted =
        heading.rule !== 'attribution' &&
        trustSource &&
        line.quoteDepth > 0 &&
        line.source !== undefined &&
        isQuotedSpan(line, line.source.line, source, fold)
      const finding: TokenFinding = {...heading, defanged: quoted, line}
      if (quoted) defanged.push(finding)
      else live.push(finding)
    }

    // Fences count anywhere; those only folding reveals come after the others.
    const plain = variants[0][0].match(fence) ?? []
    const all = variants.length > 1 ? (variants[1][0].match(fence) ?? []) : plain
    for (const [index, token] of all.entries()) {
      const folded = index >= plain.length
      live.push({rule: 'fence', token: folded ? token : (plain[index] ?? token), defanged: false, folded, line})
    }
  }

  return {live, defanged}
}

/**
 * Drop what github.com shows as chrome before a line's text: a task box at
 * the start of a list item (cmark-gfm 0.29.0.gfm.6 leaves `[ ]` as text in
 * a list inside a block quote; github.com shows a checkbox). An alert title
 * (`> [!NOTE]`) needs a line of its own on github.com, so a token after it
 * is on the next rendered line anyway; on the same line it is plain text.
 *
 * @param line
 *   Rendered line.
 * @param text
 *   Its text.
 * @returns
 *   Text to match.
 */
function lead(line: RenderedLine, text: string): string {
  return line.itemStart ? text.replace(taskBox, '') : text
}

/**
 * Match the line-start tokens.
 *
 * @param variants
 *   Text to match, and whether it is folded.
 * @returns
 *   Rule, token and whether folding was needed; `undefined` if none.
 */
function matchLineStart(
  variants: ReadonlyArray<[string, boolean]>
): {rule: TokenRuleId; token: string; folded: boolean} | undefined {
  for (const [text, folded] of variants) {
    if (amendments.test(text)) return {rule: 'amendments-heading', token: text, folded}
    if (context.test(text)) return {rule: 'context-heading', token: text, folded}
    const match = attribution.exec(text)
    if (match) return {rule: 'attribution', token: match[0], folded}
  }

  return undefined
}

/**
 * Whether a rendered line starts on a source line in the quoted form. When
 * the line model cannot tell which of a few source lines the rendered line
 * starts on (`sourceCandidates`), every candidate must be quoted: one that
 * is not may be a lazy line.
 *
 * @param line
 *   Rendered line.
 * @param mapped
 *   1-based source line it maps to.
 * @param source
 *   Line table.
 * @param fold
 *   Whether to fold lookalikes.
 * @returns
 *   Whether it is quoted.
 */
function isQuotedSpan(line: RenderedLine, mapped: number, source: SourceLines, fold: boolean): boolean {
  const span: Candidates = sourceCandidates(line) ?? {first: mapped, last: mapped, linkStart: false}
  if (span.last - span.first >= maxCandidates) return false
  // A line whose first node is a link starts on a source line that starts
  // with its `[`: the others are no candidates (the lazy destination line
  // of a definition before it: `> [a]:`, `u`, `> [Amendments]()`; fuzz run
  // 35). With none such, all count.
  let linkLines = 0
  let linkLinesQuoted = true
  let allQuoted = true
  for (let at = span.first; at <= span.last; at++) {
    const text = source.text(at) ?? ''
    const quoted = isQuotedForm(text, fold)
    if (!quoted) allQuoted = false
    // (An image's `![` likewise, where the line starts with an image: `   > ![`,
    // then `b]()Work-item context`; found by fuzz run 59.)
    // (A link or image with no text, first, holds `[](` or `[][` on its
    // line, wherever the line starts: `>[x]:`, `[`, `[]()Amendments`;
    // `>[1]:`, `|`, `![]()Work-item context`; fuzz runs 61 and 62.)
    if (
      span.emptyLead === true
        ? emptyLead.test(text) &&
          mayBeWide(text, span.emptyWidth) &&
          !(span.blockEnd !== undefined && at < span.blockEnd && allWhole(text)) &&
          !(
            span.emptyFollowed === true &&
            (emptyLinkEnds.test(text) || cannotHold(text, span.emptyFollowWidth, span.emptyFollowText))
          )
        : ((span.linkStart && linkLineStart.test(text)) || (span.imageStart === true && imageLineStart.test(text))) &&
          !(span.openerFilled === true && openerEndsLine.test(text))
    ) {
      linkLines++
      if (!quoted) linkLinesQuoted = false
    }
  }

  return linkLines > 0 ? linkLinesQuoted : allQuoted
}

/**
 * Whether a candidate line holds a link or image with no text that may be
 * `width` UTF-8 bytes wide as cmark-gfm counts (see `LineSpan.emptyWidth`;
 * 0: not known, and any may). One whole on the line in a plain form (a
 * destination or label with no blank, escape, `<` or NUL) is as wide as
 * its source, a byte more for an image's `!`; one that cannot close on
 * the line goes on to the next, two bytes more at least (the line ending
 * and its `)` or `]`); of any other, the width is not known.
 *
 * @param text
 *   Source line.
 * @param width
 *   Width of the link or image.
 * @returns
 *   Whether one on the line may be that wide.
 */
function mayBeWide(text: string, width: number | undefined): boolean {
  if (width === undefined || width === 0) return true
  // Read once per line (many openers on one line stay linear): where the
  // last `)` and `]` stand, and the bytes up to the last non-blank.
  const lastParen = text.lastIndexOf(')')
  const lastBracket = text.lastIndexOf(']')
  const trimmed = text.trimEnd().length
  let bytes = -1
  let counted = 0
  let before = 0
  emptyOpener.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = emptyOpener.exec(text))) {
    const at = match.index
    emptyWhole.lastIndex = at
    const whole = emptyWhole.exec(text)
    if (whole) {
      const own = utf8Length(whole[0])
      if (width === own || width === own + 1) return true
      continue
    }

    if ((text.charCodeAt(at + 2) === 40 /* `(` */ ? lastParen : lastBracket) > at + 2) return true
    // (It cannot close on the line: from its `[` to the last non-blank,
    // then the line ending and a closer at least.)
    if (bytes === -1) bytes = utf8Length(text.slice(0, trimmed))
    before += utf8Length(text.slice(counted, at))
    counted = at
    if (width >= bytes - before + 2) return true
  }

  return false
}

/**
 * Whether a candidate line cannot hold, after its first whole link or image
 * with no text, the text that follows that link on the rendered line: it
 * holds fewer UTF-8 bytes there than the text's source (see
 * `LineSpan.emptyFollowWidth`; 0: not known), or other text (see
 * `LineSpan.emptyFollowText` and `maySpellAt`; empty: not known).
 * `>[x]:`, `[]()A`, then `[]()Amendments`; `>[1]:|`, `[]()Work-item
 * c#ontex`, then `[]()Work-item context`: the lazy line is not the one.
 *
 * @param text
 *   Source line.
 * @param width
 *   Width of the text's source.
 * @param start
 *   Start of the text.
 * @returns
 *   Whether it cannot.
 */
function cannotHold(text: string, width: number | undefined, start: string | undefined): boolean {
  const match = emptyLinkRest.exec(text)
  if (match === null) return false
  const rest = match[1]!
  if (width !== undefined && width > 0 && utf8Length(rest) < width) return true
  return start !== undefined && start !== '' && !maySpellAt(rest, 0, start)
}

/**
 * Whether each link or image with no text on a line is whole on it, in a
 * plain form (see `mayBeWide`).
 *
 * @param text
 *   Source line.
 * @returns
 *   Whether none goes on to the next line.
 */
function allWhole(text: string): boolean {
  emptyOpener.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = emptyOpener.exec(text))) {
    emptyWhole.lastIndex = match.index
    if (!emptyWhole.test(text)) return false
  }

  return true
}

/**
 * Whether a source line is a heading's defanged (quoted) form.
 *
 * @param text
 *   Source line.
 * @param fold
 *   Whether to fold lookalikes.
 * @returns
 *   Whether it is quoted.
 */
export function isQuotedForm(text: string, fold: boolean): boolean {
  let value = text.replace(invisible, '')
  if (fold) value = foldText(value)
  return quoteMarker.test(value)
}
