/**
 * The line builder keeps source spans in arena arrays that grow and that
 * finished lines share: every line must keep its own text and spans however
 * the arena grew after it (without a sink), and each line handed to a sink
 * must be right while the sink has it.
 */
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  isDisplayWhitespace,
  LineBuilder,
  sourceEnd,
  sourceStart,
  type RenderedLine
} from '../../packages/remark-steer-defang/src/line.js'

/** One call on the builder. */
type Step =
  | {kind: 'start'}
  | {kind: 'push'; value: string; length: number}
  | {kind: 'verbatim'; text: string}

const step: fc.Arbitrary<Step> = fc.oneof(
  {weight: 1, arbitrary: fc.constant({kind: 'start'} as const)},
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      value: fc.string({unit: fc.constantFrom('a', 'b', ' ', '\t', '\u00A0', 'é'), maxLength: 3}),
      length: fc.integer({min: 1, max: 6})
    })
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('verbatim' as const),
      // Long runs, so the arena grows several times.
      text: fc.string({unit: fc.constantFrom('x', 'y', ' ', '\n'), maxLength: 700})
    })
  }
)

/** A line as a naive model builds it: text and spans per character. */
interface Expected {
  text: string
  spans: Array<[number, number]>
}

/**
 * Run steps on a builder and on the naive model.
 *
 * @param steps
 *   Calls.
 * @param sink
 *   Whether the builder hands lines to a sink.
 * @returns
 *   What the builder produced (snapshots, for the sink), and the model's lines.
 */
function run(steps: Step[], sink: boolean): {actual: Expected[]; expected: Expected[]} {
  const actual: Expected[] = []
  const snapshot = (line: RenderedLine): Expected => ({
    text: line.text,
    spans: [...line.text].map((_, index) => [sourceStart(line, index), sourceEnd(line, index)])
  })
  const builder = new LineBuilder(
    sink
      ? (line) => {
          actual.push(snapshot(line))
        }
      : undefined
  )
  const expected: Expected[] = []
  let current: Expected | undefined
  let offset = 0

  const add = (char: string, start: number, end: number) => {
    if (!current) return
    let value = char
    if (isDisplayWhitespace(char.charCodeAt(0))) {
      if (current.text.length === 0 || current.text.endsWith(' ')) return
      value = ' '
    }

    current.text += value
    current.spans.push([start, end])
  }

  const finish = () => {
    if (current && current.text.length > 0) expected.push(current)
    current = undefined
  }

  for (const item of steps) {
    if (item.kind === 'start') {
      builder.start(-1, false)
      finish()
      current = {text: '', spans: []}
    } else if (item.kind === 'push') {
      builder.push(item.value, offset, offset + item.length)
      for (const char of item.value) add(char, offset, offset + item.length)
      offset += item.length
    } else {
      builder.pushVerbatim(item.text, 0, item.text.length, offset)
      for (let index = 0; index < item.text.length; index++) {
        add(item.text.charAt(index), offset + index, offset + index + 1)
      }

      offset += item.text.length
    }
  }

  builder.end()
  finish()
  if (!sink) actual.push(...builder.lines.map(snapshot))
  return {actual, expected}
}

