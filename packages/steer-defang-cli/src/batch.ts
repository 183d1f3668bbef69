import {constants as bufferConstants} from 'node:buffer'
import type {Readable} from 'node:stream'
import {reportFields, resolveEngine} from './engines.js'
import type {ResolvedEngine} from './engines.js'
import {CliError, oneLine} from './errors.js'
import {decodeUtf8, describeFsError, toBytes} from './input.js'
import {write} from './io.js'
import type {Io} from './io.js'
import {runEngine} from './run-engine.js'

/** Settings for a batch run. */
export interface BatchOptions {
  /** Largest `input` accepted per request, in UTF-8 bytes. */
  maxBytes: number
  /** `--profile` as given, if given (a request’s `"profile"` overrides it). */
  profile: string | undefined
  /** `--engine` as given, if given. */
  engine: string | undefined
}

/**
 * Longest line accepted, in bytes: room for an `input` of `maxBytes` bytes
 * written entirely as `\uXXXX` escapes (6 bytes each) plus 64 KiB for the
 * rest of the request, and never more than a string can hold.
 *
 * @param maxBytes
 *   Per-request input limit.
 * @returns
 *   Line limit in bytes.
 */
export function maxLineBytes(maxBytes: number): number {
  return Math.min(maxBytes * 6 + 65_536, bufferConstants.MAX_STRING_LENGTH)
}

/**
 * Split a byte stream on `\n` (byte 0x0A, which never occurs inside a
 * multi-byte UTF-8 sequence), without decoding. A line longer than
 * `limit` bytes is not buffered: it yields `undefined` once its end is
 * reached. The final line needs no `\n`.
 *
 * @param stream
 *   Input.
 * @param limit
 *   Longest line, in bytes (without the `\n`).
 * @returns
 *   Lines as bytes (`undefined` for a line over the limit).
 */
export async function* splitLines(
  stream: Readable,
  limit: number
): AsyncGenerator<Buffer | undefined, void, undefined> {
  let parts: Buffer[] = []
  let length = 0
  let overflow = false
  let pending = false

  for await (const chunk of stream) {
    const bytes = toBytes(chunk)
    let start = 0
    while (start <= bytes.length) {
      const newline = bytes.indexOf(10, start)
      const end = newline === -1 ? bytes.length : newline
      if (end > start) {
        pending = true
        if (!overflow) {
          if (length + end - start > limit) {
            overflow = true
            parts = []
            length = 0
          } else {
            // Copy what outlives this chunk: a stream may reuse its buffers.
            const piece = bytes.subarray(start, end)
            parts.push(newline === -1 ? Buffer.from(piece) : piece)
            length += end - start
          }
        }
      }

      if (newline === -1) break
      yield overflow ? undefined : parts.length === 1 ? parts[0]! : Buffer.concat(parts, length)
      parts = []
      length = 0
      overflow = false
      pending = false
      start = newline + 1
    }
  }

  if (pending) {
    yield overflow ? undefined : Buffer.concat(parts, length)
  }
}

/** One line of output. */
type Response =
  | {
      id: unknown
      output: string
      edits: unknown[]
      folded: boolean
      revealed: unknown[]
      fallback?: unknown
      disagreements?: unknown[]
    }
  | {id: unknown; error: string}

/** A request-level error (the batch goes on). */
class RequestError extends Error {
  /** Request id, or `null` when it could not be read. */
  id: unknown

  /**
   * @param id
   *   Request id.
   * @param message
   *   Message.
   */
  constructor(id: unknown, message: string) {
    super(message)
    this.name = 'RequestError'
    this.id = id
  }
}

/** Fields a request may have. */
const requestFields = new Set(['id', 'input', 'profile'])

/**
 * The id of a request line that is not valid UTF-8, read with the bad bytes
 * replaced, if the line is otherwise a JSON object.
 *
 * @param line
 *   Line bytes.
 * @returns
 *   Its id, or `null`.
 */
function lenientId(line: Buffer): unknown {
  try {
    const request: unknown = JSON.parse(new TextDecoder('utf-8', {fatal: false}).decode(line))
    if (typeof request === 'object' && request !== null && !Array.isArray(request) && 'id' in request) {
      return echoable(request.id) ? request.id : null
    }
  } catch {
    // Not JSON either: no id to give.
  }

  return null
}

/** Characters JSON allows as whitespace on a blank line. */
const blank = /^[ \t\r]*$/

/** Deepest nesting of arrays and objects an id may have. */
const maxIdDepth = 64

/**
 * Whether an id can be echoed back: nested at most `maxIdDepth` deep.
 * Iterative, as the value may nest as deep as the line is long.
 *
 * @param value
 *   Parsed JSON.
 * @returns
 *   Whether it is shallow enough.
 */
function echoable(value: unknown): boolean {
  const stack: Array<{value: unknown; depth: number}> = [{value, depth: 0}]
  while (stack.length > 0) {
    const {value: current, depth} = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth >= maxIdDepth) return false
    for (const child of Object.values(current)) stack.push({value: child, depth: depth + 1})
  }

  return true
}

/** A lone surrogate (not valid Unicode; cannot be written as UTF-8). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Handle one line.
 *
 * @param bytes
 *   Line bytes, or `undefined` when it was over the line limit.
 * @param lineNumber
 *   1-based line number.
 * @param options
 *   Batch settings.
 * @param engines
 *   Cache of resolved engines by profile.
 * @returns
 *   Response, or `undefined` for a blank line.
 * @throws {RequestError}
 *   For a bad request.
 */
