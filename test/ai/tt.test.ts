/**
 * The transposition table (src/ai/sim/tt.ts): full keys, packed values, and forgetting every
 * entry on `clear`, also when its generation number wraps around.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TranspositionTable, TT_LOWER, TT_UPPER } from '../../src/ai/sim/tt.ts';

describe('transposition table', () => {
  it('returns what was stored, values and moves with their signs', () => {
    const tt = new TranspositionTable(8);
    tt.store(-1, 7, 0xffffff, -30000, TT_UPPER, -1);
    assert.ok(tt.probe(-1, 7, 0xffffff));
    assert.deepEqual([tt.value, tt.flag, tt.move], [-30000, TT_UPPER, -1]);
    tt.store(5, -7, 3, 30000, TT_LOWER, 52);
    assert.ok(tt.probe(5, -7, 3));
    assert.deepEqual([tt.value, tt.flag, tt.move], [30000, TT_LOWER, 52]);
  });

  it('tells positions apart by every word of the key', () => {
    const tt = new TranspositionTable(8);
    tt.store(1, 2, 3, 10, TT_LOWER, 4);
    assert.ok(!tt.probe(1, 2, 4));
    assert.ok(!tt.probe(1, 3, 3));
    assert.ok(!tt.probe(0, 2, 3));
    assert.ok(tt.probe(1, 2, 3));
  });

  it('forgets every entry on clear, through the wrap of its generation number', () => {
    const tt = new TranspositionTable(8);
    for (let round = 0; round < 600; round++) {
      tt.store(round, 1, 2, round, TT_LOWER, 1);
      assert.ok(tt.probe(round, 1, 2));
      tt.store(0, 0, 0, 1, TT_LOWER, 1);
      tt.clear();
      assert.ok(!tt.probe(round, 1, 2), `round ${round}: an entry outlived clear()`);
      assert.ok(!tt.probe(0, 0, 0), `round ${round}: the zero key outlived clear()`);
    }
  });
});
