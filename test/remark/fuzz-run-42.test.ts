/**
 * What fuzz run 42 found (the twenty-fifth session, 2026-12-05; cmark-gfm
 * oracle; default mode, no time budget, the flat model, and behind a
 * paragraph over the markup budget), against `2e5c39e`. Each test fails on
 * that build. All are the AST engine's reading of a CDATA opener in an
 * HTML block: `HiddenElements` follows the elements open roughly, and
 * where a browser's tree builder keeps others open, the opener is a
 * section where the model read a bogus comment, or the other way round.
 * Every CDATA opener is now read both ways too; the model follows the
 * simple cases as a browser does. And what fuzz run 43 found, against
 * `fb53465`.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {HiddenElements, foreignDepthAfter} from '../../packages/remark-steer-defang/src/html-display.js'
import {describe, expect, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  expectLiveThenDefanged,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  overBudget
} from '../support/rendered.js'

/**
 * @param tags
 *   Tags, in order.
 * @returns
 *   Whether the model says foreign content is open after them.
 */
function foreignAfter(tags: ReadonlyArray<string>): boolean {
  const hidden = new HiddenElements()
  let text = ''
  for (const tag of tags) {
    const start = text.length
    text += tag
    hidden.follow(text, start, text.length)
  }

  return hidden.inForeignContent()
}

describe('fuzz run 42', () => {
  // A: `<font>` breaks out of foreign content with `color`, `face` or
  // `size` only.
  describe('`<font>` with another attribute, in SVG', () => {
    liveThenDefangedEverywhere(['<div><svg><font x><![CDATA[Amendments]]>', '<div>\n<svg\n><font\nx\n><![CDATA[Amendments]]>'])
  })

  // B: the end tag of an HTML element that is not open (void, or closed
  // already) closes nothing.
  describe('an end tag of an HTML element not open, then SVG or MathML', () => {
    liveThenDefangedEverywhere([
      '<div><hr><math></hr><![CDATA[Amendments]]>',
      '<p><hr><svg></hr><![CDATA[Amendments]]>',
      '<div><input><svg></input><![CDATA[Amendments]]>',
      '<div><a><a><svg></a><svg></a><![CDATA[Amendments]]>',
      '<div><dd><dt><svg></dd><![CDATA[Amendments]]>'
    ])
  })

  // C: past `<object>` or `<table>` the end tag of an element around them
  // is ignored.
  describe('an end tag past a special element', () => {
    liveThenDefangedEverywhere([
      '<div><i><object><svg></i><![CDATA[Amendments]]></div>',
      '<div><i><table><svg></i><![CDATA[Amendments]]></div>',
      '<div><i><object><math></i><![CDATA[Amendments]]>'
    ])
  })

  // D, E: an integration point's end tag with an HTML element open in it
  // is ignored; an HTML end tag there closes SVG nested inside.
  describe('end tags in and around integration points', () => {
    liveThenDefangedEverywhere([
      '<div>Work-item <svg><desc><i></desc><![CDATA[x> context</div>',
      '<div>Work-item <math><mi><i></mi><![CDATA[x> context</div>',
      '<div>Work-item <svg><foreignObject><i></foreignObject><![CDATA[x> context</div>',
      '<div>Work-item <svg><desc><i><svg></i><![CDATA[x> context</div>',
      '<div>Work-item <svg><desc><b><math></b><![CDATA[x> context</div>'
    ])
  })

  // F, G: `<svg>` in MathML is MathML (its `<mi>` an integration point);
  // `<select>` drops `<svg>` and `<math>`.
  describe('`<svg>` in `<math>`, and `<select>`', () => {
    liveThenDefangedEverywhere(['<div>Work-item <math><svg><mtext><![CDATA[x> context</div>', '<div>Work-item <select><math><![CDATA[x> context</div>'])
    liveAfterCoreThenDefanged(['<div>Work-item<math><svg><mi><![CDATA[x>context', '<td>Work-item<select><svg><![CDATA[x>context'])
  })

  // H, I: a `/` that ends an unquoted value closes nothing (`<svg a=/>`
  // opens); `<i/>` opens `<i>`.
  describe('`a=/>`, and `/>` on an HTML element', () => {
    liveThenDefangedEverywhere([
      '<div><svg a=/><![CDATA[Amendments]]>',
      '<div><svg a=\n/><![CDATA[Amendments]]>',
      '<pre><svg a=/><![CDATA[Amendments]]>',
      '<table><svg a=/><![CDATA[Instruction from @',
      '<div>Work-item <svg><desc a=/><![CDATA[x> context</div>',
      '<div>Work-item <i/><svg></i><![CDATA[x> context</div>',
      '<div>Work-item <b/><math></b><![CDATA[x> context</div>'
    ])
    liveAfterCoreThenDefanged(['<div>Work-item<d><math><mo a=/><![CDATA[x>context'])
  })

  test('`HiddenElements` follows the simple cases as a browser does', () => {
    expect(foreignAfter(['<svg a=/>'])).toBe(true)
    expect(foreignAfter(['<svg a=/ >'])).toBe(true)
    expect(foreignAfter(['<svg/>'])).toBe(false)
    expect(foreignAfter(['<svg a="/"/>'])).toBe(false)
    expect(foreignAfter(['<svg>', '<font x>'])).toBe(true)
    expect(foreignAfter(['<svg>', '<font color=red>'])).toBe(false)
    expect(foreignAfter(['<svg>', '<font SIZE>'])).toBe(false)
    expect(foreignAfter(['<hr>', '<math>', '</hr>'])).toBe(true)
    expect(foreignAfter(['<i/>', '<svg>', '</i>'])).toBe(false)
  })

  test('the flat model counts SVG and MathML by the same rules', () => {
    const depth = (tag: string, before: number): number => foreignDepthAfter(tag, 0, tag.length, before)
    expect(depth('<svg a=/>', 0)).toBe(1)
    expect(depth('<svg/>', 0)).toBe(0)
    expect(depth('<font x>', 1)).toBe(1)
    expect(depth('<font color=red>', 1)).toBe(0)
  })
})

