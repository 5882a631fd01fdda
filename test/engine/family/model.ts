/**
 * An independent model of the family variants (docs/rules.md §1, §2, §4–§7, §11), kept beside the
 * engine during random play. It follows the actions alone (cards come from the engine only when
 * a deal is dealt) and predicts phase, turn, the whole legal action list, trick winners, scores
 * and results. The random runner compares the engine against it after every action.
 */
import assert from 'node:assert/strict';
import {
  applyAction,
  IllegalActionError,
  legalActions,
  newGame,
  viewFor,
} from '../../../src/engine/index.ts';
import type {
  Action,
  CardCode,
  GameConfig,
  GameState,
  Rules,
  Seat,
  Suit,
} from '../../../src/engine/index.ts';
import { allCards, pts, suit, SUITS, sumPts } from '../../support/cards.ts';
import { thrownBy } from '../../support/games.ts';
import { at } from '../../support/lists.ts';
import { note } from '../../support/notation.ts';
import { pick, prng, randomAction } from '../../support/random.ts';
import { naivePlayable, trickWinner } from '../../support/rules.ts';
import {
  deckOf,
  type Family,
  HAND_SIZE,
  isAuction,
  isPartnership,
  type OptionSet,
} from '../../support/variants.ts';

interface Window {
  seat: Seat;
  asked: boolean;
  declared: boolean;
  queue: Seat[];
  winner: Seat;
}

const fmt = (xs: readonly string[]): string => `[${xs.join(', ')}]`;

export class Model {
  readonly v: Family;
  readonly r: Rules;
  readonly n: number;
  readonly sides: Seat[][];
  dealer: Seat;
  out: Seat | null = null;
  phase: GameState['phase'] = 'play';
  turn: Seat | null = null;
  hands: CardCode[][] = [];
  trump: Suit | null = null;
  indicator: CardCode | null = null;
  high: { seat: Seat; amount: number } | null = null;
  passed: Seat[] = [];
  spoke: Seat[] = [];
  contract: { seat: Seat; amount: number; displaced: Seat | null } | null = null;
  trick: { seat: Seat; card: CardCode }[] = [];
  won: CardCode[][] = [];
  tricks = 0;
  lastWinner: Seat | null = null;
  sung: Suit[] = [];
  cantes: number[] = [];
  window: Window | null = null;
  scores: number[];
  /** Deals that reached deal-over / match-over. */
  completed = 0;
  tuteBy: Seat | null = null;

  constructor(s: GameState) {
    this.v = s.variant as Family;
    this.r = s.rules;
    this.n = s.players;
    this.sides = isPartnership(this.v)
      ? [
          [0, 2],
          [1, 3],
        ]
      : Array.from({ length: this.n }, (_, i) => [i]);
    assert.deepEqual(s.sides, this.sides, '§11 sides');
    this.dealer = s.dealer;
    this.scores = this.sides.map(() => 0);
    this.startDeal(s);
  }

  side(seat: Seat): number {
    return this.sides.findIndex((m) => m.includes(seat));
  }

  /**
   * Who is asked to declare after `seat` wins a trick: its partner (§5, §6), or — in Subastao
   * with whoSings all — the other defender (§7); null when the winner declares alone.
   */
  partner(seat: Seat): Seat | null {
    if (isPartnership(this.v)) return (seat + 2) % 4;
    const c = this.contract;
    if (!isAuction(this.v) || this.r.whoSings !== 'all' || c === null || seat === c.seat) {
      return null;
    }
    return this.activeSeats().find((x) => x !== seat && x !== c.seat) ?? null;
  }

  nextActive(seat: Seat): Seat {
    let x = (seat + 1) % this.n;
    while (x === this.out) x = (x + 1) % this.n;
    return x;
  }

  activeSeats(): Seat[] {
    return Array.from({ length: this.n }, (_, i) => i).filter((i) => i !== this.out);
  }

  get mano(): Seat {
    return (this.dealer + 1) % this.n;
  }

