/**
 * A mutable, perfect-information simulator of the play phase of every variant (docs/rules.md
 * §1–§8, §11), for search. All state is numbers and small typed arrays allocated once: `apply`
 * and `legalMoves` (legal.ts) allocate nothing, and `copyFrom` snapshots a whole position into a
 * preallocated simulator — search keeps a stack of them instead of undoing moves, because the
 * draw, the swap and the cante windows would make a correct undo as long as the rules.
 *
 * It knows what the engine knows, so it is built from a full `GameState` (tests) or from a
 * state-shaped object whose hidden cards were sampled (search): see `Sim.fromState`.
 *
 * This is a second, fast implementation of the engine's rules of play (the trick winner, turn
 * order, the draw, cantes, Tute, the swap, capote, scoring of tricks), kept apart for speed. The
 * lock-step tests (test/ai/simulator.test.ts, test/ai/support/lockstep.ts) prove it equal to the
 * engine: random deals of every variant and several rule sets are played through both, and the
 * legal moves and the whole modelled position compared after every step.
 *
 * Indexing: hands, scores and tricks are typed arrays indexed by seat, side, suit, card or
 * trick slot, in range by construction; `!` marks those reads instead of a check in the hot loop.
 */
import type { GameState } from '../../engine/index.js';
import {
  addCodes,
  beatsCard,
  CARD_POINTS,
  cardAt,
  indexOf,
  MARRIAGE_MASK,
  POS_KING,
  POS_KNIGHT,
  POS_SEVEN,
  POS_TWO,
  positionOf,
  suitIndex,
  suitOf,
} from './cards.js';
import { MOVE_CAPOTE, MOVE_PASS, MOVE_SING, MOVE_SWAP, MOVE_TUTE_KINGS } from './moves.js';
import {
  simRules,
  SWAP_AFTER_WIN,
  SWAP_CARD_NONE,
  SWAP_CARD_SEVEN_AND_TWO,
  type SimRules,
} from './rules.js';

/** How a deal ended. */
export const END_NONE = 0;
export const END_PLAYED = 1;
export const END_TUTE = 2;
export const END_CAPOTE_MADE = 3;
export const END_CAPOTE_FAILED = 4;

/** What `Sim.fromState` reads: a `GameState`, or the same shape with sampled hidden cards. */
export type SimSource = Pick<
  GameState,
  | 'variant'
  | 'rules'
  | 'players'
  | 'sides'
  | 'out'
  | 'contract'
  | 'phase'
  | 'hands'
  | 'stock'
  | 'indicator'
  | 'trump'
  | 'trick'
  | 'turn'
  | 'deal'
  | 'window'
  | 'swapPause'
  | 'lastTrick'
>;

export class Sim {
  readonly rules: SimRules;
  /** Suit masks by `seat * 4 + suit`. */
  readonly hands: Int32Array;
  /** Cards in all hands together: the deal is played out when it reaches 0. */
  cardsLeft = 0;
  readonly trickSeat = new Int8Array(4);
  readonly trickCard = new Int8Array(4);
  trickLen = 0;
  /** Face-down stock, top first: the cards `stock[stockPos…stockEnd)` are still there. */
  readonly stock = new Int8Array(40);
  stockPos = 0;
  stockEnd = 0;
  /** The face-up card (docs/rules.md §11), or -1. */
  indicator = -1;
  trump = -1;
  /** Seat to act, or -1 once the deal has ended. */
  turn = -1;
  /** Per side. */
  readonly cardPoints = new Int32Array(4);
  readonly cantes = new Int32Array(4);
  readonly bonus = new Int32Array(4);
  readonly tricks = new Int32Array(4);
  /** Suits sung this deal, one bit per suit. */
  sung = 0;
  /**
   * The cante window: its seat (-1 when none), whether it declared, whether it was asked, who
   * is asked next.
   */
  winSeat = -1;
  winDeclared = false;
  winAsked = false;
  winNext = -1;
  swapPause = false;
  capoteSeat = -1;
  lastWinner = -1;
  end = END_NONE;
  /** The side that declared the Tute or announced capote. */
  endSide = -1;

  constructor(rules: SimRules) {
    this.rules = rules;
    this.hands = new Int32Array(rules.players * 4);
  }

  /** A simulator at the position of `s`, which must be in the play phase. */
  static fromState(s: SimSource): Sim {
    return new Sim(simRules(s)).setPosition(s, s.hands, s.stock);
  }

