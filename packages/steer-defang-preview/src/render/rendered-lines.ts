import type {Element, ElementContent, Root, RootContent} from 'hast'
import type {RenderedLine, SourcePoint} from '../types.js'
import {BLOCK_ELEMENTS, PREFORMATTED_ELEMENTS} from './block-elements.js'
import type {SourceLines} from './source-lines.js'

/** Start of a block in the source: 1-based line and UTF-16 column. */
export interface BlockStart {
  /** 1-based line. */
  line: number
  /** 1-based column in UTF-16 code units. */
  column: number
}

/** How a rendered tree maps back to its Markdown source. */
export interface LineModel {
  /** Line table of the Markdown source. */
  lines: SourceLines
  /**
   * Where an element's block starts in the source, if the renderer says
   * (cmark-gfm: `data-sourcepos`; remark: `position`).
   */
  blockStart(element: Element): BlockStart | undefined
  /**
   * Whether a `br` comes from a line ending in the source (a hard break),
   * as opposed to a raw `<br>` tag.
   */
  isNewlineBreak(element: Element): boolean
  /**
   * Where the lines of a block start in the source, if the model can tell
   * better than the default: line `k` of a block starts `k` source lines
   * after the block, which is off after an inline construct holding a line
   * ending that renders none (a code span, a tag, a link destination).
   */
  blockLines?(block: Element): BlockLines | undefined
  /**
   * The source line a block ends on, if the renderer says (used to place
   * text after a nested block in a tight list item).
   */
  blockEndLine?(element: Element): number | undefined
  /**
   * Where the lines of the text after a nested block in a tight list item
   * start (the item's HTML holds that text with no `<p>`), if the model can
   * tell better than counting from the line after the block.
   */
  textLines?(item: Element, nested: Element): BlockLines | undefined
}

/** Where the lines of one block start in the source. */
export interface BlockLines {
  /**
   * Source lines on which a line of the block starts: its first line (`br`
   * undefined) or the line after its hard break `br`; `undefined` when not
   * known.
   */
  span(br: Element | undefined): LineSpan | undefined
}

/**
 * Source lines a rendered line of a block may start on (1-based, `first` to
 * `last`: one line when the renderer's positions tell), and the last source
 * line its text may reach (before the block's next hard break).
 */
export interface LineSpan {
  /** First candidate line. */
  first: number
  /** Last candidate line. */
  last: number
  /** Last line the text may run on to. */
  end: number
  /**
   * Whether the line starts with a link's `[` (its first node is a link):
   * only candidates that start so count (see `linkLineStart`).
   */
  linkStart?: boolean | undefined
  /**
   * Whether the line's first node is a link or image with no text (`[]`,
   * `![]`, cmark-gfm's XML says): only candidates that hold `[](` or `[][`
   * count.
   */
  emptyLead?: boolean | undefined
  /**
   * Whether, with `emptyLead`, text follows that link or image on the line:
   * a candidate where it ends the line (`[]()`, then the line end) does not
   * count either.
   */
  emptyFollowed?: boolean | undefined
  /**
   * With `emptyFollowed`, how many UTF-8 bytes of source the text after the
   * link spells on its line (cmark-gfm's positions of that text node; 0:
   * not known): a candidate with fewer after its link does not count
   * either (`>[x]:`, `[]()A`, then `[]()Amendments`: the lazy
   * destination line cannot hold the text; fuzz runs 65 to 67).
   */
  emptyFollowWidth?: number | undefined
  /**
   * With `emptyFollowed`, the start of that text (up to 32 characters): a
   * candidate whose first whole link or image with no text is followed by
   * other text does not count either (`>[1]:|`, `[]()Work-item c#ontex`,
   * then `[]()Work-item context`: the first line's link is the first
   * rendered line's; fuzz run 70).
   */
  emptyFollowText?: string | undefined
  /**
   * With `emptyLead`, how many UTF-8 bytes that link or image takes as
   * cmark-gfm counts (its positions, each line ending one byte; 0: not
   * known): a candidate whose link or image cannot be that wide does not
   * count either (`>[x]:`, `[][`, `[]()Amendments`: the lazy destination
   * line's `[][` goes on to the next line, five bytes at least, and the
   * link is four; fuzz runs 65 to 67).
   */
  emptyWidth?: number | undefined
  /**
   * Whether the line's first node is a link or image whose first child is
   * no line ending (cmark-gfm's XML says): its text starts on its opener's
   * line, so a candidate that holds the opener alone at its end, or right
   * before a `]` and no other opener, does not count (`>[x]:`, `![` or
   * `![]`, then `![`]()Amendments`, where the lazy line is the
   * definition's destination; fuzz run 68).
   */
  openerFilled?: boolean | undefined
  /**
   * With `emptyFollowed`, whether that text is the block's last node: a
   * candidate that holds the link or image whole, before the block's last
   * line, does not count either (nothing after the text could hide the
   * line endings below it: `>[x]:`, `[]()Amendments`, then
   * `[]()Amendments`, where the lazy line is the definition's
   * destination; fuzz run 69).
   */
  followEnds?: boolean | undefined
}

