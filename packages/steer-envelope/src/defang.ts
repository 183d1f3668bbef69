import {DEFAULT_MAX_LENGTH} from './constants.js'
import {applyEdits, composeEdits, headingRules, tokenRules, toEdits} from './edits.js'
import {foldList, foldListEdits, foldText, type FoldList} from './fold.js'
import {breakBefore, canFollowOpener} from './html.js'
import {lineBreakEdits} from './line-breaks.js'
import {sanitizeEdits, strippableClass} from './sanitize.js'
import {tokenEdits} from './scan.js'
import {tagBreaks} from './tag-breaks.js'
import type {
  Analysis,
  Analyzer,
  DefangResult,
  Options,
  RawEdit,
  RevealedToken,
  TokenFinder,
  TokenRuleId
} from './types.js'

/** Error thrown for a bad call: input that is not a string, bad options, input too large. */
export class DefangError extends Error {
  /** Machine-readable reason. */
  code: 'input' | 'options' | 'too-large'

  /**
   * @param message
   *   Human-readable message.
   * @param code
   *   Reason.
   */
  constructor(message: string, code: 'input' | 'options' | 'too-large') {
    super(message)
    this.name = 'DefangError'
    this.code = code
  }
}

/** Result of `prepare`. */
export interface Prepared {
  /** Prepared text. */
  value: string
  /** Edits from the input to `value` (`sanitize`, `normalize-line-break`, `html-break`). */
  edits: RawEdit[]
  /** Index in `value` of the first `<` that starts no HTML construct but a `>` could end, or -1. */
  firstUnmatchedTag: number
  /**
   * Indices in `value`, in order, of those such `<` before `limit` whose tag
   * grammar holds to the end of their line: the others break on their own
   * line, so a `>` put at the start of a later line ends none of them.
   * Worked out when asked, reading no further than `limit` (it costs a few
   * reads per `<` of a flood, and only a later round asks).
   */
  openTags: (limit: number) => number[]
  /**
   * Spans in `value` (start and end, flattened, sorted) of the HTML
   * constructs that run across a line break.
   */
  acrossLines: number[]
}

/**
 * Rounds after the first; a heading rewrite usually settles in one more (a
 * chain that does not is escaped past them: see `pass`).
 */
const maxRounds = 4

const nonAscii = /[^\0-\x7F]/

const knownOptions = new Set(['maxLength', 'fold', 'analyze', 'tokens'])

/**
 * Prepare a block for the token rules. Order matters: the sanitizer runs
 * first so a token split by an invisible character is reassembled before
 * anything matches; line breaks are normalized before tags are found, since
 * a tag may run across lines; tags are broken out last, on the final text.
 *
 * @param input
 *   Context block.
 * @returns
 *   Prepared text and the edits that made it.
 */
export function prepare(input: string): Prepared {
  let {value, edits} = sanitizeAndNormalize(input)
  const tags = tagBreaks(value)
  if (tags.edits.length > 0) {
    value = applyEdits(value, tags.edits)
    edits = composeEdits(edits, tags.edits)
  }

  return {
    value,
    edits,
    firstUnmatchedTag: tags.firstUnmatched,
    openTags: tags.openTags,
    acrossLines: tags.acrossLines
  }
}

/**
 * Defang a context block (steer envelope v1, “Defanging”): sanitize,
 * normalize line breaks, break out HTML, defang the structural tokens, then
 * fold lookalikes and use the folded copy only if it reveals a token.
 *
 * The output equals the input outside the reported edits.
 *
 * @param input
 *   Context block (untrusted).
 * @param options
 *   Configuration.
 * @returns
 *   The defanged block and every edit, in input coordinates.
 * @throws {DefangError}
 *   When `input` is not a string, an option is invalid, or the input is
 *   longer than `maxLength`.
 */
