/**
 * Records as data (docs/api.md §5, docs/records.md §4–§5): what recordOf writes, what replay
 * reaches at each ply, stacked deals and seeds, passed-out auctions, JSON records and their
 * errors by path, and record objects that are not plain data.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applyAction,
  formatRecord,
  newGame,
  parseRecord,
  recordOf,
  replay,
  viewFor,
  type Action,
  type GameState,
  type RecordDeal,
  type TuteRecord,
} from '../../../src/engine/index.ts';
import { stackConfig } from '../../support/deals.ts';
import { playOut } from '../../support/random.ts';
import { docsExamples, failsAt, recordErrorOf } from '../../support/records.ts';

const pass = (s: GameState): Action => ({ type: 'pass', seat: s.turn ?? 0 });
const NEXT: Action = { type: 'next-deal' };

/** A tute match two deals long: the first played out with the first legal play each time. */
function twoDeals(): { first: GameState; end: GameState; second: GameState } {
  const end = playOut(newGame({ seed: 11 }), 'first-play');
  const second = applyAction(end, NEXT);
  return { first: newGame({ seed: 11 }), end, second };
}

/** A copy of `record` with `change` made to it (the record given is never touched). */
function changed(record: TuteRecord, change: (r: TuteRecord) => void): TuteRecord {
  const copy = structuredClone(record);
  change(copy);
  return copy;
}

/** Sets a field to any value, a bad one included (the type checker would refuse it). */
const put = (target: object, field: string, value: unknown): boolean =>
  Reflect.set(target, field, value);

/** replay() of something that is not necessarily a record (hostile input). */
function replayAny(value: unknown, ply?: unknown): unknown {
  const result: unknown = Reflect.apply(replay, undefined, [value, ply]);
  return result;
}

