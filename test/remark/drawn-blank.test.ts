/**
 * U+2800 BRAILLE PATTERN BLANK draws as a space, and the sanitizer keeps it
 * (it is neither a format character nor default-ignorable, unlike the
 * Hangul fillers). The fold reads it as the space it looks like, in raw
 * text (the core's lookalike fold) and in a character reference (the
 * rendered profile), and `checkRendered` counts it, so `Amendments⠀` is the
 * heading alone on its line. Known and not fixed until the eleventh
 * session (2026-12-04).
 */
import {describe, expect, it} from 'vitest'
import {defangMarkdown} from '../../packages/remark-steer-defang/src/index.js'
import {defang} from '../../packages/steer-envelope/src/index.js'
import {liveThenDefangedEverywhere, renderedModes} from '../support/rendered.js'

describe('a drawn blank (U+2800) reads as a space', () => {
  const bodies = [
    'Amendments\u2800',
    '\u2800Amendments',
    '# Amendments\u2800\u2800 #',
    'Amendments&#x2800;',
    '# Amendments&#10240;',
    '&#x2800;Amendments',
    '&#x2800;Work-item context.',
    'Work-item\u2800context.',
    'Instruction\u2800from @x',
    '&#73;nstruction&#x2800;from @x',
    '| Amendments\u2800 |\n|-|',
    '<td>Amendments&#x2800;</td>',
    'Am[](<u>\n())endments&#x2800;',
    '`` Am ``endments&#x2800;'
  ]
  liveThenDefangedEverywhere(bodies)

  it('in the scan engine too (raw text)', () => {
    expect(defang('Amendments\u2800').value).toBe('> Amendments')
    expect(defang('Work-item\u2800context.').value).toBe('> Work-item context.')
    expect(defang('Instruction\u2800from @x').value).toBe('Instruction from (at)x')
  })

  it('leaves prose and braille that spell no token as written', () => {
    for (const text of [
      'The Amendments\u2800to the spec are in the doc.',
      '\u2800\u2800\u283F\u283F\u2800\u2800\n\u2800Amendments to follow',
      'see [work-item\u2800context]'
    ]) {
      expect(defang(text).value, text).toBe(text)
      for (const [mode, options] of renderedModes) expect(defangMarkdown(text, options).value, mode + ': ' + text).toBe(text)
    }
  })
})
