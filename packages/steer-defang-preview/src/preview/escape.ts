const special = /[&<>"'\0]/g
const contentSpecial = /[&<>\0]/g

/**
 * Escape text for HTML content and quoted attribute values. NUL, which an
 * HTML parser would turn into U+FFFD anyway, is written as U+FFFD.
 *
 * @param value
 *   Untrusted text.
 * @returns
 *   Escaped text.
 */
export function escapeHtml(value: string): string {
  return value.replace(special, replaceSpecial)
}

/**
 * Escape text for HTML element content (not attribute values): quotes need
 * no escape there, which keeps a page of quotes small.
 *
 * @param value
 *   Untrusted text.
 * @returns
 *   Escaped text.
 */
export function escapeContent(value: string): string {
  return value.replace(contentSpecial, replaceSpecial)
}

/**
 * Replace one special character.
 *
 * @param character
 *   Character.
 * @returns
 *   Its escape.
 */
function replaceSpecial(character: string): string {
  switch (character) {
    case '&':
      return '&amp;'
    case '<':
      return '&lt;'
    case '>':
      return '&gt;'
    case '"':
      return '&quot;'
    case "'":
      return '&#39;'
    default:
      return '\uFFFD'
  }
}

// Characters that show nothing, or that some readers break lines at:
// controls (but tab and line feed), format characters, default-ignorable
// code points (variation selectors, the tag block, Hangul fillers, …), line
// and paragraph separators, and lone surrogates.
const unseen =
  /[\0-\x08\x0B-\x1F\x7F-\x9F\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu

const unseenOnce = new RegExp(unseen.source, 'u')

/**
 * Spell out characters a reader cannot see, for labels and tooltips:
 * `\n` as `↵`, a tab as `⇥`, and every other invisible or control character
 * as `<U+XXXX>`.
 *
 * @param value
 *   Text.
 * @returns
 *   Plain text with every character visible.
 */
export function spell(value: string): string {
  return value.replace(unseen, codePoint).replace(/\n/g, '↵').replace(/\t/g, '⇥')
}

/**
 * `spell`, for labels: at most `limit` characters (code points) are spelled;
 * a longer text is cut there, with its length.
 *
 * @param value
 *   Text.
 * @param limit
 *   Most characters to spell.
 * @returns
 *   Plain text.
 */
export function spellShort(value: string, limit: number): string {
  // A cheap bound first: `limit` code points take at most twice as many units.
  if (value.length <= limit) return spell(value)
  let end = 0
  let count = 0
  while (end < value.length && count < limit) {
    end += (value.codePointAt(end) ?? 0) > 0xffff ? 2 : 1
    count++
  }

  if (end >= value.length) return spell(value)
  // Code points, as the cut counts them (an emoji is one).
  let total = count
  for (let at = end; at < value.length; at += (value.codePointAt(at) ?? 0) > 0xffff ? 2 : 1) total++
  return spell(value.slice(0, end)) + '… (' + total.toLocaleString('en-US') + ' characters in all)'
}

/**
 * `<U+XXXX>` for a character.
 *
 * @param character
 *   One character (or a lone surrogate).
 * @returns
 *   Its code point, spelled out.
 */
function codePoint(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return '<U+' + code.toString(16).toUpperCase().padStart(4, '0') + '>'
}

/** How many glyphs a pane may still spell (see `MAX_GLYPHS`). */
export interface GlyphBudget {
  /** Glyphs left. */
  left: number
  /** Whether a character that needed a glyph was written as it is. */
  cut: boolean
}

/**
 * HTML for edited text inside a source pane: escaped, with invisible and
 * line-break characters shown as glyphs (hidden from assistive technology,
 * which reads the edit's label instead) and real line feeds kept so the
 * layout follows the text. An empty string shows a caret. Once the budget
 * is spent, the rest is written as it is (escaped).
 *
 * @param value
 *   Edited text (original or replacement).
 * @param budget
 *   Glyphs the pane may still spell; decreased.
 * @returns
 *   HTML.
 */
export function showEdited(value: string, budget: GlyphBudget): string {
  if (value === '') return '<span class="glyph" aria-hidden="true">‸</span>'
  const parts: string[] = []
  let plain = ''
  let index = 0
  for (const character of value) {
    if (budget.left <= 0) {
      const rest = value.slice(index)
      if (rest.includes('\n') || unseenOnce.test(rest)) budget.cut = true
      if (plain) parts.push(escapeContent(plain))
      parts.push(escapeContent(rest))
      return parts.join('')
    }

    index += character.length
    if (character === '\n' || character === '\r') {
      budget.left--
      if (plain) parts.push(escapeContent(plain))
      plain = ''
      parts.push('<span class="glyph" aria-hidden="true">' + (character === '\n' ? '↵' : '␍') + '</span>')
      if (character === '\n') parts.push('\n')
    } else if (character !== '\t' && spell(character) !== character) {
      budget.left--
      if (plain) parts.push(escapeContent(plain))
      plain = ''
      parts.push('<span class="glyph" aria-hidden="true">' + escapeHtml(spell(character)) + '</span>')
    } else {
      plain += character
    }
  }

  if (plain) parts.push(escapeContent(plain))
  return parts.join('')
}
