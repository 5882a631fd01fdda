import { SUIT_NAMES, strengthOf, suitOf } from './cards.js';
import type { CardCode, PlayedCard, Suit } from './types.js';

/** How play is constrained at this moment (RULES.md §1, §3, §8). */
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
  cards: CardCode[];
  /** Set when the hand is restricted: what every other card breaks. */
  obligation: Obligation | null;
}

/** The card that currently wins a (possibly incomplete) trick: highest trump, else highest of the led suit. */
export function winningCard(trick: readonly PlayedCard[], trump: Suit | null): PlayedCard {
  const first = trick[0];
  if (!first) throw new Error('empty trick');
  let best = first;
  for (let i = 1; i < trick.length; i++) {
    const play = trick[i] as PlayedCard;
    if (beats(play.card, best.card, trump)) best = play;
  }
  return best;
}

/** Whether `card` beats the current best `best` of a trick. */
function beats(card: CardCode, best: CardCode, trump: Suit | null): boolean {
  const suit = suitOf(card);
  const bestSuit = suitOf(best);
  if (suit === bestSuit) return strengthOf(card) > strengthOf(best);
  return suit === trump;
}

function highestOfSuit(trick: readonly PlayedCard[], suit: Suit): number {
  let best = 0;
  for (const { card } of trick) {
    if (suitOf(card) === suit) best = Math.max(best, strengthOf(card));
  }
  return best;
}

const restricted = (
  cards: CardCode[],
  hand: readonly CardCode[],
  obligation: Obligation,
): PlayableCards =>
  cards.length === hand.length ? { cards, obligation: null } : { cards, obligation };

/**
 * The cards of `hand` that may be played to `trick` (RULES.md §1 strict play; §3 follow-trump).
 * Leading is always free.
 */
export function playableCards(
  hand: readonly CardCode[],
  trick: readonly PlayedCard[],
  trump: Suit | null,
  mode: PlayMode,
  options: StrictOptions,
): PlayableCards {
  const lead = trick[0];
  if (!lead || mode === 'free') return { cards: hand.slice(), obligation: null };
  const led = suitOf(lead.card);

  if (mode === 'follow-trump') {
    const trumps = led === trump ? hand.filter((c) => suitOf(c) === trump) : [];
    return trumps.length
      ? restricted(trumps, hand, {
          code: 'must-follow-trump',
          message: `must answer a trump lead with a trump (${SUIT_NAMES[led]})`,
        })
      : { cards: hand.slice(), obligation: null };
  }

  const follow = hand.filter((c) => suitOf(c) === led);
  if (follow.length) {
    const ruffed = led !== trump && trump !== null && trick.some((p) => suitOf(p.card) === trump);
    const followOnly = restricted(follow, hand, {
      code: 'must-follow',
      message: `must follow ${SUIT_NAMES[led]}`,
    });
    if (ruffed && !options.strictBeat) return followOnly;
    const top = highestOfSuit(trick, led);
    const higher = follow.filter((c) => strengthOf(c) > top);
    return higher.length
      ? restricted(higher, hand, {
          code: 'must-beat',
          message: `must follow ${SUIT_NAMES[led]} and beat the highest ${SUIT_NAMES[led]} on the table`,
        })
      : followOnly;
  }

  const trumps = trump === null ? [] : hand.filter((c) => suitOf(c) === trump);
  if (!trumps.length) return { cards: hand.slice(), obligation: null };
  const topTrump = highestOfSuit(trick, trump as Suit);
  const trumpName = SUIT_NAMES[trump as Suit];
  if (topTrump === 0) {
    return restricted(trumps, hand, {
      code: 'must-trump',
      message: `cannot follow ${SUIT_NAMES[led]}: must play a trump (${trumpName})`,
    });
  }
  const over = trumps.filter((c) => strengthOf(c) > topTrump);
  if (over.length) {
    return restricted(over, hand, {
      code: 'must-overtrump',
      message: `cannot follow ${SUIT_NAMES[led]}: must play a ${trumpName} higher than the trump on the table`,
    });
  }
  return options.underTrump
    ? restricted(trumps, hand, {
        code: 'must-trump',
        message: `cannot follow ${SUIT_NAMES[led]} nor overtrump: must still play a trump (${trumpName})`,
      })
    : { cards: hand.slice(), obligation: null };
}
