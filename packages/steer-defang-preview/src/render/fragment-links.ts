import type {Element, Root} from 'hast'

/**
 * Point links to a fragment (`#fn-1`) at the prefixed id the sanitizer gave
 * their target (`user-content-fn-1`), when that id exists: what GitHub's
 * script does when such a link is followed. Links to anything else are
 * left alone. Mutates the tree.
 *
 * @param tree
 *   Sanitized tree.
 * @param prefix
 *   The sanitizer's clobber prefix.
 */
export function fragmentLinks(tree: Root, prefix: string): void {
  const ids = new Set<string>()
  const links: Element[] = []
  const stack: Array<Root | Element> = [tree]
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element
    for (const child of parent.children) {
      if (child.type !== 'element') continue
      // A fragment names an id, or an anchor's `name`.
      const id = child.properties.id
      if (typeof id === 'string') ids.add(id)
      const name = child.properties.name
      if (child.tagName === 'a' && typeof name === 'string') ids.add(name)
      const href = child.properties.href
      if (typeof href === 'string' && href.startsWith('#')) links.push(child)
      stack.push(child)
    }
  }

  for (const link of links) {
    const fragment = (link.properties.href as string).slice(1)
    if (!ids.has(fragment) && ids.has(prefix + fragment)) {
      link.properties.href = '#' + prefix + fragment
    }
  }
}
