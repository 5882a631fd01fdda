import { freeze, produce } from 'immer';
import { auctionOutcome } from './auction.js';
import { cardPoints } from './cards.js';
import { hasDeclaration, marriage, swapCardOf, tuteCards } from './declarations.js';
import { checkAction } from './legal.js';
import { startDeal } from './new-game.js';
import { winningCard } from './play.js';
import { finishDeal, recount } from './scoring.js';
import { activeCount, nextActive, nextSeat, partnerOf, sideOf } from './seats.js';
import { VARIANTS } from './variants.js';
import type { Action, CardCode, GameState, Seat, Suit } from './types.js';

/**
 * Applies a legal action and returns the next state; the state given is never changed.
 * The rules run on a private plain copy; `settle` then hands back every part that did not
 * change (so `next.hands === state.hands` when no card moved, as with an immer draft) and
 * freezes the parts that did, before immer commits the result. Mutating an immer draft
 * directly cost about three times as much per action (proxy traps on every read and write).
 */
export function applyAction(state: GameState, action: Action): GameState {
  const act = freeze(checkAction(state, action));
  const { log, ...rest } = state;
  const work = { ...copyData(rest), log: freeze([...log, act]) };
  perform(work, act);
  const next = settle(state, work);
  return produce(state, () => next);
}

type Json = unknown;

/**
 * Structural sharing for JSON-shaped data: returns `prev` where `next` equals it, otherwise
 * `next` (a private copy, so it may be written) with its children settled, frozen.
 */
function settle(prev: Json, next: Json): Json {
  if (prev === next || next === null || typeof next !== 'object' || Object.isFrozen(next))
    return next;
  if (Array.isArray(next)) {
    const old = Array.isArray(prev) ? (prev as Json[]) : null;
    let same = old !== null && old.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const child = settle(old?.[i], next[i]);
      next[i] = child;
      if (same && child !== old?.[i]) same = false;
    }
    return same ? old : Object.freeze(next);
  }
  const old =
    prev !== null && typeof prev === 'object' && !Array.isArray(prev)
      ? (prev as Record<string, Json>)
      : null;
  const fresh = next as Record<string, Json>;
  let count = 0;
  let same = old !== null;
  for (const key in fresh) {
    count++;
    const child = settle(old?.[key], fresh[key]);
    fresh[key] = child;
    if (same && (child !== old?.[key] || !Object.hasOwn(old as object, key))) same = false;
  }
  if (same && Object.keys(old as object).length === count) return old;
  return Object.freeze(fresh);
}

