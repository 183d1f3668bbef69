import type {LineSpan} from '../render/rendered-lines.js'
import type {SourceLines} from '../render/source-lines.js'
import {maySpellAt} from '../render/spelling.js'

/**
 * Source lines of the rendered lines of one paragraph or heading, by hard
 * break: index `k` is the line after its `k`-th hard break (0: its first).
 */
export type BlockSpans = ReadonlyArray<LineSpan>

/** Inline nodes that hide no line ending from cmark-gfm's line count. */
const counted = new Set([
  'text',
  'code',
  'html_inline',
  'softbreak',
  'linebreak',
  'emph',
  'strong',
  'strikethrough'
])

/** Leaves whose end line cmark-gfm counts right (code spans and tags included). */
const leaves = new Set(['text', 'code', 'html_inline'])

// Linear: this reads cmark-gfm's XML, where every `<` starts a tag that a
// `>` ends (text and attribute values are escaped); and the name ends where
// the attributes start, one way only.
const tagPattern = /<(\/?)([A-Za-z_][\w:-]*)(?![\w:-])([^>]*)>/g
const sourceposPattern = /\ssourcepos="((\d+):(\d+)-(\d+):(\d+))"/
/** Inline nodes that wrap a link's text around it (see `Collector.breakStart`). */
const wrappingMarks = new Set(['emph', 'strong', 'strikethrough'])
/** A source line that ends with a link's opener (and maybe a hard break's `\`). */
const openerAtLineEnd = /\[(?:[ \t]*|\\)$/
/** A source line from a block's start that holds only a link's opener (after emphasis marks). */
const openerAlone = /^[ \t]*(?:[*_~][ \t]*)*!?\[(?:[ \t]*|\\)$/
/** A source line that may be a setext underline, container prefixes read loosely. */
const underlineShape = /^[ \t>]*(?:=+|-+)[ \t]*$/
/** Container prefixes of a source line, read loosely. */
const containerPrefix = /^[ \t>]*/
/** The character references cmark-gfm's XML escapes with. */
const xmlEntity = /^&(lt|gt|amp|quot);/
const xmlEntities: Record<string, string> = {lt: '<', gt: '>', amp: '&', quot: '"'}
/** A `destination` attribute. */
const destinationPattern = /\bdestination="([^"]*)"/

/** A paragraph or heading being read. */
interface Collector {
  /** Its `sourcepos`, the key it is found by. */
  key: string
  /** Whether it is a heading. */
  heading: boolean
  /** Start line and byte column, end line. */
  startLine: number
  startColumn: number
  endLine: number
  /** Line each rendered line starts on, as cmark-gfm counts. */
  starts: number[]
  /** Inline nodes that may hide line endings, before each rendered line. */
  hiddenBefore: number[]
  /** Such nodes so far. */
  hidden: number
  /** Latest line reached so far, as cmark-gfm counts. */
  line: number
  /** Depth of images (their description renders as `alt`, with no break). */
  images: number
  /**
   * Whether the block's first inline node is text that does not start with
   * `[` (`undefined` until it is read).
   */
  plainStart: boolean | undefined
  /**
   * The start of the text the block's first inline node renders, when it is
   * text (a line that starts the block's first rendered line must spell it,
   * or escape it; see `leadText`).
   */
  leadText: string | undefined
  /** Whether the last rendered line's start awaits its first leaf. */
  pending: boolean
  /**
   * Whether the block's first leaf is a line ending that starts a link's
   * text, maybe inside emphasis (`undefined` until it is read).
   */
  breakStart: boolean | undefined
  /** Whether a link opened before the first leaf. */
  leadLink: boolean
  /** Whether a link or image with no text (`[]`, `![]`) came before the first leaf. */
  emptyLead: boolean
  /**
   * Indices of rendered lines after the first whose first node is a link or
   * image with no text (see `emptyLead`).
   */
  emptyStarts: number[]
  /** Whether the node just read is a line break (the next starts a line). */
  afterBreak: boolean
  /** Index of the rendered line whose empty link or image was just read, or -1. */
  emptyAt: number
  /** Indices of rendered lines where text follows that link or image. */
  emptyFollowed: number[]
  /** For each, the UTF-8 width of that text node on its line (0: not known). */
  emptyFollowWidths: number[]
  /** For each, the start of that text (see `LineSpan.emptyFollowText`). */
  emptyFollowTexts: string[]
  /** Whether the last such text node is the block's last node so far (see `LineSpan.followEnds`). */
  followLast: boolean
  /** UTF-8 width of each rendered line's empty link or image, by line index (see `LineSpan.emptyWidth`). */
  emptyWidths: Map<number, number>
  /** Index of the rendered line whose first link or image awaits its first child, or -1. */
  openerAt: number
  /** The opener (`[`, `![`) of the block's first node where it is a link or image awaiting its first child. */
  leadOpener: string | undefined
  /** That link's or image's destination. */
  leadDestination: string
  /** Whether the node after the leading line ending of `breakStart` is awaited. */
  awaitAfterBreak: boolean
  /**
   * The start of what follows that line ending: the start of its text, or
   * `]` where the link closes right after it (`undefined`: not known).
   */
  afterBreakText: string | undefined
  /** Indices of rendered lines where that child is no line ending (see `LineSpan.openerFilled`). */
  filledStarts: number[]
  /** Whether a hard break came after the last leaf with a position. */
  afterHard: boolean
  /** Lines cmark-gfm's positions are short by (see `readCmarkXml`). */
  lag: number
  /** End line of the last leaf with a position (lag included). */
  lastEnd: number
}