describe('recordOf and replay (docs/records.md §5)', () => {
  test('a new match: one deal without actions, the seed, the dealer, no rules', () => {
    const s = newGame({ variant: 'brisca', seed: 'abc' });
    const record = recordOf(s);
    assert.deepEqual(Object.keys(record), ['format', 'version', 'variant', 'seed', 'deals']);
    assert.equal(record.seed, 'abc');
    assert.equal(record.deals.length, 1);
    assert.equal(record.deals[0]?.dealer, 1);
    assert.deepEqual(record.deals[0]?.actions, []);
    assert.equal(record.deals[0]?.deal.stock?.length, 33);
    assert.deepEqual(replay(record), s);
  });

  test('rules: only the options that differ from the variant defaults', () => {
    const s = newGame({ variant: 'subastado', seed: 1, rules: { scoring: 'bid', minBid: 70 } });
    assert.deepEqual(recordOf(s).rules, { scoring: 'bid' });
  });

  test("next-deal is implied between deals; ply stops at a deal's end, before the next", () => {
    const { first, end, second } = twoDeals();
    const record = recordOf(second);
    assert.equal(record.deals.length, 2);
    assert.ok(record.deals[0]?.actions.every((a) => a.type !== 'next-deal'));
    assert.deepEqual(record.deals[1]?.actions, []);
    const plies = end.log.length;
    assert.deepEqual(replay(record, 0), first);
    assert.deepEqual(replay(record, plies), end, 'the ended deal, before next-deal');
    assert.deepEqual(replay(record), second);
    assert.deepEqual(applyAction(replay(record, plies), NEXT), second);
  });

  test('a passed-out auction is a deal of passes; ply at its last pass is the redealt deal', () => {
    let s = newGame({ variant: 'subastado', seed: 4 });
    for (let i = 0; i < 4; i++) s = applyAction(s, pass(s));
    assert.equal(s.dealCount, 2);
    s = applyAction(s, { type: 'bid', seat: s.turn ?? 0, amount: 70 });
    const record = recordOf(s);
    assert.deepEqual(
      record.deals.map((d) => d.actions.map((a) => a.type)),
      [['pass', 'pass', 'pass', 'pass'], ['bid']],
    );
    assert.deepEqual(
      record.deals.map((d) => d.dealer),
      [3, 0],
    );
    assert.equal(replay(record, 4).dealCount, 2);
    assert.deepEqual(replay(record), s);
  });

  test('a stacked first deal is kept in state.stacked, written out and replayed', () => {
    const config = stackConfig({ hands: [['1o', '3o'], ['1c']], indicator: '7b', seed: 5 });
    const s = newGame(config);
    assert.equal(s.stacked.length, 1);
    const record = recordOf(s);
    assert.deepEqual(record.deals[0]?.deal, config.deal);
    const t = playOut(s, 'first-play');
    assert.deepEqual(replay(recordOf(t)), t);
    const u = applyAction(t, NEXT);
    assert.equal(u.stacked.length, 1, 'the next deal is shuffled from the seed');
    assert.deepEqual(replay(recordOf(u)), u);
    for (const seat of [0, 1]) assert.ok(!('stacked' in viewFor(replay(recordOf(u)), seat)));
  });

  test('a "stacked" deal the seed shuffles anyway is not listed: one state per match', () => {
    const deal = recordOf(newGame({ variant: 'tute-4', seed: 9 })).deals[0]?.deal;
    assert.deepEqual(newGame({ variant: 'tute-4', seed: 9, deal }).stacked, []);
    assert.deepEqual(
      newGame({ variant: 'tute-4', seed: 9, deal }),
      newGame({ variant: 'tute-4', seed: 9 }),
    );
  });

  test('a record without a seed replays with seed 0, its deals stacked where 0 differs', () => {
    const { second } = twoDeals();
    const { seed: _seed, ...record } = recordOf(second);
    const s = replay(record);
    assert.equal(s.seed, 0);
    assert.deepEqual(
      s.stacked.map((e) => e.deal),
      [0, 1],
    );
    assert.deepEqual(s.hands, second.hands);
    assert.deepEqual(replay(recordOf(s)), s);
  });

  test('replay(r, ply) leaves out the stacked deals it has not reached', () => {
    const { second } = twoDeals();
    const { seed: _seed, ...record } = recordOf(second);
    const early = replay(record, 3);
    assert.deepEqual(
      early.stacked.map((e) => e.deal),
      [0],
    );
    assert.deepEqual(replay(recordOf(early)), early);
  });

  test('the match over: its record replays to it; a deal after it is an error', () => {
    let s = newGame({ variant: 'tute-3', seed: 2, rules: { target: 1 } });
    while (s.phase !== 'match-over')
      s = playOut(s.phase === 'deal-over' ? applyAction(s, NEXT) : s, 'first-play');
    const record = recordOf(s);
    assert.deepEqual(replay(record), s);
    const more = changed(record, (r) => {
      const [first] = r.deals;
      if (first) r.deals.push({ ...first, dealer: (first.dealer + r.deals.length) % 3 });
    });
    const error = recordErrorOf(() => replayAny(more));
    assert.equal(error.code, 'deal-over', error.message);
    assert.match(error.message, /the match ended in deal \d+: no deal follows/);
  });

  test('ply must be a whole number from 0 to the number of actions', () => {
    const record = recordOf(twoDeals().second);
    const total = record.deals.reduce((n, d) => n + d.actions.length, 0);
    for (const ply of [-1, 1.5, total + 1, Number.NaN, Infinity]) {
      const error = recordErrorOf(() => replay(record, ply));
      assert.equal(error.code, 'bad-ply');
      assert.match(error.message, new RegExp(`from 0 to ${total}`));
    }
    assert.equal(recordErrorOf(() => replayAny(record, '3')).code, 'bad-ply');
  });
});

