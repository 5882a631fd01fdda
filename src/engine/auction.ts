/** The auction of Subastado and Subastao (docs/rules.md §6, §7, §11). */
import { maxBid } from './rules.js';
import { nextPlayer, playersOf } from './seats.js';
import type { Auction, Contract, Rules, Seat } from './types.js';

/** An auction before its first call. */
export const emptyAuction = (): Auction => ({ calls: [], high: null, passed: [] });

/** Bids open to the seat to speak: minBid + k·bidStep, above the high bid, up to the maximum. */
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

/** What the censor pays above the bid to take a contract over (docs/rules.md §7). */
export const TAKE_OVER_PREMIUM = 10;

/**
 * The contract after the censor takes it over: held by the censor at bid + 10, the bidder
 * displaced (docs/rules.md §7, §11). The bidder's cards go to the censor's seat.
 */
export const takenOver = (contract: Contract, censor: Seat): Contract => ({
  seat: censor,
  amount: contract.amount + TAKE_OVER_PREMIUM,
  displaced: contract.seat,
});

export type AuctionOutcome =
  | { kind: 'continue'; turn: Seat }
  | { kind: 'won'; seat: Seat; amount: number }
  | { kind: 'all-passed' };

/**
 * What follows the last call: the next seat to speak, the end with a winner, or a redeal.
 * `until-passes`: a pass is final; it ends when all but one have passed and that one holds the
 * high bid (a last seat without a bid still speaks). `one`: every seat speaks once.
 */
export function auctionOutcome(
  t: { players: number; out: Seat | null; rules: Rules },
  auction: Auction,
  last: Seat,
): AuctionOutcome {
  const seats = playersOf(t);
  const open = seats.filter((seat) => !auction.passed.includes(seat));
  const everyoneSpoke = auction.calls.length >= seats.length;
  const lapDone = t.rules.auctionLaps === 'one' && everyoneSpoke;
  const { high } = auction;
  if (open.length === 0 || (lapDone && high === null)) return { kind: 'all-passed' };
  if (high !== null && (lapDone || (open.length === 1 && open[0] === high.seat))) {
    return { kind: 'won', seat: high.seat, amount: high.amount };
  }
  let turn = nextPlayer(t, last);
  while (auction.passed.includes(turn)) turn = nextPlayer(t, turn);
  return { kind: 'continue', turn };
}
