/**
 * `recordOf`: a match as a record (docs/api.md, Records) — every deal so far with its dealer,
 * its cards (stacked, or shuffled again from the seed) and its actions; `next-deal` is implied
 * between deals, and an auction everyone passed ends its deal at the last pass.
 */
import { dealShuffled } from '../deal.js';
import { firstDealerOf, nextSeat } from '../seats.js';
import type { Action, GameState, RecordDeal, Seat, TuteRecord } from '../types.js';
import { variantSpec, type VariantSpec } from '../variants.js';
import { changedRules } from './check.js';

/**
 * The log cut into deals: at each `next-deal` (left out), and after the pass that throws an
 * auction in — the first call of every bidder a pass (docs/rules.md §11, "Auctions").
 */
function dealsOfLog(spec: VariantSpec, log: readonly Action[]): Action[][] {
  const bidders = spec.players - (spec.sitsOut === null ? 0 : 1);
  const deals: Action[][] = [[]];
  let current: Action[] = [];
  deals[0] = current;
  const begin = (): void => {
    current = [];
    deals.push(current);
  };
  for (const action of [...log]) {
    if (action.type === 'next-deal') {
      begin();
      continue;
    }
    current.push(action);
    const passedOut =
      spec.auction && current.length === bidders && current.every((call) => call.type === 'pass');
    if (passedOut) begin();
  }
  return deals;
}

/** The cards of deal `index` as dealt: the stacked ones, else the seed's shuffle. */
function cardsOf(
  state: GameState,
  spec: VariantSpec,
  index: number,
  dealer: Seat,
): RecordDeal['deal'] {
  const stacked = [...state.stacked].find((entry) => entry.deal === index);
  const cards = stacked ?? dealShuffled(spec, state.seed, index, dealer);
  return {
    hands: cards.hands.map((hand) => [...hand]),
    ...(spec.stock && { stock: [...cards.stock] }),
    ...(cards.indicator !== null && { indicator: cards.indicator }),
  };
}

/**
 * Every deal of the match so far as a record (docs/api.md, Records), in normal form. Kept small:
 * the element's bundle carries it for its `record` property.
 */
export function recordOf(state: GameState): TuteRecord {
  const spec = variantSpec(state.variant);
  const { players, dealCount } = state;
  const actions = dealsOfLog(spec, state.log);
  // Only a state the engine never made has a log of another number of deals.
  if (actions.length !== dealCount) throw new RangeError("recordOf: the log is not the state's");
  let dealer = firstDealerOf(state.dealer, dealCount, players);
  const deals = actions.map((list, index): RecordDeal => {
    const deal: RecordDeal = { dealer, deal: cardsOf(state, spec, index, dealer), actions: list };
    dealer = nextSeat(dealer, players);
    return deal;
  });
  const rules = changedRules(spec.id, state.rules);
  return {
    format: 'tute-record',
    version: 1,
    variant: spec.id,
    ...(rules && { rules }),
    seed: state.seed,
    deals,
  };
}
