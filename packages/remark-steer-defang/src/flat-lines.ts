import {emptyLabelLine, labelLineQuotes} from './settled.js'
import {HtmlMatcher, isAsciiAlpha, WrapperScanner} from 'steer-envelope'
import {decodeHtmlReference} from './character-references.js'
import {
  containerMarkersEnd,
  definitionLabelEnd,
  definitionLineKind,
  destinationEnd,
  isBlank,
  isDefinitionLine,
  pointyDestinationOpen,
  tailAfterDestination,
  titleEndsLine
} from './cuts.js'
import {isDelimiterRow} from './definitions.js'
import {fenceCloses, fenceOpens, type FlowState} from './flow-state.js'
import {holdsAny} from './char-set.js'
import {ConstructEnds} from './construct-ends.js'
import {
  commentEnd,
  constructEnd,
  filteredNameEnd,
  foreignDepthAfter,
  HiddenElements,
  hidingOpener,
  imageAltSpan,
  referenceBreak,
  templateOpener
} from './html-display.js'
import {LineBuilder, type LineCheckpoint, type RenderedLine} from './line.js'
import {
  acrossLineBreak,
  beforeAttribute,
  beforeValue,
  inAttributeName,
  inDoubleQuotes,
  inSingleQuotes,
  inTagName,
  isQuotedValue,
  tagNameStart,
  walkTag
} from './tag-state.js'
import {
  mayShowHeadingWord,
  isSpaceOrTab,
  indexWithin,
  lineKind,
  mayShowLetters,
  isAsciiPunctuation,
  startsLine,
  cdataAnyCase,
  cmarkCdataEnd,
  skipSpaceOrTab,
  lastBelow,
  isTaskBox,
  pastBlankBox,
  cmarkTitleClose
} from './flat/text.js'
import {
  autolinkEnd,
  linkTextOpener,
  closers,
  brackets,
  maxSpanningLines,
  openLink,
  openImage,
  imageEndOnLine,
  holdsNestedBrackets,
  type GoesOn,
  type LinkTables,
  linkTables,
  unclosedOpener,
  isOpenerOrMark,
  BracketMemo,
  linkTailEnd,
  unmatchedClose
} from './flat/links.js'
import {
  afterContainerMarks,
  OpenContainers,
  type ContainerBase,
  walkContainers,
  columnAt,
  holdsContainers,
  containersEnd,
  advance,
  forgetLastWalk,
  maxContainers,
  listMarkerEnd,
  taskBoxAt,
  onlyContainerMarks,
  type ContainerWalk
} from './flat/containers.js'
import {
  type Carried,
  carriedEnd,
  openerAtEnd,
  opensTag,
  htmlBlockAfter,
  rawBlockOpener,
  opensHtmlBlock,
  opensFlowBlock,
  otherwiseInHtml,
  tagEndWithin,
  tagStateAfter,
  forgetConstructSearches,
  afterFootnoteLabels,
  commonMarkTagEnd
} from './flat/html.js'
import {
  isFootnoteLine,
  endsParagraph,
  interruptsParagraph,
  gfmFootnoteEnd,
  maxListDepth,
  opensBlockAt,
  opensLeafBlock,
  quoteMarksEnd,
  isSetextUnderline,
  lazyUnderlineAt,
  quotesAt,
  quoteMarkers,
  quotesPastItems
} from './flat/blocks.js'
import {closingRun, codeOpenAtEnd, runAlone, runEnd} from './flat/code.js'
import {delimiterCells, rowCells, rowStart} from './flat/tables.js'

/** Most lines of a paragraph walked up from one line (see `spanState`). */
const maxSpanChain = 64

/**
 * The flat model: rendered lines of a stretch the parser could not take (a
 * fallback piece), read line by line without a tree, conservatively.
 *
 * Every source line is a rendered line (comments use hard breaks), and so
 * is every stretch after a `|` and the one before the first (table cells,
 * if they are: in a stretch of non-blank lines with a line that may be a
 * delimiter row). Each is read as Markdown (wrappers skipped with the scan
 * engine's grammar; references and escapes decoded; emphasis and code
 * marks, images, empty link text and link destinations display nothing;
 * a line with brackets is read once more with all link syntax hidden),
 * and as a browser shows raw HTML (constructs display nothing, a line may
 * start after each, marks and link syntax display); a line whose wrappers
 * hold a tag with a reference in it is read whole once more; and every
 * stretch of non-blank lines is read joined. Code is decoded too, so the
 * model sees at least every token GitHub shows: it may defang more than
 * GitHub needs, never less.
 *
 * Linear: each line and each `|` segment is read a fixed number of times
 * (segments end at the next `|`), searches are bounded to the line, link
 * destinations are read from tables of the line made once, and references
 * are bounded scans.
 *
 * @param text
 *   Prepared text.
 * @param start
 *   Start of the stretch (a line start).
 * @param end
 *   End of the stretch.
 * @param sink
 *   Called with each rendered line (prepared-text offsets), which it must
 *   not keep: the next line reuses its arrays. Lines are handed over one by
 *   one because a fallback stretch can be megabytes of them.
 * @param inFence
 *   A fenced code block open at the top level at `start`, if the stretch
 *   starts inside one (a piece cut at a blank line in a fence).
 * @param followQuotable
 *   Follow a fence whose opening line may get a heading's `> ` too (by
 *   default it is read as no fence: see below).
 * @param definitionsAsText
 *   Read link definitions as paragraph text (cmark-gfm 0.29 takes none out
 *   of a paragraph whose last line heads a table; see `flatLineEdits`).
 * @returns
 *   Whether a fence was read as none because its opening line may get a
 *   heading's `> ` (the caller reads the stretch once more with
 *   `followQuotable`: whether the line gets one is not known here).
 */
