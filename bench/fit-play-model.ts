/**
 * Fits the model of how players choose their card (src/ai/search/play-model.ts) to `hard`'s
 * choices: plays tute-4 deals with `hard` in every seat, records the features of every legal
 * card at each choice among two or more, and fits a conditional logit (the chance of a card is
 * the softmax of its features' weighted sum) by maximum likelihood, with a little L2. Every
 * fifth choice is held out to check the fit. Deterministic: the same deals and decisions each
 * run, so the printed weights are the ones `PLAY_MODEL` holds.
 *
 *   node --import tsx bench/fit-play-model.ts [--deals 3000]
 */
import { applyAction, newGame, viewFor, type GameState } from '../src/engine/index.ts';
import { chooseAction } from '../src/ai/index.ts';
import { cardChoices, cardFeatures, FEATURES } from '../src/ai/search/play-model.ts';
import { indexOf, positionOf, suitOf } from '../src/ai/sim/cards.ts';
import { MAX_MOVES, moveOf } from '../src/ai/sim/moves.ts';
import { Sim } from '../src/ai/sim/simulator.ts';
import { option } from './args.ts';

const deals = Number(option('deals', '3000'));
/** Deal seeds 777000 + d: apart from the duels' (bench:ai), so the fit never sees their deals. */
const FIRST_SEED = 777000;
const ITERATIONS = 600;
const STEP = 0.05;
const L2 = 1e-3;

/** One choice: the features of its `n` cards and which was played. */
interface Choice {
  features: Float64Array;
  n: number;
  chosen: number;
}

async function record(): Promise<Choice[]> {
  const choices: Choice[] = [];
  const cards = new Uint8Array(MAX_MOVES);
  const gone = new Int32Array(4);
  for (let d = 0; d < deals; d++) {
    let state: GameState = newGame({ variant: 'tute-4', seed: FIRST_SEED + d });
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
        const features = new Float64Array(n * FEATURES);
        cardFeatures(sim, gone, cards, n, features);
        const chosen = cards.subarray(0, n).indexOf(moveOf(action));
        if (chosen >= 0) choices.push({ features, n, chosen });
      }
      state = applyAction(state, action);
    }
    if (d % 500 === 499) process.stderr.write(`${d + 1} deals, ${choices.length} choices\n`);
  }
  return choices;
}

/** The chances of a choice's cards under `w`, into `p`; returns the log-chance of the one played. */
function chances(c: Choice, w: Float64Array, p: Float64Array): number {
  let max = -Infinity;
  for (let i = 0; i < c.n; i++) {
    let z = 0;
    for (let j = 0; j < FEATURES; j++) z += w[j]! * c.features[i * FEATURES + j]!;
    p[i] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let i = 0; i < c.n; i++) {
    p[i] = Math.exp(p[i]! - max);
    sum += p[i]!;
  }
  for (let i = 0; i < c.n; i++) p[i] = p[i]! / sum;
  return Math.log(p[c.chosen]!);
}

function describe(set: Choice[], w: Float64Array): string {
  const p = new Float64Array(MAX_MOVES);
  let log = 0;
  let uniform = 0;
  let hits = 0;
  for (const c of set) {
    log += chances(c, w, p);
    uniform -= Math.log(c.n);
    let best = 0;
    for (let i = 1; i < c.n; i++) if (p[i]! > p[best]!) best = i;
    if (best === c.chosen) hits++;
  }
  const n = set.length;
  return (
    `${n} choices: log-likelihood ${(log / n).toFixed(4)} a choice (uniform ` +
    `${(uniform / n).toFixed(4)}), the model's likeliest card played ${((100 * hits) / n).toFixed(1)}%`
  );
}

/** Maximum likelihood with an L2 penalty, by Adam on the whole training set. */
function fit(train: Choice[]): Float64Array {
  const w = new Float64Array(FEATURES);
  const m = new Float64Array(FEATURES);
  const v = new Float64Array(FEATURES);
  const p = new Float64Array(MAX_MOVES);
  const g = new Float64Array(FEATURES);
  for (let it = 1; it <= ITERATIONS; it++) {
    g.fill(0);
    for (const c of train) {
      chances(c, w, p);
      for (let i = 0; i < c.n; i++) {
        const residual = (i === c.chosen ? 1 : 0) - p[i]!;
        for (let j = 0; j < FEATURES; j++) g[j]! += residual * c.features[i * FEATURES + j]!;
      }
    }
    for (let j = 0; j < FEATURES; j++) {
      const gj = g[j]! / train.length - L2 * w[j]!;
      m[j] = 0.9 * m[j]! + 0.1 * gj;
      v[j] = 0.999 * v[j]! + 0.001 * gj * gj;
      const mh = m[j]! / (1 - 0.9 ** it);
      const vh = v[j]! / (1 - 0.999 ** it);
      w[j]! += (STEP * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return w;
}

const choices = await record();
const test = choices.filter((_, i) => i % 5 === 0);
const train = choices.filter((_, i) => i % 5 !== 0);
const w = fit(train);
console.log(`fit play model — tute-4, ${deals} deals of hard`);
console.log(`train: ${describe(train, w)}`);
console.log(`held out: ${describe(test, w)}`);
console.log(`PLAY_MODEL = [${Array.from(w, (x) => x.toFixed(3)).join(', ')}]`);
