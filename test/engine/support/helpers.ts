/**
 * Test helpers for the engine suite. Everything here is derived from RULES.md (card table of
 * §0, trick rules of §1), never from the engine's own code, so the tests can catch engine bugs.
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

export const SUIT_LETTERS: readonly Suit[] = ['o', 'c', 'e', 'b'];
/** RULES.md §0: order from highest to lowest. */
export const RANK_ORDER = [1, 3, 12, 11, 10, 7, 6, 5, 4, 2] as const;
/** RULES.md §0: points per rank. */
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

export const DECK: readonly CardCode[] = SUIT_LETTERS.flatMap((s) =>
  RANK_ORDER.map((r) => `${r}${s}`),
);

export const rank = (c: CardCode): number => Number(c.slice(0, -1));
export const suit = (c: CardCode): Suit => c.slice(-1) as Suit;
export const pts = (c: CardCode): number => POINTS[rank(c)] as number;
export const sumPts = (cards: readonly CardCode[]): number => cards.reduce((a, c) => a + pts(c), 0);
/** Higher is stronger (RULES.md §0 order). */
export const power = (c: CardCode): number =>
  RANK_ORDER.length - RANK_ORDER.indexOf(rank(c) as (typeof RANK_ORDER)[number]);

/** RULES.md §1: which of two cards (lead first) wins a two-card trick. Returns 0 (lead) or 1. */
export function twoCardWinner(lead: CardCode, second: CardCode, trump: Suit): 0 | 1 {
  if (suit(second) === suit(lead)) return power(second) > power(lead) ? 1 : 0;
  return suit(second) === trump ? 1 : 0;
}

// ---------------------------------------------------------------- action notation

/**
 * Short notation for actions: "0:2c" play, "0:swap", "0:pass", "0:capote", "0:sing b",
 * "0:tute 12", "next" (next-deal).
 */
export function act(text: string): Action {
  if (text === 'next') return { type: 'next-deal' };
  const m = /^(\d):(\S+)(?: (\S+))?$/.exec(text);
  if (!m) throw new Error(`bad action notation ${text}`);
  const seat = Number(m[1]);
  const word = m[2] as string;
  const arg = m[3];
  switch (word) {
    case 'swap':
      return { type: 'swap', seat };
    case 'pass':
      return { type: 'pass', seat };
    case 'capote':
      return { type: 'capote', seat };
    case 'sing':
      return { type: 'sing', seat, suit: arg as Suit };
    case 'tute':
      return { type: 'tute', seat, rank: Number(arg) as 11 | 12 };
    default:
      return { type: 'play', seat, card: word };
  }
}

/** The notation of an action (inverse of `act`). */
export function note(a: Action): string {
  switch (a.type) {
    case 'next-deal':
      return 'next';
    case 'play':
      return `${a.seat}:${a.card}`;
    case 'sing':
      return `${a.seat}:sing ${a.suit}`;
    case 'tute':
      return `${a.seat}:tute ${a.rank}`;
    case 'swap':
    case 'pass':
    case 'capote':
      return `${a.seat}:${a.type}`;
    default:
      return JSON.stringify(a);
  }
}

/** The legal actions in notation, sorted. */
export const legal = (s: GameState): string[] => legalActions(s).map(note).sort();
/** The cards `seat` may play now, sorted. */
export const playable = (s: GameState): string[] =>
  legalActions(s)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort();
export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Applies actions in order; each must be legal, checked against legalActions first. */
export function run(state: GameState, ...actions: string[]): GameState {
  let s = state;
  for (const text of actions) {
    const a = act(text);
    const options = legal(s);
    if (!options.includes(note(a))) {
      throw new Error(`step "${text}" is not among the legal actions [${options.join(', ')}]`);
    }
    s = applyAction(s, a);
  }
  return s;
}

/** Asserts that `text` is rejected with IllegalActionError and changes nothing. */
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
  assert.ok(caught.code.length > 0);
  if (message) assert.match(caught.message, message);
  assert.equal(JSON.stringify(s), before, 'a rejected action must leave the state untouched');
  return caught;
}

// ---------------------------------------------------------------- stacked deals

const HAND_SIZE: Record<string, number> = { tute: 8, brisca: 3 };

export interface StackSpec {
  variant?: Variant;
  hands: CardCode[][];
  /** Top of the stock first; the rest is filled with the unused cards. */
  stock?: CardCode[];
  indicator: CardCode;
  rules?: Partial<Rules>;
  dealer?: Seat;
  seed?: number | string;
}

/**
 * A full stacked deal: hands are completed to size and the stock after the given prefix is
 * filled with the cards nobody named, blanks of non-trump suits first.
 */