  /**
   * Takes the freshly dealt cards from the engine and checks the deal
   * (docs/rules.md §2, §4–§7, §11).
   */
  startDeal(s: GameState): void {
    const v = this.v;
    assert.equal(s.dealer, this.dealer, '§0 the dealer passes to the next seat each round');
    this.out = v === 'subastao-censor' ? this.dealer : null;
    this.hands = s.hands.map((h) => [...h]);
    for (let seat = 0; seat < this.n; seat++) {
      const want = seat === this.out ? 0 : HAND_SIZE[v];
      assert.equal(this.hands[seat]!.length, want, `§2 ${v}: seat ${seat} is dealt ${want} cards`);
    }
    const all = [...this.hands.flat(), ...(v === 'tute-3' ? [s.indicator as CardCode] : [])];
    assert.deepEqual(
      [...all].sort(),
      [...deckOf(v)].sort(),
      `§2 ${v}: the deal uses the ${deckOf(v).length}-card deck once`,
    );
    assert.deepEqual(s.stock, [], `${v} has no stock`);
    if (v === 'tute-3') {
      assert.ok(s.indicator, '§4 the 40th card is turned');
      this.indicator = s.indicator;
      this.trump = suit(s.indicator);
    } else if (v === 'tute-4') {
      const dealerHand = this.hands[this.dealer]!;
      const last = at(dealerHand, -1);
      // a stacked deal may name another of the dealer's cards
      assert.ok(
        s.indicator && dealerHand.includes(s.indicator),
        "§5 the shown card stays in the dealer's hand",
      );
      assert.equal(s.indicator, last, "§5 the dealer's last card is shown");
      this.indicator = s.indicator;
      this.trump = suit(s.indicator);
      assert.ok(
        s.shown[this.dealer]!.includes(s.indicator),
        '§5 the shown card is public (shown[dealer])',
      );
    } else {
      this.indicator = null;
      this.trump = null;
      assert.equal(s.indicator, null, `${v} turns no card`);
    }
    this.phase = isAuction(v) ? 'auction' : 'play';
    this.turn = this.nextActive(this.dealer);
    this.high = null;
    this.passed = [];
    this.spoke = [];
    this.contract = null;
    this.trick = [];
    this.won = this.hands.map(() => []);
    this.tricks = 0;
    this.lastWinner = null;
    this.sung = [];
    this.cantes = this.sides.map(() => 0);
    this.window = null;
    this.tuteBy = null;
  }

  // ------------------------------------------------------------ what may be declared

  maySing(seat: Seat): boolean {
    if (this.r.whoSings !== 'bidders' || !isAuction(this.v)) return true;
    const c = this.contract as { seat: Seat };
    return this.side(seat) === this.side(c.seat);
  }

  declarable(seat: Seat): Action[] {
    const hand = this.hands[seat]!;
    const out: Action[] = [];
    if (this.maySing(seat)) {
      const sings = SUITS.filter(
        (s) => !this.sung.includes(s) && hand.includes(`12${s}`) && hand.includes(`11${s}`),
      );
      const t = this.trump as Suit;
      const only = this.r.fortyFirst && sings.includes(t) ? [t] : sings;
      for (const s of only) out.push({ type: 'sing', seat, suit: s });
    }
    if (this.r.tute) {
      for (const rk of [12, 11] as const) {
        if (SUITS.every((s) => hand.includes(`${rk}${s}`)))
          out.push({ type: 'tute', seat, rank: rk });
      }
    }
    return out;
  }

  // ------------------------------------------------------------ legal actions

  maxBid(): number {
    return 120 + this.r.lastTrickBonus + 100;
  }

