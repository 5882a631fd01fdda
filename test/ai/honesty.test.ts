/**
 * The AI is honest: it decides from the view alone. For random positions of every variant we
 * re-deal the cards the seat cannot see — in other ways consistent with its view (same shown
 * cards, same counts, the voids and caps its view proves) — and check that every level, with
 * the same seed, makes the same decision in the re-dealt game.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAction, type Level } from '../../src/ai/index.ts';
import { knowledgeOf } from '../../src/ai/knowledge.ts';
import { sampleDeal } from '../../src/ai/sampler.ts';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine/index.ts';
import type { GameState, Variant } from '../../src/engine/index.ts';
import { pick, prng } from '../support/random.ts';
import { VARIANTS } from '../support/variants.ts';

const LEVELS: Level[] = ['easy', 'medium', 'hard', 'expert'];

/** A position with a real choice, reached by random legal play (auction phases included). */
function position(variant: Variant, seed: number): GameState {
  const random = prng(seed);
  let state = newGame({ variant, seed });
  const stop = Math.floor(random() * 36);
  for (let step = 0; ; step++) {
    const legal = legalActions(state);
    if (step >= stop && legal.length > 1 && state.turn !== null) return state;
    if (state.phase === 'deal-over' || state.phase === 'match-over')
      return position(variant, seed + 1000);
    state = applyAction(state, pick(legal, random));
  }
}

/** The same game with the viewer's hidden cards dealt again, consistently with its view. */
function redealt(state: GameState, seat: number, seed: number): GameState | null {
  const view = viewFor(state, seat);
  const deal = sampleDeal(knowledgeOf(view), prng(seed));
  if (!deal) return null;
  return { ...state, hands: deal.hands, stock: deal.stock };
}

const hiddenKey = (state: GameState, seat: number): string =>
  JSON.stringify([state.hands.map((h, i) => (i === seat ? [] : [...h].sort())), state.stock]);

describe('honesty: hidden cards never change a decision', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: every level decides the same in re-dealt games`, async () => {
      let varied = 0;
      for (let p = 0; p < 2; p++) {
        const state = position(variant, 7919 * (p + 1) + variant.length);
        const seat = state.turn as number;
        const view = viewFor(state, seat);
        // The seed and the stacked deals would reveal every hidden card (docs/api.md).
        for (let other = 0; other < state.players; other++) {
          const seen = viewFor(state, other);
          assert.ok(!('seed' in seen) && !('stacked' in seen), `seat ${other} sees no seed`);
        }
        const alternatives: GameState[] = [];
        for (let r = 0; alternatives.length < 2 && r < 20; r++) {
          const alt = redealt(state, seat, 31 * p + r + 1);
          if (!alt || hiddenKey(alt, seat) === hiddenKey(state, seat)) continue;
          // Consistent with the view: the seat sees exactly the same thing.
          assert.deepEqual(viewFor(alt, seat), view);
          alternatives.push(alt);
        }
        varied += alternatives.length;
        for (const level of LEVELS) {
          const seed = 1234 + p;
          const action = await chooseAction(view, { level, seed });
          for (const alt of alternatives) {
            assert.deepEqual(
              await chooseAction(viewFor(alt, seat), { level, seed }),
              action,
              `${level} changed its mind at ${variant} position ${p}`,
            );
          }
        }
      }
      assert.ok(varied > 0, `${variant}: no position had hidden cards to re-deal`);
    });
  }
});
