import type {RawEdit} from './types.js'

const candidate = /[\r\v\f\x85\u2028\u2029]/

/**
 * Line-break normalization (spec “Every line break is a line start”,
 * DECISIONS §4): CRLF, bare CR, VT, FF, NEL, U+2028 and U+2029 become `\n`.
 *
 * @param input
 *   Sanitized text.
 * @returns
 *   One `normalize-line-break` edit per break, sorted.
 */
export function lineBreakEdits(input: string): RawEdit[] {
  const edits: RawEdit[] = []
  if (!candidate.test(input)) return edits

  for (let index = 0; index < input.length; index++) {
    const code = input.charCodeAt(index)
    if (code === 13 && input.charCodeAt(index + 1) === 10) {
      edits.push({start: index, end: index + 2, replacement: '\n', rule: 'normalize-line-break'})
      index++
    } else if (
      code === 13 ||
      code === 0x0b ||
      code === 0x0c ||
      code === 0x85 ||
      code === 0x20_28 ||
      code === 0x20_29
    ) {
      edits.push({start: index, end: index + 1, replacement: '\n', rule: 'normalize-line-break'})
    }
  }

  return edits
}
