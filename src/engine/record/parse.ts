/**
 * `parseRecord`: a record's text — the notation of docs/records.md, or a JSON record — checked
 * in full against the engine and returned in its normal form. Every problem is a RecordError
 * at its line and column, found before anything is returned.
 */
import { makeDeck, normalizeCard, SUIT_NAMES } from '../cards.js';
import { describe } from '../errors.js';
import { playerCount } from '../seats.js';
import type { Action, GameState, RecordDeal, RecordInfo, Seat, TuteRecord } from '../types.js';
import type { VariantSpec } from '../variants.js';
import {
  assemble,
  checkCards,
  checkHeader,
  checkLimit,
  dealerOf,
  infoProblem,
  normalComment,
  partsOf,
  type Header,
  type PlannedDeal,
} from './check.js';
import { nowhere, RECORD_LIMITS, recordError, type Place } from './errors.js';
import { parseJson } from './json.js';
import { Lexer, type Token } from './lexer.js';
import { Positions } from './positions.js';
import { normalRecord, playPlan, readRecord } from './read.js';
import { Syntax, type DealText, type Item, type Move, type Seats, type TagLine } from './syntax.js';
import { Walk } from './walk.js';
import { INFO_TAGS, possessive, readRules, seatLabel, suitOf, type Tag } from './words.js';

/** The record a text holds (the notation, or JSON when it begins with `{`); throws RecordError. */
export function parseRecord(text: string): TuteRecord {
  if (typeof text !== 'string') {
    throw recordError('not-a-record', nowhere(), `a record is text; got ${describe(text)}`);
  }
  if (text.length > RECORD_LIMITS.textLength) {
    throw recordError(
      'too-large',
      { line: 1, column: 1, known: true },
      `a record has at most ${RECORD_LIMITS.textLength} characters, not ${text.length}`,
    );
  }
  return text.trimStart().startsWith('{') ? parseJsonRecord(text) : parseText(text);
}

function parseJsonRecord(text: string): TuteRecord {
  const json = parseJson(text);
  const plan = readRecord(json.value, json.placeOf);
  return normalRecord(plan, playPlan(plan, json.placeOf).actions);
}

/** A tag's value, a number when written bare and numeric (`[Seed 42]`). */
function tagValue(line: TagLine, syntax: Syntax): string | number {
  const { value, tag } = line;
  if (value.kind === 'string') return value.text;
  if (
    (tag === 'Seed' || tag === 'Dealer') &&
    /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value.text)
  ) {
    return Number(value.text);
  }
  return syntax.fail('bad-tag', value, `write the ${tag} tag's value in quotes: [${tag} "…"]`);
}

/** The seats of a match: numbers, or the names of the Names tag (in any case). */
function seatsOf(players: number, names: readonly string[] | undefined): Seats {
  const lower = names?.map((name) => name.toLowerCase());
  return {
    players,
    names,
    find(text, quotedText) {
      if (!quotedText && /^\d+$/.test(text)) return Number(text) < players ? Number(text) : null;
      const at = lower?.indexOf(text.toLowerCase()) ?? -1;
      return at >= 0 ? at : null;
    },
  };
}

/** The match the tags describe, checked by the engine; the tags' info. */
function headerOf(
  lines: readonly TagLine[],
  syntax: Syntax,
  positions: Positions,
): { header: Header; info: RecordInfo | undefined; seats: Seats } {
  const byTag = new Map<Tag, TagLine>(lines.map((line) => [line.tag, line]));
  const value = (tag: Tag): string | number | undefined => {
    const line = byTag.get(tag);
    return line && tagValue(line, syntax);
  };
  const placeOf = (tag: Tag): Place => {
    const line = byTag.get(tag);
    return line ? positions.placeOf(line.value.offset) : { line: 1, column: 1, known: true };
  };
  if (!byTag.has('Variant')) {
    throw recordError(
      'missing-tag',
      placeOf('Variant'),
      'the Variant tag is missing: [Variant "tute"]',
    );
  }
  const rulesText = value('Rules');
  const rules = rulesText === undefined ? undefined : readRules(String(rulesText));
  if (typeof rules === 'string') throw recordError('bad-tag', placeOf('Rules'), `Rules: ${rules}`);
  const namesText = value('Names');
  const names =
    namesText === undefined
      ? undefined
      : String(namesText)
          .split(',')
          .map((n) => n.trim());
  const fields: Readonly<Record<string, Tag>> = { rules: 'Rules', seed: 'Seed', names: 'Names' };
  const header = checkHeader(
    { variant: value('Variant'), rules, seed: value('Seed'), dealer: undefined, names },
    (field) => placeOf(fields[field.split('.')[0] ?? ''] ?? 'Variant'),
  );
  const seats = seatsOf(header.setup.spec.players, header.names);
  const dealer = byTag.get('Dealer');
  if (dealer) {
    const seat = seats.find(String(tagValue(dealer, syntax)), false);
    if (seat === null) {
      syntax.fail(
        'unknown-seat',
        dealer.value,
        `the Dealer tag must name a seat: a player or a number`,
      );
    }
    header.setup.dealer = seat;
  }
  const info: RecordInfo = {};
  for (const [tag, field] of INFO_TAGS) {
    const line = byTag.get(tag);
    if (!line) continue;
    const problem =
      line.value.kind === 'string' ? infoProblem(line.value.text) : 'write it in quotes';
    if (problem !== null) syntax.fail('bad-tag', line.value, `${tag}: ${problem}`);
    info[field] = line.value.text;
  }
  return { header, info: Object.keys(info).length ? info : undefined, seats };
}

