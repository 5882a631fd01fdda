import { describe } from './errors.js';
import { legalActions } from './legal.js';
import { variantSpec } from './variants.js';
import type { GameState, PlayerView, Seat } from './types.js';

/**
 * The censor sees the winning bidder's hand from the censor phase on, and, if it let the
 * contract stand, goes on seeing the hand it judged (docs/rules.md §7).
 */
function censorSees(state: GameState, seat: Seat): Seat | null {
  const { contract } = state;
  if (variantSpec(state.variant).sitsOut !== 'dealer' || seat !== state.dealer || contract === null)
    return null;
  return contract.seat === seat ? null : contract.seat;
}

/**
 * What `seat` may know (docs/api.md): own hand, counts for the rest; neither the seed nor the
 * stacked deals, which would reveal every hidden card.
 */
export function viewFor(state: GameState, seat: Seat): PlayerView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    throw new RangeError(`seat must be from 0 to ${state.players - 1}; got ${describe(seat)}`);
  }
  const { hands, stock, seed: _seed, stacked: _stacked, ...open } = state;
  // Spread, not slice: the state's lists are frozen, and slice is slow on them (draft.ts).
  const own = [...(hands[seat] ?? [])];
  const judged = censorSees(state, seat);
  const legal = state.turn === seat || state.phase === 'deal-over' ? legalActions(state) : [];
  return {
    ...open,
    seat,
    hands: [...hands].map((hand, i) => (i === seat ? own : i === judged ? [...hand] : hand.length)),
    hand: own,
    handSizes: [...hands].map((hand) => hand.length),
    stock: stock.length,
    legal,
  };
}
