/**
 * What fuzz run 28 found and the eighteenth session left open (each open
 * on the builds before it too). The tests are `it.fails`: they pass while
 * the hole is there and fail once it is fixed (then move the body to a
 * fix's test file). See the README, Security, "Known and not yet fixed".
 *
 * - Every mode, live as written: an HTML block of kind 6 left open on a
 *   footnote definition's first line (`[^x]:<div`), a blank line, then a
 *   table in the definition. The open tag swallows the `<table>` GitHub
 *   writes, and a browser shows the head and body cells as one line.
 * - The flat model, live as written: an image description holding
 *   backtick runs of several sizes across lines (a neighbour of fuzz run
 *   26's fix).
 * - The flat model, after the core's tag breaks: a tag whose quoted value
 *   runs across lines and holds a `>` line and then `<!--` (a neighbour of
 *   fuzz run 27's fix); and `<math>` followed by a bogus comment in forms
 *   fuzz run 27's fix does not take (`<!` and `>` on two lines), then a
 *   CDATA section.
 */
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import {describe, expect, it} from 'vitest'

const flat = {maxPieceLength: 1}

const known: ReadonlyArray<[string, typeof flat | Record<string, never>]> = [
  ['[^x]:<div\n\n\tWork-item|\n\t-|\n\tcontext\n[^x]', {}],
  ['[^x]:<p\n    \n    Instruction from|\n    -|\n    @[^x]', {}],
  ['![``]\n``x`]\n`x]()Work-item context', flat],
  ['![`]`>`\n]`>]()Work-item context', flat],
  ['<x>Instruction from<x x="\n>\n<!--\n">@', flat],
  ['<x>Instruction from<x x="\n>\n<!--<x x="">@', flat],
  ['<x>Instruction<math><!\n><![CDATA[from @', flat]
]

it('each is live after defanging in its mode (the negative control: the hole is there)', () => {
  for (const [input, options] of known) expect(checkRendered(defangMarkdown(input, options).value).live.length, input).toBeGreaterThan(0)
})

// Not a fixed point (every mode, not live): quote markers between math
// delimiters and a heading mid-line, where three readings each add one
// more `> ` on every run (`>[^a]:a$$> > > amendments|`).
const notFixed = ['>[^a]:a$$amendments|\n|-', '-|\n>[^a]:a$$amendments|']

it('each takes more quotes on a second run (the negative control)', () => {
  for (const input of notFixed) {
    const value = defangMarkdown(input).value
    expect(checkRendered(value).live, input).toEqual([])
    expect(defangMarkdown(value).value, input).not.toBe(value)
  }
})

describe('known after fuzz run 28', () => {
  for (const input of notFixed) {
    it.fails(JSON.stringify(input) + ' (a fixed point)', () => {
      const value = defangMarkdown(input).value
      expect(defangMarkdown(value).value).toBe(value)
    })
  }

  for (const [input, options] of known) {
    it.fails(JSON.stringify(input) + (options === flat ? ' (flat model)' : ''), () => {
      expect(checkRendered(defangMarkdown(input, options).value).live).toEqual([])
    })
  }
})
