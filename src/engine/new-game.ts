import { freeze } from 'immer';
import { dealShuffled, dealStacked } from './deal.js';
import { clip, ConfigError, describe } from './errors.js';
import { randomSeed } from './rng.js';
import { resolveRules, variantList } from './rules.js';
import { emptyDealScore } from './scoring.js';
import { nextActive } from './seats.js';
import { isVariant, VARIANTS } from './variants.js';
import type { GameConfig, GameState, Seat } from './types.js';

const CONFIG_FIELDS = ['variant', 'seed', 'rules', 'dealer', 'deal'];

function checkSeed(seed: unknown): number | string {
  if (seed === undefined) return randomSeed();
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed;
  if (typeof seed === 'string' && seed.length <= 1000) return seed;
  throw new ConfigError(
    'bad-seed',
    'seed',
    `seed must be a finite number or a string of at most 1000 characters; got ${describe(seed)}`,
  );
}

/** A new match, its first deal dealt (RULES.md §2). Throws ConfigError on any bad field. */
export function newGame(config: GameConfig = {}): GameState {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new ConfigError(
      'bad-config',
      'config',
      `config must be an object; got ${describe(config)}`,
    );
  }
  for (const key of Object.keys(config)) {
    if (!CONFIG_FIELDS.includes(key)) {
      throw new ConfigError(
        'unknown-field',
        clip(key),
        `${clip(key)} is not a config field; allowed: ${CONFIG_FIELDS.join(', ')}`,
      );
    }
  }
  const variant = config.variant ?? 'tute';
  if (!isVariant(variant)) {
    throw new ConfigError(
      'unknown-variant',
      'variant',
      `variant must be one of ${variantList()}; got ${describe(variant)}`,
    );
  }
  const spec = VARIANTS[variant];
  const seed = checkSeed(config.seed);
  const rules = resolveRules(spec, config.rules);
  const dealer = config.dealer ?? spec.players - 1;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= spec.players) {
    throw new ConfigError(
      'bad-dealer',
      'dealer',
      `dealer must be a seat from 0 to ${spec.players - 1}; got ${describe(dealer)}`,
    );
  }
  const sides = spec.sides.map((side) => side.slice());
  const state: GameState = {
    variant,
    rules,
    players: spec.players,
    seed,
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
  startDeal(state, config.deal);
  return freeze(state, true);
}

/** Deals the next deal into `s` (a draft or a fresh object): cards, trump, turn. */
export function startDeal(s: GameState, stacked?: GameConfig['deal']): void {
  const spec = VARIANTS[s.variant];
  const cards =
    stacked === undefined
      ? dealShuffled(spec, s.seed, s.dealCount, s.dealer)
      : dealStacked(spec, s.dealer, stacked);
  const empty = (): never[][] => Array.from({ length: s.players }, () => []);
  s.dealCount += 1;
  s.hands = cards.hands;
  s.stock = cards.stock;
  s.indicator = cards.indicator;
  s.trump = cards.trump;
  s.trick = [];
  s.played = [];
  s.won = empty();
  s.shown =
    spec.trumpFrom === 'dealer-last' && cards.indicator
      ? s.hands.map((_, seat) => (seat === s.dealer ? [cards.indicator as string] : []))
      : empty();
  s.lastTrick = null;
  s.window = null;
  s.swapPause = false;
  s.deal = emptyDealScore(s.sides.length);
  s.result = null;
  s.contract = null;
  // The censor is dealt no cards and sits the play out (RULES.md §7).
  s.out = spec.id === 'subastao-censor' ? s.dealer : null;
  const auction = spec.trumpFrom === 'contract';
  s.auction = auction ? { calls: [], high: null, passed: [] } : null;
  s.phase = auction ? 'auction' : 'play';
  s.turn = nextActive(s, s.dealer);
}
