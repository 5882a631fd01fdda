/** Cantes, Tute, the trump swap and capote: what a seat may declare or announce, and when. */
import { card, pointsOf, rankOf, SUITS } from './cards.js';
import { partnerOf, playersOf, sideOf } from './seats.js';
import { variantSpec } from './variants.js';
import type { Draft } from './draft.js';
import type { CardCode, Seat, Suit } from './types.js';

/** What the declaration rules read: a state, or a draft of one. */
type Read = Pick<
  Draft,
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
  | 'players'
  | 'out'
>;

/** Whether `seat` may declare now: its open window, nothing declared in it yet, before the lead. */
function inWindow(s: Read, seat: Seat): boolean {
  return (
    s.phase === 'play' &&
    s.trick.length === 0 &&
    s.window !== null &&
    s.window.seat === seat &&
    !s.window.declared
  );
}

/** `whoSings: 'bidders'`: only the contract side may sing (docs/rules.md §6, §7). */
export function maySing(
  s: Pick<Read, 'rules' | 'contract' | 'sides' | 'variant'>,
  seat: Seat,
): boolean {
  if (!variantSpec(s.variant).cantes) return false;
  if (s.rules.whoSings !== 'bidders' || s.contract === null) return true;
  return sideOf(s.sides, seat) === sideOf(s.sides, s.contract.seat);
}

/** Suits `seat` would have to sing in a window: held marriages not yet sung, 40 first. */
export function marriagesToSing(s: Read, seat: Seat): Suit[] {
  if (!maySing(s, seat)) return [];
  const indicatorDrawn = s.indicator === null && variantSpec(s.variant).stock;
  if (s.rules.singAfterStock === false && indicatorDrawn) return [];
  const hand = s.hands[seat] ?? [];
  const suits = SUITS.filter(
    (suit) =>
      !s.deal.sung.includes(suit) && hand.includes(card(12, suit)) && hand.includes(card(11, suit)),
  );
  if (s.rules.fortyFirst && s.trump !== null && suits.includes(s.trump)) return [s.trump];
  return suits;
}

/** Ranks (12 kings, 11 knights) of which `seat` holds all four; Tute ignores `whoSings`. */
export function tutesHeld(s: Read, seat: Seat): (11 | 12)[] {
  if (!s.rules.tute) return [];
  let kings = 0;
  let knights = 0;
  for (const c of s.hands[seat] ?? []) {
    const rank = rankOf(c);
    if (rank === 12) kings++;
    else if (rank === 11) knights++;
  }
  const ranks: (11 | 12)[] = [];
  if (kings === 4) ranks.push(12);
  if (knights === 4) ranks.push(11);
  return ranks;
}

/**
 * Who is asked to declare after the winner of a trick (docs/rules.md §1, §7): its partner in
 * a partnership game; against a soloist with `whoSings: 'all'`, the other defender; otherwise
 * nobody — the winner alone may declare, beside its lead.
 */
export function askedAfter(
  s: Pick<Read, 'variant' | 'rules' | 'sides' | 'contract' | 'players' | 'out'>,
  winner: Seat,
): Seat | null {
  const partner = partnerOf(s.sides, winner);
  if (partner !== null) return partner;
  const { contract } = s;
  const soloist = variantSpec(s.variant).contract === 'soloist';
  if (!soloist || s.rules.whoSings !== 'all' || contract === null) return null;
  if (winner === contract.seat) return null;
  return playersOf(s).find((seat) => seat !== winner && seat !== contract.seat) ?? null;
}

/** Whether `seat` holds anything it may declare: whom the game asks. */
export const hasDeclaration = (s: Read, seat: Seat): boolean =>
  marriagesToSing(s, seat).length > 0 || tutesHeld(s, seat).length > 0;

/**
 * Suits `seat` may sing now (docs/rules.md §1 cante, §3, §11 window; `fortyFirst`,
 * `singAfterStock`, `whoSings`).
 */
export function singableSuits(s: Read, seat: Seat): Suit[] {
  return inWindow(s, seat) ? marriagesToSing(s, seat) : [];
}

/** Ranks of which `seat` may declare Tute now. */
export function tuteRanks(s: Read, seat: Seat): (11 | 12)[] {
  return inWindow(s, seat) ? tutesHeld(s, seat) : [];
}

/**
 * The card `seat` would give for the indicator (docs/rules.md §3 swap, §11): the trump 7 or 2
 * as `swapCard` says, never for itself; null when no swap is possible.
 */
export function swapCardOf(s: Read, seat: Seat): CardCode | null {
  const { swapCard } = s.rules;
  const { indicator, trump } = s;
  if (!swapCard || indicator === null || trump === null) return null;
  const hand = s.hands[seat] ?? [];
  const offer = (rank: 7 | 2): CardCode | null => {
    const own = card(rank, trump);
    return own !== indicator && hand.includes(own) ? own : null;
  };
  if (swapCard === '7') return offer(7);
  if (swapCard === '2') return offer(2);
  // '7-and-2': the 7 takes a card worth points, the 2 a blank.
  return pointsOf(indicator) > 0 ? offer(7) : offer(2);
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

/** Capote: offered on lead once stock and indicator are gone, once a deal (docs/rules.md §11). */
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
