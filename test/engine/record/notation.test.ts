/**
 * The text notation of docs/records.md §2–§3, piece by piece: the examples of the document, each
 * tag, each kind of move, seats by name and number, labels and comments, and the place and
 * words of each kind of error.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  applyAction,
  formatRecord,
  legalActions,
  newGame,
  parseRecord,
  recordOf,
  replay,
  type Action,
  type GameState,
} from '../../../src/engine/index.ts';
import { stacked, strictSetup } from '../../support/deals.ts';
import { run } from '../../support/games.ts';
import { prng, randomAction } from '../../support/random.ts';
import {
  docsExamples,
  edit,
  failsAt,
  namedRecord,
  placeOf,
  recordErrorOf,
} from '../../support/records.ts';

const [WORKED = '', AUCTION = ''] = docsExamples();

/** The lines of a record's text that hold moves (a trick label or `Auction:` first). */
const moveLines = (text: string): string[] =>
  text.split('\n').filter((line) => /^(\d+\.|Auction:)/.test(line));

/** The record of `state` with names, written and read back: the lines of its moves. */
function written(state: GameState, names: string[]): string[] {
  const record = namedRecord(state, names);
  const text = formatRecord(record);
  assert.deepEqual(parseRecord(text), record, 'the text reads back as the record');
  return moveLines(text);
}

describe('docs/records.md §1: the examples', () => {
  test('both examples read, replay, and are exactly what formatRecord writes', () => {
    assert.ok(WORKED.length > 0 && AUCTION.length > 0, 'docs/records.md holds two examples');
    for (const text of [WORKED, AUCTION]) assert.equal(formatRecord(parseRecord(text)), text);
  });

  test('the worked opening of rules.md §10 ends 128–82 for You, with its comments', () => {
    const record = parseRecord(WORKED);
    assert.deepEqual(record.names, ['You', 'Ada']);
    assert.equal(record.seed, undefined);
    assert.deepEqual(record.info, {
      event: 'The worked opening of the rule book',
      site: 'docs/rules.md §10',
    });
    const [deal] = record.deals;
    assert.ok(deal);
    assert.equal(deal.dealer, 1);
    assert.equal(deal.deal.indicator, '1b');
    assert.deepEqual(deal.actions[0], { type: 'swap', seat: 0 });
    assert.match(deal.comments?.[1] ?? '', /^The 7 swapped on the opening lead/);
    assert.equal(Object.keys(deal.comments ?? {}).length, 9);
    const end = replay(record);
    assert.equal(end.phase, 'deal-over');
    assert.deepEqual(end.result?.totals, [128, 82]);
    assert.deepEqual(end.result?.winners, [0]);
    assert.equal(end.seed, 0, 'a record without a seed replays with seed 0 (§5)');
  });

  test('the auction example: a passed-out deal of three passes, then a contract', () => {
    const record = parseRecord(AUCTION);
    assert.equal(record.deals.length, 2);
    assert.deepEqual(
      record.deals[0]?.actions.map((a) => a.type),
      ['pass', 'pass', 'pass'],
    );
    assert.deepEqual(record.rules, { whoSings: 'all' });
    const s = replay(record);
    assert.equal(s.dealCount, 2);
    assert.deepEqual(s.contract, { seat: 2, amount: 80, displaced: null });
    assert.equal(s.trump, 'o');
    assert.deepEqual(s.stacked, [], 'every deal is the one seed 6 shuffles');
  });
});

