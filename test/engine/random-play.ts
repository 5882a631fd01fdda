/**
 * Random play with a rule-book oracle, for the property tests (docs/rules.md §1, §3, §8, §11;
 * docs/api.md). A run starts a fresh game, plays uniformly random legal actions, and after every
 * action checks the engine against an independent model of the rules kept here.
 */
import assert from 'node:assert/strict';
import { applyAction, IllegalActionError, legalActions } from '../../src/engine/index.ts';
import { newGame, viewFor, type GameConfig, type GameState } from '../../src/engine/index.ts';
import type { Action, CardCode, Rules, Seat, Suit } from '../../src/engine/index.ts';
import { allCards, DECK, power, pts, rank, suit, SUITS, sumPts } from '../support/cards.ts';
import { thrownBy } from '../support/games.ts';
import { note } from '../support/notation.ts';
import { pick, prng } from '../support/random.ts';
import { trickWinner } from '../support/rules.ts';
import type { OptionSet } from '../support/variants.ts';

/** Our own bookkeeping of one deal, from the actions alone. */
interface Track {
  trump: Suit;
  turn: Seat | null;
  /** Seat whose cante window is open (trick winner, before its lead). */
  window: Seat | null;
  declared: boolean;
  sung: Suit[];
  cantes: number[];
  capote: Seat | null;
  /** The swap pause (after-win-before-draw): the winner, and whether the draw is still pending. */
  pause: Seat | null;
  lastWinner: Seat | null;
  /** Cards each seat is publicly known to hold (sung, taken from the indicator). */
  known: Set<CardCode>[];
  tricks: number;
}

const newTrack = (s: GameState): Track => ({
  trump: s.trump as Suit,
  turn: (s.dealer + 1) % 2,
  window: null,
  declared: false,
  sung: [],
  cantes: [0, 0],
  capote: null,
  pause: null,
  lastWinner: null,
  known: [new Set(), new Set()],
  tricks: 0,
});

const minus = (a: readonly CardCode[], b: readonly CardCode[]): CardCode[] =>
  a.filter((c) => !b.includes(c));

/** docs/rules.md §3 swapCard: the card `hand` would give for `indicator`, or null. */
function swapCard(
  rules: Rules,
  hand: readonly CardCode[],
  indicator: CardCode | null,
  trump: Suit,
): CardCode | null {
  if (indicator === null || rules.swapCard === undefined) return null;
  const offer = (r: number): CardCode | null => {
    const c = `${r}${trump}`;
    return c !== indicator && hand.includes(c) ? c : null;
  };
  if (rules.swapCard === '7') return offer(7);
  if (rules.swapCard === '2') return offer(2);
  return pts(indicator) > 0 ? offer(7) : offer(2);
}

/** docs/rules.md §1 (two players), §3 stockPlay, §8: the cards the follower may play. */
function followerCards(
  s: GameState,
  variant: string,
  rules: Rules,
  hand: readonly CardCode[],
  lead: CardCode,
): CardCode[] {
  const trump = s.trump as Suit;
  const stockLasts = s.stock.length > 0 || s.indicator !== null;
  if (variant === 'brisca') return [...hand];
  if (stockLasts) {
    if (rules.stockPlay === 'follow-trump' && suit(lead) === trump) {
      const t = hand.filter((c) => suit(c) === trump);
      return t.length ? t : [...hand];
    }
    return [...hand];
  }
  const led = hand.filter((c) => suit(c) === suit(lead));
  if (led.length) {
    const higher = led.filter((c) => power(c) > power(lead));
    return higher.length ? higher : led;
  }
  const trumps = hand.filter((c) => suit(c) === trump);
  return trumps.length ? trumps : [...hand];
}

