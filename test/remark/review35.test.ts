/**
 * Review 35 (what github.com displays beyond cmark-gfm):
 *
 * - `<bdo dir="rtl">` shows its text backwards (GitHub keeps `bdo` and
 *   `dir`): `stnemdnemA` displayed `Amendments`. Its `<` is now escaped, as
 *   a reference to U+202E is neutralized.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {describe, expect, test} from 'vitest'

const modes = [
  ['default', {}],
  ['unlimited', {timeBudgetMs: Number.POSITIVE_INFINITY}],
  ['flat', {maxPieceLength: 1}]
] as const

describe('review 35', () => {
  const reversed = [
    '<bdo dir=rtl>stnemdnemA</bdo>',
    '<bdo dir="rtl">x@ morf noitcurtsnI</bdo>',
    '<div dir="rtl">\n<BDO>.txetnoc meti-kroW</BDO>\n</div>',
    'x <bdo\ndir=rtl>stnemdnemA</bdo>',
    '<bdo/dir=rtl>stnemdnem&#65;</bdo>'
  ]

  test.each(modes)('a `<bdo>` is shown as text (%s)', (_, options) => {
    for (const input of reversed) {
      const result = defangMarkdown(input, options)
      // The checker reads no bidi: the test is that no `<bdo` tag is left.
      expect(result.value, input).not.toMatch(/<bdo/i)
      expect(result.value, input).toMatch(/&lt;bdo/i)
      expect(result.edits.some((edit) => edit.original === '<' && edit.replacement === '&lt;'), input).toBe(true)
      expect(defangMarkdown(result.value, options).value, input).toBe(result.value)
    }
  })

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
})
