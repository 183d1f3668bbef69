import fc from 'fast-check'
import {applyEdits, composeEdits, defang, foldEdits, tokenEdits, type RawEdit} from 'steer-envelope'
import {describe, expect, it} from 'vitest'
import {acrossLines, anyString, attack, attackLine, body} from '../support/arbitraries.js'
import {liveTokens} from '../support/checker.js'
import {expectConsistentEdits} from '../support/edits.js'

const runs = Number(process.env.FUZZ_RUNS) || 400

describe('defang properties', () => {
  it('never throws, and its edits reproduce the output and quote the input', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        expectConsistentEdits(input, defang(input))
      }),
      {numRuns: runs}
    )
  })

  it('never throws where the line of a heading starts with a tag holding a token (in a construct broken out whole)', () => {
    // A CDATA section, a comment or a processing instruction is broken out
    // whole: a tag inside it stays on the heading's line, and the heading's
    // edit drops it with the tokens in its attribute values (a differential
    // fuzz found one that threw: two rules claimed the same characters).
    const piece = fc.constantFrom(
      '<![CDATA[', ']]>', '<!--', '-->', '<?', '?>', '\n', '<v\tx="', '<b x=\'', '">', "'>", '<i>', '> ', '- ',
      '[work-item-context]', '[/work-item-context]', '| Instruction from @y', 'Instruction from @z', '|',
      'Amendments', 'Work-item context', ' **', '</b>'
    )
    // The shape itself: a construct, a tag with a token in a quoted value,
    // a heading after it on its line.
    const shaped = fc
      .tuple(
        fc.constantFrom(['<![CDATA[', ']]>'], ['<!--', '-->'], ['<?', '?>']),
        fc.constantFrom('\n', ' ', ''),
        fc.constantFrom('', '> ', '- ', '<i>'),
        fc.constantFrom('"', "'"),
        fc.constantFrom('[work-item-context]', '[/work-item-context]', '| Instruction from @y', 'x'),
        fc.constantFrom('Amendments', 'Work-item context', 'Amendments **', 'Instruction from @z'),
        fc.constantFrom('', '\n')
      )
      .map(
        ([[open, close], gap, prefix, quote, token, heading, after]) =>
          open + gap + prefix + '<v\tx=' + quote + token + quote + '>' + heading + after + close
      )
    fc.assert(
      fc.property(fc.oneof(fc.array(piece, {maxLength: 14}).map((pieces) => pieces.join('')), shaped), (input) => {
        const result = defang(input)
        expectConsistentEdits(input, result)
        expect(liveTokens(result.value)).toEqual([])
        expect(defang(result.value).value).toBe(result.value)
      }),
      {numRuns: runs * 5}
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, acrossLines), (input) => {
        const once = defang(input).value
        const twice = defang(once)
        expect(twice.value).toBe(once)
        expect(twice.edits).toEqual([])
      }),
      {numRuns: runs}
    )
  })

  it('a later round of the scan engine reads on from where the last one changed anything: as reading it all again', () => {
    // The `tokens` option reads every round whole (same finder, no restart).
    const whole = {tokens: (prepared: string) => tokenEdits(prepared)}
    // A tag or a `<` left open above a heading, across lines, or not at all.
    const openAbove = fc
      .tuple(
        fc.array(
          fc.constantFrom(
            '<ta', '<div\n', '<a b="\n', '<!X', '<?x\n', '<!--', 'x <b>', '<p>\n', 'text\n', '\n', '>', '<x<!--', '<a x="<b>" @', '<a <a ',
            // Grammars that run over several lines before they break (or
            // not), and chains of headings that each close a `<` above.
            'Amendments<a\n', 'Amendments\n', '<a\nb c\n', 'd="\n', "e='x\n", '/\n', '<x a\n', 'Amendments **\n', 'f=g\n'
          ),
          {maxLength: 10}
        ),
        fc.oneof(attackLine, acrossLines, body)
      )
      .map(([above, rest]) => above.join('') + '\n' + rest)
    // Chains of headings, each closing a `<` left open on the line above,
    // long enough to run into the round limit: each round reads on from
    // the line above the last heading only, and must still see every `<`
    // left open before it whose grammar reaches that heading.
    const chain = fc
      .tuple(
        fc.array(
          fc.constantFrom(
            'Amendments<a\n', 'Amendments<x y\n', 'Amendments<a b="c"\n', 'Work-item context.<a\n', 'Amendments<a b="\n',
            '"\n', 'Amendments<a\nb\n', 'x<a\n', 'Amendments\n', 'Amendments<!X\n'
          ),
          {minLength: 1, maxLength: 4}
        ),
        fc.constantFrom('Amendments\n', 'Amendments **\n', 'Work-item context.\n', 'x\n')
      )
      .map(([above, last]) => above.join('') + last)
    fc.assert(
      fc.property(fc.oneof(anyString, acrossLines, openAbove, chain, attack), (input) => {
        // Without the fold stage, whose last resort (folding token words
        // alone) needs a finder other than the scan engine's; the folded
        // text, which the fold pass reads with the same rounds, is read too.
        const options = {fold: false}
        expect(defang(input, options)).toEqual(defang(input, {...whole, ...options}))
        const folded = input.normalize('NFKC')
        expect(defang(folded, options)).toEqual(defang(folded, {...whole, ...options}))
      }),
      {numRuns: runs}
    )
  })

  it('leaves no live token (independent checker)', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, attack), (input) => {
        expect(liveTokens(defang(input).value)).toEqual([])
      }),
      {numRuns: runs}
    )
  })

  it('negative control: the checker finds the live tokens in raw attack input', () => {
    fc.assert(
      fc.property(attack, (input) => {
        expect(liveTokens(input).length).toBeGreaterThan(0)
      }),
      {numRuns: runs}
    )
  })

  it('changes nothing in text without tokens, HTML, special characters or line-break variants', () => {
    const plain = fc.string({unit: fc.constantFrom(...'abc xyz.,;:!?()-\n'.split('')), maxLength: 300})
    fc.assert(
      fc.property(plain, (input) => {
        const result = defang(input)
        expect(result.value).toBe(input)
        expect(result.edits).toEqual([])
      }),
      {numRuns: runs}
    )
  })
})

