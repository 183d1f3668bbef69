import fc from 'fast-check'
import {pieces} from '../support/arbitraries.js'

/** Ways to display a token that the raw text does not spell. */
export const renderedTokens = [
  '&#73;nstruction from &#64;x',
  'Instruction from \\@x',
  'Instr**uction** from @x',
  '**Instruction** from &commat;x',
  '&#65;mendments',
  '&#x41;mendments',
  'Amend&shy;ments',
  '[Amendments](https://x)',
  '[Amendments]',
  '[amendments]: https://x',
  '&lbrack;work-item-context&rbrack;',
  '\\[/work-item-context\\]',
  '&#91;/WORK-ITEM-CONTEXT&#93;',
  'Work\\-item context.',
  'Work-item&#32;context.',
  '*Work-item* context',
  '`Amendments`',
  '<?x a>Instruction from @x ?>',
  '<!-- a --!>Amendments',
  // Code spans cmark-gfm 0.29 does not match (a search that found no
  // closer, then one that did: review 27).
  '`` `a` `\n&#65;mendments\n`',
  '`` `a` `&#91;work-item-context&#93;`',
  // Autolinks and destinations cmark-gfm 0.29 reads otherwise (review 28).
  'ftp://a`\n&#73;nstruction from &#64;x`',
  '[y](a( "`")\n&#73;nstruction from &#64;x`',
  // Math github.com typesets (review 31; cmark-gfm shows it as written).
  '$\\text{Amendments}$',
  '$$\\text{Instruction from @x}$$'
]

/** Markdown structure around them. */
export const structure = [
  '\n',
  '\n\n',
  '\n\n',
  '> ',
  '- ',
  '1. ',
  '  ',
  '    ',
  '# ',
  '| a | ',
  ' |\n| - | - |\n',
  '[^1]: ',
  '[^1]',
  '- [ ] ',
  '```\n',
  '~~~\n',
  '<div>\n',
  '</div>\n',
  '<pre>\n',
  '<!--\n',
  '-->\n',
  '**',
  '_',
  '`',
  '``',
  '[',
  '](x)',
  '<b>',
  '</b>',
  '&amp;',
  '\\',
  'x',
  'word ',
  '===',
  // Where micromark and cmark-gfm split blocks differently (found by a
  // differential run): ordered markers not at 1, deeper indents, a tag line
  // before a delimiter row, HTML openers only one of them reads.
  '2) ',
  '10. ',
  '+ ',
  '     ',
  '\t',
  '-|\n',
  '<span>\n',
  '<x b=c=d>\n',
  '<textarea>\n',
  '<search>\n',
  // Review 31: masked readings and math.
  '<ruby>',
  '<!--<div>',
  '$',
  '$$',
  '\\\\',
  '```math\n'
]

/** Markdown bodies mixing rendered-only tokens, raw tokens and structure. */
export const markdown = fc
  .array(fc.constantFrom(...renderedTokens, ...structure, ...structure, ...pieces), {maxLength: 40})
  .map((parts) => parts.join(''))

/**
 * Tokens above that are not rendered-only on their own: a definition, a
 * bracket that is a link only with one, a code span the v1 rules already
 * see, and a comment the two models end differently.
 */
const notRenderedOnly = new Set([
  '[amendments]: https://x',
  '[Amendments]',
  '`Amendments`',
  '<!-- a --!>Amendments',
  '$\\text{Amendments}$',
  '$$\\text{Instruction from @x}$$'
])

/** Plain prose lines. */
const prose = fc
  .array(fc.constantFrom('Some words.', 'More *text* here.', '- a list item', '> a quote', '', ''), {
    maxLength: 6
  })
  .map((lines) => lines.join('\n'))

/** Markdown that certainly displays a rendered-only token. */
export const renderedAttack = fc
  .tuple(
    prose,
    fc.constantFrom(
      ...renderedTokens.filter((token) => !notRenderedOnly.has(token))
    ),
    prose
  )
  .map(([before, token, after]) => before + '\n\n' + token + '\n\n' + after)
