/**
 * Acceptance 4: the auction games (docs/rules.md §6, §7, §11): bidding, passing, redeal, naming
 * trump, first lead, who sings, contract scoring and the match to a points target.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, newGame } from '../../../src/engine/index.ts';
import type { Action, CardCode, GameState, Rules, Seat, Suit } from '../../../src/engine/index.ts';
import { stacked } from '../../support/deals.ts';
import { legal, rejects, run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { playOut, prng } from '../../support/random.ts';

const bids = (s: GameState): number[] =>
  legal(s)
    .filter((k) => k.includes('bid'))
    .map((k) => Number(k.split(' ')[1]))
    .sort((a, b) => a - b);
const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);

describe('§6/§7/§11 the auction', () => {
  test(
    '§6 the mano speaks first; bids are minBid + k·bidStep up to 230, or pass (subastado: 70, ' +
      'steps of 5)',
    () => {
      const s = newGame({ variant: 'subastado', seed: 1 });
      assert.equal(s.phase, 'auction');
      assert.equal(s.turn, 0);
      assert.deepEqual(bids(s), range(70, 230, 5));
      assert.ok(legal(s).includes('0:pass'));
      assert.deepEqual(
        bids(newGame({ variant: 'subastado', seed: 1, rules: { lastTrickBonus: 0 } })),
        range(70, 220, 5),
        'the ceiling is 120 + last-trick bonus + 100',
      );
      assert.deepEqual(
        bids(newGame({ variant: 'subastao', seed: 1 })),
        range(60, 230, 5),
        'subastao: at least 60',
      );
    },
  );

  test(
    '§6 minBid and bidStep: a bid below the minimum, off the step, or not higher than the ' +
      'current bid is rejected',
    () => {
      const s = newGame({ variant: 'subastado', seed: 1 });
      rejects(s, '0:bid 65');
      rejects(s, '0:bid 72');
      rejects(s, '0:bid 235');
      const t = run(s, '0:bid 80');
      rejects(t, '1:bid 80');
      rejects(t, '1:bid 75');
      rejects(t, '1:bid 83');
      assert.deepEqual(bids(t), range(85, 230, 5));
      const o = newGame({ variant: 'subastado', seed: 1, rules: { minBid: 80, bidStep: 10 } });
      assert.deepEqual(bids(o), range(80, 230, 10));
      rejects(o, '0:bid 85');
      rejects(o, '0:bid 70');
    },
  );

  test(
    '§6 a pass is final: ' + 'the passed seat is skipped and bidding after passing is rejected',
    () => {
      let s = run(
        newGame({ variant: 'subastado', seed: 2 }),
        '0:pass',
        '1:bid 70',
        '2:bid 75',
        '3:pass',
      );
      assert.equal(s.turn, 1, 'seat 0 passed: skipped');
      rejects(s, '0:bid 80');
      s = run(s, '1:bid 80');
      assert.equal(s.turn, 2);
      rejects(s, '3:bid 85');
      rejects(s, '0:bid 85');
      s = run(s, '2:pass');
      assert.equal(s.phase, 'trump', 'three have passed: the auction is over');
      assert.deepEqual(s.contract, { seat: 1, amount: 80, displaced: null });
      assert.equal(s.turn, 1);
      assert.deepEqual(s.auction?.passed.slice().sort(), [0, 2, 3]);
      assert.deepEqual(s.auction?.high, { seat: 1, amount: 80 });
    },
  );

  test('§6 partners may outbid each other', () => {
    const s = run(
      newGame({ variant: 'subastado', seed: 3 }),
      '0:bid 70',
      '1:pass',
      '2:bid 75',
      '3:pass',
      '0:bid 80',
      '2:bid 90',
      '0:pass',
    );
    assert.equal(s.phase, 'trump');
    assert.deepEqual(s.contract, { seat: 2, amount: 90, displaced: null });
  });

  test(
    '§11 if all others pass first, the last still speaks (and may take the contract at the ' +
      'minimum)',
    () => {
      let s = run(newGame({ variant: 'subastado', seed: 4 }), '0:pass', '1:pass', '2:pass');
      assert.equal(s.phase, 'auction');
      assert.equal(s.turn, 3);
      assert.ok(legal(s).includes('3:bid 70'));
      s = run(s, '3:bid 70');
      assert.equal(s.phase, 'trump');
      assert.deepEqual(s.contract, { seat: 3, amount: 70, displaced: null });
    },
  );

  for (const variant of ['subastado', 'subastao', 'subastao-censor'] as const) {
    test(
      `§6/§7/§11 everyone passes: redeal by the next dealer, new cards, phase auction, no ` +
        `result, nobody scores (${variant})`,
      () => {
        const s0 = newGame({ variant, seed: 5 });
        const speakers = variant === 'subastado' ? [0, 1, 2, 3] : [0, 1, 2];
        const s = run(s0, ...speakers.map((x) => `${x}:pass`));
        const n = s0.players;
        assert.equal(s.dealer, (s0.dealer + 1) % n);
        assert.equal(s.phase, 'auction');
        assert.equal(s.result, null);
        assert.deepEqual(s.match.scores, s0.match.scores);
        assert.equal(s.turn, (s.dealer + 1) % n);
        assert.notDeepEqual(s.hands, s0.hands, 'new cards');
        assert.deepEqual(s.auction?.passed, []);
        assert.equal(s.auction?.high, null);
        assert.equal(s.contract, null);
        if (variant === 'subastao-censor') {
          assert.deepEqual(s.hands[s.dealer], [], 'the new dealer is the censor');
          assert.equal(s.out, s.dealer);
        }
      },
    );
  }

  test('§7 subastao until-passes: bidding goes round until two have passed', () => {
    let s = run(newGame({ variant: 'subastao', seed: 6 }), '0:bid 60', '1:bid 65', '2:bid 70');
    assert.equal(s.phase, 'auction');
    assert.equal(s.turn, 0, 'a second lap');
    s = run(s, '0:pass', '1:bid 75', '2:pass');
    assert.deepEqual(s.contract, { seat: 1, amount: 75, displaced: null });
  });

  test('§7 auctionLaps one: each player speaks once; the highest bid of the lap wins', () => {
    const rules = { auctionLaps: 'one' } as const;
    const s = run(
      newGame({ variant: 'subastao', seed: 6, rules }),
      '0:bid 60',
      '1:bid 65',
      '2:bid 70',
    );
    assert.equal(s.phase, 'trump');
    assert.deepEqual(s.contract, { seat: 2, amount: 70, displaced: null });
    const t = run(newGame({ variant: 'subastao', seed: 6, rules }), '0:bid 60', '1:pass', '2:pass');
    assert.deepEqual(t.contract, { seat: 0, amount: 60, displaced: null });
    const u = run(newGame({ variant: 'subastao', seed: 6, rules }), '0:pass', '1:pass', '2:pass');
    assert.equal(u.phase, 'auction');
    assert.equal(u.dealer, 0, 'all passed: redeal');
  });

  test(
    '§6 the contract holder names trump (trump by anyone else, ' + 'or a bid now, is rejected)',
    () => {
      const s = run(
        newGame({ variant: 'subastado', seed: 7 }),
        '0:pass',
        '1:bid 70',
        '2:pass',
        '3:pass',
      );
      assert.deepEqual(legal(s), ['1:trump b', '1:trump c', '1:trump e', '1:trump o']);
      rejects(s, '0:trump o');
      rejects(s, '2:trump o');
      rejects(s, '1:bid 75');
      rejects(s, `1:${at(at(s.hands, 1), 0)}`);
      const t = run(s, '1:trump e');
      assert.equal(t.trump, 'e');
      assert.equal(t.phase, 'play');
    },
  );

  test('§6 firstLead: the bidder leads (default), or the mano with firstLead: mano', () => {
    const s = run(
      newGame({ variant: 'subastado', seed: 8 }),
      '0:pass',
      '1:pass',
      '2:bid 70',
      '3:pass',
      '2:trump o',
    );
    assert.equal(s.turn, 2);
    const m = run(
      newGame({ variant: 'subastado', seed: 8, rules: { firstLead: 'mano' } }),
      '0:pass',
      '1:pass',
      '2:bid 70',
      '3:pass',
      '2:trump o',
    );
    assert.equal(m.turn, 0);
    const t = run(
      newGame({ variant: 'subastao', seed: 8 }),
      '0:pass',
      '1:bid 60',
      '2:pass',
      '1:trump o',
    );
    assert.equal(t.turn, 1, '§7 the subastador leads');
  });
});

/**
 * subastado: seat 0 bids 70 (the others pass) and names `trump`; seat 0 leads 4o and seat 1, a
 * defender holding `more` besides, wins the first trick with 1o.
 */
