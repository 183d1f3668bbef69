import {describe, expect, test} from 'vitest'
import {
  CmarkGfmError,
  RenderError,
  checkRendered,
  renderedLineStarts,
  renderCmarkGfm
} from 'steer-defang-preview/check'
import {cmarkVersion, skipWithout} from './support.js'
import {defangMarkdown} from 'remark-steer-defang'

const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)
const renderers = noCmark ? (['remark'] as const) : (['cmark-gfm', 'remark'] as const)

/**
 * Live rules of a document.
 *
 * @param markdown Markdown.
 * @param renderer Renderer.
 * @returns Rules.
 */
function live(markdown: string, renderer: 'cmark-gfm' | 'remark'): string[] {
  return checkRendered(markdown, {renderer}).live.map((finding) => finding.rule)
}

describe.each(renderers)('checkRendered (%s)', (renderer) => {
  test('finds every token at a rendered line start, and fences anywhere', () => {
    expect(live('Amendments', renderer)).toEqual(['amendments-heading'])
    expect(live('AMENDMENTS', renderer)).toEqual(['amendments-heading'])
    expect(live('## Amendments ##', renderer)).toEqual(['amendments-heading'])
    expect(live('Work-item context. More.', renderer)).toEqual(['context-heading'])
    expect(live('x\ninstruction from @a: b', renderer)).toEqual(['attribution'])
    expect(live('see [/Work-Item-Context] and [work-item-context]', renderer)).toEqual(['fence', 'fence'])
  })

  test('leaves prose, lookalike-free defanged forms and near misses alone', () => {
    expect(live('The Amendments are here.', renderer)).toEqual([])
    expect(live('Work-item contexts', renderer)).toEqual([])
    expect(live('I sent an instruction from @x', renderer)).toEqual([])
    expect(live('Instruction from (at)x\n(work-item-context)\n(/work-item-context)', renderer)).toEqual([])
    expect(live('Amendments:', renderer)).toEqual([])
  })

  test('recognizes a quoted heading as defanged, but not other quotes', () => {
    const report = checkRendered('> Amendments\n\n> Work-item context. x\n\n> > Amendments\n\n> &#65;mendments', {renderer})
    expect(report.defanged.map((finding) => finding.rule)).toEqual([
      'amendments-heading',
      'context-heading',
      'amendments-heading',
      'amendments-heading'
    ])
    expect(report.live).toEqual([])
    expect(report.ok).toBe(true)
    expect(live('> x\nAmendments', renderer)).toEqual(['amendments-heading'])
    expect(live('> x\n> Amendments', renderer)).toEqual([])
    expect(live('<blockquote>\nAmendments\n</blockquote>', renderer)).toEqual(['amendments-heading'])
  })

  test('a footnote quoted inside, after a list marker, is defanged; one quoted only outside is live', () => {
    // The footnote's text moves to the end of the page, out of the quote
    // around its definition, with any quote inside it.
    expect(live('x[^1]\n\n- [^1]: > &#65;mendments\n', renderer)).toEqual([])
    expect(live('x[^1]\n\n[^1]: > &#65;mendments\n', renderer)).toEqual([])
    if (renderer === 'cmark-gfm') {
      expect(live('x[^a]\n\n> [^a]: &#65;mendments\n', renderer)).toEqual(['amendments-heading'])
    }
  })

  test('ruby: `<rp>` is hidden and `<rt>` is set above the line, which runs on', () => {
    expect(live('<b>Instruction<rp>z</rp> from @x', renderer)).toEqual(['attribution'])
    expect(live('<ruby>Instruction<rt>zz</rt> from @x</ruby>', renderer)).toEqual(['attribution'])
    expect(live('<ruby>x<rt>Amendments</rt></ruby>', renderer)).toEqual(['amendments-heading'])
    expect(live('<ruby>x<rp>Amendments</rp></ruby>', renderer)).toEqual([])
  })

  test('counts lookalikes and invisible splits (unless folding is off)', () => {
    const fullwidth = '\uFF21\uFF4D\uFF45\uFF4E\uFF44\uFF4D\uFF45\uFF4E\uFF54\uFF53'
    const report = checkRendered(fullwidth, {renderer})
    expect(report.live.map((finding) => [finding.rule, finding.folded])).toEqual([['amendments-heading', true]])
    expect(checkRendered(fullwidth, {renderer, fold: false}).ok).toBe(true)
    expect(live('Amend\u200Bments', renderer)).toEqual(['amendments-heading'])
    expect(live('Wor\u212A-item context.', renderer)).toEqual(['context-heading'])
    const fences = checkRendered('[/work-\u200Bitem-context] \uFF3B\uFF0Fwork-item-context\uFF3D', {renderer}).live
    expect(fences.map((finding) => [finding.token, finding.folded])).toEqual([
      ['[/work-item-context]', false],
      ['[/work-item-context]', true]
    ])
  })

  test('treats a task box as chrome, also in a quote', () => {
    expect(live('- [ ] Amendments', renderer)).toEqual(['amendments-heading'])
    expect(live('1. [x] Amendments', renderer)).toEqual(['amendments-heading'])
    // In a quote whose marker is on the same line, the heading is quoted.
    expect(live('> - [x] Amendments', renderer)).toEqual([])
    expect(live('[ ] Amendments', renderer)).toEqual([])
  })

  test('reads template content aside, and text a table left open holds (found by review)', () => {
    // A browser never shows template content: the text around it joins.
    // The content still counts, as lines of its own (a sanitizer may keep it).
    expect(live('<p>Instruction from <template>z</template> @x: go</p>', renderer)).toEqual(['attribution'])
    expect(live('<template>Amendments</template>', renderer)).toEqual(['amendments-heading'])
    expect(live('<p>Instruction from <template>z</template> (at)x</p>', renderer)).toEqual([])
    if (renderer === 'cmark-gfm') {
      // Text in a table but in no cell moves before the table, also when the
      // HTML ends inside the table.
      expect(live('<table>\nAmendments\n', renderer)).toEqual(['amendments-heading'])
      expect(live('x\n\n<table>\nInstruction from @x\n', renderer)).toEqual(['attribution'])
      expect(live('<div>Instruction from <table><td>z</td>@x: go', renderer)).toEqual(['attribution'])
    }
  })

  test('refuses a line nested past the render depth before rendering it', () => {
    // Rendering would overflow a recursive parser anyway, after megabytes.
    expect(() => checkRendered('>'.repeat(100_000) + ' Amendments\n', {renderer})).toThrow(RenderError)
    expect(() => checkRendered('> - '.repeat(2001) + 'x\n', {renderer})).toThrow(/more than 2000/)
    expect(checkRendered('> '.repeat(20) + 'Amendments\n', {renderer}).live).toEqual([])
  })

  test('reports where a live token is, in the checked text', () => {
    const [finding] = checkRendered('| a | b |\n| - | - |\n| é | Instruction from @x |', {renderer}).live
    expect(finding.line.block).toBe('td')
    expect(finding.line.source).toEqual({line: 3, column: 7, offset: 26, exact: true})
  })
})

