/**
 * GitHub parity catalog (fixtures/parity): small documents, each putting one
 * structural token in one construct, with GitHub's rendering (cmark-gfm)
 * committed beside them and a hand-written expectation of what GitHub shows
 * live. Regenerate with `node scripts/parity/generate.mjs && node
 * scripts/parity/render.mjs`.
 */
import {beforeAll, describe, expect, test} from 'vitest'
import {defang} from 'steer-envelope'
import {checkRendered, renderedLineStarts} from 'steer-defang-preview/check'
import {cmarkVersion, parityCases, renderAll, skipWithout} from './support.js'

/**
 * The defanger under test and whose known gaps apply. Switching to the AST
 * engine's rendered profile is this one line, for example
 * `{profile: 'rendered', defang: (input) => defangRendered(input).value}`;
 * the rendered profile has no known gaps, so every document must then come
 * out with zero live tokens.
 */
const ENGINE = {profile: 'v1', defang: (input: string) => defang(input).value} as const

/**
 * Documents on which the remark model (the fallback renderer and the
 * preview's rendered view) differs from cmark-gfm 0.29.0.gfm.6, and why.
 * Each is listed in docs/preview-and-check.md.
 */
const MODEL_DIFFERENCES: Readonly<Record<string, string>> = {
  'html-doctype-lower-case--amendments': 'micromark follows CommonMark 0.30+, where `<!doctype` in lower case starts an HTML block (kind 4)',
  'html-doctype-lower-case--attribution': 'as above',
  'html-doctype-lower-case--context': 'as above'
}

const cases = parityCases()
const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

/**
 * Live rules, sorted, for comparison.
 *
 * @param rules Rules.
 * @returns Sorted copy.
 */
function sorted(rules: ReadonlyArray<string>): string[] {
  return [...rules].sort()
}

test('the catalog has a few hundred documents, each with its rendering and expectation', () => {
  expect(cases.length).toBeGreaterThanOrEqual(300)
  const constructs = new Set(cases.map((item) => item.expected.construct))
  expect(constructs.size).toBeGreaterThanOrEqual(100)
  for (const item of cases) {
    expect(item.html, item.name).toMatch(/\S/)
    expect(Array.isArray(item.expected.live), item.name).toBe(true)
  }
})

describe('negative control: checkRendered on the raw documents finds exactly what GitHub shows live', () => {
  test.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const report = checkRendered(item.markdown, {html: item.html})
    expect(report.renderer).toBe('cmark-gfm')
    expect(sorted(report.live.map((finding) => finding.rule))).toEqual(sorted(item.expected.live))
  })
})

test('the remark model agrees with GitHub on every document but the listed differences', () => {
  const differing: string[] = []
  for (const item of cases) {
    const report = checkRendered(item.markdown, {renderer: 'remark'})
    const live = sorted(report.live.map((finding) => finding.rule))
    if (JSON.stringify(live) !== JSON.stringify(sorted(item.expected.live))) differing.push(item.name)
  }

  expect(differing).toEqual(Object.keys(MODEL_DIFFERENCES).sort())
})

describe.skipIf(noCmark)('with cmark-gfm', () => {
  test('the committed renderings are current (same cmark-gfm, same flags)', async () => {
    const fresh = await renderAll(cases.map((item) => item.markdown))
    const stale = cases.filter((item, index) => fresh[index] !== item.html).map((item) => item.name)
    expect(stale, 'run `node scripts/parity/render.mjs` (' + cmarkVersion + ')').toEqual([])
  })

  describe('after defanging (profile ' + ENGINE.profile + '), GitHub shows no live token except the known gaps', () => {
    const outputs = cases.map((item) => ENGINE.defang(item.markdown))
    let rendered: string[] = []

    beforeAll(async () => {
      rendered = await renderAll(outputs)
    })

    test.each(cases.map((item, index) => [item.name, item, index] as const))('%s', (_name, item, index) => {
      const report = checkRendered(outputs[index], {html: rendered[index]})
      const gap = item.expected.gaps?.[ENGINE.profile]
      const live = report.live.map((finding) => finding.rule + ': ' + finding.line.text)
      if (gap) {
        // A known gap (github-render-model.md §7) that the rendered profile must
        // close; once it is closed, drop it from scripts/parity/generate.mjs.
        expect(live.length, 'known gap `' + gap + '` is closed: remove it from the catalog').toBeGreaterThan(0)
      } else {
        expect(live).toEqual([])
      }
    })
  })
})

test('renderedLineStarts maps every catalog rendering to consistent source points', () => {
  for (const item of cases) {
    const {starts} = renderedLineStarts(item.markdown, {html: item.html})
    for (const start of starts) {
      expect(start.offset, item.name).toBeGreaterThanOrEqual(0)
      expect(start.offset, item.name).toBeLessThanOrEqual(item.markdown.length)
      const before = item.markdown.slice(0, start.offset).split(/\r\n|\r|\n/)
      expect([start.line, start.column], item.name).toEqual([before.length, (before.at(-1) as string).length + 1])
    }
  }
})

// The AST engine's line starts are compared with GitHub's on this catalog in
// test/remark/line-starts.test.ts, and its output is checked for live tokens
// in test/remark/parity.test.ts.