  /**
   * Makes this simulator the position of `s` with these hands and stock (in the play phase,
   * under the deal rules it was made with) as `fromState` would: a search sets one simulator to
   * every sampled deal of a decision, the view's position with the sampled cards, instead of
   * allocating one per sample.
   */
  setPosition(
    s: Omit<SimSource, 'hands' | 'stock'>,
    hands: SimSource['hands'],
    stock: SimSource['stock'],
  ): this {
    if (s.phase !== 'play')
      throw new RangeError(`the simulator starts in the play phase, not ${s.phase}`);
    this.hands.fill(0);
    this.trickSeat.fill(0);
    this.trickCard.fill(0);
    this.stock.fill(0);
    this.cardPoints.fill(0);
    this.cantes.fill(0);
    this.bonus.fill(0);
    this.tricks.fill(0);
    this.stockPos = 0;
    this.sung = 0;
    this.winSeat = -1;
    this.winDeclared = false;
    this.winAsked = false;
    this.winNext = -1;
    this.end = END_NONE;
    this.endSide = -1;
    hands.forEach((hand, seat) => addCodes(this.hands, seat * 4, hand));
    this.cardsLeft = hands.reduce((n, hand) => n + hand.length, 0);
    s.trick.forEach((p, i) => {
      this.trickSeat[i] = p.seat;
      this.trickCard[i] = indexOf(p.card);
    });
    this.trickLen = s.trick.length;
    stock.forEach((code, i) => {
      this.stock[i] = indexOf(code);
    });
    this.stockEnd = stock.length;
    this.indicator = s.indicator === null ? -1 : indexOf(s.indicator);
    this.trump = s.trump === null ? -1 : suitIndex(s.trump);
    this.turn = s.turn ?? -1;
    s.deal.cardPoints.forEach((v, i) => {
      this.cardPoints[i] = v;
    });
    s.deal.cantes.forEach((v, i) => {
      this.cantes[i] = v;
    });
    s.deal.bonus.forEach((v, i) => {
      this.bonus[i] = v;
    });
    s.deal.tricks.forEach((v, i) => {
      this.tricks[i] = v;
    });
    for (const suit of s.deal.sung) this.sung |= 1 << suitIndex(suit);
    if (s.window) {
      this.winSeat = s.window.seat;
      this.winDeclared = s.window.declared;
      this.winAsked = s.window.asked;
      this.winNext = s.window.next[0] ?? -1;
    }
    this.swapPause = s.swapPause;
    this.capoteSeat = s.deal.capote ?? -1;
    this.lastWinner = s.lastTrick?.winner ?? -1;
    return this;
  }

  /** A fresh simulator with the same rules and position (allocates: not for the hot loop). */
  clone(): Sim {
    const sim = new Sim(this.rules);
    sim.copyFrom(this);
    return sim;
  }

  /**
   * Makes this simulator the position of `o` (same deal rules); allocation-free. The searches
   * call it at every node, so it copies element by element (cheaper than `set` on arrays this
   * short) and only the stock's live part.
   */
  copyFrom(o: Sim): void {
    const hands = this.hands;
    const from = o.hands;
    for (let i = 0; i < hands.length; i++) hands[i] = from[i]!;
    this.cardsLeft = o.cardsLeft;
    for (let i = 0; i < 4; i++) {
      this.trickSeat[i] = o.trickSeat[i]!;
      this.trickCard[i] = o.trickCard[i]!;
      this.cardPoints[i] = o.cardPoints[i]!;
      this.cantes[i] = o.cantes[i]!;
      this.bonus[i] = o.bonus[i]!;
      this.tricks[i] = o.tricks[i]!;
    }
    this.trickLen = o.trickLen;
    for (let i = o.stockPos; i < o.stockEnd; i++) this.stock[i] = o.stock[i]!;
    this.stockPos = o.stockPos;
    this.stockEnd = o.stockEnd;
    this.indicator = o.indicator;
    this.trump = o.trump;
    this.turn = o.turn;
    this.sung = o.sung;
    this.winSeat = o.winSeat;
    this.winDeclared = o.winDeclared;
    this.winAsked = o.winAsked;
    this.winNext = o.winNext;
    this.swapPause = o.swapPause;
    this.capoteSeat = o.capoteSeat;
    this.lastWinner = o.lastWinner;
    this.end = o.end;
    this.endSide = o.endSide;
  }

  // ------------------------------------------------------------------ queries