describe.skipIf(noCmark)('with cmark-gfm', () => {
  test('does not trust forged source positions', () => {
    const forged = '> Amendments\n\n<blockquote><p data-sourcepos="1:1-1:12">Amendments</p></blockquote>\n'
    const report = checkRendered(forged, {renderer: 'cmark-gfm'})
    expect(report.note).toMatch(/data-sourcepos/)
    expect(report.defanged).toEqual([])
    expect(report.live.length).toBe(2)
  })

  test('uses pre-rendered HTML when given', () => {
    const markdown = 'Intro\nAmendments'
    const report = checkRendered(markdown, {html: renderCmarkGfm(markdown)})
    expect(report.renderer).toBe('cmark-gfm')
    expect(report.live.map((finding) => finding.rule)).toEqual(['amendments-heading'])
  })

  test('places what cmark-gfm gives no position or a shifted one (twenty-third review)', () => {
    /**
     * @param markdown Markdown.
     * @returns Live tokens and defanged ones, with their source lines.
     */
    function found(markdown: string): {live: Array<number | undefined>; defanged: Array<number | undefined>} {
      const report = checkRendered(markdown, {renderer: 'cmark-gfm'})
      return {
        live: report.live.map((finding) => finding.line.source?.line),
        defanged: report.defanged.map((finding) => finding.line.source?.line)
      }
    }

    // A paragraph a table takes its head row from: cmark-gfm writes it at
    // `0:0-0:0` (the token was reported with no position, and a quoted one
    // as live).
    expect(found('Amendments\n| a |\n|-|\n')).toEqual({live: [1], defanged: []})
    expect(found('x\n> y\n> Amendments\n>| a |\n>|-|\n>| b |\n')).toEqual({live: [], defanged: [3]})
    expect(found('-\t1. ===\n> Amendments\n===\n>| - |')).toEqual({live: [], defanged: [2]})
    // A definition that starts a paragraph hides its line from cmark-gfm's
    // inline positions, before every line, even with a reference below.
    expect(found('> [a]:"\n~~\n[\\|>\n> Amendments\n`[x][a]**x\n')).toEqual({live: [], defanged: [4]})
    expect(found('> [a]:"\n~~\n[\\|>\nAmendments\n`[x][a]**x\n')).toEqual({live: [4], defanged: []})
    // A block that starts with a link is no definition: its first line is
    // where it starts.
    expect(found('> [Amendments](u)\n===\n> - \n</details>')).toEqual({live: [], defanged: [1]})
    expect(found('[Amendments](u)\n===\n> - \n</details>')).toEqual({live: [1], defanged: []})
    // Text after a nested block in a tight list item starts on the line
    // after the block (it was the block's k-th line, a guess).
    expect(found('> - ```\n>   x\n>   ```\n>   Amendments')).toEqual({live: [], defanged: [4]})
    expect(found('- ```\n  x\n  ```\n  Amendments')).toEqual({live: [4], defanged: []})
    expect(found('> *     ![Amendments](u)\n> \t| > Work&#45;item context |\n\t|-|\n> Work-item context.')).toEqual({live: [], defanged: [4]})
    // GitHub's page holds the HTML in its body: a leading `<tr>` starts no
    // table (hast-util-raw parses a fragment as template content).
    expect(found('<tr>\n\n> | a |\n> |-|\n>\n> Amendments\n')).toEqual({live: [], defanged: [6]})
    // Inside a `<pre>` a raw tag left open, cmark-gfm's `<br />` and the line
    // feed after it are one line break of the source.
    expect(found('</b>\n<pre>\n\n> * x\n> Amendments')).toEqual({live: [], defanged: [5]})
    expect(found('</b>\n<pre>\n\n> * x\nAmendments')).toEqual({live: [5], defanged: []})
    // A footnote reference that fails across lines (`[^`, `]`) renders
    // `[^]` with no position and drops the line ending between: the line
    // after starts where its text does (it was read as the `]` line; fuzz
    // run 31).
    expect(found('>[^\n]\n> Work-item context')).toEqual({live: [], defanged: [3]})
    expect(found('>[^\n]\nWork-item context')).toEqual({live: [3], defanged: []})
  })

  test('judges a `pre` whose first text follows an element (fuzz run 31)', () => {
    // hast-util-raw, which the sanitized tree is parsed again with, drops
    // the line feed that starts the first text after `<pre>` even past
    // `<div>`; a browser does not. The tree lost one on every round and
    // the check threw (`does not settle`).
    expect(checkRendered('<pre>\n<div>\n<mo>\n</b>\n<li>\nInstruction from @x').live.map((finding) => finding.token)).toEqual([
      'Instruction from @'
    ])
    expect(checkRendered('<pre>\n<div>\n<mo>\n</b>\n<li>\nInstruction  a bfromInstruction@x').ok).toBe(true)
    expect(checkRendered('<pre>\n<h1><mglyph><![CDATA[]]><?x?></annotation-xml>Work-itemcontext.').ok).toBe(true)
    // An end tag ends the drop (the line feed after `</td>` is kept).
    expect(checkRendered('| a |\n|-|\n| <b><pre></pre></b> |\n| Work-item context. |').live.map((finding) => finding.token)).toEqual([
      'Work-item context.'
    ])
  })

  test('renderedLineStarts maps GitHub line starts to source offsets', () => {
    const markdown = '> a\nlazy\n\n- x\n  y\n\n## 😀 h\n\n| é | 😀 |\n| - | - |\n| c | d |\n\n```\ncode\n```\n\n&#65;b'
    const {renderer, starts} = renderedLineStarts(markdown)
    expect(renderer).toBe('cmark-gfm')
    expect(starts.map((start) => [start.text, start.block, start.exact, markdown.slice(start.offset, start.offset + 2)])).toEqual([
      ['a', 'p', true, 'a\n'],
      ['lazy', 'p', false, 'la'],
      ['x', 'li', true, 'x\n'],
      ['y', 'li', false, 'y\n'],
      ['😀 h', 'h2', true, '😀'],
      ['é', 'th', true, 'é '],
      ['😀', 'th', true, '😀'],
      ['c', 'td', true, 'c '],
      ['d', 'td', true, 'd '],
      ['code', 'pre', false, 'co'],
      ['Ab', 'p', true, '&#']
    ])
    for (const start of starts) {
      const before = markdown.slice(0, start.offset).split(/\r\n|\r|\n/)
      expect(start.line).toBe(before.length)
      expect(start.column).toBe((before.at(-1) as string).length + 1)
    }
  })
})