/** An open XML element. */
interface Open {
  /** Element name. */
  name: string
  /** Its `sourcepos`, if any. */
  key: string | undefined
  /** Whether it is a tight list. */
  tight: boolean
  /** Whether a child element was opened. */
  child: boolean
}

/**
 * Read cmark-gfm's XML rendering (`-t xml --sourcepos`, same extensions)
 * of a source for where each rendered line of a paragraph or heading starts.
 *
 * cmark-gfm gives inline nodes source positions there, and counts the line
 * endings inside code spans and raw tags, which render no line break: the
 * line after a hard break is known exactly. It does not count line endings
 * inside a link or image destination, title or reference label, nor the
 * lines of link reference definitions at the start of a paragraph (the
 * paragraph's position includes them; its inline positions do not). The
 * block's end line does, so the lines such constructs hide are known in
 * all; the rendered lines before the first of them or after the last are
 * placed exactly, the others get each line they may start on.
 *
 * A tight list item's HTML holds its first paragraph's text directly, so
 * the item's `sourcepos` maps to that paragraph too.
 *
 * @param xml
 *   cmark-gfm XML.
 * @param lines
 *   Line table of the source.
 * @returns
 *   Spans by the block's `sourcepos` (`L:C-L:C`, as in `data-sourcepos`).
 */
