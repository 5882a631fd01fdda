/** Dealing: a shuffled deal from the seed, or a stacked one checked card by card. */
import { makeDeck, normalizeCard, suitOf } from './cards.js';
import { ConfigError, describe } from './errors.js';
import { createRng, shuffled } from './rng.js';
import { manoOf, nextSeat } from './seats.js';
import type { VariantSpec } from './variants.js';
import type { CardCode, Seat, StackedDeal, Suit } from './types.js';

export interface DealtCards {
  hands: CardCode[][];
  stock: CardCode[];
  indicator: CardCode | null;
  trump: Suit | null;
}

/** Seats that receive cards: all but the seat that sits the deal out (the censor). */
export function dealtSeats(spec: VariantSpec, dealer: Seat): Seat[] {
  const seats: Seat[] = [];
  for (
    let i = 0, seat = manoOf(dealer, spec.players);
    i < spec.players;
    i++, seat = nextSeat(seat, spec.players)
  ) {
    if (!(spec.sitsOut === 'dealer' && seat === dealer)) seats.push(seat);
  }
  return seats;
}

/** Shuffles with the match seed and the deal's number; deals from the mano round to the dealer. */
export function dealShuffled(
  spec: VariantSpec,
  seed: number | string,
  dealIndex: number,
  dealer: Seat,
): DealtCards {
  const deck = shuffled(makeDeck(spec.deckSize), createRng(seed, dealIndex));
  const hands: CardCode[][] = Array.from({ length: spec.players }, () => []);
  let next = 0;
  for (const seat of dealtSeats(spec, dealer)) {
    hands[seat] = deck.slice(next, next + spec.handSize);
    next += spec.handSize;
  }
  const rest = deck.slice(next);
  return withTrump(spec, dealer, hands, rest.slice(1), rest[0] ?? null);
}

const trumpOf = (code: CardCode | null): Suit | null => (code === null ? null : suitOf(code));

/**
 * The cards of a stacked deal as dealt, with the trump they turn (docs/rules.md §2); the lists
 * are the entry's own, frozen like every list of a state.
 */
export function stackedCards(spec: VariantSpec, entry: StackedDeal): DealtCards {
  const { hands, stock, indicator } = entry;
  return {
    hands,
    stock,
    indicator,
    trump: spec.trumpFrom === 'contract' ? null : trumpOf(indicator),
  };
}

const cardsKey = (c: DealtCards): string => JSON.stringify([c.hands, c.stock, c.indicator]);

/** Whether two deals hand out the same cards in the same order (not a hot path). */
export const sameCards = (a: DealtCards, b: DealtCards): boolean => cardsKey(a) === cardsKey(b);

function withTrump(
  spec: VariantSpec,
  dealer: Seat,
  hands: CardCode[][],
  stock: CardCode[],
  turned: CardCode | null,
): DealtCards {
  switch (spec.trumpFrom) {
    case 'indicator':
      return { hands, stock, indicator: turned, trump: trumpOf(turned) };
    case 'turned':
      return { hands, stock: [], indicator: turned, trump: trumpOf(turned) };
    case 'dealer-last': {
      const shown = hands[dealer]?.at(-1) ?? null;
      return { hands, stock: [], indicator: shown, trump: trumpOf(shown) };
    }
    case 'contract':
      return { hands, stock: [], indicator: null, trump: null };
  }
}

const bad = (message: string, field = 'deal'): ConfigError =>
  new ConfigError('bad-deal', field, message);

function cardList(value: unknown, field: string): CardCode[] {
  if (!Array.isArray(value)) throw bad(`${field} must be a list of card codes`, field);
  return value.map((raw, i) => {
    const code = normalizeCard(raw);
    if (code === null)
      throw bad(
        `${field}[${i}] is not a card code (like "1o", "12c", "7b"): ${describe(raw)}`,
        field,
      );
    return code;
  });
}

/** A stacked first deal (`config.deal`), checked card by card against the variant's deck. */
export function dealStacked(
  spec: VariantSpec,
  dealer: Seat,
  deal: Readonly<Record<string, unknown>>,
): DealtCards {
  if (!Array.isArray(deal.hands) || deal.hands.length !== spec.players) {
    throw bad(`deal.hands must list ${spec.players} hands, one per seat`, 'deal.hands');
  }
  const receiving = new Set(dealtSeats(spec, dealer));
  const hands = deal.hands.map((hand, seat) => {
    const cards = cardList(hand, `deal.hands[${seat}]`);
    const size = receiving.has(seat) ? spec.handSize : 0;
    if (cards.length !== size)
      throw bad(
        `deal.hands[${seat}] must hold ${size} cards, not ${cards.length}`,
        `deal.hands[${seat}]`,
      );
    return cards;
  });
  const withStock = spec.stock;
  const stock = deal.stock === undefined ? [] : cardList(deal.stock, 'deal.stock');
  if (withStock && stock.length !== spec.stockSize) {
    throw bad(`deal.stock must hold ${spec.stockSize} cards, not ${stock.length}`, 'deal.stock');
  }
  if (!withStock && stock.length)
    throw bad(`${spec.id} has no stock: leave deal.stock out`, 'deal.stock');

  let indicator: CardCode | null = null;
  if (deal.indicator !== undefined) {
    indicator = normalizeCard(deal.indicator);
    if (indicator === null)
      throw bad(`deal.indicator is not a card code: ${describe(deal.indicator)}`, 'deal.indicator');
  }
  const needsIndicator = spec.trumpFrom === 'indicator' || spec.trumpFrom === 'turned';
  if (needsIndicator && indicator === null)
    throw bad(`${spec.id} needs deal.indicator, the face-up trump card`, 'deal.indicator');
  if (spec.trumpFrom === 'contract' && indicator !== null)
    throw bad(`${spec.id} turns no card: leave deal.indicator out`, 'deal.indicator');
  if (
    spec.trumpFrom === 'dealer-last' &&
    indicator !== null &&
    !hands[dealer]?.includes(indicator)
  ) {
    throw bad(
      `deal.indicator must be one of the dealer's (seat ${dealer}) cards`,
      'deal.indicator',
    );
  }

  const all = [...hands.flat(), ...stock, ...(needsIndicator && indicator ? [indicator] : [])];
  const seen = new Set<CardCode>();
  for (const code of all) {
    if (seen.has(code)) throw bad(`${code} is dealt twice`);
    seen.add(code);
  }
  const deck = makeDeck(spec.deckSize);
  const missing = deck.filter((c) => !seen.has(c));
  if (missing.length || all.length !== spec.deckSize) {
    const odd = missing.length ? missing : all.filter((c) => !deck.includes(c));
    throw bad(
      `deal must use the ${spec.deckSize}-card deck exactly once; missing or foreign: ` +
        odd.join(' '),
    );
  }
  if (spec.trumpFrom === 'dealer-last') {
    const shown = indicator ?? hands[dealer]?.at(-1) ?? null;
    return { hands, stock: [], indicator: shown, trump: trumpOf(shown) };
  }
  return withTrump(spec, dealer, hands, stock, indicator);
}
