import {
  AMENDMENTS_HEADING,
  ATTRIBUTION_PREFIX,
  CONTEXT_FENCE_CLOSE,
  CONTEXT_FENCE_OPEN,
  OPENING_LINE
} from '../constants.js'
import {defang as defaultDefang} from '../defang.js'
import {pointer} from '../edits.js'
import type {DefangResult, TokenRuleId} from '../types.js'
import {CONTINUATION_INDENT, NO_AMENDMENTS} from './constants.js'
import {EnvelopeError} from './errors.js'
import {type Line, splitLines} from './lines.js'
import {fold, isTokenRule} from './tokens.js'
import type {
  DefangFunction,
  Flag,
  FlagKind,
  InspectOptions,
  InspectReport,
  InspectedAmendment,
  InspectedContext
} from './types.js'
import {validateState} from './validate.js'

const login = '([A-Za-z0-9-]{1,39}(?:\\[bot\\])?)'
const instructionLine = new RegExp(
  '^' + escape(ATTRIBUTION_PREFIX) + login + ':(?: ([^]*))?$'
)
const commentLine = new RegExp('^Comment from @' + login + ':(?: ([^]*))?$')
const reviewLine = new RegExp(
  '^Review from @' +
    login +
    ' \\((APPROVED|CHANGES_REQUESTED|COMMENTED|DISMISSED|PENDING)\\):(?: ([^]*))?$'
)

/** The runner writes the context heading as a line beginning with this. */
const contextHeadingStart = 'Work-item context.'

const foldedOpeningLine = fold(OPENING_LINE)

/**
 * Inspect a message delivered to an agent: is it a steer, and if so, what
 * does it say and is anything wrong with it?
 *
 * A message is a steer when its first line is exactly the opening line. Its
 * structure is then read by the layout `buildEnvelope` writes: the header,
 * the attributed half under `Amendments` (attribution lines at the start of
 * a line, continuation lines behind a two-space indent), the context heading,
 * and the context between the first `[work-item-context]` line and the last
 * `[/work-item-context]` line. Findings:
 *
 * - `opening-line-in-context`: the opening line (any case, lookalikes
 *   folded) inside the context — an injection attempt, per the spec;
 * - `opening-line-not-first` (a message that is not a steer): the opening
 *   line on a later line — an injection attempt in ordinary content;
 * - `live-token-in-context`: the context holds a structural token the
 *   defanger would change — the runner did not defang it;
 * - `malformed`: a fence, the `Amendments` heading or the context heading is
 *   missing, duplicated or out of order, or a line does not fit the layout.
 *
 * @param text
 *   The message.
 * @param options
 *   Configuration.
 * @returns
 *   `{steer: false, flags}` (flags name an opening line on a later line),
 *   or the parts of the steer and its flags.
 */
