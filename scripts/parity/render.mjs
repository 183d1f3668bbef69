#!/usr/bin/env node
/**
 * Render every `fixtures/parity/*.md` with cmark-gfm, GitHub's Markdown
 * engine, as GitHub renders an issue or pull request body or comment, and
 * write the HTML beside it as `<name>.html`.
 *
 * The flags are `CMARK_GFM_ARGS` of steer-defang-preview (build first); the
 * parity test re-renders every document and fails on any difference. Usage: `node scripts/parity/render.mjs [CMARK-GFM]`.
 */
import {spawnSync} from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
// Built package (run `pnpm build` first): one source for the flags.
import {CMARK_GFM_ARGS} from 'steer-defang-preview/check'

const root = path.join(import.meta.dirname, '..', '..')
const folder = path.join(root, 'fixtures', 'parity')
const command = process.argv[2] ?? 'cmark-gfm'

const version = spawnSync(command, ['--version'], {encoding: 'utf8'})
if (version.error || version.status !== 0) {
  console.error('Cannot run `' + command + '`: install cmark-gfm (`apt-get install cmark-gfm`)')
  process.exit(2)
}

let count = 0
for (const file of fs.readdirSync(folder).sort()) {
  if (!file.endsWith('.md') || file === 'README.md') continue
  const input = fs.readFileSync(path.join(folder, file))
  const result = spawnSync(command, CMARK_GFM_ARGS, {input})
  if (result.error || result.status !== 0) {
    console.error('cmark-gfm failed on `' + file + '`: ' + String(result.error ?? result.stderr))
    process.exit(1)
  }

  fs.writeFileSync(path.join(folder, file.replace(/\.md$/, '.html')), result.stdout)
  count++
}

console.log('Rendered ' + count + ' documents with ' + version.stdout.split('\n')[0].trim())
