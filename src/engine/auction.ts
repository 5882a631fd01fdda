import { maxBid } from './rules.js';
import { nextActive } from './seats.js';
import type { Auction, GameState, Rules, Seat } from './types.js';

/** Bids open to the seat to speak: minBid + k·bidStep, above the high bid, up to the maximum (RULES.md §6, §7, §11). */
export function bidAmounts(rules: Rules, auction: Auction): number[] {
  const min = rules.minBid ?? 0;
  const step = rules.bidStep ?? 5;
  const above = auction.high?.amount ?? -Infinity;
  const amounts: number[] = [];
  for (let amount = min; amount <= maxBid(rules); amount += step) {
    if (amount > above) amounts.push(amount);
  }
  return amounts;
}

/** Seats that bid this deal: every seat that holds cards. */
function bidders(s: GameState): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (seat !== s.out) seats.push(seat);
  return seats;
}

export type AuctionOutcome =
  | { kind: 'continue'; turn: Seat }
  | { kind: 'won'; seat: Seat; amount: number }
  | { kind: 'all-passed' };

/**
 * What follows the last call: the next seat to speak, the end with a winner, or a redeal.
 * `until-passes`: a pass is final; it ends when all but one have passed and that one holds the
 * high bid (a last seat without a bid still speaks). `one`: every seat speaks once.
 */
export function auctionOutcome(s: GameState, auction: Auction, last: Seat): AuctionOutcome {
  const seats = bidders(s);
  const open = seats.filter((seat) => !auction.passed.includes(seat));
  const everyoneSpoke = auction.calls.length >= seats.length;
  const lapDone = s.rules.auctionLaps === 'one' && everyoneSpoke;
  if (open.length === 0 || (lapDone && auction.high === null)) return { kind: 'all-passed' };
  if (auction.high !== null && (lapDone || (open.length === 1 && open[0] === auction.high.seat))) {
    return { kind: 'won', seat: auction.high.seat, amount: auction.high.amount };
  }
  let turn = nextActive(s, last);
  while (auction.passed.includes(turn)) turn = nextActive(s, turn);
  return { kind: 'continue', turn };
}