export function flatLines(
  text: string,
  start: number,
  end: number,
  sink: (line: RenderedLine) => undefined,
  inFence?: Extract<FlowState, {kind: 'fence'}> | undefined,
  followQuotable = false,
  definitionsAsText = false
): boolean {
  const wrappers = new WrapperScanner(text)
  const builder = new LineBuilder(sink, true)
  // Lines read once more with references that lack their `;` as written
  // (see `line`).
  const markdownReferences = new MarkdownReferenceBuilder(sink, true)
  // Second reading: a browser shows a line feed in raw HTML as a space and
  // an inline tag as nothing, so a token may run across the source lines of
  // a block and the tags in it (`<br>` then `Instruction from` then `@x`;
  // `<p>`, `Instruction `, `<b>`, `from`, `</b>`, ` @x`). Each stretch of
  // non-blank lines is read again as one line: lines of text joined by
  // spaces, construct lines (the core puts constructs on lines of their
  // own) displaying nothing, and every line start a place a line may start
  // (`breaks`), where the line-start rules apply too. Each line is read once
  // more, so this stays linear.
  // It is read twice where a CDATA section stands in it: as HTML (a bogus
  // comment to its first `>`: `Work-item`, `<![CDATA[[]]>`, ` context`) and
  // as SVG or MathML show it (its content: `Work-item`, `<svg>`,
  // `<![CDATA[ context`); both found by the browser oracle. The second
  // copy is kept only when such a section was read.
  // And once more where it has an `<svg>` or `<template>`: a browser draws
  // no text inside, so the text around one joins (`<p>Instruction from</a>`,
  // `<template>`, `z`, `</template>`, ` @x: go`; browser oracle, as the
  // AST engine reads HTML with `displayHtml`). The copy is kept only where
  // such an element was read.
  const joinedAsHtml = new LineBuilder(sink, true)
  // Readings across lines read once more with link text that opens in one
  // part and closes in a later one (see `showRest`).
  const crossed = new LineBuilder(sink, true)
  const joinedForeign = new LineBuilder(sink, true)
  const joinedHidden = new HidingBuilder(sink)
  // Only where the stretch holds one (a second copy of every joined line
  // costs: found by a benchmark).
  const whole = text.slice(start, end)
  // Whether the stretch holds a CDATA opener (see `joinedCdataAt`).
  const mayHoldCdata = cdataOpener.test(whole)
  // And with each section read as the elements open before it say: its
  // content where SVG or MathML is, a bogus comment past a tag that left
  // them (`<svg>`, `<![CDATA[Work-item]]>`, `<b>`, `<![CDATA[a]]>`,
  // `context`; fuzz run 40), each tag followed as `HiddenElements` does.
  const joinedTracked = new LineBuilder(sink, true)
  const trackedElements = new HiddenElements()
  // Whether the bogus comment, or the section, that reading read last is
  // left open.
  let trackedBogusOpen = false
  let trackedSectionOpen = false
  const joinedBase: LineBuilder = mayHoldCdata
    ? new TeeBuilder(joinedAsHtml, new TeeBuilder(joinedForeign, joinedTracked))
    : joinedAsHtml
  // And with only `<template>` content hidden: a sanitizer that drops it
  // with its content keeps the text of SVG (`<svg>Work-item<a>`, ` `,
  // `<template>`, `x`, `</template>`, `context`; fuzz run 38).
  const joinedTemplates = new HidingBuilder(sink, true)
  const hiders: LineBuilder = templateOpener.test(whole) ? new TeeBuilder(joinedHidden, joinedTemplates) : joinedHidden
  const joinedHiding: LineBuilder = hidingOpener.test(whole) ? new TeeBuilder(joinedBase, hiders) : joinedBase
  // And once more with references as written, where the stretch may hold
  // code across lines: the joined reading decodes code too (`` `Work-item``,
  // ``context&#65;` `` shows `context&#65;`; fuzz run 27).
  const joinedLiteral = new LiteralReferenceBuilder(sink, true)
  const joined: LineBuilder = whole.includes('`') && whole.includes('&') ? new TeeBuilder(joinedHiding, joinedLiteral) : joinedHiding
  let joinedCdata = false
  // Whether the last CDATA section `joinedForeign` read is left open at the
  // end of its line (in SVG and MathML it runs on to `]]>`).
  let foreignCdataOpen = false
  // `joinedForeign` before the content of that section: where a tag before
  // the opener left SVG or MathML, it is a bogus comment from its `<`, and
  // none of its content shows.
  let foreignCdataStart: LineCheckpoint | undefined
  // Readings of a section holding a `>` as a whole that `readCdataLine`
  // finished early in this stretch (see there).
  let foreignAlternatives = 0
  let joining = false
  let joinedLines = 0
  // Whether the joined stretch began with a construct line (an HTML block),
  // and whether a blank line followed it (see `join`).
  let joinedHtml = false
  // Whether the next line runs on from the last without a break (code
  // after a fence a construct left open swallowed; see `join`).
  let glueNext = false
  let afterBlank = false
  // Whether a definition read there goes on (see `join`): a footnote's, 1
  // with no blank line since its label, 2 past one (where only lines
  // indented into it go on with it); 3 a link definition's, to a blank
  // line (its destination and title may be on lines of their own: `[x]:`,
  // `u`; fuzz run 28); 0 none.
  let definitionGoesOn = 0
  // What may go on with a link definition read there (see
  // `definitionTail`): -1 its destination, 1 a title, a quote's or `)`'s
  // code the rest of a title left open, 0 nothing (a line that is no
  // definition displays: `<!-- -->`, blank, `[b]: u`, then a code span
  // across lines; fuzz run 29).
  let definitionNext = 0
  // Where the title `definitionNext` waits for closes (see `titleGoesOn`).
  let definitionCloseAt = -1
  // Whether `line` reads a line from a CDATA section (see there).
  let cdataLine = false
  // The last search for a title's closer (see `titleCloses`): the closer,
  // the line end it searched from, the start of the line it stopped on,
  // the first closing mark it found with no backslash before it and the
  // last one with one (-1: none), and whether only white space follows
  // each on its line.
  const titleMemo = {closer: 0, from: -1, stop: -1, bare: -1, bareEnds: false, escaped: -1, escapedEnds: false}
  // Where the title `titleCloses` last answered for ends (its closing
  // mark), or -1 where no later line holds one.
  let titleClose = -1
  // End of the line a link definition's label read there closes on.
  let definitionLabelUntil = -1
  let lineStart = start
  // Next `|` at or after the current line, searched again only once passed:
  // searching from every line would be quadratic in a text without pipes.
  let pipe = text.indexOf('|', start)
  // End of the stretch of non-blank lines last read for a delimiter row, and
  // whether it holds one (see `inTableStretch`).
  let stretchEnd = start
  let stretchRow = false
  // The line being read, with its list base and whether the rules for
  // interrupting a paragraph hold there (see `quoteMarkerIn`).
  let currentLine = -1
  let currentLineEnd = -1
  let currentBase = 0
  let currentInterrupts = false
  // What its containers are walked from (see `walkBase`).
  let currentWalkBase: ContainerBase = 0
  // Length of the run that opened the span `codeAbove` last found open.
  let aboveRun = 0
  // The lower-case declarations of the range as the core reads them (see
  // `tagInDeclaration`): their `<` and the `>` that ends each, in order
  // (made when first asked).
  let declarations: {opens: number[]; ends: number[]} | undefined
  // Where the main reading's walk found the content of the last few lines
  // (a ring: a code span's opener is at most `maxSpanningLines` above its
  // closer), for a line above read again (see `codeFromAbove`).
  const recentLines = new Int32Array(recentSize).fill(-1)
  const recentContents = new Int32Array(recentSize)
  let recentNext = 0
  // The last answer of `quoteMarkerIn` that holds for any place after the
  // content start: the line and start it was asked for, and that content.
  const memo = {line: -1, from: -1, content: Number.POSITIVE_INFINITY, quoted: false}
  // What runs across source lines (found by review). A cmark-gfm HTML block
  // of kinds 1–5 (`<script>`, `<pre>`, `<style>`, `<textarea>`, `<!--`,
  // `<?`, `<!X`, `<![CDATA[` at a line start) runs across blank lines, where a browser collapses white space: the joined
  // reading goes on (`blockEnd`, its terminator). A construct a line leaves
  // open ends, in a browser, on a later line, at its first `>` (or `-->`,
  // `--!>`), and a line may start there (`carried`). Link destinations,
  // titles and labels may run onto later lines, and a line may start after
  // them: after any `)` or `]` on a line that follows one that leaves link
  // text, a destination or a label open (`bracket`).
  let blockEnd: string | undefined
  // Whether an HTML block of kind 6 or 7 is open (to the next blank line):
  // there a `>` that starts a line is HTML, not a quote marker.
  let inFlowBlock = false
  // What the containers an HTML block opened in need of a line for it to go
  // on (see `walkContainers`): a list item or quote that ends ends the block
  // too, and the lines after it are Markdown again (`- <?`, ``` `Work-item ```,
  // ``` context` ```: found by review).
  let blockNeeds: number[] | undefined
  // Whether that HTML block is in a footnote definition, whose text
  // cmark-gfm writes at the end of the page: a construct left open in it
  // hides nothing of what follows the definition in the source
  // (`[^a]:`, `    <!--`, then `<a>`, `Instruction from`; fuzz run 26).
  let blockInFootnote = false
  // Whether the line before is paragraph text (which an HTML block of kind 7
  // does not interrupt).
  let inParagraph = false
  // The last line `spanState` read, the length of the run whose code span
  // is open after it (0: none), and the start of the line whose run opened
  // it (-1: none).
  let spanAt = -1
  let spanOpen = 0
  let spanOpenLine = -1
  // And the quote markers of its paragraph.
  let spanDepth = 0
  let previousBlank = false
  // Whether the line above closed an HTML block of kinds 1–5: the next
  // line starts a block of its own, as after a blank line.
  let closedRawAbove = false
  // The containers of the paragraph the line before is in: its list
  // items' content column and its quote markers.
  let paragraphBase = 0
  let paragraphQuotes = 0
  // Starts of the lines that end a paragraph's link definitions (see
  // `paragraphDefinitions`).
  const definitionLines = new Set<number>()
  // Starts of the lines read so far, in order, that go on with no
  // paragraph above them (see `startsParagraph`).
  const paragraphBreaks: number[] = []
  // Line starts the main reading puts in no paragraph (not blank), sorted.
  const outsideParagraphs: number[] = []
  // The quotes its first line is in as the walk reads them (see
  // `walkQuotes`): a delimiter row must be in as many.
  let paragraphWalkQuotes = 0
  // Of those, the ones outside every list item (see `leadingQuotes`).
  let paragraphOuterQuotes = 0
  // Columns its first line's list items past its last quote marker indent
  // its content by (see `innerItemsWidth`).
  let paragraphQuotedBase = 0
  // The line `goesOn` last judged its own paragraph for, and that
  // paragraph's quotes, base and quoted base where it starts one.
  let goesOnLine = -1
  let goesOnState: [number, number, number] | undefined
  // Whether that paragraph began on a footnote definition's line.
  let paragraphFootnote = false
  // Whether it began on a link definition's line (and may hold nothing
  // else: a title may go on onto the next lines).
  let paragraphDefinitions = false
  // Whether it began on the line that opens its list item (outside quotes,
  // as `emptyItem` reads them): where it holds definitions alone, the item
  // holds nothing once it ends.
  let paragraphOpensItem = false
  // Whether its first line is a definition's label alone (its destination
  // may follow on the next line).
  let definitionPending = false
  // Where a definition's label that runs onto later lines closes: the
  // index after its `]:`, and the end of that line (-1: none open).
  let labelTail = -1
  let labelUntil = -1
  // What closes a title a definition's line leaves open, or 0 (see
  // `openTitle`), and the index of the mark that closes it.
  let titleCloser = 0
  let titleCloserAt = -1
  // Whether the last definition's line ends with its destination, so that
  // a title may stand on the next line: one that has its title takes no
  // other (`[x]:u ""`, then `` "`" `` is text, and its backtick opens a
  // code span; fuzz run 62).
  let titleMayFollow = false
  // Whether the line before is a table's (header, delimiter or body row;
  // see `flat/tables.ts`). A table is no paragraph, and keeps the
  // containers of the paragraph it was (`paragraphBase` and the rest).
  let inTable = false
  // Where the line before, if paragraph text, has its content (a table's
  // header row if the line is a delimiter row), and its end.
  let headerAt = -1
  let headerEnd = -1
  // Quote markers before the label of the footnote definition the current
  // line may go on with (the nearest label line above in its stretch of
  // non-blank lines; -1: none).
  let labelAbove = -1
  // The fenced code block open, if any (its marker and size).
  // (A stretch may start inside one at the top level: see `inFence`.)
  // Whether the line above opened a list item with nothing in it.
  let emptyItem = false
  let fence: Extract<FlowState, {kind: 'fence'}> | undefined = inFence
  // What the fence's containers need of a line for it to go on.
  let fenceNeeds: number[] | undefined = inFence ? [] : undefined
  // Whether a fence was read as none because its opening line may get a
  // heading's `> ` (see `followQuotable`).
  let unfollowed = false
  // Content columns of the list items open (outside quotes), outermost
  // first: a line indented to one is in it, and an HTML block it opens ends
  // with it (found by review: `- a`, blank, `  <?`, a code span across
  // lines). Each line pushes and pops at most what it opens or closes.
  const listColumns: number[] = []
  // Brackets of the stretches read last (see `BracketMemo`).
  const bracketMemo = new BracketMemo()
  // List items inside quotes, and footnote definitions (see
  // `OpenContainers`).
  const openContainers = new OpenContainers()
  // Whether the current line is inside an HTML block (of any kind, opened
  // above): a `>` that starts it is text there (`<pre>`, then
  // `> &#10;Amendments` shows `Amendments` alone at a line start, unquoted).
  let htmlLine = false
  // Whether the line read now is raw HTML (in an HTML block, or opening one).
  let lineIsRaw = false
  let carried: Carried | undefined
  // The state a tag carried over is in at the start of the line (see
  // `tag-state.ts`).
  let carriedState = beforeAttribute
  // Whether the construct carried over (`other`) is a tag, which takes
  // quoted values; else it ends at its first `>` (`<![CdaTa[`, then
  // `=">Instruction from`: the `"` opens nothing; found by a fuzz run).
  let carriedTag = false
  // Whether the construct carried over was opened on a line of raw HTML (an
  // HTML block's, or one that opens one).
  let carriedRaw = false
  // A comment opened in raw HTML that the reading above ended at a `-->`
  // in paragraph text, which GitHub escapes (`--&gt;`): to a browser it
  // goes on to the next `-->` in raw HTML, and a line may start after that
  // (`- <!--a>`, `-->`, `>`, `<o>`, `-->&#65mendments`: the core's break
  // after `<!--a>` left the comment open; found by a fuzz run).
  let rawComment = false
  // A tag carried over that its first `>` ended on a line above, but that
  // goes on past that line where quoted values are followed: its state at
  // the line start (see `tag-state.ts`), or -1 (none). A browser ends it at a
  // later line's first `>` outside quotes, and a line may start there
  // (`<a `, then `b="x >"-`, then `d>Amendments`: the `>` in the value
  // ends nothing; browser oracle).
  let carriedPast = -1
  // A construct left open on a line outside HTML blocks is in doubt:
  // cmark-gfm passes inline HTML only when complete (the core has put such
  // on lines of its own), and escapes `<x`, `<!--` or `\<!--` left open as
  // text, so the lines after it display (`<x`, ``` ``Work-item ```,
  // ``` context`` ```; found by review). The readings go on as if it were
  // text; one more reading (`hidden`) has it hide what follows, up to its
  // end or a blank line (which ends a paragraph), where a line may start.
  let doubtful: Carried | undefined
  // A tag in doubt read as a browser reads it: its quoted values followed
  // across lines (`doubtful` ends at its first `>`, conservatively), the
  // state at the start of the line after the line read last (see
  // `tag-state.ts`), or -1 (none followed). Where it ends, a line starts: `<x y="`, blank,
  // `<n e=">`, `b='x >'-`, `">Amendments` shows the heading, where the
  // first `>` lies in a value (fuzz run 22).
  let doubtfulState = -1
  const hidden = new LineBuilder(sink, true)
  let bracket = false
  let imageBracket = false
  // Link text whose destination or label runs onto later lines displays
  // right before what follows its closer there (`[Amend](`, `u`,
  // `)ments`; also `(<u>)`, which the core breaks onto lines of their own:
  // found by review). Read as one line, links hidden: the text up to the
  // open destination, then what follows the closer, a few lines on.
  const spanning = new LineBuilder(sink, true)
  // The same, with brackets read as in the linked reading (brackets that
  // hold a link show: `[[work-item](`, `<u>`, `)-context]`; found by review).
  const spanningLinked = new LineBuilder(sink, true)
  // The core's HTML grammar, made when a line's wrappers hold a `<`.
  let matcher: HtmlMatcher | undefined
  // Where constructs end as a browser reads them, for tags across lines
  // (see `tagOnLine`).
  let tagEnds: ConstructEnds | undefined
  // Whether the last browser reading met a construct left open (see
  // `openAsText` in `read`).
  let metOpen = false
  // End of the last filtered tag read across lines (see `filteredAcross`),
  // and the next blank line it found (-1: none; -2: not searched).
  let filteredDone = 0
  // The first `<` at or after `ltFrom` (-1: none; see `filteredAcross`).
  let nextLt = -1
  let ltFrom = Number.POSITIVE_INFINITY
  let blankAfter = -2
  // Text around an image whose description runs onto later lines, which
  // displays nothing where the image loads: the text before it, then what
  // follows the image there, read as one line (see `openImage`); and the
  // same with brackets read as in the linked reading (a fence's brackets
  // show: `[work-item-![x`, `](u)context]`; found by a fuzz run).
  const outer = imageReading()
  // A CDATA section that runs across lines displays its content in SVG and
  // MathML, line breaks as white space: read as one line (`<svg>`, then
  // `<![CDATA[Instruction from`, `@x]]>`; found by a fuzz run).
  const cdataSpanning = new LineBuilder(sink, true)
  // Lines `cdataSpanning` has read since its section closed, or 0; and
  // whether blank lines came after the last.
  let cdataTail = 0
  let cdataBlank = false
  // Whether the line `cdataSpanning` read last is a definition's whose
  // destination may be on the next line.
  let cdataPending = false
  // End of the line a definition's label read there closes on when that
  // is a later line (-1: none), and the index after its `]:`.
  let cdataLabelUntil = -1
  let cdataLabelColon = -1
  // Where no SVG or MathML is open, HTML reads the opener `cdataSpanning`
  // follows as a bogus comment that ends at its first `>`, maybe lines
  // below; a section opened after it (`<svg><![CDATA[`) shows its own
  // content (`<![CDATA[from @`, then `<u><svg><![CDATA[Instruction from`,
  // `@x]]>`; fuzz run 30). `cdataBogus`: 0 none, 1 in the comment, 2
  // past it with nothing displayed since.
  const cdataAfterBogus = new LineBuilder(sink, true)
  let cdataBogus = 0
  // Whether what `cdataBogus` waits on (1) is an `<svg` or `<math` tag left
  // open: past its `>`, a section shows its content.
  let cdataBogusForeign = false
  // Lines `cdataAfterBogus` has read since its section closed, or 0; and
  // whether a section it reads past there is open (see `readForeignTail`).
  let cdataBogusTail = 0
  let cdataBogusSection = false
  // Whether a tag stood in what `readForeignTail` read since the section.
  let cdataBogusTagged = false
  // A second image reading, started on a line that the first one holds
  // (its description, destination or label still open) by an image whose
  // description runs on from there: where the first never closes, its `![`
  // is text and the second is the image (`![`, `[/work-![a`,
  // `b](x)item-context]`; found by a fuzz run). One level only.
  const inner = imageReading()
  // A third, started where the first holds a line above, the second is
  // free, and a line's text starts with an image of its own, which a `]`
  // below closes first (`` ` ``, `` ![`] ``, `` ![`]` ``, `` ![`] ``,
  // `` b`]()Amendments ``: the second line's image was the second
  // reading's hedge, the third line's the first's; fuzz run 61).
  const leading = imageReading()
  // The line `codeBeforeImage` last read, and its answer.
  let codeBeforeAt = -1
  let codeBefore = false
  // The line the link's reading last started on.
  let spanningStartedAt = -1
  let nextImage = -2
  // A footnote's text between HTML blocks, which the joined reading skips
  // (see `join`), read joined on its own, and its lines.
  const aside = new LineBuilder(sink, true)
  let asideLines = 0
  // What closes the open destination (`)`) or label (`]`), and lines passed.
  let spanningCloser = 0
  let spanningLines = 0
  // The code span the link's reading waits on (see `ImageReading.code`).
  let spanningCode = 0
  // The line right after the one a destination the link's reading waits on
  // opened on (-1: none to check), whether anything of it stood on that
  // line after its `(`, and where the `]` before that `(` is when the
  // reading started there (a line may hold another `](` inside that
  // destination: -1 otherwise). See `destinationDies`.
  let spanningCheck = -1
  let spanningBegun = false
  let spanningFreshAt = -1
  // What closes a title the link's destination left open (`"`, `'`, `)`).
  const spanningTitle = {closer: 0, may: false}
  // What each of the two readings across lines has read so far (start, end,
  // whether wrappers are skipped; and its first line's start and whether it
  // is quoted), so that a link's reading can go on as an image's, and the
  // other way around, where one closes on the line the other opens on.
  // (The image readings keep theirs: see `ImageReading`.)
  let linkSegments: Segments = {from: -1, insertAt: -1, quoted: false, parts: []}

  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    // A list item that opened empty ends at a blank line right after it
    // (an item may begin with at most one blank line: `*`, blank, then
    // `  <div` is no part of it; fuzz run 19).
    // (Unless its blanks reach the item's content: cmark-gfm reads them as
    // the item's, which goes on; `-`, `\t`, then `  ![`]`` is in the item;
    // fuzz run 53.)
    // (It holds nothing yet after blank lines that reach its content: the
    // first one short of it ends it; `+`, two spaces, an empty line, then
    // `\t>`` is indented code; found by fuzz run 59.)
    const blankLine = lineKind(text, lineStart, lineEnd) === 'blank'
    if (emptyItem && blankLine && blankWidth(lineStart, lineEnd) < listColumns.at(-1)!) listColumns.pop()
    const stillEmpty: boolean = emptyItem && blankLine && listColumns.length > 0 && blankWidth(lineStart, lineEnd) >= listColumns.at(-1)!
    const base = listBase(lineStart, lineEnd)
    // Where a list item sits inside a quote, or a footnote definition is
    // open, the line's containers are walked from what the containers open
    // need (`listColumns` follows items outside quotes only): `> - x`,
    // `>2.`, then `>     y` is a paragraph in the new item, and `[^b]:`,
    // then `    y` one in the definition, not indented code (found by a
    // targeted fuzz).
    const walkBase: ContainerBase = openContainers.held() ?? base
    // The rules for what interrupts a paragraph (no list item from 2, no
    // empty one, no HTML block of kind 7) hold only in the container the
    // paragraph is in: outside it (`> a`, then `2. b`; `- a`, then `2. b`),
    // cmark-gfm opens the block (found by review).
    // A footnote definition is a container too: a line not indented into
    // it is outside (`[^x]:\`, then `<R>` opens an HTML block in cmark-gfm;
    // fuzz run 22).
    // (A table's rows go on in the same containers; see `inTable`.)
    const holdsParagraph: boolean =
      (inParagraph || inTable) &&
      base >= paragraphBase &&
      // A quote the line opens past the paragraph's holds no paragraph
      // (`*a*`, then `>0)`: an item from 0 opens in it; fuzz run 24).
      // (Past the blanks of the list items it reaches too: `1. >x`, then
      // `\t>|-`; found by fuzz run 58.)
      // (And past an item's blanks inside a quote: `>1. >x`, then
      // `>      >|-`; found by fuzz run 59.)
      (quotesAt(text, lineStart, lineEnd) === paragraphQuotes ||
        (base > 0 && quotesPastItems(text, lineStart, lineEnd, base) === paragraphQuotes) ||
        openContainers.quotesHeld(text, lineStart, lineEnd) === paragraphQuotes) &&
      // Nor one inside the quote but outside a list item in it (`>- x`,
      // then `>2.` opens a list in the quote; fuzz run 24), or outside a
      // footnote definition that holds the paragraph (`[^b]:`, `    y`,
      // `y`, then `<R>` opens an HTML block).
      !(openContainers.followed() && !openContainers.holdsAll(text, lineStart, lineEnd)) &&
      !(paragraphFootnote && !indentedFour(text, lineStart, lineEnd))
    const interrupts: boolean = inParagraph && holdsParagraph
    currentLine = lineStart
    currentLineEnd = lineEnd
    currentBase = base
    currentInterrupts = interrupts
    currentWalkBase = walkBase
    if (
      (blockEnd !== undefined || inFlowBlock) &&
      blockNeeds !== undefined &&
      !holdsContainers(text, lineStart, lineEnd, blockNeeds)
    ) {
      blockEnd = undefined
      inFlowBlock = false
      // The end tags cmark-gfm writes for the containers (`</li>`) end a
      // bogus comment or a tag left open; a comment goes on, but not out of
      // a footnote definition (see `blockInFootnote`).
      if (carried === 'other' || blockInFootnote) carried = undefined
      // A new block starts: the joined reading of the one that ended ends
      // (not one that reads past the footnote definition the block was
      // in: see `definitionGoesOn`).
      if (!(blockInFootnote && definitionGoesOn !== 0)) endJoin()
    }

    // After a blank line outside HTML blocks of kinds 1–5, GitHub writes
    // the next block's own tag (`<p>`, `<blockquote>`, `<ul>`) unless the
    // line opens an HTML block: its `>` ends a tag or bogus comment left
    // open above (found by review: `<div`, `x`, blank, `  >`, a code span
    // across lines). That tag displays nothing, and is no block break: the
    // text before the construct joins what the line shows
    // (`&#91;work-item-co<![cdata[x`, blank, `ntext&#93;` in an HTML
    // block; found by a fuzz run).
    // So does a tag carried past its first `>` outside a value (see
    // `carriedPast`; `<p>`, `Work-item`, `<x a="`, `>"`, blank, `context.`
    // shows `Work-item context.`; fuzz run 22).
    let swallowed = false
    if (
      (carried === 'other' || (carriedPast !== -1 && !isQuotedValue(carriedPast))) &&
      // So does one after an HTML block of kinds 1–5 closed on the line
      // above (`<?><x`, then a code span across lines: GitHub writes
      // `<p>`, whose `>` ends the `<x`; found by fuzz run 25).
      (previousBlank || closedRawAbove) &&
      blockEnd === undefined &&
      lineKind(text, lineStart, lineEnd) !== 'blank' &&
      !opensHtmlBlock(text, lineStart, lineEnd, walkBase, interrupts)
    ) {
      carried = undefined
      carriedPast = -1
      swallowed = true
    }

    // Code in a fence is escaped: it opens and ends no construct, and the
    // `<pre>` GitHub writes before it ends a tag left open (a comment goes
    // on). A `<?` in a fence opens no HTML block either (found by review:
    // a fence holding `<?`, then a code span across lines).
    // A fence in a list item or quote ends with it (found by review).
    if (fence !== undefined && fenceNeeds !== undefined && !holdsContainers(text, lineStart, lineEnd, fenceNeeds)) {
      fence = undefined
    }

    const fenced = fence !== undefined
    if (fenced && carried === 'other') carried = undefined
    const open = carried
    const openState = carriedState
    const openTag = open === 'other' && carriedTag
    htmlLine = blockEnd !== undefined || inFlowBlock
    // In an HTML block opened in a quote, the line's own `>` markers are the
    // quote's, which GitHub does not write: the construct ends past them
    // (`><?`, then `>S>Instruction from @`, where it ends at `S>`; fuzz
    // run 19).
    const markersEnd =
      open && htmlLine && blockNeeds !== undefined && blockNeeds.length > 0
        ? containersEnd(text, lineStart, lineEnd, blockNeeds)
        : -1
    const resumed =
      fenced && open
        ? -1
        : open
          ? carriedEnd(text, markersEnd === -1 ? lineStart : markersEnd, lineEnd, open, htmlLine)
          : lineStart
    // Where a tag carried over ends as a browser reads it, in the state the
    // lines above left it in: the joined reading goes on from there (`<v>`,
    // `</b`, `t=">">Instruction`, `<b>`, `from @`: an end tag takes quoted
    // attributes; found by a fuzz run). The line itself is read from each
    // place below.
    let joinFrom = resumed
    if (openTag && resumed !== -1 && htmlLine) {
      // None on the line: it is inside the tag, hidden (`<x a="`, then
      // `>"`: the `"` shows nothing; fuzz run 22).
      joinFrom = tagEndWithin(text, lineStart, lineEnd, openState)
    }

    // Where a tag carried past the line above ends on this one (see
    // `carriedPast`); or it goes on.
    const past = carriedPast
    let pastEnd = -1
    carriedPast = -1
    if (past !== -1 && !fenced && htmlLine) {
      pastEnd = tagEndWithin(text, lineStart, lineEnd, past)
      if (pastEnd === -1) carriedPast = tagStateAfter(text, lineStart, lineEnd, past)
    }

    // A tag carried over whose first `>` on this line lies in a value: it
    // goes on past the line as a browser reads it. (Not where a tag the
    // browser reading carried past the line above is open: the line is in
    // that one's value up to `pastEnd`, and a tag the first `>` reading
    // found there is none: `<n e="`, `><n e="`, then `>` ends the tag, and
    // `@` after it shows; fuzz run 26.)
    if (openTag && resumed !== -1 && past === -1 && (htmlLine || opensHtmlBlock(text, lineStart, lineEnd, walkBase, interrupts))) {
      const state = tagStateAfter(text, lineStart, lineEnd, openState)
      if (state !== -1) carriedPast = state
    }

    const rawLine = htmlLine || opensHtmlBlock(text, lineStart, lineEnd, walkBase, interrupts)
    lineIsRaw = rawLine
    if (open === 'comment' && resumed !== -1 && carriedRaw && !rawLine && !fenced) rawComment = true
    // The `-->` that ends it to a browser, on a raw line (see `rawComment`).
    let rawCommentEnd = -1
    if (rawComment && rawLine && !fenced && open !== 'comment') {
      rawCommentEnd = commentEnd(text, lineStart, lineEnd)
      if (rawCommentEnd > 0) rawComment = false
    }

    if (resumed !== -1) carriedRaw = rawLine
    // What the line leaves open is read from where a browser ends a tag
    // carried over (`joinFrom`), not from its first `>`, which may lie in
    // a quoted value (`<n e="`, then `><!--">`: no comment opens; fuzz run
    // 24).
    // So is it from where a tag carried past the line above ends on this
    // one (`<a b`, `='>`, `'<!--/>n from`: the `<!--` is in the tag).
    const readFrom = pastEnd !== -1 && resumed !== -1 ? Math.max(pastEnd, resumed) : joinFrom === -1 ? resumed : joinFrom
    if (resumed === -1) {
      carried = open
    } else if (openTag && joinFrom === -1 && carriedPast !== -1 && htmlLine && !fenced) {
      // In an HTML block a browser reads the tag on past the line (its
      // first `>` is in a value): what follows that `>` is in the value
      // too, and opens nothing (`<d>`, `Instruction from<n x="`, `><!--`,
      // `<n x="">`, `@`; fuzz run 27). The browser reading follows the tag
      // (`carriedPast`).
      carried = undefined
    } else if (past !== -1 && pastEnd === -1 && htmlLine && !fenced) {
      // So is all of a line inside a tag the browser reading carried past
      // the line above (`<x x="`, `>`, then `<!--`, `">@`; fuzz run 28).
      carried = undefined
    } else {
      const opener = fenced ? -1 : openerAtEnd(text, readFrom, lineEnd)
      carried = opener === -1 ? undefined : text.startsWith('<!--', opener) ? 'comment' : 'other'
      carriedTag = opener !== -1 && opensTag(text, opener)
    }

    carriedState =
      carried !== 'other'
        ? beforeAttribute
        : tagStateAtEnd(text, resumed === -1 ? lineStart : readFrom, lineEnd, resumed === -1 ? openState : -1)
    if (carried !== undefined && resumed !== -1 && !htmlLine && !opensHtmlBlock(text, lineStart, lineEnd, walkBase, interrupts)) {
      doubted(lineStart, lineEnd, carried)
      carried = undefined
    } else {
      doubted(lineStart, lineEnd, undefined)
    }

    // The whole line, then each stretch after a `|`, and the one before the
    // first `|` (a table's first cell). Every token shows letters: a line
    // that can show none (a masked one, `***…`) holds none of its own, and
    // only counts in the joined reading.
    if (mayShowLetters(text, lineStart, lineEnd)) {
      line(lineStart, lineEnd, lineStart)
      if (open && resumed !== -1 && resumed < lineEnd) {
        builder.start(-1, false)
        read(builder, resumed, lineEnd, false, true)
        builder.end()
        // A tag carried over ends at its first `>` outside a quoted value,
        // which a quote opened on a line above may hold (`</b`, then
        // `t=">">Instruction from @`: an end tag takes attributes in a
        // browser; found by a fuzz): read from there too, taking the line
        // to start in each state a line break leaves a tag in.
        if (openTag) {
          const ends = [resumed]
          for (const state of lineStartStates) {
            const end = tagEndWithin(text, lineStart, lineEnd, state)
            // Each place read once (the states may agree).
            if (end !== -1 && !ends.includes(end) && end < lineEnd) {
              ends.push(end)
              builder.start(-1, false)
              read(builder, end, lineEnd, false, true)
              builder.end()
            }
          }
        }
      }

      if (pastEnd !== -1 && pastEnd < lineEnd) {
        builder.start(-1, false)
        read(builder, pastEnd, lineEnd, false, true)
        builder.end()
      }

      if (rawCommentEnd > 0 && rawCommentEnd < lineEnd) {
        builder.start(-1, false)
        read(builder, rawCommentEnd, lineEnd, false, true)
        builder.end()
      }

      if (bracket && holdsAny(text, lineStart, lineEnd, closers)) {
        afterClosers(lineStart, lineEnd)
        closesTextAbove(lineStart, lineEnd)
      } else if (imageBracket && holdsAny(text, lineStart, lineEnd, closers)) {
        // An image open past a code span on a line above (see
        // `imageBracket`) may close here, as the image readings do not
        // follow: images nested across lines, which they lose past the
        // nearest few, and lines whose containers they read otherwise than
        // cmark-gfm (`* >1. >x`, `` >   > \t` ``, then an image line). The
        // text after its `]` or `)` starts the rendered line. (The reading
        // of text a line above opened, `closesTextAbove`, is left to lines
        // after link text: it doubled the time of image lines in a row.)
        afterClosers(lineStart, lineEnd)
      }
      if (pipe !== -1 && pipe < lineStart) pipe = text.indexOf('|', lineStart)
      // Cells only where a table may be: a stretch of non-blank lines with a
      // delimiter row (`a | Amendments` alone is one line of prose; found by
      // review 27).
      if (pipe !== -1 && pipe < lineEnd && !inTableStretch(lineStart)) pipe = lineEnd
      const firstPipe = pipe
      if (pipe !== -1 && pipe < lineEnd && mayShowLetters(text, lineStart, pipe)) line(lineStart, pipe, -1)
      while (pipe !== -1 && pipe < lineEnd) {
        const next = text.indexOf('|', pipe + 1)
        const cellEnd = next === -1 || next > lineEnd ? lineEnd : next
        if (mayShowLetters(text, pipe + 1, cellEnd)) line(pipe + 1, cellEnd, -1)
        pipe = next
      }

      // cmark-gfm 0.29 splits no cell at a pipe with a backslash before it,
      // escaped or not (`[](x "\\|")Amendments` is one cell there, a link
      // and the heading; micromark splits at `\\|`): its cells that hold
      // such pipes are read too.
      if (firstPipe !== -1 && firstPipe < lineEnd) cmarkCells(lineStart, lineEnd, firstPipe)
    }

    // The joined reading reads as a browser does: a tag carried past a line
    // above hides this one up to its end there, or all of it (`<n e="`,
    // `<div>`, `">`, then ` @`: the `">` shows nothing; found by a fuzz
    // run).
    const joinAt = pastEnd !== -1 || carriedPast !== -1 ? pastEnd : open === undefined ? lineStart : joinFrom
    join(lineStart, lineEnd, joinAt, carried !== undefined || carriedPast !== -1, swallowed)
    spanningCdata(lineStart, lineEnd, rawLine)
    spanningLink(lineStart, lineEnd)
    const outerOpen = outer.plain.isOpen()
    innerImage(lineStart, lineEnd, spanningImage(lineStart, lineEnd))
    lineStartImage(lineStart, lineEnd, outerOpen)
    const kind = lineKind(text, lineStart, lineEnd)
    // Once a line may leave a link open, any later line of the paragraph
    // may close it (a title in parentheses holds `)` of its own).
    bracket = kind !== 'blank' && (bracket || openLink(text, lineStart, lineEnd) !== -1)
    // (`openLink` reads a `]` in a code span as closing: a line with an
    // image open past it, `` ![`]` ``, may leave one open too; nested on
    // four lines, then `]!]()Amendments`, the image readings lose the one
    // that closes; fuzz run 74.)
    imageBracket =
      kind !== 'blank' &&
      (imageBracket || (indexWithin(text, '![', lineStart, lineEnd) !== -1 && indexWithin(text, '`', lineStart, lineEnd) !== -1))
    previousBlank = kind === 'blank'
    const wasInBlock: boolean = blockEnd !== undefined || inFlowBlock || fenced
    // Whether the line is in, opens or closes an HTML block of kinds 1–5.
    let rawBlockLine = false
    if (fenced) {
      // Only the markers of the fence's own containers: in a fence outside
      // a quote, `>```` is code and closes nothing (the flat model closed
      // the fence there, and read the next fence line as an opening one,
      // with the tag after it as code; found by a fuzz run).
      let content = containersEnd(text, lineStart, lineEnd, fenceNeeds ?? [])
      let spaces = 0
      while (content !== -1 && content < lineEnd && text.charCodeAt(content) === 32 && spaces < 4) {
        content++
        spaces++
      }

      if (content !== -1 && spaces < 4 && fenceCloses(text, content, lineEnd, fence!)) fence = undefined
    } else {
      // Inside an HTML block of kind 6 or 7 no other block starts (a `<?`
      // there opens none that would run past its blank line: found by
      // review); a line in or opening one of kinds 1–5 is no kind 6 or 7
      // (`<style>` alone is kind 1, not 7).
      const before = blockEnd
      if (before !== undefined || !inFlowBlock) {
        blockEnd = htmlBlockAfter(text, lineStart, lineEnd, before, walkBase, interrupts)
      }

      const rawBlock: boolean =
        before !== undefined || (!inFlowBlock && rawBlockOpener(text, lineStart, lineEnd, walkBase, interrupts) !== undefined)
      inFlowBlock = kind !== 'blank' && !rawBlock && (inFlowBlock || opensFlowBlock(text, lineStart, lineEnd, interrupts, walkBase))
      rawBlockLine = rawBlock
      // A fence is followed while its containers go on (it ends with
      // them), unless its opening line may get a heading's `> ` (which
      // would quote the fence, ending it on the next line: found by review)
      // or it is nested past what is followed.
      if (!wasInBlock && blockEnd === undefined && !inFlowBlock) {
        const opener = walkContainers(text, lineStart, lineEnd, walkBase, interrupts, 0, paragraphWalkQuotes)
        // A fence may open after footnote labels, in their definitions
        // (four columns each, as for an HTML block: `[^x]:` and a fence,
        // then `\ta` is in it and `a` after it; fuzz run 28).
        const labels = opener.content === -1 ? undefined : afterFootnoteLabels(text, opener.content, lineEnd)
        fence = labels === undefined ? undefined : fenceOpens(text, labels.at, lineEnd)
        fenceNeeds = withLabels(opener.needs, labels?.labels ?? 0)
        // (Or in list items or quotes after the labels: `[^1]:1. ````,
        // then `    \tx` is code, and a line short of the item leaves the
        // fence; found by fuzz run 58.)
        if (fence === undefined && labels !== undefined && labels.labels > 0 && fenceNeeds !== undefined) {
          const inner = walkContainers(text, labels.at, lineEnd, 0)
          if (inner.content !== -1 && inner.content > labels.at && inner.needs !== undefined) {
            fence = fenceOpens(text, inner.content, lineEnd)
            fenceNeeds = fenceNeeds.length + inner.needs.length > maxContainers ? undefined : [...fenceNeeds, ...inner.needs]
          }
        }

        if (fence && fenceNeeds === undefined) fence = undefined
        if (fence && !followQuotable && mayShowHeadingWord(text, lineStart, lineEnd)) {
          fence = undefined
          unfollowed = true
        }
      }
    }
    // List items the line opens (not inside an HTML block, where markers
    // are text).
    const walk: ContainerWalk | undefined =
      wasInBlock || kind === 'blank' ? undefined : walkContainers(text, lineStart, lineEnd, walkBase, interrupts, 0, paragraphWalkQuotes)
    if (walk) for (const item of walk.items) if (listColumns.length < maxListDepth) listColumns.push(item)
    recentLines[recentNext] = lineStart
    recentContents[recentNext] = walk ? walk.content : -1
    recentNext = (recentNext + 1) % recentSize
    // (An item that holds a quote is not empty: `2) >`, two blank lines,
    // then `   b` is in it; fuzz run 29.)
    // (So is one that holds a task box alone: GitHub's task list takes it
    // off, and the item holds nothing; `- [ ] `, `a`, `-|`, then `\t.``
    // is indented code after a table, outside the item; fuzz run 56. Only
    // where the task list reads a box: see `taskBoxAt`.)
    const boxAlone: boolean =
      walk !== undefined &&
      walk.items.length === 1 &&
      walk.content !== -1 &&
      taskBoxAt(text, lineStart, lineEnd) === walk.content &&
      lineKind(text, walk.content + 3, lineEnd) === 'blank'
    // Whether the line opens the innermost list item outside quotes.
    const opensItem: boolean =
      walk !== undefined && walk.items.length > 0 && !walk.quoted && listColumns.at(-1) === walk.items.at(-1)
    emptyItem =
      stillEmpty ||
      (opensItem && walk !== undefined && (boxAlone || lineKind(text, Math.min(walk.content, lineEnd), lineEnd) === 'blank')) ||
      // (So is one whose paragraph held definitions alone, from the blank
      // line that ends it: cmark-gfm 0.29 drops the paragraph, and the next
      // blank line short of the item's content ends the item; `- [x]:u`,
      // two blank lines, then `\t!`` is indented code; fuzz run 69.)
      (blankLine && inParagraph && paragraphOpensItem && paragraphDefinitions && !definitionPending && titleCloser === 0)
    // Paragraph text goes on to a blank line, a block or a line that ends it.
    // A line of text that starts with `<` is paragraph text too when it
    // opens no block (`<!x`, `<3 you`: found by review).
    const wasInParagraph: boolean = inParagraph
    const lineQuotes = quotesAt(text, lineStart, lineEnd)
    // The quotes the line is in as its containers' walk reads them: inside
    // list items too, which `quotesAt` (leading markers only) misses past
    // three columns (`1. a`, then `    > b | x` starts a paragraph in a
    // quote, and `    --|--` is a lazy line, no table's delimiter row;
    // fuzz run 27).
    const walkQuotes = quoteNeeds(walk?.needs)
    const lazy: boolean =
      // (Quotes past the blanks of an item open above count: `1. >x`, then
      // `\t>|-` is in the quote; found by fuzz run 58.)
      wasInParagraph && (base < paragraphBase || Math.max(lineQuotes, walkQuotes) < paragraphQuotes || walkQuotes < paragraphWalkQuotes)
    // A line of container marks alone (an empty list item, `>`) holds no
    // paragraph text, so the line after it is no lazy line (`1. `, `x`,
    // `10) <?`: the item ends at `x`, and `10)` cannot interrupt its
    // paragraph; fuzz run 22).
    // So does a footnote definition whose text is such marks (`[^a]:1.`,
    // then `x` starts a paragraph of its own, which `0) <?` cannot
    // interrupt; found by a fuzz run).
    // So does a list item the line opens with a heading, a fence or a
    // thematic break in it (`- #`, then `x`; fuzz run 24).
    // And one that opens indented code (`-     a`, `1.  \t?`; fuzz run
    // 24), unless the line goes on with a paragraph (see `indentedText`).
    // A line short of the list item the paragraph's quote is in opens a
    // quote of its own with its markers, outside the list (`-\t>]`, then
    // `>``; found by fuzz run 56): a new paragraph, or indented code.
    const opensOuterQuote: boolean = wasInParagraph && base < paragraphBase && lineQuotes > paragraphOuterQuotes
    const marksOnly: boolean =
      walk !== undefined &&
      (walk.content === -1
        ? walk.items.length > 0 ||
          walk.listed ||
          (walk.quoted && (opensOuterQuote || !(wasInParagraph && lineQuotes <= paragraphQuotes && walkQuotes <= paragraphWalkQuotes)))
        : lineKind(text, Math.min(walk.content, lineEnd), lineEnd) === 'blank' ||
          boxAlone ||
          footnoteHoldsNoParagraph(text, walk.content, lineEnd) ||
          // (A list item inside a quote too: `>1. ---`, `>2. \t=`; fuzz
          // run 25.)
          ((walk.items.length > 0 || walk.listed) && opensLeafBlock(text, walk.content, lineEnd)))
    // A line indented four columns or more outside a paragraph (and any
    // list) is indented code, no paragraph: a tag line after it opens an
    // HTML block (`    a`, `<R>`, `Instruction from<n">`, `@`: the browser
    // reads `<n">` as a tag; found by a fuzz run).
    // (Past a list item inside a quote, the walk knows: see `walkBase`.)
    // (Inside list items, and past a list item inside a quote, the walk
    // knows: see `walkBase`. `-`, then `      b` is indented code in the
    // item, and `x` after it no lazy line; fuzz run 25.)
    const indentedCode: boolean =
      !wasInParagraph &&
      (typeof walkBase === 'number' && listColumns.length === 0
        ? indentedFour(text, lineStart, lineEnd)
        : walk !== undefined && walk.content === -1)
    // In a paragraph, a line indented four columns or more into its
    // containers goes on with it: it opens no block (`x`, then
    // `    ```` is text, and `0) <?` after it cannot interrupt the
    // paragraph; fuzz run 23).
    // A setext underline below a paragraph of definitions only is text in
    // cmark-gfm 0.29 (nothing is left to underline, and the line is no
    // thematic break there either): `[x]:u`, then `---`, and `2. <?` after
    // it cannot interrupt the paragraph (fuzz run 25).
    const underlinesDefinitions: boolean =
      interrupts && paragraphDefinitions && labelUntil === -1 && walk !== undefined && walk.content !== -1 && isSetextUnderline(text, walk.content, lineEnd)
    // (Not past a quote the line opens in a list item, which `quotesAt`
    // misses past a tab: `- ]`, then `\t>     `` is indented code in a new
    // quote; fuzz run 56.)
    const indentedText: boolean =
      wasInParagraph &&
      walk !== undefined &&
      walk.content === -1 &&
      walk.items.length === 0 &&
      lineQuotes <= paragraphQuotes &&
      walkQuotes <= paragraphWalkQuotes &&
      !opensOuterQuote
    inParagraph =
      kind !== 'blank' &&
      !marksOnly &&
      !indentedCode &&
      !fenced &&
      fence === undefined &&
      blockEnd === undefined &&
      !inFlowBlock &&
      // The line that closes an HTML block (`<?x?>`, or `-->` after
      // `<!--`) is no paragraph text either: a tag line after it opens a
      // block of kind 7 (`<?>`, `<R>`, `Instruction from`, `<e`, `">@`;
      // fuzz run 24).
      !rawBlockLine &&
      // Nor indented code in containers the line opens outside the
      // paragraph's, which is no lazy line (`>1.\t>x`, then
      // `>\t>      >|-` opens a quote outside the item; found by fuzz run
      // 59).
      !(wasInParagraph && walk !== undefined && walk.content === -1 && !holdsParagraph && !lazy) &&
      (indentedText ||
        underlinesDefinitions ||
        // With no paragraph before it in the line's containers, a run of
        // `=` (or of one or two `-`) underlines nothing: it is paragraph
        // text, which a tag line after it cannot interrupt (`=`, `<g>`,
        // `<x`, then a code span across lines; `>=` after a paragraph
        // outside the quote; found by fuzz run 25).
        (!endsParagraph(text, lineStart, lineEnd, lazy || !interrupts) &&
          // A label after marks that are none is text (`-[^x]:`; fuzz run
          // 24).
          !(emptyLabelLine(text, lineStart, lineEnd) && walk !== undefined && text.charCodeAt(walk.content) === 91)))
    // Where a new paragraph is: in the innermost container the line opens
    // or is in (a lazy line goes on with the one above where it was).
    // (A footnote definition interrupts a paragraph in cmark-gfm 0.29.)
    // (With cmark-gfm's labels too, which may hold brackets: `[^[]:m`, then
    // `<R>` opens an HTML block; found by a fuzz run.)
    const opensFootnote: boolean =
      inParagraph &&
      // Indented into the paragraph, a label is its text (`x`, then
      // `    [^b]:`; fuzz run 24).
      !indentedText &&
      // Where the line's containers end: marks that open none are text
      // (`0) [^b]:` after paragraph text; fuzz run 24).
      walk !== undefined &&
      walk.content !== -1 &&
      text.charCodeAt(walk.content) === 91 &&
      (footnoteText(lineStart, Math.min(wrappers.contentStart(lineStart), lineEnd)) !== -1 ||
        gfmFootnoteEnd(text, walk.content, lineEnd) !== -1)
    // A table's lines are no paragraph text: a line after one is read as
    // after any block (`x|`, `-|`, `a`, then `<R>` opens an HTML block of
    // kind 7; fuzz run 25). A delimiter row with as many cells as the line
    // above (paragraph text in its containers) opens one, and a line of
    // text that holds a cell in the same containers goes on with it.
    const rowAt: number =
      inParagraph &&
      holdsParagraph &&
      !opensFootnote &&
      walk !== undefined &&
      walk.content !== -1 &&
      walk.items.length === 0 &&
      !walk.listed &&
      Math.max(lineQuotes, walkQuotes) === paragraphQuotes &&
      walkQuotes === paragraphWalkQuotes
        ? skipSpaceOrTab(text, walk.content, lineEnd)
        : -1
    let tableLine = false
    if (rowAt !== -1 && inTable) {
      tableLine = rowCells(text, rowAt, lineEnd) > 0
    } else if (rowAt !== -1 && wasInParagraph && headerAt !== -1) {
      const cells = delimiterCells(text, rowAt, lineEnd)
      tableLine = cells > 0 && cells === rowCells(text, headerAt, headerEnd)
    }

    inTable = tableLine
    if (tableLine) inParagraph = false
    const startsParagraph: boolean =
      inParagraph &&
      (!wasInParagraph ||
        // (A list item opened inside a quote too, which `items` leaves out:
        // `>x`, then `>- [x]:``; found by fuzz run 58.)
        (walk !== undefined && (walk.items.length > 0 || walk.listed)) ||
        lineQuotes > paragraphQuotes ||
        walkQuotes > paragraphWalkQuotes ||
        opensFootnote ||
        opensOuterQuote)
    // Where the pairing of code spans finds no paragraph line above (see
    // `paragraphLineAbove`): a line in no paragraph (indented code, a table
    // row, a heading), or the first of one.
    if (kind !== 'blank' && (!inParagraph || startsParagraph)) paragraphBreaks.push(lineStart)
    if (kind !== 'blank' && !inParagraph) outsideParagraphs.push(lineStart)
    if (startsParagraph) {
      paragraphBase = walk?.items.at(-1) ?? base
      // Quotes inside the list items the line opens count too (`- >m`,
      // then `  > \tx` is text indented into the paragraph, and `t` after
      // it a lazy line; `quotesAt` reads leading markers only; fuzz run
      // 26).
      // (And those past the blanks of list items open above: `-`, then
      // `\t>``, where `  --` is a lazy line of the quote's paragraph; found
      // by fuzz run 58.)
      paragraphQuotes = walk ? paragraphQuotesOf(walk, lineQuotes) : lineQuotes
      paragraphWalkQuotes = walkQuotes
      // (And those the marks after footnote labels open: `[^1]:>?`, then
      // `\t>-|` is a delimiter row in that quote, and a line with no marker
      // no row of its table; found by this session's fuzzing.)
      const labelled = walk === undefined || walk.content === -1 ? undefined : afterFootnoteLabels(text, walk.content, lineEnd)
      if (labelled !== undefined && labelled.labels > 0) {
        const labelQuotes = quotesPastItems(text, labelled.at, lineEnd)
        paragraphQuotes += labelQuotes
        paragraphWalkQuotes += labelQuotes
      }
      paragraphOuterQuotes = walk?.needs ? leadingQuotes(walk.needs) : lineQuotes
      paragraphQuotedBase = walk ? quotedBase(walk, lineEnd, paragraphQuotes) : 0
      paragraphFootnote = opensFootnote
      // (After footnote labels too: `[^a]:[x]:a`, then `    -` is text in
      // the definition, and a tag line after a lazy line opens an HTML
      // block; fuzz run 28. What no footnote label takes is a link label:
      // `[^]:`, `[^ x]:`; fuzz run 54.)
      // (Past a task box, where the line opens its item alone: cmark-gfm's
      // task list takes the box before the paragraph's definitions are
      // read, so one may follow it; `- [ ] [x]:``, then `[[ ]]()``, and
      // the image line below starts the paragraph's text; fuzz run 68.)
      const box =
        labelled !== undefined && walk !== undefined && walk.items.length === 1 && !walk.quoted && labelled.at === walk.content
          ? taskBoxAt(text, lineStart, lineEnd)
          : -1
      // (And past the list items and quotes after footnote labels: `[^1]:-
      // [x]:``, then `` ` ``: the definition's destination is the first
      // backtick, and the next line's pairs with the image line's; fuzz
      // run 73.)
      const inner = labelled !== undefined && labelled.labels > 0 && walk !== undefined ? gfmLabels(text, walk.content, lineEnd) : undefined
      const pastLabels = labelled === undefined ? -1 : inner !== undefined && inner.inner.content > labelled.at ? inner.inner.content : labelled.at
      const definitionAt: number =
        labelled === undefined ? -1 : box !== -1 && box === labelled.at ? skipSpaceOrTab(text, box + 3, lineEnd) : pastLabels
      const definition: 'complete' | 'none' | 'pending' =
        definitionAt !== -1 && definitionAt < lineEnd && !definitionsAsText
          ? definitionLineKind(text, definitionAt, lineEnd)
          : 'none'
      paragraphDefinitions = definition === 'complete'
      definitionPending = definition === 'pending'
      paragraphOpensItem = opensItem
      // A title no later line closes is none, and a definition with text
      // after its destination on its line none either: the paragraph is
      // text (`[x]: <u> "title`, then a table; fuzz run 29).
      // (A title only after the destination: `[x]: (` opens none, as
      // cmark-gfm takes the unbalanced destination; fuzz run 34.)
      const labelEnd = paragraphDefinitions ? definitionLabelEnd(text, definitionAt, lineEnd) : -1
      titleCloser =
        labelEnd === -1 ? 0 : openTitle(destinationEnd(text, labelEnd, lineEnd), lineEnd)
      titleMayFollow = labelEnd !== -1 && titleCloser === 0 && endsAfterDestination(labelEnd, lineEnd)
      // A label may run onto later lines (`[x`, `]:u`, then `-` is text in
      // cmark-gfm 0.29, and `2. <?` cannot interrupt the paragraph; fuzz
      // runs 47 and 49): its lines are the definition's till it closes.
      labelTail = -1
      labelUntil = -1
      if (definition === 'none' && definitionAt !== -1 && !definitionsAsText) {
        const close = definitionLabelEnd(text, definitionAt, lineEnd)
        if (close > lineEnd) {
          labelTail = close
          const closeLineEnd = text.indexOf('\n', close)
          labelUntil = closeLineEnd === -1 ? text.length : closeLineEnd
          paragraphDefinitions = true
        }
      }
    } else if (!inParagraph || underlinesDefinitions) {
      paragraphDefinitions = false
      definitionPending = false
      titleCloser = 0
      labelUntil = -1
    } else if (labelUntil !== -1) {
      // A line of the label; on the one it closes on, what follows its
      // `]:` is read as on a definition's first line.
      if (lineEnd >= labelUntil) {
        if (isBlank(text, labelTail, lineEnd)) {
          paragraphDefinitions = false
          definitionPending = true
        } else {
          paragraphDefinitions = !pointyDestinationOpen(text, labelTail, lineEnd) && tailAfterDestination(text, labelTail, lineEnd)
          titleCloser = paragraphDefinitions ? openTitle(destinationEnd(text, labelTail, lineEnd), lineEnd) : 0
          titleMayFollow = paragraphDefinitions && titleCloser === 0 && endsAfterDestination(labelTail, lineEnd)
        }

        labelUntil = -1
      }
    } else if (definitionPending) {
      // A destination on the next line completes it (`[x]:`, `u`, then
      // `---` is text); an underline there makes a heading of the label
      // (`[x]:`, `-`: cmark-gfm 0.29 finds no definition to take out;
      // fuzz run 27). So does a `<` left open there (no destination).
      paragraphDefinitions = !pointyDestinationOpen(text, lineStart, lineEnd) && tailAfterDestination(text, lineStart, lineEnd)
      definitionPending = false
      titleCloser = openTitle(destinationEnd(text, lineStart, lineEnd), lineEnd)
      titleMayFollow = paragraphDefinitions && titleCloser === 0 && endsAfterDestination(lineStart, lineEnd)
    } else if (paragraphDefinitions) {
      // A line that is no definition (nor a title going on from one) makes
      // the paragraph more than definitions: an underline below it makes a
      // heading (`[a]: /u`, `\tx|y`, ` \t--|-`, then `-`; fuzz run 27).
      // A title may run across lines (`[x]:u`, `"`, `t"`, then `---` is
      // text; fuzz run 28).
      const at = walk !== undefined && walk.content !== -1 ? walk.content : skipSpaceOrTab(text, lineStart, lineEnd)
      const code = text.charCodeAt(at)
      // (No definition starts on a lazy line past blanks its containers
      // leave: see `lazyBlanks`. A title may.)
      const kind =
        titleCloser === 0 && code !== 34 && code !== 39 && code !== 40 && !openContainers.lazyBlanks(text, lineStart, lineEnd)
          ? definitionLineKind(text, at, lineEnd)
          : 'none'
      if (titleCloser !== 0) {
        if (titleCloserAt < lineEnd) titleCloser = 0
        titleMayFollow = false
      } else if ((code !== 34 && code !== 39 && code !== 40 && kind === 'none') || (kind === 'none' && !titleMayFollow)) {
        paragraphDefinitions = false
      } else {
        // (A title on a line of its own that no later line closes is text,
        // and so is the paragraph from there: `[x]:`, `<u>`, ` "title`,
        // `x|y`, `--|-`, then `-` is an underline; fuzz run 29.)
        // On a definition's line, a title only after its destination, as
        // on the first (`[x]: u`, `[x]: (`, `-`, `2. <?`, then a code span
        // across lines shows; fuzz run 44).
        const labelEnd = kind === 'complete' ? definitionLabelEnd(text, at, lineEnd) : -1
        // (A later definition's destination may stand on the next line too:
        // `[y]:v`, `[1]:`, then `` !` `` is its destination, no text;
        // found by fuzz run 59.)
        if (kind === 'pending') definitionPending = true
        titleCloser = openTitle(labelEnd === -1 ? at : destinationEnd(text, labelEnd, lineEnd), lineEnd)
        if (titleCloser === 0 && (code === 34 || code === 39 || code === 40) && !titleEndsLine(text, at, lineEnd)) {
          // (Nor is one with text after its closer: `"t"<`; fuzz run 30.)
          paragraphDefinitions = false
        }

        titleMayFollow = labelEnd !== -1 && titleCloser === 0 && endsAfterDestination(labelEnd, lineEnd)
      }
    }
    // A line that ends the link definitions the paragraph starts with (a
    // destination, or a title, closed on it) is none of its text: its code
    // spans pair from the line after it (`[x]:``, `` ` ``, then
    // `` `![`b]()Work-item context ``: the first backtick is the
    // destination; see `paragraphLineAbove`).
    if (inParagraph && paragraphDefinitions && !definitionPending && titleCloser === 0) definitionLines.add(lineStart)
    closedRawAbove = rawBlockLine && blockEnd === undefined
    // A footnote definition's text starts after its label.
    headerEnd = lineEnd
    headerAt = !inParagraph
      ? -1
      : // A lazy line keeps the blanks before its first `|`: cmark-gfm 0.29
        // reads them as a cell of its own (`>x`, `  |a|`, then `>-|-` heads
        // a table whose first cell is empty, and `>x`, `\t|||`, then `>-|-`
        // none; found in fuzz run 59's stored bodies).
        lazy
        ? rowStart(text, lineStart, lineEnd, lineQuotes, true)
        : walk === undefined || walk.content === -1
        ? rowStart(text, lineStart, lineEnd, lineQuotes)
        : skipSpaceOrTab(text, opensFootnote ? Math.max(walk.content, gfmFootnoteEnd(text, walk.content, lineEnd)) : walk.content, lineEnd)
    const opensBlock = !wasInBlock && (blockEnd !== undefined || inFlowBlock)
    const label = labelLineQuotes(text, lineStart, lineEnd)
    if (label !== -1) labelAbove = label === -2 ? -1 : label
    openContainers.take(text, lineStart, lineEnd, wasInParagraph, inParagraph, !wasInBlock)
    if (opensBlock) {
      // A block opened after footnote labels is in their definitions (see
      // `afterFootnoteLabels`, `withLabels`).
      const labels = walk?.needs && walk.content !== -1 ? afterFootnoteLabels(text, walk.content, lineEnd).labels : 0
      blockNeeds = withLabels(walk?.needs, labels)

      blockInFootnote = openContainers.inFootnote()
    }
    lineStart = lineEnd + 1
  }

  // The caches must not keep the text alive.
  forgetLastWalk()
  forgetConstructSearches()
  bracketMemo.forget()
  builder.end()
  endJoin()
  endAside()
  spanning.discard()
  spanningLinked.discard()
  hidden.discard()
  // A section left open displays to the end (in SVG).
  cdataSpanning.end()
  cdataAfterBogus.end()
  return unfollowed

  /**
   * @param from
   *   Start of a blank line.
   * @param to
   *   Its end.
   * @returns
   *   How many columns its blanks take (at most 64).
   */
  function blankWidth(from: number, to: number): number {
    let column = 0
    for (let at = from; at < to && column < 64; at++) column = advance(column, text.charCodeAt(at))
    return column
  }

  /**
   * Close the list items a line is not indented into (unless it is blank,
   * or lazy: paragraph text that opens nothing), and give the content
   * column of the innermost item it is in.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Content column (0 outside list items).
   */
  function listBase(from: number, to: number): number {
    if (listColumns.length === 0) return 0
    if (lineKind(text, from, to) === 'blank') return listColumns.at(-1)!
    let column = 0
    let at = from
    while (at < to && column < 64 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) {
      column = advance(column, text.charCodeAt(at))
      at++
    }

    // The items it is indented into.
    let index = listColumns.length - 1
    while (index >= 0 && listColumns[index]! > column) index--
    const reached = index === -1 ? 0 : listColumns[index]!
    // A footnote definition interrupts a paragraph too: the items close
    // (`- x`, then `[^a]:`, `   `, `    y` is code; fuzz run 27).
    // (Four columns past the items it reaches, nothing opens: indented
    // code interrupts no paragraph; `*    x`, then `\t-` is lazy text, and
    // the item goes on past a blank line; fuzz run 56.)
    const lazy =
      inParagraph &&
      (column - reached >= 4 ||
        (!opensBlockAt(text, at, to, column >= paragraphBase && quotesAt(text, from, to) >= paragraphQuotes) &&
          gfmFootnoteEnd(text, at, to) === -1))
    if (!lazy) {
      while (listColumns.length > 0 && listColumns.at(-1)! > column) listColumns.pop()
      return listColumns.at(-1) ?? 0
    }

    // A lazy line is in the items it is indented into.
    return reached
  }

  /**
   * Go on with the reading of a construct in doubt (see `doubtful`): a
   * line hidden up to its end, where a line may start; or start it.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param opens
   *   What the line leaves open outside HTML blocks, if anything.
   */
  function doubted(from: number, to: number, opens: Carried | undefined): undefined {
    if (doubtfulState !== -1) {
      const end = lineKind(text, from, to) === 'blank' ? -2 : tagEndWithin(text, from, to, doubtfulState)
      if (end === -1) {
        doubtfulState = tagStateAfter(text, from, to, doubtfulState)
      } else {
        doubtfulState = -1
        if (end >= 0 && end < to) {
          builder.start(end, false)
          read(builder, end, to, false)
          builder.end()
        }
      }
    }

    if (doubtful !== undefined) {
      const kind = lineKind(text, from, to)
      const resumed = kind === 'blank' ? -1 : carriedEnd(text, from, to, doubtful, false)
      if (kind === 'blank') {
        hidden.discard()
        doubtful = undefined
      } else if (resumed !== -1) {
        if (hidden.size() === 0) {
          // Nothing shows before the construct's end: the line starts there,
          // not quoted by what the wrapper grammar read before it (a tag the
          // core's walk took for part of another: `<x y="`, blank,
          // `<n e=">`, `">Amendments`; found by a fuzz).
          hidden.start(-1, false)
        } else {
          // The line break is inside the construct: it displays nothing
          // either (`Work<![cdata[`, `]]>-item context`, a CDATA section
          // only cmark-gfm reads, which the core does not break out; found
          // by a fuzz run).
          hidden.mark(-1, false)
        }

        read(hidden, resumed, to, false, true)
        hidden.end()
        // Outside HTML blocks the construct was inline HTML in a paragraph:
        // what follows it is Markdown, escapes and all, and a line may
        // start there (`<d>`, `<!A`, blank, `<n e=">`, then
        // `">Work\-item context`; found by a fuzz). A heading's `> ` goes
        // right after the construct, before any wrapper.
        builder.start(resumed, false)
        read(builder, resumed, to, false)
        builder.end()
        doubtful = undefined
      }
    }

    if (opens === undefined || doubtful !== undefined) return
    doubtful = opens
    if (opens === 'other' && doubtfulState === -1) doubtfulState = carriedState
    const content = Math.min(wrappers.contentStart(from), to)
    const footnote = footnoteText(from, content)
    const insertAt = lineKind(text, from, to) === 'construct' ? -1 : footnote === -1 ? from : footnote
    hidden.start(insertAt, isQuoted(from, content))
    read(hidden, from, to, false, true)
  }

  /**
   * Add a line to the joined reading: a construct line displays nothing, a
   * line of text displays its text; each may start a line (a break).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param resumed
   *   Where a construct left open above ends on it (`from` when none is
   *   open, -1 when it goes on past the line).
   * @param leavesOpen
   *   Whether the line leaves a construct open (it is read as a browser
   *   shows it).
   * @param swallowed
   *   Whether a construct left open above the blank line before it ends at
   *   the `>` of the tag GitHub writes for its block (no break then).
   */
  function join(from: number, to: number, resumed: number, leavesOpen: boolean, swallowed: boolean): undefined {
    const kind = lineKind(text, from, to)
    // Whether this line runs on from the last without a break (see below).
    const glued = swallowed || glueNext
    glueNext = false
    if (kind === 'blank') {
      endAside()
    } else if (aside.isOpen()) {
      const content = Math.min(wrappers.contentStart(from), to)
      aside.push(' ', from - 1, from)
      aside.mark(from, isQuoted(from, content), true)
      read(aside, from, to)
      asideLines++
    }

    if (kind === 'blank') {
      if (definitionGoesOn === 1) definitionGoesOn = 2
      else if (definitionGoesOn === 3) definitionGoesOn = 0
      // Inside an HTML block a blank line is white space to a browser, and
      // inside a construct nothing. After an HTML block it may be too: the
      // next may be another, which cmark-gfm writes right after it.
      if (blockEnd === undefined && resumed === from) {
        if (joining && joinedHtml) afterBlank = true
        else endJoin()
      }

      return
    }

    // A definition right after an HTML block of kinds 1–5 that ended on
    // the line above starts a paragraph that displays nothing, as after a
    // blank line (`<![CDATA[Work-item ]]>`, `[x]:`, `&lt;u>`, blank, then
    // `<x>`, `context.` in MathML; fuzz run 29).
    if (!afterBlank && closedRawAbove && joining && joinedHtml && isDefinitionLine(text, from, to)) afterBlank = true

    if (afterBlank) {
      // Two HTML blocks, back to back on the page, read as one (found by
      // review: `<div>`, `Instruction from`, blank, `<b>`, `@x`); a
      // definition between displays nothing. A footnote's text does, at the
      // end of the page, where it starts a line: it is read joined on its
      // own (`aside`; found by review: `<??>`, `[^a]`, blank,
      // `[^a]:``Work-item`, `context```).
      // So do the lines that go on with a footnote definition: lazy ones
      // (a tag line is none: it opens an HTML block after the definition,
      // as in cmark-gfm 0.29), and those indented into it, also past blank
      // lines (`[^a]: x`, blank, `    z`; fuzz run 28).
      if (
        definitionGoesOn !== 0 &&
        (definitionGoesOn === 3
          ? from < definitionLabelUntil || linkDefinitionGoesOn(from, to)
          : indentedFour(text, from, to) || (definitionGoesOn === 1 && kind !== 'construct'))
      ) {
        // An indented line past a blank one is a paragraph in the footnote
        // (not code, at eight columns), and lazy lines go on with it
        // (`[^a]:`, blank, `    z`, `x`, then `<n>` outside; fuzz run 29).
        // Its text displays at the end of the page, read joined on its own
        // (`[^b]:`, blank, then a code span across lines; fuzz run 29).
        if (definitionGoesOn === 2 && kind === 'text' && quoteMarkers(text, from, to).indent < 8) {
          definitionGoesOn = 1
          endAside()
          // (A heading's `> ` goes after the indentation, before any
          // wrapper: after a backtick it would be code, and one more would
          // go in on every run.)
          aside.start(skipSpaceOrTab(text, from, to), false)
          asideLines = 1
          read(aside, from, to)
        }

        return
      }

      if (isDefinitionLine(text, from, to)) {
        definitionGoesOn = 3
        const label = definitionLabelEnd(text, from, to)
        // A label may close on a later line: its lines go on with it.
        let labelLineEnd = to
        if (label > to) {
          labelLineEnd = text.indexOf('\n', label)
          if (labelLineEnd === -1) labelLineEnd = text.length
        }

        definitionLabelUntil = labelLineEnd
        definitionNext = label === -1 ? 0 : titleGoesOn(definitionTail(text, label, labelLineEnd, true), labelLineEnd)
        if (isFootnoteLine(text, from)) {
          const content = Math.min(wrappers.contentStart(from), to)
          // Past labels cmark-gfm reads on past brackets, as the joined
          // reading starts (`<p>`, blank, `[^[]:[^a]:`Work-item`,
          // `context``; fuzz run 39).
          const labels = gfmLabelsEnd(text, from, to)
          const past = labels > content
          aside.start(past ? labels : footnoteText(from, content), false)
          asideLines = 1
          read(aside, past ? labels : from, to)
          definitionGoesOn = 1
          // A definition whose text holds no paragraph (none, a heading)
          // has no lazy lines: only lines indented into it go on with it
          // (`<!---->`, blank, `[^a]:`, then a code span across lines is a
          // paragraph outside; fuzz run 34).
          if (footnoteHoldsNoParagraph(text, text.indexOf('[', from), to)) {
            endAside()
            definitionGoesOn = 2
          }
        }

        return
      }
      definitionGoesOn = 0
      afterBlank = false
      if (kind !== 'construct' && !glued) endJoin()
    }

    // The stretch may end in an HTML block (one may interrupt a paragraph).
    if (kind === 'construct' && joining) joinedHtml = true

    if (resumed !== from) {
      // In SVG and MathML a CDATA section runs on across lines to `]]>`,
      // its line breaks white space: its text joins what came before
      // (`Instruction`, `<math>`, `<![CDATA[`, then `from @`; fuzz run
      // 29). As HTML it is a bogus comment, read below.
      if (foreignCdataOpen && joining) {
        const close = indexWithin(text, ']]>', from, to)
        // A tag before the opener may have left SVG or MathML (`<b>`):
        // then it is a bogus comment that ends at this line's first `>`,
        // and nothing of it shows (as in `readCdataLine`: `<svg>`,
        // `<![CDATA[Work-item]]>`, `<b>`, `<![CDATA[`, `>context`; fuzz
        // run 37).
        const greater = indexWithin(text, '>', from, close === -1 ? to : close)
        if (greater !== -1 && foreignAlternatives < maxHandovers) {
          foreignAlternatives++
          endWithSection(joinedForeign, from, to, true)
          // Nothing of the bogus comment shows, from its opener's line on
          // (`<math>`, `<![CDATA[Work-item]]>`, `<i>`, `<![CDATA[a`,
          // `>context`; fuzz run 39).
          if (foreignCdataStart) joinedForeign.restore(foreignCdataStart)
          foreignCdataOpen = false
          foreignCdataStart = undefined
          joinedForeign.mark(-1, false)
          read(joinedForeign, greater + 1, to, false, true)
        } else {
          joinedForeign.push(' ', from - 1, from)
          read(joinedForeign, from, close === -1 ? to : close, false)
          if (close !== -1) {
            foreignCdataOpen = false
            foreignCdataStart = undefined
            joinedForeign.mark(-1, false)
            read(joinedForeign, close + 3, to, false, true)
          }
        }

        if (resumed !== -1) {
          joinedAsHtml.mark(-1, false)
          read(joinedAsHtml, resumed, to, false, true)
        }

        if (trackedBogusOpen) {
          const end = indexWithin(text, '>', from, to)
          if (end !== -1) {
            trackedBogusOpen = false
            joinedTracked.mark(-1, false)
            read(joinedTracked, end + 1, to, false, true)
          }
        } else if (trackedSectionOpen) {
          const end = indexWithin(text, ']]>', from, to)
          joinedTracked.push(' ', from - 1, from)
          read(joinedTracked, from, end === -1 ? to : end, false)
          if (end !== -1) {
            trackedSectionOpen = false
            read(joinedTracked, end + 3, to, false, true)
          }
        }

        joinedLines++
        return
      }

      // A construct left open above hides this line up to its end (all of
      // it: `-1`), line break included (`Amend<!--`, `-->ments`), and a line
      // may start after it (also when nothing shows before it: `<!--`, then
      // `--!>Instruction`).
      if (resumed !== -1) {
        if (!joining) {
          joined.start(-1, false)
          joining = true
          joinedLines = 0
          joinedHtml = true
        }

        joined.mark(-1, false)
        // A CDATA section after it on the line shows its content in SVG
        // and MathML (`<math>`, `<!`, `><![CDATA[from @` after
        // `Instruction`; fuzz run 28).
        const cdata = joinedCdataAt(skipSpaceOrTab(text, resumed, to), to)
        if (cdata === -1) read(joined, resumed, to, false, true)
        else readCdataLine(resumed, resumed, cdata, to)
        joinedLines++
      }

      return
    }

    // A setext underline displays nothing, and breaks no line where the
    // construct above swallowed the heading's `<h1>` (its `</h1>` then ends
    // nothing): the heading's text runs on to what follows (`<a b="c"`,
    // blank, `Instruction from`, `===`, `</x>`, `@x`; fuzz run 22). A line
    // of `=` or `-` alone shows no letter in any reading: it is skipped.
    if (kind === 'text' && joining && !leavesOpen && underlineLike(text, from, to)) return

    // cmark-gfm reads footnote labels on past brackets (`[^[]:`), where the
    // core's wrappers stop: the definition's text starts a rendered line
    // of its own there, read joined from there on (`[^[]:[^a]:`Work-item`,
    // `context``; fuzz run 28; see `line`).
    if (kind === 'text' && !glued && (from === 0 || text.charCodeAt(from - 1) === 10)) {
      const labels = gfmLabelsEnd(text, from, to)
      if (labels > Math.min(wrappers.contentStart(from), to)) {
        endJoin()
        from = labels
      }
    }

    const content = Math.min(wrappers.contentStart(from), to)
    // Inside a code span the line above opened, the line break is a space:
    // the rendered line began above, quoted as that line is, and its `> `
    // goes there (a lazy line's backtick in a quote: `>``, `` ` ``,
    // `>Work-item`, `context``; fuzz run 35).
    const above = joining && kind === 'text' ? codeFromAbove(from) : -1
    const inCode = above !== -1
    const lineFrom = inCode ? above : from
    const lineContent = inCode ? Math.min(wrappers.contentStart(above), from - 1) : content
    const quoted = isQuoted(lineFrom, lineContent)
    // A footnote's `> ` goes after its label (see `footnoteText`).
    const footnote = footnoteText(lineFrom, lineContent)
    const insertAt = kind === 'construct' ? -1 : footnote === -1 ? lineFrom : footnote
    if (joining && joined.size() > 0) {
      if (!glued) joined.push(' ', from - 1, from)
      // The first reading has each source line as a line of its own; not
      // one that starts above, in a code span (`>x`, `` ` ``, `>Amendments`,
      // `` ` ``: the first reading's line starts at the heading, quoted;
      // fuzz run 37).
      joined.mark(insertAt, quoted, kind === 'text' && !inCode)
    } else if (inCode) {
      // Nothing displayed above but the span's opener: the line goes on
      // from where it started (its `> ` goes before the opener).
    } else {
      // The joined line starts at the first line that displays something
      // (a stretch that began with a construct line is an HTML block).
      if (!joining) joinedHtml = kind === 'construct'
      joined.start(insertAt, quoted)
      joining = true
      joinedLines = 0
    }

    // A CDATA section on a construct line, after other constructs or none.
    const cdata = kind === 'text' && !leavesOpen ? -1 : joinedCdataAt(content, to)
    if (kind === 'text' && !leavesOpen) {
      // In an HTML block a browser reads the tags, those CommonMark rejects
      // too (`<div>`, `Instruction from <b/x>`, `@x`; found by review 35b).
      // The rest as Markdown: masked readings mask with marks it drops.
      // After a construct that swallowed the block's tag, the line's text
      // runs on from what showed before, its characters no wrappers
      // (`Work<?x`, blank, `-item context`), but for a heading's marker,
      // whose `<h1>` the construct swallowed (`Amend<b`, blank, `# ments`).
      // Markers that open a quote or list item are followed by a block tag
      // of their own (`<p>`, `<li>`), which breaks the line.
      // Code shows inline there: a fence's line shows nothing, and its
      // first line of code runs on too (`Amend<b`, blank, a fence, `ments`).
      // A quoted line of an HTML block shows its content as a browser reads
      // it: past the quote markers GitHub drops (`><!----!>Instruction`,
      // `>from @`: `--!>` ends the comment; fuzz run 37).
      const markers = lineIsRaw && !glued ? quoteMarkers(text, from, to) : undefined
      const closed = inCode ? codeClosedAt(above, from, to) : -1
      if (glued) {
        const content = swallowedContent(text, from, to)
        if (fenceOpens(text, content, to)) glueNext = true
        // Read as links display (`[-item](u) context`: found by a fuzz run).
        else read(joined, content, to, false, false, false, false, false, true, htmlLine)
      } else if (markers && markers.quotes > 0 && text.charCodeAt(markers.end) === 60 /* `<` */) {
        read(joined, markers.end, to, false, true)
      } else if (closed !== -1) {
        // Inside the span the line above opened, up to the run that closes
        // it, the line is code, shown as written: read on from there, not
        // from the line's start, where that run would pair with a later one
        // (`` ` ``, then `` `![`]`b]()Amendments ``: a span in the image's
        // description holds its first `]`; fuzz run 38, left open then).
        // The code starts past the line's container marks (`>``, `` ` ``,
        // `>Work-item`, `` >context` ``: the `>` is no code; fuzz run 35),
        // walked from the containers open (`- >x`, `` ` ``, `Work-item`,
        // `` ····>context` ``: two columns go on with the item, and the `>`
        // with the quote; fuzz run 45).
        const size = codeOpenAtEnd(text, above, from - 1)
        const marks =
          from === currentLine
            ? walkContainers(text, from, currentLineEnd, currentWalkBase, currentInterrupts, 0, paragraphWalkQuotes).content
            : afterContainerMarks(text, from, to)
        const code = Math.max(from, Math.min(marks, to))
        if (closed - size > code) joined.pushVerbatim(text, code, closed - size, code, true)
        read(joined, closed, to, true, false, false, false, false, false, htmlLine)
      } else {
        read(joined, from, to, true, false, false, false, false, false, htmlLine)
      }
    } else if (cdata !== -1) {
      // In SVG and MathML a CDATA section shows its content (see `line`),
      // which runs on from the lines above (`Work-item`, `<svg>`,
      // `<![CDATA[ context`; found by the browser oracle). In HTML it ends
      // at its first `>`, and what follows shows (`<![CDATA[>Amend<b></`,
      // `b>ments`): the content up to that `>`, then a line may start, and
      // the rest is read as a browser shows HTML.
      readCdataLine(from, content, cdata, to)
    } else {
      // What a browser shows of it (`<?x>Instruction` then `from @x`). An
      // end tag of an element whose text is hidden ends the hiding before
      // it, a start tag after it (the core puts each on a line of its own).
      const tag = joined === joinedBase && !mayHoldCdata ? undefined : tagOnLine(from, to)
      const closing = tag !== undefined && text.charCodeAt(tag[0] + 1) === 47 /* `/` */
      if (tag && closing) followHidden(tag)
      read(joined, from, to, false, true)
      if (tag && !closing) followHidden(tag)
      // A CDATA section after text, left open with no `>` after it: the
      // browser reading hides the rest of the line, which SVG and MathML
      // show, and the lines after it (`Instruction from<![CDATA[`, then
      // `@` after `<svg>`; fuzz run 30).
      if (leavesOpen && mayHoldCdata) {
        const opener = lastIndexWithin(text, '<![CDATA[', from, to)
        // Not one inside a construct opened before it: `</<![CDATA[` is a
        // bogus comment (`</` and no letter) that a `>` on the next line
        // ends (`<svg><![CDATA[Instruction]]></<![CDATA[`, `>from @`; fuzz
        // run 33).
        if (opener !== -1 && indexWithin(text, '>', opener + 9, to) === -1 && openerAtEnd(text, from, to) === opener) {
          foreignCdataStart = joinedForeign.checkpoint()
          read(joinedForeign, opener + 9, to, false)
          foreignCdataOpen = true
          joinedCdata = true
        }
      }
    }

    joinedLines++
  }

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   Whether a character reference there lacks its `;` (each `&` looked
   *   at once, each decoding bounded: linear).
   */
  function holdsLooseReference(from: number, to: number): boolean {
    let at = indexWithin(text, '&', from, to)
    while (at !== -1) {
      const reference = decodeHtmlReference(text, at)
      if (reference && reference.end <= to && text.charCodeAt(reference.end - 1) !== 59) return true
      at = indexWithin(text, '&', at + 1, to)
    }

    return false
  }

  /**
   * Follow a construct line's tag in the readings that hide SVG and
   * template text, and in the one that reads sections as the elements
   * open say (see `HiddenElements`).
   *
   * @param tag
   *   Its start and end (see `tagOnLine`).
   */
  function followHidden(tag: [number, number]): undefined {
    joinedHidden.elements.follow(text, tag[0], tag[1])
    joinedTemplates.elements.follow(text, tag[0], tag[1])
    if (mayHoldCdata) trackedElements.follow(text, tag[0], tag[1])
  }

  /**
   * @param from
   *   Start of a construct line.
   * @param to
   *   Its end.
   * @returns
   *   Start and end of the tag on it (from its first `<` to its last `>`,
   *   or to the end of a tag that runs on past the line), or `undefined`.
   */
  function tagOnLine(from: number, to: number): [number, number] | undefined {
    const open = indexWithin(text, '<', from, to)
    if (open === -1) return undefined
    // Back from the line end, no further than its `<` (a line of `<x` with
    // no `>` must not search the text before it).
    let close = to - 1
    while (close > open && text.charCodeAt(close) !== 62) close--
    if (close > open) return [open, close + 1]
    // A tag the core's grammar reads on to a later line (attributes, or
    // white space before its `>`): to its end there (`<svg>Instruction
    // from<template>x</svg`, `>@`; fuzz run 40).
    const end = (matcher ??= new HtmlMatcher(text)).tag(open)
    if (end > to) return [open, end]
    // Or as a browser reads it (`<math`, `<w>`: `<w` is an attribute of
    // `<math>`; fuzz run 40).
    if (tagNameStart(text, open) === -1) return undefined
    const browser = (tagEnds ??= new ConstructEnds(text)).end(open)
    return browser > to ? [open, browser] : undefined
  }

  /**
   * Go on with, or start, the reading of link text whose destination or
   * label runs across lines (see `spanning`).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   */
  function spanningLink(from: number, to: number): undefined {
    if (spanning.isOpen() && (destinationDies(from, to) || labelDies(from, to))) {
      // No link there: the reading ends (and one may start on this line,
      // below). Where it started on the line above, a `](` inside its
      // destination may be the link whose destination runs on
      // (`[](x[work[](`, `<x>`, `)-item-context]`; found by a fuzz run):
      // its reading starts there instead, unless it dies here too.
      const fresh = spanningFreshAt
      endLink()
      const above = fresh === -1 ? -1 : spanningStartedAt
      const aboveEnd = from - 1
      const inner = above === -1 ? -1 : openLink(text, fresh + 2, aboveEnd, true)
      if (inner !== -1 && inner < aboveEnd) {
        startLink(above, aboveEnd, inner)
        spanningFreshAt = -1
        if (destinationDies(from, to)) endLink()
      }
    }

    if (spanning.isOpen()) {
      let close: number
      if (spanningCode > 0) {
        // A code span the line above left open: the reading goes on after it.
        const after = codeOnLine(spanning, spanningLinked, linkSegments, spanningCode, spanningLines + 1, from, to)
        if (after < 0) {
          if (after === -2) spanningCode = 0
          else spanningLines++
          return
        }

        spanningCode = 0
        spanningLines = 0
        close = after - 1
      } else {
        close = spanningCloser === 41 ? destinationClose(text, from, to, spanningTitle) : indexWithin(text, ']', from, to)
      }

      // Another link or image whose destination runs on may follow on the
      // line (`![](`, `<x y>`, `)I![](`, `<x y>`, `)nstruction from @x`, where
      // the core breaks the tag `<x y>` out; found by a fuzz run): the
      // reading goes on through it.
      // A `]` that closes nothing on the line is text unless a `[` this
      // reading read is left open (`[](x`, `)](x[/work-item-c[](`, `x`,
      // `)ontext]`; found by a fuzz run), as in `spanningImage`.
      let again = close === -1 ? -1 : openLink(text, close + 1, to)
      if (again !== -1 && again < to && linkTextOpener(text, close + 1, again) === -1 && !opensBracket(text, linkSegments.parts)) {
        again = openLink(text, close + 1, to, true)
      }

      // Or an image whose description runs on: the image's reading takes
      // over what this one read (`[](`, `)Wor![`, `](())k-item context`).
      const image = close === -1 || (again !== -1 && again < to) ? undefined : openImage(text, close + 1, to)
      if (again !== -1 && again < to) {
        const part = linkPart(close + 1, again, false)
        if (linkSegments.parts.length < maxHandovers) {
          // That one's destination may never close (then it is text): what
          // this reading has, with the rest of the line, shows as it is
          // (`[/work-item-c[](x`, `)ontext](x]`; found by a fuzz run).
          showRestThen(spanning, spanningLinked, close + 1, to, linkSegments, part)
        } else {
          readPart(spanning, spanningLinked, part)
          linkSegments.parts.push(part)
        }

        waitOn(again, to)
      } else if (image && !outer.plain.isOpen() && linkSegments.parts.length < maxHandovers) {
        // The image's description may never close (then its `![` is text):
        // what this reading has, with the rest of the line, shows as it is
        // (`)tem-context]![![a`, then `b][r]`; found by a fuzz run).
        showRest(spanning, spanningLinked, close + 1, to, linkSegments)
        // The first image may never close: a later one read by the second
        // reading (`b))![[/work-item-contex![a`, `b](x)t]…`; browser oracle).
        if (image.innerAt !== -1 && !inner.plain.isOpen()) {
          startImage(inner, from, {...linkSegments, parts: [...linkSegments.parts, [close + 1, image.innerAt, false, -1]]}, image.innerDepth)
        }

        startImage(outer, from, {...linkSegments, parts: [...linkSegments.parts, [close + 1, image.at, false, -1]]}, image.depth, image.code, image.until)
      } else if (close !== -1) {
        spanningCode = carryCode(spanning, spanningLinked, linkSegments, close + 1, to)
        spanningLines = 0
      } else if (++spanningLines > maxSpanningLines || lineKind(text, from, to) === 'blank') {
        spanning.discard()
        spanningLinked.discard()
      }

      return
    }

    let waiting = openLink(text, from, to)
    // A `]` that closes nothing on the line may be text, and a link after
    // it the one whose destination runs on (`x][[work-item](`, `)-context]`;
    // found by a fuzz run). Where no line above may leave link text open,
    // it is text (`| ](x[work-item![x](x`, `(t))![x](x`, `)-context…]`),
    // and starts no reading that would keep one on a later line from
    // starting (`](x`, …, `[r][/work-item-[](`, `<x>`, `)context]`; found
    // by fuzz runs).
    if (waiting >= to || (waiting !== -1 && !bracket && linkTextOpener(text, from, waiting) === -1)) {
      waiting = openLink(text, from, to, true)
    }

    if (waiting === -1 || waiting >= to) return
    startLink(from, to, waiting)
  }

  /**
   * Start the link's reading across lines on a line.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param waiting
   *   The `]` whose destination or label runs on.
   */
  function startLink(from: number, to: number, waiting: number): undefined {
    waitOn(waiting, to)
    spanningFreshAt = waiting
    linkSegments = firstSegment(from, to, linkPart(from, waiting, true))
    spanningStartedAt = from
    replay(spanning, spanningLinked, linkSegments)
  }

  /**
   * Drop the link's reading across lines (its destination cannot go on).
   */
  function endLink(): undefined {
    spanning.discard()
    spanningLinked.discard()
    spanningCheck = -1
    spanningFreshAt = -1
  }

  /**
   * Set the link's reading to wait on the destination or label of the link
   * text that ends at `waiting` (its title, if one opens on the line), and
   * to watch that destination from the next line on (see
   * `destinationDies`).
   *
   * @param waiting
   *   The `]` whose destination or label runs on.
   * @param to
   *   End of its line.
   */
  function waitOn(waiting: number, to: number): undefined {
    spanningCloser = text.charCodeAt(waiting + 1) === 40 ? 41 : 93
    spanningTitle.closer = spanningCloser === 41 ? titleQuoteAtEnd(text, waiting + 2, to) : 0
    spanningTitle.may = true
    spanningLines = 0
    spanningCode = 0
    spanningFreshAt = -1
    if (spanningCloser !== 41 || text.charCodeAt(to) !== 10) {
      spanningCheck = -1
      return
    }

    spanningCheck = to + 1
    spanningBegun = skipSpaceOrTab(text, waiting + 2, to) < to
  }

  /**
   * Whether the destination the link's reading waits on cannot go on at
   * the line right after the one it opened on, so that no link is there
   * (CommonMark): a destination holds no line break, and only a title may
   * run on across lines. After a destination on its line, only a title or
   * the `)` may start the next; after a `(` that ends its line, the next
   * holds the destination, where one in `<…>` closes on it (`[r](`, then
   * a tag across lines the core broke out: `<a b="`; found by a fuzz run).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether it dies there.
   */
  function destinationDies(from: number, to: number): boolean {
    if (spanningCheck !== from || spanningCloser !== 41 || spanningTitle.closer !== 0 || spanningCode !== 0) return false
    // Quote markers are the paragraph's container (`> [wo![a](x`, then
    // `> "t")rk-item-context]`; found by a fuzz run). A `>` that starts a
    // new block quote ends the paragraph anyway: skipping it is safe.
    const lead = quoteMarksEnd(text, from, to)
    if (lead >= to) return false
    const code = text.charCodeAt(lead)
    if (spanningBegun) return code !== 34 && code !== 39 && code !== 40 && code !== 41
    return code === 60 /* `<` */ && pointyDestinationOpen(text, lead, to)
  }

  /**
   * Whether the label the link's reading waits on is none: a `[` not
   * escaped comes before the line's first `]` (a label holds no `[`), so
   * that the brackets before it are no full reference, and a reading may
   * start on this line (`[][`, then `[work-item-context![R](`, `)]`;
   * fuzz run 13).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether it dies there.
   */
  function labelDies(from: number, to: number): boolean {
    if (spanningCloser !== 93 || spanningCode !== 0) return false
    const bracket = firstBracket(text, from, to)
    return bracket !== -1 && text.charCodeAt(bracket) === 91
  }

  /**
   * What a reading across lines that starts on a line reads there first.
   * A heading's `> ` goes at the line start, or after the label of a
   * footnote definition the line's wrappers open (its text moves to the
   * end of the page, out of any quote: `[^1]: Work-i![a`, `b](x)tem
   * context`; browser oracle).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param part
   *   What it reads on the line.
   * @returns
   *   Segments.
   */
  function firstSegment(from: number, to: number, part: Part, depth = 0): Segments {
    // A code span the line above leaves open and this line closes: its line
    // break displays as a space, and the reading starts there (`Work-item`
    // and a backtick, then a backtick and `[](x (a`, `b)) context`; found by
    // a fuzz run). A few lines up at most.
    const above = depth < 4 ? codeAbove(from, to) : -1
    if (above !== -1) {
      const segments = firstSegment(above, from - 1, [above, from, true, -1], depth + 1)
      // No wrappers on a line that goes on with code.
      segments.parts.push([part[0], part[1], false, part[3]])
      return segments
    }

    const content = Math.min(wrappers.contentStart(from), to)
    const footnote = footnoteText(from, content)
    // A CDATA section's content is quoted inside it, as `line` does (a `> `
    // before it ends up alone on the line before, once the core breaks the
    // section out: one more on every run; fuzz run 19).
    const insertAt = text.startsWith('<![CDATA[', content)
      ? Math.min(content + 9, to)
      : footnote === -1
        ? from
        : footnote
    return {from, insertAt, quoted: isQuoted(from, content), parts: [part]}
  }

  /**
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Start of the line above, where it leaves a code span open that this
   *   line closes, or -1.
   */
  function codeAbove(from: number, to: number): number {
    if (from <= start || text.charCodeAt(from - 1) !== 10) return -1
    const above = text.lastIndexOf('\n', from - 2) + 1
    if (above < start || above >= from || lineKind(text, above, from - 1) === 'blank') return -1
    // A fence line (three backticks or more, no backtick after them, at
    // most three spaces in) opens or closes a fence, never a code span: a
    // `> ` before it would turn a closing fence into code and let the
    // fence run on (`` ``` ``, `` ``` ``, `work-item context`, `` ``` ``:
    // fuzz run 20 found it through `codeOpenerAbove` in `analyze.ts`).
    const content = afterContainerMarks(text, above, from - 1)
    if (content !== -1 && fenceOpens(text, content, from - 1) !== undefined) return -1
    // In the paragraph, as its spans pair (`spanState`): a backtick alone
    // on the line above may close a span the line before it opened
    // (`` ` ``, `` ` ``, `` ![``a`] ``, `` `]()Work-item context ``: the
    // image's `]` is in code; fuzz run 43).
    // Not from another paragraph or block above: a list item's line
    // starts its own (`` ` ``, `` ` ``, `` - ![`] ``, `` b`]()Amendments ``:
    // the item's run pairs with the lazy line's, not the lines above;
    // fuzz run 47).
    if (inParagraph) {
      if (paragraphLineAbove(from) !== above) return -1
      spanState(above)
      aboveRun = spanOpen
      return spanOpen > 0 && spanOpenLine === above && closingRun(text, from, to, spanOpen) !== -1 ? above : -1
    }

    // Nor from a line the main reading puts in no paragraph (indented code
    // at the top: `····.``, then `` ![`] ``, `` b`]()Amendments ``; fuzz run
    // 47).
    if (outsideParagraphs[lastBelow(outsideParagraphs, above + 1)] === above) return -1
    aboveRun = codeOpenAtEnd(text, above, from - 1)
    return aboveRun > 0 && closingRun(text, from, to, aboveRun) !== -1 ? above : -1
  }

  /**
   * Go on with a pair of readings across lines in a code span a line above
   * left open (its line breaks display as spaces): up to its closing run,
   * or the whole line (with its line feed) where the span goes on.
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param segments
   *   What the pair has read (added to).
   * @param size
   *   Length of the run that opened the span.
   * @param lines
   *   Lines the pair has waited on the span, this one included.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Index after the closing run; -1 where the span goes on past the
   *   line; -2 where the pair is dropped (a blank line ends the paragraph,
   *   or it waited past `maxSpanningLines`).
   */
  function codeOnLine(
    plain: LineBuilder,
    linkedBuilder: LineBuilder,
    segments: Segments,
    size: number,
    lines: number,
    from: number,
    to: number
  ): number {
    const close = closingRun(text, from, to, size)
    if (close === -1 && (lines > maxSpanningLines || lineKind(text, from, to) === 'blank')) {
      plain.discard()
      linkedBuilder.discard()
      return -2
    }

    const part: Part = [from, close === -1 ? lineFeedAfter(to) : close, false, -1]
    segments.parts.push(part)
    readPart(plain, linkedBuilder, part)
    return close
  }

  /**
   * Finish a pair of readings across lines with the rest of a line, as
   * `showRest`; where the rest leaves a code span open, the pair goes on
   * too, with the line feed (a space in code), on the next line (`b](x)`
   * and a backtick, then a backtick and ` context`; found by a fuzz run).
   * The span may never close (then its backticks are text): what the pair
   * has is shown first as it is.
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param segments
   *   What the pair has read (added to).
   * @param after
   *   Start of the rest.
   * @param to
   *   Line end.
   * @returns
   *   Length of the run that opened the span the pair goes on in, or 0
   *   (the pair is finished).
   */
  function carryCode(
    plain: LineBuilder,
    linkedBuilder: LineBuilder,
    segments: Segments,
    after: number,
    to: number
  ): number {
    const size = text.charCodeAt(to) === 10 && to + 1 < end ? codeOpenAtEnd(text, after, to) : 0
    if (size === 0 || segments.parts.length >= maxHandovers) {
      showRest(plain, linkedBuilder, after, to, segments)
      return 0
    }

    showRestThen(plain, linkedBuilder, after, to, segments, [after, to + 1, false, -1])
    return size
  }

  /**
   * Show what a pair of readings across lines has, with the rest of a line,
   * as it is (see `showRest`), then go on with the pair as it was and
   * `part` after it: the same as reading the pair's parts again (`replay`),
   * in time for `part` only (the pair goes on for up to `maxHandovers`
   * parts, and reading them all again at each was quadratic in them).
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param after
   *   Start of the rest.
   * @param to
   *   Line end.
   * @param segments
   *   What the pair has read (`part` is added).
   * @param part
   *   What the pair reads next.
   */
  function showRestThen(
    plain: LineBuilder,
    linkedBuilder: LineBuilder,
    after: number,
    to: number,
    segments: Segments,
    part: Part
  ): undefined {
    const plainState = plain.checkpoint()
    const linkedState = linkedBuilder.checkpoint()
    showRest(plain, linkedBuilder, after, to, segments)
    plain.restore(plainState)
    linkedBuilder.restore(linkedState)
    segments.parts.push(part)
    readPart(plain, linkedBuilder, part)
  }

  /**
   * @param to
   *   Line end.
   * @returns
   *   Index after its line feed, if it has one.
   */
  function lineFeedAfter(to: number): number {
    return text.charCodeAt(to) === 10 ? to + 1 : to
  }

  /**
   * What the readings across lines read of a stretch up to link text whose
   * destination or label runs on: up to its `]`, or up to the `!` of an
   * image's `![` (its description displays nothing: `Instru![x](`, `u`,
   * `)ction from @x`; found by a fuzz run). The linked reading skips the
   * link's own `[`, which displays nothing (`[work-item-context[](u`, `)]`
   * shows the fence; found by review), also where the part is read again
   * by another reading that takes over (`[work-item-c[](x`, `)ontext]![a`,
   * `b](x)`; found by a fuzz run).
   *
   * @param from
   *   Start of a stretch.
   * @param close
   *   The `]` of link text in it whose destination or label runs on.
   * @param skip
   *   Whether wrappers are skipped at `from`.
   * @returns
   *   The part.
   */
  function linkPart(from: number, close: number, skip: boolean): Part {
    const opener = linkTextOpener(text, from, close)
    if (opener === -1) return [from, close, skip, -1]
    return opener > from && text.charCodeAt(opener - 1) === 33 ? [from, opener - 1, skip, -1] : [from, close, skip, opener]
  }

  /**
   * Read a part into a pair of readings across lines.
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param part
   *   What to read.
   */
  function readPart(plain: LineBuilder, linkedBuilder: LineBuilder, part: Part): undefined {
    const [start, stop, skip, hole] = part
    read(plain, start, stop, skip, false, false, false, true)
    if (hole === -1) {
      read(linkedBuilder, start, stop, skip, false, false, false, false, true)
    } else {
      read(linkedBuilder, start, hole, skip, false, false, false, false, true)
      read(linkedBuilder, hole + 1, stop, false, false, false, false, false, true)
    }
  }

  /**
   * Start a pair of readings across lines with what another pair read.
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param segments
   *   What to read.
   */
  function replay(plain: LineBuilder, linkedBuilder: LineBuilder, segments: Segments): undefined {
    plain.start(segments.insertAt, segments.quoted)
    linkedBuilder.start(segments.insertAt, segments.quoted)
    for (const part of segments.parts) readPart(plain, linkedBuilder, part)
  }

  /**
   * @returns
   *   A new image reading, not started.
   */
  function imageReading(): ImageReading {
    return {
      plain: new LineBuilder(sink, true),
      linked: new LineBuilder(sink, true),
      open: {depth: 0, closer: 0, may: false, until: -1},
      closer: 0,
      lines: 0,
      code: 0,
      descriptionCode: 0,
      descriptionClosedAt: -1,
      segments: {from: -1, insertAt: -1, quoted: false, parts: []},
      startedAt: -1
    }
  }

  /**
   * Go on with, or start, the reading of the text around an image whose
   * description runs across lines (see `outer`).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether a reading open above waits on past the line.
   */
  function spanningImage(from: number, to: number): boolean {
    // A link's reading handed over on this line: read on from the next.
    if (outer.startedAt === from) return false
    dropOutside(outer, from)
    if (outer.plain.isOpen()) return goOnImage(outer, from, to)
    // Only lines with a `![` are read (the next one is searched again only
    // once passed: most text has none).
    if (nextImage !== -1 && nextImage < from) nextImage = text.indexOf('![', from)
    if (nextImage === -1 || nextImage >= to) return false
    // After the run that closes a code span the line above left open: the
    // run pairs with no later one on the line (`` ` ``, then `` `![`]` ``,
    // `b]()Amendments`; fuzz run 39). Else from the line's start.
    // (The run as the paragraph pairs them: the line above may close a
    // span with its first run, and open one with its last; `` ` ``,
    // `` `|` ``, `` ![`] ``, then `` ![`] ``, `` b`]()Work-item context ``;
    // fuzz run 56.)
    const above = codeAbove(from, to)
    let closed = above === -1 ? -1 : closingRun(text, from, to, aboveRun)
    // Or a span opened further up in the paragraph, after text
    // (`WWW.``, `x`, then `` ![`] ``: the image is code, and the next
    // line's is drawn; fuzz run 51).
    // A line the span goes on past is code: an image there is one only
    // where the pairing is wrong, read by the second reading, so that the
    // first stays free for one on a later line (`` `` ``, `` ![`] ``,
    // `` `` ``, `` ![`] ``, `` b`]()Amendments ``; fuzz run 72).
    let inCode = false
    if (above === -1 && inParagraph) {
      const up = paragraphLineAbove(from)
      if (up !== -1) {
        spanState(up)
        if (spanOpen > 0) {
          closed = closingRun(text, from, to, spanOpen)
          inCode = closed === -1
        }
      }
    }

    const image = inCode ? undefined : openImage(text, closed === -1 ? from : closed, to, goesOn)
    if (!image) {
      // None after it: the image before the closing run may be one all the
      // same, where the span above is none (`codeAbove` reads roughly: `` ` ``,
      // `\t=`, `` ` ``, `` ![`] ``; `- x`, `a`, blank, `` ··![`]` ``; fuzz
      // run 51). It is read by the second reading, so that the first stays
      // free for an image on a later line, where it is code (`` ` ``,
      // `` ![`] ``, `` ![`] ``, `` b`]()Amendments ``; fuzz run 50).
      const hedge = (closed === -1 && !inCode) || inner.plain.isOpen() ? undefined : openImage(text, from, to)
      if (hedge) startImage(inner, from, firstSegment(from, to, [from, hedge.at, true, -1]), hedge.depth, hedge.code, hedge.until)
      return false
    }

    // The first may never close: a later one read by the second reading.
    if (image.innerAt !== -1 && !inner.plain.isOpen()) {
      startImage(inner, from, firstSegment(from, to, [from, image.innerAt, true, -1]), image.innerDepth)
    }

    startImage(outer, from, firstSegment(from, to, [from, image.at, true, -1]), image.depth, image.code, image.until)
    return false
  }

  /**
   * Go on with an image reading on a line.
   *
   * @param reading
   *   The reading (`outer` or `inner`; only `outer` hands over to a link).
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether it waits on past the line.
   */
  function goOnImage(reading: ImageReading, from: number, to: number): boolean {
    const {plain, linked, open, segments} = reading
    let after: number
    // Where the description is in a code span, up to its closing run.
    let start = from
    reading.descriptionClosedAt = -1
    if (reading.descriptionCode > 0) {
      const close = closingRun(text, from, to, reading.descriptionCode)
      if (close === -1) {
        if (++reading.lines <= maxSpanningLines && lineKind(text, from, to) !== 'blank') return true
        plain.discard()
        linked.discard()
        return false
      }

      reading.descriptionCode = 0
      reading.descriptionClosedAt = close
      start = close
    }

    if (reading.open.until !== -1) {
      // Raw HTML in the description (see `openImage`): up to its end.
      if (reading.open.until > to) {
        reading.lines++
        return true
      }

      start = Math.max(start, reading.open.until)
      reading.open.until = -1
    }

    if (reading.code > 0) {
      // A code span the line above left open: the reading goes on after it.
      after = codeOnLine(plain, linked, segments, reading.code, reading.lines + 1, from, to)
      if (after === -2) {
        reading.code = 0
        return false
      }

      if (after === -1) {
        reading.lines++
        return true
      }

      reading.code = 0
      reading.lines = 0
    } else {
      after = imageAfter(text, start, to, reading.closer, open, goesOn)
    }

    // Another image whose description runs on may follow on the line
    // (`Instru![a`, `b](x)![a`, `b](x)ction from @x`; found by a fuzz run):
    // the reading goes on through it.
    const again = after >= 0 ? openImage(text, after, to) : undefined
    if (again) {
      if (reading === outer && again.innerAt !== -1 && !inner.plain.isOpen()) {
        startImage(inner, from, {...segments, parts: [...segments.parts, [after, again.innerAt, false, -1]]}, again.innerDepth)
      }

      againImage(reading, after, again.at, to)
      open.depth = again.depth
      reading.descriptionCode = again.code
      open.until = again.until
      reading.closer = 0
      reading.lines = 0
    } else if (after >= 0) {
      if (reading !== outer || !handOverToLink(after, from, to)) {
        const code = carryCode(plain, linked, segments, after, to)
        if (code > 0) {
          reading.code = code
          reading.lines = 0
          return true
        }
      }
    } else if (++reading.lines > maxSpanningLines || lineKind(text, from, to) === 'blank') {
      plain.discard()
      linked.discard()
    } else {
      if (after === -2 || after === -3) {
        reading.closer = after === -2 ? 41 : 93
        open.may = true
      }

      return true
    }

    return false
  }

  /**
   * Where the first image reading's image ends on a line, a link whose
   * destination runs on may follow: its reading takes over what this one
   * read.
   *
   * @param after
   *   Where the image ends.
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether it took over.
   */
  function handOverToLink(after: number, from: number, to: number): boolean {
    const segments = outer.segments
    // A `]` that closes nothing on the line ends link text only where a `[`
    // before the image is left open (`[Work-i![a`, `b](x)](x`, `)tem
    // context`); else it is text (`![a`, `b](x)](x[/work-item-c![a](`,
    // `<x>`, `"t")ontext]`; browser oracle).
    let link = openLink(text, after, to)
    if (link !== -1 && link < to && linkTextOpener(text, after, link) === -1 && !opensBracket(text, segments.parts)) {
      link = openLink(text, after, to, true)
    }

    if (
      link === -1 ||
      link >= to ||
      // One the line itself started reads it from its start, and one a
      // line inside the image started reads its description as text
      // (`Work-i![a`, `b](x`, `)![x](x`, `)tem context`; found by a fuzz
      // run): this one holds more.
      !(!spanning.isOpen() || spanningStartedAt === from || spanningStartedAt > segments.from) ||
      segments.parts.length >= maxHandovers
    ) {
      return false
    }

    if (spanning.isOpen()) {
      spanning.discard()
      spanningLinked.discard()
    }

    // The link's destination may never close (then it is text): what this
    // reading has, with the rest of the line, shows as it is (`-
    // Instruction ![a`, `b](x(y)z)from @x![](x() |`; found by the browser
    // oracle).
    showRest(outer.plain, outer.linked, after, to, segments)
    // Up to the image's `!` where the link is one (its description
    // displays nothing: `"t")![x](x`, then `"t")tem context`; found by a
    // fuzz run).
    linkSegments = {...segments, parts: [...segments.parts, linkPart(after, link, false)]}
    replay(spanning, spanningLinked, linkSegments)
    waitOn(link, to)
    return true
  }

  /**
   * Go on with, or start, the second image reading (see `inner`): started
   * only on a line the first one holds, and with no link taking over.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param held
   *   Whether the first reading holds the line.
   */
  function innerImage(from: number, to: number, held: boolean): undefined {
    // Started on this line by the first reading (read on from the next).
    if (inner.startedAt === from) return
    dropOutside(inner, from)
    if (inner.plain.isOpen()) {
      // A `]` closes the nearest `![` left open: one on a later line the
      // first reading holds is nearer than this reading's, which waits on
      // past the line with no span or tag of its own open (`01.
      // ![`]`![`]``, then `` ![`]` ``, `` b`]()Amendments ``: the third
      // image is the one; found in fuzz run 55's stored bodies).
      if (
        !goOnImage(inner, from, to) ||
        !held ||
        inner.descriptionCode > 0 ||
        indexWithin(text, '![', from, to) === -1
      ) {
        return
      }

      const nearer = openImage(text, from, to, goesOn)
      // (A span or tag the line leaves open, which this reading waits on,
      // is in the nearer image's description where it starts after its
      // `![`: `` ![`]`![`]` ``, `` ![`] ``, `` b`]()Amendments ``; fuzz
      // run 71.)
      if (
        nearer &&
        ((inner.code === 0 && inner.open.until === -1) ||
          (indexWithin(text, '`', from, nearer.at) === -1 && indexWithin(text, '<', from, nearer.at) === -1))
      ) {
        inner.plain.discard()
        inner.linked.discard()
        startImage(inner, from, firstSegment(from, to, [from, nearer.at, true, -1]), nearer.depth, nearer.code, nearer.until)
      }

      return
    }

    if (!held || indexWithin(text, '![', from, to) === -1) return
    // After the run that closes a code span the first reading's description
    // left open: a `![` before it is in that span (`![``]`, `![``a`]``,
    // then `![``a`]``, `b`, `` `b]()Instruction from @` `` with the runs
    // cmark-gfm pairs; fuzz run 56).
    const image = openImage(text, outer.descriptionClosedAt > from ? outer.descriptionClosedAt : from, to, goesOn)
    if (image) startImage(inner, from, firstSegment(from, to, [from, image.at, true, -1]), image.depth, image.code, image.until)
  }

  /**
   * Go on with, or start, the third image reading (see `leading`).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param outerOpen
   *   Whether the first reading was open at the line's start (it may have
   *   ended on the line, and read no image of the line's own: `` ``![`] ``,
   *   `` `` ``, `` ![`] ``, `` b`]()Amendments ``; fuzz run 67).
   */
  function lineStartImage(from: number, to: number, outerOpen: boolean): undefined {
    if (leading.startedAt === from) return
    dropOutside(leading, from)
    if (leading.plain.isOpen()) {
      goOnImage(leading, from, to)
      return
    }

    // Only where the first is open from a line above and the second is
    // free but did not start on this line (it may have closed on it): a
    // line a reading holds is read again by each (one started on every
    // line of a stretch of open images, `` ![a`] `` repeated, doubled the
    // time the stretch took).
    if (!outerOpen || outer.startedAt === from || inner.startedAt === from || inner.plain.isOpen()) return
    // (Past blanks: a paragraph's line may be indented four columns or
    // more, `\t![`]`, where `afterContainerMarks` reads none.)
    const marks = afterContainerMarks(text, from, to)
    const content = skipSpaceOrTab(text, marks === -1 ? from : marks, to)
    if (text.charCodeAt(content) !== 33 || text.charCodeAt(content + 1) !== 91) return
    // Not one in a code span the first reading's description closed on the
    // line (`` ![a`] ``, then `` ![a`] ``: the second line's `![` is code),
    // unless that image may be code itself, a backtick run before it on its
    // line (`` ``![`] ``, `` `` ``, then `` ![`] ``).
    if (outer.descriptionClosedAt > content && !codeBeforeImage(outer.startedAt)) return
    const image = openImage(text, content, to, goesOn)
    if (image?.at === content) {
      startImage(leading, from, firstSegment(from, to, [from, image.at, true, -1]), image.depth, image.code, image.until)
    }
  }

  /**
   * @param lineStart
   *   Start of a line.
   * @returns
   *   Whether a backtick stands on it before its first `![`. (Asked of
   *   the line the first reading started on: the answer is kept for it,
   *   so each line is read once.)
   */
  function codeBeforeImage(lineStart: number): boolean {
    if (lineStart < 0) return false
    if (codeBeforeAt === lineStart) return codeBefore
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const image = indexWithin(text, '![', lineStart, lineEnd)
    const tick = indexWithin(text, '`', lineStart, lineEnd)
    codeBeforeAt = lineStart
    codeBefore = tick !== -1 && (image === -1 || tick < image)
    return codeBefore
  }

  /**
   * Drop an image reading started on a line the main reading puts in no
   * paragraph (indented code, a table row, a heading): no image there runs
   * on to a later line, and the reading would keep the next line's own
   * image from being read (`····![`]`, then `` ![`] ``,
   * `` b`]()Amendments ``; fuzz run 51). So on a link definition's line,
   * where a `![` is in the destination or title (`[x]:![`]`, then
   * `` ![`] ``, `` b`]()Amendments ``; fuzz run 56), and where a paragraph
   * started on a line since: the image's paragraph ended there
   * (`` ![`]` ``, `` - [x]:` ``, `` ![`] ``, `` b`]()Amendments ``; fuzz
   * run 56).
   *
   * @param reading
   *   The reading.
   * @param from
   *   Start of the line being read.
   */
  function dropOutside(reading: ImageReading, from: number): undefined {
    const at = reading.startedAt
    if (!reading.plain.isOpen()) return
    if (
      outsideParagraphs[lastBelow(outsideParagraphs, at + 1)] === at ||
      definitionLines.has(at) ||
      paragraphBreaks[lastBelow(paragraphBreaks, from)]! > at
    ) {
      reading.plain.discard()
      reading.linked.discard()
    }
  }

  /**
   * Start an image reading.
   *
   * @param reading
   *   The reading.
   * @param from
   *   Start of the line it starts on (it reads on from the next).
   * @param segments
   *   What it reads first, up to the image's `!`.
   * @param depth
   *   Brackets open from the image on at the line's end.
   * @param code
   *   Length of the run of a code span its description leaves open, or 0.
   */
  function startImage(
    reading: ImageReading,
    from: number,
    segments: Segments,
    depth: number,
    code = 0,
    until = -1
  ): undefined {
    reading.open.depth = depth
    reading.closer = 0
    reading.lines = 0
    reading.code = 0
    reading.descriptionCode = code
    reading.open.until = until
    reading.startedAt = from
    reading.segments = segments
    replay(reading.plain, reading.linked, segments)
  }

  /**
   * Go on with a reading around an image past another image whose
   * description runs on from the line: up to its `!`. That one's
   * description may never close (then its `![` is text): what the reading
   * has, with the rest of the line, shows as it is (`Work-i![a`, `b](x)tem
   * context![c`; found by a fuzz run).
   *
   * @param reading
   *   The reading.
   * @param after
   *   Where the image before ends.
   * @param at
   *   The `!` of the next one.
   * @param to
   *   Line end.
   */
  function againImage(reading: ImageReading, after: number, at: number, to: number): undefined {
    const part: Part = [after, at, false, -1]
    if (reading.segments.parts.length < maxHandovers) {
      showRestThen(reading.plain, reading.linked, after, to, reading.segments, part)
    } else {
      reading.segments.parts.push(part)
      readPart(reading.plain, reading.linked, part)
    }
  }


  /**
   * Finish a pair of readings across lines with the rest of a line, and
   * read it once more where link text runs across its parts.
   *
   * @param plain
   *   Reading with links hidden.
   * @param linkedBuilder
   *   Reading with the brackets of links showing.
   * @param from
   *   Start of the rest.
   * @param to
   *   Line end.
   * @param segments
   *   What the pair read before the rest.
   */
  function showRest(
    plain: LineBuilder,
    linkedBuilder: LineBuilder,
    from: number,
    to: number,
    segments: Segments
  ): undefined {
    read(plain, from, to, false, false, false, false, true)
    plain.end()
    read(linkedBuilder, from, to, false, false, false, false, false, true)
    linkedBuilder.end()
    // Link text that opens in one part and closes in a later one: the pair
    // reads each part alone, and brackets match only within one (`[[wo![x](x`,
    // `(t))rk-item-c](x)ontext]](u)` shows `[work-item-context]]`; found by
    // a fuzz run). Read once more with such links' brackets hidden.
    const parts = crossedParts(text, [...segments.parts, [from, to, false, -1]], bracketMemo)
    if (!parts) return
    crossed.start(segments.insertAt, segments.quoted)
    for (const [start, stop, skip, hole] of parts) {
      if (hole === -1) {
        read(crossed, start, stop, skip, false, false, false, false, true)
      } else {
        read(crossed, start, hole, skip, false, false, false, false, true)
        read(crossed, hole + 1, stop, false, false, false, false, false, true)
      }
    }

    crossed.end()
  }

  /**
   * Go on with, or start, the reading of a CDATA section's content across
   * lines (see `cdataSpanning`). Each line is read once more.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param raw
   *   Whether the line is raw HTML (in or opening an HTML block).
   */
  function spanningCdata(from: number, to: number, raw: boolean): undefined {
    if (cdataBogusTail > 0) afterBogusTail(from, to)
    const content = Math.min(wrappers.contentStart(from), to)
    // Also after what displays nothing before it on the line (`&#2`,
    // `<!>`; see `joinedCdataAt`; fuzz run 30).
    const lead = text.charCodeAt(content)
    // A lower-case opener at the line's start is a bogus comment that may
    // end lines below, as the upper-case one outside SVG and MathML (cmark-gfm
    // opens an HTML block there: `<![cdata[`, `i><math>Instruction
    // from<![CDATA[`, `@]]>`; fuzz run 43). Its content read as shown is
    // one more reading.
    let cdataAt = cdataAnyCase(text, content) ? content : lead === 60 || lead === 38 ? joinedCdataAt(content, to) : -1
    // One that HTML ends at its first `>` (a bogus comment), then `<svg>`
    // and a section left open: that one (`<![CDATA[><svg><![CDATA[`,
    // `Instruction from`, `@]]>`; fuzz run 30).
    if (cdataAt === content && cdataAt !== -1) {
      const greater = indexWithin(text, '>', content + 9, to)
      const later = greater === -1 ? -1 : sectionPastBogus(greater, to)
      if (later >= 0 && indexWithin(text, ']]>', later + 9, to) === -1) cdataAt = later
    }

    const opens = cdataAt !== -1 && indexWithin(text, ']]>', cdataAt + 9, to) === -1
    if (cdataSpanning.isOpen() && cdataTail > 0) {
      // What follows the section, to a blank line or one that opens
      // another (at most `maxHandovers` lines: each is read once more).
      // Past blank lines, an HTML block is back to back with the one
      // above on the page (cmark-gfm writes no `<p>` between them): the
      // reading goes on there (`]]>`, a line of white space, then `<b>`,
      // `@`; fuzz run 26).
      if (lineKind(text, from, to) === 'blank') {
        cdataBlank = true
        return
      }

      // A footnote definition's text displays at the end of the page (or
      // nowhere), and a link definition nothing: the reading goes on past
      // it (`from]]>`, `[^x]:`, then `<x>`, `@`, where the core's breaks
      // put them; fuzz run 27; `[x]: u` past a blank line, fuzz run 28).
      // (A definition's destination may be on the next line: `[x]:`, then
      // `&lt;u>`, where the core escaped the `<` of `<u>`.)
      const pending = cdataPending
      cdataPending = false
      // (A label's later lines too: `[^`, `x]: a`; fuzz run 29.)
      if (from < cdataLabelUntil && cdataTail <= maxHandovers) {
        cdataPending = isBlank(text, cdataLabelColon, to)
        cdataTail++
        return
      }

      if ((pending || footnoteText(from, content) !== -1 || isDefinitionLine(text, from, to)) && cdataTail <= maxHandovers) {
        cdataPending = !pending && definitionLineKind(text, from, to) === 'pending'
        if (!pending) {
          cdataLabelColon = definitionLabelEnd(text, from, to)
          cdataLabelUntil = cdataLabelColon > to ? text.indexOf('\n', cdataLabelColon) : -1
          if (cdataLabelColon > to && cdataLabelUntil === -1) cdataLabelUntil = text.length
        }

        cdataTail++
        return
      }

      if (opens || cdataTail > maxHandovers || (cdataBlank && !raw)) {
        cdataSpanning.end()
        cdataTail = 0
        cdataBlank = false
      } else {
        cdataSpanning.push(' ', from - 1, from)
        // Past the section, tags display nothing.
        read(cdataSpanning, from, to, false, false, false, false, false, false, true)
        cdataTail++
        cdataBlank = false
        return
      }
    }

    if (cdataSpanning.isOpen()) {
      const close = indexWithin(text, ']]>', from, to)
      afterBogus(from, to, close)
      cdataSpanning.push(' ', from - 1, from)
      read(cdataSpanning, from, close === -1 ? to : close, false)
      // In SVG its text and what follows it are one rendered line
      // (`<svg>`, `<![CDATA[Instruction`, `from]]>`, then `@`, where the
      // core's break after `]]>` put `@`; fuzz run 24): the reading goes
      // on past `]]>`.
      if (close !== -1) {
        read(cdataSpanning, close + 3, to, false, false, false, false, false, false, true)
        cdataTail = 1
      }

      return
    }

    if (!opens) return
    // Its heading's `> ` goes inside it, as in `line`.
    cdataSpanning.start(cdataAt + 9, isQuoted(from, content))
    read(cdataSpanning, cdataAt + 9, to, false)
    const greater = indexWithin(text, '>', cdataAt + 9, to)
    cdataBogusForeign = false
    if (greater === -1 || sectionPastBogus(greater, to) === -2) {
      cdataBogus = 1
    } else {
      // The state where what displays nothing after the comment runs to:
      // 2 at the line end, 1 where a construct is left open there.
      const shown = hiddenRunEnd(greater + 1, to)
      const left = shown === to ? -1 : leftOpenAt(shown, to)
      cdataBogus = shown === to ? 2 : left === -1 ? 0 : 1
      // (An `<svg>` before it opens SVG too: `<![CDATA[><svg><g`, then
      // `i><![CDATA[Amendments]]>`; fuzz run 35.)
      cdataBogusForeign = left !== -1 && opensForeignWithin(greater + 1, left + 1)
    }
  }

  /**
   * @param shown
   *   Where something displays or a construct starts (see `hiddenRunEnd`).
   * @param to
   *   Line end.
   * @returns
   *   The `<` of a construct the line leaves open from there, which ends
   *   at a `>` below, as the comment does (a tag across lines: `<svg`, then
   *   `i><![CDATA[Amendments]]>`; fuzz run 33); or -1. Also after text
   *   that displays: past that `>`, a section shows its content, on a line
   *   of its own after a block's tag (`<![CDATA[>x<p`, then
   *   `><svg><![CDATA[`; fuzz run 34).
   */
  function leftOpenAt(shown: number, to: number): number {
    if (text.startsWith('<![CDATA[', shown)) return -1
    if (text.charCodeAt(shown) === 60) {
      const next = text.charCodeAt(shown + 1)
      // (`hiddenRunEnd` stops at such a `<`, a CDATA opener aside, only
      // where no `>` follows on the line.)
      if (next === 33 || next === 63 || next === 47 || isAsciiAlpha(next)) return shown
    }

    return openerAtEnd(text, shown, to)
  }

  /**
   * Follow the bogus-comment reading of the opener `cdataSpanning` reads
   * (see `cdataBogus`) on a line inside its section: start, or go on
   * with, the reading of a section opened past the comment.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @param close
   *   Where `]]>` is on the line (-1: none); both sections close there.
   */
  function afterBogus(from: number, to: number, close: number): undefined {
    let opener = -1
    if (cdataAfterBogus.isOpen() && cdataBogusTail === 0) {
      cdataAfterBogus.push(' ', from - 1, from)
      opener = from
    } else if (cdataBogus !== 0) {
      const content = containerMarkersEnd(text, from, to, from)
      // Where what displays may start: past the `>` that ends the comment,
      // or, past it already, at the line's content. A `>` among the line's
      // container markers ends it where the line is not in a quote (inside
      // an HTML block), or marks a quote: both readings count.
      // (Where that `>` ends the comment, it is no quote: `-  >`, then
      // `<svg><![CDATA[` in an HTML block; fuzz run 32.)
      const quoted = isQuoted(from, content)
      let starts: number[]
      let open = false
      if (cdataBogus === 2) {
        starts = [content]
      } else {
        const first = indexWithin(text, '>', from, to)
        const past = first !== -1 && first < content ? indexWithin(text, '>', content, to) : -1
        starts = first === -1 ? [] : past === -1 ? [first + 1] : [first + 1, past + 1]
        open = first === -1 || (first < content && past === -1)
      }

      const foreign = cdataBogus === 1 && cdataBogusForeign
      cdataBogus = open ? 1 : 0
      cdataBogusForeign = open && foreign
      for (const start of starts) {
        const shown = hiddenRunEnd(start, to)
        const section = text.startsWith('<![CDATA[', shown) ? sectionPastBogus(start - 1, to, foreign) : -1
        if (section === -2) {
          cdataBogus = Math.max(cdataBogus, 1)
        } else if (section === -1) {
          const left = shown === to ? -1 : leftOpenAt(shown, to)
          const leftForeign = left !== -1 && opensForeignWithin(start, left + 1)
          if (left !== -1) cdataBogusForeign = cdataBogusForeign || leftForeign
          // Text, then a section left open in SVG or MathML: its content
          // joins the text (`<![CDATA[`, `i><math>Instruction
          // from<![CDATA[`, `@]]>`; fuzz run 37).
          if (
            left > shown &&
            (foreign || leftForeign) &&
            text.startsWith('<![CDATA[', left) &&
            (close === -1 || close > left)
          ) {
            cdataAfterBogus.start(shown, quoted && start > content)
            read(cdataAfterBogus, shown, left, false, true)
            opener = left + 9
            break
          }

          cdataBogus = Math.max(cdataBogus, shown === to ? 2 : left === -1 ? 0 : 1)
        } else if (close === -1 || close > section) {
          cdataAfterBogus.start(section + 9, quoted && start > content)
          opener = section + 9
          break
        }
      }
    }

    if (opener === -1) return
    read(cdataAfterBogus, opener, close === -1 ? to : close, false)
    if (close === -1) return
    // Past `]]>`, tags display nothing (as in `spanningCdata`), and the
    // lines after it go on with the rendered line (`<![CDATA[x`,
    // `] ]><svg><![CDATA[Instruction]]>from`, then `@x`; fuzz run 32).
    cdataBogusSection = false
    cdataBogusTagged = false
    readForeignTail(close + 3, to)
    cdataBogusTail = 1
    cdataBogus = 0
  }

  /**
   * Go on with `cdataAfterBogus` past its section's end, as `spanningCdata`
   * does (to a blank line, or at most `maxHandovers` lines).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   */
  function afterBogusTail(from: number, to: number): undefined {
    if (cdataBogusTail > maxHandovers || lineKind(text, from, to) === 'blank') {
      cdataAfterBogus.end()
      cdataBogusTail = 0
      cdataBogusSection = false
      return
    }

    // The line may also end here: GitHub's HTML block ends at the line with
    // `]]>`, and a paragraph after it is a block of its own
    // (`<![CDATA[`, `"><svg><![CDATA[Amendments]]>`, then `x`; fuzz run 33).
    cdataAfterBogus.mark()
    cdataAfterBogus.push(' ', from - 1, from)
    readForeignTail(from, to)
    cdataBogusTail++
  }

  /**
   * Read what follows a section `cdataAfterBogus` read, in SVG or MathML:
   * tags display nothing, and another section shows its content, which
   * may run on to a later line (`cdataBogusSection`): `<![CDATA[`,
   * `u><math><![CDATA[Work-item]]>`, then `<![CDATA[context` where the
   * core's break put it (fuzz run 34). Each character is read once.
   *
   * @param from
   *   Where to read from.
   * @param to
   *   Line end.
   */
  function readForeignTail(from: number, to: number): undefined {
    let at = from
    while (at < to) {
      if (cdataBogusSection) {
        const close = indexWithin(text, ']]>', at, to)
        read(cdataAfterBogus, at, close === -1 ? to : close, false)
        if (close === -1) return
        cdataBogusSection = false
        at = close + 3
      } else {
        const opener = indexWithin(text, '<![CDATA[', at, to)
        const until = opener === -1 ? to : opener
        read(cdataAfterBogus, at, until, false, false, false, false, false, false, true)
        if (indexWithin(text, '<', at, until) !== -1) cdataBogusTagged = true
        if (opener === -1) return
        if (cdataBogusTagged) {
          // A tag since may have left SVG or MathML (`<b>`), where the
          // opener is a bogus comment that ends at its first `>`: both
          // readings (`<svg><![CDATA[Work-item]]><b><![CDATA[->context`;
          // fuzz run 36). The section's content ends a line of its own.
          endWithSection(cdataAfterBogus, opener + 9, to)
          read(cdataAfterBogus, opener, to, false, false, false, false, false, false, true)
          return
        }

        cdataBogusSection = true
        at = opener + 9
      }
    }
  }

  /**
   * Finish a line of a reading, as it is, with a section's content, then
   * take it up again as it was (the reading goes on with the opener as a
   * bogus comment instead; see `readForeignTail`, `readCdataLine`).
   *
   * @param target
   *   Reading (with a sink).
   * @param content
   *   Where the section's content starts.
   * @param to
   *   Where to read to at most (the content ends at a `]]>` before).
   * @param lineStart
   *   Whether `content` starts a line the section runs on to (its line
   *   break shows as a space).
   */
  function endWithSection(target: LineBuilder, content: number, to: number, lineStart = false): undefined {
    const state = target.checkpoint()
    if (lineStart) target.push(' ', content - 1, content)
    const close = indexWithin(text, ']]>', content, to)
    read(target, content, close === -1 ? to : close, false)
    target.end()
    target.restore(state)
  }

  /**
   * Read a line that follows an open link with a possible line start
   * after each `)` and `]` (a link destination, title or label that began
   * above may end there and display nothing). Each part is read once.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   */
  function afterClosers(from: number, to: number): undefined {
    // Read from the line start: a footnote label there displays, but its
    // `> ` goes after it.
    builder.start(footnoteText(from, Math.min(wrappers.contentStart(from), to)), false)
    let at = from
    while (at < to) {
      let next = at
      while (next < to && closers[text.charCodeAt(next)] !== 1) next++
      if (next === to) {
        read(builder, at, to, false)
        break
      }

      read(builder, at, next, false)
      builder.pushVerbatim(text, next, next + 1, next)
      builder.mark(-1, false)
      at = next + 1
    }

    builder.end()
  }

  /**
   * Read a line whose first `]` that closes nothing on it may close link
   * text a line above opened: that `]` and the destination or label after
   * it display nothing (`- [`, `<!x \[work-item](u)-context]`, where the
   * core breaks out a declaration only micromark reads: GitHub shows
   * `<!x [work-item-context]`; found by a fuzz run).
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   */
  function closesTextAbove(from: number, to: number): undefined {
    const close = unmatchedClose(text, from, to)
    if (close === -1) return
    const end = linkSyntaxEnd(text, close, to)
    if (end === -1) return
    builder.start(-1, false)
    read(builder, from, close, false)
    read(builder, end, to, false)
    // A code span the rest leaves open and the next line closes: its line
    // break displays as a space, and the line goes on (`[a`, then
    // `](u) \`Work-item`, `context\``; fuzz run 27).
    // So does one a later line closes, a few lines on (`[`, `` ]()`Work-item ``,
    // `context`, `` ` ``; fuzz run 50): each line break a space.
    const size = to + 1 < text.length && text.charCodeAt(to) === 10 ? codeOpenAtEnd(text, end, to) : 0
    if (size > 0) {
      let lineStart = to + 1
      for (let lines = 0; lines <= maxSpanningLines && lineStart < text.length; lines++) {
        let next = text.indexOf('\n', lineStart)
        if (next === -1) next = text.length
        if (lineKind(text, lineStart, next) === 'blank') break
        if (closingRun(text, lineStart, next, size) !== -1) {
          let at = to
          while (at < next) {
            let lineEnd = text.indexOf('\n', at + 1)
            if (lineEnd === -1 || lineEnd > next) lineEnd = next
            builder.push(' ', at, at + 1)
            // Past the line's quote markers and blanks, which the paragraph
            // drops (`>[a`, `]()`Instruction from`, `>@``; fuzz run 56),
            // those past the blanks of a list item it reaches too (`1.\t>[a`,
            // then `\t>@``; found by fuzz run 58).
            const reached = lastBelow(listColumns, blankWidth(at + 1, skipSpaceOrTab(text, at + 1, lineEnd)) + 1)
            const markers = quoteMarkers(text, at + 1, lineEnd, 0, reached === -1 ? 0 : listColumns[reached]!)
            // (Or past the containers open that it goes on in, a list item
            // in a quote among them: `>-\t>[a`, then `>\t\t>@``; found by
            // fuzz run 59.)
            const held = openContainers.contentAt(text, at + 1, lineEnd)
            read(builder, skipSpaceOrTab(text, Math.max(markers.end, held), lineEnd), lineEnd, false)
            at = lineEnd
          }

          break
        }

        lineStart = next + 1
      }
    }

    builder.end()
  }

  /**
   * @param above
   *   Start of the line above, which leaves a code span open (see
   *   `codeFromAbove`).
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Index after the run on the line that closes the span, or -1.
   */
  function codeClosedAt(above: number, from: number, to: number): number {
    return closingRun(text, from, to, codeOpenAtEnd(text, above, from - 1))
  }

  /**
   * @param from
   *   Line start.
   * @returns
   *   Start of the line above, or of one further up in the paragraph, whose
   *   backtick run, alone on its line, opened a code span still open there
   *   that this line or one of the next few closes (`maxSpanningLines`, in
   *   the paragraph): the line break before `from` is then a space in
   *   code; else -1. (Bounded: a few lines per line, and a paragraph is
   *   read once, line by line, see `spanState`.)
   */
  function codeFromAbove(from: number): number {
    if (!inParagraph) return -1
    const above = paragraphLineAbove(from)
    if (above === -1) return -1
    // Spans pair across the paragraph's lines, left to right: lines of a
    // run alone open and close spans in turn (`` ` ``, `` ` ``,
    // `` `Work-item ``, `` context` ``: the third opens one; fuzz run 41,
    // left open then).
    // Only a run alone on its line shows nothing before the code: after
    // text, the rendered line began before it, and a line start here reads
    // no token.
    spanState(above)
    if (spanOpen === 0 || closerAhead(from, spanOpen, spanDepth) === -1) return -1
    let lineEnd = text.indexOf('\n', spanOpenLine)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    // A line of the paragraph indented four columns or more is its text
    // (`- >x`, `` ····` ``, `>Work-item`: the walk from the left margin
    // reads indented code, and no content).
    const content = afterContainerMarks(text, spanOpenLine, lineEnd)
    if (content === -1 && runAloneAfter(skipSpaceOrTab(text, spanOpenLine, lineEnd), lineEnd)) return spanOpenLine
    // Or past the items open there, as the main reading walked the line
    // (`-`, `\t-\t``, then `` `![`b]()Work-item context ``: the walk from
    // the left margin reads indented code; fuzz run 56).
    const runFrom = content === -1 ? walkedContent(spanOpenLine) : content
    return runFrom >= 0 && runAloneAfter(runFrom, lineEnd) ? spanOpenLine : -1
  }

  /**
   * The core reads a declaration from `<!` and a letter to its first `>`,
   * and breaks no tag out of it; cmark-gfm 0.29 reads one only from `<!`
   * and an upper-case letter, and shows `<!b` as text, so a tag that ends
   * at that `>` is inline HTML on GitHub, on the line of the text before it
   * (`[<!x`, then `]()Amendments<g>`). The range's declarations are found
   * once.
   *
   * @param at
   *   Index of a `<`.
   * @returns
   *   Index after the tag that starts there and ends at the first `>` of a
   *   lower-case declaration before it (the last `<` before that `>`), or
   *   -1.
   */
  function tagInDeclaration(at: number): number {
    if (!declarations) {
      declarations = {opens: [], ends: []}
      let open = indexWithin(text, '<!', start, end)
      while (open !== -1) {
        const letter = text.charCodeAt(open + 2)
        if (letter >= 97 && letter <= 122) {
          const greater = indexWithin(text, '>', open, end)
          if (greater === -1) break
          declarations.opens.push(open)
          declarations.ends.push(greater)
          open = indexWithin(text, '<!', greater + 1, end)
        } else {
          open = indexWithin(text, '<!', open + 2, end)
        }
      }
    }

    const index = lastBelow(declarations.opens, at)
    if (index === -1) return -1
    const greater = declarations.ends[index]!
    // The last `<` before it (one `<` after another is asked at once).
    if (greater < at || indexWithin(text, '<', at + 1, greater) !== -1) return -1
    return commonMarkTagEnd(text, at, greater + 1) === greater + 1 ? greater + 1 : -1
  }


  /**
   * @param from
   *   Where a line's content starts.
   * @param to
   *   Line end.
   * @returns
   *   Whether the content is a run of backticks alone, maybe after empty
   *   links (`` []()` ``, then `` `![`b]()Work-item context ``; fuzz run
   *   49) or a task box, or `[ ]` as text, which the wrappers skip
   *   (`- [ ]``, then `` `![`b]()Work-item context ``; fuzz run 56), or
   *   character references that show nothing or white space (`&#1;``;
   *   fuzz run 57).
   */
  function runAloneAfter(from: number, to: number): boolean {
    // Any of them, in any order and number (`- [\t] [ ]``; fuzz run 73):
    // each shows nothing, or a wrapper. Each step moves on (linear). Past
    // footnote labels first, which open definitions whose text starts
    // there (`[^1]:[x]``, then `` `![[^1]`]()Work-item context ``; fuzz
    // run 75).
    let at = afterFootnoteLabels(text, from, to).at
    while (at < to) {
      if (runAlone(text, at, to) || runThenBoxes(text, at, to)) return true
      const blank = skipSpaceOrTab(text, at, to)
      // (Any run of blanks in brackets shows as `[ ]`: `- [\t] ``, fuzz
      // run 58; `- [  ] ``, fuzz run 59; and so do brackets a backslash
      // escapes: `- \\[ ]``, fuzz run 71. See `pastShownBox`.)
      // (And code spans with nothing but blanks in them: `` `\t`[]()` ``;
      // fuzz run 61's body behind a paragraph over the budget.)
      const next = Math.max(
        pastEmptyLinks(text, at, to),
        pastShownBox(text, blank, to),
        pastBlankReferences(text, at, to),
        pastBlankCode(text, blank, to)
      )
      if (next <= blank) return false
      at = next
    }

    return false
  }

  /**
   * @param line
   *   Start of a line the main reading read, one of the last
   *   `recentSize`.
   * @returns
   *   Where its walk found the line's content (-1: none, or not known).
   */
  function walkedContent(line: number): number {
    for (let index = 0; index < recentSize; index++) {
      if (recentLines[index] === line) return recentContents[index]!
    }

    return -1
  }

  /**
   * @param walk
   *   The containers of a paragraph's first line.
   * @param lineEnd
   *   Its end.
   * @param quotes
   *   The quotes the paragraph is in.
   * @returns
   *   Columns its list items and footnote definitions past its last quote
   *   marker indent its content by (`>[^1]:![``a`]`, then `>--` is lazy in
   *   the definition; fuzz run 57), or 0 where the walk misses a quote.
   */
  function quotedBase(walk: ContainerWalk, lineEnd: number, quotes: number): number {
    const labels = walk.content === -1 ? 0 : afterFootnoteLabels(text, walk.content, lineEnd).labels
    const needs = withLabels(walk.needs, labels)
    return needs && quoteNeeds(needs) === quotes ? innerItemsWidth(needs) : 0
  }

  /**
   * @param lineStart
   *   Start of a line below the one being read.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it goes on with the paragraph of the line above it (see
   *   `paragraphLineAbove`).
   */
  function goesOn(lineStart: number, lineEnd: number): boolean {
    // A line blank past its quote markers ends the paragraph (`>`).
    if (isBlank(text, quoteMarkers(text, lineStart, lineEnd).end, lineEnd)) return false
    // Asked while the line being read is read (its image readings come
    // before its paragraph state): a line that opens containers, or more
    // quotes than the paragraph above, starts a paragraph of its own,
    // judged by its own containers (`>- ![``a`]`, then `>--` is lazy in the item; fuzz
    // run 57).
    if (goesOnLine !== currentLine) {
      goesOnLine = currentLine
      const walk = walkContainers(text, currentLine, currentLineEnd, currentWalkBase, currentInterrupts, 0, paragraphWalkQuotes)
      const lineQuotes = quotesAt(text, currentLine, currentLineEnd)
      const quotes = paragraphQuotesOf(walk, lineQuotes)
      // (So does one that opens a footnote definition, or a quote short of
      // the paragraph's list item: `- >\t[^1]`, then `>[^1]:![``a`]`;
      // found by mutating fuzz run 57's bodies.)
      const starts =
        !inParagraph ||
        walk.items.length > 0 ||
        walk.listed ||
        quotes > paragraphQuotes ||
        (currentBase < paragraphBase && quotes > 0) ||
        (walk.content !== -1 && afterFootnoteLabels(text, walk.content, currentLineEnd).labels > 0)
      goesOnState = starts ? [quotes, walk.items.at(-1) ?? currentBase, quotedBase(walk, currentLineEnd, quotes)] : undefined
    }

    if (!goesOnState) return paragraphLineAbove(lineStart) !== -1
    const saved = [paragraphQuotes, paragraphBase, paragraphQuotedBase] as const
    ;[paragraphQuotes, paragraphBase, paragraphQuotedBase] = goesOnState
    const goes = paragraphLineAbove(lineStart) !== -1
    ;[paragraphQuotes, paragraphBase, paragraphQuotedBase] = saved
    return goes
  }

  /**
   * @param from
   *   Line start.
   * @returns
   *   Start of the line above where `from` goes on its paragraph (not
   *   blank, no more quote markers, nothing that interrupts it, not a
   *   fence line), or -1.
   */
  function paragraphLineAbove(from: number): number {
    if (from <= start || text.charCodeAt(from - 1) !== 10) return -1
    // A line read already goes on with the paragraph above it as the main
    // reading has it: not one that reading puts in no paragraph or starts
    // one with (`    [x]:``, then `` ` `` starts a paragraph below indented
    // code), and a lazy `=` or `--` line does (no underline there). A line
    // not read yet is judged by what interrupts a paragraph.
    const read = from <= currentLine
    if (read && paragraphBreaks[lastBelow(paragraphBreaks, from + 1)] === from) return -1
    // Only in the paragraph the line above is in (`x`, a backtick, then
    // `> Work-item context`` opens a quote: no span runs across).
    let lineEnd = text.indexOf('\n', from)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    const markers = quoteMarkers(text, from, lineEnd)
    if (markers.quotes > paragraphQuotes || (!read && interrupts(markers, from, lineEnd))) return -1

    const above = text.lastIndexOf('\n', from - 2) + 1
    if (above < start || lineKind(text, above, from - 1) === 'blank' || definitionLines.has(above)) return -1
    // A fence line opens no code span (see `codeAbove`).
    const content = afterContainerMarks(text, above, from - 1)
    if (content !== -1 && fenceOpens(text, content, from - 1) !== undefined) return -1
    return above
  }

  /**
   * @param markers
   *   The quote markers of a line in the paragraph being read, not read yet.
   * @param lineStart
   *   Its start.
   * @param lineEnd
   *   Its end.
   * @returns
   *   Whether it interrupts the paragraph: not where it is indented four
   *   columns or more past the paragraph's content, which makes it text
   *   whatever it holds (`x``, `    --`, then a span across lines; fuzz
   *   run 53). A lazy line (less indented than the content of the list
   *   item the paragraph is in) is indented from the line start, and a
   *   run of `=`, or `--`, is text there, no underline (`*    x`, then
   *   `WWW.``, `\t-`; found by mutating fuzz run 53's bodies).
   */
  function interrupts(markers: {quotes: number; indent: number; end: number}, lineStart: number, lineEnd: number): boolean {
    // Quote markers past the blanks of the list item the paragraph is in
    // (`-\t>``, then `\t>     -` goes on in the quote, text four columns
    // in; found by fuzz run 58).
    if (markers.quotes < paragraphQuotes && paragraphBase > 0 && markers.quotes === 0 && markers.indent >= paragraphBase) {
      const inItem = quoteMarkers(text, lineStart, lineEnd, 0, paragraphBase)
      if (inItem.quotes > 0) markers = inItem
    }

    // (A line with all the paragraph's quotes is measured from its last
    // one: `>- ![``a`]`, then `>--` is lazy in the item and no underline;
    // fuzz run 57.)
    const base = markers.quotes === 0 ? paragraphBase : markers.quotes === paragraphQuotes ? paragraphQuotedBase : 0
    const outside = markers.indent < base
    // (Lazy too where it lacks a quote the paragraph is in past its items:
    // `- > x``, then `    --` is text; found by mutating fuzz run 53's
    // bodies.)
    const lazy = outside || (paragraphQuotes > markers.quotes && quotesPastItems(text, lineStart, lineEnd) < paragraphQuotes)
    if (markers.indent >= (outside ? 0 : base) + 4) return false
    const content = skipSpaceOrTab(text, markers.end, lineEnd)
    // A lazy line is in no paragraph's container, where an HTML block of
    // kind 7 opens too (`>- ![``a`]`, `>--`, a line, then `<g>`; fuzz run
    // 57).
    if (lazy && text.charCodeAt(content) === 60 && opensHtmlBlock(text, content, lineEnd)) return true
    if (!interruptsParagraph(text, markers.end, lineEnd)) return false
    return !lazy || !lazyUnderlineAt(text, content, lineEnd)
  }

  /**
   * @param at
   *   Start of a line of a paragraph.
   * @param lineEnd
   *   Its end.
   * @param depth
   *   Quote markers of the paragraph (-1: not known yet).
   * @returns
   *   The quotes it is in, past list markers too (`* >x` is in a quote),
   *   but not past a list marker that cannot interrupt the paragraph, in
   *   its quotes: the marker and the `>` after it are text (`` ` ``, then
   *   `` 0. >` `` goes on with the paragraph; found by fuzz run 56).
   */
  function continuedQuotes(at: number, lineEnd: number, depth: number): number {
    const leading = quoteMarkers(text, at, lineEnd)
    if (depth !== -1 && leading.quotes >= depth) {
      const content = skipSpaceOrTab(text, leading.end, lineEnd)
      if (listMarkerEnd(text, content, lineEnd) !== -1 && !interruptsParagraph(text, leading.end, lineEnd)) return leading.quotes
    }

    // (Past the blanks of the list items open that it reaches: `-`, then
    // `\t>`` and `  >`` are in one quote, and their runs pair; found by
    // fuzz run 59.)
    let column = 0
    for (let index = at; index < lineEnd && (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9); index++) {
      column = advance(column, text.charCodeAt(index))
    }

    const reached = lastBelow(listColumns, column + 1)
    return Math.max(quotesPastItems(text, at, lineEnd), reached === -1 ? 0 : quotesPastItems(text, at, lineEnd, listColumns[reached]!))
  }

  /**
   * @param from
   *   Line start.
   * @param size
   *   Length of the run that opened a code span.
   * @param depth
   *   Quote markers of the paragraph.
   * @returns
   *   Start of the line, `from` or one of the next few in the paragraph
   *   (`maxSpanningLines`; not past a blank line, a line that interrupts
   *   a paragraph, or one with more quote markers than the paragraph), that
   *   holds a run of `size` backticks, or -1.
   */
  function closerAhead(from: number, size: number, depth: number): number {
    let at = from
    for (let lines = 0; at < end && lines <= maxSpanningLines; lines++) {
      let close = text.indexOf('\n', at)
      if (close === -1 || close > end) close = end
      if (lineKind(text, at, close) === 'blank') return -1
      // A quote or block that starts there ends the paragraph (`` `` ``,
      // `` `Work-item ``, `` context` ``, `` >>`` ``: the first run is text);
      // a lazy line's quote goes on where its markers come back.
      const markers = quoteMarkers(text, at, close)
      if (continuedQuotes(at, close, depth) > depth || interrupts(markers, at, close)) return -1
      if (closingRun(text, at, close, size) !== -1) return at
      at = close + 1
    }

    return -1
  }

  /**
   * Read the code spans of a paragraph's lines down to `line`, pairing runs
   * as cmark-gfm does (left to right; a run opens a span only where a run
   * of its length closes it, looked for on the next few lines), and set
   * `spanAt`, `spanOpen`, `spanOpenLine` and `spanDepth`.
   * Lines come in order, so each asks about the one before: the memo makes
   * a paragraph cost one step per line (a walk up is bounded by
   * `maxSpanChain`; a paragraph's first line, or the line that far up,
   * starts outside code).
   *
   * @param line
   *   Line start.
   */
  function spanState(line: number): undefined {
    if (spanAt === line) return
    const chain = [line]
    let open = 0
    let openLine = -1
    let depth = -1
    let top = line
    while (chain.length < maxSpanChain) {
      const above = paragraphLineAbove(top)
      if (above === -1) break
      if (above === spanAt) {
        open = spanOpen
        openLine = spanOpenLine
        depth = spanDepth
        break
      }

      chain.push(above)
      top = above
    }

    // Below the link definitions the paragraph starts with, its lines are
    // in as many quotes as the line that ends them: a lazy line first
    // does not set fewer (`>[x]:u`, `` ` ``, `>Work-item`, `` context` ``;
    // fuzz runs 47 and 50).
    if (depth === -1 && top > start) {
      const above = text.lastIndexOf('\n', top - 2) + 1
      if (above >= start && definitionLines.has(above)) depth = quotesPastItems(text, above, top - 1)
    }

    for (let index = chain.length - 1; index >= 0; index--) {
      const at = chain[index]!
      let lineEnd = text.indexOf('\n', at)
      if (lineEnd === -1 || lineEnd > end) lineEnd = end
      // The paragraph's first line has as many quote markers as it; a line
      // with more opens a quote (`` ` ``, `` > ` ``, `` > ` ``,
      // `` `Work-item ``), one with fewer is lazy (`>x`, `` ` ``, `>y`).
      // (Past list markers too: `* >x` is in a quote; fuzz run 45.)
      const quotes = continuedQuotes(at, lineEnd, depth)
      if (quotes > depth) {
        if (depth !== -1) {
          open = 0
          openLine = -1
        }

        depth = quotes
      }

      let from = afterContainerMarks(text, at, lineEnd)
      if (from === -1) from = at
      if (open > 0) {
        const close = closingRun(text, from, lineEnd, open)
        if (close === -1) continue
        from = close
        open = 0
        openLine = -1
      }

      // A run left open on the line opens a span where a later line closes
      // it; only one alone on its line shows nothing before the code.
      const size = codeOpenAtEnd(text, from, lineEnd)
      if (size > 0 && lineEnd < end && closerAhead(lineEnd + 1, size, depth) !== -1) {
        open = size
        openLine = at
      }
    }

    spanAt = line
    spanOpen = open
    spanOpenLine = openLine
    spanDepth = depth
  }

  /**
   * Finish the joined reading of a footnote's text (one line alone is the
   * first reading's).
   */
  function endAside(): undefined {
    if (asideLines > 1) aside.end()
    else aside.discard()
    asideLines = 0
  }

  /**
   * Whether a line goes on with the link definition read above it (its
   * destination, or its title), as `definitionNext` says; updates it.
   *
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   Whether it does (it displays nothing).
   */
  function linkDefinitionGoesOn(from: number, to: number): boolean {
    const at = skipSpaceOrTab(text, from, to)
    if (definitionNext === -1) {
      // A line that holds no destination (and title) alone makes no
      // definition: the lines are text (`[b]:`, then `` `Instruction from ``
      // and `` @` ``; fuzz run 30).
      if (pointyDestinationOpen(text, at, to) || !tailAfterDestination(text, at, to)) {
        definitionNext = 0
        return false
      }

      definitionNext = titleGoesOn(definitionTail(text, at, to, false), to)
      return true
    }

    if (definitionNext > 1) {
      if (definitionCloseAt < to) definitionNext = 0
      return true
    }

    const code = text.charCodeAt(at)
    if (definitionNext === 1 && (code === 34 || code === 39 || code === 40)) {
      const next = titleGoesOn(definitionTail(text, at, to, false, true), to)
      // A title that never closes is none: its line is text.
      if (next === 0 && indexWithin(text, String.fromCharCode(code === 40 ? 41 : code), at + 1, to) === -1) return false
      definitionNext = next
      return true
    }

    return false
  }

  /**
   * @param from
   *   Where a definition's destination may start (past its label's `]:`).
   * @param lineEnd
   *   Line end.
   * @returns
   *   Whether the line ends with the destination (see `titleMayFollow`).
   */
  function endsAfterDestination(from: number, lineEnd: number): boolean {
    return skipSpaceOrTab(text, destinationEnd(text, from, lineEnd), lineEnd) >= lineEnd
  }

  /**
   * A title a definition's line leaves open, in the paragraph being read:
   * one no later line closes is none, and the paragraph then no longer one
   * of definitions only. cmark-gfm 0.29 ends a title at its first closing
   * mark with no backslash before it, or else at its last one (see
   * `cmarkTitleClose`): one whose last mark on its line has a backslash
   * before it goes on where a later line holds another (`[x]:u`,
   * `` "`\" ``, `` "` ``: the title fails at the backtick after it, and
   * the paragraph's code spans pair from its second line; fuzz run 70).
   *
   * @param from
   *   Where the title may start (past the destination, or the line's
   *   content).
   * @param lineEnd
   *   Line end.
   * @returns
   *   The code of the mark that closes it on a later line (see
   *   `titleCloserAt`), or 0.
   */
  function openTitle(from: number, lineEnd: number): number {
    const left = titleLeftOpen(text, from, lineEnd)
    if (left === 0) return 0
    const closer = Math.abs(left)
    const next = titleCloses(closer, lineEnd)
    if (next !== 0) {
      titleCloserAt = titleClose
      return closer
    }

    // Its mark on this line ends it: only white space may follow.
    if (left < 0 && titleClose === -1) {
      const close = cmarkTitleClose(text, titleOpener(text, from, lineEnd), lineEnd)
      if (!isBlank(text, close + 1, lineEnd)) paragraphDefinitions = false
      return 0
    }

    paragraphDefinitions = false
    return 0
  }

  /**
   * What goes on with a definition past its line (see `definitionTail`):
   * a title whose last mark on the line has a backslash before it goes on
   * only where a later line holds another (see `openTitle`). Sets
   * `definitionCloseAt`.
   *
   * @param tail
   *   What `definitionTail` gave for the line.
   * @param to
   *   Line end.
   * @returns
   *   -1, 1, a closer's code, or 0.
   */
  function titleGoesOn(tail: number, to: number): number {
    const next = titleCloses(tail < -1 ? -tail : tail, to)
    definitionCloseAt = titleClose
    return tail < -1 && titleClose === -1 ? 0 : next
  }

  /**
   * A title left open at the end of a line is one only where a later line
   * of its paragraph closes it; else it is text, and so are the lines
   * after it (`[b]: u "t`, then a code span across lines shows; fuzz run
   * 29). Roughly: up to a blank line, an underline or a block that
   * interrupts the paragraph. It ends at the first closing mark with no
   * backslash before it, or else at the last one (see `openTitle`);
   * `titleClose` is set to that mark (-1: none). Linear: see `titleMemo`.
   *
   * @param next
   *   What `definitionTail` gave for the line.
   * @param to
   *   Line end.
   * @returns
   *   `next`, or 0 where it is a title that does not close.
   */
  function titleCloses(next: number, to: number): number {
    titleClose = -1
    if (next <= 1) return next
    // A search for the same closer from a line above that stopped at or
    // past this one answers it (the lines it passed hold no mark with no
    // backslash before it, and no stop): a paragraph of `[x]: u (a` lines
    // is read once.
    if (titleMemo.closer !== next || to >= titleMemo.stop || to < titleMemo.from) {
      titleMemo.closer = next
      titleMemo.from = to
      titleMemo.bare = -1
      titleMemo.escaped = -1
      let lineStart = to + 1
      titleMemo.stop = end + 1
      search: while (lineStart < end) {
        let lineEnd = text.indexOf('\n', lineStart)
        if (lineEnd === -1 || lineEnd > end) lineEnd = end
        // (A setext underline ends the paragraph before inline parsing, and
        // so does a block that interrupts it: `"`, then `- "`; fuzz run 30.
        // Past the quote markers the paragraph is in: `>[x]:u`, `` "`\" ``,
        // then `` >"` `` goes on with it, and the title fails there; fuzz
        // run 73.)
        const markers = quoteMarkers(text, lineStart, lineEnd)
        if (
          isBlank(text, lineStart, lineEnd) ||
          underlineLike(text, lineStart, lineEnd) ||
          markers.quotes > paragraphQuotes ||
          interrupts(markers, lineStart, lineEnd)
        ) {
          titleMemo.stop = lineStart
          break
        }

        for (let at = lineStart; at < lineEnd; at++) {
          const code = text.charCodeAt(at)
          const escaped = text.charCodeAt(at - 1) === 92 /* `\` */
          if (code === next) {
            // Only white space may follow it (`<a b="c">` below ends no
            // title: `"title`, `x|y`, `-`; fuzz run 29).
            if (!escaped) {
              titleMemo.bare = at
              titleMemo.bareEnds = isBlank(text, at + 1, lineEnd)
              titleMemo.stop = lineStart
              break search
            }

            titleMemo.escaped = at
            titleMemo.escapedEnds = isBlank(text, at + 1, lineEnd)
          } else if (next === 41 && code === 40 && !escaped) {
            // A `(` ends a `(…)` title's match.
            titleMemo.stop = lineStart
            break search
          }
        }

        lineStart = lineEnd + 1
      }
    }

    if (titleMemo.bare !== -1) {
      titleClose = titleMemo.bare
      return titleMemo.bareEnds ? next : 0
    }

    if (titleMemo.escaped > to) {
      titleClose = titleMemo.escaped
      return titleMemo.escapedEnds ? next : 0
    }

    return 0
  }

  /**
   * Read a line with a CDATA section on it into the joined readings: as
   * HTML shows it (a bogus comment to its first `>`), and as SVG and
   * MathML show it (its content; see `joinedForeign`).
   *
   * @param from
   *   Where the line's reading starts.
   * @param content
   *   Where its content starts (after wrappers).
   * @param cdata
   *   Index of the section's `<![CDATA[`.
   * @param to
   *   Line end.
   */
  function readCdataLine(from: number, content: number, cdata: number, to: number): undefined {
    read(joinedAsHtml, from, to, false, true)
    // (In an integration point, as parse5 reads it: a bogus comment.)
    const ends = indexWithin(text, ']]>', cdata + 9, to)
    if (trackedElements.inForeignContent()) {
      // A section: its content, up to `]]>` on this line or a later one.
      if (cdata > content) read(joinedTracked, from, cdata, false, true)
      read(joinedTracked, cdata + 9, ends === -1 ? to : ends, false)
      if (ends !== -1) read(joinedTracked, ends + 3, to, false, true)
      trackedSectionOpen = ends === -1
    } else {
      // A bogus comment, to its first `>`, as a browser reads HTML: one
      // left open hides the lines up to the next `>`.
      read(joinedTracked, from, to, false, true)
      trackedBogusOpen = indexWithin(text, '>', cdata + 9, to) === -1
    }

    // After other constructs on its line too, which show nothing there
    // (`<!><![CDATA[from @` after `Instruction`, `<math>`; fuzz run 27).
    if (cdata > content) read(joinedForeign, from, cdata, false, true)
    let close = indexWithin(text, ']]>', cdata + 9, to)
    foreignCdataOpen = close === -1
    if (close === -1) close = to
    const greater = indexWithin(text, '>', cdata + 9, close)
    foreignCdataStart = foreignCdataOpen && greater === -1 ? joinedForeign.checkpoint() : undefined
    // A tag before it may have left SVG or MathML (`<b>`): then the opener
    // is a bogus comment that ends at that `>`, and nothing of it shows.
    // That reading goes on below; the one of the whole section ends a line
    // of its own here (past the cap, the section's content up to the `>`
    // goes on, as before) (`<svg><![CDATA[Work-item]]><b><![CDATA[->context`;
    // fuzz run 36). (At most `maxHandovers` times a stretch: each finishes
    // the line read so far.)
    if (greater !== -1 && foreignAlternatives < maxHandovers) {
      foreignAlternatives++
      endWithSection(joinedForeign, cdata + 9, close)
    } else {
      read(joinedForeign, cdata + 9, greater === -1 ? close : greater, false)
    }

    if (greater !== -1) {
      joinedForeign.mark(-1, false)
      // A section opened past that `>` (after `<math>`, which displays
      // nothing) shows its content, up to the `]]>` both end at
      // (`<![CDATA[><math><![CDATA[Work-item]]>`, then `context`; fuzz run
      // 32).
      const later = sectionPastBogus(greater, close)
      if (later >= 0) {
        read(joinedForeign, later + 9, close, false)
        if (close < to) read(joinedForeign, close + 3, to, false, true)
      } else {
        read(joinedForeign, greater + 1, to, false, true)
      }
    }

    joinedCdata = true
  }

  /**
   * @param content
   *   Where a construct line's content starts.
   * @param to
   *   Line end.
   * @returns
   *   Index of a CDATA opener that starts the content or follows only
   *   comments, bogus comments and declarations on the line, or -1.
   */
  function joinedCdataAt(content: number, to: number): number {
    // (None where the stretch holds no opener: most lines ask.)
    if (!mayHoldCdata) return -1
    const at = hiddenRunEnd(content, to)
    return at < to && text.startsWith('<![CDATA[', at) ? at : -1
  }

  /**
   * The CDATA opener of a section shown past a bogus comment that ends at
   * `greater`, as HTML reads it: an opener before any `<svg` or `<math` is
   * a bogus comment too, which ends at its first `>`
   * (`<![CDATA[><![CDATA[><svg><![CDATA[Work-item`; fuzz run 34). This
   * is the reading where the first opener is a bogus comment: no SVG or
   * MathML is open before it (the reading of it as a section is another).
   *
   * @param greater
   *   Index of the `>` that ends the comment.
   * @param to
   *   End of what to read.
   * @param foreign
   *   Whether that `>` ends an `<svg` or `<math` tag (not a comment).
   * @returns
   *   Index of the opener, -1 when there is none, or -2 when a bogus
   *   comment of the chain goes on past `to`.
   */
  function sectionPastBogus(greater: number, to: number, foreign = false): number {
    let start = greater + 1
    while (true) {
      const at = joinedCdataAt(start, to)
      if (at === -1) return -1
      if (foreign || opensForeignWithin(start, at)) return at
      const end = indexWithin(text, '>', at + 9, to)
      // The comment goes on to a later line.
      if (end === -1) return -2
      start = end + 1
    }
  }

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   Whether an `<svg` or `<math` start tag starts in `[from, to)`.
   */
  function opensForeignWithin(from: number, to: number): boolean {
    for (let at = indexWithin(text, '<', from, to); at !== -1; at = indexWithin(text, '<', at + 1, to)) {
      const name = text.slice(at + 1, at + 5).toLowerCase()
      if (name.startsWith('svg') || name === 'math') return true
    }

    return false
  }

  /**
   * Skip what displays nothing, or white space, from `content` (see
   * `joinedCdataAt`).
   *
   * @param content
   *   Where to start.
   * @param to
   *   Line end.
   * @returns
   *   Where something displays or a CDATA opener is, or `to`.
   */
  function hiddenRunEnd(content: number, to: number): number {
    let at = content
    // Where each tag from `content` ends (made when first needed).
    let ends: ConstructEnds | undefined
    while (at < to) {
      const code = text.charCodeAt(at)
      // White space, also a reference to it or to what displays nothing
      // (`<svg>`, then `&#32;<![CDATA[Work-item context`; `&#3`; fuzz run
      // 29), displays as white space before the section, or nothing.
      if (code === 32 || code === 9) {
        at++
        continue
      }

      if (code === 38 /* `&` */) {
        const reference = decodeHtmlReference(text, at)
        if (reference === undefined || !isWhiteSpaceOnly(reference.value)) return at
        at = reference.end
        continue
      }

      if (code !== 60) return at
      if (text.startsWith('<![CDATA[', at)) return at
      // After bogus comments, and tags a browser reads that the core's
      // grammar does not (`<math>`, then `<x!><![CDATA[from @`; fuzz run
      // 28).
      const next = text.charCodeAt(at + 1)
      if (next !== 33 && next !== 63 && next !== 47 && !isAsciiAlpha(next)) return at
      // A tag's quoted values hold `>` (`<x a=">">`, then `<math>`; fuzz
      // run 36); comments, bogus ones and instructions end at the first.
      if (isAsciiAlpha(next) || (next === 47 && isAsciiAlpha(text.charCodeAt(at + 2)))) {
        ends ??= new ConstructEnds(text.slice(content, to))
        const end = ends.end(at - content)
        if (end < 0) return at
        at = content + end
        continue
      }

      const end = indexWithin(text, '>', at + 1, to)
      if (end === -1) return at
      at = end + 1
    }

    return to
  }

  /**
   * Finish the joined reading of a stretch (one line of text alone is the
   * first reading's).
   */
  function endJoin(): undefined {
    afterBlank = false
    definitionGoesOn = 0
    if (!joining) return
    joining = false
    if (joinedLines > 1) {
      joinedAsHtml.end()
      joinedLiteral.end()
      if (joinedCdata) joinedForeign.end()
      else joinedForeign.discard()
      if (joinedCdata) joinedTracked.end()
      else joinedTracked.discard()
      if (joinedHidden.hid) joinedHidden.end()
      else joinedHidden.discard()
      if (joinedTemplates.hid) joinedTemplates.end()
      else joinedTemplates.discard()
    } else {
      joined.discard()
    }

    joinedCdata = false
    foreignCdataOpen = false
    foreignCdataStart = undefined
    foreignAlternatives = 0
    joinedHidden.reset()
    joinedTemplates.reset()
    trackedElements.reset()
    trackedBogusOpen = false
    trackedSectionOpen = false
  }

  /**
   * @param from
   *   Line start.
   * @param content
   *   Where its content starts.
   * @returns
   *   Whether a quote marker is among the wrappers (the line renders
   *   quoted), or a construct opener is (`<!-- Amendments -->`: the core
   *   puts every construct it sees on lines of its own, so text after one
   *   on its line is inside it, hidden; a quoting `> ` before it would end
   *   up alone on the line before, and be added again on every run).
   */
  function isQuoted(from: number, content: number): boolean {
    // A footnote's text leaves the quotes around its definition (and
    // around an outer one: `[^1]:> [^2]:…`).
    const label = footnoteText(from, content)
    if (label !== -1) from = label

    let quotes = 0
    // How deep the walk is in an image's description (after `![`, before
    // its `]`), which displays nothing where the image loads: a `>` there
    // quotes nothing (`![>](u)`: found by a fuzz run). One in link text
    // displays. Brackets nest in it (`![[ ]>]()Work-item context`: the box's
    // `]` ends nothing; fuzz run 67).
    let image = 0
    for (let at = from; at < content; at++) {
      const code = text.charCodeAt(at)
      // Only a construct the core reads (and breaks out): `<!--` left open
      // is a wrapper that hides nothing (`![[<!--x](u)](u)Amendments`: found
      // by a fuzz run). One with more on its line after it is one the core
      // read inside another (a CDATA section's, to its grammar), which a
      // browser may end first: its `>` quotes nothing (`<![CdATA[x >`, then
      // `</b>Work-item`; fuzz run 22), and it hides nothing, also where it
      // runs past the wrappers (`<![CdaTa[>`, then `<a`, `a>Work-item`).
      if (code === 60) {
        const end = (matcher ??= new HtmlMatcher(text)).any(at)
        // Raw HTML in an image's description hides nothing, whatever line
        // it ends (`<!x`, `![<m o="]`, `">c]()Amendments`, where the core
        // read a declaration from `<!x`: no line of its own; fuzz run 26).
        if (end !== -1 && image === 0 && (end >= text.length || text.charCodeAt(end) === 10)) return true
        if (end !== -1) {
          at = end - 1
          continue
        }
      }
      // (An escaped bracket or `>` is text.)
      if (code === 92) {
        at++
      } else if (code === 91) {
        if (image > 0 || (at > from && text.charCodeAt(at - 1) === 33)) image++
      } else if (code === 93) {
        if (image > 0) image--
      } else if (code === 62 && image === 0) {
        quotes++
      }
    }

    // A line that goes on with a footnote definition opened in quotes is
    // moved out of them with it (see `headingQuoting`; followed line
    // by line here, since every line of a stretch may ask): not quoted,
    // however many `>` it has (more no longer settle it: the label is
    // escaped; found by a fuzz run, `>>- [^1]: x`, `>>&#65;mendments`).
    return quotes > 0 && (label !== -1 || labelAbove < 1)
  }

  /**
   * Where the text of the footnote definitions that a line's wrappers open
   * starts: after the last label and the white space after it, as the parsed
   * reading writes a `> ` (`[^1]:> |…`, `[^1]: > …`, `[^1]:\t> …`). The text
   * moves to the end of the page, out of any quote around its definition
   * (also an outer footnote's: `[^1]:> [^2]:…`); a `> ` before the label
   * quotes the definition instead, and the lines after it go on in that
   * quote, moved out with the footnote (found by review).
   *
   * @param from
   *   Line start (or a cell's).
   * @param content
   *   Where its content starts.
   * @returns
   *   Index, or -1 when the wrappers open no footnote definition.
   */
  function footnoteText(from: number, content: number): number {
    // A definition starts a line, after container markers only: after a
    // `|`, a heading's `#` or any other wrapper, `[^1]:` is text, and a `>`
    // after it displays (`| [^1]:> &#10;Amendments` in a `<pre>`: found by
    // a fuzz run).
    if (from > 0 && text.charCodeAt(from - 1) !== 10) return -1
    let result = -1
    let at = from
    while (at < content) {
      const label = indexWithin(text, '[^', at, content)
      if (label === -1) break
      // Each label follows the last past container marks only: one after
      // an image's or link's opener is text in it, and the line shows
      // after the brackets (`[^1]:![[^1]:]()Amendments`; fuzz run 61).
      if (!onlyContainerMarks(text, at, label)) {
        if (result === -1) return -1
        break
      }

      const close = indexWithin(text, ']:', label, content)
      if (close === -1) break
      at = close + 2
      result = at
    }

    if (result === -1) return -1
    while (result < content && isSpaceOrTab(text.charCodeAt(result))) result++
    return result
  }

  /**
   * Read the cells of a table row as cmark-gfm 0.29 splits them (at pipes
   * with no backslash before), those holding a pipe with one (the others
   * are read at every pipe).
   *
   * @param lineStart
   *   Line start.
   * @param lineEnd
   *   Line end.
   * @param first
   *   The line's first pipe.
   */
  function cmarkCells(lineStart: number, lineEnd: number, first: number): undefined {
    let cellStart = lineStart
    let holds = false
    for (let at = first; at !== -1 && at < lineEnd; at = text.indexOf('|', at + 1)) {
      if (text.charCodeAt(at - 1) === 92 /* `\` */) {
        holds = true
        continue
      }

      if (holds && mayShowLetters(text, cellStart, at)) line(cellStart, at, -1)
      cellStart = at + 1
      holds = false
    }

    if (holds && mayShowLetters(text, cellStart, lineEnd)) line(cellStart, lineEnd, -1)
  }

  /**
   * Read one rendered line.
   *
   * @param from
   *   Start (a line start or after `|`).
   * @param to
   *   End.
   * @param insertAt
   *   Where a quoting `> ` goes (`-1`: before the first displayed character).
   */
  function line(from: number, to: number, insertAt: number): void {
    const content = Math.min(wrappers.contentStart(from), to)
    // cmark-gfm reads a footnote label on past brackets (`[^[]:`), the
    // core's wrappers stop at them: the text after such labels (and any
    // after them) starts a rendered line of its own (`[^[]:[^a]:Work-item
    // context.`, with `[^a]` called; fuzz run 26).
    if (from === 0 || text.charCodeAt(from - 1) === 10) {
      const labels = gfmLabelsEnd(text, from, to)
      if (labels > content) line(labels, to, labels)
    }

    // A CDATA section after constructs that display nothing (`<!>`, a tag
    // the core's grammar does not read: `<a!>`) shows its content in SVG
    // and MathML at the start of the rendered line (`<svg>`, then
    // `<!><![CDATA[Work-item context`; fuzz run 29): read from there too.
    // (One level only: a line of sections must not recurse on its length.)
    if (!cdataLine) {
      let cdata = -1
      if ((text.charCodeAt(content) === 60 || text.charCodeAt(content) === 38) && !text.startsWith('<![CDATA[', content)) {
        cdata = joinedCdataAt(content, to)
      } else if (text.startsWith('<![CDATA[', content)) {
        // In HTML a section is a bogus comment that ends at its first `>`,
        // and one in SVG after it shows its content at the line's start
        // (`<![CDATA[><svg><![CDATA[Instruction from @]]>`; fuzz run 30).
        const greater = indexWithin(text, '>', content + 9, to)
        cdata = greater === -1 ? -1 : Math.max(sectionPastBogus(greater, to), -1)
      }

      if (cdata > content) {
        cdataLine = true
        line(cdata, to, cdata)
        cdataLine = false
      }
    }

    // A footnote's text moves to the end of the page, out of any quote
    // around its definition: a `> ` goes after its label, in every reading
    // (the browser's and the joined one start at the label, not at the
    // first character the Markdown reading shows).
    const footnote = footnoteText(from, content)
    if (footnote !== -1) insertAt = footnote
    // A CDATA section's content (read as text, see `read`) is quoted inside
    // it: the core puts the section on a line of its own, so a `> ` before
    // it would end up alone on the line before.
    let end = to
    if (text.startsWith('<![CDATA[', content)) {
      if (insertAt !== -1) insertAt = Math.min(content + 9, to)
      // Its content ends at `]]>`.
      const close = indexWithin(text, ']]>', content + 9, to)
      if (close !== -1) end = close
    }

    let quoted = isQuoted(from, content)
    // A code span that an unquoted line above opens and this quoted line
    // closes: its line break displays as a space, so the rendered line
    // starts on the line above, a lazy line of the quote, whose start must
    // carry the `> ` (`> x`, a backtick, `>Work-item context` and a
    // backtick; the parsed reading quotes the backtick line too). Only in a
    // paragraph in a quote: outside one, a quote interrupts the paragraph
    // and the span does not run across (`x`, a backtick, `> Work-item
    // context` and a backtick, the defanged form, stays as it is).
    if (quoted && footnote === -1 && insertAt === from && inParagraph && paragraphQuotes > 0) {
      const above = codeAbove(from, to)
      if (above !== -1 && !isQuoted(above, Math.min(wrappers.contentStart(above), from - 1))) {
        insertAt = above
        quoted = false
      }
    }

    builder.start(insertAt, quoted)
    read(builder, from, end)
    builder.end()
    // In Markdown text a reference without its `;` shows as written
    // (`Work-item&#32;context&#65`: the heading, then `&`; fuzz run 38).
    if (holdsLooseReference(from, end)) {
      markdownReferences.start(insertAt, quoted)
      read(markdownReferences, from, end)
      markdownReferences.end()
    }

    // In SVG and MathML a section's content shows as written: references
    // do not decode there (`<svg>`, `<![CDATA[Work-item context&#65`
    // shows the heading; fuzz run 37).
    if (end > content + 9 && text.startsWith('<![CDATA[', content) && indexWithin(text, '&', content + 9, end) !== -1) {
      builder.start(insertAt, quoted)
      builder.pushVerbatim(text, content + 9, end, content + 9)
      builder.end()
    }

    // Link text displays without its brackets, so a token may run through
    // it (`[Amend](u)ments`, `Instruction from [@x](u)`; found by review):
    // read once more with every bracket, destination and label hidden.
    // (From the `]` that may end the wrappers: a task box may be link text.)
    if (holdsAny(text, content > from && text.charCodeAt(content - 1) === 93 ? content - 1 : content, end, brackets)) {
      builder.start(insertAt, quoted)
      read(builder, from, end, true, false, false, false, true)
      builder.end()
      // And with only the brackets of links hidden (those a destination or
      // label follows): other brackets show (`[[work-item](u)-context]`
      // shows the fence; found by a fuzz run).
      builder.start(insertAt, quoted)
      read(builder, from, end, true, false, false, false, false, true)
      builder.end()
      // Link text may hold an image, or brackets that make no link (`[^1]`
      // with no definition, `[x]` before a `(` that starts no destination),
      // and still be a link (`[<a b='x ![x](u)--!>` then
      // `\[/work-item](u)-context]` shows the fence; found by a fuzz run):
      // once more with only inner links counting.
      if (
        indexWithin(text, '![', from, end) !== -1 ||
        indexWithin(text, '[^', from, end) !== -1 ||
        holdsNestedBrackets(text, from, end)
      ) {
        builder.start(insertAt, quoted)
        read(builder, from, end, true, false, false, false, false, true, false, false, true)
        builder.end()
      }
    }

    const image = indexWithin(text, '![', from, end) !== -1
    // Link text whose destination, title or label runs onto the next line:
    // what shows of this line ends at its `]` (`[Amendments](u "t`).
    const opener = openLink(text, from, end)
    if (opener !== -1 && opener < end) {
      builder.start(insertAt, quoted)
      read(builder, from, opener + 1)
      builder.end()
      if (image) {
        builder.start(insertAt, quoted)
        read(builder, from, opener + 1, true, false, false, true)
        builder.end()
      }
    }

    // A reference image whose definition does not match (one the rules
    // edit in its label, and not in the reference) shows as text, and an
    // image that does not load shows its alt text.
    if (image) {
      if (indexWithin(text, '][', from, end) !== -1) {
        builder.start(insertAt, quoted)
        read(builder, from, end, true, false, true)
        builder.end()
      }

      builder.start(insertAt, quoted)
      read(builder, from, end, true, false, false, true)
      builder.end()
    }
    // As a browser shows raw HTML: tags (anything from `<` to `>`, or to the
    // end of the line) display nothing, while emphasis marks and link
    // syntax, titles included, display (`Work&#45;item context**x`,
    // `&#65;mendments</ x>`, `&#65;mendments<?x`, `[q](y "&#91;…")`).
    // Read from the line start: a browser sees no Markdown wrappers, and
    // the line reads quoted only where a `>` it shows says so; after a
    // construct a line may start, and a `> ` goes there (`<?x>> …`: before
    // the construct, the core would break it off onto a line of its own).
    // In an HTML block a leading `>` is text, and displays: after it, a
    // decoded line break starts a line that is not quoted (`<pre>`, then
    // `> &#10;Amendments`; found by review).
    if (holdsAny(text, from, end, otherwiseInHtml) || (htmlLine && quoted)) {
      const tag = indexWithin(text, '<', from, end)
      builder.start(tag === -1 || (footnote !== -1 && tag >= footnote) ? insertAt : -1, false)
      metOpen = false
      read(builder, from, end, false, true)
      builder.end()
      // A construct left open hid the rest of the line; to cmark-gfm, inline
      // HTML that does not end in its paragraph is text, and the constructs
      // after its `<` are read afresh, so the text around one joins (`<b
      // a="[work-<x>item-context]"`, then `>` on a line that opens a block
      // quote, which the core read as one tag and broke nothing in; browser
      // oracle). Read once more that way.
      if (metOpen) {
        builder.start(tag === -1 || (footnote !== -1 && tag >= footnote) ? insertAt : -1, false)
        read(builder, from, end, false, true, false, false, false, false, false, false, false, false, true)
        builder.end()
      }
      // A tag's `<` GitHub shows as text (in a code span, maybe opened on a
      // line above; escaped) hides nothing: a tag in what reads as its
      // quoted value is one, and a line starts after it (`` ` ``, then
      // `` <x y="`<summary>work-item context"> ``: found by a fuzz). Read
      // once more with every tag ending at its first `>`.
      if (tag !== -1 && tagsInValues(text, tag, end)) {
        builder.start(-1, false)
        read(builder, from, end, false, true, false, false, false, false, false, true)
        builder.end()
      }
      // An `<img>` that does not load shows its alt text, as parsed pieces
      // read it: the attribution and fences there count, not headings (a
      // `> ` cannot go into an attribute value), so the line reads quoted
      // (the flat model missed `<img alt="Instruction from @x">`).
      if (tag !== -1 && rawImage.test(text.slice(tag, end))) {
        builder.start(insertAt, true)
        read(builder, from, end, false, true, false, true)
        builder.end()
      }
    }
    // Wrappers may display text: GitHub's tag filter escapes some tags
    // (`<textarea title="&#91;work-item-context&#93;">` shows as written,
    // the reference decoded). Read such a line once more whole, for the
    // fence (quoted: no heading there).
    if (mayHideReference(from, content)) {
      builder.start(insertAt, true)
      read(builder, from, to, false)
      builder.end()
    }

    // A tag the filter escapes whose grammar runs onto later lines: a
    // construct in its quoted value may hold a line feed, and displays
    // nothing, so the text around it joins (`<TITLE a="[work-item-context<a`,
    // `>]">`; browser oracle, fuzz run 13). Read to the tag's end as one
    // stretch, as a browser does (for the fence: no heading there).
    const across = filteredAcross(from, to)
    if (across !== -1) {
      builder.start(insertAt, true)
      read(builder, from, across, false, true)
      builder.end()
      // A filtered tag in its value is not escaped (the filter escapes only
      // the tag that starts inline HTML): it hides what follows it up to its
      // `>` (`- x<textarea a="`, `[work-item-c<plaintext>ontext]">` in a
      // list item; browser oracle, fuzz run 13).
      builder.start(insertAt, true)
      read(builder, from, across, false, true, false, false, false, false, false, false, false, true)
      builder.end()
    }
  }

  /**
   * @param from
   *   Line start.
   * @param to
   *   Line end.
   * @returns
   *   End of the first tag on the line that the tag filter escapes and
   *   whose grammar (the core's) ends on a later line (or, where it makes
   *   no tag, the next blank line), at most `maxFilteredSpan` characters
   *   on; else -1. A tag is asked about once
   *   (a later line's search starts past the last one found), so the
   *   readings stay linear.
   */
  function filteredAcross(from: number, to: number): number {
    let at = Math.max(from, filteredDone)
    while (at < to) {
      // The next `<`, searched again only once passed (or asked from before
      // where it was searched from): a text with few `<` was searched to
      // its end once per line, quadratic (found by a benchmark, twelfth
      // session).
      if (at < ltFrom || (nextLt !== -1 && nextLt < at)) {
        ltFrom = at
        nextLt = text.indexOf('<', at)
      }

      at = nextLt
      if (at === -1 || at >= to) return -1
      if (filteredNameEnd(text, at) !== -1) {
        let end = (matcher ??= new HtmlMatcher(text)).any(at)
        // No tag to the core's grammar (an attribute with no name:
        // `<title ="[work-item-context<!`, `>]">`; no attribute: `<title`,
        // `[work-item<!`, `>-context]`): GitHub shows it as text all the
        // same, and a construct after it may run across lines. Read to the
        // next blank line (as far as `maxFilteredSpan`).
        if (end === -1 && to < text.length) {
          // Searched again only once passed (lines come in order).
          if (blankAfter !== -1 && blankAfter < to) blankAfter = text.indexOf('\n\n', to)
          end = Math.min(blankAfter === -1 ? text.length : blankAfter, from + maxFilteredSpan)
        }

        if (end > to && end - from <= maxFilteredSpan) {
          filteredDone = end
          return end
        }
      }

      at++
    }

    return -1
  }

  /**
   * @param lineStart
   *   Start of a line that is not blank.
   * @returns
   *   Whether the stretch of non-blank lines it is in holds a line that may
   *   be a table's delimiter row (read once per stretch: the lines before
   *   the first one asked about count too, `a`, `-|`, `Amendments|x` is a
   *   table; found by review 31).
   */
  function inTableStretch(lineStart: number): boolean {
    if (lineStart >= stretchEnd) {
      stretchRow = false
      let at = lineStart
      // Back to the stretch's first line (each stretch is walked once).
      while (at > start) {
        const previous = text.lastIndexOf('\n', at - 2) + 1
        const from = Math.max(previous, start)
        if (lineKind(text, from, at - 1) === 'blank') break
        at = from
      }

      while (at < end) {
        let lineEnd = text.indexOf('\n', at)
        if (lineEnd === -1 || lineEnd > end) lineEnd = end
        if (lineKind(text, at, lineEnd) === 'blank') break
        if (!stretchRow && isDelimiterRow(text, at, lineEnd)) stretchRow = true
        at = lineEnd + 1
      }

      stretchEnd = at
    }

    return stretchRow
  }

  /**
   * @param from
   *   Start of a line (or stretch).
   * @param to
   *   A place in it.
   * @returns
   *   Whether a quote marker leads the line (the line that starts at a
   *   break after it is inside that quote).
   */
  function quoteMarkerIn(from: number, to: number): boolean {
    // In an HTML block a leading `>` is text.
    if (htmlLine) return false
    // What stands before the content decides; a line may hold many breaks
    // after a long run of markers (which `contentStart` walks each time), so
    // it is read once per line or cell (found by review 30: quadratic).
    if (memo.line === currentLine && memo.from === from && to >= memo.content) return memo.quoted
    const start = wrappers.contentStart(from)
    const content = Math.min(start, to)
    const quoted = quoteMarkerBefore(from, content)
    if (to >= start) {
      memo.line = currentLine
      memo.from = from
      memo.content = start
      memo.quoted = quoted
    }

    return quoted
  }

  /**
   * @param from
   *   Start of a line (or stretch).
   * @param content
   *   Where its content starts (or a place before it).
   * @returns
   *   Whether a quote marker leads the line (see `quoteMarkerIn`).
   */
  function quoteMarkerBefore(from: number, content: number): boolean {
    // A footnote's text leaves the quotes around its definition: only a
    // quote in it counts (`> [^1]: &#10;Amendments`; found by review 30).
    const label = footnoteText(from, content)
    if (label !== -1) return leadingQuote(label, content)
    if (from === currentLine) {
      // A line that goes on with a footnote defined in quotes moves out of
      // them with it.
      if (labelAbove >= 1) return false
      // The line's own containers, as the paragraph rules read them: a `>`
      // after a list marker that interrupts no paragraph (`a`, `2. >`) or
      // four columns in (`a`, `    >`) is paragraph text (review 30).
      // To the line end, as the line was walked (a reference is content,
      // so the markers before `to` are the line's).
      return walkContainers(text, from, currentLineEnd, currentBase, currentInterrupts, 0, paragraphWalkQuotes).quoted
    }

    return leadingQuote(from, content)
  }

  /**
   * @param from
   *   Start of a line, a cell or a footnote's text.
   * @param content
   *   Where its content starts (or a place before it).
   * @returns
   *   Whether a quote marker stands before `content`, with only white
   *   space, quote and list markers before it.
   */
  function leadingQuote(from: number, content: number): boolean {
    // Only white space, quote and list markers may stand before it: a `>`
    // after a heading's `#`, a cell's `|`, emphasis marks, a bracket, a tag
    // or a quoted attribute value is text (`# > &#10;Amendments` in a
    // `<pre>`; `<title a=">><br>…`; found by review 27).
    return walkContainers(text, from, content, 0).quoted
  }

  /**
   * @param from
   *   Start.
   * @param to
   *   End.
   * @returns
   *   Whether a tag among wrappers holds a reference or an escape.
   */
  function mayHideReference(from: number, to: number): boolean {
    let tag = false
    for (let at = from; at < to; at++) {
      const code = text.charCodeAt(at)
      if (code === 60) tag = true
      else if (tag && (code === 38 || code === 92)) return true
    }

    return false
  }

  /**
   * Add what a stretch displays to the open line of `target`: its wrappers
   * skipped, then its text decoded.
   *
   * @param target
   *   Line builder.
   * @param from
   *   Start (a line start or after `|`).
   * @param to
   *   End.
   * @param skip
   *   Whether to skip the wrappers at `from` (default: yes).
   * @param browser
   *   Read as a browser shows raw HTML: tags display nothing, emphasis
   *   marks and link syntax (destinations, titles) display (default: no).
   * @param labels
   *   Show the labels of reference images, as when no definition matches
   *   (default: no).
   * @param alt
   *   Show images as their alt text, as when they do not load (default: no).
   * @param links
   *   Read every bracket as link syntax: brackets, destinations and the
   *   labels of references display nothing (default: no, brackets display).
   * @param linked
   *   Read as link syntax only the brackets a destination or a reference
   *   label follows (default: no).
   * @param tags
   *   Read tags and comments as a browser does, the rest as Markdown (a
   *   line of an HTML block; default: no).
   * @param firstGreater
   *   End each tag at its first `>`, quoted or not (default: no, quoted
   *   values are followed; see `tagsInValues`).
   * @param loose
   *   In the linked reading, take brackets to hold a link only where a
   *   destination or label follows the inner ones (images and `[^1]` inside
   *   link text are allowed; default: no, any inner brackets count).
   * @param nestedFiltered
   *   Read a tag the filter escapes as any other tag where it follows the
   *   first one in the stretch: cmark-gfm's filter escapes only the tag that
   *   starts inline HTML, not one in its quoted value (default: no).
   * @param openAsText
   *   In the browser reading, read the `<` of a construct left open as
   *   text, and go on, as cmark-gfm does with inline HTML that does not end
   *   in its paragraph (default: no, it hides the rest; `metOpen` says
   *   where one did).
   */
  function read(
    target: LineBuilder,
    from: number,
    to: number,
    skip = true,
    browser = false,
    labels = false,
    alt = false,
    links = false,
    linked = false,
    tags = false,
    firstGreater = false,
    loose = false,
    nestedFiltered = false,
    openAsText = false
  ): void {
    let content = skip ? Math.min(wrappers.contentStart(from), to) : from
    // The wrapper grammar reads on into link or image text (`![> x](u)`:
    // `>` and white space are wrappers there): read from the first opener
    // the wrappers leave unclosed (found by a fuzz run).
    const opener = skip ? unclosedOpener(text, from, content) : -1
    // A CDATA section displays its content in SVG and MathML (in HTML it is
    // a bogus comment: the browser reading).
    if (skip && !browser && text.startsWith('<![CDATA[', content)) content = Math.min(content + 9, to)
    // Keep the link and image openers that end the wrappers: `[Amendments](url)`
    // then displays as `[Amendments]`, which the heading rule reads as link
    // text, a fence spelled after it keeps its `[`, and an image (a badge:
    // `[![x](y)](z)`) is seen whole, to display nothing.
    let at = content
    while (at > from && isOpenerOrMark(text.charCodeAt(at - 1), text.charCodeAt(at))) at--
    if (opener !== -1 && opener < at) at = opener
    // Start of the run of plain characters not yet pushed.
    let plain = at
    // The `]` of link text that displays nothing.
    let emptyText = -1
    // Matching `]` of each `[` in the stretch, made when first needed.
    let matches: Int32Array | undefined
    // Whether a `[` holds another (escaped ones and code are no brackets).
    let nested: Uint8Array | undefined
    // `[` not escaped before each index of the stretch (see `openersWithin`).
    let openers: Int32Array | undefined
    // Where the next `)`, white space, quote… is, made when first needed.
    let tables: LinkTables | undefined
    // The stretch alone, for the browser reading's constructs (each read
    // within it: linear).
    let stretch: string | undefined
    // Where each construct in it ends (see `ConstructEnds`).
    let ends: ConstructEnds | undefined
    // Whether a tag the filter escapes was met (see `nestedFiltered`).
    let filteredSeen = false
    // `]` of the (innermost) brackets the linked reading hides; each `]`
    // closes one `[`, so every other `]` shows.
    let hiddenCloses: Set<number> | undefined
    // The `>` of the autolink being read, or -1.
    let autolinkClose = -1
    // SVG and MathML elements open in the browser reading (see
    // `foreignDepthAfter`).
    let foreign = 0

    /**
     * @param open
     *   Index of a `[`.
     * @returns
     *   Index of its `]`, or -1.
     */
    function matchOf(open: number): number {
      if (!matches) ({matches, nested} = bracketMemo.get(text, from, to, loose))
      return open < from || open >= to ? -1 : matches[open - from]
    }

    /**
     * @param start
     *   Start (in the stretch).
     * @param end
     *   End (in the stretch).
     * @returns
     *   How many `[` not escaped stand in `[start, end)`, read as a label
     *   is (raw: a backtick protects nothing there), by a table of the
     *   stretch made once (images inside a label do not read it again).
     */
    function openersWithin(start: number, end: number): number {
      if (!openers) {
        openers = new Int32Array(to - from + 1)
        let count = 0
        for (let at = from; at < to; at++) {
          openers[at - from] = count
          const code = text.charCodeAt(at)
          if (code === 92 /* `\` */ && at + 1 < to) {
            openers[++at - from] = count
          } else if (code === 91 /* `[` */) {
            count++
          }
        }

        openers[to - from] = count
      }

      return openers[end - from]! - openers[start - from]!
    }

    /**
     * @param open
     *   Index of a `[`.
     * @returns
     *   Whether its `]` exists and a `(` or `[` follows it.
     */
    function followedByLink(open: number): boolean {
      const match = matchOf(open)
      const next = match === -1 ? -1 : text.charCodeAt(match + 1)
      return next === 40 || next === 91
    }

    /**
     * @param end
     *   Index after an image that starts link text (or -1).
     * @returns
     *   Whether the link text is that image alone, closed right there and
     *   followed by a destination or reference (a badge).
     */
    function isBadge(end: number): boolean {
      if (end === -1 || text.charCodeAt(end) !== 93) return false
      const next = text.charCodeAt(end + 1)
      return next === 40 || next === 91
    }

    /**
     * @param open
     *   Index of the `[` of an image.
     * @returns
     *   Index after the image (its destination or reference; a shortcut
     *   reference `![r]` counts, conservatively), or -1 (none there).
     */
    function imageEnd(open: number): number {
      const match = matchOf(open)
      if (match === -1) return -1
      const next = text.charCodeAt(match + 1)
      if (next === 40 /* `(` */) {
        const end = destinationEnd(match + 1)
        return end === -1 ? match + 1 : end
      }

      if (next === 91 /* `[` */) {
        if (labels) return match + 1
        const end = labelEnd(match + 1)
        if (end !== -1) return end
      }

      // A shortcut reference, whose description is its label: brackets
      // that hold a `[` make no image, and show (`![[work-item-contex![wo]`
      // `t]][`; fuzz run 13).
      return isLabel(open, match) ? match + 1 : -1
    }

    /**
     * @param open
     *   Index of a `[` right after a `]`.
     * @returns
     *   Index after its `]` where the brackets are a reference label (see
     *   `isLabel`); else -1. Other brackets are none, and the brackets
     *   before them a shortcut reference (or text) that ends at its `]`,
     *   where these show (`Work-item con![r][![][r]text]()`,
     *   `[][[work-item-contex][wo]t]`; fuzz run 13).
     */
    function labelEnd(open: number): number {
      const close = matchOf(open)
      return close !== -1 && isLabel(open, close) ? close + 1 : -1
    }

    /**
     * @param open
     *   Index of a `[`.
     * @param close
     *   Index of its `]`.
     * @returns
     *   Whether cmark-gfm 0.29 reads the brackets as a reference label: no
     *   `[` not escaped inside, and at most 999 characters (brackets with
     *   only white space are one too, read as `[]` is).
     */
    function isLabel(open: number, close: number): boolean {
      return close - open - 1 <= 999 && openersWithin(open + 1, close) === 0
    }

    /**
     * The end of an inline link's destination and title, as CommonMark
     * reads them within the stretch: `<…>` or a raw destination (balanced
     * parentheses, up to 32 levels, `\)` escaped), then an optional title
     * (`"…"`, `'…'`, `(…)`, as cmark-gfm 0.29 ends it: see
     * `cmarkTitleClose`), then `)`. Each step is a lookup in tables of the
     * stretch made once, so many links stay linear.
     *
     * @param open
     *   Index of its `(`.
     * @returns
     *   Index after its `)`, or -1 when it is no destination.
     */
    function destinationEnd(open: number): number {
      tables ??= linkTables(text, from, to)
      const {nextClose, nextSpace, titleClose, nextGreater, nextLess, opens} = tables
      const look = (table: Int32Array, index: number): number => (index < to ? table[index - from] : -1)
      let at = open + 1
      while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
      if (text.charCodeAt(at) === 60 /* `<` */) {
        const greater = look(nextGreater, at + 1)
        if (greater === -1) return -1
        // A `<` in it makes it none, and no link (`[](<x)[wo[](<x\>>)`;
        // found by a fuzz run).
        const less = look(nextLess, at + 1)
        if (less !== -1 && less < greater) return -1
        at = greater + 1
      } else {
        // The destination ends at white space or at the first `)` that
        // closes none of its `(` (up to 32 levels), whichever comes first:
        // parentheses of a title after it do not count (`[](u "(")Amendments`;
        // found by review).
        const blank = look(nextSpace, at)
        let end = look(nextClose, at)
        if (end !== -1) {
          let depth = opens[end - from] - opens[at - from]
          for (let level = 0; depth > 0 && level < 32 && (blank === -1 || end < blank); level++) {
            const next = look(nextClose, end + 1)
            if (next === -1) break
            depth += opens[next - from] - opens[end + 1 - from] - 1
            end = next
          }

          if (depth > 0) end = -1
        }

        if (end !== -1 && (blank === -1 || end < blank)) return end + 1
        if (blank === -1) return -1
        // At white space, cmark-gfm 0.29 (GitHub) takes a `(` left open
        // (CommonMark does not): `[Amend](x( "t")ments` shows `Amendments`
        // (found by the browser oracle).
        if (opens[blank - from] - opens[at - from] > 32) return -1
        at = blank
      }

      while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
      const code = text.charCodeAt(at)
      if (code === 34 || code === 39 || code === 40) {
        const closing = look(titleClose, at)
        if (closing === -1) return -1
        at = closing + 1
        while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
      }

      return text.charCodeAt(at) === 41 /* `)` */ ? at + 1 : -1
    }
    while (at < to) {
      const code = text.charCodeAt(at)
      if (
        code !== 92 &&
        code !== 38 &&
        code !== 42 &&
        code !== 95 &&
        code !== 126 &&
        code !== 96 &&
        code !== 93 &&
        code !== 91 &&
        code !== 33 &&
        code !== 60 &&
        at !== autolinkClose
      ) {
        at++
        continue
      }

      target.pushVerbatim(text, plain, at, plain)
      if (at === autolinkClose) {
        // The `>` of an autolink displays nothing.
        at++
      } else if ((browser || tags) && code === 60 && foreign > 0 && text.startsWith('<![CDATA[', at)) {
        // In SVG and MathML a browser shows a CDATA section's content, and a
        // line may start before it (after a block tag: `<![CDATA[>-<div>`,
        // `<svg><g><![CDATA[Work-item context]]>`; fuzz run 36).
        target.mark(-1, quoteMarkerIn(from, at))
        const close = indexWithin(text, ']]>', at + 9, to)
        target.pushVerbatim(text, at + 9, close === -1 ? to : close, at + 9)
        at = close === -1 ? to : close + 3
      } else if ((browser || tags) && code === 60 /* `<` */) {
        // A tag, comment or bogus comment, as a browser reads it (quoted
        // `>` in attributes included), within the line: one left open hides
        // the rest of it. `<` that starts none is text.
        stretch ??= text.slice(from, to)
        // GitHub's tag filter escapes some tags' `<`: the name displays and
        // what follows is read as HTML, so a tag in an attribute value is a
        // tag and a line may start after it (`<style a="<br>Instruction from
        // @bob">`; found by review). Before it, as before any tag, a line may
        // start.
        let name = filteredNameEnd(stretch, at - from)
        if (nestedFiltered && name !== -1) {
          if (filteredSeen) name = -1
          filteredSeen = true
        }
        ends ??= new ConstructEnds(stretch)
        let end = name === -1 ? ends.end(at - from) : -1
        // `</` before the line feed runs on to a `>` on a later line (see
        // `openAtEnd`).
        if (end === -1 && at + 2 === to && text.charCodeAt(at + 1) === 47 && to < text.length) end = -2
        if (firstGreater && (end > 0 || end < -1) && isAsciiAlphaOrSlash(stretch, at - from + 1)) {
          const greater = ends.greater(at - from + 1)
          if (greater !== -1 && (end < 0 || greater + 1 < end)) end = greater + 1
        }
        if (name !== -1) {
          target.mark(-1, quoteMarkerIn(from, at))
          target.pushVerbatim(text, at, from + name, at)
          at = from + name
        } else if (end === -1) {
          target.pushVerbatim(text, at, at + 1, at)
          at++
        } else if (end < 0 && openAsText) {
          // One left open, read as inline HTML that does not end in its
          // paragraph: cmark-gfm escapes the `<` and reads on (see
          // `openAsText`); a line may end here too.
          target.mark(-1, quoteMarkerIn(from, at))
          target.pushVerbatim(text, at, at + 1, at)
          at++
        } else {
          if (end < 0) metOpen = true
          const tagStart = at
          at = end < 0 ? to : from + end
          if (end > 0) foreign = foreignDepthAfter(text, tagStart, at, foreign)
          // Any tag may be a block: a line may start after it.
          target.mark(-1, quoteMarkerIn(from, at))
          // An `<img>` that does not load shows its alt text there.
          if (alt && end > 0) pushAltText(target, tagStart, at)
        }
      } else if (
        (links || linked) &&
        code === 60 &&
        cdataAnyCase(text, at) &&
        !text.startsWith('<![CDATA[', at) &&
        !startsLine(text, at) &&
        cmarkCdataEnd(text, at + 9, to) !== -1
      ) {
        // A CDATA section not in upper case is inline HTML to cmark-gfm
        // 0.29 only (the core reads none, so it stays inside the line), and
        // a browser ends it, a bogus comment, at its first `>`: it displays
        // nothing there, as the links and images around it display nothing
        // in this reading (`Work![x](u)<![cdata[]]>-item context`; found by
        // a fuzz run). The browser reading hides it without them, and one
        // that starts the line opens an HTML block, where no link displays.
        // Without a `]]>` after it on the line that cmark-gfm ends it at, it
        // is taken for text (`a <![cdata[ [\[work-item](u)`, and `]]]>`
        // after it, show the link's text; found by a fuzz run): the block
        // the line after it opens may end the paragraph (`<!Xy`, which the
        // core breaks out), and showing more is the safe side.
        const greater = indexWithin(text, '>', at, to)
        at = greater === -1 ? to : greater + 1
      } else if (code === 60 && tagInDeclaration(at) !== -1) {
        // A tag the core left inside a lower-case declaration (`<!b`),
        // which cmark-gfm 0.29 shows as text: the tag is inline HTML there,
        // and displays nothing (`![`, then `<!b]()Amendments<g>`; fuzz run
        // 57).
        at = tagInDeclaration(at)
      } else if (code === 60) {
        // An autolink displays its address without `<` and `>` (so a `]`
        // after it may close a fence its address opens:
        // `<http://a[work-item-context>]`; found by review), references
        // decoded. Other `<` is text here.
        const end = autolinkEnd(text, at, to)
        if (end === -1) target.pushVerbatim(text, at, at + 1, at)
        else autolinkClose = end - 1
        at++
      } else if (alt && code === 33 && text.charCodeAt(at + 1) === 91) {
        // Its alt text displays as link text does; the `[` is shown from the
        // `!` on, so a `> ` goes before the image, not into it.
        target.push('[', at, at + 2)
        at += 2
      } else if (
        linked &&
        !browser &&
        code === 33 &&
        text.charCodeAt(at + 1) === 91 &&
        !followedByLink(at + 1) &&
        !(matchOf(at + 1) !== -1 && isLabel(at + 1, matchOf(at + 1)))
      ) {
        // No destination or label after it, and no label in it (which
        // makes a shortcut reference, an image that displays nothing:
        // `[work-item-co[][R]nte![R]xt]`; fuzz run 13): in the linked
        // reading, a `!` and brackets (`![[work-item](u)-context]` shows
        // all but the inner link's syntax; found by review).
        target.pushVerbatim(text, at, at + 1, at)
        at++
      } else if (!browser && code === 33) {
        // An image displays nothing, alt text included (`![x](y)Amendments`);
        // an image opener alone neither.
        if (text.charCodeAt(at + 1) === 91) {
          const end = imageEnd(at + 1)
          at = end === -1 ? at + 1 : end
        } else {
          target.pushVerbatim(text, at, at + 1, at)
          at++
        }
      } else if (linked && !browser && code === 91) {
        // Innermost brackets are read as a link's (a shortcut reference
        // needs nothing after it): they display nothing. A link holds no
        // link, so brackets with brackets inside show, and so does their
        // `]` (found by review: `[[work-item](u)-context](v)`,
        // `[[work-item]-context]` with a definition).
        const match = matchOf(at)
        if (match !== -1 && nested![at - from] === 0) {
          ;(hiddenCloses ??= new Set<number>()).add(match)
          at++
        } else {
          target.pushVerbatim(text, at, at + 1, at)
          at++
        }
      } else if (linked && !browser && code === 93) {
        // A link's `]`, destination or reference label display nothing.
        const next = text.charCodeAt(at + 1)
        // Shown (it holds brackets) or unmatched: the `]` displays.
        const hidden = hiddenCloses?.has(at) === true
        const end = !hidden ? -1 : next === 40 ? destinationEnd(at + 1) : next === 91 ? labelEnd(at + 1) : -1
        if (!hidden) target.pushVerbatim(text, at, at + 1, at)
        at = end <= 0 ? at + 1 : end
      } else if (links && !browser && code === 91) {
        // Link text shows without its brackets.
        at++
      } else if (links && !browser && code === 93) {
        // Nor its `]`, destination or reference label (`[Amend][r]ments`).
        const next = text.charCodeAt(at + 1)
        const end = next === 40 ? destinationEnd(at + 1) : next === 91 ? labelEnd(at + 1) : -1
        at = end <= 0 ? at + 1 : end
      } else if (!browser && code === 91) {
        // Nor does empty link text (`Amen[](x)dments`), or link text that is
        // one image (a badge: `[![x](y)](z)Amendments`).
        const image = !alt && text.charCodeAt(at + 1) === 33 ? imageEnd(at + 2) : -1
        if (text.charCodeAt(at + 1) === 93) {
          emptyText = at + 1
        } else if (isBadge(image)) {
          emptyText = image
        } else {
          target.pushVerbatim(text, at, at + 1, at)
        }

        at++
      } else if (browser && (code === 42 || code === 95 || code === 126 || code === 96)) {
        // Literal marks display (a run at once).
        let end = at + 1
        while (end < to && text.charCodeAt(end) === code) end++
        target.pushVerbatim(text, at, end, at)
        at = end
      } else if (code === 92 /* `\` */ && at + 1 === to && text.charCodeAt(to) === 10) {
        // A hard break displays nothing.
        at++
      } else if (
        !browser &&
        code === 92 /* `\` */ &&
        isAsciiPunctuation(text.charCodeAt(at + 1)) &&
        at + 1 < to &&
        // Escapes do not work in an autolink (`<ab:\&#91;…>`; found by review).
        !(at < autolinkClose)
      ) {
        target.push(text.charAt(at + 1), at, at + 2)
        at += 2
      } else if (code === 38 /* `&` */) {
        const reference = decodeHtmlReference(text, at)
        if (reference && reference.end <= to) {
          target.pushReference(reference.value, text, at, reference.end)
          // A line break in `<pre>` (a space elsewhere). The line after it
          // is never quoted: in a quote inside a `<pre>` left open, its
          // marker stands on the line above as the page shows it, and the
          // line starts at no source line (`<div><pre>`, blank, `> x&#10;Amendments`;
          // fuzz run 33). Outside a quote, only the markers before it
          // count (`# > &#10;Amendments` in a `<pre>`; review 27).
          if (referenceBreak.test(reference.value)) {
            target.mark(-1, false)
            target.leadingBreak()
          }
          at = reference.end
        } else {
          target.pushVerbatim(text, at, at + 1, at)
          at++
        }
      } else if (code === 42 || code === 95 || code === 126 || code === 96) {
        // Emphasis, strikethrough and code marks display nothing (a run at
        // once: masked readings are runs of `*`).
        at++
        while (at < to && text.charCodeAt(at) === code) at++
      } else if (!browser && code === 93 /* `]` */ && text.charCodeAt(at + 1) === 40 /* `(` */) {
        if (at !== emptyText) target.pushVerbatim(text, at, at + 1, at)
        // A link destination displays nothing.
        const end = destinationEnd(at + 1)
        at = end === -1 ? at + 1 : end
      } else if (code === 93 && at === emptyText) {
        // A label after it shows here: it hides only where a definition
        // matches it, which the links reading reads (`Amen[][r]dments`);
        // else it shows (`[][\[work-item-context\]]`; found by review).
        at++
      } else {
        target.pushVerbatim(text, at, at + 1, at)
        at++
      }

      plain = at
    }

    target.pushVerbatim(text, plain, to, plain)
  }

  /**
   * Show the alt text of the `<img>` in `[from, to)`, if it is one, with
   * character references decoded (an attribute value shows no Markdown).
   *
   * @param target
   *   Line being built.
   * @param from
   *   Index of `<`.
   * @param to
   *   Index after the tag.
   */
  function pushAltText(target: LineBuilder, from: number, to: number): void {
    const span = imageAltSpan(text, from, to)
    if (!span) return
    let at = span[0]
    while (at < span[1]) {
      const reference = text.charCodeAt(at) === 38 /* `&` */ ? decodeHtmlReference(text, at) : undefined
      if (reference && reference.end <= span[1]) {
        target.push(reference.value, at, reference.end)
        at = reference.end
      } else {
        target.pushVerbatim(text, at, at + 1, at)
        at++
      }
    }
  }
}

