#!/usr/bin/env node
import process from 'node:process'
import {main} from './main.js'

// stdout can fail asynchronously (`EPIPE` when its reader went away, as in
// `steer-defang defang --jsonl < big.jsonl | head`). The stream is destroyed,
// so `main` sees it on its next write, reports it and returns 2. An error
// `main` cannot see (after its last write) is reported here, once, and also
// exits 2: the output is incomplete.
let finished = false
let failure: Error | undefined

process.stdout.on('error', function (error: Error) {
  if (failure) return
  failure = error
  process.exitCode = 2
  if (finished) report(error)
})

// A failing stderr leaves nowhere to report to; the exit code still tells.
process.stderr.on('error', function () {})

const code = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr
})
finished = true

if (failure && code === 0) {
  report(failure)
} else {
  // `main` reported the output error itself (exit 2), or something else.
  process.exitCode = code
}

/**
 * Report an output error on stderr.
 *
 * @param error
 *   Error from stdout.
 */
function report(error: Error): void {
  process.stderr.write('steer-defang: cannot write output: ' + error.message + '\n')
}