export function defang(input: string, options?: Options | null | undefined): DefangResult {
  const settings = validate(input, options)
  const ascii = pass(input, settings.find, 'ascii')

  // Lookalikes are folded only when they hide structure (spec rule 2). The
  // output is the input outside the edits and their replacements inside:
  // when neither holds non-ASCII, neither does the output (no need to read it).
  // Past a few edits, reading the output once costs less than one test per
  // edit (a body dense with tokens makes one every few bytes).
  if (
    settings.fold &&
    (nonAscii.test(input) ||
      ascii.edits.length > 64 ||
      ascii.edits.some((edit) => nonAscii.test(edit.replacement))) &&
    nonAscii.test(ascii.value)
  ) {
    const list = foldList(ascii.value)
    if (list.starts.length > 0 || list.kept > 0) {
      // The scan engine alone finds no token in a folded copy that holds
      // none of its words: no need to prepare and read it (a lookalike in
      // every line of CJK prose would cost a second pass for nothing).
      // The question is asked of the text and of the runs of word characters
      // around the folds in the folded copy, not of the whole copy: building
      // it costs more than the question (a lookalike every few bytes).
      // (A line of white space alone folds to spaces, which join no word.)
      if (settings.find === scanOnly && !foldedMayHoldWord(ascii.value, list)) {
        return {value: ascii.value, edits: toEdits(input, ascii.edits), folded: false, revealed: []}
      }

      const chosen = list.starts.length > 0 ? foldIfRevealing(input, ascii, list, settings.find) : undefined

      // A line of white space alone keeps its bytes in the copy read above
      // (GitHub does not read it as blank: see `foldList`), but a later NFKC
      // of the whole envelope folds it too (spec rule 1), and its spaces may
      // then let a tag run on to a `>` the rules put at a line start (`<a`,
      // `　`, `> Amendments`; found by a property test). When that copy of
      // the output shows a token, the output is the copy of the block with
      // every line folded, defanged: NFKC leaves it as it is.
      if (list.kept > 0) {
        // Read as raw text, as the rule is about (the scan engine: an
        // analysis of the whole copy would cost a pass more on every text
        // with such lines). The ASCII pass's output folded whole is the
        // copy of the block folded whole.
        const value = chosen ? chosen.value : ascii.value
        if (pass(foldText(value), scanOnly, 'fold').tokens > 0) {
          const fold = foldListEdits(foldList(ascii.value, false))
          const second = pass(applyEdits(ascii.value, fold), settings.find, 'fold', true, outputSpans(fold))
          return foldedResult(input, ascii.edits, fold, second)
        }
      }

      if (chosen) return chosen
    }
  }

  return {value: ascii.value, edits: toEdits(input, ascii.edits), folded: false, revealed: []}
}

/**
 * The folded copy of the ASCII pass's output, defanged, if it reveals a
 * token (DECISIONS section 5).
 *
 * @param input
 *   The input.
 * @param ascii
 *   Result of the ASCII pass.
 * @param list
 *   Fold edits of its output (at least one).
 * @param find
 *   Token finder.
 * @returns
 *   The result with the folded copy, one with the ASCII pass's output when
 *   a control read finds as many tokens without the fold, or `undefined`
 *   when the fold reveals nothing.
 */
function foldIfRevealing(
  input: string,
  ascii: {value: string; edits: RawEdit[]},
  list: FoldList,
  find: TokenFinder
): DefangResult | undefined {
  const fold = foldListEdits(list)
  const folded = applyEdits(ascii.value, fold)
  const second = pass(folded, find, 'fold', true, outputSpans(fold))
  // The fold must be what reveals them. An analysis past its time
  // budget reads otherwise than it did in the first pass, and may find
  // tokens in the text as it stands: read it unfolded once more, and
  // fold only if the folded copy shows more (found by review).
  const control = second.tokens > 0 && find !== scanOnly ? pass(ascii.value, find, 'ascii') : undefined
  if (control && control.tokens > 0 && control.tokens >= second.tokens) {
    return {
      value: control.value,
      edits: toEdits(input, composeEdits(ascii.edits, control.edits)),
      folded: false,
      revealed: []
    }
  }

  if (second.tokens > 0) {
    return foldedResult(input, ascii.edits, fold, second)
  }

  // Tags only the fold makes (`＜b＞`, `<b ｘ=1>`) are broken out of the
  // folded copy before its tokens are read, but a browser shows the text
  // around such a tag joined: in an HTML block, GitHub displays
  // `𝐖ork-it<b ｘ=1>em context` as the heading (fuzz run 52). The folded
  // copy is read once more with those tags in place; a token there is one
  // the fold reveals, and the folded copy, with its tags broken out, is the
  // output.
  if (find !== scanOnly && second.edits.some((edit) => edit.rule === 'html-break')) {
    const probe = unbroken(folded)
    const found = find(probe, 'fold').filter((edit) => tokenRules.has(edit.rule))
    if (found.length > 0) return revealedBy(foldedResult(input, ascii.edits, fold, second), probe, found, fold, ascii.edits)
  }

  // The other way round: a fold to `<`, `>`, `=` or a quote may unmake
  // a tag a browser reads (`<b ｘ＞>`, whose attribute
  // name is `ｘ＞`, is no tag to the spec's grammar, and `<b x>>` is one
  // that ends early), so that the folded copy shows no token where the
  // page shows a lookalike one around the tag (`Wｏr𝑘-item co<b ｘ＞>ntext`
  // in an HTML block; fuzz run 54). The text is read once more with only
  // the folds that make none of those characters (its tags as the page
  // has them); a token there is one the fold reveals, and the folded copy
  // (where the tag ends early, or is text) is the output.
  if (find !== scanOnly) {
    const kept = fold.filter((edit) => !tagCharacter.test(edit.replacement))
    if (kept.length < fold.length && kept.length > 0) {
      const probe = applyEdits(ascii.value, kept)
      const found = find(probe, 'fold').filter((edit) => tokenRules.has(edit.rule))
      if (found.length > 0) return revealedBy(foldedResult(input, ascii.edits, fold, second), probe, found, kept, ascii.edits)
    }
  }

  return undefined
}

