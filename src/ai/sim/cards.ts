/**
 * Compact cards for the AI's internal simulator and solvers.
 *
 * A card is an index 0…39: `suit * 10 + position`, suits in the engine's order (o, c, e, b)
 * and position 0 = As (highest) … 9 = Dos (lowest), the engine's `RANKS_BY_STRENGTH`
 * (docs/rules.md §0). Within a suit a lower position is a stronger card. The codes and points
 * are read from the engine's card table once, at load.
 *
 * A set of cards (a hand) is four 10-bit masks, one per suit, bit `position` set when the
 * card is held. Why not one integer: JS bitwise operators work on 32 bits and 40 cards do not
 * fit; a 53-bit float would need arithmetic instead of `&`/`|`. Why not two 20-bit halves:
 * every rule of play asks a per-suit question ("do you hold the led suit?", "a higher card
 * of it?", "a trump higher than the one on the table?"), and with per-suit masks each is one
 * operation: `mask & ((1 << pos) - 1)` is "the cards of this suit stronger than `pos`", and
 * the lowest set bit is the strongest card. The four masks live side by side in an
 * `Int32Array` (seat * 4 + suit), so a whole table of hands is copied with one `set()`.
 *
 * Indexing: the lookup tables are indexed by card (0…39) or suit mask (0…1023), in range by
 * construction, so `!` marks each read instead of a check in the hot loop.
 */
import {
  pointsOf,
  RANKS_BY_STRENGTH,
  SUITS,
  type CardCode,
  type Suit,
} from '../../engine/index.js';

/** Suit letters by suit index: the engine's order. */
export const SUIT_LETTERS: readonly Suit[] = SUITS;

/** Every card's engine code, by index. */
const CODES: readonly CardCode[] = SUITS.flatMap((suit) =>
  RANKS_BY_STRENGTH.map((rank) => `${rank}${suit}`),
);
const INDEX: ReadonlyMap<CardCode, number> = new Map(CODES.map((code, c) => [code, c]));

/** Positions of the cards that matter for declarations and the swap. */
export const POS_KING = 2;
export const POS_KNIGHT = 3;
export const POS_SEVEN = 5;
export const POS_TWO = 9;

/** King and Knight of one suit: a cante (marriage). */
export const MARRIAGE_MASK = (1 << POS_KING) | (1 << POS_KNIGHT);

export const suitOf = (card: number): number => (card / 10) | 0;
export const positionOf = (card: number): number => card % 10;
export const cardAt = (suit: number, position: number): number => suit * 10 + position;

/** Points of each card index (docs/rules.md §0). */
export const CARD_POINTS: Int8Array = Int8Array.from(CODES, pointsOf);

/** Points held in a 10-bit suit mask, by mask. */
export const MASK_POINTS: Int16Array = (() => {
  const table = new Int16Array(1 << 10);
  for (let m = 0; m < table.length; m++) {
    let sum = 0;
    for (let p = 0; p < 10; p++) if (m & (1 << p)) sum += CARD_POINTS[p]!;
    table[m] = sum;
  }
  return table;
})();

/**
 * Whether `card` beats `top`, the card winning a trick so far: the engine's `beats` on indexes
 * (docs/rules.md §1). `trump` is a suit index, or -1.
 */
export const beatsCard = (card: number, top: number, trump: number): boolean =>
  suitOf(card) === suitOf(top) ? positionOf(card) < positionOf(top) : suitOf(card) === trump;

/** Cards of a suit mask that are stronger than `position` (a sentinel 10 means "every card"). */
export const strongerThan = (position: number): number => (1 << position) - 1;

/**
 * Whether the blank at `position` has a twin in `hand` (a suit mask): a blank ranked above it with
 * no card of `live` (the suit's cards still in play: in hands or on the table) between them. The
 * two are then interchangeable for the rest of the deal — no points, no cante, every other live
 * card ranks above both or below both — so a search need only try the higher. Values do not
 * change.
 */
export function hasTwinAbove(hand: number, live: number, position: number): boolean {
  if (position <= POS_SEVEN) return false;
  const between = live & strongerThan(position) & ~strongerThan(POS_SEVEN);
  // The nearest live card above: the twin if it is in the same hand.
  return between !== 0 && ((hand >> (31 - Math.clz32(between))) & 1) === 1;
}

/** Position of the strongest card in a non-empty suit mask (its lowest set bit). */
export const strongest = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** Number of cards in a mask. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The engine's card code of an index: 0 → '1o', 12 → '12c'. */
export function codeOf(card: number): CardCode {
  const code = CODES[card];
  if (code === undefined) throw new RangeError(`not a card index: ${card}`);
  return code;
}

/** The index of an engine card code (lower case, as the engine writes them). */
export function indexOf(code: CardCode): number {
  const card = INDEX.get(code);
  if (card === undefined) throw new RangeError(`not a card code: ${String(code)}`);
  return card;
}

/** The suit letter of a suit index. */
export function suitLetter(suit: number): Suit {
  const letter = SUIT_LETTERS[suit];
  if (letter === undefined) throw new RangeError(`not a suit index: ${suit}`);
  return letter;
}

/** Index of a suit letter. */
export function suitIndex(suit: Suit): number {
  const i = SUIT_LETTERS.indexOf(suit);
  if (i < 0) throw new RangeError(`not a suit: ${String(suit)}`);
  return i;
}

/** Adds the cards of `codes` to the four suit masks at `set[offset…offset+3]`. */
export function addCodes(set: Int32Array, offset: number, codes: readonly CardCode[]): void {
  for (const code of codes) {
    const card = indexOf(code);
    set[offset + suitOf(card)]! |= 1 << positionOf(card);
  }
}

/**
 * The cards of the four suit masks at `set[offset…]` as engine codes, suit by suit, strongest
 * first.
 */
export function codesOf(set: Int32Array, offset: number): CardCode[] {
  const out: CardCode[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const mask = set[offset + suit]!;
    for (let p = 0; p < 10; p++) if (mask & (1 << p)) out.push(codeOf(cardAt(suit, p)));
  }
  return out;
}
