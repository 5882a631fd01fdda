/**
 * The cards as docs/rules.md §0 describes them: suits, ranks from highest to lowest, points per
 * rank, the 40- and 36-card decks, a card's rank, suit, points and power, and every card a state
 * holds. These are the tests' own tables, written from the rule book and never imported from
 * src/engine, so that the tests can catch the engine's mistakes. No Node-only imports: the
 * browser tests (test/ui) use this module too.
 */
import type { CardCode, GameState, Suit } from '../../src/engine/index.ts';
import { at } from './lists.ts';

/** The four suits: oros, copas, espadas, bastos. */
export const SUITS: readonly Suit[] = ['o', 'c', 'e', 'b'];
/** docs/rules.md §0: the ranks from highest to lowest. */
export const RANK_ORDER = [1, 3, 12, 11, 10, 7, 6, 5, 4, 2] as const;
/** docs/rules.md §0: points per rank: As 11, Tres 10, Rey 4, Caballo 3, Sota 2, the blanks none. */
export const POINTS: Readonly<Record<number, number>> = Object.fromEntries(
  RANK_ORDER.map((r, i) => [r, at([11, 10, 4, 3, 2, 0, 0, 0, 0, 0], i)]),
);

/** The 40-card Spanish deck, suit by suit, each suit from its highest card down. */
export const DECK: readonly CardCode[] = SUITS.flatMap((s) => RANK_ORDER.map((r) => `${r}${s}`));
/** docs/rules.md §0/§7: Subastao's 36 cards, without the 2s. */
export const DECK36: readonly CardCode[] = DECK.filter((c) => !c.startsWith('2'));

export const rank = (c: CardCode): number => Number(c.slice(0, -1));
export const suit = (c: CardCode): Suit => c.slice(-1) as Suit;
export function pts(c: CardCode): number {
  const points = POINTS[rank(c)];
  if (points === undefined) throw new Error(`helper: ${c} is not a card`);
  return points;
}
export const sumPts = (cards: readonly CardCode[]): number => cards.reduce((a, c) => a + pts(c), 0);
/** The strength of a card within its suit (docs/rules.md §0 order): 10 for the As, 1 for the 2. */
export const power = (c: CardCode): number =>
  RANK_ORDER.length - RANK_ORDER.indexOf(rank(c) as (typeof RANK_ORDER)[number]);

/** A sorted copy (of cards, of actions in notation). */
export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/**
 * Every card the state knows of, for conservation checks: hands, stock, the turned indicator
 * (tute-4's shown card is one of the dealer's, so it is not counted twice), trick and won piles.
 */
export function allCards(s: GameState): CardCode[] {
  const indicator = s.indicator !== null && s.variant !== 'tute-4' ? [s.indicator] : [];
  return [
    ...s.hands.flat(),
    ...s.stock,
    ...indicator,
    ...s.trick.map((p) => p.card),
    ...s.won.flat(),
  ];
}