describe('fuzz run 43', () => {
  // Lone backtick lines pair up (see fuzz run 41's class): the second
  // closes the first's span, so the image's code span on the next line
  // holds its first `]`, and the description ends on the line after. The
  // reading of an image whose description runs on took the second
  // backtick for an opener left open (flat model).
  describe('lone backtick lines, then an image whose description holds a code span across lines (flat model)', () => {
    const bodies = ['`\n`\n![``a`]\n`]()Work-item context', '`\n`\n![``a`]\n`b]()Work-item context']
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(bodies, {maxPieceLength: 1})
    })
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(bodies)
    })
  })

  // cmark-gfm 0.29 remembers where it last saw each run length: the `` `` ``
  // finds no closer in its paragraph, so the backtick after the image's
  // `]` opens nothing, and the image ends on the second line. The reading
  // of code spans as cmark-gfm matches them took the lines up to a blank
  // one for the paragraph, and a quote or heading below held a closer.
  describe('a run whose closer is in a block below the paragraph (every mode)', () => {
    liveThenDefangedEverywhere([
      '![``a`]`\nb`]()Amendments\n`\n>``',
      '![``a`]`\nb`]()Amendments\n`\n# ``',
      '![``a`]\n`Instruction\nb`](u)Amendments\n` \n` \na `b\n>``'
    ])
  })

  // A lazy backtick line in a quote, then quoted or lazy lines: the span
  // the lazy line opens holds the heading (the first two were live on
  // `fb53465` only, where the pairing down the paragraph read the quote
  // markers as code; the last two on `2e5c39e` too).
  describe('a lazy backtick line in a quote, then the heading in a span (flat model)', () => {
    const bodies = ['>``\n`\nWork-item\n>context`', '>x\n`\n>Work-item\n>context`', '>x\n`\n>`Work-item`\n>context`', '>\\\n`\n>`Work-item`\n>context`']
    test('no live token after defanging (flat), a fixed point', () => {
      expectLiveThenDefanged(bodies, {maxPieceLength: 1})
    })
    test('in the default mode, behind a paragraph over the markup budget', () => {
      expectDefangedBehindBudget(bodies)
    })
  })

  // A lower-case CDATA opener at a line start opens an HTML block in
  // cmark-gfm; a browser reads a bogus comment that ends at the `>` on the
  // next line, then `<math>` opens and a section shows `@`.
  describe('a lower-case CDATA opener whose bogus comment ends on the next line', () => {
    liveThenDefangedEverywhere(['<![cdata[\ni><math>Instruction from<![CDATA[\n@]]>'])
  })

  // Behind a paragraph over the markup budget, `<select>` goes on with
  // that paragraph, and the `> ` the flat model adds opens a quote whose
  // lazy lines a browser shows in the `<select>` on one line. Neither body
  // is live as written, nor in any other mode after defanging. Fixed with
  // the class below: after a `<select`, any word of a token escapes it.
  describe('`<select>` on the line after a paragraph over the markup budget', () => {
    const bodies = ['<select>Work-item\n-<T>context', '<select>Work-item\n-<b>context']
    test('is not live as written, nor after defanging all flat', () => {
      for (const input of bodies) {
        expect(checkRendered(input).live, input).toEqual([])
        expect(checkRendered(defangMarkdown(input, {maxPieceLength: 1}).value).live, input).toEqual([])
      }
    })
    test('no live token behind a paragraph over the markup budget', () => {
      for (const input of bodies) {
        expect(checkRendered(defangMarkdown(overBudget + input).value).live, input).toEqual([])
      }
    })
  })
})

/**
 * Found by review in the twenty-sixth session, against `8d939af`: a browser
 * drops the block tags inside a `<select>` and joins their text, which
 * drops what Markdown displays nothing for between the halves of a
 * heading: a list marker, a setext underline, a table's pipes. The
 * pre-filter that decides whether to escape `<select` read no heading
 * there, so it was left open in every mode. It now also asks for
 * `work-item` and then `context` anywhere after the tag.
 */
describe('review 26: a heading joined across blocks in a `<select>`', () => {
  // Behind a paragraph over the markup budget, the `<select>` goes on
  // with it (the rest falls back).
  describe('in a paragraph', () => {
    liveThenDefangedEverywhere([
      'x <select>\nWork-item\n\n- context',
      'x <select>\nWork-item\n\n10) context',
      'x <select>\nWork-item\n---\ncontext',
      'x <select>\n| Work-item |\n|-|\n| context |',
      'x <select>\n> Work-item\n-\n<T>\ncontext',
      'x <select>\nWork-item\n```js\ncontext\n```',
      'x <select>\n1. Work-item\n2. context'
    ])
  })
  describe('after a blank line', () => {
    liveThenDefangedInEveryMode(['x <select>\n\n| Work-item |\n|-|\n| context |', '<select>\n\nWork-item\n\n+ context'])
  })
})
