/**
 * Fuzz run 21 (the eleventh session, 2026-12-04; cmark-gfm oracle; default
 * mode, the flat model, and behind a paragraph over the markup budget),
 * against the end-tag escape of fuzz runs 19 and 20. Each test fails on the
 * build the run was against.
 *
 * An end tag only a browser reads is escaped wherever the text may show a
 * token, folded or not: the heading it unquotes may be a lookalike
 * (`Ａmendment&#115;`), or on a line the tag runs on to (`</blockquote @`,
 * then `> x>Amendments`).
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('end tags only a browser reads, fuzz run 21', () => {
  liveThenDefangedEverywhere([
    '></blockquote \u2800\n>\'>\uFF37ork-item\u3000context',
    '> </blockquote @\n> x>Amendments',
    '> </blockquote\t@\n> x>Amendments',
    '> </blockquote @\n> ">Amendments',
    '></blockquote \u3000\n>\'>Amendments',
    '></blockquote \u2800\n>">Amendm&#x65nts',
    '></blockquote \u2800>\n>\uFF21mendment&#115'
  ])
  liveThenDefangedInEveryMode(['> </blockquote \u2800\n> \n> > # \uFF21mendment&#115;', '> </blockquote \u2800\n> \n> > # \uFF37ork-item&#32;context'])
})
