/**
 * The text notation read into its parts (docs/records.md §3): tags, then deals, each a
 * header, the dealt cards by section and the moves, labels and comments in order. Only the
 * form is checked here; what the parts mean is checked against the engine in parse.ts.
 */
import { normalizeCard } from '../cards.js';
import type { Seat } from '../types.js';
import { quote, RECORD_LIMITS, recordError, type RecordErrorCode } from './errors.js';
import type { Lexer, Token } from './lexer.js';
import type { Positions } from './positions.js';
import { isReserved, suitOf, tagOf, type Tag } from './words.js';

/** A tag line: `[Name value]`. */
export interface TagLine {
  tag: Tag;
  name: Token;
  value: Token;
}

/** A section of dealt cards: a seat's hand, the stock, the indicator. */
export interface Section {
  kind: 'hand' | 'stock' | 'indicator';
  /** The hand's seat. */
  seat: Seat | null;
  label: Token;
  cards: Token[];
}

export type Verb =
  'play' | 'sing' | 'tute' | 'swap' | 'capote' | 'pass' | 'bid' | 'trump' | 'censor';

/** A move as written: the seat if given, the verb and its argument. */
export interface Move {
  kind: 'move';
  seat: Seat | null;
  verb: Verb;
  /** The card of a play; the argument of the other verbs that take one. */
  arg: Token | null;
  /** The move's first token. */
  start: Token;
}

export type Item =
  Move | { kind: 'comment'; token: Token } | { kind: 'label'; trick: number | null; token: Token };

export interface DealText {
  header: Token;
  number: number;
  /** The dealer named in the header, if any. */
  dealer: { seat: Seat; token: Token } | null;
  sections: Section[];
  items: Item[];
}

/** Reads seats: by number, or by name once the names are known. */
export interface Seats {
  players: number;
  names: readonly string[] | undefined;
  /** The seat a name or number names, or null. */
  find(text: string, quoted: boolean): Seat | null;
}

const VERBS: readonly Verb[] = ['sing', 'tute', 'swap', 'capote', 'pass', 'bid', 'trump', 'censor'];
const TAKES_ARGUMENT: ReadonlySet<string> = new Set(['sing', 'tute', 'bid', 'trump', 'censor']);

function verbOf(word: string): Verb | null {
  const lower = word.toLowerCase();
  return VERBS.find((verb) => verb === lower) ?? null;
}

/** A trick label `N.` (N from 1), or null. */
const trickLabel = (word: string): number | null =>
  /^[1-9]\d{0,2}\.$/.test(word) ? Number(word.slice(0, -1)) : null;

/** The argument checks of the verbs that take one (docs/records.md §2, "Moves"). */
const ARGUMENTS: Readonly<Record<string, { test: (w: string) => boolean; expected: string }>> = {
  sing: {
    test: (w) => {
      const m = /^(20|40)?(.+)$/.exec(w);
      return m?.[2] !== undefined && suitOf(m[2]) !== null;
    },
    expected: 'a suit, with its points if you like: sing b, sing 40b, sing 20o',
  },
  tute: { test: (w) => /^(kings|knights|12|11)$/i.test(w), expected: 'kings or knights' },
  bid: { test: (w) => /^[1-9]\d{0,3}$/.test(w), expected: 'an amount: bid 70' },
  trump: { test: (w) => suitOf(w) !== null, expected: 'a suit: trump o (or trump oros)' },
  censor: { test: (w) => /^(take|stand)$/i.test(w), expected: 'take or stand' },
};

/** What the reader does with a deal once its dealt cards are read, before its moves. */
export type OnSections = (deal: DealText, index: number) => void;

export class Syntax {
  /** Tokens read ahead of the one being looked at. */
  private readonly ahead: Token[] = [];
  private firstToken: Token | undefined;
  /** Moves read so far in the record. */
  private moves = 0;

  constructor(
    private readonly lexer: Lexer,
    private readonly positions: Positions,
    private readonly length: number,
  ) {}

  /** Fails at `token`, or at the end of the text when there is none. */
  fail(code: RecordErrorCode, token: Token | undefined, message: string): never {
    throw recordError(code, this.positions.placeOf(token?.offset ?? this.length), message);
  }

  /** The text's first token. */
  first(): Token | undefined {
    this.peek();
    return this.firstToken;
  }

  private peek(ahead = 0): Token | undefined {
    while (this.ahead.length <= ahead) {
      const token = this.lexer.next();
      if (token === undefined) return undefined;
      this.firstToken ??= token;
      this.ahead.push(token);
    }
    return this.ahead[ahead];
  }

  private take(): Token | undefined {
    const token = this.peek();
    this.ahead.shift();
    return token;
  }

  private skip(): void {
    this.take();
  }

  /** Moves the comments that stand next into `items` (docs/records.md §3: between any tokens). */
  private comments(items: Item[]): void {
    for (let token = this.peek(); token?.kind === 'comment'; token = this.peek()) {
      items.push({ kind: 'comment', token });
      this.skip();
    }
  }

