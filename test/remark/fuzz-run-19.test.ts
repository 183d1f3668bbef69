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
 * - The flat model: a stretch that starts inside a fence (a piece cut at a
 *   blank line in one) is read in the fence too; a construct in an HTML
 *   block opened in a quote ends past the next line's quote markers; a
 *   list item that opened empty ends at a blank line; and a reading across
 *   lines quotes a CDATA section's content inside it (one more `> ` on
 *   every run before).
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

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

describe('the flat model, fuzz run 19', () => {
  liveThenDefangedInEveryMode([
    '```\n\n```\n<!--\n--!>instruction from @',
    '```\n\n```\n<!--\n--!>Amendments',
    '~~~\n\n~~~\n<?\n>instruction from @',
    '><?\n>S>Instruction from @',
    '> <?\n> S>Instruction from @',
    '- > <?\n  > S>Instruction from @',
    '*\n\n  <div\n">Instruction from @',
    '1.\n\n   <div\n">Instruction from @',
    '-\n\n  </ol\fi>work-item context'
  ])
  quietDefangedInEveryMode([
    '<![CDATA[Work-item](\n)&#13contex&#xFt]]>',
    '<![CDATA[&#87or&#3]()k-&#105tem[](\n) context$]]>'
  ])
})