/**
 * @param text
 *   Text.
 * @param at
 *   Index.
 * @returns
 *   Whether a letter, or `/` and a letter, starts at `at` (a tag's name).
 */
function isAsciiAlphaOrSlash(text: string, at: number): boolean {
  const code = text.charCodeAt(at)
  return isAsciiAlpha(code) || (code === 47 && isAsciiAlpha(text.charCodeAt(at + 1)))
}

/**
 * Whether a line may hold a `<` inside a tag's quoted value: a quote after
 * its first `<`, and a `<` after that quote.
 *
 * @param text
 *   Text.
 * @param tag
 *   Index of the first `<` on the line.
 * @param to
 *   Line end.
 * @returns
 *   Whether it may.
 */
function tagsInValues(text: string, tag: number, to: number): boolean {
  let quote = -1
  for (let at = tag + 1; at < to; at++) {
    const code = text.charCodeAt(at)
    if (quote === -1) {
      if (code === 34 || code === 39) quote = at
    } else if (code === 60) {
      return true
    }
  }

  return false
}

/**
 * @param needs
 *   What a line's containers need (see `ContainerWalk.needs`).
 * @returns
 *   How many quotes they start with, outside every list item.
 */
function leadingQuotes(needs: ReadonlyArray<number>): number {
  let quotes = 0
  while (quotes < needs.length && needs[quotes] === -1) quotes++
  return quotes
}