describe('JSON records (docs/records.md §4)', () => {
  const worked = parseRecord(docsExamples()[0] ?? '');
  const json = JSON.stringify(worked, null, 2);

  test('parseRecord reads a JSON record to the same record; formatRecord writes its text', () => {
    assert.deepEqual(parseRecord(json), worked);
    assert.deepEqual(parseRecord(`\uFEFF  \n${JSON.stringify(worked)}`), worked);
    assert.deepEqual(parseRecord(`\uFEFF${docsExamples()[0] ?? ''}`), worked);
    assert.equal(formatRecord(parseRecord(json)), docsExamples()[0]);
  });

  test('a JSON record is put in normal form: default rules dropped, codes in lower case', () => {
    const loose = changed(worked, (r) => {
      r.rules = { swap: 'on-lead', capote: true };
      const [deal] = r.deals;
      if (deal) {
        deal.actions = [
          { type: 'swap', seat: 0 },
          { type: 'play', seat: 0, card: '2C' },
        ];
        deal.comments = { 1: '  Swapped.  ', 2: ' ' };
      }
    });
    const read = parseRecord(JSON.stringify(loose));
    assert.deepEqual(read.rules, { capote: true });
    assert.deepEqual(read.deals[0]?.actions[1], { type: 'play', seat: 0, card: '2c' });
    assert.deepEqual(read.deals[0]?.comments, { 1: 'Swapped.' });
  });

  test('an illegal action: its line and column in the JSON text, and its path', () => {
    const bad = json.replace('"card": "4e"', '"card": "2o"');
    const error = failsAt(() => parseRecord(bad), 'illegal-action', {
      text: bad,
      needle: '{\n          "type": "play",\n          "seat": 1,\n          "card": "2o"',
    });
    assert.match(error.message, /\(deals\[0\]\.actions\[2\]\): 2o is not in Ada's hand$/);
  });

  test('JSON syntax, nesting, keys twice, unknown fields, format and version', () => {
    failsAt(() => parseRecord('{"format": }'), 'syntax', { line: 1, column: 12 });
    failsAt(
      () => parseRecord('{"format": "tute-record",\n "format": 1}'),
      'syntax',
      { line: 2, column: 2 },
      /twice/,
    );
    // depth 13: the object, then twelve lists; the thirteenth [ is at column 18
    failsAt(() => parseRecord(`{"a":${'['.repeat(100)}`), 'too-large', { line: 1, column: 18 });
    const odd = json.replace('"variant"', '"varaint"');
    failsAt(() => parseRecord(odd), 'unknown-field', { text: odd, needle: '"tute"' }, /varaint/);
    const format = json.replace('"tute-record"', '"pgn"');
    failsAt(() => parseRecord(format), 'not-a-record', { text: format, needle: '"pgn"' });
    const version = json.replace('"version": 1', '"version": 2');
    failsAt(() => parseRecord(version), 'bad-version', { text: version, needle: '2' });
  });

  test('a value that is not a record object is named "record" in the error', () => {
    for (const bad of [null, 5, [], 'tute-record']) {
      const error = recordErrorOf(() => replayAny(bad));
      assert.equal(error.code, 'not-a-record');
      assert.match(error.message, /^record: a record is an object/);
    }
  });

  test('errors of record objects name the path, at line 1, column 1', () => {
    const cases: [(r: TuteRecord) => void, string, RegExp][] = [
      [(r) => put(r, 'variant', 'tute-9'), 'bad-config', /^variant: /],
      [(r) => (r.rules = { minBid: 70 }), 'bad-config', /^rules\.minBid: /],
      [(r) => (r.names = ['You']), 'bad-names', /^names: /],
      [(r) => put(r, 'seed', null), 'bad-config', /^seed: /],
      [(r) => (r.deals = []), 'not-a-record', /^deals: /],
      [(r) => put(r, 'info', { event: 3 }), 'bad-tag', /^info\.event: /],
    ];
    for (const [change, code, message] of cases) {
      const value = changed(worked, change);
      const error = recordErrorOf(() => replayAny(value));
      assert.equal(error.code, code, error.message);
      assert.match(error.message, message);
      assert.deepEqual([error.line, error.column], [1, 1]);
    }
    const deal = (change: (d: RecordDeal) => void): TuteRecord =>
      changed(worked, (r) => {
        const [first] = r.deals;
        if (first) {
          delete first.comments;
          change(first);
        }
      });
    const dealCases: [(d: RecordDeal) => void, string, RegExp][] = [
      [(d) => (d.actions = [{ type: 'next-deal' }]), 'bad-action', /implied/],
      [(d) => put(d, 'actions', [{ type: 'fly', seat: 0 }]), 'bad-action', /unknown action type/],
      [(d) => (d.actions = [{ type: 'play', seat: 5, card: '1o' }]), 'bad-action', /seat/],
      [(d) => (d.comments = { 99: 'x' }), 'bad-comment', /from 0 to 44/],
      [(d) => put(d, 'extra', 1), 'unknown-field', /^deals\[0\]\.extra: /],
      // A misspelt field of an action is reported, not dropped (docs/records.md §4).
      [
        (d) => put(d, 'actions', [{ type: 'swap', seat: 0, card: '7b' }]),
        'unknown-field',
        /^deals\[0\]\.actions\[0\]\.card: .*fields are type, seat$/,
      ],
      [
        (d) => put(d, 'actions', [{ type: 'play', seat: 0, crad: '2c' }]),
        'unknown-field',
        /^deals\[0\]\.actions\[0\]\.crad: .*fields are type, seat, card$/,
      ],
      [
        (d) => (d.deal.stock = []),
        'bad-deal',
        /deals\[0\]\.deal\.stock: the stock must hold 23 cards/,
      ],
    ];
    for (const [change, code, message] of dealCases) {
      const error = recordErrorOf(() => replayAny(deal(change)));
      assert.equal(error.code, code, error.message);
      assert.match(error.message, message);
    }
  });

  test('each deal after the first is dealt by the next seat', () => {
    const record = recordOf(twoDeals().second);
    const wrong = changed(record, (r) => {
      const [, second] = r.deals;
      if (second) second.dealer = 1;
    });
    const error = recordErrorOf(() => replayAny(wrong));
    assert.equal(error.code, 'wrong-dealer');
    assert.match(error.message, /^deals\[1\]\.dealer: deal 2 is dealt by seat 0/);
  });

  test('objects that are not plain data: cycles, getters, proxies, functions, bigints', () => {
    const cyclic: Record<string, unknown> = { ...worked };
    cyclic.deals = [cyclic];
    const getter = { ...worked };
    Object.defineProperty(getter, 'deals', {
      enumerable: true,
      get: () => {
        throw new TypeError('boom');
      },
    });
    const proxy = new Proxy(
      { ...worked },
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    const inputs: unknown[] = [
      null,
      7,
      'text',
      [],
      cyclic,
      getter,
      proxy,
      { ...worked, seed: 10n },
      { ...worked, names: [() => 1, 'x'] },
      { ...worked, deals: new Array(2_000_000) },
    ];
    for (const input of inputs) {
      const start = performance.now();
      const error = recordErrorOf(() => replayAny(input));
      assert.ok(performance.now() - start < 100, `${error.code} took too long`);
      assert.ok(recordErrorOf(() => Reflect.apply(formatRecord, undefined, [input])));
    }
  });

  test('limits: too many deals or actions fail before any replay', () => {
    const deals = changed(worked, (r) => {
      const [first] = r.deals;
      if (first) r.deals = Array.from({ length: 1001 }, () => first);
    });
    assert.equal(recordErrorOf(() => replayAny(deals)).code, 'too-large');
    const actions = changed(worked, (r) => {
      const [first] = r.deals;
      if (first) first.actions = Array.from({ length: 401 }, () => ({ type: 'pass', seat: 0 }));
    });
    const error = recordErrorOf(() => replayAny(actions));
    assert.equal(error.code, 'too-large');
    assert.match(error.message, /400 actions in one deal/);
  });
});
