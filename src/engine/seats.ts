/**
 * Seats, sides and turn order (docs/rules.md §0): play passes from seat i to seat i+1; the
 * seat sitting a deal out (`out`) is skipped; partners sit opposite.
 */
import type { Contract, Rules, Seat } from './types.js';

type Sides = readonly (readonly Seat[])[];

/** The side (index into `sides`) a seat scores for. */
export function sideOf(sides: Sides, seat: Seat): number {
  // An indexed loop: `findIndex` on the state's frozen lists is slow (see draft.ts).
  for (let side = 0; side < sides.length; side++) if (sides[side]?.includes(seat)) return side;
  throw new RangeError(`seat ${seat} belongs to no side`);
}

/** The seat after `seat` in playing order. */
export const nextSeat = (seat: Seat, players: number): Seat => (seat + 1) % players;

/** The eldest hand: the seat after the dealer. */
export const manoOf = (dealer: Seat, players: number): Seat => nextSeat(dealer, players);

/** Who dealt a match's first deal, from the dealer of its `dealCount`-th (the deal passes on). */
export const firstDealerOf = (dealer: Seat, dealCount: number, players: number): Seat =>
  (((dealer - dealCount + 1) % players) + players) % players;

/** Who is at the table this deal. */
interface Table {
  readonly players: number;
  /** The seat sitting this deal out (subastao-censor), if any. */
  readonly out: Seat | null;
}

/** The next seat after `seat` that plays this deal (the seat sitting out is skipped). */
export function nextPlayer(t: Table, seat: Seat): Seat {
  const next = nextSeat(seat, t.players);
  return next === t.out ? nextSeat(next, t.players) : next;
}

/** How many seats play this deal: the cards in a complete trick. */
export const playerCount = (t: Table): number => t.players - (t.out === null ? 0 : 1);

/** The seats that play this deal, in seat order. */
export function playersOf(t: Table): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < t.players; seat++) if (seat !== t.out) seats.push(seat);
  return seats;
}

/**
 * Who leads the first trick of a contract: the holder, or the mano with `firstLead: 'mano'`
 * (docs/rules.md §6, §7).
 */
export function firstLeader(
  t: Table & { readonly dealer: Seat; readonly rules: Pick<Rules, 'firstLead'> },
  holder: Seat,
): Seat {
  return t.rules.firstLead === 'mano' ? nextPlayer(t, t.dealer) : holder;
}

/** The partner of `seat` in a partnership game, or null. */
export function partnerOf(sides: Sides, seat: Seat): Seat | null {
  const side = sides[sideOf(sides, seat)] ?? [];
  if (side.length !== 2) return null;
  return side[0] === seat ? (side[1] ?? null) : (side[0] ?? null);
}

/**
 * Whether two seats play together this deal: partners, or — against a contract — both
 * defenders, who pool their tricks (docs/rules.md §7).
 */
export function sameTeam(
  p: { readonly sides: Sides; readonly contract: Contract | null },
  a: Seat,
  b: Seat,
): boolean {
  const sa = sideOf(p.sides, a);
  const sb = sideOf(p.sides, b);
  if (sa === sb) return true;
  if (p.contract === null) return false;
  const holder = sideOf(p.sides, p.contract.seat);
  return sa !== holder && sb !== holder;
}
