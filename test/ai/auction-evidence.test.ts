/**
 * The auction evidence (determinize.ts `beliefWeight`, `expert` in subastado): a sample in which
 * a seat bid far above, or passed far below, what its hand is worth weighs less; the contract
 * holder's hand is judged with the trump it named. Over deals bid by the rules of thumb the real
 * deal must sit well above the middle of the sample weights: the bids say where the cards are.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { knowledgeOf } from '../../src/ai/knowledge.ts';
import { sampleDeal } from '../../src/ai/sampler.ts';
import { seededRandom } from '../../src/ai/rng.ts';
import { beliefWeight } from '../../src/ai/search/determinize.ts';

const SAMPLES = 60;

test('auction evidence (subastado): the real deal ranks high among the samples', async () => {
  const random = seededRandom(5);
  const ranks: number[] = [];
  for (let d = 1; d <= 12; d++) {
    let state: GameState = newGame({ variant: 'subastado', seed: d });
    let step = 0;
    while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
      const view = viewFor(state, state.turn ?? 0);
      // The first card of each defender's play, once the contract and its trump are known.
      if (
        view.phase === 'play' &&
        view.trump &&
        view.contract &&
        view.played.length < 4 &&
        view.legal.some((a) => a.type === 'play')
      ) {
        const truth = beliefWeight(view, { hands: state.hands.map((h) => h.slice()), stock: [] });
        const k = knowledgeOf(view);
        let below = 0;
        let drawn = 0;
        for (let s = 0; s < SAMPLES; s++) {
          const deal = sampleDeal(k, random);
          if (!deal) continue;
          const w = beliefWeight(view, deal);
          drawn++;
          below += w < truth ? 1 : w === truth ? 0.5 : 0;
        }
        ranks.push(below / drawn);
      }
      state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: step++ }));
    }
  }
  assert.ok(ranks.length >= 12, `too few positions: ${ranks.length}`);
  const mean = ranks.reduce((a, b) => a + b, 0) / ranks.length;
  // 0.5 would mean the bids told nothing. Measured: the 64th percentile over 48 positions (the
  // 67th while `medium` still bid on its partner's mean share, as this wide model reads a call;
  // since session 33 it counts on less and bids fewer contracts, docs/ai.md §10); the 62nd when
  // the contract holder's hand was judged by its best suit instead of the one named.
  assert.ok(mean > 0.6, `the real deal sits at percentile ${(mean * 100).toFixed(0)}`);
});
