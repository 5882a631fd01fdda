/**
 * Stacked deals (docs/api.md `deal`): hands named in part by a test and completed with the weakest
 * cards nobody named; two-player positions at the first strict trick; whole two-player deals
 * scheduled trick by trick; and deals with some cards given and the rest shuffled.
 */
import assert from 'node:assert/strict';
import { newGame, type GameConfig, type GameState } from '../../src/engine/index.ts';
import type { CardCode, Rules, Seat, Suit, Variant } from '../../src/engine/index.ts';
import { DECK, power, pts, rank, RANK_ORDER, sorted, suit, SUITS, sumPts } from './cards.ts';
import { run } from './games.ts';
import { at } from './lists.ts';
import { act } from './notation.ts';
import { trickWinner } from './rules.ts';
import { deckOf, HAND_SIZE, PLAYERS } from './variants.ts';

export interface StackSpec {
  /** Default 'tute'. */
  variant?: Variant;
  /** Partial hands per seat; completed from the unused cards (blanks first, trumps last). */
  hands: CardCode[][];
  /** Two-player games: the top of the stock first; the unused cards follow. */
  stock?: CardCode[];
  /**
   * tute and brisca (required): the face-up card under the stock. tute-3: the turned 40th card
   * (default: a free blank of `trump`). tute-4: one of the dealer's cards.
   */
  indicator?: CardCode;
  /** The suit the filler cards hand out last (default: the indicator's suit, else bastos). */
  trump?: Suit;
  rules?: Partial<Rules>;
  dealer?: Seat;
  seed?: number | string;
  /** Suits the filler must not give to a seat (keeps a seat void). */
  void?: Record<number, Suit[]>;
}

/**
 * A full stacked config: each hand is completed to size with the weakest cards nobody named
 * (blanks of the plain suits first, trumps last), never completing a marriage or Tute material,
 * most constrained seats (by `void`) first; in the two-player games the rest of the deck goes
 * to the stock after its given top. tute-4: the dealer's last card (the shown one) is a trump
 * unless `indicator` names another.
 */
export function stackConfig(spec: StackSpec): GameConfig {
  const v = spec.variant ?? 'tute';
  const n = PLAYERS[v];
  const twoPlayer = v === 'tute' || v === 'brisca';
  const dealer = spec.dealer ?? n - 1;
  const size = (seat: Seat): number =>
    v === 'subastao-censor' && seat === dealer ? 0 : HAND_SIZE[v];
  const trump = spec.trump ?? (spec.indicator ? suit(spec.indicator) : 'b');
  const givenStock = spec.stock ?? [];
  let indicator = spec.indicator;
  if (v === 'tute-3' && indicator === undefined) {
    const named = new Set(spec.hands.flat());
    indicator = deckOf(v).find((c) => suit(c) === trump && pts(c) === 0 && !named.has(c));
  }
  // the indicator is a card of its own in the deals that turn it (in tute-4 it is in a hand)
  const turned = v !== 'tute-4' && indicator !== undefined ? [indicator] : [];
  if (twoPlayer) assert.ok(indicator, 'helper: a two-player deal needs its indicator');
  const named = [...spec.hands.flat(), ...givenStock, ...turned];
  assert.equal(new Set(named).size, named.length, 'helper: a card is named twice');
  const fillKey = (c: CardCode): number => (suit(c) === trump ? 100 : 0) + power(c);
  const filler = deckOf(v)
    .filter((c) => !named.includes(c))
    .sort((a, b) => fillKey(a) - fillKey(b));
  const hands: CardCode[][] = Array.from({ length: n }, (_, seat) => [...(spec.hands[seat] ?? [])]);
  // the most constrained seats are filled first
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (spec.void?.[b]?.length ?? 0) - (spec.void?.[a]?.length ?? 0) || a - b,
  );
  for (const seat of order) {
    const h = at(hands, seat);
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
      h.push(...filler.splice(i, 1));
    }
  }
  if (v === 'tute-4' && spec.indicator === undefined) {
    const dh = at(hands, dealer);
    const t = dh.findIndex((c) => suit(c) === trump);
    if (t >= 0) dh.push(...dh.splice(t, 1));
  }
  let deal: GameConfig['deal'];
  if (twoPlayer) {
    deal = { hands, stock: [...givenStock, ...filler], indicator: indicator as CardCode };
  } else {
    assert.equal(filler.length, 0, 'helper: cards left over');
    deal = indicator !== undefined ? { hands, indicator } : { hands };
  }
  const config: GameConfig = { variant: v, deal };
  if (spec.rules) config.rules = spec.rules;
  if (spec.dealer !== undefined) config.dealer = spec.dealer;
  if (spec.seed !== undefined) config.seed = spec.seed;
  return config;
}

export const stacked = (spec: StackSpec): GameState => newGame(stackConfig(spec));

