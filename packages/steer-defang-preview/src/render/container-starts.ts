import type {Nodes as HastNodes, Root as HastRoot} from 'hast'
import type {Nodes as MdastNodes, Root as MdastRoot} from 'mdast'
import {SourceLines} from './source-lines.js'

/*
 * micromark and cmark-gfm disagree on a line that opens a container (a list
 * item or a block quote) right after a line of paragraph text when the
 * container's content starts with an ordered list marker whose number is not
 * 1, or with an empty list item: `Intro text.` then `- 2) Amendments`.
 * cmark-gfm closes the paragraph when the container opens, so `2)` starts a
 * list; micromark reads the content as if it interrupted the paragraph above
 * (where such a list may not start) and keeps `2) Amendments` as text.
 * A blank line before such a line makes micromark read it as cmark-gfm does
 * (at most a block quote is split in two or a list becomes loose).
 */

/** Ordered list marker (1–9 digits, `.` or `)`) then whitespace or line end. */
const orderedMarker = /\d{1,9}[.)](?:[\t\n\r ]|$)/y
/** Bullet marker with nothing after it on its line. */
const emptyBullet = /[*+-][\t ]*(?:[\n\r]|$)/y

/** Block nodes that can contain list items or block quotes. */
const blockParents = new Set<string>(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition'])

type Point = NonNullable<HastRoot['position']>['start']

/**
 * Find the lines micromark misreads: a paragraph that starts on the line
 * where its parent list item or block quote opens, with a list marker
 * micromark did not take (checked in the source, not the node's value).
 * The walk is iterative and only enters block containers.
 *
 * @param tree
 *   mdast tree with positions, parsed from `source` by remark-parse and
 *   remark-gfm.
 * @param source
 *   Markdown source.
 * @returns
 *   Sorted, distinct offsets in `source` where such lines start (never the
 *   first line).
 */
export function containerStartOffsets(tree: MdastRoot, source: string): number[] {
  const found = new Set<number>()
  const stack: MdastNodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop() as MdastNodes
    if (!('children' in node)) continue
    const line = node.position?.start.line
    const container = line !== undefined && line > 1 && (node.type === 'listItem' || node.type === 'blockquote')
    for (const child of node.children as MdastNodes[]) {
      if (blockParents.has(child.type)) {
        stack.push(child)
      } else if (container && child.type === 'paragraph' && child.position?.start.line === line) {
        const offset = child.position.start.offset
        if (offset !== undefined && listMarkerAt(source, offset)) found.add(lineStart(source, offset))
      }
    }
  }

  return [...found].sort((a, b) => a - b)
}

/**
 * Offset where the line around an offset starts (after LF, CR or CRLF).
 *
 * @param source
 *   Source.
 * @param offset
 *   Offset.
 * @returns
 *   Start of its line.
 */
function lineStart(source: string, offset: number): number {
  let start = offset
  while (start > 0 && source.charAt(start - 1) !== '\n' && source.charAt(start - 1) !== '\r') start--
  return start
}

/**
 * Whether an ordered list marker, or a bullet marker alone on its line,
 * starts at `offset`.
 *
 * @param source
 *   Markdown source.
 * @param offset
 *   Offset.
 * @returns
 *   Whether there is one.
 */
function listMarkerAt(source: string, offset: number): boolean {
  orderedMarker.lastIndex = offset
  emptyBullet.lastIndex = offset
  return orderedMarker.test(source) || emptyBullet.test(source)
}

/**
 * Insert a line feed at each offset.
 *
 * @param source
 *   Source.
 * @param offsets
 *   Sorted, distinct offsets in `source`.
 * @returns
 *   Source with the line feeds.
 */
export function insertLineFeeds(source: string, offsets: ReadonlyArray<number>): string {
  const parts: string[] = []
  let last = 0
  for (const offset of offsets) {
    parts.push(source.slice(last, offset), '\n')
    last = offset
  }

  parts.push(source.slice(last))
  return parts.join('')
}