/** Candidate source lines of a rendered line (see `sourceCandidates`). */
export interface Candidates {
  /** First candidate line. */
  first: number
  /** Last candidate line. */
  last: number
  /** Whether only lines that start with a link's `[` are candidates. */
  linkStart: boolean
  /** Whether only lines that hold `[](` or `[][` are (see `LineSpan.emptyLead`). */
  emptyLead?: boolean | undefined
  /** See `LineSpan.emptyFollowed`. */
  emptyFollowed?: boolean | undefined
  /** See `LineSpan.emptyFollowWidth`. */
  emptyFollowWidth?: number | undefined
  /** See `LineSpan.emptyFollowText`. */
  emptyFollowText?: string | undefined
  /** See `LineSpan.emptyWidth`. */
  emptyWidth?: number | undefined
  /** See `LineSpan.openerFilled`. */
  openerFilled?: boolean | undefined
  /** With `LineSpan.followEnds`, the block's last line (else 0). */
  blockEnd?: number | undefined
  /**
   * Whether the line's first node is an image: only lines that start with
   * its `![` (or a raw tag's `<`) are candidates (see `imageLineStart`).
   */
  imageStart?: boolean | undefined
}

/** Where a block's line maps to (see `sourceOf`). */
interface Mapped {
  /** Source point. */
  point: SourcePoint
  /** Last candidate line. */
  last: number
  /** See `Candidates.linkStart`. */
  linkStart: boolean
  /** See `Candidates.emptyLead`. */
  emptyLead: boolean
  /** See `Candidates.emptyFollowed`. */
  emptyFollowed: boolean
  /** See `Candidates.emptyFollowWidth`. */
  emptyFollowWidth: number
  /** See `Candidates.emptyFollowText`. */
  emptyFollowText: string
  /** See `Candidates.emptyWidth`. */
  emptyWidth: number
  /** See `Candidates.openerFilled`. */
  openerFilled: boolean
  /** See `Candidates.blockEnd`. */
  blockEnd: number
}

/**
 * A source line that starts with a link's `[`, after container markers
 * (quote markers, bullets, ordinals; a footnote label starts with a `[`
 * too) and emphasis marks; or with an autolink's `<`. (A bare URL is a
 * link too, but its text, one word with no space, shows no heading.)
 *
 * Linear: a `*` is read as a bullet, never as an emphasis mark, so that
 * each prefix has one parse (`(?:[*_~]+[ \t]*)*` after the bullets was
 * exponential on a run of `*`, and quadratic on `* * * …`).
 */
