/**
 * Deals the cards a seat has not seen into the places it cannot see (other hands, the stock),
 * consistently with everything public (docs/rules.md §1 inferences in `knowledge.ts`): a
 * determinisation for search. Uniform among consistent deals only approximately: cards are
 * placed most-constrained first, at random among the seats that may hold them. Against exact
 * uniform deals in tute-4 the gap is at the level of the measure's own noise, and the true
 * cards sit where this puts them as often (docs/ai.md §10, session 36): no exact sampler needed.
 */
import type { CardCode, Seat } from '../engine/index.js';
import { mayHold, type Knowledge } from './knowledge.js';
import { shuffled } from './rng.js';

export interface SampledDeal {
  /** Every seat's full hand: known cards plus sampled ones (the viewer's own hand as is). */
  hands: CardCode[][];
  /** The face-down stock, top first. */
  stock: CardCode[];
}

const ATTEMPTS = 50;

/** One random deal of the unseen cards, or null if none was found (contradictory knowledge). */
export function sampleDeal(k: Knowledge, random: () => number): SampledDeal | null {
  const seats = k.hidden
    .map((_, seat) => seat)
    .filter((seat) => seat !== k.seat && (k.hidden[seat] ?? 0) > 0);
  const holders = new Map<CardCode, Seat[]>(
    k.unseen.map((card) => [card, seats.filter((seat) => mayHold(k, seat, card))]),
  );
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const room = k.hidden.slice();
    room[k.seat] = 0;
    let stockRoom = k.stock;
    const hands = k.known.map((cards) => cards.slice());
    const stock: CardCode[] = [];
    // Most constrained first; ties broken at random so repeated samples differ.
    const order = shuffled(k.unseen, random).sort(
      (a, b) => (holders.get(a)?.length ?? 0) - (holders.get(b)?.length ?? 0),
    );
    let failed = false;
    for (const card of order) {
      const open = (holders.get(card) ?? []).filter((seat) => (room[seat] ?? 0) > 0);
      const choices = open.length + (stockRoom > 0 ? 1 : 0);
      if (choices === 0) {
        failed = true;
        break;
      }
      // Weight by free room so a hand with many unknown cards takes proportionally more.
      const total = open.reduce((sum, seat) => sum + (room[seat] ?? 0), 0) + stockRoom;
      let pick = random() * total;
      let placed = false;
      for (const seat of open) {
        pick -= room[seat] ?? 0;
        if (pick < 0) {
          hands[seat]?.push(card);
          room[seat] = (room[seat] ?? 0) - 1;
          placed = true;
          break;
        }
      }
      if (!placed) {
        stock.push(card);
        stockRoom--;
      }
    }
    if (!failed && room.every((r) => r === 0) && stockRoom === 0)
      return { hands, stock: shuffled(stock, random) };
  }
  return null;
}
