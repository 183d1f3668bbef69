import {checkRendered, CmarkGfmError, RenderError} from 'steer-defang-preview/check'
import type {CheckReport, TokenFinding} from 'steer-defang-preview/check'
import {parseOptions} from '../args.js'
import type {Command} from '../command.js'
import {resolveEngine} from '../engines.js'
import {CliError, oneLine, quote} from '../errors.js'
import {decodeUtf8, parseMaxBytes, readInput} from '../input.js'
import {write} from '../io.js'
import type {Io} from '../io.js'
import {runEngine} from '../run-engine.js'

/** Options of `check`. */
const specs = {
  'no-defang': {type: 'boolean'},
  json: {type: 'boolean'},
  renderer: {type: 'string'},
  'cmark-gfm': {type: 'string'},
  profile: {type: 'string'},
  engine: {type: 'string'},
  'max-bytes': {type: 'string'}
} as const

/** Renderer choices. */
const RENDERERS = ['auto', 'cmark-gfm', 'remark'] as const

/** Exit code when a live token is found. */
const FOUND = 1

/** Help text. */
const usage = [
  'Usage: steer-defang check [options] [FILE]',
  '',
  'Defang an untrusted Markdown body, render the result as GitHub renders a',
  'comment, and report every structural token a reader would see live:',
  '`Amendments` as a whole rendered line, a rendered line beginning',
  '`Work-item context` or `Instruction from @`, and `[work-item-context]` or',
  '`[/work-item-context]` anywhere. A heading the defanger quoted (`> Amendments`)',
  'is not live. FILE defaults to stdin; `-` also means stdin.',
  '',
  'The oracle is cmark-gfm (GitHub’s engine); without it the remark model is',
  'used and the report says so.',
  '',
  'Options:',
  '  --no-defang       Check the input as it is (the negative control)',
  '  --json            Write the report as JSON (2-space indent, final newline):',
  '                    {"file", "defanged", "renderer", "note"?, "ok", "live",',
  '                    "quoted"}; positions are in the checked text',
  '  --renderer NAME   auto (default) | cmark-gfm | remark',
  '  --cmark-gfm PATH  cmark-gfm executable (default: `cmark-gfm` on PATH)',
  '  --profile NAME    Rules, as for `steer-defang defang`',
  '  --engine NAME     Engine, as for `steer-defang defang`',
  '  --max-bytes N     Largest input, in bytes (default 8 MiB)',
  '  -h, --help        Show this help',
  '',
  'Exit codes: 0 no live token, 1 live tokens found, 2 usage, input or renderer',
  'error, 70 internal error.',
  ''
].join('\n')

/**
 * Run `check`.
 *
 * @param args
 *   Arguments after `check`.
 * @param io
 *   Streams.
 * @returns
 *   Exit code.
 */
async function run(args: string[], io: Io): Promise<number> {
  const {values, positionals} = parseOptions('check', args, specs, 1)
  const file = positionals[0]
  const renderer = values.renderer ?? 'auto'
  if (!(RENDERERS as ReadonlyArray<string>).includes(renderer)) {
    throw new CliError(
      'invalid --renderer ' + quote(renderer) + ': valid values are ' + RENDERERS.join(', ')
    )
  }

  const maxBytes = parseMaxBytes(values['max-bytes'])
  const defang = !values['no-defang']
  // Validate the choices before reading any input.
  const engine = defang ? resolveEngine(values.profile, values.engine) : undefined
  const input = await readInput(file, io, maxBytes)
  let text = decodeUtf8(input.bytes)
  if (engine) text = runEngine(engine, text, maxBytes).value

  let report: CheckReport
  try {
    report = checkRendered(text, {
      renderer: renderer as (typeof RENDERERS)[number],
      command: values['cmark-gfm']
    })
  } catch (error) {
    if (error instanceof CmarkGfmError || error instanceof RenderError) {
      throw new CliError(oneLine(error.message))
    }

    throw error
  }

  await write(
    io.stdout,
    values.json
      ? JSON.stringify(
          {
            file: file === undefined || file === '-' ? null : file,
            defanged: defang,
            renderer: report.renderer,
            ...(report.note ? {note: report.note} : {}),
            ok: report.ok,
            live: report.live.map(finding),
            quoted: report.defanged.map(finding)
          },
          undefined,
          2
        ) + '\n'
      : human(report, input.name, defang)
  )

  return report.ok ? 0 : FOUND
}

/**
 * One finding, for JSON.
 *
 * @param item
 *   Finding.
 * @returns
 *   Plain object.
 */
function finding(item: TokenFinding): Record<string, unknown> {
  return {
    rule: item.rule,
    token: item.token,
    text: item.line.text,
    block: item.line.block,
    ...(item.line.source
      ? {
          line: item.line.source.line,
          column: item.line.source.column,
          offset: item.line.source.offset,
          exact: item.line.source.exact
        }
      : {}),
    folded: item.folded
  }
}

/**
 * Human-readable report.
 *
 * @param report
 *   Report.
 * @param name
 *   Input name.
 * @param defanged
 *   Whether the input was defanged first.
 * @returns
 *   Text, ending in a newline.
 */
function human(report: CheckReport, name: string, defanged: boolean): string {
  const lines = [
    name + ': ' + (defanged ? 'defanged, then ' : 'not defanged, ') + 'rendered with ' + report.renderer
  ]
  if (report.note) lines.push('note: ' + report.note)
  for (const item of report.live) {
    const place = item.line.source
      ? item.line.source.line + ':' + item.line.source.column
      : '?:?'
    lines.push(
      '  ' +
        place.padEnd(8) +
        item.rule.padEnd(20) +
        JSON.stringify(item.token) +
        (item.folded ? ' (lookalike)' : '') +
        ' in <' +
        item.line.block +
        '>'
    )
  }

  const quoted = report.defanged.length
  lines.push(
    report.ok
      ? 'No live structural token' +
          (quoted > 0 ? ' (' + quoted + ' heading' + (quoted === 1 ? '' : 's') + ' quoted).' : '.')
      : report.live.length + ' live structural token' + (report.live.length === 1 ? '' : 's') + '.'
  )
  return lines.join('\n') + '\n'
}

/** `steer-defang check`: does GitHub show a live structural token? */
export const checkCommand: Command = {
  name: 'check',
  summary: 'Check that a defanged body shows no live structural token on GitHub',
  usage,
  run
}