  expectedLegal(): Action[] {
    if (this.phase === 'match-over') return [];
    if (this.phase === 'deal-over') return [{ type: 'next-deal' }];
    const seat = this.turn as Seat;
    if (this.phase === 'auction') {
      const out: Action[] = [{ type: 'pass', seat }];
      const min = this.r.minBid as number;
      const step = this.r.bidStep as number;
      for (let a = min; a <= this.maxBid(); a += step) {
        if (this.high === null || a > this.high.amount) out.push({ type: 'bid', seat, amount: a });
      }
      return out;
    }
    if (this.phase === 'censor')
      return [
        { type: 'censor', seat, take: true },
        { type: 'censor', seat, take: false },
      ];
    if (this.phase === 'trump') return SUITS.map((s) => ({ type: 'trump', seat, suit: s }));
    // play
    const w = this.window;
    if (w && w.asked) return [...this.declarable(w.seat), { type: 'pass', seat: w.seat }];
    const cards = naivePlayable(
      this.hands[seat]!,
      this.trick,
      this.trump as Suit,
      !!this.r.strictBeat,
      !!this.r.underTrump,
    );
    const out: Action[] = cards.map((card) => ({ type: 'play', seat, card }));
    if (w && !w.asked && !w.declared && this.trick.length === 0 && w.seat === seat)
      out.push(...this.declarable(seat));
    return out;
  }

  // ------------------------------------------------------------ transitions

  /** Applies `a` (already known legal). Returns 'redeal' | 'deal-end' | null. */
  apply(a: Action): 'redeal' | 'deal-end' | 'next' | null {
    switch (a.type) {
      case 'next-deal':
        this.dealer = (this.dealer + 1) % this.n;
        return 'next';
      case 'bid':
        this.high = { seat: a.seat, amount: a.amount };
        this.spoke.push(a.seat);
        return this.afterCall(a.seat);
      case 'pass':
        if (this.phase === 'auction') {
          this.passed.push(a.seat);
          this.spoke.push(a.seat);
          return this.afterCall(a.seat);
        }
        this.nextAsked();
        return null;
      case 'censor': {
        const bidder = (this.contract as { seat: Seat }).seat;
        if (a.take) {
          this.contract = {
            seat: this.dealer,
            amount: (this.contract as { amount: number }).amount + 10,
            displaced: bidder,
          };
          this.hands[this.dealer] = this.hands[bidder]!;
          this.hands[bidder] = [];
          this.out = bidder;
        }
        this.phase = 'trump';
        this.turn = (this.contract as { seat: Seat }).seat;
        return null;
      }
      case 'trump': {
        this.trump = a.suit;
        this.phase = 'play';
        const c = this.contract as { seat: Seat };
        this.turn = this.v === 'subastado' && this.r.firstLead === 'mano' ? this.mano : c.seat;
        return null;
      }
      case 'sing': {
        this.sung.push(a.suit);
        this.cantes[this.side(a.seat)]! += a.suit === this.trump ? 40 : 20;
        const w = this.window as Window;
        w.declared = true;
        if (w.asked) this.nextAsked();
        return null;
      }
      case 'tute':
        this.tuteBy = a.seat;
        this.window = null;
        return this.endDeal();
      case 'play': {
        const hand = this.hands[a.seat]!;
        hand.splice(hand.indexOf(a.card), 1);
        this.window = null; // leading closes the window
        this.trick.push({ seat: a.seat, card: a.card });
        if (this.trick.length < this.activeSeats().length) {
          this.turn = this.nextActive(a.seat);
          return null;
        }
        const winner = trickWinner(this.trick, this.trump as Suit);
        this.won[winner]!.push(...this.trick.map((p) => p.card));
        this.trick = [];
        this.tricks += 1;
        this.lastWinner = winner;
        this.turn = winner;
        if (this.hands.every((h) => h.length === 0)) return this.endDeal();
        const partner = this.partner(winner);
        if (partner !== null) {
          const [first, ...queue] = [winner, partner].filter((x) => this.declarable(x).length > 0);
          if (first !== undefined) {
            this.window = { seat: first, asked: true, declared: false, queue, winner };
            this.turn = first;
          }
        } else {
          this.window = { seat: winner, asked: false, declared: false, queue: [], winner };
        }
        return null;
      }
      default:
        throw new Error(`model: unexpected action ${note(a)}`);
    }
  }

  private nextAsked(): void {
    const w = this.window as Window;
    while (w.queue.length) {
      const x = w.queue.shift() as Seat;
      if (this.declarable(x).length) {
        w.seat = x;
        w.declared = false;
        this.turn = x;
        return;
      }
    }
    this.window = null;
    this.turn = w.winner;
  }

