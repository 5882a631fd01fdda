/**
 * Card play by determinised search (perfect-information Monte Carlo, as in OpenSpiel's
 * ISMCTS resampling or the schnapsen MCTS player, but flat): sample the hidden cards
 * consistently with the view, play every candidate move in every sample, finish the deal with
 * the playout policy — or exactly, with the two-player solver, once nothing is left to draw —
 * and keep the move with the best (belief-weighted) mean worth. Every sample is evaluated for
 * every move with the same playout randomness, so moves are compared on equal terms.
 *
 * In the two-player game with the stock gone, every card is known to a player who counts: the
 * solver then plays exactly, with no sampling at all.
 */
import type { Action, PlayerView } from '../../engine/index.js';
import { declarationOf, heuristicAction, MEDIUM } from '../heuristics/decide.js';
import { knowledgeOf, type Knowledge } from '../knowledge.js';
import { sampleDeal, type SampledDeal } from '../sampler.js';
import { actionOf, moveOf } from '../sim/moves.js';
import { END_NONE, type Sim } from '../sim/simulator.js';
import { canSolve, EndgameSolver } from '../sim/solver.js';
import { beliefWeight, simOf } from './determinize.js';
import { choicesOf, choicesWeight } from './play-evidence.js';
import { historyOf, policyWeight } from './policy-evidence.js';
import { judgeFor, utility, utilityOfSolved, type Judge } from './judge.js';
import { PlayReader } from './play-model.js';
import { OwnNode, OwnTree } from './own-tree.js';
import { Rollout } from './rollout.js';
import { TeamSearch } from './team-search.js';
import type { Slicer } from './slice.js';

export interface Plan {
  /** Determinisations of the hidden cards. */
  samples: number;
  /** Weight samples by how believable the others' bids and declarations make them. */
  weighted: boolean;
  /** Two players, nothing to draw: solve exactly when at most this many cards are in hands. */
  solveAt: number;
  /** More players, no stock: search the last this many tricks exactly (0: play out). */
  exactTricks: number;
  /** Weight samples by how likely they make the others' choices of card (play-evidence.ts). */
  inferPlays: boolean;
  /**
   * Weight samples by how likely the playout policy makes every card the others played
   * (policy-evidence.ts), assuming this share of careless choices; 0: off. Off at every level:
   * it places the hidden cards better but measured worse (docs/ai.md §10).
   */
  policyCareless: number;
  /**
   * Weight samples by how likely a model fitted to `hard`'s choices of card (play-model.ts)
   * makes every card the others played, assuming this share of careless choices; 0: off.
   */
  modelCareless: number;
  /**
   * More than two players: the seat's own later cards learned across the samples (own-tree.ts),
   * with this exploration constant; 0: the playout policy plays them.
   */
  ownTree: number;
  /** Share of the playout policy's card choices made at random (rollout.ts). */
  noise: number;
  /**
   * The playouts' last player to a trick with points takes it while play is free (brisca, the
   * stock), as the rules of thumb do (rollout.ts).
   */
  freeTricks: boolean;
}

/**
 * Where the search's deals come from: `sampleDeal`, which reads only the view's knowledge. The
 * benchmark's clairvoyant reference (bench/oracle.ts) passes the true deal instead, to measure
 * how much perfect beliefs could be worth; no level does.
 */
export type DealSource = (k: Knowledge, random: () => number) => SampledDeal | null;

/** Samples after which a decision whose moves never differed is taken as certain. */
const CERTAIN_AFTER = 6;
/** Mean worth given to the heuristic's own choice: breaks ties and damps sampling noise. */
const PRIOR = 0.75;

const solver = new EndgameSolver();
const teamSearch = new TeamSearch();

