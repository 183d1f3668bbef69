import {readFileSync} from 'node:fs'

/**
 * Version of `steer-defang-cli`, read from its `package.json` (one directory
 * up from both `src/` and `dist/`).
 *
 * @returns
 *   Version string, such as `0.1.0`.
 */
export function version(): string {
  const raw: unknown = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8')
  )
  if (
    typeof raw === 'object' &&
    raw !== null &&
    'version' in raw &&
    typeof raw.version === 'string'
  ) {
    return raw.version
  }

  throw new Error('`steer-defang-cli/package.json` has no `version` string')
}