describe('docs/records.md §2: tags', () => {
  const tags = (lines: string): string => `${lines}\n${WORKED.slice(WORKED.indexOf('\nDeal 1'))}`;

  test('Variant is required; its value is checked by the engine', () => {
    failsAt(() => parseRecord(tags('[Names "You, Ada"]')), 'missing-tag', { line: 1, column: 1 });
    const bad = tags('[Variant "tute-5"]\n[Names "You, Ada"]');
    failsAt(() => parseRecord(bad), 'bad-config', { text: bad, needle: '"tute-5"' }, /variant/);
  });

  test('tag names are read in any case; a tag not in the list is an error, as is a repeat', () => {
    const text = tags('[VARIANT "tute"]\n[names "You, Ada"]');
    assert.deepEqual(parseRecord(text).names, ['You', 'Ada']);
    const unknown = tags('[Variant "tute"]\n[Names "You, Ada"]\n[White "Ada"]');
    failsAt(() => parseRecord(unknown), 'unknown-tag', { text: unknown, needle: 'White' });
    const twice = tags('[Variant "tute"]\n[Names "You, Ada"]\n[Variant "tute"]');
    failsAt(() => parseRecord(twice), 'duplicate-tag', { text: twice, needle: 'Variant', nth: 2 });
  });

  test('Rules: the options that differ are kept, the defaults dropped; bad ones are errors', () => {
    const text = tags('[Variant "tute"]\n[Names "You, Ada"]\n[Rules "capote=true; swap=on-lead"]');
    assert.deepEqual(parseRecord(text).rules, { capote: true });
    const value = tags('[Variant "tute"]\n[Names "You, Ada"]\n[Rules "swap=sometimes"]');
    failsAt(() => parseRecord(value), 'bad-config', { text: value, needle: '"swap' }, /rules.swap/);
    const form = tags('[Variant "tute"]\n[Names "You, Ada"]\n[Rules "capote"]');
    failsAt(() => parseRecord(form), 'bad-tag', { text: form, needle: '"capote"' }, /key=value/);
    const other = tags('[Variant "tute"]\n[Names "You, Ada"]\n[Rules "minBid=70"]');
    failsAt(() => parseRecord(other), 'bad-config', { text: other, needle: '"minBid' });
  });

  test('Names: one per seat, distinct in any case; a bad list is an error at the tag', () => {
    for (const names of ['You', 'You, Ada, Bea', 'You, you', 'You, 12', 'You, A{da}']) {
      const text = tags(`[Variant "tute"]\n[Names "${names}"]`);
      failsAt(() => parseRecord(text), 'bad-names', { text, needle: `"${names}"` });
    }
  });

  test('Dealer: by name, by number or in quotes; an unknown one is an error', () => {
    const body = WORKED.slice(WORKED.indexOf('\nDeal 1')).replace('Deal 1, dealer Ada', 'Deal 1');
    for (const dealer of ['"Ada"', '1', '"1"', '"ada"']) {
      const text = `[Variant "tute"]\n[Names "You, Ada"]\n[Dealer ${dealer}]\n${body}`;
      assert.equal(parseRecord(text).deals[0]?.dealer, 1, dealer);
    }
    const text = `[Variant "tute"]\n[Names "You, Ada"]\n[Dealer "Bob"]\n${body}`;
    failsAt(() => parseRecord(text), 'unknown-seat', { text, needle: '"Bob"' });
    const late = `[Variant "tute"]\n[Names "You, Ada"]\n[Dealer 0]\n${body}`;
    const turn = /it is Ada's turn, not yours$/;
    failsAt(() => parseRecord(late), 'illegal-action', { text: late, needle: 'You swap' }, turn);
  });

  test('Seed: a bare number is a number, quoted text is text (7 and "7" differ)', () => {
    const base = `[Variant "brisca"]\n`;
    const deal = formatRecord(recordOf(newGame({ variant: 'brisca', seed: 7 })))
      .split('\n')
      .filter((line) => !line.startsWith('['))
      .join('\n');
    for (const [seed, value] of [
      ['7', 7],
      ['"7"', '7'],
      ['-1.5e3', -1500],
      ['"seed with \\"quotes\\" and \\\\"', 'seed with "quotes" and \\'],
    ] as const) {
      assert.equal(parseRecord(`${base}[Seed ${seed}]\n${deal}`).seed, value, seed);
    }
    const text = `${base}[Seed seven]\n${deal}`;
    failsAt(() => parseRecord(text), 'bad-tag', { text, needle: 'seven' }, /quotes/);
  });

  test('Event, Site, Date, Annotator go to record.info; a value too long is an error', () => {
    const text = tags(
      '[Event "Club night"]\n[Site "Madrid"]\n[Date "2025.03.01"]\n[Annotator "Ana"]\n' +
        '[Variant "tute"]\n[Names "You, Ada"]',
    );
    assert.deepEqual(parseRecord(text).info, {
      event: 'Club night',
      site: 'Madrid',
      date: '2025.03.01',
      annotator: 'Ana',
    });
    const long = tags(`[Event "${'x'.repeat(201)}"]\n[Variant "tute"]\n[Names "You, Ada"]`);
    failsAt(() => parseRecord(long), 'bad-tag', { text: long, needle: '"xxx' }, /200/);
  });
});

