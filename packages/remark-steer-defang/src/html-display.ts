import {isAsciiAlpha} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'

/** Where displayed HTML goes. */
export interface DisplaySink {
  /**
   * Displayed text from one source span.
   *
   * @param value
   *   Text.
   * @param start
   *   Source start.
   * @param end
   *   Source end.
   */
  push(value: string, start: number, end: number): void
  /**
   * A line feed outside a construct: the next line starts.
   *
   * @param offset
   *   Source offset after the line feed.
   */
  newLine(offset: number): void
  /**
   * A line feed outside a construct, read as the white space a browser
   * shows it as (optional; without it, a line feed calls `newLine`).
   *
   * @param offset
   *   Source offset of the line ending.
   */
  lineFeed?(offset: number): void
  /**
   * A construct (tag, comment…), read as displaying nothing and keeping the
   * line going, as a browser does for inline tags (optional; without it, a
   * construct calls `newLine`).
   */
  construct?(): void
  /**
   * A place a line may start without the current one ending: after a
   * character reference that decodes to a line break (`&#10;` shows as a
   * space in a paragraph, as a line break in `<pre>`).
   */
  mark(): void
  /**
   * Show an `<img>`'s `alt` text where the tag is, as a browser does when
   * the image does not load (optional; default: images show nothing).
   */
  altText?: boolean
}

/** Characters a reference may decode to that break a line somewhere. */
export const referenceBreak = /[\n\r\v\f\x85\u2028\u2029]/

/**
 * What a browser displays of raw HTML (an HTML block, or inline HTML in a
 * paragraph), close to the WHATWG tokenizer:
 *
 * - tags (open, closing, with attributes; a quoted `>` does not end one) and
 *   comments display nothing; a comment ends at `-->` or `--!>`, and `<!-->`
 *   and `<!--->` are empty comments;
 * - `<?…`, `<!…` (declarations, CDATA outside SVG) and `</` plus a
 *   non-letter are bogus comments that end at the *first* `>`, so the text
 *   after it displays (`<?x a>Instruction from @x ?>`);
 * - character references decode, numeric and legacy ones without `;` too;
 * - everything else is text. A construct that runs to the end of the text
 *   (a browser would swallow the rest) ends the line, and the rest is shown
 *   as text on a new one: both readings count, and the scan stays linear.
 *
 * Elements GitHub tag-filters (`<script>`, `<textarea>`, …) are shown as text
 * on GitHub; here their tags display nothing, so what follows them starts a
 * line, which is the conservative reading.
 */

/** A construct that does not end before the text does. */
const unterminated = -2

/**
 * Display raw HTML into rendered lines. A line feed outside a construct,
 * and every construct, starts a new line (conservative: a browser may show
 * a space, or keep an inline tag on the line).
 *
 * @param text
 *   The raw HTML, with line feeds between source lines.
 * @param offsets
 *   Source offset of each character of `text` (for a line feed: the offset
 *   of the line ending).
 * @param sink
 *   Where displayed text and line breaks go.
 * @param hideSvgText
 *   Hide the text inside `<svg>` and `<template>` elements, as a browser
 *   that renders raw HTML draws it; or, with `'template'`, inside
 *   `<template>` only, as a sanitizer that drops it with its content and
 *   keeps the text of SVG shows it (`<svg>Work-item<a> <template>x
 *   </template>context`; fuzz run 38) (default: no, as GitHub's sanitizer
 *   leaves it).
 * @param integrationAsHtml
 *   Read a CDATA section in an integration point of SVG or MathML as a
 *   bogus comment, as parse5 does (default: no, a section, as the spec
 *   has it).
 * @param cdata
 *   Read every CDATA opener as a section (`'section'`, as in SVG and
 *   MathML) or as a bogus comment (`'comment'`, as in HTML), whatever the
 *   elements open say (default: `'follow'`, as `HiddenElements` follows
 *   them). `HiddenElements` is rough: where a browser's tree builder keeps
 *   other elements open (`<svg a=/>` opens, `</hr>` closes nothing, an end
 *   tag past `<object>` or `<table>` is ignored, `<select>` drops `<svg>`),
 *   one of these readings reads as a browser does (fuzz run 42).
 */
