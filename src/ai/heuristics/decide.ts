/**
 * A whole decision by heuristics, for every phase: the auction, the censor, naming trump,
 * declarations, the swap, and card play. `easy` plays the same ideas like a beginner: it
 * remembers a tenth of the cards played and about one move in three is careless (measured with
 * bench:ai: still far ahead of random play, well behind `medium`); `medium` counts every card and
 * reads every void the rules reveal.
 */
import {
  cardPoints,
  pointsOf,
  rankOf,
  sameTeam,
  strengthOf,
  suitOf,
  TAKE_OVER_PREMIUM,
  variantSpec,
  type Action,
  type CardCode,
  type PlayerView,
} from '../../engine/index.js';
import { knowledgeOf, openCaps, type Knowledge } from '../knowledge.js';
import { contractValue } from './bidding.js';
import { chooseCard } from './play.js';

export interface Style {
  /** Share of the cards played this deal the player still remembers (0…1). */
  memory: number;
  /** Probability of a careless legal move instead of the considered one. */
  slip: number;
  /** Points of margin the player wants above a bid. */
  caution: number;
  /**
   * More margin where a censor sees the winning hand (subastao-censor). The censor takes over
   * the contracts worth taking, so those a bidder keeps are the weaker ones: at `caution` alone
   * `medium` made 37% of its contracts there and lost to `easy` (docs/ai.md §9).
   */
  censored: number;
}

export const EASY: Style = { memory: 0.1, slip: 0.35, caution: -5, censored: 0 };
export const MEDIUM: Style = { memory: 1, slip: 0, caution: 0, censored: 30 };

const ofType = <T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }>[] =>
  legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/** Forgets part of the cards played: they count as unseen again, and what they proved is lost. */
function remembered(view: PlayerView, k: Knowledge, style: Style, random: () => number): Knowledge {
  if (style.memory >= 1) return k;
  const forgotten = view.played.filter(() => random() > style.memory).map((p) => p.card);
  return { ...k, unseen: [...k.unseen, ...forgotten], caps: k.caps.map(() => openCaps()) };
}

/** `found` if the search found it, else the first legal action; throws when there is none. */
function orFirst(found: Action | undefined, legal: readonly Action[]): Action {
  const action = found ?? legal[0];
  if (action === undefined) throw new RangeError('heuristicAction: no legal action');
  return action;
}

function bid(
  view: PlayerView & { phase: 'auction' },
  legal: readonly Action[],
  style: Style,
  random: () => number,
): Action {
  const pass = orFirst(ofType(legal, 'pass')[0], legal);
  const bids = ofType(legal, 'bid');
  if (!bids.length) return pass;
  const hand = view.hand;
  const value =
    style.memory < 1 ? cardPoints(hand) * 1.4 + random() * 20 : contractValue(view, hand).value;
  const high = view.auction.high;
  // Never outbid a partner: the team already holds the contract.
  if (high && sameTeam(view, high.seat, view.seat)) return pass;
  const censor = variantSpec(view.variant).sitsOut === 'dealer';
  const margin = style.caution + (censor ? style.censored : 0);
  const affordable = bids.filter((b) => b.amount <= value - margin);
  return affordable[0] ?? pass;
}

/**
 * The declaration to make now, if any: Tute ends the deal, so it comes first; of several
 * marriages the trump one (40) before a 20 — one cante per trick won, and the next trick may
 * never come (with `fortyFirst: false` the rules leave that choice to the player).
 */
export function declarationOf(legal: readonly Action[], trump: PlayerView['trump']): Action | null {
  const tute = ofType(legal, 'tute')[0];
  if (tute) return tute;
  const sings = ofType(legal, 'sing');
  return sings.find((a) => a.suit === trump) ?? sings[0] ?? null;
}

/** Swapping pays when the indicator is worth more than the card given for it. */
function swapWorth(view: PlayerView): boolean {
  const indicator = view.indicator;
  if (indicator === null) return false;
  const given = view.hand.find(
    (c) => suitOf(c) === view.trump && (rankOf(c) === 7 || rankOf(c) === 2),
  );
  return (
    given === undefined || pointsOf(indicator) > 0 || strengthOf(indicator) > strengthOf(given)
  );
}

/** The heuristic decision for the viewer, which must have at least one legal action. */
export function heuristicAction(view: PlayerView, style: Style, random: () => number): Action {
  const legal = view.legal;
  const careless = random() < style.slip;
  switch (view.phase) {
    case 'auction':
      return bid(view, legal, style, random);
    case 'censor': {
      const { contract } = view;
      const judged = view.hands[contract.seat];
      const take =
        Array.isArray(judged) &&
        contractValue(view, judged).value >=
          contract.amount + TAKE_OVER_PREMIUM + style.caution + 5;
      const choice = ofType(legal, 'censor').find((a) => a.take === take);
      return orFirst(choice, legal);
    }
    case 'trump': {
      const suit = contractValue(view, view.hand).suit;
      const choice = ofType(legal, 'trump').find((a) => a.suit === suit);
      return orFirst(choice, legal);
    }
    default:
      break;
  }
  const declaration = declarationOf(legal, view.trump);
  if (declaration && !careless) return declaration;
  const swap = legal.find((a) => a.type === 'swap');
  if (swap && swapWorth(view)) return swap;
  const plays = ofType(legal, 'play');
  if (!plays.length) return declaration ?? orFirst(ofType(legal, 'pass')[0], legal);
  if (careless) return orFirst(plays[Math.floor(random() * plays.length)], plays);
  const card: CardCode = chooseCard(
    view,
    remembered(view, knowledgeOf(view), style, random),
    plays.map((a) => a.card),
  );
  return { type: 'play', seat: view.seat, card };
}
