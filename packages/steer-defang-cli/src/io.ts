import type {Readable, Writable} from 'node:stream'

/**
 * The streams and working directory a command runs against.
 *
 * `src/cli.ts` passes the process’s own; tests and programmatic callers pass
 * their own streams (for example `Readable.from([Buffer.from('…')])` and a
 * `PassThrough` they collect).
 */
export interface Io {
  /** Standard input: read when a command takes `-` or no FILE. */
  stdin: Readable
  /** Standard output: results only, never diagnostics. */
  stdout: Writable
  /** Standard error: usage text on a usage error, and one-line diagnostics. */
  stderr: Writable
  /**
   * Directory that relative FILE arguments resolve against
   * (default: `process.cwd()`).
   */
  cwd?: string | undefined
}

/**
 * Error writing to an output stream (for example `EPIPE` when the reader of
 * stdout went away). `main` turns it into exit code 2.
 */
export class OutputError extends Error {
  /**
   * @param cause
   *   The stream error.
   */
  constructor(cause: unknown) {
    super(
      'cannot write output: ' +
        (cause instanceof Error ? cause.message : String(cause)),
      {cause}
    )
    this.name = 'OutputError'
  }
}

/**
 * Write a chunk and wait only when the stream asks for it (backpressure):
 * resolves at once if the stream buffered the chunk below its high-water mark,
 * otherwise once it emits `drain`.
 *
 * @param stream
 *   Stream to write to.
 * @param chunk
 *   Text to write (UTF-8).
 * @returns
 *   Promise that resolves when more may be written.
 * @throws {OutputError}
 *   When the stream is destroyed, ended or errors while we wait.
 */
export async function write(stream: Writable, chunk: string): Promise<void> {
  if (stream.destroyed || stream.writableEnded) {
    throw new OutputError(stream.errored ?? new Error('stream is closed'))
  }

  if (stream.write(chunk)) return

  await new Promise<void>(function (resolve, reject) {
    function cleanup(): void {
      stream.off('drain', onDrain)
      stream.off('error', onError)
      stream.off('close', onClose)
    }

    function onDrain(): void {
      cleanup()
      resolve()
    }

    function onError(error: Error): void {
      cleanup()
      reject(new OutputError(error))
    }

    function onClose(): void {
      cleanup()
      reject(new OutputError(stream.errored ?? new Error('stream closed')))
    }

    stream.on('drain', onDrain)
    stream.on('error', onError)
    stream.on('close', onClose)
  })
}
