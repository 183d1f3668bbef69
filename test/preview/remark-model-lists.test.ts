/**
 * The remark model on a list marker after a line that opens a container
 * right after paragraph text (`Intro text.` then `- 2) Amendments`):
 * micromark reads `2)` as text, cmark-gfm (GitHub) starts a list. The model
 * renders such lines again after a blank line and maps positions back.
 */
import type {Element, Nodes, Root} from 'hast'
import type {Blockquote, Root as MdastRoot} from 'mdast'
import {describe, expect, test} from 'vitest'
import {checkRendered, renderCmarkGfm} from 'steer-defang-preview/check'
import {
  containerStartOffsets,
  insertLineFeeds,
  unshiftPositions
} from '../../packages/steer-defang-preview/src/render/container-starts.js'
import {
  remarkLineModel,
  remarkTree,
  toTree,
  treeToHtml
} from '../../packages/steer-defang-preview/src/render/remark-model.js'
import {renderedLines} from '../../packages/steer-defang-preview/src/render/rendered-lines.js'
import {reportLines} from '../../packages/steer-defang-preview/src/render/report.js'
import {SourceLines} from '../../packages/steer-defang-preview/src/render/source-lines.js'
import {cmarkVersion, skipWithout} from './support.js'

const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

/** The model's pipeline without the fix (negative control). */
const plain = toTree

/**
 * Render with the model's pipeline but without the fix.
 *
 * @param markdown Markdown.
 * @returns Tree.
 */
function plainTree(markdown: string): Root {
  return plain.runSync(plain.parse(markdown), markdown)
}

/**
 * Block structure of HTML: line endings and source positions dropped,
 * `<br />` as `<br>`.
 *
 * @param html HTML.
 * @returns Normalized HTML.
 */
function shape(html: string): string {
  return html
    .replace(/ data-sourcepos="[^"]*"/g, '')
    .replace(/<br \/>/g, '<br>')
    .replace(/\n/g, '')
}

/**
 * Elements of a tree in document order (iterative).
 *
 * @param tree Tree.
 * @returns Elements.
 */
function elements(tree: Root): Element[] {
  const result: Element[] = []
  const stack: Nodes[] = [tree]
  while (stack.length > 0) {
    const node = stack.pop() as Nodes
    if (node.type === 'element') result.push(node)
    if ('children' in node) stack.push(...[...node.children].reverse())
  }

  return result
}

/**
 * A position on one line.
 *
 * @param line 1-based line.
 * @param column 1-based start column.
 * @param offset Start offset.
 * @returns Position (ending where it starts).
 */
function span(line: number, column: number, offset: number): NonNullable<Root['position']> {
  const point = {line, column, offset}
  return {start: point, end: point}
}

/**
 * Live rules found by the model's check on a tree.
 *
 * @param markdown Markdown.
 * @param tree Tree rendered from it.
 * @returns Rules.
 */
function liveIn(markdown: string, tree: Root): string[] {
  const model = remarkLineModel(markdown)
  return reportLines(renderedLines(tree, model), model.lines, 'remark', undefined).live.map(
    (finding) => finding.rule
  )
}