export const linkLineStart = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(?:[_~][ \t]*(?:[*_~][ \t]*)*)?(?:\[|<)/

/**
 * A source line that starts with an image's `![`, after container markers
 * and emphasis marks; or with a raw tag's `<` and name (`<img>`, or one
 * around the image; not `<>` or `<p:`, destinations); or with a `[` (a
 * footnote label, a link around the image), a `|` (a cell), a `#` (a
 * heading) or a `&` (a reference that renders a line feed) where an `![`
 * or a tag follows on the line: the image starts on that line. (A
 * definition's lazy destination line does not count: `>[x]:`, `[`,
 * `![`]()Amendments`; nor `<>` or `&lt;p:`; fuzz runs 66 and 67.)
 */
export const imageLineStart = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(?:[_~][ \t]*(?:[*_~][ \t]*)*)?(?:!\[|<[A-Za-z][A-Za-z\d-]*(?:[ \t/>]|$)|[[|#&].*(?:!\[|<[A-Za-z]))/

/** Text of line feeds alone. */
const lineFeedsOnly = /^\n*$/
/** Spaces, tabs and line feeds alone. */
const blanksOnly = /^[ \t\n]*$/

/** Candidate source lines of rendered lines that map to more than one. */
const candidates = new WeakMap<RenderedLine, Candidates>()

/**
 * Source lines a rendered line may start on, when the line model could not
 * tell which one (`line.source` is on the first); `undefined` when it is
 * `line.source.line` alone.
 *
 * @param line
 *   Rendered line from `renderedLines`.
 * @returns
 *   First and last candidate line (and whether only those that start with
 *   a link's `[` count), or `undefined`.
 */
export function sourceCandidates(line: RenderedLine): Candidates | undefined {
  return candidates.get(line)
}

/** One block the walk is inside. */
interface BlockFrame {
  /** Tag name (`root` for the root). */
  tag: string
  /** Source start of the block. */
  start: BlockStart | undefined
  /** Source line endings passed inside this block so far. */
  breaks: number
  /** Whether a nested block or a raw break made line counting inexact. */
  disturbed: boolean
  /** Whether a nested block ended in this block (text after it is elsewhere). */
  nested: boolean
  /** Whether a raw `<br>` came since the last hard break. */
  rawBreak: boolean
  /** Where the block's lines start, if the model tells. */
  lines: BlockLines | undefined
  /** Source lines the current line of the block may start on, if known. */
  span: LineSpan | undefined
  /** Lines emitted in the whole walk when this block was entered. */
  emittedAtEnter: number
  /** Whether the block is preformatted. */
  pre: boolean
  /**
   * Whether a hard break was just read in preformatted text: the line feed
   * cmark-gfm writes after `<br />` shows an empty line there, and the text
   * after it is on the source line after the break.
   */
  afterBreak: boolean
  /**
   * Whether the current line starts after a line feed in the text of a
   * block whose lines the model places (a decoded `&#10;` in a paragraph
   * inside a `pre`): it starts inside a source line, so it maps to none.
   */
  midLine: boolean
  /**
   * Source line the text after a nested block starts on, where the model
   * tells (in a tight list item, the line after the block), and the hard
   * breaks counted before it.
   */
  restart: number | undefined
  breaksAtRestart: number
  /** Whether `lines` places the text after that nested block (see `LineModel.textLines`). */
  restartLines: boolean
  /** The block's element (not for the root or a template's content). */
  element: Element | undefined
}

/** Work item of the iterative walk. */
type Step =
  | {kind: 'enter'; node: RootContent | ElementContent}
  | {kind: 'exit'; frame: BlockFrame; quote: boolean; item: BlockFrame | undefined; node: Element}
  | {kind: 'resume'; frame: BlockFrame; parts: string[]}

const whitespace = /[\t\n\f\r ]+/g

/**
 * Split a rendered (hast) tree into the lines a reader sees.
 *
 * Block elements and `br` start a new line; inside preformatted elements
 * every line ending does too. Text is concatenated and whitespace collapsed.
 * Comments, images and footnote back-references (`↩`) show no text. Every
 * other element counts, including those GitHub's sanitizer would strip (the
 * conservative choice); `<template>` content is read aside, after the other
 * lines, while the text around it runs on. The walk is iterative, so deep
 * nesting is safe.
 *
 * @param tree
 *   Rendered tree.
 * @param model
 *   How the tree maps back to the source.
 * @returns
 *   Non-empty rendered lines, in document order.
 */
export function renderedLines(tree: Root, model: LineModel): RenderedLine[] {
  const result: RenderedLine[] = []
  const root: BlockFrame = {
    tag: 'root',
    start: undefined,
    breaks: 0,
    disturbed: false,
    nested: false,
    rawBreak: false,
    lines: undefined,
    span: undefined,
    emittedAtEnter: 0,
    pre: false,
    afterBreak: false,
    midLine: false,
    restart: undefined,
    breaksAtRestart: 0,
    restartLines: false,
    element: undefined
  }
  let frame = root
  let item: BlockFrame | undefined
  let quoteDepth = 0
  let parts: string[] = []
  // Whether the current line shows anything yet (text that is not white
  // space, or an element), and whether an image came first: the line then
  // starts on a source line that starts with its `![` (a link's text
  // around it, emphasis or a tag before it would come first).
  let lineShown = false
  // Whether it shows anything but spaces and tabs: an image or a link
  // with no text after those alone still starts it (the indent cmark-gfm
  // keeps on a lazy line after definitions: `>- [x]:`, `u`,
  // `>  ![`]()Amendments`; fuzz runs 64 and 65). Where they come from a
  // reference (`&#32;![`), the line starts with its `&`, which
  // `imageLineStart` takes too.
  let lineVisible = false
  let leadImage = false
  let leadLink = false
  // Lines of content read aside (`<template>`), and how deep in it the walk
  // is: they come after the others, so the flags of lines around them
  // (first in a block, item start) stay as they were.
  const asideLines: RenderedLine[] = []
  let aside = 0
  const stack: Step[] = []
  pushChildren(stack, tree.children)

  while (stack.length > 0) {
    const step = stack.pop() as Step

    if (step.kind === 'resume') {
      // Back from content read aside: the line around it goes on.
      flush()
      frame = step.frame
      parts = step.parts
      aside--
      continue
    }

    if (step.kind === 'exit') {
      flush()
      frame = step.frame
      item = step.item
      if (step.quote) quoteDepth--
      // Text after a nested block restarts counting from an unknown line,
      // but in a tight list item (text right in the `li`), whose blocks
      // have no blank line between them: the line after the block.
      frame.disturbed = true
      frame.nested = true
      frame.midLine = false
      const end = frame.tag === 'li' ? model.blockEndLine?.(step.node) : undefined
      frame.restart = end === undefined ? undefined : end + 1
      frame.breaksAtRestart = frame.breaks
      // Where the model places that text's lines, they go by its places (a
      // code span may hold a line ending); else by counting.
      const lines = end !== undefined && frame.element ? model.textLines?.(frame.element, step.node) : undefined
      frame.restartLines = lines !== undefined
      if (lines) {
        frame.lines = lines
        frame.span = lines.span(undefined)
      }

      continue
    }

    const node = step.node

    if (node.type === 'text') {
      // (Line feeds alone show nothing: the line endings around a break.
      // Any other character counts, white space too: a reference may spell
      // it, `&#32;![`.)
      if (!lineShown && !lineFeedsOnly.test(node.value)) lineShown = true
      if (!lineVisible && !blanksOnly.test(node.value)) lineVisible = true
      if (frame.pre) {
        const value = frame.afterBreak && node.value.charCodeAt(0) === 10 ? node.value.slice(1) : node.value
        frame.afterBreak = false
        const pieces = value.split('\n')
        for (let index = 0; index < pieces.length; index++) {
          if (index > 0) {
            flush()
            // In a paragraph, heading or item inside a `pre`, a line ending
            // renders as a hard break (see `br` below): a line feed in the
            // text is a decoded one, or one inside a raw construct, which
            // the model's spans do not count (`<pre`, `> x&#10;`,
            // `> Amendments`; fuzz run 35).
            if (frame.lines) frame.midLine = true
            else frame.breaks++
          }

          parts.push(pieces[index])
        }
      } else {
        parts.push(node.value)
      }

      continue
    }

    if (node.type !== 'element') continue

    const tag = node.tagName

    frame.afterBreak = false
    if (tag === 'br') {
      flush()
      if (model.isNewlineBreak(node)) {
        frame.afterBreak = frame.pre
        frame.midLine = false
        frame.breaks++
        frame.rawBreak = false
        frame.span = frame.lines?.span(node)
      } else {
        frame.disturbed = true
        frame.rawBreak = true
      }

      continue
    }

    if (tag === 'img' && !lineVisible && !frame.pre) leadImage = true
    // (So does a link that shows no text, first on the line: `[]()`, or a
    // raw `<a>`; found by fuzz run 59. An autolink literal shows its URL.)
    if (tag === 'a' && !lineVisible && !frame.pre && textOf(node).trim() === '') leadLink = true
    lineShown = true
    lineVisible = true

    if (tag === 'img' || tag === 'input' || isBackReference(node)) continue

    // A browser's own style sheet hides `<rp>` (`display: none`, inside
    // `<ruby>` or not), and shows `<rt>` as an annotation above the line,
    // not in it (found by review: `Instruction<rp>z</rp> from @x` reads as
    // one line). An annotation is still text a reader sees: its own line.
    if (tag === 'rp') continue
    if (tag === 'rt') {
      const annotation = textOf(node).replace(whitespace, ' ').trim()
      if (annotation !== '') {
        result.push({text: annotation, block: 'rt', quoteDepth, first: false, itemStart: false})
      }

      continue
    }

    // A browser never shows `<template>` content; a sanitizer may drop the
    // element and keep its text. Both count: the text around it reads as one
    // line, and the content is read aside, as lines of its own (found by
    // review: `Instruction from <template>z</template> @x`).
    if (tag === 'template') {
      stack.push({kind: 'resume', frame, parts})
      aside++
      parts = []
      frame = {
        tag,
        start: undefined,
        breaks: 0,
        disturbed: true,
        nested: false,
        rawBreak: false,
        lines: undefined,
        span: undefined,
        emittedAtEnter: result.length,
        pre: frame.pre,
        afterBreak: false,
        midLine: false,
        restart: undefined,
        breaksAtRestart: 0,
        restartLines: false,
        element: undefined
      }
      pushChildren(stack, node.content ? node.content.children : node.children)
      continue
    }

    const children = node.children

    if (!BLOCK_ELEMENTS.has(tag)) {
      pushChildren(stack, children)
      continue
    }

    flush()
    const quote = tag === 'blockquote'
    stack.push({kind: 'exit', frame, quote, item, node})
    const pre = frame.pre || PREFORMATTED_ELEMENTS.has(tag)
    // Inside a `pre`, the model places the lines of a paragraph too: the
    // lines a code span or a tag hides are counted there (`<pre`, `> a`,
    // a code span across two lazy lines, `> Amendments`; fuzz run 36).
    const lines = model.blockLines?.(node)
    frame = {
      tag,
      start: model.blockStart(node),
      breaks: 0,
      disturbed: false,
      nested: false,
      rawBreak: false,
      lines,
      span: lines?.span(undefined),
      emittedAtEnter: result.length,
      pre,
      afterBreak: false,
      midLine: false,
      restart: undefined,
      breaksAtRestart: 0,
      restartLines: false,
      element: node
    }
    if (quote) quoteDepth++
    if (tag === 'li') item = frame
    pushChildren(stack, children)
  }

  flush()
  for (const line of asideLines) result.push(line)
  return result

  /**
   * Emit the current line, if it shows any text.
   */
  function flush(): void {
    const image = leadImage
    const link = leadLink
    lineShown = false
    lineVisible = false
    leadImage = false
    leadLink = false
    if (parts.length === 0) return
    const raw = parts.join('')
    parts = []
    const text = frame.pre ? raw.trim() : raw.replace(whitespace, ' ').trim()
    if (text === '') return
    const line: RenderedLine = {
      text,
      block: frame.tag,
      quoteDepth,
      first: frame.emittedAtEnter === result.length,
      itemStart: item !== undefined && item.emittedAtEnter === result.length
    }
    const mapped = sourceOf(frame, quoteDepth, model.lines)
    if (mapped) {
      line.source = mapped.point
      if (mapped.last > mapped.point.line) {
        // (Past a raw `<br>` the line starts mid-line: no `![` to look for.)
        candidates.set(line, {
          first: mapped.point.line,
          last: mapped.last,
          linkStart: mapped.linkStart || (link && !frame.rawBreak),
          emptyLead: mapped.emptyLead,
          emptyFollowed: mapped.emptyFollowed,
          emptyFollowWidth: mapped.emptyFollowWidth,
          emptyFollowText: mapped.emptyFollowText,
          emptyWidth: mapped.emptyWidth,
          openerFilled: mapped.openerFilled,
          blockEnd: mapped.blockEnd,
          imageStart: image && !frame.rawBreak
        })
      }
    }
    ;(aside > 0 ? asideLines : result).push(line)
  }
}

/**
 * Push children so that the first is popped first.
 *
 * @param stack
 *   Work stack.
 * @param children
 *   Children to visit.
 */
function pushChildren(
  stack: Step[],
  children: ReadonlyArray<RootContent | ElementContent>
): void {
  for (let index = children.length - 1; index >= 0; index--) {
    stack.push({kind: 'enter', node: children[index]})
  }
}

/**
 * Whether an element is a footnote back-reference showing only `↩` and a
 * number (what renderers add after a footnote), which is not content.
 *
 * @param element
 *   Element.
 * @returns
 *   Whether to skip it.
 */
function isBackReference(element: Element): boolean {
  if (element.tagName !== 'a') return false
  const className = element.properties.className
  const marked =
    element.properties.dataFootnoteBackref !== undefined ||
    (Array.isArray(className) && className.includes('footnote-backref'))
  if (!marked) return false
  const stack: ElementContent[] = [...element.children]
  while (stack.length > 0) {
    const node = stack.pop() as ElementContent
    if (node.type === 'text' && !/^[\s↩\d]*$/u.test(node.value)) return false
    if (node.type === 'element') for (const child of node.children) stack.push(child)
  }

  return true
}

/**
 * Map the current line of a block back to the source.
 *
 * The first line of a block starts where the renderer says the block starts,
 * past its own marker (list bullet and task box, ATX hashes, table pipe,
 * quote marker). A later line starts on the source line the line model
 * gives (`blockLines`), or else `k` source line endings later; either way past
 * the container prefix (indentation and `>` markers), `exact: false`. When
 * the model gives several candidate lines, the point is on the first and
 * `last` is the last. Text after a raw `<br>` may start on any line up to
 * the next hard break; after a nested block, the count is a guess.
 *
 * @param frame
 *   Current block.
 * @param quoteDepth
 *   Number of enclosing block quotes.
 * @param lines
 *   Line table.
 * @returns
 *   Source point and last candidate line, or `undefined` when the block has
 *   no source position.
 */
function sourceOf(
  frame: BlockFrame,
  quoteDepth: number,
  lines: SourceLines
): Mapped | undefined {
  const start = frame.start
  if (!start || frame.midLine) return undefined

  if (frame.pre && !frame.lines) {
    const first = lines.text(start.line) ?? ''
    const fenced = /^[\t >]*(?:`{3,}|~{3,})/.test(first.slice(start.column - 1))
    return only(point(lines, start.line + frame.breaks + (fenced ? 1 : 0), undefined, quoteDepth))
  }

  const span = frame.span
  if (frame.nested && frame.restart !== undefined && !(frame.restartLines && span)) {
    return only(point(lines, frame.restart + frame.breaks - frame.breaksAtRestart, undefined, quoteDepth))
  }

  if (span && (!frame.nested || frame.restartLines)) {
    const exact =
      !frame.nested && frame.breaks === 0 && !frame.rawBreak && span.first === start.line && span.last === start.line
    if (exact) return only(point(lines, start.line, {column: start.column, tag: frame.tag}, quoteDepth))
    const found = point(lines, span.first, undefined, quoteDepth)
    if (!found) return undefined
    const last = Math.min(frame.rawBreak ? span.end : span.last, lines.starts.length)
    // (Past a raw `<br>` the line starts later: no link's `[` to look for.)
    return {
      point: found,
      last: Math.max(last, span.first),
      linkStart: span.linkStart === true && !frame.rawBreak,
      emptyLead: span.emptyLead === true && !frame.rawBreak,
      emptyFollowed: span.emptyFollowed === true,
      emptyFollowWidth: span.emptyFollowWidth ?? 0,
      emptyFollowText: span.emptyFollowText ?? '',
      emptyWidth: span.emptyWidth ?? 0,
      openerFilled: span.openerFilled === true && !frame.rawBreak,
      blockEnd: span.followEnds === true && !frame.rawBreak ? span.end : 0
    }
  }

  if (frame.breaks === 0 && !frame.disturbed) {
    return only(point(lines, start.line, {column: start.column, tag: frame.tag}, quoteDepth))
  }

  return only(point(lines, start.line + frame.breaks, undefined, quoteDepth))
}

/**
 * @param found
 *   Source point, if any.
 * @returns
 *   The point as the only candidate.
 */
function only(found: SourcePoint | undefined): Mapped | undefined {
  return found ? {point: found, last: found.line, linkStart: false, emptyLead: false, emptyFollowed: false, emptyFollowWidth: 0, emptyFollowText: '', emptyWidth: 0, openerFilled: false, blockEnd: 0}
    : undefined
}

/**
 * Build a source point on a line.
 *
 * @param lines
 *   Line table.
 * @param line
 *   1-based line.
 * @param block
 *   Block start on this line (exact), or `undefined` to use the container
 *   prefix heuristic.
 * @param quoteDepth
 *   Number of `>` markers the prefix may hold.
 * @returns
 *   Point, or `undefined` when the line does not exist.
 */
function point(
  lines: SourceLines,
  line: number,
  block: {column: number; tag: string} | undefined,
  quoteDepth: number
): SourcePoint | undefined {
  const text = lines.text(line)
  if (text === undefined) return undefined
  const index = block
    ? skipMarker(text, block.column - 1, block.tag)
    : skipPrefix(text, quoteDepth)
  const offset = lines.offset(line, index + 1) as number
  return {line, column: index + 1, offset, exact: block !== undefined}
}

/**
 * Skip a block's own marker from where the block starts.
 *
 * @param text
 *   Source line.
 * @param index
 *   0-based index where the block starts.
 * @param tag
 *   Block tag name.
 * @returns
 *   0-based index of the first character of content.
 */
function skipMarker(text: string, index: number, tag: string): number {
  const rest = text.slice(index)
  let match: RegExpExecArray | null = null
  if (tag === 'li') {
    match = /^(?:[*+-]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\](?=[ \t]))?[ \t]*/.exec(rest)
  } else if (/^h[1-6]$/.test(tag)) {
    match = /^#{1,6}[ \t]*/.exec(rest)
  } else if (tag === 'td' || tag === 'th') {
    match = /^\|?[ \t]*/.exec(rest)
  } else if (tag === 'blockquote') {
    match = /^>[ \t]*/.exec(rest)
  } else {
    match = /^[ \t]*/.exec(rest)
  }

  return index + (match ? match[0].length : 0)
}

/**
 * Skip a container prefix: indentation and up to `depth` quote markers.
 *
 * @param text
 *   Source line.
 * @param depth
 *   Number of enclosing block quotes.
 * @returns
 *   0-based index of the first character of content.
 */
function skipPrefix(text: string, depth: number): number {
  let index = skipSpace(text, 0)
  for (let level = 0; level < depth && text.charAt(index) === '>'; level++) {
    index = skipSpace(text, index + 1)
  }

  return index
}

/**
 * Skip spaces and tabs.
 *
 * @param text
 *   Text.
 * @param index
 *   Where to start.
 * @returns
 *   Index of the first other character.
 */
function skipSpace(text: string, index: number): number {
  while (text.charAt(index) === ' ' || text.charAt(index) === '\t') index++
  return index
}

/**
 * @param node
 *   Element.
 * @returns
 *   Its text (iterative: deep nesting is safe).
 */
function textOf(node: Element): string {
  const parts: string[] = []
  const stack: ElementContent[] = [...node.children].reverse()
  while (stack.length > 0) {
    const child = stack.pop() as ElementContent
    if (child.type === 'text') parts.push(child.value)
    else if (child.type === 'element') {
      for (let index = child.children.length - 1; index >= 0; index--) stack.push(child.children[index])
    }
  }

  return parts.join('')
}
