/**
 * Acceptance 3: partnerships, cantes and Tute in tute-4 (docs/rules.md §1, §5, §11), team totals
 * and ties; tute-3 ties (§4). Trump is bastos (the dealer, seat 3, shows 2b); seat 0 wins trick
 * 1 with 1o unless said otherwise.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, newGame } from '../../../src/engine/index.ts';
import type { CardCode, GameState, Rules } from '../../../src/engine/index.ts';
import { sumPts } from '../../support/cards.ts';
import { stacked } from '../../support/deals.ts';
import { legal, playable, rejects, run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { playOut, prng } from '../../support/random.ts';

function afterTrick1(hands: CardCode[][], rules?: Partial<Rules>): GameState {
  const h = [0, 1, 2, 3].map((i) => [...(hands[i] ?? [])]);
  const lead = at(h, 0);
  if (!lead.includes('1o')) lead.unshift('1o');
  for (const [seat, card] of [
    [1, '4o'],
    [2, '5o'],
    [3, '6o'],
  ] as const) {
    const hand = at(h, seat);
    if (!hand.includes(card)) hand.push(card);
  }
  const dealer = at(h, 3);
  if (!dealer.includes('2b')) dealer.push('2b');
  const s = stacked({ variant: 'tute-4', hands: h, indicator: '2b', ...(rules ? { rules } : {}) });
  return run(s, '0:1o', '1:4o', '2:5o', '3:6o');
}

const onlyPlays = (s: GameState, seat: number): void => {
  const l = legal(s);
  assert.ok(
    l.length > 0 && l.every((k) => /^\d:\d+[oceb]$/.test(k) && k.startsWith(`${seat}:`)),
    `only plays of seat ${seat}: ${l.join(' ')}`,
  );
};

describe('§1/§5 cantes with partners (tute-4)', () => {
  test(
    '§2/§11 sides are the teams [[0,2],[1,3]] in tute-4 and subastado; one side per player ' +
      'elsewhere',
    () => {
      assert.deepEqual(newGame({ variant: 'tute-4', seed: 1 }).sides, [
        [0, 2],
        [1, 3],
      ]);
      assert.deepEqual(newGame({ variant: 'subastado', seed: 1 }).sides, [
        [0, 2],
        [1, 3],
      ]);
      assert.deepEqual(newGame({ variant: 'tute-3', seed: 1 }).sides, [[0], [1], [2]]);
      assert.deepEqual(newGame({ variant: 'subastao', seed: 1 }).sides, [[0], [1], [2]]);
      assert.deepEqual(newGame({ variant: 'subastao-censor', seed: 1 }).sides, [
        [0],
        [1],
        [2],
        [3],
      ]);
    },
  );

  test(
    '§1 who is asked: the trick winner first, then its partner, each may declare one cante; ' +
      'then the winner leads',
    () => {
      let s = afterTrick1([['12c', '11c'], [], ['12e', '11e']]);
      assert.equal(s.turn, 0);
      assert.deepEqual(legal(s), ['0:pass', '0:sing c']);
      rejects(s, '2:sing e');
      rejects(s, `0:${at(at(s.hands, 0), 0)}`); // the asked seat must declare or pass first
      s = run(s, '0:sing c');
      assert.equal(s.turn, 2);
      assert.deepEqual(legal(s), ['2:pass', '2:sing e']);
      s = run(s, '2:sing e');
      assert.equal(s.turn, 0, 'the trick winner leads');
      onlyPlays(s, 0);
      assert.deepEqual(s.deal.cantes, [40, 0], 'two twenties for team 0');
      assert.ok(
        ['12c', '11c'].every((c) => at(s.shown, 0).includes(c)),
        'sung cards are shown',
      );
      assert.ok(['12e', '11e'].every((c) => at(s.shown, 2).includes(c)));
      assert.ok(
        at(s.hands, 0).includes('12c') && at(s.hands, 2).includes('11e'),
        'sung cards stay in the hand',
      );
    },
  );

  test('§1 a winner with nothing to declare is not asked: the partner is asked directly', () => {
    let s = afterTrick1([[], [], ['12e', '11e']]);
    assert.equal(s.turn, 2);
    assert.deepEqual(legal(s), ['2:pass', '2:sing e']);
    s = run(s, '2:pass');
    assert.equal(s.turn, 0);
    onlyPlays(s, 0);
    assert.deepEqual(s.deal.cantes, [0, 0]);
  });

  test(
    '§1 a partner with nothing to declare is not asked; ' + 'nor is anyone of the other team',
    () => {
      let s = afterTrick1([['12c', '11c'], ['12e', '11e'], []]);
      assert.deepEqual(legal(s), ['0:pass', '0:sing c']);
      s = run(s, '0:pass');
      assert.equal(
        s.turn,
        0,
        'straight to the lead: the partner holds nothing, the opponents are not asked',
      );
      onlyPlays(s, 0);
      rejects(s, '1:sing e');
      const t = afterTrick1([[], ['12e', '11e'], []]);
      assert.equal(t.turn, 0);
      onlyPlays(t, 0);
    },
  );

  test(
    '§1/§5 40 before 20: holding the trump marriage and another, the 40 must come first ' +
      '(per player)',
    () => {
      let s = afterTrick1([['12b', '11b', '12c', '11c'], [], []]);
      assert.deepEqual(legal(s), ['0:pass', '0:sing b']);
      rejects(s, '0:sing c');
      s = run(s, '0:sing b');
      assert.deepEqual(s.deal.cantes, [40, 0], 'las cuarenta');
      onlyPlays(s, 0);
      const free = afterTrick1([['12b', '11b', '12c', '11c'], [], []], { fortyFirst: false });
      assert.deepEqual(legal(free), ['0:pass', '0:sing b', '0:sing c']);
      assert.deepEqual(run(free, '0:sing c').deal.cantes, [20, 0]);
    },
  );

  test(
    '§1 one cante per trick won: after singing, the same player is not asked again before the ' +
      'lead',
    () => {
      const s = run(afterTrick1([['12c', '11c', '12e', '11e'], [], []]), '0:sing c');
      assert.equal(s.turn, 0);
      onlyPlays(s, 0);
      rejects(s, '0:sing e');
    },
  );

  test(
    '§5 Tute must be held in one hand: partners holding the four Kings between them cannot ' +
      'declare it',
    () => {
      const s = afterTrick1([['12o', '12c'], [], ['12e', '12b']]);
      assert.ok(!legal(s).some((k) => k.includes('tute')), legal(s).join(' '));
      rejects(s, '0:tute 12');
      rejects(s, '2:tute 12');
    },
  );

  test(
    '§1 Tute: four Kings in one hand, declared after winning a trick, ends the deal at once ' +
      'and wins it for the team',
    () => {
      let s = afterTrick1([['12o', '12c', '12e', '12b'], [], []]);
      assert.ok(legal(s).includes('0:tute 12'), legal(s).join(' '));
      s = run(s, '0:tute 12');
      assert.equal(s.phase, 'deal-over');
      assert.deepEqual(s.result?.winners, [0]);
      assert.equal(s.result?.reason, 'tute');
      assert.deepEqual(s.match.scores, [1, 0]);
      assert.deepEqual(legal(s), ['next']);
      assert.equal(s.turn, null);
    },
  );

  test(
    '§1 Tute of the partner: asked second, ' + 'its Tute wins for the team too (four Knights)',
    () => {
      let s = afterTrick1([[], [], ['11o', '11c', '11e', '11b']]);
      assert.equal(s.turn, 2);
      assert.ok(legal(s).includes('2:tute 11'));
      s = run(s, '2:tute 11');
      assert.deepEqual(s.result?.winners, [0]);
      assert.deepEqual(s.match.scores, [1, 0]);
    },
  );

  test('§1 no cante before the first trick is won (no window at the first lead)', () => {
    const s = stacked({
      variant: 'tute-4',
      hands: [['12c', '11c'], [], [], ['2b']],
      indicator: '2b',
    });
    onlyPlays(s, 0);
    rejects(s, '0:sing c');
  });
});

/** Plays random deals (seeded) until `pick` accepts an ended deal; returns it or fails. */
function findDeal(
  variant: 'tute-4' | 'tute-3',
  pick: (s: GameState) => boolean,
  max = 4000,
): GameState {
  for (let seed = 1; seed <= max; seed++) {
    const s = playOut(newGame({ variant, seed }), prng(seed));
    if (s.result && s.result.reason !== 'tute' && pick(s)) return s;
  }
  assert.fail('no such deal found');
}