/** The legal actions the rule book allows now, in notation; `alt` is a second acceptable answer. */
function oracle(
  s: GameState,
  tr: Track,
  variant: string,
  rules: Rules,
): { expected: string[]; alt?: string[] } {
  if (s.phase === 'match-over') return { expected: [] };
  if (s.phase === 'deal-over') return { expected: ['next'] };
  if (tr.pause !== null) {
    const w = tr.pause;
    return swapCard(rules, s.hands[w]!, s.indicator, tr.trump) !== null
      ? { expected: [`${w}:pass`, `${w}:swap`] }
      : { expected: [`${w}:pass`] };
  }
  const seat = tr.turn as Seat;
  const hand = s.hands[seat]!;
  const out: string[] = [];
  if (s.trick.length === 0) {
    for (const c of hand) out.push(`${seat}:${c}`);
    const win = tr.window === seat && !tr.declared;
    if (win && rules.tute) {
      for (const r of [11, 12])
        if (hand.filter((c) => rank(c) === r).length === 4) out.push(`${seat}:tute ${r}`);
    }
    if (win && variant === 'tute' && !(rules.singAfterStock === false && s.indicator === null)) {
      let suits = SUITS.filter(
        (x) => !tr.sung.includes(x) && hand.includes(`12${x}`) && hand.includes(`11${x}`),
      );
      if (rules.fortyFirst && suits.includes(tr.trump)) suits = [tr.trump];
      for (const x of suits) out.push(`${seat}:sing ${x}`);
    }
    if (rules.swap === 'on-lead' && swapCard(rules, hand, s.indicator, tr.trump) !== null)
      out.push(`${seat}:swap`);
    if (
      rules.capote &&
      s.stock.length === 0 &&
      s.indicator === null &&
      tr.capote === null &&
      hand.length > 0
    )
      out.push(`${seat}:capote`);
  } else {
    for (const c of followerCards(s, variant, rules, hand, (s.trick[0] as { card: CardCode }).card))
      out.push(`${seat}:${c}`);
  }
  return { expected: out.sort() };
}

/** Cheap checks after every action: conservation, the public contract, our model. */
function checkState(
  s: GameState,
  legal: Action[],
  tr: Track,
  variant: string,
  rules: Rules,
): string[] {
  const cards = allCards(s);
  assert.equal(cards.length, 40, 'every card exactly once: 40 cards');
  assert.equal(new Set(cards).size, 40, 'every card exactly once: no duplicates');
  for (const c of cards) assert.ok(DECK.includes(c), `unknown card ${c}`);
  assert.equal(s.turn, s.phase === 'play' ? tr.turn : null, 'turn');
  const notes = legal.map(note).sort();
  if (s.phase !== 'match-over')
    assert.ok(notes.length > 0, 'legal actions are never empty before the match ends');
  const { expected, alt } = oracle(s, tr, variant, rules);
  if (alt && notes.join() === alt.join()) return notes;
  assert.deepEqual(
    notes,
    expected,
    `legal actions (phase ${s.phase}, trick ${JSON.stringify(s.trick)}, stock ${s.stock.length}, ` +
      `indicator ${s.indicator})`,
  );
  return notes;
}

