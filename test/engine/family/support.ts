/**
 * Helpers for the family-variant tests (tute-3, tute-4, subastado, subastao, subastao-censor).
 * Everything here is written from RULES.md (§0 card table, §1 obligations) and API.md, never
 * from the engine's own play/legal code, so that the tests can catch engine bugs.
 */
import assert from 'node:assert/strict';
import {
  applyAction,
  IllegalActionError,
  legalActions,
  newGame,
} from '../../../src/engine/index.ts';
import type {
  Action,
  CardCode,
  GameConfig,
  GameState,
  Rules,
  Seat,
  Suit,
  Variant,
} from '../../../src/engine/index.ts';
import { mulberry32 } from '../../../src/engine/rng.ts';

export type Family = 'tute-3' | 'tute-4' | 'subastado' | 'subastao' | 'subastao-censor';
export const FAMILY: readonly Family[] = [
  'tute-3',
  'tute-4',
  'subastado',
  'subastao',
  'subastao-censor',
];

export const SUITS: readonly Suit[] = ['o', 'c', 'e', 'b'];
/** RULES.md §0: highest first. */
export const ORDER = [1, 3, 12, 11, 10, 7, 6, 5, 4, 2] as const;
export const POINTS: Readonly<Record<number, number>> = {
  1: 11,
  3: 10,
  12: 4,
  11: 3,
  10: 2,
  7: 0,
  6: 0,
  5: 0,
  4: 0,
  2: 0,
};

export const DECK40: readonly CardCode[] = SUITS.flatMap((s) => ORDER.map((r) => `${r}${s}`));
/** RULES.md §0/§7: Subastao's 36 cards, without the 2s. */
export const DECK36: readonly CardCode[] = DECK40.filter((c) => !c.startsWith('2'));

export const PLAYERS: Readonly<Record<Family, number>> = {
  'tute-3': 3,
  'tute-4': 4,
  subastado: 4,
  subastao: 3,
  'subastao-censor': 4,
};
export const HAND: Readonly<Record<Family, number>> = {
  'tute-3': 13,
  'tute-4': 10,
  subastado: 10,
  subastao: 12,
  'subastao-censor': 12,
};
export const deckOf = (v: Variant): readonly CardCode[] =>
  v === 'subastao' || v === 'subastao-censor' ? DECK36 : DECK40;
export const isPartnership = (v: Variant): boolean => v === 'tute-4' || v === 'subastado';
export const isAuction = (v: Variant): boolean =>
  v === 'subastado' || v === 'subastao' || v === 'subastao-censor';

export const rank = (c: CardCode): number => Number(c.slice(0, -1));
export const suit = (c: CardCode): Suit => c.slice(-1) as Suit;
export const pts = (c: CardCode): number => POINTS[rank(c)] as number;
export const sumPts = (cards: readonly CardCode[]): number => cards.reduce((a, c) => a + pts(c), 0);
/** Higher beats lower within a suit. */
export const power = (c: CardCode): number => 10 - ORDER.indexOf(rank(c) as (typeof ORDER)[number]);

/** RULES.md §1: the seat that wins a complete trick. */
export function trickWinner(trick: readonly { seat: Seat; card: CardCode }[], trump: Suit): Seat {
  const led = suit(trick[0]!.card);
  let best = trick[0]!;
  for (const p of trick) {
    const bs = suit(best.card);
    const ps = suit(p.card);
    if (ps === bs) {
      if (power(p.card) > power(best.card)) best = p;
    } else if (ps === trump) {
      best = p; // first trump over a non-trump best
    } else if (ps === led && bs !== trump && bs !== led) {
      best = p; // cannot happen (best always led suit or trump), kept for clarity
    }
  }
  return best.seat;
}

/**
 * The deliberately naive model of RULES.md §1 (strict play): the cards a seat may play, from
 * its hand, the cards already in the trick, the trump suit and the two options.
 * Written from the rule text alone, with plain loops.
 */
