/**
 * Fuzz, the eleventh run (2026-12-03, fifth session): what the tenth run
 * left (README, Security) and what a run against the build found. Each
 * finding is fixed with a test that fails on the build before the fix.
 *
 * - In the flat model, a code span across lines inside a chain of links
 *   and images across lines: its line break displays as a space, so the
 *   rendered line goes on through it. The readings across lines ended with
 *   the line the code span opens on (`Work-item![a`, ``b](x)` ``,
 *   `` `[](x (a ``, `b)) context`), and a reading that starts on the line
 *   a code span from the line above closes started there, not on the line
 *   above (`1. Work-item` and a backtick, then a backtick and
 *   ` conte[](x (a`, `b))[](x`, `)xt`). Both now go on through it.
 */
import {describe} from 'vitest'
import {liveThenDefangedInEveryMode} from '../support/rendered.js'

/** Puts the shipped mode past its budget: the block is read by the flat model. */
const buster = '\n' + '*a* '.repeat(130)

describe('a code span across lines after an image across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    'Work-item![a\nb](x)`\n`[](x (a\nb)) context<a\nb>\n\nx',
    'Instructio![a\n[b](u)](x)n`\n`![](x) from @x',
    'Instruction![a\nb](x)`\n`from @x',
    'Instruction![a\nb](x)`\n`from @x' + buster,
    'Work-item![a\nb](x)`\n`[](x (a\nb)) context' + buster
  ])
})

describe('a code span across lines after a link across lines (flat model)', () => {
  liveThenDefangedInEveryMode([
    '[](x\n)Work-item`\n` context',
    '[](x\n)Work-item`\n` context' + buster,
    '[](x\n)Instruction ``\n`` from @x'
  ])
})

describe('a reading across lines that starts where a code span from the line above closes (flat model)', () => {
  liveThenDefangedInEveryMode([
    '1. Work-item`\n` conte[](x (a\nb))[](x (a\nb))[](x\n)xt\n===',
    'Work-item`\n`[](x\n) context',
    'Work-item`\n`[](x\n) context' + buster,
    'Instruction`\n`![a\nb](x) from @x'
  ])
})
