/**
 * Hand valuation for the auction games (docs/rules.md §6, §7): how many points a hand should take
 * with a given trump, from its winners, its trump length and its marriages. The weights are
 * rules of thumb, tuned against random and self play; search-based bidding replaces them at
 * the higher levels.
 */
import {
  rankOf,
  SUITS,
  suitOf,
  variantSpec,
  type CardCode,
  type PlayerView,
  type Suit,
} from '../../engine/index.js';

/** Expected points of `hand` (held by one seat) with `trump`, before the partner's share. */
export function handValue(hand: readonly CardCode[], trump: Suit): number {
  let value = 0;
  for (const suit of SUITS) {
    const cards = hand.filter((c) => suitOf(c) === suit);
    const ranks = new Set(cards.map(rankOf));
    const isTrump = suit === trump;
    if (ranks.has(1)) value += isTrump ? 20 : 16;
    if (ranks.has(3)) value += ranks.has(1) || isTrump ? 13 : cards.length >= 3 ? 7 : 4;
    if (ranks.has(12) && ranks.has(11)) value += isTrump ? 36 : 15;
    else if (ranks.has(12) && isTrump) value += 6;
    if (isTrump) value += cards.length * 7 + Math.max(0, cards.length - 4) * 6;
    else if (cards.length === 0) value += 6;
  }
  return value;
}

export interface BestTrump {
  suit: Suit;
  value: number;
}

export function bestTrump(hand: readonly CardCode[]): BestTrump {
  return SUITS.map((suit) => ({ suit, value: handValue(hand, suit) })).reduce((best, t) =>
    t.value > best.value ? t : best,
  );
}

/** Points a partner's hand is expected to add to a contract (partnership games). */
const PARTNER_SHARE = 28;

/**
 * What a bidder counts on from its partner's hidden hand: less than its mean share. A contract
 * bid on the mean fails whenever the partner brings less, and a failure costs the bid and gives
 * the defenders their points: counting 28, `medium` held 92% of the subastado contracts against
 * `easy`, failed 22% of them and took 3.8 match points a game more; counting 13, it held 83%,
 * failed 14% and took 17.9 more (docs/ai.md §10, session 33).
 */
const PARTNER_COUNTED = 13;

/** What a partner adds to a hand's value in this variant: its share, or nothing. */
export const partnerShare = (view: Pick<PlayerView, 'variant'>): number =>
  variantSpec(view.variant).partnerships ? PARTNER_SHARE : 0;

/** What the contract side can count on taking with this hand (a partner adds its part). */
export function contractValue(view: PlayerView, hand: readonly CardCode[]): BestTrump {
  const best = bestTrump(hand);
  const partner = variantSpec(view.variant).partnerships ? PARTNER_COUNTED : 0;
  return { suit: best.suit, value: best.value + partner };
}