export function readCmarkXml(xml: string, lines: SourceLines): Map<string, BlockSpans | undefined> {
  const result = new Map<string, BlockSpans | undefined>()
  const stack: Open[] = []
  let collector: Collector | undefined
  // Blocks a collector belongs to: itself, and a tight item it starts.
  let keys: string[] = []
  tagPattern.lastIndex = 0
  let match: RegExpExecArray | null

  while ((match = tagPattern.exec(xml))) {
    const closing = match[1] === '/'
    const name = match[2]
    const attributes = match[3]
    const selfClosing = attributes.endsWith('/')

    if (closing) {
      stack.pop()
      if (!collector) continue
      // (A link that closes right after its leading line ending: the line
      // after it starts with its `]`; see `afterBreakText`.)
      if (collector.awaitAfterBreak) {
        if (name === 'link') collector.afterBreakText = ']'
        collector.awaitAfterBreak = false
      }

      // (A node that ends before any leaf: no line ending leads. White
      // space alone first is not one, see `lead`.)
      if (collector.breakStart === undefined && collector.plainStart !== undefined) collector.breakStart = false
      if (name === 'paragraph' || name === 'heading') {
        finish()
        continue
      }

      if (name === 'image') collector.images--
      if (!counted.has(name)) collector.hidden++
      continue
    }

    const position = sourceposPattern.exec(attributes)
    const key = position ? position[1] : undefined
    const parent = stack.at(-1)
    const firstChild = parent !== undefined && !parent.child
    if (parent) parent.child = true

    // White space alone first in a block (the indent of a line after
    // definitions: `>- [x]:`, `u`, `>  []()Amendments`; fuzz run 61) shows
    // nothing: what starts the line is the node after it.
    const lead =
      collector !== undefined &&
      collector.plainStart === undefined &&
      !(name === 'text' && blankText(xml, tagPattern.lastIndex))
    if (collector) {
      collector.followLast = false
      if (collector.awaitAfterBreak) {
        if (name === 'text' && !selfClosing) collector.afterBreakText = leadText(xml, tagPattern.lastIndex, true)
        collector.awaitAfterBreak = false
      }

      // (The first child of a link or image that starts a rendered line:
      // anything but a line ending, or text its blanks left empty, stands
      // on the opener's line; see `LineSpan.openerFilled`.)
      if (collector.openerAt !== -1) {
        if (!(name === 'softbreak' || name === 'linebreak' || (name === 'text' && (selfClosing || emptyText(xml, tagPattern.lastIndex))))) {
          collector.filledStarts.push(collector.openerAt)
        }

        // (Where the link or image comes first in the block, the source
        // line that starts the block's first rendered line spells its
        // opener and the start of that child: text, or a code span's
        // backtick; `>[1]:-`, then `` [`]` ``, `]()Work-item context`: the
        // definition's line holds no `` [` ``; fuzz run 64.)
        // (Not an autolink's text, which its destination holds: `<`
        // or nothing opens it.)
        if (collector.leadOpener !== undefined) {
          const text = name === 'text' && !selfClosing ? leadText(xml, tagPattern.lastIndex, false) : undefined
          if (text !== undefined && !collector.leadDestination.includes(text)) collector.leadText = collector.leadOpener + text
          else if (name === 'code') collector.leadText = collector.leadOpener + '`'
          collector.leadOpener = undefined
        }

        collector.openerAt = -1
      }

      if (
        (name === 'link' || name === 'image') &&
        !selfClosing &&
        collector.images === 0 &&
        (collector.afterBreak || (collector.breakStart === undefined && lead))
      ) {
        collector.openerAt = collector.starts.length - 1
        if (!collector.afterBreak) {
          collector.leadOpener = name === 'image' ? '![' : '['
          collector.leadDestination = destinationOf(attributes)
        }
      }

      // (Text right after a link or image with no text that starts a
      // rendered line: see `LineSpan.emptyFollowed`.)
      if (collector.emptyAt !== -1 && name === 'text' && !blankText(xml, tagPattern.lastIndex)) {
        collector.emptyFollowed.push(collector.emptyAt)
        // (Columns count UTF-8 bytes; where the node stands on one line,
        // its width is its source's, however its lines were miscounted.
        // But for a backtick run that pairs with none: cmark-gfm 0.29 ends
        // such text a column late where the run ends the line (`` A` `` is
        // three bytes wide), or starts it late; its width is not known.
        // Found by review: `>[x]:`, `> []()Amendmentsxx`, then
        // ``[]()Amendments` `` was placed on the quoted lazy line.)
        const end = xml.indexOf('<', tagPattern.lastIndex)
        const ticks = xml.slice(tagPattern.lastIndex, end === -1 ? xml.length : end).includes('`')
        collector.emptyFollowWidths.push(ticks ? 0 : oneLineWidth(position))
        collector.emptyFollowTexts.push(leadText(xml, tagPattern.lastIndex, false))
        collector.followLast = true
      }

      collector.emptyAt = -1
      // (Such a link or image right after a line break starts that line as
      // `emptyLead` does the first.)
      if (collector.afterBreak && (name === 'link' || name === 'image') && selfClosing && collector.images === 0) {
        collector.emptyStarts.push(collector.starts.length - 1)
        collector.emptyAt = collector.starts.length - 1
        collector.emptyWidths.set(collector.emptyAt, oneLineWidth(position))
      }

      collector.afterBreak = name === 'softbreak' || name === 'linebreak'
      if (lead) {
        collector.plainStart = name === 'text' && !xml.startsWith('[', tagPattern.lastIndex)
        if (name === 'text') collector.leadText = leadText(xml, tagPattern.lastIndex, true)
      }

      if (collector.breakStart === undefined && (lead || collector.plainStart !== undefined)) {
        if (name === 'link' && !selfClosing) collector.leadLink = true
        else if ((name === 'link' || name === 'image') && selfClosing) {
          collector.emptyLead = true
          collector.emptyAt = 0
          collector.emptyWidths.set(0, oneLineWidth(position))
        }
        else if (selfClosing || !wrappingMarks.has(name)) {
          collector.breakStart = collector.leadLink && (name === 'softbreak' || name === 'linebreak')
          collector.awaitAfterBreak = collector.breakStart
        }
      }

      if (name === 'softbreak' || name === 'linebreak') {
        collector.line++
        if (name === 'linebreak') collector.afterHard = true
        // A break in an image description renders in `alt`, not as a line.
        if (collector.images === 0) {
          collector.starts.push(collector.line)
          collector.hiddenBefore.push(collector.hidden)
          collector.pending = true
        }
      } else if (leaves.has(name)) {
        // The leaf after a break starts the rendered line: where cmark-gfm
        // gives it a position, that is the line's (a footnote reference
        // that fails, `[^` and `]` on two lines, renders `[^]` with no
        // position and drops the line ending between; found by fuzz run 31).
        // cmark-gfm 0.29 does not count the line ending of a backslash hard
        // break in the positions after it (`a\`, then `b` is at `1:3`): a
        // leaf after a hard break that starts no later than the last one
        // ended shows how many lines it is short, for the rest of the
        // block (`> Amendments\`, `` > `Work-item ``, `` context` ``; fuzz
        // run 36).
        if (position && collector.afterHard) {
          const start = Number(position[2]) + collector.lag
          if (start <= collector.lastEnd) collector.lag += collector.lastEnd + 1 - start
        }

        if (position) collector.afterHard = false
        const startLine = position ? Number(position[2]) + collector.lag : 0
        const endLine = position ? Number(position[4]) + collector.lag : 0
        if (collector.pending && position && collector.images === 0) {
          const starts = collector.starts
          starts[starts.length - 1] = Math.max(starts.at(-1)!, startLine)
        }

        collector.pending = false
        if (position) {
          collector.line = Math.max(collector.line, endLine)
          collector.lastEnd = endLine
        }
      } else if (name === 'image' && !selfClosing) {
        // An image with no description has no end tag.
        collector.images++
      }

      if (selfClosing) {
        if (!counted.has(name)) collector.hidden++
        continue
      }

      stack.push({name, key, tight: false, child: false})
      continue
    }

    if ((name === 'paragraph' || name === 'heading') && position && !selfClosing) {
      const startLine = Number(position[2])
      collector = {
        key: position[1],
        heading: name === 'heading',
        startLine,
        startColumn: Number(position[3]),
        endLine: Number(position[4]),
        starts: [startLine],
        hiddenBefore: [0],
        hidden: 0,
        line: startLine,
        images: 0,
        plainStart: undefined,
        leadText: undefined,
        pending: false,
        breakStart: undefined,
        leadLink: false,
        emptyLead: false,
        emptyStarts: [],
        afterBreak: false,
        emptyAt: -1,
        emptyFollowed: [],
        emptyFollowWidths: [],
        emptyFollowTexts: [],
        followLast: false,
        emptyWidths: new Map(),
        openerAt: -1,
        leadOpener: undefined,
        leadDestination: '',
        awaitAfterBreak: false,
        afterBreakText: undefined,
        filledStarts: [],
        afterHard: false,
        lag: 0,
        lastEnd: startLine
      }
      keys = [position[1]]
      // The first paragraph of a tight item is the item's own text in HTML;
      // so is one after a nested block, found by the line it starts on
      // (`item@line`: see `LineModel.textLines`).
      const list = stack.at(-2)
      if (parent && (parent.name === 'item' || parent.name === 'tasklist') && parent.key && list?.tight) {
        keys.push(firstChild ? parent.key : parent.key + '@' + startLine)
      }
    }

    if (!selfClosing) {
      stack.push({name, key, tight: name === 'list' && /\stight="true"/.test(attributes), child: false})
    }
  }

  return result

  /**
   * Work out the spans of the block just read and store them.
   */
  function finish(): void {
    const block = collector as Collector
    collector = undefined
    const spans = blockSpans(block, lines)
    for (const key of keys) {
      // Two blocks with one position cannot be told apart: use neither.
      result.set(key, result.has(key) ? undefined : spans)
    }
  }
}

