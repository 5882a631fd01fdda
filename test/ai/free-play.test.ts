import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAction } from '../../src/ai/index.ts';
import { Rollout } from '../../src/ai/search/rollout.ts';
import { judgeFor } from '../../src/ai/search/judge.ts';
import { simOf } from '../../src/ai/search/determinize.ts';
import { actionOf } from '../../src/ai/sim/moves.ts';
import { applyAction, viewFor } from '../../src/engine/index.ts';
import type { CardCode, GameState, Variant } from '../../src/engine/index.ts';
import { stacked } from '../support/deals.ts';

/**
 * Seat 1 answers seat 0's lead, last to the trick, while nobody must follow (brisca, and tute
 * while the stock lasts): trumps are espadas, seat 0 leads `led`.
 */
function answering(variant: Variant, led: CardCode, hand: CardCode[]): GameState {
  const state = stacked({ variant, hands: [[led], hand], indicator: '6e', dealer: 1 });
  return applyAction(state, { type: 'play', seat: 0, card: led });
}

/** The card of the playout policy (no random choices) for the seat to act, reading every hand. */
function playoutCard(state: GameState): CardCode {
  const seat = state.turn ?? 0;
  const view = viewFor(state, seat);
  const sim = simOf(view, { hands: state.hands.map((h) => [...h]), stock: [...state.stock] });
  const action = actionOf(new Rollout(judgeFor(view).team, 0).choose(sim), seat);
  assert.equal(action.type, 'play');
  return action.card;
}

async function ruleOfThumbCard(state: GameState): Promise<CardCode> {
  const action = await chooseAction(viewFor(state, 1), { level: 'medium', seed: 1 });
  assert.equal(action.type, 'play');
  return action.card;
}

describe('last to a trick with points while play is free', () => {
  for (const variant of ['brisca', 'tute'] as const) {
    // A King (4 points) led: the Three of its suit takes it and banks its own 10, where the old
    // rule threw a blank and gave the King away (an outside greedy player won 69-74% of the
    // brisca deals from `medium` by taking such tricks; docs/ai.md §10, session 46).
    it(`${variant}: takes a King with the led suit's Three, not a trump or a blank`, async () => {
      const state = answering(variant, '12o', ['3o', '4b', '2e']);
      assert.equal(await ruleOfThumbCard(state), '3o');
      assert.equal(playoutCard(state), '3o');
    });

    it(`${variant}: with no winner of the led suit, the cheapest trump takes it`, async () => {
      const state = answering(variant, '12o', ['4b', '5b', '2e']);
      assert.equal(await ruleOfThumbCard(state), '2e');
      assert.equal(playoutCard(state), '2e');
    });

    it(`${variant}: a blank led is not worth the Three, nor a trump`, async () => {
      const state = answering(variant, '4o', ['3o', '5b', '2e']);
      for (const card of [await ruleOfThumbCard(state), playoutCard(state)]) {
        assert.ok(card !== '3o' && card !== '2e', `${card} on a blank`);
      }
    });
  }
});
