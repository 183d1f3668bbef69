/**
 * Fuzz, the ninth run (2026-12-03, third session): the open items of the
 * eighth run, shrunk and generalized, and what a targeted run around them
 * found. Each finding is fixed with a test that fails on the build before
 * the fix.
 *
 * - The flat model matched link brackets skipping HTML as a browser reads
 *   it, not as cmark-gfm 0.29 does, which is stricter: where only a
 *   browser (or micromark) reads a construct, GitHub shows it as text and
 *   the link inside it works. `<s[\[work-item](u)-context]>` is no tag (a
 *   browser's tag name runs to `>`), and shows the fence; so does a
 *   lower-case declaration (`<!x …>`, an HTML block and inline HTML to
 *   micromark only), a declaration with no white space after its name
 *   (`<!X…`), a comment holding `--` or starting with `>`, and `<?>`.
 * - A CDATA section not in upper case (which only cmark-gfm reads, so the
 *   core does not break it out) with no `]]>` after it is text: the flat
 *   model's readings of links hid it to the first `>`.
 * - A construct left open across lines outside an HTML block (in doubt:
 *   cmark-gfm passes it only when complete) was read as hiding what
 *   follows up to its end, with a space for the line break inside it. A
 *   browser shows nothing for that line break: `Work<![cdata[`, then
 *   `]]>-item context` shows `Work-item context` at a line start. The core
 *   now also matches `<![CDATA[` in any case (as cmark-gfm does, and as it
 *   matches `<!doctype`), so it breaks that section out of the line.
 * - The flat model's readings of links and images across lines took a
 *   destination with a `(` left open to run on past white space, as
 *   CommonMark does; cmark-gfm 0.29 ends it there, and micromark reads no
 *   link: an image after it was missed (`[](x(y "t")Work![a`, then
 *   `b](u)-item context`), and so was an image whose destination runs on
 *   (`[](x(y "t")[w![](`, then `u)ork-item-context]`).
 * - In the flat model, `[^1]:` after a `|` or any wrapper other than a
 *   container marker was taken for a footnote definition, so a `>` after
 *   it quoted the line: in a `<pre>` a decoded line break then starts an
 *   unquoted line (`| [^1]:> &#10;Amendments`).
 * - In the flat model, a CDATA section across lines was read line by line
 *   only; in SVG it displays its content with line breaks as spaces
 *   (`<svg><![CDATA[Instruction from`, then `@x]]></svg>`), also after
 *   text on lines above (`Work-item`, `<svg>`, `<![CDATA[ context`, left
 *   open, which the AST engine's HTML reading also broke off).
 * - An HTML block that leaves a construct open to a browser (a tag, a
 *   bogus comment: `Amend<a b="c"`, `Work<?x`, `Instruction fr<!Xy`) has
 *   it ended by the `>` of the tag GitHub writes for the next block after
 *   the blank line (`<p>`, `<h1>`, `<pre>`), which breaks no line: the
 *   text before it joins that block's (`<div>`, `Amend<b`, blank,
 *   `ments`). The cuts kept them apart, the flat model's joined reading
 *   ended at the blank line, the pre-filter ended a hidden region only at
 *   a `>` the source spells, and the AST engine did not hand such a block
 *   to the flat model.
 * - micromark ends no CDATA block at `]]]>`, where cmark-gfm does: the
 *   lines after it are Markdown on GitHub (`1. <![CDATA[…]]]>`, then
 *   `Work[-item](u) context`, `---`; browser oracle).
 * - A CDATA section with a `>` in it shows its content up to there in SVG
 *   and MathML, joined to the text before (`Instruction`, `<math>`,
 *   `<![CDATA[ from @x--!>`), and in HTML ends there, after which the
 *   browser's reading goes on (`<![CDATA[>Amend<b></`, `b>ments`). A `</`
 *   before a line feed is a bogus comment that runs to a later `>`.
 * - The flat model's readings of links and images counted the brackets
 *   of an autolink (`![a <https://a]b> <a href="x">c](y)Amendments`).
 * - The flat model's image reading across lines was dropped where a link
 *   whose destination runs on took over, and that link never closed
 *   (`- Instruction ![a`, `b](x(y)z)from @x![](x() |`; the eighth run's
 *   open item, `1. ![x](x "a`, `b")Wor![a`, `b](x(y)z)k-item context |`,
 *   before a delimiter row, was the same).
 * - Link text that opens on one line and closes on a later one, where a
 *   `]` that closes nothing on its line is followed by a destination
 *   (`- [`, `<!x \[work-item](u)-context]`, after the core breaks out a
 *   declaration only micromark reads).
 * - Link text that holds an image or `[^1]` (no definition) is still a
 *   link: the flat model's linked reading took any inner brackets to make
 *   the outer ones text (`[<a b='x ![x](u)--!>\[/work-item](u)-context]`).
 * - A CDATA section in HTML (not SVG) is a bogus comment, and the text
 *   around it joins (`Work-item`, `<![CDATA[\[]]>`, ` context`): the
 *   joined readings now read it both ways, the AST engine's by whether an
 *   `<svg>` or `<math>` is open.
 * - In the flat model, brackets before another `[` were taken for a
 *   reference whose label runs on, even where a `[` in that label shows it
 *   is none: an empty link after it whose label or title runs across lines
 *   was missed (`[K][work-[][r`, `][]()item-context]`).
 * - A browser that renders raw HTML draws no text inside `<svg>` (outside
 *   `<text>`), so the text around one joins (`<div>`, `Work-item<svg>**>
 *   </svg> context`; browser oracle, which `checkRendered` does not model:
 *   pinned here by the output, and by the fixture `rendered/svg-text-hidden`,
 *   which the browser test reads).
 * - cmark-gfm 0.29 ends no CDATA section at `]]]>` (its content may not
 *   hold `]]` before anything but `>`), and reads a `(` after link text as
 *   a destination only where a title and `)` follow: the flat model's
 *   bracket matching hid brackets after such text (`[Amend](u</a b \[`…).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {liveThenDefangedInEveryMode, quietDefangedInEveryMode, renderedModes} from '../support/rendered.js'

/** Puts the shipped mode past its budget: the block is read by the flat model. */
const buster = '\n' + '*a* '.repeat(130)

