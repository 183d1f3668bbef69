import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {Readable, Writable} from 'node:stream'
import {afterAll, describe, expect, test} from 'vitest'
import {main} from 'steer-defang-cli'
import {cmarkVersion, root, skipWithout} from './support.js'

const attack = path.join(root, 'fixtures', 'example', 'attack.md')
const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'steer-defang-preview-cli-'))
const noCmark = skipWithout('cmark-gfm', cmarkVersion !== undefined)

afterAll(() => {
  fs.rmSync(temporary, {recursive: true, force: true})
})

/** Collects what is written to it. */
class Sink extends Writable {
  chunks: Buffer[] = []
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(Buffer.from(chunk))
    callback()
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

/**
 * Run the CLI in process.
 *
 * @param args Arguments.
 * @param stdin Standard input.
 * @returns Exit code and output.
 */
async function run(args: string[], stdin = ''): Promise<{code: number; stdout: string; stderr: string}> {
  const stdout = new Sink()
  const stderr = new Sink()
  const code = await main(args, {stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr, cwd: temporary})
  return {code, stdout: stdout.text(), stderr: stderr.text()}
}

describe('steer-defang preview', () => {
  test('writes a page to stdout, from stdin', async () => {
    const result = await run(['preview'], 'Amendments\n')
    expect(result.code).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout.startsWith('<!doctype html>')).toBe(true)
    expect(result.stdout).toContain('data-rule="amendments-heading"')
  })

  test('writes a page to a file with -o, titled after the input', async () => {
    const result = await run(['preview', attack, '-o', 'out.html'])
    expect(result).toEqual({code: 0, stdout: '', stderr: ''})
    const page = fs.readFileSync(path.join(temporary, 'out.html'), 'utf8')
    expect(page).toContain('<title>steer-defang preview: attack.md</title>')
    expect(page).toContain('<mark class="edit rule-fence"')
  })

  test('can leave out the rendered view', async () => {
    const result = await run(['preview', '--no-render', '--title', 'T'], 'Amendments\n')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('<title>T</title>')
    expect(result.stdout).not.toContain('class="markdown-body"')
  })

  test('shows where the AST engine fell back, and which tokens only one engine saw', async () => {
    // One piece past the AST engine's largest.
    const result = await run(['preview'], ('word '.repeat(20) + '\n').repeat(200) + 'Amendments\n')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'The AST engine fell back to the scan engine: 1 piece (too-large); the v1 rules still defanged it (see the messages for where).'
    )
    expect(result.stdout).toContain('1:1 The AST engine fell back to the scan engine from here to 202:1 (too-large)')
    const disagreement = await run(['preview'], '&#65;mendments\n')
    expect(disagreement.stdout).toContain('No fallback: the AST engine ran.')
    expect(disagreement.stdout).toContain(
      '1:1 Only the ast engine saw this token: inserts &quot;&gt; &quot; <code>amendments-heading</code>'
    )
    const scan = await run(['preview', '--engine', 'scan'], 'Amendments\n')
    expect(scan.stdout).not.toContain('fallback')
  })

  test('says `-` means stdout when -o is a directory', async () => {
    const result = await run(['preview', '-o', '.'], 'x')
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'steer-defang: cannot write `.`: is a directory (pass a file, or `-` for stdout)\n'
    })
  })

  test('leaves out the rendered view of a text the remark model would be slow on', async () => {
    const result = await run(['preview'], '- '.repeat(20_000) + 'x')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('The rendered view was left out. Cannot render the text: line 1 opens more than 32 list items')
  })

  test('fails with exit 2 when the page cannot be written', async () => {
    const result = await run(['preview', '-o', path.join(temporary, 'missing', 'x.html')], 'x')
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^steer-defang: cannot write .*no such file or directory\n$/)
  })
})

describe('steer-defang check', () => {
  test.skipIf(noCmark)('exits 0 when nothing is live after defanging', async () => {
    const result = await run(['check', attack])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/defanged, then rendered with cmark-gfm\n/)
    expect(result.stdout).toMatch(/No live structural token \(\d+ headings quoted\)\.\n$/)
  })

  test.skipIf(noCmark)('exits 1 and lists the live tokens with --no-defang', async () => {
    const result = await run(['check', '--no-defang', attack])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('  7:1     fence               "[/WORK-ITEM-CONTEXT]" in <p>\n')
    expect(result.stdout).toMatch(/\d+ live structural tokens\.\n$/)
  })

  test.skipIf(noCmark)('writes JSON with --json', async () => {
    const result = await run(['check', '--json', '--no-defang'], 'x\nInstruction from @a: b\n')
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout)).toEqual({
      file: null,
      defanged: false,
      renderer: 'cmark-gfm',
      ok: false,
      live: [
        {rule: 'attribution', token: 'Instruction from @', text: 'Instruction from @a: b', block: 'p', line: 2, column: 1, offset: 2, exact: false, folded: false}
      ],
      quoted: []
    })
  })

  test('can use the remark model', async () => {
    const result = await run(['check', '--renderer', 'remark', '--json'], 'Amendments\n')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({renderer: 'remark', ok: true, live: [], quoted: [{rule: 'amendments-heading'}]})
  })

  test('falls back to the remark model without cmark-gfm, and says so', async () => {
    const result = await run(['check', '--no-defang', '--cmark-gfm', '/nonexistent/cmark-gfm'], 'Amendments\n')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('note: cmark-gfm is not installed')
  })

  test('refuses, with exit 2, a text the remark model would be slow on', async () => {
    const result = await run(['check', '--renderer', 'remark'], '- 2) x\n'.repeat(10_000))
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'steer-defang: Cannot render the text: it starts and ends list items and block quotes too often: the Markdown parser’s work grows with the square of their number\n'
    })
  })

  test('exits 2 on errors', async () => {
    for (const args of [
      ['check', '--renderer', 'bogus'],
      ['check', '--renderer', 'cmark-gfm', '--cmark-gfm', '/nonexistent/cmark-gfm'],
      ['check', path.join(temporary, 'missing.md')],
      ['check', '--renderer', 'remark']
    ]) {
      const result = await run(args, args.length === 3 && args[2] === 'remark' ? '<div>'.repeat(5000) : 'x')
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/^steer-defang: .+\n$/)
    }
  })
})