/** Documents, and cmark-gfm 0.29.0.gfm.6's rendering (`--hardbreaks`). */
const SAME_AS_CMARK: ReadonlyArray<readonly [string, string]> = [
  ['Intro text.\n- 2) Amendments', '<p>Intro text.</p><ul><li><ol start="2"><li>Amendments</li></ol></li></ul>'],
  ['x\n> 3. a', '<p>x</p><blockquote><ol start="3"><li>a</li></ol></blockquote>'],
  ['x\n1. 2) a', '<p>x</p><ol><li><ol start="2"><li>a</li></ol></li></ol>'],
  ['x\n- - 2) a', '<p>x</p><ul><li><ul><li><ol start="2"><li>a</li></ol></li></ul></li></ul>'],
  ['x\n> - 2) a', '<p>x</p><blockquote><ul><li><ol start="2"><li>a</li></ol></li></ul></blockquote>'],
  ['x\n- -', '<p>x</p><ul><li><ul><li></li></ul></li></ul>'],
  ['x\n- 1)', '<p>x</p><ul><li><ol><li></li></ol></li></ul>'],
  ['x\n> -', '<p>x</p><blockquote><ul><li></li></ul></blockquote>'],
  ['x\n> 2) a\n> 3) b', '<p>x</p><blockquote><ol start="2"><li>a</li><li>b</li></ol></blockquote>'],
  [
    'x\n- 2) a\n  - 3) b',
    '<p>x</p><ul><li><ol start="2"><li>a</li></ol><ul><li><ol start="3"><li>b</li></ol></li></ul></li></ul>'
  ],
  ['x\n- 2) a\n- 3) b', '<p>x</p><ul><li><ol start="2"><li>a</li></ol></li><li><ol start="3"><li>b</li></ol></li></ul>'],
  ['x\r\n- 2) a\r\ny', '<p>x</p><ul><li><ol start="2"><li>a<br>y</li></ol></li></ul>'],
  ['x\n-\t2) a', '<p>x</p><ul><li><ol start="2"><li>a</li></ol></li></ul>'],
  // Fixing line 2 makes line 3 paragraph text, so line 4 is found next.
  [
    'x\n  - 1)\n   text\n> - 4) d',
    '<p>x</p><ul><li><ol><li></li></ol></li></ul><p>text</p><blockquote><ul><li><ol start="4"><li>d</li></ol></li></ul></blockquote>'
  ],
  // remark-rehype leaves `start` out of a position here.
  ['| a |\n- - 1)\n   text\n  2) c', '<p>| a |</p><ul><li><ul><li><ol><li></li></ol></li></ul>text<br>2) c</li></ul>'],
  // Not the class: unchanged.
  ['x\n- 1. a', '<p>x</p><ul><li><ol><li>a</li></ol></li></ul>'],
  ['x\n- 1234567890) a', '<p>x</p><ul><li>1234567890) a</li></ul>'],
  ['- 2) a', '<ul><li><ol start="2"><li>a</li></ol></li></ul>'],
  ['x\n\n- 2) a', '<p>x</p><ul><li><ol start="2"><li>a</li></ol></li></ul>']
]

/**
 * Documents whose inserted blank line changes more than the list marker:
 * the model's rendering and cmark-gfm's differ only as noted.
 */
const NEARLY_SAME: ReadonlyArray<readonly [string, string, string]> = [
  [
    '- x\n  - 2) a',
    // The outer item becomes loose (`<p>x</p>`).
    '<ul><li><p>x</p><ul><li><ol start="2"><li>a</li></ol></li></ul></li></ul>',
    '<ul><li>x<ul><li><ol start="2"><li>a</li></ol></li></ul></li></ul>'
  ],
  [
    '> x\n> - 2) a',
    // The quote is split in two.
    '<blockquote><p>x</p></blockquote><blockquote><ul><li><ol start="2"><li>a</li></ol></li></ul></blockquote>',
    '<blockquote><p>x</p><ul><li><ol start="2"><li>a</li></ol></li></ul></blockquote>'
  ],
  [
    '> x\n>> 2) a',
    // The outer quote is split in two.
    '<blockquote><p>x</p></blockquote><blockquote><blockquote><ol start="2"><li>a</li></ol></blockquote></blockquote>',
    '<blockquote><p>x</p><blockquote><ol start="2"><li>a</li></ol></blockquote></blockquote>'
  ]
]

