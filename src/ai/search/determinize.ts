/**
 * Determinisations: a sampled deal of the hidden cards turned into a simulator position, and
 * (for `expert`) how believable a sample is given what the others did. The belief weights are
 * deliberately simple and sound: a sample is never excluded by a hard rule the view does not
 * prove (those are in knowledge.ts), only made less likely when it would mean an opponent bid
 * far above or below its hand, or let a cante it held go unsung when it could sing.
 */
import {
  askedAfter,
  maySing,
  playerCount,
  strictAtTrick,
  SUITS,
  trickWinner,
  variantSpec,
  type CardCode,
  type PlayerView,
  type Seat,
} from '../../engine/index.js';
import { bestTrump, handValue, partnerShare } from '../heuristics/bidding.js';
import type { SampledDeal } from '../sampler.js';
import { simRules } from '../sim/rules.js';
import { Sim } from '../sim/simulator.js';

/**
 * The simulator at the view's position with the sampled hidden cards filled in: `into` (made
 * for this view's deal) set to it, or a new one.
 */
export function simOf(view: PlayerView, deal: SampledDeal, into?: Sim): Sim {
  return (into ?? new Sim(simRules(view))).setPosition(view, deal.hands, deal.stock);
}

/**
 * Slack, in points, allowed between a bid and the hand's rule-of-thumb value, and the points of
 * disagreement beyond it that divide a sample's weight by e: wide, because the other players
 * may bid by other rules than the rule of thumb (by simulation, or carelessly). A model fitted
 * to `hard`'s calls, far sharper, placed the hidden cards better and lost (docs/ai.md §10).
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
  const share = partnerShare(view);
  const { minBid, bidStep } = view.rules;
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
      // The contract holder has named the suit it bid for: its hand is judged with that trump.
      const named = view.trump && view.contract?.seat === call.seat ? view.trump : null;
      value = hand.length ? (named ? handValue(hand, named) : bestTrump(hand).value) + share : 0;
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
  if (!variantSpec(view.variant).cantes) return 1;
  const sung = new Set(view.deal.sung);
  const chances = windowsAfterStock(view);
  // One cante per window: a seat that declared may have held a second marriage it could not sing.
  const declared = new Set(view.deal.declarations.map((d) => d.seat));
  let weight = 1;
  for (const [seat, index] of chances) {
    if (seat === view.seat || !maySing(view, seat) || declared.has(seat)) continue;
    // Cards in hand at that window: held now, or played in a later trick.
    const later = view.played
      .slice(index)
      .filter((p) => p.seat === seat)
      .map((p) => p.card);
    const hand = new Set([...(deal.hands[seat] ?? []), ...later]);
    for (const suit of SUITS) {
      if (!sung.has(suit) && hand.has(`12${suit}`) && hand.has(`11${suit}`)) weight *= UNSUNG;
    }
  }
  return weight;
}

/**
 * Seats that had a cante window after a trick with nothing left to draw (the next trick is
 * strict, docs/rules.md §3), and where in `played` it was: the trick's winner, and whoever the
 * rules ask after it (docs/rules.md §1 "Who is asked").
 */
function windowsAfterStock(view: PlayerView): [Seat, number][] {
  const size = playerCount(view);
  const out: [Seat, number][] = [];
  for (let end = size; end < view.played.length; end += size) {
    if (!strictAtTrick(view.variant, end / size)) continue;
    const winner = trickWinner(view.played.slice(end - size, end), view.trump);
    out.push([winner, end]);
    const asked = askedAfter(view, winner);
    if (asked !== null) out.push([asked, end]);
  }
  return out;
}
