/**
 * Exact alpha-beta over the last tricks of one sampled deal for any number of seats: the
 * searching seat's team maximises `utility` (judge.ts), every other seat minimises it (the
 * paranoid reduction of a multi-player game, and exact for two teams). No table: it is only
 * used when a few tricks remain, where the tree is small; declarations are taken as the playout
 * policy takes them (at once), so only card choices branch.
 */
import { legalMoves } from '../sim/legal.js';
import { MAX_MOVES, MOVE_SING, MOVE_SWAP } from '../sim/moves.js';
import { END_NONE, Sim } from '../sim/simulator.js';
import { utility, type Judge } from './judge.js';

const MAX_DEPTH = 64;

export class TeamSearch {
  private readonly stack: Sim[] = [];
  private readonly moves: Uint8Array[] = [];

  /** The value of `sim` for `seat` with perfect play of every seat from here. */
  value(sim: Sim, judge: Judge, seat: number): number {
    if (this.stack.length === 0 || (this.stack[0] as Sim).rules !== sim.rules) {
      this.stack.length = 0;
      this.moves.length = 0;
      for (let d = 0; d < MAX_DEPTH; d++) {
        this.stack.push(new Sim(sim.rules));
        this.moves.push(new Uint8Array(MAX_MOVES));
      }
    }
    (this.stack[0] as Sim).copyFrom(sim);
    return this.search(0, judge, seat, -Infinity, Infinity);
  }

  private search(depth: number, judge: Judge, seat: number, alpha: number, beta: number): number {
    const sim = this.stack[depth] as Sim;
    if (sim.end !== END_NONE) return utility(sim, judge, seat);
    const buffer = this.moves[depth] as Uint8Array;
    const n = legalMoves(sim, buffer);
    const child = this.stack[depth + 1] as Sim;
    // A declaration is taken at once (declining one is never better for the declarer).
    for (let i = 0; i < n; i++) {
      const m = buffer[i] as number;
      if (m >= MOVE_SING && m < MOVE_SWAP) {
        child.copyFrom(sim);
        child.apply(m);
        return this.search(depth + 1, judge, seat, alpha, beta);
      }
    }
    const maximise = judge.team[sim.turn] === judge.team[seat];
    let best = maximise ? -Infinity : Infinity;
    for (let i = 0; i < n; i++) {
      const m = buffer[i] as number;
      if (m >= MOVE_SING) continue;
      child.copyFrom(sim);
      child.apply(m);
      const v = this.search(depth + 1, judge, seat, alpha, beta);
      if (maximise) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }
}