export function naivePlayable(
  hand: readonly CardCode[],
  trick: readonly { card: CardCode }[],
  trump: Suit,
  strictBeat: boolean,
  underTrump: boolean,
): CardCode[] {
  if (trick.length === 0) return [...hand]; // leading: anything
  const led = suit(trick[0]!.card);
  // has the trick been trumped (a trump played to a non-trump lead)?
  let trumped = false;
  if (led !== trump) {
    for (const p of trick) if (suit(p.card) === trump) trumped = true;
  }
  // highest card of the led suit on the table
  let highLed = -1;
  for (const p of trick)
    if (suit(p.card) === led && power(p.card) > highLed) highLed = power(p.card);
  // highest trump on the table
  let highTrump = -1;
  for (const p of trick)
    if (suit(p.card) === trump && power(p.card) > highTrump) highTrump = power(p.card);

  const ofLed: CardCode[] = [];
  for (const c of hand) if (suit(c) === led) ofLed.push(c);
  if (ofLed.length > 0) {
    // rule 1 (and rule 4 when trumps are led): follow; beat if not trumped (or strictBeat)
    const mustBeat = led === trump || !trumped || strictBeat;
    if (!mustBeat) return ofLed;
    const beating: CardCode[] = [];
    for (const c of ofLed) if (power(c) > highLed) beating.push(c);
    return beating.length > 0 ? beating : ofLed;
  }
  const trumps: CardCode[] = [];
  for (const c of hand) if (suit(c) === trump) trumps.push(c);
  if (trumps.length === 0) return [...hand]; // rule 3
  if (!trumped) return trumps; // rule 2: fallar, any trump
  const over: CardCode[] = [];
  for (const c of trumps) if (power(c) > highTrump) over.push(c);
  if (over.length > 0) return over; // pisar
  return underTrump ? trumps : [...hand]; // contrafallo, or the underTrump option
}

// ---------------------------------------------------------------- notation

export function key(a: Action): string {
  switch (a.type) {
    case 'next-deal':
      return 'next';
    case 'play':
      return `${a.seat}:${a.card}`;
    case 'sing':
      return `${a.seat}:sing ${a.suit}`;
    case 'tute':
      return `${a.seat}:tute ${a.rank}`;
    case 'bid':
      return `${a.seat}:bid ${a.amount}`;
    case 'trump':
      return `${a.seat}:trump ${a.suit}`;
    case 'censor':
      return `${a.seat}:censor ${a.take ? 'take' : 'leave'}`;
    case 'swap':
    case 'pass':
    case 'capote':
      return `${a.seat}:${a.type}`;
  }
}

export function act(text: string): Action {
  if (text === 'next') return { type: 'next-deal' };
  const m = /^(\d):(\S+)(?: (\S+))?$/.exec(text);
  if (!m) throw new Error(`bad action notation ${text}`);
  const seat = Number(m[1]);
  const word = m[2] as string;
  const arg = m[3] as string;
  switch (word) {
    case 'swap':
    case 'pass':
    case 'capote':
      return { type: word, seat };
    case 'sing':
      return { type: 'sing', seat, suit: arg as Suit };
    case 'tute':
      return { type: 'tute', seat, rank: Number(arg) as 11 | 12 };
    case 'bid':
      return { type: 'bid', seat, amount: Number(arg) };
    case 'trump':
      return { type: 'trump', seat, suit: arg as Suit };
    case 'censor':
      return { type: 'censor', seat, take: arg === 'take' };
    default:
      return { type: 'play', seat, card: word };
  }
}

export const legal = (s: GameState): string[] => legalActions(s).map(key).sort();
export const playable = (s: GameState): string[] =>
  legalActions(s)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort();
export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Applies actions in notation; each must be among legalActions first. */
export function run(state: GameState, ...actions: string[]): GameState {
  let s = state;
  for (const text of actions) {
    const a = act(text);
    const options = legal(s);
    if (!options.includes(key(a)))
      throw new Error(`step "${text}" is not legal; legal: [${options.join(', ')}]`);
    s = applyAction(s, a);
  }
  return s;
}

/** Asserts `text` is rejected with IllegalActionError and the state is unchanged. */
export function rejects(s: GameState, text: string | Action, message?: RegExp): IllegalActionError {
  const before = JSON.stringify(s);
  const a = typeof text === 'string' ? act(text) : text;
  let caught: unknown;
  try {
    applyAction(s, a);
  } catch (e) {
    caught = e;
  }
  assert.ok(
    caught instanceof IllegalActionError,
    `${JSON.stringify(a)} should throw IllegalActionError, got ${String(caught)}`,
  );
  assert.equal(typeof caught.code, 'string');
  if (message) assert.match(caught.message, message);
  assert.equal(JSON.stringify(s), before, 'a rejected action must leave the state untouched');
  return caught;
}

// ---------------------------------------------------------------- stacked deals

export interface Stack {
  variant: Family;
  /** Partial hands per seat; completed from the unused cards (blanks first, trumps last). */
  hands: CardCode[][];
  /** tute-3: the turned 40th card (default: a free blank of `trump`). tute-4: one of the dealer's cards. */
  indicator?: CardCode;
  /** The suit filler cards avoid handing out first (default: the indicator's suit). */
  trump?: Suit;
  rules?: Partial<Rules>;
  dealer?: Seat;
  /** Suits the filler must not give to a seat (keeps a seat void). */
  void?: Record<number, Suit[]>;
}

