/**
 * A code span that a lazy line of a quote opens and the next, quoted, line
 * closes: its line break displays as a space, so the rendered line starts
 * on the lazy line, and the heading shown there is quoted only if that
 * line carries a `> ` too. The parsed reading did this; the flat model
 * quoted only the heading's own line (known since the ninth session, as
 * `><`, a backtick, `>Work-item context` and a backtick).
 */
import {describe, expect, it} from 'vitest'
import {defangMarkdown} from '../../packages/remark-steer-defang/src/index.js'
import {liveThenDefangedEverywhere, renderedModes} from '../support/rendered.js'

describe('a code span from a lazy line into a quoted heading', () => {
  const bodies = [
    '><\n`\n>Work-item context`',
    '> x\n`\n>Work-item context`',
    '> x\n`\n> Work-item context`',
    '><\n``\n>Work-item context``',
    '> x\n[](u)`\n>Work-item context`',
    '> x\n`\n>Work-item context` here',
    '- > x\n  `\n  >Work-item context`',
    '> > x\n`\n> > Work-item context`'
  ]
  liveThenDefangedEverywhere(bodies)

  it('quotes the lazy line, in the flat model as in the parsed reading', () => {
    for (const [mode, options] of renderedModes) {
      expect(defangMarkdown('> x\n`\n>Work-item context`', options).value, mode).toBe('> x\n> `\n> Work-item context`')
    }
  })

  it('leaves the defanged form after a paragraph outside a quote as it is (no span runs across)', () => {
    const text = 'x\n`\n> Work-item context`'
    for (const [mode, options] of renderedModes) expect(defangMarkdown(text, options).value, mode).toBe(text)
  })
})