describe('docs/records.md §2: moves, seats and labels', () => {
  test('a card, sing with its points, swap: "1. You swap You 2c, Ada 4e", "You sing 40b"', () => {
    const lines = moveLines(WORKED);
    assert.match(lines[0] ?? '', /^1\. You swap$/);
    assert.equal(lines[1], '2. You sing 40b');
    assert.match(lines[2] ?? '', /^3\. Ada sing 20o /);
  });

  test('tute kings / knights', () => {
    let s = stacked({
      hands: [['12o', '12c', '12e', '12b', '11o', '11c', '11e', '1o'], ['2o']],
      stock: ['11b', '2c'],
      indicator: '1b',
    });
    s = run(s, '0:1o', '1:2o', '0:tute 11');
    assert.deepEqual(written(s, ['Ana', 'Bo']), ['1. Ana 1o, Bo 2o', '2. Ana tute knights']);
  });

  test('capote, and the pass of the swap pause (swap: after-win-before-draw)', () => {
    const setup = strictSetup({
      leader: 0,
      leaderHand: ['1b', '3b', '12b', '11b', '10b', '7b', '6b', '5b'],
      otherHand: ['2b', '4b', '1o', '3o', '12o', '11o', '10o', '7o'],
      indicator: '2b',
      rules: { capote: true },
    });
    const s = run(newGame(setup.config), ...setup.actions, '0:capote', '0:1b', '1:2b');
    assert.equal(written(s, ['Ana', 'Bo']).at(-1), '13. Ana capote, Ana 1b, Bo 2b');

    let t = stacked({
      hands: [['7b', '1o'], ['2o']],
      indicator: '1b',
      rules: { swap: 'after-win-before-draw' },
    });
    t = run(t, '0:1o', '1:2o', '0:pass');
    assert.equal(written(t, ['Ana', 'Bo']).at(-1), '2. Ana pass');
  });

  test('the auction: bid, pass, censor take / stand, trump', () => {
    for (const take of [true, false]) {
      let s = newGame({ variant: 'subastao-censor', seed: 3 });
      const script: ((s: GameState) => Action)[] = [
        (x) => ({ type: 'bid', seat: x.turn ?? 0, amount: 60 }),
        (x) => ({ type: 'pass', seat: x.turn ?? 0 }),
        (x) => ({ type: 'pass', seat: x.turn ?? 0 }),
        (x) => ({ type: 'censor', seat: x.turn ?? 0, take }),
        (x) => ({ type: 'trump', seat: x.turn ?? 0, suit: 'e' }),
      ];
      for (const step of script) s = applyAction(s, step(s));
      const censor = take ? 'Dan censor take, Dan trump e' : 'Dan censor stand, Ana trump e';
      assert.deepEqual(written(s, ['Ana', 'Bea', 'Cai', 'Dan']), [
        `Auction: Ana bid 60, Bea pass, Cai pass, ${censor}`,
      ]);
    }
  });

  test('seats may be left out, written by number or in any case; commas are optional', () => {
    const record = parseRecord(WORKED);
    const terse = WORKED.replace('1. You swap', '1. swap')
      .replace('You 2c, Ada 4e', '2C 4E')
      .replace('2. You sing 40b', '2. YOU Sing 40B')
      .replace('5. Ada 10c, You 4c', '5. 1 10c 0 4c')
      .replace('6. Ada 6b, You 12b', '6. ada 6b, you 12b');
    assert.deepEqual(parseRecord(terse), record);
    const withoutComments = {
      ...record,
      deals: record.deals.map(({ comments: _comments, ...deal }) => deal),
    };
    assert.deepEqual(parseRecord(terse.replace(/\{[^}]*\}/g, '')), withoutComments);
  });

  test('a name that is not a plain word, or is a reserved word, is written in quotes', () => {
    const s = run(stacked({ hands: [['2c'], ['4e']], indicator: '1b' }), '0:2c', '1:4e');
    assert.deepEqual(written(s, ['Tía Ana', 'Pass']), ['1. "Tía Ana" 2c, "Pass" 4e']);
    assert.deepEqual(written(s, ['Ørjan', "O'Neil-2"]), ["1. Ørjan 2c, O'Neil-2 4e"]);
    const text = formatRecord(namedRecord(s, ['Tía Ana', 'Pass']));
    assert.match(text, /^\[Names "Tía Ana, Pass"\]$/m);
    assert.match(text, /^"Tía Ana": 2c /m);
  });

  test('labels are optional, and checked where they stand', () => {
    const bare = WORKED.replace(/^\d+\. /gm, '');
    assert.deepEqual(parseRecord(bare), parseRecord(WORKED));
    const wrong = edit(WORKED, '6. Ada 6b', '7. Ada 6b');
    failsAt(() => parseRecord(wrong), 'bad-label', { text: wrong, needle: '7. Ada 6b' }, /trick 6/);
    const early = edit(WORKED, ', Ada 6e', ' 3. Ada 6e');
    failsAt(
      () => parseRecord(early),
      'bad-label',
      { text: early, needle: '3. Ada 6e' },
      /complete/,
    );
    const auction = edit(WORKED, '5. Ada 10c', 'Auction: Ada 10c');
    failsAt(() => parseRecord(auction), 'bad-label', { text: auction, needle: 'Auction' });
    const zero = edit(WORKED, '5. Ada 10c', '0. Ada 10c');
    failsAt(() => parseRecord(zero), 'bad-label', { text: zero, needle: '0. Ada' }, /1\., 2\./);
  });

  test('"Auction:" may stand before the censor\'s decision and the naming of trump', () => {
    let s = newGame({ variant: 'subastao-censor', seed: 3 });
    s = applyAction(s, { type: 'bid', seat: 0, amount: 60 });
    s = run(s, '1:pass', '2:pass');
    s = applyAction(s, { type: 'censor', seat: 3, take: false });
    s = applyAction(s, { type: 'trump', seat: 0, suit: 'e' });
    const record = namedRecord(s, ['Ana', 'Bea', 'Cai', 'Dan']);
    const text = formatRecord(record);
    for (const [from, to] of [
      ['Dan censor stand', 'Auction: Dan censor stand Auction:'],
      ['Ana trump e', 'Auction: Ana trump e'],
    ] as const) {
      assert.deepEqual(parseRecord(edit(text, from, to)), record, to);
    }
  });
});

