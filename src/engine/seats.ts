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
