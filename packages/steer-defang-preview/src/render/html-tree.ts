import type {Root} from 'hast'
import rehypeRaw from 'rehype-raw'
import {unified} from 'unified'
import {RenderError} from './render-error.js'

const reparse = unified().use(rehypeRaw).freeze()

/**
 * Parse an HTML fragment as a browser would (parse5, the WHATWG parsing
 * algorithm, standards mode), keeping positions into the HTML string.
 *
 * @param html
 *   HTML fragment (for example cmark-gfm output).
 * @returns
 *   Tree.
 */
export function htmlTree(html: string): Root {
  // hast-util-raw never hands parse5 the end of the input, so text a table
  // holds back (to move before it, as a browser does) would be lost when
  // the HTML ends inside the table (found by review: `<table>\nAmendments`).
  // A trailing comment shows nothing and makes parse5 place that text; on a
  // line of its own, it cannot join text in a raw-text element.
  const value = html + (html.endsWith('\n') ? '' : '\n') + '<!---->'
  const tree: Root = {
    type: 'root',
    children: [
      // hast-util-raw parses a fragment as the content of a `<template>`,
      // where a leading `<tr>` or `<tbody>` starts table parsing; GitHub's
      // page holds the HTML in its body. An empty element first puts the
      // parser in body mode (found by review: `<tr>`, blank, a quoted table
      // was read as table parts).
      {type: 'element', tagName: 'span', properties: {}, children: []},
      {
        type: 'raw',
        value,
        position: {
          start: {line: 1, column: 1, offset: 0},
          end: {line: 1, column: 1, offset: html.length}
        }
      }
    ]
  }
  try {
    return reparse.runSync(tree)
  } catch (error) {
    // hast-util-from-parse5 builds elements with hastscript, which reads a
    // tag name as a selector: `<template#` becomes a `<template>` with no
    // content, and the bridge reads a property of nothing (found by fuzz
    // run 28: `<p><template#`). Such text cannot be judged: say so.
    if (error instanceof TypeError) {
      throw new RenderError(new Error('its HTML trips the HTML parser bridge (' + error.message + ')', {cause: error}), 'too-complex')
    }

    throw error
  }
}