/** What a fold may make that changes how a browser reads a tag. */
const tagCharacter = /[<>="']/u

/**
 * @param result
 *   The folded result.
 * @param probe
 *   The copy of the ASCII pass's output that a read found tokens in.
 * @param found
 *   What it found (none of it is an edit of the result: the fold, and the
 *   tags broken out after it, defang it).
 * @param fold
 *   The fold edits that made the probe.
 * @param first
 *   Edits of the ASCII pass.
 * @returns
 *   `result`, with what was found listed in `revealed`, in input
 *   coordinates (mapped back in one sweep per list of edits: a flood may
 *   reveal one token per line).
 */
function revealedBy(
  result: DefangResult,
  probe: string,
  found: ReadonlyArray<RawEdit>,
  fold: ReadonlyArray<RawEdit>,
  first: ReadonlyArray<RawEdit>
): DefangResult {
  const ends = found.map((edit) => (edit.end > edit.start ? edit.end : lineEnd(probe, edit.start)))
  const starts = before(before(found.map((edit) => edit.start), fold, false), first, false)
  const inputEnds = before(before(ends, fold, true), first, true)
  for (const [index, edit] of found.entries()) {
    result.revealed.push({
      rule: edit.rule as TokenRuleId,
      text: probe.slice(edit.start, ends[index]),
      start: starts[index]!,
      end: inputEnds[index]!
    })
  }

  return result
}

/**
 * @param offsets
 *   Offsets in the text `edits` made.
 * @param edits
 *   Sorted, non-overlapping edits.
 * @param end
 *   Whether the offsets end spans (inside a replacement, one maps to the
 *   edit's end, else to its start).
 * @returns
 *   The offsets in the text before them, in the same order (one sweep
 *   over the edits, the offsets taken in ascending order).
 */
function before(offsets: ReadonlyArray<number>, edits: ReadonlyArray<RawEdit>, end: boolean): number[] {
  const order = offsets.map((_, index) => index).sort((a, b) => offsets[a]! - offsets[b]!)
  const result: number[] = new Array(offsets.length)
  let delta = 0
  let next = 0
  for (const index of order) {
    const offset = offsets[index]!
    // Past every edit that ends before it.
    while (next < edits.length && edits[next]!.start + delta + edits[next]!.replacement.length <= offset) {
      const edit = edits[next]!
      if (edit.start + delta >= offset) break
      delta += edit.replacement.length - (edit.end - edit.start)
      next++
    }

    const edit = edits[next]
    const start = edit === undefined ? Number.POSITIVE_INFINITY : edit.start + delta
    result[index] = offset > start && offset < start + edit!.replacement.length ? (end ? edit!.end : edit!.start) : offset - delta
  }

  return result
}

/**
 * @param text
 *   Text.
 * @returns
 *   The text sanitized and its line breaks normalized, as `prepare` makes
 *   it, but with no tag broken out.
 */
function unbroken(text: string): string {
  return sanitizeAndNormalize(text).value
}

/**
 * The first two steps of `prepare`: sanitize, then normalize line breaks.
 *
 * @param input
 *   Text.
 * @returns
 *   The text so prepared, and the edits that made it.
 */
function sanitizeAndNormalize(input: string): {value: string; edits: RawEdit[]} {
  let edits = sanitizeEdits(input)
  let value = applyEdits(input, edits)
  const breaks = lineBreakEdits(value)
  if (breaks.length > 0) {
    value = applyEdits(value, breaks)
    edits = composeEdits(edits, breaks)
  }

  return {value, edits}
}

/**
 * @param input
 *   The input.
 * @param first
 *   Edits of the ASCII pass.
 * @param fold
 *   Fold edits of its output.
 * @param second
 *   Result of the pass over the folded copy.
 * @returns
 *   The folded copy, defanged, as the result.
 */
function foldedResult(
  input: string,
  first: ReadonlyArray<RawEdit>,
  fold: ReadonlyArray<RawEdit>,
  second: {value: string; edits: RawEdit[]}
): DefangResult {
  const raw = composeEdits(composeEdits(first, fold), second.edits)
  return {value: second.value, edits: toEdits(input, raw), folded: true, revealed: revealedTokens(raw)}
}

/** A run of what the sanitizer may strip one character at a time. */
const strippable = strippableClass + '*'

/**
 * A word every token of the scan engine holds (`tokenEdits` reads only
 * lines with one, `fenceEdits` only `work-item-context`), with anything
 * the sanitizer strips allowed between its letters. Linear: the letters
 * and the strippable class are disjoint, and a word is short.
 */
const tokenWord = new RegExp(
  ['instruction', 'amendments', 'work-item'].map((word) => [...word].join(strippable)).join('|'),
  'iu'
)

/** The words of `tokenWord`, in sanitized text. */
const plainWord = /instruction|amendments|work-item/iu

/**
 * What starts an escape sequence, which the sanitizer strips whole (not one
 * character at a time). None survives the first pass, and NFKC makes none;
 * checked all the same, as it costs one search.
 */
const escapeStart = /[\x1B\x80-\x9F]/

/**
 * Whether preparing `text` may leave a word a token needs. Preparing
 * strips characters and inserts line breaks, so it makes no word that is
 * not in the text with stripped characters between its letters; but an
 * escape sequence strips the printable characters after it too, so text
 * with one may.
 *
 * @param text
 *   Text before `prepare`.
 * @returns
 *   Whether the scan engine may find a token in it.
 */
function mayHoldWord(text: string): boolean {
  return escapeStart.test(text) || tokenWord.test(text)
}

/**
 * A character a match of `tokenWord` (or `escapeStart`) may hold: a letter
 * (any ASCII one; the Kelvin sign and the long s, which `iu` matches as `k`
 * and `s`), the hyphen of `work-item`, what the sanitizer strips, and what
 * starts an escape sequence.
 */
const wordPart = new RegExp('[A-Za-z\\-\\u017F\\u212A\\x1B\\x80-\\x9F]|' + strippableClass, 'u')

/** `wordPart` by ASCII code unit (derived from it, so the two agree). */
const asciiWordPart = new Uint8Array(128)
for (let code = 0; code < 128; code++) asciiWordPart[code] = wordPart.test(String.fromCharCode(code)) ? 1 : 0

/**
 * Whether a fold edit may make a word `mayHoldWord` looks for where the text
 * had none. Every character of a match is a word part; a fold whose
 * replacement holds none (and is not empty, which could join two halves)
 * leaves every match where it was: in the text between folds, unchanged.
 *
 * @param replacement
 *   A fold edit's replacement.
 * @returns
 *   Whether the folded copy must be asked rather than the text.
 */
function mayJoinWord(replacement: string): boolean {
  // One ASCII character (a fullwidth letter folded, the common case): by
  // table, not by expression (a lookalike flood makes one fold every few
  // characters).
  if (replacement.length === 1) {
    const code = replacement.charCodeAt(0)
    if (code < 128) return asciiWordPart[code] === 1
  }

  return replacement === '' || wordPart.test(replacement)
}

/** Fewest characters a match of `tokenWord` holds (`work-item`). */
const shortestWord = 9

/** `wordPart`, right here. */
const wordPartHere = new RegExp(wordPart.source, 'uy')

/**
 * @param text
 *   Text.
 * @param index
 *   Index of a code unit.
 * @returns
 *   Whether it may be part of a match of `tokenWord`: a surrogate (either
 *   half) counts as one, which only widens the run asked about.
 */
function isWordPartAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  if (code < 128) return asciiWordPart[code] === 1
  if (code >= 0xd8_00 && code <= 0xdf_ff) return true
  wordPartHere.lastIndex = index
  return wordPartHere.test(text)
}

