import type {Root as HastRoot} from 'hast'
import type {Root} from 'mdast'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import * as api from 'remark-steer-defang'
import remarkSteerDefang, {defangMarkdown, type Options, type SteerDefangData} from 'remark-steer-defang'
import {unified, type Plugin, type Processor} from 'unified'
import {VFile} from 'vfile'
import {describe, expect, expectTypeOf, it} from 'vitest'

describe('remark-steer-defang: public API', () => {
  it('exposes the public API', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_MAX_DEPTH',
      'DEFAULT_MAX_MARKUP',
      'DEFAULT_MAX_PIECE_LENGTH',
      'DEFAULT_TIME_BUDGET_BASE_MS',
      'DEFAULT_TIME_BUDGET_PER_KIB_MS',
      'createAnalyzer',
      'defangMarkdown',
      'default'
    ])
  })

  it('types the plugin as a transformer of mdast with optional options', () => {
    expectTypeOf(remarkSteerDefang).toEqualTypeOf<Plugin<[(Options | null | undefined)?], Root>>()

    const processor = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkSteerDefang)
      .use(remarkRehype)
    expectTypeOf(processor).toEqualTypeOf<Processor<Root, Root, HastRoot, undefined, undefined>>()

    const withOptions = unified()
      .use(remarkParse)
      .use(remarkSteerDefang, {profile: 'v1'})
      .use(remarkSteerDefang, null)
      .use(remarkRehype)
      .use(rehypeStringify)
    expectTypeOf(withOptions).toEqualTypeOf<Processor<Root, Root, HastRoot, HastRoot, string>>()
  })

  it('types `file.data.steerDefang` through the vfile data map', () => {
    const file = new VFile()
    expectTypeOf(file.data.steerDefang).toEqualTypeOf<SteerDefangData | undefined>()
  })

  it('types the result', () => {
    const result = defangMarkdown('x')
    expectTypeOf(result.fallback.reasons).items.toHaveProperty('reason').toEqualTypeOf<
      'too-large' | 'too-deep' | 'too-complex' | 'time-budget' | 'parse-error' | 'unknown-state' | 'internal-error'
    >()
    expectTypeOf(result.engine).toEqualTypeOf<'scan' | 'ast' | 'both'>()
    expectTypeOf(result.profile).toEqualTypeOf<'rendered' | 'v1'>()
  })

  it('rejects bad options with a `DefangError`', () => {
    // @ts-expect-error: unknown profile.
    expect(() => defangMarkdown('x', {profile: 'v2'})).toThrow(/Unexpected `profile` `v2`/)
    // @ts-expect-error: unknown engine.
    expect(() => defangMarkdown('x', {engine: 'regex'})).toThrow(/Unexpected `engine`/)
    // @ts-expect-error: unknown option.
    expect(() => defangMarkdown('x', {fold: false})).toThrow(/Unexpected option `fold`/)
    expect(() => defangMarkdown('x', {maxDepth: -1})).toThrow(/Unexpected `maxDepth`/)
    expect(() => defangMarkdown('x', {timeBudgetMs: Number.NaN})).toThrow(/Unexpected `timeBudgetMs`/)
    expect(() => defangMarkdown('xx', {maxLength: 1})).toThrow(/too large/)
    // @ts-expect-error: not a string.
    expect(() => defangMarkdown(1)).toThrow(/expected a string/)
    expect(() => unified().use(remarkSteerDefang, {maxPieceLength: 0}).freeze()).toThrow(
      /Unexpected `maxPieceLength`/
    )
  })
})