/** A deal's sections as `GameConfig.deal`, each card a card of the deck, none dealt twice. */
function dealOfSections(
  spec: VariantSpec,
  deal: DealText,
  names: readonly string[] | undefined,
  syntax: Syntax,
): { value: Record<string, unknown>; labels: Map<string, Token> } {
  const hands: string[][] = Array.from({ length: spec.players }, () => []);
  const value: Record<string, unknown> = { hands };
  const labels = new Map<string, Token>();
  const deck = new Set(makeDeck(spec.deckSize));
  const seen = new Set<string>();
  for (const section of deal.sections) {
    const field =
      section.kind === 'hand' ? `deal.hands[${section.seat ?? 0}]` : `deal.${section.kind}`;
    const what =
      section.kind === 'hand'
        ? `${possessive(names, section.seat ?? 0)} hand`
        : `the ${section.kind}`;
    if (labels.has(field)) syntax.fail('bad-deal', section.label, `${what} is given twice`);
    labels.set(field, section.label);
    const cards = section.cards.map((token) => {
      const card = normalizeCard(token.text) ?? '';
      if (!deck.has(card)) {
        syntax.fail('bad-deal', token, `${card} is not in ${spec.id}'s ${spec.deckSize}-card deck`);
      }
      // tute-4's indicator is one of the dealer's cards, named twice (docs/rules.md §5), before
      // or after the dealer's hand: the deal's check finds it there.
      if (section.kind === 'indicator' && spec.trumpFrom === 'dealer-last') return card;
      if (seen.has(card)) syntax.fail('bad-deal', token, `${card} is dealt twice`);
      seen.add(card);
      return card;
    });
    if (section.kind === 'hand') hands[section.seat ?? 0] = cards;
    else if (section.kind === 'stock') value.stock = cards;
    else if (cards.length !== 1)
      syntax.fail('bad-deal', section.label, 'the indicator is one card');
    else value.indicator = cards[0];
  }
  return { value, labels };
}

/** Checks a trick label (`3.`) or the `Auction:` label against the state it stands at. */
function checkLabel(s: GameState, item: Extract<Item, { kind: 'label' }>, syntax: Syntax): void {
  if (item.trick === null) {
    // The auction's line holds its calls, the censor's decision and the naming of trump.
    if (s.phase !== 'auction' && s.phase !== 'censor' && s.phase !== 'trump') {
      syntax.fail('bad-label', item.token, 'no auction is under way here');
    }
    return;
  }
  const n = item.trick;
  if (s.phase === 'deal-over' || s.phase === 'match-over') {
    syntax.fail('bad-label', item.token, `the deal is over: there is no trick ${n}`);
  }
  const count = playerCount(s);
  const done = (s.played.length - s.trick.length) / count;
  if (s.trick.length > 0) {
    syntax.fail(
      'bad-label',
      item.token,
      `trick ${done + 1} is not complete (${s.trick.length} of ${count} cards), so trick ${n} ` +
        'cannot begin here',
    );
  }
  if (done !== n - 1) syntax.fail('bad-label', item.token, `this is trick ${done + 1}, not ${n}`);
}