/**
 * Whether the folded copy of `text` may hold a word `mayHoldWord` looks
 * for, without building the copy. A match is a run of word parts. One that
 * takes in no fold is in the text as it stands, so the text is asked first
 * (it also asks for escape starts, which NFKC never makes: a fold's
 * replacement holds one only if the text does). One that takes in a fold
 * whose replacement holds a word part, or is empty and may join two
 * halves, lies in the run of word parts around it in the folded copy:
 * through the text on either side and through the next such fold where the
 * run reaches it. A fold whose replacement holds none ends a run. Only runs
 * long enough for a word are built and asked.
 *
 * @param text
 *   Text, sanitized (the ASCII pass's output).
 * @param fold
 *   Its fold edits (sorted, each replacing at least one character).
 * @returns
 *   Whether the scan engine may find a token in the folded copy.
 */
function foldedMayHoldWord(text: string, fold: FoldList): boolean {
  // Sanitized already: no character the sanitizer strips stands between a
  // word's letters, and no escape start is left, so the plain words do
  // (`tokenWord` tries its classes of strippable characters after every
  // `a`, `i` or `w`, a third of the time of a lookalike flood).
  if (plainWord.test(text)) return true
  const {starts, ends, replacements} = fold
  let index = 0
  while (index < starts.length) {
    if (!mayJoinWord(replacements[index]!)) {
      index++
      continue
    }

    // Back through the text, no further than the fold before it: one that
    // may join would have taken this one into its run already.
    const floor = index > 0 ? ends[index - 1]! : 0
    let start = starts[index]!
    while (start > floor && isWordPartAt(text, start - 1)) start--
    let last = index
    let end = ends[index]!
    let length = starts[index]! - start + replacements[index]!.length
    while (true) {
      const ceiling = last + 1 < starts.length ? starts[last + 1]! : text.length
      const from = end
      while (end < ceiling && isWordPartAt(text, end)) end++
      length += end - from
      if (end < ceiling || last + 1 === starts.length || !mayJoinWord(replacements[last + 1]!)) break
      last++
      end = ends[last]!
      length += replacements[last]!.length
    }

    if (length >= shortestWord) {
      let run = ''
      let at = start
      for (let next = index; next <= last; next++) {
        run += text.slice(at, starts[next]!) + replacements[next]!
        at = ends[next]!
      }

      if (mayHoldWord(run + text.slice(at, end))) return true
    }

    index = last + 1
  }

  return false
}

