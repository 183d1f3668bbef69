import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, it} from 'vitest'

// No timing assertions here (machines are noisy): `pnpm bench` prints the
// rates. What these check is that hostile shapes return, with the right
// fallbacks; the timeout only guards against a hang (micromark alone takes
// 16–18 s on the first shape at 22 KB, and `* ` × 4000 overflows its stack).
const hang = {timeout: 60_000}
// Where a test pins the fallback reasons, there is no time budget: on a
// loaded machine it may run out first (`* ` × 4000 did, with
// `time-budget` after `too-deep`), and the reason must not depend on the
// load.
const unlimited = {timeBudgetMs: Number.POSITIVE_INFINITY}

describe('hostile input', () => {
  it('`> q\\n\\nx\\n` × 3000: returns (pieces are small), nothing to find', hang, () => {
    const result = defangMarkdown('> q\n\nx\n'.repeat(3000))
    expect(result.fallback.used).toBe(false)
  })

  it('`> q\\n\\n&#73;nstruction from &#64;x\\n` × 3000: every token found, parsed or not', hang, () => {
    const input = '> q\n\n&#73;nstruction from &#64;x\n'.repeat(3000)
    const result = defangMarkdown(input)
    // Parsed or (out of time) read by the flat model: every token is found.
    expect(result.edits.filter((edit) => edit.rule === 'attribution').length).toBe(3000)
  })

  it('`* ` × 4000 + a token: too deep, reported, carried by the scan engine', hang, () => {
    const input = '* '.repeat(4000) + '&#65;mendments Amendments\n\n' + '* '.repeat(4000) + 'Amendments\n'
    const result = defangMarkdown(input, unlimited)
    expect(result.fallback.used).toBe(true)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-deep'])
    expect(result.value).toBe(defang(input).value)
  })

  // Container prefixes read by backtracking patterns (found by review,
  // 2026-12-01): a `-` and blanks could be read as a marker and its blank,
  // or as a blank then a marker, so 40 markers took longer than any run;
  // a long line of blanks took 15 s at 64 KiB.
  it('`<table>` then `-    ` × 40: returns (exponential before)', hang, () => {
    const input = '<table>\n> a | b\n> -|-\n\n' + '-    '.repeat(40) + 'x\n\n> &#65;mendments\n'
    const result = defangMarkdown(input)
    expect(result.edits.map((edit) => [edit.rule, edit.start, edit.replacement])).toEqual([['html-break', 0, '&lt;']])
  })

  it('`<table>` then 256 KiB of blanks: returns (quadratic before)', hang, () => {
    const input = '<table>\n> a | b\n> -|-\n\n' + ' '.repeat(262_144) + 'x\n\n> &#65;mendments\n'
    const result = defangMarkdown(input)
    expect(result.edits.map((edit) => [edit.rule, edit.start, edit.replacement])).toEqual([['html-break', 0, '&lt;']])
  })

  // The `encoding` of a MathML `<annotation-xml>` was read with
  // `\s*["']?\s*`, which splits a run of blanks every way where no quote
  // stands (found by review in the fortieth session: 7 s at 40,000 blanks).
  it('`<annotation-xml encoding=` then 200,000 blanks in one piece: returns (quadratic before)', hang, () => {
    const input = '<math><annotation-xml encoding=' + ' '.repeat(200_000) + 'x>Amendments\n'
    const result = defangMarkdown(input, {maxPieceLength: 1 << 20, timeBudgetMs: Number.POSITIVE_INFINITY})
    expect(result.fallback.used).toBe(false)
    expect(result.edits.map((edit) => [edit.rule, edit.start, edit.replacement])).toEqual([
      ['html-break', 6, '\n'],
      ['html-break', 200_033, '\n'],
      ['amendments-heading', 200_033, '> Amendments']
    ])
  })

  it('`\\\\|` then a line of 128 KiB of blanks in one piece: returns (cubic before)', hang, () => {
    const input = 'a \\\\| &#65;mendments\n' + ' \t'.repeat(65_536) + 'x\n'
    const result = defangMarkdown(input, {maxPieceLength: 1 << 20, timeBudgetMs: Number.POSITIVE_INFINITY})
    expect(result.fallback.used).toBe(false)
    expect(result.value).toBe(input)
  })

  it('a footnote label after a long prefix, then a heading on every line: returns (quadratic before)', hang, () => {
    // Each heading counted the label's quotes again (review 24: 317 s at
    // 1 MiB); the count is made once per label line now.
    const input = '>' + ' '.repeat(131_072) + '[^1]: x\n' + 'Amendments\n'.repeat(12_000)
    const result = defangMarkdown(input)
    // Each heading quoted, and the label escaped (under the heading's rule).
    expect(result.edits.filter((edit) => edit.rule === 'amendments-heading').length).toBe(12_001)
    expect(result.edits.filter((edit) => edit.replacement === '\\[').length).toBe(1)
  })

  it('`[x](u(` repeated on one line: returns (quadratic before, review 26)', hang, () => {
    // Each `](` skipped its destination to the end of the line when no `)`
    // closed it (38 s at 256 KiB); the skip is bounded.
    const input = '[x](u('.repeat(50_000) + '\nAmendments\n'
    const result = defangMarkdown(input)
    expect(result.value.endsWith('\n> Amendments\n')).toBe(true)
  })

  it('a long run of quote markers, then decoded line breaks, in a `<pre>`: returns (quadratic before, review 30)', hang, () => {
    // Each break walked the markers again to find the line's content
    // (28 s for 32,768 of each in the flat model); read once per line now.
    const input = '<div><pre>\n\n' + '> '.repeat(50_000) + '&#10;'.repeat(50_000) + 'Amendments\n'
    const result = defangMarkdown(input)
    expect(result.fallback.used).toBe(true)
  })

  it('`[` × 100000 + a token: too large, reported', hang, () => {
    const input = '['.repeat(100_000) + '&#65;mendments'
    const result = defangMarkdown(input, unlimited)
    expect(result.fallback.reasons.map((entry) => [entry.reason, entry.start, entry.end])).toEqual([
      ['too-large', 0, input.length]
    ])
  })

  it('a fallback stretch with 130,000 edits: all made (more than a call takes as arguments)', hang, () => {
    // Found by review: `push(...edits)` overflowed the stack past ~120,000,
    // the engine caught it as a parse error, and only the scan engine ran.
    const input = '&#65;mendments\n'.repeat(130_000)
    // No time budget: on a loaded machine it ran out first, and the reason
    // must not depend on the load.
    const result = defangMarkdown(input, {timeBudgetMs: Number.POSITIVE_INFINITY})
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-large'])
    expect(result.edits.filter((edit) => edit.rule === 'amendments-heading').length).toBe(130_000)
  })

  it('200,000 image openers, or 300,000 unmatched backtick runs, in one paragraph: too large, no internal error', hang, () => {
    // Found by review (twenty-ninth session): the flat model's brackets and
    // the memo of code spans pushed them with `push(...items)`, which
    // overflowed the stack; the text fell back as an internal error.
    for (const input of ['![ '.repeat(200_000) + '\nAmendments\n', '``` ' + '` '.repeat(300_000) + '\nAmendments\n']) {
      for (const options of [{timeBudgetMs: Number.POSITIVE_INFINITY}, {maxPieceLength: 1}]) {
        const result = defangMarkdown(input, options)
        expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-large'])
        expect(result.value.endsWith('\n> Amendments\n')).toBe(true)
      }
    }
  })

  it('emphasis storms: too complex, reported', hang, () => {
    // The token starts a line: the pre-filter skips words inside a line.
    const input = '*a_b~'.repeat(2000) + '\n&#65;mendments'
    const result = defangMarkdown(input, unlimited)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
  })

  it('lazy lines: too complex, reported', hang, () => {
    const input = '> a\n' + 'amendments b\n'.repeat(1000)
    const result = defangMarkdown(input, unlimited)
    expect(result.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
  })

  it('long tight lists: too complex past 100 lines, reported; the tokens still found', hang, () => {
    const list = (lines: number) => '- &#65;mendments\n  - b\n'.repeat(lines / 2)
    // No time budget: on a loaded machine it would end a parse first.
    const under = defangMarkdown(list(100), unlimited)
    expect(under.fallback.used).toBe(false)
    const over = defangMarkdown(list(102), unlimited)
    expect(over.fallback.reasons.map((entry) => entry.reason)).toEqual(['too-complex'])
    // A blank line ends the list, and the count.
    const loose = defangMarkdown(list(100) + '\n' + list(100), unlimited)
    expect(loose.fallback.used).toBe(false)
    // Parsed or carried by the flat model, every rendered token is defanged.
    for (const result of [under, over, loose]) {
      expect(result.edits.filter((edit) => edit.rule === 'amendments-heading').length).toBe(
        result === loose ? 100 : result === under ? 50 : 51
      )
    }
  })

  it('1 MiB of mixed hostile shapes with tokens everywhere returns', hang, () => {
    const unit = [
      '> q\n\n&#65;mendments\n',
      '- amendments\n  - nested\n\n',
      '<div>\n&#73;nstruction from &#64;x\n</div>\n\n',
      '[a] [b] *c* amendments\n\n',
      '| amendments | x |\n| - | - |\n\n'
    ].join('')
    const input = unit.repeat(Math.ceil(1_048_576 / unit.length))
    const result = defangMarkdown(input)
    expect(result.value.length).toBeGreaterThan(input.length)
  })

  it('out of time: the rest falls back to the scan engine and the flat model', () => {
    const input = '&#65;mendments\n\nAmendments\n'.repeat(100)
    const result = defangMarkdown(input, {timeBudgetMs: 0})
    expect(result.fallback.reasons.map((entry) => [entry.reason, entry.start, entry.end])).toEqual([
      ['time-budget', 0, input.length]
    ])
    // The scan engine alone leaves the rendered-only heading; the flat model quotes it.
    expect(defang(input).value).toBe('&#65;mendments\n\n> Amendments\n'.repeat(100))
    expect(result.value).toBe('> &#65;mendments\n\n> Amendments\n'.repeat(100))
  })

  it('a piece over `maxPieceLength` falls back; smaller ones around it do not', () => {
    const big = 'x '.repeat(200) + '\n&#65;mendments\n'
    const input = '&#65;mendments\n\n' + big + '\n&#65;mendments\n'
    const result = defangMarkdown(input, {maxPieceLength: 300, timeBudgetMs: Number.POSITIVE_INFINITY})
    expect(result.fallback.reasons.map((entry) => [entry.reason, input.slice(entry.start, entry.end)])).toEqual([
      ['too-large', big + '\n']
    ])
    // Two from the parsed pieces, one from the flat model in the fallback piece.
    expect(result.edits.filter((edit) => edit.engine === 'ast').length).toBe(3)
  })

  // Chains that uncover a line per round (found by a fuzz): the default
  // engine handed them to the scan engine after its rounds, which threw
  // “did not settle”, and the last fallback threw it to the caller.
  it.each([
    ['comments', '<!--Amendments\n' + 'x<!--Amendments\n'.repeat(12) + '-->'],
    ['open tags', 'Amendments<a\n'.repeat(12) + 'Amendments'],
    ['lookalike comments', '\uFF1C!--Amendments\n' + 'x\uFF1C!--Amendments\n'.repeat(12) + '--\uFF1E']
  ])('settles a chain that uncovers a line per round (%s), in both profiles', (_name, input) => {
    for (const profile of ['rendered', 'v1'] as const) {
      const result = defangMarkdown(input, {profile, timeBudgetMs: Number.POSITIVE_INFINITY})
      expect(defangMarkdown(result.value, {profile, timeBudgetMs: Number.POSITIVE_INFINITY}).value).toBe(result.value)
      expect(defang(result.value).edits).toEqual([])
    }
  })
})
