/**
 * The holes fuzz run 23 left open (the fourteenth session, 2026-12-04) and
 * what fuzz run 24 found (cmark-gfm oracle; default mode, no time budget,
 * the flat model, and behind a paragraph over the markup budget). Each
 * test fails on the build before its fix.
 */
import {describe, test} from 'vitest'
import {
  expectDefangedBehindBudget,
  liveAfterCoreThenDefanged,
  liveThenDefangedEverywhere,
  liveThenDefangedInEveryMode,
  quietDefangedInEveryMode
} from '../support/rendered.js'

describe('fuzz run 23, left open then', () => {
  // Every walker that follows a tag across lines reads it as a browser
  // does (`tag-state.ts`): a quote opens a value only right after the
  // attribute's `=` (`c=="`: the second `=` starts an unquoted value), an
  // `=` before any name starts one (`<div`, then `="`), and a line break
  // after `=` leaves the tag before its value (`e=`, then `">">`).
  describe('a tag across lines is read as a browser reads it', () => {
    liveThenDefangedEverywhere(['<div c=="\n>Instruction from\n@', '<div\n=">Instruction from\n@'])
    liveAfterCoreThenDefanged(['[^x]:<R>Instruction from<n e=\n">">@'])
  })

  // A footnote definition whose text opens an HTML block holds no
  // paragraph, and a line indented four columns into a paragraph goes on
  // with it: either way the `0)` after is paragraph text, which cannot
  // open a list item (the flat model let it, and its `<?` hid the code
  // span across lines after it).
  describe('`0) <?` cannot interrupt a paragraph', () => {
    liveThenDefangedEverywhere([
      '[^a]:<?\nx\n0) <?\n   `Work-item\ncontext`',
      'x\n    ```\n0) <?\n   `Work-item\ncontext`',
      'x\n    ***\n0) <?\n   `Work-item\ncontext`',
      'x\n    # a\n0) <?\n   `Work-item\ncontext`',
      '[^a]:<!--\nx\n0) <?\n   `Work-item\ncontext`'
    ])
  })
})


