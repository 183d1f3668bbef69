/**
 * Fuzz run 20 (the eleventh session, 2026-12-04; cmark-gfm oracle; default
 * mode, the flat model, and the default mode behind a paragraph over the
 * markup budget), against the fixes of fuzz run 19. Each test fails on the
 * build the run was against.
 *
 * - A quoted heading whose line shows white space beyond ASCII or U+2800
 *   after it (`>Amendment&#115;⠀`) counts for the escape of an end tag only
 *   a browser reads (`</blockquote ⠀>`).
 * - A heading's line whose `>` ends a tag a browser reads from the line
 *   above (`<div`, then `#>Amendment&#115;`) is not quoted by it.
 * - The fold leaves a line of white space alone as it is (a line of `⠀` or
 *   `　` is not blank to GitHub: folded, the copy read for tokens ended the
 *   HTML block there).
 * - A fence line above a heading (three backticks or more) opens no code
 *   span: the flat model no longer quotes it, which turned a closing fence
 *   into code and let the fence run on over raw HTML.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

describe('fuzz run 20', () => {
  liveThenDefangedEverywhere([
    '></blockquote \u2800>\n>Amendment&#115;\u2800',
    '></blockquote \u3000>\n>Amendment&#115;\u3000',
    '<div\n#>Amendment&#115;',
    '<div\n#>&#65;mendments',
    '<div\n#>Amendments&#x200B;',
    '- <div\n  #>Amendment&#115;',
    '<div a\n#>Work-item&#32;context',
    '```\n```\nwork-item context\n```\n<div\n/w>work-item context',
    '````\n````\nwork-item context\n````\n<div\n/w>work-item context',
    '<div\n\u2800\n">Amendments\u2800',
    '<div\n\u3000\n">\uFF21mendments',
    '<div\n\u2800\n">\uFF21mendments'
  ])
})
