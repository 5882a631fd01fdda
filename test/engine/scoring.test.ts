import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, legalActions, newGame } from '../../src/engine/index.ts';
import type { Action, GameState, Rules } from '../../src/engine/index.ts';
import { sumPts } from '../support/cards.ts';
import { strictSetup } from '../support/deals.ts';
import { legal, rejects, run } from '../support/games.ts';
import { at } from '../support/lists.ts';
import { tally } from '../support/rules.ts';

/**
 * The tie deal: seat 0 (leader) wins the 12 stock tricks of junk (65 card points), then seat 1
 * wins all 8 strict tricks (55 card points) including the last: 65 – 55 + 10 = 65 – 65.
 */
const L_HAND = ['2o', '4o', '2c', '4c', '2e', '4e', '5o', '10c'];
const O_HAND = ['2b', '1o', '3o', '1c', '3c', '1e', '4b', '5b'];
const ENDGAME = [
  '0:2o',
  '1:1o', // O must follow and beat
  '1:3o',
  '0:4o',
  '1:1c',
  '0:2c',
  '1:3c',
  '0:10c',
  '1:1e',
  '0:2e',
  '1:2b',
  '0:4e', // trump lead, no trumps: anything
  '1:4b',
  '0:5o',
  '1:5b',
  '0:4c',
];

function tieDeal(rules: Partial<Rules>): { s: GameState; actions: string[] } {
  const { config, actions, junkPoints } = strictSetup({
    leader: 0,
    leaderHand: L_HAND,
    otherHand: O_HAND,
    indicator: '2b',
    rules,
  });
  assert.equal(junkPoints, 65);
  assert.equal(sumPts([...L_HAND, ...O_HAND]), 55);
  const all = [...actions, ...ENDGAME];
  return { s: run(newGame(config), ...all), actions: all };
}

describe('§1/§3/§9/§11 deal result', () => {
  test('§1 last-trick bonus: 10 to the last trick; totals = card points + cantes + bonus', () => {
    const { s, actions } = tieDeal({ tie: 'draw' });
    const t = tally('b', actions, { bonus: 10, playedOut: true });
    assert.deepEqual(t.cardPoints, [65, 55]);
    assert.deepEqual(s.deal.cardPoints, [65, 55]);
    assert.deepEqual(s.deal.bonus, [0, 10]);
    assert.deepEqual(s.deal.points, [65, 65]);
    assert.deepEqual(s.result?.totals, t.totals);
    assert.deepEqual(s.deal.tricks, [12, 8]);
  });

  test(
    "§11 tie 'last-trick' (default): an equal deal goes to the last trick's side with reason " +
      "'points'",
    () => {
      const { s } = tieDeal({});
      assert.equal(s.rules.tie, 'last-trick');
      assert.deepEqual(s.result?.totals, [65, 65]);
      assert.deepEqual(s.result?.winners, [1]);
      assert.equal(s.result?.reason, 'points');
      assert.deepEqual(s.match.scores, [0, 1]);
    },
  );

  test(
    "§11 tie 'draw': an equal deal is a draw — " + "winners [], reason 'draw', no deal won",
    () => {
      const { s } = tieDeal({ tie: 'draw' });
      assert.deepEqual(s.result?.totals, [65, 65]);
      assert.deepEqual(s.result?.winners, []);
      assert.equal(s.result?.reason, 'draw');
      assert.deepEqual(s.match.scores, [0, 0]);
      assert.equal(s.phase, 'deal-over');
    },
  );

  test(
    '§9 lastTrickBonus 0: no bonus, totals are card ' +
      'points (120 in all); the higher total wins',
    () => {
      const { s } = tieDeal({ lastTrickBonus: 0 });
      assert.deepEqual(s.deal.bonus, [0, 0]);
      assert.deepEqual(s.result?.totals, [65, 55]);
      assert.deepEqual(s.result?.winners, [0]);
      assert.equal(s.result?.reason, 'points');
    },
  );

  test('§2 totals = card points won + cantes + last-trick bonus (150 with one 20 sung)', () => {
    // seat 1 sings the copas 20 after its first strict trick and wins the last trick
    const oHand = ['2b', '1o', '3o', '12c', '11c', '1e', '4b', '5b'];
    const lHand = ['2o', '4o', '1c', '4c', '2e', '4e', '5o', '10c'];
    const { config, actions, junkPoints } = strictSetup({
      leader: 0,
      leaderHand: lHand,
      otherHand: oHand,
      indicator: '2b',
    });
    const end = [
      '0:2o',
      '1:1o',
      '1:sing c',
      '1:3o',
      '0:4o',
      '1:1e',
      '0:2e',
      '1:2b',
      '0:4e',
      '1:4b',
      '0:5o',
      '1:5b',
      '0:4c',
      '1:12c',
      '0:1c', // O must lead something: 12c; L must follow and beat with 1c: L wins
      '0:10c',
      '1:11c', // L leads 10c, O follows 11c and wins the last trick
    ];
    const s = run(newGame(config), ...actions, ...end);
    const t = tally('b', [...actions, ...end], { bonus: 10, playedOut: true });
    assert.equal(t.cardPoints[0], junkPoints + 15);
    assert.deepEqual(s.deal.cantes, [0, 20]);
    assert.deepEqual(s.result?.totals, t.totals);
    assert.equal(at(t.totals, 0) + at(t.totals, 1), 150);
    const expectWinner = at(t.totals, 0) > at(t.totals, 1) ? 0 : 1;
    assert.deepEqual(s.result?.winners, [expectWinner]);
  });
});

