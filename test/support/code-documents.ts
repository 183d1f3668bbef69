/**
 * One-paragraph documents made of backtick runs and what may stand between
 * them, and the code elements of rendered HTML: for tests that compare code
 * span matching with cmark-gfm.
 */

/**
 * @param seed
 *   Seed.
 * @param count
 *   How many.
 * @param parts
 *   What a document is made of.
 * @param fewest
 *   Fewest parts in one.
 * @param prefix
 *   What a document starts with (given the generator; default `p `).
 * @returns
 *   Documents (a fixed pseudo-random sequence).
 */
export function paragraphDocuments(
  seed: number,
  count: number,
  parts: ReadonlyArray<string>,
  fewest: number,
  prefix: (next: () => number) => string = () => 'p '
): string[] {
  let state = seed
  const next = (): number => {
    state = (state * 1_103_515_245 + 12_345) & 0x7f_ff_ff_ff
    return state / 0x7f_ff_ff_ff
  }

  const result: string[] = []
  for (let index = 0; index < count; index++) {
    let value = prefix(next)
    const length = fewest + Math.floor(next() * 14)
    for (let part = 0; part < length; part++) value += parts[Math.floor(next() * parts.length)]
    result.push(value.replaceAll(/\n+/g, '\n').replace(/\n$/, ''))
  }

  return result
}

/**
 * @param html
 *   HTML.
 * @param trim
 *   Whether to compare contents only, trimmed (the engines strip a line
 *   ending before a closer differently; default: no, whole elements).
 * @returns
 *   Its code elements, white space collapsed.
 */
export function codeElements(html: string, trim = false): string {
  return (html.match(/<code[^>]*>[\s\S]*?<\/code>/g) ?? [])
    .map((element) => {
      const value = element.replace(/^<code[^>]*>/, '')
      return trim ? value.replace(/<\/code>$/, '').replaceAll(/\s+/g, ' ').trim() : value.replaceAll(/\s+/g, ' ')
    })
    .join('|')
}
