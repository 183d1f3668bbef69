/**
 * Fuzz run 22 (the twelfth session, 2026-12-04; cmark-gfm oracle; default
 * mode, no time budget, the flat model, and behind a paragraph over the
 * markup budget): a grammar fuzzer and a mutation fuzzer seeded with every
 * input in the tests. Each test fails on the build the run was against.
 */
import {describe} from 'vitest'
import {liveThenDefangedEverywhere, liveThenDefangedInEveryMode, quietDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 22', () => {
  // A run of `-`, `=`, `*` or `_` that is no thematic break, on a lazy
  // line, is paragraph text: the list item goes on, and an HTML block
  // opened in it ends with it (the flat model ended the paragraph, so the
  // next such line closed the item).
  describe('a lazy line of marks goes on with the paragraph', () => {
    liveThenDefangedEverywhere([
      '<!x\n- a\n--\n--\n  <?\n`Work-item\ncontext`\n?>',
      '<!x\n- a\n**\n**\n  <?\n`Work-item\ncontext`\n?>',
      '<!x\n- a\n==\n--\n  <?\n`Work-item\ncontext`\n?>'
    ])
  })

  // A line of container marks alone holds no paragraph: the line after it
  // is no lazy line (`10)` cannot interrupt the paragraph it starts).
  // (Behind the budget paragraph, `1. ` and `>` would go on with it.)
  describe('an empty list item or quote line opens no paragraph', () => {
    liveThenDefangedInEveryMode([
      '1. \nx\n10) <?\n    `Work-item\n   context`',
      '>\nx\n10) <?\n    `Work-item\n   context`',
      '\n1. \n<!x\nx\n10) <?\n    `Work-item\n   context`\n>'
    ])
  })

  // A table only cmark-gfm finds, then a tag line: its HTML block holds the
  // fence micromark runs on. A token word in the head row kept the piece
  // whole, so only micromark's reading counted at the blank line.
  describe('a piece ends after a segment GitHub reads otherwise', () => {
    liveThenDefangedEverywhere([
      '[work-item-context]\\\\||\n:-<k>```\n\nInstruction from&#9;@',
      'work-item\\\\||\n:-<k>```\n\nInstruction from&#9;@',
      // No cut after the blank line (the next line is indented): read flat.
      '\\\\||\n:-<k>```\n\n  Instruction from&#9;@',
      '   \\\\||\n   :-<k>```\n   \n   Instruction from&#9;@',
      '1.> \n\\\\||\n:-\n<k>**Amendments**\n```\n\nInstruction from&#9;@'
    ])
  })

  // A fence whose opening line may get a heading's `> ` is read as none
  // and as one: as none, a `<?` in it hid what follows the fence.
  describe('a fence that may be quoted is read both ways', () => {
    liveThenDefangedEverywhere([
      '~~~ \u00E9\n<?\n~~~\n`Work-item\ncontext`',
      '~~~ ins# Amendmentstru&#10;ction frx\n<?\n~~~\n`Work-item\ncontext`'
    ])
  })

  // Quoted values of a tag, followed across lines: where a `>` in a value
  // ends nothing, and where the tag ends at the `>` of the tag GitHub
  // writes for the next block.
  // (Behind the budget paragraph nothing falls back: the escape of a tag
  // left open across a blank line, below, lets the cut there stand.)
  describe('tags read with their quoted values across lines', () => {
    liveThenDefangedInEveryMode([
      '<x y="\n\n<n e=">\nb=\'x >\'-\n">Amendments',
      '<p>\n<p>\nWork-item\n<x a="\n>"\n\n context.',
      '<p>\nWork-item\n<x a="\n>"\n\ncontext.'
    ])
  })

  // An HTML block of kind 7 opens at a whole tag as CommonMark reads one:
  // `<a:b>` (no white space before an attribute) and `<d*iv>` open none.
  describe('kind 7 HTML blocks by CommonMark\'s tag grammar', () => {
    liveThenDefangedEverywhere([
      '<Amendments:rt><!x\n- a\n--\n  <?\n`Work-item\ncontext`\n?>',
      '<a:b>\n<!x\n- a\n  <?\n`Work-item\ncontext`\n?>'
    ])
    liveThenDefangedInEveryMode(['<d*iv><pre>\n\na\n> 2. > &#10;Work-item context. x'])
  })

  // A paragraph line indented as code before a delimiter row is a table's
  // head row to cmark-gfm (its cells Markdown, code spans split), where
  // micromark reads the next two lines as a table of their own.
  describe('a head row cmark-gfm takes before micromark\'s table', () => {
    liveThenDefangedInEveryMode(['x\n    `a | [Amendments](/u) | b`\n-|-|-\n-|-|-\n'])
  })

  // A setext underline displays nothing: where the heading's `<h1>` went
  // into a tag left open above, its text runs on to the next block.
  describe('a setext underline displays nothing in the joined reading', () => {
    liveThenDefangedInEveryMode([
      '<div>\n<a b="c"\n\nInstruction from\n===\n</x>\n@x',
      '<div>\n> Amend<a b="c"\n\nments\n<x>\nInstruction from\n===\n</x>\n@x\n\n-context.'
    ])
  })

  // micromark takes no unquoted attribute value with a `/` inside: the tag
  // is text to it, and its `]` closes the image's brackets there.
  describe('a tag micromark reads as text', () => {
    liveThenDefangedEverywhere(['![a <hWork-item co=ntext.ttps://a]b> c\t](y)Amendments', '![a <b c=d/e]f> g](y)Amendments'])
  })

  // A comment GitHub opens in a list item runs on past the item, over a
  // cut at a blank line: a lower-case declaration before it hid it from
  // the check that keeps such blocks in one piece.
  describe('a comment left open keeps its piece whole', () => {
    liveThenDefangedInEveryMode(['<!x\n- <!--a>\n\n></blockquote x>  -->&#65mendments'])
  })

  // A tag left open across a blank line swallows the tag GitHub writes for
  // the next block (a table, a heading, a fence), whose end tag then ends
  // nothing: its text joins what comes before and after. Its `<` is
  // escaped.
  describe('a tag left open across a blank line', () => {
    liveThenDefangedInEveryMode([
      '  <details><a\n  \n  | Instruction |\n  |-|\n  from @x\n  ---',
      '  <p x="\n  \n  ## Work-item\n  <b>\n  context',
      '<p x="\n\n| Instruction from |\n|-|\n@x',
      '<details><a\n\n| Instruction |\n|-|\nfrom @x|x\n-|-',
      '<div>\n<a b="c"\n\n| Instruction from  |\n|-|\n| @ |\n|-|',
      '<div a="\n\ny\nInstruction from \n---\n\n<x>\n@',
      '<div>\n<a\n\n```\nWork-item\n```\n\n</x>\ncontext',
      '<div>\n</a\n\n| Instruction |\n|-|\nfrom @x|x\n-|-',
      '<div a="\n\n\n| Work-item |\n|-|\ncontext\n==='
    ])
  })

  // A footnote definition is a container: a line not indented into it is
  // outside, where a tag line opens an HTML block; and it interrupts a
  // paragraph.
  describe('a footnote definition ends at a line outside it', () => {
    liveThenDefangedInEveryMode([
      '[^x]:\\\n<R>\nInstruction from\n<n e="\n">\n @',
      '[^x]: a\n<R>\nInstruction from\n<n e="\n">\n @',
      'x\n[^x]: a\n<R>\nInstruction from\n<n e="\n">\n @'
    ])
  })

  // A construct the core reads inside another (a CDATA section in any case,
  // to its grammar) that a browser ends first: its `>` quotes nothing.
  describe('a construct before the heading on its line, inside another to the core', () => {
    liveThenDefangedInEveryMode([
      '<![CdATA[x >\n</b>Work-item\ncontext\n]]>',
      '<![CdATA[dATA[x- > \n</blockquote>Work-item\n\ncontext\n]]>\n'
    ])
  })

  // Definition-like lines inside an HTML block are text: the `>` after one
  // ends a tag there, and quotes nothing. Not live as written; live after
  // the core's tag breaks, on the build before.
  describe('a label line inside an HTML block', () => {
    quietDefangedInEveryMode(['[^1]: <p><p|\n[^1]: \n[^1]: >Work-item&#13;context'])
  })

  // A code span in an image's description holds no bracket: the
  // description runs on to the next line (the flat model).
  describe('a code span in an image description across lines', () => {
    liveThenDefangedInEveryMode(['![`]`\nb]()Amendments', '![a`]`\nb](u)Work-item context'])
  })

  // Found after the fixes above (each pinned here, all modes).
  describe('the helpers\' last findings', () => {
    liveThenDefangedInEveryMode([
      '<div\n\n```\nWork-item\n\ncontext',
      '<p\n\nInstruction from|\n-|\n@',
      '<div><a\n\nInstruction from\n=\n<x>\n@',
      '<c=>\n<v\n`Work-item\ncontext`',
      '<p\n[^1]:>Work-item&#32;context',
      '<p><p\n[^1]:>Work-item&#13context',
      '<![CdATA[>\n<e>Work-item\ncontext]]>',
      '<![CDATA[>\n<e>Work-item\ncontext]]>',
      '<p>Work-item\n<a a=">\n\ncontext',
      '[<a a=a/]>]()amendments'
    ])
  })

  // A comment opened in a list item after a lower-case declaration runs on
  // past the item and the blocks after it: the parse hands the piece to
  // the flat model to its end (the rerun; it read to the next stretch).
  describe('a comment after a lower-case declaration, past the blocks after it', () => {
    liveThenDefangedInEveryMode([
      '<!x\n- <!--a>\n</p><div>\n\n</div>\n</div>\n></blockquote x>  -->&#65mendments',
      '<!x\n- <!--a>\n- [ ] a\n\n* ></blockquote x>  -->&#65mendments',
      '<!x\n- <!--a>\nc")Amendments\n\n></blockquote x>  -->&#65mendments',
      '<!x\n- <!--a>[work-item-context]\n\n    | a\n></blockquote x>  -->&#65mendments'
    ])
  })

  // A quote opens a tag's value only after an `=`: else it is part of an
  // attribute's name, and a `>` after it ends the tag (the flat model read
  // `">@` as a value left open and hid the `@`; the rerun). Not live as
  // written; live after the core's tag breaks on the build before.
  describe('a quote not after `=` opens no value', () => {
    quietDefangedInEveryMode(['<a>Instruction from\n<a\n">@', '<a>Instruc&#x74ion from\n<a\n">@'])
  })
})
