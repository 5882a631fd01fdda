import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, newGame } from '../../src/engine/index.ts';
import type { GameConfig } from '../../src/engine/index.ts';
import { stackConfig } from '../support/deals.ts';
import { thrownBy } from '../support/games.ts';
import { at } from '../support/lists.ts';

/**
 * Asserts newGame(config) throws a ConfigError with a code, whose message matches every pattern.
 */
function configError(config: unknown, ...patterns: RegExp[]): ConfigError {
  const caught = thrownBy(() => newGame(config as GameConfig));
  assert.ok(
    caught instanceof ConfigError,
    `expected ConfigError for ${JSON.stringify(config)}, got ${String(caught)}`,
  );
  assert.ok(caught instanceof Error);
  assert.equal(typeof caught.code, 'string');
  assert.ok(caught.code.length > 0);
  for (const p of patterns) assert.match(caught.message, p);
  return caught;
}

describe('API ConfigError', () => {
  test('API ConfigError is an exported Error class with a code', () => {
    const e = configError({ variant: 'poker' });
    assert.ok(e instanceof ConfigError);
    assert.equal(typeof ConfigError, 'function');
  });

  test('§2 unknown variant: the message names the field and the allowed variants', () => {
    configError({ variant: 'poker' }, /variant/, /tute/, /brisca/, /subastado/);
    configError({ variant: 'Tute' }, /variant/);
    configError({ variant: 7 }, /variant/);
  });

  test(
    '§2 the other variant ids are known: each is dealt with its players (§2 table) or refused ' +
      'with code unsupported-variant',
    () => {
      const players: Record<string, number> = {
        'tute-3': 3,
        'tute-4': 4,
        subastado: 4,
        subastao: 3,
        'subastao-censor': 4,
      };
      for (const [variant, n] of Object.entries(players)) {
        let state: ReturnType<typeof newGame> | null = null;
        try {
          state = newGame({ variant: variant as GameConfig['variant'], seed: 1 });
        } catch (e) {
          assert.ok(e instanceof ConfigError, `${variant}: ${String(e)}`);
          assert.equal(e.code, 'unsupported-variant');
          assert.match(e.message, /variant/);
        }
        if (state) {
          assert.equal(state.variant, variant);
          assert.equal(state.players, n);
        }
      }
    },
  );

  test('§9 unknown rule option: the message names it and the options the variant accepts', () => {
    configError({ rules: { foo: 1 } }, /foo/, /stockPlay/);
    configError({ variant: 'brisca', rules: { trumps: 'o' } }, /trumps/, /swap/);
  });

  test('§9/§11 an option that does not apply to the variant is rejected, not ignored', () => {
    configError({ variant: 'brisca', rules: { stockPlay: 'free' } }, /stockPlay/);
    for (const name of ['singAfterStock', 'capote', 'fortyFirst', 'strictBeat', 'underTrump']) {
      configError({ variant: 'brisca', rules: { [name]: false } }, new RegExp(name));
    }
    configError({ rules: { minBid: 70 } }, /minBid/);
    for (const [name, value] of [
      ['bidStep', 5],
      ['scoring', 'bid'],
      ['firstLead', 'mano'],
      ['whoSings', 'all'],
      ['auctionLaps', 'one'],
      ['failedBid', 'split'],
    ] as const) {
      configError({ variant: 'tute', rules: { [name]: value } }, new RegExp(name));
    }
  });

  test('§9 a bad option value: the message names the option and its allowed values', () => {
    configError(
      { rules: { swap: 'sometimes' } },
      /swap/,
      /on-lead/,
      /after-win-before-draw/,
      /off/,
    );
    configError({ rules: { swapCard: '3' } }, /swapCard/, /7-and-2/);
    configError({ rules: { stockPlay: 'strict' } }, /stockPlay/, /follow-trump/);
    configError({ rules: { lastTrickBonus: 5 } }, /lastTrickBonus/, /0/, /10/);
    configError({ rules: { tie: 'coin' } }, /tie/, /last-trick/, /draw/);
    configError({ rules: { capote: 'yes' } }, /capote/, /true/);
    configError({ variant: 'brisca', rules: { tie: 'none' } }, /tie/);
    configError({ rules: { target: 0 } }, /target/);
    configError({ rules: { target: 2.5 } }, /target/);
  });

  test(
    '§9 every listed option value is accepted and resolved into state.rules; defaults ' +
      'otherwise',
    () => {
      const d = newGame({ seed: 1 }).rules;
      assert.deepEqual(
        { ...d },
        {
          ...d,
          target: 5,
          lastTrickBonus: 10,
          tute: true,
          tie: 'last-trick',
          stockPlay: 'free',
          swap: 'on-lead',
          swapCard: '7',
          singAfterStock: true,
          fortyFirst: true,
          capote: false,
          strictBeat: false,
          underTrump: false,
        },
      );
      const values: Record<string, unknown[]> = {
        lastTrickBonus: [0, 10],
        tie: ['last-trick', 'draw'],
        stockPlay: ['free', 'follow-trump'],
        swap: ['on-lead', 'after-win-before-draw', 'off'],
        swapCard: ['7', '2', '7-and-2'],
        singAfterStock: [true, false],
        fortyFirst: [true, false],
        tute: [true, false],
        capote: [true, false],
        strictBeat: [true, false],
        underTrump: [true, false],
        target: [1, 3, 7],
      };
      for (const [name, list] of Object.entries(values)) {
        for (const value of list) {
          const s = newGame({ seed: 1, rules: { [name]: value } });
          assert.equal(
            (s.rules as unknown as Record<string, unknown>)[name],
            value,
            `${name}=${String(value)}`,
          );
        }
      }
      assert.equal(newGame({ rules: { target: 3 } }).match.target, 3);
      const b = newGame({
        variant: 'brisca',
        rules: {
          swap: 'off',
          swapCard: '2',
          tie: 'last-trick',
          lastTrickBonus: 10,
          tute: false,
          target: 2,
        },
      });
      assert.equal(b.rules.swap, 'off');
    },
  );

  test('API bad seed type: an object, NaN, Infinity are refused naming the seed', () => {
    configError({ seed: {} }, /seed/);
    configError({ seed: Number.NaN }, /seed/);
    configError({ seed: Number.POSITIVE_INFINITY }, /seed/);
    configError({ seed: [1] }, /seed/);
    configError({ seed: true }, /seed/);
  });

  test('API bad dealer: not a seat of the variant', () => {
    for (const dealer of [2, -1, 1.5, '0', Number.NaN]) configError({ dealer }, /dealer/);
    configError({ variant: 'brisca', dealer: 2 }, /dealer/, /1/);
    assert.equal(newGame({ dealer: 0 }).dealer, 0);
  });

  test(
    'API bad stacked deal: duplicate card, wrong hand size, wrong stock size, unknown code, ' +
      'missing indicator',
    () => {
      const good = stackConfig({ hands: [['1o'], ['2o']], indicator: '1b' });
      const deal = good.deal as NonNullable<GameConfig['deal']>;
      newGame(good); // the base is valid
      const dup = structuredClone(deal);
      at(dup.hands, 1)[0] = at(at(dup.hands, 0), 0);
      configError({ deal: dup }, /1o|twice|duplicate/);
      const short = structuredClone(deal);
      (short.stock as string[]).push(...at(short.hands, 0).splice(-1));
      configError({ deal: short }, /hand|8/);
      const longStock = structuredClone(deal);
      (longStock.stock as string[]).push(longStock.indicator as string);
      delete longStock.indicator;
      configError({ deal: longStock }, /stock|indicator/);
      const foreign = structuredClone(deal);
      at(foreign.hands, 0)[0] = '8o';
      configError({ deal: foreign }, /8o|card/);
      const noIndicator = structuredClone(deal);
      delete noIndicator.indicator;
      configError({ deal: noIndicator }, /indicator/);
      const threeHands = structuredClone(deal);
      threeHands.hands.push([]);
      configError({ deal: threeHands }, /hands/);
      const briscaSized = stackConfig({
        variant: 'brisca',
        hands: [['1o'], ['2o']],
        indicator: '1b',
      });
      configError({ ...briscaSized, variant: 'tute' }, /hand|stock/);
    },
  );

  test('API unknown config field is refused', () => {
    configError({ players: 3 }, /players/);
  });
});
