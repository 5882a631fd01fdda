/**
 * A transposition table in typed arrays: one entry per slot, always replaced, emptied in O(1) by
 * bumping a generation number instead of clearing megabytes between solves. Values are bounds
 * in the alpha-beta sense (exact, lower, upper) with the move that produced them, tried first
 * when the position comes back. Slots come from `slot()`, in range by construction: `!` marks
 * the reads.
 */
export const TT_EXACT = 0;
export const TT_LOWER = 1;
export const TT_UPPER = 2;

export class TranspositionTable {
  private readonly bits: number;
  private readonly keys: Int32Array;
  private readonly gens: Int32Array;
  private readonly values: Int16Array;
  private readonly flags: Uint8Array;
  private readonly moves: Int8Array;
  private gen = 1;
  /** Filled by `probe` on a hit. */
  value = 0;
  flag = 0;
  move = -1;

  constructor(bits = 18) {
    this.bits = bits;
    const size = 1 << bits;
    this.keys = new Int32Array(size);
    this.gens = new Int32Array(size);
    this.values = new Int16Array(size);
    this.flags = new Uint8Array(size);
    this.moves = new Int8Array(size);
  }

  /** Forgets every entry (the keys of one solve mean nothing to the next). */
  clear(): void {
    this.gen++;
  }

  private slot(key: number): number {
    return Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
  }

  /** Whether `key` is stored; on a hit `value`, `flag` and `move` hold the entry. */
  probe(key: number): boolean {
    const i = this.slot(key);
    if (this.gens[i] !== this.gen || this.keys[i] !== key) return false;
    this.value = this.values[i]!;
    this.flag = this.flags[i]!;
    this.move = this.moves[i]!;
    return true;
  }

  store(key: number, value: number, flag: number, move: number): void {
    const i = this.slot(key);
    this.keys[i] = key;
    this.gens[i] = this.gen;
    this.values[i] = value;
    this.flags[i] = flag;
    this.moves[i] = move;
  }
}
