/**
 * EACCES cannot be produced with file modes when tests run as root, so
 * `open` is mocked for one path.
 */
import {describe, expect, it, vi} from 'vitest'
import {errorLine, run} from './helpers.js'

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>()
  const open: typeof original.open = async (file, ...rest) => {
    if (String(file).endsWith('locked.md')) {
      throw Object.assign(new Error("EACCES: permission denied, open '" + String(file) + "'"), {
        code: 'EACCES',
        errno: -13,
        syscall: 'open'
      })
    }

    if (String(file).endsWith('weird.md')) {
      throw Object.assign(new Error('EMFILE: too many open files'), {code: 'EMFILE'})
    }

    return original.open(file, ...rest)
  }

  return {...original, default: {...original, open}, open}
})

describe('file-system errors (mocked)', () => {
  it('EACCES', async () => {
    expect(errorLine(await run(['defang', 'locked.md']))).toBe(
      'steer-defang: cannot read `locked.md`: permission denied\n'
    )
  })

  it('EACCES in --jsonl mode', async () => {
    expect(errorLine(await run(['defang', '--jsonl', 'locked.md']))).toBe(
      'steer-defang: cannot read `locked.md`: permission denied\n'
    )
  })

  it('another error keeps its message and code', async () => {
    expect(errorLine(await run(['defang', 'weird.md']))).toBe(
      'steer-defang: cannot read `weird.md`: EMFILE: too many open files (EMFILE)\n'
    )
  })
})