/**
 * Spans of a paragraph or heading read from XML.
 *
 * @param block
 *   What was read.
 * @param lines
 *   Line table of the source.
 * @returns
 *   Spans, or `undefined` when the counts do not add up.
 */
function blockSpans(block: Collector, lines: SourceLines): BlockSpans | undefined {
  const first = block.startLine
  // cmark-gfm ends a setext heading on the line after its underline (on the
  // underline at the end of the input): its text ends a line or two before.
  const setext = block.heading && block.endLine > first
  const textEnd = setext ? setextTextEnd(block.endLine, first, lines) : undefined
  const slack = setext && textEnd === undefined ? 1 : 0
  const last = setext ? (textEnd ?? block.endLine - 1) : block.endLine
  const breaks = block.starts.length - 1
  // Line endings cmark-gfm did not count (see `readCmarkXml`), give or take
  // the slack.
  const missing = last - block.line
  if (missing < 0 || last - first < breaks) return undefined
  // Link reference definitions can only come first, where a `[` starts the
  // paragraph: they hide lines before every rendered line.
  const column = lines.utf16Column(first, block.startColumn)
  const text = lines.text(first) ?? ''
  // (The block's first line from its start, past a list marker; the others
  // whole.)
  const contentOf = (line: number): string =>
    line === first ? text.slice((column ?? 1) - 1) : (lines.text(line) ?? '')
  const definitions = column !== undefined && mayStartWithDefinition(text.slice(column - 1)) ? 1 : 0
  // Where the source starts with `[` and the first node is text that does
  // not, a definition took that `[`: it hides at least its own line.
  // So too where the first leaf is a line ending that starts a link's text
  // (see `breakStart`): its `[` ends a source line, so where the block's
  // first line holds more than that `[`, definitions took that line, for
  // every rendered line (`> [a]: u`, `[`, `\`, `Amendments]()`; fuzz run
  // 33).
  const certain =
    definitions === 1 &&
    (block.plainStart === true || (block.breakStart === true && !openerAlone.test(text.slice((column ?? 1) - 1))))
      ? 1
      : 0
  const hidden = block.hidden + definitions
  const spans: LineSpan[] = []

  for (let index = 0; index <= breaks; index++) {
    const counted = block.starts[index]
    const before = block.hiddenBefore[index] + definitions
    let low = certain
    let high = missing
    if (hidden === 0) {
      // Nothing hides lines: any missing ones are the slack; otherwise the
      // cause is unknown, and every line up to them is a candidate.
      if (missing <= slack) high = 0
    } else {
      // Nothing that hides lines before this line: none are hidden yet;
      // nothing after it: all are.
      if (before === 0) high = 0
      if (before === hidden) low = Math.max(certain, missing - slack)
    }

    // Each hard break is a line ending of its own: bound by the block.
    spans.push({
      first: Math.max(counted + low, first + index),
      last: Math.min(counted + high, last - (breaks - index)),
      end: 0
    })
  }

  // Definitions hide lines before the first rendered line only, and it
  // starts at a source line's content. Where it starts with text, that
  // line spells the text's start there, or escapes it: lines that do not
  // go (`>[^a\]]:`, `workitemcontext`, `> Work-item context`: the
  // definition takes the lazy line; fuzz run 58). Text that starts with a
  // `[` too (`>[x]:[`, `[](`, `[]()Amendments`: the `[](` text is not the
  // definition's line, and the line after it starts the second rendered
  // line; fuzz runs 65 to 68). The lines the first rendered line cannot
  // start on are hidden before every rendered line.
  const lead = spans[0]
  if (definitions === 1 && block.leadText !== undefined && lead.last >= lead.first) {
    let low = lead.first
    let high = lead.last
    while (low <= high && !maySpell(contentOf(low), block.leadText)) low++
    while (high >= low && !maySpell(contentOf(high), block.leadText)) high--
    if (low <= high) {
      lead.first = low
      lead.last = high
      for (let index = 1; index <= breaks; index++) {
        spans[index].first = Math.max(spans[index].first, block.starts[index] + low - first)
      }
    }
  }

  // The line after a link's leading line ending is the one after a line
  // that ends with the link's `[`: the other candidates go (`> [a]:`,
  // `> u`, `[`, `Amendments]()`: definitions hide two lines there).
  if (block.breakStart === true && breaks >= 1) {
    const span = spans[1]
    let low = span.first
    let high = span.last
    // (And that line spells what follows the line ending, or the link's
    // `]` where it closes there: `>[x]:`, `[`, `[`, `]()Amendments`, where
    // the first `[` is the definition's destination; fuzz runs 64 and 67.)
    const after = block.afterBreakText
    const fits = (line: number): boolean =>
      openerAtLineEnd.test(lines.text(line - 1) ?? '') && (after === undefined || maySpell(lines.text(line) ?? '', after))
    while (low <= high && !fits(low)) low++
    while (high >= low && !fits(high)) high--
    if (low <= high) {
      span.first = low
      span.last = high
    }
  }

  // A link opened before the first leaf starts the first rendered line on
  // a source line that starts with its `[` (`linkLineStart`): where the
  // lines of definitions before it are candidates too, the others do not
  // count (see `isQuotedSpan`; fuzz run 35).
  if (block.leadLink && spans[0].last > spans[0].first) spans[0].linkStart = true
  // A link or image with no text has its `]` right after its `[`, and its
  // `(` or `[` after that, on one line: the lines of definitions before it
  // that start with a `[` (or a `|`) of their own go too (`>[x]:`, `[`,
  // `[]()Amendments`, where the lazy `[` line is the definition's
  // destination; `>[1]:`, `|`, `![]()Work-item context`; fuzz runs 61 and
  // 62). (An image sets `imageStart` from the HTML.)
  // (Each with its width: see `LineSpan.emptyWidth`.)
  if (block.emptyLead && spans[0].last > spans[0].first) {
    spans[0].emptyLead = true
    spans[0].emptyWidth = block.emptyWidths.get(0)
  }

  // So too on a later line, whose candidates the definitions' lines widen
  // as the first's (`>[x]:` and a destination, then `[`, `[]()Amendments`:
  // the lazy `[` line is text, the first rendered line; fuzz run 64).
  for (const index of block.emptyStarts) {
    const span = spans[index]
    if (span.last > span.first) {
      span.emptyLead = true
      span.emptyWidth = block.emptyWidths.get(index)
    }
  }

  // A link or image whose text starts on its opener's line cannot start on
  // a line that ends with the opener (see `LineSpan.openerFilled`).
  for (const index of block.filledStarts) {
    const span = spans[index]
    if (span && span.last > span.first) span.openerFilled = true
  }

  for (const [order, index] of block.emptyFollowed.entries()) {
    const span = spans[index]
    if (span?.emptyLead) {
      span.emptyFollowed = true
      span.emptyFollowWidth = block.emptyFollowWidths[order]
      span.emptyFollowText = block.emptyFollowTexts[order]
      // (The block's last node: see `LineSpan.followEnds`.)
      if (block.followLast && order === block.emptyFollowed.length - 1 && index === breaks) span.followEnds = true
    }
  }

  for (let index = 0; index <= breaks; index++) {
    const span = spans[index]
    if (span.last < span.first) return undefined
    span.end = index < breaks ? Math.max(span.last, spans[index + 1].last - 1) : last
  }

  return spans
}