  private afterCall(seat: Seat): 'redeal' | null {
    const speakers = this.activeSeats();
    const live = speakers.filter((x) => !this.passed.includes(x));
    const lapDone = this.r.auctionLaps === 'one' && this.spoke.length === speakers.length;
    if (live.length === 0 || (lapDone && this.high === null)) {
      this.dealer = (this.dealer + 1) % this.n;
      return 'redeal';
    }
    const done = lapDone || (live.length === 1 && this.high !== null && this.high.seat === live[0]);
    if (done) {
      const h = this.high as { seat: Seat; amount: number };
      this.contract = { seat: h.seat, amount: h.amount, displaced: null };
      this.phase = this.v === 'subastao-censor' ? 'censor' : 'trump';
      this.turn = this.v === 'subastao-censor' ? this.dealer : h.seat;
      return null;
    }
    let x = this.nextActive(seat);
    while (this.passed.includes(x)) x = this.nextActive(x);
    this.turn = x;
    return null;
  }

  /** Per side: card points in won tricks. */
  cardPoints(): number[] {
    return this.sides.map((m) => m.reduce((a, seat) => a + sumPts(this.won[seat]!), 0));
  }

  bonus(): number[] {
    return this.sides.map((_, i) =>
      this.tricks > 0 &&
      this.hands.every((h) => h.length === 0) &&
      this.lastWinner !== null &&
      this.side(this.lastWinner) === i
        ? this.r.lastTrickBonus
        : 0,
    );
  }

  totals(): number[] {
    const c = this.cardPoints();
    const b = this.bonus();
    return c.map((x, i) => x + b[i]! + this.cantes[i]!);
  }

  expectedResult: {
    winners: number[];
    reason: string[];
    totals: number[] | null;
    delta: (number | null)[];
  } | null = null;

  private endDeal(): 'deal-end' {
    this.completed += 1;
    this.turn = null;
    const totals = this.totals();
    const delta: (number | null)[] = this.sides.map(() => 0);
    let winners: number[];
    let reason: string[];
    let checkTotals: number[] | null = this.tuteBy === null ? totals : null;
    if (!isAuction(this.v)) {
      if (this.tuteBy !== null) {
        winners = [this.side(this.tuteBy)];
        reason = ['tute'];
      } else {
        const max = Math.max(...totals);
        const leaders = totals.flatMap((t, i) => (t === max ? [i] : []));
        const last = this.side(this.lastWinner as Seat);
        if (leaders.length === 1) {
          winners = leaders;
          reason = ['points'];
        } else if (this.r.tie === 'draw' || !leaders.includes(last)) {
          winners = [];
          reason = ['draw'];
        } else {
          winners = [last];
          reason = ['points'];
        }
      }
      for (const w of winners) delta[w] = 1;
    } else {
      const c = this.contract as { seat: Seat; amount: number; displaced: Seat | null };
      const cs = this.side(c.seat);
      const defenders = this.activeSeats()
        .map((x) => this.side(x))
        .filter((x, i, xs) => x !== cs && xs.indexOf(x) === i);
      const cTotal = totals[cs]!;
      const made = this.tuteBy !== null ? this.side(this.tuteBy) === cs : cTotal >= c.amount;
      winners = made ? [cs] : [...defenders].sort((a, b) => a - b);
      reason =
        this.tuteBy !== null
          ? ['tute', made ? 'bid-made' : 'bid-failed']
          : [made ? 'bid-made' : 'bid-failed'];
      if (this.v === 'subastado') {
        const d = defenders[0]!;
        if (this.r.scoring === 'bid') {
          if (made) delta[cs] = c.amount;
          else delta[d] = c.amount;
        } else if (this.tuteBy !== null) {
          // what a Tute scores under 'captured' is not in docs/rules.md (ambiguity): not asserted
          delta[cs] = made ? null : -c.amount;
          delta[d] = null;
        } else {
          delta[cs] = made ? cTotal : -c.amount;
          delta[d] = totals[d]!;
        }
      } else {
        if (made) delta[cs] = c.amount;
        else
          for (const d of defenders)
            delta[d] = this.r.failedBid === 'split' ? c.amount / 2 : c.amount;
      }
      if (this.tuteBy !== null) checkTotals = null;
    }
    for (let i = 0; i < this.scores.length; i++) {
      const d = delta[i]!;
      if (d !== null) this.scores[i]! += d;
    }
    this.expectedResult = { winners, reason, totals: checkTotals, delta };
    // match end (docs/rules.md §2, §11)
    let matchWinner: number | null = null;
    const max = Math.max(...this.scores);
    const top = this.scores.flatMap((x, i) => (x === max ? [i] : []));
    if (max >= this.r.target && top.length === 1) matchWinner = top[0]!;
    this.phase = matchWinner === null ? 'deal-over' : 'match-over';
    this.matchWinner = matchWinner;
    return 'deal-end';
  }

