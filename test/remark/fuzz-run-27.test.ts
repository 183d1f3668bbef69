/**
 * What fuzz run 26 left open (the seventeenth session, 2026-12-05) and
 * what fuzz run 27 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere} from '../support/rendered.js'

describe('fuzz run 26, left open then', () => {
  // cmark-gfm 0.29 reads `<!x` (lower case) as text, the core as a
  // declaration that runs to the next `>`: it breaks out no construct in
  // it. Raw HTML binds tighter than brackets, so a `]` in it closes no
  // image description: the image ends at `c]()`, and the heading after it
  // starts the rendered line. The flat model now skips raw HTML as
  // cmark-gfm reads it inline (also across lines) where it matches
  // brackets, and takes none in an image's description to hide the text
  // after it.
  describe('raw HTML holding a `]` in an image description', () => {
    liveThenDefangedEverywhere([
      '<!x\n![<m o=]>c]()Amendments',
      '<!x\n![<m o="]" >c]()Amendments',
      '<!x\n![<!A ]>c]()Amendments',
      '<!x\n![<?a]\n?>c]()Amendments',
      '<!x\n![<!-- ]\n -->c]()Amendments',
      // A tag whose quote never closes is none: the next one holds the `]`
      // (found by a targeted fuzz of the fix).
      "<!x\n![<m o='<m o=\"]\n\">\\]?>]()Work-item context"
    ])
  })

  // An image description holding backtick runs with no closer on their
  // line: the first run whose size a later line has opens the code span
  // (the flat model looked at the next line only), and a code span on a
  // later line of the description holds no bracket either.
  describe('code spans in an image description across lines', () => {
    liveThenDefangedEverywhere([
      '![``a`]\n]\n`b]()Work-item context',
      '![``a`]\n@\n`b]()Work-item context',
      '![`]`\n[`]`]b]()Work-item context'
    ])
  })
})