describe('docs/records.md §2: comments', () => {
  test('a comment belongs to the position where it stands; two at one place are joined', () => {
    // (a comment before the tags would make the text JSON: the first comment follows a tag)
    const text = WORKED.replace('[Variant "tute"]', '[Variant "tute"]\n{Before the deal.}')
      .replace('Ada: 4e', '{Among the hands.} Ada: 4e')
      .replace('5. Ada 10c, You 4c', '5. Ada 10c {after 10c} {and again} You 4c');
    const comments = parseRecord(text).deals[0]?.comments ?? {};
    assert.equal(
      comments[0],
      'Before the deal. Among the hands. Ada deals and turns up the As of bastos: bastos are ' +
        'trumps. You are mano, so you lead.',
    );
    assert.equal(comments[13], 'after 10c and again');
  });

  test('braces and backslashes are escaped, line breaks kept, blank comments dropped', () => {
    const s = run(stacked({ hands: [['2c'], ['4e']], indicator: '1b' }), '0:2c', '1:4e');
    const plain = recordOf(s);
    const comments = { 1: 'a {brace} and a \\', 2: 'two\nlines' };
    const record = { ...plain, deals: plain.deals.map((deal) => ({ ...deal, comments })) };
    const text = formatRecord(record);
    assert.match(text, /\{a \\\{brace\\\} and a \\\\\}/);
    assert.deepEqual(parseRecord(text), record);
    const blank = text.replace('1. 0 2c', '1. {   } 0 2c');
    assert.deepEqual(parseRecord(blank), record);
  });

  test('comments between any two words, not in a tag nor between a player and its move', () => {
    // docs/records.md §3; each is at the position where it stands.
    const record = parseRecord(WORKED);
    const text = WORKED.replace('Deal 1, dealer Ada', 'Deal {a} 1, {b} dealer {c} Ada')
      .replace('Ada: 4e', 'Ada {d} : 4e')
      .replace('2. You sing 40b', '2. You sing {e} 40b')
      .replace('[Variant "tute"]', '[Variant "tute"] {f}');
    const comments = parseRecord(text).deals[0]?.comments ?? {};
    assert.match(comments[0] ?? '', /^f a b c d Ada deals/);
    // Inside the move, before its argument: after the comment that stood before the move.
    assert.equal(comments[3], `${record.deals[0]?.comments?.[3] ?? ''} e`);
    const between = edit(WORKED, 'You 2c, Ada 4e', 'You {x} 2c, Ada 4e');
    failsAt(
      () => parseRecord(between),
      'syntax',
      { text: between, needle: '{x}' },
      /between a player and its move/,
    );
  });

  test('a comment that is too long or holds a control character is an error', () => {
    const long = edit(WORKED, '{Ada deals', `{${'x'.repeat(5001)} Ada deals`);
    failsAt(() => parseRecord(long), 'bad-comment', { text: long, needle: '{xxx' }, /5000/);
    const control = edit(WORKED, '{Ada deals', '{\u0007 Ada deals');
    failsAt(() => parseRecord(control), 'bad-comment', { text: control, needle: '{\u0007' });
  });
});

