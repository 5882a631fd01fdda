/**
 * Bidding, naming trump and the censor's take-over by simulation (docs/rules.md §6, §7): deal the
 * unseen cards many times consistently with the view, play each deal out with the playout
 * policy for every trump suit, and read off how often the contract side reaches each amount.
 * A bid is made only when the simulations make it at least `confidence` of the time; the suit
 * named is the one most likely to make the contract.
 */
import {
  firstLeader,
  sameTeam,
  SUITS,
  takenOver,
  type Action,
  type CardCode,
  type Contract,
  type PlayerView,
  type Seat,
  type Suit,
} from '../../engine/index.js';
import { knowledgeOf } from '../knowledge.js';
import { sampleDeal, type SampledDeal } from '../sampler.js';
import { Sim, type SimSource } from '../sim/simulator.js';
import { beliefWeight } from './determinize.js';
import { judgeFor } from './judge.js';
import { Rollout } from './rollout.js';
import type { Slicer } from './slice.js';

export interface BidPlan {
  /** Deals simulated per decision (each played once per trump suit). */
  samples: number;
  /** Share of simulations that must make an amount before it is bid. */
  confidence: number;
  weighted: boolean;
  /**
   * Weigh a bid over a partner's high bid, once per auction, while an opponent is still in it
   * (a pass is final: passing leaves the partner alone against that opponent); else pass.
   */
  overPartner: boolean;
}

/** One simulated deal: its weight, and the contract side's points with each trump suit. */
interface Forecast {
  weight: number;
  points: Record<Suit, number>;
}

/**
 * A play-phase position: the contract played with `suit` as trump on the sampled cards. After a
 * take-over the displaced bidder sits the deal out (docs/rules.md §7, §11).
 */
function contractSource(
  view: PlayerView,
  deal: SampledDeal,
  contract: Contract,
  suit: Suit,
): SimSource {
  const sides = view.sides.length;
  const zeros = (): number[] => new Array<number>(sides).fill(0);
  const out = contract.displaced ?? view.out;
  const table = { players: view.players, out, dealer: view.dealer, rules: view.rules };
  return {
    variant: view.variant,
    rules: view.rules,
    players: view.players,
    sides: view.sides,
    out,
    contract,
    phase: 'play',
    hands: deal.hands,
    stock: [],
    indicator: null,
    trump: suit,
    trick: [],
    turn: firstLeader(table, contract.seat),
    deal: {
      points: zeros(),
      cardPoints: zeros(),
      cantes: zeros(),
      bonus: zeros(),
      tricks: zeros(),
      declarations: [],
      sung: [],
      capote: null,
    },
    window: null,
    swapPause: false,
    lastTrick: null,
  };
}

/**
 * Simulates the contract of `bidder` (its hand taken from the sampled deal) for every suit; with
 * `takeOver`, the censor's contract after taking it over with the bidder's hand.
 */
async function forecast(
  view: PlayerView,
  plan: BidPlan,
  random: () => number,
  slicer: Slicer,
  bidder: Seat,
  takeOver: { censor: Seat; hand: CardCode[] } | null,
): Promise<Forecast[]> {
  const k = knowledgeOf(view);
  // Only points are counted here: the amount is compared afterwards.
  const bid: Contract = { seat: bidder, amount: 0, displaced: null };
  const contract = takeOver ? takenOver(bid, takeOver.censor) : bid;
  const judge = judgeFor(view, contract);
  const rollout = new Rollout(judge.team);
  const forecasts: Forecast[] = [];
  for (let s = 0; s < plan.samples; s++) {
    await slicer.tick();
    let deal = sampleDeal(k, random);
    if (!deal) continue;
    const weight = plan.weighted ? beliefWeight(view, deal) : 1;
    if (takeOver) {
      // The censor plays the judged hand from its own seat; the bidder sits out
      // (docs/rules.md §11).
      const hands = deal.hands.map((h) => h.slice());
      hands[takeOver.censor] = takeOver.hand.slice();
      hands[bidder] = [];
      deal = { hands, stock: deal.stock };
    }
    const stream = Math.floor(random() * 4294967296);
    const points: Record<Suit, number> = { o: 0, c: 0, e: 0, b: 0 };
    for (const suit of SUITS) {
      const sim = Sim.fromState(contractSource(view, deal, contract, suit));
      rollout.seed(stream);
      rollout.playOut(sim);
      view.sides.forEach((members, side) => {
        const seat = members[0];
        if (seat !== undefined && judge.team[seat] === 0) points[suit] += sim.points(side);
      });
    }
    forecasts.push({ weight, points });
  }
  return forecasts;
}

