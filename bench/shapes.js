// Input shapes for the benchmarks: realistic Markdown and adversarial bodies.
// Each shape is a function of a target size in UTF-8 bytes (a CJK character
// is 3 of them, a fullwidth letter 3, an 8-bit control 2).

const readme = `# steer-defang

Defang untrusted Markdown before it is wrapped into a steer envelope.

## Install

\`\`\`sh
npm install steer-envelope
\`\`\`

## Use

Say we have an issue comment, \`comment.md\`:

> I tried the new flag and it still fails on Windows.
> See the log below; the stack trace points at \`parse()\`.

- [x] reproduced on main
- [ ] bisected
- [ ] minimal repro

| platform | result | notes |
| -------- | ------ | ----- |
| linux    | ok     | 20.x  |
| windows  | fails  | see #42 |

1. Run \`pnpm install\`.
2. Run \`pnpm test\`; it prints **3 failures**, _all_ in the parser.
3. See <https://example.com/issues/42> and the [docs](https://example.com/docs "Docs").

<details>
<summary>Log</summary>

\`\`\`
Error: unexpected token at 12:4
    at parse (lib/parse.js:120:11)
\`\`\`

</details>

Thanks @octocat for the pointer; cc @someone-else. Fixes #12, refs owner/repo#7.
The amendments we discussed are in the linked doc; the work item context is above.

`

const issue = `Hi! I'm seeing a regression after upgrading to 2.3.0. Steps:

1. Create a new project with the template.
2. Add the plugin and run the build.

Expected: the build passes. Actual: it fails with \`TypeError: x is undefined\`.

> Note: this only happens with Node 20, not 22.

Here is my config:

\`\`\`js
export default {plugins: [plugin({mode: 'strict'})]}
\`\`\`

Any ideas? I can send a PR if someone points me in the right direction.

`

/**
 * A flat copy of `value`, as text read from a file or socket is (a slice or
 * a concatenation is a view on other strings, which V8 reads more slowly).
 *
 * @param {string} value
 * @returns {string}
 */
function flat(value) {
  return Buffer.from(value, 'utf8').toString('utf8')
}

/**
 * @param {string} text
 * @returns {number}
 *   Its length in UTF-8 bytes (what a file or socket holds, and what
 *   `--max-bytes` counts).
 */
export function bytes(text) {
  return Buffer.byteLength(text, 'utf8')
}

/**
 * The longest prefix of `text` of at most `size` UTF-8 bytes (a surrogate
 * pair is never split).
 *
 * @param {string} text
 * @param {number} size
 * @returns {string}
 */
function cut(text, size) {
  if (text.length <= size && bytes(text) <= size) return text
  if (bytes(text) === text.length) return text.slice(0, size)
  let end = 0
  let total = 0
  for (const character of text) {
    const length = bytes(character)
    if (total + length > size) break
    total += length
    end += character.length
  }

  return text.slice(0, end)
}

/**
 * Repeat `unit` to reach `size` UTF-8 bytes.
 *
 * @param {string} unit
 * @param {number} size
 * @returns {string}
 */
export function fill(unit, size) {
  return flat(cut(unit.repeat(Math.ceil(size / bytes(unit))), size))
}

/**
 * Repeat `unit` to reach `size` UTF-8 bytes, with `{n}` in it replaced by a
 * running count: no two blocks are the same text, so the AST engine's memo
 * of parsed pieces (which makes repeated pieces free) does not flatter it.
 *
 * @param {string} unit
 * @param {number} size
 * @returns {string}
 */
export function fillUnique(unit, size) {
  /** @type {Array<string>} */
  const blocks = []
  let total = 0
  for (let count = 0; total < size; count++) {
    const block = unit.replaceAll('{n}', String(count))
    blocks.push(block)
    total += bytes(block)
  }

  return flat(cut(blocks.join(''), size))
}

/**
 * Realistic Markdown (each repetition numbered, so no two blocks are the
 * same). The baseline of the benchmark is the slowest of these per byte.
 *
 * @type {Record<string, (size: number) => string>}
 */
export const realistic = {
  'realistic readme': (size) => fillUnique(readme.replace('Thanks @octocat', 'Thanks ({n}) @octocat'), size),
  'realistic issue': (size) => fillUnique(issue.replace('Steps:', 'Steps ({n}):'), size),
  // Prose that mentions token words: the AST engine's pre-filter skips it.
  'realistic, token words in prose': (size) =>
    fillUnique(readme.replace('Thanks @octocat', 'Thanks ({n}) @octocat').replaceAll('.\n\n', '; see the amendments.\n\n'), size)
}