export function displayHtml(
  text: string,
  offsets: ArrayLike<number>,
  sink: DisplaySink,
  hideSvgText: boolean | 'template' = false,
  integrationAsHtml = false,
  cdata: 'comment' | 'follow' | 'section' = 'follow'
): void {
  let textOnly = false
  let index = 0
  // `<svg>` elements open: a browser that renders raw HTML draws no text
  // there (outside `<text>`, which this reading hides too: more joins,
  // never fewer), so the text around one joins (`Work-item<svg>**></svg>
  // context`; found by the browser oracle). GitHub's sanitizer drops the
  // element and keeps its text: the other readings show it. So does a
  // `<template>`: its content is inert (and a sanitizer working on a tree
  // from a browser's parse, as rehype-sanitize, drops it with the element:
  // `Instruction from</a> <template>z</template> @x`; browser oracle).
  const hidden = new HiddenElements(hideSvgText === 'template')
  // End of a filtered tag whose inside is being read as HTML, or -1.
  let filteredEnd = -1
  /**
   * @returns
   *   Whether text is hidden here.
   */
  const hiding = (): boolean => hideSvgText !== false && hidden.hides()
  while (index < text.length) {
    if (filteredEnd !== -1 && index >= filteredEnd) {
      // The line after it starts here, or after the line feed that follows
      // (a heading's `> ` goes there, not before the break: found by
      // review, `<??><textarea>Amendments`).
      if (index === filteredEnd && text.charCodeAt(index) !== 10) sink.newLine(offsets[index - 1] + 1)
      filteredEnd = -1
    }

    const code = text.charCodeAt(index)

    // Inside `<svg>`, with its text hidden: only tags count.
    if (hiding() && code !== 60) {
      index++
      continue
    }

    if (code === 10) {
      if (sink.lineFeed) sink.lineFeed(offsets[index])
      else sink.newLine(offsets[index] + 1)
      index++
      continue
    }

    if (code === 60 /* `<` */ && !textOnly) {
      // A CDATA section is a bogus comment that ends at the first `>` in
      // HTML, and text in SVG and MathML: the reading that keeps inline
      // constructs on the line shows its content, between two breaks.
      // One left open runs to the end in SVG (`Work-item`, `<svg>`,
      // `<![CDATA[ context`; found by the browser oracle). Only inside
      // `<svg>` or `<math>` (as far as this HTML shows): elsewhere it is a
      // bogus comment, and the text around it joins (`Work-item`,
      // `<![CDATA[[]]>`, ` context`; found by the browser oracle).
      // In an integration point parse5 reads a bogus comment, a browser
      // that follows the spec a section: read each way (`integrationAsHtml`).
      // The reading that starts a line at every construct shows it too:
      // in a `<pre>`, each line feed in it ends a line (`<pre><svg>`,
      // `<![CDATA[Amendments`, `<a>`: the core's breaks put the heading
      // alone on its line; fuzz run 37).
      // (Where the current element is, as `HiddenElements` follows them: an
      // SVG nested in an integration point is foreign content again, and a
      // breakout there closes it alone: `<svg><desc><svg><![CDATA[Work-item
      // ]]><b><![CDATA[a]]> context`; fuzz run 40.)
      const foreignCdata =
        (cdata === 'follow'
          ? hidden.inForeignContent() || (!integrationAsHtml && hidden.atIntegrationPoint())
          : cdata === 'section') && text.startsWith('<![CDATA[', index)
      let sectionEnd = foreignCdata ? text.indexOf(']]>', index + 9) : -1
      if (sectionEnd === -1 && foreignCdata) sectionEnd = text.length
      if (sectionEnd !== -1) {
        if (sink.construct) sink.construct()
        else sink.newLine(offsets[index])
        // In HTML the section ends at its first `>`, and what follows is
        // HTML; with no `>` before `]]>` it hides everything there, so only
        // the SVG reading shows anything. With one, what comes before it
        // shows in SVG (joined to the text before: `Instruction`, `<math>`,
        // `<![CDATA[ from @x--!>`; found by the browser oracle), then the
        // HTML reading goes on after it, from a break.
        const close = text.indexOf('>', index + 9)
        const end = close !== -1 && close < sectionEnd ? close : sectionEnd
        // (Hidden inside `<template>` and SVG where the reading hides them:
        // `<template><svg><![CDATA[x]]></template>`; fuzz run 38.)
        if (!hiding()) displayText(text, offsets, sink, index + 9, end, false)
        index = end === close ? close + 1 : sectionEnd + 3
        if (sink.construct) sink.construct()
        else sink.newLine(offsets[Math.min(index, text.length) - 1] + 1)
        continue
      }

      const end = constructEnd(text, index)
      if (end === unterminated) {
        // A browser hides the rest; a line may end here (`Amendments<!--`)
        // or go on as text: read it both ways.
        textOnly = true
        sink.newLine(offsets[index])
      } else if (end !== -1) {
        // GitHub's tag filter escapes some tags: they display as text, with
        // their attributes (`<textarea title="&#91;…">`), references decoded.
        // Only its `<` is escaped: a browser reads what follows as HTML, so
        // a tag inside an attribute value (`<style a="`, `<summary>x
        // </summary>`, `Work&#45;item context`, `">`) is a tag there, and
        // a line starts after it (found by a fuzz run).
        const name = filteredNameEnd(text, index)
        // Inside `<svg>` or `<template>` with its text hidden, such a tag is
        // text, hidden too (`<template><textarea></template>`; fuzz run 38).
        if (name !== -1 && hiding()) {
          index++
          continue
        }

        if (name !== -1) {
          sink.newLine(offsets[index])
          displayText(text, offsets, sink, index, name)
          filteredEnd = end
          index = name
          continue
        }

        // The elements open (see `HiddenElements`): an HTML element that
        // breaks out of foreign content (`<body>`, `<p>`, `<font color>`…)
        // closes it, outside an integration point (`<svg>`, `<body>`, then
        // `<![CDATA[` is a bogus comment; fuzz run 30); an end tag of the
        // other element closes nothing (`<svg>`, `</math>`, then
        // `<![CDATA[ @` shows `@`; fuzz run 29); `</template>` closes what
        // opened inside the template, SVG too (`<template><svg>x</template>
        // context` shows `context`; fuzz run 38), and `</svg>` a template
        // opened in it (fuzz run 39).
        hidden.follow(text, index, end)
        // Any tag may be a block (`<p/>`), and the core puts a break around
        // every construct it sees: one it did not see (inside what it reads
        // as a comment) breaks the line here too.
        if (sink.construct) sink.construct()
        else sink.newLine(offsets[end - 1] + 1)
        if (sink.altText) pushAlt(text, offsets, sink, index, end)
        index = end
        continue
      }
    }

    // A `<` that opens nothing is text, hidden there too (`<template><`,
    // `</template>`; fuzz run 37).
    if (hiding()) {
      index++
      continue
    }

    if (code === 38 /* `&` */) {
      const end = pushReference(text, offsets, sink, index, text.length)
      if (end !== -1) {
        index = end
        continue
      }
    }

    sink.push(text.charAt(index), offsets[index], offsets[index] + 1)
    index++
  }
}