  /** Card-and-bonus points plus cantes of a side (the engine's `deal.points`). */
  points(side: number): number {
    return this.cardPoints[side]! + this.cantes[side]! + this.bonus[side]!;
  }

  /** "While the stock lasts" (docs/rules.md §11): face-down cards or the indicator remain. */
  stockLasts(): boolean {
    return this.rules.hasStock && (this.stockPos < this.stockEnd || this.indicator >= 0);
  }

  holds(seat: number, card: number): boolean {
    return ((this.hands[seat * 4 + suitOf(card)]! >> positionOf(card)) & 1) === 1;
  }

  /** The card `seat` would give for the indicator (docs/rules.md §3 swapCard), or -1. */
  swapCardOf(seat: number): number {
    const { swapCard } = this.rules;
    if (swapCard === SWAP_CARD_NONE || this.indicator < 0 || this.trump < 0) return -1;
    const position =
      swapCard === SWAP_CARD_SEVEN_AND_TWO
        ? CARD_POINTS[this.indicator]! > 0
          ? POS_SEVEN
          : POS_TWO
        : swapCard;
    const card = cardAt(this.trump, position);
    return card !== this.indicator && this.holds(seat, card) ? card : -1;
  }

  /** Suits (bit mask) `seat` would have to choose from to sing: held, unsung, 40 first. */
  marriages(seat: number): number {
    const r = this.rules;
    if (!r.cantes || (r.singSide >= 0 && r.sideOf[seat] !== r.singSide)) return 0;
    if (!r.singAfterStock && r.hasStock && this.indicator < 0) return 0;
    let suits = 0;
    for (let suit = 0; suit < 4; suit++) {
      if ((this.hands[seat * 4 + suit]! & MARRIAGE_MASK) === MARRIAGE_MASK) suits |= 1 << suit;
    }
    suits &= ~this.sung;
    if (r.fortyFirst && this.trump >= 0 && (suits >> this.trump) & 1) return 1 << this.trump;
    return suits;
  }

  /** Tutes `seat` holds: bit 0 four kings, bit 1 four knights (docs/rules.md §1 Tute). */
  tutes(seat: number): number {
    if (!this.rules.tute) return 0;
    const h = seat * 4;
    const all = this.hands[h]! & this.hands[h + 1]! & this.hands[h + 2]! & this.hands[h + 3]!;
    return ((all >> POS_KING) & 1) | (((all >> POS_KNIGHT) & 1) << 1);
  }

  /** Whether `seat` may declare now beside its lead (its own open window, nothing declared yet). */
  inWindow(seat: number): boolean {
    return (
      this.end === END_NONE && this.trickLen === 0 && this.winSeat === seat && !this.winDeclared
    );
  }

  // ------------------------------------------------------------------ moves

  /** Applies a legal move of the seat to act (no checks: take moves from `legalMoves`). */
  apply(move: number): void {
    const seat = this.turn;
    if (move < MOVE_SING) this.play(seat, move);
    else if (move < MOVE_TUTE_KINGS) this.sing(seat, move - MOVE_SING);
    else if (move < MOVE_SWAP) this.finish(END_TUTE, this.rules.sideOf[seat]!);
    else if (move === MOVE_SWAP) this.swap(seat);
    else if (move === MOVE_PASS) {
      if (this.swapPause) this.endSwapPause();
      else this.ask(this.winNext, -1);
    } else if (move === MOVE_CAPOTE) this.capoteSeat = seat;
  }

  private nextActive(seat: number): number {
    const { players, out } = this.rules;
    const next = (seat + 1) % players;
    return next === out ? (next + 1) % players : next;
  }

  private play(seat: number, card: number): void {
    this.hands[seat * 4 + suitOf(card)]! &= ~(1 << positionOf(card));
    this.cardsLeft--;
    if (this.trickLen === 0) this.closeWindow();
    this.trickSeat[this.trickLen] = seat;
    this.trickCard[this.trickLen] = card;
    this.trickLen++;
    if (this.trickLen < this.rules.active) this.turn = this.nextActive(seat);
    else this.completeTrick();
  }

  /** The index in the trick of the winning card: highest trump, else highest of the led suit. */
  winningIndex(): number {
    let best = 0;
    for (let i = 1; i < this.trickLen; i++) {
      if (beatsCard(this.trickCard[i]!, this.trickCard[best]!, this.trump)) best = i;
    }
    return best;
  }

