/**
 * The seat's own later cards learned across samples (src/ai/search/own-tree.ts): a fresh tree
 * plays the first playout exactly as the playout policy would, every playout passes through
 * the seat's first turn with a choice, and the tree settles on the card worth most there.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { judgeFor, utility, type Judge } from '../../src/ai/search/judge.ts';
import { OwnNode, OwnTree } from '../../src/ai/search/own-tree.ts';
import { Rollout } from '../../src/ai/search/rollout.ts';
import { TeamSearch } from '../../src/ai/search/team-search.ts';
import { END_NONE, Sim } from '../../src/ai/sim/simulator.ts';

const EXACT = 2;
const teamSearch = new TeamSearch();

/** A tute-4 deal played by rule-of-thumb players for `steps` actions. */
async function position(seed: number, steps: number): Promise<GameState> {
  let state: GameState = newGame({ variant: 'tute-4', seed });
  for (let step = 0; step < steps && state.phase === 'play'; step++) {
    const view = viewFor(state, state.turn);
    state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: seed + step }));
  }
  return state;
}

/** The flat search's playout: the policy to the end, the last tricks searched exactly. */
function policyValue(sim: Sim, judge: Judge, seat: number, rollout: Rollout): number {
  while (sim.end === END_NONE) {
    if (sim.trickLen === 0 && sim.cardsLeft <= EXACT * sim.rules.active)
      return teamSearch.value(sim, judge, seat);
    sim.apply(rollout.choose(sim));
  }
  return utility(sim, judge, seat);
}

describe('own tree', () => {
  it("plays a fresh tree's first playout as the playout policy does", async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const state = await position(seed, 4 + (seed % 9));
      const seat = state.turn as number;
      const judge = judgeFor(viewFor(state, seat));
      const rollout = new Rollout(judge.team);
      const tree = new OwnTree(0.5, EXACT, teamSearch);
      rollout.seed(seed);
      const learned = tree.finish(Sim.fromState(state), judge, seat, rollout, new OwnNode());
      rollout.seed(seed);
      const plain = policyValue(Sim.fromState(state), judge, seat, rollout);
      assert.equal(learned, plain, `seed ${seed}`);
    }
  });

  it('settles on the card worth most at the seat’s next turn with a choice', async () => {
    let checked = 0;
    for (let seed = 1; checked < 10 && seed <= 40; seed++) {
      const state = await position(seed, 5);
      const seat = state.turn as number;
      const judge = judgeFor(viewFor(state, seat));
      const rollout = new Rollout(judge.team);
      const tree = new OwnTree(0.5, EXACT, teamSearch);
      const root = new OwnNode();
      const playouts = 400;
      for (let i = 0; i < playouts; i++) {
        // The same deal and stream each time: only the tree's choices differ.
        rollout.seed(seed);
        tree.finish(Sim.fromState(state), judge, seat, rollout, root);
      }
      const [first] = root.below.values();
      if (!first || root.below.size !== 1) continue;
      checked++;
      const tries = [...first.tries.values()].reduce((a, b) => a + b, 0);
      assert.equal(tries, playouts, 'every playout passes through the first turn');
      assert.equal(first.visits, playouts);
      const mean = (card: number) => first.worth.get(card)! / first.tries.get(card)!;
      const cards = [...first.tries.keys()];
      const most = cards.reduce((a, b) => (first.tries.get(b)! > first.tries.get(a)! ? b : a));
      const best = Math.max(...cards.map(mean));
      assert.ok(
        mean(most) >= best - 0.05,
        `seed ${seed}: the most tried card is worth ${mean(most)}, the best ${best}`,
      );
      for (const card of cards) {
        // Fifty points worse than the best: UCB1 gives up on it after a few tries.
        if (mean(card) < best - 0.5)
          assert.ok(first.tries.get(card)! <= 20, `seed ${seed}: card ${card} tried too often`);
      }
    }
    assert.ok(checked >= 5, `only ${checked} positions had a choice at the seat's next turn`);
  });
});
