/**
 * Snapshots of matches loaded from records (src/ui/snapshot.ts): their deals are stacked and
 * their first dealer need not be the last seat, yet `restore(snapshot())` gives the very match.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  legalActions,
  newGame,
  recordOf,
  replay,
  type GameState,
  type TuteRecord,
} from '../../src/engine/index.ts';
import { restoreSnapshot, SnapshotError, takeSnapshot } from '../../src/ui/snapshot.ts';

/** `state` played on by first legal actions for `n` actions. */
function playOn(state: GameState, n: number): GameState {
  let s = state;
  for (let i = 0; i < n && s.phase !== 'match-over'; i++) {
    const action = legalActions(s)[0];
    if (!action) break;
    s = applyAction(s, action);
  }
  return s;
}

/** A record of `variant` from seed `seed` with its seed left out: every deal is stacked. */
function unseeded(variant: 'tute' | 'tute-4' | 'subastao', seed: number, n: number): TuteRecord {
  const { seed: _seed, ...record } = recordOf(playOn(newGame({ variant, seed }), n));
  return record;
}

describe('snapshots of stacked matches (loaded from records)', () => {
  for (const [variant, n] of [
    ['tute', 60],
    ['tute-4', 30],
    ['subastao', 50],
  ] as const) {
    test(`${variant}: restore(snapshot()) is the match, mid-deal and after a deal`, () => {
      const record = unseeded(variant, 5, n);
      const loaded = replay(record);
      assert.ok(loaded.stacked.length > 0, 'the deals are stacked');
      for (const state of [loaded, playOn(loaded, 7)]) {
        assert.deepEqual(restoreSnapshot(takeSnapshot(state)), state);
      }
    });
  }

  test('a first dealer other than the last seat (tute-4, seat 0 deals)', () => {
    const record = unseeded('tute-4', 8, 45);
    const first = record.deals[0];
    assert.ok(first);
    const moved = replay({
      ...record,
      deals: [{ dealer: 0, deal: { hands: first.deal.hands }, actions: [] }],
    });
    assert.equal(moved.dealer, 0);
    const state = playOn(moved, 9);
    assert.deepEqual(restoreSnapshot(takeSnapshot(state)), state);
  });

  test('a tampered stacked deal is refused', () => {
    const state = replay(unseeded('tute', 3, 10));
    const data = JSON.parse(takeSnapshot(state)) as { state: { stacked: { hands: string[][] }[] } };
    const hands = data.state.stacked[0]?.hands;
    assert.ok(hands?.[0] && hands[1]);
    [hands[0][0], hands[1][0]] = [hands[1][0] as string, hands[0][0] as string];
    assert.throws(() => restoreSnapshot(JSON.stringify(data)), SnapshotError);
    const broken = JSON.parse(takeSnapshot(state)) as { state: { stacked: unknown } };
    broken.state.stacked = [{ deal: 0.5 }];
    assert.throws(() => restoreSnapshot(JSON.stringify(broken)), SnapshotError);
  });
});
