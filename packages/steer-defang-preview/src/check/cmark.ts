import {spawnSync} from 'node:child_process'

/**
 * Arguments that make cmark-gfm render as GitHub renders an issue or pull
 * request body or comment: raw HTML kept (GitHub sanitizes afterwards), hard
 * line breaks, source positions, and GitHub's extensions.
 */
export const CMARK_GFM_ARGS: ReadonlyArray<string> = [
  '--unsafe',
  '--hardbreaks',
  '--sourcepos',
  '-e',
  'table',
  '-e',
  'strikethrough',
  '-e',
  'autolink',
  '-e',
  'tagfilter',
  '-e',
  'tasklist',
  '-e',
  'footnotes'
]

/** Default cmark-gfm executable (looked up on `PATH`). */
export const CMARK_GFM_COMMAND = 'cmark-gfm'

/** Error thrown when cmark-gfm cannot be run or fails. */
export class CmarkGfmError extends Error {
  /** `missing` when the executable was not found, `failed` otherwise. */
  code: 'missing' | 'failed'

  /**
   * @param message
   *   Human-readable message.
   * @param code
   *   Reason.
   */
  constructor(message: string, code: 'missing' | 'failed') {
    super(message)
    this.name = 'CmarkGfmError'
    this.code = code
  }
}

/**
 * Find out whether cmark-gfm can be run, and which version it is.
 *
 * @param command
 *   Executable (default: `cmark-gfm`).
 * @returns
 *   Its version line (such as `cmark-gfm 0.29.0.gfm.6 - …`), or `undefined`
 *   when it cannot be run.
 */
export function cmarkGfmVersion(command?: string | null | undefined): string | undefined {
  const result = spawnSync(command ?? CMARK_GFM_COMMAND, ['--version'], {
    encoding: 'utf8',
    timeout: 10_000
  })
  if (result.error || result.status !== 0) return undefined
  return result.stdout.split('\n')[0]?.trim() || undefined
}

/**
 * Render Markdown with cmark-gfm as GitHub renders a comment
 * (`CMARK_GFM_ARGS`).
 *
 * @param markdown
 *   Markdown source.
 * @param command
 *   Executable (default: `cmark-gfm`).
 * @returns
 *   HTML, with `data-sourcepos` on blocks (UTF-8 byte columns).
 * @throws {CmarkGfmError}
 *   When cmark-gfm is missing or fails.
 */
export function renderCmarkGfm(markdown: string, command?: string | null | undefined): string {
  return runCmarkGfm(markdown, command, CMARK_GFM_ARGS)
}

/**
 * Render Markdown with cmark-gfm as `renderCmarkGfm` does, to its XML form
 * (`-t xml`), which gives inline nodes source positions too.
 *
 * @param markdown
 *   Markdown source.
 * @param command
 *   Executable (default: `cmark-gfm`).
 * @returns
 *   XML.
 * @throws {CmarkGfmError}
 *   When cmark-gfm is missing or fails.
 */
export function renderCmarkGfmXml(markdown: string, command?: string | null | undefined): string {
  return runCmarkGfm(markdown, command, [...CMARK_GFM_ARGS, '-t', 'xml'])
}

/**
 * @param markdown
 *   Markdown source.
 * @param command
 *   Executable (default: `cmark-gfm`).
 * @param args
 *   Arguments.
 * @returns
 *   Standard output.
 * @throws {CmarkGfmError}
 *   When cmark-gfm is missing or fails.
 */
function runCmarkGfm(
  markdown: string,
  command: string | null | undefined,
  args: ReadonlyArray<string>
): string {
  const executable = command ?? CMARK_GFM_COMMAND
  const result = spawnSync(executable, args, {
    input: markdown,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    timeout: 60_000
  })
  if (result.error) {
    const code = (result.error as NodeJS.ErrnoException).code
    const missing = code === 'ENOENT'
    throw new CmarkGfmError(
      missing
        ? 'Cannot find `' + executable + '`: install cmark-gfm (GitHub’s Markdown engine, `apt-get install cmark-gfm`)'
        : code === 'ETIMEDOUT'
          ? '`' +
            executable +
            '` did not finish rendering within 60 s (it is super-linear on some hostile shapes); nothing was checked'
          : 'Cannot run `' + executable + '`: ' + result.error.message,
      missing ? 'missing' : 'failed'
    )
  }

  if (result.status !== 0) {
    throw new CmarkGfmError(
      '`' + executable + '` exited with `' + String(result.status ?? result.signal) + '`: ' + result.stderr.trim(),
      'failed'
    )
  }

  return result.stdout
}
