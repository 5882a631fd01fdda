import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAction } from '../../src/ai/index.ts';
import { Rollout } from '../../src/ai/search/rollout.ts';
import { judgeFor } from '../../src/ai/search/judge.ts';
import { simOf } from '../../src/ai/search/determinize.ts';
import { actionOf } from '../../src/ai/sim/moves.ts';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine/index.ts';
import type { CardCode, GameState, Suit } from '../../src/engine/index.ts';
import { SUITS } from '../support/cards.ts';
import { dealAround } from '../support/deals.ts';
import { pick, prng } from '../support/random.ts';
import { isCourt } from './endgames.ts';

/**
 * A tute position (`fortyFirst: false`) where seat 0 may sing two marriages, the trump one among
 * them: seat 0 is dealt both, keeps its Kings and Knights and sings nothing until then.
 */
function twoMarriages(seed: number): GameState | null {
  const random = prng(seed);
  const [trump, side] = [SUITS[seed % 4], SUITS[(seed + 1 + ((seed >> 2) % 3)) % 4]] as [
    Suit,
    Suit,
  ];
  const courts = [`12${trump}`, `11${trump}`, `12${side}`, `11${side}`] as CardCode[];
  const deal = dealAround(courts, random, trump);
  let state = newGame({ variant: 'tute', seed, rules: { fortyFirst: false }, dealer: 1, deal });
  while (state.phase === 'play') {
    const legal = legalActions(state);
    // A Tute, when it is also there, rightly comes before any cante: not this position.
    if (state.turn === 0 && legal.filter((a) => a.type === 'sing').length >= 2)
      return legal.some((a) => a.type === 'tute') ? null : state;
    const calm = legal.filter(
      (a) => a.type !== 'sing' && a.type !== 'tute' && !(state.turn === 0 && isCourt(a)),
    );
    state = applyAction(state, pick(calm.length ? calm : legal, random));
  }
  return null;
}

describe('which cante first', () => {
  const positions = Array.from({ length: 40 }, (_, i) => twoMarriages(i + 1)).filter(
    (s): s is GameState => s !== null,
  );

  it('finds positions with two marriages to sing', () => {
    assert.ok(positions.length >= 10, `only ${positions.length} positions`);
  });

  it('every considered choice sings the 40 (trump marriage) before a 20', async () => {
    for (const state of positions) {
      const view = viewFor(state, 0);
      assert.ok(view.legal.some((a) => a.type === 'sing' && a.suit === state.trump));
      for (const level of ['medium', 'hard', 'expert'] as const) {
        const action = await chooseAction(view, { level, seed: 7 });
        assert.deepEqual(
          action,
          { type: 'sing', seat: 0, suit: state.trump },
          `${level} in ${JSON.stringify(state.hands[0])}`,
        );
      }
      // easy may forget to sing, but never sings the 20 first.
      for (let seed = 0; seed < 10; seed++) {
        const action = await chooseAction(view, { level: 'easy', seed });
        if (action.type === 'sing') assert.equal(action.suit, state.trump);
      }
    }
  });

  it("the search's playout policy sings the 40 first too", () => {
    for (const state of positions) {
      const view = viewFor(state, 0);
      const sim = simOf(view, { hands: state.hands.map((h) => [...h]), stock: [...state.stock] });
      const move = new Rollout(judgeFor(view).team).choose(sim);
      assert.deepEqual(actionOf(move, 0), { type: 'sing', seat: 0, suit: state.trump });
    }
  });
});