/**
 * @param walk
 *   The containers of a paragraph's first line.
 * @param lineQuotes
 *   The quote markers it starts with (see `quotesAt`).
 * @returns
 *   The quotes the paragraph is in: past the list items the line opens,
 *   or reaches, too (`quotesAt` reads leading markers only).
 */
function paragraphQuotesOf(walk: ContainerWalk, lineQuotes: number): number {
  return walk.listed || walk.quoted ? Math.max(lineQuotes, quoteNeeds(walk.needs)) : lineQuotes
}

/**
 * @param needs
 *   What a line's containers need (see `ContainerWalk.needs`).
 * @returns
 *   Columns the list items past the last quote among them indent content
 *   by, from that quote's content (all of them without a quote).
 */
function innerItemsWidth(needs: ReadonlyArray<number>): number {
  let width = 0
  for (let index = needs.length - 1; index >= 0 && needs[index] !== -1; index--) width += needs[index]!
  return width
}

/**
 * @param needs
 *   What a line's containers need (see `ContainerWalk.needs`).
 * @returns
 *   How many of them are quotes.
 */
function quoteNeeds(needs: ReadonlyArray<number> | undefined): number {
  let quotes = 0
  if (needs) for (const need of needs) if (need === -1) quotes++
  return quotes
}

/**
 * Where the text of the footnote definitions that open a line ends up, as
 * cmark-gfm reads their labels (brackets in them too: see
 * `gfmFootnoteEnd`): past the labels in a row that follow container marks
 * only, and the white space after the last.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Index, or -1 when the line opens no footnote definition.
 */