/**
 * @param edits
 *   Edits (sorted).
 * @returns
 *   The spans their replacements take in the output (start and end,
 *   flattened).
 */
function outputSpans(edits: ReadonlyArray<RawEdit>): number[] {
  const spans: number[] = []
  let delta = 0
  for (const edit of edits) {
    const start = edit.start + delta
    spans.push(start, start + edit.replacement.length)
    delta += edit.replacement.length - (edit.end - edit.start)
  }

  return spans
}

/**
 * Carry spans through edits: a span keeps its characters, and grows to
 * cover an edit it starts or ends inside.
 *
 * @param spans
 *   Spans (start and end, flattened, sorted by start).
 * @param edits
 *   Edits against the text the spans are in (sorted, non-overlapping).
 * @returns
 *   The spans in the edited text.
 */
function mapSpans(spans: ReadonlyArray<number>, edits: ReadonlyArray<RawEdit>): number[] {
  if (edits.length === 0) return [...spans]
  const result: number[] = []
  // Edits wholly before the position read, and the shift they make.
  let index = 0
  let delta = 0
  for (let at = 0; at < spans.length; at += 2) {
    const start = spans[at]!
    const end = spans[at + 1]!
    while (index < edits.length && edits[index]!.end <= start && edits[index]!.start < start) {
      delta += edits[index]!.replacement.length - (edits[index]!.end - edits[index]!.start)
      index++
    }

    // An edit the start falls inside moves it to where the edit starts.
    const containing = index < edits.length && edits[index]!.start < start ? edits[index]! : undefined
    const newStart = containing ? containing.start + delta : start + delta
    // The end: past every edit that starts before it (spans are short).
    let endDelta = delta
    let newEnd = end + delta
    for (let next = index; next < edits.length && edits[next]!.start < end; next++) {
      const edit = edits[next]!
      if (edit.end >= end) {
        newEnd = edit.start + endDelta + edit.replacement.length
        break
      }

      endDelta += edit.replacement.length - (edit.end - edit.start)
      newEnd = end + endDelta
    }

    result.push(newStart, Math.max(newStart, newEnd))
  }

  return result
}

/**
 * @param raw
 *   Edits of a folded pass against the input, the token edits marked with
 *   what they revealed.
 * @returns
 *   The tokens revealed.
 */
function revealedTokens(raw: ReadonlyArray<RawEdit>): RevealedToken[] {
  const revealed: RevealedToken[] = []
  for (const edit of raw as ReadonlyArray<RawEdit & {revealed?: string}>) {
    if (edit.revealed !== undefined) {
      revealed.push({rule: edit.rule as TokenRuleId, text: edit.revealed, start: edit.start, end: edit.end})
    }
  }

  return revealed
}

/**
 * One pass: prepare, then defang the tokens, until the text is stable.
 *
 * A heading rewrite puts `>` at a line start and drops wrappers, which can
 * change the HTML around it: the `>` can close a tag left open on an earlier
 * line, and a dropped `<!--` can let a processing instruction out of a
 * comment. Either can put text at a new line start, so the pass runs again
 * on its own output. Each round only resolves constructs the previous round
 * closed, so it settles within a few rounds.
 *
 * @param input
 *   Text.
 * @param find
 *   Token finder.
 * @param name
 *   Which pass.
 * @param mark
 *   Whether to mark token edits with the token text (`revealed`).
 * @param changed
 *   Spans of `input` (start and end, flattened, sorted) the lookalike fold
 *   changed, for the finder (the `fold` pass).
 * @returns
 *   Output, edits against `input`, and how many token edits were made.
 */
