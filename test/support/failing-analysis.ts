/**
 * A stand-in for the AST engine's `analyze.ts` whose analysis throws (a bug,
 * or an input that trips one), and optionally its flat model too. For
 * `vi.mock(…, (importOriginal) => failingAnalysis(importOriginal, …))`.
 */
type Analyze = typeof import('../../packages/remark-steer-defang/src/analyze.ts')

/**
 * @param importOriginal
 *   Loads the real module.
 * @param flat
 *   Whether the flat model fails too.
 * @returns
 *   The module, with `analyzeText` (and `flatAnalysis`) throwing.
 */
export async function failingAnalysis(importOriginal: <T>() => Promise<T>, flat: boolean): Promise<Analyze> {
  const actual = await importOriginal<Analyze>()
  const fail = (what: string) => (): never => {
    throw new Error('simulated internal error in ' + what)
  }

  return {
    ...actual,
    analyzeText: fail('the analysis'),
    flatAnalysis: flat ? fail('the flat model') : actual.flatAnalysis
  }
}