/**
 * Map offsets in a source with line feeds inserted back to the original
 * source. An offset on an inserted line feed maps to the start of the line
 * it was inserted before.
 *
 * @param shiftedOffsets
 *   Offsets in the shifted source.
 * @param offsets
 *   Sorted, distinct offsets in the original source where line feeds were
 *   inserted.
 * @returns
 *   Offsets in the original source.
 */
export function originalOffsets(
  shiftedOffsets: ReadonlyArray<number>,
  offsets: ReadonlyArray<number>
): number[] {
  const inserted = insertedOffsets(offsets)
  return shiftedOffsets.map((offset) => offset - countBelow(inserted, offset))
}

/**
 * Where inserted line feeds sit in the shifted source.
 *
 * @param offsets
 *   Sorted, distinct offsets in the original source where line feeds were
 *   inserted.
 * @returns
 *   Their offsets in the shifted source.
 */
function insertedOffsets(offsets: ReadonlyArray<number>): number[] {
  return offsets.map((offset, index) => offset + index)
}

/**
 * Map every position in a tree rendered from `insertLineFeeds(source,
 * offsets)` back to `source`: an insertion at offset `k` shifts every
 * original offset `>= k` by one, and a point on an inserted line feed maps to
 * the start of the line it was inserted before. Line and column are
 * recomputed from `source`. Position objects are replaced, not changed (they
 * may be shared). The walk is iterative.
 *
 * @param tree
 *   Tree rendered from the shifted source (changed in place).
 * @param shifted
 *   The shifted source.
 * @param lines
 *   Line table of the original source.
 * @param offsets
 *   Sorted, distinct offsets in the original source where line feeds were
 *   inserted.
 */
export function unshiftPositions(
  tree: HastRoot,
  shifted: string,
  lines: SourceLines,
  offsets: ReadonlyArray<number>
): void {
  const inserted = insertedOffsets(offsets)
  const shiftedLines = new SourceLines(shifted)
  const stack: HastNodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop() as HastNodes
    const position = node.position
    if (position) {
      // Some positions lack a point (remark-rehype can leave `start` out).
      const mapped = {...position}
      if (position.start) mapped.start = unshift(position.start)
      if (position.end) mapped.end = unshift(position.end)
      node.position = mapped
    }

    if ('children' in node) {
      for (const child of node.children) stack.push(child)
    }

    if (node.type === 'element' && node.content) stack.push(node.content)
  }

  /**
   * Map one point.
   *
   * @param point
   *   Point in the shifted source.
   * @returns
   *   New point in the original source (the same object when it cannot be
   *   mapped).
   */
  function unshift(point: Point): Point {
    let offset = point.offset
    if (typeof offset !== 'number') {
      if (!(point.line >= 1 && point.line <= shiftedLines.starts.length && point.column >= 1)) return point
      offset = shiftedLines.starts[point.line - 1] + point.column - 1
    }

    const original = Math.min(Math.max(offset - countBelow(inserted, offset), 0), lines.source.length)
    const line = countAtOrBelow(lines.starts, original)
    return {line, column: original - lines.starts[line - 1] + 1, offset: original}
  }
}

/**
 * Count the values of a sorted list that are below a number.
 *
 * @param sorted
 *   Ascending numbers.
 * @param value
 *   Number.
 * @returns
 *   How many are `< value`.
 */
export function countBelow(sorted: ReadonlyArray<number>, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle] < value) low = middle + 1
    else high = middle
  }

  return low
}

/**
 * Count the values of a sorted list that are at or below a number.
 *
 * @param sorted
 *   Ascending numbers.
 * @param value
 *   Number.
 * @returns
 *   How many are `<= value`.
 */
function countAtOrBelow(sorted: ReadonlyArray<number>, value: number): number {
  return countBelow(sorted, value + 1)
}
