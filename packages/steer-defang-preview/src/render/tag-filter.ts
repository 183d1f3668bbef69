import type {Nodes, Root} from 'hast'

// GFM “Disallowed Raw HTML”: these tags, opening or closing, in any case.
const disallowed =
  /<(?=\/?(?:title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)(?:[\t\n\f\r />]|$))/gi

/**
 * rehype plugin (before rehype-raw): GFM's tag filter, as cmark-gfm's
 * `tagfilter` extension applies it on GitHub. The `<` of `script`, `style`,
 * `textarea`, `title`, `xmp`, `iframe`, `noembed`, `noframes` and
 * `plaintext` tags in raw HTML becomes `&lt;`, so they display as text.
 * (remark-gfm leaves this to the HTML compiler, which remark-rehype does not
 * use.) Positions after a filtered tag inside one raw node shift by 3.
 *
 * @returns
 *   Transform.
 */
export function rehypeTagFilter(): (tree: Root) => undefined {
  return function (tree) {
    const stack: Nodes[] = [tree]
    while (stack.length > 0) {
      const node = stack.pop() as Nodes
      if (node.type === 'raw') node.value = node.value.replace(disallowed, '&lt;')
      else if ('children' in node) for (const child of node.children) stack.push(child)
    }

    return undefined
  }
}