  /** The token `ahead` places on, comments passed over. */
  private peekPast(ahead: number): Token | undefined {
    let seen = -1;
    for (let i = 0; ; i++) {
      const token = this.peek(i);
      if (token?.kind !== 'comment' && ++seen === ahead) return token;
      if (token === undefined) return undefined;
    }
  }

  private isWord(token: Token | undefined, word: string): boolean {
    return token?.kind === 'word' && token.text.toLowerCase() === word;
  }

  /** Comments here, and the tags: `[Name value]` lines, each tag at most once. */
  tags(comments: Token[]): TagLine[] {
    const lines: TagLine[] = [];
    for (;;) {
      const token = this.peek();
      if (token?.kind === 'comment') {
        comments.push(token);
        this.skip();
        continue;
      }
      if (token?.kind !== '[') return lines;
      this.skip();
      const name = this.take();
      if (name?.kind !== 'word')
        this.fail('syntax', name, 'a tag begins with its name: [Variant "tute"]');
      const tag = tagOf(name.text);
      if (tag === null) {
        this.fail(
          'unknown-tag',
          name,
          `${quote(name.text)} is not a tag; the tags are ` +
            'Event, Site, Date, Annotator, Variant, Rules, Names, Dealer, Seed',
        );
      }
      if (lines.some((line) => line.tag === tag)) {
        this.fail('duplicate-tag', name, `the ${tag} tag is given twice`);
      }
      const value = this.take();
      if (value?.kind !== 'string' && value?.kind !== 'word') {
        this.fail('syntax', value ?? name, `the ${tag} tag needs a value in quotes: [${tag} "…"]`);
      }
      const close = this.take();
      if (close?.kind !== ']') this.fail('syntax', close ?? value, `a ] must close the ${tag} tag`);
      lines.push({ tag, name, value });
    }
  }

  /** The deals, to the end of the text; `onSections` checks each deal's cards at once. */
  deals(seats: Seats, comments: Token[], onSections: OnSections): DealText[] {
    const deals: DealText[] = [];
    while (this.peek() !== undefined) {
      const header = this.take();
      if (header === undefined || !this.isWord(header, 'deal')) {
        const what = header?.kind === '[' ? 'tags come before the first deal; ' : '';
        this.fail('syntax', header, `${what}expected a deal here: Deal ${deals.length + 1}`);
      }
      if (deals.length === RECORD_LIMITS.deals) {
        this.fail('too-large', header, `a record holds at most ${RECORD_LIMITS.deals} deals`);
      }
      const deal = this.deal(header, seats, deals.length === 0 ? comments : []);
      onSections(deal, deals.length);
      this.items(seats, deal.items);
      deals.push(deal);
    }
    if (!deals.length) this.fail('syntax', undefined, 'a record needs a deal: Deal 1 …');
    return deals;
  }

  private seatToken(token: Token | undefined, seats: Seats): Seat | null {
    if (token?.kind === 'string') return seats.find(token.text, true);
    if (token?.kind !== 'word' || isReserved(token.text)) return null;
    return seats.find(token.text, false);
  }

  private unknownSeat(token: Token, seats: Seats): never {
    const players = seats.names ? ` (the players are ${seats.names.join(', ')})` : '';
    return this.fail(
      'unknown-seat',
      token,
      `${quote(token.text)} is not a seat: write a player's name or a number from 0 to ` +
        `${seats.players - 1}${players}`,
    );
  }

  private deal(header: Token, seats: Seats, comments: Token[]): DealText {
    const items: Item[] = comments.map((token) => ({ kind: 'comment', token }));
    this.comments(items);
    const numberToken = this.take();
    if (numberToken?.kind !== 'word' || !/^[1-9]\d{0,4}$/.test(numberToken.text)) {
      this.fail('syntax', numberToken ?? header, 'a deal is numbered: Deal 1');
    }
    let dealer: DealText['dealer'] = null;
    if (this.isWord(this.peekPast(0), 'dealer')) {
      this.comments(items);
      this.skip();
      this.comments(items);
      const token = this.take();
      if (token === undefined) this.fail('syntax', undefined, 'name the dealer: dealer Ada');
      const seat = this.seatToken(token, seats);
      dealer = { seat: seat ?? this.unknownSeat(token, seats), token };
    }
    const sections = this.sections(seats, items);
    return { header, number: Number(numberToken.text), dealer, sections, items };
  }

