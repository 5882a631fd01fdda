/**
 * The order seat 0's hand is shown in (the `sort` attribute, docs/api.md): by suit, then by
 * trick-taking strength (the engine's `strengthOf`: 1, 3, 12, 11, 10, 7 … 2), or as dealt.
 */
import { strengthOf, suitOf, type CardCode, type Suit } from '../engine/index.js';
import type { Sort } from './config.js';

/**
 * Oros, espadas, copas, bastos: round and long suits take turns, and so do their colours
 * (gold, blue, red, green) all the way round.
 */
const CYCLE: readonly Suit[] = ['o', 'e', 'c', 'b'];

/**
 * `hand` in display order. By suit, the cycle starts after the trump suit, so trumps always
 * come last (at the right) and the suits still alternate; before trump is known it starts with
 * oros. Within a suit the strongest card comes first.
 */
export function sortedHand(hand: readonly CardCode[], trump: Suit | null, sort: Sort): CardCode[] {
  if (sort === 'none') return [...hand];
  const start = trump ? CYCLE.indexOf(trump) + 1 : 0;
  const key = (card: CardCode) =>
    ((CYCLE.indexOf(suitOf(card)) - start + 4) % 4) * 16 - strengthOf(card);
  return [...hand].sort((a, b) => key(a) - key(b));
}
