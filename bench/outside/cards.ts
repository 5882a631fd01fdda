/** Card helpers written from the rule book (docs/rules.md §0 and §1), not from the AI's code. */
import type { CardCode, PlayedCard, Seat, Suit, Variant } from '../../src/engine/index.ts';

export const SUITS: readonly Suit[] = ['o', 'c', 'e', 'b'];
/** Ranks from the weakest to the strongest. */
export const ORDER: readonly number[] = [2, 4, 5, 6, 7, 10, 11, 12, 3, 1];
const STRENGTH: Record<number, number> = {};
ORDER.forEach((r, i) => {
  STRENGTH[r] = i;
});
const POINTS: Record<number, number> = { 1: 11, 3: 10, 12: 4, 11: 3, 10: 2 };

export const rank = (c: CardCode): number => parseInt(c, 10);
export const suit = (c: CardCode): Suit => c.charAt(c.length - 1) as Suit;
export const str = (c: CardCode): number => STRENGTH[rank(c)] ?? -1;
export const pts = (c: CardCode): number => POINTS[rank(c)] ?? 0;
export const sumPts = (cs: readonly CardCode[]): number => cs.reduce((a, c) => a + pts(c), 0);

export function deckFor(variant: Variant): CardCode[] {
  const ranks =
    variant === 'subastao' || variant === 'subastao-censor'
      ? [1, 3, 4, 5, 6, 7, 10, 11, 12]
      : [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
  const d: CardCode[] = [];
  for (const s of SUITS) for (const r of ranks) d.push(`${r}${s}`);
  return d;
}

/** Index (into `plays`) of the card winning the trick so far; -1 for an empty trick. */
export function trickWinnerIdx(plays: readonly PlayedCard[], trump: Suit | null): number {
  let best = -1;
  let bestCard = '';
  plays.forEach(({ card }, i) => {
    if (best < 0 || beats(card, bestCard, trump)) {
      best = i;
      bestCard = card;
    }
  });
  return best;
}

/** Whether `b` beats `a`, the card winning so far. */
export function beats(b: CardCode, a: CardCode, trump: Suit | null): boolean {
  const sa = suit(a);
  const sb = suit(b);
  if (sb === sa) return str(b) > str(a);
  return sb === trump;
}

export function sideOfSeat(sides: readonly (readonly Seat[])[], seat: Seat): number {
  return sides.findIndex((s) => s.includes(seat));
}

/** Seats holding cards this deal (the censor, or the bidder it displaced, sits out). */
export function playingCount(obs: { players: number; out: Seat | null }): number {
  return obs.players - (obs.out != null ? 1 : 0);
}
