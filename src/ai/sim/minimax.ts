/**
 * A deliberately plain minimax over the simulator for two sides: every legal move (declining
 * to sing included), no pruning, no transposition table, no move ordering. It exists to check
 * the alpha-beta solver on small endgames; it is exponential, never use it to play. The stacks
 * grow one level ahead of the search and move buffers hold `legalMoves`' count: `!` marks
 * those reads.
 */
import { legalMoves } from './legal.js';
import { MAX_MOVES } from './moves.js';
import { dealValue } from './objective.js';
import { END_NONE, Sim } from './simulator.js';

export interface MinimaxResult {
  /** `dealValue` for the seat asked about, with both sides playing perfectly. */
  value: number;
  nodes: number;
}

/** The exact value of the position for `seat` (two-player games, every card known). */
export function plainMinimax(root: Sim, seat: number): MinimaxResult {
  const stack: Sim[] = [];
  const moves: Uint8Array[] = [];
  const side = root.rules.sideOf[seat];
  let nodes = 0;

  const search = (depth: number): number => {
    nodes++;
    const sim = stack[depth]!;
    if (sim.end !== END_NONE) return dealValue(sim, seat);
    if (stack.length === depth + 1) {
      stack.push(new Sim(root.rules));
      moves.push(new Uint8Array(MAX_MOVES));
    }
    const buffer = moves[depth]!;
    const child = stack[depth + 1]!;
    const n = legalMoves(sim, buffer);
    const maximise = sim.rules.sideOf[sim.turn] === side;
    let best = maximise ? -Infinity : Infinity;
    for (let i = 0; i < n; i++) {
      child.copyFrom(sim);
      child.apply(buffer[i]!);
      const value = search(depth + 1);
      best = maximise ? Math.max(best, value) : Math.min(best, value);
    }
    return best;
  };

  stack.push(root.clone());
  moves.push(new Uint8Array(MAX_MOVES));
  return { value: search(0), nodes };
}