test('falls back to the remark model when cmark-gfm is missing, and says so', () => {
  const report = checkRendered('Amendments', {command: '/nonexistent/cmark-gfm'})
  expect(report.renderer).toBe('remark')
  expect(report.note).toMatch(/not installed/)
  expect(report.live.length).toBe(1)
  expect(() => checkRendered('x', {renderer: 'cmark-gfm', command: '/nonexistent/cmark-gfm'})).toThrow(CmarkGfmError)
})

test.each(renderers)('fails closed on text nested too deeply to render (%s)', (renderer) => {
  expect(() => checkRendered('<div>'.repeat(5000) + 'Amendments', {renderer})).toThrow(RenderError)
})

// hast-util-from-parse5 reads a tag name as a hastscript selector:
// `<template#` becomes a `<template>` with no content, and the bridge threw
// a TypeError (fuzz run 28). It is a `RenderError` that says why, as for
// other HTML the checker cannot judge. (The remark model's page holds the
// tag otherwise and reads it.)
test.each(renderers)('fails closed on HTML that trips the parser bridge (%s)', (renderer) => {
  for (const input of ['<p><template#', '<b>\n<template#']) {
    let thrown: unknown
    try {
      checkRendered(input, {renderer})
    } catch (error) {
      thrown = error
    }

    if (renderer === 'cmark-gfm' || thrown !== undefined) {
      expect(thrown, input).toBeInstanceOf(RenderError)
      expect((thrown as RenderError).code, input).toBe('too-complex')
    }
  }
})