describe('§3/§11 capote', () => {
  const L = ['1b', '3b', '12b', '1o', '3o', '1c', '3c', '1e'];
  const O = ['2b', '4b', '5b', '2o', '4o', '2c', '4c', '2e'];
  /** Seat 0 (holding L) on lead at the first strict trick, trump bastos. */
  const setup = (rules?: Partial<Rules>) =>
    strictSetup({ leader: 0, leaderHand: L, otherHand: O, indicator: '2b', rules });
  /** Seat 0 holding `leaderHand` has just announced capote at the first strict trick. */
  const announced = (leaderHand: string[], otherHand: string[]): GameState => {
    const { config, actions } = strictSetup({
      leader: 0,
      leaderHand,
      otherHand,
      indicator: '2b',
      rules: { capote: true },
    });
    return run(newGame(config), ...actions, '0:capote');
  };

  test('§11 capote (off by default): never offered', () => {
    const { config, actions } = setup();
    const s = run(newGame(config), ...actions);
    assert.equal(s.rules.capote, false);
    assert.ok(!legal(s).includes('0:capote'));
    rejects(s, '0:capote');
  });

  test('§11 capote true: offered on lead only once stock and indicator are gone', () => {
    const { config, actions } = setup({ capote: true });
    const before = run(newGame(config), ...actions.slice(0, 22));
    assert.ok(!legal(before).includes('0:capote'), 'not while the stock lasts');
    rejects(before, '0:capote');
    const s = run(before, ...actions.slice(22));
    assert.ok(legal(s).includes('0:capote'));
    const t = run(s, '0:1b');
    rejects(t, '1:capote');
  });

  test(
    "§11 capote made: announcing and taking every remaining trick ends with reason 'capote' " +
      'for the announcer; once per deal',
    () => {
      const { config, actions } = setup({ capote: true });
      let s = run(newGame(config), ...actions, '0:capote');
      assert.equal(s.turn, 0);
      s = run(s, '0:1b', '1:2b');
      assert.ok(!legal(s).includes('0:capote'), 'once per deal');
      s = run(
        s,
        '0:3b',
        '1:4b',
        '0:12b',
        '1:5b',
        '0:1o',
        '1:2o',
        '0:3o',
        '1:4o',
        '0:1c',
        '1:2c',
        '0:3c',
        '1:4c',
        '0:1e',
        '1:2e',
      );
      assert.equal(s.result?.reason, 'capote');
      assert.deepEqual(s.result?.winners, [0]);
      assert.deepEqual(s.match.scores, [1, 0]);
    },
  );

  test(
    '§11 capote lost: the deal ends at the first trick the announcer loses, and the announcer ' +
      'loses it',
    () => {
      const lHand = ['1b', '3b', '12b', '3o', '12o', '1c', '3c', '1e'];
      const oHand = ['2b', '4b', '5b', '1o', '4o', '2c', '4c', '2e'];
      let s = run(announced(lHand, oHand), '0:1b', '1:2b');
      assert.equal(s.phase, 'play');
      s = run(s, '0:3o', '1:1o'); // seat 1 must beat 3o with 1o
      assert.equal(s.phase, 'deal-over');
      assert.equal(s.result?.reason, 'capote');
      assert.deepEqual(s.result?.winners, [1]);
      assert.deepEqual(s.match.scores, [0, 1]);
      assert.equal(s.hands[0]?.length, 6, 'no further tricks');
      assert.deepEqual(legal(s), ['next']);
    },
  );

  test('§11 capote lost at the last trick: that trick still takes the last-trick bonus', () => {
    const lHand = ['1b', '3b', '12b', '1o', '3o', '1c', '3c', '2e'];
    const oHand = ['2b', '4b', '5b', '2o', '4o', '2c', '4c', '1e'];
    const tricks = ['1b', '3b', '12b', '1o', '3o', '1c', '3c'].map((c, i) => [
      `0:${c}`,
      `1:${oHand[i]}`,
    ]);
    const before = run(announced(lHand, oHand), ...tricks.flat());
    assert.equal(before.phase, 'play', 'the announcer took the first seven tricks');
    const s = run(before, '0:2e', '1:1e');
    assert.equal(s.phase, 'deal-over');
    assert.equal(s.result?.reason, 'capote');
    assert.deepEqual(s.result?.winners, [1], 'the announcer lost the last trick');
    assert.deepEqual(s.deal.bonus, [0, 10], 'the last trick is counted as usual');
    assert.deepEqual(s.result?.totals, s.deal.points);
    assert.equal((s.result?.totals[1] ?? 0) - (before.deal.points[1] ?? 0), 11 + 10);
  });
});

