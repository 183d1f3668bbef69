/**
 * An independent checker for live structural tokens under the v1 raw-text
 * model, written apart from the engine (regular expressions instead of
 * scanners) so that the two can catch each other's mistakes. It is meant
 * for test-sized inputs only.
 */

/** One live token found. */
export interface Live {
  /** Which token. */
  kind: 'fence' | 'attribution' | 'amendments-heading' | 'context-heading'
  /** The line (or text) it was found in. */
  line: string
}

// HTML constructs that count as line breaks (spec “Every line break is a line start”).
const htmlConstruct = new RegExp(
  [
    // `<!-->` and `<!--->` are complete (empty) comments, as in HTML.
    '<!--(?:>|->|[\\s\\S]*?-->)',
    '<\\?[\\s\\S]*?\\?>',
    '<!\\[CDATA\\[[\\s\\S]*?\\]\\]>',
    '<![A-Za-z][^>]*>',
    '</[A-Za-z][A-Za-z0-9-]*\\s*>',
    '<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\\s*=\\s*(?:"[^"]*"|\'[^\']*\'|[^\\s"\'=<>`]+))?)*\\s*/?>'
  ].join('|'),
  'g'
)

const openTag =
  '<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\\s*=\\s*(?:"[^"]*"|\'[^\']*\'|[^\\s"\'=<>`]+))?)*\\s*/?>'
const closeTag = '</[A-Za-z][A-Za-z0-9-]*\\s*>'

const wrappers = new RegExp(
  '^(?:[ \\t]|>|[*+\\-#_~`|]|\\d+[.)]|\\[[ xX]\\]|\\[![A-Za-z]+\\]|\\[\\^[^\\s\\[\\]]+\\]:|!\\[|\\[|<!--|' +
    openTag +
    '|' +
    closeTag +
    ')*'
)

const amendmentsAlone = new RegExp('^amendments(?:[ \\t#*_~`|]|' + closeTag + ')*$')

/**
 * Fold the two non-ASCII characters that simple-case-fold to ASCII letters,
 * then lower-case ASCII only.
 *
 * @param value
 *   Text.
 * @returns
 *   Folded text of the same length.
 */
function fold(value: string): string {
  return value
    .replace(/\u212A/g, 'k')
    .replace(/\u017F/g, 's')
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/**
 * Find live tokens in a defanged (or raw) block.
 *
 * @param text
 *   Block.
 * @returns
 *   Live tokens.
 */
export function liveTokens(text: string): Live[] {
  const found: Live[] = []
  const folded = fold(text)
  for (const match of folded.matchAll(/\[\/?work-item-context\]/g)) {
    found.push({kind: 'fence', line: match[0]})
  }

  // Every line break (and every HTML construct) starts a line. Constructs
  // are found in the text as written: `<![CDATA[` is one only in upper case
  // (found in the lower-cased copy, `<![cdata[<!--]]>` let the `<!--` in it
  // open a comment).
  const broken = fold(
    text.replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n').replace(htmlConstruct, (m) => '\n' + m + '\n')
  )

  for (const line of broken.split('\n')) {
    const content = line.slice(wrappers.exec(line)![0].length)
    if (content.startsWith('instruction from @')) {
      found.push({kind: 'attribution', line})
    }

    if (amendmentsAlone.test(content) && line !== '> amendments') {
      found.push({kind: 'amendments-heading', line})
    }

    if (/^work-item context(?![a-z0-9_])/.test(content) && !/^> work-item context/.test(line)) {
      found.push({kind: 'context-heading', line})
    }

    // After any `|` in the line, the attribution is structure too.
    for (let i = line.indexOf('|'); i !== -1; i = line.indexOf('|', i + 1)) {
      const rest = line.slice(i + 1)
      const cell = rest.slice(wrappers.exec(rest)![0].length)
      if (cell.startsWith('instruction from @')) found.push({kind: 'attribution', line})
    }
  }

  return found
}
