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

/** Which seats may hold each unseen card: the same for every sample of one knowledge. */
const holdersOf = new WeakMap<Knowledge, Map<CardCode, Seat[]>>();

function holdersFor(k: Knowledge): Map<CardCode, Seat[]> {
  let holders = holdersOf.get(k);
  if (!holders) {
    const seats = k.hidden
      .map((_, seat) => seat)
      .filter((seat) => seat !== k.seat && (k.hidden[seat] ?? 0) > 0);
    holders = new Map(
      k.unseen.map((card) => [card, seats.filter((seat) => mayHold(k, seat, card))]),
    );
    holdersOf.set(k, holders);
  }
  return holders;
}

/** One random deal of the unseen cards, or null if none was found (contradictory knowledge). */
export function sampleDeal(k: Knowledge, random: () => number): SampledDeal | null {
  const holders = holdersFor(k);
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
      // The seats that may hold it and have room left, weighted by that room, so a hand with
      // many unknown cards takes proportionally more; the stock by its room.
      const may = holders.get(card) ?? [];
      let total = stockRoom;
      for (const seat of may) total += room[seat] ?? 0;
      if (total === 0) {
        failed = true;
        break;
      }
      let pick = random() * total;
      let placed = false;
      for (const seat of may) {
        const free = room[seat] ?? 0;
        if (free === 0) continue;
        pick -= free;
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
