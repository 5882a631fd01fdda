/** The compact card encoding (src/ai/sim/cards.ts) against docs/rules.md §0. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  addCodes,
  CARD_POINTS,
  codeOf,
  codesOf,
  hasTwinAbove,
  indexOf,
  MASK_POINTS,
  popcount,
  positionOf,
  strongerThan,
  strongest,
  suitOf,
} from '../../src/ai/sim/cards.ts';
import { pointsOf } from '../../src/engine/index.ts';
import { RANK_ORDER, SUITS } from '../support/cards.ts';
import { at } from '../support/lists.ts';

describe('compact cards', () => {
  it(
    'numbers the 40 cards suit * 10 + position, ' + 'strongest first, and round-trips engine codes',
    () => {
      assert.equal(codeOf(0), '1o');
      assert.equal(codeOf(12), '12c');
      assert.equal(codeOf(23), '11e');
      assert.equal(codeOf(39), '2b');
      for (let c = 0; c < 40; c++) {
        assert.equal(indexOf(codeOf(c)), c);
        assert.equal(codeOf(c), `${RANK_ORDER[positionOf(c)]}${SUITS[suitOf(c)]}`);
        assert.equal(CARD_POINTS[c], pointsOf(codeOf(c)));
      }
      assert.throws(() => indexOf('8o'), /not a card code/);
    },
  );

  it('keeps hands as four suit masks with cheap rank questions', () => {
    const hand = new Int32Array(4);
    addCodes(hand, 0, ['1o', '7o', '12c', '2b']);
    assert.deepEqual(codesOf(hand, 0), ['1o', '7o', '12c', '2b']);
    assert.equal(strongest(at(hand, 0)), 0);
    assert.equal(
      at(hand, 0) & strongerThan(positionOf(indexOf('3o'))),
      1,
      'only the As beats the Tres',
    );
    assert.equal(popcount(0x3ff), 10);
    assert.equal(MASK_POINTS[0x3ff], 30, 'a suit is worth 30 points');
  });

  it('finds a blank twin only in the same hand with no live card between', () => {
    // Positions: 5 is the 7, 6 the 6, 7 the 5, 9 the 2.
    const bits = (...positions: number[]): number => positions.reduce((m, p) => m | (1 << p), 0);
    const hand = bits(5, 7);
    assert.equal(hasTwinAbove(hand, hand, 7), true, 'the 5 under the 7, nothing between');
    assert.equal(hasTwinAbove(hand, hand | bits(6), 7), false, 'the 6 still live between');
    assert.equal(hasTwinAbove(hand, hand, 5), false, 'nothing above the 7 is a blank');
    assert.equal(hasTwinAbove(bits(4, 6), bits(4, 6), 6), false, 'the Sota has points');
    assert.equal(hasTwinAbove(bits(6, 9), bits(6, 9) | bits(0), 9), true, 'the 2 under the 6');
    assert.equal(hasTwinAbove(bits(9), bits(6, 9), 9), false, 'the 6 is in another hand');
  });
});
