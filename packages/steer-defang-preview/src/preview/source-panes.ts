import type {Edit} from 'steer-envelope'
import {escapeContent, escapeHtml, showEdited, spellShort, type GlyphBudget} from './escape.js'
import {MAX_GLYPHS, MAX_MARKED_EDITS, MAX_SPELLED} from './limits.js'
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
  /** How many edits are marked (the first ones; see `MAX_MARKED_EDITS`). */
  marked: number
  /** Whether some invisible characters in marks were not spelled as glyphs. */
  glyphsCut: boolean
}

/**
 * Build both source panes in one linear pass (each piece is pushed to an
 * array and joined once, so 10,000 edits cost no more than their text).
 *
 * The first `MAX_MARKED_EDITS` edits become a focusable `mark` in each
 * pane, labelled with its rule, position, original and replacement; its
 * details are in a tooltip that shows on hover and keyboard focus. The text
 * after them is written escaped, unmarked (every edit is still checked).
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
  const originalGlyphs: GlyphBudget = {left: MAX_GLYPHS, cut: false}
  const defangedGlyphs: GlyphBudget = {left: MAX_GLYPHS, cut: false}
  const marked = Math.min(edits.length, MAX_MARKED_EDITS)
  // Where the text after the last edit starts, in the input and the value.
  let last = 0
  let output = 0

  for (let index = 0; index < edits.length; index++) {
    const edit = edits[index]
    if (edit.start < last || edit.end < edit.start || edit.end > input.length) {
      return plainPanes(input, value)
    }

    // Check that the edits reproduce the value, without building it.
    const between = edit.start - last
    if (
      !value.startsWith(input.slice(last, edit.start), output) ||
      !value.startsWith(edit.replacement, output + between)
    ) {
      return plainPanes(input, value)
    }

    if (index < marked) {
      const escaped = escapeContent(input.slice(last, edit.start))
      original.push(escaped)
      defanged.push(escaped)
      const label = labelOf(edit, index, edits.length)
      const tip = tipOf(edit)
      original.push(mark(edit, 'o', index, label, showEdited(edit.original, originalGlyphs), tip))
      defanged.push(mark(edit, 'd', index, label, showEdited(edit.replacement, defangedGlyphs), tip))
    }

    output += between + edit.replacement.length
    last = edit.end
    // After the last marked edit, the rest of both texts, unmarked.
    if (index + 1 === marked) {
      original.push(escapeContent(input.slice(last)))
      defanged.push(escapeContent(value.slice(output)))
    }
  }

  const rest = input.slice(last)
  if (output + rest.length !== value.length || !value.startsWith(rest, output)) return plainPanes(input, value)
  if (marked === 0) {
    original.push(escapeContent(input))
    defanged.push(escapeContent(value))
  }

  return {
    original: original.join(''),
    defanged: defanged.join(''),
    consistent: true,
    marked,
    glyphsCut: originalGlyphs.cut || defangedGlyphs.cut
  }
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
  return {
    original: escapeContent(input),
    defanged: escapeContent(value),
    consistent: false,
    marked: 0,
    glyphsCut: false
  }
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
    spellShort(edit.original, MAX_SPELLED) +
    '” becomes “' +
    spellShort(edit.replacement, MAX_SPELLED) +
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
    escapeHtml(spellShort(edit.original, MAX_SPELLED)),
    '</code><br>Replacement: <code>',
    escapeHtml(spellShort(edit.replacement, MAX_SPELLED)),
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
