/**
 * Fuzz, the tenth run (2026-12-03, fourth session): the open items the
 * ninth run left (docs/security.md), shrunk and generalized, and what a
 * short run against their fixes found. Each finding is fixed with a test
 * that fails on the build before the fix.
 *
 * - In the flat model, an image whose description runs across lines, then
 *   an image whose destination runs on: a reading of links that started
 *   on a line inside the first image's description (reading its `]` as
 *   text) kept the second image's from taking over, so the text before
 *   the first image was never joined to what follows the second
 *   (`Work-i![a`, `b](x`, `)![x](x`, `)tem context`).
 * - In the flat model, where an image's reading took over from a link's,
 *   its linked reading read the link's `[` again, which displays nothing
 *   (`[work-item-c[](x`, `)ontext]![a`, `b](x)` shows the fence); so did a
 *   second link whose destination runs on (`[work-item-c[](x`, `)[](x`,
 *   `)ontext]`).
 * - The flat model's links took a destination in `<…>` holding a `<` for
 *   one (cmark-gfm reads no link there), and hid the text after it
 *   (`[](<x)[wo[](<x\\>>)[](x "a`, `b")rk-item-context]`).
 * - The flat model's readings of links and images across lines knew titles
 *   in quotes, not in parentheses: the `)` of a title in `(…)` on the next
 *   line, or left open across lines, was taken to close the destination
 *   (`[wor![a](x`, `(t))k-item-context]`; a generator of chains of links
 *   and images across lines). The image's reading did not read titles at
 *   all (`Work-i![a`, `b](x "a)`, `b")tem context`). A `(` opens a title
 *   only on the line right after the destination's (`](x`, `]`,
 *   `(x)[[[](x)/work-![a`, `b](x)item-context]`).
 * - Where a link or image whose destination or description runs on
 *   followed another's end on a line, the flat model's reading went on
 *   through it only: where it never closes, it is text, and the reading so
 *   far with the rest of the line shows (`[/work-item-c[](x`,
 *   `)ontext](x]`; `Work-i![a`, `b](x)tem context![c`).
 * - An image whose description never closes is text: the flat model read
 *   only the first image left open on a line, which hid an image opened
 *   inside it (`![`, `[/work-![a`, `b](x)item-context]`; also on the same
 *   line: `![work-![a`, `b](x)item-context]`; also after a link or image
 *   across lines: `[](x`, `)![[/work-item-contex![a`, `b](x)t]`). A second
 *   image reading now starts there (one level).
 * - The flat model's readings across lines put a heading's `> ` at the
 *   line start, before the label of a footnote definition: the footnote's
 *   text moves to the end of the page, out of that quote (`[^1]:
 *   Work-i![a`, `b](x)tem context`; browser oracle, which `checkRendered`
 *   does not model: pinned here by the output).
 * - The flat model's loose linked reading took brackets before a `(` that
 *   starts no destination for a link, and ran only where an image or `[^`
 *   stood in the line (`[[x](u \\[/work-item](u)-context]`; browser
 *   oracle).
 * - A table cell that cmark-gfm reads otherwise than micromark (a link
 *   destination with a `(` left open before white space, which only
 *   cmark-gfm takes) was handed to the flat model without its table, so
 *   the flat model did not read it as a cell (`| a | Amend[](x(y "t")ments
 *   |`, `| - | - |`; browser oracle, the AST engine). The whole table is
 *   handed over now.
 * - The flat model's image reading across lines took brackets after an
 *   image's description for its label even where they hold a `[` (no
 *   label can): the image is a shortcut reference, or text, that ends at
 *   its `]` (`![a`, `b][/wo![](x)…rk-item-context]` with `[a b]: u`;
 *   browser oracle).
 * - Where a link's reading across lines handed over to an image's, it was
 *   dropped: where the image's description never closes, its `![` is text
 *   (`)tem-context]![![a`, then `b][r]`).
 * - After a link or image across lines, the flat model took a `]` that
 *   closes nothing on the line for the end of link text whose destination
 *   runs on, though no `[` the reading read is open: it is text, and a
 *   link after it may be the one that runs on (`![a`, `b](x)](x[/work-item-c![a](`,
 *   `<x>`, `"t")ontext]`; browser oracle).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {liveThenDefangedInEveryMode, renderedModes} from '../support/rendered.js'

/** Puts the shipped mode past its budget: the block is read by the flat model. */
const buster = '\n' + '*a* '.repeat(130)

describe('a chain of images and links across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    'Work-i![a\nb](x\n"t")![x](x\n"t")tem context\n---',
    'Work-i![a\nb](x\n)![x](x\n)tem context',
    'Instruction ![a\nb](x\n)![x](x\n)from @x',
    'Work-i![a\nb](x\n)![x](x\n)tem context' + buster,
    '- <a\nb>[work-item-c&NoBreak;[](x\n)ontext]![a\nb](x\n)',
    '[work-item-c[](x\n)ontext]![a\nb](x)',
    '[work-item-c[](x\n)[](x\n)ontext]',
    '[work-item-c[](x\n)![](x\n)ontext]',
    '[work-item-c[](x\n)ontext]![a\nb](x)' + buster
  ])
})

describe('a destination in `<…>` that holds a `<` (flat model)', () => {
  liveThenDefangedInEveryMode([
    '<div>\n\n[](<x)[wo[](<x\\>>)[](x "a\nb")rk-item-context]',
    '[](<x)[wo[](<x\\>>)[](x "a\nb")rk-item-context]' + buster,
    '[](<x)[wo[](<\\>>)rk-item-context]' + buster
  ])
})

