import type {Element, Root} from 'hast'

/**
 * Estimate the HTML a tree serializes to, in characters, without writing it:
 * its text, attribute names and values (a character the serializer escapes
 * counted as its escape, up to six characters: found by review, a `&`
 * flood in a definition copied into every reference), and a few characters
 * per element for the tags. Stops counting once past `limit`.
 *
 * @param tree
 *   Tree.
 * @param limit
 *   Count to stop after.
 * @returns
 *   The estimate (more than `limit` when it is over).
 */
export function renderedSize(tree: Root, limit: number): number {
  let size = 0
  const stack: Array<Root | Element> = [tree]
  while (stack.length > 0 && size <= limit) {
    const parent = stack.pop() as Root | Element
    if (parent.type === 'element') {
      size += 2 * parent.tagName.length + 5
      for (const [name, value] of Object.entries(parent.properties)) {
        size += name.length + 4 + escapedLength(Array.isArray(value) ? value.join(' ') : String(value))
      }
    }

    for (const child of parent.children) {
      if (child.type === 'element') stack.push(child)
      else if (child.type === 'text' || child.type === 'comment' || child.type === 'raw') size += escapedLength(child.value)
    }
  }

  return size
}

/**
 * @param value
 *   Text or attribute value.
 * @returns
 *   Its length once serialized, at most: `&`, `<`, `>`, `"` and `'` as
 *   six-character references.
 */
function escapedLength(value: string): number {
  let size = value.length
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code === 38 || code === 60 || code === 62 || code === 34 || code === 39) size += 5
  }

  return size
}
