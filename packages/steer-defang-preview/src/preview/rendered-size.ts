import type {Element, Root} from 'hast'

/**
 * Estimate the HTML a tree serializes to, in characters, without writing it:
 * its text, attribute names and values, and a few characters per element
 * for the tags. Stops counting once past `limit`.
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
        size += name.length + 4 + (Array.isArray(value) ? value.join(' ').length : String(value).length)
      }
    }

    for (const child of parent.children) {
      if (child.type === 'element') stack.push(child)
      else if (child.type === 'text' || child.type === 'comment' || child.type === 'raw') size += child.value.length
    }
  }

  return size
}