/** Applies the result of one action to our model and checks what the engine did. */
function follow(prev: GameState, a: Action, s: GameState, tr: Track, rules: Rules): void {
  const drawCheck = (
    w: Seat,
    before: CardCode[][],
    stockBefore: readonly CardCode[],
    indicatorAtDraw: CardCode | null,
  ): void => {
    const l = 1 - w;
    assert.deepEqual(
      minus(s.hands[w]!, before[w]!),
      [stockBefore[0]],
      '§3 the winner draws the top card',
    );
    if (stockBefore.length >= 2) {
      assert.deepEqual(minus(s.hands[l]!, before[l]!), [stockBefore[1]], '§3 then the loser');
      assert.deepEqual(s.stock, stockBefore.slice(2));
      assert.equal(s.indicator, indicatorAtDraw);
    } else {
      assert.deepEqual(
        minus(s.hands[l]!, before[l]!),
        [indicatorAtDraw],
        '§3 the loser takes the indicator',
      );
      assert.deepEqual(s.stock, []);
      assert.equal(s.indicator, null);
      tr.known[l]?.add(indicatorAtDraw as CardCode);
    }
  };

  switch (a.type) {
    case 'play': {
      const [lead] = prev.trick;
      if (lead === undefined) {
        tr.window = null;
        tr.turn = 1 - a.seat;
        assert.deepEqual(s.trick, [{ seat: a.seat, card: a.card }]);
        return;
      }
      const w = trickWinner([lead, a], tr.trump);
      tr.lastWinner = w;
      tr.tricks += 1;
      assert.deepEqual(s.trick, []);
      assert.ok(
        s.won[w]?.includes(lead.card) && s.won[w]?.includes(a.card),
        '§1 the trick goes to the highest trump, else the highest of the led suit',
      );
      assert.equal(s.deal.cardPoints[w], sumPts(s.won[w]!));
      assert.equal(
        sumPts(s.won.flat()) +
          sumPts([...s.hands.flat(), ...s.stock, ...(s.indicator ? [s.indicator] : [])]),
        120,
        'points in won tricks + remaining = 120',
      );
      const afterPlay = prev.hands.map((h, i) => (i === a.seat ? minus(h, [a.card]) : [...h]));
      if (tr.capote !== null && w !== tr.capote) {
        assert.notEqual(s.phase, 'play', '§11 capote lost at the first trick the announcer loses');
        assert.equal(s.result?.reason, 'capote');
        assert.deepEqual(s.result?.winners, [1 - tr.capote]);
        tr.turn = null;
        return;
      }
      if (afterPlay.every((h) => h.length === 0)) {
        finalCheck(s, tr, rules, w);
        return;
      }
      assert.equal(s.phase, 'play');
      tr.turn = w;
      if (prev.stock.length > 0 || prev.indicator !== null) {
        if (
          rules.swap === 'after-win-before-draw' &&
          swapCard(rules, afterPlay[w]!, prev.indicator, tr.trump) !== null
        ) {
          tr.pause = w;
          assert.deepEqual(s.hands, afterPlay, '§11 swap pause: play stops before the draw');
          return;
        }
        drawCheck(w, afterPlay, prev.stock, prev.indicator);
      } else {
        assert.deepEqual(s.hands, afterPlay);
      }
      tr.window = w;
      tr.declared = false;
      return;
    }
    case 'swap': {
      const given = minus(prev.hands[a.seat]!, s.hands[a.seat]!);
      assert.equal(given.length <= 1 || tr.pause !== null, true);
      const taken = prev.indicator as CardCode;
      tr.known[a.seat]?.add(taken);
      const g = swapCard(rules, prev.hands[a.seat]!, prev.indicator, tr.trump);
      assert.ok(g !== null);
      if (tr.pause === null) {
        assert.deepEqual(given, [g]);
        assert.equal(s.indicator, g, '§3 the swapped card becomes the indicator');
        assert.ok(s.hands[a.seat]?.includes(taken));
        return;
      }
      const swapped = prev.hands.map((h, i) => (i === a.seat ? [...minus(h, [g]), taken] : [...h]));
      if (s.hands[a.seat]!.length > prev.hands[a.seat]!.length) {
        // the pause ended with this swap: the draw happened, with the swapped card under the stock
        assert.equal(
          swapCard(rules, swapped[a.seat]!, g, tr.trump),
          null,
          'the draw happens only when no swap is left',
        );
        drawCheck(a.seat, swapped, prev.stock, g);
        tr.pause = null;
        tr.window = a.seat;
        tr.declared = false;
      } else {
        assert.deepEqual(s.hands, swapped);
        assert.equal(s.indicator, g);
      }
      return;
    }
    case 'pass': {
      assert.equal(tr.pause, a.seat);
      drawCheck(
        a.seat,
        prev.hands.map((h) => [...h]),
        prev.stock,
        prev.indicator,
      );
      tr.pause = null;
      tr.window = a.seat;
      tr.declared = false;
      return;
    }
    case 'sing': {
      tr.declared = true;
      tr.sung.push(a.suit);
      tr.cantes[a.seat] = tr.cantes[a.seat]! + (a.suit === tr.trump ? 40 : 20);
      tr.known[a.seat]?.add(`12${a.suit}`).add(`11${a.suit}`);
      assert.deepEqual(s.deal.cantes, tr.cantes, '§1 cante points go to the declarer');
      assert.deepEqual(s.hands, prev.hands, 'the sung cards stay in the hand');
      return;
    }
    case 'tute': {
      assert.notEqual(s.phase, 'play', '§1 Tute ends the deal at once');
      assert.equal(s.result?.reason, 'tute');
      assert.deepEqual(s.result?.winners, [a.seat]);
      tr.turn = null;
      return;
    }
    case 'capote': {
      tr.capote = a.seat;
      return;
    }
    default:
      throw new Error(`unexpected action ${JSON.stringify(a)}`);
  }
}

