import type {Element, ElementContent, Root, RootContent} from 'hast'

/**
 * Replace every image with a text placeholder naming its alt text and
 * address, and drop every `source` (the candidates of a `picture`), so the
 * page loads nothing (and its Content Security Policy reports nothing).
 * Mutates the tree.
 *
 * @param tree
 *   Sanitized tree.
 */
export function offlineImages(tree: Root): void {
  const stack: Array<Root | Element> = [tree]
  while (stack.length > 0) {
    const parent = stack.pop() as Root | Element
    const children: Array<RootContent | ElementContent> = parent.children
    for (let index = 0; index < children.length; index++) {
      const child = children[index]
      if (child.type !== 'element') continue
      if (child.tagName === 'img') {
        children[index] = placeholder(child)
      } else if (child.tagName === 'source') {
        children.splice(index, 1)
        index--
      } else {
        stack.push(child)
      }
    }
  }
}

/**
 * Placeholder for one image.
 *
 * @param image
 *   `img` element.
 * @returns
 *   `span` element.
 */
function placeholder(image: Element): Element {
  const alt = typeof image.properties.alt === 'string' ? image.properties.alt : ''
  const source = typeof image.properties.src === 'string' ? image.properties.src : ''
  return {
    type: 'element',
    tagName: 'span',
    properties: {className: ['image'], title: source ? 'Image not loaded: ' + source : 'Image not loaded'},
    children: [{type: 'text', value: '[image' + (alt ? ': ' + alt : '') + ']'}]
  }
}
