/**
 * `foldEdits` passes over runs of characters NFKC leaves alone without
 * normalizing them (`foldStable`): each such character must really be
 * left alone, as it stands and next to an ASCII character.
 */
import {describe, expect, it} from 'vitest'
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
