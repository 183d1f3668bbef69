/**
 * Nothing structural survives in the page a browser draws. GitHub's engine
 * (cmark-gfm, `CMARK_GFM_ARGS`) renders each body, and headless Chromium
 * lays the HTML out twice: as rendered (made inert) and as GitHub's
 * sanitizer leaves it. Line starts come from layout (`browser-lines.ts`),
 * not from the checker's line model, so this test would catch a line the
 * model and both engines miss.
 *
 * Negative control: on the raw parity catalog, the drawn lines show a live
 * token in exactly the documents GitHub shows live, but for a short list
 * this simpler oracle reads differently (each with its reason).
 */
import fs from 'node:fs'
import path from 'node:path'
import {chromium, type Browser, type Page} from 'playwright-core'
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {liveOnLines, sanitizedHtml, visualLines, type VisualFinding} from './browser-lines.js'
import {cmarkVersion, parityCases, renderAll, root, skipWithout, which} from './support.js'

const executable = which('chromium')
const skip = skipWithout('chromium', executable !== undefined) || skipWithout('cmark-gfm', cmarkVersion !== undefined)

/**
 * Raw parity documents GitHub shows live whose drawn lines this oracle
 * reads as not live, and why.
 */
const ORACLE_DIFFERENCES: Readonly<Record<string, string>> = {
  'html7-template--amendments': 'a browser draws no `<template>` content; the catalog counts it live (a sanitizer that drops the tag keeps it)',
  'html7-template--attribution': 'as above',
  'html7-template--context': 'as above',
  'html7-template--open': 'as above',
  'quote-lazy--amendments': 'the lazy line is inside the block quote, which this oracle takes for defanged',
  'quote-lazy--context': 'as above'
}

let browser: Browser | undefined
let page: Page | undefined

