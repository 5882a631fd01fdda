/**
 * Exact alpha-beta over the last tricks of one sampled deal for any number of seats: the
 * searching seat's team maximises `utility` (judge.ts), every other seat minimises it (the
 * paranoid reduction of a multi-player game, and exact for two teams). No table: it is only
 * used when a few tricks remain, where the tree is small; declarations are taken as the playout
 * policy takes them (at once), so only card choices branch. Two exact economies, as in bridge
 * double-dummy solvers: of two blanks of one suit in one hand with nothing left between them
 * (the cards ranked between are gone in earlier tricks), only the higher is searched — they
 * are worth the same; and the move that last cut off at a depth is tried first there. A move
 * that does not branch (a declaration, a seat's only card) is made in place, without a copy.
 *
 * Indexing: the stacks hold MAX_DEPTH levels, move buffers `legalMoves`' count, hands are indexed
 * by seat and suit: in range by construction, so `!` marks those reads in this inner search.
 */
import { hasTwinAbove, positionOf, suitOf } from '../sim/cards.js';
import { legalMoves } from '../sim/legal.js';
import { MAX_MOVES, MOVE_SING, MOVE_SWAP } from '../sim/moves.js';
import { END_NONE, Sim } from '../sim/simulator.js';
import { utility, type Judge } from './judge.js';

const MAX_DEPTH = 64;

export class TeamSearch {
  private readonly stack: Sim[] = [];
  private readonly moves: Uint8Array[] = [];
  /** Per depth, the move that last caused a cut-off there (-1: none). */
  private readonly killers = new Int8Array(MAX_DEPTH);

  /** The value of `sim` for `seat` with perfect play of every seat from here. */
  value(sim: Sim, judge: Judge, seat: number): number {
    if (this.stack.length === 0 || this.stack[0]!.rules !== sim.rules) {
      this.stack.length = 0;
      this.moves.length = 0;
      for (let d = 0; d < MAX_DEPTH; d++) {
        this.stack.push(new Sim(sim.rules));
        this.moves.push(new Uint8Array(MAX_MOVES));
      }
    }
    this.stack[0]!.copyFrom(sim);
    this.killers.fill(-1);
    return this.search(0, judge, seat, -Infinity, Infinity);
  }

  private search(depth: number, judge: Judge, seat: number, alpha: number, beta: number): number {
    const sim = this.stack[depth]!;
    const buffer = this.moves[depth]!;
    // Moves that do not branch (a declaration, taken at once: declining one is never better for
    // the declarer; the one card a seat may play) are made in place: this level's simulator is a
    // copy its caller no longer reads. The last trick, one card a seat, copies nothing.
    let n: number;
    for (;;) {
      if (sim.end !== END_NONE) return utility(sim, judge, seat);
      n = legalMoves(sim, buffer);
      let only = n === 1 ? buffer[0]! : -1;
      for (let i = 0; i < n && only < 0; i++) {
        const m = buffer[i]!;
        if (m >= MOVE_SING && m < MOVE_SWAP) only = m;
      }
      if (only < 0) break;
      sim.apply(only);
    }
    const child = this.stack[depth + 1]!;
    const maximise = judge.team[sim.turn] === judge.team[seat];
    let best = maximise ? -Infinity : Infinity;
    const killer = this.killers[depth]!;
    let first = -1;
    for (let i = 0; i < n; i++) {
      if (buffer[i] === killer) {
        first = i;
        break;
      }
    }
    if (first > 0) {
      buffer[first] = buffer[0]!;
      buffer[0] = killer;
    }
    for (let i = 0; i < n; i++) {
      const m = buffer[i]!;
      if (m >= MOVE_SING || equivalentHigher(sim, m)) continue;
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
      if (alpha >= beta) {
        this.killers[depth] = m;
        break;
      }
    }
    return best;
  }
}

/** Whether the card is a blank with a twin above it in the same hand (cards.ts). */
function equivalentHigher(sim: Sim, card: number): boolean {
  const suit = suitOf(card);
  let live = 0;
  for (let seat = 0; seat < sim.rules.players; seat++) live |= sim.hands[seat * 4 + suit]!;
  for (let i = 0; i < sim.trickLen; i++)
    if (suitOf(sim.trickCard[i]!) === suit) live |= 1 << positionOf(sim.trickCard[i]!);
  return hasTwinAbove(sim.hands[sim.turn * 4 + suit]!, live, positionOf(card));
}
