import type {RawEdit} from 'steer-envelope'
import {isAsciiAlpha} from 'steer-envelope'
import {constructEnd} from './html-display.js'

/** A raw `<bdo` start tag. */
const bdo = /<bdo(?=[\s/>]|$)/gi

/** A `dir` attribute in a tag (after the name; in a quoted value too: stricter). */
const dirAttribute = /[\s/"']dir(?=[\s/>=]|$)/i

/**
 * Escapes for raw start tags that reorder text: `<bdo>` and any tag with
 * a `dir` attribute.
 *
 * GitHub keeps `<bdo>` and the `dir` attribute on every element, and a
 * browser lays text out by them: `<bdo dir="rtl">` shows its text
 * backwards (`stnemdnemA` displays `Amendments`), and an element with
 * `dir` is isolated, so in a right-to-left run its text and the text
 * around it swap places (`<div dir=rtl><b dir=rtl>from @x</b>Instruction`
 * displays `Instruction from @x`; found by review, rounds 35b and 36a).
 * This is the markup form of U+202E and U+2067, which the sanitizer strips
 * and whose references are neutralized (`sanitize`); no reading of lines
 * follows a reordering, so it is taken away instead: the `<` becomes
 * `&lt;` (rule `html-break`) and GitHub shows the tag as text, and what it
 * held in source order. Every one is escaped, whatever its value (`ltr`
 * isolates too, inside a right-to-left paragraph, and GitHub makes a
 * paragraph that starts with a right-to-left letter one): bodies without
 * such tags keep their bytes, and a body written right to left shows its
 * `dir` tags as text to the agent, which reads the raw text anyway.
 *
 * Linear: the tags are read in one pass, each construct once.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function bidiOverrideEscapes(text: string): RawEdit[] {
  const escapes: RawEdit[] = []
  if (!/bdo|dir/i.test(text)) return escapes
  const lower = text.toLowerCase()
  const lastDir = lower.lastIndexOf('dir')
  let at = text.indexOf('<')
  while (at !== -1) {
    if (!isAsciiAlpha(text.charCodeAt(at + 1))) {
      at = text.indexOf('<', at + 1)
      continue
    }

    const end = constructEnd(text, at)
    if (end < 0) {
      // A construct left open: where it ends depends on what GitHub writes
      // after it (and Markdown may show it as text), and reading each later
      // `<` to the end again would be quadratic. Every tag start before
      // the last `dir` is escaped from here (stricter).
      for (let next = at; next !== -1; next = text.indexOf('<', next + 1)) {
        if (isAsciiAlpha(text.charCodeAt(next + 1)) && next < lastDir) {
          escapes.push({start: next, end: next + 1, replacement: '&lt;', rule: 'html-break'})
        }
      }

      break
    }

    let nameEnd = at + 1
    while (nameEnd < end && isAsciiAlpha(text.charCodeAt(nameEnd))) nameEnd++
    if (dirAttribute.test(text.slice(nameEnd, end))) {
      // And every tag start inside it: once this one is text, a tag in its
      // attributes is one (`<a dir t=x<a dir t=x<b dir>` peeled one layer
      // a round, and the rounds ran out: review 40b).
      for (let inner = at; inner !== -1 && inner < end; inner = text.indexOf('<', inner + 1)) {
        if (isAsciiAlpha(text.charCodeAt(inner + 1))) {
          escapes.push({start: inner, end: inner + 1, replacement: '&lt;', rule: 'html-break'})
        }
      }
    }

    at = text.indexOf('<', end)
  }

  // Every `<bdo`, wherever it is: a browser may read `<x<bdo>` as one tag,
  // where cmark-gfm writes `&lt;x` and a `<bdo>` (found by review 37a).
  bdo.lastIndex = 0
  let match = bdo.exec(text)
  while (match) {
    escapes.push({start: match.index, end: match.index + 1, replacement: '&lt;', rule: 'html-break'})
    match = bdo.exec(text)
  }

  return dedupe(escapes.sort((a, b) => a.start - b.start))
}

/**
 * @param escapes
 *   Sorted escapes.
 * @returns
 *   Without repeats of a place.
 */
function dedupe(escapes: RawEdit[]): RawEdit[] {
  return escapes.filter((escape, index) => index === 0 || escapes[index - 1]!.start !== escape.start)
}