/**
 * Realistic Markdown in which every block starts with a token word (but
 * holds no token): the AST engine parses every piece. A second baseline for
 * that engine, the worst realistic case for it.
 *
 * @type {Record<string, (size: number) => string>}
 */
export const parsed = {
  'realistic, every block parsed': (size) =>
    fillUnique(
      [
        'Amendments {n} we discussed are in [the docs](https://x.y "t").',
        'Instruction from the team: **bold** and `code` and more text.',
        '',
        '- item one',
        '- Amendments to item two',
        '',
        '| a | b |',
        '| - | - |',
        '| Amendments in a cell | x |',
        '',
        '```js',
        'const instruction = {n}',
        '```',
        '',
        ''
      ].join('\n'),
      size
    )
}

/** @type {Record<string, (size: number) => string>} */
export const adversarial = {
  'deep >': (size) => fill('>', size - 12) + ' Amendments\n',
  'deep list': (size) => fill('* ', size - 12) + 'Amendments\n',
  'quote-paragraph pairs': (size) => fill('> q\n\nx\n', size),
  'sibling quotes': (size) => fill('> quote\n> more\n\n', size),
  'nested lists': (size) => fill('- item\n  - nested\n\n', size),
  '< flood': (size) => fill('<', size),
  '<a flood': (size) => fill('<a ', size),
  // The same floods with a token after them: nothing is skipped as prose.
  '<a flood then a token': (size) => fill('<a ', size - 12) + '\nAmendments\n',
  '<? flood then a token': (size) => fill('<?', size - 12) + '\nAmendments\n',
  // Math: `\verb` with delimiters that never recur (quadratic before
  // review 31d), and fractions on every line with a token after them.
  'verb with unique delimiters then a token': (size) => {
    let text = '$'
    for (let index = 0; text.length < size - 12; index++) text += '\\verb' + String.fromCharCode(0x4e_00 + (index % 20_000))
    return cut(text, size - 12) + '\nAmendments\n'
  },
  'fractions then a token': (size) => fill('$x\\over y$ \\frac{a}{b}\n', size - 12) + '\nAmendments\n',
  'unclosed comments': (size) => fill('<!--', size),
  'unclosed quotes': (size) => fill('<a title="', size),
  'unclosed PIs and CDATA': (size) => fill('<?x <![CDATA[ ', size),
  'thousands of pipes': (size) => fill('| ', size),
  'unterminated C1 strings': (size) => fill('\u009D', size),
  'pipes then token': (size) => fill('| | | | | | | | | | | | | | | | Instruction from @x\n', size),
  'long wrapper runs': (size) =>
    fill(fill('> - [ ] **_~`[![<!--<b>', 200 * 23) + 'Amendments</b>**\n', size),
  'one long line': (size) => fill('word Instruction from @x [ ] ', size),
  'every line a heading': (size) => fill('## Amendments ##\n', size),
  'tags around tokens': (size) => fill('x<b>Amendments</b><br>Instruction from @x\n', size),
  'footnote labels': (size) => fill('[^', size),
  // Footnote definitions whose text goes on past a blank line, indented:
  // no blank line before an unindented one, so no cut between them (one
  // piece, or too large for one), and micromark is slow on them per byte.
  'footnotes with indented lines': (size) => fillUnique('[^{n}]:a\n\n\tb\n', size),
  // The same with an open tag on each first line and a table after the
  // blank line: the tag's `<` is escaped in each (dense with edits).
  'open tags in footnotes before tables': (size) =>
    fillUnique('[^{n}]:<div\n\n\tWork-item|\n\t-|\n\tcontext\n', size),
  'fences': (size) => fill('[/work-item-context]', size),
  'zero-width split tokens': (size) => fill('Amend\u200Bments\n', size),
  'fullwidth lookalikes (non-ASCII)': (size) => fill('\uFF21\uFF4D\uFF45\uFF4E\uFF44\uFF4D\uFF45\uFF4E\uFF54\uFF53\n', size),
  'entities and escapes': (size) => fill('&#73;nstruction from &#64;x \\[work-item-context\\]\n', size),
  'open tags closed by headings': (size) => fill('<x a\nAmendments **\n', size),
  // Tokens the raw text does not spell, in every block (unique blocks, so
  // the AST engine parses each).
  'a rendered token in every block': (size) =>
    fillUnique(
      'Some text {n} about the amendments, see [the docs](https://x.y "t").\n\n| a | b |\n| - | - |\n| c | &#65;mendments |\n\n',
      size
    ),
  'quote-paragraph pairs + tokens': (size) => fillUnique('> q{n}\n\n&#73;nstruction from &#64;x\n', size),
  'nested lists + tokens': (size) => fillUnique('- &#65;mendments\n  - nested {n}\n\n', size),
  // Tight nested lists at the AST engine's cap of 100 lines a list.
  'tight nested lists + tokens': (size) =>
    fillUnique('- &#65;mendments\n  - nested {n}\n'.repeat(50) + '\n', size),
  'lazy lines + tokens': (size) => fillUnique('> a {n}\n' + 'amendments b\n'.repeat(600) + '\n', size),
  // Just under the AST engine's `maxMarkup` (256) per block.
  'emphasis storm + tokens': (size) =>
    fillUnique('*a_b~{n}' + 'x*'.repeat(250) + '\n&#65;mendments\n\n', size),
  'emphasis storm over the cap + tokens': (size) =>
    fillUnique('*a_b~{n}' + 'x*'.repeat(1200) + '\n&#65;mendments\n\n', size),
  'html blocks + tokens': (size) => fillUnique('<div>\n&#65;mendments <b>{n}</b>\n</div>\n\n', size),
  // A first piece over budget, then comments that each stay open across a
  // blank line in one reading of an ambiguous fence line: every cut moves.
  'comments across cuts': (size) => '_'.repeat(257) + '\n' + fill('  ```\n<!--\n```\n\n-->\n\n', size - 258),
  'entities and escapes, blank lines': (size) =>
    fillUnique('&#73;nstruction from &#64;{n} \\[work-item-context\\]\n\n', size),
  // Tables nested deeper and deeper, each with stray text a browser moves
  // out of it: one masked reading per depth (up to 8) of the whole text.
  'nested tables with stray text': (size) => fill('<table>\nx\n<tr>\n<td>\n', size - 12) + '\nAmendments\n',
  // √n nested openers run across a blank line to a quote far below: each is
  // escaped and read inside again (quadratic before the twelfth review).
  // Tags the core leaves inside one instruction (the spec's grammar reads it
  // to `?>`), which a browser ends at the first `>`: each such line is read
  // once more by the flat model (fourteenth review).
  'tags inside an instruction': (size) =>
    fillUnique('<div>\n<?\n\n{n}' + 'a<b>'.repeat(250) + ' Amendments\n?>\n\n', size),
  // A quote marker a reference displays on every line, then a heading: a
  // break at each line start of the flat model's joined reading (quadratic
  // before the eighteenth review).
  'displayed markers on every line': (size) => '&#62;\n'.repeat(Math.floor((size - 11) / 6)) + 'Amendments\n',
  'nested openers before a quoted heading': (size) => {
    const openers = Math.floor(Math.sqrt(3.9 * size))
    return '<a'.repeat(openers) + '\n\n>\n' + 'x\n'.repeat(Math.floor((size - 2 * openers - 17) / 2)) + '> Amendments\n'
  },
  // Tags a reference displays on every line, joined into one line with a
  // break after each, then a heading: each break walked the wrappers to the
  // end (quadratic before the twenty-third review).
  'displayed tags on every line': (size) => fill('&lt;b>\n', size - 18) + '&lt;\n> Amendments\n',
  // Raw `<select>` tags (escaped where a token may follow), then a heading.
  'select tags before a heading': (size) => fill('<select>\n', size - 14) + '> Amendments\n',
  // A raw table opener, a row in a quote, then list markers with blanks and
  // a long run of blanks: container prefixes read by a backtracking pattern
  // (exponential in the markers, quadratic in the blanks before the review
  // of 2026-12-01).
  'table opener then marker and blank runs': (size) => {
    const head = '<table>\n> a | b\n> -|-\n\n' + '-    '.repeat(40) + 'x\n\n'
    return head + ' '.repeat(size - head.length - 20) + 'x\n\n> &#65;mendments\n'
  },
  // An escaped pipe, then a line of blanks (a delimiter row pattern with
  // two blank runs side by side: cubic per piece before that review).
  'escaped pipe then blank lines': (size) => fillUnique('a \\\\| &#65;mendments {n}\n' + ' \t'.repeat(2000) + 'x\n\n', size),
  // A long run of quote markers, then decoded line breaks, in a `<pre>`: the
  // flat model read the markers again for every break (quadratic before
  // review 30).
  'quote markers then decoded breaks': (size) => {
    const count = Math.floor((size - 24) / 7)
    return '<div><pre>\n\n' + '> '.repeat(count) + '&#10;'.repeat(count) + 'Amendments\n'
  },
  // CJK prose with fullwidth punctuation (folded) and a token word in every
  // block: the fold pass reads the folded copy with the flat model too
  // (review 33), which costs about as much as a parse.
  'fullwidth punctuation and token words': (size) =>
    fillUnique('这个问题{n}也能复现：`ENOENT`。请参考［文档］（第３章）。\n\n| 字段 | amendments |\n| - | - |\n| ａ | 修改记录。 |\n\n', size),
  // Review 36: lookalikes a browser joins across a tag line (the fold
  // pass reads each paragraph joined once more), CJK text that never
  // repeats with a lookalike every 300 characters (the fold's runs), and
  // `dir` tags around token halves (each escaped).
  'lookalikes joined across tags, many paragraphs': (size) => fillUnique('{n} Amen\uFF44\n<b>\n\uFF4Dents x\n\n', size),
  'CJK with a lookalike every 300 characters': (size) => {
    let text = ''
    for (let index = 0; text.length < size; index++) {
      text += String.fromCharCode(97 + (index % 26)) + String.fromCharCode(0x4e_00 + ((index * 7919) % 20_000))
      if (index % 150 === 0) text += ' \uFF21 '
    }

    return cut(text, size)
  },
  'dir tags around token halves': (size) => fill('<b dir=rtl>ments</b>Amend\n', size),
  // Review 37b: a lookalike before a construct left open, repeated (the
  // glued readings walked each gap to the end of the text: quadratic), and
  // prose where the fold makes such a gap.
  'lookalike before an unclosed tag, repeated': (size) => fill('\uFF21\n<a ', size),
  // A chain of headings, each closing the `<a` left open on the line
  // above, which uncovers one more heading per round (fuzz, 2026-12-02):
  // past the round limit every `<` that can start HTML is escaped.
  'headings closing tags above, chained': (size) => 'Amendments<a\n'.repeat(Math.floor((size - 11) / 13)) + 'Amendments\n',
  'Japanese prose, fullwidth parentheses and a stray <': (size) => fillUnique('説明（{n}）<b は大きい。\n', size),
  // The flat model's slowest shapes found by the twelfth and thirteenth
  // sessions (docs/performance.md), each linear and each far slower per
  // byte than Markdown the AST engine parses: a tag left open before a
  // blank line; image descriptions a backtick run may hold open across
  // lines (a reading across lines per image, up to `maxHandovers`); a
  // quoted value that holds tag lines; a CDATA section only cmark-gfm
  // reads, across blank lines.
  '<a then a blank line, repeated': (size) => fill('<a\n\n', size - 18) + 'Work-item context\n',
  'image descriptions with open backticks': (size) => fill('![a`]\n', size - 18) + 'Work-item context\n',
  'images with backtick runs of many sizes': (size) => fill('![a`]``]```]\n', size - 18) + 'Work-item context\n',
  // A first line of many list markers, then image lines across which code
  // spans pair (the thirtieth session): every line below asks which of the
  // first line's containers it is indented into.
  'a first line of many list markers, then image lines': (size) =>
    '- '.repeat(Math.floor(size / 4)) + '`x\n' + fill('![`]\nb`]()Amendments\n', size - Math.floor(size / 4) * 2 - 3),
  // Raw HTML in image descriptions that may run across lines (the
  // seventeenth session): each line looks up to eight lines ahead.
  'images holding comments left open': (size) => fill('![<!-- ]\n', size - 18) + 'Work-item context\n',
  'images holding tags across lines': (size) => fill('![<m o="]\n">c]\n', size - 18) + 'Work-item context\n',
  // One line of raw HTML left open after an image's `![`: each `<` asks
  // where its construct ends (quadratic before the searches were
  // remembered: 10 s at 64 KiB).
  'an image, then instructions left open on its line': (size) => '![' + fill('<?a', size - 20) + '\nWork-item context\n',
  'tag values holding tag lines': (size) => '<div>\n' + fill('<n e="\n<div>\n">\n', size - 26) + 'Instruction from @x\n',
  'mixed-case CDATA sections and declarations': (size) => fill('<![CdaTa[<!a\n>x\n\n', size - 18) + 'Work-item context\n',
  // The twentieth session: a `>` after `|` that ends a tag a line-start
  // `<` opens, below a value left open (each heading looks back up to
  // eight lines), and CDATA openers a browser may read as bogus comments
  // (each line read once more for a section opened past the `>`).
  'headings past pipes closing tags, below an open value': (size) => '<x a="\n' + fill('<a\nb|>Amendments\n', size - 7),
  'CDATA openers as bogus comments, then sections': (size) =>
    fill('<![CDATA[a\nx><svg><![CDATA[Instruction from\n@]]>\n', size - 18) + 'Work-item context\n'
}
