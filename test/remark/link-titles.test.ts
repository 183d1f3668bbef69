/**
 * cmark-gfm 0.29 (GitHub) reads a link title as the longest match of its
 * title pattern, where a backslash may also stand for itself: `"\"` is a
 * closed title there (CommonMark reads the quote as escaped, and no link;
 * fuzz run 46). The flat model's readings of inline links (`linkTailEnd`,
 * and the tables of a stretch, `linkTables`) follow cmark-gfm. Checked
 * against the `cmark-gfm` binary on many one-line paragraphs at once.
 */
import {spawnSync} from 'node:child_process'
import fc from 'fast-check'
import {expect, it} from 'vitest'
import {titleEndsLine} from '../../packages/remark-steer-defang/src/cuts.js'
import {linkTables, linkTailEnd} from '../../packages/remark-steer-defang/src/flat/links.js'
import {cmarkTitleClose} from '../../packages/remark-steer-defang/src/flat/text.js'

/** A link's tail after `(`: a destination, a title with backslashes and marks, white space, maybe `)`. */
const tail = fc
  .tuple(
    fc.constantFrom('x ', '<x> ', 'x(y) ', 'x  '),
    fc.constantFrom('"', "'", '('),
    fc.array(fc.constantFrom('\\', '\\', '"', "'", '(', ')', 'a', ' '), {maxLength: 7}),
    fc.constantFrom(')', ' )', '', 'b)')
  )
  .map(([destination, opener, middle, closer]) => destination + opener + middle.join('') + closer)

/**
 * @param model
 *   Whether `[q](` then the tail makes a link.
 * @param runs
 *   Cases.
 * @returns
 *   Cases where the model and cmark-gfm differ.
 */
function differences(model: (text: string) => boolean, runs: number): string[] {
  const cases = [...new Set(fc.sample(tail, {numRuns: runs}))]
  const document = cases.map((text) => '[q](' + text + 'z').join('\n\n') + '\n'
  const html = spawnSync('cmark-gfm', ['--unsafe'], {input: document, encoding: 'utf8'}).stdout
  const paragraphs = html.split('<p>').slice(1)
  expect(paragraphs.length).toBe(cases.length)
  const found: string[] = []
  for (const [index, text] of cases.entries()) {
    if (model('[q](' + text + 'z') !== paragraphs[index]!.startsWith('<a ')) found.push(text)
  }

  return found
}

it('agrees with cmark-gfm on which titles make a link (linkTailEnd)', () => {
  expect(differences((text) => linkTailEnd(text, 3, text.length) !== -1, 3000)).toEqual([])
})

it('the tables of a stretch find the same closing marks', () => {
  const cases = [...new Set(fc.sample(tail, {numRuns: 1000}))].map((text) => '[q](' + text + 'z')
  const found: string[] = []
  for (const text of cases) {
    const {titleClose} = linkTables(text, 0, text.length)
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at)
      if ((code === 34 || code === 39 || code === 40) && titleClose[at] !== cmarkTitleClose(text, at, text.length)) {
        found.push(text + ' @' + at)
      }
    }
  }

  expect(found).toEqual([])
})

it('the CommonMark reading (a backslash escapes the mark) does not (the negative control)', () => {
  const commonMark = (text: string): boolean => {
    let at = text.indexOf(' ', 4)
    while (text.charCodeAt(at) === 32) at++
    const opener = text.charCodeAt(at)
    const closer = opener === 40 ? 41 : opener
    for (at++; at < text.length; at++) {
      const code = text.charCodeAt(at)
      if (code === 92) at++
      else if (code === closer) break
      else if (opener === 40 && code === 40) return false
    }

    at++
    while (text.charCodeAt(at) === 32) at++
    return text.charCodeAt(at) === 41
  }

  expect(differences(commonMark, 3000).length).toBeGreaterThan(0)
})

it('a definition title whose quote has a backslash before it may go on to a later line', () => {
  // cmark-gfm: `[x]: u "a\\" x`, then `y"` is one definition, its title
  // across both lines (CommonMark ends the title at the first line's
  // second quote, and the definition fails at the `x`).
  const may = (line: string): boolean => titleEndsLine(line, line.indexOf('"'), line.length)
  expect(may('[x]: u "a\\\\" x')).toBe(true)
  expect(may('[x]: u "\\"')).toBe(true)
  expect(may('[x]: u "t"')).toBe(true)
  expect(may('[x]: u "t" x')).toBe(false)
})
