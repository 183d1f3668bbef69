import fs from 'node:fs'
import path from 'node:path'
import {defangMarkdown} from 'remark-steer-defang'
import {applyEdits} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {expectWarningPerEdit} from '../support/edits.js'
import {cases, expectation, fixturesRoot, messagesJson} from '../support/fixtures.js'

// Rendered-profile fixtures: fixtures/rendered/<case>/{input.md, output.md,
// edits.json, messages.json (the plugin's messages in a real pipeline)}. Regenerate with `UPDATE=1`, then review the diff.
describe('rendered fixtures (fixtures/rendered/<case>)', () => {
  for (const name of cases('rendered')) {
    it(name, async () => {
      const folder = path.join(fixturesRoot, 'rendered', name)
      const input = fs.readFileSync(path.join(folder, 'input.md'), 'utf8')
      const result = defangMarkdown(input, {timeBudgetMs: Number.POSITIVE_INFINITY})
      const report = {
        folded: result.folded,
        revealed: result.revealed,
        fallback: result.fallback,
        disagreements: result.disagreements.map((d) => ({engine: d.engine, rule: d.rule, original: d.original})),
        edits: result.edits
      }

      expect(result.value).toBe(expectation(path.join(folder, 'output.md'), result.value))
      const json = JSON.stringify(report, null, 2) + '\n'
      expect(json).toBe(expectation(path.join(folder, 'edits.json'), json))

      const messages = await messagesJson(input, {timeBudgetMs: Number.POSITIVE_INFINITY})
      expect(messages).toBe(expectation(path.join(folder, 'messages.json'), messages))
      expectWarningPerEdit(messages, result.edits)

      expect(applyEdits(input, result.edits)).toBe(result.value)
      for (const edit of result.edits) expect(input.slice(edit.start, edit.end)).toBe(edit.original)

      // Idempotent.
      const again = defangMarkdown(result.value, {timeBudgetMs: Number.POSITIVE_INFINITY})
      expect(again.value).toBe(result.value)
    })
  }
})