describe('LineBuilder', () => {
  it('keeps every finished line intact as the arena grows (no sink)', () => {
    fc.assert(
      fc.property(fc.array(step, {maxLength: 60}), (steps) => {
        const {actual, expected} = run(steps, false)
        expect(actual).toEqual(expected)
      })
    )
  })

  it('hands each line to a sink, right while the sink has it', () => {
    fc.assert(
      fc.property(fc.array(step, {maxLength: 60}), (steps) => {
        const {actual, expected} = run(steps, true)
        expect(actual).toEqual(expected)
      })
    )
  })

  // A reading across lines shows its line as it is at each source line,
  // then goes on from before that (`checkpoint`, `restore`): the lines it
  // hands on must be those of a builder that never took the detour.
  describe('checkpoint and restore', () => {
    /** One call that changes what a line holds beyond its text. */
    type Detail =
      | {kind: 'push'; value: string}
      | {kind: 'code'; text: string}
      | {kind: 'mark'; insertAt: number; quoted: boolean}
      | {kind: 'bidi'}

    const detail: fc.Arbitrary<Detail> = fc.oneof(
      fc.record({kind: fc.constant('push' as const), value: fc.string({unit: fc.constantFrom('a', ' ', 'é'), minLength: 1, maxLength: 3})}),
      fc.record({kind: fc.constant('code' as const), text: fc.string({unit: fc.constantFrom('x', ' ', '`'), maxLength: 40})}),
      fc.record({kind: fc.constant('mark' as const), insertAt: fc.integer({min: -1, max: 50}), quoted: fc.boolean()}),
      fc.constant({kind: 'bidi' as const})
    )

    /**
     * @param builder
     *   Builder.
     * @param items
     *   Calls.
     */
    function apply(builder: LineBuilder, items: Detail[]): void {
      for (const [index, item] of items.entries()) {
        if (item.kind === 'push') builder.push(item.value, index * 10, index * 10 + 5)
        else if (item.kind === 'code') builder.pushVerbatim(item.text, 0, item.text.length, index * 10, true)
        else if (item.kind === 'mark') builder.mark(item.insertAt, item.quoted)
        // A reference to a bidirectional control: displays nothing.
        else builder.push('\u202E', index * 10, index * 10 + 8)
      }
    }

    /**
     * @param line
     *   A line as a sink gets it.
     * @returns
     *   What it holds, as plain data (taken while the sink has it).
     */
    function view(line: RenderedLine): unknown {
      return {
        text: line.text,
        spans: [...line.text].map((_, index) => [sourceStart(line, index), sourceEnd(line, index)]),
        shared: [...line.shared],
        insertAt: line.insertAt,
        quoted: line.quoted,
        breaks: line.breaks && [[...line.breaks.index], [...line.breaks.insertAt], [...line.breaks.flags]],
        reorders: line.reorders && [...line.reorders],
        code: line.code && [...line.code]
      }
    }

    /**
     * @param before
     *   Calls before the checkpoint.
     * @param detour
     *   Calls between it and the line's end.
     * @param after
     *   Calls after the restore.
     * @param restore
     *   Whether to restore (else the builder starts the line again: the
     *   negative control).
     * @returns
     *   The lines handed on after the detour, and those of a builder that
     *   made the calls before and after only.
     */
    function detourThen(before: Detail[], detour: Detail[], after: Detail[], restore: boolean): [unknown[], unknown[]] {
      const seen: unknown[] = []
      const restored = new LineBuilder((line) => {
        seen.push(view(line))
      })
      restored.start(3, true)
      apply(restored, before)
      const state = restored.checkpoint()
      apply(restored, detour)
      restored.end()
      if (restore) restored.restore(state)
      else restored.start(3, true)
      const count = seen.length
      apply(restored, after)
      restored.end()

      const direct: unknown[] = []
      const builder = new LineBuilder((line) => {
        direct.push(view(line))
      })
      builder.start(3, true)
      apply(builder, before)
      apply(builder, after)
      builder.end()
      return [seen.slice(count), direct]
    }

    it('takes the line up again as it was', () => {
      fc.assert(
        fc.property(
          fc.array(detail, {maxLength: 12}),
          fc.array(detail, {maxLength: 12}),
          fc.array(detail, {maxLength: 12}),
          (before, detour, after) => {
            const [actual, expected] = detourThen(before, detour, after, true)
            expect(actual).toEqual(expected)
          }
        )
      )
    })

    it('negative control: without the restore, the line loses what it had', () => {
      const before: Detail[] = [{kind: 'push', value: 'a'}]
      const [actual, expected] = detourThen(before, [{kind: 'code', text: 'x'}], [{kind: 'push', value: 'b'}], false)
      expect(actual).not.toEqual(expected)
    })
  })

  it('negative control: lines snapshotted after a sink returns are overwritten', () => {
    const kept: RenderedLine[] = []
    const builder = new LineBuilder((line) => {
      kept.push(line)
    })
    builder.start(-1, false)
    builder.pushVerbatim('first', 0, 5, 0)
    builder.start(-1, false)
    builder.pushVerbatim('second', 0, 6, 100)
    builder.end()
    // The arena is reused: the first line's spans now hold the second's.
    expect(sourceStart(kept[0], 0)).toBe(100)
  })
})