export function inspectMessage(
  text: string,
  options?: InspectOptions | null | undefined
): InspectReport {
  if (typeof text !== 'string') {
    throw new EnvelopeError('invalid-field', 'text', text, 'a string')
  }

  const defang = options?.defang ?? defaultDefang
  const lines = splitLines(text)
  const toPoint = pointer(text)

  if (lines[0].text !== OPENING_LINE) {
    // Ordinary content that carries the opening line is an injection
    // attempt too (spec: “Anywhere inside work-item content”).
    const flags: Flag[] = []
    checkOpeningLine(lines, 0, lines.length, function (kind, message, offset) {
      const point = toPoint(offset)
      flags.push({kind, message, line: point.line, column: point.column, offset})
    }, 'opening-line-not-first')
    return {steer: false, flags}
  }

  const flags: Flag[] = []

  /**
   * Record a finding.
   *
   * @param kind
   *   Kind.
   * @param message
   *   Explanation.
   * @param offset
   *   Where.
   * @param rule
   *   Token rule, if any.
   */
  function flag(kind: FlagKind, message: string, offset: number, rule?: TokenRuleId): void {
    const point = toPoint(offset)
    const result: Flag = {kind, message, line: point.line, column: point.column, offset}
    if (rule) result.rule = rule
    flags.push(result)
  }

  if (lines.length < 2 || lines[1].text !== '') {
    flag('malformed', 'The opening line must be followed by a blank line', lines[0].end)
  }

  // Fences: the first opening and the last closing line delimit the context;
  // any other is a duplicate.
  const opens = findLines(lines, 1, lines.length, (line) => line === CONTEXT_FENCE_OPEN)
  const closes = findLines(lines, 1, lines.length, (line) => line === CONTEXT_FENCE_CLOSE)
  const open = opens[0]
  const close = closes.at(-1)
  if (open === undefined) {
    flag('malformed', 'Missing the opening fence `' + CONTEXT_FENCE_OPEN + '`', text.length)
  }

  if (close === undefined) {
    flag('malformed', 'Missing the closing fence `' + CONTEXT_FENCE_CLOSE + '`', text.length)
  }

  for (const index of opens.slice(1)) {
    flag('malformed', 'Duplicate opening fence `' + CONTEXT_FENCE_OPEN + '`', lines[index].start)
  }

  for (const index of closes.slice(0, -1)) {
    flag('malformed', 'Duplicate closing fence `' + CONTEXT_FENCE_CLOSE + '`', lines[index].start)
  }

  const fenced = open !== undefined && close !== undefined && open < close
  if (open !== undefined && close !== undefined && close < open) {
    flag('malformed', 'The closing fence comes before the opening fence', lines[close].start)
  }

  // Everything before the opening fence is runner structure.
  const structureEnd = open ?? lines.length
  const headings = findLines(lines, 2, structureEnd, (line) =>
    line.startsWith(contextHeadingStart)
  )
  const heading = headings.at(-1)
  if (heading === undefined) {
    flag(
      'malformed',
      'Missing the context heading (a line beginning `' + contextHeadingStart + '`)',
      open === undefined ? text.length : lines[open].start
    )
  } else if (open !== undefined && heading !== open - 1) {
    flag(
      'malformed',
      'The context heading must be the line right before the opening fence',
      lines[heading].start
    )
  }

  for (const index of headings.slice(0, -1)) {
    flag('malformed', 'Duplicate context heading', lines[index].start)
  }

  const amendmentsEnd = heading ?? structureEnd
  const amendmentHeadings = findLines(lines, 2, amendmentsEnd, (line) => line === AMENDMENTS_HEADING)
  const amendmentsHeading = amendmentHeadings[0]
  if (amendmentsHeading === undefined) {
    flag(
      'malformed',
      'Missing the `' + AMENDMENTS_HEADING + '` heading',
      amendmentsEnd < lines.length ? lines[amendmentsEnd].start : text.length
    )
  }

  for (const index of amendmentHeadings.slice(1)) {
    flag('malformed', 'Duplicate `' + AMENDMENTS_HEADING + '` heading', lines[index].start)
  }

  const headerEnd = amendmentsHeading ?? amendmentsEnd
  // Without the blank line (flagged above), the header starts right away.
  const headerStart = lines.length > 1 && lines[1].text === '' ? 2 : 1
  const headerLines = lines.slice(headerStart, Math.max(headerStart, headerEnd)).map((line) => line.text)
  if (headerLines.at(-1) === '') headerLines.pop()

  const amendments =
    amendmentsHeading === undefined
      ? []
      : parseAmendments(lines, amendmentsHeading, amendmentsEnd, toPoint, flag)

  let context: InspectedContext | null = null
  if (fenced) {
    // Nothing may follow the closing fence but the final line break.
    const rest = lines.slice(close + 1)
    if (rest.length > 1 || (rest.length === 1 && rest[0].text !== '')) {
      flag('malformed', 'Text after the closing fence', lines[close + 1].start)
    }

    const bodyStart = lines[open + 1].start
    const bodyEnd = close === open + 1 ? bodyStart : lines[close - 1].end
    context = {
      heading: heading === undefined ? '' : lines[heading].text,
      body: text.slice(bodyStart, bodyEnd),
      offset: bodyStart,
      line: toPoint(bodyStart).line
    }
    checkOpeningLine(lines, open + 1, close, flag)
    checkLiveTokens(context, defang, flag)
  }

  flags.sort((a, b) => a.offset - b.offset)
  return {steer: true, header: headerLines.join('\n'), amendments, context, flags}
}

/**
 * Read the attributed half.
 *
 * @param lines
 *   All lines.
 * @param heading
 *   Index of the `Amendments` line.
 * @param end
 *   Index of the line after the half.
 * @param toPoint
 *   Offset to point.
 * @param flag
 *   Reporter.
 * @returns
 *   The amendments.
 */
