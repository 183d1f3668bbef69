import type {RawEdit} from 'steer-envelope'

/** A raw `<bdo` start tag. */
const bdo = /<bdo(?=[\s/>]|$)/gi

/**
 * Escapes for raw `<bdo>` start tags.
 *
 * GitHub keeps `<bdo>` and the `dir` attribute (on it or on any element
 * around it), and `<bdo dir="rtl">` shows its text backwards:
 * `stnemdnemA` displays as `Amendments` (found by review, round 35b). It is
 * the markup form of U+202E, which the sanitizer strips and whose
 * reference is neutralized (`sanitize`); no reading of lines follows a
 * reordering, so the override is taken away instead: the `<` becomes
 * `&lt;` (rule `html-break`) and GitHub shows the tag as text, its content
 * in source order. Every one is escaped, since the direction may come from
 * an element around it (`<div dir=rtl><bdo>`) and the text from
 * references or tags; bodies without `<bdo` keep their bytes.
 *
 * Linear: one search.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function bidiOverrideEscapes(text: string): RawEdit[] {
  const escapes: RawEdit[] = []
  bdo.lastIndex = 0
  let match = bdo.exec(text)
  while (match) {
    escapes.push({start: match.index, end: match.index + 1, replacement: '&lt;', rule: 'html-break'})
    match = bdo.exec(text)
  }

  return escapes
}