describe('link brackets inside what only a browser or micromark reads as HTML', () => {
  const bodies = [
    '<s[\\[work-item](u)-context]>',
    'a <s[\\[work-item](u)-context]>',
    'a <!x [\\[work-item](u)-context] >',
    'a <!Xy [\\[work-item](u)-context] >',
    'a <!X[\\[work-item](u)-context] >',
    'a <!-- -- [\\[work-item](u)-context] -->',
    'a <!--> [\\[work-item](u)-context] -->',
    'a <?> [\\[work-item](u)-context] >',
    'a <a/b [\\[work-item](u)-context] >',
    'a <s[\\[work-item](u)-context]>' + buster
  ]

  liveThenDefangedInEveryMode(bodies)

  test.each(renderedModes)('the fence is defanged in place (%s)', (_, options) => {
    expect(defangMarkdown(bodies[0] as string, options).value).toBe('<s[(work-item](u)-context)>')
  })

  test('HTML that cmark-gfm reads hides its brackets, and the backstop defangs them all the same', () => {
    // Not live: the brackets are in an attribute value, and the tag
    // displays nothing; the readings leave it as written, and the fence
    // backstop (`fenceSkeletonEdits`), which knows no tags, takes the chain
    // `\[`, `work-item`, `](u)`, `-context]` for a fence (eighth session).
    const body = 'a <s title="[\\[work-item](u)-context]">'
    for (const [, options] of renderedModes) {
      expect(defangMarkdown(body, options).value).toBe('a \n<s title="[(work-item](u)-context)">')
    }
  })
})

describe('a CDATA section not in upper case (cmark-gfm only)', () => {
  liveThenDefangedInEveryMode([
    // With no `]]>` after it, it is text and the link works.
    'a <![cdata[ [\\[work-item](u)-context]>',
    // Across lines, a browser hides it to its first `>`, line break and all.
    'Work<![cdata[\n]]>-item context',
    'Work<![cdata[ x\ny\n]]>-item context',
    '- Amend<![cdata[\n  ]]>ments',
    'Instruction from <![cdata[\ny\n]]>@x',
    'Work<![cdata[\n]]>-item context' + buster
  ])

  test.each(renderedModes)('the core breaks it out, in any case (%s)', (_, options) => {
    expect(defangMarkdown('Work<![cdata[\n]]>-item context', options).value).toBe('Work\n<![cdata[\n]]>\n-item context')
  })
})

