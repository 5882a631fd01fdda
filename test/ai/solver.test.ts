/**
 * The exact endgame solver (src/ai/sim/solver.ts) against a plain minimax over the simulator on
 * hundreds of random two-player endgames, and against the engine itself: its best moves, played
 * by both sides through `applyAction`, must end the deal with exactly the value it predicted.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, type GameState, type Rules } from '../../src/engine/index.ts';
import { plainMinimax } from '../../src/ai/sim/minimax.ts';
import { actionOf, moveName } from '../../src/ai/sim/moves.ts';
import { WIN_BONUS } from '../../src/ai/sim/objective.ts';
import { Sim, type SimSource } from '../../src/ai/sim/simulator.ts';
import { canSolve, EndgameSolver } from '../../src/ai/sim/solver.ts';
import { type EndgameSpec, reachEndgame } from './endgames.ts';
import { at } from '../support/lists.ts';
import { prng, toPlayPhase } from '../support/random.ts';
import { SUITS } from '../support/cards.ts';

const TUTE_RULES: Partial<Rules>[] = [
  {},
  { capote: true },
  { fortyFirst: false, lastTrickBonus: 0 },
  { singAfterStock: false, stockPlay: 'follow-trump' },
  { tute: false, capote: true, swap: 'after-win-before-draw' },
];
const BRISCA_RULES: Partial<Rules>[] = [{}, { lastTrickBonus: 10 }];

/**
 * The i-th endgame of a varied sequence: sizes 1–`maxCards`, hoarding, Kings, mid-trick, brisca.
 */
function spec(i: number, maxCards: number): EndgameSpec {
  const brisca = i % 10 === 9;
  return {
    variant: brisca ? 'brisca' : 'tute',
    rules: brisca ? at(BRISCA_RULES, i % 2) : at(TUTE_RULES, i % TUTE_RULES.length),
    seed: i + 1,
    cards: brisca ? 3 : 1 + (i % maxCards),
    hoard: i % 3 === 1,
    kings: !brisca && i % 7 === 3,
    midTrick: i % 4 >= 2,
  };
}

/**
 * `dealValue` of a finished engine deal for `seat` (objective.ts), recomputed from the public
 * result.
 */
function engineValue(state: GameState, seat: number): number {
  const result = state.result;
  assert.ok(result, 'the deal has a result');
  const mine = state.sides.findIndex((members) => members.includes(seat));
  const other = 1 - mine;
  const diff = at(result.totals, mine) - at(result.totals, other);
  if (result.reason !== 'tute' && result.reason !== 'capote') return diff;
  return diff + (result.winners.includes(mine) ? WIN_BONUS : -WIN_BONUS);
}

const solver = new EndgameSolver();

/** Holds a marriage still to sing, or four Kings or Knights. */
function hasDeclarations(state: GameState): boolean {
  return state.hands.some((hand) =>
    SUITS.some(
      (s) => !state.deal.sung.includes(s) && hand.includes(`12${s}`) && hand.includes(`11${s}`),
    ),
  );
}

function compareWithMinimax(state: GameState, where: string): void {
  const sim = Sim.fromState(state);
  const seat = sim.turn;
  const exact = plainMinimax(sim, seat).value;
  assert.equal(solver.solve(sim).value, exact, `${where}: solve() differs from plain minimax`);
  assert.equal(
    solver.value(sim, 1 - seat),
    0 - exact,
    `${where}: value() for the other seat differs from plain minimax`,
  );
}

/** Plays the deal out through the engine with the solver's move for whoever is to act. */
function playOut(start: GameState, where: string): void {
  const seat = start.turn as number;
  const predicted = solver.solve(Sim.fromState(start)).value;
  let state = start;
  while (state.phase === 'play') {
    const sim = Sim.fromState(state);
    const mover = sim.turn;
    const { value, move } = solver.solve(sim);
    assert.equal(
      mover === seat ? value : 0 - value,
      predicted,
      `${where}: the value changed along the principal line (at ${moveName(move)})`,
    );
    state = applyAction(state, actionOf(move, mover));
  }
  assert.equal(
    engineValue(state, seat),
    predicted,
    `${where}: the engine's result differs from the predicted value`,
  );
}

