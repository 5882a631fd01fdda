/**
 * The evidence `expert` reads from every card the others played, through the playout policy as
 * a model of their choices (policy-evidence.ts): real deals must weigh more than random deals
 * consistent with the view, the weights must place the hidden cards better than no weights, and
 * the reading must stop where hands change with a stock.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { knowledgeOf } from '../../src/ai/knowledge.ts';
import { sampleDeal, type SampledDeal } from '../../src/ai/sampler.ts';
import { seededRandom } from '../../src/ai/rng.ts';
import { simOf } from '../../src/ai/search/determinize.ts';
import { judgeFor } from '../../src/ai/search/judge.ts';
import { historyOf, policyWeight } from '../../src/ai/search/policy-evidence.ts';
import { Rollout } from '../../src/ai/search/rollout.ts';

const SAMPLES = 100;
const CARELESS = 0.3;

test(
  'policy evidence: the real deal outweighs most random consistent deals, and the weights ' +
    'place hidden cards better than none (tute-4, rule-of-thumb players)',
  async () => {
    const random = seededRandom(3);
    const percentiles: number[] = [];
    const gains: number[] = [];
    for (let d = 1; d <= 3; d++) {
      let state: GameState = newGame({ variant: 'tute-4', seed: 40 + d });
      let step = 0;
      while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
        const view = viewFor(state, state.turn as number);
        const history = historyOf(view);
        if (view.phase === 'play' && history && view.played.length >= 8 && step % 2 === 0) {
          const rollout = new Rollout(judgeFor(view).team);
          const k = knowledgeOf(view);
          const truth: SampledDeal = { hands: state.hands.map((h) => h.slice()), stock: [] };
          const scratch = simOf(view, truth);
          const weigh = (deal: SampledDeal): number =>
            policyWeight(simOf(view, deal), scratch, history, rollout, CARELESS);
          const place = new Map<string, number>();
          state.hands.forEach((hand, seat) => hand.forEach((card) => place.set(card, seat)));
          const right = (deal: SampledDeal): number => {
            let ok = 0;
            let all = 0;
            deal.hands.forEach((hand, seat) => {
              if (seat === view.seat) return;
              for (const card of hand) {
                all++;
                if (place.get(card) === seat) ok++;
              }
            });
            return all ? ok / all : 1;
          };
          const deals: SampledDeal[] = [];
          for (let s = 0; s < SAMPLES; s++) {
            const deal = sampleDeal(k, random);
            if (deal) deals.push(deal);
          }
          const weights = deals.map(weigh);
          const real = weigh(truth);
          const below =
            weights.filter((w) => w < real).length + 0.5 * weights.filter((w) => w === real).length;
          percentiles.push(below / weights.length);
          const sum = weights.reduce((a, b) => a + b, 0);
          const weighted = deals.reduce((a, deal, i) => a + (weights[i] ?? 0) * right(deal), 0);
          const plain = deals.reduce((a, deal) => a + right(deal), 0) / deals.length;
          gains.push(weighted / sum - plain);
        }
        state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: step++ }));
      }
    }
    assert.ok(percentiles.length > 20, `too few positions read: ${percentiles.length}`);
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    // No information would put the real deal at the 50th percentile on average.
    assert.ok(
      mean(percentiles) > 0.7,
      `real deals at the ${mean(percentiles).toFixed(2)} quantile`,
    );
    assert.ok(mean(gains) > 0.05, `hidden cards placed better by ${mean(gains).toFixed(3)}`);
  },
);

test('policy evidence: nothing to read with a stock, nor before the first card', () => {
  let state: GameState = newGame({ variant: 'tute', seed: 3 });
  for (let i = 0; i < 6 && state.phase === 'play'; i++) {
    const view = viewFor(state, state.turn);
    assert.equal(historyOf(view), null);
    const play = view.legal.find((a) => a.type === 'play');
    if (!play) break;
    state = applyAction(state, play);
  }
  const four = newGame({ variant: 'tute-4', seed: 5 });
  assert.equal(historyOf(viewFor(four, four.turn as number)), null);
});
