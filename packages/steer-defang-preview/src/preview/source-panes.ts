import type {Edit} from 'steer-envelope'
import {escapeHtml, showEdited, spell} from './escape.js'
import {ruleName} from './rules.js'

/** The two source panes, as HTML. */
export interface SourcePanes {
  /** Original text with every edited span marked. */
  original: string
  /** Defanged text with every replacement marked. */
  defanged: string
  /**
   * Whether the edits are sorted, in bounds, non-overlapping and reproduce
   * the defanged value; when not, the panes show the text without marks.
   */
  consistent: boolean
}

/**
 * Build both source panes in one linear pass (each piece is pushed to an
 * array and joined once, so 10,000 edits cost no more than their text).
 *
 * Every edit becomes a focusable `mark` in each pane, labelled with its rule,
 * position, original and replacement; its details are in a tooltip that
 * shows on hover and keyboard focus.
 *
 * @param input
 *   Original text.
 * @param edits
 *   Edits of `defang(input)`.
 * @param value
 *   Defanged text (`defang(input).value`).
 * @returns
 *   Panes.
 */
export function sourcePanes(input: string, edits: ReadonlyArray<Edit>, value: string): SourcePanes {
  const original: string[] = []
  const defanged: string[] = []
  const output: string[] = []
  let last = 0

  for (let index = 0; index < edits.length; index++) {
    const edit = edits[index]
    if (edit.start < last || edit.end < edit.start || edit.end > input.length) {
      return plainPanes(input, value)
    }

    const between = input.slice(last, edit.start)
    output.push(between, edit.replacement)
    const escaped = escapeHtml(between)
    original.push(escaped)
    defanged.push(escaped)
    const label = labelOf(edit, index, edits.length)
    const tip = tipOf(edit)
    original.push(mark(edit, 'o', index, label, showEdited(edit.original), tip))
    defanged.push(mark(edit, 'd', index, label, showEdited(edit.replacement), tip))
    last = edit.end
  }

  const rest = input.slice(last)
  output.push(rest)
  if (output.join('') !== value) return plainPanes(input, value)
  original.push(escapeHtml(rest))
  defanged.push(escapeHtml(rest))
  return {original: original.join(''), defanged: defanged.join(''), consistent: true}
}

/**
 * Panes without marks, for edits that do not describe the value.
 *
 * @param input
 *   Original text.
 * @param value
 *   Defanged text.
 * @returns
 *   Panes.
 */
function plainPanes(input: string, value: string): SourcePanes {
  return {original: escapeHtml(input), defanged: escapeHtml(value), consistent: false}
}

/**
 * Accessible label of an edit (also its `title`).
 *
 * @param edit
 *   Edit.
 * @param index
 *   0-based index.
 * @param total
 *   Number of edits.
 * @returns
 *   Plain text.
 */
function labelOf(edit: Edit, index: number, total: number): string {
  return (
    'Edit ' +
    (index + 1) +
    ' of ' +
    total +
    ', rule ' +
    ruleName(edit.rule) +
    ', at line ' +
    edit.startPoint.line +
    ', column ' +
    edit.startPoint.column +
    ': “' +
    spell(edit.original) +
    '” becomes “' +
    spell(edit.replacement) +
    '”'
  )
}

/**
 * Tooltip HTML of an edit (shown on hover and focus).
 *
 * @param edit
 *   Edit.
 * @returns
 *   HTML (inner content of the tooltip).
 */
function tipOf(edit: Edit): string {
  const parts = [
    '<b>',
    escapeHtml(ruleName(edit.rule)),
    '</b> at ',
    String(edit.startPoint.line),
    ':',
    String(edit.startPoint.column),
    '<br>Original: <code>',
    escapeHtml(spell(edit.original)),
    '</code><br>Replacement: <code>',
    escapeHtml(spell(edit.replacement)),
    '</code>'
  ]
  if (edit.engine) parts.push('<br>Engine: ', escapeHtml(edit.engine))
  if (edit.merged && edit.merged.length > 0) {
    parts.push('<br>Merged: ', escapeHtml(edit.merged.join(', ')))
  }

  return parts.join('')
}

/**
 * One marked edit.
 *
 * @param edit
 *   Edit.
 * @param pane
 *   `o` (original) or `d` (defanged).
 * @param index
 *   0-based index.
 * @param label
 *   Accessible label.
 * @param content
 *   Marked text, as HTML.
 * @param tip
 *   Tooltip HTML.
 * @returns
 *   HTML.
 */
function mark(
  edit: Edit,
  pane: 'o' | 'd',
  index: number,
  label: string,
  content: string,
  tip: string
): string {
  const id = 'sd-' + pane + index
  const escapedLabel = escapeHtml(label)
  return (
    '<mark class="edit rule-' +
    escapeHtml(edit.rule) +
    '" id="' +
    id +
    '" tabindex="0" data-rule="' +
    escapeHtml(edit.rule) +
    '" data-pos="' +
    edit.startPoint.line +
    ':' +
    edit.startPoint.column +
    '" title="' +
    escapedLabel +
    '" aria-label="' +
    escapedLabel +
    '">' +
    content +
    '<span class="tip" aria-hidden="true">' +
    tip +
    '</span></mark>'
  )
}