/** Builds a full stacked config. Fillers are blanks of non-trump suits first. */
export function stackConfig(spec: Stack): GameConfig {
  const v = spec.variant;
  const n = PLAYERS[v];
  const dealer = spec.dealer ?? n - 1;
  const size = (seat: Seat): number => (v === 'subastao-censor' && seat === dealer ? 0 : HAND[v]);
  const trump = spec.trump ?? (spec.indicator ? suit(spec.indicator) : 'b');
  const named = new Set<CardCode>(spec.hands.flat());
  let indicator = spec.indicator;
  if (v === 'tute-3' && indicator === undefined) {
    indicator = deckOf(v).find((c) => suit(c) === trump && pts(c) === 0 && !named.has(c));
  }
  if (v === 'tute-3' && indicator) named.add(indicator);
  assert.equal(
    named.size,
    spec.hands.flat().length + (v === 'tute-3' ? 1 : 0),
    'helper: a card is named twice',
  );
  const fillKey = (c: CardCode): number =>
    (suit(c) === trump ? 100 : 0) + pts(c) * 2 + power(c) / 20;
  const filler = deckOf(v)
    .filter((c) => !named.has(c))
    .sort((a, b) => fillKey(a) - fillKey(b));
  const hands: CardCode[][] = Array.from({ length: n }, (_, seat) => [...(spec.hands[seat] ?? [])]);
  // the most constrained seats are filled first
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (spec.void?.[b]?.length ?? 0) - (spec.void?.[a]?.length ?? 0) || a - b,
  );
  for (const seat of order) {
    const h = hands[seat] as CardCode[];
    const avoid = spec.void?.[seat] ?? [];
    while (h.length < size(seat)) {
      // fillers never complete a marriage (King and Knight of one suit) nor Tute material
      const pairs = (c: CardCode): boolean =>
        (rank(c) === 12 && h.includes(`11${suit(c)}`)) ||
        (rank(c) === 11 && h.includes(`12${suit(c)}`)) ||
        ((rank(c) === 12 || rank(c) === 11) && h.filter((x) => rank(x) === rank(c)).length >= 2);
      let i = filler.findIndex((c) => !avoid.includes(suit(c)) && !pairs(c));
      if (i < 0) i = filler.findIndex((c) => !avoid.includes(suit(c)));
      assert.ok(i >= 0, `helper: no filler for seat ${seat}`);
      h.push(filler.splice(i, 1)[0] as CardCode);
    }
  }
  // tute-4: the dealer's last card is the shown trump card unless `indicator` names another
  if (v === 'tute-4' && spec.indicator === undefined) {
    const dh = hands[dealer] as CardCode[];
    const t = dh.findIndex((c) => suit(c) === trump);
    if (t >= 0) dh.push(dh.splice(t, 1)[0] as CardCode);
  }
  assert.equal(filler.length, 0, 'helper: cards left over');
  const config: GameConfig = { variant: v, deal: { hands } };
  if (indicator !== undefined) (config.deal as { indicator?: CardCode }).indicator = indicator;
  if (spec.rules) config.rules = spec.rules;
  if (spec.dealer !== undefined) config.dealer = spec.dealer;
  return config;
}

export const stacked = (spec: Stack): GameState => newGame(stackConfig(spec));

/** Deterministic choices among legal actions (the engine's mulberry32). */
export const prng = (seed: number): (() => number) => mulberry32(seed);

/** A random legal action; in auctions a pass unless a bid is drawn with probability `bidP`. */
export function randomAction(s: GameState, rnd: () => number, bidP = 0.15): Action {
  const options = legalActions(s);
  if (s.phase === 'auction') {
    const pass = options.find((a) => a.type === 'pass');
    const bids = options.filter((a) => a.type === 'bid');
    if (pass && (bids.length === 0 || rnd() >= bidP)) return pass;
    // lower bids are likelier so that auctions do not run away
    return bids[Math.floor(rnd() * rnd() * bids.length)] ?? (options[0] as Action);
  }
  const a = options[Math.floor(rnd() * options.length)];
  assert.ok(a, 'no legal action');
  return a;
}

/** Plays random legal actions until the deal ends (deal-over or match-over). */
export function playOut(
  s: GameState,
  rnd: () => number,
  choose?: (s: GameState) => Action | undefined,
): GameState {
  let cur = s;
  for (let guard = 0; cur.phase !== 'deal-over' && cur.phase !== 'match-over'; guard++) {
    assert.ok(guard < 10000, 'deal does not end');
    const a = choose?.(cur) ?? randomAction(cur, rnd);
    cur = applyAction(cur, a);
  }
  return cur;
}

export const sideOf = (s: GameState, seat: Seat): number =>
  s.sides.findIndex((m) => m.includes(seat));
