import type {Root} from 'hast'
import rehypeRaw from 'rehype-raw'
import {unified} from 'unified'

const reparse = unified().use(rehypeRaw).freeze()

/**
 * Parse an HTML fragment as a browser would (parse5, the WHATWG parsing
 * algorithm, standards mode), keeping positions into the HTML string.
 *
 * @param html
 *   HTML fragment (for example cmark-gfm output).
 * @returns
 *   Tree.
 */
export function htmlTree(html: string): Root {
  const tree: Root = {
    type: 'root',
    children: [
      {
        type: 'raw',
        value: html,
        position: {
          start: {line: 1, column: 1, offset: 0},
          end: {line: 1, column: 1, offset: html.length}
        }
      }
    ]
  }
  return reparse.runSync(tree)
}