describe('§3/§11 match', () => {
  function playDeal(s: GameState): GameState {
    let t = s;
    while (t.phase === 'play')
      t = applyAction(t, legalActions(t).find((a) => a.type === 'play') as Action);
    return t;
  }

  test(
    '§3 match to target: deals won are counted; the first side to target wins, phase ' +
      "'match-over', no legal action after",
    () => {
      for (const seed of [1, 2]) {
        let s = newGame({ seed, rules: { target: 2 } });
        assert.equal(s.match.target, 2);
        const wins = [0, 0];
        let deals = 0;
        for (;;) {
          s = playDeal(s);
          deals += 1;
          for (const w of s.result?.winners ?? []) wins[w] = at(wins, w) + 1;
          assert.deepEqual(s.match.scores, wins);
          if (s.phase === 'match-over') break;
          assert.equal(s.phase, 'deal-over');
          assert.equal(s.turn, null, '§11 turn is null between deals');
          assert.deepEqual(
            legalActions(s),
            [{ type: 'next-deal' }],
            '§11 next-deal is the only legal action between deals',
          );
          rejects(s, `${s.dealer}:${(s.hands[0] ?? [])[0] ?? '1o'}`);
          s = applyAction(s, { type: 'next-deal' });
          assert.ok(deals < 20);
        }
        const winner = wins.findIndex((w) => w === 2);
        assert.ok(winner >= 0);
        assert.ok(wins.every((w) => w <= 2));
        assert.equal(s.match.winner, winner);
        assert.equal(s.turn, null);
        assert.deepEqual(legalActions(s), []);
        rejects(s, { type: 'next-deal' });
      }
    },
  );

  test('§11 next-deal is rejected in the middle of a deal', () => {
    const s = newGame({ seed: 9 });
    assert.equal(s.match.winner, null);
    rejects(s, { type: 'next-deal' });
  });
});