function defenderWinsTrick1(more: CardCode[], trump: Suit, rules: Partial<Rules>): GameState {
  const s = stacked({
    variant: 'subastado',
    hands: [['4o'], ['1o', ...more], ['5o'], ['6o']],
    trump: 'b',
    rules,
  });
  const auction = ['0:bid 70', '1:pass', '2:pass', '3:pass', `0:trump ${trump}`];
  return run(s, ...auction, '0:4o', '1:1o', '2:5o', '3:6o');
}

describe('§6/§7 who may sing', () => {
  // seat 0 names bastos; seat 1 (a defender) wins the first trick and holds 12c+11c
  const defenderWins = (rules: Partial<Rules>): GameState =>
    defenderWinsTrick1(['12c', '11c'], 'b', rules);

  test('§6 whoSings all (subastado default): the defenders sing too', () => {
    const s = defenderWins({});
    assert.equal(s.turn, 1);
    assert.deepEqual(legal(s), ['1:pass', '1:sing c']);
    assert.deepEqual(run(s, '1:sing c').deal.cantes, [0, 20]);
  });

  test('§6 whoSings bidders: a defender is not asked and may not sing', () => {
    const s = defenderWins({ whoSings: 'bidders' });
    assert.equal(s.turn, 1);
    assert.ok(!legal(s).some((k) => k.includes('sing')), legal(s).join(' '));
    rejects(s, '1:sing c');
  });

  test('§7 subastao: only the soloist may sing (whoSings bidders, the default)', () => {
    const s = stacked({
      variant: 'subastao',
      hands: [['4o'], ['1o', '12c', '11c'], ['5o']],
      trump: 'b',
    });
    const t = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b', '0:4o', '1:1o', '2:5o');
    assert.equal(t.turn, 1);
    assert.ok(!legal(t).some((k) => k.includes('sing')));
    rejects(t, '1:sing c');
  });

  // seat 0 bids 60 and names bastos; defender 1 wins the first trick; both defenders hold a
  // marriage. With whoSings all they declare as partners (§7, §1 who is asked).
  const defendersDeclare = (): GameState => {
    const s = stacked({
      variant: 'subastao',
      hands: [
        ['4o', '12b', '11b'],
        ['1o', '12c', '11c'],
        ['5o', '12e', '11e'],
      ],
      trump: 'b',
      rules: { whoSings: 'all' },
    });
    return run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b', '0:4o', '1:1o', '2:5o');
  };

  test('§7 subastao whoSings all: the trick winner is asked first, to declare or pass', () => {
    const s = defendersDeclare();
    assert.equal(s.turn, 1);
    assert.deepEqual(
      legal(s),
      ['1:pass', '1:sing c'],
      'asked: no lead before declaring or passing',
    );
    rejects(s, '1:4c', /declare or pass/);
  });

  test('§7 subastao whoSings all: then the other defender is asked; then the winner leads', () => {
    const sung = run(defendersDeclare(), '1:sing c');
    assert.equal(sung.turn, 2, 'the fellow defender is asked next');
    assert.deepEqual(legal(sung), ['2:pass', '2:sing e']);
    const both = run(sung, '2:sing e');
    assert.deepEqual(both.deal.cantes, [0, 20, 20], 'each defender scores its own cante');
    assert.equal(both.turn, 1, 'the trick winner leads');
    assert.ok(legal(both).every((k) => k.startsWith('1:') && !k.includes('sing')));
    const passed = run(defendersDeclare(), '1:pass');
    assert.equal(passed.turn, 2, 'a pass moves the question to the other defender');
    assert.equal(run(passed, '2:pass').turn, 1);
  });

  test('§7 subastao whoSings all: a defender holding nothing to declare is not asked', () => {
    const s = stacked({
      variant: 'subastao',
      hands: [['4o', '12b', '11b'], ['1o', '12c', '11c'], ['5o']],
      trump: 'b',
      rules: { whoSings: 'all' },
    });
    const t = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b', '0:4o', '1:1o', '2:5o');
    const sung = run(t, '1:sing c');
    assert.equal(sung.turn, 1, 'seat 2 holds no marriage: the winner leads at once');
    assert.deepEqual(sung.deal.cantes, [0, 20, 0]);
  });

  test('§7 subastao whoSings all: the soloist, without a partner, declares beside its lead', () => {
    const s = stacked({
      variant: 'subastao',
      hands: [['1o', '12c', '11c'], ['4o', '12e', '11e', '12b', '11b'], ['5o']],
      trump: 'b',
      rules: { whoSings: 'all' },
    });
    const t = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b', '0:1o', '1:4o', '2:5o');
    assert.equal(t.turn, 0);
    assert.ok(legal(t).includes('0:sing c') && !legal(t).includes('0:pass'), 'beside the lead');
    assert.equal(run(t, '0:sing c').turn, 0, 'declaring does not pass the turn');
  });

  test('§7 subastao: the soloist sings after winning a trick (beside its lead)', () => {
    const s = stacked({
      variant: 'subastao',
      hands: [['1o', '12c', '11c'], ['4o'], ['5o']],
      trump: 'b',
    });
    const t = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b', '0:1o', '1:4o', '2:5o');
    assert.ok(legal(t).includes('0:sing c'));
    assert.deepEqual(run(t, '0:sing c').deal.cantes, [20, 0, 0]);
  });
});

