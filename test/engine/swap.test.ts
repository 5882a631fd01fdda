import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { Action, CardCode, GameState, Rules } from '../../src/engine/index.ts';
import { sorted } from '../support/cards.ts';
import { stacked, strictSetup } from '../support/deals.ts';
import { isLegal, legal, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';

const plays = (s: GameState): Action[] => legalActions(s).filter((a) => a.type === 'play');

/** Mano (seat 0) holds `mano` + blanks, seat 1 holds `other` + blanks; trump from `indicator`. */
function opening(
  mano: CardCode[],
  indicator: CardCode,
  rules?: Partial<Rules>,
  other: CardCode[] = [],
  stock: CardCode[] = [],
): GameState {
  return stacked({ hands: [mano, other], indicator, stock, ...(rules ? { rules } : {}) });
}

describe("§3/§11 swap of the trump 7, swap: 'on-lead' (default)", () => {
  test(
    '§3 swap on-lead: the mano may swap the trump 7 at the opening lead; the indicator comes ' +
      'to the hand',
    () => {
      const s = opening(['7b', '2c'], '1b');
      assert.equal(s.rules.swap, 'on-lead');
      assert.ok(isLegal(s, '0:swap'));
      const t = run(s, '0:swap');
      assert.ok(t.hands[0]?.includes('1b'));
      assert.ok(!t.hands[0]?.includes('7b'));
      assert.equal(t.indicator, '7b', 'the swapped 7 becomes the indicator');
      assert.equal(t.trump, 'b');
      assert.equal(t.hands[0]?.length, 8);
      assert.deepEqual(t.stock, s.stock, 'the stock is untouched');
      assert.equal(t.turn, 0, 'the swap does not pass the turn');
      assert.ok(!isLegal(t, '0:swap'), 'swapping a 7 for the 7 is not offered');
      rejects(t, '0:swap');
    },
  );

  test('§3 swap: the swapped-in 7 lies under the stock and is the last card drawn', () => {
    let s = run(opening(['7b', '2c'], '1b'), '0:swap');
    let guard = 0;
    while (s.stock.length > 0) {
      assert.equal(s.indicator, '7b');
      const before = s;
      s = applyAction(s, at(plays(s), 0));
      if (s.stock.length === 0) {
        assert.equal(s.indicator, null);
        const loser = 1 - (s.lastTrick?.winner as number);
        assert.ok(s.hands[loser]?.includes('7b'), 'the loser of the last stock trick takes the 7');
        assert.ok(!before.hands[loser]?.includes('7b'));
      }
      assert.ok(guard++ < 30);
    }
  });

  test(
    '§3 swap on-lead: a seat not on lead cannot swap (neither the dealer at the opening nor a ' +
      'follower)',
    () => {
      const s = opening(['2c'], '1b', undefined, ['7b']);
      assert.ok(!legal(s).some((a) => a.endsWith('swap')));
      rejects(s, '1:swap');
      const t = run(s, '0:2c');
      assert.ok(!isLegal(t, '1:swap'), 'not during a trick');
      rejects(t, '1:swap');
    },
  );

  test(
    '§3 swap on-lead: the trick winner may swap a 7 just drawn, ' + 'before or after a cante',
    () => {
      // seat 0 leads 1c, seat 1 discards; seat 0 draws 7b (top) and holds the oros marriage
      const base = opening(['1c', '12o', '11o'], '1b', undefined, ['2e'], ['7b', '4e']);
      const s = run(base, '0:1c', '1:2e');
      assert.ok(s.hands[0]?.includes('7b'));
      assert.ok(isLegal(s, '0:swap') && isLegal(s, '0:sing o'));
      const singThenSwap = run(s, '0:sing o', '0:swap');
      assert.equal(singThenSwap.indicator, '7b');
      assert.equal(singThenSwap.turn, 0);
      const swapThenSing = run(s, '0:swap', '0:sing o');
      assert.equal(swapThenSing.indicator, '7b');
      assert.ok(swapThenSing.hands[0]?.includes('1b'));
      assert.equal(swapThenSing.deal.cantes[0], 20);
    },
  );

  test('§3 swap on-lead: the loser who drew the 7 cannot swap until it is on lead', () => {
    const s = run(opening(['1c'], '1b', undefined, ['2e'], ['4e', '7b']), '0:1c', '1:2e');
    assert.ok(s.hands[1]?.includes('7b'));
    rejects(s, '1:swap');
    const t = run(s, '0:2c');
    rejects(t, '1:swap');
  });

  test('§11 swap on-lead: no swap once the indicator has been drawn', () => {
    const { config, actions } = strictSetup({
      leader: 0,
      leaderHand: ['7b', '3o', '12o', '1c', '3c', '12c', '1e', '3e'],
      otherHand: ['4b', '2o', '4o', '2c', '4c', '2e', '4e', '5e'],
      indicator: '4b',
    });
    const s = run(newGame(config), ...actions);
    assert.equal(s.indicator, null);
    assert.ok(s.hands[0]?.includes('7b'));
    assert.ok(!isLegal(s, '0:swap'));
    rejects(s, '0:swap');
  });
});

describe("§3/§11 swap: 'after-win-before-draw'", () => {
  const rules = { swap: 'after-win-before-draw' } as const;

  test('§3 after-win-before-draw: no swap at the opening lead', () => {
    const s = opening(['7b', '2c'], '1b', rules);
    assert.ok(!isLegal(s, '0:swap'));
    rejects(s, '0:swap');
  });

  test(
    '§11 swap pause: after a won trick play stops before the draw with exactly swap and pass ' +
      'legal; swap, then the draw',
    () => {
      const s = run(opening(['7b', '1c'], '1b', rules, ['2e'], ['10o', '11o']), '0:1c', '1:2e');
      assert.equal(s.turn, 0);
      assert.deepEqual(legal(s), ['0:pass', '0:swap']);
      assert.equal(s.hands[0]?.length, 7, 'not drawn yet');
      assert.equal(s.hands[1]?.length, 7);
      assert.equal(s.stock.length, 23);
      rejects(s, '0:2c');
      rejects(s, '1:pass');
      const t = run(s, '0:swap');
      assert.equal(t.indicator, '7b');
      assert.ok(t.hands[0]?.includes('1b'));
      assert.ok(t.hands[0]?.includes('10o'), 'then the winner draws the top card');
      assert.ok(t.hands[1]?.includes('11o'), 'and the loser the next');
      assert.equal(t.hands[0]?.length, 8);
      assert.equal(t.turn, 0);
      assert.ok(plays(t).length > 0);
    },
  );

  test(
    '§11 swap pause: pass keeps the 7, the draw happens, and no swap is offered on the next ' +
      'lead',
    () => {
      const s = run(
        opening(['7b', '1c'], '1b', rules, ['2e'], ['10o', '11o']),
        '0:1c',
        '1:2e',
        '0:pass',
      );
      assert.equal(s.indicator, '1b');
      assert.ok(s.hands[0]?.includes('7b') && s.hands[0]?.includes('10o'));
      assert.ok(s.hands[1]?.includes('11o'));
      assert.ok(!isLegal(s, '0:swap'));
      rejects(s, '0:swap');
    },
  );

  test(
    '§11 swap pause: only when the winner may swap — a winner without the 7 draws at once, ' +
      'even if the loser holds it',
    () => {
      const s = run(opening(['1c'], '1b', rules, ['7b', '2e'], ['10o', '11o']), '0:1c', '1:2e');
      assert.ok(s.hands[0]?.includes('10o'));
      assert.ok(s.hands[1]?.includes('11o'));
      assert.ok(!legal(s).some((a) => a.endsWith('pass') || a.endsWith('swap')));
    },
  );

  test('§3 after-win-before-draw: a 7 just drawn cannot be swapped on lead', () => {
    const s = run(opening(['1c'], '1b', rules, ['2e'], ['7b', '11o']), '0:1c', '1:2e');
    assert.ok(s.hands[0]?.includes('7b'));
    assert.ok(!isLegal(s, '0:swap'));
    rejects(s, '0:swap');
  });

  test(
    '§11 swap pause at the last draw: the winner takes the indicator, then the last face-down ' +
      'card; the loser gets the swapped 7',
    () => {
      const { config, actions } = strictSetup({
        leader: 0,
        leaderHand: ['7b', '3o', '12o', '1c', '3c', '12c', '1e', '3e'],
        otherHand: ['1b', '2o', '4o', '2c', '4c', '2e', '4e', '5e'],
        indicator: '1b',
        rules,
      });
      let s = newGame(config);
      // the leader wins every stock trick holding the 7: it passes in the first 11 pauses
      for (const [i, action] of actions.entries()) {
        s = run(s, action);
        if (i % 2 === 1 && i < 22) {
          assert.deepEqual(legal(s), ['0:pass', '0:swap'], `pause after trick ${(i + 1) / 2}`);
          s = run(s, '0:pass');
        }
      }
      assert.deepEqual(legal(s), ['0:pass', '0:swap'], 'pause before the last draw');
      assert.equal(s.stock.length, 1);
      const lastCard = at(s.stock, 0);
      s = run(s, '0:swap');
      assert.equal(s.indicator, null);
      assert.deepEqual(s.stock, []);
      assert.ok(s.hands[0]?.includes('1b'), 'winner took the indicator by the swap');
      assert.ok(s.hands[0]?.includes(lastCard), 'and the last face-down card');
      assert.ok(s.hands[1]?.includes('7b'), 'the loser gets the swapped 7');
      assert.deepEqual(
        sorted(at(s.hands, 1)),
        sorted(['7b', '2o', '4o', '2c', '4c', '2e', '4e', '5e']),
      );
    },
  );
});

describe("§3 swap: 'off'", () => {
  test('§3 swap off: never offered, neither at the opening nor after a win', () => {
    const rules = { swap: 'off' } as const;
    const s = opening(['7b', '1c'], '1b', rules, ['2e'], ['10o', '11o']);
    assert.ok(!isLegal(s, '0:swap'));
    rejects(s, '0:swap');
    const t = run(s, '0:1c', '1:2e');
    assert.ok(t.hands[0]?.includes('10o'), 'no pause: drawn at once');
    assert.ok(!legal(t).some((a) => a.endsWith('swap') || a.endsWith('pass')));
    rejects(t, '0:swap');
  });
});

describe('§3 swapCard', () => {
  test(
    "§3 swapCard '7' (default): the trump 7 swaps (for a point card or a blank), the 2 does " +
      'not',
    () => {
      assert.equal(opening(['2c'], '1b').rules.swapCard, '7');
      assert.ok(isLegal(opening(['7b'], '1b'), '0:swap'));
      assert.ok(isLegal(opening(['7b'], '4b'), '0:swap'));
      const only2 = opening(['2b'], '1b');
      assert.ok(!isLegal(only2, '0:swap'));
      rejects(only2, '0:swap');
    },
  );

  test("§3 swapCard '2': the trump 2 swaps, the 7 does not", () => {
    const rules = { swapCard: '2' } as const;
    const s = opening(['2b'], '1b', rules);
    const t = run(s, '0:swap');
    assert.equal(t.indicator, '2b');
    assert.ok(t.hands[0]?.includes('1b'));
    assert.ok(!isLegal(t, '0:swap'), 'the 2 is not swapped for itself');
    assert.ok(!isLegal(opening(['7b'], '1b', rules), '0:swap'));
  });

  test("§3 swapCard '7-and-2': the 7 takes a card worth points, the 2 a blank", () => {
    const rules = { swapCard: '7-and-2' } as const;
    assert.ok(isLegal(opening(['7b'], '1b', rules), '0:swap'), '7 for the As');
    assert.ok(!isLegal(opening(['2b'], '1b', rules), '0:swap'), 'the 2 does not take a point card');
    assert.ok(isLegal(opening(['2b'], '4b', rules), '0:swap'), '2 for a blank');
    assert.ok(!isLegal(opening(['7b'], '4b', rules), '0:swap'), 'the 7 does not take a blank');
    const t = run(opening(['2b'], '4b', rules), '0:swap');
    assert.equal(t.indicator, '2b');
    assert.ok(t.hands[0]?.includes('4b'));
  });

  test(
    "§11 swapCard '7-and-2': two swaps in one window (the 7 takes the point card, then the 2 " +
      'takes the 7)',
    () => {
      const rules = { swapCard: '7-and-2' } as const;
      let s = run(opening(['7b', '2b'], '1b', rules), '0:swap');
      assert.equal(s.indicator, '7b');
      assert.ok(isLegal(s, '0:swap'));
      s = run(s, '0:swap');
      assert.equal(s.indicator, '2b');
      assert.ok(
        s.hands[0]?.includes('1b') && s.hands[0]?.includes('7b') && !s.hands[0]?.includes('2b'),
      );
      assert.ok(!isLegal(s, '0:swap'));
    },
  );

  test(
    "§11 swapCard '7-and-2' in the swap pause: after the first swap the pause still offers " +
      'swap and pass',
    () => {
      const rules = { swapCard: '7-and-2', swap: 'after-win-before-draw' } as const;
      let s = run(opening(['7b', '2b', '1c'], '1b', rules, ['2e'], ['10o', '11o']), '0:1c', '1:2e');
      assert.deepEqual(legal(s), ['0:pass', '0:swap']);
      s = run(s, '0:swap');
      assert.equal(s.indicator, '7b');
      assert.deepEqual(legal(s), ['0:pass', '0:swap']);
      assert.equal(s.hands[0]?.length, 7, 'still before the draw');
      s = run(s, '0:swap');
      assert.equal(s.indicator, '2b');
      assert.ok(!isLegal(s, '0:swap'));
      // docs/rules.md §11 does not say whether a pause with nothing left to swap
      // needs a pass: accept both
      if (sorted(legal(s)).join() === '0:pass') s = run(s, '0:pass');
      assert.equal(s.hands[0]?.length, 8, 'then the draw happens');
      assert.ok(s.hands[0]?.includes('10o') && s.hands[1]?.includes('11o'));
    },
  );
});
