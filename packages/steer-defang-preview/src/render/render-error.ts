/**
 * Error thrown when a text cannot be rendered: the Markdown and HTML
 * libraries recurse, so input nested thousands of levels deep exhausts the
 * stack. Checks fail closed on it: no report is better than a wrong `ok`.
 */
export class RenderError extends Error {
  /**
   * Machine-readable reason: `too-deep` (nesting that exhausts the stack, or
   * would), `too-complex` (over a parse budget: text on which the Markdown
   * parser is slow; or HTML that cannot be judged: it does not settle as a
   * browser parses it, or it trips the HTML parser bridge).
   */
  code: 'too-deep' | 'too-complex'

  /**
   * @param cause
   *   The original error.
   * @param code
   *   Reason (default: `too-deep`).
   */
  constructor(cause: unknown, code: 'too-deep' | 'too-complex' = 'too-deep') {
    const detail = cause instanceof Error ? cause.message : String(cause)
    super(
      code === 'too-deep'
        ? 'Cannot render the text: it nests too deeply (' + detail + ')'
        : 'Cannot render the text: ' + detail,
      {cause}
    )
    this.name = 'RenderError'
    this.code = code
  }
}

/**
 * Run a render step, turning stack exhaustion into a `RenderError`.
 *
 * @param step
 *   Render step.
 * @returns
 *   Its result.
 * @throws {RenderError}
 *   When the step exhausts the stack.
 */
export function guardDepth<T>(step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (error instanceof RangeError) throw new RenderError(error)
    throw error
  }
}
