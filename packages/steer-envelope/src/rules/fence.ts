import {matchesAt} from '../match.js'
import type {RawEdit} from '../types.js'

/**
 * Rule `fence`: `[work-item-context]` becomes `(work-item-context)` and
 * `[/work-item-context]` becomes `(/work-item-context)`, anywhere in the
 * body, in any case. Only the brackets change, so the letters keep their
 * own bytes.
 *
 * @param text
 *   Prepared text.
 * @returns
 *   Edits, sorted.
 */
export function fenceEdits(text: string): RawEdit[] {
  const edits: RawEdit[] = []
  let index = text.indexOf('[')
  while (index !== -1) {
    const slash = text.charCodeAt(index + 1) === 47 ? 1 : 0
    const word = index + 1 + slash
    if (
      matchesAt(text, word, 'work-item-context') &&
      text.charCodeAt(word + 17) === 93 /* `]` */
    ) {
      const end = word + 18
      edits.push({
        start: index,
        end,
        replacement: '(' + text.slice(index + 1, end - 1) + ')',
        rule: 'fence',
        engine: 'scan'
      })
      index = text.indexOf('[', end)
    } else {
      index = text.indexOf('[', index + 1)
    }
  }

  return edits
}
