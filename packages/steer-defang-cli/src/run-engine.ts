import {DefangError} from 'steer-envelope'
import type {EngineResult, ResolvedEngine} from './engines.js'
import {CliError, oneLine} from './errors.js'

/**
 * Run a resolved engine, turning a core `DefangError` (bad options, input too
 * large) into a `CliError` (exit 2). Anything else thrown is a bug and passes
 * through.
 *
 * @param engine
 *   Resolved engine.
 * @param input
 *   Text to defang.
 * @param maxBytes
 *   Limit, passed to the core as `maxLength` (a UTF-8 input of at most
 *   `maxBytes` bytes has at most that many UTF-16 code units).
 * @returns
 *   Result.
 * @throws {CliError}
 *   On a `DefangError`.
 */
export function runEngine(
  engine: ResolvedEngine,
  input: string,
  maxBytes: number
): EngineResult {
  try {
    return engine.run(input, {maxLength: maxBytes})
  } catch (error) {
    if (error instanceof DefangError) {
      throw new CliError(
        oneLine(error.message) + (error.code === 'too-large' ? ' (see --max-bytes)' : '')
      )
    }

    throw error
  }
}
