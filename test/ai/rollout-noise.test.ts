/**
 * The playout policy's share of random card choices (rollout.ts), which the search's plans set
 * per level and variant: without noise the policy plays its own card every time, with all
 * noise any card it may play, and the default lies in between.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { chooseByRules } from '../../src/ai/rules-of-thumb.ts';
import { seededRandom } from '../../src/ai/rng.ts';
import { simOf } from '../../src/ai/search/determinize.ts';
import { judgeFor } from '../../src/ai/search/judge.ts';
import { PLAYOUT_NOISE, Rollout } from '../../src/ai/search/rollout.ts';
import { playPlan } from '../../src/ai/search/levels.ts';

const SEEDS = 200;

test('playout noise: none plays the policy card, all any card, the default mostly it', async () => {
  let positions = 0;
  let policyShare = 0;
  for (const variant of ['tute-4', 'tute-3'] as const) {
    let state: GameState = newGame({ variant, seed: 7 });
    let step = 0;
    while (state.phase !== 'deal-over' && state.phase !== 'match-over') {
      const seat = state.turn as number;
      const view = viewFor(state, seat);
      // Plain card choices only: a window's cante or a capote call is the policy's, not noise's.
      const plain = view.phase === 'play' && view.legal.every((a) => a.type === 'play');
      if (plain && view.legal.length >= 2) {
        const truth = { hands: state.hands.map((h) => h.slice()), stock: [] };
        const sim = simOf(view, truth);
        const team = judgeFor(view).team;
        const own = new Rollout(team, 0).preferred(sim);
        assert.ok(own >= 0);
        const seen = { none: new Set<number>(), all: new Set<number>() };
        let same = 0;
        const streams = seededRandom(step + 1);
        for (let s = 1; s <= SEEDS; s++) {
          // Spread seeds, as the search draws them: a small seed's first draws are tiny.
          const stream = Math.floor(streams() * 4294967296);
          const none = new Rollout(team, 0);
          const all = new Rollout(team, 1);
          const mixed = new Rollout(team);
          for (const r of [none, all, mixed]) r.seed(stream);
          seen.none.add(none.choose(sim));
          seen.all.add(all.choose(sim));
          if (mixed.choose(sim) === own) same++;
        }
        assert.deepEqual([...seen.none], [own], `${variant} ply ${step}: noiseless choice varied`);
        assert.equal(seen.all.size, view.legal.length, `${variant} ply ${step}: cards missed`);
        positions++;
        policyShare += same / SEEDS;
      }
      state = applyAction(state, await chooseByRules(view, { level: 'medium', seed: step++ }));
    }
  }
  assert.ok(positions >= 20, `too few positions: ${positions}`);
  // The policy's own card, plus the random draws that land on it.
  const share = policyShare / positions;
  assert.ok(
    share > 1 - PLAYOUT_NOISE - 0.03 && share < 1 - PLAYOUT_NOISE / 10 + 0.01,
    `default noise kept the policy's card ${(share * 100).toFixed(1)}% of the time`,
  );
});

// Noiseless playouts made `expert` no better than `hard` at two seats (docs/ai.md §10).
test('playout noise: each search plan sets a share between 0 and 1', () => {
  for (const variant of ['tute', 'tute-3', 'tute-4', 'subastado'] as const) {
    const view = viewFor(newGame({ variant, seed: 1 }), 0);
    for (const level of ['hard', 'expert'] as const) {
      const { noise } = playPlan(level, view);
      assert.ok(noise > 0 && noise < 1, `${level} in ${variant}: ${noise}`);
    }
  }
});
