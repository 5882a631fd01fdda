/**
 * The soft evidence `expert` reads from the others' choices of card (play-evidence.ts): it must
 * tell real deals from random consistent ones, and it must be gentle enough that search keeps
 * most of its samples.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { knowledgeOf } from '../../src/ai/knowledge.ts';
import { sampleDeal } from '../../src/ai/sampler.ts';
import { seededRandom } from '../../src/ai/rng.ts';
import { choicesOf, choicesWeight } from '../../src/ai/search/play-evidence.ts';
import { at } from '../support/lists.ts';

const SAMPLES = 200;

test(
  'play evidence: the real deal weighs more than most random deals consistent with the view ' +
    '(tute-4, rule-of-thumb players)',
  async () => {
    const random = seededRandom(11);
    const percentiles: number[] = [];
    const sizes: number[] = [];
    for (let d = 1; d <= 4; d++) {
      let state: GameState = newGame({ variant: 'tute-4', seed: d });
      let step = 0;
      while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
        const view = viewFor(state, state.turn as number);
        const choices = choicesOf(view);
        if (view.phase === 'play' && choices.length >= 3) {
          const k = knowledgeOf(view);
          const weights: number[] = [];
          for (let s = 0; s < SAMPLES; s++) {
            const deal = sampleDeal(k, random);
            if (deal) weights.push(choicesWeight(view, choices, deal));
          }
          const truth = choicesWeight(view, choices, {
            hands: state.hands.map((h) => h.slice()),
            stock: [],
          });
          const below =
            weights.filter((w) => w < truth).length +
            0.5 * weights.filter((w) => w === truth).length;
          percentiles.push(below / weights.length);
          const sum = weights.reduce((a, b) => a + b, 0);
          sizes.push((sum * sum) / weights.reduce((a, b) => a + b * b, 0) / weights.length);
        }
        state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: step++ }));
      }
    }
    assert.ok(percentiles.length > 50, `too few positions with evidence: ${percentiles.length}`);
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    // No information would put the real deal at the 50th percentile on average.
    assert.ok(
      mean(percentiles) > 0.62,
      `real deals sit at the ${(100 * mean(percentiles)).toFixed(0)}th percentile of sample ` +
        `weights`,
    );
    // Effective sample size as a share of the samples:
    // the evidence reweights, it does not collapse.
    assert.ok(mean(sizes) > 0.4, `effective sample share ${mean(sizes).toFixed(2)}`);
  },
);

test(
  'play evidence: none in two-player deals (hands change with the stock) nor for the viewer ' +
    'itself',
  () => {
    let state: GameState = newGame({ variant: 'tute', seed: 3 });
    for (let i = 0; i < 12 && state.phase === 'play'; i++) {
      const view = viewFor(state, state.turn);
      assert.deepEqual(choicesOf(view), []);
      const legal = view.legal.find((a) => a.type === 'play');
      if (!legal) break;
      state = applyAction(state, legal);
    }
    const four = newGame({ variant: 'tute-4', seed: 5 });
    let s4: GameState = four;
    for (let i = 0; i < 24; i++) {
      const view = viewFor(s4, s4.turn as number);
      s4 = applyAction(s4, view.legal.find((a) => a.type === 'play') ?? at(view.legal, 0));
    }
    let read = 0;
    for (let seat = 0; seat < 4; seat++) {
      for (const choice of choicesOf(viewFor(s4, seat))) {
        assert.notEqual(choice.seat, seat);
        read++;
      }
    }
    assert.ok(read > 0, 'six tricks of tute-4 gave no choices to read');
  },
);
