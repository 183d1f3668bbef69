import {maskSpans, showsText, tagEnd, tagStart} from './masks.js'

/** Most table depths read apart (each is one more reading of a piece). */
const maxDepths = 8

/** Tags that open cell content (what a table keeps in place). */
const cellOpeners = new Set(['td', 'th', 'caption'])

/** Tags that end cell content at the same table depth. */
const cellEnders = new Set(['td', 'th', 'caption', 'tr', 'tbody', 'thead', 'tfoot', 'colgroup', 'col'])

/**
 * Raw HTML tables as a browser builds them: text inside a `<table>` but in
 * no cell is “foster parented”, moved before the table, next to the text
 * that precedes it (found by review: `Instruction from <table><td>z</td>@x`
 * shows `Instruction from @x` above the cell `z`).
 *
 * Each reading masks the cell content (and captions) of the tables at one
 * nesting depth, so the text left in those tables reads next to the text
 * before them, the cells of enclosing tables included; where a table at
 * that depth has a caption, one more masks its cells only. Depths past
 * `maxDepths` are not read apart (documented).
 *
 * @param text
 *   Text.
 * @returns
 *   Masked texts, one per table depth with cells (none without tables).
 */
export function fosterReadings(text: string): string[] {
  if (!/<table/i.test(text)) return []
  /** Spans of cell content, by depth (index 0: depth 1). */
  const byDepth: Array<Array<[number, number]>> = []
  /** The same without captions, by depth. */
  const cellsByDepth: Array<Array<[number, number]>> = []
  /** Start of the cell content open at each depth, or -1. */
  const open: number[] = []
  /** Whether the content open at each depth is a caption. */
  const openCaption: boolean[] = []
  // Depths where a table holds a caption.
  const captioned: boolean[] = []
  let depth = 0
  // Depths where a table holds text outside its cells (only those move
  // text; well-formed tables need no reading of their own).
  const fostered: boolean[] = []
  // End of the previous tag.
  let previousEnd = 0

  /**
   * @param level
   *   Depth.
   * @param at
   *   End of the content.
   */
  function close(level: number, at: number): void {
    const from = open[level - 1]
    if (from === undefined || from === -1) return
    if (level <= maxDepths) {
      while (byDepth.length < level) byDepth.push([])
      while (cellsByDepth.length < level) cellsByDepth.push([])
      byDepth[level - 1].push([from, at])
      if (openCaption[level - 1]) captioned[level - 1] = true
      else cellsByDepth[level - 1].push([from, at])
    }

    open[level - 1] = -1
  }

  tagStart.lastIndex = 0
  let match = tagStart.exec(text)
  while (match) {
    const closing = match[1] === '/'
    const name = match[2].toLowerCase()
    if (depth > 0 && open[depth - 1] === -1 && showsText(text, previousEnd, match.index)) {
      fostered[depth - 1] = true
    }

    previousEnd = tagEnd(text, match.index + match[0].length)
    if (name === 'table') {
      if (closing) {
        if (depth > 0) {
          close(depth, match.index)
          depth--
        }
      } else {
        depth++
        open[depth - 1] = -1
      }
    } else if (depth > 0 && (cellEnders.has(name) || cellOpeners.has(name))) {
      close(depth, match.index)
      if (!closing && cellOpeners.has(name)) {
        open[depth - 1] = match.index
        openCaption[depth - 1] = name === 'caption'
      }
    }

    match = tagStart.exec(text)
  }

  if (depth > 0 && open[depth - 1] === -1 && showsText(text, previousEnd, text.length)) {
    fostered[depth - 1] = true
  }

  while (depth > 0) close(depth--, text.length)
  const result: string[] = []
  for (const [index, spans] of byDepth.entries()) {
    if (fostered[index] && spans.length > 0) result.push(maskSpans(text, spans))
    // A sanitizer that drops `<caption>` (GitHub's) leaves its text next
    // to the text before the table, whatever cells come first
    // (`<div>Work-item`, `<table><td>x<caption>context`; fuzz run 44): one
    // more reading with the cells masked and the captions shown.
    const cells = cellsByDepth[index]!
    if (captioned[index] && cells.length > 0) result.push(maskSpans(text, cells))
  }

  return result
}
