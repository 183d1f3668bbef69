/**
 * Fuzz run 19 (the eleventh session, 2026-12-04; cmark-gfm oracle; default
 * mode, the flat model, and the default mode behind a paragraph over the
 * markup budget). Each test fails on the build the run was against.
 *
 * - An end tag with an attribute or a `/` (`</blockquote i>`, `</ul/>`)
 *   is a tag to the core (the spec: closing form, any attributes), so it
 *   goes on a line of its own, out of the quote or list it would close in
 *   a browser. One whose attribute CommonMark rejects (`</blockquote @>`)
 *   has its `<` escaped before a quoted heading.
 * - A heading ending in a hard line break (`Amendments\`) after an end tag
 *   left open that swallows the `<blockquote>` GitHub writes.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('end tags that close a quote or list, fuzz run 19', () => {
  liveThenDefangedEverywhere([
    '></blockquote i>Amendments',
    '></blockquote/>amendments',
    '></blockquote\ti>Amendments',
    '> </BLOCKQUOTE I>Work-item context.',
    '- ></ul/>Work-item context',
    '1. ></li\ti>Work-item context',
    '1. ></ol/>Work-item context',
    '[^1]:></blockquote i>work-item context\n[^1]',
    '> </blockquote i>\nAmendments',
    '></blockquote @>Amendments',
    '> </blockquote @>\n>\n> Amendments',
    '> <div>\n> </blockquote @x>\n> Amendments'
  ])
  // After a blank line: a piece of its own, parsed behind the budget too.
  liveThenDefangedInEveryMode(['<details>\n\n></details/>work-item context', '<table><tr>\n\n></tr i>\nAmendments'])
})

describe('a heading ending in a hard line break after an end tag left open, fuzz run 19', () => {
  liveThenDefangedInEveryMode(['</body t\n\n>Amendments\\\nx', '</p x\n\n>Amendments\\\nx', '</div t\n\n>Amendments\\\nx'])
})
