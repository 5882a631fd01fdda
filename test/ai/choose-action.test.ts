import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAction } from '../../src/ai/index.ts';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine/index.ts';
import type { GameState, Variant } from '../../src/engine/index.ts';
import { sameAction } from '../support/notation.ts';

/** The seat whose view holds the legal actions now (any seat for next-deal). */
const actor = (state: GameState) => state.turn ?? 0;

describe('chooseAction (random placeholder for every level)', () => {
  it('returns one of the legal actions of the viewing seat', async () => {
    const state = newGame({ seed: 1 });
    const view = viewFor(state, 0);
    for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
      const action = await chooseAction(view, { level });
      assert.ok(
        view.legal.some((l) => sameAction(l, action)),
        `${JSON.stringify(action)} is not legal`,
      );
    }
  });

  it('is deterministic with a seed', async () => {
    const view = viewFor(newGame({ seed: 'det' }), 0);
    const first = await chooseAction(view, { level: 'medium', seed: 42 });
    for (let i = 0; i < 5; i++) {
      assert.deepEqual(await chooseAction(view, { level: 'medium', seed: 42 }), first);
    }
  });

  it('does not always pick the same index across seeds', async () => {
    const view = viewFor(newGame({ seed: 'spread' }), 0);
    const picks = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      picks.add(JSON.stringify(await chooseAction(view, { level: 'easy', seed })));
    }
    assert.ok(picks.size > 1, 'forty seeds all chose the same action');
  });

  it('rejects a level that is none of the four, naming them', async () => {
    const view = viewFor(newGame({ seed: 3 }), 0);
    for (const level of ['bogus', 'Expert', undefined]) {
      await assert.rejects(chooseAction(view, { level: level as never }), {
        name: 'RangeError',
        message: `chooseAction: level must be one of easy, medium, hard, expert; got ${level}`,
      });
    }
  });

  it('rejects with a clear error when the view has no legal action', async () => {
    const state = newGame({ seed: 3 });
    const view = viewFor(state, 1); // seat 0 is mano: seat 1 has nothing to do
    assert.equal(view.legal.length, 0);
    await assert.rejects(chooseAction(view, { level: 'hard' }), /no legal action/);
  });

  for (const variant of ['tute', 'brisca'] as Variant[]) {
    it(`plays whole ${variant} matches through the engine without error`, async () => {
      for (const seed of [1, 2, 3]) {
        let state = newGame({ variant, seed, rules: { target: 2 } });
        let moves = 0;
        while (state.phase !== 'match-over') {
          const seat = actor(state);
          const action = await chooseAction(viewFor(state, seat), {
            level: 'medium',
            seed: seed * 1000 + moves,
          });
          assert.ok(legalActions(state).some((l) => sameAction(l, action)));
          state = applyAction(state, action);
          assert.ok(++moves < 2000, 'the match does not end');
        }
        assert.notEqual(state.match.winner, null);
      }
    });
  }

  it('plays with Math.random when no seed is given', async () => {
    let state = newGame({ seed: 'unseeded' });
    while (state.phase === 'play') {
      state = applyAction(
        state,
        await chooseAction(viewFor(state, actor(state)), { level: 'expert' }),
      );
    }
    assert.ok(state.result !== null);
  });
});
