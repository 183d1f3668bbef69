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

/** HTML elements hast-util-raw writes no end tag for. */
const voidElements = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr'
])

/**
 * As `keepPreNewlines`, for a tree about to be parsed again through
 * hast-util-raw (rehype-raw). That hands start tags to parse5 past the
 * step that ends "drop the next line feed", so the line feed that starts
 * the first text after such a start tag is dropped even where start tags
 * come between (`<pre><div>`, a line feed: a browser drops one only right
 * after the tag); an end tag or a comment first ends the drop as in a
 * browser. That line feed is written twice too; else a `pre` lost one on
 * every round and the checker's tree never settled (found by fuzz run
 * 31). Mutates the tree.
 *
 * @param tree
 *   Tree about to be parsed again.
 */
export function keepRawPreNewlines(tree: Root): void {
  // Document order, without recursion (the tree is the attacker's shape).
  // The first text after such a start tag, before an end tag or comment,
  // loses a leading line feed: right after the tag in both readers (as in
  // `keepPreNewlines`), past start tags in hast-util-raw only.
  const stack: Array<[Root | Element, number]> = [[tree, 0]]
  let armed = false
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!
    const parent = top[0]
    const index = top[1]
    if (index === parent.children.length) {
      stack.pop()
      // Its end tag.
      if (parent.type === 'element' && !voidElements.has(parent.tagName)) armed = false
      continue
    }

    top[1] = index + 1
    const child = parent.children[index]!
    if (child.type === 'element') {
      if (dropsLeadingNewline.has(child.tagName)) armed = true
      stack.push([child, 0])
    } else if (child.type === 'comment') {
      armed = false
    } else if (child.type === 'text' && child.value.length > 0 && armed) {
      if (child.value.charCodeAt(0) === 10) child.value = '\n' + child.value
      armed = false
    }
  }
}
