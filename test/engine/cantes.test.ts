import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from '../../src/engine/index.ts';
import type { CardCode, GameState, Rules } from '../../src/engine/index.ts';
import { stacked, strictSetup } from '../support/deals.ts';
import { isLegal, legal, rejects, run } from '../support/games.ts';

const sings = (s: GameState): string[] => legal(s).filter((a) => a.includes('sing'));

/** Trump bastos (indicator 1b). Seat 0 is mano. */
function deal(
  mano: CardCode[],
  other: CardCode[],
  stock: CardCode[] = [],
  rules?: Partial<Rules>,
): GameState {
  return stacked({ hands: [mano, other], stock, indicator: '1b', ...(rules ? { rules } : {}) });
}

const TWO_MARRIAGES = ['12o', '11o', '12c', '11c', '1e', '3e', '4e', '5e'];
const LOW = ['2o', '4o', '5o', '6o', '2c', '4c', '5c', '6c'];

describe('§1/§3/§11 cantes', () => {
  test('§11 cante window: never before the first lead, even holding a marriage', () => {
    const s = deal(TWO_MARRIAGES, LOW);
    assert.deepEqual(sings(s), []);
    rejects(s, '0:sing o');
  });

  test(
    '§1 cante window: right after winning a trick, before the next lead; 20 in a plain suit, ' +
      'added to deal.points',
    () => {
      let s = run(deal(TWO_MARRIAGES, LOW), '0:1e', '1:2o');
      assert.equal(s.turn, 0);
      assert.deepEqual(sings(s).sort(), ['0:sing c', '0:sing o']);
      s = run(s, '0:sing o');
      assert.equal(s.deal.cantes[0], 20);
      assert.equal(s.deal.points[0], 11 + 20, 'card points (1e) + cante');
      assert.equal(s.deal.points[1], 0);
      assert.equal(s.turn, 0, 'declaring does not pass the turn');
      assert.ok(
        legal(s).some((a) => a.startsWith('0:') && !a.includes('sing')),
        'the declarer still leads',
      );
    },
  );

  test(
    '§1 one cante per trick won; ' + 'the other marriage may be sung after the next trick won',
    () => {
      let s = run(deal(TWO_MARRIAGES, LOW), '0:1e', '1:2o', '0:sing o');
      assert.deepEqual(sings(s), []);
      rejects(s, '0:sing c', /one cante|only/);
      s = run(s, '0:3e', '1:4o');
      assert.deepEqual(sings(s), ['0:sing c'], 'oros already sung: only copas');
      s = run(s, '0:sing c');
      assert.equal(s.deal.cantes[0], 40);
    },
  );

  test('§1 each suit once per deal: a marriage sung is not offered again', () => {
    let s = run(deal(TWO_MARRIAGES, LOW), '0:1e', '1:2o', '0:sing o', '0:3e', '1:4o');
    assert.ok(!isLegal(s, '0:sing o'));
    rejects(s, '0:sing o');
    s = run(s, '0:sing c', '0:4e', '1:5o');
    assert.deepEqual(sings(s), []);
    rejects(s, '0:sing c');
  });

  test(
    '§11 cante window is closed by the lead: no cante once the trick has been led, and the ' +
      'loser cannot sing',
    () => {
      // seat 1 holds the espadas marriage but loses the first trick
      let s = run(
        deal(
          ['1o', '3o', '2c', '4c', '5c', '6c', '7c', '10c'],
          ['12e', '11e', '2o', '4o', '5o', '6o', '2e', '4e'],
        ),
        '0:1o',
        '1:2o',
      );
      assert.equal(s.turn, 0);
      rejects(s, '1:sing e');
      s = run(s, '0:3o');
      assert.ok(!isLegal(s, '1:sing e'));
      rejects(s, '1:sing e');
      s = run(s, '1:4o');
      assert.equal(s.turn, 0);
      rejects(s, '1:sing e');
    },
  );

  test('§1 a trick won by the other seat opens its window: it sings 20 after winning', () => {
    let s = run(
      deal(
        ['2o', '3o', '2c', '4c', '5c', '6c', '7c', '10c'],
        ['12e', '11e', '1o', '4o', '5o', '6o', '2e', '4e'],
      ),
      '0:2o',
      '1:1o',
    );
    assert.equal(s.turn, 1);
    assert.deepEqual(sings(s), ['1:sing e']);
    s = run(s, '1:sing e');
    assert.equal(s.deal.cantes[1], 20);
    assert.deepEqual(s.deal.points, [0, 11 + 20]);
  });

  test(
    '§3 a card just drawn counts: winning, then drawing ' +
      'the knight, completes the 40 in trumps',
    () => {
      let s = deal(
        ['12b', '1e', '2o', '4o', '5o', '6o', '2c', '4c'],
        ['2e', '4e', '5e', '6e', '7e', '10e', '5c', '6c'],
        ['11b', '3c'],
      );
      s = run(s, '0:1e', '1:2e');
      assert.ok(s.hands[0]?.includes('11b'));
      assert.deepEqual(sings(s), ['0:sing b']);
      s = run(s, '0:sing b');
      assert.equal(s.deal.cantes[0], 40, '40 in trumps');
      assert.equal(s.deal.points[0], 11 + 40);
    },
  );

  test(
    '§1 fortyFirst (default true): ' + 'holding the 40 and a 20, only the 40 is offered first',
    () => {
      let s = deal(
        ['12b', '11b', '12o', '11o', '1e', '2c', '4c', '5c'],
        ['2o', '4o', '5o', '6o', '3c', '2e', '4e', '5e'],
      );
      s = run(s, '0:1e', '1:2e');
      assert.deepEqual(sings(s), ['0:sing b']);
      rejects(s, '0:sing o', /40|forty|trump/i);
      s = run(s, '0:sing b', '0:2c', '1:3c');
      assert.equal(s.turn, 1, '3c beats 2c');
      assert.deepEqual(sings(s), [], 'seat 1 has no marriage');
    },
  );

  test('§1 fortyFirst false: the 20 may be sung before the 40', () => {
    const rules = { fortyFirst: false };
    let s = deal(
      ['12b', '11b', '12o', '11o', '1e', '3e', '4c', '5c'],
      ['2o', '4o', '5o', '6o', '2c', '2e', '4e', '5e'],
      [],
      rules,
    );
    s = run(s, '0:1e', '1:2e');
    assert.deepEqual(sings(s).sort(), ['0:sing b', '0:sing o']);
    s = run(s, '0:sing o', '0:3e', '1:4e', '0:sing b');
    assert.deepEqual(s.deal.cantes, [60, 0]);
  });

  test('§1 a pair broken by a played card cannot be sung', () => {
    let s = deal(['12c', '11c', '1e', '3e', '4e', '5e', '6e', '7e'], LOW);
    s = run(s, '0:12c', '1:2o');
    assert.equal(s.turn, 0);
    assert.deepEqual(sings(s), []);
    rejects(s, '0:sing c', /king|knight|hold/i);
  });

  test(
    '§11 singAfterStock false: cantes while the indicator lies there, none once it has been ' +
      'drawn',
    () => {
      const setup = (rules?: Partial<Rules>) =>
        strictSetup({
          leader: 0,
          leaderHand: ['12o', '11o', '1c', '3c', '12c', '1e', '3e', '2c'],
          otherHand: ['4b', '2o', '4o', '7c', '4c', '2e', '4e', '5e'],
          indicator: '4b',
          ...(rules ? { rules } : {}),
        });
      const off = setup({ singAfterStock: false });
      let s = newGame(off.config);
      s = run(s, ...off.actions.slice(0, 2));
      assert.ok(isLegal(s, '0:sing o'), 'the stock lasts: cante allowed');
      s = run(s, ...off.actions.slice(2, 22));
      assert.equal(s.stock.length, 1);
      assert.ok(isLegal(s, '0:sing o'), 'still before the last draw');
      s = run(s, ...off.actions.slice(22));
      assert.equal(s.indicator, null);
      assert.deepEqual(sings(s), []);
      rejects(s, '0:sing o');
      const on = setup();
      const t = run(newGame(on.config), ...on.actions);
      assert.equal(t.rules.singAfterStock, true);
      assert.ok(isLegal(t, '0:sing o'), 'default: cantes remain allowed after the stock');
    },
  );
});