  /** Sections: `Seat: cards`, `Stock: cards`, `Indicator: card`; comments among them kept. */
  private sections(seats: Seats, items: Item[]): Section[] {
    const sections: Section[] = [];
    for (;;) {
      const label = this.peek();
      if (label?.kind === 'comment') {
        items.push({ kind: 'comment', token: label });
        this.skip();
        continue;
      }
      if (label === undefined || this.peekPast(1)?.kind !== ':') return sections;
      let section: Section;
      if (this.isWord(label, 'stock')) section = { kind: 'stock', seat: null, label, cards: [] };
      else if (this.isWord(label, 'indicator')) {
        section = { kind: 'indicator', seat: null, label, cards: [] };
      } else if (this.isWord(label, 'auction')) return sections;
      else {
        const seat = this.seatToken(label, seats);
        section = { kind: 'hand', seat: seat ?? this.unknownSeat(label, seats), label, cards: [] };
      }
      this.skip();
      this.comments(items);
      this.skip();
      for (;;) {
        const token = this.peek();
        if (token?.kind === 'comment') items.push({ kind: 'comment', token });
        else if (token?.kind === 'word' && normalizeCard(token.text) !== null) {
          section.cards.push(token);
        } else if (token?.kind === 'word' && /^\d+[a-z]+$/i.test(token.text)) {
          // A mistyped card ends no section: said where it is, not as a short hand later.
          this.fail('bad-deal', token, `${quote(token.text)} is not a card (like 1o, 12c, 7b)`);
        } else break;
        this.skip();
        if (section.kind === 'indicator' && section.cards.length === 1) break;
      }
      sections.push(section);
    }
  }

  /** Moves, labels and comments, up to the next deal. */
  private items(seats: Seats, items: Item[]): void {
    let inDeal = 0;
    for (;;) {
      const token = this.peek();
      if (token === undefined || this.isWord(token, 'deal')) return;
      this.skip();
      if (token.kind === 'comment') {
        items.push({ kind: 'comment', token });
        continue;
      }
      if (token.kind === '[') this.fail('syntax', token, 'tags come before the first deal');
      if (token.kind === ']' || token.kind === ':') {
        this.fail('syntax', token, `a ${token.text} out of place`);
      }
      if (this.peekPast(0)?.kind === ':') {
        if (this.isWord(token, 'auction')) {
          this.comments(items);
          this.skip();
          items.push({ kind: 'label', trick: null, token });
          continue;
        }
        this.fail('syntax', token, `${quote(token.text)}: the dealt cards come before the moves`);
      }
      const trick = token.kind === 'word' ? trickLabel(token.text) : null;
      if (trick !== null) {
        items.push({ kind: 'label', trick, token });
        continue;
      }
      if (token.kind === 'word' && /^\d+\.$/.test(token.text)) {
        this.fail('bad-label', token, `${quote(token.text)}: tricks are numbered 1., 2., 3., …`);
      }
      if (++inDeal > RECORD_LIMITS.actionsPerDeal) {
        this.fail('too-large', token, `more than ${RECORD_LIMITS.actionsPerDeal} moves in a deal`);
      }
      if (++this.moves > RECORD_LIMITS.actions) {
        this.fail('too-large', token, `more than ${RECORD_LIMITS.actions} moves in a record`);
      }
      items.push(this.move(token, seats, items));
    }
  }

  /** A move from its first token; comments inside it (before its argument) go to `items`. */
  private move(start: Token, seats: Seats, items: Item[]): Move {
    let seat: Seat | null = null;
    let word = start;
    const isMove = (t: Token): boolean =>
      t.kind === 'word' && (verbOf(t.text) !== null || normalizeCard(t.text) !== null);
    if (!isMove(start)) {
      seat = this.seatToken(start, seats);
      if (seat === null) {
        const next = this.peek();
        const seatLike = start.kind === 'string' || /^\d+$/.test(start.text);
        if (seatLike || (next !== undefined && isMove(next))) this.unknownSeat(start, seats);
        this.fail(
          'bad-action',
          start,
          `${quote(start.text)} is neither a move (a card like 7b, sing, tute, swap, capote, ` +
            `pass, bid, trump, censor) nor a player`,
        );
      }
      const next = this.take();
      if (next?.kind === 'comment') {
        this.fail('syntax', next, 'a comment may not stand between a player and its move');
      }
      if (next === undefined || !isMove(next)) {
        this.fail(
          'bad-action',
          next ?? start,
          next === undefined
            ? `a move must follow the player ${quote(start.text)}`
            : `${quote(next.text)} is not a move of ${quote(start.text)} (a card like 7b, sing, ` +
                `tute, swap, capote, pass, bid, trump, censor)`,
        );
      }
      word = next;
    }
    const verb = verbOf(word.text);
    if (verb === null) return { kind: 'move', seat, verb: 'play', arg: word, start };
    if (!TAKES_ARGUMENT.has(verb)) return { kind: 'move', seat, verb, arg: null, start };
    this.comments(items);
    const arg = this.take();
    const check = ARGUMENTS[verb];
    if (arg?.kind !== 'word' || (check && !check.test(arg.text))) {
      this.fail('bad-action', arg ?? word, `${verb} takes ${check?.expected ?? 'an argument'}`);
    }
    return { kind: 'move', seat, verb, arg, start };
  }
}
