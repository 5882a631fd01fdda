/**
 * Acceptance 2: the deals of the family variants (docs/rules.md §2, §4–§7, §11): 13 / 10 / 12
 * cards, the turned 40th card of tute-3, the dealer's shown last card of tute-4, the 36-card
 * deck.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, ConfigError, newGame, viewFor } from '../../../src/engine/index.ts';
import type { CardCode, GameState } from '../../../src/engine/index.ts';
import { DECK, DECK36, pts, suit, sumPts } from '../../support/cards.ts';
import { stackConfig, stacked } from '../../support/deals.ts';
import { run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { playOut, prng } from '../../support/random.ts';
import { deckOf, FAMILY, type Family, HAND_SIZE, PLAYERS } from '../../support/variants.ts';

/** Plays `n` deals of a seeded match, returning the state at the start of each deal. */
function dealStarts(variant: (typeof FAMILY)[number], seed: number, n: number): GameState[] {
  const rnd = prng(seed);
  const out: GameState[] = [];
  let s = newGame({ variant, seed });
  while (out.length < n) {
    if (!out.length || out.at(-1)!.dealCount !== s.dealCount) out.push(s);
    if (out.length >= n) break;
    s = playOut(s, rnd);
    if (s.phase === 'match-over') s = newGame({ variant, seed: seed + out.length * 7919 });
    else s = applyAction(s, { type: 'next-deal' });
  }
  return out;
}

describe('§2 deal sizes and decks', () => {
  for (const v of FAMILY) {
    test(
      `§2 ${v}: ${HAND_SIZE[v]} cards to each playing seat from the ${deckOf(v).length}-card ` +
        `deck, the dealer passing to the next seat each deal`,
      () => {
        const starts = dealStarts(v, 11, 6);
        for (const s of starts) {
          for (let seat = 0; seat < PLAYERS[v]; seat++) {
            const want = v === 'subastao-censor' && seat === s.dealer ? 0 : HAND_SIZE[v];
            assert.equal(at(s.hands, seat).length, want, `seat ${seat} (dealer ${s.dealer})`);
          }
          const cards = [...s.hands.flat(), ...(v === 'tute-3' ? [s.indicator as CardCode] : [])];
          assert.deepEqual([...cards].sort(), [...deckOf(v)].sort());
          // every deal of the match, redeals included, moves the dealer on by one seat
          assert.equal(
            s.dealer,
            (PLAYERS[v] - 1 + s.dealCount - 1) % PLAYERS[v],
            'the dealer passes to the next seat',
          );
          assert.equal(
            s.turn,
            (s.dealer + 1) % PLAYERS[v],
            'the mano (after the dealer) acts first',
          );
          assert.deepEqual(s.stock, []);
        }
      },
    );
  }

  test('§0/§7 the 36-card deck of Subastao has no 2s (and still 120 points)', () => {
    assert.equal(DECK36.length, 36);
    assert.equal(sumPts(DECK36), 120);
    for (const v of ['subastao', 'subastao-censor'] as const) {
      for (const s of dealStarts(v, 5, 3))
        assert.ok(
          s.hands.flat().every((c) => !c.startsWith('2')),
          `${v}: no 2s dealt`,
        );
      const config = stackConfig({ variant: v, hands: [['3o']] });
      const hands = config.deal!.hands.map((h) => h.map((c) => (c === '3o' ? '2o' : c)));
      assert.throws(
        () => newGame({ ...config, deal: { hands } }),
        ConfigError,
        `${v}: a stacked 2 is rejected`,
      );
    }
  });

  test(
    '§2 subastado deals 10 each from 40 cards and turns no card; ' + 'trump is null until named',
    () => {
      const s = newGame({ variant: 'subastado', seed: 3 });
      assert.deepEqual(
        s.hands.map((h) => h.length),
        [10, 10, 10, 10],
      );
      assert.equal(s.indicator, null);
      assert.equal(s.trump, null);
      assert.equal(s.phase, 'auction');
    },
  );

  test(
    '§7 subastao-censor: the dealer is dealt no cards and sits out (state.out); the others get ' +
      '12',
    () => {
      const s = newGame({ variant: 'subastao-censor', seed: 3, dealer: 1 });
      assert.deepEqual(
        s.hands.map((h) => h.length),
        [12, 0, 12, 12],
      );
      assert.equal(s.out, 1);
      assert.equal(s.turn, 2);
    },
  );
});

