import {
  AMENDMENTS_HEADING,
  ATTRIBUTION_PREFIX,
  CONTEXT_FENCE_CLOSE,
  CONTEXT_FENCE_OPEN,
  OPENING_LINE
} from '../constants.js'
import {defang as defaultDefang} from '../defang.js'
import type {DefangResult, TokenRuleId} from '../types.js'
import {CONTINUATION_INDENT, FLAG_SEVERITIES, NO_AMENDMENTS} from './constants.js'
import {EnvelopeError} from './errors.js'
import {type Line, type LinePoint, linePointer, splitLines} from './lines.js'
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
import {LOGIN_SOURCE, validateState} from './validate.js'

const login = '(' + LOGIN_SOURCE + ')'
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
 * - `opening-line-in-amendment`: the opening line inside an amendment's
 *   text — an injection attempt a collaborator may have pasted (an
 *   amendment is work-item content too);
 * - `opening-line-not-first` (a message that is not a steer): the opening
 *   line on a later line — an injection attempt in ordinary content;
 * - `live-token-in-context`: the context holds a structural token the core
 *   v1 `defang` would change — the raw text the agent reads may forge
 *   structure;
 * - `rendered-token-in-context`: a structural token only `options.defang`
 *   (such as the rendered profile) would change — the raw structure is
 *   intact, the runner should defang with that profile; `fallback: true`
 *   when that defanger fell back to its stricter model;
 * - `malformed`: a fence, the `Amendments` heading or the context heading is
 *   missing, duplicated or out of order, or a line does not fit the layout.
 *
 * Lines and columns follow the lines the structure is read with: CRLF, CR,
 * LF, VT, FF, NEL, U+2028 and U+2029 each end a line.
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

  // `null` (the options' type allows it) means none, as `undefined` does.
  const defang = options?.defang ?? undefined
  const lines = splitLines(text)
  const toPoint = linePointer(lines)

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
   * @param fallback
   *   Whether the defanger fell back (rendered tokens only).
   */
  function flag(
    kind: FlagKind,
    message: string,
    offset: number,
    rule?: TokenRuleId,
    fallback?: boolean
  ): void {
    const point = toPoint(offset)
    const result: Flag = {
      kind,
      severity: FLAG_SEVERITIES[kind],
      message,
      line: point.line,
      column: point.column,
      offset
    }
    if (rule) result.rule = rule
    if (fallback) result.fallback = true
    flags.push(result)
  }

  if (lines[0].text !== OPENING_LINE) {
    // Ordinary content that carries the opening line is an injection
    // attempt too (spec: “Anywhere inside work-item content”).
    checkOpeningLine(lines, 0, lines.length, 'opening-line-not-first', flag)
    return {steer: false, flags}
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
  if (amendmentsHeading !== undefined) {
    checkOpeningLine(lines, amendmentsHeading + 1, amendmentsEnd, 'opening-line-in-amendment', flag)
  }

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
    checkOpeningLine(lines, open + 1, close, 'opening-line-in-context', flag)
    checkTokens(context, defang, flag)
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
  toPoint: (offset: number) => LinePoint,
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

/** What each opening-line flag says. */
const openingLineMessages = {
  'opening-line-in-context':
    'The steer opening line appears inside the work-item context: an injection attempt',
  'opening-line-in-amendment':
    'The steer opening line appears inside an amendment: an injection attempt, perhaps pasted by its author; the amendment is still the author’s',
  'opening-line-not-first':
    'The steer opening line appears in a message that is not a steer: an injection attempt'
} as const

/**
 * Flag the opening line (any case, lookalikes folded) on lines of a part of
 * the message.
 *
 * @param lines
 *   All lines.
 * @param start
 *   First line to look at.
 * @param end
 *   Line to stop before.
 * @param kind
 *   Flag kind for the part.
 * @param flag
 *   Reporter.
 */
function checkOpeningLine(
  lines: ReadonlyArray<Line>,
  start: number,
  end: number,
  kind: keyof typeof openingLineMessages,
  flag: (kind: FlagKind, message: string, offset: number) => void
): void {
  for (let index = start; index < end; index++) {
    const line = lines[index]
    if (!fold(line.text).includes(foldedOpeningLine)) continue
    const exact = line.text.indexOf(OPENING_LINE)
    flag(kind, openingLineMessages[kind], line.start + Math.max(exact, 0))
  }
}

/** A span of the body. */
interface Range {
  /** Start offset. */
  start: number
  /** End offset. */
  end: number
}

/** A token a defanger would change, in offsets into the context body. */
interface Finding {
  /** Rule. */
  rule: TokenRuleId
  /** Start offset. */
  start: number
  /** End offset. */
  end: number
  /** The text. */
  text: string
  /** Whether lookalike characters hid it (found by the fold). */
  revealed: boolean
}

/**
 * Flag structural tokens that are still live in the context.
 *
 * The core v1 `defang` always checks the body: it reads the raw text, which
 * is what the agent reads, so a token it would change may forge structure
 * (`live-token-in-context`). A given defanger (the rendered profile) checks
 * it too; a token only it would change is `rendered-token-in-context`: the
 * raw structure is intact.
 *
 * @param context
 *   The context.
 * @param defang
 *   Defanger given, if any.
 * @param flag
 *   Reporter.
 */
function checkTokens(
  context: InspectedContext,
  defang: DefangFunction | undefined,
  flag: (
    kind: FlagKind,
    message: string,
    offset: number,
    rule?: TokenRuleId,
    fallback?: boolean
  ) => void
): void {
  const body = context.body
  // The body is already in memory: no limit beyond its own length.
  const raw = attempt(() => defaultDefang(body, {maxLength: body.length}), context, flag)
  const live = raw ? findings(raw) : []
  for (const finding of live) {
    flag(
      'live-token-in-context',
      finding.revealed
        ? 'Structural token (' +
            finding.rule +
            ') hidden by lookalike characters in the work-item context: ' +
            snippet(body, finding)
        : 'Live structural token (' +
            finding.rule +
            ') in the work-item context: ' +
            snippet(body, finding) +
            ' was not defanged',
      context.offset + finding.start,
      finding.rule
    )
  }

  if (!defang || defang === defaultDefang) return
  const given = attempt(() => defang(body), context, flag)
  if (!given) return
  const fellBack = fallbackRanges(given)
  const covered = cover(live)
  for (const finding of findings(given)) {
    if (overlaps(covered, finding)) continue
    // Only a finding in a piece that fell back may be the stricter model's.
    const fallback =
      fellBack === 'all' || (fellBack !== undefined && overlaps(fellBack, finding))
    flag(
      'rendered-token-in-context',
      'Structural token (' +
        finding.rule +
        ') that only the rendered reading shows in the work-item context' +
        (finding.revealed ? ', hidden by lookalike characters: ' : ': ') +
        snippet(body, finding) +
        ' was not defanged for it; the raw structure is intact' +
        (fallback
          ? ' (the defanger fell back to its stricter model for part of the context: this may be an over-strict reading)'
          : ''),
      context.offset + finding.start,
      finding.rule,
      fallback
    )
  }
}

/**
 * Run a defanger, turning a throw into a `malformed` flag.
 *
 * @param call
 *   The call.
 * @param context
 *   The context.
 * @param flag
 *   Reporter.
 * @returns
 *   Result, or `undefined` when it threw.
 */
function attempt(
  call: () => DefangResult,
  context: InspectedContext,
  flag: (kind: FlagKind, message: string, offset: number) => void
): DefangResult | undefined {
  try {
    return call()
  } catch (error) {
    flag(
      'malformed',
      'The work-item context could not be checked: ' + (error instanceof Error ? error.message : String(error)),
      context.offset
    )
    return undefined
  }
}

/**
 * The tokens a defanger would change: its token edits, then what the fold
 * revealed that no edit at the same place and rule already names.
 *
 * @param result
 *   Defanger result.
 * @returns
 *   Findings.
 */
function findings(result: DefangResult): Finding[] {
  const list: Finding[] = []
  const seen = new Set<string>()
  for (const edit of result.edits) {
    if (!isTokenRule(edit.rule)) continue
    seen.add(edit.start + ':' + edit.rule)
    list.push({rule: edit.rule, start: edit.start, end: edit.end, text: edit.original, revealed: false})
  }

  for (const token of result.revealed) {
    if (seen.has(token.start + ':' + token.rule)) continue
    list.push({rule: token.rule, start: token.start, end: token.end, text: token.text, revealed: true})
  }

  return list
}

/**
 * Quote a finding for a message: its text, or for an edit that only inserts
 * (a heading's `> `), the start of the line from there.
 *
 * @param body
 *   Context body.
 * @param finding
 *   Finding.
 * @returns
 *   JSON string.
 */
function snippet(body: string, finding: Finding): string {
  if (finding.text !== '') return JSON.stringify(finding.text)
  const rest = body.slice(finding.start, finding.start + 80)
  const end = rest.search(/[\n\r\v\f\u0085\u2028\u2029]/)
  return JSON.stringify(end === -1 ? rest : rest.slice(0, end))
}

/**
 * Where a defanger's result says it fell back (the AST engine's
 * `fallback.reasons`, pieces in input offsets; other defangers report
 * nothing). A result that says it fell back without saying where counts as
 * having fallen back everywhere.
 *
 * @param result
 *   Defanger result.
 * @returns
 *   Merged ranges, `'all'`, or `undefined` when it did not fall back.
 */
function fallbackRanges(result: DefangResult): Array<[number, number]> | 'all' | undefined {
  const fallback: unknown = (result as {fallback?: unknown}).fallback
  if (typeof fallback !== 'object' || fallback === null) return undefined
  const {used, reasons} = fallback as {used?: unknown; reasons?: unknown}
  if (used !== true) return undefined
  if (!Array.isArray(reasons)) return 'all'
  const pieces: Array<{start: number; end: number}> = []
  for (const reason of reasons as unknown[]) {
    const {start, end} = (reason ?? {}) as {start?: unknown; end?: unknown}
    if (typeof start !== 'number' || typeof end !== 'number') return 'all'
    pieces.push({start, end})
  }

  return pieces.length === 0 ? 'all' : cover(pieces)
}

/**
 * Merge findings (or pieces) into sorted, disjoint ranges (an empty range counts as one
 * code unit, so that it can overlap).
 *
 * @param list
 *   Findings.
 * @returns
 *   Ranges, sorted by start.
 */
function cover(list: ReadonlyArray<Range>): Array<[number, number]> {
  const ranges = list
    .map((finding): [number, number] => [finding.start, Math.max(finding.end, finding.start + 1)])
    .sort((a, b) => a[0] - b[0])
  const merged: Array<[number, number]> = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push(range)
  }

  return merged
}

/**
 * Whether a finding overlaps merged ranges (the same token, seen by both
 * defangers, is one finding: the live one).
 *
 * @param ranges
 *   Merged ranges from `cover`.
 * @param finding
 *   Finding.
 * @returns
 *   Whether they overlap.
 */
function overlaps(ranges: ReadonlyArray<[number, number]>, finding: Range): boolean {
  const start = finding.start
  const end = Math.max(finding.end, start + 1)
  // The last range that starts before `end`.
  let low = 0
  let high = ranges.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (ranges[mid][0] < end) low = mid + 1
    else high = mid
  }

  return low > 0 && ranges[low - 1][1] > start
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
