import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {renderPreview, type PreviewFallback, type PreviewMessage} from 'steer-defang-preview'
import {parseOptions} from '../args.js'
import type {Command} from '../command.js'
import {fallbackSummary, resolveEngine, type EngineResult} from '../engines.js'
import {CliError, quote} from '../errors.js'
import {describeFsError, decodeUtf8, parseMaxBytes, readInput} from '../input.js'
import {write} from '../io.js'
import type {Io} from '../io.js'
import {runEngine} from '../run-engine.js'

/** Options of `preview`. */
const specs = {
  output: {type: 'string', short: 'o'},
  title: {type: 'string'},
  profile: {type: 'string'},
  engine: {type: 'string'},
  'max-bytes': {type: 'string'},
  'no-render': {type: 'boolean'}
} as const

/** Help text. */
const usage = [
  'Usage: steer-defang preview [options] [FILE]',
  '',
  'Defang an untrusted Markdown body and write a self-contained HTML page that',
  'previews it: a summary, the original and the defanged text side by side with',
  'every edit marked and labelled by rule (hover or focus a mark for its',
  'position, original and replacement), and the defanged text rendered as GitHub',
  'renders a comment. The page loads nothing and runs no script. FILE defaults',
  'to stdin; `-` also means stdin.',
  '',
  'Options:',
  '  -o, --output FILE  Write the page to FILE instead of stdout',
  '  --title TEXT       Page title (default: the FILE name, or `steer-defang preview`)',
  '  --profile NAME     Rules, as for `steer-defang defang`',
  '  --engine NAME      Engine, as for `steer-defang defang`',
  '  --max-bytes N      Largest input, in bytes (default 8 MiB)',
  '  --no-render        Leave out the rendered view (for very large bodies)',
  '  -h, --help         Show this help',
  '',
  'Exit codes: 0 success, 2 usage or input error, 70 internal error.',
  ''
].join('\n')

/**
 * Run `preview`.
 *
 * @param args
 *   Arguments after `preview`.
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function run(args: string[], io: Io): Promise<number> {
  const {values, positionals} = parseOptions('preview', args, specs, 1)
  const file = positionals[0]
  const maxBytes = parseMaxBytes(values['max-bytes'])
  const engine = resolveEngine(values.profile, values.engine)
  const input = await readInput(file, io, maxBytes)
  const text = decodeUtf8(input.bytes)
  const result = runEngine(engine, text, maxBytes)
  const title =
    values.title ??
    (file === undefined || file === '-' ? 'steer-defang preview' : 'steer-defang preview: ' + path.basename(file))
  const page = renderPreview(
    {input: text, result, title, ...(engine.engine === 'scan' ? {} : runReport(result))},
    {rendered: !values['no-render']}
  )

  if (values.output === undefined || values.output === '-') {
    await write(io.stdout, page)
    return 0
  }

  const target = path.resolve(io.cwd ?? process.cwd(), values.output)
  try {
    await writeFile(target, page)
  } catch (error) {
    // The shared wording for a directory is about input (`-` for stdin).
    throw new CliError('cannot write ' + quote(values.output) + ': ' + describeFsError(error, 'stdout'))
  }

  return 0
}

/**
 * What the page shows about the run besides the edits: whether the AST
 * engine fell back to the scan engine (and where), and the tokens only one
 * engine saw.
 *
 * @param result
 *   Result of the AST engine (alone or with the scan engine).
 * @returns
 *   `fallback` and `messages` for `renderPreview`.
 */
function runReport(result: EngineResult): {fallback?: PreviewFallback; messages?: PreviewMessage[]} {
  if (!result.fallback) return {}
  const messages: PreviewMessage[] = []
  for (const entry of result.fallback.reasons) {
    messages.push({
      reason:
        'The AST engine fell back to the scan engine from here to ' +
        entry.endPoint.line +
        ':' +
        entry.endPoint.column +
        ' (' +
        entry.reason +
        (entry.pass === 'fold' ? ', in the lookalike-folded copy' : '') +
        ')',
      ruleId: entry.reason,
      source: 'remark-steer-defang',
      line: entry.startPoint.line,
      column: entry.startPoint.column,
      fatal: false
    })
  }

  for (const disagreement of result.disagreements ?? []) {
    messages.push({
      reason:
        'Only the ' +
        disagreement.engine +
        ' engine saw this token: ' +
        (disagreement.original === ''
          ? 'inserts ' + JSON.stringify(disagreement.replacement)
          : JSON.stringify(disagreement.original) + ' → ' + JSON.stringify(disagreement.replacement)) +
        (disagreement.applied ? '' : ' (not applied)'),
      ruleId: disagreement.rule,
      source: 'remark-steer-defang',
      line: disagreement.startPoint.line,
      column: disagreement.startPoint.column,
      fatal: false
    })
  }

  const summary = fallbackSummary(result)
  return {
    fallback: summary ? {used: true, reason: summary + ' (see the messages for where)'} : {used: false},
    messages
  }
}

/** `steer-defang preview`: an HTML preview of what defanging changes. */
export const previewCommand: Command = {
  name: 'preview',
  summary: 'Write a self-contained HTML preview of a defanged body (FILE or stdin)',
  usage,
  run
}