describe('§4 tute-3: the turned 40th card', () => {
  test('§4 the 40th card lies face up (indicator), gives trump and is in no hand', () => {
    for (const s of dealStarts('tute-3', 21, 4)) {
      assert.ok(s.indicator);
      assert.equal(s.trump, suit(s.indicator));
      assert.ok(!s.hands.flat().includes(s.indicator));
      assert.equal(s.hands.flat().length, 39);
      for (let seat = 0; seat < 3; seat++)
        assert.equal(viewFor(s, seat).indicator, s.indicator, 'public');
    }
  });

  test(
    '§4 the turned card is out of play: its points are lost ' +
      '(card points in won tricks = 120 − its points)',
    () => {
      for (const [i, turned] of (['1o', '3c', '12e', '7b'] as const).entries()) {
        const s = playOut(
          stacked({ variant: 'tute-3', hands: [], indicator: turned }),
          prng(i + 1),
        );
        assert.equal(s.trump, suit(turned));
        if (s.result?.reason === 'tute') continue;
        const cardPoints = s.won.reduce((a, w) => a + sumPts(w), 0);
        assert.equal(cardPoints, 120 - pts(turned), `turned ${turned}`);
        assert.ok(!s.won.flat().includes(turned) && !s.hands.flat().includes(turned));
        assert.equal(
          s.deal.cardPoints.reduce((a, b) => a + b, 0),
          120 - pts(turned),
        );
        assert.equal(
          s.result!.totals.reduce((a, b) => a + b, 0),
          120 - pts(turned) + 10 + s.deal.cantes.reduce((a, b) => a + b, 0),
        );
      }
    },
  );

  test('§4 a stacked tute-3 deal needs the 40th card (deal.indicator)', () => {
    const config = stackConfig({ variant: 'tute-3', hands: [], indicator: '5o' });
    const { indicator: _i, ...rest } = config.deal!;
    assert.throws(() => newGame({ ...config, deal: rest }), ConfigError);
  });
});

describe("§5 tute-4: the dealer's shown last card", () => {
  test(
    "§5 trump is the suit of the dealer's last card, which stays in the dealer's hand and is " +
      'public (shown[dealer])',
    () => {
      for (const s of dealStarts('tute-4', 31, 5)) {
        const dealerHand = at(s.hands, s.dealer);
        const last = at(dealerHand, -1);
        assert.equal(s.indicator, last);
        assert.equal(s.trump, suit(last));
        assert.deepEqual(s.shown[s.dealer], [last]);
        assert.equal(dealerHand.length, 10, 'it stays in the hand');
        for (let seat = 0; seat < 4; seat++) {
          const view = viewFor(s, seat);
          assert.equal(view.indicator, last);
          assert.ok(at(view.shown, s.dealer).includes(last), `seat ${seat} sees the shown card`);
        }
      }
    },
  );

  test(
    '§5/§11 the shown card is counted once, in the hand, and may be played later by the ' +
      'dealer',
    () => {
      const s0 = stacked({
        variant: 'tute-4',
        hands: [['4o'], ['5o'], ['6o'], ['7o', '1b']],
        indicator: '1b',
        void: { 1: ['o'], 2: ['o'], 3: ['o'] },
      });
      assert.equal(s0.trump, 'b');
      assert.deepEqual(s0.shown[3], ['1b']);
      const all = [...s0.hands.flat(), ...s0.trick.map((p) => p.card), ...s0.won.flat()];
      assert.equal(all.length, 40);
      assert.equal(new Set(all).size, 40);
      const s = run(s0, '0:4o', '1:5o', '2:6o', '3:7o');
      assert.ok(at(s.hands, 3).includes('1b'));
      const deal = stacked({
        variant: 'tute-4',
        hands: [['4o'], [], [], ['1b']],
        indicator: '1b',
        void: { 1: ['o', 'b'], 2: ['o', 'b'], 3: ['o'] },
      });
      const t = run(deal, '0:4o');
      const after = run(t, `1:${at(at(t.hands, 1), 0)}`, `2:${at(at(t.hands, 2), 0)}`, '3:1b');
      assert.ok(
        after.played.some((p) => p.card === '1b' && p.seat === 3),
        'the dealer plays its shown card',
      );
    },
  );

  test(
    "§5 deal.indicator may name another of the dealer's cards; a card not in the dealer's " +
      'hand is a ConfigError',
    () => {
      const s = stacked({ variant: 'tute-4', hands: [[], [], [], ['3e', '1b']], indicator: '3e' });
      assert.equal(s.trump, 'e');
      assert.equal(s.indicator, '3e');
      assert.deepEqual(s.shown[3], ['3e']);
      assert.throws(
        () => newGame(stackConfig({ variant: 'tute-4', hands: [['3e']], indicator: '3e' })),
        ConfigError,
      );
    },
  );

  test('§2 the 40-card deck is used by tute-3, tute-4 and subastado', () => {
    for (const v of ['tute-3', 'tute-4', 'subastado'] as const) assert.equal(deckOf(v), DECK);
  });
});

