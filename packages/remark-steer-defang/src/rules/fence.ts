import {matchesAt, type RawEdit} from 'steer-envelope'
import type {RenderedLine} from '../line.js'
import {replaceCharacter} from './replace.js'

/**
 * Rule `fence`, rendered: `[work-item-context]` or `[/work-item-context]`
 * displayed anywhere in a line. The sources of the displayed brackets
 * (`[`, `\[`, `&lbrack;`, …) become `(` and `)`.
 *
 * @param line
 *   Rendered line.
 * @param edits
 *   List to add to.
 */
export function fence(line: RenderedLine, edits: RawEdit[]): void {
  const text = line.text
  let index = text.indexOf('[')
  while (index !== -1) {
    const word = index + 1 + (text.charCodeAt(index + 1) === 47 /* `/` */ ? 1 : 0)
    if (matchesAt(text, word, 'work-item-context') && text.charCodeAt(word + 17) === 93) {
      edits.push(
        replaceCharacter(line, index, '(', 'fence'),
        replaceCharacter(line, word + 17, ')', 'fence')
      )
      index = text.indexOf('[', word + 18)
    } else {
      index = text.indexOf('[', index + 1)
    }
  }
}
