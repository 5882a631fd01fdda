import { card, pointsOf, rankOf, SUITS } from './cards.js';
import { sideOf } from './seats.js';
import { VARIANTS } from './variants.js';
import type { CardCode, GameState, Seat, Suit } from './types.js';

type Read = Pick<
  GameState,
  | 'variant'
  | 'rules'
  | 'hands'
  | 'trump'
  | 'indicator'
  | 'stock'
  | 'deal'
  | 'window'
  | 'trick'
  | 'phase'
  | 'turn'
  | 'sides'
  | 'contract'
>;

/** Whether `seat` may declare now: its open cante window, nothing declared in it yet, before the lead. */
function inWindow(s: Read, seat: Seat): boolean {
  return (
    s.phase === 'play' &&
    s.trick.length === 0 &&
    s.window !== null &&
    s.window.seat === seat &&
    !s.window.declared
  );
}

/** `whoSings: 'bidders'`: only the contract side may sing (RULES.md §6, §7). */
function maySing(s: Read, seat: Seat): boolean {
  if (s.rules.whoSings !== 'bidders' || s.contract === null) return true;
  return sideOf(s.sides, seat) === sideOf(s.sides, s.contract.seat);
}

/** Suits `seat` would have to sing in a window: held marriages not yet sung, 40 first. */
export function marriagesToSing(s: Read, seat: Seat): Suit[] {
  if (!VARIANTS[s.variant].cantes || !maySing(s, seat)) return [];
  if (s.rules.singAfterStock === false && s.indicator === null && VARIANTS[s.variant].stock)
    return [];
  const hand = s.hands[seat] ?? [];
  const suits = SUITS.filter(
    (suit) =>
      !s.deal.sung.includes(suit) && hand.includes(card(12, suit)) && hand.includes(card(11, suit)),
  );
  if (s.rules.fortyFirst && s.trump !== null && suits.includes(s.trump)) return [s.trump];
  return suits;
}

/** Ranks (12 kings, 11 knights) of which `seat` holds all four; Tute ignores `whoSings` (RULES.md §11). */
export function tutesHeld(s: Read, seat: Seat): (11 | 12)[] {
  if (!s.rules.tute) return [];
  const hand = s.hands[seat] ?? [];
  return ([12, 11] as const).filter((rank) => hand.filter((c) => rankOf(c) === rank).length === 4);
}

/** Whether `seat` holds anything it may declare: who a partnership game asks. */
export const hasDeclaration = (s: Read, seat: Seat): boolean =>
  marriagesToSing(s, seat).length > 0 || tutesHeld(s, seat).length > 0;

/** Suits `seat` may sing now (RULES.md §1 cante, §3, §11 window; `fortyFirst`, `singAfterStock`, `whoSings`). */
export function singableSuits(s: Read, seat: Seat): Suit[] {
  return inWindow(s, seat) ? marriagesToSing(s, seat) : [];
}

/** Ranks of which `seat` may declare Tute now. */
export function tuteRanks(s: Read, seat: Seat): (11 | 12)[] {
  return inWindow(s, seat) ? tutesHeld(s, seat) : [];
}

/**
 * The card `seat` would give for the indicator (RULES.md §3 swap, §11): the trump 7 or 2 as
 * `swapCard` says, never for itself; null when no swap is possible.
 */
export function swapCardOf(s: Read, seat: Seat): CardCode | null {
  const { swapCard } = s.rules;
  if (!swapCard || s.indicator === null || s.trump === null) return null;
  const hand = s.hands[seat] ?? [];
  const offer = (rank: 7 | 2): CardCode | null => {
    const own = card(rank, s.trump as Suit);
    return own !== s.indicator && hand.includes(own) ? own : null;
  };
  if (swapCard === '7') return offer(7);
  if (swapCard === '2') return offer(2);
  // '7-and-2': the 7 takes a card worth points, the 2 a blank.
  return pointsOf(s.indicator) > 0 ? offer(7) : offer(2);
}

/** A swap offered to the player about to lead (`swap: 'on-lead'`). */
export function canSwapOnLead(s: Read, seat: Seat): boolean {
  return (
    s.rules.swap === 'on-lead' &&
    s.phase === 'play' &&
    s.trick.length === 0 &&
    s.turn === seat &&
    swapCardOf(s, seat) !== null
  );
}

/** Capote: offered on lead once stock and indicator are gone, once per deal (RULES.md §3, §11). */
export function canCapote(s: Read, seat: Seat): boolean {
  return (
    s.rules.capote === true &&
    s.phase === 'play' &&
    s.trick.length === 0 &&
    s.turn === seat &&
    s.stock.length === 0 &&
    s.indicator === null &&
    s.deal.capote === null &&
    (s.hands[seat]?.length ?? 0) > 0
  );
}

export const marriage = (suit: Suit): [CardCode, CardCode] => [card(12, suit), card(11, suit)];

export const tuteCards = (hand: readonly CardCode[], rank: 11 | 12): CardCode[] =>
  hand.filter((c) => rankOf(c) === rank);
