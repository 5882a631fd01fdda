/**
 * Saving and resuming a match as JSON text:
 * `{ format: 'tute-table', version: 2, config: { variant, seed, rules, dealer, stacked }, log }`,
 * what the match was started from (the first deal's dealer, the deals not shuffled from the seed)
 * and every action since. Resuming replays the log with the engine, which checks every field
 * and every action, so a truncated, tampered or foreign snapshot can never put the table in a
 * state the rules never reach. Each failure has a message that says what is wrong.
 */
import { applyAction, type Action, type GameState, type StackedDeal } from '../engine/index.js';
import { resolveConfig } from '../engine/config.js';
import { dealStacked } from '../engine/deal.js';
import { brand, branded, clip } from '../engine/errors.js';
import { startMatch } from '../engine/new-game.js';
import { firstDealerOf } from '../engine/seats.js';
import type { VariantSpec } from '../engine/variants.js';
import { ElementError } from './errors.js';
import { MAX_MESSAGE } from './guards.js';

/** Version 1 held the whole state as well; it is no longer read (nothing was published). */
export const SNAPSHOT_VERSION = 2;
const FORMAT = 'tute-table';
/**
 * Far above any real match (a long match is a few hundred KB); bounds the work a hostile text
 * can cause.
 */
const MAX_CHARS = 4_000_000;
const MAX_LOG = 50_000;

/** A snapshot that cannot be restored (code `bad-snapshot`); the element is left as it was. */
export class SnapshotError extends ElementError {
  constructor(message: string) {
    super('bad-snapshot', message);
    this.name = 'SnapshotError';
    brand(this, 'SnapshotError');
  }

  /** True for a SnapshotError of any copy of the package (engine/errors.ts `brand`). */
  static [Symbol.hasInstance](value: unknown): value is SnapshotError {
    return branded(value, 'SnapshotError');
  }
}

export function takeSnapshot(state: GameState): string {
  const { variant, seed, rules, stacked, log } = state;
  const dealer = firstDealerOf(state.dealer, state.dealCount, state.players);
  return JSON.stringify({
    format: FORMAT,
    version: SNAPSHOT_VERSION,
    config: { variant, seed, rules, dealer, stacked },
    log,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (message: string): never => {
  throw new SnapshotError(`snapshot rejected: ${message}`);
};

const messageOf = (error: unknown): string =>
  clip(error instanceof Error ? error.message : String(error), MAX_MESSAGE);

/** The match a snapshot holds, replayed and so checked in full; throws SnapshotError. */
export function restoreSnapshot(text: unknown): GameState {
  if (typeof text !== 'string')
    return fail(`expected the text snapshot() returned, got ${typeof text}`);
  if (text.length > MAX_CHARS)
    return fail(`${text.length} characters is more than any match needs`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('it is not JSON text (truncated?)');
  }
  if (!isObject(data) || data.format !== FORMAT) return fail('it is not a tute-table snapshot');
  if (data.version !== SNAPSHOT_VERSION) {
    const version = clip(JSON.stringify(data.version));
    return fail(`version ${version} is not supported (expected ${SNAPSHOT_VERSION})`);
  }
  const { config, log } = data;
  if (!isObject(config) || !Array.isArray(log)) return fail('it has no config or no log');
  if (log.length > MAX_LOG) return fail(`a log of ${log.length} actions is longer than any match`);
  const { stacked, ...fields } = config;

  let state: GameState;
  try {
    // The engine checks the config as any other (variant, seed, rules, dealer) ...
    const { spec, seed, rules, dealer } = resolveConfig(fields);
    if (seed === undefined) throw new Error('it has no seed');
    // ... and each stacked deal as a config's deal.
    state = startMatch({ spec, seed, rules, dealer }, stackedDeals(stacked, spec, dealer));
  } catch (error) {
    return fail(`its config is invalid: ${messageOf(error)}`);
  }
  log.forEach((action, i) => {
    try {
      // applyAction checks any input in full; its parameter type is for callers' convenience.
      state = applyAction(state, action as Action);
    } catch (error) {
      fail(`action ${i + 1} of the log is illegal there: ${messageOf(error)}`);
    }
  });
  return state;
}

/** The stacked deals of a config, each checked like a deal given in a config. */
function stackedDeals(list: unknown, spec: VariantSpec, first: number): StackedDeal[] {
  if (!Array.isArray(list) || list.length > MAX_LOG) throw new Error('stacked is not a list');
  return list.map((entry: unknown) => {
    const deal = isObject(entry) ? entry.deal : null;
    if (!isObject(entry) || typeof deal !== 'number' || !Number.isInteger(deal) || deal < 0)
      throw new Error('a stacked deal has no deal number');
    const given = { ...entry, indicator: entry.indicator ?? undefined };
    const cards = dealStacked(spec, (first + deal) % spec.players, given);
    return { deal, hands: cards.hands, stock: cards.stock, indicator: cards.indicator };
  });
}
