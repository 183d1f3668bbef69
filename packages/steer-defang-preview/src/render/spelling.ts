/**
 * Whether source text from `at` may spell the start of some rendered text:
 * it does, character for character, up to a backslash or `&` (an escape or
 * a character reference may stand for what follows), a U+FFFD in the
 * rendered text (it may stand for a NUL or a lone surrogate), or the end
 * of the source (a footnote reference that fails, `[^` and `]` on two
 * lines, renders `[^]`). Reads `start` once.
 *
 * Used where the check places a rendered line on its source: the line
 * that starts it must spell what it shows first.
 *
 * @param source
 *   Source line.
 * @param at
 *   Where the rendered text would start in it.
 * @param start
 *   Start of the rendered text.
 * @returns
 *   Whether it may.
 */
export function maySpellAt(source: string, at: number, start: string): boolean {
  for (let index = 0; index < start.length; index++) {
    const code = source.charCodeAt(at + index)
    if (Number.isNaN(code) || code === 92 /* `\` */ || code === 38 /* `&` */ || start.charCodeAt(index) === 0xff_fd) {
      return true
    }

    if (code !== start.charCodeAt(index)) return false
  }

  return true
}
