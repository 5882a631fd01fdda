/**
 * The search levels. `hard`: determinised search of card play (pimc.ts) with 80 samples at two
 * seats, 200 at three and 100 at four, the two-player endgame solved exactly, the last two tricks
 * of the bigger tables searched exactly per sample, and bidding, trump and censor by simulation.
 * `expert`: more samples (eight times as many at four seats); at two seats the endgame solved
 * from earlier in each playout, at three the last three tricks searched exactly, at four samples
 * weighted by the others' cards, read in tute-4 through a model fitted to `hard`'s choices
 * (play-model.ts), elsewhere by rules of thumb (play-evidence.ts); in tute-4 its own later
 * cards learned across the samples (own-tree.ts), in subastado the samples weighted also by the
 * bids and the unsung cantes (determinize.ts), and in tute-4 and at two seats its playouts make
 * 20% of their card choices at random instead of 8%. It bids only contracts the simulations make
 * at least half of the time (in subastado 70%, in subastao 60%; `hard` 40%, in subastado 50%).
 * Belief weights from the auction measured no better than none against `hard` at three seats
 * (bench:ai subastao: 60 deals in session 1; with the named trump 52.6% of the deal-seats against
 * 53.3%, 500 deals), so they are off there.
 * Budgets are counted in samples, not milliseconds, so a seeded decision is the same on every
 * machine.
 */
import type { Action, PlayerView } from '../../engine/index.js';
import { searchBidding, type BidPlan } from './bidding-sim.js';
import { searchPlay, type Plan } from './pimc.js';
import { PLAYOUT_NOISE } from './rollout.js';
import { Slicer } from './slice.js';

export type SearchLevel = 'hard' | 'expert';

interface LevelPlan {
  play: (view: PlayerView) => Plan;
  bid: (view: PlayerView) => BidPlan;
}

