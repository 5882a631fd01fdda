/**
 * Bidding, naming trump and the censor's take-over by simulation (docs/rules.md §6, §7): deal the
 * unseen cards many times consistently with the view, play each deal out with the playout
 * policy for every trump suit, and read off how often the contract side reaches each amount.
 * A bid is made only when the simulations make it at least `confidence` of the time; the suit
 * named is the one most likely to make the contract.
 */
import type { Action, CardCode, PlayerView, Seat, Suit } from '../../engine/index.js';
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
}

const SUITS: readonly Suit[] = ['o', 'c', 'e', 'b'];

/** Per suit: the contract side's points in each simulated deal, with the deal's weight. */
interface Forecast {
  points: Float64Array[];
  weights: Float64Array;
}

/** The next seat holding cards after `seat`. */
function nextActive(view: PlayerView, seat: Seat, out: Seat | null): Seat {
  let next = (seat + 1) % view.players;
  if (next === out) next = (next + 1) % view.players;
  return next;
}

/** A play-phase position: `holder` plays the contract with `suit` as trump on the sampled cards. */
function contractSource(
  view: PlayerView,
  deal: SampledDeal,
  holder: Seat,
  amount: number,
  suit: Suit,
  out: Seat | null,
): SimSource {
  const sides = view.sides.length;
  const zeros = (): number[] => new Array<number>(sides).fill(0);
  return {
    variant: view.variant,
    rules: view.rules,
    players: view.players,
    sides: view.sides,
    out,
    contract: { seat: holder, amount, displaced: null },
    phase: 'play',
    hands: deal.hands,
    stock: [],
    indicator: null,
    trump: suit,
    trick: [],
    turn: view.rules.firstLead === 'mano' ? nextActive(view, view.dealer, out) : holder,
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

/** Simulates the contract of `holder` (its hand taken from the sampled deal) for every suit. */
async function forecast(
  view: PlayerView,
  plan: BidPlan,
  random: () => number,
  slicer: Slicer,
  holder: Seat,
  takeOver: { censor: Seat; hand: CardCode[] } | null,
): Promise<Forecast> {
  const k = knowledgeOf(view);
  const points = SUITS.map(() => new Float64Array(plan.samples));
  const weights = new Float64Array(plan.samples);
  const contract = { seat: takeOver ? takeOver.censor : holder, amount: 0, displaced: null };
  const judge = judgeFor(view, contract);
  const rollout = new Rollout(judge.team);
  for (let s = 0; s < plan.samples; s++) {
    await slicer.tick();
    let deal = sampleDeal(k, random);
    if (!deal) continue;
    weights[s] = plan.weighted ? beliefWeight(view, deal) : 1;
    let soloist = holder;
    let out = view.out;
    if (takeOver) {
      // The censor plays the judged hand from its own seat; the bidder sits out (docs/rules.md §11).
      const hands = deal.hands.map((h) => h.slice());
      hands[takeOver.censor] = takeOver.hand.slice();
      hands[holder] = [];
      deal = { hands, stock: deal.stock };
      soloist = takeOver.censor;
      out = holder;
    }
    const stream = Math.floor(random() * 4294967296);
    SUITS.forEach((suit, i) => {
      const sim = Sim.fromState(contractSource(view, deal, soloist, 0, suit, out));
      rollout.seed(stream);
      rollout.playOut(sim);
      let total = 0;
      for (let side = 0; side < view.sides.length; side++) {
        const seat = view.sides[side]?.[0];
        if (seat !== undefined && judge.team[seat] === 0) total += sim.points(side);
      }
      (points[i] as Float64Array)[s] = total;
    });
  }
  return { points, weights };
}

/** The weighted share of simulations in which suit `i` reaches `amount`. */
function makes(f: Forecast, i: number, amount: number): number {
  let made = 0;
  let all = 0;
  const pts = f.points[i] as Float64Array;
  for (let s = 0; s < pts.length; s++) {
    const w = f.weights[s] as number;
    all += w;
    if ((pts[s] as number) >= amount) made += w;
  }
  return all > 0 ? made / all : 0;
}

/** The suit most likely to make `amount` (ties: the higher mean). */
function bestSuit(f: Forecast, amount: number): { index: number; chance: number } {
  let index = 0;
  let chance = -1;
  let mean = -Infinity;
  f.points.forEach((pts, i) => {
    const c = makes(f, i, amount);
    const m = pts.reduce((a, b) => a + b, 0);
    if (c > chance + 1e-9 || (Math.abs(c - chance) <= 1e-9 && m > mean)) {
      index = i;
      chance = c;
      mean = m;
    }
  });
  return { index, chance };
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
      const high = view.auction?.high;
      // Never outbid a partner: the team already holds the contract.
      if (high && view.sides.some((side) => side.includes(high.seat) && side.includes(view.seat)))
        return pass;
      const f = await forecast(view, plan, random, slicer, view.seat, null);
      const lowest = bids.reduce((a, b) => (b.amount < a.amount ? b : a));
      return bestSuit(f, lowest.amount).chance >= plan.confidence ? lowest : pass;
    }
    case 'trump': {
      const contract = view.contract;
      if (!contract) return null;
      const f = await forecast(view, plan, random, slicer, view.seat, null);
      const suit = SUITS[bestSuit(f, contract.amount).index];
      return legal.find((a) => a.type === 'trump' && a.suit === suit) ?? null;
    }
    case 'censor': {
      const contract = view.contract;
      const hand = contract ? view.hands[contract.seat] : undefined;
      if (!contract || !Array.isArray(hand)) return null;
      const f = await forecast(view, plan, random, slicer, contract.seat, {
        censor: view.seat,
        hand,
      });
      const take = bestSuit(f, contract.amount + 10).chance >= plan.confidence;
      return legal.find((a) => a.type === 'censor' && a.take === take) ?? null;
    }
    default:
      return null;
  }
}
