/**
 * @file
 *   Pins of the thirty-second session: the default-mode bodies the
 *   thirty-first session left open (a link label that starts with `^`, link
 *   definitions above a table's head row, a definition after a task box
 *   above a one-line image), and fuzz run 56's findings. Each describe
 *   fails on `104c1fe`.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('left open by the thirty-first session (every mode)', () => {
  // `[^]:` and `[^ x]:` are no footnote labels (cmark-gfm wants one
  // character or more, no white space): they are link labels, and the
  // backtick after them the definition's destination, not a run that pairs
  // with the image's.
  describe('a link label that starts with `^`', () => {
    liveThenDefangedInEveryMode([
      '[^]:`\n![``a`]`\n`b]()Amendments\n`',
      '[^ x]:`\n![``a`]`\n`b]()Amendments\n`',
      '[^]:\n`\n![``a`]`\n`b]()Amendments\n`'
    ])
  })

  // cmark-gfm 0.29 takes no link definitions out of a paragraph whose last
  // line heads a table: `[x]:`` is text, its backtick pairs with the next
  // line's, and the image below closes.
  describe('link definitions above a table head row', () => {
    liveThenDefangedInEveryMode(['[x]:`\n`"\n![`]\nb`]()Amendments\n`|a\n-|-'])
  })

  // GitHub takes the box off first: `[x]:`` is a definition, and past it
  // cmark-gfm pairs the image line's runs as its memo of runs has them.
  describe('a definition after a task box above a one-line image', () => {
    liveThenDefangedEverywhere([
      '- [ ] [x]:`\n![``a`]`b`]()Instruction from @`',
      '* [x] [y]:`\n  ![``a`]`b`]()Instruction from @`'
    ])
  })
})

describe('found by mutating them (every mode)', () => {
  // A setext underline needs no indent of its own: blanks before the first
  // line of a paragraph in no container are the paragraph's (` |`, `--` is
  // a heading, and the line four columns in below it is code).
  describe('an underline less indented than its paragraph', () => {
    liveThenDefangedInEveryMode([
      ' |\n--\n    `\n![``a`]`b`]()Instruction from @`',
      '  |\n==\n    `\n![``a`]`b`]()Instruction from @`',
      '  \t- [^1]:\n |\n--\n    `\n![``a`]`b`]()Instruction from @`'
    ])
  })
})
