/** What every template function receives, and small helpers about seats and sides. */
import type { Action, PlayerView, Seat, TrickRecord } from '../../engine/index.js';
import type { Strings } from '../i18n.js';

/** What happened last, kept as data so a language switch re-renders it. */
export interface LastMove {
  seat: Seat;
  action: Action;
  /** The trick this move completed, if it did. */
  trick: TrickRecord | null;
  /** What a `pass` declined: a bid, a declaration or the swap. */
  passed: 'bid' | 'declaration' | 'swap' | null;
  /** Everyone passed the auction: the cards were dealt again. */
  redeal: boolean;
}

export interface TableContext {
  view: PlayerView;
  t: Strings;
  /** Display name per seat. */
  names: string[];
  /** Whether a sentence about `seat` is in the second person (seat 0 under its default name). */
  you: (seat: Seat) => boolean;
  /** Why a card of the hand may not be played now, or null when it may. */
  blocked: (card: string) => string | null;
  last: LastMove | null;
  /** Match points each side got from the deal just ended, when known. */
  awarded: number[] | null;
  onCard: (card: string) => void;
  onAction: (action: Action) => void;
  onNewMatch: () => void;
}

/** Partnership games (tute-4, subastado): sides of two. */
export const isTeamGame = (view: PlayerView): boolean => view.sides.some((side) => side.length > 1);

/** "Lucía", or "Team A (You + Matt)" in partnership games. */
export function sideName({ view, t, names }: TableContext, side: number): string {
  const seats = view.sides[side] ?? [];
  const members = seats.map((seat) => names[seat] ?? '').join(' + ');
  return seats.length > 1 ? `${t.team(side)} (${members})` : members;
}

/** Whether `side` is seat 0 alone under its default name (for second-person sentences). */
export function isYou(c: TableContext, side: number): boolean {
  const seats = c.view.sides[side] ?? [];
  return seats.length === 1 && c.you(seats[0] as Seat);
}

/** Cards of `seat` the viewer may see although they are not its own: shown cards, or the hand the censor judges. */
export function visibleCards(view: PlayerView, seat: Seat): { shown: string[]; judged: string[] } {
  const hand = view.hands[seat];
  return { shown: view.shown[seat] ?? [], judged: Array.isArray(hand) && seat !== view.seat ? hand : [] };
}