describe('endgame solver', () => {
  it('agrees with a plain minimax on 500 random endgames of up to 6 cards each', () => {
    let compared = 0;
    let withDeclarations = 0;
    let midTrick = 0;
    for (let i = 0; compared < 500; i++) {
      const s = spec(i, 6);
      const state = reachEndgame(s);
      if (state === null) continue;
      compareWithMinimax(state, `endgame ${JSON.stringify(s)}`);
      compared++;
      if (hasDeclarations(state)) withDeclarations++;
      if (state.trick.length > 0) midTrick++;
    }
    assert.ok(
      withDeclarations >= 50,
      `only ${withDeclarations} endgames had a cante or Tute to declare`,
    );
    assert.ok(midTrick >= 100, `only ${midTrick} endgames started in the middle of a trick`);
  });

  it('agrees with a plain minimax on full 8-v-8 endgames', () => {
    // Seeds whose plain minimax stays around a second (others take up to minutes).
    for (const seed of [4, 8]) {
      const s: EndgameSpec = {
        variant: 'tute',
        rules: {},
        seed,
        cards: 8,
        hoard: false,
        kings: false,
        midTrick: false,
      };
      const state = reachEndgame(s) as GameState;
      assert.deepEqual(
        state.hands.map((h) => h.length),
        [8, 8],
      );
      compareWithMinimax(state, `8-v-8 ${JSON.stringify(s)}`);
    }
    for (const seed of [2, 4, 6, 8, 10, 12]) {
      const s: EndgameSpec = {
        variant: 'tute',
        rules: {},
        seed,
        cards: 8,
        hoard: false,
        kings: false,
        midTrick: true,
      };
      compareWithMinimax(reachEndgame(s) as GameState, `8-v-8 after the lead ${JSON.stringify(s)}`);
    }
  });

  it('agrees with a plain minimax where free play lets a follower pass between two blanks', () => {
    // Brisca's last tricks are free play: a follower holding the 7 and the 5 of the suit of a
    // led 6 may win or lose the trick, so the two blanks are not interchangeable there (the
    // solver searches only the higher of two blanks with no live card between them).
    let straddled = 0;
    for (let seed = 1; straddled < 40; seed++) {
      const s: EndgameSpec = {
        variant: 'brisca',
        rules: at(BRISCA_RULES, seed % 2),
        seed,
        cards: 3,
        hoard: false,
        kings: false,
        midTrick: true,
      };
      const state = reachEndgame(s);
      if (state === null || !straddles(state)) continue;
      compareWithMinimax(state, `brisca endgame ${JSON.stringify(s)}`);
      straddled++;
    }
  });

  it('realises its predicted value when both sides play its moves through the engine', () => {
    let played = 0;
    for (let i = 0; played < 150; i++) {
      const s = spec(i, 8);
      const full = { ...s, cards: s.variant === 'tute' && i % 2 === 0 ? 8 : s.cards };
      const state = reachEndgame(full);
      if (state === null) continue;
      playOut(state, `endgame ${JSON.stringify(full)}`);
      played++;
    }
  });

  it('declares the Tute its hand holds (four Kings kept to the endgame)', () => {
    let tutes = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s: EndgameSpec = {
        variant: 'tute',
        rules: {},
        seed,
        cards: 8,
        hoard: true,
        kings: true,
        midTrick: false,
      };
      const state = reachEndgame(s);
      if (state === null || !at(state.hands, 0).filter((c) => c.startsWith('12')).length) continue;
      const sim = Sim.fromState(state);
      const value = solver.value(sim, 0);
      if (value > WIN_BONUS / 2) tutes++;
      playOut(state, `Kings endgame ${JSON.stringify(s)}`);
    }
    assert.ok(tutes >= 5, `only ${tutes} endgames were won by a Tute`);
  });

  it('keeps its table across solves only for the same trump and rules', () => {
    // The same hands under other rules or another trump are other games: one solver that has
    // seen the first must value the second as a fresh solver does.
    const kept = new EndgameSolver();
    const changes: ((state: GameState) => SimSource)[] = [
      (state) => state,
      (state) => ({ ...state, rules: { ...state.rules, lastTrickBonus: 0 } }),
      (state) => ({ ...state, rules: { ...state.rules, capote: !state.rules.capote } }),
      (state) => ({ ...state, rules: { ...state.rules, fortyFirst: !state.rules.fortyFirst } }),
      (state) => ({ ...state, trump: SUITS.find((s) => s !== state.trump) ?? null }),
    ];
    let compared = 0;
    for (let seed = 1; compared < 200; seed++) {
      const spec: EndgameSpec = {
        variant: 'tute',
        rules: {},
        seed,
        cards: 3 + (seed % 6),
        hoard: seed % 2 === 0,
        kings: false,
        midTrick: seed % 3 === 0,
      };
      const state = reachEndgame(spec);
      if (state === null) continue;
      for (const change of [...changes, ...changes.slice().reverse()]) {
        const sim = Sim.fromState(change(state));
        const fresh = new EndgameSolver().value(sim, 0);
        assert.equal(kept.value(sim, 0), fresh, `seed ${seed}: a kept table changed a value`);
        compared++;
      }
    }
  });

  it('refuses positions where cards are still to be drawn, or more than two players', () => {
    const opening = Sim.fromState(toPlayPhase({ variant: 'tute', rules: {} }, 1, prng(1)));
    assert.equal(canSolve(opening), false);
    assert.throws(() => solver.solve(opening), /nothing left to draw/);
    const three = Sim.fromState(toPlayPhase({ variant: 'tute-3', rules: {} }, 1, prng(1)));
    assert.equal(canSolve(three), false);
  });
});

/** Blanks from the highest down (docs/rules.md §0): the cards worth no points. */
const BLANKS = ['7', '6', '5', '4', '2'];

/** The card led is a blank ranked between two blanks of its suit in the follower's hand. */
function straddles(state: GameState): boolean {
  const led = state.trick[0]?.card;
  if (led === undefined) return false;
  const suit = led.slice(-1);
  const rank = BLANKS.indexOf(led.slice(0, -1));
  if (rank < 0) return false;
  const held = at(state.hands, state.turn as number)
    .filter((c) => c.endsWith(suit))
    .map((c) => BLANKS.indexOf(c.slice(0, -1)));
  return held.some((r) => r >= 0 && r < rank) && held.some((r) => r > rank);
}