/** A deep copy of JSON-shaped data. */
function copyData<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyData) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = copyData((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
}

function perform(s: GameState, a: Action): void {
  switch (a.type) {
    case 'play':
      return play(s, a.seat, a.card);
    case 'sing':
      return sing(s, a.seat, a.suit);
    case 'tute':
      return declareTute(s, a.seat, a.rank);
    case 'swap':
      return swap(s, a.seat);
    case 'pass':
      if (s.phase === 'auction') return call(s, a.seat, null);
      return s.swapPause ? endSwapPause(s) : askNext(s);
    case 'bid':
      return call(s, a.seat, a.amount);
    case 'censor':
      return censor(s, a.take);
    case 'trump':
      return nameTrump(s, a.suit);
    case 'capote':
      s.deal.capote = a.seat;
      return;
    case 'next-deal':
      s.dealer = nextSeat(s.dealer, s.players);
      return startDeal(s);
  }
}

const without = (list: readonly CardCode[], card: CardCode): CardCode[] =>
  list.filter((c) => c !== card);

function play(s: GameState, seat: Seat, card: CardCode): void {
  s.hands[seat] = without(s.hands[seat] as CardCode[], card);
  s.shown[seat] = without(s.shown[seat] as CardCode[], card);
  if (s.trick.length === 0) s.window = null;
  s.trick.push({ seat, card });
  s.played.push({ seat, card });
  if (s.trick.length < activeCount(s)) {
    s.turn = nextActive(s, seat);
    return;
  }
  completeTrick(s);
}

function completeTrick(s: GameState): void {
  const winner = winningCard(s.trick, s.trump).seat;
  const cards = s.trick.slice();
  const points = cardPoints(cards.map((p) => p.card));
  const side = sideOf(s.sides, winner);
  (s.won[winner] as CardCode[]).push(...cards.map((p) => p.card));
  s.deal.cardPoints[side] = (s.deal.cardPoints[side] ?? 0) + points;
  s.deal.tricks[side] = (s.deal.tricks[side] ?? 0) + 1;
  s.lastTrick = { winner, cards, points };
  s.trick = [];
  recount(s.deal);

  const announcer = s.deal.capote;
  if (announcer !== null && sideOf(s.sides, announcer) !== side) {
    return finishDeal(s, { kind: 'capote', side: sideOf(s.sides, announcer), made: false });
  }
  if (s.hands.every((hand) => hand.length === 0)) {
    s.deal.bonus[side] = (s.deal.bonus[side] ?? 0) + s.rules.lastTrickBonus;
    return finishDeal(
      s,
      announcer === null ? { kind: 'played' } : { kind: 'capote', side, made: true },
    );
  }
  s.turn = winner;
  if (VARIANTS[s.variant].stock && (s.stock.length > 0 || s.indicator !== null)) {
    if (s.rules.swap === 'after-win-before-draw' && swapCardOf(s, winner) !== null) {
      s.swapPause = true;
      return;
    }
    draw(s, winner);
  }
  openWindow(s, winner);
}

/**
 * The cante window after a trick (RULES.md §1, §11). Alone, the winner may declare beside its
 * lead. In partnerships the game asks the winner, then its partner, each only if it holds
 * something to declare; then the winner leads.
 */
function openWindow(s: GameState, winner: Seat): void {
  const partner = partnerOf(s.sides, winner);
  if (partner === null) {
    s.window = { seat: winner, declared: false, asked: false, next: [] };
    return;
  }
  s.window = null;
  s.turn = winner;
  ask(s, [winner, partner]);
}

/** Asks the first of `seats` that holds a declaration; with none left, the trick winner leads. */
function ask(s: GameState, seats: Seat[]): void {
  const index = seats.findIndex((seat) => hasDeclaration(s, seat));
  if (index < 0) {
    s.window = null;
    s.turn = s.lastTrick?.winner ?? s.turn;
    return;
  }
  const seat = seats[index] as Seat;
  s.window = { seat, declared: false, asked: true, next: seats.slice(index + 1) };
  s.turn = seat;
}

function askNext(s: GameState): void {
  ask(s, s.window?.next.slice() ?? []);
}

/** Winner first, then the others in turn; the indicator is the last card taken (RULES.md §3). */
function draw(s: GameState, winner: Seat): void {
  for (let i = 0, seat = winner; i < s.players; i++, seat = nextSeat(seat, s.players)) {
    const hand = s.hands[seat] as CardCode[];
    const top = s.stock[0];
    if (top !== undefined) {
      hand.push(top);
      s.stock = s.stock.slice(1);
    } else if (s.indicator !== null) {
      hand.push(s.indicator);
      (s.shown[seat] as CardCode[]).push(s.indicator);
      s.indicator = null;
    }
  }
}

function show(s: GameState, seat: Seat, cards: readonly CardCode[]): void {
  const shown = s.shown[seat] as CardCode[];
  for (const c of cards) if (!shown.includes(c)) shown.push(c);
}

function sing(s: GameState, seat: Seat, suit: Suit): void {
  const points = suit === s.trump ? 40 : 20;
  const cards = marriage(suit);
  const side = sideOf(s.sides, seat);
  s.deal.cantes[side] = (s.deal.cantes[side] ?? 0) + points;
  s.deal.sung.push(suit);
  s.deal.declarations.push({ type: 'sing', seat, suit, points, cards });
  show(s, seat, cards);
  recount(s.deal);
  if (s.window?.asked) return askNext(s);
  if (s.window) s.window.declared = true;
}

function declareTute(s: GameState, seat: Seat, rank: 11 | 12): void {
  const cards = tuteCards(s.hands[seat] as CardCode[], rank);
  s.deal.declarations.push({ type: 'tute', seat, rank, cards });
  show(s, seat, cards);
  finishDeal(s, { kind: 'tute', side: sideOf(s.sides, seat) });
}

/** The trump 7 (or 2) goes under the stock; the indicator comes to the hand, seen by all. */
function swap(s: GameState, seat: Seat): void {
  const give = swapCardOf(s, seat) as CardCode;
  const take = s.indicator as CardCode;
  s.hands[seat] = [...without(s.hands[seat] as CardCode[], give), take];
  s.shown[seat] = [...without(s.shown[seat] as CardCode[], give), take];
  s.indicator = give;
  if (s.swapPause && swapCardOf(s, seat) === null) endSwapPause(s);
}

/** Ends the swap pause: the draw happens and the cante window opens. */
function endSwapPause(s: GameState): void {
  const winner = s.turn as Seat;
  s.swapPause = false;
  draw(s, winner);
  openWindow(s, winner);
}

/** A bid or a pass (`amount` null) in the auction (RULES.md §6, §7, §11). */
function call(s: GameState, seat: Seat, amount: number | null): void {
  const auction = s.auction as NonNullable<GameState['auction']>;
  auction.calls.push({ seat, amount });
  if (amount === null) auction.passed.push(seat);
  else auction.high = { seat, amount };
  const outcome = auctionOutcome(s, auction, seat);
  switch (outcome.kind) {
    case 'continue':
      s.turn = outcome.turn;
      return;
    case 'all-passed':
      // Nobody bid: the next dealer deals again and nobody scores.
      s.dealer = nextSeat(s.dealer, s.players);
      return startDeal(s);
    case 'won':
      s.contract = { seat: outcome.seat, amount: outcome.amount, displaced: null };
      if (s.out !== null) {
        s.phase = 'censor';
        s.turn = s.dealer;
      } else {
        s.phase = 'trump';
        s.turn = outcome.seat;
      }
  }
}

/** The censor takes the winning hand over at bid + 10, or lets it stand (RULES.md §7, §11). */
function censor(s: GameState, take: boolean): void {
  const contract = s.contract as NonNullable<GameState['contract']>;
  if (take) {
    const bidder = contract.seat;
    s.hands[s.dealer] = (s.hands[bidder] as CardCode[]).slice();
    s.hands[bidder] = [];
    s.shown[bidder] = [];
    s.contract = { seat: s.dealer, amount: contract.amount + 10, displaced: bidder };
    s.out = bidder;
  }
  s.phase = 'trump';
  s.turn = (s.contract as NonNullable<GameState['contract']>).seat;
}

function nameTrump(s: GameState, suit: Suit): void {
  const holder = (s.contract as NonNullable<GameState['contract']>).seat;
  s.trump = suit;
  s.phase = 'play';
  s.turn = s.rules.firstLead === 'mano' ? nextActive(s, s.dealer) : holder;
}
