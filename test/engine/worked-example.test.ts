import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, type GameState } from '../../src/engine/index.ts';
import { DECK, sorted } from '../support/cards.ts';
import { isLegal, legal, playable, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';
import { tally } from '../support/rules.ts';

/*
 * docs/rules.md §10, replayed through the API. Seat 0 = You (mano), seat 1 = Ada (dealer).
 * The text fixes the opening; the rest of the deal is constructed so that it ends as the text
 * says (Ada leads 1c with the stock empty, you give 11c keeping 12c, your 1b wins the last
 * trick, tricks 68–62, cantes 60–20, 128–82). Your other 20 is copas (you hold 12c 11c from
 * the start).
 *
 * Tricks (winner):  1 You 2c/4e · 2 Ada 5e/6e · 3 You 11o/3o · 4 Ada 11e/12e ·
 * 5 Ada 10c/4c · 6 You 6b/12b · 7–12 You lead and win · 13 Ada 2e/3e ·
 * 14–19 Ada leads and wins · 20 You 7b/1b.
 */
const YOU = ['7b', '12b', '12c', '11c', '3o', '10o', '5e', '2c'];
const ADA = ['4e', '6e', '12o', '11o', '1e', '3e', '1c', '3c'];
const STOCK = [
  '11b',
  '12e',
  '10c',
  '11e',
  '4c',
  '6b',
  '2b',
  '10b',
  '4b',
  '3b',
  '1o',
  '5b',
  '10e',
  '7c',
  '2e',
  '6c',
  '7e',
  '5c',
  '5o',
  '7o',
  '4o',
  '6o',
  '2o',
];

test(
  '§10 the worked opening, replayed exactly, ' +
    'ends 128–82 for You ' +
    '(tricks 68–62, cantes 60–20)',
  () => {
    assert.deepEqual(sorted([...YOU, ...ADA, ...STOCK, '1b']), sorted(DECK));
    let s = newGame({ deal: { hands: [YOU, ADA], stock: STOCK, indicator: '1b' } });
    const log: string[] = [];
    const step = (...actions: string[]): void => {
      s = run(s, ...actions);
      log.push(...actions);
    };
    assert.equal(s.trump, 'b', 'indicator 1b: bastos are trumps');
    assert.equal(s.dealer, 1, 'Ada deals');
    assert.equal(s.turn, 0, 'You are mano and lead');

    // "On lead you swap" — "You cannot sing yet (no trick won)" although you hold 12c 11c
    assert.deepEqual(legal(s), sorted(['0:swap', ...YOU.map((c) => `0:${c}`)]));
    rejects(s, '0:sing c');
    step('0:swap');
    assert.ok(s.hands[0]?.includes('1b'));
    assert.equal(s.indicator, '7b', '7b lies under the stock');
    assert.deepEqual(
      legal(s),
      sorted(s.hands[0]?.map((c) => `0:${c}`) ?? []),
      'after the swap: just a lead',
    );

    // "You lead 2c; Ada discards 4e (free play); your 2c wins"
    step('0:2c');
    assert.deepEqual(playable(s), sorted(ADA), 'free play: Ada may play any card');
    step('1:4e');
    assert.equal(s.lastTrick?.winner, 0);

    // "You draw first — 11b — and … sing las cuarenta (+40)"
    assert.ok(s.hands[0]?.includes('11b'));
    assert.ok(s.hands[1]?.includes('12e'), 'Ada draws the next card');
    assert.ok(isLegal(s, '0:sing b'));
    assert.ok(!isLegal(s, '0:sing c'), 'fortyFirst: the 40 before the 20 in copas');
    step('0:sing b');
    assert.deepEqual(s.deal.cantes, [40, 0]);
    assert.ok(!legal(s).some((a) => a.includes('sing')), 'one cante per trick won');

    // "and lead 5e; Ada wins it with 6e, draws, and sings twenty in oros"
    step('0:5e', '1:6e');
    assert.equal(s.lastTrick?.winner, 1);
    assert.equal(s.turn, 1);
    assert.deepEqual(
      legal(s).filter((a) => a.includes('sing')),
      ['1:sing o'],
    );
    step('1:sing o');
    assert.deepEqual(s.deal.cantes, [40, 20]);

    // the constructed middle: the stock runs out after trick 12 (You win it, Ada takes 7b)
    step('1:11o', '0:3o');
    assert.deepEqual(
      legal(s).filter((a) => a.includes('sing')),
      ['0:sing c'],
    );
    step('0:sing c');
    step('0:11e', '1:12e', '1:10c', '0:4c', '1:6b', '0:12b');
    step(
      '0:11b',
      '1:2b',
      '0:10b',
      '1:4b',
      '0:3b',
      '1:5b',
      '0:1o',
      '1:7c',
      '0:10o',
      '1:6c',
      '0:10e',
      '1:5c',
    );
    assert.deepEqual(s.stock, []);
    assert.equal(s.indicator, null);
    assert.ok(s.hands[1]?.includes('7b'), 'Ada, the loser of the last stock trick, takes the 7b');
    assert.deepEqual(s.deal.cantes, [60, 20]);

    // strict play: You lead 2e, Ada must follow and beat (1e or 3e)
    step('0:2e');
    assert.deepEqual(playable(s), ['1e', '3e']);
    step('1:3e', '1:1e');
    assert.deepEqual(playable(s), ['7e']);
    step('0:7e', '1:12o');
    assert.deepEqual(playable(s), ['2o', '4o', '5o'], 'cannot beat 12o: any oros');
    step('0:5o', '1:7o');
    assert.deepEqual(playable(s), ['2o', '4o']);
    step('0:4o', '1:6o', '0:2o');

    // "with the stock empty, Ada leads 1c: you must follow and beat if you can; you cannot, so any
    // copas will do — you give 11c and keep 12c"
    assert.equal(s.turn, 1);
    step('1:1c');
    assert.deepEqual(sorted(at(s.hands, 0)), ['11c', '12c', '1b']);
    assert.deepEqual(
      playable(s),
      ['11c', '12c'],
      'follow copas; nothing beats the As; no trump allowed',
    );
    rejects(s, '0:1b', /must follow/);
    step('0:11c');
    step('1:3c');
    assert.deepEqual(playable(s), ['12c']);
    step('0:12c');

    // "Your 1b wins the last trick and its 10"
    step('1:7b');
    assert.deepEqual(playable(s), ['1b']);
    step('0:1b');
    assert.equal(s.lastTrick?.winner, 0);

    const t = tally('b', log, { bonus: 10, playedOut: true });
    assert.deepEqual(t.cardPoints, [58, 62]);
    assert.deepEqual(s.deal.cardPoints, [58, 62]);
    assert.deepEqual(s.deal.bonus, [10, 0]);
    assert.deepEqual(
      [at(s.deal.cardPoints, 0) + at(s.deal.bonus, 0), s.deal.cardPoints[1]],
      [68, 62],
      'tricks 68 to 62',
    );
    assert.deepEqual(s.deal.cantes, [60, 20], 'cantes 60 to 20');
    // `step` reassigns s out of the compiler's sight: read the final state afresh.
    const current = (): GameState => s;
    const end = current();
    assert.deepEqual(end.result?.totals, [128, 82]);
    assert.deepEqual(s.deal.points, [128, 82]);
    assert.deepEqual(end.result?.winners, [0], 'you win the deal');
    assert.equal(end.result?.reason, 'points');
    assert.deepEqual(s.match.scores, [1, 0]);
  },
);
