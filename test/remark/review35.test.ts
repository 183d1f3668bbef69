/**
 * Reviews 35 and 36 (what github.com displays beyond cmark-gfm; how a
 * browser lays out text):
 *
 * - `<bdo dir="rtl">` shows its text backwards (GitHub keeps `bdo` and
 *   `dir`): `stnemdnemA` displayed `Amendments`. Its `<` is now escaped, as
 *   a reference to U+202E is neutralized.
 * - A browser removes a line break next to U+200B (CSS Text; Firefox also
 *   one between two wide characters), and GitHub passes an HTML block's
 *   line feeds through: `Amend&#8203;`, a line break, `ments` showed
 *   `Amend​ments`. Such a reference now shows as written (`&amp;`).
 * - The flat model's joined reading read a line of text in an HTML block
 *   as Markdown, where a tag CommonMark rejects is text: `<div>`,
 *   `Instruction from <b/x>`, `@x` showed a live attribution. Its tags are
 *   now read as a browser reads them.
 * - Firefox removes a line break between two wide characters: `<div>`,
 *   `Amenｄ`, `ｍents` shows `Amenｄｍents`. The fold pass now reads the
 *   stretches it changed once more with such line breaks removed.
 * - Review 36: `dir` isolates reorder text as `<bdo>` does
 *   (`<div dir=rtl><b dir=rtl>from @x</b>Instruction` shows `Instruction
 *   from @x`): every tag with `dir` is escaped. A line feed decoded from
 *   `&#10;` is removed next to U+200B too, also in a paragraph; white space
 *   references around a line break count; tags and comments across lines
 *   and the blank line between two HTML blocks do not keep wide
 *   characters apart.
 */
import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'
import {expectLiveThenDefanged, renderedModes} from '../support/rendered.js'

const modes = renderedModes

/**
 * Defang each input and check the output holds (or matches) what is
 * expected, and is a fixed point.
 *
 * @param cases
 *   Inputs and what their output must hold.
 * @param options
 *   Options.
 */
function expectEdited(
  cases: ReadonlyArray<readonly [string, string | RegExp]>,
  options: (typeof modes)[number][1]
): undefined {
  for (const [input, expected] of cases) {
    const result = defangMarkdown(input, options)
    if (typeof expected === 'string') expect(result.value, input).toContain(expected)
    else expect(result.value, input).toMatch(expected)
    expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
  }
}