/**
 * Display the character reference at `index`, if there is one ending by
 * `to` (a decoded line break may start a line: `sink.mark`).
 *
 * @param text
 *   The raw HTML.
 * @param offsets
 *   Source offsets.
 * @param sink
 *   Where displayed text goes.
 * @param index
 *   Index of `&`.
 * @param to
 *   End of the stretch.
 * @returns
 *   Index after the reference, or -1 when `&` is literal.
 */
function pushReference(
  text: string,
  offsets: ArrayLike<number>,
  sink: DisplaySink,
  index: number,
  to: number
): number {
  const reference = decodeHtmlReference(text, index)
  if (!reference || reference.end > to) return -1
  sink.push(reference.value, offsets[index], offsets[reference.end - 1] + 1)
  if (referenceBreak.test(reference.value)) sink.mark()
  return reference.end
}

/**
 * Display a stretch of raw HTML as text (references decoded).
 *
 * @param text
 *   The raw HTML.
 * @param offsets
 *   Source offsets.
 * @param sink
 *   Where displayed text goes.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @param references
 *   Whether character references decode (not in CDATA).
 */
function displayText(
  text: string,
  offsets: ArrayLike<number>,
  sink: DisplaySink,
  from: number,
  to: number,
  references = true
): void {
  let index = from
  while (index < to) {
    if (references && text.charCodeAt(index) === 38 /* `&` */) {
      const end = pushReference(text, offsets, sink, index, to)
      if (end !== -1) {
        index = end
        continue
      }
    }

    // A line feed as outside constructs: in a `<pre>`, a section's line
    // feed ends a line (`<pre>`, `<svg>`, `<![CDATA[Amendments`, `b`;
    // fuzz run 37).
    if (text.charCodeAt(index) === 10) {
      if (sink.lineFeed) sink.lineFeed(offsets[index])
      else sink.newLine(offsets[index] + 1)
      index++
      continue
    }

    sink.push(text.charAt(index), offsets[index], offsets[index] + 1)
    index++
  }
}

/** An `<img>` tag up to its `alt` attribute's value (quoted or not). */
const imageAlt = /^<img\b[^]*?\salt[ \t\n]*=[ \t\n]*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

/**
 * Show the `alt` text of the tag in `[from, to)`, if it is an `<img>`.
 *
 * @param text
 *   Text.
 * @param offsets
 *   Source offset of each character.
 * @param sink
 *   Where it goes.
 * @param from
 *   Index of `<`.
 * @param to
 *   Index after the tag.
 */
