import type {RawEdit} from 'steer-envelope'

/** A start tag of an element a browser shows line feeds in, whatever CSS says of its parents. */
const rawStart = /<(?:pre|listing|xmp|plaintext|textarea)(?=[\t\n\f\r />]|$)/gi

/** A `<listing>` start tag. */
const listingStart = /<listing(?=[\t\n\f\r />]|$)/gi

/**
 * Escapes for markup that makes a browser show line feeds where no reading
 * here expects it; each `<` becomes `&lt;` (rule `html-break`), so GitHub
 * shows the markup as text. Found by the held-out corpus (a blockquote's
 * `&#10;Amendments` shown on a line of its own):
 *
 * - `<listing>`, which a browser lays out as `<pre>`, but which opens no
 *   HTML block in CommonMark (after a paragraph line it is inline HTML,
 *   and nothing here reads what follows as preformatted). It is obsolete
 *   HTML: every start tag is escaped;
 * - a lower-case declaration that hides such an element: the spec's
 *   grammar and micromark (CommonMark 0.31) read `<!x<pre>` as one
 *   declaration; cmark-gfm 0.29 takes a declaration only with an
 *   upper-case name, so GitHub shows `<!x` as text and writes the
 *   `<pre>`. Escaped, GitHub shows the same `<!x`, and every reading here
 *   sees the `<pre>`. A declaration without one (`<!doctype html>`) is
 *   left alone.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Escapes, sorted.
 */
export function lineFeedEscapes(text: string): RawEdit[] {
  const escapes: RawEdit[] = []
  if (text.indexOf('<') === -1) return escapes
  listingStart.lastIndex = 0
  let listing = listingStart.exec(text)?.index ?? -1
  let at = text.indexOf('<!')
  // Next `>` and next raw element start, searched again only once passed
  // (a flood of `<!x` before one far `>` stays linear).
  let close = -2
  let raw = -2
  while (at !== -1) {
    const code = text.charCodeAt(at + 2)
    if (code >= 97 && code <= 122) {
      if (close !== -1 && close < at) close = text.indexOf('>', at)
      if (close === -1) break
      if (raw !== -1 && raw < at) {
        rawStart.lastIndex = at
        raw = rawStart.exec(text)?.index ?? -1
      }

      if (raw !== -1 && raw < close) {
        // The `<listing` starts before it, in order.
        while (listing !== -1 && listing < at) listing = nextListing(text, listing, escapes)
        escapes.push({start: at, end: at + 1, replacement: '&lt;', rule: 'html-break'})
      }
    }

    at = text.indexOf('<!', at + 2)
  }

  while (listing !== -1) listing = nextListing(text, listing, escapes)
  return escapes
}

/**
 * Escape the `<listing` at `at` and find the next.
 *
 * @param text
 *   Text.
 * @param at
 *   Index of a `<listing` start tag.
 * @param escapes
 *   Escapes to add to.
 * @returns
 *   Index of the next, or -1.
 */
function nextListing(text: string, at: number, escapes: RawEdit[]): number {
  escapes.push({start: at, end: at + 1, replacement: '&lt;', rule: 'html-break'})
  listingStart.lastIndex = at + 1
  return listingStart.exec(text)?.index ?? -1
}