// ---------------------------------------------------------------- contract scoring

/** A seeded deal: `bidder` bids `amount` (everyone else passes), names oros, random play. */
function contractDeal(
  variant: 'subastado' | 'subastao',
  seed: number,
  bidder: Seat,
  amount: number,
  rules: Partial<Rules> = {},
  target?: number,
): GameState {
  let s = newGame({ variant, seed, rules: { ...rules, ...(target ? { target } : {}) } });
  const n = s.players;
  for (let i = 0; i < n; i++) {
    const seat = (s.dealer + 1 + i) % n;
    s = applyAction(s, seat === bidder ? { type: 'bid', seat, amount } : { type: 'pass', seat });
  }
  s = applyAction(s, { type: 'trump', seat: bidder, suit: 'o' });
  return playOut(s, prng(seed));
}

/** Finds a seed whose deal, bid at `probe`, leaves the bidder's side a total T with want(T). */
function findTotal(
  variant: 'subastado' | 'subastao',
  want: (t: number) => boolean,
  rules: Partial<Rules> = {},
): { seed: number; total: number } {
  for (let seed = 1; seed < 5000; seed++) {
    const s = contractDeal(variant, seed, 0, variant === 'subastado' ? 70 : 60, rules);
    if (s.result?.reason === 'tute') continue;
    const t = at(s.deal.points, 0);
    if (want(t)) return { seed, total: t };
  }
  assert.fail('no deal found');
}

