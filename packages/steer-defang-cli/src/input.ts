import {constants as bufferConstants} from 'node:buffer'
import {fstatSync} from 'node:fs'
import {open} from 'node:fs/promises'
import type {FileHandle} from 'node:fs/promises'
import path from 'node:path'
import type {Readable} from 'node:stream'
import {CliError, quote} from './errors.js'
import type {Io} from './io.js'

/** Default `--max-bytes`: 8 MiB (`8388608` bytes). */
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024

/**
 * Largest `--max-bytes` accepted: the longest string V8 can hold, since the
 * decoded input must fit in one.
 */
export const MAX_MAX_BYTES = bufferConstants.MAX_STRING_LENGTH

/** An input read whole. */
export interface Input {
  /** Raw bytes. */
  bytes: Buffer
  /** How to name it in messages: the FILE argument as given, or `stdin`. */
  name: string
}

/**
 * Parse a `--max-bytes` value: a whole number of bytes in decimal, from 0 to
 * `MAX_MAX_BYTES`.
 *
 * @param value
 *   Value as given, or `undefined` for the default.
 * @returns
 *   Limit in bytes.
 * @throws {CliError}
 *   On a bad value.
 */
export function parseMaxBytes(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_BYTES
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(number) || number > MAX_MAX_BYTES) {
    throw new CliError(
      'invalid --max-bytes ' +
        quote(value) +
        ': expected a whole number of bytes from 0 to ' +
        MAX_MAX_BYTES +
        ' (default ' +
        DEFAULT_MAX_BYTES +
        ')'
    )
  }

  return number
}

/**
 * Explain a file-system error in a few words.
 *
 * @param error
 *   Error thrown by `node:fs`.
 * @param stream
 *   The standard stream `-` names instead, in the advice for a directory
 *   (default: `stdin`; `stdout` for an output file).
 * @returns
 *   Reason.
 */
export function describeFsError(error: unknown, stream: 'stdin' | 'stdout' = 'stdin'): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String(error.code)
      : undefined
  switch (code) {
    case 'ENOENT': {
      return 'no such file or directory'
    }

    case 'EISDIR': {
      return 'is a directory (pass a file, or `-` for ' + stream + ')'
    }

    case 'EACCES':
    case 'EPERM': {
      return 'permission denied'
    }

    case 'ENOTDIR': {
      return 'a component of the path is not a directory'
    }

    case 'ELOOP': {
      return 'too many symbolic links'
    }

    case 'ENAMETOOLONG': {
      return 'file name too long'
    }

    default: {
      const message = error instanceof Error ? error.message : String(error)
      return code ? message + ' (' + code + ')' : message
    }
  }
}

/**
 * Open FILE for reading, turning every failure into a `CliError`.
 *
 * @param file
 *   FILE argument as given.
 * @param io
 *   Streams (for `cwd`).
 * @returns
 *   Open handle and its size when it is a regular file.
 */
async function openFile(
  file: string,
  io: Io
): Promise<{handle: FileHandle; size: number | undefined}> {
  // `path.resolve` makes an empty name the working directory.
  if (file === '') throw new CliError('cannot read ``: empty file name')
  const resolved = path.resolve(io.cwd ?? process.cwd(), file)
  let handle: FileHandle
  try {
    handle = await open(resolved, 'r')
  } catch (error) {
    throw new CliError('cannot read ' + quote(file) + ': ' + describeFsError(error))
  }

  try {
    const stats = await handle.stat()
    if (stats.isDirectory()) {
      throw new CliError('cannot read ' + quote(file) + ': ' + describeFsError({code: 'EISDIR'}))
    }

    return {handle, size: stats.isFile() ? stats.size : undefined}
  } catch (error) {
    await handle.close()
    if (error instanceof CliError) throw error
    throw new CliError('cannot read ' + quote(file) + ': ' + describeFsError(error))
  }
}

/**
 * Refuse a standard input that is a directory (`< dir`): Node reads one as
 * an empty stream, which would pass for empty input.
 *
 * @param stdin
 *   Standard input stream (a file descriptor when it is the process's own).
 * @throws {CliError}
 *   When it is a directory.
 */
function assertStdinReadable(stdin: Readable): void {
  const fd: unknown = 'fd' in stdin ? stdin.fd : undefined
  if (typeof fd !== 'number') return
  let directory: boolean
  try {
    directory = fstatSync(fd).isDirectory()
  } catch {
    // Not answerable here (a closed descriptor): reading it reports the
    // error itself.
    return
  }

  if (directory) {
    throw new CliError('cannot read stdin: is a directory (redirect a file into it, or pass FILE)')
  }
}

/**
 * Open the input for streaming: FILE, or stdin when FILE is missing or `-`.
 *
 * @param file
 *   FILE argument, if any.
 * @param io
 *   Streams.
 * @returns
 *   Stream, its name for messages, and its size when known up front.
 * @throws {CliError}
 *   When FILE cannot be opened or is a directory.
 */
