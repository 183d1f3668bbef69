/**
 * Error thrown when a text cannot be rendered: the Markdown and HTML
 * libraries recurse, so input nested thousands of levels deep exhausts the
 * stack. Checks fail closed on it: no report is better than a wrong `ok`.
 */
export class RenderError extends Error {
  /** Machine-readable reason. */
  code: 'too-deep'

  /**
   * @param cause
   *   The original error.
   */
  constructor(cause: unknown) {
    super(
      'Cannot render the text: it nests too deeply (' +
        (cause instanceof Error ? cause.message : String(cause)) +
        ')',
      {cause}
    )
    this.name = 'RenderError'
    this.code = 'too-deep'
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
