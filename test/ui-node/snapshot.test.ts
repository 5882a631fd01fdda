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

  test('a tampered stacked deal is refused, or the log that no longer fits it', () => {
    const state = replay(unseeded('tute', 3, 10));
    interface Data {
      config: { stacked: { hands: string[][] }[] };
      log: { type: string; seat: number; card?: string }[];
    }
    const data = (): Data => JSON.parse(takeSnapshot(state)) as Data;
    const refused = (d: unknown, message: RegExp) =>
      assert.throws(
        () => restoreSnapshot(JSON.stringify(d)),
        (error: unknown) => {
          assert.ok(error instanceof SnapshotError);
          assert.match(error.message, message);
          return true;
        },
      );

    const twice = data();
    const hands = twice.config.stacked[0]?.hands;
    assert.ok(hands?.[0]?.[0] && hands[1]?.[0]);
    hands[0][0] = hands[1][0];
    refused(twice, /config is invalid: .*twice/);

    const moved = data();
    const play = moved.log.find((a) => a.type === 'play');
    assert.ok(play?.card, 'the log plays a card');
    const [mine, theirs] = [
      moved.config.stacked[0]?.hands[play.seat],
      moved.config.stacked[0]?.hands[1 - play.seat],
    ];
    assert.ok(mine && theirs);
    const at = mine.indexOf(play.card);
    [mine[at], theirs[0]] = [theirs[0] as string, play.card];
    refused(moved, /action \d+ of the log is illegal there: .*not in seat/);

    const broken = (stacked: unknown) => ({ ...data(), config: { ...data().config, stacked } });
    refused(broken([{ deal: 0.5 }]), /config is invalid: a stacked deal has no deal number/);
    refused(broken('all of them'), /config is invalid: stacked is not a list/);
  });
});
