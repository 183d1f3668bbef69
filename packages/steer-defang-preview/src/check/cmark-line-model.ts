import type {Element} from 'hast'
import type {BlockStart, LineModel} from '../render/rendered-lines.js'
import {SourceLines} from '../render/source-lines.js'

const sourcepos = /^(\d+):(\d+)-\d+:\d+$/

/**
 * How a parsed cmark-gfm rendering maps back to its source: `data-sourcepos`
 * on blocks (UTF-8 byte columns, converted to UTF-16), and every `br` that
 * cmark-gfm wrote for a line ending (`<br />` followed by a newline in the
 * HTML; a raw `<br>` in a paragraph is always followed by cmark's own break
 * or by more text).
 *
 * @param markdown
 *   Markdown source.
 * @param html
 *   cmark-gfm HTML the tree was parsed from (positions point into it).
 * @returns
 *   Line model.
 */
export function cmarkLineModel(markdown: string, html: string): LineModel {
  const lines = new SourceLines(markdown)
  return {
    lines,
    blockStart(element: Element): BlockStart | undefined {
      const value = element.properties.dataSourcepos
      const match = typeof value === 'string' ? sourcepos.exec(value) : null
      if (!match) return undefined
      const line = Number(match[1])
      const column = lines.utf16Column(line, Number(match[2]))
      return column === undefined ? undefined : {line, column}
    },
    isNewlineBreak(element: Element): boolean {
      const position = element.position
      if (!position || position.start.offset === undefined || position.end.offset === undefined) {
        return false
      }

      return (
        html.slice(position.start.offset, position.end.offset) === '<br />' &&
        html.charAt(position.end.offset) === '\n'
      )
    }
  }
}

/**
 * Whether `data-sourcepos` attributes in a rendering can be trusted: they
 * can be forged with raw HTML, which needs the attribute name in the source.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Whether every `data-sourcepos` in the rendering comes from cmark-gfm.
 */
export function sourceposTrusted(markdown: string): boolean {
  return !/data-sourcepos/i.test(markdown)
}
