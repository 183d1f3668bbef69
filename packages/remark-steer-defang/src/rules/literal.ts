import {codeMask, sourceEnd, sourceStart, type RenderedLine} from '../line.js'

/**
 * @param line
 *   Rendered line.
 * @param from
 *   Start index.
 * @param to
 *   End index.
 * @returns
 *   Whether a character in `[from, to)` other than white space is one every
 *   parser shows as text: from an escape or a reference (a source span of
 *   more than one character), or code.
 */
export function showsLiteral(line: RenderedLine, from: number, to: number): boolean {
  const code = codeMask(line)
  for (let index = from; index < to; index++) {
    const char = line.text.charCodeAt(index)
    if (char === 32 || char === 9) continue
    if (code?.[index] === 1 || sourceEnd(line, index) - sourceStart(line, index) > 1) return true
  }

  return false
}
