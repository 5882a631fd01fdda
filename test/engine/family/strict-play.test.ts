/**
 * Acceptance 1: strict play from the first trick with the exact obligations of docs/rules.md §1,
 * each branch with the partner winning and with an opponent winning (tute-4 stacked deals),
 * and in the 3-player games (tute-3, subastao). Trump is bastos throughout.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardCode, GameState, Rules, Suit } from '../../../src/engine/index.ts';
import { sorted } from '../../support/cards.ts';
import { stacked } from '../../support/deals.ts';
import { playable, rejects, run } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { type Family } from '../../support/variants.ts';

interface Case {
  /** Hands (partial) of the seats, completed by the helper. */
  hands: CardCode[][];
  /** Suits the filler must not give to a seat. */
  void?: Record<number, Suit[]>;
  /** The cards played before the deciding seat, in order from seat 0. */
  before: CardCode[];
  /** Expected playable cards of the deciding seat (null: its whole hand). */
  want: CardCode[] | null;
  /** A card the deciding seat holds but may not play. */
  illegal?: CardCode;
}

/** tute-4: seat 3 deals and shows 2b (bastos are trump); seat 0 leads. */
function tute4(c: Case, rules?: Partial<Rules>): GameState {
  const hands = [0, 1, 2, 3].map((i) => [...(c.hands[i] ?? [])]);
  const dealer = at(hands, 3);
  if (!dealer.includes('2b')) dealer.push('2b');
  const s = stacked({
    variant: 'tute-4',
    hands,
    indicator: '2b',
    ...(c.void ? { void: c.void } : {}),
    ...(rules ? { rules } : {}),
  });
  assert.equal(s.trump, 'b');
  return run(s, ...c.before.map((card, i) => `${i}:${card}`));
}

/** 3-player games: tute-3 with 7b turned; subastao with seat 0 bidding 60 and naming bastos. */
function three(variant: Family, c: Case, rules?: Partial<Rules>): GameState {
  let s = stacked({
    variant,
    hands: c.hands,
    ...(variant === 'tute-3' ? { indicator: '7b' } : { trump: 'b' }),
    ...(c.void ? { void: c.void } : {}),
    ...(rules ? { rules } : {}),
  });
  if (variant === 'subastao') s = run(s, '0:bid 60', '1:pass', '2:pass', '0:trump b');
  assert.equal(s.trump, 'b');
  return run(s, ...c.before.map((card, i) => `${i}:${card}`));
}

function check(s: GameState, c: Case, label: string): void {
  const seat = c.before.length;
  assert.equal(s.turn, seat);
  const want = c.want ? sorted(c.want) : sorted(at(s.hands, seat));
  assert.deepEqual(playable(s), want, label);
  if (c.illegal) rejects(s, `${seat}:${c.illegal}`);
  for (const card of want) run(s, `${seat}:${card}`);
}

