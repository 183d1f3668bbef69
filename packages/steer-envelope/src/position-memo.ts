/** Positions per page (a power of two). */
const pageBits = 8
const pageSize = 1 << pageBits
const pageMask = pageSize - 1

/**
 * Results memoized by position in a text (values ≥ -1), in pages of 256
 * positions, allocated when first written: a flood touches each page once,
 * and an ordinary text allocates a page or two. Pages are plain arrays of
 * small integers: V8 allocates a typed array far more slowly (about 4 µs
 * each here; one as long as a 64 KiB text about 0.13 ms, per pass).
 */
export class PositionMemo {
  /** Pages of values plus 2 (0: unknown). */
  private readonly pages: Array<number[] | undefined>
  /** Length of the text. */
  private readonly length: number

  /**
   * @param length
   *   Length of the text (positions are `0` to `length`).
   */
  constructor(length: number) {
    this.length = length
    // Filled with `undefined`, not holes: reads stay on the fast path.
    this.pages = new Array<number[] | undefined>((length >> pageBits) + 1).fill(undefined)
  }

  /**
   * @param position
   *   Position (`0` to `length`).
   * @returns
   *   The value remembered there, or `undefined`.
   */
  get(position: number): number | undefined {
    const page = this.pages[position >> pageBits]
    if (page === undefined) return undefined
    const value = page[position & pageMask]!
    return value === 0 ? undefined : value - 2
  }

  /**
   * @param position
   *   Position (`0` to `length`).
   * @param value
   *   Value (≥ -1).
   */
  set(position: number, value: number): void {
    const index = position >> pageBits
    let page = this.pages[index]
    if (page === undefined) {
      // The last page only as long as the text needs.
      page = new Array<number>(Math.min(pageSize, this.length + 1 - (index << pageBits))).fill(0)
      this.pages[index] = page
    }

    page[position & pageMask] = value + 2
  }
}