describe('fuzz run 24', () => {
  // The line that closes an HTML block of kinds 2–5 (or opens and closes
  // one) holds no paragraph text: a tag line after it opens a block of
  // kind 7, where a browser reads the tag across lines (the flat model read
  // it as paragraph text, and `">` as shown).
  describe('a line closing an HTML block is no paragraph', () => {
    liveThenDefangedEverywhere([
      '<?>\n<R>\nInstruction from\n<e\n">@',
      '<!--\nx\n-->\n<R>\nInstruction from\n<e\n">@',
      '<?x?>\n<R>\nInstruction from\n<e\n">@',
      '<!X>\n<R>\nInstruction from\n<e\n">@',
      '<?x?>\n<R>\nInstruction from\n<e\nx>@',
      '<!-- -->\n<R>\nInstruction from\n<e\nx>@'
    ])
  })

  // A footnote definition whose text opens a CDATA section (in any case,
  // as cmark-gfm 0.29 reads it) holds no paragraph: `x` after it starts
  // one of its own, which `0) <?` cannot interrupt (every mode: the text
  // went to the flat model, which took `x` for a lazy line of the
  // definition).
  describe('a footnote opening a CDATA section in any case holds no paragraph', () => {
    liveThenDefangedEverywhere([
      '[^a]:<![Cdata[\nx\n0) <?\n   `Work-item\ncontext`',
      "[^a']:<![cdaTA[\nx\n0) <?\n   `Work-item\ncontext`"
    ])
    // After a blank line, behind the budget paragraph, the piece is parsed.
    liveThenDefangedInEveryMode(['x\n\n[^a]:<![Cdata[\nx\n0) <?\n   `Work-item\ncontext`'])
  })

  // What a line leaves open is read from where a browser ends the tag
  // carried over, not from its first `>` (here in a quoted value, before
  // a `<!--` that opens nothing).
  describe('a comment opener in a quoted value opens nothing', () => {
    // Behind the budget paragraph, `<R>` opens no HTML block: only as written.
    liveThenDefangedInEveryMode(['<R>\nInstruction from\n<n e="\n><!--">\n@'])
    quietDefangedInEveryMode(['<R>Instruction from<n e="\n><!--">@'])
  })

  // A definition whose label matches `x` only once white space is
  // collapsed (`[x ]:`, `[ X]:`) makes `![x]` an image after a task box,
  // which micromark reads as a link reference (the parsed reading checked
  // for `[x]:` spelled exactly).
  describe('a task box and a definition of `x` spelled with white space', () => {
    liveThenDefangedEverywhere([
      '- [x] Amend![x]ments\n  ---\n[x ]: u',
      '* [x] Work-item![x] context\n  =\n[x ]: u',
      '- [x] Amend![x]ments\n  ---\n> [ x ]: u',
      '- [x] Amend![x]ments\n  ---\n[x\n]: u'
    ])
  })

  // cmark-gfm reads a footnote label with a bracket in it (`[^[]:`), and
  // collects a definition in the footnote's text; micromark reads neither
  // (the definitions scan stopped at the bracket).
  describe('a definition in a footnote whose label holds a bracket', () => {
    liveThenDefangedEverywhere([
      '[Amend][r]ments\n\n[^[]: [r]: y',
      '[Work-item][r] context\n\n[^[]: [r]: y',
      '[Amend][r]ments\n[^1]:[^[]:[r]:y'
    ])
  })

  // In SVG a CDATA section's text and what follows it are one rendered
  // line: the core's break after `]]>` put `@` on a line of its own, after
  // which the flat model's reading of the section (which ended at `]]>`)
  // no longer joined it (raw not live: the break made it so).
  describe('the text after a CDATA section across lines joins it', () => {
    liveAfterCoreThenDefanged(['<svg><![CDATA[Instruction\nfrom]]>@'])
    liveThenDefangedInEveryMode(['<svg>\n<![CDATA[Instruction\nfrom]]>\n<b>\n@'])
  })

  // A tag filtered by GitHub (`<textarea`) leaves the tag in its value a
  // tag (`<b`), whose quoted value runs across a line break into paragraph
  // text, where cmark-gfm escapes its closing quote: a browser reads it on
  // to a quote of a tag GitHub writes (a `data-sourcepos`), swallowing the
  // `<blockquote>` of the quoted heading. Its `<` is escaped.
  describe('a quoted value across lines that paragraph text may not close', () => {
    liveAfterCoreThenDefanged(['<textarea\tb="<b\ne=">">\nWork-item context', '<xmp b="<b\ne=">">\nAmendments'])
    liveThenDefangedInEveryMode(['<xmp b="<b\ne=">">\n* Amendments\nAmendments'])
  })

  // The rerun against these fixes (flat model): a footnote definition
  // whose text opens a fence, an ATX heading or a thematic break, or
  // nothing after labels in a row, holds no paragraph; a label indented
  // four columns into a paragraph is its text. Either way `0) <?` after it
  // is paragraph text, which opens no list item.
  describe('`0) <?` after a footnote that holds no paragraph, or a label that is text', () => {
    liveThenDefangedEverywhere([
      '[^a]:```\n->\n0) <!--\n`Instruction from\n@`',
      '[^a]:---\nx\n0) <!--\n`Work-item\ncontext`',
      '[^a]:# h\nx\n0) <!--\n`Work-item\ncontext`',
      '[^x]:[^a]:\nx\n0) <?\n   `Work-item\ncontext`',
      '[^x]:[^a]:<?\nx\n0) <?\n   `Work-item\ncontext`',
      'x\n    [^b]:\n0) <?\n   `Work-item\ncontext`',
      'x\n    [^b]: y\n0) <?\n   `Work-item\ncontext`'
    ])
  })

  // Behind a paragraph, a line that opens a block quote is no part of it:
  // an ordered item from 0 opens in the quote, holding no paragraph, and
  // `x` after it starts one of its own (the flat model kept the rules for
  // interrupting the paragraph inside the new quote).
  test('a quote opened after a paragraph holds none of it', () => {
    expectDefangedBehindBudget(['>0)\nx\n0) <?\n   `Work-item\ncontext`', '>0) <?\nx\n0) <?\n   `Work-item\ncontext`<div>'])
  })

  // A footnote label after marks that are none (`-[^x]:`: no space after
  // the `-`) is paragraph text: the tag line after it is inline HTML, not
  // a block of kind 7 that would hide what follows (flat model).
  describe('a label after marks that are none is text', () => {
    liveThenDefangedEverywhere([
      '-[^x]:<R>)<?\n`Instruction from\n@`',
      '-[^x]:<R> x\n-->\n- > 1) <?\n`Instruction from\n@`'
    ])
  })

  // What a line leaves open is read from where a tag carried past the line
  // above ends on it too (`<a b`, `='>`, then `'<!--/>`: the `<!--` is an
  // attribute's name; flat model).
  describe('a comment opener in a tag carried past a line is none', () => {
    liveAfterCoreThenDefanged(["<R>Instructio<a\tb\n='>\n'<!--/>n from<n>@"])
  })

  // More containers whose first line holds no paragraph (a list item or
  // footnote opening a heading or thematic break), so the line after them
  // is no lazy line (flat model).
  describe('a container opening a heading or break holds no paragraph', () => {
    liveThenDefangedEverywhere([
      '- #\nx\n0) <?\n   `Work-item\ncontext`',
      '- ---\nx\n0) <?\n   `Work-item\ncontext`',
      '[^a]:#\nx\n0) <?\n   `Work-item\ncontext`',
      '- [^a]:---\nx\n0) <?\n   `Work-item\ncontext`',
      '> [^a]:#\nx\n0) <?\n   `Work-item\ncontext`'
    ])
  })

  // After indented code (blank lines between too), micromark reads a list
  // item that could not interrupt a paragraph (`0)` alone, `2.`) as
  // paragraph text, where cmark-gfm opens the item: the flat model reads
  // the piece from there (every mode but the flat one, which read it
  // right).
  describe('a list item after indented code', () => {
    liveThenDefangedInEveryMode([
      '    ?\n>0)\nx\n0) <?\n   `Work-item\ncontext`',
      '    0) <?\n> > 0) - <?\nx\n    [^b]:\n0) <?\n   `Work-item\ncontext`'
    ])
  })

  // The second rerun (flat model, and behind the budget paragraph): a
  // container the line opens holding indented code, a footnote whose text
  // opens containers holding a block (or indented code, or more labels in
  // them), and a footnote label after marks that open no container (which
  // is paragraph text) hold no paragraph, or open no footnote.
  describe('more containers that hold no paragraph', () => {
    liveThenDefangedEverywhere([
      '-     a\nx\n0) <!--\n`Instruction\nfrom @`',
      '1.  \t?\nx\n2) <!--\n`Instruction from\n@`',
      '- > \t-\nx\n0) <?\n   `Work-item\ncontext`',
      '[^a]:><?\nx\n0) <?\n   `Work-item\ncontext`',
      '[^a]:0) <?\na\n2) <!--\n`Work-item\ncontext`',
      '[^x]:\t```\nb\n0) <!--\n`Instruction\nfrom @`',
      '[^x]: - [^a]:0) <?\na\n2) <!--\n`Work-item\ncontext`'
    ])
    test('behind the budget paragraph, marks that cannot interrupt it open no footnote', () => {
      expectDefangedBehindBudget(['0) [^b]:\n2. <?\n   `Instruction from\n@`', '2. [^b]:\n0) <!--\n`Work-item\ncontext`'])
    })
  })

  // A definition in a footnote whose label holds a bracket, in containers
  // another footnote's text opens (default mode: the definitions scan read
  // on past white space only).
  describe('a definition in a bracket-label footnote inside containers', () => {
    liveThenDefangedEverywhere([
      '[Amend][r]ments\n[^x]:- [^[]:[r]:y',
      '[Amend][r]ments\n[^x]:> [^[]:[r]:y',
      '[Amend][r]ments\n[^x]:[^a]: > [^[]:[r]:y'
    ])
  })

  // The last rerun: a thematic break spelled with a list marker's character
  // (`- --`, `* **`) is no list item (flat model), and after indented code
  // micromark misreads the first block in a list item too (`* 0) -`:
  // every mode but the flat one).
  describe('a thematic break is no list item', () => {
    liveThenDefangedEverywhere([
      '- --\n  x\n2. <?\n   `Instruction from\n@`',
      '- - -\n  x\n2. <?\n   `Instruction from\n@`',
      '[^x]:* **\na\n2) <!--\n`Instruction\nfrom @`'
    ])
    liveThenDefangedInEveryMode(['0) * **\nb\n0) <?\n   `Instruction from\n@`'])
  })

  describe('a list item in a list item after indented code', () => {
    liveThenDefangedInEveryMode([
      '    ?\n* 0) -\nx\n0) <?\n   `Work-item\ncontext`',
      '    ?\n1. 2. -\nx\n0) <?\n   `Work-item\ncontext`'
    ])
  })
})

