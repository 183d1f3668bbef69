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
  const value = text(file)
  let result
  try {
    result = defangMarkdown(value, options)
  } catch (error) {
    if (error instanceof DefangError) fail(file, error.message, error.code)
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
    const message = file.info(fallbackReason(entry), {
      place: {start: entry.startPoint, end: entry.endPoint},
      ruleId: 'ast-fallback',
      source
    })
    message.url = RULES_URL + '#ast-fallback'
  }

  for (const disagreement of result.disagreements) {
    const message = file.info(disagreementReason(disagreement, value), {
      place: {start: disagreement.startPoint, end: disagreement.endPoint},
      ruleId: 'engine-disagreement',
      source
    })
    message.url = RULES_URL + '#engine-disagreement'
  }

  return undefined
}

/**
 * The file's text. Bytes are decoded as UTF-8 strictly: `String(file)`
 * would turn invalid bytes into U+FFFD without a word. A leading BOM is
 * the encoding's signature and not part of the text, as `String(file)`,
 * and so the tree, have it.
 *
 * @param file
 *   File.
 * @returns
 *   Text.
 */
function text(file: VFile): string {
  if (!(file.value instanceof Uint8Array)) return String(file)
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(file.value)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    fail(
      file,
      'Unexpected bytes that are not valid UTF-8, expected UTF-8 (decode the file yourself to choose what they become)',
      'input'
    )
  }
}

/**
 * Fail the file, as `file.fail` does, with a place (the document's start)
 * and a link to the README.
 *
 * @param file
 *   File.
 * @param reason
 *   Reason.
 * @param ruleId
 *   The `DefangError` code.
 * @throws {VFileMessage}
 *   Always.
 */
function fail(file: VFile, reason: string, ruleId: DefangError['code']): never {
  const message = file.message(reason, {place: {line: 1, column: 1, offset: 0}, ruleId, source})
  message.url = RULES_URL + '#' + ruleId
  message.fatal = true
  throw message
}