/** Plans by table size: samples per decision, exact search, which evidence weights the samples. */
const PLANS: Readonly<Record<SearchLevel, LevelPlan>> = {
  hard: {
    // Four seats: 100 samples. With every card dealt and strict play from the first trick, the
    // search's returns shrink fast (bench:ai tute-4, 1,000 deals: 25 samples won 42% of the
    // deals against 200, 800 won 52-53%), so `expert` (800) is a real step only above a lighter
    // `hard`; 100 samples still win 72% of the deals (58% of the games) against `medium`.
    play: (view) => ({
      samples: view.players === 2 ? 80 : view.players === 4 ? 100 : 200,
      weighted: false,
      solveAt: 10,
      exactTricks: 2,
      inferPlays: false,
      policyCareless: 0,
      modelCareless: 0,
      ownTree: 0,
      noise: PLAYOUT_NOISE,
      // Playouts that give away the tricks the last player could take while play is free: with
      // them `hard` won 80% and 74% of the tute and brisca deals from `medium` and 74% and 71%
      // from an outside greedy player, but `expert` only 52.8% of the tute deals from it
      // (bench:ai, 500 deals); kept apart, as a step below `expert` (docs/ai.md §10, session 46).
      freeTricks: false,
    }),
    // Subastado, by the match points (bench:ai against `medium`, 1,000 deals, seeds 1 and 2):
    // 0.5 took 18.3 and 17.3 points a game where 0.4 took 10.0 and 11.1, with as many deals and
    // games won; 0.6 took more points and lost games (docs/ai.md §10, session 33).
    bid: (view) => ({
      samples: 96,
      confidence: view.variant === 'subastado' ? 0.5 : 0.4,
      weighted: false,
      overPartner: false,
    }),
  },
  expert: {
    // Three seats: the last three tricks (nine cards) searched exactly, still cheap there. Four
    // seats: 800 samples — against `hard` at 200 in tute-4, 25 samples won 42% of the deals and
    // 400 won 51%, 800 52-53% (bench:ai, 1,000 deals); against `hard` at 100, 54% of the deals
    // and 51% of the games. Deeper exact search, cante weights, noiseless playouts or other
    // weights of winning measured no better than 400 samples. Tute-4, where the one-layer model's
    // weights leave about two samples in five effective: 1,600 won 59.0%, 62.4% and 58.7% of the
    // seed-1, -14 and -15 deals where 800 won 58.9%, 60.5% and 60.0%, and more games on each
    // (53.2% of the 3,000 against 52.5%; docs/ai.md §10, session 39), at twice the p95.
    play: (view) => ({
      samples:
        view.players === 2
          ? 120
          : view.variant === 'tute-4'
            ? 1600
            : view.players === 4
              ? 800
              : 400,
      // Subastado: the bids (the contract holder's read with its named trump) and unsung cantes
      // weight the samples: 53.7% of the deals against `hard` where the control won 51.3%
      // (bench:ai, 1,000 deals, seed 15), 54.4% where it won 53.6% on seed 14 (docs/ai.md §10).
      // Two seats: the unsung cantes after the stock are read where the solver already knows
      // every card, and read through the stock's draws they did not pay (docs/ai.md §10).
      weighted: view.variant === 'subastado',
      solveAt: 14,
      // tute-4, bench:ai against `hard`, 1,000 deals: three exact tricks won 55.3% of the seed-1
      // deals (p95 324 ms), one 54.2% and 57.6% of the seed-1 and seed-14 deals, where two win
      // 56.8% and 58.9% (docs/ai.md §10, session 35).
      exactTricks: view.players === 3 ? 3 : 2,
      // Four seats but tute-4 (there: `modelCareless`): the others' choices of card weighed
      // by rules of thumb (play-evidence.ts).
      inferPlays: view.players === 4 && view.variant !== 'tute-4',
      // Weights from every card the others played, read through the playout policy, measured
      // worse than none (docs/ai.md §10), though they place the hidden cards better.
      policyCareless: 0,
      // tute-4: weights from every card the others played, read through a one-hidden-layer
      // model fitted to `hard`'s choices (play-model.ts), in place of the choice weights:
      // bench:ai against `hard`, 1,000 deals, seeds 1, 14 and 15: 58.9%, 60.5% and 60.0% of the
      // deals where the choice weights won 56.8%, 58.9% and 56.5% (games 52.5% of the 3,000
      // against 52.1%; docs/ai.md §10, session 38). Read once per sampled hand (play-model.ts,
      // PlayReader): CPU median 8.5 ms, p95 105 ms. A linear model won within the noise.
      modelCareless: view.variant === 'tute-4' ? 0.3 : 0,
      // tute-4: its own later cards learned across the samples (own-tree.ts), not played by
      // the peeking playout policy: 55.4% of the deals against `hard` where the flat search won
      // 53.9% (bench:ai, 1,000 deals, seed 14); in subastado no gain (52.5%, 200 deals).
      ownTree: view.variant === 'tute-4' ? 0.5 : 0,
      // 20% of the playouts' card choices random instead of 8%, but in subastado and with a
      // censor (four at the table, one sitting out).
      // bench:ai, 1,000 deals against `hard`: tute-4, seeds 14 and 15, 8% won 55.4% and 54.3%
      // of the deals, 12% 56.9% and 56.5%, 16% 58.1% and 56.3%, 20% 58.9% and 56.5% (games
      // 52.8% and 52.3%, where 8% won 52.0% and 51.3%), seed 1 56.8%; 28% no better (57.6%,
      // seed 14). Tute, seeds 1, 11 and 21: 8% 54.1%, 54.5% and 54.3%, 20% 57.3%, 56.6% and
      // 57.8% (games 54.4% of the 3,000 deals, where 8% won 53.1%), 28% no better (57.6%, seed
      // 1). Brisca, seeds 1 (500 deals) and 2: 8% 53.6% and 50.9%, 20% 56.4% and 54.7%. Tute-3,
      // 500 deals, seeds 1 and 2: 8% 49.5% and 49.9% of the deal-seats, 20% 50.8% and 50.6%
      // (deal points a game 49.1 v 47.7 and 49.8 v 48.2, where 8% scored 48.1 v 48.2). Subastao,
      // seeds 1 and 2: 8% 56.3% and 55.4%, 20% 56.7% and 56.2% (contracts made 344 of 395, where
      // 8% made 330). In subastado 12% and 20% gave nothing (docs/ai.md §10).
      noise: view.players === 4 && view.variant !== 'tute-4' ? PLAYOUT_NOISE : 0.2,
      // The last to a trick with points takes it while play is free, as `medium` does: 60.1% of
      // the tute deals from `hard` (1,000 deals, seed 1; seed 11, 500 deals: 57.4%), and 82% from
      // an outside greedy player where it won 71.5% (docs/ai.md §10, sessions 46-47). Only two
      // seats play free.
      freeTricks: true,
    }),
    // Surer of its contracts than `hard`: a failed contract costs the bid and gives the other
    // side its own points, a made one only beats what the other side takes. Subastado, by the
    // matches to 500 (bench:ai against `hard` at 0.5, 1,000 deals, seeds 14, 1, 15 and 2): 0.7
    // won 66.2%, 64.4%, 62.1% and 62.0% of them where 0.6 won 63.5%, 61.3%, 57.7% and 59.1%,
    // taking 2.7 to 4.7 match points a game more, though it wins fewer single deals
    // (docs/ai.md §10, sessions 32-34). Subastao, where a failed contract pays each defender:
    // at 0.65 `expert` won 56.3% and 55.4% of the deal-seats from `hard` where 0.5 won 53.3%
    // and 52.2% (bench:ai, 500 deals, seeds 1 and 2; docs/ai.md §10); against an outside
    // bidder (bench/outside greedy, 300 deals, seeds 1 and 2) the lower bar paid, so 0.6 sits
    // between: 56.3% and 56.1% from `hard` (0.65: 56.7% and 56.2%), 63.2% and 63.6% from
    // greedy (0.65: 62.1% and 62.7%; 0.5: 64.4% and 64.0%; docs/ai.md §10, session 48).
    bid: (view) => ({
      samples: 320,
      confidence: view.variant === 'subastao' ? 0.6 : view.variant === 'subastado' ? 0.7 : 0.5,
      weighted: false,
      // Subastado: a bid over the partner's while an opponent is still in the auction, once:
      // 56.5% and 57.0% of the deals against `hard` where never won 54.4% and 53.7% (bench:ai,
      // 1,000 deals, seeds 14 and 15; docs/ai.md §10).
      overPartner: view.variant === 'subastado',
    }),
  },
};

/** The card-play plan of a level for this table (the benchmark's reference players read it). */
export function playPlan(level: SearchLevel, view: PlayerView): Plan {
  return PLANS[level].play(view);
}

/** A decision by search for any phase with a choice; null when the phase has nothing to search. */
export async function searchAction(
  view: PlayerView,
  level: SearchLevel,
  random: () => number,
  signal?: AbortSignal,
): Promise<Action | null> {
  const slicer = new Slicer(signal);
  const plan = PLANS[level];
  if (view.phase === 'play') return searchPlay(view, plan.play(view), random, slicer);
  return searchBidding(view, plan.bid(view), random, slicer);
}
