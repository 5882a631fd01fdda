/**
 * Determinisations: a sampled deal of the hidden cards turned into a simulator position, and
 * (for `expert`) how believable a sample is given what the others did. The belief weights are
 * deliberately simple and sound: a sample is never excluded by a hard rule the view does not
 * prove (those are in knowledge.ts), only made less likely when it would mean an opponent bid
 * far above or below its hand, or let a cante it held go unsung when it could sing.
 */
import type { CardCode, PlayerView, Seat } from '../../engine/index.js';
import { bestTrump } from '../heuristics/bidding.js';
import type { SampledDeal } from '../sampler.js';
import { Sim, type SimSource } from '../sim/simulator.js';

/** The simulator at the view's position with the sampled hidden cards filled in. */
export function simOf(view: PlayerView, deal: SampledDeal): Sim {
  const source: SimSource = { ...view, hands: deal.hands, stock: deal.stock };
  return Sim.fromState(source);
}

/**
 * Slack, in points, allowed between a bid and the hand's rule-of-thumb value, and the points of
 * disagreement beyond it that divide a sample's weight by e: wide, because the other players
 * may bid by other rules than the rule of thumb (by simulation, or carelessly).
 */
const BID_SLACK = 20;
const BID_SCALE = 20;
/** Weight of a sample in which a seat left a cante it could sing unsung. */
const UNSUNG = 0.2;

/** How believable the sample is (0…1], from the auction and unsung cantes. */
export function beliefWeight(view: PlayerView, deal: SampledDeal): number {
  let weight = 1;
  const auction = view.auction;
  if (auction) weight *= auctionWeight(view, deal);
  weight *= cantesWeight(view, deal);
  return weight;
}

/** The hand a seat held at the deal's start as far as the sample says: now + played. */
function dealtHand(view: PlayerView, deal: SampledDeal, seat: Seat): CardCode[] {
  const played = view.played.filter((p) => p.seat === seat).map((p) => p.card);
  return [...(deal.hands[seat] ?? []), ...played];
}

function auctionWeight(view: PlayerView, deal: SampledDeal): number {
  const auction = view.auction;
  // A displaced bidder's cards went to the censor: its calls speak of a hand now elsewhere.
  if (!auction || view.contract?.displaced != null) return 1;
  const partnerShare = view.variant === 'subastado' ? 28 : 0;
  const { minBid, bidStep } = view.rules as { minBid?: number; bidStep?: number };
  const values = new Map<Seat, number>();
  let high = 0;
  let misfit = 0;
  for (const call of auction.calls) {
    if (call.seat === view.seat) {
      if (call.amount !== null) high = call.amount;
      continue;
    }
    let value = values.get(call.seat);
    if (value === undefined) {
      const hand = dealtHand(view, deal, call.seat);
      value = hand.length ? bestTrump(hand).value + partnerShare : 0;
      values.set(call.seat, value);
    }
    if (call.amount !== null) {
      misfit += Math.max(0, call.amount - value - BID_SLACK);
      high = call.amount;
    } else {
      const lowest = high ? high + (bidStep ?? 5) : (minBid ?? 60);
      misfit += Math.max(0, value - lowest - BID_SLACK);
    }
  }
  return Math.exp(-misfit / BID_SCALE);
}

/**
 * Seats that won a trick while play had no stock (so their hand then was what they hold now
 * plus what they played since) and could have sung a suit still unsung: every level sings.
 */
function cantesWeight(view: PlayerView, deal: SampledDeal): number {
  if (view.variant === 'brisca') return 1;
  const sung = new Set(view.deal.sung);
  const singers =
    view.contract && view.rules.whoSings === 'bidders'
      ? new Set(view.sides.find((side) => side.includes(view.contract?.seat ?? -1)) ?? [])
      : null;
  const chances = windowsAfterStock(view);
  // One cante per window: a seat that declared may have held a second marriage it could not sing.
  const declared = new Set(view.deal.declarations.map((d) => d.seat));
  let weight = 1;
  for (const [seat, index] of chances) {
    if (seat === view.seat || (singers && !singers.has(seat)) || declared.has(seat)) continue;
    // Cards in hand at that window: held now, or played in a later trick.
    const later = view.played
      .slice(index)
      .filter((p) => p.seat === seat)
      .map((p) => p.card);
    const hand = new Set([...(deal.hands[seat] ?? []), ...later]);
    for (const suit of ['o', 'c', 'e', 'b'] as const) {
      if (!sung.has(suit) && hand.has(`12${suit}`) && hand.has(`11${suit}`)) weight *= UNSUNG;
    }
  }
  return weight;
}

/** Seats that had a cante window after a trick with nothing left to draw, and where in `played` it was. */
function windowsAfterStock(view: PlayerView): [Seat, number][] {
  const size = view.handSizes.filter((_, seat) => seat !== view.out).length;
  const firstStrict = view.variant === 'tute' ? 24 : 0;
  const out: [Seat, number][] = [];
  const partner = (seat: Seat): Seat | undefined =>
    view.sides.find((side) => side.length === 2 && side.includes(seat))?.find((s) => s !== seat);
  for (let end = size; end < view.played.length; end += size) {
    if (end < firstStrict) continue;
    const trick = view.played.slice(end - size, end);
    const winner = winnerOf(trick, view.trump);
    out.push([winner, end]);
    const p = partner(winner);
    if (p !== undefined) out.push([p, end]);
  }
  return out;
}

function winnerOf(trick: readonly { seat: Seat; card: CardCode }[], trump: string | null): Seat {
  const strength = (c: CardCode): number =>
    10 - [1, 3, 12, 11, 10, 7, 6, 5, 4, 2].indexOf(Number(c.slice(0, -1)));
  let best = trick[0] as { seat: Seat; card: CardCode };
  for (const play of trick) {
    const s = play.card.slice(-1);
    const b = best.card.slice(-1);
    if (s === b ? strength(play.card) > strength(best.card) : s === trump) best = play;
  }
  return best.seat;
}
