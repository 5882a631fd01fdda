/**
 * The unsung-cante evidence (determinize.ts `beliefWeight`) at four seats: every AI level sings
 * at the first window it can, so against such players the real deal must never be marked down,
 * while random deals consistent with the view often are — a sound and informative weight.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { knowledgeOf } from '../../src/ai/knowledge.ts';
import { sampleDeal } from '../../src/ai/sampler.ts';
import { seededRandom } from '../../src/ai/rng.ts';
import { beliefWeight } from '../../src/ai/search/determinize.ts';

const SAMPLES = 100;

test(
  'cante evidence (tute-4): the real deal keeps full weight, random consistent deals often ' +
    'lose it',
  async () => {
    const random = seededRandom(7);
    let positions = 0;
    let informative = 0;
    let marked = 0;
    let drawn = 0;
    for (let d = 1; d <= 6; d++) {
      let state: GameState = newGame({ variant: 'tute-4', seed: d });
      let step = 0;
      while (state.phase === 'play') {
        const view = viewFor(state, state.turn);
        if (view.legal.some((a) => a.type === 'play')) {
          positions++;
          const truth = beliefWeight(view, { hands: state.hands.map((h) => h.slice()), stock: [] });
          assert.equal(
            truth,
            1,
            `deal ${d}, step ${step}: the real deal was marked down to ${truth}`,
          );
          const k = knowledgeOf(view);
          let low = 0;
          for (let s = 0; s < SAMPLES; s++) {
            const deal = sampleDeal(k, random);
            if (!deal) continue;
            drawn++;
            if (beliefWeight(view, deal) < 1) low++;
          }
          marked += low;
          if (low > 0) informative++;
        }
        state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: step++ }));
      }
    }
    assert.ok(positions > 100, `too few positions: ${positions}`);
    // Windows where someone could have sung and did not are common:
    // the evidence has something to say.
    assert.ok(
      informative / positions > 0.3,
      `only ${informative} of ${positions} positions had evidence`,
    );
    assert.ok(marked / drawn > 0.05, `only ${marked} of ${drawn} random deals marked down`);
  },
);
