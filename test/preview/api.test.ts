import fs from 'node:fs'
import path from 'node:path'
import {build, type Rolldown} from 'vite'
import {expect, test} from 'vitest'
import * as browser from 'steer-defang-preview'
import * as node from 'steer-defang-preview/check'
import {root} from './support.js'

test('should expose the public api (browser entry)', () => {
  expect(Object.keys(browser).sort()).toEqual(['RenderError', 'checkModel', 'renderComment', 'renderPreview'])
})

test('should expose the public api (`./check`, Node only)', () => {
  expect(Object.keys(node).sort()).toEqual([
    'CMARK_GFM_ARGS',
    'CMARK_GFM_COMMAND',
    'CmarkGfmError',
    'RenderError',
    'checkRendered',
    'cmarkGfmVersion',
    'renderCmarkGfm',
    'renderLines',
    'renderedLineStarts'
  ])
})

test('the browser entry reaches no Node built-in and no `./check` module', () => {
  const source = path.join(root, 'packages', 'steer-defang-preview', 'src')
  const seen = new Set<string>()
  const bare = new Set<string>()
  const stack = [path.join(source, 'index.ts')]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    for (const match of code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\s+'([^']+)'/g)) {
      const specifier = (match[1] ?? match[2]) as string
      if (specifier.startsWith('.')) {
        stack.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')))
      } else {
        bare.add(specifier)
      }
    }
  }

  const local = [...seen].map((file) => path.relative(source, file))
  expect(local.filter((file) => file === 'check.ts' || file.startsWith('check' + path.sep))).toEqual([])
  expect([...bare].filter((name) => name.startsWith('node:') || /^(fs|path|child_process|os)$/.test(name))).toEqual([])
  expect([...bare].sort()).toEqual([
    'hast',
    'hast-util-sanitize',
    'mdast',
    'rehype-raw',
    'rehype-stringify',
    'remark-gfm',
    'remark-parse',
    'remark-rehype',
    'steer-envelope',
    'unified'
  ])
})

test('the browser entry bundles for the browser without Node built-ins', async () => {
  const output = (await build({
    logLevel: 'silent',
    configFile: false,
    root,
    resolve: {conditions: ['steer-defang-source', 'browser', 'module', 'import', 'default']},
    build: {
      write: false,
      minify: true,
      lib: {entry: path.join(root, 'packages', 'steer-defang-preview', 'src', 'index.ts'), formats: ['es'], fileName: 'preview'}
    }
  })) as Rolldown.RolldownOutput[]
  const code = output[0].output[0].code
  expect(code).toContain('renderPreview')
  expect(code).not.toMatch(/(?:from|import\()\s*["']node:|\brequire\(/)
})