export function stackConfig(spec: StackSpec): GameConfig {
  const variant = spec.variant ?? 'tute';
  const size = HAND_SIZE[variant] as number;
  const trump = suit(spec.indicator);
  const named = new Set<CardCode>([...spec.hands.flat(), ...(spec.stock ?? []), spec.indicator]);
  assert.equal(
    named.size,
    spec.hands.flat().length + (spec.stock ?? []).length + 1,
    'helper: a card is named twice',
  );
  const filler = DECK.filter((c) => !named.has(c)).sort(
    (a, b) => fillKey(a, trump) - fillKey(b, trump),
  );
  const hands = spec.hands.map((h) => [...h]);
  for (const h of hands) while (h.length < size) h.push(filler.shift() as CardCode);
  const stock = [...(spec.stock ?? []), ...filler];
  const config: GameConfig = { variant, deal: { hands, stock, indicator: spec.indicator } };
  if (spec.rules) config.rules = spec.rules;
  if (spec.dealer !== undefined) config.dealer = spec.dealer;
  if (spec.seed !== undefined) config.seed = spec.seed;
  return config;
}

function fillKey(c: CardCode, trump: Suit): number {
  // blanks of plain suits, then plain point cards, then trumps; weakest first
  return (suit(c) === trump ? 200 : 0) + (pts(c) > 0 ? 100 : 0) + power(c);
}

export const stacked = (spec: StackSpec): GameState => newGame(stackConfig(spec));

/**
 * A tute position at the first strict trick (stock and indicator gone): `leader` holds
 * `leaderHand`, the other seat `otherHand` (which must contain the indicator — the loser of the
 * last stock trick takes it, RULES.md §3), and `leader` is on lead. Built by letting the leader
 * (who is made mano) win 12 tricks of junk while both draw junk; the last draw brings each
 * player the missing card of the final hand. Returns the config and the 24 actions to play.
 */
export function strictSetup(opts: {
  leader: Seat;
  leaderHand: CardCode[];
  otherHand: CardCode[];
  indicator: CardCode;
  rules?: Partial<Rules>;
}): { config: GameConfig; actions: string[]; junkPoints: number } {
  const { leader, leaderHand, otherHand, indicator } = opts;
  const other = 1 - leader;
  assert.equal(leaderHand.length, 8);
  assert.equal(otherHand.length, 8);
  assert.ok(
    otherHand.includes(indicator),
    'helper: the other seat takes the indicator at the last draw',
  );
  const trump = suit(indicator);
  const finals = new Set([...leaderHand, ...otherHand]);
  assert.equal(finals.size, 16);
  const junk = DECK.filter((c) => !finals.has(c));
  const key = (c: CardCode): number => (suit(c) === trump ? 100 : 0) + power(c);
  junk.sort((a, b) => key(b) - key(a));
  const tops = junk.slice(0, 12); // led by the leader, each beats its partner
  const bottoms = junk.slice(12).reverse(); // i-th strongest with i-th weakest
  const lastOfLeader = leaderHand[leaderHand.length - 1] as CardCode;
  const hands: CardCode[][] = [[], []];
  hands[leader] = [...leaderHand.slice(0, 7), tops[0] as CardCode];
  hands[other] = [...otherHand.filter((c) => c !== indicator), bottoms[0] as CardCode];
  const stock: CardCode[] = [];
  for (let k = 1; k < 12; k++) stock.push(tops[k] as CardCode, bottoms[k] as CardCode);
  stock.push(lastOfLeader);
  const actions: string[] = [];
  for (let k = 0; k < 12; k++) actions.push(`${leader}:${tops[k]}`, `${other}:${bottoms[k]}`);
  const config: GameConfig = { variant: 'tute', dealer: other, deal: { hands, stock, indicator } };
  if (opts.rules) config.rules = opts.rules;
  return { config, actions, junkPoints: sumPts(junk) };
}

/** The strict position itself (state after the 12 stock tricks). */
export function strictPosition(opts: Parameters<typeof strictSetup>[0]): GameState {
  const { config, actions } = strictSetup(opts);
  const s = run(newGame(config), ...actions);
  assert.equal(s.stock.length, 0);
  assert.equal(s.indicator, null);
  assert.deepEqual(sorted(s.hands[opts.leader] as CardCode[]), sorted(opts.leaderHand));
  assert.deepEqual(sorted(s.hands[1 - opts.leader] as CardCode[]), sorted(opts.otherHand));
  assert.equal(s.turn, opts.leader);
  return s;
}

