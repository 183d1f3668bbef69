import {RULE_IDS, type Edit} from 'steer-envelope'
import type {CheckReport, PreviewInput} from '../types.js'
import {escapeHtml, spellShort} from './escape.js'
import {MAX_GLYPHS, MAX_LISTED, MAX_MARKED_EDITS, MAX_SPELLED} from './limits.js'
import {RULE_LABELS, ruleName} from './rules.js'

/** What the summary shows besides the preview input. */
export interface SummaryExtras {
  /** Whether the edits reproduce the defanged value. */
  consistent: boolean
  /** Check of the rendered pane, if it was made. */
  check: CheckReport | undefined
  /** Why the rendered view could not be built, if it could not. */
  problem: string | undefined
  /** How many edits the panes mark (the first ones). */
  marked: number
  /** Whether some invisible characters in marks were not spelled as glyphs. */
  glyphsCut: boolean
}

/**
 * Summary section: edits per rule, engines and their disagreements, the
 * lookalike fold, fallbacks, messages and the rendered check.
 *
 * @param preview
 *   Preview input.
 * @param extras
 *   Consistency and check results.
 * @returns
 *   HTML.
 */
export function summary(preview: PreviewInput, extras: SummaryExtras): string {
  const {edits, folded, revealed} = preview.result
  const parts: string[] = ['<section class="summary" aria-labelledby="sd-summary"><h2 id="sd-summary">Summary</h2>']

  if (!extras.consistent) {
    parts.push(
      '<p class="warning" role="alert">The edits do not reproduce the defanged text, so the panes show both texts without marks.</p>'
    )
  }

  if (edits.length === 0) {
    parts.push('<p class="none">No edits: nothing structural found.</p>')
  } else {
    parts.push('<p>', String(edits.length), edits.length === 1 ? ' edit' : ' edits', '.</p>')
    parts.push(ruleTable(edits))
    if (extras.consistent && extras.marked < edits.length) {
      parts.push(
        '<p class="warning">Only the first ',
        String(extras.marked),
        ' edits are marked in the panes and listed (at most ',
        String(MAX_MARKED_EDITS),
        ', to keep the page small enough to open); the other ',
        String(edits.length - extras.marked),
        ', from line ',
        String(edits[extras.marked].startPoint.line),
        ' on, are counted above and their text is in the panes, unmarked.</p>'
      )
    }

    if (extras.glyphsCut) {
      parts.push(
        '<p class="warning">Invisible characters and line breaks inside marks are shown as glyphs up to ',
        String(MAX_GLYPHS),
        ' per pane; the rest are written as they are.</p>'
      )
    }
  }

  parts.push(engines(edits))

  if (folded) {
    parts.push('<p>Lookalikes were folded (NFKC) because they spelled ', String(revealed.length), ' token(s): ')
    parts.push(
      revealed
        .slice(0, MAX_LISTED)
        .map((token) => '<code>' + escapeHtml(spellShort(token.text, MAX_SPELLED)) + '</code>')
        .join(', ')
    )
    parts.push(more(revealed.length), '.</p>')
  }

  const fallback = preview.fallback
  if (fallback) {
    parts.push(
      fallback.used
        ? '<p class="warning">The AST engine fell back to the scan engine' +
            (fallback.reason ? ': ' + escapeHtml(fallback.reason) : '') +
            '.</p>'
        : '<p>No fallback: the AST engine ran.</p>'
    )
  }

  const messages = preview.messages ?? []
  if (messages.length > 0) {
    parts.push('<h3>Messages</h3><ul class="messages">')
    for (const message of messages.slice(0, MAX_LISTED)) {
      const place =
        typeof message.line === 'number'
          ? message.line + (typeof message.column === 'number' ? ':' + message.column : '') + ' '
          : ''
      const kind = message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info'
      parts.push(
        '<li><span class="kind">',
        kind,
        '</span> ',
        escapeHtml(place),
        escapeHtml(message.reason),
        message.ruleId ? ' <code>' + escapeHtml(message.ruleId) + '</code>' : '',
        message.source ? ' (' + escapeHtml(message.source) + ')' : '',
        '</li>'
      )
    }

    parts.push('</ul>', more(messages.length))
  }

  if (extras.check) parts.push(checkSummary(extras.check))
  if (extras.problem !== undefined) {
    parts.push(
      '<p class="warning">No rendered view',
      extras.check ? '' : ' and no rendered check',
      ': ',
      escapeHtml(extras.problem),
      '</p>'
    )
  }

  parts.push('</section>')
  return parts.join('')
}

