import fs from 'node:fs'
import path from 'node:path'
import {defangMarkdown} from 'remark-steer-defang'
import {checkRendered} from 'steer-defang-preview/check'
import type {CheckReport} from 'steer-defang-preview/check'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {fixturesRoot} from '../support/fixtures.js'

const folder = path.join(fixturesRoot, 'parity')
const documents = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({name, markdown: fs.readFileSync(path.join(folder, name), 'utf8')}))

/**
 * Live tokens by GitHub’s renderer (cmark-gfm, when installed; the preview
 * package’s remark model otherwise). A heading quoted on its own line
 * (`> Amendments`, `> &#65;mendments`) is defanged.
 *
 * @param report
 *   Check report.
 * @returns
 *   Live tokens.
 */
function live(report: CheckReport): string[] {
  return report.live.map((finding) => finding.rule + ': ' + finding.token)
}

describe('parity catalog (fixtures/parity), rendered by GitHub’s renderer', () => {
  it('leaves no live token in any catalog document (the v1 rules leave some)', () => {
    let v1Live = 0
    for (const {name, markdown} of documents) {
      const result = defangMarkdown(markdown, {timeBudgetMs: Number.POSITIVE_INFINITY})
      expect(result.fallback.used, name).toBe(false)
      expect(live(checkRendered(result.value)), name).toEqual([])
      if (live(checkRendered(defang(markdown).value)).length > 0) v1Live++
    }

    // Negative control: the gaps the rendered profile exists to close.
    expect(v1Live).toBeGreaterThan(0)
  })
})
