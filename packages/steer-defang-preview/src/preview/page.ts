import {remarkLineModel, remarkTree, sanitizeTree, treeToHtml} from '../render/remark-model.js'
import {guardDepth, RenderError} from '../render/render-error.js'
import {renderedLines} from '../render/rendered-lines.js'
import {reportLines} from '../render/report.js'
import type {CheckReport, PreviewInput, PreviewOptions} from '../types.js'
import {escapeHtml, spell} from './escape.js'
import {offlineImages} from './offline-images.js'
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
 * Building it is linear in the input and the number of edits.
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
        rendered = treeToHtml(safe)
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
    summary(preview, {consistent: panes.consistent, check, problem}),
    '<div class="panes">',
    pane('original', 'Original', panes.original),
    pane('defanged', 'Defanged', panes.defanged),
    '</div>'
  ]

  if (panes.consistent && result.edits.length > 0) {
    parts.push(editList(preview))
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
    '">' +
    content +
    '</pre></section>'
  )
}

/**
 * Collapsible list of every edit, linking to its marks.
 *
 * @param preview
 *   Preview input.
 * @returns
 *   HTML.
 */
function editList(preview: PreviewInput): string {
  const edits = preview.result.edits
  const parts = ['<details class="edits"><summary>All edits (', String(edits.length), ')</summary><ol>']
  for (let index = 0; index < edits.length; index++) {
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
      escapeHtml(spell(edit.original)),
      '</code> → <a href="#sd-d',
      String(index),
      '"><code>',
      escapeHtml(spell(edit.replacement)),
      '</code></a></li>'
    )
  }

  parts.push('</ol></details>')
  return parts.join('')
}
