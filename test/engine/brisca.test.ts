import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { Action, GameState, Rules } from '../../src/engine/index.ts';
import { sorted, sumPts } from '../support/cards.ts';
import { schedule, stacked } from '../support/deals.ts';
import { legal, playable, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';
import { tally } from '../support/rules.ts';

/**
 * A brisca deal scheduled trick by trick (trump oros): seat 0 leads and wins the copas and
 * espadas tricks (60 points), then seat 1 wins the rest (bastos and oros, 60 points).
 * `shift` moves one trick so that seat 1 ends with 62.
 */
function briscaDeal(shift: boolean): {
  config: ReturnType<typeof schedule>['config'];
  actions: string[];
} {
  const tricks: [string, string][] = [];
  const plainPairs: [string, string][] = [
    ['1c', '2c'],
    ['3c', '4c'],
    ['12c', '5c'],
    ['11c', '6c'],
    ['10c', '7c'],
    ['1e', '2e'],
    ['3e', '4e'],
    ['12e', '5e'],
    ['11e', '6e'],
    ['10e', '7e'],
  ];
  for (const [a, b] of plainPairs) tricks.push([`0:${a}`, `1:${b}`]);
  if (shift) tricks[9] = ['0:7e', '1:10e']; // seat 1 wins the tenth trick (2 points)
  // seat 1 takes the lead: with shift it leads the eleventh trick; otherwise it wins it
  tricks.push(shift ? ['1:1b', '0:2b'] : ['0:2b', '1:1b']);
  for (const [a, b] of [
    ['3b', '4b'],
    ['12b', '5b'],
    ['11b', '6b'],
    ['10b', '7b'],
    ['1o', '2o'],
    ['3o', '4o'],
    ['12o', '5o'],
    ['11o', '6o'],
    ['10o', '7o'],
  ]) {
    tricks.push([`1:${a}`, `0:${b}`]);
  }
  return schedule('brisca', tricks, 'o');
}

describe('§8 brisca', () => {
  test('§8 brisca defaults: no cantes/Tute/last-trick bonus, tie is a draw, swap on-lead', () => {
    const s = newGame({ variant: 'brisca', seed: 1 });
    assert.equal(s.rules.lastTrickBonus, 0);
    assert.equal(s.rules.tute, false);
    assert.equal(s.rules.tie, 'draw');
    assert.equal(s.rules.swap, 'on-lead');
    assert.equal(s.rules.swapCard, '7');
    assert.equal(s.rules.target, 5);
  });

  test('§8 brisca 60–60 is a draw (no last-trick bonus by default)', () => {
    const { config, actions } = briscaDeal(false);
    const s = run(newGame(config), ...actions);
    const t = tally('o', actions, { bonus: 0, playedOut: true });
    assert.deepEqual(t.cardPoints, [60, 60]);
    assert.deepEqual(s.result?.totals, [60, 60]);
    assert.deepEqual(s.result?.winners, []);
    assert.equal(s.result?.reason, 'draw');
    assert.deepEqual(s.match.scores, [0, 0]);
    assert.deepEqual(s.deal.bonus, [0, 0]);
  });

  test('§8 brisca: more than 60 card points wins the deal', () => {
    const { config, actions } = briscaDeal(true);
    const s = run(newGame(config), ...actions);
    assert.deepEqual(s.result?.totals, [58, 62]);
    assert.deepEqual(s.result?.winners, [1]);
    assert.equal(s.result?.reason, 'points');
  });

  test(
    "§9 brisca with tie 'last-trick': 60–60 goes to the last trick's side; with " +
      'lastTrickBonus 10 it is 60–70',
    () => {
      const { config, actions } = briscaDeal(false);
      const withTie = run(newGame({ ...config, rules: { tie: 'last-trick' } }), ...actions);
      assert.deepEqual(withTie.result?.winners, [1]);
      assert.equal(withTie.result?.reason, 'points');
      const withBonus = run(newGame({ ...config, rules: { lastTrickBonus: 10 } }), ...actions);
      assert.deepEqual(withBonus.result?.totals, [60, 70]);
      assert.deepEqual(withBonus.result?.winners, [1]);
    },
  );

  test(
    '§8 brisca: draw after each trick, winner first; 17 draws, 20 tricks, the indicator taken ' +
      'last by the loser',
    () => {
      let s = stacked({
        variant: 'brisca',
        hands: [['2c'], ['3c']],
        stock: ['10o', '11o'],
        indicator: '1b',
      });
      s = run(s, '0:2c', '1:3c');
      assert.ok(s.hands[1]?.includes('10o'), 'the winner takes the top card');
      assert.ok(s.hands[0]?.includes('11o'));
      assert.equal(s.hands[0]?.length, 3);
      const { config, actions } = briscaDeal(false);
      let t = newGame(config);
      let draws = 0;
      for (const a of actions) {
        const before = t.stock.length + (t.indicator ? 1 : 0);
        t = run(t, a);
        if (t.stock.length + (t.indicator ? 1 : 0) < before) draws += 1;
      }
      assert.equal(draws, 17);
      assert.equal(at(t.deal.tricks, 0) + at(t.deal.tricks, 1), 20);
    },
  );

  test(
    '§8 brisca: free play always — no obligation to follow, beat or trump, ' +
      'even with the stock empty',
    () => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        let s = newGame({ variant: 'brisca', seed });
        let strictPhaseChecked = 0;
        while (s.phase === 'play') {
          if (s.trick.length === 1) {
            assert.deepEqual(playable(s), sorted(at(s.hands, s.turn)));
            if (s.stock.length === 0 && s.indicator === null) strictPhaseChecked += 1;
          }
          assert.ok(
            !legalActions(s).some(
              (a) => a.type === 'sing' || a.type === 'tute' || a.type === 'capote',
            ),
          );
          s = applyAction(
            s,
            legalActions(s)
              .filter((a) => a.type === 'play')
              .at(-1) as Action,
          );
        }
        assert.ok(strictPhaseChecked >= 1);
        assert.equal(sumPts(s.won.flat()), 120);
        assert.equal(
          (s.result?.totals[0] as number) + (s.result?.totals[1] as number),
          120,
          'no bonus, no cantes',
        );
      }
    },
  );

  test('§8 brisca: no cantes — a trick winner holding King and Knight may not sing', () => {
    const s = run(
      stacked({ variant: 'brisca', hands: [['1c', '12o', '11o'], ['2c']], indicator: '1b' }),
      '0:1c',
      '1:2c',
    );
    assert.equal(s.turn, 0);
    assert.ok(!legal(s).some((a) => a.includes('sing')));
    rejects(s, '0:sing o');
  });

  test(
    '§8 brisca: the 7 of trumps may be swapped on lead (default), ' + 'and is then the indicator',
    () => {
      const s = stacked({
        variant: 'brisca',
        hands: [['7b', '2c', '2o'], ['2e']],
        indicator: '1b',
      });
      assert.ok(legal(s).includes('0:swap'));
      const t = run(s, '0:swap');
      assert.equal(t.indicator, '7b');
      assert.deepEqual(sorted(at(t.hands, 0)), ['1b', '2c', '2o']);
    },
  );

  test("§8 brisca swap 'after-win-before-draw' and swapCard '7-and-2' apply as in tute", () => {
    const rules: Partial<Rules> = { swap: 'after-win-before-draw', swapCard: '7-and-2' };
    let s = stacked({
      variant: 'brisca',
      hands: [['2b', '7b', '1c'], ['2c']],
      indicator: '1b',
      rules,
    });
    assert.ok(!legal(s).includes('0:swap'));
    s = run(s, '0:1c', '1:2c');
    assert.deepEqual(legal(s), ['0:pass', '0:swap']);
    s = run(s, '0:swap');
    assert.equal(s.indicator, '7b');
  });

  test('§8 brisca with stacked hands: 3 cards each, 33 in the stock', () => {
    const s: GameState = stacked({ variant: 'brisca', hands: [['1c'], ['2c']], indicator: '1b' });
    assert.equal(s.hands[0]?.length, 3);
    assert.equal(s.stock.length, 33);
  });
});
