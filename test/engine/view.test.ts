import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, IllegalActionError, newGame, viewFor } from '../../src/engine/index.ts';
import type { CardCode, GameState } from '../../src/engine/index.ts';
import { stacked } from '../support/deals.ts';
import { legal, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';

const jsonHas = (x: unknown, card: CardCode): boolean => JSON.stringify(x).includes(`"${card}"`);

describe('API viewFor, errors, immutability', () => {
  test('API viewFor: other hands are counts, the stock a count, no seed; own hand in full', () => {
    const s = newGame({ seed: 77 });
    for (const seat of [0, 1]) {
      const v = viewFor(s, seat);
      const other = 1 - seat;
      assert.equal(v.seat, seat);
      assert.deepEqual(v.hands[seat], s.hands[seat]);
      assert.equal(v.hands[other], 8);
      assert.equal(v.stock, 23);
      assert.ok(!('seed' in v));
      assert.ok(!('stacked' in v));
      const { log: _log, ...rest } = v;
      for (const c of [...at(s.hands, other), ...s.stock])
        assert.ok(!jsonHas(rest, c), `view of seat ${seat} leaks ${c}`);
      assert.equal(v.indicator, s.indicator, 'the indicator is public');
    }
  });

  test('API viewFor: a seat that is not one throws a RangeError that shows what it got', () => {
    const s = newGame({ seed: 77 });
    const got = (seat: unknown) => () => viewFor(s, seat as number);
    assert.throws(got('0'), { name: 'RangeError', message: /from 0 to 1; got "0"$/ });
    assert.throws(got(2), { name: 'RangeError', message: /got 2$/ });
    assert.throws(got(0.5), { name: 'RangeError', message: /got 0\.5$/ });
    assert.throws(got({}), { name: 'RangeError', message: /got an object$/ });
  });

  test('API viewFor: a stacked deal is hidden like the seed; the state remembers it', () => {
    const s = stacked({ hands: [['2o', '3o'], ['7b']], indicator: '1b' });
    assert.equal(s.stacked.length, 1, 'the state lists the stacked first deal');
    assert.equal(s.stacked[0]?.deal, 0);
    assert.deepEqual(s.stacked[0]?.hands, s.hands);
    assert.deepEqual(newGame({ seed: 5 }).stacked, [], 'a shuffled deal is not listed');
    for (const seat of [0, 1]) {
      const v = viewFor(s, seat);
      assert.ok(!('stacked' in v) && !('seed' in v), `seat ${seat} sees neither`);
      const other = s.hands[1 - seat] ?? [];
      for (const c of [...other, ...s.stock]) assert.ok(!jsonHas(v, c), `view leaks ${c}`);
    }
  });

  test(
    'API viewFor: cards shown in a cante stay known to the other seat; played cards are listed ' +
      'with their seat',
    () => {
      let s = stacked({
        hands: [
          ['2o', '3o', '2c', '4c', '5c', '6c', '7c', '10c'],
          ['12e', '11e', '1o', '4o', '5o', '6o', '2e', '4e'],
        ],
        indicator: '1b',
      });
      s = run(s, '0:2o', '1:1o', '1:sing e');
      const v = viewFor(s, 0);
      assert.equal(v.hands[1], 8);
      assert.ok(
        jsonHas({ ...v, log: [] }, '12e') && jsonHas({ ...v, log: [] }, '11e'),
        'the sung King and Knight are known',
      );
      assert.ok(!jsonHas({ ...v, log: [] }, '4e'), 'the rest of the hand is not');
      assert.deepEqual(v.played, [
        { seat: 0, card: '2o' },
        { seat: 1, card: '1o' },
      ]);
    },
  );

  test('API errors: IllegalActionError names why — a card not held, not your turn', () => {
    const s = stacked({ hands: [['2o'], ['7b']], indicator: '1b' });
    const notHeld = rejects(s, '0:7b');
    assert.match(notHeld.message, /7b/);
    const turn = rejects(s, '1:7b');
    assert.ok(turn instanceof IllegalActionError);
    assert.match(turn.message, /turn|seat/);
  });

  test('API immutability: states are deeply frozen and applyAction never changes its input', () => {
    const s = newGame({ seed: 3 });
    const frozen = (x: GameState): void => {
      assert.ok(Object.isFrozen(x));
      assert.ok(
        Object.isFrozen(x.hands) && Object.isFrozen(x.hands[0]) && Object.isFrozen(x.stock),
      );
      assert.ok(
        Object.isFrozen(x.deal) &&
          Object.isFrozen(x.deal.points) &&
          Object.isFrozen(x.match) &&
          Object.isFrozen(x.rules),
      );
    };
    frozen(s);
    const before = JSON.stringify(s);
    const a = legal(s).find((x) => /^0:\d/.test(x)) as string;
    const t = run(s, a);
    frozen(t);
    assert.equal(JSON.stringify(s), before);
    assert.equal(t.log.length, 1);
    assert.equal(s.log.length, 0);
    assert.throws(() => applyAction(s, { type: 'play', seat: 1, card: '1o' }), IllegalActionError);
  });

  test('§0 the log stores canonical lower-case codes', () => {
    const s = stacked({ hands: [['2c'], ['3o']], indicator: '1b' });
    const t = applyAction(s, { type: 'play', seat: 0, card: '2C' });
    assert.deepEqual(t.log, [{ type: 'play', seat: 0, card: '2c' }]);
  });

  test('§11 four Kings and four Knights in one hand: either Tute may be declared', () => {
    let s = stacked({
      hands: [['12o', '12c', '12e', '12b', '11o', '11c', '11e', '1o'], ['2o']],
      stock: ['11b', '2c'],
      indicator: '1b',
    });
    s = run(s, '0:1o', '1:2o');
    const l = legal(s);
    assert.ok(l.includes('0:tute 11') && l.includes('0:tute 12'), l.join(' '));
    assert.equal(run(s, '0:tute 11').result?.reason, 'tute');
  });
});