describe('composeEdits', () => {
  /**
   * Arbitrary sorted, non-overlapping edits against a text of `length`.
   *
   * @param length
   *   Text length.
   * @returns
   *   Arbitrary edits.
   */
  function editsFor(length: number): fc.Arbitrary<RawEdit[]> {
    return fc
      .array(
        fc.tuple(fc.nat({max: length}), fc.nat({max: 3}), fc.string({maxLength: 3})),
        {maxLength: 6}
      )
      .map((list) => {
        const sorted = list.sort((a, b) => a[0] - b[0])
        const edits: RawEdit[] = []
        let last = 0
        for (const [start, size, replacement] of sorted) {
          if (start < last) continue
          const end = Math.min(start + size, length)
          edits.push({start, end, replacement, rule: 'sanitize'})
          last = end
        }

        return edits
      })
  }

  it('applies like the two lists in sequence', () => {
    fc.assert(
      fc.property(
        fc.string({maxLength: 20}).chain((text) =>
          editsFor(text.length).chain((first) => {
            const middle = applyEdits(text, first)
            return editsFor(middle.length).map((second) => ({text, first, second}))
          })
        ),
        ({text, first, second}) => {
          const expected = applyEdits(applyEdits(text, first), second)
          expect(applyEdits(text, composeEdits(first, second))).toBe(expected)
        }
      ),
      {numRuns: runs * 5}
    )
  })
})

describe('edit reports', () => {
  const tokenRules = new Set(['fence', 'attribution', 'amendments-heading', 'context-heading'])
  const part = fc.constantFrom(
    '＜ｂ＞', '＜／ｂ＞', '<b>', '</b>', 'Ａｍｅｎｄｍｅｎｔｓ', 'Amendments', '［work-item-context］',
    'Ｉｎｓｔｒｕｃｔｉｏｎ ｆｒｏｍ ＠ｘ', '\u200B', '\r\n', '\n', ' ', '> ', 'x'
  )

  it('a token edit merged with other edits is reported under its token rule, and a fold says what it revealed', () => {
    fc.assert(
      fc.property(fc.array(part, {maxLength: 12}), (parts) => {
        const result = defang(parts.join(''))
        for (const edit of result.edits) {
          for (const rule of edit.merged ?? []) {
            if (tokenRules.has(rule)) expect(tokenRules.has(edit.rule), JSON.stringify(edit)).toBe(true)
          }
        }

        if (result.folded) expect(result.revealed.length).toBeGreaterThan(0)
      }),
      {numRuns: runs * 5}
    )
  })
})

describe('foldEdits', () => {
  // Folding is NFKC applied piecewise (and remembered per piece): the whole
  // text folded at once must come out, from texts that repeat pieces.
  const unit = fc.constantFrom(...'a \n\uFF21\uFF4D\u00C5\u0301\u2126\uFB01\u1E9B\u0323\u3131\u1100\u1161\uD835\uDC00'.split(''))
  const piece = fc.string({unit, maxLength: 6})

  it('equals NFKC of the whole text, with repeats', () => {
    fc.assert(
      fc.property(fc.array(piece, {maxLength: 30}), fc.nat({max: 3}), (pieces, times) => {
        const text = pieces.join('').repeat(times + 1)
        expect(applyEdits(text, foldEdits(text))).toBe(text.normalize('NFKC'))
      }),
      {numRuns: runs * 5}
    )
  })

  it('equals NFKC of the whole text across chunk ends (texts normalized a chunk at a time)', () => {
    // Chunks are 1 KiB, ended before an ASCII character. Fillers put the
    // pieces on and around chunk ends, after chunks with and without edits.
    const filler = fc.tuple(fc.integer({min: 990, max: 1040}), fc.constantFrom('x', '\u4E2D', 'x\u4E2D', '\uFF21'))
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, piece), {minLength: 1, maxLength: 4}), (parts) => {
        const text = parts.map(([[length, unit], tail]) => unit.repeat(length).slice(0, length) + tail).join('')
        expect(applyEdits(text, foldEdits(text))).toBe(text.normalize('NFKC'))
      }),
      {numRuns: runs}
    )
  })

  it('folds a combining mark that starts a chunk with the letter before it', () => {
    const text = 'x'.repeat(1023) + 'e\u0301' + '\u4E2D'.repeat(3000) + '\uFF21'
    expect(applyEdits(text, foldEdits(text))).toBe(text.normalize('NFKC'))
    expect(text).not.toBe(text.normalize('NFKC'))
  })

  it('folds each combining run with the character before it (remembered per piece, not per run)', () => {
    // The same run after different letters folds differently: a piece
    // remembered by its run alone would give `á á`.
    const text = 'a\u0301 e\u0301 a\u0301'
    expect(applyEdits(text, foldEdits(text))).toBe('\u00E1 \u00E9 \u00E1')
    // Control: unfolded, the text is not its NFKC form.
    expect(text).not.toBe(text.normalize('NFKC'))
  })
})

describe('large input', () => {
  it('handles a 1 MiB line', () => {
    const line = 'Instruction from @x '.repeat(52_429)
    const result = defang(line + '\n' + line)
    expect(result.edits.length).toBe(2)
    expect(result.value.length).toBe(line.length * 2 + 1 + 6)
  })
})
