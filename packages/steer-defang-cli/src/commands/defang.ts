import {parseOptions} from '../args.js'
import {runBatch} from '../batch.js'
import type {Command} from '../command.js'
import {
  DEFAULTS,
  ENGINES,
  PROFILES,
  availableEngines,
  availableProfiles,
  fallbackNote,
  reportFields,
  resolveEngine
} from '../engines.js'
import {CliError} from '../errors.js'
import {DEFAULT_MAX_BYTES, decodeUtf8, openInput, parseMaxBytes, readInput} from '../input.js'
import {write} from '../io.js'
import type {Io} from '../io.js'
import {runEngine} from '../run-engine.js'

/** Options of `defang`. */
const specs = {
  json: {type: 'boolean'},
  jsonl: {type: 'boolean'},
  profile: {type: 'string'},
  engine: {type: 'string'},
  'max-bytes': {type: 'string'}
} as const

/**
 * Describe the choices of a flag: the default, and which are not available.
 *
 * @param names
 *   Every value.
 * @param available
 *   Values available now.
 * @param fallback
 *   The default.
 * @returns
 *   Text such as `v1 (default) | rendered (not available yet)`.
 */
function choices(
  names: ReadonlyArray<string>,
  available: ReadonlyArray<string>,
  fallback: string
): string {
  return names
    .map(
      (name) =>
        name +
        (name === fallback ? ' (default)' : '') +
        (available.includes(name) ? '' : ' (not available yet)')
    )
    .join(' | ')
}

/**
 * Help text (built from the engine table, so it stays true when it changes).
 *
 * @returns
 *   Usage.
 */
function usage(): string {
  const engines = new Set(availableProfiles().flatMap((profile) => availableEngines(profile)))
  return [
    'Usage: steer-defang defang [options] [FILE]',
    '       steer-defang defang --jsonl [options] [FILE]',
    '',
    'Defang an untrusted Markdown body (a work-item context block) and write the',
    'result to stdout exactly, with no newline added. FILE defaults to stdin; `-`',
    'also means stdin. Input must be valid UTF-8 (a leading BOM is allowed).',
    'When the AST engine falls back to the scan engine, one note says so on stderr;',
    'so does `--engine ast`, which alone leaves the tokens the raw text spells (it is',
    'for comparing engines: never wrap its output).',
    '',
    'Options:',
    '  --json           Write one JSON object instead, pretty-printed (2-space indent)',
    '                   with a final newline: {"value", "edits", "folded", "revealed",',
    '                   "profile", "engine"} and, from the AST engine, "fallback"',
    '                   (pieces the scan engine carried alone) and "disagreements"',
    '  --jsonl          Batch mode: read JSON Lines requests {"id", "input", "profile"?}',
    '                   from FILE or stdin; write one JSON line per request, in order:',
    '                   {"id", "output", "edits", "folded", "revealed"} (and',
    '                   "fallback", "disagreements" when the AST engine has them),',
    '                   or {"id", "error"} for a bad request (the batch goes on:',
    '                   invalid JSON or UTF-8, an unknown field, input over the',
    '                   limit); blank lines are no requests and get no line',
    '  --profile NAME   Rules: ' + choices(PROFILES, availableProfiles(), DEFAULTS.profile),
    '  --engine NAME    Engine: ' + choices(ENGINES, [...engines], DEFAULTS.engine),
    '  --max-bytes N    Largest input, in bytes (default ' + DEFAULT_MAX_BYTES + ' = 8 MiB); larger',
    '                   input is an error, never truncated (with --jsonl: per request)',
    '  -h, --help       Show this help',
    '',
    'Exit codes: 0 success (with --jsonl, also when some requests failed), 2 usage',
    'or input error (one line on stderr, nothing on stdout), 70 internal error.',
    ''
  ].join('\n')
}

/** The note a plain run of the AST engine alone writes on stderr. */
const astNote =
  'steer-defang: note: `--engine ast` alone does not defang the tokens the raw text spells (it is for comparing engines); wrap only `both` or `--profile v1` output\n'

/**
 * Run `defang`.
 *
 * @param args
 *   Arguments after `defang`.
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function run(args: string[], io: Io): Promise<number> {
  const {values, positionals} = parseOptions('defang', args, specs, 1)
  const file = positionals[0]

  if (values.json && values.jsonl) {
    throw new CliError(
      '`--json` and `--jsonl` cannot be combined (`--jsonl` output is already JSON)'
    )
  }

  const maxBytes = parseMaxBytes(values['max-bytes'])
  // Validate the choices before reading any input.
  const engine = resolveEngine(values.profile, values.engine)

  if (values.jsonl) {
    const {stream, name} = await openInput(file, io)
    return runBatch(stream, name, io, {
      maxBytes,
      profile: values.profile,
      engine: values.engine
    })
  }

  const input = await readInput(file, io, maxBytes)
  const text = decodeUtf8(input.bytes)
  const result = runEngine(engine, text, maxBytes)

  if (values.json) {
    await write(
      io.stdout,
      JSON.stringify(
        {
          value: result.value,
          edits: result.edits,
          folded: result.folded,
          revealed: result.revealed,
          profile: engine.profile,
          engine: engine.engine,
          ...reportFields(result)
        },
        undefined,
        2
      ) + '\n'
    )
  } else {
    await write(io.stdout, result.value)
    const note = fallbackNote(result)
    if (note) await write(io.stderr, note)
    // The plain output is what gets wrapped: say when it is not fit for
    // that (found by review: `envelope --engine ast` let a context forge
    // structure, and this output would too).
    if (engine.engine === 'ast') await write(io.stderr, astNote)
  }

  return 0
}

/** `steer-defang defang`: defang one body, or a JSON Lines batch. */
export const defangCommand: Command = {
  name: 'defang',
  summary: 'Defang an untrusted Markdown body (FILE or stdin), or a JSON Lines batch',
  get usage() {
    return usage()
  },
  run
}