/**
 * A deal played out: 120 card points, totals = cards + cantes + bonus, winners per §3/§8/§11.
 */
function finalCheck(s: GameState, tr: Track, rules: Rules, lastWinner: Seat): void {
  tr.turn = null;
  assert.notEqual(s.phase, 'play');
  assert.equal(sumPts(s.won.flat()), 120, 'played out: 120 card points in won tricks');
  const totals = [0, 1].map(
    (i) => sumPts(s.won[i]!) + tr.cantes[i]! + (i === lastWinner ? rules.lastTrickBonus : 0),
  );
  assert.deepEqual(s.result?.totals, totals, 'totals = card points + cantes + last-trick bonus');
  assert.deepEqual(s.deal.points, totals);
  if (tr.capote !== null) {
    assert.equal(s.result?.reason, 'capote');
    assert.deepEqual(s.result?.winners, [tr.capote]);
    return;
  }
  const [a, b] = totals as [number, number];
  if (a !== b) {
    assert.deepEqual(s.result?.winners, [a > b ? 0 : 1]);
    assert.equal(s.result?.reason, 'points');
  } else if (rules.tie === 'last-trick') {
    assert.deepEqual(s.result?.winners, [lastWinner]);
    assert.equal(s.result?.reason, 'points');
  } else {
    assert.deepEqual(s.result?.winners, []);
    assert.equal(s.result?.reason, 'draw');
  }
}

const MALFORMED: unknown[] = [
  null,
  42,
  'play',
  [],
  {},
  { type: 'play' },
  { type: 'play', seat: 0, card: 'zz' },
  { type: 'play', seat: 2, card: '1o' },
  { type: 'play', seat: -1, card: '1o' },
  { type: 'dance', seat: 0 },
  { type: 'sing', seat: 0, suit: 'x' },
  { type: 'tute', seat: 0, rank: 10 },
  { type: 'bid', seat: 0, amount: 80 },
  { type: 'trump', seat: 0, suit: 'o' },
  { type: 'censor', seat: 0, take: true },
  { type: 'play', seat: '0', card: '1o' },
];

/** Actions to try at a sampled step: every card in either hand and a few others, for both seats. */
function candidates(s: GameState, rng: () => number): Action[] {
  const out: Action[] = [{ type: 'next-deal' }];
  const cards = new Set<CardCode>([...s.hands.flat(), ...s.stock.slice(0, 2)]);
  for (let i = 0; i < 4; i++) cards.add(pick(DECK, rng));
  for (const seat of [0, 1]) {
    for (const card of cards) out.push({ type: 'play', seat, card });
    for (const x of SUITS) out.push({ type: 'sing', seat, suit: x });
    out.push(
      { type: 'tute', seat, rank: 11 },
      { type: 'tute', seat, rank: 12 },
      { type: 'swap', seat },
      { type: 'pass', seat },
      { type: 'capote', seat },
    );
  }
  return out;
}

