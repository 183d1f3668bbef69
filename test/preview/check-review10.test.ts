import {spawnSync} from 'node:child_process'
import {describe, expect, test} from 'vitest'
import {
  CMARK_GFM_ARGS,
  checkRendered,
  renderCmarkGfm,
  renderedLineStarts
} from 'steer-defang-preview/check'
import {checkFindings, cmarkVersion, skipWithout} from './support.js'

// Only cmark-gfm gives the positions these cases are about.
const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

const check = checkFindings

/**
 * @param markdown
 *   Document.
 * @param finding
 *   The one finding, quoted (`rule@line`).
 */
function expectDefanged(markdown: string, finding: string): undefined {
  expect(check(markdown), markdown).toEqual({live: [], defanged: [finding]})
}

describe.skipIf(noCmark)('tenth review of the check (cmark-gfm)', () => {
  test('a quote after nested footnote labels is the quoted form', () => {
    // cmark-gfm opens a footnote definition inside another on the same line
    // (`[^1]: [^1]: > x` is a quote in a footnote in a footnote).
    expectDefanged('x[^1]\n\n[^1]: [^1]: > &#65;mendments\n', 'amendments-heading@3')
    expectDefanged('x[^1]\n\n[^1]: [^1]: [^1]: > Amendments\n', 'amendments-heading@3')
    expectDefanged('x[^1]\n\n[^1]: - [^1]: > &#65;mendments\n', 'amendments-heading@3')
    // Controls: no quote marker, or a lazy line after the quote.
    expect(check('x[^1]\n\n[^1]: [^1]: &#65;mendments\n').live).toEqual(['amendments-heading@3'])
    expect(check('x[^1]\n\n[^1]: [^1]: > x\nAmendments\n').live).toEqual(['amendments-heading@4'])
  })

  test('a code span holding a line ending does not shift the lines after it', () => {
    // cmark-gfm shows the line ending in a code span as a space, with no
    // `<br />`: the rendered line after it is two source lines further.
    expectDefanged('> Instruction `\n` from (at)x\n> Work-item context. | b\n- | :-:\n', 'context-heading@3')
    expectDefanged('> Instruction `\r\n` from (at)x\r\n> Work-item context. | b\r\n- | :-:\r\n', 'context-heading@3')
    expectDefanged('> a `b\n> c` d\n> Amendments\n', 'amendments-heading@3')
    // In a tight list item, whose HTML holds the paragraph's text.
    expectDefanged('> - a `\n>   ` b\n>   Amendments\n', 'amendments-heading@3')

    const starts = renderedLineStarts('> Instruction `\n` from (at)x\n> Work-item context. | b\n', {
      renderer: 'cmark-gfm'
    }).starts
    expect(starts.map((start) => [start.line, start.column, start.text])).toEqual([
      [1, 3, 'Instruction from (at)x'],
      [3, 3, 'Work-item context. | b']
    ])
  })

  test('controls: the same tokens without their quote marker are live', () => {
    expect(check('> Instruction `\n` from (at)x\nWork-item context. | b\n- | :-:\n').live).toEqual([
      'context-heading@3'
    ])
    // A lazy line after a quoted code span across lines used to map onto
    // the `>` line before it and pass for the quoted form.
    expect(check('> `a\n> b` x\nAmendments\n').live).toEqual(['amendments-heading@3'])
    expect(check('> - a `\n>   ` b\nAmendments\n').live).toEqual(['amendments-heading@3'])
    // Not quoted at all, after a code span across lines.
    expect(check('a `b\nc` d\nAmendments\n').live).toEqual(['amendments-heading@3'])
    expect(check('Instruction `\n` x\nWork-item context.\n').live).toEqual(['context-heading@3'])
  })

  test('other inline constructs holding line endings that render no break', () => {
    // Each quoted form is defanged, and the same with the heading's line
    // lazy (no marker) is live, at the same line.
    for (const [quoted, lazy, line] of [
      // Raw tags (cmark-gfm keeps the line ending inside the tag).
      ['> a <span\n> title="x">b\n> Amendments\n', '> a <span\n> title="x">b\nAmendments\n', 3],
      // Image descriptions (shown as `alt`, not as lines).
      ['> a ![i\n> j](/u) b\n> Amendments\n', '> a ![i\n> j](/u) b\nAmendments\n', 3],
      // An image without description, with a title across lines.
      ['> ![](/u "a>b\n> c") x\n> y\n> Amendments\n', '> ![](/u "a>b\n> c") x\n> y\nAmendments\n', 4],
      // Link destinations, titles and reference labels, which cmark-gfm's
      // inline positions do not count: the block's end line does.
      ['> a [l](\n> /u\n> "t\n> t") b\n> Amendments\n', '> a [l](\n> /u\n> "t\n> t") b\nAmendments\n', 5],
      ['> a [l][x\n> y] b\n> Amendments\n\n[x y]: /u\n', '> a [l][x\n> y] b\nAmendments\n\n[x y]: /u\n', 3]
    ] as const) {
      expectDefanged(quoted, 'amendments-heading@' + line)
      expect(check(lazy).live, lazy).toEqual(['amendments-heading@' + line])
    }

    // Between two such links, the line is not known: any candidate that is
    // not quoted makes it live.
    expect(check('> [a](\n> /u) x\nAmendments\n> [b](\n> /v) y\n').live).toEqual(['amendments-heading@2'])
  })

  test('link reference definitions and raw breaks before a lazy line', () => {
    // The paragraph's position starts at the definition, its text a line later.
    expect(check('> [a]: /u\nAmendments\n').live).toEqual(['amendments-heading@2'])
    expectDefanged('> [a]: /u\n> Amendments\n', 'amendments-heading@2')
    // In a tight list item, whose text may also start a line after its marker.
    expect(check('> - [a]: /u\nAmendments\n').live).toEqual(['amendments-heading@2'])
    expect(check('> -\n>   a\nAmendments\n').live).toEqual(['amendments-heading@3'])
    expectDefanged('> -\n>   a\n>   Amendments\n', 'amendments-heading@3')
    // Text after a raw `<br>` written across lines may start on any line up
    // to the next hard break (reported at the first).
    expect(check('> x <br\nclass=a>Amendments\n').live).toEqual(['amendments-heading@1'])
    expectDefanged('> x <br>Amendments\n', 'amendments-heading@1')
  })

  test('given HTML without XML, an uncertain line is reported live; with the XML, it is placed', () => {
    const markdown = '> Instruction `\n` from (at)x\n> Work-item context. | b\n'
    const html = renderCmarkGfm(markdown)
    expect(checkRendered(markdown, {html}).live.map((finding) => finding.rule)).toEqual(['context-heading'])
    const xml = xmlOf(markdown)
    const report = checkRendered(markdown, {html, xml})
    expect(report.live).toEqual([])
    expect(report.defanged.map((finding) => finding.rule)).toEqual(['context-heading'])
    // Where every line ending is a hard break, HTML alone is exact.
    expect(checkRendered('> a\n> Amendments\n', {html: renderCmarkGfm('> a\n> Amendments\n')}).live).toEqual([])
  })
})

/**
 * @param markdown Markdown.
 * @returns cmark-gfm's XML rendering of it.
 */
function xmlOf(markdown: string): string {
  const result = spawnSync('cmark-gfm', [...CMARK_GFM_ARGS, '-t', 'xml'], {input: markdown, encoding: 'utf8'})
  expect(result.status).toBe(0)
  return result.stdout
}
