/**
 * `commonMarkConstructEnd` reads raw HTML other than tags (comments,
 * processing instructions, declarations, CDATA sections) as cmark-gfm 0.29
 * does inline, within a line, and with `commonMarkTagEnd` across the
 * lines of a paragraph. The flat model skips such raw HTML where it
 * matches brackets (it binds tighter than them: `![<?a]?>c]()Amendments`),
 * so a wrong reading hides or invents an image's end. Checked against the
 * `cmark-gfm` binary on many one-line paragraphs at once.
 */
import {spawnSync} from 'node:child_process'
import fc from 'fast-check'
import {expect, it} from 'vitest'
import {commonMarkConstructEnd, commonMarkTagEnd} from '../../packages/remark-steer-defang/src/flat/html.js'

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
 * @param arbitrary
 *   What to draw them from.
 * @returns
 *   Cases where the model and cmark-gfm differ.
 */
function differences(model: (text: string) => number, runs: number, arbitrary = construct): string[] {
  const cases = [...new Set(fc.sample(arbitrary, {numRuns: runs}))]
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

/** Raw HTML across two or three lines (each line ending before a character that opens no block). */
const across = fc
  .tuple(
    fc.constantFrom('<m', '<m ', '</m', '<!--', '<?', '<!A', '<![CDATA['),
    fc.array(
      fc.constantFrom('\nx', '\n"', "\n'", '\n]', ' ', 'o', '=', '"', "'", ']', '>', '/', '-', '?', 'A', '\t'),
      {maxLength: 8}
    ),
    fc.constantFrom('', '>', '-->', '?>', ']]>', '">', "'>")
  )
  .filter(([, middle]) => middle.filter((part) => part.startsWith('\n')).length > 0)
  .map(([opener, middle, closer]) => opener + middle.join('') + closer)

it('agrees with cmark-gfm on where raw HTML ends across lines', () => {
  const model = (text: string): number => {
    const tag = commonMarkTagEnd(text, 0, text.length, true)
    return tag === -1 || tag === -2 ? commonMarkConstructEnd(text, 0, text.length, true) : tag
  }

  expect(differences(model, 4000, across)).toEqual([])
})

it('a reading within lines does not (the negative control)', () => {
  const model = (text: string): number => {
    const tag = commonMarkTagEnd(text, 0, text.length)
    return tag === -1 || tag === -2 ? commonMarkConstructEnd(text, 0, text.length) : tag
  }

  expect(differences(model, 4000, across).length).toBeGreaterThan(0)
})

/**
 * The searches as written before they were remembered: each from its own
 * start (quadratic over a line of `<?a`, which is why they are
 * remembered).
 *
 * @param text
 *   Text.
 * @param at
 *   Index of `<`.
 * @param to
 *   End.
 * @returns
 *   As `commonMarkConstructEnd`.
 */
function searchedAfresh(text: string, at: number, to: number): number {
  const next = text.charCodeAt(at + 1)
  if (next === 63) {
    for (let index = at + 2; index < to; index++) {
      if (text.charCodeAt(index) !== 63) continue
      if (index + 1 < to && text.charCodeAt(index + 1) === 62) return index + 2
      index++
    }

    return -2
  }

  if (next !== 33) return -1
  if (text.startsWith('<!--', at)) return commonMarkConstructEnd(text, at, to)
  if (/^<!\[cdata\[/i.test(text.slice(at, at + 9))) {
    for (let index = at + 9; index < to; ) {
      const brackets = text.indexOf(']]', index)
      if (brackets === -1 || brackets + 2 >= to) return -2
      if (text.charCodeAt(brackets + 2) === 62) return brackets + 3
      index = brackets + 3
    }

    return -2
  }

  let index = at + 2
  while (index < to && /[A-Z]/.test(text.charAt(index))) index++
  if (index === at + 2) return -1
  if (index >= to) return -2
  if (!/[ \t\v\f]/.test(text.charAt(index))) return -1
  const end = text.indexOf('>', index)
  return end === -1 || end >= to ? -2 : end + 1
}

/** Lines of several constructs, `?` and `]` runs among them. */
const line = fc
  .array(fc.constantFrom('<?', '<!A ', '<![CDATA[', '<![cdata[', '?', '??', ']', ']]', '>', 'a', ' ', '<!--', '--'), {minLength: 1, maxLength: 24})
  .map((parts) => parts.join(''))

it('remembers its searches as a search afresh from each `<` finds (left to right on a line)', () => {
  fc.assert(
    fc.property(line, (text) => {
      for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
        expect(commonMarkConstructEnd(text, at, text.length), `${JSON.stringify(text)} at ${at}`).toBe(searchedAfresh(text, at, text.length))
      }
    }),
    {numRuns: 3000}
  )
})

it('a search that keeps its first answer for later starts of its kind does not (the negative control)', () => {
  const found = fc.sample(line, {numRuns: 3000}).some((text) => {
    const kept = new Map<string, number>()
    for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
      const kind = text.slice(at, at + 3).toLowerCase()
      const fresh = searchedAfresh(text, at, text.length)
      const first = kept.get(kind)
      if (first !== undefined && first !== fresh) return true
      if (first === undefined) kept.set(kind, fresh)
    }

    return false
  })
  expect(found).toBe(true)
})