/** A decision of the play phase (cards, cantes, swap), made by search. */
export async function searchPlay(
  view: PlayerView,
  plan: Plan,
  random: () => number,
  slicer: Slicer,
  dealFor: DealSource = sampleDeal,
): Promise<Action> {
  const legal = view.legal;
  // Declarations are taken at once, as every level does: declining a cante is dominated.
  const declaration = declarationOf(legal, view.trump);
  if (declaration) return declaration;
  const prior = heuristicAction(view, MEDIUM, random);
  const candidates = legal
    .filter((a) => a.type !== 'capote')
    .map((action) => ({
      action,
      move: moveOf(action),
      /** Weighted sum of the move's worth over the samples. */
      total: 0,
    }));
  if (candidates.length <= 1) return prior;
  const k = knowledgeOf(view);
  const seat = view.seat;
  const judge = judgeFor(view);
  const rollout = new Rollout(judge.team, plan.noise, plan.freeTricks);

  if (view.players === 2 && view.stock === 0 && view.indicator === null) {
    // Every card is known: the one consistent deal, solved exactly (capote included).
    const deal = dealFor(k, random);
    if (deal) {
      const sim = simOf(view, deal);
      if (canSolve(sim)) return actionOf(solver.solve(sim).move, seat);
    }
  }

  const priorMove = moveOf(prior);
  let weights = 0;
  let differed = false;
  let work: Sim | null = null;
  /** The simulator each sample is set up in (one per decision). */
  let sampled: Sim | null = null;
  const choices = plan.inferPlays ? choicesOf(view) : [];
  const history = plan.policyCareless > 0 || plan.modelCareless > 0 ? historyOf(view) : null;
  const reader =
    history && plan.modelCareless > 0 ? new PlayReader(history, plan.modelCareless) : null;
  let scratch: Sim | null = null;
  // Two players keep `finish`: its exact endgame solver is worth more than a learned choice.
  const own =
    plan.ownTree > 0 && view.players > 2
      ? new OwnTree(plan.ownTree, plan.exactTricks, teamSearch)
      : null;
  const ownRoots = own ? candidates.map(() => new OwnNode()) : [];
  for (let s = 0; s < plan.samples; s++) {
    await slicer.tick();
    const deal = dealFor(k, random);
    if (!deal) continue;
    let weight =
      (plan.weighted ? beliefWeight(view, deal) : 1) *
      (choices.length ? choicesWeight(view, choices, deal) : 1);
    if (weight <= 1e-6) continue;
    const base = (sampled = simOf(view, deal, sampled ?? undefined));
    work ??= base.clone();
    if (history) {
      scratch ??= base.clone();
      if (reader) weight *= reader.weight(base, scratch);
      if (plan.policyCareless > 0)
        weight *= policyWeight(base, scratch, history, rollout, plan.policyCareless);
    }
    const stream = Math.floor(random() * 4294967296);
    let first = 0;
    for (const [i, candidate] of candidates.entries()) {
      // One sample solves every move, each possibly exactly: yield between moves, not only samples.
      if (i > 0) await slicer.tick();
      work.copyFrom(base);
      work.apply(candidate.move);
      rollout.seed(stream);
      const value = own
        ? own.finish(work, judge, seat, rollout, ownRoots[i]!)
        : finish(work, judge, seat, rollout, plan);
      candidate.total += weight * value;
      if (i === 0) first = value;
      else if (value !== first) differed = true;
    }
    weights += weight;
    if (!differed && s + 1 >= CERTAIN_AFTER) break;
  }
  if (weights === 0 || !differed) return prior;
  let best = prior;
  let bestScore = -Infinity;
  for (const { action, move, total } of candidates) {
    const score = total / weights + (move === priorMove ? PRIOR : 0);
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/** Plays the sample out and returns its worth for `seat`. */
function finish(sim: Sim, judge: Judge, seat: number, rollout: Rollout, plan: Plan): number {
  const exactAt = plan.exactTricks * sim.rules.active;
  while (sim.end === END_NONE) {
    if (sim.rules.players === 2) {
      if (sim.cardsLeft <= plan.solveAt && sim.trickLen === 0 && canSolve(sim))
        return utilityOfSolved(solver.value(sim, seat));
    } else if (sim.trickLen === 0 && sim.cardsLeft <= exactAt) {
      return teamSearch.value(sim, judge, seat);
    }
    sim.apply(rollout.choose(sim));
  }
  return utility(sim, judge, seat);
}