function pass(
  input: string,
  find: TokenFinder,
  name: 'ascii' | 'fold',
  mark = false,
  changed?: number[] | undefined
): {value: string; edits: RawEdit[]; tokens: number} {
  let value = input
  // `changed`, in `value`'s offsets (only an analysis reads it; the scan
  // engine alone, which may read on from a later line, does not).
  let spans = find === scanOnly ? undefined : changed
  let edits: RawEdit[] = []
  let tokens = 0

  // Past `maxRounds`, an analysis that keeps finding headings (two readings
  // of the text that disagree) gives way to the scan engine alone, which
  // settles: the tokens found so far stay defanged, and the output is a
  // fixed point of the v1 rules. Only a scan that does not settle throws.
  let finder = find
  let limit = maxRounds
  // Whether every `<` that can start HTML was escaped (see below).
  let escaped = false
  // Where this round starts reading (a line start): the scan engine alone
  // reads line by line, so a later round reads on from where the last one's
  // edits may have changed anything (a body with one heading at its end
  // and tags all over must not be read twice; see `restartPoint`).
  let from = 0
  // The `<` left open before `from` (see `restartPoint`).
  const kept: KeptTags = {at: [], breaks: []}
  // The last round's first `<` left open (`Prepared#firstUnmatchedTag`).
  let unmatched = -1
  for (let round = 0; ; round++) {
    let prepared = prepare(from === 0 ? value : value.slice(from))
    const here = spans && from === 0 ? mapSpans(spans, prepared.edits) : undefined
    let found = finder(prepared.value, name, here)
    if (round > 0 && prepared.edits.length === 0 && found.length === 0) break
    if (round > limit) {
      if (finder === scanOnly) {
        // A chain of headings, each closing a `<` left open on the line
        // above (`Amendments<a` lines) or dropping the `<!--` that hid the
        // next, uncovers one more line per round: reading on would cost a
        // round per line. Past the limit, every `<` that can start HTML is
        // escaped instead, so nothing is left for a `>` to close or a dropped
        // wrapper to uncover, and the text settles in a round or two (found
        // by a fuzz: five such lines threw). Edits make no `<`, and the text
        // is sanitized already, so a second time cannot come.
        if (escaped) throw new Error('Internal error: defanging did not settle; please report this input')
        escaped = true
        const escapes = htmlEscapes(value)
        value = applyEdits(value, escapes)
        edits = edits.length === 0 ? escapes : composeEdits(edits, escapes)
        spans = undefined
        from = 0
        limit = round + maxRounds
        prepared = prepare(value)
        found = finder(prepared.value, name)
        if (prepared.edits.length === 0 && found.length === 0) break
      } else {
        finder = scanOnly
        limit = round + maxRounds
        found = finder(prepared.value, name)
        if (prepared.edits.length === 0 && found.length === 0) break
      }
    }

    if (from > 0) {
      const tail = prepared
      const offset = from
      prepared = {
        value: value.slice(0, offset) + tail.value,
        edits: shift(tail.edits, offset),
        // One before the restart is where the last round found it (the
        // text there is unchanged): `changesHtml` asks about the whole text.
        firstUnmatchedTag:
          unmatched !== -1 && unmatched < offset
            ? unmatched
            : tail.firstUnmatchedTag === -1
              ? -1
              : tail.firstUnmatchedTag + offset,
        openTags: shiftOpenTags(tail.openTags, offset),
        acrossLines: tail.acrossLines.map((index) => index + offset)
      }
      found = shift(found, from)
    }

    if (mark) {
      for (const edit of found) {
        // Token edits only: an analysis may add others (a reference
        // neutralized, a `<` escaped), which reveal nothing.
        if (!tokenRules.has(edit.rule)) continue
        // An insertion (a heading quoted in place) reveals its line.
        const end = edit.end > edit.start ? edit.end : lineEnd(prepared.value, edit.start)
        ;(edit as RawEdit & {revealed?: string}).revealed = prepared.value.slice(edit.start, end)
      }
    }

    spans = here && found.length > 0 ? mapSpans(here, found) : here
    const roundEdits = composeEdits(prepared.edits, found)
    edits = edits.length === 0 ? roundEdits : composeEdits(edits, roundEdits)
    value = applyEdits(prepared.value, found)
    tokens += found.length
    unmatched = prepared.firstUnmatchedTag
    if (!changesHtml(prepared, found)) break
    from = finder === scanOnly ? restartPoint(prepared, found, kept, from) : 0
  }

  return {value, edits, tokens}
}

/**
 * The `<` left open that a `>` could end, before where a round of the scan
 * engine alone started reading, kept for the next rounds (the text before
 * that start is unchanged since): their indices, in order, and where the
 * grammar of each breaks (-1 when not known). A break before that start
 * still holds; one at or after it is worked out again.
 */
interface KeptTags {
  /** Indices of `<`. */
  at: number[]
  /** Where each one's grammar breaks, or -1. */
  breaks: number[]
}

/**
 * Where the next round of the scan engine alone may start reading: the line
 * of the first edit, or the start of a construct that runs across lines
 * around it, or the line of the first `<` left unmatched whose tag grammar
 * holds up to it (a `>` the edits add may end either), whichever comes
 * first. Before it the text is unchanged and holds no construct that runs
 * past it (the core puts every construct on lines of its own), and every
 * `<` left open there breaks before the first edit: reading it again finds
 * nothing. (A chain of `Amendments<a` lines, each heading closing the `<a`
 * above and so uncovering one more, is read again from the line above the
 * last heading only, not from the first `<a`.)
 *
 * @param prepared
 *   Prepared text of the round.
 * @param found
 *   Its token edits (sorted, at least one).
 * @param kept
 *   The `<` left open before `start`, from earlier rounds (updated for the
 *   next one).
 * @param start
 *   Where this round started reading.
 * @returns
 *   A line start of the next round's text.
 */