function pushAlt(text: string, offsets: ArrayLike<number>, sink: DisplaySink, from: number, to: number): void {
  const span = imageAltSpan(text, from, to)
  if (span) displayText(text, offsets, sink, span[0], span[1])
}

/**
 * Where the `alt` value of the tag in `[from, to)` is, if it is an `<img>`.
 *
 * @param text
 *   Text.
 * @param from
 *   Index of `<`.
 * @param to
 *   Index after the tag.
 * @returns
 *   Start and end of the value (references not decoded), or `undefined`.
 */
export function imageAltSpan(text: string, from: number, to: number): [number, number] | undefined {
  if ((text.charCodeAt(from + 1) | 32) !== 105 /* `i` */) return undefined
  const match = imageAlt.exec(text.slice(from, to))
  if (!match) return undefined
  const value = match[1] ?? match[2] ?? match[3] ?? ''
  // The value ends the match, before its closing quote if quoted.
  const start = from + match[0].length - value.length - (match[3] === undefined ? 1 : 0)
  return [start, start + value.length]
}

/** Tags GitHub's tag filter (cmark-gfm `tagfilter`) escapes. */
const filteredTags = new Set([
  'title',
  'textarea',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'script',
  'plaintext'
])

/**
 * @param text
 *   Text.
 * @param index
 *   Index of the `<` of a construct.
 * @param end
 *   Index after it.
 * @returns
 *   `1` for an `<svg>` start tag (not self-closing), `2` for a `<math>` one,
 *   `-1` and `-2` for their end tags, else `0`.
 */
function foreignChange(text: string, index: number, end: number): number {
  let at = index + 1
  const closing = text.charCodeAt(at) === 47 /* `/` */
  if (closing) at++
  const name = text.slice(at, at + 4).toLowerCase()
  const size = name.startsWith('svg') ? 3 : name === 'math' ? 4 : 0
  if (size === 0) return 0
  const next = text.charCodeAt(at + size)
  if (!(isTagWhitespace(next) || next === 62 || next === 47)) return 0
  const element = size === 3 ? 1 : 2
  if (closing) return -element
  return selfClosing(text, at + size, end) ? 0 : element
}

/**
 * How many SVG and MathML elements are open after a tag, roughly as a
 * browser reads it: a start tag of one opens it, its end tag closes it, a
 * tag that breaks out of foreign content closes them all.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of the `<` of a construct.
 * @param end
 *   Index after it.
 * @param depth
 *   How many were open before it.
 * @returns
 *   How many are open after it.
 */
export function foreignDepthAfter(text: string, index: number, end: number, depth: number): number {
  const change = foreignChange(text, index, end)
  if (change > 0) return depth + 1
  if (change < 0) return Math.max(0, depth - 1)
  return depth > 0 && breaksOut(text, index, end) ? 0 : depth
}

/** An element of SVG (see `HiddenElements`): its text displays nothing. */
const svgElement = 0
/** An element of MathML. */
const mathElement = 1
/** A `<template>` of HTML: its content is inert. */
const htmlTemplate = 2
/** An integration point of SVG or MathML (`<desc>`, `<mi>`…): HTML inside. */
const integrationPoint = 3

/** Names of the integration points of SVG. */
const svgIntegrationPoints = new Set(['desc', 'title', 'foreignobject'])

/** Names of the integration points of MathML. */
const mathIntegrationPoints = new Set(['mi', 'mo', 'mn', 'ms', 'mtext'])

/**
 * An `encoding` attribute that makes `<annotation-xml>` an integration point.
 * (White space before and after an optional quote is read in one place:
 * `\s*["']?\s*` split a run of blanks every way where no quote stood,
 * quadratic in the attribute's length; found by review in the fortieth
 * session.)
 */