/** The same deal with other rules: the log replayed (the tie option does not change play). */
function replay(s: GameState, rules: Partial<Rules>): GameState {
  let r = newGame({ variant: s.variant, seed: s.seed, rules });
  for (const a of s.log) r = applyAction(r, a);
  return r;
}

const lastSide = (s: GameState): number =>
  s.sides.findIndex((m) => m.includes(s.lastTrick!.winner));

describe('§2/§5 team totals and ties (tute-4); §4 ties (tute-3)', () => {
  test(
    "§2 team totals: card points of both partners' " +
      "tricks + the team's cantes + the last trick",
    () => {
      for (let seed = 1; seed <= 30; seed++) {
        const s = playOut(newGame({ variant: 'tute-4', seed }), prng(seed));
        if (s.result?.reason === 'tute') continue;
        const last = lastSide(s);
        for (const [side, [a, b]] of [
          [0, [0, 2]],
          [1, [1, 3]],
        ] as const) {
          const want =
            sumPts(at(s.won, a)) +
            sumPts(at(s.won, b)) +
            at(s.deal.cantes, side) +
            (last === side ? 10 : 0);
          assert.equal(s.result!.totals[side], want, `seed ${seed} side ${side}`);
        }
        const [t0, t1] = s.result!.totals as [number, number];
        if (t0 !== t1)
          assert.deepEqual(
            s.result!.winners,
            [t0 > t1 ? 0 : 1],
            `seed ${seed}: the higher team total wins`,
          );
      }
    },
  );

  test(
    '§5 a tie goes to the team that won the last trick; with tie: draw it is a draw and nobody ' +
      'scores',
    () => {
      const s = findDeal('tute-4', (x) => x.result!.totals[0] === x.result!.totals[1]);
      assert.deepEqual(s.result!.winners, [lastSide(s)], `totals ${s.result!.totals.join()}`);
      assert.equal(s.result!.reason, 'points');
      const d = replay(s, { tie: 'draw' });
      assert.deepEqual(d.result!.totals, s.result!.totals);
      assert.deepEqual(d.result!.winners, []);
      assert.equal(d.result!.reason, 'draw');
      assert.deepEqual(d.match.scores, [0, 0]);
    },
  );

  test('§4 tute-3: the highest total wins the deal', () => {
    const s = findDeal('tute-3', (x) => new Set(x.result!.totals).size === 3);
    const t = s.result!.totals;
    assert.deepEqual(s.result!.winners, [t.indexOf(Math.max(...t))]);
  });

  test(
    "§4 tute-3: tied leaders, the last trick's winner among them, wins the deal (tie: draw " +
      '→ a draw)',
    () => {
      const s = findDeal('tute-3', (x) => {
        const t = x.result!.totals;
        const max = Math.max(...t);
        return t.filter((v) => v === max).length >= 2 && t[x.lastTrick!.winner] === max;
      });
      assert.deepEqual(
        s.result!.winners,
        [s.lastTrick!.winner],
        `totals ${s.result!.totals.join()}`,
      );
      const d = replay(s, { tie: 'draw' });
      assert.deepEqual(d.result!.winners, []);
      assert.equal(d.result!.reason, 'draw');
    },
  );

  test("§4 tute-3: tied leaders without the last trick's winner among them: a draw", () => {
    const s = findDeal(
      'tute-3',
      (x) => {
        const t = x.result!.totals;
        const max = Math.max(...t);
        return t.filter((v) => v === max).length >= 2 && t[x.lastTrick!.winner] !== max;
      },
      20000,
    );
    assert.deepEqual(
      s.result!.winners,
      [],
      `totals ${s.result!.totals.join()}, last trick seat ${s.lastTrick!.winner}`,
    );
    assert.equal(s.result!.reason, 'draw');
    assert.deepEqual(s.match.scores, [0, 0, 0]);
  });

  test('§2 tute-4 match: first team to 5 deals won', () => {
    let s = newGame({ variant: 'tute-4', seed: 77 });
    const rnd = prng(77);
    while (s.phase !== 'match-over') {
      s = playOut(s, rnd);
      if (s.phase === 'deal-over') {
        assert.ok(Math.max(...s.match.scores) < 5);
        s = applyAction(s, { type: 'next-deal' });
      }
    }
    assert.equal(s.match.scores[s.match.winner!], 5);
    assert.deepEqual(legal(s), []);
    void playable;
  });
});
