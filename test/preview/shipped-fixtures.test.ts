/**
 * Done-when of the render check: GitHub shows no live structural token in
 * any fixture the project ships once it is defanged (`input.md`, and every
 * `fixtures/example/*.md`), nor in any expected output (`output.md`), while
 * the raw example attack shows them (the negative control).
 */
import fs from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, test} from 'vitest'
import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {checkRendered} from 'steer-defang-preview/check'
import {cmarkVersion, renderAll, root, shippedFixtures, skipWithout} from './support.js'

const files = shippedFixtures()
const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

/**
 * What is checked for each shipped file: outputs as they are, the rest
 * defanged (the rendered-profile fixtures with the rendered profile: their
 * tokens are the ones the v1 rules leave live by design).
 */
const checked = files.map(function (file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  if (path.basename(file) === 'output.md') return text
  return file.startsWith(path.join('fixtures', 'rendered') + path.sep)
    ? defangMarkdown(text, {timeBudgetMs: Number.POSITIVE_INFINITY}).value
    : defang(text).value
})

test('the project ships fixtures to check', () => {
  expect(files).toContain(path.join('fixtures', 'example', 'attack.md'))
  expect(files.filter((file) => file.endsWith('input.md')).length).toBeGreaterThan(0)
})

describe.skipIf(noCmark)('rendered by GitHub (cmark-gfm)', () => {
  let rendered: string[] = []

  beforeAll(async () => {
    rendered = await renderAll(checked)
  })

  test.each(files.map((file, index) => [file, index] as const))('%s shows no live token', (_file, index) => {
    const report = checkRendered(checked[index], {html: rendered[index]})
    expect(report.live.map((finding) => finding.rule + ': ' + finding.line.text)).toEqual([])
  })

  test('the raw example attack shows live tokens (negative control)', () => {
    const attack = fs.readFileSync(path.join(root, 'fixtures', 'example', 'attack.md'), 'utf8')
    const report = checkRendered(attack)
    expect(new Set(report.live.map((finding) => finding.rule))).toEqual(
      new Set(['fence', 'attribution', 'amendments-heading', 'context-heading'])
    )
  })
})