describe('§9/§11 options by variant (family)', () => {
  const ok: Record<Family, object[]> = {
    'tute-3': [
      { tie: 'draw' },
      { strictBeat: true },
      { underTrump: true },
      { fortyFirst: false },
      { lastTrickBonus: 0 },
      { target: 3 },
    ],
    'tute-4': [{ tie: 'draw' }, { strictBeat: true }, { tute: false }],
    subastado: [
      { scoring: 'bid' },
      { firstLead: 'mano' },
      { whoSings: 'bidders' },
      { minBid: 80, bidStep: 10 },
      { tute: true },
      { strictBeat: true },
    ],
    subastao: [{ auctionLaps: 'one' }, { failedBid: 'split' }, { whoSings: 'all' }, { minBid: 70 }],
    'subastao-censor': [{ auctionLaps: 'one' }, { failedBid: 'split' }, { tute: true }],
  };
  const bad: Record<Family, object[]> = {
    'tute-3': [
      { minBid: 70 },
      { scoring: 'bid' },
      { swap: 'off' },
      { stockPlay: 'free' },
      { capote: true },
      { auctionLaps: 'one' },
    ],
    'tute-4': [{ whoSings: 'all' }, { failedBid: 'split' }, { singAfterStock: false }],
    subastado: [{ tie: 'draw' }, { auctionLaps: 'one' }, { failedBid: 'split' }, { swapCard: '7' }],
    subastao: [{ scoring: 'bid' }, { firstLead: 'mano' }, { tie: 'draw' }],
    'subastao-censor': [{ scoring: 'captured' }, { firstLead: 'bidder' }, { tie: 'last-trick' }],
  };
  for (const v of FAMILY) {
    test(`§11 ${v}: applicable options are accepted, inapplicable ones are a ConfigError`, () => {
      for (const rules of ok[v])
        assert.doesNotThrow(() => newGame({ variant: v, seed: 1, rules }), JSON.stringify(rules));
      for (const rules of bad[v])
        assert.throws(
          () => newGame({ variant: v, seed: 1, rules }),
          ConfigError,
          JSON.stringify(rules),
        );
    });
  }

  test(
    '§9 defaults: subastado minBid 70 / bidStep 5 / scoring captured / firstLead bidder / ' +
      'whoSings all / tute false; subastao 60 / 5 / whoSings bidders / until-passes / each',
    () => {
      const d = newGame({ variant: 'subastado', seed: 1 }).rules;
      assert.deepEqual(
        [
          d.minBid,
          d.bidStep,
          d.scoring,
          d.firstLead,
          d.whoSings,
          d.tute,
          d.target,
          d.lastTrickBonus,
        ],
        [70, 5, 'captured', 'bidder', 'all', false, 500, 10],
      );
      for (const v of ['subastao', 'subastao-censor'] as const) {
        const r = newGame({ variant: v, seed: 1 }).rules;
        assert.deepEqual(
          [r.minBid, r.bidStep, r.whoSings, r.auctionLaps, r.failedBid, r.tute, r.target],
          [60, 5, 'bidders', 'until-passes', 'each', false, 500],
        );
      }
      for (const v of ['tute-3', 'tute-4'] as const) {
        const r = newGame({ variant: v, seed: 1 }).rules;
        assert.deepEqual(
          [r.target, r.tie, r.tute, r.fortyFirst, r.strictBeat, r.underTrump, r.lastTrickBonus],
          [5, 'last-trick', true, true, false, false, 10],
        );
      }
    },
  );
});
