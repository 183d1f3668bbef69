import type {Element} from 'hast'
import type {BlockLines, BlockStart, LineModel, LineSpan} from '../render/rendered-lines.js'
import {countBelow} from '../render/container-starts.js'
import {SourceLines} from '../render/source-lines.js'
import {mayStartWithDefinition, readCmarkXml, type BlockSpans} from './cmark-xml.js'

const sourcepos = /^(\d+):(\d+)-(\d+):\d+$/
const hardBreak = '<br />\n'
// A list item's marker and task box.
const itemMarker = /^(?:[*+-]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\](?=[ \t]))?[ \t]*/

/**
 * How a parsed cmark-gfm rendering maps back to its source: `data-sourcepos`
 * on blocks (UTF-8 byte columns, converted to UTF-16), and every `br` that
 * cmark-gfm wrote for a line ending (`<br />` followed by a newline in the
 * HTML; a raw `<br>` in a paragraph is always followed by cmark's own break
 * or by more text).
 *
 * The line after a hard break in a paragraph or heading is `k` lines after
 * its start when the block spans as many line endings as it has breaks.
 * Otherwise an inline construct holds a line ending that renders no break
 * (a code span, a raw tag, a link destination, title or label, an image
 * description) or link reference definitions come first: the lines are then
 * read from cmark-gfm's XML rendering (`xml`, asked for only then), and
 * without it bounded by the block (each rendered line gets every line it
 * may start on).
 *
 * @param markdown
 *   Markdown source.
 * @param html
 *   cmark-gfm HTML the tree was parsed from (positions point into it).
 * @param xml
 *   Get cmark-gfm's XML rendering of the same source with the same options
 *   (`undefined` when there is none).
 * @returns
 *   Line model.
 */
