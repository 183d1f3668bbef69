import fs from 'node:fs'
import path from 'node:path'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {cases, expectation, fixturesRoot, messagesJson} from '../support/fixtures.js'
import {liveTokens} from '../support/checker.js'
import {expectConsistentEdits, expectWarningPerEdit} from '../support/edits.js'

describe('core fixtures (fixtures/core/<case>)', () => {
  for (const name of cases('core')) {
    it(name, async () => {
      const folder = path.join(fixturesRoot, 'core', name)
      const input = fs.readFileSync(path.join(folder, 'input.md'), 'utf8')
      const result = defang(input)
      const report = {folded: result.folded, revealed: result.revealed, edits: result.edits}

      expect(result.value).toBe(expectation(path.join(folder, 'output.md'), result.value))
      const json = JSON.stringify(report, null, 2) + '\n'
      expect(json).toBe(expectation(path.join(folder, 'edits.json'), json))

      // The plugin with the v1 profile reports each of these edits as a
      // message (a real pipeline: remark-parse, remark-gfm, the plugin).
      const messages = await messagesJson(input, {profile: 'v1'})
      expect(messages).toBe(expectation(path.join(folder, 'messages.json'), messages))
      expectWarningPerEdit(messages, result.edits)

      // Edits reproduce the output and quote the input exactly.
      expectConsistentEdits(input, result)

      // Nothing live survives, by the independent checker.
      expect(liveTokens(result.value)).toEqual([])
      // Idempotent.
      expect(defang(result.value).value).toBe(result.value)
    })
  }
})