// The quotes of `data-sourcepos` end a value raw HTML leaves open; a page
// without them reads it on (fuzz run 24). Which GitHub serves is not known
// here, so the lines of both readings count: without them, a browser draws
// the first body's heading after the value's own `">`; with them, the
// second body's `<b` tag ends inside the `<blockquote>`'s tag, and its
// heading shows unquoted.
test.skipIf(noCmark)('a quoted value left open: the lines of the page with and without positions count', () => {
  expect(checkRendered('<div e="\n\nx\n\n<div>\n">Amendments', {renderer: 'cmark-gfm'}).live.map((item) => item.line.text)).toEqual(['Amendments'])
  expect(checkRendered('<textarea\tb="<b\ne=">\n">\n> Work-item context', {renderer: 'cmark-gfm'}).live.map((item) => item.line.text)).toEqual(['Work-item context'])
})

// cmark-gfm's inline positions leave out the lines of definitions at a
// paragraph's start. Where the first node is a link whose text starts
// with a line ending, its `[` ends a source line: a first line that holds
// more than that `[` is a definition's, hidden. The line after the break
// is then placed exactly, on its own source line, which the defanged form
// quotes (fuzz run 33: every candidate line was asked, the `[` line too).
test.skipIf(noCmark)('a link whose text starts with a line break, after definitions in a quote', () => {
  for (const [input, output] of [
    ['> [a]: u\n[\nWork-item context]()', '> [a]: u\n[\n> Work-item context]()'],
    ['> [amendments]: u\n[\nAmendments]', '> [amendments]: u\n[\n> Amendments]'],
    // In strikethrough; and below a definition of two lines, where the
    // line after the break is the one after the line that ends with `[`.
    ['> [a]: u\n~~[\nAmendments]()~~', '> [a]: u\n~~[\n> Amendments]()~~'],
    ['> [a]:\n> u\n[\nAmendments]()', '> [a]:\n> u\n[\n> Amendments]()']
  ] as const) {
    expect(checkRendered(input, {renderer: 'cmark-gfm'}).live.length, input).toBe(1)
    const defanged = checkRendered(output, {renderer: 'cmark-gfm'})
    expect(defanged.live, output).toEqual([])
    expect(defanged.defanged.map((item) => item.line.source?.line), output).toEqual([output.split('\n').length])
  }

  // The `[` alone on the block's first line: no definition need be there,
  // so the line after the break stays unplaced (both lines are asked).
  expect(checkRendered('> [\n> Amendments]()', {renderer: 'cmark-gfm'}).live).toEqual([])
  expect(checkRendered('> [\nAmendments]()', {renderer: 'cmark-gfm'}).live.length).toBe(1)
})