describe('§6 subastado contract scoring', () => {
  test(
    '§6 captured: a contract made exactly at the bid scores the team total; the defenders ' +
      'score their own total',
    () => {
      const { seed, total } = findTotal('subastado', (t) => t >= 70 && t % 5 === 0 && t <= 230);
      const s = contractDeal('subastado', seed, 0, total);
      assert.equal(s.deal.points[0], total, 'the same play');
      assert.equal(s.result?.reason, 'bid-made');
      assert.deepEqual(s.result?.winners, [0]);
      assert.deepEqual(s.match.scores, [total, s.deal.points[1]]);
    },
  );

  test(
    '§6 captured: failed by one point, the bid is subtracted (negative score); the defenders ' +
      'score their total',
    () => {
      const { seed, total } = findTotal('subastado', (t) => t + 1 >= 70 && (t + 1) % 5 === 0);
      const s = contractDeal('subastado', seed, 0, total + 1);
      assert.equal(s.deal.points[0], total);
      assert.equal(s.result?.reason, 'bid-failed');
      assert.deepEqual(s.result?.winners, [1]);
      assert.deepEqual(s.match.scores, [-(total + 1), s.deal.points[1]]);
      assert.ok(at(s.match.scores, 0) < 0);
      assert.equal(s.phase, 'deal-over');
    },
  );

  test(
    '§6/§11 scoring bid: made exactly → the team scores the bid, defenders nothing; ' +
      'failed by one → the defenders score it',
    () => {
      const rules = { scoring: 'bid' } as const;
      const made = findTotal('subastado', (t) => t >= 70 && t % 5 === 0, rules);
      const s = contractDeal('subastado', made.seed, 0, made.total, rules);
      assert.equal(s.result?.reason, 'bid-made');
      assert.deepEqual(s.match.scores, [made.total, 0]);
      const failed = findTotal('subastado', (t) => t + 1 >= 70 && (t + 1) % 5 === 0, rules);
      const f = contractDeal('subastado', failed.seed, 0, failed.total + 1, rules);
      assert.equal(f.result?.reason, 'bid-failed');
      assert.deepEqual(f.match.scores, [0, failed.total + 1]);
    },
  );
});

