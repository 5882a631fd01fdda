/**
 * Seeded shuffling that gives the same deck order in every JavaScript engine: only 32-bit
 * integer arithmetic, no Math.random, no floating-point accumulation.
 */

/** FNV-1a of a text, as an unsigned 32-bit integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed's type and text, so 7 and '7' are different seeds. */
const seedText = (seed: number | string): string => `${typeof seed}:${String(seed)}`;

/** A match seed as one 32-bit number: for players that want a number (the AI's seed). */
export const seedNumber = (seed: number | string): number => fnv1a(seedText(seed));

const hashSeed = (seed: number | string, stream: number): number =>
  fnv1a(`${seedText(seed)}#${stream}`);

/** The deck's generator for one deal of a match: the seed and the deal's number, hashed. */
export function createRng(seed: number | string, stream: number): () => number {
  return mulberry32(hashSeed(seed, stream));
}

/** mulberry32: small, fast and well distributed for shuffling a few dozen cards. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy. */
export function shuffled<T extends NonNullable<unknown>>(
  items: readonly T[],
  random: () => number,
): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) throw new RangeError('shuffle index out of range');
    out[i] = b;
    out[j] = a;
  }
  return out;
}

/** A seed for a game created without one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}
