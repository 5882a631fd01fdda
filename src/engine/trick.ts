/** Trick rules: which card wins, which cards may be played, when play is strict. */
import { SUIT_NAMES, strengthOf, suitOf } from './cards.js';
import { variantSpec } from './variants.js';
import type { CardCode, PlayedCard, Position, Rules, Seat, Suit, Variant } from './types.js';

/** How play is constrained at a moment of a deal (docs/rules.md §1, §3, §8). */
export type PlayMode = 'free' | 'follow-trump' | 'strict';

export interface StrictOptions {
  strictBeat: boolean;
  underTrump: boolean;
}

/** Why a card may not be played, for error messages and the UI ("must follow copas"). */
export interface Obligation {
  code: 'must-follow' | 'must-beat' | 'must-trump' | 'must-overtrump' | 'must-follow-trump';
  message: string;
}

export interface PlayableCards {
  /** The cards that may be played (the hand itself when any card may be). */
  cards: readonly CardCode[];
  /** Set when the hand is restricted: what every other card breaks. */
  obligation: Obligation | null;
}

/** Whether `card` beats `best`, the card winning a trick so far (docs/rules.md §1). */
export function beats(card: CardCode, best: CardCode, trump: Suit | null): boolean {
  const suit = suitOf(card);
  if (suit === suitOf(best)) return strengthOf(card) > strengthOf(best);
  return suit === trump;
}

/**
 * The play winning a (possibly incomplete) trick: the highest trump, else the highest card of
 * the suit led (docs/rules.md §1). Throws on an empty trick.
 */
export function winningPlay(trick: readonly PlayedCard[], trump: Suit | null): PlayedCard {
  let best = trick[0];
  if (!best) throw new RangeError('an empty trick has no winner');
  for (let i = 1; i < trick.length; i++) {
    const play = trick[i];
    if (play && beats(play.card, best.card, trump)) best = play;
  }
  return best;
}

/** The seat winning a (possibly incomplete) trick. */
export const trickWinner = (trick: readonly PlayedCard[], trump: Suit | null): Seat =>
  winningPlay(trick, trump).seat;

/** Whether the variant's trick number `index` (from 0) of a deal is played strictly. */
export function strictAtTrick(variant: Variant, index: number): boolean {
  const first = variantSpec(variant).firstStrictTrick;
  return first !== null && index >= first;
}

/**
 * How play is constrained now (docs/rules.md §1, §3, §8): free while a stock lasts (or
 * follow-trump with `stockPlay: 'follow-trump'`), strict after it; always free in brisca;
 * strict from the first trick in the other variants.
 */
export function playMode(p: Pick<Position, 'variant' | 'rules' | 'stock' | 'indicator'>): PlayMode {
  const { play } = variantSpec(p.variant);
  if (play !== 'stock-then-strict') return play;
  const stockLeft = typeof p.stock === 'number' ? p.stock > 0 : p.stock.length > 0;
  if (!stockLeft && p.indicator === null) return 'strict';
  return p.rules.stockPlay === 'follow-trump' ? 'follow-trump' : 'free';
}

/** The strict-play options of a rule set. */
export const strictOptions = (rules: Rules): StrictOptions => ({
  strictBeat: rules.strictBeat === true,
  underTrump: rules.underTrump === true,
});

function highestOfSuit(trick: readonly PlayedCard[], suit: Suit): number {
  let best = 0;
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i]?.card;
    if (card !== undefined && suitOf(card) === suit) best = Math.max(best, strengthOf(card));
  }
  return best;
}

const restricted = (
  cards: readonly CardCode[],
  hand: readonly CardCode[],
  obligation: Obligation,
): PlayableCards =>
  cards.length === hand.length ? { cards, obligation: null } : { cards, obligation };

/**
 * The cards of `list` that pass `test`, by an indexed loop: hands are frozen, and `filter` on a
 * frozen array is slow (see draft.ts).
 */
function matching(list: readonly CardCode[], test: (card: CardCode) => boolean): CardCode[] {
  const out: CardCode[] = [];
  for (let i = 0; i < list.length; i++) {
    const card = list[i];
    if (card !== undefined && test(card)) out.push(card);
  }
  return out;
}

const unrestricted = (hand: readonly CardCode[]): PlayableCards => ({
  cards: hand,
  obligation: null,
});

/**
 * The cards of `hand` that may be played to `trick` (docs/rules.md §1 strict play; §3
 * follow-trump). Leading is always free.
 */
export function playableCards(
  hand: readonly CardCode[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
  mode: PlayMode,
  options: StrictOptions,
): PlayableCards {
  const lead = trick[0];
  if (!lead || mode === 'free') return unrestricted(hand);
  const led = suitOf(lead.card);
  const ledName = SUIT_NAMES[led];

  if (mode === 'follow-trump') {
    const trumps = led === trump ? matching(hand, (c) => suitOf(c) === trump) : [];
    return trumps.length
      ? restricted(trumps, hand, {
          code: 'must-follow-trump',
          message: `must answer a trump lead with a trump (${ledName})`,
        })
      : unrestricted(hand);
  }

  const follow = matching(hand, (c) => suitOf(c) === led);
  if (follow.length) {
    const ruffed = led !== trump && trump !== null && highestOfSuit(trick, trump) > 0;
    const followOnly = restricted(follow, hand, {
      code: 'must-follow',
      message: `must follow ${ledName}`,
    });
    if (ruffed && !options.strictBeat) return followOnly;
    const top = highestOfSuit(trick, led);
    const higher = follow.filter((c) => strengthOf(c) > top);
    return higher.length
      ? restricted(higher, hand, {
          code: 'must-beat',
          message: `must follow ${ledName} and beat the highest ${ledName} on the table`,
        })
      : followOnly;
  }

  if (trump === null) return unrestricted(hand);
  const trumps = matching(hand, (c) => suitOf(c) === trump);
  if (!trumps.length) return unrestricted(hand);
  const topTrump = highestOfSuit(trick, trump);
  const trumpName = SUIT_NAMES[trump];
  if (topTrump === 0) {
    return restricted(trumps, hand, {
      code: 'must-trump',
      message: `cannot follow ${ledName}: must play a trump (${trumpName})`,
    });
  }
  const over = trumps.filter((c) => strengthOf(c) > topTrump);
  if (over.length) {
    return restricted(over, hand, {
      code: 'must-overtrump',
      message: `cannot follow ${ledName}: must play a higher trump (${trumpName})`,
    });
  }
  return options.underTrump
    ? restricted(trumps, hand, {
        code: 'must-trump',
        message: `cannot follow ${ledName} nor overtrump: must still play a trump (${trumpName})`,
      })
    : unrestricted(hand);
}