describe('§7 subastao contract scoring', () => {
  test('§7 made exactly at the bid: the soloist scores the bid, nobody else scores', () => {
    const { seed, total } = findTotal('subastao', (t) => t >= 60 && t % 5 === 0);
    const s = contractDeal('subastao', seed, 0, total);
    assert.equal(s.result?.reason, 'bid-made');
    assert.deepEqual(s.result?.winners, [0]);
    assert.deepEqual(s.match.scores, [total, 0, 0]);
  });

  test(
    '§7 failed by one point: each defender scores the bid (failedBid each), the soloist ' +
      'nothing',
    () => {
      const { seed, total } = findTotal('subastao', (t) => t + 1 >= 60 && (t + 1) % 5 === 0);
      const s = contractDeal('subastao', seed, 0, total + 1);
      assert.equal(s.deal.points[0], total);
      assert.equal(s.result?.reason, 'bid-failed');
      assert.deepEqual(s.result?.winners, [1, 2]);
      assert.deepEqual(s.match.scores, [0, total + 1, total + 1]);
    },
  );

  test('§11 failedBid split: exactly half each, 32.5 for a failed 65', () => {
    const rules = { failedBid: 'split' } as const;
    const { seed } = findTotal('subastao', (t) => t < 65, rules);
    const s = contractDeal('subastao', seed, 0, 65, rules);
    assert.equal(s.result?.reason, 'bid-failed');
    assert.deepEqual(s.match.scores, [0, 32.5, 32.5]);
  });

  test(
    '§11 a match ends only when a side has reached target and stands alone on the highest ' +
      'score',
    () => {
      // both defenders reach the target together: no winner yet
      const { seed } = findTotal('subastao', (t) => t < 60);
      const s = contractDeal('subastao', seed, 0, 60, {}, 60);
      assert.deepEqual(s.match.scores, [0, 60, 60]);
      assert.equal(s.phase, 'deal-over', 'two sides tied on the highest score: the match goes on');
      assert.equal(s.match.winner, null);
      assert.deepEqual(legal(s), ['next']);
      // the soloist makes 60 with target 60: alone on top
      const made = findTotal('subastao', (t) => t >= 60);
      const m = contractDeal('subastao', made.seed, 0, 60, {}, 60);
      assert.deepEqual(m.match.scores, [60, 0, 0]);
      assert.equal(m.phase, 'match-over');
      assert.equal(m.match.winner, 0);
      assert.deepEqual(legal(m), []);
    },
  );

  test(
    '§6 a subastado match to a points target: a team above target, alone on top, wins ' +
      '(captured)',
    () => {
      const { seed, total } = findTotal('subastado', (t) => t >= 70 && t % 5 === 0 && t > 65);
      const s = contractDeal('subastado', seed, 0, total, {}, total);
      assert.equal(s.phase, 'match-over');
      assert.equal(s.match.winner, 0);
      const t = contractDeal('subastado', seed, 0, total, {}, total + 1);
      assert.equal(t.phase, 'deal-over', 'below target: the match goes on');
      void (null as unknown as Action);
    },
  );
});

