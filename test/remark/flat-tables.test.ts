/**
 * `rowCells` and `delimiterCells` (flat model, `flat/tables.ts`) say where
 * cmark-gfm's table extension forms a table: a header row, then a
 * delimiter row with as many cells, then body rows. Checked against the
 * `cmark-gfm` binary itself on many small three-line bodies at once.
 */
import {spawnSync} from 'node:child_process'
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {delimiterCells, rowCells, rowStart} from '../../packages/remark-steer-defang/src/flat/tables.js'

/** Up to three spaces, so that no line is indented code. */
const indent = fc.constantFrom('', ' ', '  ', '   ')
const header = fc
  .tuple(indent, fc.constantFrom('x', '|', '\\', ':'), fc.array(fc.constantFrom('x', '|', '|', '\\', ' ', '\t', ':', '-', '\v'), {maxLength: 7}))
  .map(([a, b, c]) => a + b + c.join(''))
const delimiter = fc
  .tuple(indent, fc.constantFrom('-', '|', ':', '-'), fc.array(fc.constantFrom('-', '-', '|', '|', ':', ' ', '\t', 'x', '\v'), {maxLength: 7}))
  .map(([a, b, c]) => a + b + c.join(''))
const body = fc
  .tuple(indent, fc.constantFrom('x', '|', '\\', ':'), fc.array(fc.constantFrom('x', '|', '\\', ' ', '\t', ':', '-'), {maxLength: 6}))
  .map(([a, b, c]) => a + b + c.join(''))

type Tables = (header: string, delimiter: string, body: string) => {head: number; body: boolean}

/** What `flat/tables.ts` says of a header, a delimiter row and a body row. */
const model: Tables = (head, delimiterRow, bodyRow) => {
  const cells = rowCells(head, rowStart(head, 0, head.length, 0), head.length)
  const delimiterRowCells = delimiterCells(delimiterRow, rowStart(delimiterRow, 0, delimiterRow.length, 0), delimiterRow.length)
  return cells > 0 && delimiterRowCells === cells
    ? {head: cells, body: rowCells(bodyRow, rowStart(bodyRow, 0, bodyRow.length, 0), bodyRow.length) > 0}
    : {head: 0, body: false}
}

/**
 * Check a model against cmark-gfm on many cases, rendered as one document
 * (cases apart by an HTML comment).
 *
 * @param tables
 *   The model.
 * @param runs
 *   Cases.
 * @returns
 *   Cases where the model and cmark-gfm differ.
 */
function differences(tables: Tables, runs: number): string[] {
  const cases = fc.sample(fc.tuple(header, delimiter, body), {numRuns: runs})
  const document = cases.map((lines) => lines.join('\n')).join('\n\n<!-- -->\n\n') + '\n'
  const html = spawnSync('cmark-gfm', ['-e', 'table', '--unsafe'], {input: document, encoding: 'utf8'}).stdout
  const parts = html.split('<!-- -->')
  expect(parts.length).toBe(cases.length)
  const found: string[] = []
  for (const [index, [head, delimiterRow, bodyRow]] of cases.entries()) {
    const part = parts[index]!
    // The model speaks of a table of the first two lines only: a table of
    // the last two (the delimiter row as its header) is left out.
    const expected = tables(head, delimiterRow, bodyRow)
    if (expected.head === 0) {
      // (A table of the first two lines comes before any paragraph.)
      const table = part.indexOf('<table>')
      const paragraph = part.indexOf('<p>')
      if (table !== -1 && (paragraph === -1 || table < paragraph)) found.push(JSON.stringify([head, delimiterRow, bodyRow]))
      continue
    }

    const actual = {head: (part.match(/<th[ >]/g) ?? []).length, body: part.includes('<tbody>')}
    if (actual.head !== expected.head || actual.body !== expected.body) found.push(JSON.stringify([head, delimiterRow, bodyRow]))
  }

  return found
}

describe('flat/tables.ts', () => {
  it('forms tables where cmark-gfm does', () => {
    expect(differences(model, 3000)).toEqual([])
  })

  it('counting pipes does not (the negative control)', () => {
    const pipes = (line: string): number => line.split('|').length
    const naive: Tables = (head, delimiterRow, bodyRow) =>
      /^[ |:\t-]*-[ |:\t-]*$/.test(delimiterRow) && pipes(head) === pipes(delimiterRow)
        ? {head: pipes(head), body: bodyRow.trim() !== ''}
        : {head: 0, body: false}
    expect(differences(naive, 3000).length).toBeGreaterThan(0)
  })

  it('reads the spec examples', () => {
    const cells = (line: string) => rowCells(line, 0, line.length)
    expect(cells('| foo | bar |')).toBe(2)
    expect(cells('a\\|b')).toBe(1)
    expect(cells('a\\\\|b')).toBe(1)
    expect(cells('||')).toBe(1)
    expect(cells('| \t')).toBe(0)
    const delimiters = (line: string) => delimiterCells(line, 0, line.length)
    expect(delimiters('| --- | :-: |')).toBe(2)
    expect(delimiters(':-')).toBe(1)
    // A setext underline and a list item come first.
    expect(delimiters('--')).toBe(-1)
    expect(delimiters('- |')).toBe(-1)
    expect(delimiters('-|:')).toBe(-1)
    expect(rowStart('> >  |x', 0, 7, 2)).toBe(5)
    expect(rowStart('>     > |x', 0, 10, 1)).toBe(6)
  })
})