describe('a destination with a `(` left open before white space, then a link or image across lines', () => {
  liveThenDefangedInEveryMode([
    '[](x(y "t")Work![a\nb](u)-item context',
    '[](x(y "t")Work![a\nb](<x y>)-item context\n===',
    '[](x(y "t")[w![](\nu)ork-item-context]',
    'x\n![](x(y "t")[w![](<x y>)ork-item-context]',
    '[](x(y "t")Work![a\nb](u)-item context' + buster
  ])

  test.each(renderedModes)('the heading is quoted, the fence defanged (%s)', (_, options) => {
    // (With the chain broken too: the parse leaves the block to the flat
    // model, whose heading backstop reads it; ninth session.)
    expect(defangMarkdown('[](x(y "t")Work![a\nb](u)-item context', options).value).toBe('> [](x(y "t")Work!\\[a\nb\\](u)-item context')
    // The fence backstop takes the empty link's `[` as a start too (its
    // `](x(y "t")[` may hide; eighth session).
    expect(defangMarkdown('[](x(y "t")[w![](\nu)ork-item-context]', options).value).toBe('(](x(y "t")(w![](\nu)ork-item-context)')
  })
})

describe('a footnote label after other wrappers is text', () => {
  liveThenDefangedInEveryMode([
    '<div><pre>\n\n| [^1]:> &#10;Amendments',
    '<div><pre>\n\n- | [^1]:> &#10;Amendments',
    '<div><pre>\n\n# [^1]:> &#10;Amendments' + buster
  ])

  test('a definition after container markers: the line after a decoded line break is quoted on it', () => {
    // Not live as written (the footnote's text is quoted, and no `<pre>`
    // shows the line feed). Since fuzz run 33 the line after a decoded
    // line break counts as quoted by no marker before it (in a `<pre>` a
    // browser keeps open, the marker stands on the line above): its `> `
    // goes after the reference, a fixed point.
    for (const [, options] of renderedModes) {
      const output = defangMarkdown('- [^1]:> &#10;Amendments', options).value
      expect(output).toBe('- [^1]:> &#10;> Amendments')
      expect(defangMarkdown(output, options).value).toBe(output)
    }
  })
})

describe('a CDATA section across lines in SVG', () => {
  liveThenDefangedInEveryMode([
    '<svg><![CDATA[Instruction from\n@x]]></svg>',
    '<u><svg><![CDATA[Instruction from\r @x]]></svg>',
    '<svg>\n<![CDATA[Instruction\nfrom @x]]>\n</svg>',
    '<svg><![CDATA[Instruction from\n@x]]></svg>' + buster
  ])
})

describe('a construct left open in an HTML block, ended by the next block\'s tag', () => {
  liveThenDefangedInEveryMode([
    '<div>\nAmend<a b="c"\n\nments',
    '<div>\nWork<?x\n\n-item context',
    '<div>\nAmend<b\n\n# ments',
    '<div>\nAmend<b\n\n    ments',
    '<div>\nAmend<b\n\n```\nments\n```',
    '<div>\n&#91;work-item-co<![cdata[x\n\nntext&#93;\n]]>',
    // Links display as links there.
    '<div>\nWork<!DOCTYPE x\n\n[-item](u) context\n',
    '<div>\nInstruction fro<b\n\nm @x' + buster
  ])

  // Not live as written (indented code); the break after it opens the
  // HTML block.
  quietDefangedInEveryMode(['    <div>Instruction fr<!Xy ![x](u)`\n\nom @x |\n| - | - |'])

  // Since fuzz run 22 the tag's `<` is escaped too: a construct a browser
  // reads across a blank line in an HTML block swallows the next block's
  // tag (see `acrossBlank` in `open-constructs.ts`).
  test.each(renderedModes)('the heading is quoted where it starts (%s)', (_, options) => {
    expect(defangMarkdown('<div>\nAmend<a b="c"\n\nments', options).value).toBe('<div>\n> Amend&lt;a b="c"\n\nments')
  })

  test('a construct closed on its line keeps the blocks apart', () => {
    // Not live: `<b>` ends on its line, and the paragraph's `<p>` breaks.
    for (const [, options] of renderedModes) {
      expect(defangMarkdown('<div>\nAmend<b>\n\nments', options).value).toBe('<div>\nAmend\n<b>\n\nments')
    }
  })
})