/** Every card the state knows of, for conservation checks (two-player games). */
export function allCards(s: GameState): CardCode[] {
  return [
    ...s.hands.flat(),
    ...s.stock,
    ...(s.indicator !== null ? [s.indicator] : []),
    ...s.trick.map((p) => p.card),
    ...s.won.flat(),
  ];
}

/** Plays the cards of a whole trick-sequence helper: first legal play each time (tests of endings). */
export function playOutFirstLegal(state: GameState): GameState {
  let s = state;
  while (s.phase === 'play') {
    const plays = legalActions(s).filter((a) => a.type === 'play');
    s = applyAction(s, plays[0] as Action);
  }
  return s;
}

/**
 * The rule book's own count of a sequence of actions (independent of the engine): tricks are
 * consecutive pairs of plays, won per RULES.md §1; cantes are 20, or 40 in trumps; the side of
 * the last trick gets `bonus` when `playedOut`. Two players, one side per seat.
 */
export function tally(
  trump: Suit,
  actions: readonly string[],
  opts: { bonus: number; playedOut: boolean },
) {
  const cardPoints = [0, 0];
  const cantes = [0, 0];
  const tricks = [0, 0];
  const winners: Seat[] = [];
  let pending: { seat: Seat; card: CardCode } | null = null;
  for (const text of actions) {
    const a = act(text);
    if (a.type === 'sing')
      cantes[a.seat] = (cantes[a.seat] as number) + (a.suit === trump ? 40 : 20);
    if (a.type !== 'play') continue;
    if (!pending) {
      pending = { seat: a.seat, card: a.card };
      continue;
    }
    const w = twoCardWinner(pending.card, a.card, trump) === 0 ? pending.seat : a.seat;
    cardPoints[w] = (cardPoints[w] as number) + pts(pending.card) + pts(a.card);
    tricks[w] = (tricks[w] as number) + 1;
    winners.push(w);
    pending = null;
  }
  const bonus = [0, 0];
  const last = winners[winners.length - 1];
  if (opts.playedOut && last !== undefined) bonus[last] = opts.bonus;
  const totals = [0, 1].map(
    (i) => (cardPoints[i] as number) + (cantes[i] as number) + (bonus[i] as number),
  );
  return { cardPoints, cantes, bonus, totals, tricks, winners, last };
}

/**
 * A whole two-player deal scheduled trick by trick (plays only): each seat receives its cards
 * in the order it plays them (first `handSize` dealt, then one per draw), so every card is in
 * hand when played. The loser of the last stock trick takes the indicator: that is its last card.
 * `tricks` are pairs of notations "seat:card" in playing order; the first trick is led by the mano.
 */
export function schedule(
  variant: 'tute' | 'brisca',
  tricks: [string, string][],
  trump: Suit,
): { config: GameConfig; actions: string[] } {
  const handSize = HAND_SIZE[variant] as number;
  const draws = 20 - handSize;
  assert.equal(tricks.length, 20);
  const order: CardCode[][] = [[], []];
  const winners: Seat[] = [];
  for (const [x, y] of tricks) {
    const a = act(x);
    const b = act(y);
    assert.ok(a.type === 'play' && b.type === 'play' && a.seat !== b.seat);
    order[a.seat]?.push(a.card);
    order[b.seat]?.push(b.card);
    winners.push(twoCardWinner(a.card, b.card, trump) === 0 ? a.seat : b.seat);
  }
  for (let k = 1; k < 20; k++) {
    assert.equal(
      act((tricks[k] as [string, string])[0]).type === 'play' &&
        (act((tricks[k] as [string, string])[0]) as { seat: number }).seat,
      winners[k - 1],
      `helper: trick ${k + 1} must be led by the winner of trick ${k}`,
    );
  }
  const mano = (act((tricks[0] as [string, string])[0]) as { seat: number }).seat;
  const stock: CardCode[] = [];
  const next = [handSize, handSize];
  let indicator: CardCode | null = null;
  for (let k = 0; k < draws; k++) {
    const w = winners[k] as Seat;
    const l = 1 - w;
    stock.push((order[w] as CardCode[])[next[w]++] as CardCode);
    const lc = (order[l] as CardCode[])[next[l]++] as CardCode;
    if (k < draws - 1) stock.push(lc);
    else indicator = lc;
  }
  assert.ok(
    indicator !== null && suit(indicator) === trump,
    `helper: the indicator ${indicator} must be a trump (${trump})`,
  );
  const hands = [0, 1].map((s) => (order[s] as CardCode[]).slice(0, handSize));
  return {
    config: { variant, dealer: 1 - mano, deal: { hands, stock, indicator } },
    actions: tricks.flat(),
  };
}
