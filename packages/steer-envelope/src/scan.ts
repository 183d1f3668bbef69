import {headingRules} from './edits.js'
import {HtmlMatcher} from './html.js'
import {indexOfNear} from './near.js'
import {amendmentsHeadingAt} from './rules/amendments-heading.js'
import {attributionAt} from './rules/attribution.js'
import {contextHeadingAt} from './rules/context-heading.js'
import {fenceEdits} from './rules/fence.js'
import type {Analysis, RawEdit} from './types.js'
import {WrapperScanner} from './wrappers.js'

/**
 * The scan engine's token pass over prepared text: the fence rule anywhere,
 * and the line-anchored rules at every line start (every `\n`, after
 * wrappers) and, for the attribution, after every `|` in a line.
 *
 * Extra line starts and edits from an analysis (an AST engine) are used in
 * addition (union). Where an extra edit overlaps a scan edit, both saw the
 * same token: the scan edit stands and is marked `both`.
 *
 * @param text
 *   Prepared text (sanitized, `\n` line breaks, tags broken out).
 * @param analysis
 *   Extra findings.
 * @returns
 *   Token edits, sorted and non-overlapping.
 */
export function tokenEdits(text: string, analysis?: Analysis | undefined): RawEdit[] {
  const html = new HtmlMatcher(text)
  const wrappers = new WrapperScanner(text, html)
  const edits: RawEdit[] = fenceEdits(text)

  // Only lines that hold a candidate word can hold a line-anchored token.
  // The `iu` flags fold case the way the rules do (Kelvin sign, long s).
  const candidates = /instruction from @|amendments|work-item context/giu
  let lastLine = -1
  // Next `|` at or after the line; searched again only once passed, so
  // finding pipes stays linear over the whole text.
  let pipe = text.indexOf('|')
  // `test`, not `exec`: no match object per line. A candidate holds no line
  // feed, so its line is the one its last character is on.
  while (candidates.test(text)) {
    const matchEnd = candidates.lastIndex
    const lineStart = text.lastIndexOf('\n', matchEnd - 1) + 1
    if (lineStart !== lastLine) {
      lastLine = lineStart
      let lineEnd = text.indexOf('\n', matchEnd)
      if (lineEnd === -1) lineEnd = text.length
      // One walk of the wrappers per line (a line start is not memoized,
      // and a wrapper run may be as long as the text).
      let lastContent = wrappers.contentStart(lineStart)
      lineEdits(text, html, lineStart, lastContent, lineEnd, edits)

      // The attribution is structure after any `|` in the line too.
      if (pipe !== -1 && pipe < lineStart) pipe = text.indexOf('|', lineStart)
      while (pipe !== -1 && pipe < lineEnd) {
        const content = wrappers.contentStart(pipe + 1)
        // A run of pipes leads to one content start: test it once.
        if (content !== lastContent) {
          lastContent = content
          const edit = attributionAt(text, content)
          if (edit) edits.push(edit)
        }

        pipe = indexOfNear(text, 124, '|', pipe + 1)
      }

      candidates.lastIndex = lineEnd
    }
  }

  let fromAnalysis = 0
  if (analysis?.lineStarts) {
    for (const start of analysis.lineStarts) {
      if (start < 0 || start > text.length) continue
      let lineEnd = text.indexOf('\n', start)
      if (lineEnd === -1) lineEnd = text.length
      const before = edits.length
      lineEdits(text, html, start, wrappers.contentStart(start), lineEnd, edits)
      for (let i = before; i < edits.length; i++) edits[i].engine = 'ast'
      fromAnalysis += edits.length - before
    }
  }

  if (analysis?.edits) {
    for (const edit of analysis.edits) {
      edits.push({...edit, engine: 'ast'})
      fromAnalysis++
    }
  }

  return normalize(edits, fromAnalysis > 0)
}

/**
 * Apply the line-anchored rules to one line.
 *
 * @param text
 *   Prepared text.
 * @param html
 *   Tag matcher.
 * @param lineStart
 *   Start of the line.
 * @param content
 *   Where its content starts, after wrappers.
 * @param lineEnd
 *   End of the line.
 * @param edits
 *   List to add to.
 */
function lineEdits(
  text: string,
  html: HtmlMatcher,
  lineStart: number,
  content: number,
  lineEnd: number,
  edits: RawEdit[]
): void {
  if (content >= lineEnd) return
  // Each token starts with its own ASCII letter (`i`, `a`, `w`; the Kelvin
  // sign and the long s fold to none of them), so one rule can apply.
  const first = text.charCodeAt(content) | 32
  const edit =
    first === 105
      ? attributionAt(text, content)
      : first === 97
        ? amendmentsHeadingAt(text, html, lineStart, content, lineEnd)
        : first === 119
          ? contextHeadingAt(text, lineStart, content)
          : undefined
  if (edit) edits.push(edit)
}

/**
 * Sort edits, drop duplicates, and resolve overlaps between engines.
 *
 * @param edits
 *   Edits in any order.
 * @param mixed
 *   Whether some come from an analysis.
 * @returns
 *   Sorted, non-overlapping edits.
 */
function normalize(edits: RawEdit[], mixed: boolean): RawEdit[] {
  edits.sort((a, b) => a.start - b.start || a.end - b.end)
  const result: RawEdit[] = []
  for (const edit of edits) {
    const previous = result.at(-1)
    // The same token found twice (at a line start and after a `|` of it).
    if (
      previous &&
      previous.start === edit.start &&
      previous.end === edit.end &&
      previous.rule === edit.rule &&
      previous.engine === edit.engine
    ) {
      continue
    }

    // An insertion at the start of another edit claims the same line.
    if (previous && (edit.start < previous.end || edit.start === previous.start)) {
      // A heading's edit rewrites its line from the line start: the wrappers
      // before the phrase are dropped, a tag's attribute values with them.
      // A token in such a value (a tag that stays on the heading's line:
      // inside a CDATA section, which is broken out whole) goes with it, so
      // the heading's edit stands alone (found by a differential fuzz:
      // `<![CDATA[\n<v x="[work-item-context]">Work-item context]]>` threw).
      if (headingRules.has(previous.rule) && edit.start >= previous.start && edit.end <= previous.end) continue
      if (
        headingRules.has(edit.rule) &&
        previous.start >= edit.start &&
        previous.end <= edit.end &&
        edit.engine === previous.engine
      ) {
        result[result.length - 1] = edit
        continue
      }

      if (!mixed || previous.engine === edit.engine) {
        // Two rules of one engine never claim the same characters.
        throw new Error(
          'Internal error: overlapping `' +
            previous.rule +
            '` and `' +
            edit.rule +
            '` edits at `' +
            edit.start +
            '`; please report this input'
        )
      }

      // Same token seen by both engines: keep the scan engine's edit.
      const scan = previous.engine === 'ast' ? edit : previous
      result[result.length - 1] = {...scan, engine: 'both'}
      continue
    }

    result.push(edit)
  }

  return result
}