const htmlEncoding = /encoding\s*=\s*(?:["']\s*)?(?:text\/html|application\/xhtml\+xml)/i

/**
 * Elements open whose text a reading hides (SVG, `<template>`), with the
 * MathML elements and integration points around them, roughly as a
 * browser's tree builder keeps them: in foreign content every element is
 * followed by name, and an end tag closes the nearest of its name.
 *
 * * A `</template>` closes what opened inside its template, SVG too
 *   (`<template>`, `<svg>`, `x`, `</template>`, `context`; fuzz run 38).
 * * A `<template>` in foreign content is an element of SVG or MathML: the
 *   end tag of an element around it and a tag that breaks out close it
 *   (`<svg>Instruction from<template>></svg>@`,
 *   `<math><foreignObject><template>e</foreignObject>@`; fuzz run 39).
 */
export class HiddenElements {
  /** Kinds of the elements open, innermost last. */
  private readonly kinds: number[] = []
  /** Their names (lower case). */
  private readonly names: string[] = []
  /** Where each name is open (indices into `kinds`, innermost last). */
  private readonly byName = new Map<string, number[]>()
  /** Indices of the integration points and HTML templates open. */
  private readonly boundaries: number[] = []
  /**
   * HTML elements open outside what is followed (start tags less end tags,
   * by name): an end tag in foreign content that matches no element there
   * may close one around it, and the foreign content with it.
   */
  private readonly html = new Map<string, number>()
  /** Elements open that hide text (SVG, templates). */
  private hidden = 0
  /** Templates open. */
  private templates = 0
  /** Whether only templates hide text. */
  private readonly templatesOnly: boolean

  /**
   * @param templatesOnly
   *   Hide only what templates hold, not SVG text (default: `false`).
   */
  constructor(templatesOnly = false) {
    this.templatesOnly = templatesOnly
  }

  /**
   * @returns
   *   Whether text is hidden here.
   */
  hides(): boolean {
    return (this.templatesOnly ? this.templates : this.hidden) > 0
  }

  /**
   * @returns
   *   Whether the current element is one of SVG or MathML that is no
   *   integration point (foreign content: a CDATA section is one there).
   */
  inForeignContent(): boolean {
    const top = this.kinds.length > 0 ? this.kinds[this.kinds.length - 1]! : -1
    return top === svgElement || top === mathElement
  }

  /**
   * @returns
   *   Whether the current element (of those followed) is an integration
   *   point: HTML inside, where parse5 reads a CDATA section as a bogus
   *   comment and a browser that follows the spec as a section.
   */
  atIntegrationPoint(): boolean {
    return this.kinds.length > 0 && this.kinds[this.kinds.length - 1] === integrationPoint
  }

  /**
   * Follow a tag.
   *
   * @param text
   *   Text.
   * @param index
   *   Index of its `<`.
   * @param end
   *   Index after it.
   */
  follow(text: string, index: number, end: number): void {
    const {name, closing, after} = tagName(text, index, end)
    const top = this.kinds.length > 0 ? this.kinds[this.kinds.length - 1]! : -1
    const foreign = this.inForeignContent()
    if (closing) {
      if (foreign && (name === 'br' || name === 'p')) this.breakOut()
      else if (foreign) this.closeForeign(name)
      else if (name === 'template') this.closeTemplate()
      else if (top === integrationPoint && this.names[this.names.length - 1] === name) this.pop()
      else if (this.kinds.length === 0 && (this.html.get(name) ?? 0) > 0) this.html.set(name, this.html.get(name)! - 1)
      return
    }

    if (foreign && startBreaksOut(text, name, after, end)) {
      this.breakOut()
      return
    }

    // An HTML element opens whatever `/>` says (`<i/>`; fuzz run 42); a
    // void one holds nothing, and its end tag closes nothing (`<hr>`,
    // `<math></hr>`).
    if (!foreign && name !== 'svg' && name !== 'math') {
      if (name === 'template') this.push(htmlTemplate, name)
      else if (this.kinds.length === 0 && name !== '' && !voidElements.has(name)) {
        this.html.set(name, (this.html.get(name) ?? 0) + 1)
      }

      return
    }

    // In foreign content `/>` closes the element (see `selfClosing`).
    if (selfClosing(text, after, end)) return
    if (name === 'svg') this.push(svgElement, name)
    else if (name === 'math') this.push(mathElement, name)
    else if (
      (top === svgElement ? svgIntegrationPoints : mathIntegrationPoints).has(name) ||
      // (`<annotation-xml>` only with an HTML encoding: else MathML goes on
      // in it, and a breakout leaves it; fuzz run 40.)
      (top === mathElement && name === 'annotation-xml' && htmlEncoding.test(text.slice(after, end)))
    ) {
      this.push(integrationPoint, name)
    } else {
      // Any other element there is one of the same namespace (a
      // `<template>` too).
      this.push(top, name)
    }
  }

  /**
   * Forget the elements open.
   */
  reset(): void {
    this.kinds.length = 0
    this.names.length = 0
    this.byName.clear()
    this.boundaries.length = 0
    this.html.clear()
    this.hidden = 0
    this.templates = 0
  }

  /**
   * @param kind
   *   Kind of element opened.
   * @param name
   *   Its name.
   */
  private push(kind: number, name: string): void {
    const at = this.kinds.length
    this.kinds.push(kind)
    this.names.push(name)
    let places = this.byName.get(name)
    if (!places) this.byName.set(name, (places = []))
    places.push(at)
    if (kind === integrationPoint || kind === htmlTemplate) this.boundaries.push(at)
    if (name === 'template') this.templates++
    if (kind === svgElement || name === 'template') this.hidden++
  }

  /**
   * Close the innermost element.
   */
  private pop(): void {
    const kind = this.kinds.pop()
    const name = this.names.pop()!
    this.byName.get(name)!.pop()
    if (kind === integrationPoint || kind === htmlTemplate) this.boundaries.pop()
    if (name === 'template') this.templates--
    if (kind === svgElement || name === 'template') this.hidden--
  }

  /**
   * Close the elements of foreign content up to an integration point or an
   * HTML template.
   */
  private breakOut(): void {
    while (this.kinds.length > 0) {
      const kind = this.kinds[this.kinds.length - 1]!
      if (kind === integrationPoint || kind === htmlTemplate) break
      this.pop()
    }
  }

  /**
   * An end tag in foreign content: close the nearest element of its name
   * in it (an integration point too, but none past one, whose content is
   * HTML this does not follow), and what opened inside. Found by name, so
   * at any depth and in constant time (fuzz run 40: 63 `<g>` deep). Past
   * foreign content it is read as HTML: `</template>` closes the nearest
   * HTML template, and the end tag of an HTML element open around the
   * foreign content closes that (`<i>Instruction<math><template>x</i>from
   * @`; fuzz run 40).
   *
   * @param name
   *   Tag name.
   */
  private closeForeign(name: string): void {
    const places = this.byName.get(name)
    const at = places && places.length > 0 ? places[places.length - 1]! : -1
    const boundary = this.boundaries.length > 0 ? this.boundaries[this.boundaries.length - 1]! : -1
    if (at !== -1 && at >= boundary && (at > boundary || this.kinds[at] === integrationPoint)) {
      while (this.kinds.length > at) this.pop()
    } else if (name === 'template') {
      this.closeTemplate()
    } else if (boundary === -1 && (this.html.get(name) ?? 0) > 0) {
      this.html.set(name, this.html.get(name)! - 1)
      while (this.kinds.length > 0) this.pop()
    }
  }

  /**
   * `</template>` in HTML: close the nearest HTML template, and what opened
   * inside it; none open, nothing.
   */
  private closeTemplate(): void {
    const at = this.kinds.lastIndexOf(htmlTemplate)
    if (at !== -1) while (this.kinds.length > at) this.pop()
  }
}

/** Start tags that break out of foreign content (and `<font>` with some attributes, see `startBreaksOut`). */
const breakout = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta',
  'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike', 'sub', 'sup', 'table',
  'tt', 'u', 'ul', 'var'
])

