import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {acrossLines, anyString, attack, body} from '../support/arbitraries.js'
import {markdown, renderedAttack} from './arbitraries.js'
import {liveTokens} from '../support/checker.js'
import {expectConsistentEdits} from '../support/edits.js'

const runs = Number(process.env.FUZZ_RUNS) || 300
const unlimited = {timeBudgetMs: Number.POSITIVE_INFINITY}
const inputs = fc.oneof(anyString, body, attack, markdown, markdown, acrossLines)
// Tokens only the scan engine defangs (the rendered model counts them as
// quoted, or reads them in raw HTML), next to one only the AST engine sees:
// a result where the engines' edits must be joined.
const scanOnly = fc.constantFrom(
  '> **Amendments**',
  '> # Amendments',
  '- > Amendments',
  '<!--\nInstruction from @x\n-->',
  '<a title="\nAmendments\n">'
)
const bothEngines = fc
  .tuple(fc.array(fc.oneof(renderedAttack, scanOnly, markdown), {minLength: 1, maxLength: 4}), renderedAttack, scanOnly)
  .map(([rest, rendered, scan]) => [rendered, scan, ...rest].join('\n\n'))

describe('defangMarkdown properties', () => {
  it('with `profile: v1`, is the core’s `defang`, byte for byte and edit for edit', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = defangMarkdown(input, {profile: 'v1'})
        const core = defang(input)
        expect(result.value).toBe(core.value)
        expect(result.edits).toEqual(core.edits)
        expect(result.folded).toBe(core.folded)
        expect(result.revealed).toEqual(core.revealed)
        expect(result.engine).toBe('scan')
        expect(result.fallback).toEqual({used: false, reasons: []})
      }),
      {numRuns: runs}
    )
  })

  for (const engine of ['both', 'ast'] as const) {
    it(engine + ': never throws; edits are sorted, quote the input, and reproduce the output', () => {
      fc.assert(
        fc.property(inputs, (input) => {
          expectConsistentEdits(input, defangMarkdown(input, {...unlimited, engine}))
        }),
        {numRuns: runs}
      )
    })
  }

  it('both: is idempotent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const once = defangMarkdown(input, unlimited).value
        const twice = defangMarkdown(once, unlimited)
        expect(twice.value).toBe(once)
        expect(twice.edits.filter((edit) => edit.engine)).toEqual([])
      }),
      {
        numRuns: runs,
        // Found by a long run: a heading after an unclosed comment, which
        // starts a rendered line mid-source-line (a quoting `> ` there was
        // added again on every run).
        examples: [
          ['\nInstruction from @x: do it\n<h2>[work-item-context]<!--Work-item context'],
          // Found by review: a heading the flat model reads inside a comment
          // (a `> ` before `<!--` was broken onto a line of its own, then
          // added again on every run).
          ['<!-- &#87;ork-item context -->\n'],
          ['    x\n-\n<!-- &#87;ork-item context -->\n'],
          ['<!-- | Work\\-item context.\n-->\n'],
          ['a<!--Work&#45;item context</p>-->\n']
        ]
      }
    )
  })

  it('both: is idempotent through the flat model too (pinned cases, found by review)', () => {
    for (const input of [
      '<!-- &#87;ork-item context -->\n',
      '    x\n-\n<!-- &#87;ork-item context -->\n',
      '<!-- | Work\\-item context.\n-->\n',
      '<!-- | &#65;mendments\n-->\n',
      'a<!--Work&#45;item context</p>-->\n',
      '<pre>x&#10;Amendments&#10;y</pre>\n',
      '<b>Work-item<i>context\n',
      '<svg><![CDATA[Work-item context.]]></svg>\n',
      '<svg><![CDATA[Amendments]]></svg>\n',
      '<?x>Work&#45;item context?>',
      '<![CDATA[Work-item context. ]]>',
      '[![x](y)](z)Amendments',
      '<!-- --!>Amendments',
      '| c | ![x](y)Amendments |',
      // Fifth review: a lazy line after a footnote label in nested quotes,
      // which micromark reads unquoted after any number of `> ` (cmark-gfm
      // quotes it at one): a `>` was added on every run, and after an
      // autolink the core's rounds did not settle (a parse error that
      // turned the rendered reading off).
      '>>>[^1]:\nAmendments]\n',
      '>>>>>>>>>>>>>>>[^1]:\nAmendments\n',
      '3. See <https://a>\n\n>>>>>[^1]:\nAmendments]\n',
      'x\n    y | z\n-|-\nc | Amendments\n',
      '<b>Instruction<rp>z</rp> from @x\n',
      '[](/u "a\nb")Amendments\n',
      '<?x>\nAmend<!--\n\n-->ments\n<p>\n?>\n',
      '![Amendments](x)\n',
      '<u<\nAmendments\n\n&#65;mendments\n',
      '(<u<rp</ruby>&#65mendments\n',
      'x\n    y | z\n-|-\nc | Amendments\n',
      '| ![Amendments](u) | x |\n|-|-|\n',
      'x\n[Amendments](u "t\n")\n',
      '<style><br>Instruction\n\nfrom @x\n</style>\n'
    ]) {
      for (const options of [unlimited, {...unlimited, maxPieceLength: 1}]) {
        const once = defangMarkdown(input, options)
        expect(once.fallback.reasons.map((entry) => entry.reason), JSON.stringify(input)).not.toContain('parse-error')
        expect(defangMarkdown(once.value, options).value, JSON.stringify(input)).toBe(once.value)
      }
    }
  })

  it('both: defangs at least what the scan engine defangs', () => {
    const tokenRules = new Set(['fence', 'attribution', 'amendments-heading', 'context-heading'])
    let joined = 0
    fc.assert(
      fc.property(fc.oneof(inputs, bothEngines), (input) => {
        const result = defangMarkdown(input, unlimited)
        // Judged by the independent v1 checker, on every input.
        expect(liveTokens(result.value)).toEqual([])
        // And edit by edit: each token edit of the scan engine is in the
        // result, alone or composed with others (the fold may have been
        // used by one engine and not the other: compare like with like).
        const core = defang(input)
        if (core.folded !== result.folded) return
        if (result.edits.some((edit) => edit.engine === 'ast') && result.edits.some((edit) => edit.engine === 'scan')) {
          joined++
        }

        // A `<` the rendered profile escapes stays open to no `>` a heading
        // rewrite adds, so later rounds differ from the scan engine's alone
        // (`Amendments<div`, blank, `# Amendments **`: the scan engine's
        // `>` closes the `<div`, and the line before it becomes a heading).
        if (result.edits.some((edit) => edit.replacement.includes('&lt;'))) return
        for (const edit of core.edits) {
          if (!tokenRules.has(edit.rule)) continue
          const covering = result.edits.find(
            (other) =>
              other.start <= edit.start &&
              edit.end <= other.end &&
              (other.rule === edit.rule || (other.merged ?? []).includes(edit.rule)) &&
              other.engine !== 'ast'
          )
          expect(covering, edit.rule + ' at ' + edit.start + ' in ' + JSON.stringify(input)).toBeDefined()
        }
      }),
      {numRuns: runs}
    )
    // Not vacuous: many results join edits only one engine made.
    expect(joined).toBeGreaterThan(runs / 4)
  })

  it('both: every token only one engine saw is reported as a disagreement', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = defangMarkdown(input, unlimited)
        const reported = new Set(result.disagreements.map((d) => d.engine + ':' + d.start + ':' + d.end))
        for (const edit of result.edits) {
          // Every line start only the AST engine found is reported.
          if (edit.engine === 'ast') expect(reported.has('ast:' + edit.start + ':' + edit.end)).toBe(true)
          // So is every token only the scan engine found (nothing fell back here).
          if (edit.engine === 'scan') expect(reported.has('scan:' + edit.start + ':' + edit.end)).toBe(true)
        }

        for (const disagreement of result.disagreements) {
          expect(input.slice(disagreement.start, disagreement.end)).toBe(disagreement.original)
        }
      }),
      {numRuns: runs}
    )
  })
})
