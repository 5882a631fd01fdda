/**
 * The exact search of the last tricks at three and four seats (src/ai/search/team-search.ts)
 * against a plain minimax over the simulator with the same model of the game — the searching
 * seat's team maximises, everyone else minimises, declarations are taken at once — on endgames
 * of every table size and scoring: tute-3 (each alone), tute-4 (partners), subastao (soloist
 * against a pooled defence) and subastado (partners with a contract).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  newGame,
  viewFor,
  type GameState,
  type Variant,
} from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { judgeFor, utility, type Judge } from '../../src/ai/search/judge.ts';
import { TeamSearch } from '../../src/ai/search/team-search.ts';
import { legalMoves } from '../../src/ai/sim/legal.ts';
import { MAX_MOVES, MOVE_SING, MOVE_SWAP } from '../../src/ai/sim/moves.ts';
import { END_NONE, Sim } from '../../src/ai/sim/simulator.ts';

/** Every card move tried, no pruning: exponential, for a few tricks only. */
function plainTeamMinimax(sim: Sim, judge: Judge, seat: number): number {
  if (sim.end !== END_NONE) return utility(sim, judge, seat);
  const moves = new Uint8Array(MAX_MOVES);
  const n = legalMoves(sim, moves);
  const declaration = [...moves.subarray(0, n)].find((m) => m >= MOVE_SING && m < MOVE_SWAP);
  const options =
    declaration !== undefined
      ? [declaration]
      : [...moves.subarray(0, n)].filter((m) => m < MOVE_SING);
  const maximise = judge.team[sim.turn] === judge.team[seat];
  let best = maximise ? -Infinity : Infinity;
  for (const m of options) {
    const child = sim.clone();
    child.apply(m);
    const v = plainTeamMinimax(child, judge, seat);
    best = maximise ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** A deal of `variant` played by rule-of-thumb players until `cards` cards are left in hands. */
async function endgame(variant: Variant, seed: number, cards: number): Promise<GameState | null> {
  let state: GameState = newGame({ variant, seed });
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
    if (state.phase === 'play' && state.hands.reduce((n, h) => n + h.length, 0) <= cards)
      return state;
    const view = viewFor(state, state.turn as number);
    state = applyAction(
      state,
      await chooseByRules(view, {
        level: seed % 2 ? 'medium' : 'easy',
        seed: seed * 1000 + step++,
      }),
    );
  }
  return null;
}

const search = new TeamSearch();

describe('team search (last tricks at three and four seats)', () => {
  for (const variant of ['tute-3', 'tute-4', 'subastao', 'subastado'] as const) {
    it(`agrees with a plain team minimax on 40 ${variant} endgames, for every seat`, async () => {
      const size = variant === 'tute-4' || variant === 'subastado' ? 4 : 3;
      let checked = 0;
      let differed = 0;
      for (let seed = 1; checked < 40; seed++) {
        assert.ok(seed < 400, `too few ${variant} endgames reached`);
        // One to three tricks, sometimes with cards of the current trick already on the table.
        const state = await endgame(
          variant,
          seed,
          size * (1 + (seed % 3)) - (seed % 4 === 0 ? 1 : 0),
        );
        if (!state) continue;
        const sim = Sim.fromState(state);
        const values = new Set<number>();
        for (let seat = 0; seat < size; seat++) {
          const judge = judgeFor(viewFor(state, seat));
          const exact = plainTeamMinimax(sim, judge, seat);
          assert.equal(
            search.value(sim, judge, seat),
            exact,
            `${variant} seed ${seed} seat ${seat}`,
          );
          values.add(exact);
        }
        if (values.size > 1) differed++;
        checked++;
      }
      // The seats' values differ (teams oppose each other): the comparison is not of constants.
      assert.ok(differed > 20, `only ${differed} endgames with values differing by seat`);
    });
  }
});