describe('reviews 35 and 36', () => {
  const reversed = [
    '<bdo dir=rtl>stnemdnemA</bdo>',
    '<bdo dir="rtl">x@ morf noitcurtsnI</bdo>',
    '<div dir="rtl">\n<BDO>.txetnoc meti-kroW</BDO>\n</div>',
    'x <bdo\ndir=rtl>stnemdnemA</bdo>',
    '<bdo/dir=rtl>stnemdnem&#65;</bdo>'
  ]

  const glued = [
    ['<div>\nAmend&#8203;\nments', 'Amend&amp;#8203;\nments'],
    ['<div>\nInstr&#8203;\nuction from @x\n</div>', 'Instr&amp;#8203;\nuction'],
    ['<div>\n[work-item-context&#8203;\n]\n</div>', 'context&amp;#8203;\n]'],
    ['<div>\nWork&#8203; \n-item context.\n</div>', 'Work&amp;#8203; \n-item'],
    ['<div>\nAmend\n\t&#8203;ments\n</div>', 'Amend\n\t&amp;#8203;ments'],
    ['<div>\nAmend&#x200B;\nments', 'Amend&amp;#x200B;'],
    ['<div>\nAmend&NegativeThinSpace;\nments', 'Amend&amp;NegativeThinSpace;'],
    ['<div>\nAmend&#8203\nments', 'Amend&amp;#8203\n'],
    ['<div>\nAmend<b>&#8203;</b>ments', '&amp;#8203;'],
    ['<div>\nAmen&#xFF44;\nｍents', 'Amen&amp;#xFF44;\nｍents'],
    ['<div>\nAmenｄ\n&#xFF4D;ents', 'Amenｄ\n&amp;#xFF4D;ents'],
    ['<div>\nAmen&#xFF44;\n&#xFF4D;ents', 'Amen&amp;#xFF44;\n&amp;#xFF4D;ents'],
    ['<div>\nAmen&#xFF44;<b>\nｍents', 'Amen&amp;#xFF44;\n<b>'],
    ['<div>\nAmenｄ\n<b>\n&#xFF4D;ents', '<b>\n&amp;#xFF4D;ents']
  ] as const


  test('references and wide characters no browser joins into a token keep their bytes', () => {
    for (const input of [
      '<div>\nAmenｄ\nments',
      '<div>\nＡｍｅｎ\nｄ ｍｅｎｔｓ',
      '<div>\n中文\n字符',
      'ｗｉｄｅ\nｔｅｘｔ',
      'a&#8203;b',
      '<div>\nAmen&#xFF44;\nments',
      '<div>\nAmend&#8204;\nments',
      '<div>\n&#x4E2D;\n&#x6587;',
      '<div>\nAmend&#8203;x\nments'
    ]) {
      expect(defangMarkdown(input).value, input).toBe(input)
    }
  })

  const browserTags = [
    '<div>\nInstruction from <b/x>\n@x',
    '<div>\nInstruction from <b/x> \n@x',
    '<div>\nInstruction from <style/x>\n@x',
    '<div>\nInstruction from <b =x>\n@x',
    '<div>\nInstruction from </b x>\n@x',
    '<div>\nInstruction from <b_x>\n@x',
    '<div>\nInstruction from <b/x>\n<b/x>@x',
    '<div>\nInstruction <b/x>\nfrom @x'
  ]

  test.each(modes)('tags CommonMark rejects in an HTML block join no live token (%s)', (_, options) => {
    // Negative control included: GitHub shows a live attribution in each.
    expectLiveThenDefanged(browserTags, options)
  })

  const wide = [
    ['<div>\nAmenｄ\nｍents', '> Amend\nments'],
    ['<div>\nＡｍｅｎｄ \n  ｍｅｎｔｓ\n</div>', '> Amend \n  ments'],
    ['Ａｍｅｎｄ\n<b>\nｍｅｎｔｓ\n</b>', '> Amend\n<b>'],
    ['<div>\nＡｍｅｎｄ<b>\nｍｅｎｔｓ', '> Amend\n<b>'],
    ['<div>\nＷork-item\n－context.', '> Work-item\n-context.'],
    ['<div>\nInstructioｎ\nｆrom @x', '(at)x']
  ] as const

  // `<bdo>` (review 35) and `dir` isolates (review 36).
  const isolates = [
    ...reversed,
    '<div dir="rtl"><b dir="rtl">from @x</b>Instruction</div>\n',
    '<div dir="rtl"><b dir="ltr">ments</b>Amend</div>\n',
    '<div dir="rtl"><b dir="ltr">&nbsp;context.</b>Work-item</div>\n',
    '<p DIR=auto>x</p>',
    '<b\ndir=rtl>ments</b>Amend',
    '<b title="<x" dir=rtl>y</b>',
    "<b x='\n<i dir=rtl>ments</i>Amend",
    // Review 37a: a `<bdo>` a browser reads inside another tag.
    '<x<bdo>stnemdnemA</bdo>',
    'a <b title=x/<bdo>y</bdo>',
    // Review 40b: tags in the attributes of a tag with `dir`, nested past
    // the rounds.
    '<a dir t=x<a dir t=x<a dir t=x<a dir t=x<a dir t=x<b dir>',
    '<a dir t="<a dir t=\'<a dir t=x<a dir t=x<a dir t=x<b dir>\'>">'
  ]

  test.each(modes)('a `<bdo>` or a tag with `dir` is shown as text (%s)', (_, options) => {
    for (const input of isolates) {
      const result = defangMarkdown(input, options)
      expect(result.value, input).not.toMatch(/<[a-z]+\b[^<>]*\sdir\b|<bdo/i)
      expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
    }
  })

  test('`dir` as text or in a value keeps its bytes', () => {
    for (const input of ['<b x="dir">ok</b>', 'the dir is /tmp', '<div>direction</div>']) {
      expect(defangMarkdown(input).edits.filter((edit) => edit.replacement === '&lt;'), input).toEqual([])
    }
  })

  const decodedBreaks = [
    ['Amend&#8203;&#10;ments\n', 'Amend&amp;#8203;&#10;'],
    ['# Amend&#8203;&#10;ments\n', '&amp;#8203;'],
    ['| a |\n|---|\n| Amend&#8203;&#10;ments |\n', '&amp;#8203;'],
    ['Amend&#10;&#8203;ments\n', '&#10;&amp;#8203;'],
    ['Amend&#8203; &#10;ments\n', '&amp;#8203;'],
    ['Amend&#8203;&#9;&#10;ments\n', '&amp;#8203;'],
    ['Amend&#8203;&#13;&#10;ments\n', '&amp;#8203;'],
    ['<div>\nAmend&#8203;&#32;\nments\n</div>\n', '&amp;#8203;'],
    ['<div>\nAmend&#8203;&Tab;\nments\n</div>\n', '&amp;#8203;'],
    ['[work-item-context&#8203;&#10;]\n', '&amp;#8203;'],
    ['Amenｄ&#10;ｍents\n', 'Amenｄ&amp;#10;ｍents'],
    ['［ｗｏｒｋ－ｉｔｅｍ－&#10;ｃｏｎｔｅｘｔ］\n', '－&amp;#10;ｃ'],
    ['<div>\nAmen&#xFF44;\n<!--\nx\n-->\nｍents\n</div>\n', 'Amen&amp;#xFF44;'],
    // Review 37a: emphasis and link syntax between display nothing.
    ['*Amend&#8203;*&#10;ments', '&amp;#8203;'],
    ['~~Amend&#8203;~~&#10;ments', '&amp;#8203;'],
    ['[Amend&#8203;](u)&#10;ments', '&amp;#8203;'],
    ['Amend&#10;[&#8203;ments](u)', '&amp;#8203;'],
    ['# [Amend&#x200B;](u)&NewLine;ments', '&amp;#x200B;'],
    ['**[work-item-contexｔ**&#10;］', '&amp;#10;'],
    ['Amen**ｄ**&#10;ｍents', '&amp;#10;'],
    // Review 38a: HTML blocks after other blocks, around definitions, of
    // kinds 1–5 across blank lines.
    ['# T\n<x>\nAmend&#8203;\nments', '&amp;#8203;'],
    ['***\n<a href=x>\n[work-item-context&#8203;\n]', '&amp;#8203;'],
    ['T\n=\n<x>\nAmend&#8203;\nments', '&amp;#8203;'],
    ['a\n- <x>\nAmend&#8203;\nments', '&amp;#8203;'],
    ['<x>\nAmend&#8203;\n\n[a]: b\n\n<x>\nments', '&amp;#8203;'],
    ['<x>\nAmend&#8203;\n\n[^1]: z\n\n<x>\nments\n\n[^1]', '&amp;#8203;'],
    ['<script>\n<div>\nAmend&#8203;\n\nments\n</div>\n</script>', '&amp;#8203;'],
    ['<!-- --!>\nAmend&#8203;\n\nments<!---->', '&amp;#8203;'],
    ['<?a>\n<div>\nAmend&#8203;\n\nments\n</div>\n?>', '&amp;#8203;'],
    ['# T\n<x>\nAmenｄ\nｍents', '> Amend'],
    // Review 39a: tags a browser ignores (a tag never ends a join for the
    // escapes: stricter, so `</div>` then `<div>` is escaped too), lines
    // that only look like definitions, definitions over several lines,
    // a construct cmark-gfm shows as text before.
    ['<div>\nAmend&#8203;</li>\nments\n</div>', '&amp;#8203;'],
    ['<div>\nAmend&#8203;<p-x>\nments\n</div>', '&amp;#8203;'],
    ['<div>\nAmend&#8203;\n</div>\n<div>\nments', '&amp;#8203;'],
    ['x\n[x]: [work-item-con&#8203;&#10;text]', '&amp;#8203;'],
    ['<span>\nAmend&#8203;\n\n[x]:\n/u\n\n<span>\nments', '&amp;#8203;'],
    ['<span>\nAmend&#8203;\n\n[^1]: a\nb\n\n<span>\nments', '&amp;#8203;'],
    ['`<!--`\n\n<div>\nAmend&#8203;</b x>\nments\n</div>', '&amp;#8203;'],
    ['<x>\nAmenｄ\n\n[a]: b\n\n<x>\nｍents', '> Amend'],
    // Review 40a: start tags a browser ignores or GitHub drops, content a
    // browser never shows (the glued reading reads block tags both ways:
    // `</div>` then `<div>` is read joined too, stricter).
    ['<div>\nAmenｄ<td>ｍents', '> Amend'],
    ['<div>\n［work-item-contexｔ<td>］', '(work-item-context'],
    ['<div>\nAmenｄ<rp>x</rp>ｍents', '> Amend'],
    ['<div>\nAmen&#xFF44;<rp>x</rp>ｍents', '&amp;#xFF44;'],
    ['<div>\nAmenｄ<section>ｍents', '> Amend'],
    // Review 41a: a definition's label over two lines, a footnote's text
    // indented with a tab, between two HTML blocks.
    ['<x>\nAmend&#8203;\n\n[a\nb]: /u\n\n<x>\nments', '&amp;#8203;'],
    ['<x>\nAmenｄ\n\n[a\nb]: /u\n\n<x>\nｍents', '> Amend'],
    ['<x>\nAmend&#8203;\n\n[^1]: z\n\n\tmore\n\n<x>\nments\n\n[^1]', '&amp;#8203;'],
    ['<x>\nAmenｄ\n\n[^1]: z\n\n  \tmore\n\n<x>\nｍents\n\n[^1]', '> Amend']
  ] as const


  const apart = [
    '<div>\nＡｍｅｎｄ\n<!--\nx\n-->\nｍｅｎｔｓ\n</div>\n',
    '<div>\nＡｍｅｎｄ\n<b\nclass=x>\nｍｅｎｔｓ\n</div>\n',
    '<div>\nＡｍｅｎｄ\n<?x\n?>\nｍｅｎｔｓ\n</div>\n',
    '<b>\nＡｍｅｎｄ\n\n<b>\nｍｅｎｔｓ\n',
    '<div>\nＡｍｅｎｄ\n\n<b>\nｍｅｎｔｓ\n',
    '<div>\nＡｍｅｎｄ\n<b> <i>\nｍｅｎｔｓ\n</div>\n',
    // A one-character line between: its own gap is walked too.
    '<div>\nＡｍｅｎ\nｄ\nｍｅｎｔｓ',
    '<div>\nＡ\nｍ\nｅ\nｎ\nｄ\nｍ\nｅ\nｎ\nｔ\nｓ'
  ]

  // Each table: inputs and what their output must hold, in every mode.
  const tables = [
    ['a reference a browser joins across a line break shows as written', glued],
    ['a line break Firefox removes between wide characters joins no token', wide],
    ['a line break decoded from a reference joins no token', decodedBreaks],
    [
      'wide characters kept apart by constructs or a blank line join no token',
      apart.map((input) => [input, /^(?:<\w+>\n)?> A/] as const)
    ]
  ] as const

  test.each(tables.flatMap(([name, cases]) => modes.map(([mode, options]) => [name, mode, cases, options] as const)))(
    '%s (%s)',
    (_, __, cases, options) => {
      expectEdited(cases, options)
    }
  )

  test('the v1 profile reads raw text only: a `<bdo>` stays', () => {
    expect(defangMarkdown('<bdo dir=rtl>stnemdnemA</bdo>', {profile: 'v1'}).value).toBe(
      '<bdo dir=rtl>\nstnemdnemA\n</bdo>'
    )
  })

  test('other tags starting with `bdo` keep their bytes', () => {
    for (const input of ['<bdox>stnemdnemA</bdox>', '<bdi>stnemdnemA</bdi>', 'a bdo b']) {
      expect(defangMarkdown(input).edits.filter((edit) => edit.replacement === '&lt;')).toEqual([])
    }
  })

  // Oracles written apart from the rule: a reference to U+200B with only
  // blanks between it and a line break a browser removes: a line feed in
  // an HTML block, or one decoded from a reference anywhere.
  const zeroWidth = '&(?:#0*8203;?|#x0*200b;?|ZeroWidthSpace;|Negative(?:Very)?(?:Thin|Medium|Thick)Space;)'
  const decodedBreak = '&(?:#0*10;?|#x0*a;?|NewLine;)'
  const nextToDecoded = new RegExp(zeroWidth + '[ \\t]*' + decodedBreak + '|' + decodedBreak + '[ \\t]*' + zeroWidth, 'i')
  const nextToAny = new RegExp(
    zeroWidth + '[ \\t]*(?:\\n|' + decodedBreak + ')|(?:\\n|' + decodedBreak + ')[ \\t]*' + zeroWidth,
    'i'
  )
  const words = ['Amend', 'ments', 'Instr', 'uction from @x', 'x', '&amp;', 'a ', ' b', '`', '<b>', '</b>', '> ', '- ']
  const references = ['&#8203;', '&#x200B;', '&#0008203', '&ZeroWidthSpace;', '&NegativeThinSpace;', '&#10;', '&NewLine;']
  // In an HTML block: no piece makes a blank line, which would end it, and
  // something shows before the first line break and after the last (the
  // edges of a block join nothing).
  const inBlock = fc.array(fc.constantFrom(...words, ...references, '\n'), {maxLength: 24}).map((parts) => ('<div>\nx' + parts.join('') + 'x').replaceAll(/\n+/g, '\n'))
  const anywhere = fc.array(fc.constantFrom(...words, ...references, '\n', '\n\n', ' ', '\t'), {maxLength: 24}).map((parts) => parts.join(''))
  const runs = Number(process.env.FUZZ_RUNS) || 300

  test('property: in an HTML block, no output holds a reference to U+200B next to a line break', () => {
    fc.assert(
      fc.property(inBlock, (input) => {
        expect(defangMarkdown(input).value).not.toMatch(nextToAny)
      }),
      {numRuns: runs}
    )
  })

  test('property: anywhere, no output holds a reference to U+200B next to a decoded line break', () => {
    fc.assert(
      fc.property(anywhere, (input) => {
        expect(defangMarkdown(input).value).not.toMatch(nextToDecoded)
      }),
      {numRuns: runs}
    )
  })

  test('negative control: raw inputs of the properties hold such references', () => {
    const block = fc.sample(inBlock, {numRuns: runs, seed: 35})
    expect(block.filter((input) => nextToAny.test(input)).length).toBeGreaterThan(runs / 10)
    const free = fc.sample(anywhere, {numRuns: runs, seed: 36})
    expect(free.filter((input) => nextToDecoded.test(input)).length).toBeGreaterThan(runs / 20)
  })

  test('a blank line the tag breaks make ends the HTML block: nothing joins across it', () => {
    // cmark-gfm writes `<p>ｍｅｎｔｓ</p>`, a block of its own.
    const result = defangMarkdown('<div>\nＡｍｅｎｄ\n<!-- a --> <!-- b -->\nｍｅｎｔｓ\n</div>\n')
    expect(result.edits.every((edit) => edit.rule === 'html-break')).toBe(true)
  })

  test('a reference to U+200B at a line end in a paragraph, or in a paragraph of its own, stays', () => {
    for (const input of [
      'line one&#8203;\nline two',
      'Thanks to @&#8203;\nalice',
      '- a&#8203;\n- b',
      '# Title&#8203;\ntext',
      'thanks&#8203;\n',
      // Review 40a: a spacer paragraph between HTML blocks.
      '<br>\n\n&#8203;\n\n<br>',
      '<p align=center><img src=x></p>\n\n&#8203;\n\n<details>\n<summary>x</summary>\ny\n</details>\n\nmore'
    ]) {
      // Tag breaks only.
      expect(defangMarkdown(input).edits.filter((edit) => edit.rule !== 'html-break'), input).toEqual([])
    }
  })
})
