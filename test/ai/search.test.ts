import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chooseAction } from '../../src/ai/index.ts';
import { Sim } from '../../src/ai/sim/simulator.ts';
import { EndgameSolver } from '../../src/ai/sim/solver.ts';
import { actionOf } from '../../src/ai/sim/moves.ts';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine/index.ts';
import type { GameState, Variant } from '../../src/engine/index.ts';
import { pick, prng } from '../support/random.ts';
import { VARIANTS } from '../support/variants.ts';
import { sameAction } from '../support/notation.ts';
import { DECK, DECK36 } from '../support/cards.ts';

/** Random legal play until `done(state)` holds (or the deal ends: null). */
function playUntil(
  variant: Variant,
  seed: number,
  done: (s: GameState) => boolean,
): GameState | null {
  const random = prng(seed);
  let state = newGame({ variant, seed });
  while (!done(state)) {
    if (state.phase === 'deal-over' || state.phase === 'match-over') return null;
    state = applyAction(state, pick(legalActions(state), random));
  }
  return state;
}

describe('search levels (hard, expert)', () => {
  it('play whole deals of every variant with legal actions only', async () => {
    for (const variant of VARIANTS) {
      let state = newGame({ variant, seed: 5 });
      let step = 0;
      while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
        const seat = state.turn as number;
        // Expert is several times slower:
        // one seat of the two-player games is enough to exercise it.
        const level =
          seat === 1 && (variant === 'tute' || variant === 'brisca') ? 'expert' : 'hard';
        const action = await chooseAction(viewFor(state, seat), { level, seed: step });
        assert.ok(
          legalActions(state).some((l) => sameAction(l, action)),
          `${variant}: ${JSON.stringify(action)} is not legal`,
        );
        state = applyAction(state, action);
        assert.ok(++step < 400);
      }
    }
  });

  it('play the exact solver move once the two-player stock is gone', async () => {
    let checked = 0;
    for (let seed = 1; checked < 5 && seed < 60; seed++) {
      const state = playUntil(
        'tute',
        seed,
        (s) =>
          s.phase === 'play' &&
          s.stock.length === 0 &&
          s.indicator === null &&
          s.trick.length === 0 &&
          legalActions(s).length > 1,
      );
      if (!state) continue;
      const best = new EndgameSolver().solve(Sim.fromState(state));
      const seat = state.turn as number;
      // Any move of the solver's value is exact; the AI must reach the same value.
      const action = await chooseAction(viewFor(state, seat), { level: 'hard', seed: 1 });
      const sim = Sim.fromState(applyAction(state, action));
      const solver = new EndgameSolver();
      const value = sim.turn === seat ? solver.value(sim, seat) : -solver.value(sim, sim.turn);
      assert.ok(
        value === best.value,
        `seed ${seed}: ${JSON.stringify(action)} vs ${JSON.stringify(actionOf(best.move, seat))}`,
      );
      checked++;
    }
    assert.ok(checked >= 3);
  });

  it('are deterministic with a seed', async () => {
    const state = playUntil(
      'tute-4',
      3,
      (s) => s.phase === 'play' && s.played.length >= 6 && legalActions(s).length > 2,
    ) as GameState;
    const view = viewFor(state, state.turn as number);
    for (const level of ['hard', 'expert'] as const) {
      const first = await chooseAction(view, { level, seed: 9 });
      assert.deepEqual(await chooseAction(view, { level, seed: 9 }), first);
    }
  });

  it('reject with an AbortError when the signal aborts, before or during the search', async () => {
    const state = newGame({ variant: 'tute-4', seed: 11 });
    const view = viewFor(state, state.turn as number);
    await assert.rejects(chooseAction(view, { level: 'hard', signal: AbortSignal.abort() }), {
      name: 'AbortError',
    });
    const controller = new AbortController();
    const pending = chooseAction(view, { level: 'expert', seed: 1, signal: controller.signal });
    setTimeout(() => controller.abort(), 1);
    await assert.rejects(pending, { name: 'AbortError' });
  });

  it('yield to the event loop while searching', async () => {
    const state = newGame({ variant: 'tute-4', seed: 12 });
    const view = viewFor(state, state.turn as number);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const start = performance.now();
    await chooseAction(view, { level: 'expert', seed: 2 });
    clearInterval(timer);
    const elapsed = performance.now() - start;
    if (elapsed > 60)
      assert.ok(ticks > 0, `no timer ran during ${elapsed.toFixed(0)} ms of search`);
  });

  it(
    'bid a hand that simulation says makes the minimum comfortably, ' + 'and pass a weak one',
    async () => {
      /** A subastao deal: `hand` for seat 0, the rest of the deck in order for seats 1 and 2. */
      const dealWith = (hand: string[]): GameState => {
        const rest = DECK36.filter((c) => !hand.includes(c));
        const hands = [hand, rest.slice(0, 12), rest.slice(12)];
        return newGame({ variant: 'subastao', seed: 1, deal: { hands } });
      };
      const strong = ['1o', '3o', '12o', '11o', '10o', '7o', '6o', '5o', '1c', '3c', '1e', '3e'];
      const state = dealWith(strong);
      assert.equal(state.turn, 0);
      for (const level of ['hard', 'expert'] as const) {
        const action = await chooseAction(viewFor(state, 0), { level, seed: 3 });
        assert.equal(
          action.type,
          'bid',
          `${level} passed a hand with eight trumps and four side masters`,
        );
      }
      const weak = ['4o', '5o', '6c', '5c', '4c', '7e', '6e', '5e', '4e', '7b', '6b', '5b'];
      const poor = dealWith(weak);
      for (const level of ['hard', 'expert'] as const) {
        assert.equal(
          (await chooseAction(viewFor(poor, 0), { level, seed: 3 })).type,
          'pass',
          `${level} bid a hand without a single point`,
        );
      }
    },
  );

  it('bid over a partner only as expert, once, while an opponent is still in', async () => {
    const strong = ['1o', '3o', '12o', '11o', '10o', '7o', '6o', '1c', '3c', '1e'];
    /** A subastado auction: `strong` for the mano's seat + `offset`, then `calls` from the mano. */
    const auction = (
      offset: number,
      calls: (number | null)[],
    ): { state: GameState; me: number } => {
      const mano = newGame({ variant: 'subastado', seed: 4 }).turn as number;
      const me = (mano + offset) % 4;
      const rest = DECK.filter((c) => !strong.includes(c));
      const hands = [0, 1, 2, 3].map((seat) => (seat === me ? strong : rest.splice(0, 10)));
      let state = newGame({ variant: 'subastado', seed: 4, deal: { hands } });
      for (const amount of calls) {
        const seat = state.turn as number;
        state = applyAction(
          state,
          amount === null ? { type: 'pass', seat } : { type: 'bid', seat, amount },
        );
      }
      assert.equal(state.turn, me);
      return { state, me };
    };
    const call = async (level: 'hard' | 'expert', offset: number, calls: (number | null)[]) => {
      const { state, me } = auction(offset, calls);
      return (await chooseAction(viewFor(state, me), { level, seed: 3 })).type;
    };
    // The partner (the mano) bid 70, one opponent passed, the other is still to speak.
    assert.equal(await call('expert', 2, [70, null]), 'bid');
    assert.equal(await call('hard', 2, [70, null]), 'pass');
    // The partner holds the bid and both opponents have passed: the contract is the team's.
    assert.equal(await call('expert', 3, [null, 70, null]), 'pass');
    // Once: it bid 75 over its partner, an opponent 80, the partner 85; the opponent is still in.
    assert.equal(await call('expert', 2, [70, null, 75, 80, 85]), 'pass');
  });
});
