/**
 * A transposition table in one typed array: an entry is four 32-bit words side by side (three of
 * key, one of value, bound and move), so a probe touches one cache line. A position's key is
 * three words compared in full, so an entry is never mistaken for another position's; the third
 * word has 24 bits for the caller, its top 8 bits hold a generation number, which empties the
 * table in O(1) (all of it is zeroed only when the number wraps). Values are bounds in the
 * alpha-beta sense (exact, lower, upper) with the move that produced them, tried first when the
 * position comes back. Slots come from `slot()`, in range by construction: `!` marks the reads.
 */
export const TT_EXACT = 0;
export const TT_LOWER = 1;
export const TT_UPPER = 2;

/** Bits of the third key word left to the caller. */
export const TT_KEY2_BITS = 24;

export class TranspositionTable {
  private readonly bits: number;
  private readonly entries: Int32Array;
  /** The current generation, in the third key word's top bits (never 0: zeroed slots are empty). */
  private gen = 1 << TT_KEY2_BITS;
  /** Filled by `probe` on a hit. */
  value = 0;
  flag = 0;
  move = -1;

  constructor(bits = 18) {
    this.bits = bits;
    this.entries = new Int32Array(4 << bits);
  }

  /** Forgets every entry. */
  clear(): void {
    this.gen = (this.gen + (1 << TT_KEY2_BITS)) | 0;
    if (this.gen === 0) {
      this.entries.fill(0);
      this.gen = 1 << TT_KEY2_BITS;
    }
  }

  private slot(k0: number, k1: number, k2: number): number {
    const h = Math.imul(k0 ^ Math.imul(k1 ^ Math.imul(k2, 0x85ebca6b), 0xc2b2ae35), 0x9e3779b1);
    return ((h ^ (h >>> 15)) >>> (32 - this.bits)) << 2;
  }

  /**
   * Whether the key is stored; on a hit `value`, `flag` and `move` hold the entry. `k2` must fit
   * in TT_KEY2_BITS bits.
   */
  probe(k0: number, k1: number, k2: number): boolean {
    const e = this.entries;
    const i = this.slot(k0, k1, k2);
    if (e[i] !== k0 || e[i + 1] !== k1 || e[i + 2] !== (k2 | this.gen)) return false;
    const data = e[i + 3]!;
    this.value = data >> 16;
    this.flag = (data >> 8) & 0xff;
    this.move = (data << 24) >> 24;
    return true;
  }

  /** Stores a value in -32768..32767, a bound (TT_*) and a move in -128..127. */
  store(k0: number, k1: number, k2: number, value: number, flag: number, move: number): void {
    const e = this.entries;
    const i = this.slot(k0, k1, k2);
    e[i] = k0;
    e[i + 1] = k1;
    e[i + 2] = k2 | this.gen;
    e[i + 3] = (value << 16) | (flag << 8) | (move & 0xff);
  }
}
