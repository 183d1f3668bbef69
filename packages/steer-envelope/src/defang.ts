import type {DefangResult, Options, RawEdit} from './types.js'

/** Error thrown for bad options or input over the size limit. */
export class DefangError extends Error {
  /** Machine-readable reason: `options` or `too-large`. */
  code: 'options' | 'too-large'
  /**
   * @param message
   *   Human-readable message.
   * @param code
   *   Reason.
   */
  constructor(message: string, code: 'options' | 'too-large') {
    super(message)
    this.name = 'DefangError'
    this.code = code
  }
}

/**
 * Prepare a block for the token rules: sanitize, normalize line breaks and
 * insert breaks around HTML (stub, replaced by the real pipeline).
 *
 * @param input
 *   Context block.
 * @returns
 *   Prepared text and the edits that made it.
 */
export function prepare(input: string): {value: string; edits: RawEdit[]} {
  return {value: input, edits: []}
}

/**
 * Defang a context block (stub, replaced by the real pipeline).
 *
 * @param input
 *   Context block.
 * @param options
 *   Configuration.
 * @returns
 *   Result.
 */
export function defang(input: string, options?: Options | null | undefined): DefangResult {
  void options
  return {value: input, edits: [], folded: false, revealed: []}
}
