import type {Element, Root} from 'hast'
import {sanitize, defaultSchema} from 'hast-util-sanitize'
import rehypeRaw from 'rehype-raw'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import {unified} from 'unified'
import {
  containerStartOffsets,
  insertLineFeeds,
  originalOffsets,
  unshiftPositions
} from './container-starts.js'
import {remarkHardBreaks} from './hard-breaks.js'
import {guardDepth} from './render-error.js'
import type {BlockStart, LineModel} from './rendered-lines.js'
import {SourceLines} from './source-lines.js'
import {rehypeTagFilter} from './tag-filter.js'

/**
 * The remark model's pipeline as it is, with no re-reading where micromark
 * and cmark-gfm disagree (see `remarkTree`); exported for tests.
 */
export const toTree = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHardBreaks)
  .use(remarkRehype, {allowDangerousHtml: true})
  .use(rehypeTagFilter)
  .use(rehypeRaw)
  .freeze()

const toHtml = unified().use(rehypeStringify).freeze()

/**
 * Most parses of a source with blank lines inserted (see `remarkTree`);
 * each one after the first happens only when the one before found more lines
 * to fix.
 */
const MAX_SHIFTED_PARSES = 4

/**
 * Render Markdown as GitHub renders a comment, with the remark model:
 * remark-parse, remark-gfm, hard line breaks, remark-rehype
 * (`allowDangerousHtml`), GFM's tag filter and rehype-raw. The tree is not sanitized and keeps
 * source positions.
 *
 * Where micromark and cmark-gfm disagree on a list marker after a line that
 * opens a container right after paragraph text (`Intro text.` then
 * `- 2) Amendments`), the source is rendered again with a blank line
 * inserted before each such line, which micromark reads as cmark-gfm reads
 * the original, and positions are mapped back to the original source. A
 * fixed line can turn a later lazy line into paragraph text before another
 * such line, so the shifted source is checked again (at most
 * `MAX_SHIFTED_PARSES` parses in all).
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Unsanitized HTML tree.
 */
export function remarkTree(markdown: string): Root {
  let mdast = toTree.parse(markdown)
  let offsets = containerStartOffsets(mdast, markdown)
  if (offsets.length === 0) return toTree.runSync(mdast, markdown)
  let shifted = markdown
  for (let parses = 1; ; parses++) {
    shifted = insertLineFeeds(markdown, offsets)
    mdast = toTree.parse(shifted)
    if (parses === MAX_SHIFTED_PARSES) break
    const more = originalOffsets(containerStartOffsets(mdast, shifted), offsets)
    const next = [...new Set([...offsets, ...more])].sort((a, b) => a - b)
    if (next.length === offsets.length) break
    offsets = next
  }

  const tree = toTree.runSync(mdast, shifted)
  unshiftPositions(tree, shifted, new SourceLines(markdown), offsets)
  return tree
}

/**
 * Sanitize a rendered tree with the GitHub-like `defaultSchema` of
 * hast-util-sanitize (positions are kept).
 *
 * @param tree
 *   Rendered tree.
 * @returns
 *   Sanitized tree.
 */
export function sanitizeTree(tree: Root): Root {
  return sanitize(tree, defaultSchema) as Root
}

/**
 * Serialize a tree to HTML.
 *
 * @param tree
 *   Tree.
 * @returns
 *   HTML.
 */
export function treeToHtml(tree: Root): string {
  return toHtml.stringify(tree)
}

/**
 * Render Markdown to safe HTML as GitHub renders a comment (remark model,
 * sanitized with the GitHub-like schema).
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Sanitized HTML fragment.
 * @throws {RenderError}
 *   When the text nests too deeply to render.
 */
export function renderComment(markdown: string): string {
  return guardDepth(() => treeToHtml(sanitizeTree(remarkTree(markdown))))
}

/**
 * How a remark-model tree maps back to its source: element positions, and
 * every `br` that is not a raw `<br>` tag comes from a line ending.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Line model.
 */
export function remarkLineModel(markdown: string): LineModel {
  const lines = new SourceLines(markdown)
  return {
    lines,
    blockStart(element: Element): BlockStart | undefined {
      const start = element.position?.start
      if (!start || start.offset === undefined) return undefined
      const column = start.offset - lines.starts[start.line - 1] + 1
      return {line: start.line, column}
    },
    isNewlineBreak(element: Element): boolean {
      const offset = element.position?.start.offset
      return offset === undefined || markdown.charAt(offset) !== '<'
    }
  }
}