/**
 * Table of edit counts per rule, in pipeline order.
 *
 * @param edits
 *   Edits.
 * @returns
 *   HTML.
 */
function ruleTable(edits: ReadonlyArray<Edit>): string {
  const counts = new Map<string, number>()
  for (const edit of edits) counts.set(edit.rule, (counts.get(edit.rule) ?? 0) + 1)
  const order: string[] = [...RULE_IDS]
  for (const rule of counts.keys()) if (!order.includes(rule)) order.push(rule)
  const parts = ['<table class="rules"><caption>Edits per rule</caption><thead><tr><th scope="col">Rule</th><th scope="col">Edits</th><th scope="col">What it does</th></tr></thead><tbody>']
  for (const rule of order) {
    const count = counts.get(rule)
    if (!count) continue
    const description = Object.hasOwn(RULE_LABELS, rule)
      ? RULE_LABELS[rule as keyof typeof RULE_LABELS].description
      : ''
    parts.push(
      '<tr><th scope="row"><span class="swatch rule-',
      escapeHtml(rule),
      '" aria-hidden="true"></span>',
      escapeHtml(ruleName(rule)),
      '</th><td>',
      String(count),
      '</td><td>',
      escapeHtml(description),
      '</td></tr>'
    )
  }

  parts.push('</tbody></table>')
  return parts.join('')
}

/**
 * Which engine found the token edits, and where they disagree (a token only
 * one engine found, when both ran).
 *
 * @param edits
 *   Edits.
 * @returns
 *   HTML.
 */
function engines(edits: ReadonlyArray<Edit>): string {
  let scan = 0
  let ast = 0
  let both = 0
  for (const edit of edits) {
    if (edit.engine === 'scan') scan++
    else if (edit.engine === 'ast') ast++
    else if (edit.engine === 'both') both++
  }

  if (ast === 0 && both === 0) {
    return '<p>Engine: scan (the raw-text rules of steer-envelope v1).</p>'
  }

  const disagreements = scan + ast
  return (
    '<p>Engines: ' +
    both +
    ' token edit(s) found by both, ' +
    scan +
    ' by the scan engine only, ' +
    ast +
    ' by the AST engine only. ' +
    (disagreements === 0
      ? 'No engine disagreements.'
      : '<strong>' + disagreements + ' engine disagreement(s).</strong>') +
    '</p>'
  )
}

/**
 * Result of checking the rendered pane for live tokens.
 *
 * @param report
 *   Check report.
 * @returns
 *   HTML.
 */
function checkSummary(report: CheckReport): string {
  if (report.ok) {
    return (
      '<p class="ok">Rendered check (' +
      escapeHtml(report.renderer) +
      ' model): no live structural token' +
      (report.defanged.length > 0 ? '; ' + report.defanged.length + ' heading(s) in their quoted form' : '') +
      '.</p>'
    )
  }

  const parts = [
    '<p class="warning">Rendered check (',
    escapeHtml(report.renderer),
    ' model): ',
    String(report.live.length),
    ' live structural token(s):</p><ul class="live">'
  ]
  for (const finding of report.live.slice(0, MAX_LISTED)) {
    parts.push(
      '<li><code>',
      escapeHtml(spellShort(finding.token, MAX_SPELLED)),
      '</code> (',
      escapeHtml(finding.rule),
      finding.line.source ? ', line ' + finding.line.source.line : '',
      ')</li>'
    )
  }

  parts.push('</ul>', more(report.live.length))
  return parts.join('')
}

/**
 * Note for a list cut at `MAX_LISTED` items.
 *
 * @param total
 *   Items in the whole list.
 * @returns
 *   HTML (empty when nothing was cut).
 */
function more(total: number): string {
  return total > MAX_LISTED ? ' <span class="warning">(and ' + (total - MAX_LISTED) + ' more, not shown)</span>' : ''
}
