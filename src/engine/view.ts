import { legalActions } from './legal.js';
import type { GameState, PlayerView, Seat } from './types.js';

/** What `seat` may know (API.md): own hand, counts for the rest, no seed. */
export function viewFor(state: GameState, seat: Seat): PlayerView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    throw new RangeError(`seat must be from 0 to ${state.players - 1}; got ${String(seat)}`);
  }
  const { hands, stock, seed: _seed, ...open } = state;
  const own = (hands[seat] ?? []).slice();
  const legal = state.turn === seat || state.phase === 'deal-over' ? legalActions(state) : [];
  return {
    ...open,
    seat,
    hands: hands.map((hand, i) => (i === seat ? own : hand.length)),
    hand: own,
    handSizes: hands.map((hand) => hand.length),
    stock: stock.length,
    legal,
  };
}
