/**
 * Fits the model of how players choose their card (src/ai/search/play-model.ts) to `hard`'s
 * choices: plays tute-4 deals (or `--variant`'s) with `hard` in every seat, records the features
 * of every legal card at each choice among two or more, and fits the one-hidden-layer scorer (the
 * chance of a card is the softmax of its score) by maximum likelihood, with a little L2, by Adam
 * over the whole training set. Every fifth choice is held out to check the fit. Deterministic:
 * the same deals, decisions and starting weights each run, so the printed weights are the ones
 * `PLAY_MODEL` holds.
 *
 *   node --import tsx bench/fit-play-model.ts [--deals 3000] [--hidden 16] [--passes 400]
 *     [--variant tute-4]
 */
import {
  applyAction,
  newGame,
  viewFor,
  type GameState,
  type Variant,
} from '../src/engine/index.ts';
import { chooseAction } from '../src/ai/index.ts';
import { seededRandom } from '../src/ai/rng.ts';
import {
  cardChoices,
  cardFeatures,
  contractTrack,
  FEATURES,
  MAX_HIDDEN,
  scoreOf,
  voidsBefore,
  weightCount,
  type PlayModel,
} from '../src/ai/search/play-model.ts';
import { historyOf } from '../src/ai/search/policy-evidence.ts';
import { indexOf, positionOf, suitOf } from '../src/ai/sim/cards.ts';
import { MAX_MOVES, moveOf } from '../src/ai/sim/moves.ts';
import { Sim } from '../src/ai/sim/simulator.ts';
import { option } from './args.ts';

const deals = Number(option('deals', '3000'));
/** tute-4 is what `PLAY_MODEL` holds; another strict four-seat game fits its own play. */
const variant = option('variant', 'tute-4') as Variant;
const hidden = Number(option('hidden', '16'));
const passes = Number(option('passes', '400'));
if (!(hidden >= 1 && hidden <= MAX_HIDDEN)) throw new Error(`--hidden must be 1…${MAX_HIDDEN}`);
/** Deal seeds 777000 + d: apart from the duels' (bench:ai), so the fit never sees their deals. */
const FIRST_SEED = 777000;
const STEP = 0.02;
const L2 = 1e-4;
/** The starting weights: uniform in ±0.1 from this seed. */
const INIT_SEED = 7;

/** The choices: the features of each card of choice c at `features[(first[c] + i) * FEATURES]`. */
interface Choices {
  features: Float64Array;
  first: number[];
  count: number[];
  chosen: number[];
}

async function record(): Promise<Choices> {
  const rows: number[] = [];
  const choices: Choices = { features: new Float64Array(0), first: [], count: [], chosen: [] };
  const cards = new Uint8Array(MAX_MOVES);
  const out = new Float64Array(MAX_MOVES * FEATURES);
  const gone = new Int32Array(4);
  const voids = new Int32Array(64);
  let total = 0;
  for (let d = 0; d < deals; d++) {
    let state: GameState = newGame({ variant, seed: FIRST_SEED + d });
    let step = 0;
    while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
      const view = viewFor(state, state.turn as number);
      const action = await chooseAction(view, { level: 'hard', seed: d * 1009 + step++ });
      const plays = view.legal.filter((a) => a.type === 'play').length;
      if (view.phase === 'play' && plays > 1 && plays === view.legal.length) {
        const sim = Sim.fromState(state);
        const n = cardChoices(sim, cards);
        gone.fill(0);
        for (const { card } of view.played) {
          const c = indexOf(card);
          gone[suitOf(c)]! |= 1 << positionOf(c);
        }
        const history = historyOf(view);
        if (history) voidsBefore(history, voids);
        const now = history ? history.seats.length : 0;
        const contract = contractTrack(view, history)?.(now) ?? null;
        cardFeatures(sim, gone, history ? voids[now]! : 0, cards, n, out, contract);
        const chosen = cards.subarray(0, n).indexOf(moveOf(action));
        if (chosen >= 0) {
          choices.first.push(total);
          choices.count.push(n);
          choices.chosen.push(chosen);
          for (let j = 0; j < n * FEATURES; j++) rows.push(out[j]!);
          total += n;
        }
      }
      state = applyAction(state, action);
    }
    if (d % 500 === 499) process.stderr.write(`${d + 1} deals, ${choices.first.length} choices\n`);
  }
  choices.features = Float64Array.from(rows);
  return choices;
}

