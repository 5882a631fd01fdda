/**
 * The searching seat's own later choices, learned across the samples of one decision: a tree of
 * its information sets below one root card (what it holds is known, what was played since is
 * public, so every sampled deal reaching a node asks the same question). At each of its turns in
 * a playout the seat picks by UCB1 from the statistics of all the deals that reached that turn,
 * trying the playout policy's card first and one new card per playout; everyone else, and the
 * seat itself past the newly tried card, plays by the playout policy as before, and the last
 * tricks are searched exactly. The flat search lets the seat's later cards be chosen by a policy
 * that peeks at the sampled hands; here they must be good on average over the deals the seat
 * cannot tell apart, as they are at the table. The comparison between root cards keeps its
 * pairing: every root card is still played on each sampled deal with the same playout stream.
 *
 * Declarations and forced cards are the policy's and make no node. Keys are the moves made since
 * the seat's previous choice, one character each.
 *
 * Indexing: the move buffer holds `legalMoves`' count; `!` marks reads in range by construction.
 */
import { legalMoves } from '../sim/legal.js';
import { MAX_MOVES, MOVE_CAPOTE, MOVE_SING } from '../sim/moves.js';
import { END_NONE, type Sim } from '../sim/simulator.js';
import { utility, type Judge } from './judge.js';
import type { Rollout } from './rollout.js';
import type { TeamSearch } from './team-search.js';

/** Worths enter the tree's means divided by this (a deal's worth is some tens of points). */
const SCALE = 100;

/** One of the seat's turns: visits and summed scaled worth per card tried, the turns below. */
export class OwnNode {
  visits = 0;
  readonly tries = new Map<number, number>();
  readonly worth = new Map<number, number>();
  readonly below = new Map<string, OwnNode>();
}

export class OwnTree {
  private readonly moves = new Uint8Array(MAX_MOVES);
  private readonly cards = new Uint8Array(MAX_MOVES);
  private readonly pathNodes: OwnNode[] = [];
  private readonly pathCards: number[] = [];

  /**
   * @param explore UCB1's exploration constant, on worths divided by SCALE.
   * @param exactTricks tricks searched exactly at the end (as in the flat search).
   */
  constructor(
    private readonly explore: number,
    private readonly exactTricks: number,
    private readonly teamSearch: TeamSearch,
  ) {}

  /**
   * Plays `sim` (the position after a root card) to the end, the seat's turns from `root`'s tree,
   * records the playout in the tree and returns its worth to `seat`.
   */
  finish(sim: Sim, judge: Judge, seat: number, rollout: Rollout, root: OwnNode): number {
    const exactAt = this.exactTricks * sim.rules.active;
    let node = root;
    let key = '';
    let learning = true;
    let value: number | null = null;
    this.pathNodes.length = 0;
    this.pathCards.length = 0;
    while (sim.end === END_NONE) {
      if (sim.trickLen === 0 && sim.cardsLeft <= exactAt) {
        value = this.teamSearch.value(sim, judge, seat);
        break;
      }
      const n = learning && sim.turn === seat ? this.choices(sim) : 0;
      if (n < 2) {
        const m = rollout.choose(sim);
        if (learning) key += String.fromCharCode(48 + m);
        sim.apply(m);
        continue;
      }
      let next = node.below.get(key);
      if (!next) {
        next = new OwnNode();
        node.below.set(key, next);
      }
      node = next;
      const card = this.pick(node, n, rollout.choose(sim));
      // A card never tried here ends the learning: the rest of the playout is the policy's.
      if (!node.tries.has(card)) learning = false;
      this.pathNodes.push(node);
      this.pathCards.push(card);
      key = String.fromCharCode(48 + card);
      sim.apply(card);
    }
    value ??= utility(sim, judge, seat);
    const scaled = value / SCALE;
    for (let i = 0; i < this.pathNodes.length; i++) {
      const at = this.pathNodes[i]!;
      const card = this.pathCards[i]!;
      at.visits++;
      at.tries.set(card, (at.tries.get(card) ?? 0) + 1);
      at.worth.set(card, (at.worth.get(card) ?? 0) + scaled);
    }
    return value;
  }

  /** The cards the seat may play into `cards`; 0 when a declaration is due (the policy's). */
  private choices(sim: Sim): number {
    const total = legalMoves(sim, this.moves);
    let n = 0;
    for (let i = 0; i < total; i++) {
      const m = this.moves[i]!;
      if (m < MOVE_SING) this.cards[n++] = m;
      else if (m !== MOVE_CAPOTE) return 0;
    }
    return n;
  }

  /** The policy's card if not yet tried, else a card not yet tried, else UCB1's best. */
  private pick(node: OwnNode, n: number, policy: number): number {
    if (policy < MOVE_SING && !node.tries.has(policy)) return policy;
    for (let i = 0; i < n; i++) if (!node.tries.has(this.cards[i]!)) return this.cards[i]!;
    const log = Math.log(node.visits);
    let best = this.cards[0]!;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      const card = this.cards[i]!;
      const tries = node.tries.get(card)!;
      const score = node.worth.get(card)! / tries + this.explore * Math.sqrt(log / tries);
      if (score > bestScore) {
        bestScore = score;
        best = card;
      }
    }
    return best;
  }
}
