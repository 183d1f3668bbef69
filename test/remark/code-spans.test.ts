/**
 * The replay of cmark-gfm's code span matching (`code-spans.ts`) against
 * cmark-gfm itself: it flags an inline text exactly where the code spans
 * GitHub renders differ from micromark's.
 */
import {micromark} from '../../packages/remark-steer-defang/node_modules/micromark/index.js'
import {gfm, gfmHtml} from '../../packages/remark-steer-defang/node_modules/micromark-extension-gfm/index.js'
import {describe, expect, it} from 'vitest'
import {CodeSpanReplay, inlineTexts} from '../../packages/remark-steer-defang/src/code-spans.js'
import {createParser} from '../../packages/remark-steer-defang/src/parse.js'
import {cmarkVersion, renderAll, skipWithout} from '../preview/support.js'
import {codeElements, paragraphDocuments} from '../support/code-documents.js'

/** What inline texts are made of: backtick runs and what may stand between them. */
const parts = ['`', '`', '`', '``', '```', 'a', ' ', 'b', '\n', '\\', '[', '](u)', '<b>', '<i t="`">', '*', 'x', '|', '&#96;', '<http://a`b>', '[x][y]', '``` ']

/** The same, with more runs (what the replay of `unmatched` reads). */
const tickParts = ['`', '`', '`', '``', '``', '```', 'a', ' ', '\n', '\\', '![', '](u)', '<i t="`">', 'x', '`]`', '[`', '<http://a`b>']

describe.skipIf(skipWithout('cmark-gfm', cmarkVersion !== undefined))('code spans cmark-gfm 0.29 matches otherwise', () => {
  it('are flagged exactly where its code spans differ from micromark’s', async () => {
    const inputs = paragraphDocuments(20_261_201, 1500, parts, 2)
    const github = await renderAll(inputs)
    const parse = createParser({links: new Set(), footnotes: new Set()})
    let differ = 0
    const missed: string[] = []
    const extra: string[] = []
    for (const [index, input] of inputs.entries()) {
      const parsed = parse(input, Number.POSITIVE_INFINITY)!
      const replay = new CodeSpanReplay(parsed.source)
      let flagged = false
      for (const [kind, token] of parsed.events) {
        if (inlineTexts.has(token.type)) {
          if (kind === 'enter') replay.enter(token)
          else if (replay.subject === token && replay.exit()) flagged = true
        } else if (kind === 'enter' && replay.subject) {
          replay.inside(token)
        }
      }

      const ours = codeElements(micromark(input, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]}))
      const theirs = codeElements(github[index]!)
      if (ours !== theirs) differ++
      if (ours !== theirs && !flagged) missed.push(input)
      if (ours === theirs && flagged) extra.push(input)
    }

    expect(missed).toEqual([])
    expect(extra).toEqual([])
    // Not vacuous: some documents do differ.
    expect(differ).toBeGreaterThan(5)
  }, 120_000)

  it('leaves, where it flags a text, the runs GitHub leaves unmatched: masked, micromark matches as GitHub does', async () => {
    const inputs = paragraphDocuments(20_261_207, 1500, tickParts, 3)
    const github = await renderAll(inputs)
    const parse = createParser({links: new Set(), footnotes: new Set()})
    let flaggedCount = 0
    let unmaskedWrong = 0
    const wrong: string[] = []
    for (const [index, input] of inputs.entries()) {
      const parsed = parse(input, Number.POSITIVE_INFINITY)!
      const replay = new CodeSpanReplay(parsed.source)
      const runs: number[] = []
      for (const [kind, token] of parsed.events) {
        if (inlineTexts.has(token.type)) {
          if (kind === 'enter') replay.enter(token)
          else if (replay.subject === token && replay.exit()) runs.push(...replay.unmatched)
        } else if (kind === 'enter' && replay.subject) {
          replay.inside(token)
        }
      }

      if (runs.length === 0) continue
      flaggedCount++
      let masked = ''
      let last = 0
      for (let run = 0; run < runs.length; run += 2) {
        masked += input.slice(last, runs[run]) + ' '.repeat(runs[run + 1]! - runs[run]!)
        last = runs[run + 1]!
      }
      masked += input.slice(last)
      const theirs = codeElements(github[index]!, true)
      const ours = codeElements(micromark(masked, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]}), true)
      if (ours !== theirs) wrong.push(input)
      if (codeElements(micromark(input, {allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()]}), true) !== theirs) unmaskedWrong++
    }

    // (A few documents where raw HTML or a link differs besides are no
    // code span matter: at most one in a hundred flagged.)
    expect(wrong).toEqual([])
    // Not vacuous: texts are flagged, and unmasked, micromark matches
    // otherwise than GitHub on them (the negative control).
    expect(flaggedCount).toBeGreaterThan(20)
    expect(unmaskedWrong).toBe(flaggedCount)
  }, 120_000)
})

