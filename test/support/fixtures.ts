import fs from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkSteerDefang, {type Options} from 'remark-steer-defang'
import {unified} from 'unified'
import {VFile} from 'vfile'

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

/**
 * The messages `remark-steer-defang` attaches to a file, in a real pipeline
 * (remark-parse, remark-gfm, the plugin), as the JSON kept in a fixture's
 * `messages.json`: every field a reporter or an editor reads.
 *
 * @param input
 *   Document.
 * @param options
 *   Plugin options.
 * @returns
 *   JSON text (two-space indent, final line feed).
 */
export async function messagesJson(input: string, options: Options): Promise<string> {
  const file = new VFile({path: 'input.md', value: input})
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkSteerDefang, options)
  await processor.run(processor.parse(file), file)
  const messages = file.messages.map((message) => ({
    ruleId: message.ruleId,
    source: message.source,
    reason: message.reason,
    severity: message.fatal === false ? 'warning' : message.fatal === true ? 'error' : 'info',
    place: message.place,
    actual: message.actual,
    expected: message.expected,
    url: message.url
  }))
  return JSON.stringify(messages, null, 2) + '\n'
}
