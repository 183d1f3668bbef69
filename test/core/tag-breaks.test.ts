/**
 * `tagBreaks` tells where the first `<` left open that a later `>` may end
 * is: a later round reads again from there. Only a tag or a declaration
 * ends at `>`; an unclosed comment, CDATA section or processing
 * instruction needs more, and `<` before anything else starts nothing (a
 * flood of `<?` before a heading was read twice for nothing).
 *
 * `breakOnLine` tells which of them a `>` at the start of a later line may
 * still end: those whose grammar holds to the end of their line (`openTags`
 * lists them). `breakBefore` tells, across lines, whether one's grammar
 * holds up to the first edit of a round: the scan engine's next round
 * reads again only from the first of those.
 */
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {breakBefore, breakOnLine, HtmlMatcher} from '../../packages/steer-envelope/src/html.js'
import {tagBreaks} from '../../packages/steer-envelope/src/tag-breaks.js'

describe('tagBreaks: first unmatched `<` a `>` may end', () => {
  test.each([
    ['<a \n', 0],
    ['x </a\n', 2],
    ['<!DOCTYPE x\n', 0],
    ['<? <a \n', 3],
    ['<?x\n', -1],
    ['<!-- x\n', -1],
    ['<![CDATA[ x\n', -1],
    ['a < b <3\n', -1]
  ])('%j → %d', (text, expected) => {
    expect(tagBreaks(text).firstUnmatched).toBe(expected)
  })
})

describe('tagBreaks: the same breaks as matching every `<` in turn', () => {
  /**
   * The spec's rule, walked plainly: at each `<`, the construct the matcher
   * finds there (if any) gets a line break before and after it, unless a
   * line edge is there already; the walk goes on after it.
   *
   * @param text
   *   Text.
   * @returns
   *   Where breaks go, and the output index of the first `<` left open a
   *   `>` could end (-1: none).
   */
  function reference(text: string): {breaks: number[]; firstUnmatched: number} {
    const matcher = new HtmlMatcher(text)
    const breaks: number[] = []
    let firstUnmatched = -1
    let lastBreak = -1
    let index = text.indexOf('<')
    while (index !== -1) {
      const end = matcher.any(index)
      if (end === -1) {
        if (firstUnmatched === -1 && /^<[/!]?[a-z]/i.test(text.slice(index, index + 3))) {
          firstUnmatched = index + breaks.length
        }

        index = text.indexOf('<', index + 1)
        continue
      }

      if (index > 0 && text.charAt(index - 1) !== '\n' && lastBreak !== index) breaks.push(index)
      if (end < text.length && text.charAt(end) !== '\n') {
        breaks.push(end)
        lastBreak = end
      }

      index = text.indexOf('<', end)
    }

    return {breaks, firstUnmatched}
  }

  // Processing instructions have a path of their own in the walk (a flood
  // of unclosed ones is skipped in a loop of its own).
  const unit = fc.constantFrom('<?', '?>', '?', '>', '<a', '<a>', ' ', 'x', '\n', '<!--', '-->', '<', '</b', '"')

  test('agrees with the plain walk', () => {
    fc.assert(
      fc.property(fc.string({unit, maxLength: 24}), (text) => {
        const result = tagBreaks(text)
        expect({breaks: result.edits.map((edit) => edit.start), firstUnmatched: result.firstUnmatched}).toEqual(reference(text))
      }),
      {numRuns: 2000}
    )
  })

  test.each([
    ['<?<?<?', [], -1],
    ['<?<?<a <?', [], 4],
    ['<?<? x ?>y<?', [9], -1],
    ['x<?<?>y', [1, 6], -1],
    ['<?<?\n<b>c', [8], -1]
  ])('%j', (text, breaks, firstUnmatched) => {
    const result = tagBreaks(text)
    expect(result.edits.map((edit) => edit.start)).toEqual(breaks)
    expect(result.firstUnmatched).toBe(firstUnmatched)
  })
})

describe('breakOnLine: whether a `<` left open holds to the end of its line', () => {
  test.each([
    // Breaks on its line: at the next `<`, at a character no attribute
    // starts with, at `/` not before `>`, at a value's end with no space.
    ['<a <a', 3],
    ['<a @x\n', 3],
    ['<a x/y\n', 4],
    ['<a x=1"\n', 6],
    ['</a @b\n', 4],
    ['</a b/c\n', 5],
    ['<a/\n', 2],
    // Holds: to the line feed, in a quoted value the line does not close,
    // a declaration (anything until `>`), to the end of the text.
    ['<a \n', -1],
    ['<a x="y\n', -1],
    ['<a x = \n', -1],
    ['</a  \n', -1],
    // A closing tag takes attributes as an open one does.
    ['</a b\n', -1],
    ['<!x <a @\n', -1],
    ['<a x', -1]
  ])('%j → %d', (text, expected) => {
    expect(breakOnLine(text, 0, 256)).toBe(expected)
  })

  test('answers open past its limit', () => {
    expect(breakOnLine('<a ' + 'x '.repeat(200) + '@\n', 0, 256)).toBe(-1)
    expect(breakOnLine('<a ' + 'x '.repeat(200) + '@\n', 0, 1024)).toBe(403)
  })

  // Soundness: when it says a `<` breaks on its line, nothing after that
  // line makes the `<` start a construct (so a `>` a later round puts at a
  // line start ends none of them, and that round need not read it again).
  // Pieces of the tag grammar, whole and broken, so that most texts come
  // close to a tag.
  const unit = fc.constantFrom(
    '<a', '</a', '<!a', '<', ' x', ' x=', ' x="y', " x='y", ' x=y', '="', '"', "'", ' ', '\t', '=', '/', '/>', '>', 'y', '@', '\n'
  )
  test('a `<` it says breaks stays unmatched whatever follows its line', () => {
    fc.assert(
      fc.property(fc.string({unit, maxLength: 16}), fc.string({unit, maxLength: 12}), (text, after) => {
        for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
          const next = text.charCodeAt(index + 1)
          const closable = /[a-z]/i.test(text.charAt(index + 1)) || ((next === 47 || next === 33) && /[a-z]/i.test(text.charAt(index + 2)))
          if (!closable || new HtmlMatcher(text).any(index) !== -1) continue
          const reach = breakOnLine(text, index, 256)
          if (reach === -1) continue
          const lineFeed = text.indexOf('\n', index)
          const end = lineFeed === -1 ? text.length : lineFeed
          expect(reach).toBeLessThan(end)
          expect(new HtmlMatcher(text.slice(0, end) + '\n' + after).any(index)).toBe(-1)
        }
      }),
      {numRuns: 3000}
    )
  })
})

