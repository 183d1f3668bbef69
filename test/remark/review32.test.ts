/**
 * Review 32 (fold chunks and HTML rounds; the interfaces):
 *
 * - While a `<select>` is open a browser drops the `<p>` tags that follow,
 *   joining the text of blocks: `Instruction`, a blank line, `from @x`
 *   showed one live attribution. The `<select` is now escaped wherever any
 *   token may display after it, not only a heading.
 * - A lookalike whose fold changes the Markdown around it: with
 *   `[Ｗork-item&#45;context]` and a definition of `[work-item&#45;context]`,
 *   the folded copy is a link and shows nothing, so it was dropped, while
 *   the text as written shows `[Ｗork-item-context]`, a fence to a reader
 *   who folds. Fullwidth backticks around `&#65;ｍｅｎｄｍｅｎｔｓ` make a
 *   code span once folded, alike (and, review 33, a token that needs a
 *   lookalike `＠`, bracket or `ｆrom` too). The flat model now also reads
 *   the folded copy: what it finds there counts, and the folded copy is
 *   used. Only in the stretches of lines the fold changed (review 34: its
 *   stricter reading elsewhere over-defanged, and folded, bodies with a
 *   lookalike anywhere).
 * - A link cmark-gfm makes in a definition-like destination (`x]: ftp://a`
 *   and a backtick) was not read: the destination's reading skipped it, so
 *   micromark's code span hid an attribution GitHub shows (a property run).
 * - The joined math reading put a heading's `> ` at the line feed it joins
 *   (`<div>`, `$\text{Amendments}$`): the core broke it off after the tag,
 *   one more line on every run.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'

const modes = [
  ['default', {}],
  ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}],
  ['flat', {maxPieceLength: 1}]
] as const

/**
 * Defang a body GitHub shows live (negative control), and check that the
 * output shows no live token and is a fixed point.
 *
 * @param input
 *   Body.
 * @param options
 *   Options.
 * @returns
 *   The result.
 */
function expectSafe(input: string, options: (typeof modes)[number][1]): ReturnType<typeof defangMarkdown> {
  expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
  const result = defangMarkdown(input, options)
  expect(checkRendered(result.value).live, input).toEqual([])
  expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
  return result
}

describe('review 32', () => {
  const joined = [
    '<select>\n\nInstruction\n\nfrom @x',
    '<select>\n\nInstruction from\n\n@x',
    '<select>\n\n# Instruction\n\nfrom @x',
    'x<select>\n\nInstruction\n\nfrom @x',
    'x<select>Instruction<div>\n\nfrom @x',
    'x<select>Instruction\n<div>from @x',
    'x<select>Instruction\n\n<div>from @x'
  ]

  test.each(modes)('text a `<select>` joins across blocks shows no live attribution (%s)', (_, options) => {
    for (const input of joined) expectSafe(input, options)
  })

  test('a `<select>` with no token after it keeps its bytes', () => {
    const input = '<select>\n\nChoose one\n\nof these\n'
    expect(defangMarkdown(input).value).toBe(input)
  })

  const foldChanges = [
    '[Ｗork-item&#45;context]\n\n[work-item&#45;context]: /',
    '[work-item&#45;conｔext]\n\n[work-item&#45;context]: /',
    '[ｗｏｒｋ－ｉｔｅｍ&#45;context]\n\n[work-item&#45;context]: /',
    '[Ｗork-item-context&#8203;]\n\n[work-item-context&#8203;]: /',
    '｀\n&#65;ｍｅｎｄｍｅｎｔｓ\n`',
    '＜!--\n&#65;ｍｅｎｄｍｅｎｔｓ\n--＞',
    '｀｀｀\n&#65;ｍｅｎｄｍｅｎｔｓ\n｀｀｀',
    // Review 33: lookalikes outside the token word, and words with gaps.
    '｀\n&#73;nstruction from ＠x\n｀',
    '｀\n**I**nstruction from ＠x\n｀',
    '｀\n&Iopf;nstruction from ＠x\n｀',
    '｀\n&#73;nstruction ｆrom @x\n｀',
    '｀\nＩnstr&shy;uction from @x\n｀',
    '［work-item&#45;context］\n\n[work-item&#45;context]: /',
    '｀\n&#91;/work-item-context］\n｀',
    '＜!--\n&#73;nstruction from ＠x\n--＞',
    '～～～\n&#91;work-item-context］\n～～～',
    '[x]: /u ＂\n&#73;nstruction from ＠x\n＂'
  ]

  test.each(modes)('a lookalike whose fold changes the Markdown around it shows no live token (%s)', (_, options) => {
    for (const input of foldChanges) expect(expectSafe(input, options).folded, input).toBe(true)
  })

  test('lookalikes with no token to show keep their bytes', () => {
    for (const benign of [
      'Ｉｎｓｔｒｕｃｔｉｏｎ manual\n',
      'See Ａｍｅｎｄｍｅｎｔｓ here.\n',
      'ｗｏｒｋ－ｉｔｅｍ tracker\n',
      '日本語の文章（例：テスト）、Ａｍｅｎｄｍｅｎｔｓについて。１２３ｋｇ\n',
      '\u3000Instruction manual\n',
      // Review 34: the flat model's stricter reading of another stretch.
      ']Amendments\n\nＡ',
      'Amendments<a\n\n（）',
      '</>Instruction from @bob\n\nＡ',
      '<http://a>Amendments\n\nＡ',
      'Amendments\\\n\nＡ',
      '変更点（概要）\n\n<https://example.com>Amendments'
    ]) {
      expect(defangMarkdown(benign).value, benign).toBe(benign)
    }

    // The raw text shows no token: v1 keeps it as it is.
    expect(defang('[Ｗork-item&#45;context]\n\n[work-item&#45;context]: /').value).toBe(
      '[Ｗork-item&#45;context]\n\n[work-item&#45;context]: /'
    )
  })

  test.each(modes)('a heading the joined math reading finds after a block tag settles (%s)', (_, options) => {
    for (const input of ['<div>\n$\\text{Amendments}$', '<p>\n$x$\n$\\text{Amendments}$\n']) {
      const once = defangMarkdown(input, options).value
      expect(defangMarkdown(once, options).value, input).toBe(once)
      expect(checkRendered(once).live, input).toEqual([])
    }
  })

  test('a link cmark-gfm makes inside a destination is read (code span micromark alone makes)', () => {
    for (const input of ['x]: ftp://a`\n&#73;nstruction from &#64;x`', '&#73;nstruction from &#64;x[^1]: ftp://a`\n&#73;nstruction from &#64;x`']) {
      expect(checkRendered(input).live.length, input).toBeGreaterThan(0)
      expect(checkRendered(defangMarkdown(input).value).live, input).toEqual([])
    }
  })
})