describe('a title in parentheses across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '| [/wor[](x\n\'t\')![a](x\n(t))k-i![](x)tem-context]\n---',
    '- | [/work-item-con![a](x\n(t))text]\n\n[r]: u',
    '[](x(y "t")Inst[](x\n\'t\')![a](x\n(t))ruction from @x\n---',
    '- [](x(y "t")Amen![a](x\n(t))![x](\nx)dments\n\nx',
    'Work-i![a\nb](x\n(t))tem context',
    'Work-i![a\nb](x (a\nb))tem context',
    '[work-item-c[](x (a\nb))ontext]',
    'Work-i![a\nb](x (a\nb))tem context' + buster
  ])
})

describe('a `(` on a later line opens no title (flat model)', () => {
  liveThenDefangedInEveryMode([
    '](x\n]\n(x)[[[](x)/work-![a\nb](x)item-context]',
    '](x![\n]\n(x)[[[](x)/work-![a\nb](x)![a\n[b](u)](x)![a\nb](x)item-context]'
  ])
})

describe('a link or image that never closes after another on its line (flat model)', () => {
  liveThenDefangedInEveryMode([
    '[/work-item-c[](x\n)ontext](x]',
    '[/wor![](x)![a\n[b](u)](x)[](x (a\nb))k-item-context![](x)](x]\n---',
    'Work-i![a\nb](x)tem context![c',
    'Work-i![a\nb](x)tem context![c' + buster
  ])
})

describe('an image opened inside one that never closes (flat model)', () => {
  liveThenDefangedInEveryMode([
    '![\n[/work-![a\nb](x)item-context]',
    '![work-![a\nb](x)item-context]',
    '- | [/![a\nb][r]<a b="\n">![work-![a\n[b](u)](x)![a\nb](x)it![a\nb](x)em-context]',
    '![\nWork-i![a\nb](x)tem context![c',
    '![work-![a\nb](x)item-context]' + buster
  ])
})

describe('a footnote definition that a reading across lines starts on', () => {
  test.each(renderedModes)("the heading's `> ` goes after the label (%s)", (_, options) => {
    for (const body of [
      '[^1]: Work-i![a\nb](x)tem context\n\nx[^1]',
      '[^1]: Work-i[](x\n)tem context\n\nx[^1]',
      '[^1]: Work-item c&ZeroWidthSpace;![a\nb](x&#41;)ontext![x][^1] |\n| - | - |'
    ]) {
      const value = defangMarkdown(body, options).value
      if (options === renderedModes[2][1]) {
        // Flat, the heading backstop also breaks the chain (ninth session).
        expect(value.startsWith('[^1]: > Work-i'), value).toBe(true)
        expect(value).toMatch(/\\\[/)
      } else {
        expect(value).toBe(body.replace('[^1]: ', '[^1]: > '))
      }
    }
  })
})

describe('brackets before a `(` that starts no destination (flat model)', () => {
  liveThenDefangedInEveryMode([
    '1. [](x(y "t")[<s[[x](u ><x y=" > \\[/work-item](u)-context]\n===',
    '[[x](u \\[/work-item](u)-context]' + buster,
    '[[x] \\[/work-item](u)-context]' + buster
  ])
})

describe('a cell cmark-gfm reads otherwise (AST engine)', () => {
  liveThenDefangedInEveryMode([
    '| a | Amendment![x](x(y "t")s |\n| - | - |\n\n[a b]: \nu\n\n[a\tb]: u\n"t"',
    '| a | Amend[](x(y "t")ments |\n| - | - |',
    '| a | b |\n| - | - |\n| c | Amend[](x(y "t")ments |'
  ])
})

describe('brackets after an image that hold a `[` are no label (flat model)', () => {
  liveThenDefangedInEveryMode([
    '- | ![a\nb][/wo![](x)![a\n[b](u)](x)![x](x\n(t))rk-item-context]\n\n[a b]: u',
    '    ![](x)<a b="\n">![a\nb][[](x)![x](x\n)work-item-context]\n\n[^1]: x',
    '![a\nb][/wo![](x)rk-item-context]\n\n[a b]: u' + buster
  ])
})

describe('an image that never closes after a link across lines (flat model)', () => {
  liveThenDefangedInEveryMode(['<div>\n\n[/work-i[](x\n\'a\nb\')![x](x\n)![x](x\n(t))tem-context]![![a\nb][r]\n\n'])
})

describe('a `]` that closes nothing after a link or image across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '<div>\n\n![a\nb](x)](x[/work-item&NoBreak;-c![a](<x>\n"t")ontext]\n\n[a b]: u',
    '![a\nb](x)](x[/work-item-c![a](\nx\n"t")ontext]' + buster,
    '[](x\n)](x[/work-item-c![a](\nx\n)ontext]' + buster,
    '[](x\n)](x[/work-item-c[](\nx\n)ontext]' + buster,
    // Where a `[` before is open, the `]` ends link text.
    '[Work-i![a\nb](x)](x\n)tem context' + buster
  ])
})

describe('an image opened inside one that never closes, after a link or image across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '1. [](x (a\nb))![[/work-item-contex![a\nb](x)t]![a](<x>\n"t")<!-- \n -->(',
    '[](x\n)![[/work-item-contex![a\nb](x)t]' + buster,
    'Work-i![a\nb](x)![[/work-item-contex![a\nb](x)t]' + buster
  ])
})
