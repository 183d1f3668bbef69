import {maskSpans, tagStart} from './masks.js'

/**
 * `<template>` content, which a browser never shows: the text on both sides
 * reads as one line (found by review: `Instruction from
 * <template>z</template> @x`). A sanitizer that drops the element may keep
 * its text, so the reading as written stays too.
 *
 * @param text
 *   Text.
 * @returns
 *   The text with every template's content masked (nested ones counted,
 *   an unclosed one to the end), or `undefined` without templates.
 */
export function hideTemplates(text: string): string | undefined {
  if (!/<template/i.test(text)) return undefined
  const spans: Array<[number, number]> = []
  let depth = 0
  let from = 0
  tagStart.lastIndex = 0
  let match = tagStart.exec(text)
  while (match) {
    if (match[2].toLowerCase() === 'template') {
      if (match[1] !== '/') {
        if (depth++ === 0) from = match.index
      } else if (depth > 0 && --depth === 0) {
        spans.push([from, match.index])
      }
    }

    match = tagStart.exec(text)
  }

  if (depth > 0) spans.push([from, text.length])
  return spans.length > 0 ? maskSpans(text, spans) : undefined
}
