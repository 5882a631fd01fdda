import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, IllegalActionError, legalActions, newGame } from '../../src/engine/index.ts';
import type { CardCode, DealResult, GameState, Rules } from '../../src/engine/index.ts';
import { sorted } from '../support/cards.ts';
import { stacked, strictPosition } from '../support/deals.ts';
import { playable, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';

// Trump is bastos throughout (indicator 4b). In strict positions seat 0 is on lead (it won the
// last stock trick) and seat 1 took the indicator 4b at the last draw (docs/rules.md §3).
const LEAD_HAND = ['10c', '1c', '10b', '1b', '2o', '2e', '4e', '5e'];

function strict(
  otherHand: CardCode[],
  rules?: Partial<Rules>,
  leaderHand: CardCode[] = LEAD_HAND,
): GameState {
  return strictPosition({
    leader: 0,
    leaderHand,
    otherHand,
    indicator: '4b',
    ...(rules ? { rules } : {}),
  });
}

/**
 * A stock-play position (trump bastos, indicator 4b): seat 0, the mano, holds 10c and 10b (and
 * blanks), seat 1 holds `other`.
 */
const withStock = (other: string[], rules?: Partial<Rules>): GameState =>
  stacked({ hands: [['10c', '10b'], other], indicator: '4b', ...(rules ? { rules } : {}) });

describe('§3 free play while the stock lasts', () => {
  test(
    '§3 stockPlay free: ' + 'the follower may play any card (no need to follow, beat or trump)',
    () => {
      let s = withStock(['3c', '5c', '2b', '6b', '1o', '2o', '4e', '5e']);
      s = run(s, '0:10c');
      assert.deepEqual(playable(s), sorted(at(s.hands, 1)));
      const t = run(withStock(['3c', '5c', '2b', '6b', '1o', '2o', '4e', '5e']), '0:10b');
      assert.deepEqual(
        playable(t),
        sorted(at(t.hands, 1)),
        'free: even a trump lead may be answered with anything',
      );
      run(t, '1:1o'); // applyAction accepts an off-suit card
    },
  );

  test(
    '§3 stockPlay follow-trump: a trump lead must be answered by a trump if held (any trump, ' +
      'not necessarily higher)',
    () => {
      const rules = { stockPlay: 'follow-trump' } as const;
      let s = withStock(['3c', '5c', '2b', '1b', '1o', '2o', '4e', '5e'], rules);
      s = run(s, '0:10b');
      assert.deepEqual(playable(s), ['1b', '2b']);
      const err = rejects(s, '1:3c', /trump/i);
      assert.ok(err instanceof IllegalActionError);
      run(s, '1:2b'); // a lower trump is fine
    },
  );

  test(
    '§3 stockPlay follow-trump: a plain lead, or a trump lead to a hand without trumps, leaves ' +
      'play free',
    () => {
      const rules = { stockPlay: 'follow-trump' } as const;
      const plain = run(
        withStock(['3c', '5c', '2b', '1b', '1o', '2o', '4e', '5e'], rules),
        '0:10c',
      );
      assert.deepEqual(
        playable(plain),
        sorted(at(plain.hands, 1)),
        'no obligation to follow copas nor to trump',
      );
      const noTrumps = run(
        withStock(['3c', '5c', '6c', '7c', '1o', '2o', '4e', '5e'], rules),
        '0:10b',
      );
      assert.deepEqual(playable(noTrumps), sorted(at(noTrumps.hands, 1)));
    },
  );
});

describe('§1 strict play once the stock is empty (§3)', () => {
  test(
    '§1 strict play: holding the led suit you must follow and beat the highest card of it if ' +
      'you can (montar)',
    () => {
      const s = run(strict(['4b', '3c', '12c', '5c', '2b', '1o', '3o', '6e']), '0:10c');
      assert.deepEqual(playable(s), ['12c', '3c'], 'only the copas that beat 10c');
      rejects(s, '1:5c', /must/);
      rejects(s, '1:2b', /must/);
      const offSuit = rejects(s, '1:1o', /follow|beat/);
      assert.ok(offSuit.message.length > 0);
      run(s, '1:12c');
    },
  );

  test(
    '§1 strict play: holding the led suit but unable to beat it, ' + 'any card of the led suit',
    () => {
      const s = run(strict(['4b', '5c', '6c', '2b', '1o', '3o', '6e', '7e']), '0:1c');
      assert.deepEqual(playable(s), ['5c', '6c']);
      rejects(s, '1:2b', /must follow/);
      rejects(s, '1:1o', /must follow/);
    },
  );

  test(
    '§1 strict play: ' + 'the error for not following names the obligation ("must follow …")',
    () => {
      const s = run(strict(['4b', '5c', '6c', '2b', '1o', '3o', '6e', '7e']), '0:1c');
      const err = rejects(s, '1:3o');
      assert.match(err.message, /must follow/);
      assert.match(err.message, /copas/, 'docs/api.md: "must follow copas"');
    },
  );

  test('§1 rule 4 trump led: a higher trump if you can', () => {
    const s = run(strict(['4b', '3b', '5b', '2c', '1o', '3o', '6e', '7e']), '0:10b');
    assert.deepEqual(playable(s), ['3b'], '3b is the only trump above 10b');
    rejects(s, '1:5b', /must/);
    rejects(s, '1:4b', /must/);
    rejects(s, '1:1o', /must/);
  });

  test('§1 rule 4 trump led: unable to beat it, any trump', () => {
    const s = run(strict(['4b', '5b', '6b', '2c', '1o', '3o', '6e', '7e']), '0:1b');
    assert.deepEqual(playable(s), ['4b', '5b', '6b']);
    rejects(s, '1:2c', /must/);
  });

  test('§1 rule 3 trump led to a hand without trumps: any card', () => {
    // seat 1 must hold the indicator, a trump: let seat 1 lead instead, seat 0 (no trumps) follows
    let s = strict(['4b', '12b', '6b', '2c', '1o', '3o', '6e', '7e'], undefined, [
      '10c',
      '1c',
      '3c',
      '2o',
      '4o',
      '2e',
      '4e',
      '5e',
    ]);
    s = run(s, '0:2o', '1:1o'); // seat 1 must beat 2o with an oro: 1o or 3o
    assert.equal(s.turn, 1);
    s = run(s, '1:12b');
    assert.deepEqual(playable(s), sorted(at(s.hands, 0)));
  });

  test(
    '§1 rule 2 void in the led suit with trumps in hand: ' + 'must trump (fallar), any trump',
    () => {
      const s = run(strict(['4b', '2b', '11b', '1o', '3o', '6o', '6e', '7e']), '0:10c');
      assert.deepEqual(playable(s), ['11b', '2b', '4b']);
      const err = rejects(s, '1:1o', /trump|bastos/i);
      assert.equal(typeof err.code, 'string');
    },
  );

  test('§1 rule 3 void in the led suit and without trumps: any card', () => {
    // seat 0 follows here (seat 1 must hold the indicator, so seat 1 leads copas)
    let s = strict(['4b', '12b', '6b', '3c', '1o', '3o', '6e', '7e'], undefined, [
      '2o',
      '4o',
      '5o',
      '6o',
      '7o',
      '2e',
      '4e',
      '5e',
    ]);
    s = run(s, '0:2o', '1:3o'); // 3o beats 2o: seat 1 wins and leads
    s = run(s, '1:3c');
    assert.deepEqual(playable(s), sorted(at(s.hands, 0)), 'seat 0 holds neither copas nor trumps');
  });

  test(
    '§1 strict obligations also bind the seat that ' + 'led the previous trick when it follows',
    () => {
      let s = strict(['4b', '3c', '12b', '6b', '1o', '3o', '6e', '7e']);
      s = run(s, '0:2o', '1:1o'); // seat 1 wins, leads
      s = run(s, '1:3c');
      // seat 0 holds 10c and 1c: must follow and beat 3c → only 1c
      assert.deepEqual(playable(s), ['1c']);
      rejects(s, '0:10c', /must/);
    },
  );

  test(
    '§1 strictBeat and underTrump: with two players a trick is never ruffed before the last ' +
      'card, so the options change nothing reachable',
    () => {
      // With two players the only card after the lead is the follower's: "once the trick has been
      // trumped" (strictBeat) and "a trump already in the trick" to a plain lead (pisar/underTrump)
      // cannot occur. We check that every reachable obligation is the same under the options.
      const hands: CardCode[][] = [
        ['4b', '3c', '12c', '5c', '2b', '1o', '3o', '6e'],
        ['4b', '5c', '6c', '2b', '1o', '3o', '6e', '7e'],
        ['4b', '3b', '5b', '2c', '1o', '3o', '6e', '7e'],
        ['4b', '2b', '11b', '1o', '3o', '6o', '6e', '7e'],
      ];
      for (const other of hands) {
        for (const lead of ['10c', '1c', '10b', '1b', '2e']) {
          const plain = playable(run(strict(other), `0:${lead}`));
          for (const rules of [
            { strictBeat: true },
            { underTrump: true },
            { strictBeat: true, underTrump: true },
          ]) {
            const s = run(strict(other, rules), `0:${lead}`);
            assert.deepEqual(s.rules.strictBeat ?? false, rules.strictBeat ?? false);
            assert.deepEqual(
              playable(s),
              plain,
              `${JSON.stringify(rules)}: lead ${lead} to ${other.join(' ')}`,
            );
          }
        }
      }
    },
  );

  test('§1 the leader may lead any card, in strict play too', () => {
    const s = strict(['4b', '3c', '12c', '5c', '2b', '1o', '3o', '6e']);
    assert.deepEqual(playable(s), sorted(LEAD_HAND));
    assert.ok(legalActions(s).every((a) => a.type !== 'play' || a.seat === 0));
  });
});

describe('the state type by phase (docs/api.md)', () => {
  test('a loop that runs while the deal is not over reads turn as a seat, with no cast', () => {
    // `!==` on one phase after another narrowed nothing while 'deal-over' and 'match-over' (and
    // 'censor' and 'trump') shared one interface: `s.turn` stayed `Seat | null` inside.
    for (const variant of ['tute', 'subastao-censor'] as const) {
      let s: GameState = newGame({ variant, seed: 5 });
      const phases = new Set<string>();
      while (s.phase !== 'deal-over' && s.phase !== 'match-over') {
        const seat: number = s.turn;
        phases.add(s.phase);
        if (s.phase !== 'auction' && s.phase !== 'play' && s.phase !== 'trump') {
          const censor: 'censor' = s.phase;
          assert.ok(s.contract.amount >= 60, censor);
        }
        s = applyAction(
          s,
          at(
            legalActions(s).filter((a) => !('seat' in a) || a.seat === seat),
            0,
          ),
        );
      }
      const result: DealResult = s.result;
      assert.equal(s.deal.points.length, variant === 'tute' ? 2 : 4);
      assert.ok(Array.isArray(result.winners), variant);
      const expected = variant === 'tute' ? ['play'] : ['auction', 'censor', 'trump', 'play'];
      assert.deepEqual([...phases], expected, variant);
    }
  });
});
