/**
 * Acceptance 5: the censor of subastao-censor (docs/rules.md §7, §11). Seat 3 deals and is the
 * censor; seats 0, 1, 2 bid.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, newGame, viewFor } from '../../../src/engine/index.ts';
import type { GameState, Rules } from '../../../src/engine/index.ts';
import { legal, rejects, run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { playOut, prng } from '../../support/random.ts';

const auctionTo1 = (seed: number, rules: Partial<Rules> = {}): GameState =>
  run(newGame({ variant: 'subastao-censor', seed, rules }), '0:pass', '1:bid 60', '2:pass');

describe('§7 the censor (subastao-censor)', () => {
  test(
    '§7 after the auction the censor (the dealer) decides: take over or let stand; nobody else ' +
      'may',
    () => {
      const s = auctionTo1(1);
      assert.equal(s.phase, 'censor');
      assert.equal(s.turn, 3);
      assert.deepEqual(legal(s), ['3:censor leave', '3:censor take']);
      rejects(s, { type: 'censor', seat: 1, take: true });
      rejects(s, { type: 'censor', seat: 0, take: false });
      rejects(s, '1:trump o');
      rejects(s, '3:trump o');
    },
  );

  test(
    '§7 the censor sees the winning hand in the censor phase; the other seats see counts; not ' +
      'during the auction',
    () => {
      const before = run(newGame({ variant: 'subastao-censor', seed: 2 }), '0:pass', '1:bid 60');
      assert.equal(viewFor(before, 3).hands[1], 12, 'during the auction the censor sees a count');
      const s = run(before, '2:pass');
      assert.deepEqual(viewFor(s, 3).hands[1], s.hands[1], "the censor sees the bidder's cards");
      assert.equal(viewFor(s, 3).hands[0], 12, "but not the others'");
      assert.equal(viewFor(s, 0).hands[1], 12);
      assert.equal(viewFor(s, 2).hands[1], 12);
    },
  );

  test(
    "§7/§11 take-over: cards move to the censor's seat, the bidder sits out, contract bid + " +
      '10, the censor names trump and leads',
    () => {
      const s0 = auctionTo1(3);
      const bidderCards = s0.hands[1];
      let s = run(s0, '3:censor take');
      assert.deepEqual(s.contract, { seat: 3, amount: 70, displaced: 1 });
      assert.deepEqual(s.hands[3], bidderCards);
      assert.deepEqual(s.hands[1], []);
      assert.equal(s.out, 1);
      assert.equal(s.phase, 'trump');
      assert.equal(s.turn, 3);
      rejects(s, '1:trump o');
      s = run(s, '3:trump o');
      assert.equal(s.turn, 3, 'the censor leads');
      s = run(s, `3:${at(at(s.hands, 3), 0)}`);
      assert.equal(s.turn, 0, 'then round the three seats with cards');
      const firstLegal = at(legal(s), 0); // "0:<card>"
      s = applyAction(s, { type: 'play', seat: 0, card: at(firstLegal.split(':'), 1) });
      assert.equal(s.turn, 2, 'the displaced bidder (seat 1) is skipped');
    },
  );

  test(
    '§7 let stand (take: false): the bidder keeps the contract, names trump and leads; the ' +
      'censor stays out',
    () => {
      const s = run(auctionTo1(4), '3:censor leave');
      assert.deepEqual(s.contract, { seat: 1, amount: 60, displaced: null });
      assert.equal(s.out, 3);
      assert.equal(s.turn, 1);
      assert.deepEqual(s.hands[3], []);
      const t = run(s, '1:trump c');
      assert.equal(t.turn, 1);
    },
  );

  /** A taken-over deal played out at random; returns the end state. */
  const takenDeal = (seed: number, rules: Partial<Rules> = {}): GameState => {
    const s = run(auctionTo1(seed, rules), '3:censor take', '3:trump o');
    return playOut(s, prng(seed));
  };
  const find = (ok: (s: GameState) => boolean, rules: Partial<Rules> = {}): GameState => {
    for (let seed = 1; seed < 3000; seed++) {
      const s = takenDeal(seed, rules);
      if (s.result?.reason !== 'tute' && ok(s)) return s;
    }
    assert.fail('no deal found');
  };

  test(
    '§7/§11 take-over made: the censor scores bid + 10; the displaced bidder and the others ' +
      'nothing',
    () => {
      const s = find((x) => at(x.deal.points, 3) >= 70);
      assert.equal(s.result?.reason, 'bid-made');
      assert.deepEqual(s.result?.winners, [3]);
      assert.deepEqual(s.match.scores, [0, 0, 0, 70]);
    },
  );

  test(
    '§7/§11 take-over failed: each of the two other players scores bid + 10; the displaced ' +
      'bidder scores 0',
    () => {
      const s = find((x) => at(x.deal.points, 3) < 70);
      assert.equal(s.result?.reason, 'bid-failed');
      assert.deepEqual(s.result?.winners, [0, 2]);
      assert.deepEqual(s.match.scores, [70, 0, 70, 0]);
      const split = find((x) => at(x.deal.points, 3) < 70, { failedBid: 'split' });
      assert.deepEqual(split.match.scores, [35, 0, 35, 0], 'split: half each');
    },
  );

  test('§7 a contract let stand is scored as in subastao (the censor scores nothing)', () => {
    for (let seed = 1; seed < 200; seed++) {
      const s = playOut(run(auctionTo1(seed), '3:censor leave', '1:trump b'), prng(seed));
      if (s.result?.reason === 'tute') continue;
      const made = at(s.deal.points, 1) >= 60;
      assert.deepEqual(s.match.scores, made ? [0, 60, 0, 0] : [60, 0, 60, 0], `seed ${seed}`);
      if (seed > 20) break;
    }
  });

  test('§7 the dealer (and censor) passes on each deal', () => {
    let s = playOut(run(auctionTo1(9), '3:censor leave', '1:trump b'), prng(9));
    s = applyAction(s, { type: 'next-deal' });
    assert.equal(s.dealer, 0);
    assert.equal(s.out, 0);
    assert.deepEqual(s.hands[0], []);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [0, 12, 12, 12],
    );
    assert.equal(s.turn, 1);
  });
});
