import type { Seat } from './types.js';

/** The side (index into `sides`) a seat scores for. */
export function sideOf(sides: readonly (readonly Seat[])[], seat: Seat): number {
  const side = sides.findIndex((members) => members.includes(seat));
  if (side < 0) throw new Error(`seat ${seat} belongs to no side`);
  return side;
}

/** The seat after `seat` in playing order. */
export const nextSeat = (seat: Seat, players: number): Seat => (seat + 1) % players;

/** The eldest hand: the seat after the dealer. */
export const manoOf = (dealer: Seat, players: number): Seat => nextSeat(dealer, players);

interface Table {
  readonly players: number;
  /** The seat sitting this deal out (subastao-censor), if any. */
  readonly out: Seat | null;
}

/** The next seat after `seat` that plays this deal. */
export function nextActive(t: Table, seat: Seat): Seat {
  const next = nextSeat(seat, t.players);
  return next === t.out ? nextSeat(next, t.players) : next;
}

/** How many seats play this deal. */
export const activeCount = (t: Table): number => t.players - (t.out === null ? 0 : 1);

/** The partner of `seat` in a partnership game, or null. */
export function partnerOf(sides: readonly (readonly Seat[])[], seat: Seat): Seat | null {
  const side = sides[sideOf(sides, seat)] ?? [];
  return side.length === 2 ? (side.find((s) => s !== seat) ?? null) : null;
}
