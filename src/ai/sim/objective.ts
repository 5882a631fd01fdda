/**
 * What the two-player endgame search maximises, for one seat: its deal total minus the
 * opponent's (card points + cantes + last-trick bonus, docs/rules.md §11 "Scoring details"),
 * plus or minus WIN_BONUS when the deal ends by a Tute or a capote (which decide the deal
 * without counting, docs/rules.md §1, §3). WIN_BONUS exceeds any possible point difference, so
 * a deal won by declaration always outranks one won on points, and the sign of the value is
 * always the deal's winner (up to the tie rule at 0).
 *
 * The bonus is added on top of the points rather than replacing them so that the value of the
 * rest of a deal never depends on the points scored before — which is what lets the solver's
 * transposition table store "value from here".
 */
import { END_CAPOTE_FAILED, END_CAPOTE_MADE, END_TUTE, type Sim } from './simulator.js';

export const WIN_BONUS = 1000;

/** The objective for `seat` at the simulator's position (final once the deal has ended). */
export function dealValue(sim: Sim, seat: number): number {
  // Two sides, 0 and 1, and every seat on one of them: the solver's two-player games.
  const side = sim.rules.sideOf[seat]!;
  const value = sim.points(side) - sim.points(1 - side);
  const mine = sim.endSide === side;
  switch (sim.end) {
    case END_TUTE:
    case END_CAPOTE_MADE:
      return value + (mine ? WIN_BONUS : -WIN_BONUS);
    case END_CAPOTE_FAILED:
      return value + (mine ? -WIN_BONUS : WIN_BONUS);
    default:
      return value;
  }
}