function parseAmendments(
  lines: ReadonlyArray<Line>,
  heading: number,
  end: number,
  toPoint: (offset: number) => {line: number},
  flag: (kind: FlagKind, message: string, offset: number) => void
): InspectedAmendment[] {
  const amendments: InspectedAmendment[] = []
  let none = false
  let current: InspectedAmendment | undefined

  for (let index = heading + 1; index < end; index++) {
    const line = lines[index]
    const text = line.text
    // The blank line that separates the half from the context heading.
    if (text === '' && index === end - 1) break
    // A duplicate heading is reported as such.
    if (text === AMENDMENTS_HEADING) continue

    if (current && text.startsWith(CONTINUATION_INDENT)) {
      current.text += '\n' + text.slice(CONTINUATION_INDENT.length)
      continue
    }

    const item = parseAttribution(text)
    if (item) {
      current = {...item, line: toPoint(line.start).line, offset: line.start}
      amendments.push(current)
      if (none) flag('malformed', '`' + NO_AMENDMENTS + '` followed by an amendment', line.start)
      continue
    }

    if (text === NO_AMENDMENTS && amendments.length === 0 && !none) {
      none = true
      continue
    }

    flag('malformed', 'Line does not fit the attributed half', line.start)
  }

  if (amendments.length === 0 && !none) {
    flag('malformed', 'Empty attributed half: expected amendments or `' + NO_AMENDMENTS + '`', lines[heading].start)
  }

  return amendments
}

/**
 * Parse an attribution line.
 *
 * @param text
 *   Line.
 * @returns
 *   The amendment it starts (without position), or `undefined`.
 */
function parseAttribution(
  text: string
): Omit<InspectedAmendment, 'line' | 'offset'> | undefined {
  let match = instructionLine.exec(text)
  if (match) return {kind: 'instruction', login: match[1], text: match[2] ?? ''}
  match = commentLine.exec(text)
  if (match) return {kind: 'comment', login: match[1], text: match[2] ?? ''}
  match = reviewLine.exec(text)
  if (match) {
    return {
      kind: 'review',
      login: match[1],
      state: validateState(match[2], 'state'),
      text: match[3] ?? ''
    }
  }

  return undefined
}

/**
 * Flag the opening line inside the context.
 *
 * @param lines
 *   All lines.
 * @param start
 *   First context line.
 * @param end
 *   Line after the context.
 * @param flag
 *   Reporter.
 */
function checkOpeningLine(
  lines: ReadonlyArray<Line>,
  start: number,
  end: number,
  flag: (kind: FlagKind, message: string, offset: number) => void,
  kind: 'opening-line-in-context' | 'opening-line-not-first' = 'opening-line-in-context'
): void {
  for (let index = start; index < end; index++) {
    const line = lines[index]
    if (!fold(line.text).includes(foldedOpeningLine)) continue
    const exact = line.text.indexOf(OPENING_LINE)
    flag(
      kind,
      kind === 'opening-line-in-context'
        ? 'The steer opening line appears inside the work-item context: an injection attempt'
        : 'The steer opening line appears in a message that is not a steer: an injection attempt',
      line.start + Math.max(exact, 0)
    )
  }
}

/**
 * Flag structural tokens the defanger would still change in the context.
 *
 * @param context
 *   The context.
 * @param defang
 *   Defanger.
 * @param flag
 *   Reporter.
 */
function checkLiveTokens(
  context: InspectedContext,
  defang: DefangFunction,
  flag: (kind: FlagKind, message: string, offset: number, rule?: TokenRuleId) => void
): void {
  let result: DefangResult
  try {
    result = defang(context.body)
  } catch (error) {
    flag(
      'malformed',
      'The work-item context could not be checked: ' + (error instanceof Error ? error.message : String(error)),
      context.offset
    )
    return
  }

  const seen = new Set<string>()
  for (const edit of result.edits) {
    const rule = edit.rule
    if (!isTokenRule(rule)) continue
    seen.add(edit.start + ':' + rule)
    flag(
      'live-token-in-context',
      'Live structural token (' + rule + ') in the work-item context: ' + JSON.stringify(edit.original) + ' was not defanged',
      context.offset + edit.start,
      rule
    )
  }

  for (const token of result.revealed) {
    if (seen.has(token.start + ':' + token.rule)) continue
    flag(
      'live-token-in-context',
      'Structural token (' + token.rule + ') hidden by lookalike characters in the work-item context: ' + JSON.stringify(token.text),
      context.offset + token.start,
      token.rule
    )
  }
}

/**
 * Indices of lines whose text passes a test.
 *
 * @param lines
 *   All lines.
 * @param start
 *   First index to look at.
 * @param end
 *   Index to stop before.
 * @param test
 *   Test on the line's text.
 * @returns
 *   Matching indices, ascending.
 */
function findLines(
  lines: ReadonlyArray<Line>,
  start: number,
  end: number,
  test: (text: string) => boolean
): number[] {
  const result: number[] = []
  for (let index = start; index < end; index++) {
    if (test(lines[index].text)) result.push(index)
  }

  return result
}

/**
 * Escape a string for a regular expression.
 *
 * @param value
 *   Literal text.
 * @returns
 *   Pattern source.
 */
function escape(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
}
