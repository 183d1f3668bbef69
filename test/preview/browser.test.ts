/**
 * The preview in real headless Chromium: edits are visible and labelled, the
 * keyboard reaches them and shows their details, nothing is loaded and the
 * console stays clean. Saves test-results/preview.png.
 */
import fs from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {chromium, type Browser} from 'playwright-core'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {defang} from 'steer-envelope'
import {renderPreview} from 'steer-defang-preview'
import {root, skipWithout, which} from './support.js'

const executable = which('chromium')
const skip = skipWithout('chromium', executable !== undefined)
const results = path.join(root, 'test-results')
let browser: Browser | undefined

beforeAll(async () => {
  if (skip) return
  browser = await chromium.launch({
    executablePath: executable as string,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
})

afterAll(async () => {
  await browser?.close()
})

test.skipIf(skip)('the preview shows labelled edits, keyboard details and no console errors', async () => {
  const attack = fs.readFileSync(path.join(root, 'fixtures', 'example', 'attack.md'), 'utf8')
  const input = attack + '\n<img src="https://tracker.example/p.png" onerror="console.error(1)">\n\n![x](https://tracker.example/q.png)\n'
  const result = defang(input)
  fs.mkdirSync(results, {recursive: true})
  const file = path.join(results, 'preview.html')
  fs.writeFileSync(file, renderPreview({input, result, title: 'attack.md'}))

  const page = await (browser as Browser).newPage({viewport: {width: 1280, height: 900}})
  const problems: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.type() + ': ' + message.text())
  })
  page.on('pageerror', (error) => problems.push('pageerror: ' + error.message))
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(pathToFileURL(file).href)

  // Every edit is marked, visible and labelled in both panes.
  const marks = page.locator('mark.edit')
  expect(await marks.count()).toBe(result.edits.length * 2)
  const fence = page.locator('#sd-original mark[data-rule="fence"]').first()
  await expect.poll(() => fence.isVisible()).toBe(true)
  expect(await fence.getAttribute('aria-label')).toMatch(/^Edit \d+ of \d+, rule fence, at line \d+, column \d+: “.+” becomes “.+”$/)
  const tip = fence.locator('.tip')
  expect(await tip.isVisible()).toBe(false)

  // Tab to the first mark: past the skip link, into the original pane.
  let focused = ''
  for (let step = 0; step < 10 && !focused.startsWith('sd-o'); step++) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.id ?? '')
  }

  expect(focused).toBe('sd-o0')
  const first = page.locator('#sd-o0')
  const details = first.locator('.tip')
  await expect.poll(() => details.isVisible()).toBe(true)
  const edit = result.edits[0]
  const text = await details.innerText()
  expect(text).toContain(edit.startPoint.line + ':' + edit.startPoint.column)
  expect(text).toContain('Original:')
  expect(text).toContain('Replacement:')
  const box = await details.boundingBox()
  expect(box && box.width > 20 && box.height > 10).toBe(true)

  // The defanged pane shows replacements; the rendered view is sanitized.
  expect(await page.locator('#sd-defanged').innerText()).toMatch(/\(\/work-item-context\)/i)
  expect(await page.locator('.markdown-body img').count()).toBe(0)
  expect(await page.locator('.markdown-body blockquote').first().innerText()).toBe('Amendments')

  await page.screenshot({path: path.join(results, 'preview.png'), fullPage: true})
  expect(problems).toEqual([])
  expect(requests).toEqual([pathToFileURL(file).href])
  await page.close()
})
