import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { CardCode } from '../../src/engine/index.ts';
import { DECK, RANK_ORDER, sorted, suit, SUITS } from '../support/cards.ts';
import { stacked, strictSetup } from '../support/deals.ts';
import { legal, playable, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';
import { playOut } from '../support/random.ts';
import { trickWinner } from '../support/rules.ts';

const distinct40 = (cards: readonly CardCode[]): void => {
  assert.equal(cards.length, 40);
  assert.deepEqual(sorted(cards), sorted(DECK));
};

/**
 * A tute deal whose first 22 plays lead to the last stock trick (one face-down card and the
 * indicator 4b left), seat 0 on lead; the other 2 plays finish it (strictSetup).
 */
const lastStockTrick = () =>
  strictSetup({
    leader: 0,
    leaderHand: ['1o', '3o', '12o', '1c', '3c', '12c', '1e', '3e'],
    otherHand: ['4b', '2o', '4o', '2c', '4c', '2e', '4e', '5e'],
    indicator: '4b',
  });

describe('§2/§3/§8/§11 the deal', () => {
  test(
    '§3 deal sizes (tute): 8 cards each, a 23-card face-down stock and a face-up indicator; 40 ' +
      'distinct cards',
    () => {
      for (const seed of [1, 2, 'abc', 987654]) {
        const s = newGame({ seed });
        assert.equal(s.variant, 'tute');
        assert.equal(s.players, 2);
        assert.equal(s.hands[0]?.length, 8);
        assert.equal(s.hands[1]?.length, 8);
        assert.equal(s.stock.length, 23);
        assert.equal(typeof s.indicator, 'string');
        assert.ok(
          !s.stock.includes(s.indicator as string),
          '§11: the indicator is not part of stock',
        );
        distinct40([...s.hands.flat(), ...s.stock, s.indicator as string]);
        assert.equal(
          s.trump,
          suit(s.indicator as string),
          '§3: trump is the suit of the indicator',
        );
        assert.deepEqual(s.trick, []);
        assert.equal(s.phase, 'play');
      }
    },
  );

  test(
    '§8 deal sizes (brisca): 3 cards each, a 33-card stock and the indicator; 40 distinct ' +
      'cards',
    () => {
      for (const seed of [1, 2, 'xyz']) {
        const s = newGame({ variant: 'brisca', seed });
        assert.equal(s.hands[0]?.length, 3);
        assert.equal(s.hands[1]?.length, 3);
        assert.equal(s.stock.length, 33);
        distinct40([...s.hands.flat(), ...s.stock, s.indicator as string]);
        assert.equal(s.trump, suit(s.indicator as string));
      }
    },
  );

  test('API seed: the same seed deals the same cards; a string seed works', () => {
    const a = newGame({ seed: 42 });
    const b = newGame({ seed: 42 });
    assert.deepEqual(a.hands, b.hands);
    assert.deepEqual(a.stock, b.stock);
    assert.equal(a.indicator, b.indicator);
    const c = newGame({ seed: 'hello' });
    assert.deepEqual(c.hands, newGame({ seed: 'hello' }).hands);
    // different seeds give different shuffles (40! orders: a collision here would be a bug)
    assert.notDeepEqual(newGame({ seed: 1 }).stock, newGame({ seed: 2 }).stock);
  });

  test(
    '§11 stacked deal: stock holds the face-down cards only, top first; indicator is the ' +
      'face-up card; trump is its suit',
    () => {
      const s = stacked({ hands: [['1o'], ['2o']], stock: ['3c', '4c', '5c'], indicator: '6e' });
      assert.deepEqual(s.stock.slice(0, 3), ['3c', '4c', '5c']);
      assert.equal(s.stock.length, 23);
      assert.equal(s.indicator, '6e');
      assert.equal(s.trump, 'e');
    },
  );

  test('§0 card codes are case-insensitive on input and lower-case on output', () => {
    const base = stacked({ hands: [['1o', '2c'], ['3o']], indicator: '1b' });
    const upper = newGame({
      deal: {
        hands: base.hands.map((h) => h.map((c) => c.toUpperCase())),
        stock: base.stock.map((c) => c.toUpperCase()),
        indicator: '1B',
      },
    });
    assert.deepEqual(upper.hands, base.hands);
    assert.equal(upper.indicator, '1b');
    const after = applyAction(upper, { type: 'play', seat: 0, card: '2C' });
    assert.deepEqual(after.trick, [{ seat: 0, card: '2c' }]);
  });

  test(
    '§0/§11 mano leads: the default dealer is the last seat, ' + 'so seat 0 is mano and leads',
    () => {
      const s = newGame({ seed: 5 });
      assert.equal(s.dealer, 1);
      assert.equal(s.turn, 0);
      const b = newGame({ variant: 'brisca', seed: 5 });
      assert.equal(b.dealer, 1);
      assert.equal(b.turn, 0);
    },
  );

  test('§0 dealer config: with dealer 0 the mano is seat 1, who leads', () => {
    const s = newGame({ seed: 5, dealer: 0 });
    assert.equal(s.dealer, 0);
    assert.equal(s.turn, 1);
    assert.ok(legalActions(s).every((a) => a.type !== 'play' || a.seat === 1));
    rejects(s, '0:' + at(at(s.hands, 0), 0), /turn/);
  });

  test(
    '§0 dealer rotation: ' + 'next-deal passes the deal to the next seat and the new mano leads',
    () => {
      let s = newGame({ seed: 11 });
      s = playOut(s, 'first-play');
      assert.equal(s.phase, 'deal-over');
      assert.equal(s.turn, null);
      assert.deepEqual(legal(s), ['next']);
      s = applyAction(s, { type: 'next-deal' });
      assert.equal(s.dealer, 0);
      assert.equal(s.turn, 1);
      assert.equal(s.hands[0]?.length, 8);
      assert.equal(s.stock.length, 23);
      assert.deepEqual(s.deal.points, [0, 0]);
      assert.equal(s.result, null);
      s = applyAction(playOut(s, 'first-play'), { type: 'next-deal' });
      assert.equal(s.dealer, 1);
      assert.equal(s.turn, 0);
    },
  );
});

describe('§3 drawing', () => {
  test('§3 drawing order: the trick winner draws the top card first, then the loser', () => {
    // seat 0 leads 2c and wins (seat 1 discards a blank of another suit)
    let s = stacked({ hands: [['2c'], ['4e']], stock: ['10o', '11o'], indicator: '1b' });
    s = run(s, '0:2c', '1:4e');
    assert.ok(s.hands[0]?.includes('10o'), 'the winner takes the top card');
    assert.ok(s.hands[1]?.includes('11o'), 'the loser takes the next one');
    assert.equal(s.stock.length, 21);
    assert.equal(s.turn, 0);
    // now the mano loses: seat 1 wins and draws first
    let t = stacked({ hands: [['2c'], ['3c']], stock: ['10o', '11o'], indicator: '1b' });
    t = run(t, '0:2c', '1:3c');
    assert.ok(t.hands[1]?.includes('10o'), 'the winner (seat 1) takes the top card');
    assert.ok(t.hands[0]?.includes('11o'));
    assert.equal(t.turn, 1, '§1: the winner leads next');
  });

  test(
    '§3 last draw: the winner takes the last face-down card, the loser the indicator; ' +
      'indicator becomes null',
    () => {
      const { config, actions } = lastStockTrick();
      const before = run(newGame(config), ...actions.slice(0, 22));
      assert.equal(before.stock.length, 1);
      assert.equal(before.indicator, '4b');
      const lastFaceDown = at(before.stock, 0);
      const after = run(before, ...actions.slice(22));
      assert.deepEqual(after.stock, []);
      assert.equal(after.indicator, null);
      assert.ok(after.hands[0]?.includes(lastFaceDown), 'winner took the last face-down card');
      assert.ok(after.hands[1]?.includes('4b'), 'loser took the indicator');
      assert.equal(after.trump, 'b', 'trump stays after the indicator is drawn');
    },
  );

  test('§3 12 draws, then 8 tricks without a stock: 20 tricks in all (tute)', () => {
    for (const seed of [3, 4, 5]) {
      let s = newGame({ seed });
      let draws = 0;
      let tricksAfterStock = 0;
      while (s.phase === 'play') {
        const plays = legalActions(s).filter((a) => a.type === 'play');
        const prev = s;
        s = applyAction(s, at(plays, 0));
        if (prev.trick.length === 1) {
          const stockBefore = prev.stock.length + (prev.indicator ? 1 : 0);
          const stockAfter = s.stock.length + (s.indicator ? 1 : 0);
          if (stockAfter < stockBefore) {
            assert.equal(stockBefore - stockAfter, 2, 'one card each per draw');
            draws += 1;
          } else tricksAfterStock += 1;
          if (s.phase === 'play') {
            const sizes = s.hands.map((h) => h.length);
            assert.equal(sizes[0], sizes[1]);
          }
        }
      }
      assert.equal(draws, 12);
      assert.equal(tricksAfterStock, 8);
      assert.equal(at(s.deal.tricks, 0) + at(s.deal.tricks, 1), 20);
    }
  });

  test(
    '§3 strict only once the stock is empty: at the last stock trick (1 card + indicator left) ' +
      'play is still free',
    () => {
      const { config, actions } = lastStockTrick();
      let s = run(newGame(config), ...actions.slice(0, 22));
      // seat 0 leads 1o; seat 1 holds oros it could not beat with,
      // and trumps, yet may play anything
      assert.ok(s.hands[0]?.includes('1o'));
      s = run(s, '0:1o');
      assert.deepEqual(playable(s), sorted(at(s.hands, 1)), 'free play while the stock lasts');
    },
  );
});

describe('§1 trick winner', () => {
  test(
    '§1/§0 trick winner for every ordered pair of cards: highest trump, else highest of the ' +
      'led suit (1,3,12,11,10,7,6,5,4,2); off-suit never wins',
    () => {
      // direct check of the order first, in a plain suit: each rank beats every rank after it
      for (let i = 0; i < RANK_ORDER.length; i++) {
        for (let j = 0; j < RANK_ORDER.length; j++) {
          if (i === j) continue;
          const lead = `${RANK_ORDER[i]}c`;
          const second = `${RANK_ORDER[j]}c`;
          let s = stacked({ hands: [[lead], [second]], indicator: '5b' });
          s = run(s, `0:${lead}`, `1:${second}`);
          const expected = i < j ? 0 : 1;
          assert.equal(s.lastTrick?.winner, expected, `${lead} then ${second}`);
          assert.equal(s.turn, expected, 'the winner leads next');
          assert.ok(s.won[expected]?.includes(lead) && s.won[expected]?.includes(second));
        }
      }
      // every ordered pair of the 40 cards (indicator of a third card, trump varies)
      let count = 0;
      for (const lead of DECK) {
        for (const second of DECK) {
          if (lead === second) continue;
          count += 1;
          // a third of the 1,560 pairs keeps this fast; every pair kind occurs
          if (count % 3 !== 0) continue;
          const indicator = DECK.find(
            (c) => c !== lead && c !== second && suit(c) === SUITS[count % 4],
          ) as CardCode;
          let s = stacked({ hands: [[lead], [second]], indicator });
          s = run(s, `0:${lead}`, `1:${second}`);
          const trick = [
            { seat: 0, card: lead },
            { seat: 1, card: second },
          ];
          const expected = trickWinner(trick, suit(indicator));
          assert.equal(
            s.lastTrick?.winner,
            expected,
            `${lead} then ${second}, trump ${suit(indicator)}`,
          );
        }
      }
    },
  );

  test('§1 a trump beats any card of the led suit; an off-suit non-trump never wins', () => {
    let s = stacked({ hands: [['1c'], ['2b']], indicator: '7b' });
    s = run(s, '0:1c', '1:2b');
    assert.equal(s.lastTrick?.winner, 1, 'the 2 of trumps beats the As of the led suit');
    let t = stacked({ hands: [['2c'], ['1o']], indicator: '7b' });
    t = run(t, '0:2c', '1:1o');
    assert.equal(t.lastTrick?.winner, 0, 'the As of another plain suit does not beat the led 2');
  });
});
