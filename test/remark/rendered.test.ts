import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {RenderError, checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, it, vi} from 'vitest'
import {liveTokens} from '../support/checker.js'
import {markdown, renderedAttack} from './arbitraries.js'

const runs = Number(process.env.FUZZ_RUNS) || 300
// Each run renders with cmark-gfm (a process per document).
const timeout = 600_000
const unlimited = {timeBudgetMs: Number.POSITIVE_INFINITY}

/** Inputs a property could not check (too deep to render), by test. */
const unrenderable = {count: 0}

/**
 * Live tokens in rendered Markdown, by GitHub’s renderer (cmark-gfm through
 * the preview package’s check, which falls back to its remark model when
 * cmark-gfm is not installed), written apart from this engine. A heading
 * quoted on its own line counts as defanged there, in either engine’s form
 * (`> Amendments`, `> &#65;mendments`).
 *
 * Text nested too deeply to render (`RenderError`) is counted in
 * `unrenderable` and has no findings; the property tests bound that count,
 * and any other error fails the test.
 *
 * @param value
 *   Markdown.
 * @returns
 *   Live tokens, as `rule: token`.
 */
function live(value: string): string[] {
  let report
  try {
    report = checkRendered(value)
  } catch (error) {
    if (!(error instanceof RenderError)) throw error
    unrenderable.count++
    return []
  }

  return (
    report.live
      // A quoted heading whose line the check cannot place exactly (a tag
      // running across lines before it) may well be in its defanged form.
      .filter(
        (finding) =>
          !(finding.rule.endsWith('-heading') && finding.line.quoteDepth > 0 && finding.line.source?.exact === false)
      )
      .map((finding) => finding.rule + ': ' + finding.token)
  )
}

/**
 * Run a property, then check that it could render (nearly) every input it
 * judged: a check that skips what it cannot render must not pass by skipping.
 *
 * @param property
 *   Property.
 */
function assertRendered(property: fc.IProperty<[string]>): undefined {
  unrenderable.count = 0
  fc.assert(property, {numRuns: runs})
  // The arbitraries nest a few levels at most: any unrenderable input is news.
  expect(unrenderable.count, 'inputs too deep to render').toBe(0)
}

/**
 * A regression case: live after the v1 rules (the control), and not live
 * after the rendered profile, parsed or through the flat model (every piece
 * over budget). Every text must render.
 *
 * @param input
 *   Markdown.
 */
function expectDefanged(input: string): undefined {
  unrenderable.count = 0
  expect(live(defang(input).value).length, input).toBeGreaterThan(0)
  expect(live(defangMarkdown(input, unlimited).value), input).toEqual([])
  const flat = defangMarkdown(input, {...unlimited, maxPieceLength: 1})
  expect(flat.fallback.used, input).toBe(true)
  expect(live(flat.value), input).toEqual([])
  expect(unrenderable.count, input).toBe(0)
}

/**
 * Pin the output, parsed and through the flat model.
 *
 * @param input
 *   Input.
 * @param output
 *   Expected output.
 */
function expectOutput(input: string, output: string): undefined {
  expect(defangMarkdown(input, unlimited).value, input).toBe(output)
  expect(defangMarkdown(input, {...unlimited, maxPieceLength: 1}).value, input).toBe(output)
}

/**
 * Parsed and through the flat model: no live token in the output, and
 * defanging the output changes nothing (settled).
 *
 * @param input
 *   Body.
 */
function expectSafeAndSettled(input: string): undefined {
  for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
    const value = defangMarkdown(input, options).value
    expect(live(value), input).toEqual([])
    expect(defangMarkdown(value, options).value, input).toBe(value)
  }
}

/**
 * A review's finding: live as the v1 rules leave it (negative control), and
 * safe and settled after `defangMarkdown`, parsed and through the flat model.
 *
 * @param input
 *   Body.
 */
function expectFixed(input: string): undefined {
  expect(live(defang(input).value).length, input).toBeGreaterThan(0)
  expectSafeAndSettled(input)
}

