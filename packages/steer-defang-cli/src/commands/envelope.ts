import {EnvelopeError, envelopeFromBundle} from 'steer-envelope'
import {parseOptions} from '../args.js'
import type {Command} from '../command.js'
import {DEFAULTS, resolveEngine} from '../engines.js'
import {CliError, oneLine} from '../errors.js'
import {DEFAULT_MAX_BYTES, decodeUtf8, parseMaxBytes, readInput} from '../input.js'
import {write} from '../io.js'
import type {Io} from '../io.js'
import {runEngine} from '../run-engine.js'

/** Options of `envelope`. */
const specs = {
  json: {type: 'boolean'},
  profile: {type: 'string'},
  engine: {type: 'string'},
  'max-bytes': {type: 'string'}
} as const

const usage = [
  'Usage: steer-defang envelope [options] [FILE.json]',
  '',
  'Build a steer envelope from a JSON bundle and write it to stdout (it ends with',
  'a newline). FILE defaults to stdin; `-` also means stdin.',
  '',
  'The bundle holds either ready items or provenance records:',
  '  {"amendments": [...], "context": [...], "options"?: {...}}',
  '  {"selfLogins": [...], "runs": [...], "comments"?: [...], "reviews"?: [...],',
  '   "stateChanges"?: [...], "options"?: {...}}',
  'Provenance records are sorted by ADR 0118 first (which comment amends the task,',
  'what is context, what is fullsend’s own output). "options" may set',
  '"contextBudget" (default 16384) and "amendmentBudget" (default 4096), in UTF-8',
  'bytes, and "header". See docs/runners.md and fixtures/example/envelope.json.',
  '',
  'Options:',
  '  --json           Write the structured result instead, pretty-printed, with a',
  '                   final newline: {"value", "header", "amendments",',
  '                   "contextSource", "contextBody", "contextStart",',
  '                   "contextEdits", "folded", "truncated", "classification"?}',
  '  --profile NAME   Rules that defang the context (default ' + DEFAULTS.profile + '; as for `defang`)',
  '  --engine NAME    Engine that defangs the context (default ' + DEFAULTS.engine + '; as for `defang`,',
  '                   but not `ast`, which alone leaves raw tokens live)',
  '  --max-bytes N    Largest input, in bytes (default ' + DEFAULT_MAX_BYTES + ' = 8 MiB); the',
  '                   header and item headings the runner writes do not count',
  '  -h, --help       Show this help',
  '',
  'Exit codes: 0 success, 2 usage or input error (unreadable file, invalid JSON, a',
  'bundle that could break the layout: one line on stderr, nothing on stdout), 70',
  'internal error.',
  ''
].join('\n')

/**
 * Run `envelope`.
 *
 * @param args
 *   Arguments after `envelope`.
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function run(args: string[], io: Io): Promise<number> {
  const {values, positionals} = parseOptions('envelope', args, specs, 1)
  const maxBytes = parseMaxBytes(values['max-bytes'])
  const engine = resolveEngine(values.profile, values.engine)
  // The AST engine alone leaves the raw tokens the scan engine defangs (it
  // is there to compare engines): never what fills an envelope (found by
  // review: a context closed early, a forged amendment).
  if (engine.engine === 'ast') {
    throw new CliError(
      '`--engine ast` cannot build an envelope: the AST engine alone leaves tokens the raw text spells live; use `both` (the default) or `--profile v1`'
    )
  }

  const input = await readInput(positionals[0], io, maxBytes)
  const text = decodeUtf8(input.bytes)

  let bundle: unknown
  try {
    // A BOM is no JSON, but editors write one.
    bundle = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new CliError(
      input.name + ' is not valid JSON: ' + oneLine(error instanceof Error ? error.message : String(error))
    )
  }

  let result: ReturnType<typeof envelopeFromBundle>
  try {
    // `--max-bytes` limits the input, which was read above. The defanger
    // also sees text the runner writes (the header, item headings), so no
    // limit of its own applies: its text grows linearly with the input.
    result = envelopeFromBundle(bundle, (text) => runEngine(engine, text, Number.MAX_SAFE_INTEGER))
  } catch (error) {
    if (error instanceof EnvelopeError) {
      throw new CliError('invalid bundle ' + input.name + ': ' + oneLine(error.message))
    }

    throw error
  }

  await write(io.stdout, values.json ? resultJson(result, input.name) : result.envelope.value)
  return 0
}

/**
 * @param result
 *   Result.
 * @param name
 *   Input name, for the error.
 * @returns
 *   The result as JSON (2-space indent, final newline).
 * @throws {CliError}
 *   When a value the provenance records carry through (such as an id)
 *   nests too deep to serialize.
 */
function resultJson(result: ReturnType<typeof envelopeFromBundle>, name: string): string {
  const value = result.classification ? {...result.envelope, classification: result.classification} : result.envelope
  try {
    return JSON.stringify(value, undefined, 2) + '\n'
  } catch (error) {
    // Serializing recurses: a value nested thousands deep overflows it.
    if (!(error instanceof RangeError)) throw error
    throw new CliError('cannot write the result of ' + name + ' as JSON: a value in it nests too deep (' + error.message + ')')
  }
}

/** `steer-defang envelope`: build a steer envelope from a JSON bundle. */
export const envelopeCommand: Command = {
  name: 'envelope',
  summary: 'Build a steer envelope from a JSON bundle (amendments, context, provenance)',
  usage,
  run
}