// A paragraph whose first node is a link starts on the source line of the
// link's `[`: where definitions before it may hide lines (cmark-gfm's
// inline positions leave them out), only candidate lines that start with a
// `[` are asked, not a definition's lazy destination or title line (fuzz
// run 35: `u` and `"t"` were asked, and the quoted heading reported).
test.skipIf(noCmark)('a link that starts a paragraph after definitions in a quote', () => {
  for (const [input, output] of [
    ['> [a]:\nu\n[Amendments]()', '> [a]:\nu\n> [Amendments]()'],
    ['> [a]: u\n"t"\n[Amendments]()', '> [a]: u\n"t"\n> [Amendments]()'],
    ['> [a]: u\n"t"\n**[Work-item context]()**', '> [a]: u\n"t"\n> **[Work-item context]()**']
  ] as const) {
    expect(checkRendered(input, {renderer: 'cmark-gfm'}).live.length, input).toBe(1)
    expect(checkRendered(output, {renderer: 'cmark-gfm'}).live, output).toEqual([])
  }

  // What the engines write (the v1 rule drops the emphasis marks before the
  // heading) reads as defanged.
  for (const input of ['> [a]:\nu\n[Amendments]()', '> [a]: u\n"t"\n**[Work-item context]()**']) {
    const output = defangMarkdown(input).value
    expect(output.split('\n')[2], input).toMatch(/^> /)
    expect(checkRendered(output, {renderer: 'cmark-gfm'}).live, output).toEqual([])
  }

  // A candidate that starts with `[` is still asked where the link's text
  // may start on it. Here it may not: a link that starts on the lazy `[`
  // line has a line ending first in its text, and this one has
  // `Amendments` (forty-first session; see `LineSpan.openerFilled`).
  expect(checkRendered('>[a]:\n[\n> [Amendments]()', {renderer: 'cmark-gfm'}).live.length).toBe(0)
  expect(checkRendered('>[a]:\n[\n[Amendments]()', {renderer: 'cmark-gfm'}).live.length).toBe(1)
})

// cmark-gfm 0.29 does not count a backslash hard break's line ending in the
// inline positions after it (`a\`, then `b` is at `1:3`), so the line after
// the break was placed on two candidate lines, the lazy one below too
// (fuzz run 36). A leaf after a hard break that starts no later than the
// last one ended shows how many lines the positions are short.
test.skipIf(noCmark)('the line after a backslash hard break, before a code span across lines', () => {
  for (const [input, output] of [
    ['Amendments\\\n`Work-item\ncontext`', '> Amendments\\\n> `Work-item\ncontext`'],
    ['> x\\\n> y\\\nAmendments', '> x\\\n> y\\\n> Amendments']
  ] as const) {
    expect(checkRendered(input, {renderer: 'cmark-gfm'}).live.length, input).toBeGreaterThan(0)
    const defanged = checkRendered(output, {renderer: 'cmark-gfm'})
    expect(defanged.live, output).toEqual([])
    expect(defangMarkdown(input).value, input).toBe(output)
  }

  // Still live where the line after the break is not quoted.
  expect(checkRendered('> x\\\n`Work-item\ncontext`', {renderer: 'cmark-gfm'}).live.length).toBe(1)
})

// A paragraph inside a `pre` left open (`<pre`, `</pre>`: a browser reads
// one start tag) renders each of its lines as a line of the `pre`. Its
// lines were counted from the block's start, one per line feed: a code
// span across lines or a decoded `&#10;` put the next line on the wrong
// source line (fuzz runs 35 and 36). The model's spans place them now, and
// a line after a decoded line feed starts inside a source line: the text
// alone judges it.
test.skipIf(noCmark)('the lines of a paragraph inside a `pre`', () => {
  for (const [input, output] of [
    ['<pre\n</pre>\n> a\n`\n`\nAmendments', '<pre\n</pre>\n> a\n`\n`\n> Amendments'],
    ['<pre\n</pre>\n> a&#10;\nAmendments', '<pre\n</pre>\n> a&#10;\n> Amendments'],
    ['<pre\n</pre>\n> a&#10;Amendments\n> b', '<pre\n</pre>\n> a&#10;> Amendments\n> b'],
    ['<pre</script>Amendments\n`\n`\nAmendments', '<pre\n</script>\n> Amendments\n`\n`\n> Amendments'],
    ['<pre</script>Amendments&#10;\nAmendments', '<pre\n</script>\n> Amendments&#10;\n> Amendments']
  ] as const) {
    expect(checkRendered(input, {renderer: 'cmark-gfm'}).live.length, input).toBeGreaterThan(0)
    expect(defangMarkdown(input).value, input).toBe(output)
    expect(checkRendered(output, {renderer: 'cmark-gfm'}).live, output).toEqual([])
  }

  // Still live where the line is not quoted: after the code span, after the
  // decoded line feed.
  for (const input of ['<pre\n</pre>\n> a\n`\n`\n> b\nAmendments', '<pre\n</pre>\n> a\n> b&#10;Amendments']) {
    expect(checkRendered(input, {renderer: 'cmark-gfm'}).live.length, input).toBe(1)
  }
})