/**
 * A tute position at the first strict trick (stock and indicator gone): `leader` holds
 * `leaderHand`, the other seat `otherHand` (which must contain the indicator — the loser of the
 * last stock trick takes it, docs/rules.md §3), and `leader` is on lead. Built by letting the
 * leader (who is made mano) win 12 tricks of junk while both draw junk; the last draw brings
 * each player the missing card of the final hand. Returns the config and the 24 actions to play.
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
  const lastOfLeader = at(leaderHand, -1);
  const hands: CardCode[][] = [[], []];
  hands[leader] = [...leaderHand.slice(0, 7), at(tops, 0)];
  hands[other] = [...otherHand.filter((c) => c !== indicator), at(bottoms, 0)];
  const stock: CardCode[] = [];
  for (let k = 1; k < 12; k++) stock.push(at(tops, k), at(bottoms, k));
  stock.push(lastOfLeader);
  const actions = tops.flatMap((top, k) => [`${leader}:${top}`, `${other}:${at(bottoms, k)}`]);
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
  assert.deepEqual(sorted(at(s.hands, opts.leader)), sorted(opts.leaderHand));
  assert.deepEqual(sorted(at(s.hands, 1 - opts.leader)), sorted(opts.otherHand));
  assert.equal(s.turn, opts.leader);
  return s;
}

/**
 * A whole two-player deal scheduled trick by trick (plays only): each seat receives its cards
 * in the order it plays them (first `handSize` dealt, then one per draw), so every card is in
 * hand when played. The loser of the last stock trick takes the indicator: its last card.
 * `tricks` are pairs of notations "seat:card" in playing order; the mano leads the first trick.
 */
export function schedule(
  variant: 'tute' | 'brisca',
  tricks: [string, string][],
  trump: Suit,
): { config: GameConfig; actions: string[] } {
  const handSize = HAND_SIZE[variant];
  const draws = 20 - handSize;
  assert.equal(tricks.length, 20);
  const playOf = (text: string) => {
    const a = act(text);
    assert.ok(a.type === 'play', `helper: ${text} is not a play`);
    return a;
  };
  const plays = tricks.map(([x, y]) => [playOf(x), playOf(y)] as const);
  const order: CardCode[][] = [[], []];
  const winners: Seat[] = [];
  for (const [a, b] of plays) {
    assert.ok(a.seat !== b.seat);
    order[a.seat]?.push(a.card);
    order[b.seat]?.push(b.card);
    winners.push(trickWinner([a, b], trump));
  }
  for (let k = 1; k < 20; k++) {
    assert.equal(
      plays[k]?.[0].seat,
      winners[k - 1],
      `helper: trick ${k + 1} must be led by the winner of trick ${k}`,
    );
  }
  const mano = at(plays, 0)[0].seat;
  const stock: CardCode[] = [];
  const next = [handSize, handSize];
  // the seat's next card in playing order after those already dealt or drawn
  const draw = (seat: Seat): CardCode => {
    const i = at(next, seat);
    next[seat] = i + 1;
    return at(at(order, seat), i);
  };
  let indicator: CardCode | null = null;
  for (let k = 0; k < draws; k++) {
    const w = at(winners, k);
    stock.push(draw(w));
    const lc = draw(1 - w);
    if (k < draws - 1) stock.push(lc);
    else indicator = lc;
  }
  assert.ok(
    indicator !== null && suit(indicator) === trump,
    `helper: the indicator ${indicator} must be a trump (${trump})`,
  );
  const hands = order.map((cards) => cards.slice(0, handSize));
  return {
    config: { variant, dealer: 1 - mano, deal: { hands, stock, indicator } },
    actions: tricks.flat(),
  };
}

/** The deck in the order the shuffled deals below start from: each suit from its 1 up. */
const RANK_UP_DECK: readonly CardCode[] = SUITS.flatMap((s) =>
  [...RANK_ORDER].sort((a, b) => a - b).map((r) => `${r}${s}`),
);

/**
 * A two-player tute or brisca deal with `given` in seat 0's hand (8 cards) and the rest
 * shuffled by `random`; the indicator is the first card of `trump` left after seat 1's eight
 * when `trump` is given, else the card that comes next.
 */
export function dealAround(
  given: readonly CardCode[],
  random: () => number,
  trump?: string,
): NonNullable<GameConfig['deal']> {
  const rest = RANK_UP_DECK.filter((c) => !given.includes(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const mine = [...given, ...rest.splice(0, 8 - given.length)];
  const turned = trump === undefined ? 8 : rest.findIndex((c, i) => i >= 8 && c.endsWith(trump));
  if (turned < 0) throw new Error(`no card of ${trump} left for the indicator`);
  const indicator = rest.splice(turned, 1)[0];
  return { hands: [mine, rest.slice(0, 8)], indicator, stock: rest.slice(8) };
}