describe('breakBefore: whether a `<` left open holds up to a point, across lines', () => {
  test.each([
    // Breaks before the stop: at the next line's `<`, at a quote where a
    // name should be, at `/` not before `>`.
    ['<a\nAmendments<a\n> Amendments', 16, 13],
    ['<a b="\n<x c"\n"', 14, 13],
    ['<a\nx/y\n', 7, 4],
    ['</a\n\n@\n', 7, 5],
    // Holds: a line break is white space, a quoted value runs on, a
    // declaration holds to its `>`, a `/` right before the stop may yet
    // precede a `>`.
    ['<a\nAmendments<a\n> Amendments', 12, -1],
    ['<a b="\n<x\n', 10, -1],
    ['<!x\n@\n', 6, -1],
    ['<a\n\nb c=d\n/', 11, -1],
    ['</a\n\nb\n', 7, -1],
    ['<a\n\nb c=d\n/x', 11, -1],
    ['<a', 1, -1]
  ])('%j up to %d → %d', (text, stop, expected) => {
    expect(breakBefore(text, 0, stop)).toBe(expected)
  })

  // Soundness: when it says a `<` breaks before the stop, nothing from the
  // stop on makes it start a construct.
  const unit = fc.constantFrom(
    '<a', '</a', '<!a', '<', ' x', ' x=', ' x="y', " x='y", ' x=y', '="', '"', "'", ' ', '\t', '=', '/', '/>', '>', 'y', '@', '\n'
  )
  test('a `<` it says breaks stays unmatched whatever follows the stop', () => {
    fc.assert(
      fc.property(fc.string({unit, maxLength: 16}), fc.string({unit, maxLength: 12}), fc.nat(), (text, after, pick) => {
        for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
          const next = text.charCodeAt(index + 1)
          const closable = /[a-z]/i.test(text.charAt(index + 1)) || ((next === 47 || next === 33) && /[a-z]/i.test(text.charAt(index + 2)))
          if (!closable || new HtmlMatcher(text).any(index) !== -1) continue
          const stop = index + 1 + (pick % (text.length - index))
          const reach = breakBefore(text, index, stop)
          if (reach === -1) continue
          expect(reach).toBeLessThan(stop)
          expect(new HtmlMatcher(text.slice(0, stop) + after).any(index)).toBe(-1)
        }
      }),
      {numRuns: 3000}
    )
  })
})

describe('tagBreaks: the `<` left open to their line end, asked with a limit', () => {
  // Output indices (after the breaks `tagBreaks` inserts), as the eager
  // walk of 2026-12-01 found them.
  test.each([
    ['<a \nAmendments\n', 0],
    ['<a <a \n', 3],
    ['<b>x</b> <a \n', 12],
    ['<a @x\n<b>\n', -1],
    ['<x<!-- -->\n', 0],
    ['<a title="<b>" \n', 0],
    ['x\n<!x <a @\n', 2],
    ['<a ' + 'x '.repeat(300) + '@\n', 0],
    // Decided during the walk (2026-12-02): a `<` whose grammar breaks at
    // the next `<` on its line gets no bit when that one starts nothing,
    // and keeps it when it starts a construct, or a quote lies between.
    ['<a <a <a x\n', 6],
    ['<a <!x\n', 3],
    ['<a <b>\n', 0],
    ['<a "<a \n', 4]
  ])('%j → %d', (text, expected) => {
    const result = tagBreaks(text)
    expect(result.openTags(Number.POSITIVE_INFINITY)[0] ?? -1).toBe(expected)
    expect(result.openTags(expected + 1)[0] ?? -1).toBe(expected)
    if (expected !== -1) expect(result.openTags(expected)).toEqual([])
  })

  test.each([
    ['Amendments<a\nAmendments<a\nAmendments\n', [10, 23]],
    ['<a <a <a x\n<b <c\n', [6, 14]],
    ['<a\nb\n<a @\n', [0]]
  ])('lists every one: %j → %j', (text, expected) => {
    expect(tagBreaks(text).openTags(Number.POSITIVE_INFINITY)).toEqual(expected)
  })

  const unit = fc.constantFrom(
    '<a', '</a', '<!a', '<', '<b>', '<!--', '-->', '<?', '?>', ' x', ' x="y', '"', ' ', '=', '/>', '>', 'y', '@', '\n'
  )
  test('answers below any limit what it answers without one', () => {
    fc.assert(
      fc.property(fc.string({unit, maxLength: 24}), (text) => {
        const result = tagBreaks(text)
        const full = result.openTags(Number.POSITIVE_INFINITY)
        const length = text.length + result.edits.length
        for (let limit = 0; limit <= length + 1; limit++) {
          expect(result.openTags(limit)).toEqual(full.filter((index) => index < limit))
        }
      }),
      {numRuns: 2000}
    )
  })
})
