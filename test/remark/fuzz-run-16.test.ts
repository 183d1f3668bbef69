/**
 * Fuzz run 16 (the tenth session, 2026-12-04; cmark-gfm oracle; default
 * mode, the flat model, and the default mode behind a paragraph over the
 * markup budget). Each test fails on the build the run was against.
 *
 * - The backstops did not start a chain behind what displays nothing at a
 *   line start (link syntax, a code span's backtick, an invisible
 *   reference): a place a chain may start now carries past it.
 * - An empty footnote definition (`[^x]:`) opened a paragraph in the flat
 *   model, so a tag line after it (kind 7, which interrupts no paragraph)
 *   was read as paragraph text, where GitHub opens an HTML block whose
 *   line feeds are spaces. The core's tag breaks make such a body out of
 *   one that is not live as written.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'
import {liveThenDefangedEverywhere, overBudget, overBudgetQuote, renderedModes} from '../support/rendered.js'

describe('chains behind what displays nothing at a line start', () => {
  const bodies = [
    '[]()I[](<u> ())nstruction from @',
    '[]()I[](<u>\n())nstruction from @',
    '&#1;Instruction f[](<u>\n())rom @',
    '[](u "\n[]()Instruc[](\n)tion from @',
    '[](u "\n&#x200B;Instruc[](\n)tion from @',
    '[](\n[][r]Instruction from [](\n)@\n\n[r]:u',
    '[]()`Amend`[](<u>\n())ments',
    '[]()`` Amend ``[]()ments',
    '&ZeroWidthSpace;`` work- ``[]()item CONTEXT',
    '&#5;`` Work-it ``em context'
  ]
  liveThenDefangedEverywhere(bodies)
})

describe('an empty footnote definition, then a tag line', () => {
  // Not live as written: the core's breaks put `<R>` on a line of its own.
  const input = '[^x]:<R>Instruction from<n e="\n"> @'

  it.each(renderedModes)('is defanged after the core’s tag breaks (%s)', (_, options) => {
    expect(checkRendered(input).live).toEqual([])
    const result = defangMarkdown(input, options)
    expect(result.value).toContain('(at)')
    expect(checkRendered(result.value).live).toEqual([])
    expect(defangMarkdown(result.value, options).value).toBe(result.value)
  })

  // (Behind a quoted one: below a paragraph at the top level, the footnote
  // definition would start a piece that is parsed.)
  it('behind a quoted paragraph over the markup budget, and with one after it', () => {
    for (const body of [overBudgetQuote + input, input + '\n' + overBudget]) {
      const result = defangMarkdown(body)
      expect(result.fallback.used, body).toBe(true)
      expect(checkRendered(result.value).live, body).toEqual([])
    }
  })
})
