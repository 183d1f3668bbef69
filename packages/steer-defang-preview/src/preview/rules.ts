import type {RuleId} from 'steer-envelope'

/** How the preview names and explains each rule. */
export const RULE_LABELS: Readonly<Record<RuleId, {name: string; description: string}>> = {
  sanitize: {
    name: 'sanitize',
    description: 'Invisible, control or bidi characters removed'
  },
  'normalize-line-break': {
    name: 'line break',
    description: 'CR, CRLF, VT, FF, NEL or a Unicode separator made a line feed'
  },
  'html-break': {
    name: 'HTML break',
    description: 'Line break inserted around an HTML tag, comment or declaration'
  },
  fence: {
    name: 'fence',
    description: '[work-item-context] fence made (work-item-context)'
  },
  attribution: {
    name: 'attribution',
    description: 'Instruction from @ at a line start made Instruction from (at)'
  },
  'amendments-heading': {
    name: 'Amendments heading',
    description: 'Amendments alone on a line quoted as > Amendments'
  },
  'context-heading': {
    name: 'context heading',
    description: 'Line beginning Work-item context quoted with > '
  },
  fold: {
    name: 'lookalike fold',
    description: 'Lookalike characters folded (NFKC) because they spelled a token'
  }
}

/**
 * Display name of a rule (the id itself for a rule this version does not know).
 *
 * @param rule
 *   Rule id.
 * @returns
 *   Name.
 */
export function ruleName(rule: string): string {
  return Object.hasOwn(RULE_LABELS, rule) ? RULE_LABELS[rule as RuleId].name : rule
}
