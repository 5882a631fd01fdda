/** A new match, and the start of each deal in it (docs/rules.md §2, §11). */
import { emptyAuction } from './auction.js';
import { resolveConfig } from './config.js';
import { dealShuffled, sameCards, stackedCards, type DealtCards } from './deal.js';
import { seal, type Draft } from './draft.js';
import { randomSeed } from './rng.js';
import { emptyDealScore } from './scoring.js';
import { nextPlayer } from './seats.js';
import { variantSpec, type VariantSpec } from './variants.js';
import type { GameConfig, GameState, Rules, Seat, StackedDeal } from './types.js';

/** What a match starts from: every part checked (config.ts) or drawn by the engine. */
export interface MatchSetup {
  spec: VariantSpec;
  seed: number | string;
  rules: Rules;
  /** The first deal's dealer. */
  dealer: Seat;
}

/** A new match, its first deal dealt. Throws ConfigError on any bad field. */
export function newGame(config: GameConfig = {}): GameState {
  const { spec, seed, rules, dealer, deal } = resolveConfig(config);
  const setup: MatchSetup = { spec, seed: seed ?? randomSeed(), rules, dealer };
  return startMatch(setup, deal ? stackedUnlessSeeded(setup, 0, dealer, deal) : []);
}

/**
 * Deal `index` (dealt by `dealer`) as a stacked deal, or nothing when the seed shuffles exactly
 * these cards: a state's `stacked` lists only the deals its seed cannot reproduce, so the same
 * match has the same state however it was made (docs/api.md, Records).
 */
export function stackedUnlessSeeded(
  setup: MatchSetup,
  index: number,
  dealer: Seat,
  cards: DealtCards,
): StackedDeal[] {
  if (sameCards(cards, dealShuffled(setup.spec, setup.seed, index, dealer))) return [];
  const { hands, stock, indicator } = cards;
  return [{ deal: index, hands, stock, indicator }];
}

/**
 * A match from its setup, its first deal dealt; `stacked` gives the cards of the deals not
 * shuffled from the seed (`config.deal`, or a replayed record's deals). Internal: GameConfig
 * stacks the first deal only (docs/api.md).
 */
export function startMatch(setup: MatchSetup, stacked: StackedDeal[]): GameState {
  const { spec, seed, rules, dealer } = setup;
  const sides = spec.sides.map((side) => side.slice());
  const state: Draft = {
    variant: spec.id,
    rules,
    players: spec.players,
    seed,
    stacked,
    dealCount: 0,
    phase: 'play',
    turn: null,
    dealer,
    hands: [],
    stock: [],
    indicator: null,
    trump: null,
    trick: [],
    played: [],
    won: [],
    shown: [],
    lastTrick: null,
    window: null,
    swapPause: false,
    auction: null,
    contract: null,
    out: null,
    sides,
    deal: emptyDealScore(sides.length),
    result: null,
    match: { scores: sides.map(() => 0), target: rules.target, winner: null },
    log: [],
  };
  startDeal(state);
  return seal(state);
}

/** The cards of the deal about to be dealt: stacked for its number, else shuffled from the seed. */
function cardsToDeal(s: Draft, spec: VariantSpec): DealtCards {
  // An indexed loop: `s.stacked` is frozen (draft.ts).
  for (let i = 0; i < s.stacked.length; i++) {
    const entry = s.stacked[i];
    if (entry?.deal === s.dealCount) return stackedCards(spec, entry);
  }
  return dealShuffled(spec, s.seed, s.dealCount, s.dealer);
}

/**
 * Deals the next deal into `s` (a new match, or a draft): the cards — shuffled from
 * the seed and the deal's number, unless `s.stacked` lists that deal — trump, the seat sitting
 * out, the turn.
 */
export function startDeal(s: Draft): void {
  const spec = variantSpec(s.variant);
  const cards = cardsToDeal(s, spec);
  const empty = (): never[][] => Array.from({ length: s.players }, () => []);
  s.dealCount += 1;
  s.hands = cards.hands;
  s.stock = cards.stock;
  s.indicator = cards.indicator;
  s.trump = cards.trump;
  s.trick = [];
  s.played = [];
  s.won = empty();
  // The dealer's last card in tute-4 is shown to all (docs/rules.md §5).
  const shown = spec.trumpFrom === 'dealer-last' ? cards.indicator : null;
  s.shown = s.hands.map((_, seat) => (seat === s.dealer && shown !== null ? [shown] : []));
  s.lastTrick = null;
  s.window = null;
  s.swapPause = false;
  s.deal = emptyDealScore(s.sides.length);
  s.result = null;
  s.contract = null;
  // The censor is dealt no cards and sits the play out (docs/rules.md §7).
  s.out = spec.sitsOut === 'dealer' ? s.dealer : null;
  s.auction = spec.auction ? emptyAuction() : null;
  s.phase = spec.auction ? 'auction' : 'play';
  s.turn = nextPlayer(s, s.dealer);
}
