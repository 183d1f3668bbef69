/**
 * `tagBreaks` tells where the first `<` left open that a later `>` may end
 * is: a later round reads again from there. Only a tag or a declaration
 * ends at `>`; an unclosed comment, CDATA section or processing
 * instruction needs more, and `<` before anything else starts nothing (a
 * flood of `<?` before a heading was read twice for nothing).
 */
import {describe, expect, test} from 'vitest'
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
