/**
 * `commonMarkConstructEnd` reads raw HTML other than tags (comments,
 * processing instructions, declarations, CDATA sections) as cmark-gfm 0.29
 * does inline, within a line. The flat model skips such raw HTML where it
 * matches brackets (it binds tighter than them: `![<?a]?>c]()Amendments`),
 * so a wrong reading hides or invents an image's end. Checked against the
 * `cmark-gfm` binary on many one-line paragraphs at once.
 */
import {spawnSync} from 'node:child_process'
import fc from 'fast-check'
import {expect, it} from 'vitest'
import {commonMarkConstructEnd} from '../../packages/remark-steer-defang/src/flat/html.js'

const construct = fc
  .tuple(
    fc.constantFrom('<!--', '<!', '<?', '<![CDATA[', '<![cdata[', '<!-', '<!A', '<!DOCTYPE'),
    fc.array(fc.constantFrom('-', '-', '>', 'A', 'Z', 'x', ' ', '\t', ']', ']', '?', '!', '['), {maxLength: 7}),
    fc.constantFrom('', '>', '-->', '?>', ']]>', ' >')
  )
  .map(([opener, rest, closer]) => opener + rest.join('') + closer)

/**
 * @param model
 *   What says where a construct at 0 ends on its line (see
 *   `commonMarkConstructEnd`).
 * @param runs
 *   Cases.
 * @returns
 *   Cases where the model and cmark-gfm differ.
 */
function differences(model: (text: string) => number, runs: number): string[] {
  const cases = [...new Set(fc.sample(construct, {numRuns: runs}))]
  // A letter before each: a line of its own starting with `<` may be an
  // HTML block.
  const document = cases.map((text) => 'q' + text).join('\n\n') + '\n'
  const html = spawnSync('cmark-gfm', ['--unsafe'], {input: document, encoding: 'utf8'}).stdout
  const paragraphs = html.split('<p>q').slice(1)
  expect(paragraphs.length).toBe(cases.length)
  const found: string[] = []
  for (const [index, text] of cases.entries()) {
    const end = model(text)
    const raw = paragraphs[index]!.startsWith('<')
    if (raw !== end > 0 || (raw && !paragraphs[index]!.startsWith(text.slice(0, end)))) found.push(text)
  }

  return found
}

it('agrees with cmark-gfm on where raw HTML other than a tag ends on its line', () => {
  expect(differences((text) => commonMarkConstructEnd(text, 0, text.length), 4000)).toEqual([])
})

it('a reading by the core grammar (any `<!` or `<?` to the next `>`) does not (the negative control)', () => {
  const naive = (text: string): number => {
    const end = text.indexOf('>')
    return end === -1 ? -1 : end + 1
  }

  expect(differences(naive, 4000).length).toBeGreaterThan(0)
})
