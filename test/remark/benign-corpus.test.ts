/**
 * A benign corpus of issue and PR text (437 bodies: bug reports, logs,
 * quoted replies, tables, `<details>`, issue templates, text in many
 * scripts, and prose that mentions the token words), written by an
 * independent reviewer who did not read the engines (2026-12-02).
 *
 * Benign text may change only by the normalizations the spec allows: line
 * breaks, tag breaks (an inserted line feed) and what the sanitizer strips.
 * Every other edit, in either profile, is pinned in `other-edits.json`
 * (regenerate with `UPDATE=1` and review): the reviewer judged each one
 * (a fence mid-line is defanged anywhere; a heading as a table cell or list
 * item is displayed; `[Amendments]` may become a link through a definition
 * elsewhere; alt text shows when an image does not load; a word inside an
 * inline tag stands alone by the spec's tag breaks). A new edit fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import {defangMarkdown} from 'remark-steer-defang'
import {defang, type Edit} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {expectation, fixturesRoot} from '../support/fixtures.js'

interface Body {
  id: string
  category: string
  input: string
}

const folder = path.join(fixturesRoot, 'benign-issues')
const corpus: Body[] = fs
  .readFileSync(path.join(folder, 'corpus.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Body)

/**
 * @param edit
 *   Edit.
 * @returns
 *   Whether it is one of the normalizations benign text may get.
 */
function isNormalization(edit: Edit): boolean {
  if (edit.rule === 'normalize-line-break' || edit.rule === 'sanitize') return true
  return edit.rule === 'html-break' && edit.original === '' && edit.replacement === '\n'
}

/**
 * @param edits
 *   Edits of one body.
 * @returns
 *   The others, as `[rule, original, replacement]`.
 */
function others(edits: ReadonlyArray<Edit>): Array<[string, string, string]> {
  return edits.filter((edit) => !isNormalization(edit)).map((edit) => [edit.rule, edit.original, edit.replacement])
}

describe('benign corpus of issue and PR text', () => {
  it('changes only by normalization, apart from the pinned edits', () => {
    expect(corpus.length).toBe(437)
    const found: Record<string, {rendered?: Array<[string, string, string]>; v1?: Array<[string, string, string]>}> = {}
    let normalized = 0
    for (const body of corpus) {
      const rendered = defangMarkdown(body.input)
      const v1 = defang(body.input)
      // Nothing this ordinary may exhaust a budget.
      expect(rendered.fallback.reasons, body.id).toEqual([])
      const entry: (typeof found)[string] = {}
      const renderedOthers = others(rendered.edits)
      const v1Others = others(v1.edits)
      if (renderedOthers.length > 0) entry.rendered = renderedOthers
      if (v1Others.length > 0) entry.v1 = v1Others
      if (entry.rendered || entry.v1) found[body.id] = entry
      if (rendered.edits.length > 0) normalized++
    }

    // One line per body and profile: a diff names the body.
    const lines = Object.entries(found).flatMap(([id, entry]) =>
      (['rendered', 'v1'] as const)
        .filter((profile) => entry[profile])
        .map((profile) => '  ' + JSON.stringify(id + ' ' + profile) + ': ' + JSON.stringify(entry[profile]))
    )
    const actual = '{\n' + lines.join(',\n') + '\n}\n'
    expect(actual).toBe(expectation(path.join(folder, 'other-edits.json'), actual))
    // Most bodies need no token edit at all; many do get normalized.
    expect(Object.keys(found).length).toBeLessThan(25)
    expect(normalized).toBeGreaterThan(100)
  })

  it('negative control: the same check fails when a line of each body starts with a token', () => {
    let flagged = 0
    for (const body of corpus.slice(0, 50)) {
      if (others(defangMarkdown('Amendments\n' + body.input).edits).length > 0) flagged++
    }

    expect(flagged).toBe(50)
  })
})
