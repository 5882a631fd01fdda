/**
 * Card play by rules of thumb that club players teach: win tricks worth winning as cheaply as
 * possible, feed points to a partner who holds the trick, throw blanks on tricks you cannot
 * win, keep trumps and marriages while the stock lasts, cash masters once everyone must follow.
 * It reads the view and what the view proves (`Knowledge`), nothing else.
 */
import {
  beats,
  cardPoints,
  maySing,
  playersOf,
  playMode,
  pointsOf,
  rankOf,
  sameTeam,
  strengthOf,
  suitOf,
  SUITS,
  winningPlay,
  type CardCode,
  type PlayerView,
  type Seat,
} from '../../engine/index.js';
import { mayHold, type Knowledge } from '../knowledge.js';

/** Whether strict obligations apply now (docs/rules.md §1–§3, §8). */
const strictNow = (view: PlayerView): boolean => playMode(view) === 'strict';

/** Seats still to play to the current trick after the viewer. */
function stillToPlay(view: PlayerView): Seat[] {
  const played = new Set(view.trick.map((p) => p.seat));
  return playersOf(view).filter((seat) => seat !== view.seat && !played.has(seat));
}

/** Whether an opponent yet to play may beat `card` (as far as the viewer can know). */
function mayBeBeaten(
  view: PlayerView,
  k: Knowledge,
  card: CardCode,
  opponents: readonly Seat[],
): boolean {
  if (!opponents.length) return false;
  const suit = suitOf(card);
  const trump = view.trump;
  const unseenHigher = k.unseen.filter((c) => beats(c, card, trump));
  return opponents.some((seat) =>
    unseenHigher.some(
      (c) =>
        mayHold(k, seat, c) &&
        (suitOf(c) === suit ||
          (k.caps[seat]?.[suit] ?? 0) === 0 ||
          view.stock > 0 ||
          !strictNow(view)),
    ),
  );
}

/** What a card is worth keeping: points, rank, trump, and half of a marriage still to sing. */
function keepValue(view: PlayerView, card: CardCode): number {
  const suit = suitOf(card);
  let value = pointsOf(card) * 2 + strengthOf(card);
  if (suit === view.trump) value += 14;
  const rank = rankOf(card);
  if ((rank === 12 || rank === 11) && !view.deal.sung.includes(suit)) {
    const other = `${rank === 12 ? 11 : 12}${suit}`;
    if (view.hand.includes(other)) value += suit === view.trump ? 30 : 16;
  }
  return value;
}

/**
 * Points of the best marriage the viewer could sing after its side wins a trick: a reason to
 * win tricks (docs/rules.md §1 cante; only the contract side sings where `whoSings` says so).
 */
function canteAtStake(view: PlayerView): number {
  if (!maySing(view, view.seat)) return 0;
  let best = 0;
  for (const suit of SUITS) {
    if (
      view.deal.sung.includes(suit) ||
      !view.hand.includes(`12${suit}`) ||
      !view.hand.includes(`11${suit}`)
    )
      continue;
    best = Math.max(best, suit === view.trump ? 40 : 20);
  }
  return best;
}

const cheapest = (view: PlayerView, cards: CardCode[]): CardCode =>
  cards.reduce((best, c) => (keepValue(view, c) < keepValue(view, best) ? c : best));
const richest = (cards: CardCode[]): CardCode =>
  cards.reduce((best, c) =>
    pointsOf(c) > pointsOf(best) ||
    (pointsOf(c) === pointsOf(best) && strengthOf(c) < strengthOf(best))
      ? c
      : best,
  );

function follow(view: PlayerView, k: Knowledge, cards: CardCode[]): CardCode {
  const best = winningPlay(view.trick, view.trump);
  const opponentsLeft = stillToPlay(view).filter((seat) => !sameTeam(view, seat, view.seat));
  const partnerHolds = sameTeam(view, best.seat, view.seat);
  const trickPoints = cardPoints(view.trick.map((p) => p.card));
  if (partnerHolds && !mayBeBeaten(view, k, best.card, opponentsLeft)) {
    // The partner keeps the trick: give it points, unless that overtakes it needlessly.
    const feeding = cards.filter((c) => !beats(c, best.card, view.trump) || pointsOf(c) >= 10);
    return feeding.length ? richest(feeding) : cheapest(view, cards);
  }
  const winners = cards.filter((c) => beats(c, best.card, view.trump));
  const safe = winners.filter((c) => !mayBeBeaten(view, k, c, opponentsLeft));
  // Points on the table, plus what opponents yet to play may still add.
  const worth = trickPoints + (opponentsLeft.length ? 3 : 0) + canteAtStake(view);
  const side = safe.filter((c) => suitOf(c) !== view.trump);
  // Last to a trick with points while play is free (brisca, the stock): take them, with the led
  // suit's card where one wins (it banks its own points too), else with the cheapest trump. A
  // blank thrown instead gave them away: an outside greedy player took 69% of the brisca deals.
  if (trickPoints && !opponentsLeft.length && !strictNow(view) && safe.length)
    return cheapest(view, side.length ? side : safe);
  // Worth winning, or free to win (with a blank of the led suit).
  if (
    safe.length &&
    (worth >= 10 || side.some((c) => !pointsOf(c)) || (strictNow(view) && worth >= 2))
  )
    return cheapest(view, safe);
  const losers = cards.filter((c) => !beats(c, best.card, view.trump));
  return cheapest(view, losers.length ? losers : cards);
}

function lead(view: PlayerView, k: Knowledge, cards: CardCode[]): CardCode {
  const opponents = playersOf(view).filter((s) => !sameTeam(view, s, view.seat));
  if (strictNow(view)) {
    // Masters of a side suit make everyone follow: cash the richest.
    const masters = cards.filter(
      (c) => suitOf(c) !== view.trump && !mayBeBeaten(view, k, c, opponents),
    );
    const rich = masters.filter((c) => pointsOf(c) > 0);
    if (rich.length) return richest(rich);
    const trumps = cards.filter((c) => suitOf(c) === view.trump);
    const trumpMasters = trumps.filter((c) => !mayBeBeaten(view, k, c, opponents));
    if (trumpMasters.length && trumps.length * 2 > view.hand.length) return richest(trumpMasters);
  }
  // Otherwise a card that gives little away: a blank from a side suit.
  const side = cards.filter((c) => suitOf(c) !== view.trump);
  return cheapest(view, side.length ? side : cards);
}

/** The card to play from the legal `play` actions. */
export function chooseCard(view: PlayerView, k: Knowledge, cards: CardCode[]): CardCode {
  const [first] = cards;
  if (first === undefined) throw new RangeError('chooseCard: no card to choose from');
  if (cards.length === 1) return first;
  return view.trick.length === 0 ? lead(view, k, cards) : follow(view, k, cards);
}