  matchWinner: number | null = null;
}

// ---------------------------------------------------------------- random runs with checks

export interface RunOptions {
  /** Deals (ended deals) to play in this run. */
  deals: number;
  /** Probability per step of the expensive checks (JSON round trip, illegal sweep, views). */
  sampleRate: number;
  /** Probability per ended deal of replaying the whole log. */
  replayRate: number;
  /** Check the engine against the full model (family variants only). */
  model: boolean;
}

export interface RunStats {
  deals: number;
  decisions: number;
  oracleChecks: number;
  sweeps: number;
  replays: number;
}

const sortedKeys = (as: readonly Action[]): string[] => as.map(note).sort();

/** Every card once across hands, stock, the turned indicator, trick and won piles. */
export function checkConservation(s: GameState): void {
  const all = allCards(s);
  const deck = deckOf(s.variant);
  if (
    all.length !== deck.length ||
    new Set(all).size !== deck.length ||
    !all.every((c) => deck.includes(c))
  ) {
    assert.fail(
      `§11 card conservation broken (${all.length} cards, ${new Set(all).size} distinct) at log ` +
        `length ${s.log.length}`,
    );
  }
  if (
    s.variant === 'tute-4' &&
    s.phase !== 'deal-over' &&
    s.phase !== 'match-over' &&
    s.played.length === 0
  ) {
    assert.ok(
      s.indicator && s.hands[s.dealer]!.includes(s.indicator),
      "tute-4: the shown card is in the dealer's hand",
    );
  }
}

function candidates(s: GameState, rnd: () => number): Action[] {
  const out: Action[] = [{ type: 'next-deal' }];
  const cards = deckOf(s.variant);
  const min = s.rules.minBid ?? 60;
  const step = s.rules.bidStep ?? 5;
  const high = s.auction?.high?.amount ?? min;
  const bidAmounts = [
    min - step,
    min - 1,
    min,
    min + 1,
    high,
    high + step,
    high + 1,
    high - step,
    120 + s.rules.lastTrickBonus + 100,
    235,
    240,
    0,
  ];
  const actor = s.turn ?? 0;
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === actor) {
      // the seat to act: every card of the deck, every declaration, the bid edges
      for (const card of cards) out.push({ type: 'play', seat, card });
      if (s.variant !== 'tute-3' && s.variant !== 'tute-4' && s.variant !== 'tute')
        out.push({ type: 'play', seat, card: '2o' });
      out.push({ type: 'play', seat, card: '8o' });
      for (const su of SUITS)
        out.push({ type: 'sing', seat, suit: su }, { type: 'trump', seat, suit: su });
      out.push({ type: 'tute', seat, rank: 11 }, { type: 'tute', seat, rank: 12 });
      for (const amount of bidAmounts) out.push({ type: 'bid', seat, amount });
    } else {
      // another seat: a sample (a card it holds, a declaration, a bid, trump)
      const own = s.hands[seat] ?? [];
      out.push({ type: 'play', seat, card: own.length ? pick(own, rnd) : pick(cards, rnd) });
      out.push(
        { type: 'sing', seat, suit: pick(SUITS, rnd) },
        { type: 'trump', seat, suit: pick(SUITS, rnd) },
      );
      out.push(
        { type: 'bid', seat, amount: pick(bidAmounts, rnd) },
        { type: 'tute', seat, rank: 12 },
      );
    }
    out.push(
      { type: 'pass', seat },
      { type: 'censor', seat, take: true },
      { type: 'censor', seat, take: false },
    );
    out.push({ type: 'swap', seat }, { type: 'capote', seat });
  }
  out.push({ type: 'play', seat: s.players, card: cards[0]! });
  return out;
}

