import {inspectMessage} from 'steer-envelope'
import {parseOptions} from '../args.js'
import type {Command} from '../command.js'
import {DEFAULTS, resolveEngine} from '../engines.js'
import {DEFAULT_MAX_BYTES, decodeUtf8, parseMaxBytes, readInput} from '../input.js'
import {write} from '../io.js'
import type {Io} from '../io.js'
import {runEngine} from '../run-engine.js'

/** Options of `inspect`. */
const specs = {
  profile: {type: 'string'},
  engine: {type: 'string'},
  'max-bytes': {type: 'string'}
} as const

const usage = [
  'Usage: steer-defang inspect [options] [FILE]',
  '',
  'Inspect a message delivered to an agent, as a harness would: is it a steer (its',
  'first line is exactly the opening line), and if so, its header, amendments and',
  'work-item context, and what is wrong with it. Writes a JSON report to stdout,',
  'pretty-printed, with a final newline:',
  '  {"steer": false, "flags"}',
  '  {"steer": true, "header", "amendments", "context", "flags"}',
  'Flags with "severity": "structure" (the structure cannot be trusted: act on no',
  'amendment):',
  '  "live-token-in-context"      a token the v1 rules would change in the raw',
  '                               context: a fence or heading may be forged',
  '  "malformed"                  a fence or heading missing, duplicated or out of',
  '                               order; a line that fits no part of the layout',
  'Flags with "severity": "advisory" (the structure is sound: act on the',
  'amendments, report these):',
  '  "rendered-token-in-context"  a token only the chosen profile and engine see',
  '                               (the rendered reading); "fallback": true when the',
  '                               AST engine fell back to its stricter model',
  '  "opening-line-in-context"    the opening line in the context: an injection',
  '                               attempt',
  '  "opening-line-in-amendment"  the opening line in an amendment (pasted?)',
  '  "opening-line-not-first"     the opening line in a message that is not a steer',
  'The context is always checked with the v1 rules too: --profile and --engine only',
  'add rendered-token flags. FILE defaults to stdin; `-` also means stdin. See',
  'docs/agent-harnesses.md.',
  '',
  'Options:',
  '  --profile NAME   Rules that also check the context (default ' + DEFAULTS.profile + '; as for `defang`)',
  '  --engine NAME    Engine that also checks the context (default ' + DEFAULTS.engine + '; as for `defang`)',
  '  --max-bytes N    Largest input, in bytes (default ' + DEFAULT_MAX_BYTES + ' = 8 MiB)',
  '  -h, --help       Show this help',
  '',
  'Exit codes: 0 nothing flagged (also for a message that is not a steer), 1 a',
  'flag that means the structure cannot be trusted, 3 advisory flags only, 2 usage',
  'or input error (one line on stderr, nothing on stdout), 70 internal error.',
  ''
].join('\n')

/**
 * Run `inspect`.
 *
 * @param args
 *   Arguments after `inspect`.
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function run(args: string[], io: Io): Promise<number> {
  const {values, positionals} = parseOptions('inspect', args, specs, 1)
  const maxBytes = parseMaxBytes(values['max-bytes'])
  const engine = resolveEngine(values.profile, values.engine)
  const input = await readInput(positionals[0], io, maxBytes)
  // `inspectMessage` always checks the context by the v1 rules: a second
  // defanger only where it reads more (the rendered profile).
  const report = inspectMessage(
    decodeUtf8(input.bytes),
    engine.profile === 'v1' ? undefined : {defang: (body) => runEngine(engine, body, maxBytes)}
  )
  await write(io.stdout, JSON.stringify(report, undefined, 2) + '\n')
  // A harness that reads only the exit code must still act on a sound steer
  // whose work item carries an injection attempt: any commenter can cause an
  // advisory flag, so only a structure flag may stop the amendments.
  if (report.flags.some((flag) => flag.severity === 'structure')) return 1
  return report.flags.length > 0 ? 3 : 0
}

/** `steer-defang inspect`: report what a delivered message is and what is wrong with it. */
export const inspectCommand: Command = {
  name: 'inspect',
  summary: 'Inspect a delivered message: its parts and flags (exit 1 untrusted, 3 advisory)',
  usage,
  run
}
