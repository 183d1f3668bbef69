/** A parsed RFC 3339 instant: whole seconds since the epoch plus nanoseconds. */
export interface Instant {
  /** Whole seconds since 1970-01-01T00:00:00Z. */
  seconds: number
  /** Nanoseconds (0–999999999); digits past the ninth are dropped. */
  nanos: number
}

const rfc3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

/**
 * Parse an RFC 3339 timestamp strictly (GitHub’s `2026-09-18T10:00:00Z`).
 *
 * `Date.parse` is not used alone: it accepts `2026`, `March 7` and other
 * shapes whose meaning depends on the engine, and provenance must not.
 *
 * @param value
 *   Anything.
 * @returns
 *   The instant, or `undefined` when `value` is not a valid RFC 3339 string.
 */
export function parseTimestamp(value: unknown): Instant | undefined {
  if (typeof value !== 'string') return undefined
  const match = rfc3339.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  const milliseconds = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(milliseconds)
  // Reject what `Date.UTC` would roll over (February 30, hour 24, …).
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return undefined
  }

  let offset = 0
  if (!zulu) {
    const offsetHours = Number(oh)
    const offsetMinutes = Number(om)
    if (offsetHours > 23 || offsetMinutes > 59) return undefined
    offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60
  }

  return {
    seconds: milliseconds / 1000 - offset,
    nanos: fraction ? Number((fraction + '00000000').slice(0, 9)) : 0
  }
}

/**
 * Compare two instants.
 *
 * @param a
 *   Instant.
 * @param b
 *   Instant.
 * @returns
 *   Negative when `a` is earlier, `0` when equal, positive when later.
 */
export function compareInstants(a: Instant, b: Instant): number {
  return a.seconds === b.seconds ? a.nanos - b.nanos : a.seconds - b.seconds
}
