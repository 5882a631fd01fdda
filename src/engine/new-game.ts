/** A new match, and the start of each deal in it (docs/rules.md §2, §11). */
import { emptyAuction } from './auction.js';
import { resolveConfig } from './config.js';
import { dealShuffled, type DealtCards } from './deal.js';
import { seal, type Draft } from './draft.js';
import { randomSeed } from './rng.js';
import { emptyDealScore } from './scoring.js';
import { nextPlayer } from './seats.js';
import { variantSpec } from './variants.js';
import type { GameConfig, GameState } from './types.js';

/** A new match, its first deal dealt. Throws ConfigError on any bad field. */
export function newGame(config: GameConfig = {}): GameState {
  const { spec, seed, rules, dealer, deal } = resolveConfig(config);
  const sides = spec.sides.map((side) => side.slice());
  const state: Draft = {
    variant: spec.id,
    rules,
    players: spec.players,
    seed: seed ?? randomSeed(),
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
  startDeal(state, deal);
  return seal(state);
}

/**
 * Deals the next deal into `s` (a fresh object or an immer draft): the cards — shuffled from
 * the seed and the deal's number, unless `stacked` — trump, the seat sitting out, the turn.
 */
export function startDeal(s: Draft, stacked?: DealtCards): void {
  const spec = variantSpec(s.variant);
  const cards = stacked ?? dealShuffled(spec, s.seed, s.dealCount, s.dealer);
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
