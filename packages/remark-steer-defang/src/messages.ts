import type {Edit} from 'steer-envelope'
import type {Disagreement, FallbackEntry, FallbackReason} from './types.js'

/** Longest excerpt of a line quoted in a message. */
const excerptLength = 40

const ruleNames: Record<string, string> = {
  fence: 'context fence',
  attribution: 'amendment attribution',
  'amendments-heading': '`Amendments` heading',
  'context-heading': '`Work-item context` heading'
}

const fallbackText: Record<FallbackReason, string> = {
  'too-large': 'the piece is longer than `maxPieceLength`',
  'too-deep': 'a line nests more containers than `maxDepth`',
  'too-complex':
    'a block is over a budget of the parser (more emphasis or bracket characters than `maxMarkup` in a paragraph, more than 512 lazy lines or lines with `|`, or a list of more than 100 lines)',
  'time-budget': 'the time budget (`timeBudgetMs`) ran out',
  'parse-error': 'the Markdown parser failed on it',
  'unknown-state': 'what is open at its start could not be known',
  'internal-error': 'an internal error stopped the parser and the flat line model too'
}

/**
 * The reason of a message for an edit, in the remark-lint style
 * (“Unexpected …, expected …”, values in backticks).
 *
 * @param edit
 *   Edit.
 * @param input
 *   The document (to quote the line an insertion quotes).
 * @returns
 *   Reason.
 */
export function editReason(edit: Edit, input: string): string {
  switch (edit.rule) {
    case 'sanitize': {
      // The rendered profile escapes the `&` of a reference that displays an
      // invisible or control character, rather than removing anything.
      if (edit.replacement !== '') {
        return (
          'Unexpected reference to an invisible or control character `' +
          show(excerpt(input, edit.start)) +
          '`, expected `' +
          show(edit.original) +
          '` escaped as `' +
          show(edit.replacement) +
          '`'
        )
      }

      return 'Unexpected invisible or control characters `' + show(edit.original) + '`, expected them removed'
    }

    case 'normalize-line-break': {
      return 'Unexpected line break `' + show(edit.original) + '`, expected `\\n`'
    }

    case 'html-break': {
      // The rendered profile also escapes a `<` (`&lt;`) that a browser
      // would read as HTML running across a token's line or its quote.
      if (edit.replacement === '&lt;') {
        return (
          'Unexpected `' +
          show(excerpt(input, edit.start)) +
          '` opening HTML that a browser would run across a structural token or its quote, expected `&lt;`'
        )
      }

      return 'Unexpected HTML construct inside a line, expected a line break around it'
    }

    case 'fold': {
      return (
        'Unexpected lookalike characters `' +
        show(edit.original) +
        '` hiding a structural token, expected `' +
        show(edit.replacement) +
        '`'
      )
    }

    default: {
      const name = ruleNames[edit.rule] ?? 'structural token'
      const by = edit.engine === 'ast' ? ' (as rendered)' : ''
      if (edit.start === edit.end) {
        const line = excerpt(input, edit.start)
        return (
          'Unexpected ' +
          name +
          by +
          ' `' +
          show(line) +
          '`, expected `' +
          show(edit.replacement + line) +
          '`'
        )
      }

      return (
        'Unexpected ' +
        name +
        by +
        ' `' +
        show(edit.original) +
        '`, expected `' +
        show(edit.replacement) +
        '`'
      )
    }
  }
}

/**
 * The reason of an `ast-fallback` info message.
 *
 * @param entry
 *   Fallback entry.
 * @returns
 *   Reason of the info message.
 */
export function fallbackReason(entry: FallbackEntry): string {
  return (
    'Unexpected fallback to the scan engine (' +
    entry.reason +
    ', ' +
    entry.pass +
    ' pass): ' +
    fallbackText[entry.reason] +
    // The flat model reads what was not parsed, unless it failed too.
    (entry.reason === 'internal-error'
      ? '; only the raw (v1) reading applies here, rendered-only tokens are not defanged'
      : '; the flat line model reads it instead, and may defang more than GitHub shows')
  )
}

/**
 * The reason of an `engine-disagreement` info message.
 *
 * @param disagreement
 *   Disagreement.
 * @param input
 *   The document (to quote the line an insertion quotes).
 * @returns
 *   Reason of the info message.
 */
export function disagreementReason(disagreement: Disagreement, input: string): string {
  const name = ruleNames[disagreement.rule] ?? 'structural token'
  const at =
    disagreement.start === disagreement.end
      ? excerpt(input, disagreement.start)
      : disagreement.original
  if (disagreement.engine === 'ast' && !disagreement.applied) {
    return (
      'Unexpected ' +
      name +
      ' seen only by the AST engine (rendered) at `' +
      show(at) +
      '`, left as written: its raw line is already the defanged form, which something before it hides'
    )
  }

  return disagreement.engine === 'ast'
    ? 'Unexpected ' +
        name +
        ' seen only by the AST engine (rendered) at `' +
        show(at) +
        '`, the scan engine (raw text) did not see it'
    : 'Unexpected ' +
        name +
        ' seen only by the scan engine (raw text) at `' +
        show(at) +
        '`, the AST engine (rendered) did not see it' +
        (disagreement.applied ? '' : ' (left out by `engine: ast`)')
}

/**
 * @param input
 *   Text.
 * @param start
 *   Offset.
 * @returns
 *   The rest of the line at `start`, shortened.
 */
function excerpt(input: string, start: number): string {
  let end = start
  while (end < input.length && end - start < excerptLength) {
    const code = input.charCodeAt(end)
    if (code === 10 || code === 13) break
    end++
  }

  const line = input.slice(start, end)
  return end - start >= excerptLength ? line + '…' : line
}

/**
 * Show a value in backticks: controls and invisible characters escaped.
 *
 * @param value
 *   Value.
 * @returns
 *   Printable text.
 */
function show(value: string): string {
  return value.replace(
    /[\0-\x1F\x7F-\x9F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB]|[\uD800-\uDBFF][\uDC00-\uDFFF]?|[\uDC00-\uDFFF]/g,
    (char) => {
      if (char === '\n') return '\\n'
      if (char === '\t') return '\\t'
      if (char === '\r') return '\\r'
      // Astral characters print as themselves unless invisible (tags, selectors).
      if (char.length === 2) {
        const code = char.codePointAt(0)!
        if ((code >= 0xe_00_00 && code <= 0xe_0f_ff)) return '\\u{' + code.toString(16).toUpperCase() + '}'
        return char
      }

      return '\\u' + char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
    }
  )
}
