const special = /[&<>"'\0]/g

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

/**
 * HTML for edited text inside a source pane: escaped, with invisible and
 * line-break characters shown as glyphs (hidden from assistive technology,
 * which reads the edit's label instead) and real line feeds kept so the
 * layout follows the text. An empty string shows a caret.
 *
 * @param value
 *   Edited text (original or replacement).
 * @returns
 *   HTML.
 */
export function showEdited(value: string): string {
  if (value === '') return '<span class="glyph" aria-hidden="true">‸</span>'
  const parts: string[] = []
  let plain = ''
  for (const character of value) {
    if (character === '\n' || character === '\r') {
      if (plain) parts.push(escapeHtml(plain))
      plain = ''
      parts.push('<span class="glyph" aria-hidden="true">' + (character === '\n' ? '↵' : '␍') + '</span>')
      if (character === '\n') parts.push('\n')
    } else if (character !== '\t' && spell(character) !== character) {
      if (plain) parts.push(escapeHtml(plain))
      plain = ''
      parts.push('<span class="glyph" aria-hidden="true">' + escapeHtml(spell(character)) + '</span>')
    } else {
      plain += character
    }
  }

  if (plain) parts.push(escapeHtml(plain))
  return parts.join('')
}