describe('what cmark-gfm 0.29 reads as text that others read as HTML or links', () => {
  liveThenDefangedInEveryMode([
    '# Instructi<![CDaTA[x>[\\[work-item](u)-context]]]>\non from @x',
    'Instru<![cdata[[\\[work-item](u)-context]\n\nction from @x\n]]>',
    '[Amend](u</a b \\[[\\[work-item](u)-context]?>)ments',
    '- [Amend](u<a\tb=c/ [\\[work-item](u)-context]]]><x y=\'`?>)ments',
    '[Amend](u</a b \\[[\\[work-item](u)-context]?>)ments' + buster
  ])

  // Not live as written: the break before `<!Xy` opens an HTML block,
  // which ends the paragraph before the `]]>`.
  quietDefangedInEveryMode(['| [Instruction](u) from <![cdata[ [\\[work-item](u)-context]![x](u)--><!Xy &#91;\n]]>@x'])
})

describe('a CDATA section left open in SVG, after text above', () => {
  liveThenDefangedInEveryMode(['<div>\nWork-item\n<svg>\n<![CDATA[ context', '<div>\nWork-item\n<svg>\n<![CDATA[ context' + buster])

  quietDefangedInEveryMode(['| <div>Work-item<svg><![CDATA[ context\n==='])
})

describe('a CDATA block micromark does not end at `]]]>`', () => {
  liveThenDefangedInEveryMode([
    '1. <![CDATA[[\\[work-item](u)-context]]]>\nWork[-item](u) context\n---',
    '<![CDATA[x]]]>\n&#65;mendments',
    '<![CDATA[x]]]>\n\n&#65;mendments\n]]>'
  ])

  test('the heading after it is quoted', () => {
    expect(defangMarkdown('<![CDATA[x]]]>\n&#65;mendments').value).toBe('<![CDATA[x]]]>\n> &#65;mendments')
  })
})

describe('a CDATA section holding a `>`, in SVG, MathML and HTML', () => {
  liveThenDefangedInEveryMode([
    '<div>\nInstruction<math><![CDATA[ from @x--!>\n',
    '   <![CDATA[>Amend<b></\rb>ments<br>]]>]]>',
    '<div>\nAmend</\nb>ments',
    '<div>\nAmend</\nb>ments\n' + buster
  ])
})

describe('autolinks and links that never close, in the flat model\'s readings across lines', () => {
  liveThenDefangedInEveryMode([
    '![a <https://a]b> <a href="x">c](y)Amendments\n>>>>>>>>>>>>>>>>> x',
    '- Instruction ![a\nb](x(y)z)from @x![](x() |\n| - | - |',
    '1. ![x](x "a\nb")Wor![a\nb](x(y)z)k-item context |\n| - | - |\n',
    '- Instruction ![a\nb](x(y)z)from @x![](x() |\n| - | - |' + buster
  ])
})

describe('link text across lines, and link text that holds images or `[^1]`', () => {
  liveThenDefangedInEveryMode([
    '- [<!x \\[work-item](u)-context]\n?>\n]]>',
    '[<textarea> &#10;\'>\\[/work-item](u)-context] |\n| - | - |',
    '> [<!x  |>\\[work-item](u)-context] |\n| - | - |',
    '> [<a b=\'x ![x](u)--!>\\[/work-item](u)-context]',
    '1. [<??[^1]:\'>\\[work-item](u)-context]',
    '1. [<??[^1]:\'>\\[work-item](u)-context]' + buster
  ])
})

describe('a CDATA section in HTML, between text', () => {
  liveThenDefangedInEveryMode([
    '<div>\nWork-item<!DOCTYPE `[Amend](u)ments/><![CDATA[\\[]]> context</svg>',
    '<div>\nWork-item\n<![CDATA[]]>\n context',
    '<svg>\n<![CDATA[Instruction from]]>\n@x' + buster
  ])
})

describe('a label that holds a `[` is none (the flat model)', () => {
  liveThenDefangedInEveryMode([
    '[K][work-[][r\n][]()item-context] |\n| - | - |\n\n[ r]: u (t)',
    '1. [^1][work-item-co[](x\n"t")ntext]\n\n[a b]: u\n"t"\n\n[^1]: \nu',
    '[K][work-[][r\n][]()item-context]\n\n[ r]: u (t)' + buster
  ])
})

describe('text inside a raw `<svg>`, which a browser does not draw', () => {
  test.each(renderedModes)('the text around it is read joined (%s)', (_, options) => {
    // Flat, the heading backstop also escapes the tags of the chain (ninth session).
    expect(defangMarkdown('<div>\nWork-item<svg>**></svg> context', options).value).toBe(
      options === renderedModes[2][1]
        ? '<div>\n> Work-item\n&lt;svg>\n\\*\\*>\n&lt;/svg>\n context'
        : '<div>\n> Work-item\n<svg>\n**>\n</svg>\n context'
    )
  })
})
