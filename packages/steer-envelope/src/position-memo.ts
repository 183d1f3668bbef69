/**
 * Results memoized by position in a text (values ≥ -1): a map while few are
 * known, then an array as long as the text once it proves to need many, so
 * that floods stay cheap and ordinary texts allocate little.
 */
export class PositionMemo {
  // Two fields, not one field of two types: lookups stay monomorphic (a
  // flood of `<` makes one per character).
  /** Values plus 2 (0: unknown), once the map has grown past `limit`. */
  private array: Int32Array | undefined
  /** Values while few are known. */
  private readonly map = new Map<number, number>()
  /** Length of the text. */
  private readonly length: number
  /** Entries past which the map becomes an array. */
  private readonly limit: number

  /**
   * @param length
   *   Length of the text (positions are `0` to `length`).
   * @param limit
   *   Entries past which an array is worth its size.
   */
  constructor(length: number, limit: number) {
    this.length = length
    this.limit = limit
  }

  /**
   * @param position
   *   Position.
   * @returns
   *   The value remembered there, or `undefined`.
   */
  get(position: number): number | undefined {
    const array = this.array
    if (array !== undefined) {
      const value = array[position]
      return value === 0 ? undefined : value - 2
    }

    return this.map.get(position)
  }

  /**
   * @param position
   *   Position.
   * @param value
   *   Value (≥ -1).
   */
  set(position: number, value: number): void {
    let array = this.array
    if (array === undefined) {
      if (this.map.size < this.limit) {
        this.map.set(position, value)
        return
      }

      array = new Int32Array(this.length + 1)
      for (const [key, known] of this.map) array[key] = known + 2
      this.map.clear()
      this.array = array
    }

    array[position] = value + 2
  }
}