describe('§1/§3 Tute', () => {
  const KINGS = ['12o', '12c', '12e', '12b', '1o', '2c', '4c', '5c'];
  const OTHER = ['2o', '4o', '5o', '6o', '2e', '4e', '5e', '6e'];

  test(
    '§1 Tute of kings: not before the first lead; declared after a won trick it ends the deal ' +
      'at once, the declarer wins',
    () => {
      let s = deal(KINGS, OTHER);
      assert.ok(!legal(s).some((a) => a.includes('tute')));
      rejects(s, '0:tute 12');
      s = run(s, '0:1o', '1:2o');
      assert.ok(isLegal(s, '0:tute 12'));
      s = run(s, '0:tute 12');
      assert.equal(s.phase, 'deal-over');
      assert.equal(s.result?.reason, 'tute');
      assert.deepEqual(s.result?.winners, [0]);
      assert.deepEqual(s.match.scores, [1, 0]);
      assert.equal(s.turn, null);
      assert.deepEqual(legal(s), ['next']);
      assert.equal(s.hands[0]?.length, 8, 'no more tricks are played');
    },
  );

  test('§1 Tute of knights, declared by the non-mano after it wins a trick', () => {
    let s = deal(
      ['2c', '2o', '4o', '5o', '6o', '2e', '4e', '5e'],
      ['11o', '11c', '11e', '11b', '1c', '4c', '5c', '6e'],
    );
    s = run(s, '0:2c', '1:1c');
    assert.equal(s.turn, 1);
    assert.ok(isLegal(s, '1:tute 11'));
    s = run(s, '1:tute 11');
    assert.equal(s.result?.reason, 'tute');
    assert.deepEqual(s.result?.winners, [1]);
    assert.deepEqual(s.match.scores, [0, 1]);
  });

  test('§1 Tute with target 1 ends the match', () => {
    const s = run(
      stacked({ hands: [KINGS, OTHER], indicator: '1b', rules: { target: 1 } }),
      '0:1o',
      '1:2o',
      '0:tute 12',
    );
    assert.equal(s.phase, 'match-over');
    assert.equal(s.match.winner, 0);
    assert.deepEqual(legal(s), []);
  });

  test('§9 tute false: a Tute is never offered and is rejected', () => {
    const s = run(deal(KINGS, OTHER, [], { tute: false }), '0:1o', '1:2o');
    assert.ok(!legal(s).some((a) => a.includes('tute')));
    rejects(s, '0:tute 12');
  });

  test(
    '§1 Tute is declared instead of a cante: after a cante in the same window it is no longer ' +
      'offered',
    () => {
      let s = deal(['12o', '12c', '12e', '12b', '11b', '1o', '2c', '4c'], OTHER);
      s = run(s, '0:1o', '1:2o');
      assert.ok(isLegal(s, '0:tute 12') && isLegal(s, '0:sing b'));
      s = run(s, '0:sing b');
      assert.ok(!isLegal(s, '0:tute 12'));
      rejects(s, '0:tute 12');
    },
  );

  test(
    '§11 Tute is not limited by singAfterStock: ' + 'offered after the indicator has been drawn',
    () => {
      const { config, actions } = strictSetup({
        leader: 0,
        leaderHand: ['12o', '12c', '12e', '12b', '1c', '1e', '3e', '2c'],
        otherHand: ['4b', '2o', '4o', '7c', '4c', '2e', '4e', '5e'],
        indicator: '4b',
        rules: { singAfterStock: false },
      });
      const s = run(newGame(config), ...actions);
      assert.equal(s.indicator, null);
      assert.ok(isLegal(s, '0:tute 12'));
      assert.equal(run(s, '0:tute 12').result?.reason, 'tute');
    },
  );

  test('§1 Tute needs all four in one hand: three kings are no Tute', () => {
    const s = run(
      deal(
        ['12o', '12c', '12e', '1o', '2c', '4c', '5c', '6c'],
        ['12b', '2o', '4o', '5o', '2e', '4e', '5e', '6e'],
      ),
      '0:1o',
      '1:2o',
    );
    assert.ok(!legal(s).some((a) => a.includes('tute')));
    rejects(s, '0:tute 12');
  });
});
