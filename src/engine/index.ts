/**
 * The tute-table rules engine: pure functions over immutable, JSON-serialisable states.
 * No DOM, no lit; runs in browsers and Node ≥ 20.
 */
export { newGame } from './new-game.js';
export { legalActions } from './legal.js';
export { applyAction } from './apply.js';
export { viewFor } from './view.js';
export { ConfigError, IllegalActionError } from './errors.js';
export { VARIANT_IDS } from './variants.js';
export { normalizeCard, pointsOf, rankOf, suitOf, SUITS } from './cards.js';
export type * from './types.js';