export function cmarkLineModel(
  markdown: string,
  html: string,
  xml?: (() => string | undefined) | undefined
): LineModel {
  const lines = new SourceLines(markdown)
  let breakOffsets: number[] | undefined
  let spans: Map<string, BlockSpans | undefined> | undefined
  let spansRead = false

  return {
    lines,
    blockStart(element: Element): BlockStart | undefined {
      const value = element.properties.dataSourcepos
      const match = typeof value === 'string' ? sourcepos.exec(value) : null
      if (!match) return undefined
      const line = Number(match[1])
      const column = lines.utf16Column(line, Number(match[2]))
      return column === undefined ? undefined : {line, column}
    },
    blockEndLine,
    isNewlineBreak(element: Element): boolean {
      const position = element.position
      if (!position || position.start.offset === undefined || position.end.offset === undefined) {
        return false
      }

      return (
        html.slice(position.start.offset, position.end.offset) === '<br />' &&
        html.charAt(position.end.offset) === '\n'
      )
    },
    blockLines(block: Element): BlockLines | undefined {
      const info = blockInfo(block)
      return info ? {span: (br) => lineSpan(info, br)} : undefined
    },
    textLines(item: Element, nested: Element): BlockLines | undefined {
      // The text is a paragraph of the tight item that starts on the line
      // after the nested block (no blank line between): the XML reading
      // places its lines, counting the line endings a code span, tag or
      // link holds (`>-`, `>   \t``, `>   ``, `` ` ``, `Amendments`: a
      // code block, then a code span across two lines; fuzz runs 61 and 62).
      const key = item.properties.dataSourcepos
      const end = blockEndLine(nested)
      const offset = nested.position?.end.offset
      if (typeof key !== 'string' || end === undefined || offset === undefined) return undefined
      const spans = blockSpans()?.get(key + '@' + (end + 1))
      if (!spans) return undefined
      const before = countBelow(hardBreaks(), offset)
      return {
        span(br) {
          const index = lineIndex(br, before)
          return index === undefined ? undefined : spans[index]
        }
      }
    }
  }

  /**
   * @param br
   *   Hard break in a block, or `undefined` for its first line.
   * @param breaksBefore
   *   Hard breaks before the block in the HTML.
   * @returns
   *   Index of the block's line after `br` (0: its first), or `undefined`
   *   when `br` has no position.
   */
  function lineIndex(br: Element | undefined, breaksBefore: number): number | undefined {
    if (!br) return 0
    const at = br.position?.start.offset
    return at === undefined ? undefined : countBelow(hardBreaks(), at) - breaksBefore + 1
  }

  /**
   * @param element
   *   Block element.
   * @returns
   *   The source line it ends on, if cmark-gfm says.
   */
  function blockEndLine(element: Element): number | undefined {
    const value = element.properties.dataSourcepos
    const match = typeof value === 'string' ? sourcepos.exec(value) : null
    return match ? Number(match[3]) : undefined
  }

  /**
   * @param info
   *   Block.
   * @param br
   *   Hard break in it, or `undefined` for its first line.
   * @returns
   *   Source lines the line after `br` (or the first) starts on.
   */
  function lineSpan(info: BlockInfo, br: Element | undefined): LineSpan | undefined {
    const index = lineIndex(br, info.breaksBefore)
    if (index === undefined) return undefined

    const {first, last, total} = info
    if (total !== undefined && last - first === total) {
      // Every line ending is a hard break.
      const line = first + index
      return {first: line, last: line, end: line}
    }

    // Each later hard break is a line ending of its own (an item's nested
    // blocks included), which bounds the line.
    const low = first + index
    const high = total === undefined || total < index ? last : last - (total - index)
    if (high < low) return undefined
    // The first line is where the block starts, unless definitions may come
    // first or an item's text starts on a later line.
    if (index === 0 && !info.unsure) return {first, last: first, end: high}
    return blockSpans()?.get(info.key)?.[index] ?? {first: low, last: high, end: high}
  }

  /**
   * @param block
   *   Block element.
   * @returns
   *   What `lineSpan` needs of it, or `undefined` when it has no lines to place.
   */
  function blockInfo(block: Element): BlockInfo | undefined {
    const value = block.properties.dataSourcepos
    const match = typeof value === 'string' ? sourcepos.exec(value) : null
    const tag = block.tagName
    const heading = /^h[1-6]$/.test(tag)
    const start = block.position?.start.offset
    if (!match || start === undefined || (tag !== 'p' && tag !== 'li' && !heading)) return undefined
    const first = Number(match[1])
    const end = Number(match[3])
    if (first < 1) return undefined
    const endOffset = block.position?.end.offset
    const text = lines.text(first) ?? ''
    const column = lines.utf16Column(first, Number(match[2])) ?? 1
    let rest = text.slice(column - 1)
    if (tag === 'li') rest = rest.replace(itemMarker, '')
    return {
      key: value as string,
      unsure: /^[ \t]*$/.test(rest) || mayStartWithDefinition(rest),
      first,
      // cmark-gfm ends a setext heading on the line after its underline (on
      // the underline at the end of the input): its text ends before.
      last: heading && end > first ? end - 1 : end,
      breaksBefore: countBelow(hardBreaks(), start),
      total: endOffset === undefined ? undefined : countBreaks(start, endOffset)
    }
  }

  /**
   * @param from
   *   HTML offset.
   * @param to
   *   HTML offset.
   * @returns
   *   Hard breaks cmark-gfm wrote in `[from, to)`.
   */
  function countBreaks(from: number, to: number): number {
    const offsets = hardBreaks()
    return countBelow(offsets, to) - countBelow(offsets, from)
  }

  /**
   * @returns
   *   Offsets of every hard break cmark-gfm wrote, in order.
   */
  function hardBreaks(): number[] {
    if (!breakOffsets) {
      breakOffsets = []
      let at = html.indexOf(hardBreak)
      while (at !== -1) {
        breakOffsets.push(at)
        at = html.indexOf(hardBreak, at + hardBreak.length)
      }
    }

    return breakOffsets
  }

  /**
   * @returns
   *   Spans read from the XML rendering, if there is one.
   */
  function blockSpans(): Map<string, BlockSpans | undefined> | undefined {
    if (!spansRead) {
      spansRead = true
      let value: string | undefined
      try {
        value = xml?.()
      } catch {
        // The HTML rendered: without the XML, lines are bounded by the block.
        value = undefined
      }

      if (value !== undefined) spans = readCmarkXml(value, lines)
    }

    return spans
  }
}

/** What `lineSpan` needs of a block. */
interface BlockInfo {
  /** Its `data-sourcepos`. */
  key: string
  /**
   * Whether its first line may not be its start line: link reference
   * definitions may come first (`[`), or an item's text starts on a later
   * line.
   */
  unsure: boolean
  /** First source line. */
  first: number
  /** Last source line its text may be on. */
  last: number
  /** Hard breaks before it in the HTML. */
  breaksBefore: number
  /** Hard breaks in it, if its end is known. */
  total: number | undefined
}

/**
 * Whether `data-sourcepos` attributes in a rendering can be trusted: they
 * can be forged with raw HTML, which needs the attribute name in the source.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Whether every `data-sourcepos` in the rendering comes from cmark-gfm.
 */
export function sourceposTrusted(markdown: string): boolean {
  return !/data-sourcepos/i.test(markdown)
}
