import {maskSpans, showsText, tagEnd, tagStart} from './masks.js'

/** Elements a browser lays out as blocks (the ones GitHub keeps, and more). */
const blocks = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dd', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hgroup', 'hr', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'ul', 'xmp'
])

/**
 * Blocks inside `<ruby>`: a browser lays the ruby out as one inline box
 * whose last line sits in the line around it, the others stacked above
 * (found by review in Chromium: `Instruction from <ruby><div><div>z</div>@x`
 * shows `z` above `Instruction from @x`). So the text after the last block
 * boundary inside a ruby reads next to the text before the ruby.
 *
 * @param text
 *   Text.
 * @returns
 *   The text with each outermost ruby masked from its open tag to the end
 *   of the last block tag inside it that text follows (the ruby's last
 *   line starts there), or `undefined` when no ruby has such a tag.
 */
export function hideRubyBlocks(text: string): string | undefined {
  if (!/<ruby/i.test(text)) return undefined
  const spans: Array<[number, number]> = []
  let depth = 0
  let from = 0
  // End of the last block tag, and of the last one text came after.
  let lastBlock = -1
  let maskEnd = -1
  // End of the previous tag (text runs from there to the next).
  let previousEnd = 0
  tagStart.lastIndex = 0
  let match = tagStart.exec(text)
  while (match) {
    const name = match[2].toLowerCase()
    if (depth > 0 && lastBlock !== -1 && showsText(text, previousEnd, match.index)) maskEnd = lastBlock
    const end = tagEnd(text, match.index + match[0].length)
    if (name === 'ruby') {
      if (match[1] !== '/') {
        if (depth++ === 0) {
          from = match.index
          lastBlock = -1
          maskEnd = -1
        }
      } else if (depth > 0 && --depth === 0 && maskEnd !== -1) {
        spans.push([from, maskEnd])
      }
    } else if (depth > 0 && blocks.has(name)) {
      lastBlock = end
    }

    previousEnd = end
    match = tagStart.exec(text)
  }

  if (depth > 0) {
    if (lastBlock !== -1 && showsText(text, previousEnd, text.length)) maskEnd = lastBlock
    if (maskEnd !== -1) spans.push([from, maskEnd])
  }

  return spans.length > 0 ? maskSpans(text, spans) : undefined
}