/** Void elements of HTML: their start tag opens nothing to close. */
const voidElements = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'
])

/**
 * Walk a start tag's attributes as a browser reads them (`attributeStep`).
 *
 * @param text
 *   Text.
 * @param after
 *   Index after the tag's name.
 * @param end
 *   Index after the tag.
 * @param visit
 *   Called with where each step starts (past white space: an attribute's
 *   name, or a `/`) and where it ends; the walk stops when it returns
 *   `true`.
 * @returns
 *   Whether `visit` stopped it.
 */
function walkAttributes(text: string, after: number, end: number, visit: (first: number, next: number) => boolean): boolean {
  let at = after
  while (at < end) {
    let first = at
    while (first < end && isTagWhitespace(text.charCodeAt(first))) first++
    const next = attributeStep(text, at)
    if (next < 0) return false
    if (visit(first, next)) return true
    at = next
  }

  return false
}

/**
 * @param text
 *   Text.
 * @param after
 *   Index after a start tag's name.
 * @param end
 *   Index after the tag.
 * @returns
 *   Whether its `>` follows a `/` of its own (self-closing), not one that
 *   ends an unquoted attribute value (`<svg a=/>`: the element opens; fuzz
 *   run 42).
 */
function selfClosing(text: string, after: number, end: number): boolean {
  if (text.charCodeAt(end - 2) !== 47 /* `/` */) return false
  let slash = -1
  walkAttributes(text, after, end, (first) => {
    slash = text.charCodeAt(first) === 47 ? first : -1
    return false
  })
  return slash === end - 2
}

/**
 * @param text
 *   Text.
 * @param name
 *   Name of a start tag (lower case).
 * @param after
 *   Index after it.
 * @param end
 *   Index after the tag.
 * @returns
 *   Whether it breaks out of foreign content: a breakout element, or
 *   `<font>` with a `color`, `face` or `size` attribute (fuzz run 42:
 *   `<svg><font x><![CDATA[Amendments]]>` is a section).
 */