  private completeTrick(): void {
    const r = this.rules;
    const winner = this.trickSeat[this.winningIndex()]!;
    let points = 0;
    for (let i = 0; i < this.trickLen; i++) points += CARD_POINTS[this.trickCard[i]!]!;
    const side = r.sideOf[winner]!;
    this.cardPoints[side]! += points;
    this.tricks[side]!++;
    this.lastWinner = winner;
    this.trickLen = 0;
    // The last trick takes its bonus even when it ends a failed capote (docs/rules.md §11).
    if (this.cardsLeft === 0) this.bonus[side]! += r.lastTrickBonus;
    if (this.capoteSeat >= 0 && r.sideOf[this.capoteSeat] !== side) {
      this.finish(END_CAPOTE_FAILED, r.sideOf[this.capoteSeat]!);
      return;
    }
    if (this.cardsLeft === 0) {
      if (this.capoteSeat >= 0) this.finish(END_CAPOTE_MADE, side);
      else this.finish(END_PLAYED, -1);
      return;
    }
    this.turn = winner;
    if (this.stockLasts()) {
      if (r.swap === SWAP_AFTER_WIN && this.swapCardOf(winner) >= 0) {
        this.swapPause = true;
        return;
      }
      this.draw(winner);
    }
    this.openWindow(winner);
  }

  /** Winner first, then the others; the indicator is the last card taken (docs/rules.md §3). */
  private draw(winner: number): void {
    for (
      let i = 0, seat = winner;
      i < this.rules.players;
      i++, seat = (seat + 1) % this.rules.players
    ) {
      let card = -1;
      if (this.stockPos < this.stockEnd) card = this.stock[this.stockPos++]!;
      else if (this.indicator >= 0) {
        card = this.indicator;
        this.indicator = -1;
      }
      if (card >= 0) {
        this.hands[seat * 4 + suitOf(card)]! |= 1 << positionOf(card);
        this.cardsLeft++;
      }
    }
  }

  /**
   * Alone, the winner may declare beside its lead; partners are asked in turn (docs/rules.md
   * §1).
   */
  private openWindow(winner: number): void {
    const partner = this.rules.partner[winner]!;
    if (partner < 0) {
      this.winSeat = winner;
      this.winDeclared = false;
      this.winAsked = false;
      this.winNext = -1;
      return;
    }
    this.closeWindow();
    this.ask(winner, partner);
  }

  /**
   * Asks the first of two seats (-1: none) that holds a declaration; else the trick winner
   * leads.
   */
  private ask(first: number, second: number): void {
    const seat =
      first >= 0 && this.hasDeclaration(first)
        ? first
        : second >= 0 && this.hasDeclaration(second)
          ? second
          : -1;
    if (seat < 0) {
      this.closeWindow();
      this.turn = this.lastWinner;
      return;
    }
    this.winSeat = seat;
    this.winDeclared = false;
    this.winAsked = true;
    this.winNext = seat === first ? second : -1;
    this.turn = seat;
  }

  private hasDeclaration(seat: number): boolean {
    return this.marriages(seat) !== 0 || this.tutes(seat) !== 0;
  }

  private closeWindow(): void {
    this.winSeat = -1;
    this.winDeclared = false;
    this.winAsked = false;
    this.winNext = -1;
  }

  private sing(seat: number, suit: number): void {
    this.cantes[this.rules.sideOf[seat]!]! += suit === this.trump ? 40 : 20;
    this.sung |= 1 << suit;
    if (this.winAsked) this.ask(this.winNext, -1);
    else if (this.winSeat >= 0) this.winDeclared = true;
  }

  /**
   * The trump 7 (or 2) becomes the indicator; the indicator comes to the hand (docs/rules.md
   * §3, §11).
   */
  private swap(seat: number): void {
    const give = this.swapCardOf(seat);
    const take = this.indicator;
    this.hands[seat * 4 + suitOf(give)]! &= ~(1 << positionOf(give));
    this.hands[seat * 4 + suitOf(take)]! |= 1 << positionOf(take);
    this.indicator = give;
    if (this.swapPause && this.swapCardOf(seat) < 0) this.endSwapPause();
  }

  private endSwapPause(): void {
    const winner = this.turn;
    this.swapPause = false;
    this.draw(winner);
    this.openWindow(winner);
  }

  private finish(kind: number, side: number): void {
    this.end = kind;
    this.endSide = side;
    this.turn = -1;
    this.closeWindow();
    this.swapPause = false;
  }
}
