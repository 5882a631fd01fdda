import { freeze, produce } from 'immer';
import { cardPoints } from './cards.js';
import { marriage, swapCardOf, tuteCards } from './declarations.js';
import { checkAction } from './legal.js';
import { startDeal } from './new-game.js';
import { winningCard } from './play.js';
import { finishDeal, recount } from './scoring.js';
import { nextSeat, sideOf } from './seats.js';
import type { Action, CardCode, GameState, Seat } from './types.js';

/** Applies a legal action and returns the next state; the state given is never changed. */
export function applyAction(state: GameState, action: Action): GameState {
  const act = freeze(checkAction(state, action));
  const next = produce(state, (draft) => perform(draft as GameState, act));
  // The log only grows: appending outside the draft spares immer a proxy walk over the whole match.
  return freeze({ ...next, log: freeze([...state.log, act]) });
}

function perform(s: GameState, a: Action): void {
  switch (a.type) {
    case 'play': return play(s, a.seat, a.card);
    case 'sing': return sing(s, a.seat, a.suit);
    case 'tute': return declareTute(s, a.seat, a.rank);
    case 'swap': return swap(s, a.seat);
    case 'pass': return passSwap(s);
    case 'capote':
      s.deal.capote = a.seat;
      return;
    case 'next-deal':
      s.dealer = nextSeat(s.dealer, s.players);
      return startDeal(s);
    default:
      throw new Error(`${a.type} is legal but not implemented`);
  }
}

/** Plain arrays built outside the draft: immer's array traps make splice and shift slow. */
const without = (list: readonly CardCode[], card: CardCode): CardCode[] => list.filter((c) => c !== card);

function play(s: GameState, seat: Seat, card: CardCode): void {
  s.hands[seat] = without(s.hands[seat] as CardCode[], card);
  s.shown[seat] = without(s.shown[seat] as CardCode[], card);
  if (s.trick.length === 0) s.window = null;
  s.trick.push({ seat, card });
  s.played.push({ seat, card });
  if (s.trick.length < s.players) {
    s.turn = nextSeat(seat, s.players);
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
    return finishDeal(s, announcer === null ? { kind: 'played' } : { kind: 'capote', side, made: true });
  }
  s.turn = winner;
  if (s.stock.length > 0 || s.indicator !== null) {
    if (s.rules.swap === 'after-win-before-draw' && swapCardOf(s, winner) !== null) {
      s.swapPause = true;
      return;
    }
    draw(s, winner);
  }
  s.window = { seat: winner, declared: false };
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

function sing(s: GameState, seat: Seat, suit: GameState['trump'] & string): void {
  const points = suit === s.trump ? 40 : 20;
  const cards = marriage(suit);
  const side = sideOf(s.sides, seat);
  s.deal.cantes[side] = (s.deal.cantes[side] ?? 0) + points;
  s.deal.sung.push(suit);
  s.deal.declarations.push({ type: 'sing', seat, suit, points, cards });
  const shown = s.shown[seat] as CardCode[];
  for (const c of cards) if (!shown.includes(c)) shown.push(c);
  if (s.window) s.window.declared = true;
  recount(s.deal);
}

function declareTute(s: GameState, seat: Seat, rank: 11 | 12): void {
  const cards = tuteCards(s.hands[seat] as CardCode[], rank);
  s.deal.declarations.push({ type: 'tute', seat, rank, cards });
  const shown = s.shown[seat] as CardCode[];
  for (const c of cards) if (!shown.includes(c)) shown.push(c);
  finishDeal(s, { kind: 'tute', side: sideOf(s.sides, seat) });
}

/** The trump 7 (or 2) goes under the stock; the indicator comes to the hand, seen by all. */
function swap(s: GameState, seat: Seat): void {
  const give = swapCardOf(s, seat) as CardCode;
  const take = s.indicator as CardCode;
  s.hands[seat] = [...without(s.hands[seat] as CardCode[], give), take];
  s.shown[seat] = [...without(s.shown[seat] as CardCode[], give), take];
  s.indicator = give;
  if (s.swapPause && swapCardOf(s, seat) === null) passSwap(s);
}

/** Ends the swap pause: the draw happens and the cante window opens. */
function passSwap(s: GameState): void {
  const winner = s.turn as Seat;
  s.swapPause = false;
  draw(s, winner);
  s.window = { seat: winner, declared: false };
}
