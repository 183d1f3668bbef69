import {EnvelopeError} from './errors.js'
import {parseTimestamp} from './timestamps.js'
import type {ContextItem, ContextItemBase} from './types.js'
import {validateLogin, validateOneLine, validateSha, validateState, validateString} from './validate.js'

/**
 * Render context items into one block, items separated by a blank line.
 *
 * The block is untrusted data and is defanged as a whole afterwards. Item
 * headings (`Comment by @x at …:`) say `by`, not `from`, so that nothing in
 * the block reads like the attributed half; they inform and defend nothing.
 *
 * @param items
 *   Context items.
 * @returns
 *   The block (not yet cut or defanged).
 * @throws {EnvelopeError}
 *   On a bad kind, login, state or event field.
 */
export function renderContext(items: ReadonlyArray<ContextItem>): string {
  return items.map((item, index) => renderItem(item, 'context[' + index + ']')).join('\n\n')
}

/**
 * Render one context item.
 *
 * @param item
 *   Item.
 * @param path
 *   Its path, for errors.
 * @returns
 *   Its text.
 */
function renderItem(item: ContextItem, path: string): string {
  const value: unknown = item
  if (typeof value !== 'object' || value === null) {
    throw new EnvelopeError('invalid-field', path, value, 'a context item object')
  }

  switch (item.kind) {
    case 'comment': {
      return (
        'Comment' +
        byline(item, path) +
        ':\n' +
        validateString(item.body, path + '.body')
      )
    }

    case 'review': {
      const state = validateState(item.state, path + '.state')
      return (
        'Review (' +
        state +
        ')' +
        byline(item, path) +
        ':\n' +
        validateString(item.body, path + '.body')
      )
    }

    case 'title-change': {
      const to = validateString(item.to, path + '.to')
      const from =
        item.from === undefined || item.from === null
          ? undefined
          : validateString(item.from, path + '.from')
      return (
        'Title changed' +
        byline(item, path) +
        '.' +
        (from === undefined ? '' : '\nOld title: ' + from) +
        '\nNew title: ' +
        to
      )
    }

    case 'body-change': {
      return (
        'Description edited' +
        byline(item, path) +
        '. New description:\n' +
        validateString(item.body, path + '.body')
      )
    }

    case 'label-change': {
      const action: unknown = item.action
      if (action !== 'added' && action !== 'removed') {
        throw new EnvelopeError('invalid-field', path + '.action', action, '`added` or `removed`')
      }

      return (
        'Label ' +
        action +
        byline(item, path) +
        ': ' +
        validateOneLine(item.label, path + '.label', 100)
      )
    }

    case 'head-move': {
      const after = validateSha(item.after, path + '.after')
      const before =
        item.before === undefined || item.before === null
          ? undefined
          : validateSha(item.before, path + '.before')
      const forced = validateFlag(item.forced, path + '.forced')
      return (
        (forced ? 'Head force-pushed' : 'Head moved') +
        byline(item, path) +
        ': ' +
        (before === undefined ? '' : before + ' -> ') +
        after
      )
    }

    default: {
      const kind: unknown = (item as {kind?: unknown}).kind
      throw new EnvelopeError(
        'invalid-kind',
        path + '.kind',
        kind,
        'one of `comment`, `review`, `title-change`, `body-change`, `label-change`, `head-move`'
      )
    }
  }
}

/**
 * Render who and when.
 *
 * @param item
 *   Item.
 * @param path
 *   Its path, for errors.
 * @returns
 *   ` by @login (App) at 2026-…`, parts left out when unknown.
 */
function byline(item: ContextItemBase, path: string): string {
  let result = ''
  if (item.author !== undefined && item.author !== null) {
    result += ' by @' + validateLogin(item.author, path + '.author')
    if (validateFlag(item.app, path + '.app')) result += ' (App)'
  } else {
    result += ' by an unknown account'
  }

  if (item.createdAt !== undefined && item.createdAt !== null) {
    // An unparseable time is written as such, never an error: provenance
    // must not drop an item over its timestamp (ADR 0118).
    result +=
      typeof item.createdAt === 'string' && parseTimestamp(item.createdAt)
        ? ' at ' + item.createdAt
        : ' at an unparseable time'
  }

  return result
}

/**
 * Check an optional boolean.
 *
 * @param value
 *   Value.
 * @param field
 *   Path, for errors.
 * @returns
 *   The boolean (`false` when missing).
 */
function validateFlag(value: unknown, field: string): boolean {
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') {
    throw new EnvelopeError('invalid-field', field, value, 'a boolean')
  }

  return value
}
