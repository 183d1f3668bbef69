/**
 * What fuzz run 27 left open (the eighteenth session, 2026-12-05) and what
 * fuzz run 28 found (cmark-gfm oracle; default mode, no time budget, the
 * flat model, and behind a paragraph over the markup budget). Each test
 * fails on the build before its fix.
 */
import {describe} from 'vitest'
import {liveAfterCoreThenDefanged, liveThenDefangedEverywhere, liveThenDefangedInEveryMode} from '../support/rendered.js'

describe('fuzz run 27, left open then', () => {
  // An `<svg>` with white space and a CDATA section after it on its line:
  // the core's tag breaks leave the white space alone on a line, a blank
  // line that ends the `<svg>` HTML block, and the CDATA section opens one
  // of its own. A footnote definition after it displays at the end of the
  // page (or, unreferenced, nowhere), so what follows it joins the
  // section's text inside the SVG. The flat model's reading of the section
  // read the definition's label where it stands; it now goes on past it.
  describe('a footnote definition after a CDATA section in SVG (flat model)', () => {
    liveAfterCoreThenDefanged(['<svg>\t<![CDATA[Instruction\nfrom]]>[^x]:<x>@', '<svg>\n\t<![CDATA[Instruction\nfrom]]>\n[^x]:&#32;<b>\n@'])
    liveThenDefangedInEveryMode(['<svg>\n<![CDATA[Instruction\nfrom]]>\n\n[^x]: a\n\n<x>\n@'])
  })

  // A quote in a list item past three columns from the line start (a tab,
  // or the item's indentation): the flat model counted quote markers from
  // the line start only, so the line below, lazy, read as a table's
  // delimiter row, and the tag line after the "table" as no paragraph
  // text's. cmark-gfm reads a lazy line, and a tag line after the item
  // opens an HTML block of kind 7 (its text one line to a browser).
  // Markers inside list items now count too.
  describe('a quote in a list item, then a lazy delimiter row (flat model)', () => {
    liveThenDefangedEverywhere([
      '2. a\n\t **Amendments**  | \tx |  \n   --|   :-  |\n\\\n<a b="">\nInstruction from <a\nb>@',
      '1. a\n    > b | x\n    --|--\nc\n<a b="">\nInstruction from \n<a\nb>\n@',
      '- a\n    > b | x\n  --|--\nc\n<a b="">\nInstruction from \n<a\nb>\n@'
    ])
  })
})
