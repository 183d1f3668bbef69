import type {Element, Root} from 'hast'
import {sanitize, defaultSchema} from 'hast-util-sanitize'
import rehypeRaw from 'rehype-raw'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import {unified} from 'unified'
import {remarkHardBreaks} from './hard-breaks.js'
import {guardDepth} from './render-error.js'
import type {BlockStart, LineModel} from './rendered-lines.js'
import {SourceLines} from './source-lines.js'
import {rehypeTagFilter} from './tag-filter.js'

const toTree = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkHardBreaks)
  .use(remarkRehype, {allowDangerousHtml: true})
  .use(rehypeTagFilter)
  .use(rehypeRaw)
  .freeze()

const toHtml = unified().use(rehypeStringify).freeze()

/**
 * Render Markdown as GitHub renders a comment, with the remark model:
 * remark-parse, remark-gfm, hard line breaks, remark-rehype
 * (`allowDangerousHtml`), GFM's tag filter and rehype-raw. The tree is not sanitized and keeps
 * source positions.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Unsanitized HTML tree.
 */
export function remarkTree(markdown: string): Root {
  return toTree.runSync(toTree.parse(markdown), markdown)
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
