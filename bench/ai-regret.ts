/**
 * A quick screen for changes to the card-play search, far cheaper than a duel: regret measured
 * in the true deal. Positions come from games played by `hard`; at every other decision with a
 * choice of card, each configuration of the search (pimc.ts `Plan`) decides from the seat's view
 * with the same seed, and every card chosen by any of them is valued by playouts of the TRUE deal
 * (the playout policy as continuation, same streams for every card). A configuration's regret is
 * the best card's value minus its card's value; the figures are paired differences with the
 * first configuration, with a 95% interval over positions.
 *
 *   node --import tsx bench/ai-regret.ts --variant tute-4 --deals 30 [--seed 2] [--samples 400]
 *     [--plans '{"base":{},"fewer":{"samples":100}}']
 *
 * Each plan lists only what it changes from `expert`'s four-seat plan at `--samples`. Playouts
 * in the true deal let every seat see every card, so the figure favours clairvoyant choices: use
 * it to screen, and a duel (bench:ai) to decide.
 */
import {
  applyAction,
  newGame,
  viewFor,
  type GameState,
  type Variant,
} from '../src/engine/index.ts';
import { option } from './args.ts';
import { chooseAction } from '../src/ai/index.ts';
import { seededRandom } from '../src/ai/rng.ts';
import { judgeFor, utility } from '../src/ai/search/judge.ts';
import { searchPlay, type Plan } from '../src/ai/search/pimc.ts';
import { PLAYOUT_NOISE, Rollout } from '../src/ai/search/rollout.ts';
import { Slicer } from '../src/ai/search/slice.ts';
import { moveOf } from '../src/ai/sim/moves.ts';
import { Sim } from '../src/ai/sim/simulator.ts';

const variant = option('variant', 'tute-4') as Variant;
const deals = Number(option('deals', '20'));
const seed = Number(option('seed', '1'));
/** Playouts of the true deal per card. */
const PLAYOUTS = 300;
const base: Plan = {
  samples: Number(option('samples', '400')),
  weighted: false,
  solveAt: 14,
  exactTricks: 2,
  inferPlays: true,
  policyCareless: 0,
  modelCareless: 0,
  ownTree: 0,
  noise: PLAYOUT_NOISE,
  freeTricks: true,
};
const changes = JSON.parse(option('plans', '{"base":{}}')) as Record<string, Partial<Plan>>;
const plans = Object.entries(changes).map(([name, change]) => ({
  name,
  plan: { ...base, ...change },
  regret: [] as number[],
}));

/** Mean worth of `move` for `seat` over playouts of the true deal. */
function trueValue(state: GameState, seat: number, move: number): number {
  const judge = judgeFor(viewFor(state, seat));
  const rollout = new Rollout(judge.team);
  const root = Sim.fromState(state);
  const work = root.clone();
  let sum = 0;
  for (let r = 0; r < PLAYOUTS; r++) {
    work.copyFrom(root);
    work.apply(move);
    rollout.seed(r * 2654435761 + 17);
    rollout.playOut(work);
    sum += utility(work, judge, seat);
  }
  return sum / PLAYOUTS;
}

for (let d = 0; d < deals; d++) {
  let state: GameState = newGame({ variant, seed: seed * 1000 + d });
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    const seat = state.turn as number;
    const view = viewFor(state, seat);
    const cards = view.legal.filter((a) => a.type === 'play').length;
    if (view.phase === 'play' && cards > 1 && cards === view.legal.length && step % 2 === 0) {
      const chosen: number[] = [];
      for (const { plan } of plans) {
        const random = seededRandom(d * 7919 + step);
        chosen.push(moveOf(await searchPlay(view, plan, random, new Slicer())));
      }
      const values = new Map([...new Set(chosen)].map((m) => [m, trueValue(state, seat, m)]));
      const best = Math.max(...values.values());
      plans.forEach((p, i) => p.regret.push(best - (values.get(chosen[i] ?? -1) ?? best)));
    }
    const action = await chooseAction(view, { level: 'hard', seed: d * 1009 + step++ });
    state = applyAction(state, action);
  }
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const first = plans[0]?.regret ?? [];
console.log(
  `ai regret — ${variant}, ${deals} deals, seed ${seed}, ${first.length} positions, ` +
    `${base.samples} samples unless changed`,
);
for (const { name, regret } of plans) {
  const diff = regret.map((x, i) => x - (first[i] ?? 0));
  const m = mean(diff);
  const sd = Math.sqrt(diff.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, diff.length - 1));
  const half = (1.96 * sd) / Math.sqrt(Math.max(1, diff.length));
  console.log(
    `${name.padEnd(12)} regret ${mean(regret).toFixed(2)}, ` +
      `minus the first ${m.toFixed(2)} (${(m - half).toFixed(2)} to ${(m + half).toFixed(2)})`,
  );
}
