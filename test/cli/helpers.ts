import {Readable, Writable} from 'node:stream'
import {main, type Io} from 'steer-defang-cli'

/** What a run of `main` produced. */
export interface Run {
  code: number
  stdout: string
  stderr: string
  /** Raw stdout bytes. */
  stdoutBytes: Buffer
  /** How often stdout asked the writer to wait (`drain` events). */
  drains: number
}

/** A writable that collects what it is given. */
export class Sink extends Writable {
  chunks: Buffer[] = []
  drains = 0
  constructor(options: {highWaterMark?: number; delay?: boolean} = {}) {
    super({highWaterMark: options.highWaterMark ?? 16_384})
    const delay = options.delay ?? false
    this.#delay = delay
    this.on('drain', () => {
      this.drains++
    })
  }

  #delay: boolean

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void
  ): void {
    this.chunks.push(Buffer.from(chunk))
    if (this.#delay) setImmediate(callback)
    else callback()
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks)
  }

  text(): string {
    return this.bytes().toString('utf8')
  }
}

/**
 * Run `main` with the given stdin.
 *
 * @param args Arguments.
 * @param stdin Text, bytes, or a stream (default: empty).
 * @param options `cwd`, a custom stdout.
 */
export async function run(
  args: string[],
  stdin: string | Uint8Array | Readable = '',
  options: {cwd?: string; stdout?: Sink} = {}
): Promise<Run> {
  const stdout = options.stdout ?? new Sink()
  const stderr = new Sink()
  const input =
    stdin instanceof Readable
      ? stdin
      : Readable.from([typeof stdin === 'string' ? Buffer.from(stdin, 'utf8') : Buffer.from(stdin)])
  const io: Io = {stdin: input, stdout, stderr}
  if (options.cwd !== undefined) io.cwd = options.cwd
  const code = await main(args, io)
  return {
    code,
    stdout: stdout.text(),
    stderr: stderr.text(),
    stdoutBytes: stdout.bytes(),
    drains: stdout.drains
  }
}

/**
 * Expect a usage/input error: exit 2, exactly one line on stderr, nothing on stdout.
 */
export function errorLine(result: Run): string {
  if (result.code !== 2 || result.stdout !== '' || !/^steer-defang: [^\n]+\n$/.test(result.stderr)) {
    throw new Error(
      'expected exit 2, empty stdout and one stderr line, got ' + JSON.stringify(result)
    )
  }

  return result.stderr
}
