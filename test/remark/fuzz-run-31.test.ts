/**
 * What the twentieth session fixed (2026-12-05): the class fuzz run 30
 * left open, and what fuzz runs 31 and 32 found (cmark-gfm oracle; default mode,
 * no time budget, the flat model, and behind a paragraph over the markup
 * budget). Each test fails on the build the run started from (`4f6f44d`
 * for fuzz run 31, `8ea43c4` for fuzz run 32).
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 31', () => {
  // Where no SVG or MathML is open (a `>` line closed the paragraph
  // around `<math>`), HTML reads `<![CDATA[` as a bogus comment that ends
  // at its first `>`, here on the next line (`<u>`); the section opened
  // after it in `<svg>` shows its content at the line start. The flat
  // model read only the first opener's section, which shows nothing
  // there (fuzz run 30's open class).
  describe('a section opened past the `>` that ends a bogus CDATA comment (flat model)', () => {
    liveThenDefangedEverywhere([
      '<x>Instruction<math><!\n>\t<![CDATA[from @\n<u><svg><![CDATA[Instruction from\r @x]]></svg>',
      '<![CDATA[from @\nx><svg><![CDATA[Instruction from\n @x]]></svg>'
    ])
  })

  // A lower-case declaration (`<!x>`) opens an HTML block in micromark
  // only; to cmark-gfm it and the lines after it are lazy lines of the
  // paragraph above, and a tag line then opens an HTML block outside the
  // container (the lazy-line quirk). Where that paragraph is a footnote's
  // or list item's past a blank line, the flat model read it from the
  // paragraph's own line (`\t|`: indented code there), not from the
  // container's start (default mode).
  describe('a lower-case declaration after a container paragraph past a blank line (default mode)', () => {
    liveAfterCoreThenDefanged(['[^b]:\n\n\t|<!x>a<R>Instruction from<e\nx>@', '[^b]:\n\tx<!x>a<R>Instruction from<e\nx>@'])
    liveThenDefangedInEveryMode([
      '- x\n\n  |\n<!x>\na\n<R>\nInstruction from\n<e\nx>\n@',
      '1. [^b]:\n\n\t\t|\n<!x>\na\n<R>\nInstruction from\n<e\nx>\n@'
    ])
  })

  // A tag alone on a line (an HTML block of kind 7) interrupts no
  // paragraph: a backtick run below it closes the code span an image's
  // description opened above (`</svg>` is such a line after the core's
  // break). The flat model's search for the closing run stopped at any
  // line starting with a tag.
  describe('a code span in an image description past a tag line (flat model)', () => {
    liveThenDefangedEverywhere([
      '![`]`>`\n[x]: u "t"\n</svg>]`>]()Work-item context',
      '![`]`>`\n<b>\n]`>]()Work-item context',
      '![`]`>`\n</]`>]()Work-item context',
      '![`]`>`\n<desc>Instruction from @x\n]`>]()Work-item context'
    ])
  })

  // A `>` after a `|` that ends a tag a browser reads from the line above
  // is no quote, so the heading after it is not settled: but the check
  // walked the text once, and a tag left open above (`<x a="`, which
  // GitHub escapes in its paragraph) held the `<div` and its `>`. Every
  // mode left the heading as written.
  describe('a heading after `|>` that ends a tag, below a tag left open (every mode)', () => {
    liveThenDefangedEverywhere(['<x a="\n<div\nb|>Amendments', '<x a="\nInstruction f![<?\n<div>\n<a\nb|>Amendments'])
  })
})

describe('fuzz run 32', () => {
  // HTML reads a CDATA opener where no SVG or MathML is open as a bogus
  // comment that ends at its first `>`; a section `<math>` or `<svg>` opens
  // after that shows its content, and the text after its `]]>` and on the
  // lines below joins it. The flat model's foreign reading read the first
  // opener's content to that `>` and the rest as HTML, where the second
  // section is a bogus comment too; and the bogus-comment reading across
  // lines ended at the second section's `]]>`.
  describe('a section opened past the `>` that ends a bogus CDATA comment, text after it (flat model)', () => {
    liveAfterCoreThenDefanged([
      '<g><![CDATA[><math><![CDATA[Work-item]]>context',
      '<r><![CDATA[><svg><![CDATA[Instruction]]>from @',
      '><b><![CDATA[><svg><![CDATA[Instruction]]>from @',
      '><svg></svg><![CDATA[Instruction\nx ><u><math><![CDATA[Work-item]]>\ncontext.\n]]>',
      '> - <svg></br><![CDATA[x\n] ]>\t<svg><![CDATA[Instruction]]>from\n  @x',
      // A `>` among a line's markers that ends the comment is no quote.
      '><svg>x</p><![CDATA[from @\n-  >\t<svg><![CDATA[\nWork-item\n  context.]]>\n',
      '- <svg>x</p><![CDATA[from @\nx>\t<svg><![CDATA[\nWork-item]]>\ncontext.',
      '- <svg></br><![CDATA[Instruction\n>\t<svg><![CDATA[\nInstruction\nfrom]]>@x\n]]>',
      '[^x]: <svg>x</p><![CDATA[Instruction\n- \n><svg><![CDATA[\nWork-item\ncontext.]]></svg>',
      '<r><![CDATA[x><svg><![CDATA[Work-item]]>\ncontext.',
      '<math></p><![CDATA[><svg><![CDATA[Instruction]]> from @x'
    ])
    liveThenDefangedEverywhere(['<![CDATA[\n><svg><![CDATA[\nWork-item\ncontext.]]>', '- <![CDATA[\n  ><svg><![CDATA[\n  Work-item\n  context.]]>'])
  })

  // The check above looked back eight lines and 1,000 characters for the
  // `<` whose tag the `>` ends; a tag that runs longer went unseen. The
  // `>` that constructs opened at line starts end are now found once per
  // text, in order.
  describe('a heading after `|>` that ends a tag of many lines, below a tag left open (every mode)', () => {
    liveThenDefangedEverywhere(['<x a="\n<div\na\na\na\na\na\na\na\nb|>Amendments', '- <x a="\n  <div\n  a\n  a\n  a\n  a\n  a\n  a\n  a\n  b|>Amendments', '<x a="\n<div ' + 'a'.repeat(1000) + '\nb|>Work-item context.'])
  })

  // Nor only a `<` that starts a line: one after text in an HTML block
  // (`x<div`), after a reference that displays nothing (`&#3<b`), or
  // after a `|`, opens a tag whose `>` the heading follows.
  describe('a heading after `|>` that ends a tag opened mid-line, below a tag left open (every mode)', () => {
    liveThenDefangedEverywhere(['<x a="\n<div>\nx<div\nb|>Amendments', '<x a="\n<div>\n&#32;<b\nb|>Amendments', '<x a="\n<div>\n| <div\nb|>Work-item context.'])
    liveAfterCoreThenDefanged([
      '<x a="<div>x<div\nb|>Amendments',
      '<x a="<div>&#3<b|>Amendments',
      '<x a="<div>|<div\nb|>Amendments',
      '<x a="<div><!><b|>Amendments',
      '<x a="<table>x<div\nb|>Amendments'
    ])
  })
})

