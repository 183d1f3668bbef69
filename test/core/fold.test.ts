/**
 * `foldEdits` passes over runs of characters NFKC leaves alone without
 * normalizing them (`foldStable`): each such character must really be
 * left alone, as it stands and next to an ASCII character.
 */
import {describe, expect, it} from 'vitest'
import {defang} from '../../packages/steer-envelope/src/defang.js'
import {applyEdits} from '../../packages/steer-envelope/src/edits.js'
import {foldEdits, foldStable} from '../../packages/steer-envelope/src/fold.js'

describe('foldStable', () => {
  it('holds only characters NFKC leaves alone, alone and next to ASCII', () => {
    const stable: string[] = []
    for (let code = 0x80; code <= 0xff_ff; code++) {
      if (code >= 0xd8_00 && code <= 0xdf_ff) continue
      const character = String.fromCharCode(code)
      if (!foldStable.test(character)) continue
      stable.push(character)
      for (const text of [character, 'a' + character, character + character, 'a' + character + 'a']) {
        expect(text.normalize('NFKC'), 'U+' + code.toString(16)).toBe(text)
      }
    }

    // Not vacuous: CJK ideographs alone are over 20,000.
    expect(stable.length).toBeGreaterThan(20_000)
    // And two of them side by side (none composes with another): pairs
    // drawn by a fixed generator.
    let seed = 36
    for (let index = 0; index < 50_000; index++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      const pair = stable[seed % stable.length]! + stable[(seed >> 8) % stable.length]!
      expect(pair.normalize('NFKC')).toBe(pair)
    }
  })

  it('negative control: characters NFKC changes are not in it', () => {
    for (const character of ['\uFF21', '\u00A0', '\u017F', '\u2126', '\u3000', '\uFF9E', '\u309B', '\uF900', '\u00BD']) {
      expect(foldStable.test(character), character).toBe(false)
    }
  })

  it('folds a lookalike among runs it passes over', () => {
    const text = 'x中文 Ａ é 한국어 Ｔ'
    const edits = foldEdits(text)
    expect(edits.map((edit) => [text.slice(edit.start, edit.end), edit.replacement])).toEqual([
      ['Ａ', 'A'],
      ['Ｔ', 'T']
    ])
  })
})

describe('foldEdits: runs found by their unstable characters', () => {
  it('folds runs that mix stable and unstable characters, and marks after ASCII', () => {
    // A stable ideograph before a lookalike in one run; a combining mark
    // that composes with the ASCII letter before it (`e` + U+0301); a
    // surrogate pair; a run at the very start.
    const text = 'Ａ中Ｂ x e\u0301 \u{1D400}b 中文'
    expect(applyEdits(text, foldEdits(text))).toBe(text.normalize('NFKC'))
    expect(foldEdits(text).map((edit) => text.slice(edit.start, edit.end))).toEqual(['Ａ中Ｂ', 'e\u0301', '\u{1D400}'])
    // A chunk checked whole starts with the ASCII character before its
    // first run: `\u0301` alone is left alone, `e\u0301` is not.
    for (const alone of ['e\u0301', 'x'.repeat(2000) + 'e\u0301', '中'.repeat(2000) + 'e\u0301 \u2605']) {
      expect(applyEdits(alone, foldEdits(alone))).toBe(alone.normalize('NFKC'))
    }
  })

  it('equals NFKC over chunk boundaries (unchanged chunks of emoji, then a lookalike)', () => {
    for (const filler of ['\u2605', '\u0628', '\u{1F600}', '\u0915\u093F']) {
      for (const gap of [1, 2, 7]) {
        let text = ''
        for (let index = 0; index < 3000; index++) {
          text += filler + (index % gap === 0 ? ' ' : '')
          if (index % 997 === 0) text += '\uFF21e\u0301\u00BD'
        }

        expect(applyEdits(text, foldEdits(text)), filler + ' ' + gap).toBe(text.normalize('NFKC'))
      }
    }
  })
})

describe('foldEdits: lines of white space alone', () => {
  it('keeps a line that holds only white space as it is (it is not blank to GitHub)', () => {
    const text = 'a\n\u3000\u2800 \n\u00A0\nＡ\u3000b'
    expect(applyEdits(text, foldEdits(text))).toBe('a\n\u3000\u2800 \n\u00A0\nA b')
  })

  it('negative control: white space on a line with text folds', () => {
    expect(applyEdits('x\u3000\u2800y', foldEdits('x\u3000\u2800y'))).toBe('x  y')
  })
})

describe('defang: the fold pass', () => {
  it('reads a folded copy whose word is split by a character the sanitizer strips only once folded', () => {
    // A variation selector after `Ａ` (a non-ASCII base) is kept; after the
    // `A` it folds to, it is stripped, which joins `Amendments`.
    const result = defang('x\n\uFF21\uFE0Fmendments\n')
    expect(result.value).toBe('x\n> Amendments\n')
    expect(result.folded).toBe(true)
  })

  it('reads a folded copy when a fold writes a word part other than a letter (the hyphen of work-item)', () => {
    // The fullwidth hyphen-minus folds to `-`: the word appears only once
    // folded, so the text alone cannot answer whether the copy holds one.
    const result = defang('x\nWork\uFF0Ditem context.\n')
    expect(result.value).toBe('x\n> Work-item context.\n')
    expect(result.folded).toBe(true)
  })

  it('leaves a body whose folded copy holds no token word as it is unfolded', () => {
    for (const text of ['\uFF21\n<a '.repeat(50), '説明（1）<b は大きい。\n'.repeat(20), 'Amen\uFF44\n<b>\n\uFF4Dents\n']) {
      const result = defang(text)
      expect(result.folded).toBe(false)
      expect(result.edits.every((edit) => edit.rule !== 'fold')).toBe(true)
    }
  })
})