describe('§11 Tute in the auction games (only with tute: true)', () => {
  // seat 0 names copas; seat 1 (a defender) wins the first trick and holds the four Kings
  const defenderTute = (rules: Partial<Rules>): GameState =>
    defenderWinsTrick1(['12o', '12c', '12e', '12b'], 'c', rules);

  test('§2/§9 subastado: no Tute by default (tute: false)', () => {
    const s = defenderTute({});
    assert.ok(!legal(s).some((k) => k.includes('tute')));
    rejects(s, '1:tute 12');
  });

  test(
    '§11 Tute by a defender ends the deal as the contract failed; not limited by whoSings: ' +
      'bidders (scoring bid)',
    () => {
      const s = defenderTute({ tute: true, whoSings: 'bidders', scoring: 'bid' });
      assert.equal(s.turn, 1);
      assert.deepEqual(legal(s), ['1:pass', '1:tute 12']);
      const t = run(s, '1:tute 12');
      assert.equal(t.phase, 'deal-over');
      assert.deepEqual(t.result?.winners, [1]);
      assert.deepEqual(t.match.scores, [0, 70]);
    },
  );

  test('§11 Tute by the contract side ends the deal as the contract made (scoring bid)', () => {
    const s = stacked({
      variant: 'subastado',
      hands: [['1o', '12o', '12c', '12e', '12b'], ['4o'], ['5o'], ['6o']],
      trump: 'b',
      rules: { tute: true, scoring: 'bid' },
    });
    const t = run(
      s,
      '0:bid 70',
      '1:pass',
      '2:pass',
      '3:pass',
      '0:trump c',
      '0:1o',
      '1:4o',
      '2:5o',
      '3:6o',
      '0:tute 12',
    );
    assert.deepEqual(t.result?.winners, [0]);
    assert.deepEqual(t.match.scores, [70, 0]);
  });

  test(
    "§11 subastao with tute: true: a defender's Tute fails the contract, each defender scores " +
      'the bid',
    () => {
      const s = stacked({
        variant: 'subastao',
        hands: [['4o'], ['1o', '12o', '12c', '12e', '12b'], ['5o']],
        trump: 'b',
        rules: { tute: true },
      });
      const t = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump c', '0:4o', '1:1o', '2:5o');
      assert.ok(
        legal(t).includes('1:tute 12'),
        'beside the lead, whoSings bidders notwithstanding',
      );
      const u = run(t, '1:tute 12');
      assert.deepEqual(u.result?.winners, [1, 2]);
      assert.deepEqual(u.match.scores, [0, 60, 60]);
    },
  );
});
