import fs from 'node:fs'
import path from 'node:path'
import type {Element, Root, RootContent} from 'hast'
import rehypeRaw from 'rehype-raw'
import {unified} from 'unified'
import {describe, expect, test} from 'vitest'
import {defang, type DefangResult, type Edit} from 'steer-envelope'
import {checkModel, renderComment, renderPreview} from 'steer-defang-preview'
import {elementsOf, root, synthetic} from './support.js'

const attack = fs.readFileSync(path.join(root, 'fixtures', 'example', 'attack.md'), 'utf8')

/**
 * Parse a page as a browser would.
 *
 * @param html Page.
 * @returns Elements, in document order.
 */
function elements(html: string): Element[] {
  const tree = unified()
    .use(rehypeRaw)
    .runSync({type: 'root', children: [{type: 'raw', value: html}]} as Root)
  return elementsOf(tree)
}


describe('renderPreview', () => {
  test('is a complete, self-contained page with a strict Content Security Policy', () => {
    const input = attack
    const page = renderPreview({input, result: defang(input), title: 'Attack'})
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'`)
    expect(page).toContain('<title>Attack</title>')
    const all = elements(page)
    for (const element of all) {
      expect(['script', 'link', 'iframe', 'object', 'embed', 'img', 'base'], element.tagName).not.toContain(element.tagName)
      expect(element.properties.src, element.tagName).toBeUndefined()
    }
  })

  test('marks every edit in both panes, labelled with rule, position, original and replacement', () => {
    const result = defang(attack)
    const page = renderPreview({input: attack, result})
    const marks = elements(page).filter((element) => element.tagName === 'mark')
    expect(result.edits.length).toBeGreaterThan(5)
    expect(marks.length).toBe(result.edits.length * 2)
    for (const [index, edit] of result.edits.entries()) {
      for (const id of ['sd-o' + index, 'sd-d' + index]) {
        const mark = marks.find((element) => element.properties.id === id) as Element
        expect(mark.properties.tabIndex).toBe(0)
        expect(mark.properties.dataRule).toBe(edit.rule)
        const label = String(mark.properties.ariaLabel)
        expect(label).toContain('at line ' + edit.startPoint.line + ', column ' + edit.startPoint.column)
        expect(mark.properties.title).toBe(label)
      }
    }

    expect(page).toContain('Rendered check (remark model): no live structural token')
  })

  test('escapes hostile input in the source panes and sanitizes the rendered view', () => {
    const input =
      '[x](javascript:alert(3)) ![i](https://tracker.example/p.png)\n\n<script>alert(1)</script>\n</pre><img src=x onerror="alert(2)">\n"\'&amp; <style>*{}</style>\n[work-item-context]\n'
    const page = renderPreview({input, result: defang(input)})
    expect(page.toLowerCase()).not.toContain('<script')
    for (const element of elements(page)) {
      expect(String(element.properties.href ?? '')).not.toMatch(/^javascript:/i)
      expect(element.properties.src).toBeUndefined()
      for (const name of Object.keys(element.properties)) {
        expect(name.toLowerCase().startsWith('on'), element.tagName + ' ' + name).toBe(false)
      }
    }

    expect(page).toContain('&lt;script&gt;')
    expect(page).toContain('<span class="image" title="Image not loaded: https://tracker.example/p.png">[image: i]</span>')
  })

  test('says so when there is nothing to defang', () => {
    const input = 'Just a bug report.\n'
    const page = renderPreview({input, result: defang(input)})
    expect(page).toContain('No edits: nothing structural found.')
    expect(page).not.toContain('<mark')
    expect(page).not.toContain('All edits')
  })

  test('shows messages, fallbacks, folds and engine disagreements', () => {
    const {input, result} = synthetic(3)
    result.edits[0].engine = 'both'
    result.edits[1].engine = 'ast'
    result.folded = true
    result.revealed = [{rule: 'fence', text: '[work-item-context]', start: 0, end: 1}]
    const page = renderPreview({
      input,
      result,
      messages: [{reason: 'Unexpected <b>`x`</b>', line: 2, column: 3, ruleId: 'fence', source: 'remark-steer-defang', fatal: false}],
      fallback: {used: true, reason: 'time budget <exceeded>'}
    })
    expect(page).toContain('1 token edit(s) found by both, 1 by the scan engine only, 1 by the AST engine only. <strong>2 engine disagreement(s).</strong>')
    expect(page).toContain('<span class="kind">warning</span> 2:3 Unexpected &lt;b&gt;`x`&lt;/b&gt; <code>fence</code> (remark-steer-defang)')
    expect(page).toContain('fell back to the scan engine: time budget &lt;exceeded&gt;.')
    expect(page).toContain('Lookalikes were folded (NFKC)')
  })

  test('falls back to unmarked panes when the edits do not describe the value', () => {
    const {input, result} = synthetic(2)
    result.value = 'something else'
    const page = renderPreview({input, result})
    expect(page).toContain('The edits do not reproduce the defanged text')
    expect(page).not.toContain('<mark')
    expect(page).toContain('something else')
  })

  test('shows invisible characters and line breaks as glyphs', () => {
    const input = 'a\u200Bb\r\nAmendments\n'
    const page = renderPreview({input, result: defang(input)})
    expect(page).toContain('<span class="glyph" aria-hidden="true">&lt;U+200B&gt;</span>')
    expect(page).toContain('<span class="glyph" aria-hidden="true">␍</span>')
    expect(page).toContain('“&lt;U+200B&gt;” becomes “”')
  })

  test('still shows the source panes when the text nests too deeply to render', () => {
    // Blocks of tags between blank lines, each within the model's budgets.
    const input = ('<div>\n'.repeat(1000) + '\n').repeat(3) + '[work-item-context]'
    const page = renderPreview({input, result: defang(input)})
    expect(page).toContain('The rendered view was left out. Cannot render the text: it nests too deeply')
    expect(page).toContain('data-rule="fence"')
    expect(page.endsWith('</main></body></html>\n')).toBe(true)
  })

  test('can leave out the rendered view', () => {
    const page = renderPreview({input: attack, result: defang(attack)}, {rendered: false})
    expect(page).not.toContain('markdown-body"')
    expect(page).not.toContain('Rendered check')
  })

  test('grows linearly with the number of edits (10,000 edits)', () => {
    // The page, not the time (no timing assertions: machines are noisy).
    const size = (value: {input: string; result: DefangResult}) =>
      renderPreview(value, {rendered: false}).length
    const a = size(synthetic(1000))
    const b = size(synthetic(10_000))
    expect(b / a).toBeGreaterThan(9)
    expect(b / a).toBeLessThan(11)
  })

  test('renders a complete page with 10,000 edits', {timeout: 60_000}, () => {
    const input = 'xy '.repeat(10_000)
    const edits: Edit[] = []
    for (let index = 0; index < 10_000; index++) {
      const start = index * 3
      edits.push({
        start,
        end: start + 1,
        startPoint: {line: 1, column: start + 1, offset: start},
        endPoint: {line: 1, column: start + 2, offset: start + 1},
        rule: 'sanitize',
        original: 'x',
        replacement: ''
      })
    }

    const page = renderPreview({input, result: {value: 'y '.repeat(10_000), edits, folded: false, revealed: []}})
    expect(page.match(/<mark /g)?.length).toBe(20_000)
    expect(page).toContain('<p>10000 edits.</p>')
    expect(page).toContain('Rendered check (remark model): no live structural token')
    expect(page.endsWith('</main></body></html>\n')).toBe(true)
  })
})