const units = new Float64Array(MAX_MOVES * hidden);
const p = new Float64Array(MAX_MOVES);

/** The chances of choice c's cards under `model`, into `p`; returns the log-chance of the one played. */
function chances(set: Choices, c: number, model: PlayModel): number {
  const n = set.count[c]!;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const at = (set.first[c]! + i) * FEATURES;
    p[i] = scoreOf(model, set.features, at, units.subarray(i * hidden, (i + 1) * hidden));
    if (p[i]! > max) max = p[i]!;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    p[i] = Math.exp(p[i]! - max);
    sum += p[i]!;
  }
  for (let i = 0; i < n; i++) p[i] = p[i]! / sum;
  return Math.log(p[set.chosen[c]!]!);
}

function describe(set: Choices, indices: number[], model: PlayModel): string {
  let log = 0;
  let uniform = 0;
  let hits = 0;
  for (const c of indices) {
    log += chances(set, c, model);
    uniform -= Math.log(set.count[c]!);
    let best = 0;
    for (let i = 1; i < set.count[c]!; i++) if (p[i]! > p[best]!) best = i;
    if (best === set.chosen[c]) hits++;
  }
  const n = indices.length;
  return (
    `${n} choices: log-likelihood ${(log / n).toFixed(4)} a choice (uniform ` +
    `${(uniform / n).toFixed(4)}), the model's likeliest card played ${((100 * hits) / n).toFixed(1)}%`
  );
}

/** Maximum likelihood with an L2 penalty, by Adam on the whole training set. */
function fit(set: Choices, train: number[]): PlayModel {
  const size = weightCount(hidden);
  const random = seededRandom(INIT_SEED);
  const w = Float64Array.from({ length: size }, () => (random() - 0.5) * 0.2);
  const model: PlayModel = { hidden, weights: w };
  const bias = FEATURES * hidden;
  const output = bias + hidden;
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const g = new Float64Array(size);
  const back = new Float64Array(hidden);
  for (let pass = 1; pass <= passes; pass++) {
    g.fill(0);
    for (const c of train) {
      chances(set, c, model);
      for (let i = 0; i < set.count[c]!; i++) {
        const residual = (i === set.chosen[c] ? 1 : 0) - p[i]!;
        const at = (set.first[c]! + i) * FEATURES;
        for (let u = 0; u < hidden; u++) {
          const t = units[i * hidden + u]!;
          g[output + u]! += residual * t;
          back[u] = residual * w[output + u]! * (1 - t * t);
          g[bias + u]! += back[u]!;
        }
        for (let j = 0; j < FEATURES; j++) {
          const x = set.features[at + j]!;
          if (x === 0) continue;
          for (let u = 0; u < hidden; u++) g[j * hidden + u]! += back[u]! * x;
        }
      }
    }
    for (let j = 0; j < size; j++) {
      const gj = g[j]! / train.length - L2 * w[j]!;
      m[j] = 0.9 * m[j]! + 0.1 * gj;
      v[j] = 0.999 * v[j]! + 0.001 * gj * gj;
      const mh = m[j]! / (1 - 0.9 ** pass);
      const vh = v[j]! / (1 - 0.999 ** pass);
      w[j]! += (STEP * mh) / (Math.sqrt(vh) + 1e-8);
    }
    if (pass % 50 === 0) process.stderr.write(`pass ${pass}: ${describe(set, train, model)}\n`);
  }
  return model;
}

const choices = await record();
const all = choices.first.map((_, c) => c);
const test = all.filter((c) => c % 5 === 0);
const train = all.filter((c) => c % 5 !== 0);
const model = fit(choices, train);
// What ships: the weights to three decimals.
const rounded: PlayModel = {
  hidden,
  weights: Array.from(model.weights, (x) => Math.round(x * 1000) / 1000),
};
console.log(
  `fit play model — ${variant}, ${deals} deals of hard, ${hidden} hidden units, ${passes} passes`,
);
console.log(`train: ${describe(choices, train, rounded)}`);
console.log(`held out: ${describe(choices, test, rounded)}`);
console.log(
  `PLAY_MODEL weights (${hidden} units) = [${Array.from(rounded.weights, (x) => x.toFixed(3)).join(', ')}]`,
);
