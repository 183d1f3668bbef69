/**
 * The math reading (`math.ts`): github.com typesets `$…$`, `$$…$$` and math
 * fences, which show text the Markdown reading does not. The masked text
 * keeps every offset and line feed of the text, so edits found in it apply
 * to the text as written.
 */
import fc from 'fast-check'
import {defangMarkdown} from 'remark-steer-defang'
import {defang} from 'steer-envelope'
import {describe, expect, test} from 'vitest'
import {hideTex} from '../../packages/remark-steer-defang/src/math.js'

const atoms = ['\\%', '%', '~', '\\kern1em', '\\texttip{a}{b}', '\\verb!a!', '[t]', '```latex\n', '- ```math\n', '$', '$$', '\\', '\\\\', '{', '}', '^', '&', ' & ', '\\text{', '\\unicode{', '65}', 'x41}', '\\begin{array}', '{l}', '\\end{aligned}', '\\newcommand{\\A}', '\\def\\B', '[1]', '#1', '\\color{red}', '\\quad', '\\,', '```math\n', '~~~ math\n', '```\n', '> ', '\n', '\r\n', 'a', 'Amendments', ' ']

describe('math reading', () => {
  test('nothing to read without a `$` or a math fence', () => {
    expect(hideTex('\\text{Amendments} and {braces}')).toBeUndefined()
    expect(hideTex('```js\nx\n```')).toBeUndefined()
  })

  test('masks TeX markup at the same offsets', () => {
    expect(hideTex('$\\text{Amendments}$')).toBe('*******Amendments**')
    expect(hideTex('$$a\\\\b$$ c')).toBe('*\na*\nb*\n c')
    expect(hideTex('$x & y$')).toBe('*x \n y*')
    expect(hideTex('$\\unicode{65}$')).toBe('*A' + '*'.repeat(12))
    expect(hideTex('$\\newcommand{\\A}{B}$')).toBe('****************\nB\n*')
    expect(hideTex('$$\\begin{array}{l}x\\end{array}$$')).toBe('*\n' + '*'.repeat(16) + 'x' + '*'.repeat(11) + '**')
  })

  test('property: same length, and every line feed stays where it is', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...atoms), {maxLength: 24}), (parts) => {
        const text = parts.join('')
        const masked = hideTex(text)
        if (masked === undefined) return
        expect(masked.length).toBe(text.length)
        for (let index = 0; index < text.length; index++) {
          if (text.charCodeAt(index) === 10) expect(masked.charCodeAt(index), text).toBe(10)
        }
      })
    )
  })

  test('property: letters outside command names keep their place', () => {
    // Atoms without arguments that display nothing (those mask letters).
    const plain = ['$', '$$', '\\', '\\\\', '{', '}', '^', '&', ' & ', '\\text{', '\\newcommand{\\A}', '\\def\\B', ' ', '[1]', '#1', '\\quad', '\\,', '\n', 'a', 'Amendments', 'x']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...plain), {maxLength: 24}), (parts) => {
        const text = parts.join('')
        const masked = hideTex(text) ?? text
        for (let index = 0; index < text.length; index++) {
          const code = text.charCodeAt(index)
          if (code === 92) {
            // `\\` is a line break; a backslash before letters starts a name.
            if (text.charCodeAt(index + 1) === 92) index++
            else while (/[A-Za-z]/.test(text.charAt(index + 1))) index++
            continue
          }

          if (/[A-Za-z]/.test(text.charAt(index))) expect(masked.charAt(index), text).toBe(text.charAt(index))
        }
      }),
      // Cheap runs; macro bodies need a few atoms in a row.
      {numRuns: 3000}
    )
  })

  test('tokens only TeX shows are defanged; the v1 rules leave them (negative control)', () => {
    const cases: Array<[string, string]> = [
      ['$\\text{Amendments}$\n', '> $\\text{Amendments}$\n'],
      ['$$\\text{Instruction from @x}$$\n', '$$\\text{Instruction from (at)x}$$\n'],
      ['```math\n\\text{Amendments}\n```\n', '```math\n> \\text{Amendments}\n```\n'],
      ['$\\newcommand{\\A}{Amendments}$\n\n$\\A$\n', '$\\newcommand{\\A}{> Amendments}$\n\n$\\A$\n'],
      // A fence in a list item, and one that a blank line cuts (the piece
      // after it holds no `$` and no opener: found by review).
      ['- ```math\n  \\text{Amendments}\n  ```\n', '- ```math\n>   \\text{Amendments}\n  ```\n'],
      [
        '```math\n' + 'a + '.repeat(280) + 'b \\\\\n\n\\text{Amendments}\n```\n',
        '```math\n' + 'a + '.repeat(280) + 'b \\\\\n\n> \\text{Amendments}\n```\n'
      ],
      ['$\\text{Instruction}\\kern1em\\text{from @x}$\n', '$\\text{Instruction}\\kern1em\\text{from (at)x}$\n'],
      ['$$\\begin{array}[t]{c}\\text{Amendments}\\end{array}$$\n', '$$> \\begin{array}[t]{c}\\text{Amendments}\\end{array}$$\n'],
      // A footnote's label keeps its `^`; `\$` and references to `$` may
      // delimit math on GitHub too (review 31).
      ['[^1]\n\n[^1]: $\\text{Instruction from @x}$\n', '[^1]\n\n[^1]: $\\text{Instruction from (at)x}$\n'],
      ['\\$\\text{Amendments}\\$\n', '> \\$\\text{Amendments}\\$\n'],
      ['&#36;\\text{Amendments}&#36;\n', '> &#36;\\text{Amendments}&#36;\n'],
      // A line feed is white space too; an argument needs no braces; a
      // fraction's parts stand on rows of their own (review 31).
      ['$$\n[\n\\text{work-item-context}\n]\n$$\n', '$$\n(\n\\text{work-item-context}\n)\n$$\n'],
      ['$\\color RAmendments$\n', '> $\\color RAmendments$\n'],
      ['$$\\frac{x}{Amendments}$$\n', '$$\\frac{x}{> Amendments}$$\n'],
      // Math mode shows no white space; a lookalike folds.
      ['$Amend ments$\n', '> $Amend ments$\n'],
      ['$\\unicode{xFF21}\\text{mendments}$\n', '> $\\unicode{xFF21}\\text{mendments}$\n']
    ]
    for (const [input, output] of cases) {
      for (const options of [{}, {maxPieceLength: 1}]) {
        const result = defangMarkdown(input, options)
        expect(result.value, input).toBe(output)
        expect(defangMarkdown(result.value, options).value, input).toBe(output)
      }

      expect(defang(input).value, input).toBe(input)
    }
  })

  test('math with no token word is left alone', () => {
    const input =
      'Cost $5 and $10; $\\frac{a}{b} = \\sqrt{c}$ and\n\n$$\n\\begin{aligned} x &= 1 \\\\ y &= 2 \\end{aligned}\n$$\n\n' +
      // TeX in code fenced otherwise shows as written.
      '```latex\n\\section{Amendments}\n```\n'
    expect(defangMarkdown(input).edits).toEqual([])
  })
})