function restartPoint(prepared: Prepared, found: ReadonlyArray<RawEdit>, kept: KeptTags, start: number): number {
  const text = prepared.value
  const first = found[0]!.start
  let from = text.lastIndexOf('\n', first - 1) + 1
  const spans = prepared.acrossLines
  for (let index = 0; index < spans.length && spans[index]! < first; index += 2) {
    if (spans[index + 1]! > first) from = Math.min(from, spans[index]!)
  }

  // A round that read everything lists every `<` left open itself.
  if (start === 0) {
    kept.at.length = 0
    kept.breaks.length = 0
  }

  const at = kept.at
  const breaks = kept.breaks
  for (const index of prepared.openTags(first)) {
    at.push(index)
    breaks.push(-1)
  }

  // The scan engine's edits before the line of `first` are none, and its
  // `>` go at line starts: a `<` left open whose grammar breaks before
  // `first` stays unmatched (a flood of `<a ` before a heading is not read
  // again). Characters read here are bounded: past the budget, a `<` counts
  // as reaching `first` (safe: reading from it again finds what it finds).
  let budget = 4 * first + 256
  for (let item = 0; item < at.length; item++) {
    const index = at[item]!
    let reach = breaks[item]!
    if (reach === -1) {
      reach = breakBefore(text, index, Math.min(first, index + Math.max(budget, 0)))
      if (reach !== -1) {
        budget -= reach - index
        breaks[item] = reach
      }
    }

    if (reach === -1) {
      from = Math.min(from, index)
      break
    }
  }

  const restart = from === 0 ? 0 : text.lastIndexOf('\n', from - 1) + 1
  // Keep those before the restart; a break at or after it may change.
  let keep = 0
  while (keep < at.length && at[keep]! < restart) {
    if (breaks[keep]! >= restart) breaks[keep] = -1
    keep++
  }

  at.length = keep
  breaks.length = keep
  return restart
}

/**
 * Escape every `<` that can start HTML (one before `!`, `?`, `/` or an
 * ASCII letter) as `&lt;`: the last resort of a pass that does not settle.
 *
 * @param text
 *   Text.
 * @returns
 *   `html-break` edits, sorted.
 */
function htmlEscapes(text: string): RawEdit[] {
  const edits: RawEdit[] = []
  for (let index = text.indexOf('<'); index !== -1; index = text.indexOf('<', index + 1)) {
    if (canFollowOpener(text.charCodeAt(index + 1))) {
      edits.push({start: index, end: index + 1, replacement: '&lt;', rule: 'html-break'})
    }
  }

  return edits
}

/**
 * @param openTags
 *   `openTags` of a text that now starts at `offset`.
 * @param offset
 *   Where it starts.
 * @returns
 *   The same question in the longer text's offsets.
 */
function shiftOpenTags(openTags: (limit: number) => number[], offset: number): (limit: number) => number[] {
  return function (limit) {
    return openTags(limit - offset).map((index) => index + offset)
  }
}

/**
 * @param edits
 *   Edits.
 * @param offset
 *   Offset to add.
 * @returns
 *   Copies moved by `offset`.
 */
function shift(edits: ReadonlyArray<RawEdit>, offset: number): RawEdit[] {
  return edits.map((edit) => ({...edit, start: edit.start + offset, end: edit.end + offset}))
}

/**
 * @param text
 *   Text.
 * @param from
 *   Index.
 * @returns
 *   End of the line `from` is on.
 */
function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from)
  return end === -1 ? text.length : end
}

/**
 * Refuse input longer than `maxLength` (never truncate it).
 *
 * @param text
 *   Input.
 * @param maxLength
 *   Limit, in UTF-16 code units.
 * @throws {DefangError}
 *   With code `too-large`, naming the size and the limit.
 */
export function assertLength(text: string, maxLength: number): void {
  if (text.length > maxLength) {
    throw new DefangError(
      'Input is too large: `' +
        text.length +
        '` UTF-16 code units, the limit is `' +
        maxLength +
        '` (raise `maxLength` to accept it; input is never truncated)',
      'too-large'
    )
  }
}

/**
 * The default token finder: the scan engine, with an AST engine's analysis
 * when given (union).
 *
 * @param analyze
 *   Extra analysis.
 * @returns
 *   Token finder.
 */
function scanWith(analyze: Analyzer | undefined): TokenFinder {
  return function (prepared, name, changed) {
    const analysis: Analysis | undefined = analyze ? analyze(prepared, name, changed) : undefined
    return tokenEdits(prepared, analysis)
  }
}

/** The scan engine alone. */
const scanOnly = scanWith(undefined)

/**
 * Whether a token edit may change the HTML around it: a heading rewrite
 * whose line follows a `<` that was left open or lies inside a construct
 * that runs across lines (the new `>` may close it), or that drops
 * characters that delimit HTML (`<` `>` and quotes, as in a dropped `<!--`,
 * `-->` or a footnote label holding a quote).
 *
 * @param prepared
 *   Prepared text of the round.
 * @param edits
 *   Token edits against it (sorted, non-overlapping).
 * @returns
 *   Whether another round is needed.
 */
