/**
 * What a seat can know about the hidden cards, from its PlayerView alone: the cards it has not
 * seen, the cards known to sit in a given hand (sung, swapped in, the drawn indicator, the
 * tute-4 dealer's card), and what the others' plays under strict rules prove they do not hold
 * (docs/rules.md §1: failing to follow proves a void; failing to beat, trump or overtrump proves
 * the lack of a higher card). Nothing here reads a hidden card: it is the AI's honesty.
 */
import {
  makeDeck,
  playerCount,
  strengthOf,
  strictAtTrick,
  suitOf,
  variantSpec,
  type CardCode,
  type PlayedCard,
  type PlayerView,
  type Seat,
  type Suit,
} from '../engine/index.js';

/**
 * The strongest card of a suit a seat may still hold, as the engine's `strengthOf` (10 for the
 * As … 1 for the Dos): 0 for a void, 11 for no limit.
 */
export type Caps = Record<Suit, number>;

const NO_LIMIT = 11;

/** Caps that rule nothing out. */
export const openCaps = (): Caps => ({ o: NO_LIMIT, c: NO_LIMIT, e: NO_LIMIT, b: NO_LIMIT });

export interface Knowledge {
  seat: Seat;
  /** Cards whose place the viewer does not know: in other hands or the face-down stock. */
  unseen: CardCode[];
  /** Per seat: cards known to be in that hand. The viewer's own hand for its seat. */
  known: CardCode[][];
  /** Per seat: how many of its cards are unknown to the viewer. */
  hidden: number[];
  /** Per seat: per suit, the strongest card it may hold (what its plays have not ruled out). */
  caps: Caps[];
  /** Face-down stock cards (two-player games), all unknown. */
  stock: number;
}

/** Tightens `caps` with what one strict play proves about the hand it came from. */
function inferFromPlay(
  view: PlayerView,
  before: readonly PlayedCard[],
  play: PlayedCard,
  caps: Caps,
): void {
  const lead = before[0];
  if (!lead) return;
  const led = suitOf(lead.card);
  const trump = view.trump;
  const suit = suitOf(play.card);
  const topOf = (s: Suit): number =>
    before.reduce((top, p) => (suitOf(p.card) === s ? Math.max(top, strengthOf(p.card)) : top), 0);
  const ruffed = trump !== null && led !== trump && topOf(trump) > 0;
  const cap = (s: Suit, max: number): void => {
    caps[s] = Math.min(caps[s], max);
  };
  if (suit === led) {
    // Following without beating proves nothing higher of the suit, where beating was required.
    if ((!ruffed || view.rules.strictBeat) && strengthOf(play.card) < topOf(led))
      cap(led, topOf(led));
    return;
  }
  cap(led, 0);
  if (trump === null) return;
  const topTrump = topOf(trump);
  if (suit === trump) {
    if (strengthOf(play.card) < topTrump) cap(trump, topTrump);
    return;
  }
  // A discard while void: no trump at all, or none higher than the one on the table.
  cap(trump, topTrump === 0 || view.rules.underTrump ? 0 : topTrump);
}

/** Splits this deal's played cards into tricks (the current, incomplete one last). */
function tricksOf(view: PlayerView): PlayedCard[][] {
  const size = playerCount(view);
  const tricks: PlayedCard[][] = [];
  view.played.forEach((play, i) => {
    if (i % size === 0) tricks.push([]);
    tricks[tricks.length - 1]?.push(play);
  });
  return tricks;
}

/** Everything the viewer can know about where the cards are. */
export function knowledgeOf(view: PlayerView): Knowledge {
  const known: CardCode[][] = view.hands.map((hand, seat) =>
    Array.isArray(hand) ? hand.slice() : (view.shown[seat] ?? []).slice(),
  );
  const placed = new Set<CardCode>([...known.flat(), ...view.played.map((p) => p.card)]);
  // The indicator lies face up under the stock (tute, brisca) or out of play (tute-3); in
  // tute-4 it is the dealer's card and already known through `shown`.
  if (view.indicator !== null) placed.add(view.indicator);
  const unseen = makeDeck(variantSpec(view.variant).deckSize).filter((card) => !placed.has(card));
  const caps: Caps[] = view.handSizes.map(() => openCaps());
  tricksOf(view).forEach((trick, index) => {
    if (!strictAtTrick(view.variant, index)) return;
    trick.forEach((play, i) => {
      const seatCaps = caps[play.seat];
      if (i > 0 && seatCaps) inferFromPlay(view, trick.slice(0, i), play, seatCaps);
    });
  });
  const hidden = view.handSizes.map((size, seat) => size - (known[seat]?.length ?? 0));
  return { seat: view.seat, unseen, known, hidden, caps, stock: view.stock };
}

/** Whether `seat` may hold `card`, as far as its plays tell. */
export function mayHold(k: Knowledge, seat: Seat, card: CardCode): boolean {
  const caps = k.caps[seat];
  return caps !== undefined && strengthOf(card) <= caps[suitOf(card)];
}
