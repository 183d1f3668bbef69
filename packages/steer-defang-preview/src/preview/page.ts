import {remarkLineModel, remarkTree, sanitizeTree, treeToHtml} from '../render/remark-model.js'
import {guardDepth, RenderError} from '../render/render-error.js'
import {renderedLines} from '../render/rendered-lines.js'
import {reportLines} from '../render/report.js'
import type {CheckReport, PreviewInput, PreviewOptions} from '../types.js'
import {escapeHtml, spellShort} from './escape.js'
import {MAX_RENDERED_HTML, MAX_SPELLED} from './limits.js'
import {offlineImages} from './offline-images.js'
import {renderedSize} from './rendered-size.js'
import {ruleName} from './rules.js'
import {sourcePanes} from './source-panes.js'
import {STYLES} from './styles.js'
import {summary} from './summary.js'

/**
 * The page's Content Security Policy: nothing may load, no script may run,
 * only the inline style sheet applies.
 */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

/**
 * Render a self-contained HTML page that previews a defang run: the summary,
 * the original and the defanged source side by side with every edit marked
 * and labelled by rule (hover or focus a mark for its position, original and
 * replacement), and the defanged text rendered as GitHub renders a comment
 * (remark model, sanitized with the GitHub-like schema).
 *
 * The page loads nothing and runs no script. All input text is escaped; the
 * rendered view is sanitized and its images are replaced by placeholders.
 * Building it is linear in the input and the number of edits, and its size
 * is bounded (`limits.ts`: the first 10,000 edits are marked). The rendered
 * view is left out, with the reason, when the text is over the remark
 * model's budgets (`parse-budget.ts`), nests too deeply, or would render to
 * too much HTML.
 *
 * @param preview
 *   The input, the result of `defang(input)`, and optional title, messages
 *   and fallback information.
 * @param options
 *   Configuration.
 * @returns
 *   A complete HTML document.
 */
export function renderPreview(
  preview: PreviewInput,
  options?: PreviewOptions | null | undefined
): string {
  const {input, result} = preview
  const title = preview.title || 'steer-defang preview'
  const panes = sourcePanes(input, result.edits, result.value)
  const renderRendered = options?.rendered ?? true
  let rendered = ''
  let check: CheckReport | undefined

  let problem: string | undefined

  if (renderRendered) {
    try {
      guardDepth(function () {
        const safe = sanitizeTree(remarkTree(result.value))
        if (options?.check ?? true) {
          const model = remarkLineModel(result.value)
          check = reportLines(renderedLines(safe, model), model.lines, 'remark', undefined)
        }

        offlineImages(safe)
        if (renderedSize(safe, MAX_RENDERED_HTML) > MAX_RENDERED_HTML) {
          problem =
            'Its HTML would be longer than ' +
            MAX_RENDERED_HTML.toLocaleString('en-US') +
            ' characters (link reference definitions are copied into every reference).'
        } else {
          rendered = treeToHtml(safe)
        }
      })
    } catch (error) {
      // Fail soft here: the source panes still show every edit.
      if (!(error instanceof RenderError)) throw error
      problem = error.message
    }
  }

  const parts: string[] = [
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">',
    '<meta http-equiv="Content-Security-Policy" content="',
    CSP,
    '">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>',
    escapeHtml(title),
    '</title><style>',
    STYLES,
    '</style></head><body>',
    '<a class="skip" href="#sd-defanged-heading">Skip to the defanged text</a>',
    renderRendered ? '<a class="skip" href="#sd-rendered">Skip to the rendered view</a>' : '',
    '<header><h1>',
    escapeHtml(title),
    '</h1></header><main>',
    summary(preview, {consistent: panes.consistent, check, problem, marked: panes.marked, glyphsCut: panes.glyphsCut}),
    '<div class="panes">',
    pane('original', 'Original', panes.original),
    pane('defanged', 'Defanged', panes.defanged),
    '</div>'
  ]

  if (panes.consistent && result.edits.length > 0) {
    parts.push(editList(preview, panes.marked))
  }

  if (renderRendered) {
    parts.push(
      '<section class="rendered" aria-labelledby="sd-rendered"><h2 id="sd-rendered" tabindex="-1">Defanged, rendered as GitHub renders a comment</h2>',
      problem === undefined
        ? '<div class="markdown-body">' + rendered + '</div>'
        : '<p class="warning" role="alert">The rendered view was left out. ' + escapeHtml(problem) + '</p>',
      '</section>'
    )
  }

  parts.push('</main></body></html>\n')
  return parts.join('')
}

/**
 * One source pane.
 *
 * @param id
 *   Id suffix.
 * @param heading
 *   Heading text.
 * @param content
 *   Pane HTML.
 * @returns
 *   HTML.
 */
function pane(id: string, heading: string, content: string): string {
  return (
    '<section class="pane" aria-labelledby="sd-' +
    id +
    '-heading"><h2 id="sd-' +
    id +
    '-heading" tabindex="-1">' +
    heading +
    '</h2><pre class="src" id="sd-' +
    id +
    // An HTML parser drops a line feed right after `<pre>`: give it one.
    '">\n' +
    content +
    '</pre></section>'
  )
}

/**
 * Collapsible list of the marked edits, linking to their marks.
 *
 * @param preview
 *   Preview input.
 * @param marked
 *   How many edits are marked (the first ones).
 * @returns
 *   HTML.
 */
function editList(preview: PreviewInput, marked: number): string {
  const edits = preview.result.edits
  const parts = [
    '<details class="edits"><summary>',
    marked === edits.length
      ? 'All edits (' + edits.length + ')'
      : 'The first ' + marked + ' of ' + edits.length + ' edits',
    '</summary><ol>'
  ]
  for (let index = 0; index < marked; index++) {
    const edit = edits[index]
    parts.push(
      '<li><a href="#sd-o',
      String(index),
      '">',
      String(edit.startPoint.line),
      ':',
      String(edit.startPoint.column),
      '</a> ',
      escapeHtml(ruleName(edit.rule)),
      ': <code>',
      escapeHtml(spellShort(edit.original, MAX_SPELLED)),
      '</code> → <a href="#sd-d',
      String(index),
      '"><code>',
      escapeHtml(spellShort(edit.replacement, MAX_SPELLED)),
      '</code></a></li>'
    )
  }

  parts.push('</ol>')
  if (marked < edits.length) {
    parts.push('<p>', String(edits.length - marked), ' more edits are not listed (see the summary).</p>')
  }

  parts.push('</details>')
  return parts.join('')
}
