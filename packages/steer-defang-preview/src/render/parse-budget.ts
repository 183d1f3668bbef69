import {containerMarkers} from './list-marker.js'
import {RenderError} from './render-error.js'

/**
 * Budgets of the remark model, checked in one linear pass before
 * micromark sees the text (the preview's rendered view, `renderComment`,
 * `checkModel` and `check --renderer remark` all parse through it).
 *
 * micromark is not linear on hostile input, and the model parses a whole
 * document (the AST engine parses pieces of at most 16 KiB). Times below
 * were measured here (a loaded 2-core machine, where realistic Markdown,
 * 200 READMEs of this project's dependencies, costs 3–6 ms per KiB to
 * preview: 0.4 s for 64 KiB, 1 s for 256 KiB).
 */

/**
 * Longest text, in UTF-16 code units: twice GitHub's limit on an issue or
 * comment body (65,536 characters). The densest text within the other
 * budgets costs about 25 ms per KiB here (links, emphasis), realistic text
 * 3–6.
 */
const MAX_RENDER_LENGTH = 128 * 1024

/**
 * Most lines: each costs 55–150 µs to preview however short it is (`x`
 * and a line feed, 32,768 times, took 1.9 s; a lazy line or one holding a
 * tag costs most). Realistic text has at most 2,850 lines in 64 KiB.
 */
const MAX_RENDER_LINES = 4096

/**
 * Most emphasis, strikethrough, bracket and code characters (`*` `_` `~`
 * `[` `]` and backticks) in the whole text: each costs 40–90 µs to parse
 * (a link `![a](b)` most), so 8,192 stay under 0.75 s. Realistic text has
 * at most 4,504 in 64 KiB.
 */
const MAX_RENDER_MARKUP = 8192

/**
 * Most list item markers at the start of one line: a line of nested list
 * items costs the square of its depth (1,024 levels took 0.5 s, 20,000 took
 * 335 s). Block quote markers are cheap (1,024 took 39 ms); the stack of the
 * recursive libraries bounds them (a `RenderError` past a few thousand).
 */
const MAX_RENDER_DEPTH = 32

/**
 * Most container work: for each list item after the first, and for each
 * line that closes a block quote or list item without opening one,
 * micromark copies every event of the document so far, so such lines cost
 * the square of their number (`- 2) x` 8,000 times took 23 s, `>` and a
 * blank line 2,000 times 4.8 s). The estimate of the events copied is 1.1
 * to 3.3 times what is copied (more where it cannot tell), and a unit
 * costs at most about 90 ns here: this allows about 0.35 s. Realistic text
 * reaches it at 70–100 KiB (64 KiB slices of the READMEs estimate at most
 * 2.8 million).
 */
const MAX_CONTAINER_WORK = 4_000_000

/**
 * Most emphasis, strikethrough and bracket characters (`*` `_` `~` `[`
 * `]`) in one block between blank lines: they are resolved quadratically
 * (4,096 of `*_~[` in one paragraph cost 5 times as much per byte as
 * realistic text; 1,024 about as much).
 */
const MAX_BLOCK_MARKUP = 1024

/**
 * Most lazy lines (fewer container markers than a line before them, not
 * indented) in one block: micromark walks back over the paragraph for each
 * (1,024 cost twice as much per byte as 512, 4,096 five times).
 */
const MAX_BLOCK_LAZY_LINES = 512

/**
 * Most lines holding `<` in one block: a tag left open across line endings
 * is tried again from each (4,096 lines of `<a` cost 2.4 times as much per
 * byte as 1,024).
 */
const MAX_BLOCK_TAG_LINES = 1024

/**
 * Refuse a text that is over the budgets of the remark model.
 *
 * @param markdown
 *   Markdown source.
 * @param shifted
 *   Whether the text is the source with blank lines inserted (see
 *   `remarkTree`), which the message then says.
 * @throws {RenderError}
 *   When the text is over a budget (the message says which).
 */
export function assertRenderBudget(markdown: string, shifted = false): void {
  const reason = overRenderBudget(markdown)
  if (reason === undefined) return
  throw new RenderError(
    new RangeError(
      reason +
        (shifted ? ' (once blank lines are inserted where micromark and cmark-gfm read a list marker differently)' : '')
    ),
    'too-complex'
  )
}