// Seat 2 decides: its partner is seat 0 (the leader), its opponent seat 1.
// Seat 3 decides: its partner is seat 1.
const CASES = {
  beat: {
    rule:
      '§1 rule 1 (asistir + montar): holding the led suit you must follow and beat the highest ' +
      'card of it',
    partner: {
      hands: [['10c'], ['5c'], ['12c', '4c', '1o', '1b']],
      void: { 1: ['c'], 2: ['c'] },
      before: ['10c', '5c'],
      want: ['12c'],
      illegal: '4c',
    },
    opponent: {
      hands: [['4c'], ['11c'], ['12c', '10c', '1o', '1b']],
      void: { 1: ['c'], 2: ['c'] },
      before: ['4c', '11c'],
      want: ['12c'],
      illegal: '10c',
    },
  },
  follow: {
    rule:
      '§1 rule 1: following but unable to beat, any card of the led suit ' +
      '(no trump, no discard)',
    partner: {
      hands: [['1c'], ['4c'], ['12c', '5c', '1b', '1o']],
      void: { 1: ['c'], 2: ['c'] },
      before: ['1c', '4c'],
      want: ['12c', '5c'],
      illegal: '1b',
    },
    opponent: {
      hands: [['5c'], ['1c'], ['12c', '6c', '1b', '1o']],
      void: { 1: ['c'], 2: ['c'] },
      before: ['5c', '1c'],
      want: ['12c', '6c'],
      illegal: '1o',
    },
  },
  trumped: {
    rule:
      '§1 rule 1: once the trick is trumped you must still follow but need not beat ' +
      '(strictBeat false)',
    // opponent seat 1 ruffed; seat 2 decides
    opponent: {
      hands: [['5c'], ['4b'], ['12c', '4c', '1b']],
      void: { 1: ['c'], 2: ['c'] },
      before: ['5c', '4b'],
      want: ['12c', '4c'],
      illegal: '1b',
    },
    // partner seat 1 ruffed; seat 2 followed; seat 3 decides
    partner: {
      hands: [['5c'], ['4b'], ['6c'], ['12c', '7c', '1o']],
      void: { 1: ['c'], 2: ['c'], 3: ['c'] },
      before: ['5c', '4b', '6c'],
      want: ['12c', '7c'],
      illegal: '1o',
    },
  },
  fallar: {
    rule:
      '§1 rule 2 (fallar): void in the led suit you must trump, any trump, even when the ' +
      'partner is winning',
    partner: {
      hands: [['1c'], ['4c'], ['5b', '12b', '1o', '3e']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['1c', '4c'],
      want: ['12b', '5b'],
      illegal: '1o',
    },
    opponent: {
      hands: [['4c'], ['1c'], ['5b', '12b', '1o', '3e']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['4c', '1c'],
      want: ['12b', '5b'],
      illegal: '3e',
    },
  },
  pisar: {
    rule:
      '§1 rule 2 (pisar): a trump already in the trick must be overtrumped if you can, the ' +
      "partner's included",
    // seat 1 (partner of 3) ruffs with 10b, seat 2 holds neither copas nor bastos and discards
    partner: {
      hands: [['5c'], ['10b'], ['1o'], ['12b', '4b', '1e']],
      void: { 1: ['c'], 2: ['c', 'b'], 3: ['c', 'b'] },
      before: ['5c', '10b', '1o'],
      want: ['12b'],
      illegal: '4b',
    },
    opponent: {
      hands: [['5c'], ['10b'], ['12b', '4b', '1o']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['5c', '10b'],
      want: ['12b'],
      illegal: '4b',
    },
  },
  contrafallo: {
    rule:
      "§1 rule 2 (contrafallo): holding trumps but none higher than the trick's, you may play " +
      'any card',
    partner: {
      hands: [['5c'], ['12b'], ['1o'], ['4b', '1e', '7o']],
      void: { 1: ['c'], 2: ['c', 'b'], 3: ['c', 'b'] },
      before: ['5c', '12b', '1o'],
      want: null,
    },
    opponent: {
      hands: [['5c'], ['12b'], ['4b', '1o', '3e']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['5c', '12b'],
      want: null,
    },
  },
  neither: {
    rule: '§1 rule 3: holding neither the led suit nor a trump, any card',
    partner: {
      hands: [['1c'], ['4c'], ['1o', '3e']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['1c', '4c'],
      want: null,
    },
    opponent: {
      hands: [['4c'], ['1c'], ['1o', '3e']],
      void: { 1: ['c'], 2: ['c', 'b'] },
      before: ['4c', '1c'],
      want: null,
    },
  },
  trumpsLedBeat: {
    rule: '§1 rule 4: when trumps are led, a higher trump if you can',
    partner: {
      hands: [['10b'], ['4b'], ['1b', '5b', '1o']],
      void: { 1: ['b'], 2: ['b'] },
      before: ['10b', '4b'],
      want: ['1b'],
      illegal: '5b',
    },
    opponent: {
      hands: [['4b'], ['12b'], ['1b', '5b', '1c']],
      void: { 1: ['b'], 2: ['b'] },
      before: ['4b', '12b'],
      want: ['1b'],
      illegal: '5b',
    },
  },
  trumpsLedAny: {
    rule: '§1 rule 4: when trumps are led and you cannot beat, any trump (not another suit)',
    partner: {
      hands: [['1b'], ['4b'], ['11b', '5b', '1o']],
      void: { 1: ['b'], 2: ['b'] },
      before: ['1b', '4b'],
      want: ['11b', '5b'],
      illegal: '1o',
    },
    opponent: {
      hands: [['4b'], ['12b'], ['11b', '5b', '1c']],
      void: { 1: ['b'], 2: ['b'] },
      before: ['4b', '12b'],
      want: ['11b', '5b'],
      illegal: '1c',
    },
  },
} satisfies Record<string, { rule: string; partner: Case; opponent: Case }>;

describe(
  '§1 strict play from trick 1 in tute-4 (§5: the obligations hold even when the partner is ' +
    'winning)',
  () => {
    for (const { rule, ...cases } of Object.values(CASES)) {
      test(`${rule} (4 players, partner winning)`, () =>
        check(tute4(cases.partner), cases.partner, rule));
      test(`${rule} (4 players, opponent winning)`, () =>
        check(tute4(cases.opponent), cases.opponent, rule));
    }

    test(
      '§1 strictBeat: after a ruff you must still beat the highest card of the led suit ' +
        '(4 players, partner and opponent ruffing)',
      () => {
        const opp = CASES.trumped;
        check(
          tute4(opp.opponent, { strictBeat: true }),
          { ...opp.opponent, want: ['12c'], illegal: '4c' },
          'strictBeat, opponent ruffed',
        );
        // seat 2 followed 6c after the partner's ruff: seat 3 must beat 6c
        check(
          tute4(opp.partner, { strictBeat: true }),
          { ...opp.partner, want: ['12c', '7c'] },
          'strictBeat, partner ruffed',
        );
        const low = {
          ...opp.partner,
          hands: [['5c'], ['4b'], ['7c'], ['12c', '6c', '1o']],
          before: ['5c', '4b', '7c'],
        };
        check(
          tute4(low, { strictBeat: true }),
          { ...low, want: ['12c'], illegal: '6c' },
          'strictBeat: beat 7c, the highest copas',
        );
        check(tute4(low), { ...low, want: ['12c', '6c'] }, 'default: any copas');
      },
    );

    test(
      '§1 underTrump: unable to overtrump you must play a lower trump instead of any card ' +
        '(4 players, partner and opponent winning)',
      () => {
        const c = CASES.contrafallo;
        check(
          tute4(c.partner, { underTrump: true }),
          { ...c.partner, want: ['4b', '2b'], illegal: '1e' },
          'underTrump, partner ruffed',
        );
        check(
          tute4(c.opponent, { underTrump: true }),
          { ...c.opponent, want: ['4b'], illegal: '1o' },
          'underTrump, opponent ruffed',
        );
      },
    );

    test('§1 underTrump does not change a hand that can overtrump, nor one without trumps', () => {
      const over = CASES.pisar;
      check(tute4(over.partner, { underTrump: true }), over.partner, 'pisar still required');
      const none = CASES.neither;
      check(tute4(none.opponent, { underTrump: true }), none.opponent, 'no trump: any card');
    });
  },
);

// The three-player games: the deciding seat is 2, after seats 0 and 1 (only the "opponent" shapes).
describe('§1 strict play from trick 1 in the 3-player games (tute-3 §4, subastao §7)', () => {
  for (const variant of ['tute-3', 'subastao'] as const) {
    for (const { rule, ...cases } of Object.values(CASES)) {
      const c = cases.opponent;
      test(`${rule} (3 players, ${variant})`, () => check(three(variant, c), c, rule));
    }
    test(`§1 strictBeat and underTrump options (3 players, ${variant})`, () => {
      const ruffed = CASES.trumped.opponent;
      check(
        three(variant, ruffed, { strictBeat: true }),
        { ...ruffed, want: ['12c'], illegal: '4c' },
        'strictBeat',
      );
      const under = CASES.contrafallo.opponent;
      check(
        three(variant, under, { underTrump: true }),
        { ...under, want: ['4b'], illegal: '1o' },
        'underTrump',
      );
    });
  }

  test(
    "§1 in 3 players: the third seat must overtrump the second seat's ruff and may not follow " +
      "the ruffer's lead-suit obligation away (tute-3)",
    () => {
      // 0 leads 1c, 1 ruffs with 4b, 2 void in copas holds 5b and 1o: 5b overtrumps
      const c: Case = {
        hands: [['1c'], ['4b'], ['5b', '1o']],
        void: { 1: ['c'], 2: ['c', 'b'] },
        before: ['1c', '4b'],
        want: ['5b'],
        illegal: '1o',
      };
      check(three('tute-3', c), c, 'pisar');
      const refused = rejects(three('tute-3', c), '2:1o');
      assert.equal(refused.code, 'must-overtrump');
      assert.equal(refused.message, 'cannot follow copas: must play a higher trump (bastos)');
    },
  );

  test(
    '§1 strict from the first trick in subastado too (auction game, 4 players): void, must ' +
      'trump even when the partner wins',
    () => {
      let s = stacked({
        variant: 'subastado',
        hands: [['1c'], ['4c'], ['5b', '12b', '1o']],
        trump: 'b',
        void: { 1: ['c'], 2: ['c', 'b'] },
      });
      s = run(s, '0:bid 70', '1:pass', '2:pass', '3:pass', '0:trump b', '0:1c', '1:4c');
      assert.deepEqual(playable(s), ['12b', '5b']);
      rejects(s, '2:1o');
    },
  );
});