export async function openInput(
  file: string | undefined,
  io: Io
): Promise<{stream: Readable; name: string; size: number | undefined}> {
  if (file === undefined || file === '-') {
    assertStdinReadable(io.stdin)
    return {stream: io.stdin, name: 'stdin', size: undefined}
  }

  const {handle, size} = await openFile(file, io)
  return {stream: handle.createReadStream(), name: quote(file), size}
}

/**
 * Turn a chunk from a stream into bytes.
 *
 * @param chunk
 *   `Buffer`, `Uint8Array` or string (strings are encoded as UTF-8).
 * @returns
 *   Bytes.
 */
export function toBytes(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) {
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  }

  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8')
  throw new TypeError('unexpected chunk from input stream: ' + typeof chunk)
}

/**
 * Read the whole input, refusing (never truncating) input over `maxBytes`.
 *
 * @param file
 *   FILE argument, if any (missing or `-` means stdin).
 * @param io
 *   Streams.
 * @param maxBytes
 *   Largest input accepted, in bytes.
 * @returns
 *   The input.
 * @throws {CliError}
 *   When the input cannot be read or is too large.
 */
export async function readInput(
  file: string | undefined,
  io: Io,
  maxBytes: number
): Promise<Input> {
  const {stream, name: label, size} = await openInput(file, io)

  if (size !== undefined && size > maxBytes) {
    stream.destroy()
    throw tooLarge(label, maxBytes, size)
  }

  const chunks: Buffer[] = []
  let total = 0
  try {
    for await (const chunk of stream) {
      const bytes = toBytes(chunk)
      total += bytes.length
      // Leaving the loop destroys the stream: we stop reading at once.
      if (total > maxBytes) throw tooLarge(label, maxBytes, undefined)

      chunks.push(bytes)
    }
  } catch (error) {
    if (error instanceof CliError || error instanceof TypeError) throw error
    throw new CliError('cannot read ' + label + ': ' + describeFsError(error))
  }

  return {bytes: Buffer.concat(chunks, total), name: label}
}

/**
 * Error for input over the limit.
 *
 * @param label
 *   Input name.
 * @param maxBytes
 *   Limit.
 * @param size
 *   Size, when known.
 * @returns
 *   Error.
 */
function tooLarge(label: string, maxBytes: number, size: number | undefined): CliError {
  return new CliError(
    label +
      (size === undefined ? ' is larger than ' : ' is ' + size + ' bytes, larger than ') +
      '--max-bytes (' +
      maxBytes +
      ' bytes); it is never truncated: raise the limit with `--max-bytes N`'
  )
}

/**
 * Offset of the first byte that starts an ill-formed UTF-8 sequence (a stray
 * continuation byte, a byte that never occurs in UTF-8, an overlong or
 * surrogate or out-of-range sequence, a truncated sequence), following the
 * Unicode “maximal subpart” practice that `TextDecoder` uses.
 *
 * @param bytes
 *   Bytes.
 * @returns
 *   Byte offset, or `-1` when the bytes are valid UTF-8.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index]!
    if (lead < 0x80) {
      index++
      continue
    }

    let trail: number
    let low = 0x80
    let high = 0xbf
    if (lead >= 0xc2 && lead <= 0xdf) {
      trail = 1
    } else if (lead >= 0xe0 && lead <= 0xef) {
      trail = 2
      if (lead === 0xe0) low = 0xa0
      if (lead === 0xed) high = 0x9f
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      trail = 3
      if (lead === 0xf0) low = 0x90
      if (lead === 0xf4) high = 0x8f
    } else {
      return index
    }

    for (let k = 1; k <= trail; k++) {
      const byte = bytes[index + k]
      if (byte === undefined) return index
      if (k === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) {
        return index
      }
    }

    index += trail + 1
  }

  return -1
}

/**
 * Decode UTF-8 strictly. A leading BOM is kept (the core strips it as a
 * format character and reports the edit).
 *
 * @param bytes
 *   Bytes.
 * @param what
 *   How the message starts (default: `input is`).
 * @param where
 *   What the offset counts from, if not the input's start (` of the line`).
 * @returns
 *   Text.
 * @throws {CliError}
 *   `<what> not valid UTF-8: invalid byte 0xC3 at byte offset 1234<where>`.
 */
export function decodeUtf8(bytes: Uint8Array, what = 'input is', where = ''): string {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    const offset = firstInvalidUtf8(bytes)
    if (offset === -1) throw error
    const byte = bytes[offset]!
    throw new CliError(
      what +
        ' not valid UTF-8: invalid byte 0x' +
        byte.toString(16).toUpperCase().padStart(2, '0') +
        ' at byte offset ' +
        offset +
        where
    )
  }
}
