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