/** Expensive checks, on a sample of steps. */
function deepChecks(
  s: GameState,
  notes: string[],
  tr: Track,
  chosen: Action | null,
  next: GameState | null,
  rng: () => number,
): void {
  // frozen, and every illegal action is rejected without touching the state
  assert.ok(
    Object.isFrozen(s) &&
      Object.isFrozen(s.hands) &&
      Object.isFrozen(s.hands[0]) &&
      Object.isFrozen(s.deal) &&
      Object.isFrozen(s.deal.points) &&
      Object.isFrozen(s.log),
  );
  const snapshot = JSON.stringify(s);
  const wellFormed = candidates(s, rng);
  for (const a of [...wellFormed, ...(MALFORMED as Action[])]) {
    const legalNow = wellFormed.includes(a) && notes.includes(note(a));
    if (legalNow) {
      applyAction(s, a); // must not throw
      continue;
    }
    const caught = thrownBy(() => applyAction(s, a));
    assert.ok(
      caught instanceof IllegalActionError,
      `not legal, must be rejected: ${JSON.stringify(a)} (legal: ${notes.join(' ')}) got ` +
        `${String(caught)}`,
    );
    assert.equal(typeof caught.code, 'string');
  }
  assert.equal(JSON.stringify(s), snapshot, 'rejected actions leave the state untouched');
  // JSON round trip
  const j = JSON.parse(snapshot) as GameState;
  assert.deepEqual(legalActions(j), legalActions(s));
  for (const v of [0, 1]) assert.deepEqual(viewFor(j, v), viewFor(s, v));
  if (chosen && next) assert.deepEqual(applyAction(j, chosen), next);
  // views hide the other seat's cards and the stock
  for (const v of [0, 1]) {
    const o = 1 - v;
    const view = viewFor(s, v);
    assert.ok(!('seed' in view), 'no seed in a view');
    assert.ok(!('stacked' in view), 'no stacked deals in a view');
    assert.equal(view.seat, v);
    assert.equal(view.stock, s.stock.length);
    assert.equal(view.hands[o], s.hands[o]!.length);
    assert.deepEqual(view.hands[v], s.hands[v]);
    const hidden = [...minus(s.hands[o]!, [...tr.known[o]!]), ...s.stock];
    const { log: _log, ...rest } = view;
    const text = JSON.stringify(rest);
    for (const c of hidden) assert.ok(!text.includes(`"${c}"`), `viewFor(${v}) leaks ${c}`);
    if (s.phase === 'play') assert.deepEqual(view.legal, s.turn === v ? legalActions(s) : []);
  }
}

export interface RunOptions {
  deals: number;
  sampleRate: number;
  replayRate: number;
}

/** Plays `opts.deals` deals of a fresh game; returns the number of deals completed. */
export function randomRun(seed: number, set: OptionSet, opts: RunOptions): number {
  const rng = prng(seed ^ 0x5bd1e995);
  const config: GameConfig = { variant: set.variant, seed, rules: set.rules };
  let s = newGame(config);
  const rules = s.rules;
  for (const [k, v] of Object.entries(set.rules))
    assert.equal((rules as unknown as Record<string, unknown>)[k], v);
  let tr = newTrack(s);
  let deals = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const legal = legalActions(s);
    const notes = checkState(s, legal, tr, set.variant, rules);
    if (s.phase === 'match-over') {
      assert.deepEqual(legal, []);
      deals += 1;
      break;
    }
    if (s.phase === 'deal-over') {
      assert.deepEqual(legal, [{ type: 'next-deal' }]);
      deals += 1;
      if (deals >= opts.deals) break;
      const prev = s;
      s = applyAction(s, { type: 'next-deal' });
      assert.equal(s.dealer, (prev.dealer + 1) % 2, '§0 the deal passes to the next seat');
      assert.deepEqual(s.match.scores, prev.match.scores);
      tr = newTrack(s);
      continue;
    }
    const a = pick(legal, rng);
    const next = applyAction(s, a);
    if (rng() < opts.sampleRate) deepChecks(s, notes, tr, a, next, rng);
    const scoresBefore = s.match.scores;
    follow(s, a, next, tr, rules);
    if (next.phase !== 'play') {
      const expectedScores = scoresBefore.map(
        (x, i) => x + ((next.result?.winners ?? []).includes(i) ? 1 : 0),
      );
      assert.deepEqual(next.match.scores, expectedScores, 'a deal won counts one');
      const done = expectedScores.some((x) => x >= rules.target);
      assert.equal(next.phase, done ? 'match-over' : 'deal-over');
      assert.equal(
        next.match.winner,
        done ? expectedScores.findIndex((x) => x >= rules.target) : null,
      );
    }
    s = next;
  }
  if (rng() < opts.replayRate) {
    let r = newGame(config);
    for (const a of s.log) r = applyAction(r, a);
    assert.deepEqual(r, s, 'replaying the log from the same config reproduces the state');
  }
  return deals;
}
