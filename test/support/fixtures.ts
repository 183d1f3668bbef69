import fs from 'node:fs'
import path from 'node:path'

/** Root of the fixture folders. */
export const fixturesRoot = path.join(import.meta.dirname, '..', '..', 'fixtures')

/** Whether expectations are being regenerated (`UPDATE=1`). */
export const update = process.env.UPDATE !== undefined && !['', '0', 'false'].includes(process.env.UPDATE)

/**
 * List the case folders below `fixtures/<group>`.
 *
 * @param group
 *   Group folder.
 * @returns
 *   Case names, sorted.
 */
export function cases(group: string): string[] {
  const folder = path.join(fixturesRoot, group)
  return fs
    .readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
}

/**
 * Compare `actual` with the expectation file, or write it with `UPDATE=1`.
 * A missing expectation fails: a test must not create what it checks.
 *
 * @param file
 *   Expectation file.
 * @param actual
 *   Actual content.
 * @returns
 *   The expected content (after a possible update).
 */
export function expectation(file: string, actual: string): string {
  if (update) {
    fs.writeFileSync(file, actual)
    return actual
  }

  if (!fs.existsSync(file)) {
    throw new Error('Missing `' + file + '`: run the tests with `UPDATE=1` and review it')
  }

  return fs.readFileSync(file, 'utf8')
}