/**
 * Illegal sweep: every candidate not in legalActions throws IllegalActionError, state untouched.
 */
export function sweep(
  s: GameState,
  legalNow: readonly Action[],
  rnd: () => number = Math.random,
): void {
  const before = JSON.stringify(s);
  const ok = new Set(legalNow.map(note));
  for (const a of candidates(s, rnd)) {
    if (ok.has(note(a))) continue;
    const caught = thrownBy(() => applyAction(s, a));
    if (!(caught instanceof IllegalActionError)) {
      // anything thrown that is not an Error is shown as JSON, not as "[object Object]"
      const thrown = caught instanceof Error ? String(caught) : JSON.stringify(caught);
      assert.fail(
        `§1/§11 ${note(a)} is not in legalActions ${fmt([...ok])} but was ` +
          (caught === undefined ? 'accepted' : `rejected with ${thrown}`) +
          ` (phase ${s.phase}, turn ${s.turn}, log length ${s.log.length}, seed ${String(s.seed)})`,
      );
    }
  }
  for (const a of legalNow) applyAction(s, a); // every legal action is accepted
  assert.equal(JSON.stringify(s), before, 'rejected actions left the state untouched');
}

/** The view of every seat hides the other hands (docs/api.md; docs/rules.md §7 for the censor). */
export function checkViews(s: GameState): void {
  for (let seat = 0; seat < s.players; seat++) {
    const view = viewFor(s, seat);
    assert.ok(!('seed' in view), 'no seed in the view');
    assert.ok(!('stacked' in view), 'no stacked deals in the view');
    assert.equal(view.seat, seat);
    assert.deepEqual(view.hands[seat], s.hands[seat], 'a seat sees its own hand');
    assert.deepEqual(view.played, s.played, 'played cards are public');
    assert.deepEqual(view.trick, s.trick);
    assert.deepEqual(view.shown, s.shown, 'shown cards are public');
    assert.deepEqual(view.auction, s.auction, 'bids are public');
    assert.equal(view.indicator, s.indicator, 'the turned/shown card is public');
    assert.equal(view.stock, s.stock.length);
    const censorSees = s.variant === 'subastao-censor' && seat === s.dealer && s.phase === 'censor';
    const censorMaySee =
      s.variant === 'subastao-censor' &&
      seat === s.dealer &&
      s.phase !== 'auction' &&
      s.contract !== null;
    // the log holds earlier deals' plays too: search the rest of the view
    const text = JSON.stringify({ ...view, log: [] });
    for (let other = 0; other < s.players; other++) {
      if (other === seat) continue;
      if (censorSees && other === s.contract?.seat) {
        assert.deepEqual(
          view.hands[other],
          s.hands[other],
          '§7 the censor sees the winning hand in the censor phase',
        );
        continue;
      }
      // whether the censor keeps seeing the winning hand is not specified
      if (censorMaySee && other === s.contract?.seat) continue;
      assert.equal(
        view.hands[other],
        s.hands[other]!.length,
        `seat ${seat} sees only a count of seat ${other}'s hand (phase ${s.phase})`,
      );
      for (const c of s.hands[other]!) {
        if (s.shown[other]!.includes(c)) continue;
        assert.ok(
          !text.includes(`"${c}"`),
          `seat ${seat}'s view reveals ${c} of seat ${other} (phase ${s.phase})`,
        );
      }
    }
  }
}

