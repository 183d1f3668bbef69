/**
 * Fuzz, the eighth run (2026-12-03, second session): the grammar fuzzers,
 * a mutation fuzzer seeded with every input in the tests and fixtures, and
 * a run judged by the browser oracle (bodies defanged, rendered by
 * cmark-gfm and laid out in headless Chromium; see
 * `test/preview/browser-lines.ts`). Each finding is fixed with a test that
 * fails on the build before the fix.
 *
 * - Where cmark-gfm 0.29 reads a table and micromark a paragraph (`\\|`
 *   is an escaped `|` to cmark-gfm, an escaped `\` then a cell break to
 *   micromark, so the head row has another number of cells), a tag line
 *   after the delimiter row opens an HTML block (kind 7) in cmark-gfm only.
 *   A fence after it is inside that block on GitHub, which ends at the
 *   blank line; micromark's paragraph lets the fence interrupt it, and the
 *   fence runs on. The piece after the blank line was read in the fence
 *   only, so a reference there stayed as written (browser oracle).
 * - cmark-gfm 0.29 matches `<![CDATA[` in any case (an HTML block of kind
 *   5 that runs across blank lines, and inline HTML); micromark in upper
 *   case only, so it showed `<![cdata[x>Amendments` as text where a browser
 *   ends a bogus comment at the first `>` and shows the heading, and a
 *   token split across a blank line in such a block, or after a fence
 *   inside it, was not read (mutation fuzzer). Inline, beside an image,
 *   the flat model's readings hid the one or the other, never both
 *   (`Work![x](u)<![cdata[]]>-item context`; a construct zoo fuzzer).
 * - A link destination with a `(` left open before white space is one to
 *   cmark-gfm 0.29, not to CommonMark: `[Amend](x( "t")ments` shows
 *   `Amendments` on GitHub; the flat model, which reads such text, took
 *   CommonMark's grammar (browser oracle).
 * - Definitions before a table head that micromark reads as another block
 *   (`[r]: \\[work-item-context\\]`, `<br>`, `|-|`: an HTML block there):
 *   cmark-gfm's paragraph goes on, its table takes the last line, and the
 *   definitions show as text (mutation fuzzer).
 * - A block micromark alone opens (`<textarea>`, a lower-case declaration)
 *   interrupts a paragraph whose link runs across it in cmark-gfm:
 *   `[](/u "a`, `<textarea>`, `b")Amendments` (browser oracle).
 * - In the flat model, a line whose wrappers hold a `<` was taken for one
 *   a construct hides, even where the `<` starts none the core reads (an
 *   unclosed `<!--` in an image's description: `![[<!--x](u)](u)Amendments`;
 *   mutation fuzzer).
 * - In the flat model, a `]` that closes nothing on its line was read as
 *   the end of link text from a line above, so a link after it whose
 *   destination runs on was missed (`x][[work-item](`, `)-context]`;
 *   mutation fuzzer).
 * - A processing instruction left open in an HTML block swallows the
 *   `<blockquote>` of a quoted heading when what would end it sits in a
 *   definition, which displays nothing: a `>` in a footnote's label
 *   (`<?`, blank, `[^</td>a]: t`, `    ?>`, `> Amendments`; browser
 *   oracle), or a label across lines (`[a</b>]: u`, which the core's tag
 *   breaks spread over three).
 * - In the flat model, the joined reading of an HTML block went on after
 *   the first `>` of an end tag carried over from the line above, not
 *   after the one a browser ends it at, outside quoted values (`<v>`,
 *   `</b`, `t=">">Instruction`, `<b>`, `from @`; mutation fuzzer).
 * - In the flat model, a link whose destination runs across lines was read
 *   on only to its end, not through a second one that opens on the closing
 *   line (`![](`, `<x y>`, `)I![](`, `<x y>`, `)nstruction from @x`, where
 *   the core breaks the tag `<x y>` out; construct zoo fuzzer).
 * - In the flat model, a link's title left open across lines was ended at
 *   the first `)` on a later line, one inside the title too
 *   (`<textarea`, `[work-item[](x "<b>a)b")-context]`, which the core's
 *   tag breaks spread over three lines; mutation fuzzer).
 * - In the flat model, an image's description before a destination that
 *   runs on was read as link text, which shows (`Instru![x](`, `u`,
 *   `)ction from @x`; construct zoo fuzzer).
 * - A link definition in a footnote's text (`[^1]: [r]: y`) defines `r` for
 *   cmark-gfm; the engine's collection of definitions read only the
 *   footnote's label, so `[![r]](z)Amendments` was taken for text that
 *   shows the image's brackets (mutation fuzzer).
 * - The construct zoo fuzzer (a token split around constructs that may
 *   display nothing in one parser only) found the image reading below
 *   short of cmark-gfm's destination (a `(` left open before the title:
 *   `Instruction from ![a`, `b](x(y "t")@x`), of a second image on the
 *   closing line, and of text before the image on lines above a
 *   lower-case CDATA section (`![a`, `b](x`, `)Ame<![cdata[]]>ndments`).
 * - In the flat model (which any body reaches past a budget), an image's
 *   description that runs onto later lines hid nothing: where the image
 *   loads, `Instruction from ![x`, then `](u)@x` shows `Instruction from
 *   @x` (browser oracle); read with a fence's brackets showing too
 *   (`[work-item-![a`, `b](u)context]`; construct zoo fuzzer).
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectQuietDefanged, liveThenDefangedInEveryMode, renderedModes} from '../support/rendered.js'

describe('a tag line after a table only cmark-gfm reads', () => {
  const bodies = [
    // As the fuzzer shrank it (the core's tag breaks split the second line).
    '\\\\||\n:-<k>```\n\nInstruction from&#9;@',
    '\\\\||\n:-\n<k>\n~~~\n\n&#65;mendments\n\nx',
    '> \\\\||\n> :-\n> <span>\n> ```\n\n&#87;ork-item context',
    // A long first piece: the cut is not merged away.
    'Amendments\n' + 'word '.repeat(1000) + '\n\n\\\\||\n:-\n<k>\n```\n\nInstruction from&#9;@'
  ]

  liveThenDefangedInEveryMode(bodies)

  test('the edit is the reference or the quote, nothing more', () => {
    expect(defangMarkdown(bodies[0] as string).value).toBe('\\\\||\n:-\n<k>\n```\n\nInstruction from&#9;(at)')
    expect(defangMarkdown(bodies[1] as string).value).toBe('\\\\||\n:-\n<k>\n~~~\n\n> &#65;mendments\n\nx')
  })
})

describe('a CDATA section not in upper case (cmark-gfm only)', () => {
  const bodies = [
    '<![cdata[x>Amendments',
    '<![CdATA[dATA[x>\nWork-item\n\ncontext\n]]>\n',
    '<![Cdata[x>\n\nInstruction from&#9;@x\n]]>',
    '<![cdata[\n```\n]]>\n\n&#65;mendments',
    '- <![cdata[\n\n  x>Work-item\n\n  context ]]>',
    // Inline, beside an image: both display nothing on GitHub.
    'Work![x](x)<![cdata[]]>-item context',
    '<div>\n\nWork![x](x\u3000y)<![cdata[]]>-item context',
    'Instruction from ![x](u)<![cdata[]]>@x',
    '[work-item-![](u)<![cdata[]]>context]'
  ]

  liveThenDefangedInEveryMode(bodies)

  test('an upper-case one is read as before', () => {
    expect(defangMarkdown('<![CDATA[x>Amendments]]>').value).toBe('<![CDATA[x>Amendments]]>')
  })
})

describe('a link destination with a `(` left open before white space (cmark-gfm only)', () => {
  const bodies = [
    '[Amend](x(y "t")ments',
    '[Amend]([Amend](https://x "title")ments',
    '[Amend](x( )ments',
    '[Amend](x(\n)ments',
    '[Amend](x(y)z(w "t")ments'
  ]

  liveThenDefangedInEveryMode(bodies)

  test('the heading is quoted; a balanced one is read as before', () => {
    // The parse leaves this block to the flat model, whose heading
    // backstop (ninth session) also breaks the chain.
    expect(defangMarkdown(bodies[0] as string).value).toBe('> [Amend\\](x(y "t")ments')
    expect(defangMarkdown('[Amend](x(y "t"))ments').value).toBe('[Amend\\](x(y "t"))ments')
  })
})

describe('an image whose description runs across lines (the flat model)', () => {
  const bodies = [
    'Instruction from ![x\n](x)@x',
    'Instruction from ![\n](x)@x',
    'Amend![x\ny\n](u)ments',
    'Work-item ![a [b\nc] d\n](u "t")context',
    'Instruction from ![a\n](u "x\ny")@x',
    'Amend![x\n][r]ments\n\n[r]: u',
    // A fence's brackets show (the linked reading), with a no-break space
    // in the destination.
    '[work-item-![a\nb](x\u00A0y)context]',
    'x [work-item-![a\nb](u)context]',
    // Past a budget, as shipped: the block is read by the flat model.
    'Instruction from ![x\n](x)@x\n' + '*a* '.repeat(130)
  ]

  liveThenDefangedInEveryMode(bodies)

  test('the edits', () => {
    expect(defangMarkdown(bodies[0] as string, {maxPieceLength: 1}).value).toBe('Instruction from ![x\n](x)(at)x')
    // Quoted by the flat model, and its chain broken by the heading
    // backstop (ninth session), which knows no construct.
    expect(defangMarkdown(bodies[2] as string, {maxPieceLength: 1}).value).toBe('> Amend!\\[x\ny\n\\](u)ments')
  })
})

describe('cmark-gfm paragraphs that go on where micromark opens another block', () => {
  const live = [
    '[r]: \\[work-item-context\\]\n<br>\n|-|\n',
    '[](/u "a\n<textarea>\nb")Amendments',
    'x\n[](/u "a\n<!x>\nb")Amendments'
  ]

  liveThenDefangedInEveryMode(live)

  test.each(renderedModes)('after the core\'s tag breaks too (%s)', (_, options) => {
    // Not live as written: the core's break after `<br>` makes the table.
    expectQuietDefanged(['[r]: \\[work-item-context\\]\n|a|\n<br>|-|\n', '[](/u "a<textarea>\nb\t*\\\\&")Amendments</b>\n'], options)
    expect(defangMarkdown('[r]: \\[work-item-context\\]\n|a|\n<br>|-|\n', options).value).toBe(
      '[r]: (work-item-context)\n|a|\n<br>\n|-|\n'
    )
  })
})

describe('an unclosed comment among the wrappers (the flat model)', () => {
  const buster = '\n' + '*a* '.repeat(130)
  liveThenDefangedInEveryMode(['![[<!--x](u)](u)Amendments', '![[<!--x]([)](u)Amendments' + buster])

  test('a closed construct still hides the heading', () => {
    expect(defangMarkdown('<!-- Amendments -->', {maxPieceLength: 1}).value).toBe('<!-- Amendments -->')
  })
})

describe('a `]` that closes nothing before a link whose destination runs on (the flat model)', () => {
  const buster = '\n' + '*a* '.repeat(130)
  liveThenDefangedInEveryMode(['x][[work-item](\n)-context]', '][[work-item](\n)-context]' + buster])
})

describe('the construct zoo: images across lines, with what cmark-gfm alone reads', () => {
  const bodies = [
    'Instruction from ![a\nb](x(y "t")@x',
    '- Instructio![a\nb](x(y "t")n from @x |\n| - | - |',
    'Instru![a\nb](x\n)![a\nb](x(y "t")ction from @x\n===',
    'x\n![a\nb](x\n)Ame<![cdata[]]>ndments',
    'Work-item![x](x\n"t")<![cdata[]]> context'
  ]

  liveThenDefangedInEveryMode(bodies)
})

describe('a construct that runs past a definition into a quoted heading', () => {
  liveThenDefangedInEveryMode(['<div>\n> <?\n\n[^</td>a]: t\n    ?>\n\n> Amendments', '<div>\n<?\n\n[a</b>]: u\n\n> Amendments'])
})

describe('an end tag carried over, with a quoted `>`, in an HTML block (the flat model)', () => {
  const buster = '\n' + '*a* '.repeat(130)
  liveThenDefangedInEveryMode(['<v>\n</b\nt=">">Instruction\n<b>\nfrom @', '<v>\n</b t="\nx>">Instruction\n<b>\nfrom @'])

  test.each(renderedModes)('live only after the core\'s tag breaks, past a budget (%s)', (_, options) => {
    expectQuietDefanged(['<v></b\nt=">">Instruction<b>from @' + buster], options)
    expect(defangMarkdown('<v></b\nt=">">Instruction<b>from @' + buster, options).value).toContain('from (at)')
  })
})

describe('links whose destinations run across lines, one after another (the flat model)', () => {
  liveThenDefangedInEveryMode([
    '![](<x y>)I![](<x y>)nstruction from @x',
    '[](\n)Wor[](\n)k-item context',
    // A link's reading handed over to an image's, and back.
    '[](\n)Wor![\n](())k-item context',
    'Wor![a\nb](x)[](x\n)k-item context',
    '- [](x "a\nb")Work-item con[](x "a\nb")text\n---'
  ])
})

describe('a link title left open across lines, with a `)` in it (the flat model)', () => {
  liveThenDefangedInEveryMode(['<textarea\n[work-item[](x "<b>a)b")-context]', '[Amend](x\n"a)b")ments'])
})

describe('an image whose destination runs across lines (the flat model)', () => {
  liveThenDefangedInEveryMode([
    'Instru![x](\nu\n)ction from @x',
    'Instru![x](<x y>)![a\nb](x "t")ction from @x',
    '1. [](x "a\nb")In![x](\nx)struction from @x\n',
    'x\n[](x "a\nb")Instruc![ ](\nx)tion from @x'
  ])
})

describe("a link definition in a footnote's text", () => {
  liveThenDefangedInEveryMode(['[![r]](z)Amendments\n\n[^1]: [r]: y', '[Amend][r]ments\n\n[^1]: [^2]: [r]: y'])
})
