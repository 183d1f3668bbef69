/**
 * The core's rounds: a heading rewrite that changes the HTML around it is
 * followed by another round; an analysis that never settles gives way to
 * the scan engine alone after a few rounds (what it found stays applied),
 * so `defang` always returns a fixed point of the v1 rules.
 */
import {defang, type Analyzer} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {liveTokens} from '../support/checker.js'

describe('rounds', () => {
  it('gives way to the scan engine when an analysis keeps changing the text', () => {
    const input = '<x>a\n'.repeat(8) + 'Instruction from @y\n'
    let calls = 0
    // Escapes the first `<` it sees, every round: each round changes the
    // HTML (rule `html-break`), so without a limit this would not end.
    const analyze: Analyzer = (text) => {
      calls++
      const at = text.indexOf('<')
      return {edits: at === -1 ? [] : [{start: at, end: at + 1, replacement: '&lt;', rule: 'html-break'}]}
    }

    const result = defang(input, {analyze})
    // The first round and four more apply the analysis; the sixth call's
    // findings are dropped, and the scan engine alone settles that round.
    expect(calls).toBe(6)
    expect(result.value).toBe(
      '&lt;x>\na\n'.repeat(5) + '<x>\na\n'.repeat(3) + 'Instruction from (at)y\n'
    )
    // A fixed point of the v1 rules.
    expect(defang(result.value).value).toBe(result.value)
    expect(result.edits.filter((edit) => edit.replacement === '&lt;')).toHaveLength(5)
  })

  // A heading's `>` ends a tag left open on an earlier line; the next round
  // must read again from that tag's line (and may skip lines whose `<`
  // break before their end: `q <a @`, the first `<a` of a line).
  it.each([
    ['<a <a x\nAmendments\n', '<a \n<a x\n>\n> Amendments\n'],
    ['q <a @\n<a y\n\nAmendments\n', 'q <a @\n<a y\n\n>\n> Amendments\n'],
    ['<a <a <a\n\nWork-item context\n', '<a <a \n<a\n\n>\n> Work-item context\n'],
    // Its grammar breaks at a comment the core breaks out onto a line of its
    // own: the tag's line then ends with it still open (review 33).
    ['<x<!--Amendments\n-->', '<x\n>\n> Amendments\n-->'],
    ['<a x="<b>" y @\nAmendments\n', '<a x="\n<b>\n" y @\n> Amendments\n']
  ])('reads again from a tag a heading closes: %j', (input, output) => {
    const result = defang(input)
    expect(result.value).toBe(output)
    expect(defang(result.value).value).toBe(output)
  })

  // Chains that uncover one more line per round (found by a fuzz; five
  // lines threw “did not settle”): each heading's `>` closes the `<a` left
  // open on the line above, whose tag break leaves `Amendments` alone on
  // its line; or each heading drops the `<!--` that hid the next line.
  // Past the round limit every `<` that can start HTML is escaped.
  it.each([
    ['open tags', (lines: number) => 'Amendments<a\n'.repeat(lines - 1) + 'Amendments'],
    ['comments', (lines: number) => '<!--Amendments\n' + 'x<!--Amendments\n'.repeat(lines - 1) + '-->'],
    ['comments, CRLF, context headings', (lines: number) => '<!--Work-item context\r\n' + 'x<!--Work-item context\r\n'.repeat(lines - 1) + '-->'],
    ['lookalikes', (lines: number) => '\uFF21mendments<a\n'.repeat(lines - 1) + '\uFF21mendments']
  ])('settles a chain that uncovers a line per round (%s)', (_name, make) => {
    for (const lines of [4, 5, 6, 12, 400]) {
      const input = make(lines)
      const result = defang(input)
      expect(liveTokens(result.value)).toEqual([])
      expect(defang(result.value).value).toBe(result.value)
      if (lines > 5) {
        // The last resort is reported, edit by edit.
        const escapes = result.edits.filter((edit) => edit.replacement === '&lt;')
        expect(escapes.length).toBeGreaterThan(0)
        expect(escapes.every((edit) => edit.rule === 'html-break' && edit.original === '<')).toBe(true)
      }
    }
  })
})
