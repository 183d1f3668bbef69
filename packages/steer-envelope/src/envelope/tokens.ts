import {foldText} from '../fold.js'
import type {RuleId, TokenRuleId} from '../types.js'

/**
 * Whether an edit's rule defanged a structural token (as opposed to
 * preparing the block: sanitizing, normalizing line breaks, breaking HTML).
 *
 * @param rule
 *   Rule id.
 * @returns
 *   Whether it is a token rule.
 */
export function isTokenRule(rule: RuleId): rule is TokenRuleId {
  return (
    rule === 'fence' ||
    rule === 'attribution' ||
    rule === 'amendments-heading' ||
    rule === 'context-heading'
  )
}

/**
 * Fold text for a conservative phrase search.
 *
 * @param value
 *   Text.
 * @returns
 *   Text folded as the lookalike fold folds it (`foldText`: NFKC, U+2800
 *   as a space), lower-cased, without format characters, controls and
 *   other default-ignorable code points, and with runs of white space
 *   collapsed to one space.
 */
export function fold(value: string): string {
  return foldText(value)
    .replace(/[\0-\x08\x0E-\x1F\x7F-\x84\x86-\x9F\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
}
