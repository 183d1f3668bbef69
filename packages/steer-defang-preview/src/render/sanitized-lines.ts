import type {Root} from 'hast'
import type {RenderedLine} from '../types.js'
import {dropsElements, sanitizeTree} from './remark-model.js'
import {renderedLines, type LineModel} from './rendered-lines.js'

/**
 * Read the rendered lines of a tree, and those of the page GitHub's
 * sanitizer makes of it where they differ: it drops some elements and keeps
 * their content, and a browser nests what is left anew (`<rt>` in a dropped
 * `<object>` then ends a hidden `<rp>`; found by review). Lines only that
 * page shows are added after the others.
 *
 * @param tree
 *   Rendered tree (not sanitized).
 * @param model
 *   How it maps back to the source.
 * @returns
 *   Lines.
 */
export function withSanitizedLines(tree: Root, model: LineModel): RenderedLine[] {
  const lines = renderedLines(tree, model)
  if (!dropsElements(tree)) return lines
  return withLinesOf(lines, renderedLines(sanitizeTree(structuredClone(tree), ['dataSourcepos']), model))
}

/**
 * Add to the lines of one reading of a page those of another reading it
 * has fewer of. Lines are told apart by text and quotes (the same line may
 * sit in another block, or lose its place, in the other reading).
 *
 * @param lines
 *   Lines of one reading (added to).
 * @param more
 *   Lines of another.
 * @returns
 *   `lines`.
 */
export function withLinesOf(lines: RenderedLine[], more: ReadonlyArray<RenderedLine>): RenderedLine[] {
  const counts = new Map<string, number>()
  for (const line of lines) counts.set(lineKey(line), (counts.get(lineKey(line)) ?? 0) + 1)
  for (const line of more) {
    const key = lineKey(line)
    const count = counts.get(key) ?? 0
    if (count > 0) counts.set(key, count - 1)
    else lines.push(line)
  }

  return lines
}

/**
 * @param line
 *   Rendered line.
 * @returns
 *   Its text and how many quotes it is in.
 */
function lineKey(line: RenderedLine): string {
  return line.quoteDepth + ':' + line.text
}
