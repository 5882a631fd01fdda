import type { CardCode, Rank, Suit } from './types.js';

export const SUITS: readonly Suit[] = ['o', 'c', 'e', 'b'];

/** Ranks from highest to lowest: As, Tres, Rey, Caballo, Sota, then the blanks. */
export const RANKS_BY_STRENGTH: readonly Rank[] = [1, 3, 12, 11, 10, 7, 6, 5, 4, 2];

const POINTS: Readonly<Record<Rank, number>> = {
  1: 11,
  3: 10,
  12: 4,
  11: 3,
  10: 2,
  7: 0,
  6: 0,
  5: 0,
  4: 0,
  2: 0,
};

export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  o: 'oros',
  c: 'copas',
  e: 'espadas',
  b: 'bastos',
};

interface CardInfo {
  readonly rank: Rank;
  readonly suit: Suit;
  readonly points: number;
  /** Higher beats lower within a suit: 10 for the As … 1 for the Dos. */
  readonly strength: number;
}

/** Every card of the 40-card deck, keyed by its code; built once. */
const INFO: ReadonlyMap<CardCode, CardInfo> = new Map(
  SUITS.flatMap((suit) =>
    RANKS_BY_STRENGTH.map((rank, i): [CardCode, CardInfo] => [
      `${rank}${suit}`,
      { rank, suit, points: POINTS[rank], strength: RANKS_BY_STRENGTH.length - i },
    ]),
  ),
);

export function card(rank: Rank, suit: Suit): CardCode {
  return `${rank}${suit}`;
}

/** The canonical code of a card (input is case-insensitive), or null if it is no card. */
export function normalizeCard(input: unknown): CardCode | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toLowerCase();
  return INFO.has(code) ? code : null;
}

export function isCard(code: unknown): code is CardCode {
  return typeof code === 'string' && INFO.has(code);
}

function info(code: CardCode): CardInfo {
  const found = INFO.get(code);
  if (!found) throw new TypeError(`not a card code: ${String(code)}`);
  return found;
}

export const suitOf = (code: CardCode): Suit => info(code).suit;
export const rankOf = (code: CardCode): Rank => info(code).rank;
export const pointsOf = (code: CardCode): number => info(code).points;
export const strengthOf = (code: CardCode): number => info(code).strength;

export function cardPoints(cards: readonly CardCode[]): number {
  let sum = 0;
  for (const c of cards) sum += pointsOf(c);
  return sum;
}

/** A fresh deck in canonical order: 40 cards, or 36 without the 2s. */
export function makeDeck(size: 40 | 36): CardCode[] {
  const deck = [...INFO.keys()];
  return size === 40 ? deck : deck.filter((c) => rankOf(c) !== 2);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}