describe('docs/records.md §6: errors, at their line and column', () => {
  test('a card not in the hand: "line 14, column 23: 2o is not in Ada\'s hand"', () => {
    const text = edit(WORKED, 'Ada 4e', 'Ada 2o');
    const error = failsAt(() => parseRecord(text), 'illegal-action', { text, needle: 'Ada 2o' });
    assert.equal(
      error.message,
      `line ${error.line}, column ${error.column}: 2o is not in Ada's hand`,
    );
  });

  test('a seat out of turn, an unknown seat, an unknown word', () => {
    const turn = edit(WORKED, '1. You swap', '1. Ada swap');
    failsAt(
      () => parseRecord(turn),
      'illegal-action',
      { text: turn, needle: 'Ada swap' },
      /it is your turn, not Ada's$/,
    );
    // A player named "You" owns "your" cards, not "You's".
    const mine = edit(WORKED, 'You 2c', 'You 7o');
    failsAt(
      () => parseRecord(mine),
      'illegal-action',
      { text: mine, needle: 'You 7o' },
      /in your hand$/,
    );
    // And "you do not hold", not "You does not hold".
    const sing = edit(WORKED, '2. You sing 40b', '2. You sing 20o');
    failsAt(
      () => parseRecord(sing),
      'illegal-action',
      { text: sing, needle: 'You sing 20o' },
      /: you do not hold the king and knight of oros$/,
    );
    // What follows a player and is no move is named, not the player.
    const nine = edit(WORKED, 'You 2c', 'You 9c');
    failsAt(
      () => parseRecord(nine),
      'bad-action',
      { text: nine, needle: '9c' },
      /^.*"9c" is not a move of "You"/,
    );
    const who = edit(WORKED, 'You 2c', 'Bob 2c');
    failsAt(() => parseRecord(who), 'unknown-seat', { text: who, needle: 'Bob' }, /You, Ada/);
    const number = edit(WORKED, 'You 2c', '2 2c');
    failsAt(() => parseRecord(number), 'unknown-seat', { text: number, needle: '2 2c' });
    const word = edit(WORKED, 'You 2c', 'You plays');
    failsAt(() => parseRecord(word), 'bad-action', { text: word, needle: 'plays' });
    const arg = edit(WORKED, 'sing 40b', 'sing 40x');
    failsAt(() => parseRecord(arg), 'bad-action', { text: arg, needle: '40x' });
  });

  test('a cante written with the wrong points', () => {
    const text = edit(WORKED, 'sing 40b', 'sing 20b');
    failsAt(() => parseRecord(text), 'illegal-action', { text, needle: '20b' }, /worth 40/);
  });

  test('dealt cards: twice, not of the deck, too few, a section twice, a missing stock', () => {
    const twice = edit(WORKED, 'Ada: 4e', 'Ada: 2c');
    failsAt(() => parseRecord(twice), 'bad-deal', { text: twice, needle: '2c 6e' }, /twice/);
    const few = WORKED.replace(' 2o\nIndicator', '\nIndicator');
    failsAt(() => parseRecord(few), 'bad-deal', { text: few, needle: 'Stock' }, /23 cards, not 22/);
    const hand = edit(WORKED, 'Ada: 4e', 'You: 4e');
    failsAt(() => parseRecord(hand), 'bad-deal', { text: hand, needle: 'You:', nth: 2 }, /twice/);
    const none = WORKED.replace(/^Stock: .*\n/m, '');
    failsAt(() => parseRecord(none), 'bad-deal', { text: none, needle: 'Deal 1' }, /stock/);
    const deck = edit(AUCTION, 'Bea: 12o', 'Bea: 2o');
    failsAt(() => parseRecord(deck), 'bad-deal', { text: deck, needle: '2o' }, /36-card/);
  });

  test("sections in any order: tute-4's Indicator before or after the dealer's hand", () => {
    const record = recordOf(newGame({ variant: 'tute-4', seed: 3 }));
    const text = formatRecord(record);
    const indicator = /^Indicator: \w+$/m.exec(text)?.[0] ?? '';
    const dealer = /^3: .*$/m.exec(text)?.[0] ?? '';
    assert.ok(indicator && dealer, text);
    const first = text.replace(`${indicator}\n`, '').replace(dealer, `${indicator}\n${dealer}`);
    assert.notEqual(first, text);
    assert.deepEqual(parseRecord(first), record);
    // Named twice, it is still the dealer's card: in another hand it is dealt twice.
    const card = indicator.split(' ')[1] ?? '';
    const other = /^0: (\w+)/m.exec(text)?.[1] ?? '';
    const stolen = text.replace(`Indicator: ${card}`, `Indicator: ${other}`);
    assert.equal(recordErrorOf(() => parseRecord(stolen)).code, 'bad-deal');
  });

  test('a mistyped dealt card is named where it stands, not as a short hand', () => {
    // Once "line 8, column 1: You's hand must hold 8 cards, not 0".
    const typo = edit(WORKED, 'You: 7b', 'You: 7x');
    failsAt(
      () => parseRecord(typo),
      'bad-deal',
      { text: typo, needle: '7x' },
      /"7x" is not a card/,
    );
    const stock = edit(WORKED, 'Stock: 11b', 'Stock: 11b 99o');
    failsAt(() => parseRecord(stock), 'bad-deal', { text: stock, needle: '99o' }, /not a card/);
  });

  test('deals: numbered in order, dealt in turn, begun only when the last one is over', () => {
    const number = edit(AUCTION, 'Deal 2', 'Deal 3');
    failsAt(() => parseRecord(number), 'bad-deal-number', { text: number, needle: 'Deal 3' });
    const dealer = edit(AUCTION, 'Deal 2, dealer Bea', 'Deal 2, dealer Carlos');
    failsAt(() => parseRecord(dealer), 'wrong-dealer', { text: dealer, needle: 'Carlos', nth: 4 });
    const early = AUCTION.replace('Auction: Bea pass, Carlos pass, Dani pass', 'Auction: Bea pass');
    failsAt(() => parseRecord(early), 'deal-not-over', { text: early, needle: 'Deal 2' });
    const after = AUCTION.replace('Dani pass\n', 'Dani pass, Bea pass\n');
    failsAt(
      () => parseRecord(after),
      'deal-over',
      { text: after, needle: 'Bea pass', nth: 2 },
      /thrown in/,
    );
    const over = `${WORKED}21. You 1o\n`;
    failsAt(() => parseRecord(over), 'bad-label', { text: over, needle: '21.' }, /over/);
    const move = `${WORKED}You 1o\n`;
    failsAt(() => parseRecord(move), 'deal-over', { text: move, needle: 'You 1o', nth: 2 });
  });

  test('text that cannot be read: no tags, an unclosed quote or comment, a stray brace', () => {
    failsAt(() => parseRecord('Deal 1'), 'syntax', { line: 1, column: 1 }, /tags/);
    failsAt(() => parseRecord('\n\n  7b'), 'syntax', { line: 3, column: 3 });
    const quote = edit(WORKED, '[Names "You, Ada"]', '[Names "You, Ada]');
    failsAt(() => parseRecord(quote), 'syntax', { text: quote, needle: '"You' }, /not closed/);
    const comment = WORKED.replace(/\}\s*$/, '\n');
    failsAt(() => parseRecord(comment), 'syntax', { text: comment, needle: '{Your As' });
    const stray = edit(WORKED, '5. Ada 10c', '5. } Ada 10c');
    failsAt(() => parseRecord(stray), 'syntax', { text: stray, needle: '} Ada 10c' });
    const tag = `${WORKED}[Variant "tute"]\n`;
    failsAt(() => parseRecord(tag), 'syntax', { text: tag, needle: '[Variant', nth: 2 }, /tags/);
    const unclosed = edit(WORKED, '[Variant "tute"]', '[Variant "tute"');
    failsAt(() => parseRecord(unclosed), 'syntax', { text: unclosed, needle: '[Names' }, /\]/);
  });

  test('columns count characters, and lines end at \\n, \\r\\n or \\r', () => {
    const text = WORKED.replace('[Event "The worked', '[Event "Día de Tute, the worked');
    const bad = edit(text, 'Ada 4e', 'Ada 2o');
    for (const eol of ['\n', '\r\n', '\r']) {
      const error = recordErrorOf(() => parseRecord(bad.replaceAll('\n', eol)));
      assert.deepEqual({ line: error.line, column: error.column }, placeOf(bad, 'Ada 2o'), eol);
    }
    // 🂡 and 🂱 take two UTF-16 units each, one column each
    const wide = edit(WORKED, '[Site "docs/rules.md §10"]', '[Site "🂡🂱"] [Seed seven]');
    failsAt(() => parseRecord(wide), 'bad-tag', { line: 2, column: 19 });
  });

  test('every legal action of random positions is written and read back as itself', () => {
    const configs = [
      { variant: 'tute', rules: { capote: true, swap: 'after-win-before-draw' } },
      { variant: 'tute-4' },
      { variant: 'subastado', rules: { tute: true } },
      { variant: 'subastao-censor', rules: { whoSings: 'all' } },
    ] as const;
    for (let seed = 1; seed <= 30; seed++) {
      let s = newGame({ ...configs[seed % configs.length], seed });
      const random = prng(seed);
      for (let i = 0; i < seed * 3 && s.phase !== 'deal-over'; i++) {
        s = applyAction(s, randomAction(s, random, 0.5));
      }
      for (const action of legalActions(s)) {
        if (action.type === 'next-deal') continue;
        const next = applyAction(s, action);
        assert.deepEqual(parseRecord(formatRecord(recordOf(next))), recordOf(next));
      }
    }
  });
});