/**
 * The UTF-8 width of a node that cmark-gfm gives a position on one line: a
 * link or image across lines gets one too, with each line ending one byte
 * (its container prefixes and indent left out).
 *
 * @param position
 *   Match of `sourceposPattern`, if any.
 * @returns
 *   Width, or 0 when not known.
 */
function oneLineWidth(position: RegExpExecArray | null): number {
  return position && position[2] === position[4] ? Number(position[5]) - Number(position[3]) + 1 : 0
}

/**
 * Whether a block whose source line starts so may start with link reference
 * definitions (which cmark-gfm's inline positions leave out): a `[` whose
 * label does not close on the line, or closes with `]:`. A link or text
 * (`[Amendments](u)`, `[x] y`) closes it otherwise.
 *
 * @param rest
 *   The source line from the block's start.
 * @returns
 *   Whether definitions may come first.
 */
export function mayStartWithDefinition(rest: string): boolean {
  const open = /^[ \t]*\[/.exec(rest)
  if (!open) return false
  for (let at = open[0].length; at < rest.length; at++) {
    const code = rest.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    // A label holds no unescaped bracket.
    else if (code === 91) return false
    else if (code === 93) return rest.charCodeAt(at + 1) === 58 /* `:` */
  }

  return true
}

/**
 * The last line of a setext heading's text, where the line its position
 * ends on tells (see `blockSpans`): that line is the one after the
 * underline when another line follows it (cmark-gfm ends the heading there
 * only when none does), or when it cannot be an underline itself.
 *
 * @param end
 *   End line of the heading's position.
 * @param first
 *   Its start line.
 * @param lines
 *   Line table of the source.
 * @returns
 *   The line before the underline, or `undefined` when the end line may be
 *   the underline.
 */
function setextTextEnd(end: number, first: number, lines: SourceLines): number | undefined {
  // The text takes a line at least, before the underline.
  if (end - 2 < first) return undefined
  // A line ending after the last line starts no line of its own.
  const count = lines.starts.length - (lines.text(lines.starts.length) === '' ? 1 : 0)
  if (end < count || !underlineShape.test(lines.text(end) ?? '')) return end - 2
  return undefined
}

/**
 * Whether a source line may start a rendered line whose first node is text
 * starting with `start`: past container prefixes (spaces, tabs and `>`,
 * read loosely), it may spell that start (see `maySpellAt`).
 *
 * @param text
 *   Source line.
 * @param start
 *   Start of the rendered text, blanks first dropped.
 * @returns
 *   Whether it may.
 */
function maySpell(text: string, start: string): boolean {
  const prefix = containerPrefix.exec(text)![0]
  // A `>` may be text past fewer quote markers.
  return (start.startsWith('>') && prefix.includes('>')) || maySpellAt(text, prefix.length, start)
}

/**
 * The start of a text node's content in cmark-gfm's XML, which escapes
 * `<`, `>`, `&` and `"`.
 *
 * @param xml
 *   cmark-gfm XML.
 * @param at
 *   Index just past the node's start tag.
 * @param trim
 *   Whether to drop blanks first (the indent of a line after definitions:
 *   see `readCmarkXml`; a link's text keeps them).
 * @returns
 *   Up to 32 characters of it (fewer where a reference cannot be read).
 */
function leadText(xml: string, at: number, trim: boolean): string {
  let index = at
  while (trim && (xml.charCodeAt(index) === 32 || xml.charCodeAt(index) === 9)) index++
  let result = ''
  while (result.length < 32 && index < xml.length) {
    const code = xml.charCodeAt(index)
    if (code === 60 /* `<`: the end tag */) break
    if (code === 38 /* `&` */) {
      const entity = xmlEntity.exec(xml.slice(index, index + 6))
      if (!entity) break
      result += xmlEntities[entity[1]!]
      index += entity[0].length
      continue
    }

    result += xml[index]
    index++
  }

  return result
}

/**
 * The destination of a link or image in cmark-gfm's XML.
 *
 * @param attributes
 *   Its start tag's attributes.
 * @returns
 *   Destination, character references read (empty where there is none).
 */
function destinationOf(attributes: string): string {
  const match = destinationPattern.exec(attributes)
  return match ? match[1]!.replace(/&(lt|gt|amp|quot);/g, (_, name: string) => xmlEntities[name]!) : ''
}

/**
 * Whether a text node's content in cmark-gfm's XML is empty (blanks before
 * a line ending leave it so).
 *
 * @param xml
 *   cmark-gfm XML.
 * @param at
 *   Index just past the node's start tag.
 * @returns
 *   Whether its end tag follows.
 */
function emptyText(xml: string, at: number): boolean {
  return xml.charCodeAt(at) === 60 /* `<` */
}

/**
 * Whether a text node's content in cmark-gfm's XML is spaces and tabs only.
 *
 * @param xml
 *   cmark-gfm XML.
 * @param at
 *   Index just past the node's start tag.
 * @returns
 *   Whether it is (read up to its end tag).
 */
function blankText(xml: string, at: number): boolean {
  let index = at
  while (xml.charCodeAt(index) === 32 || xml.charCodeAt(index) === 9) index++
  return index > at && xml.charCodeAt(index) === 60 /* `<` */
}