function gfmLabelsEnd(text: string, from: number, to: number): number {
  const label = indexWithin(text, '[^', from, to)
  if (label === -1 || !onlyContainerMarks(text, from, label)) return -1
  const labels = gfmLabels(text, label, to)
  return labels ? skipSpaceOrTab(text, labels.end, to) : -1
}

/**
 * Read footnote labels in a row as cmark-gfm does, in the containers each
 * definition's text opens or not: each definition holds the next
 * (`[^x]:[^a]:<?`, `[^x]: - [^a]:><?`; fuzz run 24). Each step moves on
 * along the line.
 *
 * @param text
 *   Text.
 * @param from
 *   Where a label may start (after container marks).
 * @param to
 *   Line end.
 * @returns
 *   Index after the last label's `]:`, and the container walk of the text
 *   after it; `undefined` when no label starts at `from`.
 */
function gfmLabels(text: string, from: number, to: number): {end: number; inner: ContainerWalk} | undefined {
  let end = gfmFootnoteEnd(text, from, to)
  if (end === -1) return undefined
  // cmark-gfm takes the white space after a label with it: the text starts
  // after it, and is never indented code there (`[^b]:\ta` is a paragraph,
  // `[^b]:\t```` a fence; found by fuzz run 25).
  // (Columns are the line's: a tab goes to its stops. Each counted on from
  // the last.)
  let at = skipSpaceOrTab(text, end, to)
  let column = columnAt(text, at)
  let inner = walkContainers(text, at, to, 0, false, column)
  while (inner.content !== -1) {
    const next = gfmFootnoteEnd(text, inner.content, to)
    if (next === -1) break
    end = next
    const last = at
    at = skipSpaceOrTab(text, end, to)
    column = columnAt(text, at, last, column)
    inner = walkContainers(text, at, to, 0, false, column)
  }

  return {end, inner}
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Where what a line shows starts once the tag of its block displays
 *   nothing: after white space (indentation, indented code's too), and an
 *   ATX heading's marker (one to six `#` and white space).
 */
function swallowedContent(text: string, from: number, to: number): number {
  const marks = skipSpaceOrTab(text, from, to)
  let at = marks
  while (at < to && at - marks < 7 && text.charCodeAt(at) === 35) at++
  if (at === marks || at - marks > 6 || (at < to && !isSpaceOrTab(text.charCodeAt(at)))) return marks
  return skipSpaceOrTab(text, at, to)
}

/**
 * Two line builders fed alike, through one: a reading that differs in one
 * place writes to each on its own there.
 */
class TeeBuilder extends LineBuilder {
  /** First builder (its state answers for both). */
  readonly first: LineBuilder
  /** Second builder. */
  readonly second: LineBuilder

  /**
   * @param first
   *   First builder.
   * @param second
   *   Second builder.
   */
  constructor(first: LineBuilder, second: LineBuilder) {
    super()
    this.first = first
    this.second = second
  }

  override start(insertAt: number, quoted: boolean): void {
    this.first.start(insertAt, quoted)
    this.second.start(insertAt, quoted)
  }

  override mark(insertAt = -1, quoted?: boolean, covered = false): void {
    this.first.mark(insertAt, quoted, covered)
    this.second.mark(insertAt, quoted, covered)
  }

  override size(): number {
    // Either may show what the other does not (a CDATA section's content).
    return Math.max(this.first.size(), this.second.size())
  }

  override isOpen(): boolean {
    return this.first.isOpen()
  }

  override push(value: string, start: number, end: number): void {
    this.first.push(value, start, end)
    this.second.push(value, start, end)
  }

  override pushVerbatim(text: string, from: number, to: number, offset: number, code = false): void {
    this.first.pushVerbatim(text, from, to, offset, code)
    this.second.pushVerbatim(text, from, to, offset, code)
  }

  override pushReference(value: string, text: string, start: number, end: number): void {
    this.first.pushReference(value, text, start, end)
    this.second.pushReference(value, text, start, end)
  }

  override leadingBreak(): void {
    this.first.leadingBreak()
    this.second.leadingBreak()
  }

  override markLiteral(): void {
    this.first.markLiteral()
    this.second.markLiteral()
  }

  override discard(): void {
    this.first.discard()
    this.second.discard()
  }

  override end(): void {
    this.first.end()
    this.second.end()
  }
}

/** A line builder that shows character references as written (as code does). */
class LiteralReferenceBuilder extends LineBuilder {
  override pushReference(_value: string, text: string, start: number, end: number): void {
    this.pushVerbatim(text, start, end, start)
  }
}

/**
 * A line builder that shows a character reference without its `;` as
 * written, as Markdown text does (cmark-gfm decodes only whole
 * references; a browser decodes `&#65` in raw HTML).
 */
class MarkdownReferenceBuilder extends LineBuilder {
  override pushReference(value: string, text: string, start: number, end: number): void {
    if (text.charCodeAt(end - 1) === 59 /* `;` */) this.push(value, start, end)
    else this.pushVerbatim(text, start, end, start)
  }
}

/**
 * A line builder that drops what is pushed while inside an element whose
 * text displays nothing in a browser (`<svg>`, `<template>`; see
 * `join` in `flatLines`).
 */
class HidingBuilder extends LineBuilder {
  /** Elements open whose text is hidden (see `HiddenElements`). */
  readonly elements: HiddenElements
  /** Whether text was hidden since the last `reset`. */
  hid = false

  /**
   * @param sink
   *   Where finished lines go.
   * @param templatesOnly
   *   Hide only what templates hold (default: `false`, SVG text too).
   */
  constructor(sink: (line: RenderedLine) => undefined, templatesOnly = false) {
    super(sink, true)
    this.elements = new HiddenElements(templatesOnly)
  }

  /**
   * Forget the elements open (a new joined reading).
   */
  reset(): void {
    this.elements.reset()
    this.hid = false
  }

  override push(value: string, start: number, end: number): void {
    if (this.elements.hides()) this.hid = true
    else super.push(value, start, end)
  }

  override pushVerbatim(text: string, from: number, to: number, offset: number, code = false): void {
    if (this.elements.hides()) this.hid = true
    else super.pushVerbatim(text, from, to, offset, code)
  }
}

/** A CDATA section's opener, in any case. */
/** Most characters a tag the filter escapes is read across lines (see `filteredAcross`). */
const maxFilteredSpan = 4096

const cdataOpener = /<!\[cdata\[/i

/** A raw `<img` tag. */
const rawImage = /<img\b/i

/**
 * The state a tag is left in at the start of the next line, as a browser
 * reads it (see `tag-state.ts`): a tag carried over, or the last one the
 * line opens (`<` and a letter, or `</` and one) and leaves open.
 *
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   Line end.
 * @param state
 *   State at `from` of a tag carried over, or -1 when `from` is outside
 *   any tag.
 * @returns
 *   State at the next line's start of a tag left open, or
 *   `beforeAttribute` when none is.
 */
function tagStateAtEnd(text: string, from: number, to: number, state: number): number {
  let at = from
  while (at < to) {
    if (state === -1) {
      const lt = indexWithin(text, '<', at, to)
      if (lt === -1) break
      const name = tagNameStart(text, lt)
      at = name === -1 ? lt + 1 : name + 1
      if (name !== -1) state = inTagName
    } else {
      const end = walkTag(text, at, to, state)
      if (end < 0) return acrossLineBreak(-1 - end)
      at = end
      state = -1
    }
  }

  return state === -1 ? beforeAttribute : acrossLineBreak(state)
}

/** The states a line break can leave a tag in (see `tag-state.ts`). */
const lineStartStates = [beforeAttribute, inAttributeName, beforeValue, inDoubleQuotes, inSingleQuotes]

/**
 * Most stretches a reading across lines hands over (each hand-over reads
 * them again: past this the reading ends, so a flood of links and images
 * that open on each other's closing lines stays linear).
 */
const maxHandovers = 32

/** State of a reading around an image whose description runs across lines. */
/** Lines whose content the main reading's walk keeps (see `walkedContent`). */
const recentSize = maxSpanningLines + 4

interface ImageReading {
  /** Reading with links hidden. */
  plain: LineBuilder
  /** Reading with the brackets of links showing. */
  linked: LineBuilder
  /**
   * Brackets its description has open, its title (see `destinationClose`),
   * and the index after raw HTML in the description that it waits on to
   * end on a later line, or -1 (see `imageEndOnLine`).
   */
  open: {depth: number; closer: number; may: boolean; until: number}
  /** What it waits for once its description is closed (`)`, `]`), or 0. */
  closer: number
  /** Lines passed. */
  lines: number
  /**
   * Length of the backtick run of a code span it waits on to close (its
   * line break displays as a space: the rendered line goes on), or 0.
   */
  code: number
  /**
   * Length of the backtick run of a code span in its description that it
   * waits on to close (the description displays nothing, code or not), or
   * 0.
   */
  descriptionCode: number
  /**
   * Where on the line it read last a code span in its description closed,
   * or -1: a `![` before that is code, no image of its own (see
   * `innerImage`).
   */
  descriptionClosedAt: number
  /** What it has read. */
  segments: Segments
  /**
   * The line it started on, from a line start or from what a link's reading
   * read (it reads on from the next line).
   */
  startedAt: number
}

/** What a reading across lines has read (see `replay` in `flatLines`). */
interface Segments {
  /** Start of its first line. */
  from: number
  /** Where a heading's `> ` goes (see `firstSegment` in `flatLines`). */
  insertAt: number
  /** Whether that line is quoted. */
  quoted: boolean
  /** Stretches read. */
  parts: Part[]
}

/**
 * A stretch a reading across lines read: start, end, whether wrappers are
 * skipped, and the `[` of link text the linked reading skips, or -1.
 */
type Part = [number, number, boolean, number]

/**
 * @param text
 *   Text.
 * @param close
 *   Index of a `]`.
 * @param to
 *   Line (or part) end.
 * @returns
 *   Index after the destination (`(…)`) or label (`[…]`) right after it on
 *   the line, or -1 where none is.
 */
function linkSyntaxEnd(text: string, close: number, to: number): number {
  const next = text.charCodeAt(close + 1)
  if (next === 40 /* `(` */) {
    const paren = linkTailEnd(text, close + 1, to)
    return paren === -1 ? -1 : paren + 1
  }

  if (next === 91 /* `[` */) {
    const bracket = firstBracket(text, close + 2, to)
    if (bracket === -1) return -1
    // Brackets that hold a `[` are no label: the link is a shortcut
    // reference that ends at its `]` (fuzz run 13; see `labelEnd`).
    return text.charCodeAt(bracket) === 93 ? bracket + 1 : close + 1
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Index of the first `[` or `]` in `[from, to)` not escaped (how a label
 *   ends, or that it is none), or -1.
 */
function firstBracket(text: string, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92 /* `\` */) at++
    else if (code === 91 || code === 93) return at
  }

  return -1
}

/**
 * The parts of a reading across lines with the syntax of links whose text
 * opens in one part and closes in a later one taken out: the `[`, and the
 * `]` with the destination or label after it (images: the whole image).
 * Brackets pair across parts as CommonMark pairs them, innermost first,
 * and a link makes the `[` still open around it text. Escapes, code spans
 * and HTML are skipped as `bracketMatches` skips them in each part.
 *
 * @param text
 *   Text.
 * @param parts
 *   What the reading read.
 * @param brackets
 *   Brackets of the stretches read last.
 * @returns
 *   The parts without that syntax, or `undefined` where no such link is.
 */
function crossedParts(text: string, parts: ReadonlyArray<Part>, brackets: BracketMemo): Part[] | undefined {
  // A pair across parts needs a `[` before the last part and a `]` after
  // the first: most readings have neither, and are not read for brackets.
  let opens = false
  let closes = false
  for (const [index, [from, to]] of parts.entries()) {
    if (index < parts.length - 1 && !opens) opens = indexWithin(text, '[', from, to) !== -1
    if (index > 0 && !closes) closes = indexWithin(text, ']', from, to) !== -1
  }

  if (!opens || !closes) return undefined
  // `[` left open, outermost first: index, and whether it may still open
  // a link (after a link inside it, it is text).
  const stack: Array<[number, boolean]> = []
  // Ranges taken out (start and end, flattened).
  const hidden: number[] = []
  for (const [from, to, , hole] of parts) {
    const {closers, openers} = brackets.get(text, from, to, false)
    let closer = 0
    let opener = 0
    while (closer < closers.length || opener < openers.length) {
      if (opener < openers.length && (closer === closers.length || openers[opener]! < closers[closer]!)) {
        const at = openers[opener++]!
        // The link's own `[` (see `linkPart`) is read apart.
        if (at !== hole) stack.push([at, true])
        continue
      }

      const at = closers[closer++]!
      const open = stack.pop()
      if (!open || !open[1]) continue
      const end = linkSyntaxEnd(text, at, to)
      if (end === -1) continue
      if (open[0] > 0 && text.charCodeAt(open[0] - 1) === 33 /* `!` */) {
        // An image displays nothing.
        hidden.push(open[0] - 1, end)
      } else {
        hidden.push(open[0], open[0] + 1, at, end)
        // Links hold no links; images may hold them.
        for (const item of stack) {
          if (!(item[0] > 0 && text.charCodeAt(item[0] - 1) === 33)) item[1] = false
        }
      }
    }
  }

  if (hidden.length === 0) return undefined
  // Sorted by start (an image's range may hold what a later link hid).
  const ranges: Array<[number, number]> = []
  for (let index = 0; index < hidden.length; index += 2) ranges.push([hidden[index]!, hidden[index + 1]!])
  ranges.sort((a, b) => a[0] - b[0])
  const result: Part[] = []
  for (const [from, to, skip, hole] of parts) {
    let at = from
    for (const [start, stop] of ranges) {
      if (stop <= at || start >= to) continue
      if (start > at) result.push([at, start, skip && at === from, hole >= at && hole < start ? hole : -1])
      at = Math.max(at, stop)
    }

    if (at < to) result.push([at, to, skip && at === from, hole >= at && hole < to ? hole : -1])
  }

  return result
}

/**
 * @param text
 *   Text.
 * @param parts
 *   What a reading across lines has read.
 * @returns
 *   Whether a `[` in them is left open (escapes skipped; roughly: code and
 *   HTML are not read). Past `maxHandovers` parts, yes (a chain of them is
 *   not read once per line: linear).
 */
function opensBracket(text: string, parts: ReadonlyArray<Part>): boolean {
  if (parts.length > maxHandovers) return true
  let depth = 0
  for (const [start, end, , hole] of parts) {
    for (let at = start; at < end; at++) {
      const code = text.charCodeAt(at)
      if (code === 92) at++
      // A link's own `[` (see `linkPart`) is closed.
      else if (code === 91 && at !== hole) depth++
      else if (code === 93 && depth > 0) depth--
    }
  }

  return depth > 0
}

/**
 * Where a line ends what an image whose description runs across lines has
 * open: its description (see `imageEndOnLine`), or the destination or
 * label that began above (its closer, roughly, as a link's reading reads
 * one).
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param closer
 *   What the image waits for (`)`, `]`), or 0 while its description is open.
 * @param open
 *   Brackets its description has open, and its title; updated.
 * @param goesOn
 *   Whether a line below goes on with the paragraph (see `imageEndOnLine`).
 * @returns
 *   As `imageEndOnLine`.
 */
function imageAfter(
  text: string,
  from: number,
  to: number,
  closer: number,
  open: {depth: number; closer: number; may: boolean; until: number},
  goesOn?: GoesOn
): number {
  if (closer === 0) return imageEndOnLine(text, from, to, open, goesOn)
  const close = closer === 41 ? destinationClose(text, from, to, open) : indexWithin(text, ']', from, to)
  return close === -1 ? -1 : close + 1
}

/**
 * The `)` that closes a link destination left open on a line above (the
 * destination ended there, or runs on), after any title: one left open
 * above (`title.closer`) ends first, and one may start the line right after
 * the destination's (`title.may`), so a `)` in it closes nothing
 * (`[work-item[](x "`, `<b>`, `a)b")-context]`; `![a](x`, `(t))ext`; found
 * by fuzz runs). On a later line a `(` opens no title (`](x`, `]`,
 * `(x)[[[](x)/work-…`). Rough: escapes are not read.
 *
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @param title
 *   What closes a title left open (`"`, `'`, `)`, or 0), and whether one
 *   may start the line; updated.
 * @returns
 *   Index of the `)`, or -1.
 */
function destinationClose(text: string, from: number, to: number, title: {closer: number; may: boolean}): number {
  let search = from
  const may = title.may
  title.may = false
  if (title.closer === 0 && may) {
    const lead = quoteMarksEnd(text, from, to)
    const code = text.charCodeAt(lead)
    if (lead < to && (code === 34 || code === 39 || code === 40)) {
      title.closer = code === 40 ? 41 : code
      search = lead + 1
    }
  }

  if (title.closer !== 0) {
    const end = indexWithin(text, String.fromCharCode(title.closer), search, to)
    if (end === -1) return -1
    search = end + 1
    title.closer = 0
  }

  return search >= to ? -1 : indexWithin(text, ')', search, to)
}

/**
 * What closes a link title left open at the end of a line: after the
 * destination (up to white space), a `"` or `'` opens a title that its own
 * kind closes, and a `(` one that `)` closes.
 *
 * @param text
 *   Text.
 * @param from
 *   Index after `](`.
 * @param to
 *   Line end.
 * @returns
 *   What closes the title open at `to` (`34`, `39`, `41`), or 0.
 */
function titleQuoteAtEnd(text: string, from: number, to: number): number {
  let at = from
  while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
  // The destination: up to white space (`<…>` holds none that counts here).
  while (at < to && !isSpaceOrTab(text.charCodeAt(at))) at++
  while (at < to && isSpaceOrTab(text.charCodeAt(at))) at++
  const quote = text.charCodeAt(at)
  if (quote !== 34 && quote !== 39 && quote !== 40) return 0
  const closer = quote === 40 ? 41 : quote
  for (at++; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code === 92) at++
    else if (code === closer) return 0
  }

  return closer
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether the line is, after white space and quote markers, one run of
 *   `=` or `-` and white space (a setext underline where it follows
 *   paragraph text in its container).
 */
function underlineLike(text: string, from: number, to: number): boolean {
  let at = from
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9 || text.charCodeAt(at) === 62)) at++
  const mark = text.charCodeAt(at)
  if (at === to || (mark !== 61 && mark !== 45)) return false
  while (at < to && text.charCodeAt(at) === mark) at++
  return isBlank(text, at, to)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where a line's content starts (after container marks).
 * @param to
 *   Line end.
 * @returns
 *   Whether a footnote definition starts there whose text holds no
 *   paragraph: container marks only (an empty list item, a quote marker),
 *   or the opener of another block (`[^a]:<?`, `[^a]:```: a line after
 *   it that is not indented into the definition starts a paragraph of its
 *   own, which `0) <?` cannot interrupt; fuzz runs 23 and 24).
 */
function footnoteHoldsNoParagraph(text: string, from: number, to: number): boolean {
  const labels = gfmLabels(text, from, to)
  if (!labels) return false
  const {inner} = labels
  // Indented code in the containers its text opens (`[^x]:- \t  a`).
  if (inner.content === -1) return true
  // Marks only, or nothing after the labels (`[^x]:[^a]:`).
  if (lineKind(text, Math.min(inner.content, to), to) === 'blank') return true
  // A fence, an ATX heading, a thematic break or an HTML block, in the
  // containers it opens or not (`[^a]:---`, `[^a]:><?`).
  return opensLeafBlock(text, inner.content, to) || opensHtmlBlock(text, inner.content, to)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Line start.
 * @param to
 *   Line end.
 * @returns
 *   Whether the line, after quote markers, is indented four columns or
 *   more (into a footnote definition's content).
 */
function indentedFour(text: string, from: number, to: number): boolean {
  return quoteMarkers(text, from, to).indent >= 4
}

/**
 * What the containers of a block opened after footnote labels need: those
 * of the line, then four columns for each definition; past
 * `maxContainers` not followed, as `walkContainers` does.
 *
 * @param needs
 *   What the line's containers need (`undefined`: not followed).
 * @param labels
 *   Footnote labels before the block.
 * @returns
 *   Needs.
 */
function withLabels(needs: number[] | undefined, labels: number): number[] | undefined {
  if (needs === undefined || labels === 0) return needs
  return needs.length + labels > maxContainers ? undefined : [...needs, ...Array.from({length: labels}, () => 4)]
}

/**
 * @param text
 *   Text.
 * @param value
 *   What to find.
 * @param from
 *   Start.
 * @param to
 *   End.
 * @returns
 *   Index of the last `value` wholly in `[from, to)`, or -1.
 */
function lastIndexWithin(text: string, value: string, from: number, to: number): number {
  const first = value.charCodeAt(0)
  // Back from the end, no further than `from` (a bounded search: the
  // built-in one reads on to the text's start).
  for (let at = to - value.length; at >= from; at--) {
    if (text.charCodeAt(at) === first && text.startsWith(value, at)) return at
  }

  return -1
}

/**
 * @param value
 *   Decoded text.
 * @returns
 *   Whether it is ASCII white space only.
 */
function isWhiteSpaceOnly(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    if (code !== 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return false
  }

  return true
}

/**
 * What may go on with a link definition on the next line (see
 * `definitionNext`), after its label's `]:`, its destination, or at its
 * title, roughly: a destination left for the next line, a title that may
 * start there or is left open, or nothing.
 *
 * @param text
 *   Text.
 * @param at
 *   Where to read from.
 * @param to
 *   Line end.
 * @param label
 *   Whether `at` is right after the label (the destination may be on the
 *   next line).
 * @param title
 *   Whether `at` is at the title.
 * @returns
 *   -1, 1, a closer's code, or 0.
 */
function definitionTail(text: string, at: number, to: number, label: boolean, title = false): number {
  let index = skipSpaceOrTab(text, at, to)
  if (!title) {
    if (index >= to) return label ? -1 : 1
    if (text.charCodeAt(index) === 60 /* `<` */) {
      const close = indexWithin(text, '>', index + 1, to)
      index = close === -1 ? to : close + 1
    } else {
      while (index < to && !isSpaceOrTab(text.charCodeAt(index))) index++
    }

    index = skipSpaceOrTab(text, index, to)
    if (index >= to) return 1
  }

  const code = text.charCodeAt(index)
  if (code !== 34 && code !== 39 && code !== 40) return 0
  return titleMark(text, index, to, code === 40 ? 41 : code)
}

/**
 * Whether a line of a definition (its label line, destination or title)
 * leaves a title open, roughly: the first `"`, `'` or `(` that starts the
 * content or follows white space, with no closer after it on the line.
 * Taking a title for open only keeps the paragraph one of definitions
 * (a setext underline below it text), the reading that shows more.
 *
 * @param text
 *   Text.
 * @param from
 *   Where the line's content starts.
 * @param to
 *   Line end.
 * @returns
 *   The closer's code, its negative where the last mark that may close it
 *   has a backslash before it (see `titleMark`), or 0.
 */
function titleLeftOpen(text: string, from: number, to: number): number {
  const open = titleOpener(text, from, to)
  if (open === -1) return 0
  const code = text.charCodeAt(open)
  return titleMark(text, open, to, code === 40 ? 41 : code)
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where the line's content starts.
 * @param to
 *   Line end.
 * @returns
 *   Index of the first `"`, `'` or `(` that starts the content or follows
 *   white space (a title's opener, roughly), or -1.
 */
function titleOpener(text: string, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at)
    if (code !== 34 && code !== 39 && code !== 40) continue
    if (at > from && !isSpaceOrTab(text.charCodeAt(at - 1))) continue
    return at
  }

  return -1
}

/**
 * @param text
 *   Text.
 * @param open
 *   Index of a title's opener.
 * @param to
 *   Line end.
 * @param closer
 *   Its closing mark's code.
 * @returns
 *   `closer` where no mark on the line closes it, its negative where the
 *   last one that may has a backslash before it (a later line may close
 *   it instead; see `cmarkTitleClose`), or 0.
 */
function titleMark(text: string, open: number, to: number, closer: number): number {
  const close = cmarkTitleClose(text, open, to)
  if (close === -1) return closer
  return text.charCodeAt(close - 1) === 92 /* `\` */ ? -closer : 0
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where a line's content starts.
 * @param to
 *   Line end.
 * @returns
 *   Index after brackets that show as a task box's `[ ]` or `[x]` where
 *   a backslash escapes either (`\\[ ]`, `[x\\]`), or `from`.
 */
function pastEscapedBox(text: string, from: number, to: number): number {
  const open = text.charCodeAt(from) === 92 /* `\` */ ? from + 1 : from
  if (text.charCodeAt(open) !== 91) return from
  const mark = text.charCodeAt(open + 1)
  const close = mark === 120 || mark === 88 ? open + 2 : skipSpaceOrTab(text, open + 1, to)
  if (close === open + 1) return from
  const escaped = text.charCodeAt(close) === 92
  if (text.charCodeAt(escaped ? close + 1 : close) !== 93 || (!escaped && open === from)) return from
  return escaped ? close + 2 : close + 1
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Index after a code span at `from` that holds spaces or tabs only
 *   (it shows blanks), else `from`.
 */
function pastBlankCode(text: string, from: number, to: number): number {
  if (text.charCodeAt(from) !== 96) return from
  const open = runEnd(text, from, to)
  const size = open - from
  let at = open
  while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
  if (at === open || text.charCodeAt(at) !== 96) return from
  const close = runEnd(text, at, to)
  return close - at === size ? close : from
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Index after the character references (with their `;`, as Markdown
 *   reads them) that show nothing or white space, and the spaces or tabs,
 *   that start `[from, to)`.
 */
function pastBlankReferences(text: string, from: number, to: number): number {
  let at = from
  while (at < to) {
    at = skipSpaceOrTab(text, at, to)
    if (text.charCodeAt(at) !== 38 /* `&` */) break
    const reference = decodeHtmlReference(text, at)
    // Markdown reads a reference with its `;` only.
    if (!reference || reference.end > to || text.charCodeAt(reference.end - 1) !== 59 || reference.value.trim() !== '') break
    at = reference.end
  }

  return at
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Index after the empty inline links (`[]()`, `[](u "t")`: their tails
 *   read by `linkTailEnd`) and the spaces or tabs that start `[from, to)`,
 *   which display nothing (or blanks: `[ ]()`); or links whose text shows
 *   a task box, which github.com draws as one at an item's start
 *   (`[[ ]]()`; fuzz run 71).
 */
function pastEmptyLinks(text: string, from: number, to: number): number {
  let at = from
  while (at < to) {
    while (at < to && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++
    if (text.charCodeAt(at) !== 91 /* `[` */) break
    // (Blanks alone show as nothing too: `[ ]()`; fuzz run 71. Or blanks
    // around a box: `[ [ ]]()`; fuzz run 72; or around boxes, any number:
    // `[[x] [ ]]()`; fuzz run 77.)
    let box = skipSpaceOrTab(text, at + 1, to)
    while (text.charCodeAt(box) !== 93) {
      const next = pastShownBox(text, box, to)
      if (next === box) break
      box = skipSpaceOrTab(text, next, to)
    }

    if (text.charCodeAt(box) !== 93 || text.charCodeAt(box + 1) !== 40) break
    const close = linkTailEnd(text, box + 1, to)
    if (close === -1) break
    at = close + 1
  }

  return at
}

/**
 * @param text
 *   Text.
 * @param from
 *   Where to read from.
 * @param to
 *   Line end.
 * @returns
 *   Whether `[from, to)` holds a backtick run, then only brackets that
 *   show as task boxes and blanks: the code span it opens shows a box, a
 *   wrapper, before the next line's text (`-\t`[ ]`, then
 *   `` `![`b]()Work-item context ``; fuzz run 67's body behind a paragraph
 *   over the budget).
 */
function runThenBoxes(text: string, from: number, to: number): boolean {
  let at = skipSpaceOrTab(text, from, to)
  if (text.charCodeAt(at) !== 96) return false
  at = runEnd(text, at, to)
  let boxes = 0
  while (at < to) {
    at = skipSpaceOrTab(text, at, to)
    const next = pastShownBox(text, at, to)
    if (next === at) break
    boxes++
    at = next
  }

  return boxes > 0 && at === to
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @param to
 *   Line end.
 * @returns
 *   Index after brackets that show as a task box (`[ ]`, `[x]`, blanks in
 *   brackets, a backslash before either bracket), or `from`.
 */
function pastShownBox(text: string, from: number, to: number): number {
  if (isTaskBox(text, from)) return from + 3
  const blank = pastBlankBox(text, from, to)
  return blank === from ? pastEscapedBox(text, from, to) : blank
}
