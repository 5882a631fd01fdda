/**
 * The simulator is proven equal to the engine: random deals of every variant and several rule
 * sets are played in lock-step through both, comparing the legal moves and the whole modelled
 * position at every step (docs/architecture.md §3: the simulator must agree with the engine move
 * for move).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../src/ai/sim/legal.ts';
import { MAX_MOVES } from '../../src/ai/sim/moves.ts';
import { END_NONE, Sim } from '../../src/ai/sim/simulator.ts';
import { legalActions } from '../../src/engine/index.ts';
import { pick, prng, toPlayPhase } from '../support/random.ts';
import type { OptionSet } from '../support/variants.ts';
import { assertSame, engineMoves, simMoves, stepBoth } from './lockstep.ts';

const DEALS = Number(process.env.SIM_DEALS ?? 300);

const OPTION_SETS: OptionSet[] = [
  { variant: 'tute', rules: {} },
  {
    variant: 'tute',
    rules: {
      stockPlay: 'follow-trump',
      swap: 'after-win-before-draw',
      swapCard: '7-and-2',
      capote: true,
      strictBeat: true,
    },
  },
  {
    variant: 'tute',
    rules: {
      swapCard: '2',
      capote: true,
      underTrump: true,
      fortyFirst: false,
      singAfterStock: false,
      lastTrickBonus: 0,
    },
  },
  { variant: 'tute', rules: { swap: 'after-win-before-draw', swapCard: '7', tute: false } },
  { variant: 'brisca', rules: {} },
  {
    variant: 'brisca',
    rules: { swap: 'after-win-before-draw', swapCard: '7-and-2', lastTrickBonus: 10 },
  },
  { variant: 'tute-3', rules: {} },
  { variant: 'tute-3', rules: { strictBeat: true, underTrump: true, fortyFirst: false } },
  { variant: 'tute-4', rules: {} },
  { variant: 'tute-4', rules: { strictBeat: true, underTrump: true } },
  { variant: 'subastado', rules: {} },
  {
    variant: 'subastado',
    rules: { whoSings: 'bidders', tute: true, firstLead: 'mano', underTrump: true },
  },
  { variant: 'subastao', rules: {} },
  { variant: 'subastao', rules: { whoSings: 'all', tute: true, strictBeat: true } },
  { variant: 'subastao-censor', rules: {} },
  { variant: 'subastao-censor', rules: { whoSings: 'all', underTrump: true, fortyFirst: false } },
];

/** Plays one random deal through engine and simulator; returns the number of moves compared. */
function lockstep(opt: OptionSet, seed: number): number {
  const random = prng(seed * 7919 + 17);
  let state = toPlayPhase(opt, seed, random);
  let sim = Sim.fromState(state);
  // Once per deal the simulator is rebuilt from the engine mid-deal (any position must load),
  // or copied onto a simulator that has played on from there (copyFrom must carry the whole
  // position and leave nothing of the other one that matters), or set to the engine's position
  // after playing that deal to its end (setPosition, which searches reuse per sample, likewise).
  const reload = 1 + Math.floor(random() * 40);
  let steps = 0;
  for (;;) {
    const where = `${opt.variant} ${JSON.stringify(opt.rules)} seed ${seed} step ${steps}`;
    assertSame(state, sim, where);
    if (state.phase !== 'play') return steps;
    const legal = legalActions(state);
    const expected = engineMoves(legal);
    const actual = simMoves(sim);
    if (actual.join() !== expected.join())
      assert.deepEqual(actual, expected, `${where}: legal moves differ (simulator vs engine)`);
    if (steps === reload) {
      if (seed % 3 === 0) sim = Sim.fromState(state);
      else if (seed % 3 === 2) {
        const other = sim.clone();
        const moves = new Uint8Array(MAX_MOVES);
        while (other.end === END_NONE)
          other.apply(moves[Math.floor(random() * legalMoves(other, moves))]!);
        sim = other.setPosition(state, state.hands, state.stock);
      } else {
        // The same deal played on at random elsewhere: other cards, tricks, stock, points.
        const other = sim.clone();
        const moves = new Uint8Array(MAX_MOVES);
        for (let i = 0; i < 12 && other.end === END_NONE; i++) {
          const n = legalMoves(other, moves);
          other.apply(moves[Math.floor(random() * n)]!);
        }
        other.copyFrom(sim);
        sim = other;
      }
      assertSame(state, sim, `${where} (reloaded)`);
    }
    state = stepBoth(state, sim, pick(legal, random));
    steps++;
  }
}

describe('simulator in lock-step with the engine', () => {
  for (const opt of OPTION_SETS) {
    it(`${opt.variant} ${JSON.stringify(opt.rules)}: ${DEALS} random deals`, () => {
      let moves = 0;
      for (let seed = 1; seed <= DEALS; seed++) moves += lockstep(opt, seed);
      assert.ok(moves > DEALS * 5, `only ${moves} moves compared`);
    });
  }
});
