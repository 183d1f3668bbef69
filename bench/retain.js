// The memory floor under token-dense bodies: what keeping small objects
// alive costs on this machine, against making the same objects as garbage.
// Every reported edit keeps a few (the `Edit`, its points, its original
// text), so a body with an edit every few bytes costs at least this much per
// edit, whatever the engine does.
//
// Run: node bench/retain.js
import {performance} from 'node:perf_hooks'

/**
 * Median milliseconds of `fn` over 21 runs after 10 warm-up runs.
 *
 * @param {() => unknown} fn
 * @returns {number}
 */
function median(fn) {
  for (let i = 0; i < 10; i++) fn()
  const samples = []
  for (let i = 0; i < 21; i++) {
    const start = performance.now()
    fn()
    samples.push(performance.now() - start)
  }

  samples.sort((a, b) => a - b)
  return samples[10]
}

let sink = 0
console.log('| objects | kept: ns each | garbage: ns each |')
console.log('| ---: | ---: | ---: |')
for (const count of [10_000, 175_000, 700_000]) {
  const kept = median(function () {
    const list = new Array(count)
    for (let index = 0; index < count; index++) {
      list[index] = {start: index, end: index, rule: 'html-break', replacement: '\n'}
    }

    return list
  })
  const garbage = median(function () {
    for (let index = 0; index < count; index++) {
      const object = {start: index, end: index, rule: 'html-break', replacement: '\n'}
      sink += object.end - object.start
    }
  })
  console.log('| %d | %s | %s |', count, ((kept * 1e6) / count).toFixed(0), ((garbage * 1e6) / count).toFixed(1))
}

if (sink < 0) console.log(sink)
