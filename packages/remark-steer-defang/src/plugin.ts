import type {Root} from 'mdast'
import {DefangError, RULES_URL} from 'steer-envelope'
import type {Plugin} from 'unified'
import type {VFile} from 'vfile'
import {defangMarkdown} from './defang-markdown.js'
import {disagreementReason, editReason, fallbackReason} from './messages.js'
import {countEngines} from './report.js'
import {resolveSettings} from './settings.js'
import type {Options, SteerDefangData} from './types.js'

declare module 'vfile' {
  interface DataMap {
    /** Result of `remark-steer-defang`: the defanged document and its report. */
    steerDefang: SteerDefangData
  }
}

const source = 'steer-defang'

/**
 * Defang steer-envelope structural tokens in the document, as GitHub renders
 * it, and report every change as a message.
 *
 * The plugin reads the file, not the tree: the tree is not changed, and a
 * tree without positions is fine. The defanged document is in
 * `file.data.steerDefang.value`; each edit is a warning (with `actual`,
 * `expected`, `ruleId` and `url`), each piece the AST engine could not
 * parse an `ast-fallback` info message, and each token only one engine saw
 * an `engine-disagreement` info message.
 *
 * @param options
 *   Configuration (optional).
 * @returns
 *   Transform.
 * @throws {DefangError}
 *   When an option is invalid.
 */
const remarkSteerDefang: Plugin<[(Options | null | undefined)?], Root> = function (options) {
  // Fail early, when the processor is frozen, on a bad option.
  resolveSettings('', options)

  return function (_tree, file) {
    transform(file, options)
  }
}

export default remarkSteerDefang

/**
 * @param file
 *   File.
 * @param options
 *   Options.
 */
function transform(file: VFile, options: Options | null | undefined): undefined {
  const value = String(file)
  let result
  try {
    result = defangMarkdown(value, options)
  } catch (error) {
    if (error instanceof DefangError) {
      file.fail(error.message, {ruleId: error.code, source})
    }

    throw error
  }

  file.data.steerDefang = {
    value: result.value,
    edits: result.edits,
    engines: {profile: result.profile, engine: result.engine, counts: countEngines(result.edits)},
    fallback: result.fallback,
    disagreements: result.disagreements
  }

  for (const edit of result.edits) {
    const message = file.message(editReason(edit, value), {
      place: {start: edit.startPoint, end: edit.endPoint},
      ruleId: edit.rule,
      source
    })
    message.actual = edit.original
    message.expected = [edit.replacement]
    message.url = RULES_URL + '#' + edit.rule
    message.fatal = false
  }

  for (const entry of result.fallback.reasons) {
    file.info(fallbackReason(entry), {
      place: {start: entry.startPoint, end: entry.endPoint},
      ruleId: 'ast-fallback',
      source
    })
  }

  for (const disagreement of result.disagreements) {
    file.info(disagreementReason(disagreement, value), {
      place: {start: disagreement.startPoint, end: disagreement.endPoint},
      ruleId: 'engine-disagreement',
      source
    })
  }

  return undefined
}
