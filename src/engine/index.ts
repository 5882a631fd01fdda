/**
 * The tute-table rules engine: pure functions over immutable, JSON-serialisable states.
 * No DOM, no lit; runs in browsers and Node ≥ 20. docs/api.md documents every export.
 */
export { newGame } from './new-game.js';
export { legalActions, playable, whyIllegal, illegalReason, sameAction } from './legal.js';
export { applyAction } from './apply.js';
export { viewFor } from './view.js';
export { validateConfig } from './config.js';
export { defaultRules, maxBid } from './rules.js';
export { ConfigError, IllegalActionError } from './errors.js';
export type { ConfigErrorCode, IllegalActionCode } from './errors.js';
export { VARIANT_IDS, variantSpec, isVariant, type VariantSpec } from './variants.js';
export {
  cardPoints,
  isCard,
  makeDeck,
  normalizeCard,
  pointsOf,
  rankOf,
  RANKS_BY_STRENGTH,
  strengthOf,
  suitOf,
  SUIT_NAMES,
  SUITS,
} from './cards.js';
export {
  beats,
  playableCards,
  playMode,
  strictAtTrick,
  strictOptions,
  trickWinner,
  winningPlay,
  type Obligation,
  type PlayableCards,
  type PlayMode,
  type StrictOptions,
} from './trick.js';
export {
  firstLeader,
  manoOf,
  nextPlayer,
  nextSeat,
  partnerOf,
  playerCount,
  playersOf,
  sameTeam,
  sideOf,
} from './seats.js';
export { askedAfter, marriagesToSing, maySing, tutesHeld } from './declarations.js';
export { bidAmounts, takenOver, TAKE_OVER_PREMIUM } from './auction.js';
export { seedNumber } from './rng.js';
export { dealAward, dealTotals } from './scoring.js';
export type * from './types.js';
export {
  formatRecord,
  parseRecord,
  recordOf,
  replay,
  RecordError,
  RECORD_LIMITS,
  type RecordErrorCode,
} from './record/index.js';