function compareWithModel(s: GameState, m: Model, legalNow: readonly Action[]): void {
  const ctx = (): string =>
    `(${s.variant} ${JSON.stringify(s.rules)} seed ${String(s.seed)} dealCount ${s.dealCount} ` +
    `log length ${s.log.length}, last ${s.log.slice(-6).map(note).join(' ')})`;
  if (s.phase !== m.phase) assert.fail(`phase ${s.phase}, the rule book ${m.phase} ${ctx()}`);
  if (s.turn !== m.turn) assert.fail(`turn ${s.turn}, the rule book ${m.turn} ${ctx()}`);
  if (s.trump !== m.trump) assert.fail(`trump ${s.trump}, the rule book ${m.trump} ${ctx()}`);
  const flat = (xs: readonly (readonly CardCode[])[]): string =>
    xs.map((h) => [...h].sort().join(',')).join('|');
  if (JSON.stringify(s.trick) !== JSON.stringify(m.trick))
    assert.deepEqual(s.trick, m.trick, `trick ${ctx()}`);
  if (flat(s.hands) !== flat(m.hands))
    assert.fail(`hands ${flat(s.hands)}, the rule book ${flat(m.hands)} ${ctx()}`);
  if (flat(s.won) !== flat(m.won))
    assert.fail(`§1 trick winner: won piles ${flat(s.won)}, rule book ${flat(m.won)} ${ctx()}`);
  if (isAuction(s.variant) && s.phase !== 'auction') {
    assert.deepEqual(s.contract, m.contract, `§11 contract ${ctx()}`);
  }
  if (s.phase === 'play' || s.phase === 'deal-over' || s.phase === 'match-over') {
    if (s.deal.cantes.join() !== m.cantes.join())
      assert.deepEqual(s.deal.cantes, m.cantes, `§1 cante points per side ${ctx()}`);
    if (m.tuteBy === null) {
      if (s.deal.cardPoints.join() !== m.cardPoints().join())
        assert.deepEqual(s.deal.cardPoints, m.cardPoints(), `card points per side ${ctx()}`);
      if (s.deal.points.join() !== m.totals().join())
        assert.deepEqual(
          s.deal.points,
          m.totals(),
          `§2 totals = card points + cantes + last trick ${ctx()}`,
        );
    }
  }
  const want = sortedKeys(m.expectedLegal());
  const got = sortedKeys(legalNow);
  if (JSON.stringify(want) !== JSON.stringify(got)) {
    assert.fail(
      `legal actions differ from the rule book ${ctx()}\n` +
        `  engine: ${fmt(got)}\n  rules:  ${fmt(want)}`,
    );
  }
}

function checkDealEnd(s: GameState, m: Model): void {
  const e = m.expectedResult as NonNullable<Model['expectedResult']>;
  const ctx =
    `(${s.variant} ${JSON.stringify(s.rules)} seed ${String(s.seed)} dealCount ${s.dealCount}, ` +
    `contract ${JSON.stringify(s.contract)}, totals ${JSON.stringify(m.totals())}, ` +
    `lastWinner ${m.lastWinner}, tute ${m.tuteBy})`;
  assert.ok(s.result, `result set at deal end ${ctx}`);
  assert.deepEqual([...s.result.winners].sort(), e.winners, `deal winners ${ctx}`);
  assert.ok(
    e.reason.includes(s.result.reason),
    `reason ${s.result.reason}, expected ${e.reason.join('|')} ${ctx}`,
  );
  if (e.totals) {
    assert.deepEqual(s.result.totals, e.totals, `result totals ${ctx}`);
    const tuteMissed = s.variant === 'tute-3' ? pts(m.indicator as CardCode) : 0;
    assert.equal(
      m.cardPoints().reduce((a, b) => a + b, 0),
      120 - tuteMissed,
      `card points sum to 120 ${ctx}`,
    );
  }
  for (let i = 0; i < m.scores.length; i++) {
    // unspecified by the rule book: adopt the engine's score
    if (e.delta[i] === null) m.scores[i] = s.match.scores[i]!;
  }
  assert.deepEqual(
    s.match.scores,
    m.scores,
    `match scores ${ctx}, deltas ${JSON.stringify(e.delta)}`,
  );
  assert.equal(s.match.winner, m.matchWinner, `match winner ${ctx}`);
}