/** The weighted share of simulations in which `suit` reaches `amount`. */
function makes(forecasts: readonly Forecast[], suit: Suit, amount: number): number {
  let made = 0;
  let all = 0;
  for (const { weight, points } of forecasts) {
    all += weight;
    if (points[suit] >= amount) made += weight;
  }
  return all > 0 ? made / all : 0;
}

/** The suit most likely to make `amount` (ties: the higher mean). */
function bestSuit(forecasts: readonly Forecast[], amount: number): { suit: Suit; chance: number } {
  let best: Suit = 'o';
  let chance = -1;
  let mean = -Infinity;
  for (const suit of SUITS) {
    const c = makes(forecasts, suit, amount);
    const m = forecasts.reduce((sum, f) => sum + f.points[suit], 0);
    if (c > chance + 1e-9 || (Math.abs(c - chance) <= 1e-9 && m > mean)) {
      best = suit;
      chance = c;
      mean = m;
    }
  }
  return { suit: best, chance };
}

/**
 * Whether a bid over the partner's is worth weighing: the plan says so, this seat has not bid yet
 * (partners would otherwise bid each other up) and an opponent has not passed.
 */
function mayOutbidPartner(view: PlayerView, plan: BidPlan): boolean {
  const auction = view.auction;
  if (!plan.overPartner || !auction) return false;
  const { calls, passed } = auction;
  if (calls.some((c) => c.seat === view.seat && c.amount !== null)) return false;
  return view.sides
    .flat()
    .some((seat) => !sameTeam(view, seat, view.seat) && !passed.includes(seat));
}

/** An auction, trump or censor decision by simulation; null when the phase is not one of those. */
export async function searchBidding(
  view: PlayerView,
  plan: BidPlan,
  random: () => number,
  slicer: Slicer,
): Promise<Action | null> {
  const legal = view.legal;
  switch (view.phase) {
    case 'auction': {
      const pass = legal.find((a) => a.type === 'pass');
      const bids = legal.filter((a): a is Extract<Action, { type: 'bid' }> => a.type === 'bid');
      if (!pass || !bids.length) return bids[0] ?? pass ?? null;
      const high = view.auction.high;
      // The team already holds the contract: pass, unless the plan weighs a bid over it.
      if (high && sameTeam(view, high.seat, view.seat) && !mayOutbidPartner(view, plan))
        return pass;
      const f = await forecast(view, plan, random, slicer, view.seat, null);
      const lowest = bids.reduce((a, b) => (b.amount < a.amount ? b : a));
      return bestSuit(f, lowest.amount).chance >= plan.confidence ? lowest : pass;
    }
    case 'trump': {
      const f = await forecast(view, plan, random, slicer, view.seat, null);
      const { suit } = bestSuit(f, view.contract.amount);
      return legal.find((a) => a.type === 'trump' && a.suit === suit) ?? null;
    }
    case 'censor': {
      const { contract } = view;
      const hand = view.hands[contract.seat];
      if (!Array.isArray(hand)) return null;
      const f = await forecast(view, plan, random, slicer, contract.seat, {
        censor: view.seat,
        hand,
      });
      const take = bestSuit(f, takenOver(contract, view.seat).amount).chance >= plan.confidence;
      return legal.find((a) => a.type === 'censor' && a.take === take) ?? null;
    }
    default:
      return null;
  }
}