function changesHtml(prepared: Prepared, edits: ReadonlyArray<RawEdit>): boolean {
  const delimiter = /[<>"']/g
  // Next delimiter at or after the edit searched: edits are sorted, so it
  // is searched again only once passed (a heading's line may be as long as
  // the text, and a body may hold thousands of them).
  let next = -1
  // Index into `acrossLines` of the first span that ends after the edit.
  let span = 0
  const spans = prepared.acrossLines
  for (const edit of edits) {
    // An analysis escapes a `<` (rule `html-break`) that opened a
    // construct: what it swallowed is now read as HTML too.
    if (edit.rule === 'html-break') return true
    if (!headingRules.has(edit.rule)) continue
    if (prepared.firstUnmatchedTag !== -1 && prepared.firstUnmatchedTag < edit.start) return true
    // A heading inside a construct that runs across lines: its `>` may end
    // the construct (`<div`, `Amendments`, `>` did not settle in one run;
    // found by review 27).
    while (span < spans.length && spans[span + 1]! <= edit.start) span += 2
    if (span < spans.length && spans[span]! < edit.start) return true
    if (next !== Number.POSITIVE_INFINITY && next < edit.start) {
      delimiter.lastIndex = edit.start
      next = delimiter.test(prepared.value) ? delimiter.lastIndex - 1 : Number.POSITIVE_INFINITY
    }

    if (next < edit.end) return true
  }

  return false
}

/**
 * Check the shape of a call: `input` is a string, `options` is nullish or an
 * object with only known keys. Shared by the engines so that every entry
 * point refuses a bad call the same way.
 *
 * @param input
 *   Input.
 * @param options
 *   Options.
 * @param known
 *   Option names the entry point accepts.
 * @returns
 *   The input, typed, and the options (an empty object when nullish).
 * @throws {DefangError}
 *   When the input is not a string (`input`), or the options are not an
 *   object or name an unknown option (`options`).
 */
export function validateCall<T extends object>(
  input: unknown,
  options: T | null | undefined,
  known: ReadonlySet<string>
): {input: string; options: Partial<T>} {
  if (typeof input !== 'string') {
    throw new DefangError(
      'Unexpected input of type `' + typeof input + '`, expected a string',
      'input'
    )
  }

  const given = options ?? {}
  if (typeof given !== 'object') {
    throw new DefangError(
      'Unexpected options of type `' + typeof given + '`, expected an object',
      'options'
    )
  }

  // An array, a `Map` or a `Date` has no fields to read: its entries would
  // be ignored without a word.
  const prototype: unknown = Object.getPrototypeOf(given)
  if (prototype !== Object.prototype && prototype !== null) {
    throw new DefangError(
      'Unexpected options of type `' + kindOf(given) + '`, expected a plain object',
      'options'
    )
  }

  for (const key of Object.keys(given)) {
    if (!known.has(key)) {
      throw new DefangError(
        'Unexpected option `' + key + '`, expected one of `' + [...known].join('`, `') + '`',
        'options'
      )
    }
  }

  return {input, options: given}
}

/**
 * @param input
 *   Input.
 * @param options
 *   Options.
 * @returns
 *   Settings with defaults applied.
 */
function validate(
  input: unknown,
  options: Options | null | undefined
): {maxLength: number; fold: boolean; find: TokenFinder} {
  const {input: text, options: settings} = validateCall(input, options, knownOptions)
  const maxLength = settings.maxLength ?? DEFAULT_MAX_LENGTH
  if (!Number.isSafeInteger(maxLength) || maxLength < 0) {
    throw new DefangError(
      'Unexpected `maxLength` `' + String(maxLength) + '`, expected a non-negative integer',
      'options'
    )
  }

  const fold = settings.fold ?? true
  if (typeof fold !== 'boolean') {
    throw new DefangError('Unexpected `fold` `' + String(fold) + '`, expected a boolean', 'options')
  }

  const analyze = settings.analyze ?? undefined
  if (analyze !== undefined && typeof analyze !== 'function') {
    throw new DefangError('Unexpected `analyze`, expected a function', 'options')
  }

  const tokens = settings.tokens ?? undefined
  if (tokens !== undefined && typeof tokens !== 'function') {
    throw new DefangError('Unexpected `tokens`, expected a function', 'options')
  }

  if (tokens && analyze) {
    throw new DefangError('Unexpected both `analyze` and `tokens`, expected one of them', 'options')
  }

  assertLength(text, maxLength)

  return {maxLength, fold, find: tokens ?? (analyze ? scanWith(analyze) : scanOnly)}
}

/**
 * @param value
 *   An object that is not a plain one.
 * @returns
 *   What to call it in a message (`array`, `Map`, `Date`).
 */
function kindOf(value: object): string {
  if (Array.isArray(value)) return 'array'
  const name: unknown = (value as {constructor?: {name?: unknown}}).constructor?.name
  return typeof name === 'string' && name !== '' ? name : 'object'
}
