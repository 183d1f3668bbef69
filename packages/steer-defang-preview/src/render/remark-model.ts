import type {Element, Root} from 'hast'
import {sanitize, defaultSchema, type Schema} from 'hast-util-sanitize'
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
import {offlineImages} from '../preview/offline-images.js'
import {fragmentLinks} from './fragment-links.js'
import {remarkHardBreaks} from './hard-breaks.js'
import {assertRenderBudget} from './parse-budget.js'
import {keepPreNewlines, keepRawPreNewlines} from './pre-newlines.js'
import {guardDepth, RenderError} from './render-error.js'
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
  // No prefix here: the sanitizer prefixes every id once, generated or raw.
  .use(remarkRehype, {allowDangerousHtml: true, clobberPrefix: ''})
  .use(rehypeTagFilter)
  .use(rehypeRaw)
  .freeze()

const toHtml = unified().use(rehypeStringify).freeze()

/** Parses a tree again as a browser parses its serialization. */
const reparse = unified().use(rehypeRaw).freeze()

/** Attributes rendered content may not keep. */
const unfocusable = new Set(['tabIndex', 'accessKey'])

/**
 * Most rounds of sanitizing and parsing again before a tree must be as a
 * browser reads it (each round only undoes nesting the one before left).
 */
const MAX_SANITIZE_ROUNDS = 4

/**
 * hast-util-sanitize's GitHub-derived `defaultSchema`, but without the
 * `sr-only` class it allows on `h2` (for the footnote label): GitHub strips
 * classes from user content, and none may reach the page's style sheet.
 */
const schema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    // Nor may rendered content take the page's keyboard focus order or
    // shortcuts (found by review: a link with `tabindex="1"` labelled as
    // the page's own skip link got the first Tab stop).
    '*': (defaultSchema.attributes?.['*'] ?? []).filter(
      (definition) => !unfocusable.has(typeof definition === 'string' ? definition : definition[0])
    ),
    h2: (defaultSchema.attributes?.h2 ?? []).filter(
      (definition) => (typeof definition === 'string' ? definition : definition[0]) !== 'className'
    )
  }
}

/** The schema for a tree sanitized once already: ids keep their prefix. */
const settledSchema: Schema = {...schema, clobberPrefix: ''}

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
 * The text is first checked against the model's budgets (`parse-budget.ts`),
 * as micromark is slow on some shapes of input.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Unsanitized HTML tree.
 * @throws {RenderError}
 *   When the text is over a budget.
 */
export function remarkTree(markdown: string): Root {
  assertRenderBudget(markdown)
  let mdast = toTree.parse(markdown)
  let offsets = containerStartOffsets(mdast, markdown)
  if (offsets.length === 0) return toTree.runSync(mdast, markdown)
  let shifted = markdown
  for (let parses = 1; ; parses++) {
    shifted = insertLineFeeds(markdown, offsets)
    // The inserted blank lines change the shape: check again.
    assertRenderBudget(shifted, true)
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
 * hast-util-sanitize, less the `sr-only` class (positions are kept). Every
 * id gets the `user-content-` prefix once; links to a fragment whose
 * prefixed target exists are pointed at it, as GitHub's script does.
 *
 * @param tree
 *   Rendered tree.
 * @param keep
 *   Properties to keep on every element besides the schema's (the checker
 *   keeps cmark-gfm's `dataSourcepos`).
 * @returns
 *   Sanitized tree.
 */
export function sanitizeTree(tree: Root, keep?: ReadonlyArray<string> | null | undefined): Root {
  const first = keep && keep.length > 0 ? keeping(schema, keep) : schema
  const later = keep && keep.length > 0 ? keeping(settledSchema, keep) : settledSchema
  // Sanitizing drops elements and keeps their content, which can leave
  // nesting no parser makes (`li > div > li` once an `<object>` around the
  // inner `li` is gone). A browser reading the serialized HTML then closes
  // elements elsewhere, and text can leave the rendered view, or a hidden
  // `<rp>` (found by review). So the tree is parsed again as a browser
  // would and sanitized again, until both agree.
  let safe = sanitize(tree, first) as Root
  for (let round = 1; ; round++) {
    const before = toHtml.stringify(safe)
    const copy = structuredClone(safe)
    // As `treeToHtml` writes it: a parser drops the line feed that starts
    // a `pre` (and hast-util-raw one more; see `keepRawPreNewlines`).
    keepRawPreNewlines(copy)
    // Ids are prefixed already (the schema's `clobberPrefix`): not twice.
    const again = sanitize(reparse.runSync(copy), later) as Root
    if (toHtml.stringify(again) === before) break
    if (round === MAX_SANITIZE_ROUNDS) {
      throw new RenderError(new Error('its HTML does not settle as a browser parses it'), 'too-complex')
    }

    safe = again
  }

  fragmentLinks(safe, 'user-content-')
  return safe
}

/**
 * @param base
 *   Schema.
 * @param keep
 *   Properties to allow on every element too.
 * @returns
 *   The schema, allowing them.
 */
function keeping(base: Schema, keep: ReadonlyArray<string>): Schema {
  return {...base, attributes: {...base.attributes, '*': [...(base.attributes?.['*'] ?? []), ...keep]}}
}

/**
 * Whether sanitizing would drop an element and keep its content (a tag the
 * schema does not allow), which can change how a browser nests what is left
 * (see `sanitizeTree`).
 *
 * @param tree
 *   Rendered tree.
 * @returns
 *   Whether such an element is in it.
 */
export function dropsElements(tree: Root): boolean {
  const allowed = new Set(schema.tagNames ?? [])
  const stack: Array<Root | Element> = [tree]
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element
    for (const child of parent.children) {
      if (child.type !== 'element') continue
      if (!allowed.has(child.tagName)) return true
      stack.push(child)
    }
  }

  return false
}

/**
 * Serialize a tree to HTML. A line feed that starts a `pre` is written
 * twice, as an HTML parser drops the first (this mutates the tree).
 *
 * @param tree
 *   Tree.
 * @returns
 *   HTML.
 */
export function treeToHtml(tree: Root): string {
  keepPreNewlines(tree)
  return toHtml.stringify(tree)
}

/**
 * Render Markdown to safe HTML as GitHub renders a comment (remark model,
 * sanitized with the GitHub-like schema). Images are placeholders naming
 * their alt text and address, as in the preview: the fragment loads nothing
 * where it is shown (found by review: remote images track who views it).
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Sanitized HTML fragment.
 * @throws {RenderError}
 *   When the text nests too deeply to render or is over a budget.
 */
export function renderComment(markdown: string): string {
  return guardDepth(() => {
    const safe = sanitizeTree(remarkTree(markdown))
    offlineImages(safe)
    return treeToHtml(safe)
  })
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
    },
    blockEndLine(element: Element): number | undefined {
      return element.position?.end.line
    }
  }
}
