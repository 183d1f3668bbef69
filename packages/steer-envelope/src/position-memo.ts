/**
 * Results memoized by position in a text (values ≥ -1): a map while few are
 * known, then an array as long as the text once it proves to need many, so
 * that floods stay cheap and ordinary texts allocate little.
 */
export class PositionMemo {
  /** Map, or array of values plus 2 (0: unknown). */
  private store: Map<number, number> | Int32Array = new Map()
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
    const store = this.store
    if (store instanceof Int32Array) {
      const value = store[position]
      return value === 0 ? undefined : value - 2
    }

    return store.get(position)
  }

  /**
   * @param position
   *   Position.
   * @param value
   *   Value (≥ -1).
   */
  set(position: number, value: number): void {
    let store = this.store
    if (!(store instanceof Int32Array) && store.size >= this.limit) {
      const array = new Int32Array(this.length + 1)
      for (const [key, known] of store) array[key] = known + 2
      this.store = array
      store = array
    }

    if (store instanceof Int32Array) store[position] = value + 2
    else store.set(position, value)
  }
}