function startBreaksOut(text: string, name: string, after: number, end: number): boolean {
  if (name !== 'font') return breakout.has(name)
  return walkAttributes(text, after, end, (first, next) => {
    let nameEnd = first
    while (nameEnd < next) {
      const code = text.charCodeAt(nameEnd)
      if (isTagWhitespace(code) || code === 47 || code === 61 || (code === 62 && nameEnd > first)) break
      nameEnd++
    }

    return fontAttributes.has(text.slice(first, nameEnd).toLowerCase())
  })
}

/** Attributes that make `<font>` break out of foreign content. */
const fontAttributes = new Set(['color', 'face', 'size'])

/** Names of the elements of SVG and MathML that are integration points. */
const integrationPoints = new Set(['desc', 'title', 'foreignobject', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml'])

/**
 * @param text
 *   Text.
 * @param index
 *   Index of the `<` of a tag.
 * @param end
 *   Index after it.
 * @returns
 *   Its name, lower case (at most 15 characters: longer names are none of
 *   those asked about), whether it is an end tag, and the index after the
 *   name.
 */
function tagName(text: string, index: number, end: number): {name: string; closing: boolean; after: number} {
  let at = index + 1
  const closing = text.charCodeAt(at) === 47 /* `/` */
  if (closing) at++
  let after = at
  while (after < end && after - at < 15) {
    const code = text.charCodeAt(after)
    if (isTagWhitespace(code) || code === 62 || code === 47) break
    after++
  }

  return {name: text.slice(at, after).toLowerCase(), closing, after}
}

/**
 * @param text
 *   Text.
 * @param index
 *   Index of the `<` of a construct.
 * @param end
 *   Index after it.
 * @returns
 *   Whether it is a start tag that breaks out of foreign content (or an
 *   end tag `</br>` or `</p>`, which do too; see `startBreaksOut`).
 */
function breaksOut(text: string, index: number, end: number): boolean {
  const {name, closing, after} = tagName(text, index, end)
  if (closing) return name === 'br' || name === 'p'
  return startBreaksOut(text, name, after, end)
}

/** A start tag of an integration point of SVG or MathML (see `displayHtml`). */
export const integrationOpener = new RegExp('<(?:' + [...integrationPoints].join('|') + ')[\\s/>]', 'i')

/** An `<svg>` or `<template>` start tag: text inside displays nothing in a browser (see `displayHtml`). */
export const hidingOpener = /<(?:svg|template)[\s/>]/i

/** A `<template>` start tag (see `displayHtml`'s `'template'` reading). */
export const templateOpener = /<template[\s/>]/i

/**
 * Whether the tag at `index` is one the tag filter escapes: its name (open
 * or closing) followed by white space, `>` or `/>`.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of `<`.
 * @returns
 *   Index after its name when it is filtered, else -1.
 */
export function filteredNameEnd(text: string, index: number): number {
  let at = index + 1
  if (text.charCodeAt(at) === 47 /* `/` */) at++
  const start = at
  while (isAsciiAlpha(text.charCodeAt(at))) at++
  if (!filteredTags.has(text.slice(start, at).toLowerCase())) return -1
  const next = text.charCodeAt(at)
  return isTagWhitespace(next) || next === 62 || (next === 47 && text.charCodeAt(at + 1) === 62) ? at : -1
}

/**
 * The searches `constructEnd` makes past a construct's opening: each takes
 * the text and where the construct's data starts, and returns the index
 * after its end, or `unterminated`. `ConstructEnds` remembers what they
 * found, for a reading that asks about many `<` of one text.
 */
export interface EndSearches {
  /** A bogus comment (`<?`, `<!`, `</` and a non-letter): to its first `>`. */
  bogus(text: string, from: number): number
  /** A comment (after `<!--`): to `-->` or `--!>`. */
  comment(text: string, from: number): number
  /** A tag (after its name's first letter): its name, attributes, `>`. */
  tag(text: string, from: number): number
}

/** The searches, made afresh each time. */
const freshSearches: EndSearches = {bogus: bogusCommentEnd, comment: commentEnd, tag: tagEnd}

/**
 * Find the end of an HTML construct at `index`.
 *
 * @param text
 *   Text.
 * @param index
 *   Index of `<`.
 * @param searches
 *   How to search past its opening (default: afresh).
 * @returns
 *   Index after the construct, `-1` when `<` is text, or `unterminated`.
 */
export function constructEnd(text: string, index: number, searches: EndSearches = freshSearches): number {
  const next = text.charCodeAt(index + 1)

  if (next === 33 /* `!` */) {
    if (text.startsWith('<!--', index)) {
      if (text.startsWith('<!-->', index)) return index + 5
      if (text.startsWith('<!--->', index)) return index + 6
      return searches.comment(text, index + 4)
    }

    return searches.bogus(text, index + 2)
  }

  if (next === 63 /* `?` */) return searches.bogus(text, index + 2)

  if (next === 47 /* `/` */) {
    const after = text.charCodeAt(index + 2)
    if (isAsciiAlpha(after)) return searches.tag(text, index + 3)
    if (after === 62 /* `>` */) return index + 3
    // At the end of the body too: GitHub's page goes on after it (a line
    // feed, then its own markup), so the `</` starts a bogus comment that
    // hides it (`<div>`, `Amendments</` shows the heading; browser oracle,
    // fuzz run 13).
    return searches.bogus(text, index + 2)
  }

  if (isAsciiAlpha(next)) return searches.tag(text, index + 2)
  return -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index after `<!--` (or where a comment left open goes on).
 * @param to
 *   Where to stop looking (default: the end of the text).
 * @returns
 *   Index after `-->` or `--!>`, whichever comes first, or `unterminated`.
 */
export function commentEnd(text: string, from: number, to = text.length): number {
  // One forward scan that stops at the first end (searching for each form
  // to the end of the text would be quadratic over many comments), and at
  // `to` (a line, read once per line: no search past it).
  let dashes = nextDashes(text, from, to)
  while (dashes !== -1) {
    if (dashes + 3 <= to && text.charCodeAt(dashes + 2) === 62 /* `>` */) return dashes + 3
    if (dashes + 4 <= to && text.startsWith('!>', dashes + 2)) return dashes + 4
    dashes = nextDashes(text, dashes + 1, to)
  }

  return unterminated
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Index of the next `--` in `[from, to)`, or -1.
 */
function nextDashes(text: string, from: number, to: number): number {
  if (to === text.length) return text.indexOf('--', from)
  for (let at = from; at + 1 < to; at++) {
    if (text.charCodeAt(at) === 45 && text.charCodeAt(at + 1) === 45) return at
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where the bogus comment’s data starts.
 * @returns
 *   Index after the first `>`, or `unterminated`.
 */
function bogusCommentEnd(text: string, from: number): number {
  const end = text.indexOf('>', from)
  return end === -1 ? unterminated : end + 1
}

/**
 * Match the rest of a tag: its name, then attributes, to `>`.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after the first letter of the name.
 * @returns
 *   Index after `>`, or `unterminated`.
 */
function tagEnd(text: string, from: number): number {
  let at = from
  while (at < text.length && !isTagWhitespace(text.charCodeAt(at))) {
    const code = text.charCodeAt(at)
    if (code === 62) return at + 1
    if (code === 47) break
    at++
  }

  while (true) {
    const next = attributeStep(text, at)
    if (next < 0) return next === unterminated ? unterminated : -next - 3
    at = next
  }
}

/**
 * One step of a tag's attribute walk, as a browser reads it: from a place
 * between attributes, past white space and one attribute (its name, `=`
 * and value) or one `/`.
 *
 * @param text
 *   Text.
 * @param from
 *   Place between attributes.
 * @returns
 *   The next such place; or `unterminated` (-2) when the tag does not
 *   end; or, when its `>` comes first, `-3 - end` (`end` the index after
 *   that `>`).
 */
export function attributeStep(text: string, from: number): number {
  let at = from
  while (at < text.length && isTagWhitespace(text.charCodeAt(at))) at++
  if (at >= text.length) return unterminated
  let code = text.charCodeAt(at)
  if (code === 62 /* `>` */) return -3 - (at + 1)
  if (code === 47 /* `/` */) return at + 1
  // Attribute name (a leading `=` is part of it).
  at++
  while (at < text.length) {
    code = text.charCodeAt(at)
    if (isTagWhitespace(code) || code === 47 || code === 62 || code === 61) break
    at++
  }

  while (at < text.length && isTagWhitespace(text.charCodeAt(at))) at++
  if (text.charCodeAt(at) !== 61 /* `=` */) return at
  at++
  while (at < text.length && isTagWhitespace(text.charCodeAt(at))) at++
  if (at >= text.length) return unterminated
  code = text.charCodeAt(at)
  if (code === 34 || code === 39) {
    const close = text.indexOf(code === 34 ? '"' : "'", at + 1)
    return close === -1 ? unterminated : close + 1
  }

  if (code !== 62) {
    while (at < text.length) {
      code = text.charCodeAt(at)
      if (isTagWhitespace(code) || code === 62) break
      at++
    }
  }

  return at
}

/**
 * @param code
 *   Character code.
 * @returns
 *   Whether it is HTML tag white space (tab, line feed, form feed, space).
 */
export function isTagWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
}