/** Plays one random run (a fresh game, then `opts.deals` ended deals or until the match ends). */
export function randomRun(seed: number, set: OptionSet, opts: RunOptions, stats: RunStats): void {
  const rnd = prng(seed);
  const config: GameConfig = { variant: set.variant, seed, rules: set.rules };
  let s = newGame(config);
  const model = opts.model && set.variant !== 'tute' ? new Model(s) : null;
  let ended = 0;
  let guard = 0;
  while (ended < opts.deals) {
    if (++guard > 20000) assert.fail(`run does not progress (seed ${seed})`);
    checkConservation(s);
    const legalNow = legalActions(s);
    if (s.phase === 'match-over') {
      assert.equal(legalNow.length, 0, 'no legal action once the match is over');
      break;
    }
    assert.ok(
      legalNow.length > 0,
      `§11 legal actions never empty before the match ends (seed ${seed}, log ${s.log.length})`,
    );
    stats.decisions += 1;
    // item 7: the naive oracle on every card decision
    const strictNow =
      set.variant !== 'tute' || (s.stock.length === 0 && s.indicator === null && !s.swapPause);
    const plays = legalNow.filter((a) => a.type === 'play');
    if (
      s.phase === 'play' &&
      strictNow &&
      !(s.window?.asked && s.window.seat === s.turn) &&
      !s.swapPause &&
      s.turn !== null
    ) {
      const want = naivePlayable(
        s.hands[s.turn]!,
        s.trick,
        s.trump,
        !!s.rules.strictBeat,
        !!s.rules.underTrump,
      ).sort();
      const got = plays.map((a) => (a as { card: CardCode }).card).sort();
      if (JSON.stringify(want) !== JSON.stringify(got)) {
        assert.fail(
          `§1 strict play: engine offers ${fmt(got)}, the rule book ${fmt(want)} ` +
            `(${s.variant} ${JSON.stringify(s.rules)}, hand ${fmt(s.hands[s.turn]!)}, trick ` +
            `${fmt(s.trick.map((p) => p.card))}, trump ${s.trump}, seed ${seed}, log ` +
            `${s.log.length})`,
        );
      }
      stats.oracleChecks += 1;
    }
    if (model) compareWithModel(s, model, legalNow);
    if (rnd() < opts.sampleRate) {
      stats.sweeps += 1;
      sweep(s, legalNow, rnd);
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      assert.deepEqual(
        sortedKeys(legalActions(copy)),
        sortedKeys(legalNow),
        'JSON round trip: same legal actions',
      );
      const probe = legalNow[0]!;
      assert.equal(
        JSON.stringify(applyAction(copy, probe)),
        JSON.stringify(applyAction(s, probe)),
        'JSON round trip: same successor',
      );
      checkViews(s);
    }
    const a = randomAction(s, rnd);
    const next = applyAction(s, a);
    if (model) {
      const what = model.apply(a);
      if (what === 'redeal') {
        assert.equal(next.phase, 'auction', '§11 everyone passed: redeal, phase auction again');
        assert.equal(next.result, null, '§11 redeal: no result');
        assert.deepEqual(next.match.scores, s.match.scores, '§6/§7 redeal: nobody scores');
        assert.equal(next.dealCount, s.dealCount + 1, 'redeal: new cards dealt');
        model.startDeal(next);
      } else if (what === 'next') {
        model.startDeal(next);
      } else if (what === 'deal-end') {
        checkDealEnd(next, model);
      }
    }
    if (next.phase === 'deal-over' || next.phase === 'match-over') {
      if (s.phase === 'play') {
        ended += 1;
        if (rnd() < opts.replayRate) {
          stats.replays += 1;
          let r = newGame(config);
          for (const x of next.log) r = applyAction(r, x);
          assert.equal(
            JSON.stringify(r),
            JSON.stringify(next),
            'replaying the log from the same config reproduces the state',
          );
        }
      }
    }
    s = next;
  }
  stats.deals += ended;
}