beforeAll(async () => {
  if (skip) return
  browser = await chromium.launch({
    executablePath: executable as string,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking']
  })
  page = await browser.newPage({viewport: {width: 1280, height: 800}})
  // Nothing loads: every request is refused.
  await page.route('**/*', (route) => route.abort())
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"><style>body{width:100000px}</style></head><body></body></html>')
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Render Markdown bodies with cmark-gfm and read the live tokens a browser
 * draws, in the raw and the sanitized page.
 *
 * @param documents
 *   Markdown bodies.
 * @returns
 *   Live tokens per body (both pages together).
 */
async function drawnLive(documents: ReadonlyArray<string>): Promise<VisualFinding[][]> {
  // As GitHub serves it: without `data-sourcepos`.
  const html = await renderAll(documents, false)
  const pages = html.flatMap((item) => [item, sanitizedHtml(item)])
  const found: VisualFinding[][] = []
  // A batch per evaluation keeps each round trip small.
  for (let start = 0; start < pages.length; start += 64) {
    const lines = await visualLines(page as Page, pages.slice(start, start + 64))
    for (const item of lines) found.push(liveOnLines(item))
  }

  return documents.map((_, index) => [...(found[2 * index] ?? []), ...(found[2 * index + 1] ?? [])])
}

test.skipIf(skip)('the oracle reads layout: a line below, another block, a cell, a quote', async () => {
  const found = await drawnLive([
    'Amendments',
    'x\nAmendments',
    'x Amendments',
    '> Amendments',
    '| a | Amendments |\n| - | - |',
    '<div>x<div>Instruction from @x</div></div>',
    'Amend<b></b>ments',
    'a [work-item-context] b',
    '- [ ] Amendments',
    '<ruby>a<rt>Work-item context.</rt></ruby>',
    '<span style="display:none">Amendments</span>',
    'Instruction from (at)x'
  ])
  expect(found.map((items) => items.length > 0)).toEqual([
    true,
    true,
    false,
    false,
    true,
    true,
    true,
    true,
    true,
    true,
    // Styles are removed (GitHub drops them), so hidden text shows.
    true,
    false
  ])
})

const cases = parityCases()

describe.skipIf(skip)('parity catalog', () => {
  test('negative control: the raw documents show a live token where GitHub does', async () => {
    const found = await drawnLive(cases.map((item) => item.markdown))
    const differ: string[] = []
    for (const [index, item] of cases.entries()) {
      const expected = item.expected.live.length > 0
      if ((found[index]?.length ?? 0) > 0 !== expected) differ.push(item.name)
    }

    expect(differ).toEqual(Object.keys(ORACLE_DIFFERENCES).sort())
    expect(cases.filter((item) => item.expected.live.length > 0).length).toBeGreaterThan(400)
  })

  test.each([
    ['rendered profile', {}],
    ['flat model only', {maxPieceLength: 1}]
  ] as const)('defanged (%s): no live token drawn', async (_name, options) => {
    const outputs = cases.map((item) => defangMarkdown(item.markdown, options).value)
    const found = await drawnLive(outputs)
    const live = cases.flatMap((item, index) => ((found[index]?.length ?? 0) > 0 ? [{name: item.name, found: found[index]}] : []))
    expect(live).toEqual([])
  })
})

test.skipIf(skip)('rendered fixtures: no live token drawn in any output.md', async () => {
  const folder = path.join(root, 'fixtures', 'rendered')
  const names = fs.readdirSync(folder).filter((name) => fs.existsSync(path.join(folder, name, 'output.md')))
  expect(names.length).toBeGreaterThan(50)
  const outputs = names.map((name) => fs.readFileSync(path.join(folder, name, 'output.md'), 'utf8'))
  const found = await drawnLive(outputs)
  const live = names.flatMap((name, index) => ((found[index]?.length ?? 0) > 0 ? [{name, found: found[index]}] : []))
  expect(live).toEqual([])
})

// A tag carried over whose next line's first `>` lies in a quoted value
// goes on, in a browser, to a later line's first `>` outside quotes, and a
// line starts there (fuzz run 12; the flat model ended it at the first).
test.skipIf(skip)('a tag carried past a `>` in a quoted value: drawn live as the flat model left it, not after', async () => {
  const inputs = ['<a t="<p><a \vb="x >"-\nd>Amendments', '<p>\n<a \nb="x >"-\nc\nd>Amendments']
  const before = ['<a t="\n<p>\n<a \nb="x >"-\nd>Amendments', '<p>\n<a \nb="x >"-\nc\nd>Amendments']
  const after = inputs.map((input) => defangMarkdown(input, {maxPieceLength: 1}).value)
  const found = await drawnLive([...before, ...after])
  expect(found.map((items) => items.length > 0)).toEqual([true, true, false, false])
})

// A `</` at the end of the body opens a bogus comment on GitHub's page,
// which goes on after the body; a filtered tag (`<xmp`) shows as text, and a
// construct in its quoted value hides (fuzz run 13: both were left as
// written, and drawn live).
test.skipIf(skip)('a `</` at the end, a construct in a filtered tag: drawn live as written, not after', async () => {
  const inputs = ['<div>\nAmendments</', 'x <plaintext e="[work-i<!>tem-context]">', '<xmp a="\n[work-i<b></b>tem-context]">']
  const before = ['<div>\nAmendments</', 'x \n<plaintext e="[work-i<!>tem-context]">', '<xmp a="\n[work-i<b></b>tem-context]">']
  const after = inputs.map((input) => defangMarkdown(input).value)
  const found = await drawnLive([...before, ...after])
  expect(found.map((items) => items.length > 0)).toEqual([true, true, true, false, false, false])
})

// Rendered without `data-sourcepos` (if GitHub's page has none), a value
// raw HTML leaves open runs on past the blocks after it: a browser draws
// the first body's heading after the value's own `">` (the checker, which
// reads the page with its positions, missed it before fuzz run 24), and
// drops the second body's `<b` tag, with all after it, at the end.
test.skipIf(skip)('a quoted value left open runs on past the blocks after it, in a page without positions', async () => {
  const bodies = ['<div e="\n\nx\n\n<div>\n">Amendments', '<textarea\tb="<b\ne=">\n">\n> Work-item context']
  const found = await drawnLive(bodies)
  expect(found.map((items) => items.length > 0)).toEqual([true, false])
  expect(checkRendered(bodies[0]!).live.length).toBeGreaterThan(0)
})

// The checker places a rendered line that follows an inline construct
// across source lines (a link or image whose destination or text runs
// over a line break, a code span across lines) on the line above:
// cmark-gfm 0.29's inline source positions do not count those breaks. That
// line is lazy, so the line model calls the quoted heading live (fuzz run
// 44). Chromium's layout, which knows no Markdown, draws the heading inside
// the quote: none is live. So does the check, which places such lines by
// rendering variants.
test.skipIf(skip)('a line after an inline construct across lines: live to the checker, quoted in the drawn page', async () => {
  const bodies = [
    '[](\n)Amendments\nAmendments\n>-',
    '![\nb]()Work-item context\nAmendments\n`\n>-|',
    '>`\n`\nAmendments\n`\n>-|',
    '[]()Amendments\n[](\n)Amendments',
    '> [a]: u\n> [a]: u\n[\n\\\nAmendments]()'
  ]
  const outputs = bodies.map((body) => defangMarkdown(body).value)
  // (Since the thirty-fifth session the line model places the fourth: its
  // line starts with a link that shows nothing, on the source line with its
  // `[`.)
  expect(outputs.map((output) => checkRendered(output, {placeByVariants: false}).live.length > 0)).toEqual([
    true,
    true,
    true,
    false,
    true
  ])
  // Rendering variants places them all, as Chromium draws them (forty-fourth
  // session).
  expect(outputs.map((output) => checkRendered(output).live.length > 0)).toEqual([false, false, false, false, false])
  const found = await drawnLive([...bodies.slice(0, 2), ...outputs])
  // The first two are drawn live as written (the negative control).
  expect(found.map((items) => items.length > 0)).toEqual([true, true, false, false, false, false, false])
})