/**
 * Check a text against the budgets of the remark model, in one pass.
 *
 * @param markdown
 *   Markdown source.
 * @returns
 *   Why the text must not be parsed (a phrase that completes
 *   “Cannot render the text: …”), or `undefined` when it may be.
 */
export function overRenderBudget(markdown: string): string | undefined {
  if (markdown.length > MAX_RENDER_LENGTH) {
    return 'it is longer than ' + format(MAX_RENDER_LENGTH) + ' characters'
  }

  let lines = 0
  let events = 0
  let containerWork = 0
  let markup = 0
  let allMarkup = 0
  let lazy = 0
  let tags = 0
  // Container markers of the previous line (0 after a blank one), and the
  // most of any line in the block.
  let previous = 0
  let blockDepth = 0
  let lineStart = 0

  while (lineStart <= markdown.length) {
    lines++
    if (lines > MAX_RENDER_LINES) return 'it has more than ' + format(MAX_RENDER_LINES) + ' lines'
    const prefix = containerMarkers(markdown, lineStart, Number.POSITIVE_INFINITY, MAX_RENDER_DEPTH)
    if (prefix.list > MAX_RENDER_DEPTH) {
      return 'line ' + format(lines) + ' opens more than ' + MAX_RENDER_DEPTH + ' list items'
    }

    let blank = true
    let tag = false
    let at = lineStart
    for (; at < markdown.length; at++) {
      const code = markdown.charCodeAt(at)
      if (code === 10 || code === 13) break
      if (code !== 32 && code !== 9) blank = false
      if (code === 42 || code === 95 || code === 126 || code === 91 || code === 93) {
        markup++
        allMarkup++
      } else if (code === 96) {
        allMarkup++
      } else if (code === 60) {
        tag = true
      }
    }

    // Events micromark's document tokenizer keeps for the line: a flow chunk,
    // and more for each container. It copies all of them so far when a list
    // item follows another, and when a line closes containers without
    // opening one (counted wherever that may happen: an overestimate).
    events += 2 + 4 * prefix.depth
    let copies = false
    if (blank) {
      copies = previous > 0
      markup = 0
      lazy = 0
      tags = 0
      previous = 0
      blockDepth = 0
    } else {
      if (tag) tags++
      const first = markdown.charCodeAt(lineStart)
      if (prefix.depth < blockDepth && first !== 32 && first !== 9) lazy++
      copies = prefix.depth > 0 ? prefix.list > 0 || prefix.depth < previous : blockDepth > 0
      if (prefix.depth > blockDepth) blockDepth = prefix.depth
      previous = prefix.depth
    }

    if (copies) containerWork += 2 * events
    if (containerWork > MAX_CONTAINER_WORK) {
      return (
        'it starts and ends list items and block quotes too often: ' +
        'the Markdown parser’s work grows with the square of their number'
      )
    }

    if (markup > MAX_BLOCK_MARKUP) {
      return (
        'one block holds more than ' +
        format(MAX_BLOCK_MARKUP) +
        ' emphasis, strikethrough or bracket characters (by line ' +
        format(lines) +
        ')'
      )
    }

    if (allMarkup > MAX_RENDER_MARKUP) {
      return 'it holds more than ' + format(MAX_RENDER_MARKUP) + ' emphasis, strikethrough, bracket or code characters'
    }

    if (lazy > MAX_BLOCK_LAZY_LINES) {
      return 'one block has more than ' + MAX_BLOCK_LAZY_LINES + ' lazy lines (by line ' + format(lines) + ')'
    }

    if (tags > MAX_BLOCK_TAG_LINES) {
      return (
        'one block has more than ' + format(MAX_BLOCK_TAG_LINES) + ' lines holding `<` (by line ' + format(lines) + ')'
      )
    }

    // CRLF, CR and LF each end a line, as in CommonMark; a final line
    // ending starts no line.
    if (at >= markdown.length) break
    lineStart = at + (markdown.charCodeAt(at) === 13 && markdown.charCodeAt(at + 1) === 10 ? 2 : 1)
    if (lineStart === markdown.length) break
  }

  return undefined
}

/**
 * @param value
 *   Count.
 * @returns
 *   The count with thousands separators (`8,192`).
 */
function format(value: number): string {
  return value.toLocaleString('en-US')
}