function handleLine(
  bytes: Buffer | undefined,
  lineNumber: number,
  options: BatchOptions,
  engines: Map<string | undefined, ResolvedEngine>
): Response | undefined {
  const at = 'line ' + lineNumber

  if (bytes === undefined) {
    throw new RequestError(
      null,
      at + ': longer than ' + maxLineBytes(options.maxBytes) + ' bytes (see --max-bytes)'
    )
  }

  // A UTF-8 BOM may start the stream.
  let line = bytes
  if (lineNumber === 1 && line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf) {
    line = line.subarray(3)
  }

  let text: string
  try {
    text = decodeUtf8(line, at + ':', ' of the line')
  } catch (error) {
    // The id may still be read (the bad bytes may be in `input`), so the
    // caller can match the error to its request.
    if (error instanceof CliError) throw new RequestError(lenientId(line), error.message)
    throw error
  }

  if (blank.test(text)) return undefined

  let request: unknown
  try {
    request = JSON.parse(text)
  } catch (error) {
    throw new RequestError(
      null,
      at + ': invalid JSON: ' + oneLine(error instanceof Error ? error.message : String(error))
    )
  }

  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new RequestError(null, at + ': expected a JSON object such as {"id": 1, "input": "…"}')
  }

  const id: unknown = 'id' in request ? request.id : null
  // The id is echoed back: one nested past what serializing can take would
  // end the batch (found by review).
  if (!echoable(id)) {
    throw new RequestError(
      null,
      at + ': `id` nests deeper than ' + maxIdDepth + ' levels (it is echoed back: use a string or a number)'
    )
  }

  // A field this batch does not know (`"engine"`, a misspelt `"profle"`)
  // would be ignored silently: refused instead.
  const unknown = Object.keys(request).find((key) => !requestFields.has(key))
  if (unknown !== undefined) {
    throw new RequestError(
      id,
      at + ': unknown field ' + JSON.stringify(unknown) + ' (a request has "id", "input" and optionally "profile")'
    )
  }

  if (!('input' in request)) {
    throw new RequestError(id, at + ': missing `input` (a string)')
  }

  const input = request.input
  if (typeof input !== 'string') {
    throw new RequestError(
      id,
      at + ': `input` must be a string, not ' + (input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input)
    )
  }

  let profile: string | undefined = options.profile
  if ('profile' in request && request.profile !== undefined) {
    if (typeof request.profile !== 'string') {
      throw new RequestError(id, at + ': `profile` must be a string')
    }

    profile = request.profile
  }

  let engine = engines.get(profile)
  if (!engine) {
    try {
      engine = resolveEngine(profile, options.engine, {profile: 'profile', engine: '--engine'})
    } catch (error) {
      if (error instanceof CliError) throw new RequestError(id, at + ': ' + error.message)
      throw error
    }

    engines.set(profile, engine)
  }

  const size = Buffer.byteLength(input, 'utf8')
  if (size > options.maxBytes) {
    throw new RequestError(
      id,
      at + ': `input` is ' + size + ' bytes, larger than --max-bytes (' + options.maxBytes + ' bytes)'
    )
  }

  const surrogate = loneSurrogate.exec(input)
  if (surrogate) {
    throw new RequestError(
      id,
      at + ': `input` has a lone surrogate at offset ' + surrogate.index + ' (not valid Unicode)'
    )
  }

  let result
  try {
    result = runEngine(engine, input, options.maxBytes)
  } catch (error) {
    if (error instanceof CliError) throw new RequestError(id, at + ': ' + error.message)
    throw error
  }

  return {
    id,
    output: result.value,
    edits: result.edits,
    folded: result.folded,
    revealed: result.revealed,
    ...reportFields(result, true)
  }
}

/**
 * Batch mode (`defang --jsonl`): read JSON Lines requests from `stream`,
 * write one JSON line per request to stdout, in order, as they are done.
 * Reading pauses while stdout is full, so memory stays bounded by one line.
 *
 * @param stream
 *   Requests.
 * @param name
 *   Name of the input for messages (`stdin` or the quoted FILE).
 * @param io
 *   Streams.
 * @param options
 *   Settings.
 * @returns
 *   Exit code: 0, even when some requests failed (their lines carry `error`).
 * @throws {CliError}
 *   When the input cannot be read (exit 2).
 */
export async function runBatch(
  stream: Readable,
  name: string,
  io: Io,
  options: BatchOptions
): Promise<number> {
  const engines = new Map<string | undefined, ResolvedEngine>()
  const lines = splitLines(stream, maxLineBytes(options.maxBytes))
  let lineNumber = 0

  try {
    while (true) {
      let step: IteratorResult<Buffer | undefined, void>
      try {
        step = await lines.next()
      } catch (error) {
        throw new CliError('cannot read ' + name + ': ' + describeFsError(error))
      }

      if (step.done) break
      lineNumber++

      let response: Response | undefined
      try {
        response = handleLine(step.value, lineNumber, options, engines)
      } catch (error) {
        if (!(error instanceof RequestError)) throw error
        response = {id: error.id, error: error.message}
      }

      if (response) await write(io.stdout, jsonLine(response) + '\n')
    }
  } finally {
    await lines.return()
  }

  return 0
}

/**
 * Serialize one response as one line of JSON: `JSON.stringify` leaves
 * U+2028, U+2029 and NEL raw, and some readers split lines at them, so they
 * are written as escapes (the JSON value is the same).
 *
 * @param value
 *   Response.
 * @returns
 *   JSON text without any character a reader may take as a line break.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, function (character) {
    return '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0')
  })
}