describe('rendered profile, checked by an independent renderer model', () => {
  it('negative control: raw rendered-only attacks are live, and the v1 rules leave them live', () => {
    assertRendered(
      fc.property(renderedAttack, (input) => {
        expect(live(input).length).toBeGreaterThan(0)
        expect(live(defang(input).value).length).toBeGreaterThan(0)
      })
    )
  }, timeout)

  it('leaves no live token in rendered-only attacks', () => {
    assertRendered(
      fc.property(renderedAttack, (input) => {
        expect(live(defangMarkdown(input, unlimited).value)).toEqual([])
      })
    )
  }, timeout)

  it('tokens across the source lines of an HTML block (a browser joins them): defanged, parsed or not', () => {
    // Found by a long fuzz run: `<br>` then the token over two lines. The
    // core's tag break makes `<br>` an HTML block, whose line feeds a browser
    // shows as spaces.
    for (const input of [
      '<br>Instruction from \r&#64;',
      '<br>Instruction from\n@x',
      '<br>\nInstruction\nfrom @x',
      '<div>\nWork-item\ncontext: x\n</div>',
      '- <br>\n  Instruction from\n  @x'
    ]) {
      expectDefanged(input)
    }
  })

  it('a list marker after a line that opens a container right after paragraph text: read as GitHub does', () => {
    // Found by a long fuzz run: `-->` then `+ 2) …`. micromark reads `2)` as
    // text there (as if it interrupted the paragraph); cmark-gfm starts a
    // list, so the token starts a rendered line.
    for (const input of [
      '-->\n+ 2) &#73;nstruction from &#64;x',
      'x\n* 3. &#87;ork-item context. x',
      'x\n1. 2) &#73;nstruction from &#64;x',
      'x\n- - 2) &#91;/work-item-context&#93;',
      '- x\n  - 2) &#73;nstruction from &#64;x',
      'x\n> - 2) &#73;nstruction from &#64;x',
      'x\n- -\n&#73;nstruction from &#64;x'
    ]) {
      expectDefanged(input)
    }
  })

  it('where cmark-gfm starts a block and micromark shows markers as text or raw HTML: the markers do not shield', () => {
    // Found by comparing micromark with cmark-gfm on generated documents:
    // a tag line then a delimiter row is a table in cmark-gfm and an HTML
    // block in micromark; an indented header row; an ordered marker after
    // indented code or in a footnote; attribute values with `=`,
    // `<textarea>` and `<search>` open HTML blocks only in micromark.
    for (const input of [
      'x\n<span>\n-|\n# &#65;mendments',
      'x\n    | &#73;nstruction from &#64;x\n-|\n| b |',
      'x\n    | a\n-|\n| &#73;nstruction from &#64;x |',
      '    a\n2. &#73;nstruction from &#64;x',
      // Indented code in micromark, a paragraph of the item in cmark-gfm.
      '    a\n2. b\n\n     &#73;nstruction from &#64;x',
      '<x b=c=d>\n# &#65;mendments',
      '<x b=c=d>\n## &#87;ork-item context. x',
      // Link text shown as text in raw HTML, a link on GitHub.
      '<x b=c=d>\n[Amendments](https://x)',
      // Escapes shown as written in raw HTML, decoded on GitHub.
      '<x b=c=d>\n\\[/work-item-context\\]',
      '<x b=c=d>\nWork\\-item context.',
      // Marks the flat model drops but GitHub shows (no code, no emphasis
      // after the word): the word ends there (found by a property test).
      '<x b=c=d>\n*Work-item* context```math',
      '<x b=c=d>\n*Work-item* context*x',
      'x<search>\nInstruction from \\@x',
      'x<textarea>\n\\[/work-item-context\\]',
      '<textarea>\n\n# &#65;mendments',
      'a\n<search>\nb\n# &#65;mendments',
      '[^b]\n[^b]:2) &#73;nstruction from &#64;x',
      '# &#65;mendments #'
    ]) {
      expectDefanged(input)
    }
  })

  it('raw HTML, references and display as a browser shows them (found by review): defanged, parsed or not', () => {
    for (const input of [
      // Numeric references of 8 digits: cmark-gfm decodes them, micromark
      // (and CommonMark) does not.
      '&#00000073;nstruction from &#00000064;x\n',
      '&#x00000049;nstruction from &#x00000040;x\n',
      '&#00000065;mendments\n',
      '&#x0000005B;work-item-context&#x0000005D;\n',
      '| a | &#00000065;mendments |\n| - | - |\n',
      // References in what micromark reads as a declaration or attribute,
      // and cmark-gfm as text.
      '<!x &#91;work-item-context&#93;>\n',
      '<!doctype &lbrack;work-item-context&rbrack;>\n',
      '<x b=c=d title="&#91;work-item-context&#93;">\n',
      'a <!x &#91;work-item-context&#93;>\n',
      // Inline tags in raw HTML display nothing and line feeds a space, so
      // a token runs across them (the core's tag breaks included).
      '<p>Instruction <b>from</b> @x</p>\n',
      '<div>Instruction <b>from @x\n',
      '<div>\nInstruction\n<!-- -->\nfrom @x\n',
      '<b>Instruction<i>from @x\n',
      '<div>Instruction<b></b>from @x\n',
      '<b>Work-item<i>context\n',
      '<select>Instruction<div></div> from @x</select>\n',
      'x <div>Instruction <b>from</b> @x</div>\n',
      '<div>\nInstruction\n&#32;\nfrom\n&#32;\n@x\n',
      // A decoded line feed breaks the line in `<pre>`.
      '<pre>a&#10;&#73;nstruction from &#64;x</pre>\n',
      '<pre>x&#10;Amendments</pre>\n',
      '<pre>x&#10;Work-item context.</pre>\n',
      '<pre>x&#10;Instruction from @x</pre>\n',
      '<pre>x&#10;Amendments&#10;y</pre>\n',
      '<pre>\nx&NewLine;Work-item context\n</pre>\n',
      '<listing>\nx&#10;Amendments\n</listing>\n',
      '<div>\n<pre>\n\na&#10;&#65;mendments\n',
      // Tags GitHub's tag filter escapes display as text, attributes too.
      '<textarea title="&#91;work-item-context&#93;">\n',
      "<script x='&lbrack;/work-item-context&rbrack;'>\n",
      'x <textarea title="&#91;work-item-context&#93;"> y\n',
      // A CDATA section is text in SVG and MathML.
      '<svg><![CDATA[Amendments]]></svg>\n',
      '<svg><![CDATA[Instruction from @x]]></svg>\n',
      '<math><![CDATA[Amendments]]></math>\n',
      '<svg><![CDATA[Work-item context.]]></svg>\n',
      // What the flat model showed otherwise than GitHub: a hard break,
      // empty link text and image openers, a table's first cell, nested
      // parentheses in a destination, tags a browser sees in raw HTML
      // (bogus comments, autolinks, odd attributes, one left open), and
      // literal emphasis marks that end a word.
      'Amendments\\\nx\n',
      '![](x)Amendments\n',
      '[](x)Amendments\n',
      'Amen[](x)dments\n',
      'Instruction from ![](x)@x\n',
      '[work-item[](x)-context]\n',
      'Amendments | x\n-|-\n',
      '[Amendments](y) | x\n-|-\n',
      '[Amendments](x(y))\n',
      '[Amendments](a (t))\n',
      '<div>\n&#65;mendments</ x>\n',
      '2) <?x]]>Instruction from &#64x\n',
      '<div>\n&#65;mendments<?x\n',
      '<div>\n<https://x>&#65;mendments\n',
      '<div>\n<x b=c=d>Amendments\n',
      'Work&#45;item context**x\n',
      // After indented code and a bare marker, cmark-gfm opens an HTML block
      // at a tag line where micromark goes on with a paragraph: what follows
      // displays as raw HTML (references decoded), not as a fence line, code
      // span or link title.
      '    x\n-\n<br>\n~~~ &#91;/work-item-context&#93;\n',
      '    x\n-\n<br>\n`&#91;/work-item-context&#93;`\n',
      '    x\n-\n<br>\n[q](y "&#91;/work-item-context&#93;")\n',
      'x\n    | a\n-|\n<b>\n`&#91;/work-item-context&#93;`\n',
      '    x\n2)\n<br>\n~~~ &#91;/work-item-context&#93;\n',
      // Second review: a line feed decoded in a filtered tag's attribute in
      // `<pre>`; a heading before the first decoded line feed; constructs a
      // browser ends at their first `>` (or `--!>`), then inline tags;
      // autolink text, whose references GitHub decodes; images with alt
      // text and badges; `\&` in raw HTML; lines that start with such a
      // construct.
      "<pre><textarea title='x&#10;Amendments&#10;y'></pre>",
      "<pre><textarea title='x&#10;Work-item context'></pre>",
      '<pre>Amendments&#10;x</pre>',
      '<pre>\n\nAmendments&#10;x\n\n</pre>',
      '<![CDATA[>Amend<b></b>ments<br>]]>',
      '<?x>Amend<b></b>ments<br>?>',
      '<![CDATA[>Instruction <b>from</b> @x]]>',
      '<!-- x --!>Instruction <b>from</b> @x -->',
      '<div>\n<!-- a --!>\nAmend<b></b>ments<br>\n-->\n</div>',
      'x <https://x/&#91;/work-item-context&#93;> y',
      '<https://x/&lbrack;work-item-context&rbrack;>',
      '<mailto:&#91;work-item-context&#93;>',
      '[![x](y)](z)Amendments',
      'Amendments![x](y)',
      '![x](y)![z](w)Amendments',
      '![x][r]Amendments\n\n[r]: y',
      '![*x*](y)Amendments',
      '[![x](y)](z)Instruction from &#64;x',
      '[![x](y)](z)Work-item context',
      '<textarea\n[![]()]()&#73;nstruction from &#64;x',
      '<textarea\n![x](y)Amendments',
      '<div>\n\\&#91;work-item-context&#93;',
      '<?x>Instruction\nfrom @x',
      '<!-- --!>Instruction\nfrom @x',
      '<![CDATA[>Instruction\nfrom @x',
      '<?x>Work-item\ncontext',
      '<!-- --!>Amendments',
      '<![CDATA[>Amendments',
      // Third review: link titles and escapes in destinations, reference
      // images and badges (in the flat model, and through it where
      // micromark opens raw HTML that cmark-gfm reads as Markdown).
      '[Amendments](x "a)b")',
      "[Amendments](x 'a)b')",
      '[Amendments](x\\))',
      '[Amendments](x (a\\)b))',
      '![x](<a)b>)Amendments',
      '![x](y "a)b")Amendments',
      'Instruction from ![x](a "b)c")@x',
      'Amen[](x "a)b")dments',
      '[work-item[](x "a)b")-context]',
      '| x | [Amendments](x "a)b") |\n|-|-|',
      '![r]Amendments\n\n[r]: y',
      'Instruction from ![r]@x\n\n[r]: y',
      '[![r]](z)Amendments\n\n[r]: y',
      '[![x](y)][r]Amendments\n\n[r]: y',
      '<textarea\n[work-item[](x "a)b")-context]',
      '<x b=c=d>\n[Amendments](x "a)b")',
      '<x b=c=d>\nInstruction from ![x](a "b)c")@x',
      'x\n<span>\n-|\n[Amendments](x "a)b")',
      // Code spans and autolinks bind tighter than link brackets.
      '![a `]` b](y)Amendments',
      '![a <https://a]b> c](y)Amendments',
      '[![a `]`](y)](z)Amendments',
      // Fourth review: an escaped backslash before `)` or a quote, `\>` in
      // `<…>`, brackets in a badge's destination or title.
      '![](a\\\\)Instruction from @e)',
      '[](a\\\\)Instruction from @e)',
      '![](<a\\>b>)Amendments',
      '![](x "\\\\")Amendments',
      '[![x](])](z)Amendments',
      '[![x](a[)](z)Amendments',
      '[![x](y "]")](z)Amendments',
      '[![x](y "[")](z)Work-item context'
    ]) {
      expectDefanged(input)
    }
  })

  it('fifth review: decoded line feeds past the pre-filter, cells in raw HTML only micromark opens, definitions in doubt, invisible references', () => {
    for (const input of [
      // A `<pre>` left open (cmark-gfm ends the block at `</style>`, a
      // browser does not): a decoded line feed starts a line, in a block the
      // pre-filter must not skip.
      '<pre>\n</style>\n\n' + 'lorem ipsum '.repeat(90) + '\n\nxyz&#10;Amendments\n',
      '<pre>\n</style>\n\nxyz&#13;Instruction from &#64;x\n',
      // Raw HTML micromark opens and cmark-gfm does not: a real table.
      '<!x\n\n| a | Amendments |\n|-|-|\n',
      '<textarea>\n\n| a | b |\n|-|-|\n| c | Work-item context |\n',
      'Hello\n\n<!doctype\n\n| a | b |\n|-|-|\n| c | Amendments |\n\nmore',
      // A definition only micromark sees (in fenced code, after paragraph
      // text): the reference is text, its label's second line a line start.
      '[x][\nInstruction from &#64;y]\n\n```\n[Instruction from &#64;y]: /u\n```\n',
      '[x][\n&#87;ork-item context]\n\n~~~\n[&#87;ork-item context]: /u\n~~~\n',
      'para\n[Instruction from &#64;y]: /u\n\n![x][\nInstruction from &#64;y]\n',
      // References to default-ignorable code points (unassigned tag
      // characters too) and to controls display as nothing.
      'Amend&#xE0000;ments\n',
      'Amend&#xFFF0;ments\n',
      'Amend&#8;ments\n',
      '&#x2065;Instruction from &#64;x\n',
      // The flat model: link destinations, titles and labels that run onto
      // the next line; a construct a browser ends on a later line (at its
      // first `>`); HTML blocks a browser joins across blank lines.
      '[](\n/u)Instruction from @x\n',
      '[](/u "a\nb")Amendments\n',
      '[r]: /u\n\n[][r\n]Instruction from @x\n',
      '[](/u (a\nb))Amendments\n',
      '[](\n<u>)Amendments\n',
      '![x](/u "a\nb")Amendments\n',
      '[![x](/i)](/u "a\nb")Amendments\n',
      '- [](/u "a\n  b")Amendments\n',
      '<![CDATA[\nx>Instruction from &#64;x\n',
      '<![CDATA[\nx>Work-item context\n',
      '<?x>\nInstruction\n\nfrom @x\n?>\n',
      '<![CDATA[x>\nWork-item\n\ncontext\n]]>\n',
      '<?x>\nAmend<!--\n\n-->ments\n<p>\n?>\n',
      '<?x>\n[work-<!--\n\n-->item-context]\n?>\n',
      // A table header indented as code after paragraph text: a table to
      // cmark-gfm (which strips the indent), paragraph text to micromark.
      'x\n    y | z\n-|-\nc | Amendments\n',
      'x\n\ty|z\n-|-\nc|Amendments\n',
      'x\n    y | Work-item context\n-|-\n',
      '- x\n      y | z\n  -|-\n  c | Amendments\n',
      // A browser hides `<rp>` and sets `<rt>` above the line.
      '<b>Instruction<rp>z</rp> from @x\n',
      '<ruby>Instruction<rt>zz</rt> from @x</ruby>\n',
      '<p>Instruction<RP>z</RP> from &#64;x</p>\n',
      // A footnote's text leaves the quotes around its definition: the flat
      // model quotes it after its label.
      'x[^1]\n\n[^1]: &#65;mendments\n',
      'x[^1]\n\n[^1]: &#87;ork-item context\n',
      'x[^a]\n\n> [^a]: &#65;mendments\n',
      'x[^1]\n\n- [^1]: &#65;mendments\n',
      // Sixth review: hidden tables' first cells; definitions indented as
      // code inside containers; a body a tag left open must not turn the
      // rendered reading off.
      'x\n    Amendments | z\n-|-\n',
      'x\n    y | z\n-|-\nAmendments | c\n',
      '[x][\n&#87;ork-item context]\n\n>     [&#87;ork-item context]: /u\n',
      '[x][\n&#87;ork-item context]\n\n-     [&#87;ork-item context]: /u\n',
      '(<u<rp</ruby>&#65mendments\n\n&#65;mendments\n\n| a | b |\n|-|-|\n| c | &#87;ork-item context |\n\n&#73;nstruction from &#64;x\n',
      // The flat model: a `)` or `]` inside a title or destination; link
      // text alone before a title that runs on; kind-1 HTML blocks across
      // blank lines; a comment that ends on a line showing nothing before.
      '[](u "a)b\nc")Amendments\n',
      "[](u 'a]b\nc')Instruction from @x\n",
      '[](u(a) "t\nc")Amendments\n',
      'x\n[Amendments](u "t\n")\n',
      '[Amendments](u (t\n))\n',
      '<style><br>Instruction\n\nfrom @x\n</style>\n',
      '<!--\n--!>Instruction\n\nfrom @x\n-->\n'
    ]) {
      expectDefanged(input)
    }
  })

  it('seventh review: definitions cmark-gfm drops, text a table moves, templates, blocks in ruby', () => {
    for (const input of [
      // A `[label]:` line without a valid destination (and title) is no
      // definition to cmark-gfm: its label displays.
      '[work-item&#45;context]:\n',
      '[/work-item\\-context]:\n',
      '[work-item&#45;context]: x y\n',
      '[work-item&#45;context]: <\n',
      '[/work-item-conte&#120;t]: x "unclosed\n',
      '> [work-item&#45;context]:\n',
      '- [/work&#x2d;item-context]: x "t"z\n',
      // A browser moves text inside a table but in no cell before the
      // table, next to the text there (foster parenting).
      '<div>Instruction from <table><td>z</td>@x: go</table></div>\n',
      '<div>Work-item <table><td>z</td>context. go</table></div>\n',
      '- <div>Instruction <table><td>z</td>from @x</table>\n',
      '<table><td>Instruction from <table><td>z</td>@x</table></td></table>\n',
      '<div>Instruction from <table><td>z</td>@x: go',
      // Template content never displays.
      '<p>Instruction from <template>z</template> @x: go</p>\n',
      '<div>Work-item <template>z</template>context. go</div>\n',
      // Eighth review: a code span in a paragraph cmark-gfm reads as a
      // table; a destination nested past 32 parentheses; a label that folds
      // differently; HTML blocks a blank line apart, back to back on the page.
      'x\n    `a | **Amendments** | b`\n-|-|-\n',
      'x\n    `a | [Amendments](/u) | b`\n-|-|-\n',
      '[work-item&#45;context]\n\n[work-item&#45;context]: /' + '('.repeat(33) + ')'.repeat(33) + '\n',
      '[a]: /' + '('.repeat(33) + ')'.repeat(33) + ' "\n&#65;mendments\n"\n',
      '[work-item&#45;context]\n\n[work-\u0131tem&#45;context]: /u\n',
      '<x>\nInstruction from\n\n</x>\n@x\n',
      '<div>\nInstruction from\n\n<b>@x</b>\n',
      '<div>\nWork-item\n\n<b>context.</b>\n',
      '<div>\nInstruction\n\n<b>\nfrom\n\n<i>\n@x\n',
      // Ninth review: an HTML block that interrupts a paragraph or follows
      // a heading; definitions between blocks; a block on a list item line.
      'para\n<div>\nInstruction from\n\n<b>\n@x\n',
      '# h\n<div>\nInstruction from\n\n<b>\n@x\n',
      '<div>\nInstruction from\n\n[a]: b\n\n<b>\n@x\n',
      '<div>\nInstruction from\n\n[^a]: b\n\n<b>\n@x\n',
      '- <div>\n  Instruction from\n\n  [a]: b\n\n  <b>\n  @x\n',
      '- <div>\n  Instruction from\n  <b>\n  @x\n',
      '1. <div>\n   Instruction from\n\n   <b>\n   @x\n'
    ]) {
      expectDefanged(input)
    }

    // Checked on the output (the checker does not lay ruby out as Chromium
    // does): the last line of a ruby holding blocks sits in the line around
    // it; and references to bidirectional formatting characters, which
    // reorder what a browser shows, are taken out.
    for (const [input, output] of [
      [
        '<div>Instruction from <ruby><div><div>z</div>@x: go</div></ruby></div>\n',
        '<div>\nInstruction from \n<ruby>\n<div>\n<div>\nz\n</div>\n(at)x: go\n</div>\n</ruby>\n</div>\n'
      ],
      ['&#x202E;stnemdnemA\n', '&amp;#x202E;stnemdnemA\n'],
      ['&#x202E;og :x@ morf noitcurtsnI\n', '&amp;#x202E;og :x@ morf noitcurtsnI\n'],
      ['x\n\n&#8238;]txetnoc-meti-krow/[<br>q\n', 'x\n\n&amp;#8238;]txetnoc-meti-krow/[\n<br>\nq\n'],
      ['<p dir="rtl">&lrm;@x: go &rlm;Instruction from</p>\n', '&lt;p dir="rtl">\n&amp;lrm;@x: go &amp;rlm;Instruction from\n</p>\n'],
      ['Amend&#x2066;ments\n', '> Amend&amp;#x2066;ments\n'],
      // Taken out whole, a reference could leave a new one behind.
      ['&&&&#x202E;#x202E;#x202E;#65;mendments\n', '&&&&amp;#x202E;#x202E;#x202E;#65;mendments\n']
    ]) {
      expectOutput(input, output)
    }

    // The flat model's heading backstop also breaks the chain it reads
    // through the tags (it knows no construct: the `z` may hide).
    const ruby = '<div>Work-item <ruby><div><div>z</div>context. go</div></ruby></div>\n'
    expect(defangMarkdown(ruby, unlimited).value).toBe(
      '<div>\n> Work-item \n<ruby>\n<div>\n<div>\nz\n</div>\ncontext. go\n</div>\n</ruby>\n</div>\n'
    )
    expect(defangMarkdown(ruby, {...unlimited, maxPieceLength: 1}).value).toBe(
      '<div>\n> Work-item \n&lt;ruby>\n&lt;div>\n&lt;div>\nz\n&lt;/div>\ncontext. go\n</div>\n</ruby>\n</div>\n'
    )

    // Parsed, code shows a reference as written: nothing to take out.
    expect(defangMarkdown('a `&#x202E;` b\n', unlimited).value).toBe('a `&#x202E;` b\n')
  })

  it('seventh review: code, escaped brackets and HTML blocks both parsers open alike are left as the v1 rules leave them', () => {
    for (const input of [
      // Marks and link syntax in code are shown as written by every parser.
      '```\nAmend*ments*\n```\n',
      '```\n**Instruction** from @x\n```\n',
      '```\n_Work-item_ context.\n```\n',
      '```\n[Amendments](#x)\n```\n',
      '~~~\n| [Amendments] |\n~~~\n',
      '`**Instruction** from @x`\n',
      '`Amend*ments*`\n',
      '``**Work-item** context`` x\n',
      '- `_Instruction_ from @x`\n',
      '`[Amendments](#)`\n',
      '| a | b |\n| - | - |\n| c | `**Instruction** from @x`, x |\n',
      '| a | b |\n| - | - |\n| c | `[Amendments](https://example.com)` |\n',
      // Escaped brackets are never a link.
      '\\[Amendments\\](#x)\n',
      '\\[Amendments\\]\n',
      // A `<div>` block is raw HTML to both parsers: no cells.
      '<div>\nx | Amendments | y\n</div>\n',
      '<p>x | Amendments | y</p>\n'
    ]) {
      expect(defangMarkdown(input, unlimited).value, input).toBe(defang(input).value)
      expect(live(defang(input).value), input).toEqual([])
    }

    // Controls: outside code, the same shapes are defanged.
    for (const input of ['Amend*ments*\n', '**Instruction** from @x\n', '[Amendments](#x)\n', '`Amend`ments\n']) {
      expect(defangMarkdown(input, unlimited).value, input).not.toBe(defang(input).value)
    }
  })

  it('tenth review: link text splits a token, in the flat model too; code spans run across line endings; a tag ending in ]:> quotes nothing; open browser constructs are escaped', () => {
    for (const input of [
      '[Amend](u)ments\n',
      'Instruction [from](u) @x\n',
      '[Instruction](u) from @x\n',
      'Instruction from [@x](u)\n',
      '[Instr](u)uction from @x\n',
      'Work-item [context](u).\n',
      '[Work-item](u) context.\n',
      '[Amend][r]ments\n\n[r]: u\n',
      '[Amend]ments\n\n[amend]: u\n',
      '- [Amend](u "t")ments\n',
      // A line ending in a code span displays as a space: the line goes on.
      '`Instruction\nfrom @x`\n',
      '`Work-item\ncontext.`\n',
      'Instruction `\n` from @x\n',
      '`Instruction\nfrom @x`\n===\n',
      '- [ ] `Work-item\ncontext.`\n',
      '**`Instruction from\n@x`**\n',
      'x[^1]\n\n[^1]: `Instruction\n    from @x`\n',
      // A tag's `]:>` is no footnote label followed by a quote marker.
      '<div\n[a]:>Amendments\n',
      '<div a]:>Amendments\n',
      '<div\n]:>Work-item context.\n',
      // What only a browser reads as a construct, open across the heading's
      // line start: the quote's `>` would end it and show the heading.
      '<div>\n<t)\nAmendments\n',
      '<div>\n<a ]\nAmendments\n',
      '<?x\nAmendments\n',
      '<div\n\nAmendments\n'
    ]) {
      expectDefanged(input)
    }

    // The checker cannot place these lines exactly: the outputs, pinned.
    for (const [input, output] of [
      ['<a href="\n\nAmendments\n', '&lt;a href="\n\n> Amendments\n'],
      ['<?x\n> Amendments\n', '&lt;?x\n> Amendments\n'],
      ['<?x\nAmendments\n?>\n', '&lt;?x\n> Amendments\n?>\n'],
      // A comment ends at `-->`, not at the quote's `>`: left alone.
      ['<!--\nAmendments\n-->\n', '<!--\n> Amendments\n-->\n']
    ]) {
      expectOutput(input, output)
    }

    // Reachable with the default options: a list past the block budget
    // falls back (found by review).
    const input = '- a\n'.repeat(101) + '- [Amend](u)ments\n'
    const result = defangMarkdown(input)
    expect(result.fallback.used).toBe(true)
    expect(live(input).length).toBeGreaterThan(0)
    expect(live(result.value)).toEqual([])
  })

  it('eleventh review: constructs that swallow a quote, filtered tags before a heading', () => {
    for (const input of [
      '<div\n\n> Amendments\n',
      '</div\n\n> Work-item context.\n',
      '<s><t\n\n>Amendments\n',
      '<div>\n<t)\n> &#65;mendments\n',
      '<?x\n> Work&#45;item context.\n',
      '<e></\n>&#65mendments\n',
      'x <b\n<?\n> Amendments\n',
      '<pre>\n</\n<t]\n> Amendments\n',
      '<div>\n<!<b)\n> Amendments\n',
      '<!x\nAmendments\n`<b>\n',
      '<??><textarea>Amendments\n',
      '<?x?><title>Amendments\n',
      '<title> <t>Amendments\n',
      // Link destinations and labels across lines, in the flat model too.
      '[Amend](\nu\n)ments\n',
      '[Amend](<u>)ments\n',
      '[Amend](u\n"t")ments\n',
      '[Amend][\nr]ments\n\n[r]: /u\n',
      '[Work-item](\nu\n) context.\n',
      'x\n[Amend](\nu\n)ments\n',
      // Twelfth review: a comment GitHub shows as text hides nothing; a
      // definition's `>` is not written.
      'a <!--\n\n<div>\n<!\nAmendments\n',
      'a <!--\n\n<div\n\n> Amendments\n',
      '<div\n\n[a]: >\n> Amendments\n',
      '<s><!E\n\n[1]:>Amendments\n',
      '<div\n\n[^1]: >\n\n> Amendments\n',
      // An escape and a heading's insertion at one place; bullets after a
      // quote marker are quoted.
      '[^1]:<a e="\n<>\n> Amendments\n',
      '<a>><E\n?>\n-&#65mendments\n',
      'a<b\n<>\n-&#65mendments\n',
      // Thirteenth review: constructs inside others, and before a blank line.
      '<a\n\n>\n<e>\n<?\n\nAmendments',
      '<a\n\n>\n<e>\n<b\n\nAmendments',
      '<g t="\n<td>\n<a t="<>\n\nAmendments',
      '<a t="<p><a b="x>"-\nAmendments'
    ]) {
      expectSafeAndSettled(input)
    }

    // Negative control: the v1 rules leave the first one live.
    expect(live(defang('<div\n\n> Amendments\n').value).length).toBeGreaterThan(0)
  })

  it('fourteenth review: tags inside what the core reads as one construct, a tag closed by a line-start >, decoded line feeds in <pre>, growing quotes', () => {
    for (const input of [
      // The spec's grammar reads one instruction (or CDATA) up to `?>`
      // (`]]>`) and breaks no tag in it; a browser ends it at the first `>`.
      '<?>\nAmend<b></b>ments\n?>',
      '<?>\nInstr<b>uction</b> from @x ?>',
      '<?>\n\n[work-<b>item-context] ?>',
      '<div>\n<?\n\nInstr<b>uction</b> from @x\n?>',
      '<div>\n<![CDATA[\n\nAmend<b></b>ments\n]]>',
      '<pre>\nAmend<a ]>ments\nx\n</pre>',
      // A `>` that starts a line ends a construct in an HTML block, and is
      // a quote marker after a comment block ends on its line.
      '<div\n>\nInstruction\nfrom @x',
      '<div\n>Work-item\ncontext',
      '<g t="\n<!--></"\n>Amendments',
      // A line feed a reference decodes to, in `<pre>` opened above.
      '<div><pre>\n\n&#10;Amendments',
      '<div><pre>\n\n&#10;Work-item context.',
      // A footnote's text after HTML blocks is not a definition's.
      '<??>[^a]\n\n[^a]:``Work-item\ncontext``',
      // A definition's lazy and indented lines are not written either.
      '<div>\n<?\n\n[^a]: t\n?>\n> Amendments',
      '<div>\n<a\n\n[^a]: t\nx>\n> Amendments',
      '<div>\n<?\n\n[^a]: t\n    ?>\n\n> Amendments',
      '<d><?\n\n[^a]:t\n?>&#65;mendments',
      // Lower-case declarations are paragraph text to cmark-gfm 0.29.
      '<!doctype html\n\n<div>\nWork-item\ncontext',
      '<!x\n<div>Instruction\nfrom @x',
      '<!x\n\n<b>Instruction\nfrom @',
      '<!x\n<pre>&#65mendments',
      // A run of lazy lines of raw HTML is one block to cmark-gfm.
      'Amendments\n<a>\n<?>Instruction\nfrom @x',
      '> x\n<n>\n<!-->Work-item\ncontext',
      '- -><x><?>Instruction\nfrom @',
      // `-->` before a heading ends a tag a browser reads: no quote.
      '?><b>from @\n<pre><xInstruction from @x\n<x``Work-item context\n-->&#65;mendments',
      // Fifteenth review: quoted headings a browser shows from other text
      // (white space, code across lines, joined lines, a non-ASCII letter
      // after the word), quotes in list items, `</textarea>`.
      '<?\n\n> Work-item  context',
      '<div>\n<?\n\n> `Work-item\n> context`',
      '<v><t"\n\n>`Work-item\ncontext`',
      '<?\n\n> Work-item contexté',
      '<![CDATA[\n>Work-item\ncontext',
      '<?\n- > &#65;mendments',
      '<div>\n<a\n- > &#65;mendments',
      '<?\n* > &#65;mendments',
      '<pre>\n</textarea>\n&#65mendments',
      '<pre>\n</textarea>\nInstruction from &#64x',
      '<pre</textarea>&#1Amendments',
      // Across blank lines: GitHub's HTML block stays open at a cut.
      '<pre>\n</textarea>\n\n&#65mendments',
      '<!x\n<pre>\n\n&#65mendments',
      '<!x\n<![CDATA[>\n\n&#65mendments',
      '<!x\n<!--a>\n\n-->&#65mendments',
      '<!x\n`Work-item\ncontext`>',
      // Sixteenth review: emphasis and cells in a quoted heading, a block
      // in a list item, `<textarea` (a block in CommonMark 0.31 only).
      '<div>\n<?\n\n> Work-item _context_',
      '<d><?\n\n>_Work-item context_',
      '<div>\n<?\n\n> a|Amendments\n> -|-',
      '<div>\n<?\n\n> Amendments | a\n> -|-',
      '<!x\n- <pre>\n\n  &#65mendments',
      '<textarea\n`Work-item\ncontext`>',
      '<textarea\n\n`Work-item\ncontext`',
      '<pre>\n</textarea>\n```\n</pre>\n&#65;mendments',
      '<pre>\n</textarea>\n```\n</pre>\n\n&#65;mendments',
      // Seventeenth review: a block opened in a list item or quote ends
      // with it (an HTML block takes no lazy line).
      '- <?\n`Work-item\ncontext`'
    ]) {
      expectSafeAndSettled(input)
    }

    // Quote markers after a `|`, a bullet or a number, behind a tag a
    // browser ends on a later line, were added again on every run.
    for (const input of ['<a>><E\n?>\n|&#65mendments', '<t><<e<>\n`Work-item\ncontext', 'a<b\n<>\n|&#65mendments', 'a<b<d>1.&#65mendments']) {
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        const value = defangMarkdown(input, options).value
        expect(value.split('> ').length, input).toBeLessThan(5)
        expect(defangMarkdown(value, options).value, input).toBe(value)
      }
    }

    // Prose in a quote after a construct a line-start `>` ends: no escape.
    for (const input of [
      '<a\n>\n> Amendments were made\n',
      '<a\n>\n> Work-items context\n',
      '<a\n>\n> amendments: none\n',
      'a <?php\n\n> Amendments! Were made\n',
      'Use `a <b` here.\n\n> Work-item\n> tracking\n',
      '```\nif (a <b) {\n```\n> Amendments were made to my_file.\n',
      'Use `a <b` here.\n\n> Amendments to the_plan\n'
    ]) {
      expect(defangMarkdown(input).value, input).toBe(defang(input).value)
    }

    // Negative control: the v1 rules leave them live.
    expect(live(defang('<?>\nAmend<b></b>ments\n?>').value).length).toBeGreaterThan(0)
    expect(live(defang('<!x\n<div>Instruction\nfrom @x').value).length).toBeGreaterThan(0)
    expect(live(defang('<div><pre>\n\n&#10;Amendments').value).length).toBeGreaterThan(0)
  })

  it('nineteenth review: blocks in list items and quotes end with them; titles, labels and tags micromark reads otherwise; a heading with a reference at its start; prose with references in a quote', () => {
    const inputs = [
      // Open in a list item, across a blank line, to its end indented.
      '<!x\n- <!--a>\n\n  -->&#65mendments',
      '<!x\n1. <?\n\n   ?>&#65mendments',
      // Ended with its container: the next line is a paragraph.
      '<!x\n- <?\n`Work-item\ncontext`',
      '<!x\n> <?\n`Work-item\ncontext`',
      '- <?\n`Work-item\ncontext`',
      '> <?\n`Work-item\ncontext`'
    ]
    for (const input of inputs) expectSafeAndSettled(input)
    // Negative control: the v1 rules leave the first live.
    expect(live(defang(inputs[0]!).value).length).toBeGreaterThan(0)
    // Where micromark and cmark-gfm 0.29 read otherwise: a title in
    // parentheses holding an unescaped `(` (cmark-gfm rejects it and shows
    // its lines), a footnote label of 1,000 characters (cmark-gfm takes
    // it, micromark stops at 999), a tag alone on a line after paragraph
    // text (inline: kind 7 interrupts no paragraph).
    const label = 'a'.repeat(1000)
    const readOtherwise = [
      '[a]: b\n(\n&#65;mendments\n(x)',
      '[x](u (\n&#65;mendments\n(y))',
      '![x](u (\nInstruction from &#64;x\n(y))',
      '[a]: b\n(\n\\[work-item-context\\]\n(x)',
      '- [x](u (\nWork&#45;item context.\n(x))',
      `x[^${label}]\n\n[^${label}]: &#65;mendments`,
      'x<b><!x\n`Instruction\nfrom @x`>&',
      'x<b><!doctype html\n`Work-item\ncontext`>\\'
    ]
    for (const input of readOtherwise) expectFixed(input)

    // A heading's `> ` and the escape of a reference at its line start are
    // one edit (dropping the escape left it for the next run); an escape
    // the second look finds is kept.
    for (const input of ['&#x202E;Amendments', '&#x200E;Work-item context.', '# Amendments\n[x]:&#x202E;']) {
      expectSafeAndSettled(input)
      expect(defangMarkdown(input).value, input).toContain('&amp;#x20')
    }

    // Prose in a quote with references or escapes: no escape in the code.
    for (const input of [
      'Use `a<b` here.\n\n> Amendments & changes were made',
      'Use `a<b` here.\n\n> &nbsp;Amendments were made to the grammar.',
      'Use `a<b` here.\n\n> Work-item contexts \\& more'
    ]) {
      expect(defangMarkdown(input).value, input).toBe(input)
    }

    expect(defangMarkdown('Use `a<b` here.\n\n> &#65;mendments').value).toContain('&lt;')
    // A mark may show as written, ending the word (found by a property test).
    expect(defangMarkdown('Use `a<b` here.\n\n> Work-item context```math').value).toContain('&lt;')
    // Containers opened on lines above, indented code, a tag a blank line
    // ends (review 19b): parsed, through the flat model, and after `<!x`
    // (which micromark reads as a declaration hiding what follows).
    const containers = [
      '- a\n\n  <?\n`Work-item\ncontext`',
      '-\n  <?\n`Work-item\ncontext`',
      '1. a\n\n   <div\n`Work-item\ncontext`',
      '* a\n\n\t<!X\n`Work-item\ncontext`',
      '    <?\n`Work-item\ncontext`',
      '-     <?\n\n  `Work-item\ncontext`',
      '-\t\t<?\n    x\n\t\t`Work-item\n context`',
      '-\t<?\n  `Work-item\ncontext`',
      '<!x\n- a\n\n  <?\n`Work-item\ncontext`\n?>',
      '<!x\n\n    <?\n`Work-item\ncontext` ?>',
      '    a\n2. b\n\n     Instr**uction** from @x',
      '<!x\n\n-\n    <x>\n\n    `Work-item\ncontext`',
      '<div\nx\n\n  > `Work-item\ncontext`'
    ]
    for (const input of containers) expectFixed(input)

    // The defanger's own breaks must not expose one (raw: nothing live).
    for (const input of ['<!x\n>\t<!--\n`Work-item\ncontext`', '> <div\nx\n\n  > `Work-item\ncontext`']) {
      expect(live(input), input).toEqual([])
      expectSafeAndSettled(input)
    }

    // Twentieth review: a lone `|` row ends a table in cmark-gfm only;
    // `\\|` splits a head row in micromark only; a lazy line of a footnote
    // defined in a quote moves out of the quote with it.
    for (const input of [
      '|h|\n|-|\n|\n`Work-item\ncontext`',
      '- |h|\n  |-|\n  |\n  `Work-item\n  context`',
      'h|i\n-|-\n|\n``Instruction\nfrom @x``',
      '[x](u "\\\\|b\n-|\n&#65;mendments\n")',
      '[x](u (\\\\|b\n-|\nInstruction from &#64;x\n))',
      '> [^1]: x\n&#65;mendments\n\n[^1]',
      '> - [^1]: x\nWork&#45;item context.[^1]'
    ]) {
      expectFixed(input)
    }

    // Review 20a: list items that interrupt no paragraph (`10)`, `2.`
    // after text), lazy lines that open nothing (`#b`, `2024 was`), text
    // lines that start with `<`, fences (in the flat model, and a fence
    // GitHub reads inside an HTML block a tag opens after `<!x`), no block
    // inside a `<div>` block, labels of more than 999 bytes of UTF-8.
    for (const input of [
      'x\n2. <?\n   `Work-item\n  context`\n',
      '<!x\n\nx\n10) <?\n    `Work-item\n   context`\n>',
      '- a\n#b\n  <?\n`Work-item\ncontext`\n',
      '<!x\n1. step one\n2024 was the year\n   <?\n`Work-item\ncontext`\n?>\n',
      '<3 you\n<e>\n<v\n`Work-item\ncontext`\n',
      '```\n<?\n```\n`Work-item\ncontext`\n',
      '<!x\n<div>\n```\n\n&#65;mendments\n',
      '<div>\n<?\n\n`Work-item\ncontext`\n',
      '[' + '\u00E9'.repeat(501) + ']: /u\n"\n&#65;mendments\n"\n'
    ]) {
      expectFixed(input)
    }

    // Review 21a: a fence in a list item or quote ends with it; a fence
    // whose opening line may get a `> ` is not followed; a list item after
    // a quoted paragraph is outside its container (it may start at 2);
    // `--` and `===` on a lazy line are text.
    for (const input of [
      '> ```\n<pre>\n> &#10;Amendments',
      '<!x\n- ```\n<pre>\n> &#10;Amendments',
      '> a\n2. b\n   <!X\n`Work-item\ncontext`\n',
      '> a\n-\n  <![CDATA[\n`Work-item\ncontext`\n',
      '<!x\n- a\n--\n  <?\n`Work-item\ncontext`\n?>',
      '- a\n**\n  <?\n`Work-item\ncontext`\n'
    ]) {
      expectFixed(input)
    }

    // Review 22: a fence in a list item is followed until the item ends;
    // an opening line that shows no heading word does not stop it.
    for (const input of [
      '- ~~~\n  <?\n  ~~~\n  `Work-item\n  context`\n',
      '~~~ instruction from @x\n<?\n~~~\n`Work-item\ncontext`\n',
      // `01.` interrupts a paragraph in cmark-gfm only, ending a code span.
      '`\nInstr**uction** from @\n01. `',
      '`\n&#65;mendments\n01. `'
    ]) {
      expectFixed(input)
    }

    for (const input of ['~~~ &#10;Amendments\n<pre>\n> &#10;Amendments', 'Work-item\ncontext\n2. <![CDATA[\n\n   .>&#1Amendments']) {
      expect(live(input), input).toEqual([])
      expectSafeAndSettled(input)
    }

    // A list of blocks in list items is read once per line (round 18 found
    // container tracking that was quadratic): each item ends the last one.
    const items = '- <?\n'.repeat(2000) + '&#65;mendments\n'
    expect(defangMarkdown(items, {...unlimited, maxPieceLength: 1}).value.endsWith('> &#65;mendments\n')).toBe(true)
  })

  it('twenty-third review: a heading that goes on with a footnote defined in quotes keeps the v1 form; the label is escaped', () => {
    // GitHub moves a footnote defined in a quote out of it, with the lines
    // that go on with it: `> Amendments` there shows unquoted at the end of
    // the page. Quoting again (`> > Amendments`) showed it quoted, but the
    // raw line was no longer the v1 form, which the scan engine rewrites and
    // an agent-side check flags (found by a fuzz run). The label is escaped
    // instead, so the definition is quoted text and the line stays quoted.
    for (const input of [
      '> [^a]: x\nAmendments\n[^a]',
      '> [^a]: x\n> Amendments\n[^a]',
      '> [^1]: x\n&#65;mendments\n\n[^1]',
      '> - [^1]: x\nWork-item context.[^1]',
      '> [^a]: x\n> [^b]: y\n> Amendments\n[^a][^b]',
      // Inside two or more quotes, and far below its label (known limits
      // while the line was quoted again).
      '> > [^a]: x\n> > Amendments\n[^a]',
      '> > [^1]: x\n&#65;mendments\n\n[^1]',
      '> [^1]: ' + 'x'.repeat(1100) + '\n&#65;mendments\n\n[^1]'
    ]) {
      expectFixed(input)
      expectV1Form(input)
    }

    // cmark-gfm ends an empty footnote's item at the line (micromark goes
    // on with it): safe either way, and the raw text keeps the v1 form.
    expectSafeAndSettled('>* [^a]: \n **Amendments**\n[^a]')
    expectV1Form('>* [^a]: \n **Amendments**\n[^a]')

    // A footnote defined outside quotes needs nothing (`> ` quotes the line
    // there), nor does a label on the heading's own line.
    for (const input of ['[^a]: x\n> Amendments\n[^a]', '> [^a]:\n\n> Amendments']) {
      expect(defangMarkdown(input, unlimited).edits, input).toEqual([])
    }

    /**
     * @param input
     *   Body.
     */
    function expectV1Form(input: string): undefined {
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        const result = defangMarkdown(input, options)
        // The raw text is a fixed point of the v1 rules: no live token.
        expect(liveTokens(result.value), input).toEqual([])
        expect(defang(result.value).value, input).toBe(result.value)
        // The escape is reported under the heading's rule.
        const escape = result.edits.find((edit) => edit.original === '[')
        expect(escape?.replacement, input).toBe('\\[')
        expect(escape?.rule, input).toMatch(/-heading$/)
      }
    }
  })

  it('twenty-fourth review: a line that starts no footnote as cmark-gfm reads one, or may not, leaves the label above escaped', () => {
    for (const input of [
      // Labels cmark-gfm rejects (white space, empty): the heading goes on
      // with `[^1]`, moved out of its quote.
      'a[^1]\n> [^1]: x\n[^a b]: y\nAmendments',
      'a[^1]\n\n> [^1]: x\n[^]: y\nAmendments',
      'a[^1]\n> [^1]: x\n[^a b]: y\nWork-item context.',
      // Indented four columns or by a tab: paragraph text, not a label.
      'a[^1]\n\n> [^1]: x\n    [^2]: y\nAmendments',
      'a[^1]\n\n> [^1]: x\n\t[^1]: y\nAmendments',
      'a[^1]\n\n> [^1]: x\n  \t[^2]: y\nAmendments',
      // An indented `>` is paragraph text, not a blank line in a quote.
      'a[^1]\n\n> [^1]: x\n    >\nAmendments',
      'a[^1]\n\n> [^1]: x\n\t>\nAmendments'
    ]) {
      expectFixed(input)
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        const result = defangMarkdown(input, options)
        expect(result.edits.find((edit) => edit.original === '[')?.start, input).toBe(input.indexOf('[^1]:'))
      }
    }

    // A `[` in a label is one cmark-gfm takes: that label is escaped.
    const bracket = 'a[^a[b]\n\n> [^a[b]: x\nAmendments'
    expectSafeAndSettled(bracket)
    expect(defangMarkdown(bracket, unlimited).value).toBe('a[^a[b]\n\n> \\[^a[b]: x\n> Amendments')
  })

  it('twenty-fourth review: a table of one column with no pipe in a quote or list item counts; rows with a `|` but no delimiter row do not', () => {
    // cmark-gfm makes `> a`, `> :-` a table: a raw `<table>` above ends at
    // it and moves it out of the quote (the v1 form shows unquoted).
    for (const input of [
      '<table>\n\n> &#65;mendments\n> :-\n',
      '<table>\n\n> Amendments\n> :-\n',
      '<table>\n\n> x\n>\n> &#65;mendments\n> :-:\n',
      '<table>\n\n1. &#65;mendments\n   -:\n'
    ]) {
      expectFixed(input)
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        expect(defangMarkdown(input, options).value, input).toMatch(/^&lt;table/)
      }
    }

    // No delimiter row in a container: no Markdown table ends the raw one
    // (a list item with a `|` in Node's changelog had its `<table>` escaped).
    for (const input of [
      '<table>\n<tr>\n<th>x</th>\n</tr>\n\n* a [x|y] \\[info|error] &#65;mendments\n\n</table>\n',
      '<table>\n\n> a | &#65;mendments\n> - b\n'
    ]) {
      expect(defangMarkdown(input, unlimited).value, input).toMatch(/^<table/)
      expectSafeAndSettled(input)
    }
  })

  it('fuzz runs of 2026-12-01: a label line indented before its list marker; a tag-filtered tag whose attribute holds tags', () => {
    // `    * [^1]:` is paragraph text (indented four columns before the
    // marker): the heading goes on with the quoted labels above.
    expectSafeAndSettled('1. 2) a[^a]\n>  [^1]: [^a]: y z\n    * [^1]: - ```\n>>>  # Amendments')
    // micromark and cmark-gfm disagree on whether a quoted heading goes on
    // with a footnote in a list item in a quote: every quoted heading line
    // below a quoted label escapes it.
    expectSafeAndSettled('a[^1]\n\n>  2) [^1]: | ```\n1. <!--Amendments')
    // The flat model took a line with two `>` below a label with some for
    // quoted: it goes on with the footnote, and the label is escaped.
    for (const input of ['a[^1]\n>>- [^1]: - | a |\n>>&#65;mendments', 'a[^1]\n> - >>[^1]: 1. x\n>\t>\t&#65;mendments']) {
      expectSafeAndSettled(input)
      expect(defangMarkdown(input, {...unlimited, maxPieceLength: 1}).value, input).toContain('\\[^1]')
    }

    // A head row right after a table in a quote, then `===`: a table to
    // cmark-gfm, a setext heading to micromark.
    expectFixed('> | a | b |\n> | - | - |\n| a | b |\n| - | - |\n| Amend**ments** | x |\n===')
    // GitHub escapes only the `<` of `<style`: the tags in its attribute
    // value are tags, and a line starts after them.
    for (const input of [
      '<style a="\n<summary>x</summary>\nWork&#45;item context\n">',
      '> > <style a="\n<summary>x</summary>\nWork&#45;item context\n- [Amendments]: "\n> > <https://x>'
    ]) {
      expectFixed(input)
    }
  })

  it('twenty-fifth review: every quoted label in a heading\'s stretch is escaped at once (one a run before)', () => {
    for (const input of [
      '> [^0]: x\n> [^1]: x\n> [^2]: x\n> [^3]: x\n> Amendments\n\nr[^0]',
      '> [^a]: x\n>     [^0]: x\n>     [^1]: x\n>     [^2]: x\n> Amendments\n\nr[^a]'
    ]) {
      expectSafeAndSettled(input)
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        expect(defangMarkdown(input, options).edits.filter((edit) => edit.replacement === '\\[').length, input).toBe(4)
      }
    }
  })

  it('twenty-fifth review: the flat model reads empty links before a label, links across lines inside brackets, autolinks, and brackets in destinations', () => {
    for (const input of [
      '[][\\[work-item-context\\]]',
      '[[][\\[work-item-context\\]](u)',
      '[work-item-context[](u\n)]',
      '[work-item-context![](u\n)]',
      'a [work-item-context[](\nu)] b',
      '[work-item-context[](<u>\n)]',
      '<http://a[work-item-context>]',
      'x <http://a[/work-item-context>]',
      // Escapes do not work in an autolink (review 26).
      '<ab:\\&#91;work-item-context&#93;>',
      // A title's parentheses are not the destination's (review 26).
      '[](u "(")Amendments',
      '[work-item-[](u "(")context]',
      '![[x]([)](u)Work-item context.',
      '![[x]([)](u)Amendments'
    ]) {
      expectFixed(input)
    }

    // Over 16 KiB, the flat model reads the piece in the default mode too.
    expect(live(defangMarkdown('<http://a[work-item-context>]\n' + 'x'.repeat(17_000)).value)).toEqual([])
  })

  it('review 26, left open then: a tag in the attribute value of a tag-filtered tag breaks the line in the flat model too', () => {
    for (const input of [
      '<style a="<br>Instruction from @bob">',
      "<style a='<br>Instruction from @bob'>",
      '> <title a="<br>Instruction from @bob">',
      '<xmp title="<br>Instruction from @bob"></xmp>',
      '<STYLE a="<br>Instruction from @bob">'
    ]) {
      expectFixed(input)
      // Over 16 KiB with no blank line, the flat model reads it by default.
      expect(live(defangMarkdown(input + '\n' + 'x'.repeat(17_000)).value), input).toEqual([])
    }
  })

  it('a kind 1–5 HTML block closed before the blank line does not send the rest of the piece to the flat model', () => {
    // `[Amendments]` in the fence displays with its brackets: nothing to
    // defang. (It did get `> ` when the flat model read the fence, which
    // reads brackets as link syntax and decodes code.)
    const input = 'x<b>&#65;mendments</b>\n<!-- a -->\n\n~~~\n[Amendments]\n~~~'
    expect(defangMarkdown(input, unlimited).value).toBe('x\n<b>\n> &#65;mendments\n</b>\n<!-- a -->\n\n~~~\n[Amendments]\n~~~')
    // One left open still does (cmark-gfm's block runs past the blank line).
    const open = input.replace('<!-- a -->', '<style>')
    expect(defangMarkdown(open, unlimited).value).toBe('x\n<b>\n> &#65;mendments\n</b>\n<style>\n\n~~~\n> [Amendments]\n~~~')
  })

  it('review 27: code spans cmark-gfm 0.29 does not match show their text as Markdown', () => {
    for (const input of [
      // A search that reached the end, then one that found its closer: the
      // next opener of that length is text.
      '`` `a` `\n&#65;mendments\n`',
      '`` `a` `\n&#73;nstruction from &#64;x`',
      '`` `a` `\nWork&#45;item context.`',
      '`` `b` `&#91;work-item-context&#93;`',
      '# `` `b` `&#91;work-item-context&#93;`',
      '| a |\n|-|\n| `` `b` `\\[/work-item-context\\]` |',
      '`` [`a`](u) `\n&#65;mendments\n`',
      '\\`` `a` `\n&#65;mendments\n`',
      // Runs longer than 80 backticks open nothing.
      'x ' + '`'.repeat(81) + '\n&#65;mendments\nb ' + '`'.repeat(81)
    ]) {
      expectFixed(input)
    }

    // Code spans cmark-gfm matches too stay as they are.
    for (const input of ['a `` b `` `c` `d\n&#65;mendments\n`', 'x ' + '`'.repeat(80) + '\n&#65;mendments\nb ' + '`'.repeat(80)]) {
      expect(live(input), input).toEqual([])
      expect(defangMarkdown(input, unlimited).value, input).toBe(input)
    }
  })

  it('review 27: a heading after a `|` on a line that goes on with a footnote defined in a quote escapes its label (a `> ` was added on every run)', () => {
    for (const input of [
      '<n>\n> [^1]:x\na|Amendments\n|-|-|',
      '\t>[^1]:\na|Work&#45item context\n-|-',
      '> [^1]:x\n| a | Amendments |\n|-|-|',
      '> [^1]:x ' + 'y '.repeat(9000) + '\na|Amendments\n-|-'
    ]) {
      expectSafeAndSettled(input)
      expect(defangMarkdown(input).value, input).toContain('\\[^1]:')
    }

    // With no delimiter row it is one line of prose, in the flat model too.
    for (const input of ['<n>\n> [^1]:x\na|Amendments', 'a | Work-item context matters']) {
      for (const options of [{}, {maxPieceLength: 1}]) {
        expect(defangMarkdown(input, options).value, input).toBe(input)
      }
    }
  })

  it('review 27: a `>` after a heading mark, a cell, emphasis, a bracket or in an attribute value quotes no line a decoded break starts (flat model)', () => {
    for (const input of [
      '<div><pre>\n\n# > &#10;Amendments',
      '<div><pre>\n\n| > &#10;Work-item context. |\n|-|',
      '<div><pre>\n\n*> &#10;Amendments*',
      '<div><pre>\n\n[> &#10;Amendments](u)',
      '<div><pre>\n\n- [ ] > &#10;Amendments',
      '<div><pre>\n\n- | > &#10;Amendments',
      '<div><pre>\n\n# >> &#13;Amendments',
      '<div><pre>\n\n# >\t&NewLine;Amendments',
      '<div><pre>\n\n# <!--&#10;Amendments',
      '<div><pre>\n\n| <!--&#10;Amendments |\n|-|',
      '<title a=">><br>Work-item context.">',
      '<title a=">><p>Amendments<p>">',
      "* <textarea a='> ></p>Work-item context.'>\nAmendments"
    ]) {
      expectFixed(input)
    }

    // Over 16 KiB with no blank line, the flat model reads it by default.
    const large = '<div><pre>\n\n# > &#10;Amendments\n' + 'a '.repeat(9000)
    expect(live(defangMarkdown(large).value)).toEqual([])
  })

  it('review 28: inline texts cmark-gfm 0.29 reads otherwise (autolinks that take more or less, destinations with an unbalanced `(`)', () => {
    for (const input of [
      // A `www.` link micromark makes and cmark-gfm does not: GitHub decodes.
      ']www.x&#91;work-item-context&#93;',
      '\\[www.x\\[/work-item-context\\]',
      'WWW.&#91;work-item-context&#93;',
      'a Www.x\\[work-item-context\\]',
      // cmark-gfm's link runs on past white space other than ASCII, and
      // before `](`, and `ftp://` is one: it swallows a code span's opener
      // or a link's bracket.
      'www.a\u00A0`\n&#73;nstruction from &#64;x`',
      'http://a\u2003`\n&#65;mendments\n`',
      'x www.a.b\u3000[y](u "\n&#73;nstruction from &#64;x")',
      'x www.a.com/](u)`\n&#65;mendments\n`',
      'ftp://a`\n&#73;nstruction from &#64;x`',
      'ftp://a[b](u "\n&#73;nstruction from &#64;x")',
      // A destination with an unbalanced `(`: a link or definition to
      // cmark-gfm only.
      '[x [](( ) y](u "\n&#73;nstruction from &#64;x")',
      '[x [y](( ) y](u "\n&#65;mendments\n")',
      '[y](a( "`")\n&#73;nstruction from &#64;x`',
      '[y]: a( "`"\n&#73;nstruction from &#64;x`'
    ]) {
      expectFixed(input)
    }

    // Links and autolinks both read alike stay as they are: a `www.` after
    // a bracket is no link to cmark-gfm, so it swallows no code span, and
    // the one after it hides its text on GitHub too.
    for (const input of [
      'See [www.x.com](https://www.x.com) or https://x.com/a_(b).\n[a]: https://x.com/(c)',
      'See [www.x.com](https://www.x.com) and `\n&#65;mendments\n`'
    ]) {
      expect(defangMarkdown(input, unlimited).value, input).toBe(input)
    }
  })

  it('review 30: a `>` quotes the line a decoded break starts only as a container of its own line (not paragraph text, not around a footnote) (flat model)', () => {
    for (const input of [
      // After paragraph text, `2.` and four columns of indent are text.
      '<div><pre>\n\na\n2. > &#10;Amendments',
      '<div><pre>\n\na\n  2) > &#10;Amendments',
      '<div><pre>\n\na\n    > &#10;Amendments',
      '<div><pre>\n\na\n\t> &#10;Amendments',
      '<div><pre>\n\n- a\n      > &#10;Amendments',
      '<div><pre>\n\na\n 2. > &#10;Work-item context. x',
      // A footnote's text leaves the quote around its definition.
      '<div><pre>\n\nx[^1]\n\n> [^1]: &#10;Amendments',
      '<div><pre>\n\nx[^1]\n\n> [^1]: a&#10;Work-item context.'
    ]) {
      expectFixed(input)
    }

    // Over 16 KiB with no blank line, the flat model reads it by default.
    const large = '<div><pre>\n\na\n2. > &#10;Amendments\n' + 'a '.repeat(9000)
    expect(live(defangMarkdown(large).value)).toEqual([])
  })

  it('review 30: a reference with a dotless `ı` matches an ASCII definition in micromark only', () => {
    for (const input of [
      '[i&#91;work-item-context&#93;]: /u\n[x][\u0131&#91;work-item-context&#93;]',
      '[I &#65;mendments]: u\n[x][\u0131\n&#65;mendments\n]',
      '[I Work&#45;item context.]: u\n[x][\u0131\nWork&#45;item context.]',
      '[i]: u\nWork&#45;item context[x][\u0131]',
      '![x][\u0131&#91;work-item-context&#93;]\n\n[I&#91;work-item-context&#93;]: /u'
    ]) {
      expectFixed(input)
    }
  })

  it('twenty-fourth review: a footnote label micromark reads otherwise (`\\]`) is read by the flat model from its stretch on', () => {
    for (const input of ['[^a\\]b]: ```\n    &#65;mendments', 'a[^1]\n>>[^1]: x\n[^a\\]b]: y\n> Amendments']) {
      expectFixed(input)
    }
  })

  it('twenty-fourth review: brackets that hold a link show, in the flat model too (a link holds no link)', () => {
    for (const input of [
      '[[work-item](u)-context](v)',
      '[[work-item]-context]\n\n[work-item]: /u',
      '![[work-item](u)-context]',
      '[[work-item](<u>)-context]',
      '[[work-item](u\n)-context]',
      '[[work-item](u)-context][r]\n\n[r]: /v',
      '[work-item[-context](u)](v)',
      '- [[work-item](u)-context](v)',
      '| a | [[work-item](u)-context](v) |\n|-|-|',
      // An escaped bracket is none: the outer link ends at the first `]`.
      '[\\[work-item](u)-context]',
      '[\\[work-item][r]-context](v)\n\n[r]: /u'
    ]) {
      expectFixed(input)
    }

    // Over 16 KiB, the piece is read by the flat model in the default mode.
    const large = '[[work-item](u)-context](v)\n' + 'x'.repeat(17_000)
    expect(live(defangMarkdown(large).value)).toEqual([])
  })

  it('twenty-third review: the flat model reads link and image text the wrappers run into, and settles quoted lines', () => {
    // The wrapper grammar takes `>` and white space inside `![` for
    // wrappers: a `>` in an image description quoted nothing, and the
    // reading started inside it.
    for (const input of ['![>](u)&#65;mendments', '![> x](u)&#65;mendments', '[![> x](y)](z)&#65;mendments']) {
      expectFixed(input)
    }

    // A tag micromark keeps in a list item's paragraph is an HTML block to
    // cmark-gfm, which a blank line ends; a `<style>` in it hid the table
    // after the blank line from micromark (a fuzz run).
    expectFixed('1. | Instr<i>uction</i> from @x |\n1. |-|\n<style>\n\na | b\n--|--\nx | Work-item context.')

    // Brackets around a link show (`[[work-item](u)-context]` shows the
    // fence); the flat model hid every bracket or none.
    for (const input of ['[[work-item](u)-context] #', '> > [[work-item][r]-context]\n\n[r]: /u']) {
      expectFixed(input)
    }

    // A `> ` the flat model writes after a cell's `##` or inside link text
    // is the quote it reads there (it was written again on every run).
    // A raw `<table>` left open moves a quoted table out of its quote (the
    // browser closes the outer table at the inner one): a cell needs a `>`
    // of its own, parsed or not.
    // The `<` of the raw `<table>` is escaped too: in the quoted form of a
    // first cell (or a v1 heading line) nothing else would hold it.
    for (const input of [
      '<table>\n\n> | a | b |\n> | - | - |\n> | &#65;mendments | x |',
      '<table a=b>\n\n> | Work-item context. |\n> |-|\n\n* <p a=b>\n',
      '<table>\n\n> | **Amendments** |\n> |-|',
      '<table>\n\n> &#65;mendments |\n> |-|'
    ]) {
      expectFixed(input)
      expect(defangMarkdown(input, unlimited).value, input).toMatch(/^&lt;table/)
      expect(defangMarkdown(input, {...unlimited, maxPieceLength: 1}).value, input).toMatch(/^&lt;table/)
    }

    // A `</table>` that is text (in code, a comment) closes nothing; a
    // footnote's table is rendered at the end, after a raw table below it;
    // `<select>` and `<template>` drop or rebuild the quote's tags (review
    // 23c).
    for (const input of [
      '<table>\n\n~~~\n</table>\n~~~\n\n> |a|\n> |-|\n>\n> Amendments\n',
      '<table><!--</table>-->\n\n> |a|\n> |-|\n>\n> Amendments\n',
      'x[^1]\n\n[^1]: > |a|\n    > |-|\n    >\n    > &#65;mendments\n\n<table>\n',
      '<select>\n\nAmendments\n',
      '<template>\n<tr>\n\n> | a |\n> |-|\n>\n> Amendments\n'
    ]) {
      expectFixed(input)
      expect(defangMarkdown(input, unlimited).value, input).toMatch(/&lt;(?:table|select|template)/)
    }

    // An attribution too, after a select: it joins the text of blocks
    // (review 32; see review32.test.ts).
    expect(defangMarkdown('<select>\n\nInstruction from @x\n', unlimited).value).toBe(
      '&lt;select>\n\nInstruction from (at)x\n'
    )

    // No token that may show after it: the raw tag keeps its bytes.
    // Nor does one where only a fence may show (defanged in place wherever
    // a browser moves it), or `work-item` alone (review 24), or after a
    // table an attribution.
    for (const input of [
      '<table>\n\n> |a|\n> |-|\n',
      '<select>\n\nthe amendments we discussed\n',
      '<select>\nwork-item',
      '<template>\n\nSee work-item 5.',
      '<table>\n\n> | a |\n> |-|\n\nwork-item',
      '<table>\n\n> | a |\n> |-|\n\nInstruction from @x\n'
    ]) {
      expect(defangMarkdown(input, unlimited).value, input).toBe(defang(input).value)
    }

    // Already quoted in v1 form: the raw table is the only edit.
    expect(defangMarkdown('<table>\n\n> Amendments\n> |-|', unlimited).edits.map((edit) => [edit.rule, edit.original])).toEqual([
      ['html-break', '<']
    ])
    // A raw table closed above, or no table in a container: nothing to do.
    for (const input of ['<table>\n<tr><td>x</td></tr>\n</table>\n\n> | a |\n> |-|', '<table>\n\n| a |\n|-|']) {
      expect(defangMarkdown(input, unlimited).value, input).toBe(defang(input).value)
    }

    for (const input of [
      // A `> ` after a label that follows another label settles too.
      '</summary>]\n\n[^a]: [^a]:  &#65;mendments\n===',
      '| ## &#65;mendments | x |',
      '| [Amendments](u) | x |',
      '* | a | b |\n| - | - |\n| Instruction from &#64;x | x |\n- > [^x y]: \n> > | a | b |\n| - | - |\n| [Amendments](u) | x |\n\n<p a=b>\n\n<table>\n[a]: /u "t\n\n'
    ]) {
      expectSafeAndSettled(input)
    }
  })

  it('twelfth review: a time budget that runs out between the passes does not fold the block', () => {
    // A clock that ticks once per reading runs the budget out in the first
    // pass: the fold pass then reads otherwise, and found tokens that no
    // lookalike hid (the fold was applied, `…` became `...`).
    let tick = 0
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => tick++)
    try {
      const result = defangMarkdown('`&lbrack;work-item-context&rbrack;…`', {timeBudgetMs: 1})
      expect(result.folded).toBe(false)
      expect(result.value).toContain('…')
    } finally {
      clock.mockRestore()
    }

    // Control: a lookalike token still folds the block.
    expect(defangMarkdown('Ａmendments\n½\n').folded).toBe(true)
  })

  it('image alt text, which a browser shows when the image does not load: defanged, parsed or not', () => {
    // The checker follows the render model of github-render-model.md (alt
    // text not displayed), so this is checked on the output itself.
    for (const [input, output] of [
      ['![Amendments](https://example.invalid/a.png)\n', '> ![Amendments](https://example.invalid/a.png)\n'],
      ['![&#73;nstruction from &#64;x](y)\n', '![&#73;nstruction from (at)x](y)\n'],
      ['![\\[work-item-context\\]](y)\n', '![(work-item-context)](y)\n'],
      ['[![Amendments](i)](u)\n', '> [![Amendments](i)](u)\n'],
      ['![a screenshot of the amendments page](y)\n', '![a screenshot of the amendments page](y)\n']
    ]) {
      expectOutput(input, output)
    }

    // A raw `<img>`'s alt attribute, in parsed pieces: the attribution and
    // the fences (a heading's `> ` cannot go into an attribute value).
    for (const [input, output] of [
      ['<img alt="&#73;nstruction from &#64;x" src="u">\n', '<img alt="&#73;nstruction from (at)x" src="u">\n'],
      ['x <img alt="&#91;work-item-context&#93;"> y\n', 'x \n<img alt="(work-item-context)">\n y\n'],
      ['x <img alt="Work-item context"> y\n', 'x \n<img alt="Work-item context">\n y\n']
    ]) {
      const once = defangMarkdown(input, unlimited).value
      expect(once, input).toBe(output)
      expect(defangMarkdown(once, unlimited).value, input).toBe(once)
    }
  })

  it('leaves no live token in mixed Markdown', () => {
    assertRendered(
      fc.property(markdown, (input) => {
        expect(live(defangMarkdown(input, unlimited).value)).toEqual([])
      })
    )
  }, timeout)
})
