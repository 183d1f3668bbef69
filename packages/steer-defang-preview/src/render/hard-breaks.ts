import type {Break, Nodes, Root, Text} from 'mdast'

// A line ending in text, and a source line ending or a character reference
// that decodes to one (`&#10;` is text on GitHub: it displays as a space).
const valueEnding = /\r\n|\r|\n/g
const sourceEnding = /\r\n|\r|\n|&(?:#0*1[03]|#[xX]0*[aAdD]|NewLine);/g

/**
 * remark plugin: turn every soft line ending in text into a hard break, as
 * GitHub renders issue and pull request bodies and comments (cmark-gfm
 * `--hardbreaks`). A line ending that a character reference (`&#10;`)
 * decoded to stays text, as on GitHub. Code is left alone. Split-off text
 * has no position.
 *
 * @returns
 *   Transform.
 */
export function remarkHardBreaks(): (tree: Root, file: {value?: unknown}) => undefined {
  return function (tree, file) {
    const source = typeof file.value === 'string' ? file.value : undefined
    const stack: Nodes[] = [tree]
    while (stack.length > 0) {
      const node = stack.pop() as Nodes
      if (!('children' in node)) continue
      const children = node.children as Nodes[]
      if (children.some((child) => child.type === 'text' && /[\r\n]/.test(child.value))) {
        const next: Nodes[] = []
        for (const child of children) {
          if (child.type === 'text' && /[\r\n]/.test(child.value)) split(child, source, next)
          else next.push(child)
        }

        children.splice(0, children.length, ...next)
      }

      for (const child of children) stack.push(child)
    }

    return undefined
  }
}

/**
 * Split a text node at the line endings that are line endings in the source
 * into text and break nodes.
 *
 * @param node
 *   Text node with at least one CR or LF.
 * @param source
 *   Markdown source (without it, every line ending breaks).
 * @param into
 *   List to append to.
 */
function split(node: Text, source: string | undefined, into: Nodes[]): void {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  const slice =
    source === undefined || start === undefined || end === undefined
      ? undefined
      : source.slice(start, end)
  const value = node.value
  let cursor = 0
  let last = 0
  let first = true
  valueEnding.lastIndex = 0
  let match: RegExpExecArray | null

  while ((match = valueEnding.exec(value))) {
    if (slice !== undefined) {
      const found = nextEnding(slice, cursor)
      if (found === undefined) break
      cursor = found.end
      // `&#13;&#10;` decodes to one CRLF: consume the second reference too.
      if (found.reference && match[0] === '\r\n') cursor = nextEnding(slice, cursor)?.end ?? cursor
      if (found.reference) continue
    }

    push(value.slice(last, match.index))
    const hardBreak: Break = {type: 'break'}
    into.push(hardBreak)
    last = match.index + match[0].length
  }

  push(value.slice(last))

  /**
   * Append a piece of text (the first keeps the node's position).
   *
   * @param piece
   *   Text.
   */
  function push(piece: string): void {
    if (piece !== '') {
      const text: Text = {type: 'text', value: piece}
      if (first && node.position) text.position = node.position
      into.push(text)
    }

    first = false
  }
}

/**
 * Find the next source line ending or line-ending character reference that
 * is not backslash-escaped.
 *
 * @param slice
 *   Source of the text node.
 * @param from
 *   Where to search from.
 * @returns
 *   Its end and whether it is a reference, or `undefined`.
 */
function nextEnding(slice: string, from: number): {end: number; reference: boolean} | undefined {
  sourceEnding.lastIndex = from
  let match: RegExpExecArray | null
  while ((match = sourceEnding.exec(slice))) {
    const reference = match[0].charAt(0) === '&'
    if (reference && escaped(slice, match.index)) continue
    return {end: match.index + match[0].length, reference}
  }

  return undefined
}

/**
 * Whether the character at `index` is backslash-escaped.
 *
 * @param text
 *   Text.
 * @param index
 *   Index.
 * @returns
 *   Whether an odd number of backslashes precede it.
 */
function escaped(text: string, index: number): boolean {
  let count = 0
  while (index - count - 1 >= 0 && text.charAt(index - count - 1) === '\\') count++
  return count % 2 === 1
}
