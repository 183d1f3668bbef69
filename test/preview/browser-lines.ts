/**
 * A third oracle, apart from the checker's line model and the engines: the
 * lines a real browser draws. HTML is laid out in headless Chromium and
 * each visible character's box is read (`Range.getClientRects`): a line
 * starts where a character sits below the one before it or in another block
 * box (a cell, a list item, a paragraph, an annotation). Nothing here
 * models Markdown or HTML; it reads layout.
 */
import type {Root} from 'hast'
import type {Page} from 'playwright-core'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import {unified} from 'unified'

/** A line as drawn. */
export interface VisualLine {
  /** Its characters, in document order. */
  text: string
  /** Whether its first character is inside a `<blockquote>`. */
  quoted: boolean
  /** Whether it is the first line of a list item (a task box may lead it). */
  itemStart: boolean
}

/** A token a reader sees live on a drawn line. */
export interface VisualFinding {
  /** Which kind of token. */
  rule: 'heading' | 'attribution' | 'fence'
  /** The line's text. */
  text: string
}

// Drawn as nothing: format characters, default-ignorable code points and
// controls that are not white space in HTML (the checker's class too).
const invisible = /[\0-\x08\x0B\x0E-\x1F\x7F-\x9F\p{Cf}\p{Default_Ignorable_Code_Point}]/gu
const taskBox = /^\[[ xX]\](?:\s+|$)/u
const heading = /^(?:amendments$|work-item context\b)/iu
const attribution = /^instruction from @/iu
const fence = /\[\/?work-item-context\]/iu

const sanitizer = unified().use(rehypeRaw).use(rehypeSanitize).use(rehypeStringify)

/**
 * The page GitHub's sanitizer leaves of rendered HTML (hast-util-sanitize's
 * default schema is GitHub's), as HTML again.
 *
 * @param html
 *   HTML from cmark-gfm.
 * @returns
 *   Sanitized HTML.
 */
export function sanitizedHtml(html: string): string {
  // A trailing comment makes parse5 place text a table holds back at the end.
  const tree: Root = {type: 'root', children: [{type: 'raw', value: html + '\n<!---->'}]}
  return sanitizer.stringify(sanitizer.runSync(tree))
}

/**
 * Lay out each HTML document in the page and read its drawn lines. Scripts,
 * styles, event handlers and URLs are removed first (nothing runs or loads),
 * and every `<details>` is opened (a reader can open it). Footnote back
 * links (`↩`) are chrome, not text, and are dropped.
 *
 * @param page
 *   A blank Chromium page.
 * @param documents
 *   HTML documents (body content).
 * @returns
 *   Lines per document.
 */
export async function visualLines(page: Page, documents: ReadonlyArray<string>): Promise<VisualLine[][]> {
  return page.evaluate(function (documents: string[]) {
    const all: VisualLine[][] = []
    const range = document.createRange()
    for (const html of documents) {
      document.body.textContent = ''
      const parsed = new DOMParser().parseFromString('<!doctype html><body>' + html, 'text/html')
      for (const element of parsed.querySelectorAll('script,style,link,meta,iframe,object,embed,frame,frameset')) {
        element.remove()
      }

      for (const link of parsed.querySelectorAll('a')) {
        if (link.textContent === '\u21A9' || link.hasAttribute('data-footnote-backref')) link.remove()
      }

      for (const element of parsed.querySelectorAll('*')) {
        for (const attribute of [...element.attributes]) {
          if (/^(?:on|src|href|srcset|style)/i.test(attribute.name)) element.removeAttribute(attribute.name)
        }

        if (element.localName === 'details') element.setAttribute('open', '')
      }

      const box = document.createElement('div')
      box.append(...[...parsed.body.childNodes].map((node) => document.adoptNode(node)))
      document.body.append(box)
      const blockOf = function (start: Element | null): Element {
        let element = start
        while (element && element !== box) {
          const display = getComputedStyle(element).display
          if (display !== 'inline' && display !== 'contents') return element
          element = element.parentElement
        }

        return box
      }

      const lines: VisualLine[] = []
      let line: VisualLine | undefined
      let previous: {block: Element; bottom: number} | undefined
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text
        const parent = text.parentElement as Element
        const block = blockOf(parent)
        const quoted = parent.closest('blockquote') !== null
        for (let index = 0; index < text.data.length; ) {
          const size = (text.data.codePointAt(index) ?? 0) > 0xffff ? 2 : 1
          range.setStart(text, index)
          range.setEnd(text, index + size)
          const character = text.data.slice(index, index + size)
          index += size
          const rect = range.getClientRects()[0]
          if (!rect || (rect.width === 0 && rect.height === 0)) continue
          if (!line || !previous || previous.block !== block || rect.top >= previous.bottom - 1) {
            const itemStart = block.localName === 'li' && previous?.block !== block
            line = {text: '', quoted, itemStart}
            lines.push(line)
          }

          line.text += character
          previous = {block, bottom: rect.bottom}
        }
      }

      all.push(lines)
    }

    document.body.textContent = ''
    return all
  }, documents as string[])
}

/**
 * Tokens a reader sees live on drawn lines: `Amendments` as a whole line or
 * a line beginning `Work-item context` (whole word) outside a block quote,
 * a line beginning `Instruction from @`, and a fence anywhere. Case and
 * format characters are ignored, white space runs count as one space, and
 * lookalikes count (NFKC).
 *
 * Deliberately simpler than the checker: any block quote defangs a heading
 * here (the checker wants the quote marker on the heading's own source
 * line), so this oracle finds lines the checker's model misses, not
 * headings quoted the wrong way.
 *
 * @param lines
 *   Drawn lines.
 * @returns
 *   Live tokens.
 */
export function liveOnLines(lines: ReadonlyArray<VisualLine>): VisualFinding[] {
  const live: VisualFinding[] = []
  for (const line of lines) {
    let text = line.text.replace(invisible, '').trim()
    if (line.itemStart) text = text.replace(taskBox, '')
    for (const variant of [text, text.normalize('NFKC').trim()]) {
      const value = variant.replace(/\s+/gu, ' ')
      if (heading.test(value)) {
        if (!line.quoted) live.push({rule: 'heading', text: line.text})
        break
      }

      if (attribution.test(value)) {
        live.push({rule: 'attribution', text: line.text})
        break
      }

      if (fence.test(value)) {
        live.push({rule: 'fence', text: line.text})
        break
      }
    }
  }

  return live
}