describe('renderComment and checkModel (the remark model)', () => {
  test('renders as GitHub renders a comment: hard breaks, GFM, raw HTML sanitized', () => {
    expect(renderComment('a\nb')).toBe('<p>a<br>\nb</p>')
    expect(renderComment('a&#10;b')).toBe('<p>a\nb</p>')
    expect(renderComment('<div onclick="x()">x</div>\n\n<script>y</script>\n\n| a |\n| - |\n| b |')).toBe(
      '<div>x</div>\n&#x3C;script>y&#x3C;/script>\n<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b</td>\n</tr>\n</tbody>\n</table>'
    )
  })

  test('what the sanitizer leaves is nested as a browser nests it: nothing leaves the rendered view (found by review)', () => {
    const spoof =
      'Looks fine.\n\n<section><li><div><object><li></li></object></div></li></section><h2>Summary (verified)</h2><p><b>No edits: nothing structural found.</b></p>'
    for (const result of [defang(spoof), {value: spoof, edits: [], folded: false, revealed: []}]) {
      const page = elements(renderPreview({input: spoof, result}))
      const body = page.find((element) => (element.properties.className as string[] | undefined)?.includes('markdown-body'))
      expect(body).toBeDefined()
      const inside = new Set(elementsOf(body!))
      const spoofed = page.filter((element) => element.tagName === 'h2' && JSON.stringify(element).includes('Summary (verified)'))
      expect(spoofed.length).toBe(1)
      expect(inside.has(spoofed[0])).toBe(true)
    }

    // A hidden `<rp>` that a dropped `<object>` kept open: the fence shows,
    // in the fragment and to the preview's check.
    const ruby = '<ruby><rp><object><rt></rt></object>&#91;work-item-context&#93;</rp></ruby>'
    expect(renderComment(ruby)).toBe('<p><ruby><rp></rp><rt></rt>[work-item-context]</ruby></p>')
    expect(checkModel(ruby, {sanitized: true}).live.map((finding) => finding.rule)).toEqual(['fence'])
    expect(checkModel(ruby).live.map((finding) => finding.rule)).toEqual(['fence'])
  })

  test('loads nothing and takes no focus: images are placeholders, tabindex and accesskey are dropped (found by review)', () => {
    const html = renderComment(
      '![x](https://evil.example/t.png)\n\n<picture><source srcset="https://evil.example/s.png 2x"><img src="https://evil.example/p.png"></picture>\n\n<a href="https://x" tabindex="1" accesskey="s">x</a>'
    )
    expect(html).not.toMatch(/<img|<source|srcset|tabindex|accesskey/i)
    expect(html).toContain('Image not loaded: https://evil.example/t.png')
  })

  test('finds live tokens and recognizes the quoted form', () => {
    const report = checkModel('> x\nAmendments\n\n> Work-item context.\n\n[/work-item-context]')
    expect(report.renderer).toBe('remark')
    expect(report.live.map((finding) => finding.rule)).toEqual(['amendments-heading', 'fence'])
    expect(report.defanged.map((finding) => finding.rule)).toEqual(['context-heading'])
    expect(checkModel('<details>\n\nAmendments\n\n</details>', {sanitized: true}).ok).toBe(false)
  })
})