describe('a list marker after a line that opens a container right after paragraph text', () => {
  test.each(SAME_AS_CMARK)('%j renders as cmark-gfm does', (markdown, expected) => {
    expect(shape(treeToHtml(remarkTree(markdown)))).toBe(expected)
  })

  test.each(NEARLY_SAME)('%j renders as cmark-gfm does, up to a blank line', (markdown, model) => {
    expect(shape(treeToHtml(remarkTree(markdown)))).toBe(model)
  })

  test('negative control: without the fix, micromark reads the marker as text', () => {
    expect(shape(treeToHtml(plainTree('Intro text.\n- 2) Amendments')))).toBe(
      '<p>Intro text.</p><ul><li>2) Amendments</li></ul>'
    )
    expect(shape(treeToHtml(plainTree('x\n> 3. a')))).toBe('<p>x</p><blockquote><p>3. a</p></blockquote>')
    expect(shape(treeToHtml(plainTree('x\n- -')))).toBe('<p>x</p><ul><li>-</li></ul>')
  })

  test('the check finds the token at the start of the new list item', () => {
    for (const markdown of ['Intro text.\n- 2) Instruction from @x', 'x\n> 3. Instruction from @x']) {
      const report = checkRendered(markdown, {renderer: 'remark'})
      expect(report.live.map((finding) => finding.rule), markdown).toEqual(['attribution'])
      expect(report.live[0].line.source?.line, markdown).toBe(2)
      // Negative control: the same pipeline without the fix misses it.
      expect(liveIn(markdown, plainTree(markdown)), markdown).toEqual([])
      expect(liveIn(markdown, remarkTree(markdown)), markdown).toEqual(['attribution'])
    }
  })

  test('positions map back to the original source', () => {
    const markdown = 'Intro text.\n- 2) Amendments'
    const items = elements(remarkTree(markdown)).filter((element) => element.tagName === 'li')
    expect(items.map((item) => item.position?.start)).toEqual([
      {line: 2, column: 1, offset: 12},
      {line: 2, column: 3, offset: 14}
    ])
    expect(items.map((item) => item.position?.end)).toEqual([
      {line: 2, column: 16, offset: 27},
      {line: 2, column: 16, offset: 27}
    ])
    const model = remarkLineModel(markdown)
    expect(model.blockStart(items[1])).toEqual({line: 2, column: 3})
  })

  test('every point of every node agrees with its offset in the original source', () => {
    for (const [markdown] of [...SAME_AS_CMARK, ...NEARLY_SAME]) {
      const stack: Nodes[] = [remarkTree(markdown)]
      while (stack.length > 0) {
        const node = stack.pop() as Nodes
        for (const point of [node.position?.start, node.position?.end]) {
          if (!point) continue
          expect(point.offset, markdown).toBeGreaterThanOrEqual(0)
          expect(point.offset, markdown).toBeLessThanOrEqual(markdown.length)
          const before = markdown.slice(0, point.offset).split(/\r\n|\r|\n/)
          expect([point.line, point.column], markdown).toEqual([before.length, (before.at(-1) as string).length + 1])
        }

        if ('children' in node) stack.push(...node.children)
      }
    }
  })

  test('positions map back across several insertions and CRLF', () => {
    const markdown = 'a\r\n- 2) b\r\n\r\nc\r\n> 3. d\r\n> - 4) e'
    const tree = remarkTree(markdown)
    const all = elements(tree)
    for (const element of all) {
      const position = element.position
      if (!position) continue
      for (const point of [position.start, position.end]) {
        const before = markdown.slice(0, point.offset).split(/\r\n|\r|\n/)
        expect([point.line, point.column], element.tagName).toEqual([before.length, (before.at(-1) as string).length + 1])
      }
    }

    const ordered = all.filter((element) => element.tagName === 'ol')
    expect(ordered.map((element) => [element.properties.start, element.position?.start])).toEqual([
      [2, {line: 2, column: 3, offset: 5}],
      [3, {line: 5, column: 3, offset: 18}],
      [4, {line: 6, column: 5, offset: 28}]
    ])
    expect(markdown.slice(ordered[2].position?.start.offset)).toBe('4) e')
    expect(tree.position?.end.offset).toBe(markdown.length)
  })

  test('a raw `<br>` is told apart from a line ending after mapping', () => {
    const markdown = 'x\n- 2) a<br>b\n  c'
    const model = remarkLineModel(markdown)
    const breaks = elements(remarkTree(markdown)).filter((element) => element.tagName === 'br')
    expect(breaks.map((element) => model.isNewlineBreak(element))).toEqual([false, true])
    expect(markdown.charAt(breaks[0].position?.start.offset ?? -1)).toBe('<')
  })

  test('deep trees are walked without recursion', () => {
    const depth = 50_000
    const markdown = 'x\n' + '>'.repeat(depth) + '2) a'
    const offset = 2 + depth
    const mdast: MdastRoot = {type: 'root', children: []}
    let parent: MdastRoot | Blockquote = mdast
    for (let index = 0; index < depth; index++) {
      const quote: Blockquote = {type: 'blockquote', children: [], position: span(2, 1 + index, 2 + index)}
      parent.children.push(quote)
      parent = quote
    }

    parent.children.push({type: 'paragraph', children: [], position: span(2, offset - 1, offset)})
    expect(containerStartOffsets(mdast, markdown)).toEqual([2])

    const hast: Root = {type: 'root', children: []}
    let element: Root | Element = hast
    for (let index = 0; index < depth; index++) {
      const child: Element = {type: 'element', tagName: 'div', properties: {}, children: [], position: span(3, 1, 3)}
      element.children.push(child)
      element = child
    }

    const shifted = insertLineFeeds(markdown, [2])
    unshiftPositions(hast, shifted, new SourceLines(markdown), [2])
    expect(element.position?.start).toEqual({line: 2, column: 1, offset: 2})
  })
})

describe.skipIf(noCmark)('with cmark-gfm', () => {
  test.each(SAME_AS_CMARK)('%j: the expectation is cmark-gfm’s rendering', (markdown, expected) => {
    expect(shape(renderCmarkGfm(markdown))).toBe(expected)
  })

  test.each(NEARLY_SAME)('%j: the expectation is cmark-gfm’s rendering', (markdown, _model, expected) => {
    expect(shape(renderCmarkGfm(markdown))).toBe(expected)
  })
})
