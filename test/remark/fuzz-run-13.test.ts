/**
 * Fuzz, the thirteenth run (2026-12-03, seventh session): reference labels,
 * which the sixth session's README listed as known in the flat model. Each
 * finding is fixed with a test that fails on the build before the fix.
 *
 * - Brackets after a `]` that are no link label (they hold a `[`, only
 *   white space, or more than 999 characters): cmark-gfm (GitHub) takes the
 *   brackets before as a shortcut reference, micromark tries a full and a
 *   collapsed reference only and shows them as text. With `[r]: u`,
 *   `Work-item con![r][![][r]text]()` is an image (which displays nothing)
 *   then a link on GitHub: `Work-item context`. The parsed reading missed
 *   it (the default mode too); such text now reads otherwise
 *   (`InlineDivergence`), and the flat model ends the image, or a link's
 *   syntax, at its `]` there.
 * - In the flat model's reading of link syntax, an image whose brackets
 *   make a label and nothing follows (`![R]`, a shortcut reference)
 *   showed as `!` and text; it displays nothing
 *   (`[work-item-co[][R]nte![R]xt]` shows the fence).
 * - A `</` at the very end of the body, in raw HTML, was read as text. On
 *   GitHub the page goes on after the body (a line feed, then its own
 *   markup), so it opens a bogus comment, which hides it: `<div>`, then
 *   `Amendments</` shows the heading (browser oracle).
 * - Inline HTML whose tag GitHub's tag filter escapes (`<xmp`,
 *   `<plaintext`…) shows as text, and a construct in its quoted value is
 *   one to a browser, which hides it: `x <plaintext e="[work-i<!>tem-`
 *   `context]">` shows the fence. The parsed reading read inline HTML
 *   again only where it held a reference or escape; a filtered tag is read
 *   again whatever it holds (browser oracle).
 * - In the flat model, a `]` that closes no `[` of its line, then `(`, was
 *   taken for a destination, which hid an image opened after it across
 *   lines (`]([work![`, `]()-item-context]`); and brackets after `!` that
 *   hold a `[` and nothing after them were taken for a shortcut reference
 *   image, which hid them (`![[work-item-contex![wo]t]][`: no image, the
 *   fence shows).
 * - In the flat model, a reading across lines that waits on a label kept
 *   waiting through a line whose first bracket is a `[` (a label holds
 *   none), so no reading started there (`[][`, then
 *   `[work-item-context![R](`, `)]`).
 * - A tag the tag filter escapes whose grammar runs across lines, with a
 *   construct across lines in its quoted value
 *   (`<TITLE a="[work-item-context<a`, `>]">`), is read to its end as one
 *   stretch by the flat model; and an HTML block that holds such a tag
 *   (`<title`, then `[work-item-c</>ontext]`) is read by the flat model in
 *   the default mode too (browser oracle, second run).
 * - A definition after a task item's box (`- [x] [r]: u`): GitHub's task
 *   list extension takes the box off before reading the item's text, so
 *   it defines `r`; micromark's box is inline, and its paragraph defines
 *   nothing. The engine's definitions now take it, in doubt (both
 *   readings): `Amend[][r]ments` shows the heading (browser oracle, second
 *   run; default mode).
 * - The pre-filter lost a partial token word at a reference without `;`
 *   that ends before a character no reference holds (`<div>Wor&#107-item
 *   context`: a browser decodes it there), and skipped the piece (browser
 *   oracle, second run; both modes).
 * - A tag the filter escapes that makes no tag to the core's grammar (an
 *   attribute with no name, or none before text), with a bogus comment
 *   across lines after it: read to the next blank line as one stretch
 *   (`<title ="[work-item-context<!`, `>]">`; `<title`, `[work-item<!`,
 *   `>-context]`; browser oracle, second run; both modes).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('brackets after a `]` that are no label: a shortcut reference before them', () => {
  liveThenDefangedInEveryMode([
    '[r]:u\nWork-item con![r][![][r]text]()',
    '[a b]:>\nA![a b][![a b]men]()[][A B]dmen*ts*',
    '[r]:u\nWork-item con![r][ ]text',
    '[WO]:"\n[][[work-item-contex][wo]t]'
  ])
})

describe('a shortcut reference image in the reading of link syntax (flat model)', () => {
  liveThenDefangedInEveryMode([
    '[r]:u\n[work-item-co[][R]nte![R]xt]',
    '[r]:u\n[w![r]ork[]()[][r]-item-context]',
    '[WO]:u\n[[]()[work-item-c]()![wo]ontext]'
  ])
})

describe('a `</` at the end of the body, in raw HTML', () => {
  liveThenDefangedInEveryMode([
    '<div>\nAmendments</',
    '<table><caption>Amendments</',
    '<table>&Afr;mend&mopf;Ents</',
    '<div>\nInstruction from @x</'
  ])
})

describe('a construct in the quoted value of a filtered tag, inline', () => {
  liveThenDefangedInEveryMode([
    'x <plaintext e="[work-i<!>tem-context]">',
    '<plaintext e="\n[work-i<!>tem-context]">',
    '<xmp a="\n[work-i<b></b>tem-context]">',
    '.<xmp a="[wor<a>k-item-context]">',
    '<noembed\ne="[work-item-c<!>ontext]">'
  ])
})

describe('images the flat model hid, or did not see, around brackets', () => {
  liveThenDefangedInEveryMode([
    ']([work![\n]()-item-context]',
    "[R]:'\n]([work-item-![r\n]context]",
    '[x y\nz]:/\n]([work-it![x\ny\tz]em-context]',
    ']([wo![\n][r]rk-item-context]\n\n[r]:u',
    '[WO]:u\n![[work-item-contex![wo]t]]['
  ])
})

describe('a label that dies on the next line (flat model)', () => {
  liveThenDefangedInEveryMode(['[][\n[work-item-context![R](\n)]', 'x [a][\n[work-item-context![R](\n)]'])
})

describe('a filtered tag across lines (browser oracle)', () => {
  liveThenDefangedInEveryMode([
    '<TITLE a="[work-item-context<a\n>]">',
    '<noframes a="[work-<a\n>item-context]">',
    "<PlainText b='[work-item-con<a\n    >text]'>",
    "<XMP\nb='[w<?\n?>ork-item-context]'>",
    '<i>\n<noembed a=\'[work-item-co<a\n>ntext]\'>',
    '<title\n[work-item-c</>ontext]'
  ])
})

describe('a definition after a task item\'s box (browser oracle)', () => {
  liveThenDefangedInEveryMode([
    "1) [x] [a\nb]: u 't'\n\nAmend[][a\nb]ments",
    '- [ ] [x y]: u (t)\n\n[/work-item-cont[][x y]ext]',
    '- [ ]\t[R]: u\n  Work-item co![][r]ntext.',
    '  1) [ ] [R]: <>\n  \n  Amendm[][R]ents'
  ])

  test('a box outside a list item defines nothing', () => {
    const input = '[x] [r]: u\n\nAmend[][r]ments'
    expect(defangMarkdown(input).value).toBe(input)
  })
})

describe('a reference without `;` before a character that ends it, in raw HTML', () => {
  liveThenDefangedInEveryMode([
    '<div>Wor&#107-item context',
    '<div>&#73&#X6E&#x73truction from @x',
    '<pre>a&#xA&#X49nstr&#117ction&nbspfrom @'
  ])
})

describe('a filtered tag the core\'s grammar makes no tag of, a construct across lines after it', () => {
  liveThenDefangedInEveryMode([
    '<title ="[work-item-context<!\n>]">',
    '<script ="[work-i<!\n>tem-context]">',
    "<noframes ='[work-item-contex<!\n>t]'>",
    '<title\n[work-item<!\n>-context]',
    '<iframe\n[wor<!\n>k-item-context]'
  ])
})
