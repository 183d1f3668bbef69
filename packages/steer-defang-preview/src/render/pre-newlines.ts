import type {Element, Root} from 'hast'

/** Elements whose first line feed an HTML parser drops. */
const dropsLeadingNewline = new Set(['pre', 'listing', 'textarea'])

/**
 * Write a line feed that starts a `pre` (or `listing`, `textarea`) twice, so
 * that the page shows it: an HTML parser drops a line feed right after
 * such a start tag, and a serializer writes the text as it is. Mutates the
 * tree.
 *
 * @param tree
 *   Tree about to be serialized.
 */
export function keepPreNewlines(tree: Root): void {
  const stack: Array<Root | Element> = [tree]
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element
    if (parent.type === 'element' && dropsLeadingNewline.has(parent.tagName)) {
      const first = parent.children[0]
      if (first && first.type === 'text' && first.value.charCodeAt(0) === 10) {
        first.value = '\n' + first.value
      }
    }

    for (const child of parent.children) {
      if (child.type === 'element') stack.push(child)
    }
  }
}