/** The action a move stands for in state `s` (its seat: the one given, else the one to act). */
function actionOf(move: Move, s: GameState): Action {
  const seat: Seat = move.seat ?? s.turn ?? 0;
  const arg = move.arg?.text ?? '';
  switch (move.verb) {
    case 'play':
      return { type: 'play', seat, card: normalizeCard(arg) ?? arg };
    case 'sing':
      return { type: 'sing', seat, suit: suitOf(arg.replace(/^(20|40)/, '')) ?? 'o' };
    case 'tute':
      return { type: 'tute', seat, rank: /^(kings|12)$/i.test(arg) ? 12 : 11 };
    case 'bid':
      return { type: 'bid', seat, amount: Number(arg) };
    case 'trump':
      return { type: 'trump', seat, suit: suitOf(arg) ?? 'o' };
    case 'censor':
      return { type: 'censor', seat, take: arg.toLowerCase() === 'take' };
    case 'swap':
    case 'pass':
    case 'capote':
      return { type: move.verb, seat };
  }
}

/** A cante written with its points (`sing 40b`) must be worth them (docs/rules.md §1). */
function checkPoints(move: Move, before: GameState, syntax: Syntax): void {
  const points = /^(20|40)/.exec(move.arg?.text ?? '')?.[1];
  const suit = suitOf((move.arg?.text ?? '').replace(/^(20|40)/, ''));
  if (points === undefined || suit === null || before.trump === null) return;
  const worth = suit === before.trump ? 40 : 20;
  if (Number(points) !== worth) {
    syntax.fail(
      'illegal-action',
      move.arg ?? move.start,
      `a cante in ${SUIT_NAMES[suit]} is worth ${worth} (${SUIT_NAMES[before.trump]} are ` +
        `trumps), not ${points}`,
    );
  }
}

function parseText(text: string): TuteRecord {
  const positions = new Positions(text);
  const syntax: Syntax = new Syntax(new Lexer(text, positions), positions, text.length);
  const preamble: Token[] = [];
  const lines = syntax.tags(preamble);
  if (!lines.length) {
    const why = 'a record begins with its tags: [Variant "tute"] (or is JSON)';
    syntax.fail('syntax', syntax.first(), why);
  }
  const { header, info, seats } = headerOf(lines, syntax, positions);
  const { names } = header;
  const { spec } = header.setup;
  const at = (token: Token): Place => positions.placeOf(token.offset);
  const hasDealerTag = lines.some((line) => line.tag === 'Dealer');
  // Each deal's cards are checked as soon as they are read: a bad deal fails before the rest.
  const planned: PlannedDeal<Item>[] = [];
  const texts = syntax.deals(seats, preamble, (deal, index) => {
    // Without a Dealer tag, the first deal's header may name the first dealer.
    if (index === 0 && deal.dealer && !hasDealerTag) header.setup.dealer = deal.dealer.seat;
    if (deal.number !== index + 1) {
      syntax.fail('bad-deal-number', deal.header, `this is deal ${index + 1}, not ${deal.number}`);
    }
    const dealer = dealerOf(header, index);
    if (deal.dealer && deal.dealer.seat !== dealer) {
      syntax.fail(
        'wrong-dealer',
        deal.dealer.token,
        `deal ${index + 1} is dealt by ${seatLabel(names, dealer)}: the deal passes to the next ` +
          'seat each deal',
      );
    }
    const { value, labels } = dealOfSections(spec, deal, names, syntax);
    const place = (field: string): Place => at(labels.get(field) ?? deal.header);
    planned.push({ dealer, ...checkCards(spec, dealer, value, place, names), moves: deal.items });
  });
  const walk = new Walk(header, planned);
  const deals = planned.map((deal, index): RecordDeal => {
    const start = texts[index]?.header;
    if (index > 0 && start) walk.beginDeal(index, at(start));
    const actions: Action[] = [];
    const comments: Record<number, string> = {};
    for (const item of deal.moves) {
      if (item.kind === 'label') checkLabel(walk.now, item, syntax);
      else if (item.kind === 'comment') {
        const normal = normalComment(item.token.text);
        if ('problem' in normal) syntax.fail('bad-comment', item.token, normal.problem);
        if (normal.text === null) continue;
        const before = comments[actions.length];
        const joined = before === undefined ? normal.text : `${before} ${normal.text}`;
        checkLimit(
          joined.length,
          RECORD_LIMITS.commentLength,
          'characters in the comments at one place',
          at(item.token),
          'bad-comment',
        );
        comments[actions.length] = joined;
      } else {
        const before = walk.now;
        actions.push(walk.act(actionOf(item, before), at(item.start)));
        checkPoints(item, before, syntax);
      }
    }
    const hasComments = Object.keys(comments).length > 0;
    return { dealer: deal.dealer, deal: deal.deal, actions, ...(hasComments && { comments }) };
  });
  return assemble(partsOf(header, info), deals);
}
