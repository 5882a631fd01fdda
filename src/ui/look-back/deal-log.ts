/**
 * The deal's log from public information only: the actions of seat 0's view since the last
 * `next-deal` (every seat sees every action; a swap names no card), the cards grouped into
 * tricks and scored as the engine scores them. Pure functions, no DOM.
 */
import {
  cardPoints,
  trickWinner,
  variantSpec,
  type Action,
  type PlayedCard,
  type PlayerView,
  type Seat,
} from '../../engine/index.js';

export type LogEntry =
  | {
      kind: 'trick';
      cards: PlayedCard[];
      winner: Seat;
      /** Card points, as the engine's `tute-trick`. */
      points: number;
      /** The last-trick bonus it took, or 0. */
      bonus: number;
    }
  /** A cante, Tute, swap, capote, bid or pass in the auction, trump, the censor's choice. */
  | { kind: 'said'; action: Action; redeal: boolean };

export function dealLog(view: PlayerView): LogEntry[] {
  const { log, players } = view;
  let start = log.length;
  while (start > 0 && log[start - 1]?.type !== 'next-deal') start--;
  const entries: LogEntry[] = [];
  const perTrick = players - (view.out === null ? 0 : 1);
  // Seats that speak in the auction; a pass before trump is named is a call.
  const bidders = players - (variantSpec(view.variant).sitsOut === 'dealer' ? 1 : 0);
  let trick: PlayedCard[] = [];
  let named = false;
  let passes = 0;
  let bids = 0;
  for (const a of log.slice(start)) {
    if (a.type === 'play') {
      trick.push({ seat: a.seat, card: a.card });
      if (trick.length < perTrick) continue;
      const winner = trickWinner(trick, view.trump);
      entries.push({
        kind: 'trick',
        cards: trick,
        winner,
        points: cardPoints(trick.map((p) => p.card)),
        bonus: 0,
      });
      trick = [];
    } else if (a.type === 'pass') {
      if (named || !view.auction) continue;
      // Everyone passed: dealt again, the auction starts over.
      const redeal = bids === 0 && ++passes === bidders;
      if (redeal) passes = 0;
      entries.push({ kind: 'said', action: a, redeal });
    } else {
      if (a.type === 'trump') named = true;
      if (a.type === 'bid') bids++;
      entries.push({ kind: 'said', action: a, redeal: false });
    }
  }
  const last = entries.at(-1);
  const bonus = view.deal.bonus.reduce((sum, n) => sum + n, 0);
  if (last?.kind === 'trick' && view.result) last.bonus = bonus;
  return entries;
}
