/**
 * Acceptance 6: viewFor in every family variant (docs/api.md; docs/rules.md §7 for the censor).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, newGame, viewFor } from '../../../src/engine/index.ts';
import type { GameState } from '../../../src/engine/index.ts';
import { stacked } from '../../support/deals.ts';
import { run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { prng, randomAction } from '../../support/random.ts';
import { FAMILY } from '../../support/variants.ts';

function checkView(s: GameState, seat: number): void {
  const v = viewFor(s, seat);
  assert.ok(!('seed' in v), 'no seed in the view');
  assert.ok(!('stacked' in v), 'no stacked deals in the view');
  assert.equal(v.seat, seat);
  assert.deepEqual(v.hands[seat], s.hands[seat], 'its own hand');
  assert.deepEqual(v.hand, s.hands[seat]);
  for (let other = 0; other < s.players; other++) {
    if (other === seat) continue;
    // "from the censor phase on": a contract it let stand stays visible to the censor
    const censorSeesBidder =
      s.variant === 'subastao-censor' &&
      s.phase !== 'auction' &&
      seat === s.dealer &&
      s.contract !== null &&
      s.contract.seat !== seat &&
      other === s.contract.seat;
    if (censorSeesBidder) assert.deepEqual(v.hands[other], s.hands[other]);
    else
      assert.equal(
        v.hands[other],
        at(s.hands, other).length,
        `seat ${other}'s hand is a count for seat ${seat} (${s.phase})`,
      );
  }
  assert.deepEqual(v.played, s.played, 'every played card');
  assert.deepEqual(v.shown, s.shown, "cards shown in cantes (and tute-4's shown trump card)");
  assert.deepEqual(v.auction, s.auction, 'bids');
  assert.equal(v.indicator, s.indicator);
  assert.deepEqual(v.deal.declarations, s.deal.declarations);
}

describe('API viewFor (family variants)', () => {
  for (const variant of FAMILY) {
    test(
      `API viewFor ${variant}: own hand, counts for the others, played cards, shown cards, ` +
        `bids, no seed — along a random deal`,
      () => {
        let s = newGame({ variant, seed: 42 });
        const rnd = prng(42);
        for (let i = 0; i < 200 && s.phase !== 'match-over'; i++) {
          for (let seat = 0; seat < s.players; seat++) checkView(s, seat);
          s = applyAction(s, randomAction(s, rnd, 0.3));
        }
      },
    );
  }

  test(
    "API viewFor tute-4: the dealer's shown card is " + 'public; tute-3: the turned card is public',
    () => {
      const s = newGame({ variant: 'tute-4', seed: 3 });
      for (let seat = 0; seat < 4; seat++)
        assert.deepEqual(viewFor(s, seat).shown[3], [at(s.hands, 3).at(-1)]);
      const t = newGame({ variant: 'tute-3', seed: 3 });
      for (let seat = 0; seat < 3; seat++) assert.equal(viewFor(t, seat).indicator, t.indicator);
    },
  );

  test('API viewFor: sung cards become known to everyone', () => {
    const s = stacked({
      variant: 'tute-4',
      hands: [['1o', '12c', '11c'], ['4o'], ['5o'], ['6o', '2b']],
      indicator: '2b',
    });
    const t = run(s, '0:1o', '1:4o', '2:5o', '3:6o', '0:sing c');
    for (let seat = 1; seat < 4; seat++) {
      const v = viewFor(t, seat);
      assert.ok(['12c', '11c'].every((c) => at(v.shown, 0).includes(c)));
      assert.equal(v.hands[0], 9);
    }
  });

  test(
    '§7 viewFor subastao-censor: the censor sees the winning hand only from the censor phase ' +
      'on',
    () => {
      let s = newGame({ variant: 'subastao-censor', seed: 8 });
      s = run(s, '0:bid 60');
      for (let other = 0; other < 3; other++)
        assert.equal(viewFor(s, 3).hands[other], 12, 'auction: counts');
      s = run(s, '1:pass', '2:pass');
      assert.deepEqual(viewFor(s, 3).hands[0], s.hands[0]);
      assert.equal(viewFor(s, 3).hands[1], 12);
      assert.equal(viewFor(s, 1).hands[0], 12, 'only the censor');
      s = run(s, '3:censor leave');
      assert.deepEqual(viewFor(s, 3).hands[0], s.hands[0], 'from the censor phase on');
    },
  );
});
